"""The `groundstream` command line."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
from collections.abc import Sequence

from pydantic import ValidationError

from groundstream import __version__
from groundstream.streams import factory, logs
from groundstream.streams.config import Settings


def _settings(path: str | None) -> Settings:
    try:
        return Settings.load(path)
    except FileNotFoundError:
        raise SystemExit(f"groundstream: config file not found: {path}") from None
    except (ValidationError, ValueError) as exc:
        raise SystemExit(f"groundstream: bad config {path}: {exc}") from None


def cmd_validate(args: argparse.Namespace) -> int:
    from groundstream.streams.validate import validate

    settings = _settings(args.config)
    summary = asyncio.run(
        validate(settings, args.input, args.output, args.deadletter, progress=False if args.no_progress else None,
                 feedback_path=args.feedback)  # fmt: skip
    )
    print(summary.line(), file=sys.stderr)
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from groundstream.schemas import json_schemas

    schemas = json_schemas()
    if args.name:
        if args.name not in schemas:
            raise SystemExit(f"groundstream: no schema {args.name!r}; one of {', '.join(schemas)}")
        schemas = schemas[args.name]
    print(json.dumps(schemas, indent=2))
    return 0


def cmd_policy(args: argparse.Namespace) -> int:
    policy = factory.build_policy(_settings(args.config))
    report = {"policy_hash": policy.policy_hash, "parts": policy.parts()}
    if args.full:
        report["behaviour"] = policy.behaviour()
    print(json.dumps(report, indent=2))
    return 0


def _durable_signer(settings: Settings) -> None:
    """Refuse to start a process whose signatures no other process (or restart) could check."""
    from groundstream.streams.config import SigningKeyMissing

    try:
        factory.build_signer(settings, durable=True)
    except SigningKeyMissing as exc:
        raise SystemExit(f"groundstream: {exc}") from None


def cmd_worker(args: argparse.Namespace) -> int:
    from groundstream.streams.worker import run_worker

    settings = _settings(args.config)
    _durable_signer(settings)
    run_worker(settings, loglevel=args.loglevel)
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from groundstream.streams.review.api import serve

    settings = _settings(args.config)
    _durable_signer(settings)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(settings))
    return 0


def cmd_review_token(args: argparse.Namespace) -> int:
    from groundstream.streams.review.api import new_token

    token, digest = new_token()
    print(f"token for {args.name} (give it to them; it is not stored anywhere): {token}", file=sys.stderr)
    print(f'[review.reviewers.{json.dumps(args.name)}]\ntoken_sha256 = "{digest}"\nrole = "{args.role}"')
    return 0


def cmd_publish(args: argparse.Namespace) -> int:
    import os

    from groundstream.streams.kafka_io import publish

    settings = _settings(args.config)
    if args.input == "-":
        done = asyncio.run(publish(settings, sys.stdin.buffer))
    else:
        with open(args.input, "rb") as fh:
            show = sys.stderr.isatty() and not args.no_progress
            done = asyncio.run(publish(settings, fh, progress=show, total=os.path.getsize(args.input)))
    print(f"published {done.records} records to claims.candidates in {done.seconds:.2f} s", file=sys.stderr)
    return 0


def cmd_sign(args: argparse.Namespace) -> int:
    """Sign claims as an agent: JSON lines in, the same lines with key_id and signature out."""
    import os

    from groundstream.detectors.claim_auth import sign_claim

    key = os.environ.get("GROUNDSTREAM_AGENT_KEY", "")  # never an argument: ps would show it
    if len(key.encode()) < 16:
        print("groundstream: set GROUNDSTREAM_AGENT_KEY to the agent's key (16 bytes or more)", file=sys.stderr)
        return EX_USAGE
    source = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")  # noqa: SIM115
    signed = 0
    with source:
        for number, line in enumerate(source, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as exc:
                print(f"groundstream: line {number} is not JSON ({exc}); nothing after it was signed", file=sys.stderr)
                return EX_DATAERR
            if not isinstance(record, dict):
                print(f"groundstream: line {number} is not a JSON object; nothing after it was signed", file=sys.stderr)
                return EX_DATAERR
            record["agent_id"] = args.agent
            print(json.dumps(sign_claim(record, args.key_id, key.encode()), ensure_ascii=False))
            signed += 1
    print(f"signed {signed} claims as {args.agent} with key {args.key_id}", file=sys.stderr)
    return 0


def cmd_tail(args: argparse.Namespace) -> int:
    from groundstream.streams import topics as T
    from groundstream.streams.kafka_io import describe, records

    settings = _settings(args.config)

    async def run() -> None:
        seen = 0
        names = [T.name(t, settings.kafka.topic_prefix) for t in args.topics]
        async for topic, value in records(
            settings.kafka.broker, names, from_beginning=args.from_beginning, idle_timeout_s=args.idle_timeout,
            connect_timeout_s=settings.kafka.connect_timeout_s,
        ):
            print(value.decode("utf-8", "replace") if args.json else describe(topic, value), flush=True)
            seen += 1
            if args.max and seen >= args.max:
                return

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        pass
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from pathlib import Path

    from groundstream.streams.replay import replay

    report = asyncio.run(replay(_settings(args.config), Path(args.input), live=args.live))
    for r in report.results:
        if r.reproduced:
            if args.verbose:
                print(f"same    {r.claim_id}")
        else:
            print(f"DIFFERS {r.claim_id}: layers {', '.join(r.differing)}" + (f" — {r.detail}" if r.detail else ""))
    for problem in report.unreadable:
        print(f"UNREADABLE {problem}")
    print(report.summary())
    return 0 if report.ok else 1


def cmd_expire(args: argparse.Namespace) -> int:
    from groundstream.streams.expire import expire
    from groundstream.streams.gate_service import GateService

    async def run() -> int:
        service = await GateService.open(_settings(args.config))
        try:
            if service.gate.store_error:
                raise SystemExit(f"groundstream: {service.gate.store_error}")
            result = await expire(service, action=args.action)
        finally:
            await service.close()
        with open(args.audit, "w") if args.audit != "-" else contextlib.nullcontext(sys.stdout) as audit:
            for record in result.audit:
                audit.write(record.model_dump_json() + "\n")
        if args.output:
            with open(args.output, "w") as out:
                for decision in result.reviews:
                    out.write(decision.model_dump_json() + "\n")
        print(f"expired {len(result.audit)} memories ({args.action})", file=sys.stderr)
        return 0

    return asyncio.run(run())


def cmd_recheck(args: argparse.Namespace) -> int:
    from groundstream.sinks.memory_store import MemoryStoreError
    from groundstream.streams.gate_service import GateService
    from groundstream.streams.recheck import Result, sweep

    async def run() -> int:
        service = await GateService.open(_settings(args.config))
        with contextlib.ExitStack() as files:
            out = files.enter_context(open(args.output, "w")) if args.output != "-" else sys.stdout
            reviews = files.enter_context(open(args.reviews, "w")) if args.reviews else None
            audit = files.enter_context(open(args.audit, "w")) if args.audit else None

            def emit(r: Result) -> None:  # each written, and flushed, before its memory is marked
                out.write(r.record.model_dump_json() + "\n")
                if reviews is not None and r.review is not None:
                    reviews.write(r.review.model_dump_json() + "\n")
                if audit is not None:
                    audit.write(r.audit.model_dump_json() + "\n")
                for fh in (out, reviews, audit):
                    if fh is not None:
                        fh.flush()

            try:
                if service.gate.store_error:
                    raise SystemExit(f"groundstream: {service.gate.store_error}")
                if service.gate.sources is None:
                    raise SystemExit("groundstream: no [sources] configured: memories have no sources to be re-checked against")
                tty = sys.stderr.isatty()
                done = await sweep(service, user_id=args.user, emit=emit,
                                   progress=lambda n: print(f"\rre-checked {n} memories", end="", file=sys.stderr) if tty else None)  # fmt: skip
            except MemoryStoreError as exc:
                raise SystemExit(f"groundstream: {exc} (what was re-checked before it is written and applied)") from None
            finally:
                await service.close()
        counts = {o: sum(r.record.outcome == o for r in done.results) for o in ("supported", "refuted", "not_enough_info")}
        print(("\n" if sys.stderr.isatty() else "") + f"re-checked {len(done.results)} memories: {counts['supported']} still supported, "
              f"{counts['refuted']} refuted (not valid from now, to review), {counts['not_enough_info']} no longer stated (to review, "
              f"unverified); {done.unfollowed} grounded in no source; {len(done.failed)} could not be re-checked", file=sys.stderr)  # fmt: skip
        if not args.reviews and counts["refuted"] + counts["not_enough_info"]:
            print("  their review decisions were not kept: give --reviews F and publish them to claims.review", file=sys.stderr)
        for memory_id, why in done.failed:
            print(f"  not re-checked {memory_id}: {why}", file=sys.stderr)
        return 1 if done.failed else 0

    return asyncio.run(run())


def cmd_report(args: argparse.Namespace) -> int:
    from pathlib import Path

    from groundstream.schemas import Decision
    from groundstream.streams.grounding_metrics import GroundingReport

    decisions, unreadable = [], 0
    try:
        with (sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")) as fh:
            for line in fh:
                if not line.strip():
                    continue
                try:
                    decisions.append(Decision.model_validate_json(line))
                except ValidationError:
                    unreadable += 1
    except OSError as exc:
        raise SystemExit(f"groundstream: cannot read {args.input}: {exc.strerror or exc}") from None
    report = GroundingReport.of(decisions)
    print(report.table())
    if unreadable:
        print(f"\n{unreadable} lines were not decisions and are left out", file=sys.stderr)
    if args.html:
        Path(args.html).write_text(report.html(), encoding="utf-8")
        print(f"wrote {args.html}", file=sys.stderr)
    return 0


def cmd_memories(args: argparse.Namespace) -> int:
    from groundstream.sinks.memory_store import MemoryStoreError

    settings = _settings(args.config)

    if args.query is not None:
        return _recall(settings, args)

    async def run() -> int:
        store = factory.build_store(settings)
        shown = 0
        try:
            if not await store.exists():
                raise SystemExit(f"groundstream: no collection {store.collection!r} in the memory store")
            async for memory in store.memories(user_id=args.user, include_invalid=args.all):
                p = memory.payload
                row = {"memory_id": memory.memory_id, "user_id": memory.user_id, "claim_id": memory.claim_id,
                       "content": memory.content, "memory_type": p.get("memory_type"), "valid": memory.valid,
                       "invalid_at": p.get("invalid_at"), "invalidated": p.get("invalidated"),
                       "decision_hash": (p.get("decision") or {}).get("decision_hash"), "grounded_in": p.get("grounded_in") or [],
                       "recheck": p.get("recheck"), "unverified_since": p.get("unverified_since")}  # fmt: skip
                print(json.dumps(row, ensure_ascii=False))
                shown += 1
        except MemoryStoreError as exc:
            raise SystemExit(f"groundstream: {exc}") from None
        finally:
            await store.close()
        which = "memories" if args.all else "valid memories"
        print(f"{shown} {which}" + (f" of user {args.user}" if args.user else ""), file=sys.stderr)
        return 0

    return asyncio.run(run())


def _recall(settings: Settings, args: argparse.Namespace) -> int:
    """`memories --query`: the user's valid memories nearest to the query, with provenance, best first."""
    from groundstream.streams.agent_client import GateClient, GateUnavailable

    if not args.user:
        raise SystemExit("groundstream: --query needs --user: memories are recalled for their owner only")

    async def run() -> int:
        client = GateClient(settings, agent_id=None)
        try:
            found = await client.recall(args.user, args.query, args.limit)
        except GateUnavailable as exc:
            raise SystemExit(f"groundstream: {exc}") from None
        finally:
            await client.close()
        for m in found:
            print(json.dumps(m.as_dict(), ensure_ascii=False))
        print(f"{len(found)} memories of user {args.user} for {args.query!r}", file=sys.stderr)
        return 0

    return asyncio.run(run())


def cmd_mcp(args: argparse.Namespace) -> int:
    from groundstream.streams.mcp_server import run_mcp

    run_mcp(_settings(args.config), user_id=args.user, agent_id=args.agent, embedded=args.embedded, timeout_s=args.timeout,
            http_port=args.http_port, host=args.host)  # fmt: skip
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from groundstream.streams.demo import run_demo

    return run_demo(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="groundstream", description="A fail-closed gate between AI agents and shared memory.")
    parser.add_argument("--version", action="version", version=f"groundstream {__version__}")
    parser.add_argument("--debug", action="store_true", help="show a traceback with an error, not just its line")
    # --debug after the command too; SUPPRESS keeps a subcommand from resetting the flag given before it
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", required=True)
    _add = sub.add_parser
    sub.add_parser = lambda *a, **kw: _add(*a, parents=[common], **kw)  # type: ignore[method-assign]

    p = sub.add_parser("validate", help="decide a JSON-lines file of claims with the real pipeline")
    p.add_argument("--config", help="TOML config (docs/DESIGN.md keys); defaults and GROUNDSTREAM_* otherwise")
    p.add_argument("--input", required=True, help="claims, one JSON object a line ('-' for stdin)")
    p.add_argument("--output", required=True, help="decisions, one a line ('-' for stdout)")
    p.add_argument("--deadletter", required=True, help="unusable lines with their errors ('-' for stdout)")
    p.add_argument("--feedback", help="also write the feedback each agent would get (claims.feedback records), one a line")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("schema", help="print the JSON Schema of every message")
    p.add_argument("name", nargs="?", help="one model, e.g. Decision")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser("policy", help="print the policy hash and the hash of each part")
    p.add_argument("--config")
    p.add_argument("--full", action="store_true", help="also print every value the hash covers")
    p.set_defaults(func=cmd_policy)

    p = sub.add_parser("worker", help="run the gate worker and the memory sink on Kafka")
    p.add_argument("--config")
    p.add_argument("--loglevel", default="warn", choices=["crit", "error", "warn", "info", "debug"])
    p.set_defaults(func=cmd_worker)

    p = sub.add_parser("review", help="run the review service: queue, HTTP API and console")
    p.add_argument("--config")
    p.set_defaults(func=cmd_review)

    p = sub.add_parser("review-token", help="make a reviewer token and the config lines that hold its digest")
    p.add_argument("name", help="the reviewer: the user_id whose claims they review")
    p.add_argument("--role", choices=["reviewer", "admin"], default="reviewer")
    p.set_defaults(func=cmd_review_token)

    p = sub.add_parser("publish", help="publish JSON-lines claims to claims.candidates, keyed by user_id")
    p.add_argument("--config")
    p.add_argument("--input", required=True, help="claims, one JSON object a line ('-' for stdin)")
    p.add_argument("--no-progress", action="store_true")
    p.set_defaults(func=cmd_publish)

    p = sub.add_parser("sign", help="sign claims as an agent (key in GROUNDSTREAM_AGENT_KEY); pipe into publish")
    p.add_argument("--agent", required=True, help="the agent_id the claims are written as")
    p.add_argument("--key-id", required=True, help="which of the agent's keys ([trust] agent_keys) signs")
    p.add_argument("--input", default="-", help="claims, one JSON object a line ('-' for stdin)")
    p.set_defaults(func=cmd_sign)

    p = sub.add_parser("tail", help="print decisions (or any groundstream topic) as they arrive")
    p.add_argument("topics", nargs="*", default=["claims.approved", "claims.review", "claims.blocked", "claims.deadletter"])
    p.add_argument("--config")
    p.add_argument("--from-beginning", action="store_true", help="start at the oldest record, not the newest")
    p.add_argument("--max", type=int, default=0, help="stop after this many records")
    p.add_argument("--idle-timeout", type=float, default=None, help="stop after this many seconds without a record")
    p.add_argument("--json", action="store_true", help="print the raw JSON records")
    p.set_defaults(func=cmd_tail)

    p = sub.add_parser("replay", help="re-decide a decisions file and report what no longer reproduces")
    p.add_argument("--config")
    p.add_argument("--input", required=True, help="decisions, one JSON object a line (validate's --output)")
    p.add_argument("--live", action="store_true", help="verify citations again now instead of using the recorded results")
    p.add_argument("--verbose", "-v", action="store_true", help="also list the decisions that reproduce")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("expire", help="remove memories past their validity horizon, with an audit record each")
    p.add_argument("--config")
    p.add_argument("--action", choices=["delete", "review"], default="delete",
                   help="review: also write a flag_review decision for each, to --output")
    p.add_argument("--audit", default="-", help="audit records, JSON lines ('-' for stdout)")
    p.add_argument("--output", help="with --action review: the decisions sent back to review")
    p.set_defaults(func=cmd_expire)

    p = sub.add_parser("recheck", help="decide again every memory grounded in the sources, against the sources as they are now")
    p.add_argument("--config")
    p.add_argument("--user", help="only this user's memories")
    p.add_argument("--output", default="-", help="the re-checks (memories.rechecked records), JSON lines ('-' for stdout)")
    p.add_argument("--reviews", help="the flag_review decisions of memories refuted or no longer stated, JSON lines")
    p.add_argument("--audit", help="an audit record for each re-check, JSON lines")
    p.set_defaults(func=cmd_recheck)

    p = sub.add_parser("report", help="the grounding metrics and claim types of a decisions file (a table; --html a page)")
    p.add_argument("--input", required=True, help="decisions, one JSON object a line (validate's --output; '-' for stdin)")
    p.add_argument("--html", help="also write a page with charts here")
    p.set_defaults(func=cmd_report)

    p = sub.add_parser("memories", help="print the valid memories in the store (of one user), JSON lines")
    p.add_argument("--config")
    p.add_argument("--user", help="only this user's memories")
    p.add_argument("--all", action="store_true", help="also memories a reviewer superseded (valid: false)")
    p.add_argument("--query", help="recall: the user's (--user) valid memories nearest to this text, with provenance")
    p.add_argument("--limit", type=int, default=5, help="with --query: how many (default 5)")
    p.set_defaults(func=cmd_memories)

    p = sub.add_parser("mcp", help="serve the gate to an agent over MCP (stdio, or streamable HTTP): remember, recall, status")
    p.add_argument("--config")
    p.add_argument("--user", help="the user this session speaks for (or GROUNDSTREAM_MCP_USER)")
    p.add_argument("--agent", help="the agent_id its claims carry (or GROUNDSTREAM_MCP_AGENT)")
    p.add_argument("--embedded", action="store_true", help="decide in this process on the embedded store (no broker)")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for the worker's decision (Kafka)")
    p.add_argument("--http-port", type=int, default=None, help="serve streamable HTTP on this port instead of stdio")
    p.add_argument("--host", default="127.0.0.1", help="with --http-port: the address to listen on")
    p.set_defaults(func=cmd_mcp)

    p = sub.add_parser("demo", help="run the bundled sample end to end and print the tier table")
    p.add_argument("--config", default=None, help="demo config (default: the bundled groundstream/streams/demo/groundstream.toml)")
    p.add_argument("--offline", action="store_true", help="no Kafka: run the sample through validate")
    p.set_defaults(func=cmd_demo)
    return parser


EX_USAGE = 64  # sysexits.h: the command was used wrongly
EX_DATAERR = 65  # sysexits.h: the input data was incorrect
EX_NOINPUT = 66  # sysexits.h: an input file could not be read
EX_UNAVAILABLE = 69  # sysexits.h: a service (the broker) is not there


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; a user's error is one line on stderr and a non-zero exit (--debug: the traceback)."""
    from groundstream.streams.localrun import ProcessDied
    from groundstream.streams.ports import PortInUse
    from groundstream.streams.unreachable import BrokerUnreachable  # not topics: validate never loads aiokafka

    args = build_parser().parse_args(argv)
    logs.configure()
    try:
        return int(args.func(args) or 0)
    except (BrokerUnreachable, PortInUse, ProcessDied) as exc:
        if args.debug:
            raise
        print(f"groundstream: {exc}", file=sys.stderr)
        return EX_UNAVAILABLE
    except OSError as exc:
        if args.debug or exc.filename is None:  # not about a file the user named: a real failure
            raise
        print(f"groundstream: cannot open {exc.filename}: {exc.strerror}", file=sys.stderr)
        return EX_NOINPUT


if __name__ == "__main__":
    sys.exit(main())
