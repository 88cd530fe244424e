# groundstream — `make demo` and `make test` do all the set-up on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
export KAFKA_PORT ?= 9092

.PHONY: install demo test test-unit bench kafka-fetch kafka-up kafka-down clean

install: $(STAMP)

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	@touch $(STAMP)

demo: install kafka-fetch
	$(BIN)/groundstream demo

test: install kafka-fetch
	$(BIN)/pytest -q

bench: install
	$(BIN)/python -m benchmarks

kafka-fetch:
	deploy/kafka/kafka.sh fetch

kafka-up:
	deploy/kafka/kafka.sh up

kafka-down:
	deploy/kafka/kafka.sh down

clean:
	rm -rf $(VENV) .demo .bench .pytest_cache
