"""The `groundstream` command line."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Sequence

from pydantic import ValidationError

from groundstream import __version__

from . import logs
from .config import Settings


def _settings(path: str | None) -> Settings:
    try:
        return Settings.load(path)
    except FileNotFoundError:
        raise SystemExit(f"groundstream: config file not found: {path}") from None
    except (ValidationError, ValueError) as exc:
        raise SystemExit(f"groundstream: bad config {path}: {exc}") from None


def cmd_validate(args: argparse.Namespace) -> int:
    from .validate import validate

    settings = _settings(args.config)
    summary = asyncio.run(
        validate(settings, args.input, args.output, args.deadletter, progress=False if args.no_progress else None)
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
    policy = _settings(args.config).build_policy()
    report = {"policy_hash": policy.policy_hash, "parts": policy.parts()}
    if args.full:
        report["behaviour"] = policy.behaviour()
    print(json.dumps(report, indent=2))
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from .demo import run_demo

    return run_demo(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="groundstream", description="A fail-closed gate between AI agents and shared memory.")
    parser.add_argument("--version", action="version", version=f"groundstream {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("validate", help="decide a JSON-lines file of claims with the real pipeline")
    p.add_argument("--config", help="TOML config (DESIGN.md keys); defaults and GROUNDSTREAM_* otherwise")
    p.add_argument("--input", required=True, help="claims, one JSON object a line ('-' for stdin)")
    p.add_argument("--output", required=True, help="decisions, one a line ('-' for stdout)")
    p.add_argument("--deadletter", required=True, help="unusable lines with their errors ('-' for stdout)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("schema", help="print the JSON Schema of every message")
    p.add_argument("name", nargs="?", help="one model, e.g. Decision")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser("policy", help="print the policy hash and the hash of each part")
    p.add_argument("--config")
    p.add_argument("--full", action="store_true", help="also print every value the hash covers")
    p.set_defaults(func=cmd_policy)

    p = sub.add_parser("demo", help="run the bundled sample end to end and print the tier table")
    p.add_argument("--config", default=None, help="demo config (default: demo/groundstream.toml)")
    p.set_defaults(func=cmd_demo)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logs.configure()
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
