"""`groundstream validate` as users run it: a subprocess over real files."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO, example_claims, git
from tests.loopback import LoopbackServer

GS = str(REPO / ".venv" / "bin" / "groundstream")


def write_config(tmp_path: Path, **sections: dict) -> Path:
    lines = []
    for name, values in sections.items():
        lines.append(f"[{name}]")
        lines.extend(f"{k} = {json.dumps(v)}" for k, v in values.items())
    path = tmp_path / "groundstream.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


def run_validate(tmp_path: Path, config: Path, lines: list[str | bytes]) -> tuple[list[dict], list[dict], subprocess.CompletedProcess]:
    src = tmp_path / "claims.jsonl"
    src.write_bytes(b"".join((ln if isinstance(ln, bytes) else ln.encode()) + b"\n" for ln in lines))
    out, dead = tmp_path / "decisions.jsonl", tmp_path / "dead.jsonl"
    proc = subprocess.run(
        [GS, "validate", "--config", str(config), "--input", str(src), "--output", str(out), "--deadletter", str(dead)],
        capture_output=True, text=True, timeout=120,
    )
    read = lambda p: [json.loads(x) for x in p.read_text().splitlines()] if p.exists() else []  # noqa: E731
    return read(out), read(dead), proc


def good(claim_id: str, content: str = "Sessions live in Redis", **kw: object) -> str:
    return json.dumps({"claim_id": claim_id, "user_id": "u1", "memory_type": "fact", "source": "user", "content": content, **kw})


MALFORMED = {
    "not json": "this is not json",
    "truncated json": '{"user_id": "u1", "content": "x"',
    "array": "[1, 2, 3]",
    "string": '"just a string"',
    "number": "42",
    "null": "null",
    "missing content": '{"user_id": "u1", "memory_type": "fact", "source": "user"}',
    "empty content": '{"user_id": "u1", "memory_type": "fact", "source": "user", "content": ""}',
    "blank content": '{"user_id": "u1", "memory_type": "fact", "source": "user", "content": " \\t "}',
    "content not a string": '{"user_id": "u1", "memory_type": "fact", "source": "user", "content": 42}',
    "user_id not a string": '{"user_id": 7, "memory_type": "fact", "source": "user", "content": "x"}',
    "missing user_id": '{"memory_type": "fact", "source": "user", "content": "x"}',
    "metadata not an object": '{"user_id": "u1", "memory_type": "fact", "source": "user", "content": "x", "metadata": "m"}',
    "content over 64 KiB": good("big", "a" * (64 * 1024 + 1)),
}


def test_every_malformed_line_is_a_dead_letter_and_good_lines_still_flow(tmp_path: Path) -> None:
    lines: list[str | bytes] = [good("first")]
    lines += list(MALFORMED.values())
    lines.append(b'{"user_id": "u1", "content": "\xff\xfe bad utf-8", "memory_type": "fact", "source": "user"}')
    lines.append(good("last", "Builds run on Bazel"))
    decisions, dead, proc = run_validate(tmp_path, write_config(tmp_path, memory={"qdrant_path": ":memory:"}), lines)
    assert proc.returncode == 0, proc.stderr
    assert [d["claim_id"] for d in decisions] == ["first", "last"]
    assert len(dead) == len(MALFORMED) + 1
    assert [d["line"] for d in dead] == list(range(2, 2 + len(MALFORMED) + 1))
    errors = {name: letter["error"] for name, letter in zip(MALFORMED, dead, strict=False)}
    assert errors["not json"].startswith("not valid JSON")
    assert errors["array"].startswith("not a JSON object")
    assert errors["missing content"] == "invalid claim: content: missing"
    assert errors["empty content"] == "invalid claim: content: content is empty"
    assert "valid string" in errors["content not a string"]
    assert "64" in errors["content over 64 KiB"] and "limit" in errors["content over 64 KiB"]
    assert all(letter["raw"] for letter in dead)
    assert "2 claims" in proc.stderr and f"{len(MALFORMED) + 1} dead letters" in proc.stderr


def _raw(content_json: str, **extra: str) -> str:
    """A claim line with `content` spelled as raw JSON text (so escapes reach the parser as written)."""
    fields = "".join(f', "{k}": {v}' for k, v in extra.items())
    return '{"user_id": "u1", "memory_type": "fact", "source": "user", "content": ' + content_json + fields + "}"


HOSTILE = {
    "duplicate content key": (
        '{"user_id": "u1", "memory_type": "fact", "source": "user", "content": "Sessions live in Redis", '
        '"content": "I think sessions live in Redis"}', "duplicate key 'content'"),
    "duplicate user_id key": (
        '{"user_id": "u1", "user_id": "u2", "memory_type": "fact", "source": "user", "content": "Builds use Bazel"}',
        "duplicate key 'user_id'"),
    "duplicate key in metadata": (_raw('"Builds use Bazel"', metadata='{"a": 1, "a": 2}'), "duplicate key 'a'"),
    "NaN": (_raw('"Builds use Bazel"', metadata='{"score": NaN}'), "NaN"),
    "Infinity": (_raw('"Builds use Bazel"', metadata='{"score": Infinity}'), "Infinity"),
    "-Infinity": (_raw('"Builds use Bazel"', metadata='{"score": -Infinity}'), "Infinity"),
    "overflowing float": (_raw('"Builds use Bazel"', metadata='{"score": 1e400}'), "out of range"),
    "zero-width only": (_raw('"\\u200b\\u200c\\u200d\\u2060\\ufeff"'), "no words"),
    "bidi and soft hyphens only": (_raw('"\\u202e\\u00ad\\u2066 \\u2069"'), "no words"),
    "Hangul fillers only": (_raw('"\\u3164\\u115f \\uffa0"'), "no words"),
    "punctuation only": (_raw('"... !!! ---"'), "no words"),
    "lone high surrogate": (_raw('"Builds use \\ud800 Bazel"'), "surrogate"),
    "lone low surrogate in metadata": (_raw('"Builds use Bazel"', metadata='{"note": "\\udc00"}'), "surrogate"),
    "NUL in content": (_raw('"Builds use\\u0000 Bazel"'), "control character U+0000"),
    "escape sequence in content": (_raw('"Builds use \\u001b[31mBazel"'), "control character U+001B"),
    "newline in user_id": ('{"user_id": "u1\\n", "memory_type": "fact", "source": "user", "content": "Builds use Bazel"}', "user_id"),
    "NUL in user_id": ('{"user_id": "u\\u00001", "memory_type": "fact", "source": "user", "content": "Builds use Bazel"}', "user_id"),
    "oversized metadata": (_raw('"Builds use Bazel"', metadata='{"blob": "' + "x" * 20_000 + '"}'), "metadata is"),
    "metadata nested too deep": (_raw('"Builds use Bazel"', metadata='{"a": ' * 40 + "1" + "}" * 40), "nested"),
}


def test_hostile_input_is_a_dead_letter_naming_the_problem_and_nothing_else_is_lost(tmp_path: Path) -> None:
    lines: list[str | bytes] = [good("first", "Deploys run on Argo CD")]
    lines += [line for line, _ in HOSTILE.values()]
    lines.append(good("last", "Builds run on Bazel"))
    decisions, dead, proc = run_validate(tmp_path, write_config(tmp_path, memory={"qdrant_path": ":memory:"}), lines)
    assert proc.returncode == 0, proc.stderr
    assert [d["claim_id"] for d in decisions] == ["first", "last"]
    assert len(dead) == len(HOSTILE)
    for (name, (_, expected)), letter in zip(HOSTILE.items(), dead, strict=True):
        assert expected in letter["error"], (name, letter["error"])
        assert letter["raw"], name
    assert "Traceback" not in proc.stderr


def test_a_claim_citing_an_issue_whose_api_redirects_is_reviewed_not_approved(tmp_path: Path) -> None:
    api = LoopbackServer("127.0.0.1")
    canary = LoopbackServer("127.0.0.2")
    try:
        canary.route("/issues/7", status=200)
        api.route("/api/issues/7", status=302, headers={"Location": canary.url("/issues/7")})
        api.route("/api/issues/8", status=307, headers={"Location": api.url("/api/issues/9")})
        issue = {"title": "The retry loop spins forever", "body": "", "state": "closed"}
        api.route("/api/issues/9", status=200, body=json.dumps(issue).encode(), headers={"Content-Type": "application/json"})
        config = write_config(tmp_path, memory={"qdrant_path": ":memory:"}, citations={"issue_api": api.url("/api")})
        lines = [
            json.dumps({"claim_id": f"c{n}", "user_id": "u1", "memory_type": "fact", "source": "ai_synthesis",
                        "content": f"Fixed the retry loop in #{n}"})
            for n in (7, 8, 9)
        ]
        decisions, _, proc = run_validate(tmp_path, config, lines)
    finally:
        api.close()
        canary.close()
    assert proc.returncode == 0, proc.stderr
    tiers = {d["claim_id"]: d["tier"] for d in decisions}
    assert tiers == {"c7": "flag_review", "c8": "flag_review", "c9": "auto_approve"}
    assert canary.requests == []
    assert all("redirect" in d["reason"] for d in decisions if d["claim_id"] in ("c7", "c8"))


def test_a_documentation_claim_citing_an_issue_that_cannot_exist_is_reviewed_and_never_asked_for(tmp_path: Path) -> None:
    """A trusted source's claim is approved uncited; one citing `GH-` and 29 digits goes to review
    (rule 12) with the reason, and the number never reaches the issue API."""
    api = LoopbackServer("127.0.0.1")
    try:
        config = write_config(tmp_path, memory={"qdrant_path": ":memory:"}, citations={"issue_api": api.url("/api")})
        doc = {"user_id": "u1", "agent_id": "docs", "memory_type": "fact", "source": "documentation"}
        lines = [json.dumps({**doc, "claim_id": "impossible", "content": "Per GH-" + "4" * 29 + ", the cache is warmed at start."}),
                 json.dumps({**doc, "claim_id": "uncited", "content": "The cache is warmed at start."})]  # fmt: skip
        decisions, _, proc = run_validate(tmp_path, config, lines)
    finally:
        api.close()
    assert proc.returncode == 0, proc.stderr
    by_id = {d["claim_id"]: d for d in decisions}
    assert by_id["uncited"]["tier"] == "auto_approve"
    impossible = by_id["impossible"]
    assert impossible["tier"] == "flag_review" and impossible["checks_failed"] == ["citation:issue"], impossible["reason"]
    assert impossible["citations"][0]["verification_reason"] == (
        "#444444444444…: an issue number of 29 digits cannot exist (no tracker numbers issues past 9 digits)"
    )
    assert api.requests == []


def test_duplicate_later_in_the_file_is_caught_because_approvals_are_stored_first(tmp_path: Path) -> None:
    lines = [good("a", "I prefer tabs"), good("b", "I prefer tabs"), good("c", "I prefer tabs", user_id="u2")]
    decisions, _, proc = run_validate(tmp_path, write_config(tmp_path, memory={"qdrant_path": ":memory:"}), lines)
    assert [d["tier"] for d in decisions] == ["auto_approve", "block", "auto_approve"], proc.stderr


def test_memories_persist_in_a_qdrant_folder_across_runs(tmp_path: Path) -> None:
    config = write_config(tmp_path, memory={"qdrant_path": "qdrant"})
    first, _, _ = run_validate(tmp_path, config, [good("a", "Deploys happen on Tuesdays")])
    second, _, proc = run_validate(tmp_path, config, [good("b", "Deploys happen on Tuesdays")])
    assert first[0]["tier"] == "auto_approve"
    assert second[0]["tier"] == "block", proc.stderr  # the index was rebuilt from the store
    assert (tmp_path / "qdrant").is_dir()


def test_same_input_gives_identical_decision_hashes(tmp_path: Path) -> None:
    config = write_config(tmp_path, memory={"qdrant_path": ":memory:"})
    lines = [good("a", "Per ADR-001 events are JSON"), good("b", "I think so"), good("c", "Usually fast")]
    one, _, _ = run_validate(tmp_path, config, lines)
    two, _, _ = run_validate(tmp_path, config, lines)
    assert [d["decision_hash"] for d in one] == [d["decision_hash"] for d in two]
    assert len({d["decision_hash"] for d in one}) == 3


def test_stdin_and_stdout(tmp_path: Path) -> None:
    proc = subprocess.run(
        [GS, "validate", "--input", "-", "--output", "-", "--deadletter", str(tmp_path / "dead.jsonl")],
        input=good("x") + "\n", capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["claim_id"] == "x"


def test_bad_config_is_a_clear_error(tmp_path: Path) -> None:
    config = tmp_path / "bad.toml"
    config.write_text("[dedup]\njaccard_threshold = 7\n")
    proc = subprocess.run([GS, "validate", "--config", str(config), "--input", "-", "--output", "-", "--deadletter", "-"],
                          input="", capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "jaccard_threshold" in proc.stderr


def test_environment_overrides_the_file(tmp_path: Path) -> None:
    config = write_config(tmp_path, dedup={"jaccard_threshold": 0.92})
    base = subprocess.run([GS, "policy", "--config", str(config)], capture_output=True, text=True, check=True)
    env_run = subprocess.run([GS, "policy", "--config", str(config)], capture_output=True, text=True, check=True,
                             env={"PATH": "/usr/bin:/bin", "GROUNDSTREAM_DEDUP__JACCARD_THRESHOLD": "0.8"})
    assert json.loads(base.stdout)["parts"]["dedup"] != json.loads(env_run.stdout)["parts"]["dedup"]


# The labelled examples of ../shared/examples/claims.jsonl, against a real ADR folder, a real
# git repository and a loopback issue API.
def test_labelled_examples(tmp_path: Path, adr_dir: Path, git_repo: tuple[Path, str], server: LoopbackServer) -> None:
    repo, sha = git_repo
    examples = example_claims()
    lines = []
    for ex in examples:
        content = ex["content"].replace("<a real commit of the configured repo>", sha[:12])
        lines.append(json.dumps({**ex, "content": content}))
    config = write_config(
        tmp_path,
        memory={"qdrant_path": ":memory:"},
        citations={"adr_dirs": [str(adr_dir)], "git_repos": [str(repo)], "issue_api": server.url("/api"), "timeout_s": 2},
    )
    decisions, dead, proc = run_validate(tmp_path, config, lines)
    assert dead == [], dead
    got = {d["claim_id"]: d["tier"] for d in decisions}
    want = {ex["claim_id"]: ex["expected_tier"] for ex in examples}
    assert got == want, {k: (got.get(k), want[k], ex) for k, ex in zip(want, examples, strict=True) if got.get(k) != want[k]}
    assert all(len(d["decision_hash"]) == 64 for d in decisions)
    assert git(repo, "cat-file", "-t", sha) == "commit"


@pytest.mark.parametrize("command", [["policy"], ["policy", "--full"]])
def test_policy_command_prints_hash_and_parts(command: list[str]) -> None:
    out = json.loads(subprocess.run([GS, *command], capture_output=True, text=True, check=True).stdout)
    assert len(out["policy_hash"]) == 64 and {"rules", "hedges", "dedup", "verification"} <= set(out["parts"])


def test_the_demo_sample_is_valid_as_shipped_and_its_commit_is_in_every_clone() -> None:
    from groundstream.detectors.admission import InvalidClaim, parse_claim
    from groundstream.detectors.citations import find_citations
    from groundstream.detectors.normalize import normalize

    lines = [ln for ln in (REPO / "streams" / "demo" / "claims.jsonl").read_text().splitlines() if ln.strip()]
    claims, refused = [], 0
    for ln in lines:
        try:
            claims.append(parse_claim(ln))
        except InvalidClaim:
            refused += 1  # the sample's deliberate dead letters (no content, not JSON, content not text)
    assert refused == 3 and len(claims) == len(lines) - 3
    assert not any("{" in c.content for c in claims), "a placeholder left in the sample"
    commits = [c.value for claim in claims for c in find_citations(normalize(claim.content)) if c.kind.value == "commit"]
    roots = git(REPO, "rev-list", "--max-parents=0", "HEAD").split()
    assert any(any(root.startswith(sha) for root in roots) for sha in commits), "the sample cites the first commit"


def test_validate_decides_without_loading_the_kafka_client(tmp_path: Path) -> None:
    """A local command pays for no broker: `validate` decides a claim and never imports aiokafka;
    nor detect-secrets, for a claim with nothing that may be a secret; nor httpx, for a claim that
    cites no URL or issue (no judge or endpoint embedder configured); nor the confusables' data,
    for a claim with no look-alike letter."""
    config = write_config(tmp_path, memory={"qdrant_path": ":memory:"})
    src = tmp_path / "claims.jsonl"
    src.write_text(good("c1") + "\n")
    code = ("import sys; from groundstream.streams.cli import main; "
            f"code = main(['validate', '--config', {str(config)!r}, '--input', {str(src)!r}, '--output', '-', '--deadletter', '/dev/null', "
            "'--no-progress']); loaded = ('aiokafka', 'detect_secrets', 'httpx', 'confusable_homoglyphs'); "
            "print(*(m in sys.modules for m in loaded), file=sys.stderr); sys.exit(code)")  # fmt: skip
    proc = subprocess.run([str(REPO / ".venv/bin/python"), "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[0])["claim_id"] == "c1"
    assert proc.stderr.strip().splitlines()[-1] == "False False False False"
