#!/bin/bash
# Deploys the demo shop: build, migrate, roll out.
set -euo pipefail
make build
make migrate
make rollout
