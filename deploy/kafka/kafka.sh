#!/usr/bin/env bash
# Local Apache Kafka for groundstream: fetch the broker from Maven Central, format KRaft
# storage and run one node (broker + controller) on 127.0.0.1. No Docker, no look-alike.
#
#   deploy/kafka/kafka.sh fetch   # jars into $KAFKA_CACHE (default ~/.cache/groundstream/kafka)
#   deploy/kafka/kafka.sh up      # start (fetching first if needed) and wait until it answers
#   deploy/kafka/kafka.sh down    # stop the broker this script started, by its pid
#   deploy/kafka/kafka.sh status
#
# KAFKA_PORT (default 9092) is the client port; the controller listens on KAFKA_PORT+1.
# KAFKA_DATA (default .kafka/ in the repository) holds storage, logs and the pid file.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
KAFKA_VERSION="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$here/pom.xml")"
KAFKA_CACHE="${KAFKA_CACHE:-$HOME/.cache/groundstream/kafka}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
CONTROLLER_PORT="$((KAFKA_PORT + 1))"
KAFKA_DATA="${KAFKA_DATA:-$repo/.kafka/$KAFKA_PORT}"
jars="$KAFKA_CACHE/$KAFKA_VERSION"
pidfile="$KAFKA_DATA/kafka.pid"

log() { printf '[kafka] %s\n' "$*" >&2; }

fetch() {
  if [ -f "$jars/.complete" ]; then return 0; fi
  log "fetching Apache Kafka $KAFKA_VERSION and its runtime dependencies from Maven Central into $jars"
  mkdir -p "$jars"
  mvn -q -B -f "$here/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$jars"
  ls "$jars"/kafka_2.13-"$KAFKA_VERSION".jar >/dev/null
  touch "$jars/.complete"
}

running() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }


port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$KAFKA_PORT") 2>/dev/null; }

up() {
  fetch
  if running; then log "already running (pid $(cat "$pidfile")) on 127.0.0.1:$KAFKA_PORT"; return 0; fi
  mkdir -p "$KAFKA_DATA"
  props="$KAFKA_DATA/server.properties"
  cat >"$props" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KAFKA_DATA/data
num.partitions=${KAFKA_PARTITIONS:-4}
auto.create.topics.enable=false
offsets.topic.replication.factor=1
offsets.topic.num.partitions=4
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=4
group.initial.rebalance.delay.ms=0
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
PROPS
  if [ ! -f "$KAFKA_DATA/data/meta.properties" ]; then
    cluster_id="$(java -cp "$jars/*" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n1)"
    java -cp "$jars/*" -Dlog4j2.configurationFile="$here/log4j2.properties" -Dkafka.logs.dir="$KAFKA_DATA" \
      kafka.tools.StorageTool format -t "$cluster_id" -c "$props" >/dev/null
  fi
  log "starting broker on 127.0.0.1:$KAFKA_PORT (data in $KAFKA_DATA)"
  setsid nohup java -Xms256m -Xmx${KAFKA_HEAP:-768m} -XX:+UseG1GC \
    -Dlog4j2.configurationFile="$here/log4j2.properties" -Dkafka.logs.dir="$KAFKA_DATA" \
    -cp "$jars/*" kafka.Kafka "$props" >"$KAFKA_DATA/stdout.log" 2>&1 &
  echo $! >"$pidfile"
  for _ in $(seq 1 120); do
    if ! running; then log "broker exited; last lines of $KAFKA_DATA/stdout.log:"; tail -n 20 "$KAFKA_DATA/stdout.log" >&2; exit 1; fi
    if port_open && grep -q "Kafka Server started" "$KAFKA_DATA/server.log" 2>/dev/null; then log "ready (pid $(cat "$pidfile"))"; return 0; fi
    sleep 0.5
  done
  log "broker did not answer within 60 s"; exit 1
}

down() {
  if ! running; then log "not running"; rm -f "$pidfile"; return 0; fi
  pid="$(cat "$pidfile")"
  kill "$pid"
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -9 "$pid" 2>/dev/null || true
  rm -f "$pidfile"
  log "stopped (pid $pid)"
}

case "${1:-}" in
  fetch) fetch ;;
  up) up ;;
  down) down ;;
  status) if running; then echo "running pid $(cat "$pidfile") port $KAFKA_PORT"; else echo "stopped"; exit 1; fi ;;
  reset) down; rm -rf "$KAFKA_DATA" ;;
  *) echo "usage: $0 fetch|up|down|status|reset" >&2; exit 2 ;;
esac
