# groundstream — `make demo` and `make test` do all the set-up on a fresh machine.
# Python 3.11: python3.11 when there is one, else python3 (checked below).
PYTHON ?= $(shell command -v python3.11 2>/dev/null || echo python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
export KAFKA_PORT ?= 9092

CHROMIUM := /usr/bin/chromium

.PHONY: install demo test test-py313 test-unit lint bench kafka-fetch kafka-up kafka-down browser review clean

install: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' 2>/dev/null || { \
	  echo "groundstream needs Python 3.11; $(PYTHON) is $$($(PYTHON) --version 2>&1 || echo missing)." \
	       "Install python3.11, or run: make PYTHON=/path/to/python3.11" >&2; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	@# bytecode now, as a wheel's install writes it: where PYTHONDONTWRITEBYTECODE is set, every start would compile every module
	@$(BIN)/python -m compileall -q groundstream detectors schemas sinks streams >/dev/null
	@touch $(STAMP)

demo: install kafka-fetch
	$(BIN)/groundstream demo

test: install kafka-fetch browser lint
	$(BIN)/pytest -q

# The unit tests again on Python 3.13 where the machine has one (CI runs this after `make test`);
# 3.11 stays the default interpreter. Subprocess tests still start the 3.11 venv's commands.
PY313 ?= $(shell for p in python3.13 $$HOME/.pyenv/versions/3.13*/bin/python3.13; do \
	  $$p -c 'import sys; sys.exit(sys.version_info[:2] != (3, 13))' 2>/dev/null && { command -v $$p || echo $$p; } && break; done)
VENV313 := .venv313
test-py313: install kafka-fetch browser
	@if [ -z "$(PY313)" ]; then echo "no Python 3.13 on this machine: the unit tests on 3.13 are not run"; exit 0; fi; \
	set -e; test -x $(VENV313)/bin/python || $(PY313) -m venv $(VENV313); \
	$(VENV313)/bin/pip install --quiet --upgrade pip; $(VENV313)/bin/pip install --quiet -e '.[dev]'; \
	echo "unit tests on $$($(VENV313)/bin/python --version)"; $(VENV313)/bin/pytest -q -m "not kafka"

# ruff, then mypy over the package: groundstream/<room> are links to the rooms (docs/DESIGN.md, "The rooms").
lint: install
	$(BIN)/ruff check .
	$(BIN)/mypy --config-file pyproject.toml -p groundstream

# The console test drives Debian's chromium with Playwright (no browser download). PRECIOUS: an
# interrupted install must not make `make` delete the browser it did not build.
.PRECIOUS: $(CHROMIUM)
browser: $(CHROMIUM)

$(CHROMIUM):
	@SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); export DEBIAN_FRONTEND=noninteractive; \
	$$SUDO apt-get install -y -q --no-install-recommends chromium >/dev/null \
	|| { $$SUDO apt-get update -q >/dev/null && $$SUDO apt-get install -y -q --no-install-recommends chromium >/dev/null; }

# The review service and console on http://127.0.0.1:8088/ (needs a running Kafka: make kafka-up).
review: install
	$(BIN)/groundstream review --config $(or $(CONFIG),streams/demo/groundstream.toml)

bench: install
	$(BIN)/python -m benchmarks

kafka-fetch:
	deploy/kafka/kafka.sh fetch

kafka-up:
	deploy/kafka/kafka.sh up

kafka-down:
	deploy/kafka/kafka.sh down

clean:
	rm -rf $(VENV) $(VENV313) .demo .bench .pytest_cache
