"""Memories that follow their sources: each memory keeps what grounded it, a change to a source is
noticed, and the memories grounded in it are decided again by the same verdict (streams/recheck.py,
detectors/gate/recheck.py). Real files, a real git repository, the real store (embedded and server)."""

from __future__ import annotations

import json
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from groundstream.detectors.gate.left_out import left_out
from groundstream.detectors.gate.recheck import RecheckFailed, _moved_off, _replaced, _said, _same_row
from groundstream.detectors.gate.signing import SignatureError
from groundstream.detectors.providers.sources import Sources, SourceSettings
from groundstream.detectors.verdict import Passage
from groundstream.schemas import ClaimCandidate, MemoryRecheck, Tier
from groundstream.sinks.memory_store import Memory
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService
from groundstream.streams.recheck import Rechecker, Result, marks, refs_of, sweep
from tests.conftest import REPO, git

README = """# Shop

The cache layer is Redis, kept warm by the loader.

The default log level is info.

Releases are signed with the team's GPG key.

The service requires Go 1.17 or later to build.

Settings are read from the environment with the functions `env_var()` and `env_var_or_default()`.

A new branch is cut for every new release, and the old one is kept for fixes.

## Platforms

The following platforms are supported by the installer:

- `linux-x86_64`: glibc 2.28 or later
- `macos-arm64`: macOS 13 or later
- `windows-x86_64`: Windows 10 or later

## Files

The loader reads a `config.toml` or `config.yaml` file from the working directory.

Reports are written as CSV and Parquet files.

Invoices go out by email, post, fax each month.

Exports are only written as CSV files.

Installing the CLI into a virtualenv is heavily recommended.

The release job only runs on tags.

Refunds for cancelled orders are sent directly to the card within five working days.

On Windows, the CLI installs with pip.

The field `expanded_on_startup` expands the default widget when the app starts.

Deploys go to prod on Fridays after the standup.

`shop sync` installs the locked dependencies without touching the lockfile.
"""


def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    root.mkdir()
    (root / "README.md").write_text(README)
    (root / "docs").mkdir()
    (root / "docs" / "deploy.md").write_text("# Deploy\n\nThe orders service listens on port 8080.\n")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "first")
    return root


@pytest.fixture(params=["embedded", "server"])
async def service(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[GateService]:
    root = project(tmp_path)
    memory = {"qdrant_path": ":memory:"} if request.param == "embedded" else {
        "qdrant_url": request.getfixturevalue("qdrant_url"), "collection": f"recheck_{tmp_path.name[-12:]}"}  # fmt: skip
    settings = Settings.model_validate({"memory": memory, "sources": {"roots": [str(root)], "refresh_s": 0},
                                        "citations": {"git_repos": [str(root)]}})  # fmt: skip
    svc = await GateService.open(settings)
    svc.gate.sources.follow = True  # type: ignore[union-attr]  # as a worker's re-checker sets it
    yield svc
    await svc.close()


def root_of(service: GateService) -> Path:
    assert service.gate.sources is not None
    return Path(service.gate.sources.settings.roots[0])


async def remember(service: GateService, content: str, user: str = "u1", cid: str | None = None) -> str:
    claim = ClaimCandidate(claim_id=cid or f"c{abs(hash(content)) % 10**8}", user_id=user, content=content, memory_type="fact", source="agent")
    decision = await service.decide_and_store(claim)
    assert decision.tier is Tier.AUTO_APPROVE, decision.reason
    return decision.claim_id


async def memory_of(service: GateService, claim_id: str, user: str = "u1") -> Memory:
    found = [m async for m in service.store.memories(user_id=user, include_invalid=True) if m.claim_id == claim_id]
    assert len(found) == 1
    return found[0]


# --- what a memory keeps ---------------------------------------------------------------------------


async def test_a_memory_keeps_what_grounded_it_and_is_found_by_that_source_alone(service: GateService) -> None:
    retrieved = await remember(service, "The cache layer is Redis.")
    cited = await remember(service, "Per README.md, the default log level is info.")
    other = await remember(service, "The orders service listens on port 8080.", user="u2")
    m = await memory_of(service, retrieved)
    refs = refs_of(m)
    assert [(r.via, r.kind, r.path, r.location) for r in refs] == [("retrieval", "file", "README.md", "README.md:3")]
    assert refs[0].passage_sha256 and refs[0].source_sha256 == service.gate.sources.digest("README.md")  # type: ignore[union-attr]
    assert m.payload["grounded_in"] == ["README.md"]
    assert {r.via for r in refs_of(await memory_of(service, cited))} == {"citation", "retrieval"}
    # One filtered query, per user: a memory of another user grounded elsewhere is not among them.
    assert sorted([x.claim_id async for x in service.store.grounded_in(["README.md"])]) == sorted([retrieved, cited])
    assert [x.claim_id async for x in service.store.grounded_in(["README.md"], user_id="u2")] == []
    assert [x.claim_id async for x in service.store.grounded_in(["docs/deploy.md"], user_id="u2")] == [other]


# --- what a change does ----------------------------------------------------------------------------


async def test_a_changed_value_invalidates_a_moved_passage_keeps_a_removed_one_is_unverified(service: GateService) -> None:
    cache = await remember(service, "The cache layer is Redis.")
    level = await remember(service, "Per README.md, the default log level is info.")
    gpg = await remember(service, "Releases are signed with the team's GPG key.")
    port = await remember(service, "The orders service listens on port 8080.")
    readme = root_of(service) / "README.md"
    readme.write_text(README.replace("Redis", "Memcached").replace("# Shop\n", "# Shop\n\nAn introduction, moving every line down.\n")
                      .replace("Releases are signed with the team's GPG key.\n", ""))  # fmt: skip
    sources = service.gate.sources
    assert sources is not None
    sources.refresh(force=True)
    assert set(sources.take_changes()) == {"README.md"}  # deploy.md did not change: its memory is not touched
    checker = Rechecker(service)
    found = {m.claim_id: m async for m in service.store.grounded_in(["README.md"])}
    assert set(found) == {cache, level, gpg} and all(checker.stale(m) for m in found.values())
    results = {cid: await checker.check(m, {"README.md": 1.0}) for cid, m in found.items()}

    refuted = results[cache].record
    assert refuted.outcome == "refuted" and refuted.location == "README.md:5"
    assert refuted.reason == "README.md:5 now says 'Memcached', where the memory says 'Redis'"
    assert results[cache].review is not None and results[cache].review.tier is Tier.FLAG_REVIEW
    assert results[cache].review.reason == ("Needs review: re-checked after its sources changed: README.md:5 now says 'Memcached', "
                                            "where the memory says 'Redis' (not valid from now).")  # a memory sent back, not a check that failed
    moved = results[level].record
    assert moved.outcome == "supported" and results[level].review is None
    assert {g.location for g in moved.grounding} == {"README.md:7"}  # the passage moved two lines: its grounding follows it
    gone = results[gpg].record
    assert gone.outcome == "not_enough_info" and "'GPG'" in gone.reason and results[gpg].review is not None

    for cid, result in results.items():
        assert result.audit.event == f"memory_rechecked_{result.record.outcome}" and result.audit.memory_id == found[cid].memory_id
        await service.store.mark(found[cid].memory_id, user_id="u1", marks=marks(result.record))
    # Readers skip what is no longer valid; nothing is deleted.
    valid = {m.claim_id for m in [m async for m in service.store.memories(user_id="u1")]}
    assert valid == {level, gpg, port}
    invalid = await memory_of(service, cache)
    assert invalid.payload["invalid_at"] and invalid.payload["recheck"]["outcome"] == "refuted"
    unverified = await memory_of(service, gpg)
    assert unverified.payload["unverified_since"] and unverified.payload["grounded_in"] == ["README.md"]  # still followed there
    # Re-checked: not stale until its sources change again.
    assert not any([checker.stale(await memory_of(service, cid)) for cid in (level, gpg)])


async def after_edit(service: GateService, content: str, old: str, new: str, user: str = "u1") -> Result:
    """The re-check of a memory of `content` (of `user`) after README.md's `old` was edited to `new`."""
    memory = await remember(service, content, user)
    readme = root_of(service) / "README.md"
    readme.write_text(README.replace(old, new))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    return await Rechecker(service).check(await memory_of(service, memory, user))


async def test_an_edit_that_takes_the_claims_value_out_of_its_sentence_refutes_it(service: GateService) -> None:
    result = await after_edit(service, "The service requires Go 1.17 or later to build.", "requires Go 1.17 or later to build",
                              "requires Go 1.20 or later and a C compiler to build")  # fmt: skip
    assert result.record.outcome == "refuted" and "'Go 1.20 or later'" in result.record.reason, result.record.reason


async def test_an_edit_that_takes_the_claims_words_out_of_the_sentence_that_stated_it_refutes_it(service: GateService) -> None:
    # No verdict reads "Sigstore" as GPG's counterpart; the edit of the very sentence that stated the claim does.
    result = await after_edit(service, "Releases are signed with the team's GPG key.", "with the team's GPG key", "with Sigstore keyless signatures")
    assert result.record.outcome == "refuted", result.record.reason
    assert result.record.reason.startswith("README.md:7 now says 'Releases are signed with Sigstore keyless signatures.', where it said")
    assert "(no longer 'team', 'GPG', 'key')" in result.record.reason


async def test_an_edit_that_only_drops_words_of_the_claim_leaves_it_unverified_not_refuted(service: GateService) -> None:
    # "to build" taken out with nothing in its place: the sentence says less, not otherwise.
    result = await after_edit(service, "The service requires Go 1.17 or later to build.", "requires Go 1.17 or later to build", "requires Go 1.17 or later")
    assert result.record.outcome == "not_enough_info", result.record.reason
    assert "build" in result.record.reason, result.record.reason


GUIDE = """# Contributing

## Documentation

All content is written in Markdown and is located in the `website/docs` directory.

The site is built with the `task website` command and served on port 3001.

Screenshots are kept beside the page that shows them.
"""


async def after_move(service: GateService, content: str, moved: dict[str, str], user: str = "u1", original: str = GUIDE) -> Result:
    """The re-check of a memory of `content` grounded in docs/contributing.mdx (`original`), after that file is gone and `moved` written."""
    root = root_of(service)
    (root / "docs").mkdir(exist_ok=True)
    (root / "docs" / "contributing.mdx").write_text(original)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    service.gate.sources.take_changes()  # type: ignore[union-attr]
    memory = await remember(service, content, user)
    assert [r.path for r in refs_of(await memory_of(service, memory, user))] == ["docs/contributing.mdx"]
    (root / "docs" / "contributing.mdx").unlink()
    for path, text in moved.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    assert "docs/contributing.mdx" in service.gate.sources.take_changes()  # type: ignore[union-attr]
    return await Rechecker(service).check(await memory_of(service, memory, user))


async def test_a_file_moved_with_its_sentence_edited_refutes_what_the_edit_took_out(service: GateService) -> None:
    # go-task's docs moved from website/docs/*.mdx to website/src/docs/*.md, "`website/docs`" edited to "`website/src`" on the way
    content = "The documentation Markdown is located in the `website/docs` directory."
    result = await after_move(service, content, {"site/docs/contributing.md": GUIDE.replace("`website/docs`", "`website/src`")})
    assert result.record.outcome == "refuted", result.record.reason
    assert result.record.reason.startswith("site/docs/contributing.md:5 now says"), result.record.reason
    assert result.record.reason.endswith("(no longer 'website/docs')"), result.record.reason


PLATFORMS = GUIDE + """
## Builder targets

A new tag is pushed for every new release.

The following targets are supported by the builder:

- `linux-riscv64`: glibc 2.35 or later
- `freebsd-x86_64`: FreeBSD 14 or later
- `netbsd-amd64`: NetBSD 10 or later
"""


@pytest.mark.parametrize(
    ("content", "old", "new", "ending"),
    [  # a member taken out of its list; a word of the claim displaced in its sentence: each read where the file moved
        ("The builder supports `freebsd-x86_64`.", "- `freebsd-x86_64`: FreeBSD 14 or later\n", "",
         "no longer lists 'freebsd-x86_64' under 'The following targets are supported by the builder:'"),
        ("A new tag is pushed for every new release.", "for every new release", "for every major release",
         "(no longer 'every new release': now 'every major release')"),
    ],
)
async def test_a_file_moved_with_an_edit_on_the_way_refutes_what_it_no_longer_says(service: GateService, content: str, old: str, new: str,
                                                                                    ending: str) -> None:
    moved = PLATFORMS.replace(old, new)
    result = await after_move(service, content, {"site/docs/contributing.md": moved}, original=PLATFORMS)
    assert result.record.outcome == "refuted", result.record.reason
    assert result.record.reason.startswith("site/docs/contributing.md:") and result.record.reason.endswith(ending), result.record.reason


async def test_an_edit_that_replaces_one_part_of_a_compound_refutes_it(service: GateService) -> None:
    # rustup's components page: "a target-triple suffix" now "a target-tuple suffix"
    sentence = "Most components have a target-triple suffix that names their platform.\n"
    edited = {"docs/contributing.mdx": (GUIDE + sentence).replace("target-triple", "target-tuple")}
    result = await after_move(service, sentence.strip(), edited, original=GUIDE + sentence)
    assert result.record.outcome == "refuted", result.record.reason
    assert result.record.reason.endswith("(no longer 'triple')"), result.record.reason
    assert _replaced("It is a well-known tool.", "It is a widely-known tool.", ["well"]) == []  # a short part: an adverb as often
    # the hyphen dropped, the word inflected: the same word (a second reader's cases)
    assert _replaced("Use the built-in formatter.", "Use the builtin formatter.", ["built"]) == []
    assert _replaced("Wheels are cross-compiled on Linux.", "Wheels are cross-compiles on Linux.", ["compiled"]) == []
    assert _replaced("Run it in non-interactive mode.", "Run it in noninteractive mode.", ["interactive"]) == []


async def test_a_file_moved_as_it_was_still_states_it_there(service: GateService) -> None:
    content = "The site is built with the `task website` command and served on port 3001."
    kept = await after_move(service, content, {"site/docs/contributing.md": GUIDE})
    assert kept.record.outcome == "supported" and [r.path for r in kept.record.grounding] == ["site/docs/contributing.md"]


async def test_a_memory_unverified_after_its_file_moved_is_followed_where_it_moved(service: GateService) -> None:
    content = "Screenshots are kept beside the page that shows them."
    moved = GUIDE.replace("Screenshots are kept beside the page that shows them.\n", "")
    result = await after_move(service, content, {"site/docs/contributing.md": moved})
    assert result.record.outcome == "not_enough_info", result.record.reason
    assert [(r.path, r.source_sha256) for r in result.record.followed] == [
        ("site/docs/contributing.md", service.gate.sources.digest("site/docs/contributing.md"))  # type: ignore[union-attr]
    ]


def test_a_move_is_read_between_files_of_one_name() -> None:
    from groundstream.detectors.providers.sources import _moved_to

    page = frozenset({"# Shop", "Install it with `pip install shop`.", "Run `shop serve`.", "## Licence", "MIT."})
    edited = (page - {"Run `shop serve`."}) | {"Run `shop start`."}
    added = {"deployment": [("docs/deployment/index.md", page)], "contributing": [("site/contributing.md", edited)],
             "orders/readme": [("packages/orders/README.md", page)], "adr#3": [("docs/adr/0003-session-cache.md", page)]}  # fmt: skip
    assert _moved_to("docs/deployment.md", page, added) == "docs/deployment/index.md"  # a page become its folder's index
    assert _moved_to("website/docs/contributing.mdx", page, added) == "site/contributing.md"  # edits and all
    assert _moved_to("docs/adr/0003-use-redis.md", page, added) == "docs/adr/0003-session-cache.md"  # a record's number kept
    assert _moved_to("packages/cache/README.md", page, added) is None  # another folder's README: another file, however alike
    assert _moved_to("docs/usage.md", page, added) is None  # no file of its name
    assert _moved_to("docs/adr/0004-use-kafka.md", page, added) is None


async def test_a_file_gone_beside_an_unrelated_new_one_is_no_move(service: GateService) -> None:
    content = "The documentation Markdown is located in the `website/docs` directory."
    other = "# Changelog\n\n## 1.2.0\n\nThe `website/src` directory holds the documentation now.\n\nFaster builds.\n"
    result = await after_move(service, content, {"CHANGELOG.md": other})
    assert "where it said" not in result.record.reason, result.record.reason  # no edit read across files that share nothing
    assert service.gate.sources.renamed_to("docs/contributing.mdx") is None  # type: ignore[union-attr]


async def step(service: GateService, claim_id: str, text: str) -> tuple[Result, Memory]:
    """README.md rewritten to `text`, the memory re-checked once the refresh finds it stale, its marks applied."""
    (root_of(service) / "README.md").write_text(text)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    checker = Rechecker(service)
    memory = await memory_of(service, claim_id)
    assert checker.stale(memory)
    result = await checker.check(memory, {"README.md": 1.0})
    await service.store.mark(memory.memory_id, user_id="u1", marks=marks(result.record))
    return result, await memory_of(service, claim_id)


async def test_a_memory_no_source_states_is_still_followed_and_a_later_change_decides_it(service: GateService) -> None:
    claim = await remember(service, "The service requires Go 1.17 or later to build.")
    first, memory = await step(service, claim, README.replace("requires Go 1.17 or later to build", "requires Go 1.17 or later"))
    assert first.record.outcome == "not_enough_info" and memory.payload["unverified_since"] and memory.valid
    assert memory.payload["grounded_in"] == ["README.md"] and [r.path for r in first.record.followed] == ["README.md"]
    assert not Rechecker(service).stale(memory)  # followed, and not stale until README.md changes again
    # … a later change that says otherwise invalidates it
    later, memory = await step(service, claim, README.replace("requires Go 1.17 or later to build", "requires Go 1.20 or later to build"))
    assert later.record.outcome == "refuted" and "Go 1.20 or later" in later.record.reason, later.record.reason
    assert memory.payload["invalid_at"] and not memory.valid


async def test_a_memory_still_unverified_after_another_change_keeps_its_first_time_and_is_sent_to_review(service: GateService) -> None:
    claim = await remember(service, "Releases are signed with the team's GPG key.")
    gone = README.replace("Releases are signed with the team's GPG key.\n", "")
    first, memory = await step(service, claim, gone)
    assert first.record.outcome == "not_enough_info" and first.review is not None
    since = memory.payload["unverified_since"]
    again, memory = await step(service, claim, gone.replace("The default log level is info.", "The default log level is debug."))
    assert again.record.outcome == "not_enough_info" and again.review is not None  # never lost: whether the first was seen is unknown
    assert memory.payload["unverified_since"] == since and again.record.unverified_since == first.record.unverified_since
    service.signer.verify_record(again.record.signed())


async def test_code_moved_into_content_tabs_still_states_it_and_a_changed_path_there_refutes_it(service: GateService) -> None:
    # uv's docs: the uninstall command moved into Material for MkDocs tabs, later its path changed
    plain = README + "\n## Uninstall\n\nTo remove shop, remove its binary:\n\n```console\n$ rm ~/.cargo/bin/shop\n```\n"
    tabs = README + ("\n## Uninstall\n\nTo remove shop, remove its binary:\n\n=== \"macOS and Linux\"\n\n    ```console\n"
                     "    $ rm ~/.cargo/bin/shop\n    ```\n\n=== \"Windows\"\n\n"
                     "    ```powershell\n    $ rm $HOME\\.cargo\\bin\\shop.exe\n    ```\n")  # fmt: skip
    (root_of(service) / "README.md").write_text(plain)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    claim = await remember(service, "To uninstall shop, remove the binary with `rm ~/.cargo/bin/shop`.")
    moved, memory = await step(service, claim, tabs)
    assert moved.record.outcome == "supported" and memory.valid, moved.record.reason
    changed, memory = await step(service, claim, tabs.replace("~/.cargo/bin/shop", "~/.local/bin/shop"))
    assert changed.record.outcome == "refuted" and "~/.local/bin/shop" in changed.record.reason and not memory.valid, changed.record.reason


async def test_a_memory_no_source_states_is_restored_when_its_source_states_it_again(service: GateService) -> None:
    claim = await remember(service, "Releases are signed with the team's GPG key.")
    gone, memory = await step(service, claim, README.replace("Releases are signed with the team's GPG key.\n", ""))
    assert gone.record.outcome == "not_enough_info" and memory.payload["unverified_since"]
    back, memory = await step(service, claim, README)
    assert back.record.outcome == "supported" and memory.payload.get("unverified_since") is None and memory.payload["grounded_in"] == ["README.md"]


async def test_an_edit_that_puts_another_thing_elsewhere_in_the_sentence_refutes_it(service: GateService) -> None:
    # "the team's GPG key" now "the GPG key of the release bot": the team's word gone, another put in
    result = await after_edit(service, "Releases are signed with the team's GPG key.", "with the team's GPG key", "with the GPG key of the release bot")
    assert result.record.outcome == "refuted" and "'team'" in result.record.reason, result.record.reason


async def test_an_edit_that_replaces_a_quoted_name_refutes_it(service: GateService) -> None:
    # "env_var" and "env" are words apart; `env_var()` is what the sentence quotes, and it is gone with `env()` in its
    # place: read as the sentence quotes it. (A key, `*` now `Alt-*`, the same way: the helix history's benchmark.)
    result = await after_edit(service, "Settings are read from the environment with the functions `env_var()` and `env_var_or_default()`.",
                              "the functions `env_var()` and `env_var_or_default()`", "the `env()` function")  # fmt: skip
    assert result.record.outcome == "refuted", result.record.reason
    assert "(no longer 'env_var()', 'env_var_or_default()')" in result.record.reason, result.record.reason


async def test_an_edit_that_replaces_a_word_the_sentence_still_has_elsewhere_refutes_it(service: GateService) -> None:
    # "new" is still in the sentence ("a new branch"), so every word of the claim is still there; but the edit put
    # "major" where the claim's "new" stood: it no longer says a branch is cut for every new release.
    content = "A new branch is cut for every new release."
    result = await after_edit(service, content, "for every new release", "for every major release")
    assert result.record.outcome == "refuted", result.record.reason
    assert result.record.reason.endswith("(no longer 'every new release': now 'every major release')"), result.record.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("for every new release", "for each new release"),  # a small word for a small word
        ("and the old one is kept for fixes", "and the old one is kept for security fixes"),  # words put in beside it
        ("the old one is kept", "the previous one is kept"),  # a word the claim does not state
        ("for every new release, and the old one", "for all new releases, and the old one"),  # another form of its word
        ("A new branch is cut for every new release, and the old one is kept for fixes.",
         "For every new release a new branch is cut, and the old one is kept for fixes."),  # its words moved, not replaced
    ],
)
async def test_an_edit_around_the_claims_words_keeps_it(service: GateService, old: str, new: str) -> None:
    result = await after_edit(service, "A new branch is cut for every new release.", old, new)
    assert result.record.outcome == "supported", result.record.reason


@pytest.mark.parametrize(
    ("content", "old", "new", "gone"),
    [
        # hatch's config page: "a `pyproject.toml` or `setup.py` file" now "a `pyproject.toml` file"
        ("The loader reads a `config.toml` or `config.yaml` file from the working directory.", "`config.toml` or `config.yaml` file",
         "`config.toml` file", "'config.yaml'"),
        ("The loader reads a `config.toml` or `config.yaml` file from the working directory.", "`config.toml` or `config.yaml` file",
         "`config.yaml` file", "'config.toml'"),  # the member before the "or" taken out
        # pytest's index: "unittest (including trial) and nose test suites" now "unittest (including trial) test suites"
        ("Reports are written as CSV and Parquet files.", "as CSV and Parquet files", "as CSV files", "'Parquet'"),
        # uvicorn's settings: "X-Forwarded-Proto, X-Forwarded-For, X-Forwarded-Port to populate" now without the port's header
        ("Invoices go out by email, post, fax each month.", "by email, post, fax", "by email, post", "'fax'"),
        ("Invoices go out by email, post, fax each month.", "by email, post, fax", "by post, fax", "'email'"),
        ("Invoices go out by email, post, fax each month.", "by email, post, fax", "by email, fax", "'post'"),  # the middle one
    ],
)
async def test_an_edit_that_takes_a_member_out_of_the_sentences_list_refutes_it(service: GateService, content: str, old: str, new: str,
                                                                                  gone: str) -> None:  # fmt: skip
    result = await after_edit(service, content, old, new)
    assert result.record.outcome == "refuted", result.record.reason
    assert result.record.reason.endswith(f"(no longer {gone})"), result.record.reason


async def test_an_edit_that_takes_out_the_only_the_claim_states_refutes_it(service: GateService) -> None:
    # ruff's FAQ: "the project root as the only first-party source" now "the project root, along with a src subdirectory, as the first-party sources"
    result = await after_edit(service, "Exports are only written as CSV files.", "Exports are only written as CSV files.",
                              "Exports are written as CSV files, among other formats.")  # fmt: skip
    assert result.record.outcome == "refuted" and result.record.reason.endswith("(no longer 'only')"), result.record.reason
    kept = await after_edit(service, "Exports are written as CSV files.", "Exports are only written as CSV files.",
                            "Exports are written as CSV files, among other formats.")  # fmt: skip
    assert kept.record.outcome == "supported", kept.record.reason  # a claim that never said "only"
    said_otherwise = ("The release job runs on tags, never on branches.", "Nobody but the release job runs on tags.", "The release job runs on tags alone.")
    for i, now in enumerate(said_otherwise):
        (root_of(service) / "README.md").write_text(README)  # as it was, before the next edit
        service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
        other = await after_edit(service, "The release job only runs on tags.", "The release job only runs on tags.", now, user=f"u{i + 2}")
        assert other.record.outcome != "refuted", (now, other.record.reason)  # the exclusion said another way


async def test_a_phrase_set_off_by_a_comma_and_taken_out_is_no_list_member(service: GateService) -> None:
    # "On Windows, install via pip" now "Install via pip": the sentence says less (a comma sets off no member of a list)
    result = await after_edit(service, "On Windows, the CLI installs with pip.", "On Windows, the CLI installs with pip.", "The CLI installs with pip.")
    assert result.record.outcome != "refuted", result.record.reason


def test_an_adverb_or_an_aside_set_off_by_commas_is_no_list_member() -> None:
    from groundstream.detectors.gate.recheck import _unlisted

    # "Finally, optionally, run …" now "Optionally, run …": a sentence's opening said short, no list's member taken out
    assert _unlisted("Finally, optionally, run the tests.", "Optionally, run the tests.", ["Finally"]) == []
    assert _unlisted("Afterwards, optionally, restart the server.", "Optionally, restart the server.", ["Afterwards"]) == []
    assert _unlisted("`--reload` Afterwards, optionally, restart it.", "`--reload` Optionally, restart it.", ["Afterwards"]) == []
    # an aside set off by commas is no member either
    assert _unlisted("Run the tool, twice, to warm the cache.", "Run the tool, to warm the cache.", ["twice"]) == []
    assert _unlisted("In 2023, Alice, the maintainer, left.", "In 2023, the maintainer, left.", ["Alice"]) == []
    # a list at the text's very end or start reads within it (no word past either end)
    assert _unlisted("email, fax, post,", "email, fax,", ["post"]) == []
    assert _unlisted(", X, Y", ", Y", ["X"]) == []
    assert _unlisted("Reports go out by email, post, fax.", "Reports go out by email, fax.", ["post"]) == ["post"]


async def test_the_projects_own_name_taken_out_of_a_command_refutes_nothing(service: GateService) -> None:
    # pipenv's docs: "``$ pipenv sync`` installs dependencies …" now "The `sync` command installs dependencies …": the same command
    # in the project's own docs (here the project is "shop"), not another program in its place
    claim = "`shop sync` installs the locked dependencies without touching the lockfile."
    result = await after_edit(service, claim, "`shop sync` installs", "The `sync` command installs")
    assert result.record.outcome != "refuted", result.record.reason
    # its prompt's "$" dropped with it ("``$ pipenv sync`` installs …")
    (root_of(service) / "README.md").write_text(README.replace("`shop sync` installs", "``$ shop sync`` installs"))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    prompted = await after_edit(service, claim, "`shop sync` installs", "The `sync` command installs", user="u4")
    assert prompted.record.outcome != "refuted", prompted.record.reason
    # another program in the command's place still refutes it
    (root_of(service) / "README.md").write_text(README)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    other = await after_edit(service, claim, "`shop sync` installs", "`uv sync` installs", user="u2")
    assert other.record.outcome == "refuted" and "'shop'" in other.record.reason, other.record.reason
    # and so does another program named after the subcommand ("The `sync` command of uv")
    (root_of(service) / "README.md").write_text(README)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    named = await after_edit(service, claim, "`shop sync` installs", "The `sync` command of uv installs", user="u3")
    assert named.record.outcome == "refuted", named.record.reason


async def test_an_adverb_of_degree_swapped_or_a_word_written_as_two_refutes_nothing(service: GateService) -> None:
    # click's quickstart: "installation into a `virtualenv` is heavily recommended" now "… a virtual environment is highly recommended"
    result = await after_edit(service, "Installing the CLI into a virtualenv is heavily recommended.",
                              "Installing the CLI into a virtualenv is heavily recommended.",
                              "Installing the CLI into a virtual environment is highly recommended.")  # fmt: skip
    assert result.record.outcome != "refuted", result.record.reason
    # a word's longer form is the word ("prod" now "production")
    longer = await after_edit(service, "Deploys go to prod on Fridays after the standup.", "to prod on", "to production on")
    assert longer.record.outcome != "refuted", longer.record.reason
    # a name cut short is another name (bottom's flags page: `expanded_on_startup` now `expanded`)
    cut = await after_edit(service, "The field `expanded_on_startup` expands the default widget when the app starts.", "`expanded_on_startup`",
                           "`expanded`")  # fmt: skip
    assert cut.record.outcome == "refuted" and "expanded_on_startup" in cut.record.reason, cut.record.reason
    # an adverb of manner is what the sentence says: "directly" now "through escrow"
    manner = await after_edit(service, "Refunds for cancelled orders are sent directly to the card within five working days.",
                              "sent directly to the card", "sent through escrow to the card")  # fmt: skip
    assert manner.record.outcome == "refuted", manner.record.reason


async def test_a_member_taken_out_of_the_list_the_claim_named_it_in_refutes_it(service: GateService) -> None:
    result = await after_edit(service, "The installer supports `macos-arm64`.", "- `macos-arm64`: macOS 13 or later\n", "")
    assert result.record.outcome == "refuted", result.record.reason
    assert result.record.reason == ("README.md:17 no longer lists 'macos-arm64' under "
                                    "'The following platforms are supported by the installer:'")  # fmt: skip


async def test_a_member_moved_to_another_list_is_no_longer_stated_not_refuted(service: GateService) -> None:
    # still named in the file ("In beta:"): what the file says of it now is the verdict's to read, not the list's silence
    moved = "- `macos-arm64`: macOS 13 or later\n- `windows-x86_64`: Windows 10 or later\n"
    into = "- `windows-x86_64`: Windows 10 or later\n\nIn beta:\n\n- `macos-arm64`: macOS 13 or later\n"
    result = await after_edit(service, "The installer supports `macos-arm64`.", moved, into)
    assert result.record.outcome == "not_enough_info", result.record.reason


@pytest.mark.parametrize(
    ("content", "old", "new"),
    [  # what the member itself does, said by its item alone; the whole list gone; a list of examples
        ("`macos-arm64`: macOS 13 or later.", "- `macos-arm64`: macOS 13 or later\n", ""),
        (
            "The installer supports `macos-arm64`.",
            "The following platforms are supported by the installer:\n\n- `linux-x86_64`: glibc 2.28 or later\n"
            "- `macos-arm64`: macOS 13 or later\n- `windows-x86_64`: Windows 10 or later\n",
            "The installer is a shell script.\n",
        ),
        (
            "The installer supports `macos-arm64`.",
            "The following platforms are supported by the installer:\n\n- `linux-x86_64`: glibc 2.28 or later\n- `macos-arm64`: macOS 13 or later\n",
            "Platforms such as these are supported by the installer:\n\n- `linux-x86_64`: glibc 2.28 or later\n",
        ),
    ],
)
async def test_a_member_gone_is_no_longer_stated_where_no_list_says_what_it_holds(service: GateService, content: str, old: str, new: str) -> None:
    result = await after_edit(service, content, old, new)
    assert result.record.outcome == "not_enough_info", result.record.reason


def test_the_list_that_left_a_member_out_is_the_one_the_claim_speaks_of() -> None:
    lead = Passage("a.md:3", "The preview style includes the following features:", "Style")
    stable = Passage("a.md:9", "The stable style includes the following features:", "Style")
    kept = Passage("a.md:5", "`hug_parens`: hug brackets", "Style. The preview style includes the following features")
    other = Passage("a.md:11", "`y_feature`: does y", "Style. The stable style includes the following features")
    before = frozenset({lead.text, stable.text, kept.text, other.text, "`x_feature`: does x"})
    claim = "The preview style includes `x_feature`."
    assert left_out(claim, "`x_feature`: does x", [lead, stable, kept, other], before) == (lead, "x_feature")
    # named anywhere in the file still (here: moved to the stable list): not left out
    moved = Passage("a.md:11", "`x_feature`: does x", "Style. The stable style includes the following features")
    assert left_out(claim, "`x_feature`: does x", [lead, stable, kept, moved], before) is None
    # a list new since the change is no list the member was taken out of
    assert left_out(claim, "`x_feature`: does x", [lead, kept], frozenset({kept.text})) is None
    # an item that opens with no name of its own
    assert left_out(claim, "It does x.", [lead, stable, kept, other], before) is None


def test_a_thing_now_referred_to_is_not_replaced() -> None:
    # go-task's releasing guide: "Scoop package manifests are maintained by the community." now introduces a list that names Scoop
    old = "Scoop package manifests are maintained by the community."
    assert _replaced(old, _said("These package managers are updated automatically by the community:"), ["Scoop"]) == []
    assert _replaced(old, _said("Winget package manifests are updated automatically by the community:"), ["Scoop"]) == ["Scoop"]
    # … but one the sentence names after a colon is another (a whole-change reader's finds)
    assert _replaced("Builds use the `ubuntu-latest` runner.", _said("Builds use this runner: `macos-14`."), ["ubuntu-latest"]) == ["ubuntu-latest"]
    assert _replaced("Wheels are built for Linux with manylinux images.", _said("Wheels are built for it with these images: musllinux."),
                     ["manylinux"]) == ["manylinux"]  # fmt: skip


def test_a_fences_language_is_no_word_an_edit_puts_in() -> None:
    # "Core: ``` brew install x ```" now "```sh brew install x ```": a label dropped, nothing put in its place
    assert _replaced("Core: ``` brew install x ```", _said("```sh brew install x ```"), ["core"]) == []
    assert _replaced("Core: ``` brew install x ```", _said("Cask: ``` brew install x ```"), ["core"]) == ["core"]


@pytest.mark.parametrize(
    ("claim", "old", "new"),
    [  # a second reader's finds: words moved, an inflection, a longer form of the claim's word
        ("The cache is cleared on every restart.", "The cache is cleared on every restart and on every deploy.",
         "The cache is cleared on every deploy and on every restart."),
        ("Tests run on Linux and macOS in CI.", "Tests run on Linux and macOS in CI, and lint runs on Linux.",
         "Tests run on Linux, macOS and Windows in CI, and lint runs on Linux."),
        ("The config file is read at startup.", "The config file is read at startup.",
         "The configuration file is read at startup, and the config is validated then."),
    ],
)
def test_a_word_moved_or_lengthened_is_not_displaced(claim: str, old: str, new: str) -> None:
    assert _moved_off(claim, old, new) is None
    assert _moved_off("A new branch is cut for every new release.", "A new branch is cut for every new release.",
                      "A new branch is cut for every major release.") == ("every new release", "every major release")


async def test_a_touched_file_that_says_the_same_is_no_change(service: GateService) -> None:
    await remember(service, "The cache layer is Redis.")
    readme = root_of(service) / "README.md"
    readme.write_text(README)  # same text, new mtime
    sources = service.gate.sources
    assert sources is not None
    sources.refresh(force=True)
    assert sources.take_changes() == {}


async def test_a_file_gone_and_history_rewritten_are_changes(tmp_path: Path) -> None:
    root = project(tmp_path)
    first = git(root, "rev-parse", "HEAD")
    git(root, "commit", "-q", "--allow-empty", "-m", "second")
    second = git(root, "rev-parse", "HEAD")
    # History read is bounded (max_commits): an older commit is still held when HEAD reaches it.
    sources = Sources(SourceSettings(roots=(root,), git_repos=(root,), refresh_s=0, max_commits=1))
    sources.follow = True
    sources.warm()
    assert sources.has_commit(first) and not sources.has_commit("0123456")
    (root / "docs" / "deploy.md").unlink()
    git(root, "checkout", "-q", "--orphan", "rewritten")
    git(root, "commit", "-qam", "history rewritten")
    sources.refresh(force=True)
    changed = sources.take_changes()
    assert set(changed) == {"docs/deploy.md", f"commit:{second[:7]}"}  # what the history read listed, gone
    assert not sources.has_commit(first) and not sources.has_commit(second)
    sources.close()


# --- groundstream recheck ---------------------------------------------------------------------------


def test_the_recheck_command_decides_every_grounded_memory_once(tmp_path: Path) -> None:
    root = project(tmp_path)
    config = tmp_path / "gs.toml"
    config.write_text(f'[memory]\nqdrant_path = "{tmp_path / "store"}"\n[sources]\nroots = ["{root}"]\n'
                      '[signing]\nactive_key = "k"\n[signing.keys]\nk = "recheck-test-key-0123456789"\n')  # fmt: skip
    claims = tmp_path / "claims.jsonl"
    claims.write_text("".join(json.dumps({"claim_id": cid, "user_id": "u1", "memory_type": kind, "source": source, "content": text}) + "\n"
                              for cid, kind, source, text in (("cache", "fact", "agent", "The cache layer is Redis."),
                                                              ("port", "fact", "agent", "The orders service listens on port 8080."),
                                                              ("own", "preference", "chat", "I prefer short answers."))))  # fmt: skip
    gs = str(REPO / ".venv/bin/groundstream")
    ran = subprocess.run([gs, "validate", "--config", str(config), "--input", str(claims), "--output", str(tmp_path / "d.jsonl"),
                          "--deadletter", str(tmp_path / "dl.jsonl")], capture_output=True, text=True, timeout=120)  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    (root / "README.md").write_text(README.replace("Redis", "Memcached"))
    out = subprocess.run([gs, "recheck", "--config", str(config), "--reviews", str(tmp_path / "reviews.jsonl")],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr
    records = [MemoryRecheck.model_validate_json(line) for line in out.stdout.splitlines()]
    assert sorted((r.claim_id, r.outcome) for r in records) == [("cache", "refuted"), ("port", "supported")]
    assert "re-checked 2 memories: 1 still supported, 1 refuted" in out.stderr and "1 grounded in no source" in out.stderr
    reviews = (tmp_path / "reviews.jsonl").read_text().splitlines()
    assert len(reviews) == 1 and json.loads(reviews[0])["claim_id"] == "cache"
    again = subprocess.run([gs, "memories", "--config", str(config)], capture_output=True, text=True, timeout=120)
    assert sorted(json.loads(line)["claim_id"] for line in again.stdout.splitlines()) == ["own", "port"]


async def test_a_recheck_that_cannot_be_made_marks_nothing(tmp_path: Path) -> None:
    root = project(tmp_path)
    settings = Settings.model_validate({"memory": {"qdrant_path": ":memory:"}, "sources": {"roots": [str(root)], "refresh_s": 0},
                                        "budgets": {"sources": {"calls_per_day": 1}}})  # fmt: skip
    service = await GateService.open(settings)
    try:
        await remember(service, "The cache layer is Redis.")  # the day's one search
        (root / "README.md").write_text(README.replace("Redis", "Memcached"))
        done = await sweep(service)
        assert done.results == [] and len(done.failed) == 1 and "budget" in done.failed[0][1]
        (memory,) = [m async for m in service.store.memories()]
        assert memory.payload.get("recheck") is None and memory.valid  # not counted as re-checked: tried again later
    finally:
        await service.close()


async def test_a_recheck_record_is_signed_and_a_changed_one_is_refused(service: GateService) -> None:
    cache = await remember(service, "The cache layer is Redis.")
    (root_of(service) / "README.md").write_text(README.replace("Redis", "Memcached"))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    record = (await Rechecker(service).check(await memory_of(service, cache))).record
    service.signer.verify_record(record.signed())
    forged = record.model_copy(update={"memory_id": "another"}).model_dump(mode="json")
    with pytest.raises(SignatureError):
        service.signer.verify_record(forged)


async def test_a_sentence_removed_from_among_like_ones_is_no_longer_stated_not_refuted(tmp_path: Path) -> None:
    # The neighbour that moves up into its place was there before: it is no edit of the removed sentence.
    root = tmp_path / "services"
    root.mkdir()
    lines = [f"Service s{i} keeps its state in store {100 + i * 7}." for i in range(4)]
    (root / "README.md").write_text("# Services\n\n" + "\n\n".join(lines) + "\n")
    settings = Settings.model_validate({"memory": {"qdrant_path": ":memory:"}, "sources": {"roots": [str(root)], "refresh_s": 0}})
    service = await GateService.open(settings)
    checker = Rechecker(service)  # follows the sources' changes from now
    try:
        cid = await remember(service, "Service s1 keeps its state in store 107.")
        (root / "README.md").write_text("# Services\n\n" + "\n\n".join(lines[:1] + lines[2:]) + "\n")
        service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
        result = await checker.check(await memory_of(service, cid))
        assert result.record.outcome == "not_enough_info", result.record.reason
    finally:
        await service.close()


async def test_an_edit_that_makes_a_sentence_read_like_another_sections_refutes_it(tmp_path: Path) -> None:
    # The Fedora sentence now reads like the Alpine one (its links' addresses changed too); the Alpine sentence is still
    # there as it was, so it was edited into nothing: the Fedora sentence is the edit of the one that stated the claim.
    root = tmp_path / "tool"
    root.mkdir()
    alpine = "### On Alpine\n\nYou can install [the `tool` package](https://pkgs.example.org/alpine/tool) from the official sources.\n"
    fedora = ("### On Fedora\n\nYou can install [the `tool` package](https://koji.example.org/27506) from the official "
              "[Fedora Modular](https://docs.example.org/modularity) repository.\n")
    (root / "README.md").write_text(f"# Tool\n\n{alpine}\n{fedora}")
    settings = Settings.model_validate({"memory": {"qdrant_path": ":memory:"}, "sources": {"roots": [str(root)], "refresh_s": 0}})
    service = await GateService.open(settings)
    checker = Rechecker(service)
    try:
        cid = await remember(service, "On Fedora, the tool package is installed from the official Fedora Modular repository.")
        now = "### On Fedora\n\nYou can install [the `tool` package](https://packages.example.org/tool) from the official sources.\n"
        (root / "README.md").write_text(f"# Tool\n\n{alpine}\n{now}")
        service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
        result = await checker.check(await memory_of(service, cid))
        assert result.record.outcome == "refuted", result.record.reason
        assert "where it said 'You can install the `tool` package from the official Fedora Modular repository.'" in result.record.reason
    finally:
        await service.close()


async def test_a_new_line_beside_like_ones_is_no_edit_of_a_removed_one(tmp_path: Path) -> None:
    # the Fedora line removed, a Gentoo line added below the others: no edit of the Fedora line (a second reader's find)
    root = tmp_path / "tool"
    root.mkdir()
    lines = ["Install on Fedora with `dnf install tool`.", "Install on Alpine with `apk add tool`.", "Install on Arch with `pacman -S tool`."]
    (root / "README.md").write_text("# Tool\n\n" + "\n\n".join(lines) + "\n")
    settings = Settings.model_validate({"memory": {"qdrant_path": ":memory:"}, "sources": {"roots": [str(root)], "refresh_s": 0}})
    service = await GateService.open(settings)
    checker = Rechecker(service)
    try:
        cid = await remember(service, "On Fedora, install with `dnf install tool`.")
        (root / "README.md").write_text("# Tool\n\n" + "\n\n".join([*lines[1:], "Install on Gentoo with `emerge tool`."]) + "\n")
        service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
        result = await checker.check(await memory_of(service, cid))
        assert result.record.outcome == "not_enough_info", result.record.reason
    finally:
        await service.close()


async def test_the_grounding_passage_edited_to_another_value_refutes_it_though_a_stale_one_still_states_it(service: GateService) -> None:
    # tox: its config page now "changed via ``TOX_USER_CONFIG_FILE``", its FAQ still "changed via ``TOX_CONFIG_FILE``"
    root = root_of(service)
    deploy = root / "docs" / "deploy.md"
    cid = await remember(service, "The orders service listens on port 8080.")
    assert [r.path for r in refs_of(await memory_of(service, cid))] == ["docs/deploy.md"]
    (root / "docs" / "faq.md").write_text("# FAQ\n\nThe orders service listens on port 8080.\n")
    deploy.write_text("# Deploy\n\nThe orders service listens on port 9090.\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == "refuted", result.record.reason
    assert "'9090'" in result.record.reason and "docs/faq.md:3 still states it" in result.record.reason, result.record.reason
    # the same passage said another way, a plain word replaced: the one still stating it grounds it
    deploy.write_text("# Deploy\n\nThe orders service listens on port 8080.\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    again = await remember(service, "The orders service listens on port 8080.", user="u2")
    deploy.write_text("# Deploy\n\nThe orders service answers on port 8080.\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    kept = await Rechecker(service).check(await memory_of(service, again, user="u2"))
    assert kept.record.outcome == "supported" and "docs/faq.md:3" in kept.record.reason, kept.record.reason


async def test_a_member_taken_out_of_the_grounding_list_refutes_it_though_a_stale_passage_still_lists_it(service: GateService) -> None:
    claim = "Reports are written as CSV and Parquet files."
    cid = await remember(service, claim)
    assert [r.path for r in refs_of(await memory_of(service, cid))] == ["README.md"]
    root = root_of(service)
    (root / "docs" / "faq.md").write_text(f"# FAQ\n\n{claim}\n")
    (root / "README.md").write_text(README.replace("as CSV and Parquet files", "as CSV files"))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == "refuted", result.record.reason
    assert "(no longer 'Parquet')" in result.record.reason and "docs/faq.md:3 still states it" in result.record.reason, result.record.reason


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("listens on port 8080.", "listens on port 8080+."),  # the same value written another way
        ("listens on port 8080.", "listens on port `8080`."),  # formatted
        ("listens on port 8080.", "listens by default on port 8080.\n\nThe orders service listens on port 8443 too."),  # its successor
    ],
)
async def test_the_grounding_passage_said_another_way_beside_a_passage_still_stating_it_refutes_nothing(service: GateService, before: str, after: str) -> None:
    root = root_of(service)
    deploy = root / "docs" / "deploy.md"
    cid = await remember(service, "The orders service listens on port 8080.")
    (root / "docs" / "faq.md").write_text("# FAQ\n\nThe orders service listens on port 8080.\n")
    deploy.write_text(deploy.read_text().replace(before, after))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == "supported", result.record.reason


async def test_a_memory_citing_a_commit_history_no_longer_holds_is_no_longer_stated(service: GateService) -> None:
    root = root_of(service)
    (root / "docs" / "deploy.md").write_text("# Deploy\n\nThe orders service listens on port 8080.\n\nThe deploy job runs nightly.\n")
    git(root, "commit", "-qam", "Run the deploy job nightly")
    sha = git(root, "rev-parse", "--short=10", "HEAD")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    cid = await remember(service, f"Commit {sha} made the deploy job run nightly.")
    assert [r.kind for r in refs_of(await memory_of(service, cid)) if r.via == "citation"] == ["commit"]
    git(root, "reset", "-q", "--hard", "HEAD~1")  # the commit is gone from history (its object lingers)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    changed = service.gate.sources.take_changes()  # type: ignore[union-attr]
    assert f"commit:{sha[:7]}" in changed
    memory = await memory_of(service, cid)
    checker = Rechecker(service)
    assert checker.stale(memory)
    result = await checker.check(memory, changed)
    assert result.record.outcome == "not_enough_info" and "no longer in the history" in result.record.reason


def test_a_records_status_changed_beside_it_is_a_change(tmp_path: Path) -> None:
    # A KEP's status lives in the kep.yaml beside its README: the README's text is the same, its record is not.
    root = tmp_path / "enhancements"
    kep = root / "keps" / "sig-node" / "1287-in-place-update"
    kep.mkdir(parents=True)
    (kep / "README.md").write_text("# KEP-1287: In-place update of pod resources\n\n## Summary\n\nPods are resized in place.\n")
    (kep / "kep.yaml").write_text("title: In-place update of pod resources\nkep-number: 1287\nstatus: implementable\n")
    sources = Sources(SourceSettings(roots=(root,), refresh_s=0))
    sources.follow = True
    sources.warm()
    assert sources.record("KEP-1287") is not None and sources.take_changes() == {}
    (kep / "kep.yaml").write_text("title: In-place update of pod resources\nkep-number: 1287\nstatus: withdrawn\n")
    sources.refresh(force=True)
    assert "keps/sig-node/1287-in-place-update/README.md" in sources.take_changes()  # (its kep.yaml changed too)
    sources.close()


def test_changes_are_kept_only_for_whoever_follows_them(tmp_path: Path) -> None:
    root = project(tmp_path)
    sources = Sources(SourceSettings(roots=(root,), refresh_s=0))  # validate's, MCP's: nobody takes its changes
    sources.warm()
    (root / "README.md").write_text(README.replace("Redis", "Memcached"))
    sources.refresh(force=True)
    assert sources.take_changes() == {} and sources.passages_before("README.md") is None
    sources.close()


# --- what a change says beside the passage that grounds a memory -------------------------------------------------------


async def test_a_name_the_claim_gives_renamed_elsewhere_refutes_it_though_a_stale_passage_still_states_it(service: GateService) -> None:
    # tox: its config page now "changed via ``TOX_USER_CONFIG_FILE``", its FAQ, grounding the memory, still "``TOX_CONFIG_FILE``"
    root = root_of(service)
    claim = "The location of the shop cache can be changed with the SHOP_CACHE_DIR environment variable."
    (root / "docs" / "faq.md").write_text(f"# FAQ\n\n{claim}\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    cid = await remember(service, claim)
    assert [r.path for r in refs_of(await memory_of(service, cid))] == ["docs/faq.md"]
    config = "# Config\n\nThe location of the shop cache can be changed via the `SHOP_CACHE_DIR` environment variable.\n"
    (root / "docs" / "config.md").write_text(config)  # a page that states it too, written later
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    (root / "docs" / "config.md").write_text(config.replace("SHOP_CACHE_DIR", "SHOP_USER_CACHE_DIR"))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == "refuted", result.record.reason
    assert "(no longer 'SHOP_CACHE_DIR': now 'SHOP_USER_CACHE_DIR')" in result.record.reason, result.record.reason
    assert "docs/faq.md:3 still states it" in result.record.reason, result.record.reason


@pytest.mark.parametrize(
    "now",
    [
        "It can be changed in the settings file.",  # no name in code put in its place
        "It can be changed via the `SHOP_CACHE_DIR` or `XDG_CACHE_HOME` environment variable.",  # the name kept, another beside it
        "It can be changed via the `SHOP_CACHE_DIR` environment variable or the `--cache-dir` flag.",  # a name put in beside it
        "For tests, set `SHOP_TEST_CACHE_DIR` to a temporary folder.",  # a tip of another thing that named it (a second reader's)
    ],
)
async def test_a_sentence_edited_around_the_claims_name_renames_nothing(service: GateService, now: str) -> None:
    root = root_of(service)
    claim = "The location of the shop cache can be changed with the SHOP_CACHE_DIR environment variable."
    (root / "docs" / "faq.md").write_text(f"# FAQ\n\n{claim}\n")
    was = "For tests, set `SHOP_CACHE_DIR` to a temporary folder." if "tests" in now else "It can be changed via the `SHOP_CACHE_DIR` environment variable."
    config = f"# Config\n\nThe cache is kept under the user's home.\n\n{was}\n"
    (root / "docs" / "config.md").write_text(config)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    cid = await remember(service, claim)
    (root / "docs" / "config.md").write_text(config.replace(was, now))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == "supported" and "docs/faq.md:3" in result.record.reason, result.record.reason


PROVIDERS = """# Providers

| name | description |
| ---- | ----------- |
| `pep621` | Get and set version from `pyproject.toml` `project.version` field |
| `npm` | Get and set version from `package.json` `project.version` field |
| `npm2` | Get and set version from `package.json` `$.version` field, `package-lock.json` `$.version` fields if the file exists |
"""


async def test_a_table_row_edited_as_another_row_it_absorbed_is_still_its_rows_edit(service: GateService) -> None:
    # commitizen: the `npm2` row merged into `npm`, whose new text reads more like the old `npm2` row than like its own
    root = root_of(service)
    (root / "docs" / "providers.md").write_text(PROVIDERS)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    cid = await remember(service, "Per docs/providers.md, the `npm` provider gets and sets the `project.version` field of `package.json`.")
    merged = "| `npm` | Get and set version from `package.json` `version` field, `package-lock.json` `version` fields if the file exists |\n"
    (root / "docs" / "providers.md").write_text(PROVIDERS.split("| `npm` |")[0] + merged)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == "refuted" and "(no longer 'project.version')" in result.record.reason, result.record.reason


async def test_an_exception_given_to_what_the_memory_says_always_happens_refutes_it(service: GateService) -> None:
    # starlette: "appending a charset for text types" now "…, unless a charset has already been specified"
    old = "Refunds for cancelled orders are sent directly to the card within five working days."
    new = "Refunds for cancelled orders are sent directly to the card within five working days, unless the card has expired."
    result = await after_edit(service, "Refunds for cancelled orders are always sent directly to the card within five working days.", old, new)
    assert result.record.outcome == "refuted" and result.record.reason.endswith("(no longer 'always')"), result.record.reason
    kept = await after_edit(service, "Refunds for cancelled orders are sent directly to the card within five working days.", old, new, user="u2")
    assert kept.record.outcome == "supported", kept.record.reason  # a claim that never said "always"


async def test_a_restriction_the_change_lifted_refutes_it_and_one_only_left_unsaid_does_not(service: GateService) -> None:
    # httpx: "HTTP/2 … is currently only available with the async client" gone, "available on both `Client` and `AsyncClient`" new
    root = root_of(service)
    claim = "Exports are only written as CSV files."
    cid = await remember(service, claim)
    (root / "README.md").write_text(README.replace(claim, "## Exports\n\nExports are written both as CSV files and as Parquet files."))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == "refuted" and result.record.reason.endswith("(no longer 'only')"), result.record.reason
    (root / "README.md").write_text(README)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    again = await remember(service, claim, user="u2")
    (root / "README.md").write_text(README.replace(claim, "## Exports\n\nOn each run the exporter has exports written as CSV files."))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    unsaid = await Rechecker(service).check(await memory_of(service, again, user="u2"))
    assert unsaid.record.outcome == "not_enough_info", unsaid.record.reason


@pytest.mark.parametrize(
    ("moved", "outcome", "said"),
    [
        # (no "dependencies" in the new line: the verdict reads it as not stating the claim, the edit as another command)
        ("On macOS, install them with `brew install coreutils git bash`.", "refuted", "(no longer 'curl')"),
        ("On macOS, install the dependencies with `brew install coreutils curl git`.", "supported", "docs/parts/deps.md:3"),
        ("On macOS, install them with `brew install coreutils git`.", "not_enough_info", "no source states it"),  # a word only dropped
    ],
)
async def test_a_passage_moved_into_a_new_file_and_edited_on_the_way_is_read_as_its_edit(service: GateService, moved: str, outcome: str,
                                                                                        said: str) -> None:
    # asdf: the install table moved from the getting-started page into docs/parts/, its macOS command changed on the way
    root = root_of(service)
    page = "# Getting started\n\nFirst, fetch the repository.\n\nOn macOS, install the dependencies with `brew install coreutils curl git`.\n"
    (root / "docs" / "start.md").write_text(page)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    cid = await remember(service, "On macOS, the dependencies are installed with `brew install coreutils curl git`.")
    assert [r.path for r in refs_of(await memory_of(service, cid))] == ["docs/start.md"]
    (root / "docs" / "start.md").write_text("# Getting started\n\nFirst, fetch the repository.\n\nThen install the dependencies.\n")
    (root / "docs" / "parts").mkdir()
    (root / "docs" / "parts" / "deps.md").write_text(f"# Dependencies\n\n{moved}\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    assert service.gate.sources.passages_before("docs/parts/deps.md") == frozenset()  # type: ignore[union-attr]  # new: it held nothing
    assert service.gate.sources.passages_before("README.md") is None  # type: ignore[union-attr]  # unchanged: not known
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome == outcome and said in result.record.reason, result.record.reason


@pytest.mark.parametrize(
    "now",
    [
        "## Exports\n\nExports are written as CSV files; both the nightly and the weekly job write them.",  # another clause's "both"
        "## Exports\n\nExports are written as CSV files, not as Parquet files, and both jobs keep them.",  # the restriction said otherwise
    ],
)
async def test_a_restriction_said_another_way_or_a_both_of_another_clause_lifts_nothing(service: GateService, now: str) -> None:
    claim = "Exports are only written as CSV files."
    cid = await remember(service, claim)
    (root_of(service) / "README.md").write_text(README.replace(claim, now))
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome != "refuted", result.record.reason


async def test_an_exception_of_another_part_of_the_sentence_or_with_every_said_anew_keeps_always(service: GateService) -> None:
    # a second reader's: "signed every time and pushed to every mirror except the legacy one" says "always" of signing still
    claim = "Deploys always go to prod on Fridays after the standup."
    old = "Deploys go to prod on Fridays after the standup."
    result = await after_edit(service, claim, old, "Deploys go to prod every Friday after the standup, to every region except the EU one.")
    assert result.record.outcome != "refuted", result.record.reason


def test_a_rows_first_cell_names_it_only_where_no_other_row_has_that_cell() -> None:
    npm = "name: `npm`; description: Get and set version from `package.json` `project.version` field"
    merged = Passage("docs/providers.md:6", "name: `npm`; description: Get and set version from `package.json` `version` field")
    assert _same_row(npm, merged.text, frozenset({npm, "name: `npm2`; description: Get and set version"}), [merged])
    # a category repeated ("Runners"): a row taken out beside an edited one is not that one's edit
    nose = "Category: Runners; Package: nose2; Description: Runs unittest-style tests with plugins"
    pytest_row = Passage("README.md:7", "Category: Runners; Package: pytest; Description: Runs tests with plugins")
    before = frozenset({nose, "Category: Runners; Package: pytest; Description: Runs tests"})
    assert not _same_row(nose, pytest_row.text, before, [pytest_row])


async def test_a_plain_word_said_otherwise_where_a_passage_moved_to_a_new_file_refutes_nothing(service: GateService) -> None:
    # a second reader's: "editable mode" now "development mode" in the page the section moved to; only the code it quotes is read
    root = root_of(service)
    page = "# Getting started\n\nFirst, fetch the repository.\n\nOn macOS, install the dependencies with `brew install coreutils curl git`.\n"
    (root / "docs" / "start.md").write_text(page)
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    cid = await remember(service, "On macOS, the dependencies are installed with `brew install coreutils curl git`.")
    (root / "docs" / "start.md").write_text("# Getting started\n\nFirst, fetch the repository.\n")
    (root / "docs" / "parts").mkdir()
    (root / "docs" / "parts" / "deps.md").write_text("# Dependencies\n\nOn macOS, install the packages with `brew install coreutils curl git`.\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    result = await Rechecker(service).check(await memory_of(service, cid))
    assert result.record.outcome != "refuted", result.record.reason


def test_what_the_last_change_wrote_is_fresh_until_another_change(tmp_path: Path) -> None:
    root = project(tmp_path)
    sources = Sources(SourceSettings(roots=[root], refresh_s=0))
    sources.follow = True
    sources.refresh(force=True)
    (root / "docs" / "new.md").write_text("# New\n\nA page written later.\n")
    sources.refresh(force=True)
    assert sources.fresh("docs/new.md") and sources.passages_before("docs/new.md") == frozenset()
    sources.refresh(force=True)  # nothing changed: what the last change wrote is still what it wrote
    assert sources.fresh("docs/new.md")
    (root / "README.md").write_text(README.replace("Redis", "Memcached"))
    sources.refresh(force=True)
    assert sources.fresh("README.md") and not sources.fresh("docs/new.md")  # an older change's page


async def test_a_rename_search_that_fails_rechecks_nothing(service: GateService, monkeypatch: pytest.MonkeyPatch) -> None:
    # the rename's search of the sources raising (the index unreadable): the re-check could not be made, never "still stated"
    root = root_of(service)
    claim = "The location of the shop cache can be changed with the SHOP_CACHE_DIR environment variable."
    (root / "docs" / "faq.md").write_text(f"# FAQ\n\n{claim}\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    cid = await remember(service, claim)
    (root / "docs" / "faq.md").write_text(f"# FAQ\n\nSee the configuration page.\n\n{claim}\n")
    service.gate.sources.refresh(force=True)  # type: ignore[union-attr]
    searched = service.gate.sources.search  # type: ignore[union-attr]
    calls = []

    def failing(text: str) -> list[Passage]:
        calls.append(text)
        if len(calls) > 1:  # retrieval's own search answers; the rename's second one fails
            raise RuntimeError("index unreadable")
        return searched(text)

    monkeypatch.setattr(service.gate.sources, "search", failing)
    with pytest.raises(RecheckFailed, match="search failed: RuntimeError"):
        await Rechecker(service).check(await memory_of(service, cid))
