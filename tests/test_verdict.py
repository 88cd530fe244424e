"""Supported means the sources say it: one verdict (supported, refuted, not enough information)
over what a claim cites and what retrieval finds, through the real gate over a real git repository.

Each class of the issue "Supported means the sources say it", in examples of our own: a source that
exists but states another name, date, value or option; a passage that shares most of a claim's
words but not the one that matters; `user`, `documentation` and conversation claims against the
sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from groundstream.detectors.chunks import split
from groundstream.detectors.commands import another_command
from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.lists import counted_otherwise
from groundstream.detectors.names import code_names, names_in
from groundstream.detectors.reading import read
from groundstream.detectors.roles import reversed_roles
from groundstream.detectors.support import without_citations
from groundstream.detectors.verdict import Label, Passage, judge, quote
from groundstream.schemas import Decision, Tier
from tests.conftest import claim, git
from tests.test_sources import gate_over

FILES = {
    "README.md": "# shop\n\nThe default log level is: info.\n\nThe nightly job exports the orders table to the analytics bucket.\n\n"
    "## Releases\n\nReleases are signed with the team's GPG key.\n\nThe checkout service stores sessions in Redis.\n",
    "docs/install.md": "# Installing\n\nPut `shop` on your PATH.\n\nThe installer needs curl.\n",
    "docs/adr/0003-one-command.md": "# 3. One command\n\nDate: 2021-04-12\n\n## Status\n\nAccepted\n\n## Decision\n\n"
    "The tool defines a single command, called `shop`.\n",
    "docs/adr/0005-use-json-lines.md": "# 5. Use JSON lines\n\nDate: 2021-06-02\n\n## Status\n\nAccepted\n\n## Decision\n\n"
    "Events are written as JSON lines.\n",
    "docs/adr/0006-render-manifests-with-kustomize.md": "# 6. Render manifests with Kustomize\n\nDate: 2022-03-01\n\n## Status\n\n"
    "Accepted\n\n## Decision\n\nWe will use Kustomize overlays to render the production manifests.\n",
    "pom.xml": "<project>\n  <artifactId>shop</artifactId>\n</project>\n",
    "LICENSE": "MIT License\n\nCopyright (c) 2021 The shop authors\n\nPermission is hereby granted, free of charge, to any person\n",
    # nats-io/nats-architecture-and-design's convention: ADR-N.md, a metadata table, no slug
    "adr/ADR-7.md": "# Consumer limits\n\n|Metadata|Value|\n|--------|-----|\n|Date    |2023-01-23|\n|Status  |Approved|\n\n"
    "## Decision\n\nA consumer keeps at most 64 pending acknowledgements.\n",
}


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    repo = tmp_path_factory.mktemp("verdict") / "shop"
    for rel, text in FILES.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Add the shop tool")
    (repo / "docs" / "settings.md").write_text("# Settings\n\nThe persist mode setting.\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Rename WriteConsistency to PersistMode")
    return repo


@pytest.fixture(scope="module")
def gate(shop: Path) -> Gate:
    return gate_over(shop)


async def decide(gate: Gate, content: str, **kw: object) -> Decision:
    return await gate.decide(claim(content, agent_id="coder", **kw))


# --- a cited source must state the claim ---------------------------------------------------------


@pytest.mark.parametrize(
    "content,named",
    [
        ("Per ADR 3, the tool defines a single command called shopctl.", "'shop', not 'shopctl'"),
        ("Per docs/install.md, put `shopd` on your PATH.", "'shop', not 'shopd'"),
        ("ADR 5 was accepted on 2022-01-15.", "'2021-06-02', not '2022-01-15'"),
        ("Per README.md, releases are signed with the team's PGP key.", "'GPG', not 'PGP'"),
        ("Per README.md, the nightly job exports the customers table to the analytics bucket.", "'customers'"),
    ],
)
async def test_a_cited_source_that_states_another_value_does_not_check_out(gate: Gate, content: str, named: str) -> None:
    d = await decide(gate, content)
    assert d.tier is Tier.FLAG_REVIEW, d.reason
    assert d.citations and not d.citations[0].verified
    assert named in (d.citations[0].verification_reason or ""), d.citations[0].verification_reason


@pytest.mark.parametrize(
    "content",
    [
        "Per ADR 3, the tool defines a single command called shop.",
        "Per docs/install.md, put `shop` on your PATH.",
        "ADR 5 was accepted on 2021-06-02.",
        "Per README.md, releases are signed with the team's GPG key.",
        "Per README.md, the checkout service keeps its sessions in Redis.",  # a sense the list keeps: keeps / stores
    ],
)
async def test_a_cited_source_that_states_the_claim_supports_it(gate: Gate, content: str) -> None:
    d = await decide(gate, content)
    assert d.tier is Tier.AUTO_APPROVE, d.reason
    assert d.citations[0].verified and d.citations[0].source_span


# --- retrieval: supported, refuted, not enough information ----------------------------------------


async def test_a_passage_that_shares_most_words_but_not_the_value_grounds_nothing(gate: Gate) -> None:
    d = await decide(gate, "The nightly job exports the customers table to the analytics bucket.")
    assert d.tier is Tier.FLAG_REVIEW and d.retrieval is not None
    assert d.retrieval.verdict == "not_enough_info" and "customers" in d.retrieval.missing
    assert "no source says 'customers'" in d.reason and "README.md" in d.reason
    feedback = gate.feedback(d)
    assert feedback is not None and any("no source says 'customers'" in p.detail and p.location for p in feedback.problems)
    right = await decide(gate, "The nightly job exports the orders table to the analytics bucket.")
    assert right.tier is Tier.AUTO_APPROVE and right.retrieval is not None and right.retrieval.verdict == "supported"


async def test_another_value_in_the_claims_place_refutes_it(gate: Gate) -> None:
    d = await decide(gate, "The default log level is debug.")
    assert d.tier is Tier.FLAG_REVIEW and d.retrieval is not None and d.retrieval.verdict == "refuted"
    assert (d.retrieval.expected, d.retrieval.claimed) == ("info", "debug")
    assert (await decide(gate, "The default log level is info.")).tier is Tier.AUTO_APPROVE


# --- sources that name themselves -------------------------------------------------------------------


async def test_documentation_nobody_can_find_is_not_documentation(gate: Gate) -> None:
    for content in ("Releases are signed with Sigstore.", "The build uses Gradle."):
        d = await decide(gate, content, source="documentation")
        # not stated by any source (or, for Sigstore, refuted by the GPG key the README names)
        assert d.tier is Tier.FLAG_REVIEW and {"sources_unsupported", "sources"} & set(d.checks_failed), (content, d.reason)
        assert "no source says" in d.reason or "'GPG' where the claim says 'Sigstore'" in d.reason
    found = await decide(gate, "Releases are signed with the team's GPG key.", source="documentation")
    assert found.tier is Tier.AUTO_APPROVE, found.reason


async def test_a_user_claim_is_approved_unless_the_sources_refute_it_or_nearly_say_it(gate: Gate) -> None:
    unsaid = await decide(gate, "The on-call rotation changes every Monday.", source="user")
    assert unsaid.tier is Tier.AUTO_APPROVE, unsaid.reason  # the user's own word; no source speaks of it
    refuted = await decide(gate, "The default log level is debug.", source="user")
    assert refuted.tier is Tier.FLAG_REVIEW and "sources" in refuted.checks_failed
    # a passage that says all of it but one word: how a wrong value beside matching words looks
    near = await decide(gate, "The nightly job exports the customers table to the analytics bucket.", source="user")
    assert near.tier is Tier.FLAG_REVIEW and "sources_near_miss" in near.checks_failed
    assert "no source says 'customers'" in near.reason
    # half of its words stated, the other half not: it is about what the sources say, and they do not say it
    half = await decide(gate, "The checkout service prints receipts.", source="user")
    assert half.tier is Tier.FLAG_REVIEW and "sources_near_miss" in half.checks_failed, half.reason
    assert half.retrieval is not None and half.retrieval.score == 0.5


async def test_a_decision_a_standing_record_refutes_goes_to_review_naming_it(gate: Gate) -> None:
    d = await decide(gate, "We decided to render the production manifests with Helm charts.", memory_type="decision", source="conversation")
    assert d.tier is Tier.FLAG_REVIEW and d.retrieval is not None and d.retrieval.verdict == "refuted"
    assert "0006-render-manifests-with-kustomize.md" in (d.retrieval.location or "") and "Kustomize" in d.reason
    assert "supersedes the record" in d.reason
    same = await decide(gate, "We decided to render the production manifests with Kustomize overlays.", memory_type="decision",
                        source="conversation")  # fmt: skip
    assert same.tier is Tier.AUTO_APPROVE, same.reason


async def test_records_named_by_number_alone_with_a_metadata_table(gate: Gate) -> None:
    right = await decide(gate, "Per ADR-7, a consumer keeps at most 64 pending acknowledgements.")
    assert right.tier is Tier.AUTO_APPROVE and right.citations[0].value == "ADR-007", right.reason
    wrong = await decide(gate, "Per ADR-7, a consumer keeps at most 32 pending acknowledgements.")
    assert wrong.tier is Tier.FLAG_REVIEW and "'64'" in (wrong.citations[0].verification_reason or "")
    dated = await decide(gate, "ADR 7 was approved on 2023-01-23.")
    assert dated.tier is Tier.AUTO_APPROVE, dated.reason  # the table's status and date stand beside its title


async def test_a_rename_told_the_other_way_round_is_refuted(gate: Gate, shop: Path) -> None:
    sha = git(shop, "log", "--format=%h", "-n1", "--grep=Rename")
    right = await decide(gate, f"Commit {sha} renamed WriteConsistency to PersistMode.")
    assert right.tier is Tier.AUTO_APPROVE, right.reason
    wrong = await decide(gate, f"Commit {sha} renamed the PersistMode setting to WriteConsistency.")
    assert wrong.tier is Tier.FLAG_REVIEW and "'WriteConsistency', not 'PersistMode'" in (wrong.citations[0].verification_reason or "")


async def test_the_licence_file_says_the_projects_licence(gate: Gate) -> None:
    wrong = await decide(gate, "The shop tool is released under the Apache License 2.0.", source="user")
    assert wrong.tier is Tier.FLAG_REVIEW and wrong.retrieval is not None and wrong.retrieval.verdict == "refuted"
    assert wrong.retrieval.location == "LICENSE:1" and wrong.retrieval.expected == "MIT", wrong.retrieval
    right = await decide(gate, "shop is released under the MIT licence.", source="user")
    assert right.tier is Tier.AUTO_APPROVE, right.reason


async def test_a_decision_beside_a_record_on_its_subject_is_held_to_the_record(gate: Gate) -> None:
    d = await decide(gate, "We decided a consumer keeps unlimited pending acknowledgements.", memory_type="decision", source="conversation")
    assert d.tier is Tier.FLAG_REVIEW and "sources_near_miss" in d.checks_failed and "adr/ADR-7.md" in d.reason, d.reason


async def test_a_decision_from_conversation_that_the_sources_contradict_in_other_words_goes_to_review(tmp_path: Path) -> None:
    """What a decision sets aside ("rather than"), a negation over its words, another default, a
    passage struck through: each found by retrieval and read by the verdict, not approved."""
    repo = tmp_path / "tool"
    (repo / "docs").mkdir(parents=True)
    (repo / "CHANGELOG.md").write_text("# Changelog\n\nReleases of this project follow [Semantic Versioning](https://semver.org).\n\n"
                                       "## 0.9.0\n\n- `import` now takes a subcommand instead of the `--from` flag.\n")  # fmt: skip
    (repo / "docs" / "guide.md").write_text("# Guide\n\nThe tool currently does not search archive formats, so compressed files are skipped.\n\n"
                                            "`$TOOL_EXCLUDE_DIRS` defaults to `\"$HOME\"`.\n\n"
                                            "| Distribution | Instructions |\n|---|---|\n| ~~Parrot OS~~ | ~~`apt install tool`~~ |\n")  # fmt: skip
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Docs")
    gate = gate_over(repo)
    for content, said in [
        ("We decided releases follow Calendar Versioning rather than Semantic Versioning.", "Semantic Versioning"),
        ("We decided to keep the `--from` flag instead of moving `import` to subcommands.", "import"),
        ("We'll use the tool to search inside our archive formats directly.", "the opposite"),
        ("We'll make `$TOOL_EXCLUDE_DIRS` default to an empty list so the home directory is tracked.", "'$HOME'"),
    ]:
        d = await decide(gate, content, memory_type="decision", source="conversation")
        assert d.tier is Tier.FLAG_REVIEW and d.retrieval is not None and d.retrieval.verdict == "refuted", (content, d.reason)
        assert said in d.reason, d.reason
    kept = await decide(gate, "We decided releases follow Semantic Versioning rather than Calendar Versioning.", memory_type="decision",
                        source="conversation")  # fmt: skip
    assert kept.retrieval is not None and kept.retrieval.verdict != "refuted", kept.reason
    struck = await decide(gate, "Parrot OS users install the tool with `apt install tool`.", source="documentation")
    assert struck.tier is Tier.FLAG_REVIEW, struck.reason  # what the table strikes through supports nothing


async def test_a_decision_is_held_to_what_the_sources_say_of_its_subject(gate: Gate) -> None:
    # two of its five words stated: the subject of a passage (README: "The checkout service stores sessions in Redis.")
    claim_text = "The checkout service caches receipts in Memcached."
    decided = await decide(gate, f"We decided {claim_text[0].lower()}{claim_text[1:]}", memory_type="decision", source="conversation")
    assert decided.tier is Tier.FLAG_REVIEW and "sources_near_miss" in decided.checks_failed, decided.reason
    said = await decide(gate, claim_text, source="user")  # a user's fact: the writer's word below half
    assert said.tier is Tier.AUTO_APPROVE, said.reason


# --- the verdict itself (pure) ----------------------------------------------------------------------


def test_every_content_word_must_be_stated() -> None:
    passage = Passage("README.md:3", "The checkout service stores sessions in Redis.")
    assert judge("The checkout service keeps its sessions in Redis.", [passage]).label is Label.SUPPORTED
    missing = judge("The checkout service stores sessions in Redis and carts in Postgres.", [passage])
    assert missing.label is Label.NOT_ENOUGH_INFO and set(missing.missing) >= {"carts", "Postgres"}


def test_a_swap_needs_every_specific_of_the_claim_in_its_place() -> None:
    # "`:Black` … file (ranges not supported)" is another sentence, not the claim's with `--line-ranges` swapped:
    # "ipynb" has nothing in its place either
    vim = Passage("docs/editors.md:215", "`:Black` to format the entire file (ranges not supported);")
    claim = "Using `--line-ranges` with more than one file or with ipynb files is not supported."
    assert judge(claim, [vim]).label is Label.NOT_ENOUGH_INFO
    # both specifics swapped, each in its place: another value, refuted
    db = Passage("docs/db.md:3", "The orders service stores its data in PostgreSQL 14.")
    found = judge("The orders service stores its data in MySQL 5.7.", [db])
    assert found.label is Label.REFUTED, found


def test_a_negation_in_either_direction_refutes() -> None:
    passage = Passage("docs/a.md:1", "Preprocessors can use every thread.")
    assert judge("Preprocessors cannot use every thread.", [passage]).label is Label.REFUTED
    negated = Passage("docs/b.md:1", "If one is not found, nothing happens.")
    assert judge("If one is found, nothing happens.", [negated]).label is Label.REFUTED
    assert judge("If one is not found, nothing happens.", [negated]).label is Label.SUPPORTED
    # a negation of something else is no disagreement
    other = Passage("docs/c.md:1", "If you get `command not found` after running the install script, reinstall it.")
    assert judge("You run the install script.", [other]).label is not Label.REFUTED


def test_specifics_are_read_as_themselves() -> None:
    words = {w.text: w for w in read("Set `log_level` to debug in src/app.py for PostgreSQL 16 with shopctl").words}
    assert {words[w].kind for w in ("log_level", "src/app.py")} == {"quoted", "identifier"}
    assert words["PostgreSQL"].kind == "name" and words["16"].kind == "number" and words["shopctl"].kind == "rare"
    assert not words["debug"].specific


TOOLS = """# Modules

## Deno

| Option         | Default                                                     | Description                        |
| -------------- | ----------------------------------------------------------- | ---------------------------------- |
| `detect_files` | `['deno.json', 'deno.jsonc', 'deno.lock', 'mod.ts', 'mod.js']` | Which filenames trigger the module. |

## Package Version

The version is shown for `npm`, `cargo`, `poetry`, `helm`, `galaxy` and `dart` packages.

The module runs on Linux, macOS, Windows and FreeBSD. It is fast, simple, small and free.
"""


@pytest.mark.parametrize(
    ("content", "extra"),
    [
        ("The Deno module's default `detect_files` is `['deno.json', 'deno.jsonc', 'mod.ts', 'mod.js']`.", "'deno.lock'"),
        ("The Deno module's default `detect_files` are `deno.json`, `deno.jsonc`, `mod.ts` and `mod.js`.", "'deno.lock'"),
        ("The version is shown for npm, cargo, poetry, helm and dart packages.", "'galaxy'"),
        ("The module runs on Linux, macOS and Windows.", "'FreeBSD'"),
    ],
)
def test_a_list_copied_short_of_the_sources_members_is_refuted_naming_them(content: str, extra: str) -> None:
    passages = list(split("docs/modules.md", TOOLS))
    found = judge(content, passages)
    assert found.label is Label.REFUTED, found.reason
    assert extra.strip("'") in found.reason, found.reason


@pytest.mark.parametrize(
    "content",
    [
        "The Deno module's default `detect_files` is `['deno.json', 'deno.jsonc', 'deno.lock', 'mod.ts', 'mod.js']`.",
        "The version is shown for `npm` and `cargo` packages.",  # two picked out of six: not the list
        "The version is shown for npm, cargo, poetry, helm, galaxy and dart packages.",
        "The module is fast, simple and small.",  # words of prose, not a list of values
        "The version is shown for packages such as npm, cargo, poetry, helm and dart.",  # examples, not the list
    ],
)
def test_a_list_the_source_gives_whole_or_a_few_picked_out_of_it_is_not_refuted(content: str) -> None:
    found = judge(content, list(split("docs/modules.md", TOOLS)))
    assert found.label is not Label.REFUTED, found.reason


BACKENDS = """# Backends

You are not limited to virtualenv: there is a selection of backends you can choose from as venv, uv, conda, mamba, micromamba, or
virtualenv (default).
"""


@pytest.mark.parametrize(
    ("content", "refuted"),
    [
        ("The selectable backends are venv, conda, mamba, or virtualenv.", True),  # given as the whole: four of six is short
        ("The backends you can choose from are: venv, conda, mamba, or virtualenv.", True),
        ("You can choose from venv, conda, mamba, or virtualenv backends.", False),  # four of six picked out, not the whole
        ("The selectable backends are venv, uv, conda, mamba, micromamba, or virtualenv.", False),
    ],
)
def test_a_list_given_as_the_whole_of_a_thing_is_short_at_half_the_sources(content: str, refuted: bool) -> None:
    found = judge(content, list(split("docs/config.md", BACKENDS)))
    assert (found.label is Label.REFUTED) is refuted, found.reason
    if refuted:
        assert "micromamba" in found.reason, found.reason


ENVIRONMENTS = """# User guide

Taking the core section first, we use the `env_list` setting to indicate that this project has two run environments named `format` and
`3.13` that should be run by default.

To run two or more environments pass comma separated values, e.g. `tox run -e format,py310`.

For each selected environment (e.g. `py310`, `format`) tox builds a virtual environment.
"""


@pytest.mark.parametrize(
    ("content", "refuted"),
    [
        ("The basic example defines two run environments, format and py310.", True),  # one member replaced, named elsewhere only in passing
        ("The basic example defines two run environments: `format` and `py310`.", True),
        ("The basic example defines two run environments, format and 3.13.", False),
        ("The basic example defines three run environments, format, lint and py310.", False),  # another count: another list
        ("The basic example defines two run environments, docs and py310.", False),  # no member shared: not the one list
    ],
)
def test_a_counted_lists_member_replaced_is_refuted_naming_both(content: str, refuted: bool) -> None:
    found = judge(content, list(split("docs/user_guide.md", ENVIRONMENTS)))
    assert (found.label is Label.REFUTED) is refuted, found.reason
    if refuted:
        assert "'format, 3.13'" in found.reason and "another member" in found.reason, found.reason


def test_a_counted_list_another_passage_counts_as_the_claim_does_is_not_refuted() -> None:
    other = Passage("docs/legacy.md:3", "The legacy example has two run environments named `format` and `py310`.")
    found = judge("The example defines two run environments, format and py310.", [*split("docs/user_guide.md", ENVIRONMENTS), other])
    assert found.label is not Label.REFUTED, found.reason


@pytest.mark.parametrize(
    ("claim", "source", "replaced"),
    [
        ("The nightly workflow runs two jobs: lint and test.", "The nightly workflow runs two jobs: lint and publish.", True),
        ("The pipeline has 10 stages: fetch, lint, build, test, scan, sign, pack, stage, verify and deploy.",
         "The pipeline has 10 stages: fetch, lint, build, test, scan, sign, pack, stage, verify and release.", True),
        ("The nightly workflow runs two jobs: lint and test.", "The release workflow runs two jobs: lint and publish.", False),  # another workflow
        ("Flask has two maintainers: davidism and pgjones.", "Jinja has two maintainers: davidism and mitsuhiko.", False),  # another project
        ("The project has two maintainers: davidism and pgjones.", "The project had two former maintainers: davidism and mitsuhiko.", False),
        ("The image ships two plugins: auth and cache.", "The image previously shipped two plugins: auth and metrics.", False),  # a past list
        ("The image ships two plugins: auth and cache.", "The image ships two optional plugins: auth and metrics.", False),  # other things counted
        ("Django officially supports two databases: PostgreSQL and Oracle.", "Django supports two databases: PostgreSQL and MySQL.", True),
        ("The workflow runs two jobs: lint and test.", "The workflow runs two parallel jobs: lint and build.", True),  # the same set qualified
        ("The workflow runs two jobs: lint and test.", "Unlike the old pipeline, the workflow runs two jobs: lint and build.", True),
        ("The CLI supports two formats: json and yaml.", "Before v2, the CLI supported two formats: json and ini.", False),  # another time's
        ("The nightly workflow runs two jobs: lint and test.", "The release workflow is separate. It runs two jobs: lint and publish.", False),
    ],
)
def test_a_counted_list_is_the_sources_only_when_it_counts_the_same_things_of_the_same_subject_now(claim: str, source: str, replaced: bool) -> None:
    assert (counted_otherwise(claim, source) is not None) is replaced


def test_a_sphinx_references_shorthand_states_the_name_it_links() -> None:
    now = Passage("docs/appcontext.md:48", "If you try to access `.current_app`, `.g`, or anything that uses it, outside an app context, you'll get an error.")
    found = judge("If you access current_app outside an app context, you get an error.", [now])
    assert found.label is Label.SUPPORTED, found.reason
    assert "flask.flask.run" in read("Call `~flask.Flask.run` to serve it.").lows  # a tilde shows the last part; the name is the path
    for dotfile, name in ((".bash_profile", "bash_profile"), (".DS_Store", "ds_store"), (".env.local", "env.local")):  # a dotfile names itself
        assert name not in read(f"Edit `{dotfile}` first.").lows, dotfile


def test_a_list_another_passage_states_as_the_claim_does_is_supported() -> None:
    stable = Passage("README.md:3", "The module runs on Linux, macOS and Windows.")
    nightly = Passage("docs/nightly.md:3", "The nightly module runs on Linux, macOS, Windows and FreeBSD.")
    both = Passage("docs/channels.md:3", "The stable module runs on Linux, macOS and Windows; the nightly module runs on Linux, macOS, Windows and FreeBSD.")
    assert judge("The module runs on Linux, macOS and Windows.", [nightly, stable]).label is Label.SUPPORTED
    assert judge("The stable module runs on Linux, macOS and Windows.", [both]).label is not Label.REFUTED


INPUTS = """# Inputs

| Name    | Description      | Required | Default |
|---------|------------------|----------|---------|
| `token` | The token to use | yes      |         |
| `path`  | Where to look    | no       | `.`     |
| `tags`  | Labels to attach | ❌       |         |
"""


@pytest.mark.parametrize(
    ("content", "label"),
    [
        ("The `path` input is required.", Label.REFUTED),  # its row says "Required: no"
        ("The `tags` input is required.", Label.REFUTED),
        ("The `path` input is not required.", Label.SUPPORTED),
        ("The `token` input is required.", Label.SUPPORTED),
        ("The `token` input is not required.", Label.REFUTED),
    ],
)
def test_a_tables_yes_or_no_cell_says_its_columns_word_or_its_negation(content: str, label: Label) -> None:
    found = judge(content, list(split("action.md", INPUTS)))
    assert found.label is label, found.reason


def test_a_table_whose_rule_has_one_hyphen_a_cell_is_read_as_rows() -> None:
    # GitHub renders "|-----|-|" as a table's rule, right after a paragraph's line too (lazygit's docs)
    text = "# Commands\n\nFor a given command, here are the allowed fields:\n| field | description | required |\n|-----|-----|-|\n" \
           "| `name` | What it is called | yes |\n| `output` | Where its output goes | no |\n"  # fmt: skip
    rows = [p.text for p in split("docs/commands.md", text)]
    assert "field: `output`; description: Where its output goes; required: no" in rows, rows
    found = judge("The `output` field of a command is required.", list(split("docs/commands.md", text)))
    assert found.label is Label.REFUTED, found.reason


def test_a_direction_right_after_a_negation_is_no_direction() -> None:
    # "not required" is no conflict of required against optional; "required" against "optional" is
    optional = Passage("docs/a.md:3", "The `--dry-run` flag is optional.")
    assert judge("The `--dry-run` flag is not required.", [optional]).label is not Label.REFUTED
    assert judge("The `--dry-run` flag is required.", [optional]).label is Label.REFUTED


@pytest.mark.parametrize("negated", ["does n\u200bo\u200bt store", "does n o t store", "does n-o-t store", "does n\u2060o\u2060t store"])
def test_a_negation_hidden_from_the_eye_is_read(negated: str) -> None:
    passage = Passage("README.md:8", "The checkout service stores sessions in Redis.")
    assert judge(f"The checkout service {negated} sessions in Redis.", [passage]).label is not Label.SUPPORTED


def test_a_name_is_stated_only_as_itself() -> None:
    assert judge("Secrets are stored in Vault.", [Passage("a:1", "Secrets are stored in vaulted files.")]).label is not Label.SUPPORTED
    assert judge("The parser is written in Rust.", [Passage("b:1", "The parser is written to avoid rusting code.")]).label is not Label.SUPPORTED


def test_a_long_source_is_skimmed_not_read_whole() -> None:
    filler = [Passage(f"big.md:{i}", f"Paragraph {i} is about gardening and {i} tomatoes.") for i in range(2000)]
    stated = Passage("big.md:5000", "The checkout service stores sessions in Redis.")
    found = judge("The checkout service stores sessions in Redis.", [*filler, stated])
    assert found.label is Label.SUPPORTED and found.passage == stated


# --- a passage is quoted as one line, never as an escaped script (issue 37 item 8) ---------------------

SCRIPT = '#!/bin/bash\nset -euo pipefail\nexport RETRIES=3\nkubectl apply -f k8s/\necho "deployed"'


@pytest.mark.parametrize(
    "text,about,said",
    [
        (SCRIPT, "", "'#!/bin/bash …'"),  # of several lines, the first, and the rest left out
        (SCRIPT, "The deploy script exports RETRIES=5", "'… export RETRIES=3 …'"),  # the line the claim is about
        (SCRIPT, "3 The deploy script sets the retries to 5", "'… export RETRIES=3 …'"),  # the source's value first
        (SCRIPT, "It deploys with kubectl apply", "'… kubectl apply -f k8s/ …'"),
        (SCRIPT, "The script echoes deployed", "'… echo \"deployed\"'"),  # the last line: nothing left out after it
        ("retries: 3\nlog_level: info\nbackend: postgres", "The log level is debug", "'… log_level: info …'"),
        ("The checkout service stores sessions in Redis.", "Memcached", "'The checkout service stores sessions in Redis.'"),
        ("Spaces   and\ttabs  collapse", "", "'Spaces and tabs collapse'"),
        ("Releases are signed with the team's GPG key.", "", "\"Releases are signed with the team's GPG key.\""),
        ("It's called \"shop\".", "", "“It's called \"shop\".”"),  # both marks: neither escaped
        ("Paths like C:\\tools\\bin stay as written", "", "'Paths like C:\\tools\\bin stay as written'"),
        ("A bell\x07 and an escape\x1b[0m are not shown", "", "'A bell and an escape [0m are not shown'"),
        ("word " * 50, "", "'" + " ".join(["word"] * 32) + " …'"),  # cut at a word, with an ellipsis
        ("x" * 200, "", "'" + "x" * 160 + " …'"),  # one word too long to cut at a space
        ("", "", "''"),
    ],
)
def test_a_passage_is_quoted_as_one_line_cut_at_a_word(text: str, about: str, said: str) -> None:
    quoted = quote(text, about=about)
    assert quoted == said
    assert "\n" not in quoted and "\\n" not in quoted and "\\x" not in quoted and "\\'" not in quoted


OPS = {
    "scripts/deploy.sh": SCRIPT + "\n",
    "config.yml": "retries: 3\ntimeout_s: 10\nlog_level: info\nbackend: postgres\n",
    "docs/ops.md": "# Ops\n\nThe checkout service stores sessions in Redis.\n",
}


@pytest.fixture(scope="module")
def ops_gate(tmp_path_factory: pytest.TempPathFactory) -> Gate:
    repo = tmp_path_factory.mktemp("quoting") / "ops"
    for rel, text in OPS.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Add the ops scripts")
    return gate_over(repo)


@pytest.mark.parametrize(
    "content,line",
    [
        ("The deploy script exports RETRIES=5", "'… export RETRIES=3 …'"),  # the nearest passage: retrieval
        ("The deploy script uses kubectl apply with helm", "'… kubectl apply -f k8s/ …'"),
        ("The deploy script does not use kubectl", "'… kubectl apply -f k8s/ …'"),  # refuted: the opposite
        ("Per scripts/deploy.sh the deploy script exports RETRIES=5", "'… export RETRIES=3 …'"),  # what it cites
        ("Per scripts/deploy.sh the deploy script does not run kubectl apply", "'… kubectl apply -f k8s/ …'"),
        ("Per config.yml retries is 5", "'retries: 3 …'"),
    ],
)
async def test_a_reason_and_its_feedback_quote_one_line_of_a_script_once(ops_gate: Gate, content: str, line: str) -> None:
    d = await decide(ops_gate, content)
    assert d.tier is Tier.FLAG_REVIEW
    assert line in d.reason and d.reason.count(line) == 1, d.reason
    feedback = ops_gate.feedback(d)
    assert feedback is not None
    for text in (d.reason, *(c.verification_reason or "" for c in d.citations), *(p.detail for p in feedback.problems)):
        assert "\\n" not in text and "\n" not in text and "set -euo pipefail" not in text, text


def test_the_shortcuts_weigh_a_passage_as_the_full_reading_does() -> None:
    """A passage holding none of the claim's words is skipped word by word, and a passage is read once
    for every claim: each claim weighs each passage exactly as the word-by-word test does."""
    from groundstream.detectors import verdict as v
    from groundstream.detectors.reading import read

    passages = [
        v.Passage("README.md:3", "adr-tools is a set of bash scripts", "Installation"),
        v.Passage("doc/adr/0002.md:5", "We will use Markdown for the records, dated 2016-02-12", "2. Record format", v.DECIDED, "record"),
        v.Passage("doc/adr/0002.md:9", "Options: AsciiDoc or reStructuredText", "2. Record format", v.OPTIONS, "record"),
        v.Passage("notes.md:1", "Nothing here speaks of it at all"),
    ]
    for text in ("adr-tools is implemented as bash scripts", "Records are written in AsciiDoc on 2016-02-12", "The gateway is Envoy"):
        claim = read(text)
        wanted = v._wanted(claim, frozenset())
        keys = frozenset(w.low for w in wanted) | frozenset(w.lemma for w in wanted)
        subject = claim.meaning.stems - claim.meaning.valued
        for p in passages:
            assert v._weigh(claim, wanted, subject, p, frozenset(), keys) == v._weigh(claim, wanted, subject, p, frozenset()), (text, p)


@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        ("The config directory can be changed with the HTTPIE_CONFIG_DIR environment variable.",
         "The config directory can be changed by setting the `$HTTPIE_CONFIG_DIR` environment variable."),
        ("Maintainers are tagged with jaegertracing/jaeger-maintainers on issues.",
         "Maintainers are tagged with @jaegertracing/jaeger-maintainers on issues."),
        ("New proposals go to docs/rfc.", "New proposals go to [`docs/rfc/`](rfc/)."),
        ("HTTPie needs Python 3.7 or newer.", "HTTPie requires Python 3.7 or newer."),
        # the same least version written another way (an eighteenth history's httpie-045 read "3.6+" as not saying "greater")
        ("HTTPie requires Python 3.6 or greater.", "HTTPie: you need to have Python 3.6+ installed."),
        ("HTTPie requires Python 3.6 or higher.", "HTTPie requires Python 3.6 or newer."),
        ("`go tool` caches binaries in $GOCACHE/tool/<current-module-path>/<TOOLNAME>.",
         "`go tool` will cache built binaries in `$GOCACHE/tool/<current-module-path>/<TOOLNAME>`."),
        ("The go command refuses to recompile a package with a //go:binary-only-package comment.",
         "The go command refuses to recompile a package with a `//go:binary-only-package` comment."),
        # a glob in prose, as in code (a twenty-fifth history's pytest-086 read "test_*.py" as "test_" and ".py")
        ("By default python_files matches test_*.py and *_test.py.",
         "By default, `python_files` matches `test_*.py` and `*_test.py`."),
        ("Docs are the *.md files under docs/.", "Docs are the `*.md` files under `docs/`."),
    ],
)
def test_a_specific_is_the_same_specific_however_it_is_written_or_quoted(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("README.md:1", passage)]).label is Label.SUPPORTED


def test_a_glob_is_stated_only_as_itself() -> None:
    passage = Passage("reference.rst:1647", "By default, files matching `test_*.py` and `*_test.py` will be considered test modules.")
    assert judge("By default files matching test_*.py and *_test.py are test modules.", [passage]).label is Label.SUPPORTED
    assert judge("By default files matching test_*.txt and *_test.py are test modules.", [passage]).label is not Label.SUPPORTED
    assert [w.kind for w in read("Multiply 2 * 3 for a*b, or 3.5*4.2.").words if "*" in w.text] == []  # a product is no glob


def test_a_footnotes_star_is_no_glob() -> None:
    passage = Passage("README.md:4", "Options are read from settings.json* and the environment.")
    assert judge("Options are read from settings.json.", [passage]).label is Label.SUPPORTED


def test_a_dotted_name_a_scope_names_lends_its_last_part() -> None:
    # "The usefixtures mark" under the section "pytest.mark.usefixtures" (a twenty-fifth history's pytest-065)
    said = "Also note that this mark has no effect when applied to **fixtures**."
    passage = Passage("reference.rst:225", said, "API Reference. Marks. pytest.mark.usefixtures", scope="Marks pytest.mark.usefixtures")
    assert judge("The usefixtures mark has no effect when applied to fixtures.", [passage]).label is Label.SUPPORTED
    assert judge("The parametrize mark has no effect when applied to fixtures.", [passage]).label is not Label.SUPPORTED
    assert judge("The pytest.mark.usefixtures mark has no effect when applied to fixtures.", [passage]).label is Label.SUPPORTED
    # an everyday word is no part lent ("get" of `requests.get` would be lent to every claim that gets something)
    timeout = Passage("api.md:9", "The default timeout is none.", "API. `requests.get`", scope="`requests.get`")
    assert judge("`get` has no default timeout.", [timeout]).label is not Label.REFUTED


def test_an_operator_is_a_specific_stated_only_as_itself() -> None:
    passage = Passage("README.md:9", "Non-string JSON fields use the `:=` separator.")
    assert judge("Non-string JSON fields use the := separator.", [passage]).label is Label.SUPPORTED
    assert judge("Non-string JSON fields use the =: separator.", [passage]).label is not Label.SUPPORTED


def test_a_passage_stands_under_every_heading_above_it() -> None:
    text = "# HTTPie\n\n## Sessions\n\n### Anonymous\n\nThe file is deleted after the request.\n\n## Other\n\nNothing.\n"
    passages = list(split("README.md", text))
    (deleted,) = [p for p in passages if "deleted" in p.text]
    assert deleted.context == "HTTPie. Sessions. Anonymous"
    assert [p.context for p in passages if p.text == "Nothing."] == ["HTTPie. Other"]  # a heading's level closes the ones below it
    assert judge("Anonymous sessions delete the file after the request.", [deleted]).label is Label.SUPPORTED


def test_a_heading_without_its_space_heads_its_section_under_the_pages_title() -> None:
    # isort's profiles page (MkDocs renders "#black" as a heading; CommonMark does not): each profile's settings under its name
    text = ("Built-in Profile for isort\n========\n\nThe following profiles are built into isort.\n\n#black\n\n"
            " - **line_length**: `88`\n\n#plone\n\n - **line_length**: `200`\n\n## Notes\n\n#include <stdio.h>\n\n"
            "#python is a channel\nwhere we talk.\n")  # fmt: skip
    passages = list(split("docs/configuration/profiles.md", text))
    (plone,) = [p for p in passages if "`200`" in p.text]
    assert plone.context == "Built-in Profile for isort. plone"  # a section of the titled page, not a page of its own
    assert judge("The plone profile sets line_length to 200.", passages, frozenset({"isort"})).label is Label.SUPPORTED
    assert judge("The black profile sets line_length to 200.", passages, frozenset({"isort"})).label is not Label.SUPPORTED
    # a preprocessor line, a hashtag opening a paragraph, and a file that is no Markdown head nothing
    assert [p.context for p in passages if p.text == "#include <stdio.h>"] == ["Built-in Profile for isort. Notes"]
    assert any(p.text.startswith("#python is a channel") for p in passages)
    assert all(p.context == "" for p in split("notes.txt", "#black\n\nline_length 88\n\n#plone\n\nline_length 200\n"))
    # nor a lone hashtag, a comment of words, a note's label or a directive, in a page without such sections
    for line in ("#hacktoberfest", "#enable completion", "#don't run as root", "#TODO", "#include_next", "#error stop"):
        assert [p.context for p in split("README.md", f"# tool\n\n## Setup\n\n{line}\n\nRun the hooks.\n") if p.text == "Run the hooks."] == ["tool. Setup"]


def test_a_collapsible_section_heads_what_it_holds_and_a_heading_of_names_lends_them() -> None:
    # zoxide's README: each platform's install table in a <details> whose <summary> names the platform
    text = ("# tool\n\n## Installation\n\n<details>\n<summary>macOS</summary>\n\n| Repository | Instructions |\n"
            "| --- | --- |\n| [Homebrew] | `brew install tool` |\n\n</details>\n\n<details>\n<summary>Windows</summary>\n\n"
            "| Repository | Instructions |\n| --- | --- |\n| [Scoop] | `scoop install tool` |\n\n</details>\n\nAfter the tables.\n\n"
            "## macOS Troubleshooting\n\nOpen the Terminal or iTerm App in Finder.\n")  # fmt: skip
    passages = list(split("README.md", text))
    (brew,) = [p for p in passages if "brew install" in p.text]
    assert brew.context == "tool. Installation. macOS"
    assert [p.context for p in passages if p.text == "After the tables."] == ["tool. Installation"]  # </details> closes it
    assert brew.scope == "Installation macOS"  # every heading above that only names its section
    assert judge("On macOS, tool is installed with `brew install tool`.", passages).label is Label.SUPPORTED
    assert judge("On Windows, tool is installed with `scoop install tool`.", passages).label is Label.SUPPORTED
    wrong = judge("On Windows, tool is installed with `brew install tool`.", passages)
    assert wrong.label is not Label.SUPPORTED and "says 'Instructions'" not in (wrong.reason or "")  # a column's label is no value
    # title case is no name: "macOS Troubleshooting" does not make the App under it a "macOS App"
    assert judge("Open the Terminal or macOS App in Finder.", passages).label is not Label.SUPPORTED


def test_a_custom_container_heads_what_it_holds_to_its_closing_marks() -> None:
    # asdf's getting-started guide (VitePress): each shell's set-up in a "::: details" container
    text = ("# Getting Started\n\n## Set up your shell\n\n::: details Fish & Git\n\nAdd `source ~/.asdf/asdf.fish` to "
            "`~/.config/fish/config.fish`.\n\n:::\n\n::: details Fish & Pacman\n\nCompletions are automatically configured on "
            "installation by the AUR package.\n:::\n\n:::tip[Upgrading]\nRun `asdf update`.\n:::\n\n::: warning\nBack up first.\n:::\n\n"
            "After the containers.\n")  # fmt: skip
    passages = list(split("docs/guide/getting-started.md", text))
    contexts = {p.text: p.context for p in passages}
    assert contexts["Completions are automatically configured on installation by the AUR package."] == "Getting Started. Set up your shell. Fish & Pacman"
    assert contexts["Run `asdf update`."] == "Getting Started. Set up your shell. Upgrading"  # Docusaurus writes its title in brackets
    assert contexts["Back up first."] == contexts["After the containers."] == "Getting Started. Set up your shell"  # ":::" closes each
    found = judge("When asdf is installed from the AUR, Fish completions are configured automatically by the package.", passages)
    assert found.label is not Label.REFUTED and "':::'" not in (found.reason or "")  # the closing marks are no word of the sentence


def test_mdx_pages_are_read_as_markdown() -> None:
    # ollama's docs moved from .md to .mdx (Mintlify): its parameters' table is still a table
    text = ("---\ntitle: Modelfile\n---\n\n## Valid Parameters and Values\n\n<Note>\nParameters apply per model.\n</Note>\n\n"
            "| Parameter | Description | Value Type | Example Usage |\n| --- | --- | --- | --- |\n"
            "| top_k | Reduces the probability of generating nonsense. (Default: 40) | int | top_k 40 |\n")  # fmt: skip
    passages = list(split("docs/modelfile.mdx", text))
    (row,) = [p for p in passages if "top_k" in p.text]
    assert row.context.endswith("Valid Parameters and Values") and row.text.startswith("Parameter: top_k;")
    assert judge("`top_k` defaults to 40.", passages).label is Label.SUPPORTED
    assert judge("`top_k` defaults to 50.", passages).label is Label.REFUTED
    # a page's ES module lines are its code, no prose; an import in a code block stays the block's
    docusaurus = "import Tabs from '@theme/Tabs';\n\n# Install\n\nRun `brew install tool`.\n\n```js\nimport x from 'y';\n```\n"
    assert [p.text for p in split("docs/install.mdx", docusaurus)] == ["Install", "Run `brew install tool`.", "```js import x from 'y'; ```"]


def test_retrieval_keeps_the_heading_a_passage_is_for(tmp_path: Path) -> None:
    """What the index gives back is the passage the splitter made, the heading it is for included."""
    from groundstream.detectors.providers.sources import Sources, SourceSettings

    (tmp_path / "README.md").write_text("# tool\n\n<details>\n<summary>macOS</summary>\n\n| Repository | Instructions |\n"
                                        "| --- | --- |\n| [Homebrew] | `brew install tool` |\n\n</details>\n")  # fmt: skip
    sources = Sources(SourceSettings(roots=(tmp_path,)))
    sources.warm()
    found = sources.ground("On macOS, tool is installed with `brew install tool`.")
    assert found.label is Label.SUPPORTED and found.passage is not None and found.passage.scope == "macOS"


def test_a_manual_page_s_passages_stand_under_the_command_it_names() -> None:
    page = ('.TH "TOOL" "1" "2021-04-12" "" "tool"\n.SH NAME\n\\fBtool-query\\fR - search for a directory\n.SH OPTIONS\n'
            ".TP\n.B --all\nShow deleted directories.\n")  # fmt: skip
    passages = list(split("man/man1/tool-query.1", page))
    (shown,) = [p for p in passages if "deleted" in p.text]
    # a subcommand's page: a hyphen for the space; lent by the scope, not searched in the context
    assert shown.scope == "`tool-query` `tool query` Options" and shown.context == "Options"
    assert judge("The `--all` option of `tool query` shows deleted directories.", passages).label is Label.SUPPORTED
    assert judge("The `--all` option of `tool add` shows deleted directories.", passages).label is not Label.SUPPORTED
    # the command's words are lent whole: not its first word alone
    assert judge("The `--all` option of `tool` shows deleted directories.", passages).label is not Label.SUPPORTED
    keygen = list(split("man/man1/ssh-keygen.1", '.TH SSH-KEYGEN 1\n.SH NAME\nssh-keygen \\- key generation\n.SH OPTIONS\n.TP\n.B -t\n'
                                                "Specifies the type of key to create.\n"))  # fmt: skip
    assert judge("`ssh-keygen -t` specifies the type of key to create.", keygen).label is Label.SUPPORTED
    assert judge("`ssh -t` specifies the type of key to create.", keygen).label is not Label.SUPPORTED


def test_a_manual_page_written_in_markdown_stands_under_its_command_too() -> None:
    # git-extras' man/git-gh-pages.md, written for ronn: its title names the page and its command
    page = ("git-gh-pages(1) -- Create the GitHub Pages branch\n=================================\n\n## DESCRIPTION\n\n"
            "  Create the GitHub Pages branch (gh-pages) with an initial dummy index.html file.\n")  # fmt: skip
    passages = list(split("man/git-gh-pages.md", page))
    (made,) = [p for p in passages if "dummy" in p.text]
    assert made.scope == "`git-gh-pages` `git gh-pages` DESCRIPTION"  # the command: its first hyphen a space
    claim = "`git gh-pages` creates the `gh-pages` branch with an initial dummy `index.html` file."
    assert judge(claim, passages).label is Label.SUPPORTED
    assert judge(claim.replace("git gh-pages", "git pages"), passages).label is not Label.SUPPORTED
    assert split("README.md", page).__next__().scope == ""  # a README titled so is no manual page


def test_a_value_given_on_a_condition_is_not_the_value() -> None:
    # fzf's manual: each default holds depending on --no-unicode; "the default is '>'" drops that
    passages = [Passage("man/man1/fzf.1:507", "--pointer=STR Pointer to the current line (default: '▌' or '>' depending on --no-unicode)",
                        "`fzf`. Options")]  # fmt: skip
    assert judge("The default pointer for the current line (--pointer) is '>'.", passages).label is not Label.SUPPORTED
    assert judge("The --pointer option sets the pointer to the current line.", passages).label is Label.SUPPORTED


def test_a_cited_page_s_last_update_line_refutes_another_date_however_it_is_written() -> None:
    # fzf's ADVANCED.md: "*(Last update: 2023/02/12)*": a date written with slashes, on a line that dates the page
    passages = [Passage("ADVANCED.md:4", "*(Last update: 2023/02/12)*", "Advanced fzf examples")]
    wrong = judge("ADVANCED.md was last updated on 2022/08/25.", passages, cited=True)
    assert wrong.label is Label.REFUTED and wrong.conflict is not None and (wrong.conflict.kind, wrong.conflict.expected) == ("date", "2023/02/12")
    assert judge("ADVANCED.md was last updated on 2023/02/12.", passages, cited=True).label is not Label.REFUTED


def test_a_short_option_is_stated_only_in_its_own_case() -> None:
    # eza's README: "-h, --header"; "-H" is another option (as "-N" is not "-n")
    passages = [Passage("README.md:153", "- **-h**, **--header**: add a header row to each column", "eza. Long view options")]
    assert judge("In the long view, `-h` adds a header row to each column.", passages).label is Label.SUPPORTED
    assert judge("In the long view, `-H` adds a header row to each column.", passages).label is not Label.SUPPORTED


def test_the_no_of_a_flag_is_no_negation() -> None:
    # eza's README: "--no-git" names an option; it denies nothing ("not git" would)
    passages = [Passage("README.md:169", "**--no-git**: suppress Git status (always overrides `--git`, `--git-repos`)", "eza. Long view options")]
    assert judge("The `--no-git` option always overrides `--git` and `--git-repos`.", passages).label is Label.SUPPORTED
    assert judge("The `--no-git` option never overrides `--git`.", passages).label is not Label.SUPPORTED


def test_a_fenced_block_s_language_and_the_project_s_name_are_said_in_no_claim_s_place() -> None:
    # eza's INSTALL.md: "```shell" says how to read the block, not what the claim's "Homebrew" is
    install = [Passage("INSTALL.md:188", "To install eza, run: ```shell brew install eza ```", "Installation")]
    held = judge("On macOS, eza can be installed from Homebrew with `brew install eza`.", install, frozenset({"eza"}))
    assert held.label is Label.NOT_ENOUGH_INFO and "'shell'" not in held.reason
    # the project's own name is spoken of everywhere: "GitHub" is not said where "git" is (git-extras)
    pages = [Passage("man/git-gh-pages.md:10", "Create the GitHub Pages branch (gh-pages) with an initial dummy index.html file.", "git-gh-pages")]
    held = judge("`git gh-pages` creates the `gh-pages` branch with an initial dummy `index.html` file.", pages, frozenset({"git", "git-extras"}))
    assert held.label is Label.NOT_ENOUGH_INFO, held.reason


def test_a_code_block_is_said_by_the_sentence_that_introduces_it() -> None:
    text = ("# tool\n\n## Installation\n\nIf you're a **Homebrew** user, you can install tool from homebrew-core:\n\n"
            "```\n$ brew install tool\n```\n\nA sentence of its own.\n\n```\n$ make check\n```\n")  # fmt: skip
    passages = list(split("README.md", text))
    (brew,) = [p for p in passages if "brew install" in p.text]
    assert brew.location == "README.md:7" and brew.text.startswith("If you're a **Homebrew** user")
    assert judge("Homebrew users install tool with `brew install tool`.", passages).label is Label.SUPPORTED
    assert judge("MacPorts users install tool with `brew install tool`.", passages).label is not Label.SUPPORTED
    (check,) = [p for p in passages if "make check" in p.text]
    assert check.text == "``` $ make check ```"  # no sentence introduces it: the code alone


def test_code_under_a_list_item_or_in_a_content_tab_is_said_by_the_sentence_that_introduces_it() -> None:
    # Material for MkDocs (uv's docs): content tabs and admonitions, their content indented under the marker
    text = ("# Installing\n\n## Uninstallation\n\nIf you need to remove tool from your system, follow these steps:\n\n"
            "1.  Clean up stored data (optional):\n\n    ```console\n    $ tool cache clean\n    ```\n\n"
            "    !!! tip\n\n        Before removing the binaries, you may want to remove its data.\n\n"
            "2.  Remove the tool binaries:\n\n    === \"macOS and Linux\"\n\n        ```console\n        $ rm ~/.local/bin/tool\n        ```\n\n"
            "    === \"Windows\"\n\n        ```pwsh-session\n        PS> rm $HOME\\.local\\bin\\tool.exe\n        ```\n\n"
            "!!! note \"Older versions\"\n\n    Prior to 0.5.0, tool was installed into `~/.cargo/bin`.\n\n"
            "```\n$ tool --version\n```\n")  # fmt: skip
    passages = list(split("docs/install.md", text))
    said = {p.location: p.text for p in passages}
    assert said["docs/install.md:9"] == "Clean up stored data (optional): ```console $ tool cache clean ```"
    assert said["docs/install.md:21"] == "Remove the tool binaries: macOS and Linux: ```console $ rm ~/.local/bin/tool ```"
    assert said["docs/install.md:27"].startswith("Remove the tool binaries: Windows: ```pwsh-session PS> rm")
    assert said["docs/install.md:31"] == "Older versions"  # an admonition's title; its bare marker ("!!! tip") says nothing
    assert not any("!!!" in t or "===" in t for t in said.values())
    assert said["docs/install.md:35"] == "``` $ tool --version ```"  # after the tabs: no sentence introduces it
    assert judge("To uninstall tool on Linux, remove the binary with `rm ~/.local/bin/tool`.", passages).label is Label.SUPPORTED
    assert judge("To uninstall tool on Linux, remove the binary with `rm ~/.cargo/bin/tool`.", passages).label is not Label.SUPPORTED
    assert judge("`tool cache clean` cleans up its stored data.", passages).label is Label.SUPPORTED


def test_each_part_of_a_code_block_is_said_by_the_sentence_that_introduces_it() -> None:
    # ruff's README: a blank line between the block's commands, one per installer
    text = ("# Ruff\n\n## Installation\n\nOr install Ruff with `uv` (recommended), `pip`, or `pipx`:\n\n```shell\n"
            "uv tool install ruff@latest\n\npip install ruff\n\n# Development version (unstable):\npip install --pre ruff\n```\n\n"
            "After the block.\n")  # fmt: skip
    said = {p.location: p.text for p in split("README.md", text)}
    assert said["README.md:10"] == "Or install Ruff with `uv` (recommended), `pip`, or `pipx`: ``` pip install ruff"
    assert said["README.md:12"] == "``` # Development version (unstable): pip install --pre ruff ```"  # its own comment introduces it
    assert said["README.md:16"] == "After the block."
    passages = list(split("README.md", text))
    assert judge("Ruff can be installed with `pip install ruff`.", passages, frozenset({"ruff"})).label is Label.SUPPORTED
    stable = "# Tool\n\nInstall the stable release:\n\n```\npip install tool\n\n# Development version (unstable):\npip install --pre tool\n```\n"
    passages = list(split("README.md", stable))
    assert judge("Install the stable release with `pip install tool`.", passages).label is Label.SUPPORTED
    assert judge("Install the stable release with `pip install --pre tool`.", passages).label is not Label.SUPPORTED
    # … and its code still code: an underscore in a regular expression is no emphasis (ruff's README)
    regex = ("If left unspecified, the default configuration is equivalent to:\n\n```toml\n[tool.ruff]\nselect = [\"E\"]\n\n"
             '# Allow unused variables when underscore-prefixed.\ndummy-variable-rgx = "^(_+|(_+[a-zA-Z0-9_]*[a-zA-Z0-9]+?))$"\n```\n')  # fmt: skip
    found = judge('Unused variables may be underscore-prefixed (`dummy-variable-rgx = "^(_+|(_+[a-zA-Z0-9_]*[a-zA-Z0-9]+?))$"`).',
                  list(split("README.md", regex)), frozenset({"ruff"}))  # fmt: skip
    assert found.label is Label.SUPPORTED, found.reason


@pytest.mark.parametrize(
    ("claim", "passage", "label"),
    [
        # ruff's FAQ before and after a `src` subdirectory was added to the first-party sources
        ("If `src` is omitted, Ruff uses the project root as the only first-party source.",
         'If the `src` field is omitted, Ruff will default to using the "project root" as the only first-party source.', Label.SUPPORTED),
        ("If `src` is omitted, Ruff uses the project root as the only first-party source.",
         'If the `src` field is omitted, Ruff will default to using the "project root", along with a `"src"` subdirectory, as the '
         "first-party sources.", Label.NOT_ENOUGH_INFO),
        ("The tool runs only on Linux.", "The tool runs on Linux.", Label.NOT_ENOUGH_INFO),
        ("The tool runs only on Linux.", "The tool runs on Linux only.", Label.SUPPORTED),
        ("The tool runs only on Linux.", "The tool runs exclusively on Linux.", Label.SUPPORTED),
        ("The tool not only lints but also formats code.", "The tool lints and formats code.", Label.SUPPORTED),  # no restriction
        ("Ruff only runs on Linux.", "Ruff runs on Linux and macOS, but not on Windows.", Label.NOT_ENOUGH_INFO),  # another thing denied
    ],
)
def test_a_claim_that_restricts_is_stated_only_by_a_passage_that_restricts(claim: str, passage: str, label: Label) -> None:
    found = judge(claim, [Passage("docs/faq.md:314", passage)], frozenset({"ruff"}))
    assert found.label is label, found.reason


@pytest.mark.parametrize(
    ("claim", "passage", "label"),
    [
        # ruff's docs: each side denies the same thing in words of its own
        ("Ruff has built-in caching so that unchanged files are not re-analyzed.", "Built-in caching, to avoid re-analyzing unchanged files",
         Label.SUPPORTED),
        ("Ruff ignores `pyproject.toml` files without a `[tool.ruff]` section.",
         "Ruff ignores any `pyproject.toml` files that lack a `[tool.ruff]` section.", Label.SUPPORTED),
        ("By default, `ruff-action` runs as a pass-fail test that the repository has no lint violations.",
         "By default, `ruff-action` runs as a pass-fail test to ensure that a given repository doesn't contain any lint rule violations",
         Label.SUPPORTED),
        ("Caching is enabled by default.", "Caching is not enabled by default.", Label.REFUTED),
        ("No config file is needed and caching is enabled by default.", "Caching is not enabled by default.", Label.REFUTED),  # another clause's
        ("The tool does not search archive formats.", "The tool not only searches archive formats, but also PDFs.", Label.REFUTED),
        # a word describing the subject denies nothing of the verb (a reread's finds)
        ("Failing hooks block the commit.", "Failing hooks do not block the commit.", Label.REFUTED),
        ("Skipped tests are reported.", "Skipped tests are not reported.", Label.REFUTED),
        ("Without a token the upload starts.", "Without a token the upload does not start.", Label.REFUTED),
        ("Files without a header are not rejected.", "Files without a header are rejected.", Label.REFUTED),
        # a thing said not to be given after it, or its giving denied (asdf's and twine's docs)
        ("Scripts without the executable bit are sourced by asdf as Bash scripts.",
         "If the executable bit is not set, asdf will source the scripts as Bash scripts.", Label.SUPPORTED),
        ("Scripts with the executable bit set are sourced by asdf as Bash scripts.",
         "If the executable bit is not set, asdf will source the scripts as Bash scripts.", Label.REFUTED),
        ("If no password is set in keyring, Twine falls back to prompting for the password.",
         "In most cases, simply not setting a password with keyring will allow Twine to fall back to prompting for a password.",
         Label.SUPPORTED),
        ("With no password set in keyring, Twine falls back to prompting for a password.",
         "In most cases, simply not setting a password with keyring will allow Twine to fall back to prompting for a password.",
         Label.SUPPORTED),
        ("Twine falls back to prompting for a password when a password is set with keyring.",
         "In most cases, simply not setting a password with keyring will allow Twine to fall back to prompting for a password.",
         Label.REFUTED),
        ("If the executable bit is set, asdf will source the scripts as Bash scripts.",
         "If the executable bit is not set, asdf will source the scripts as Bash scripts.", Label.REFUTED),
        # "instead of", "Remove support for" deny what follows them
        ("Twine stores the password with keyring so you don't have to type it on every upload.",
         "Instead of typing in your password every time you upload, Twine allows storing the password using keyring.",
         Label.SUPPORTED),
        ("Twine does not support usernames other than `__token__` when uploading to PyPI.",
         "Remove support for usernames other than `__token__` when uploading to PyPI (#1040)", Label.NOT_ENOUGH_INFO),
        # "must" says what "need" does: "don't need to log in" denies it
        ("When the token expires, you must log in again.", "Expired tokens are refreshed automatically; you don't need to log in again.",
         Label.REFUTED),
        ("You don't need to log in again when the token expires.", "When the token expires, you must log in again.", Label.REFUTED),
    ],
)
def test_a_denial_in_other_words_is_the_same_polarity(claim: str, passage: str, label: Label) -> None:
    found = judge(claim, [Passage("README.md:31", passage)], frozenset({"ruff"}))
    assert found.label is label, found.reason


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("The temp_dir setting defaults to {tox_root}/.tmp.", Label.SUPPORTED),  # tox's docs: a placeholder and its path, one value
        ("The temp_dir setting defaults to {tox_root}/.cache.", Label.REFUTED),
        ("The temp_dir setting defaults to {work_dir}/.tmp.", Label.REFUTED),
    ],
)
def test_a_placeholder_and_its_path_are_one_value(claim: str, label: Label) -> None:
    passages = [Passage("docs/config.rst:173", "keys: `temp_dir`; default: `{tox_root}/.tmp`", "Configuration. Core. `temp_dir`")]
    found = judge(claim, passages, frozenset({"tox"}))
    assert found.label is label, found.reason


def test_a_flags_place_is_taken_only_by_a_flag() -> None:
    # tox's user guide: the sentence before the one naming the flag says "tox" where the claim says the flag
    passages = [Passage("docs/user_guide.rst:290", "Parallel mode displays a progress spinner while running tox environments in parallel.")]
    found = judge("The parallel-mode progress spinner can be turned off with the --parallel-no-spinner flag.", passages, frozenset({"tox"}))
    assert found.label is Label.NOT_ENOUGH_INFO, found.reason
    assert judge("Use `--quiet` for verbose logs.", [Passage("README.md:3", "Use `-v` for verbose logs.")]).label is Label.REFUTED


def test_a_claim_naming_both_sides_of_an_opposite_is_against_neither() -> None:
    # httpx's docs: an async example is no refutation of "both sync and async APIs"
    passages = [Passage("docs/async.md:51", "```python async with httpx.AsyncClient() as client: ...", "Async Support. Opening and closing clients")]
    claim = "HTTPX is a fully featured HTTP client for Python 3 that provides both sync and async APIs and supports HTTP/1.1 and HTTP/2."
    assert judge(claim, passages, frozenset({"httpx"})).label is not Label.REFUTED
    assert judge("The client is synchronous.", [Passage("README.md:3", "The client is asynchronous.")]).label is Label.REFUTED


def test_a_help_listing_in_a_code_block_keeps_its_options_past_a_blank_line() -> None:
    text = "Usage:\n\n```\nOptions:\n  -v, --verbose  Prints more output\n\n  -q, --quiet  Prints less\n```\n\nAfter.\n"
    passages = list(split("docs/help.md", text))
    assert judge("The `--verbose` flag prints more output.", passages).label is Label.SUPPORTED
    assert judge("The `--quiet` flag prints less.", passages).label is Label.SUPPORTED
    assert [p.text for p in passages][-1] == "After."  # the block's introduction ends with it; a fence alone says nothing


def test_a_help_listings_setting_rows_are_read_row_by_row() -> None:
    # pytest's `pytest --help`: its ini-options after its flags, "name (type):" and the description (a twenty-fifth history's pytest-094)
    rows = "\n".join(f"  setting_{i} (args): Directory patterns number {i} to avoid" for i in range(40))
    text = f"Flags:\n\n```\n[pytest] ini-options:\n\n  markers (linelist):   Markers for test functions\n{rows}\n" \
           "  xfail_strict (bool):  Default for the strict parameter of xfail markers\n                        when not given (default: False)\n```\n"
    passages = list(split("docs/reference.md", text))
    assert judge("xfail_strict sets the default for the strict parameter of xfail markers and defaults to False.", passages).label is Label.SUPPORTED
    assert judge("xfail_strict defaults to True.", passages).label is not Label.SUPPORTED
    assert "setting_3 (args): Directory patterns number 3 to avoid" in [p.text for p in passages]  # one space after its colon


def test_a_site_generators_code_block_is_code_said_by_its_introduction() -> None:
    # kind's docs (Hugo): "{{< codeFromInline lang="bash" >}}" (a twenty-sixth history's); Jekyll's "{% highlight %}" alike
    hugo = "## Names\n\nFor example, if you invoke:\n\n{{< codeFromInline lang=\"bash\" >}}\nkind create cluster --name my-cluster\n{{< /codeFromInline >}}\n"
    jekyll = "## Names\n\nYou invoke:\n\n{% highlight bash %}\nkind create cluster --name my-cluster\n{% endhighlight %}\n"
    for text in (hugo, jekyll):
        passages = list(split("docs/user/configuration.md", text))
        assert judge("Invoke `kind create cluster --name my-cluster`.", passages).label is Label.SUPPORTED
        assert judge("Invoke `kind create cluster --name other-cluster`.", passages).label is not Label.SUPPORTED
        assert all("{{" not in p.text and "{%" not in p.text for p in passages)
    quoted = "## Shortcodes\n\nTo highlight code, write:\n\n{{< highlight bash >}}\n\nThe default port is 8080.\n"  # one a page quotes, unclosed
    shown = ("# Hugo\n\nLike this:\n\n```go-html-template\n{{< highlight bash >}}\necho hi\n{{< /highlight >}}\n```\n\n"
             "## macOS\n\nInstall with `brew install hugo`.\n")
    assert judge("On macOS, install with `brew install hugo`.", list(split("docs/install.md", shown))).label is Label.SUPPORTED  # shown in a fence
    assert [p.text for p in split("docs/writing.md", quoted)][-1] == "The default port is 8080."


def test_a_fence_is_closed_only_by_a_fence_like_its_own() -> None:
    # a Markdown block showing a fenced block (cibuildwheel's docs): its inner "```python" closes nothing
    text = "# T\n\nSome doc:\n\n````markdown\n```python\n# a comment, no heading\nx = 1\n```\n````\n\n## Next\n\nText.\n"
    passages = list(split("README.md", text))
    assert [p.context for p in passages if p.text == "Text."] == ["T. Next"]
    assert "a comment, no heading" not in [p.text for p in passages]
    indented = "# T\n\nRun:\n\n```sh\n    ```\necho hi\n```\n\n## Next\n\nText.\n"  # an indented ``` inside the block is code
    assert [p.context for p in split("README.md", indented) if p.text == "Text."] == ["T. Next"]


def test_an_html_tag_is_no_placeholder() -> None:
    assert judge("Press Ctrl+C to copy.", [Passage("README.md:3", "Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy.")]).label is not Label.REFUTED


def test_a_value_listed_beside_the_claims_is_no_other_in_its_place() -> None:
    # ruff's FAQ: "`pip`, `pipx`, and …" gives the claim's installer among others
    faq = [Passage("docs/faq.md:233", "Ruff is available as `ruff` on PyPI. It's also installable with `pip`, `pipx`, and other package managers.")]
    assert judge("Ruff can be installed with `pip install ruff` from PyPI.", faq, frozenset({"ruff"})).label is not Label.REFUTED
    listed = [Passage("README.md:3", "Install with `brew`, `scoop`, or `apt`.")]
    assert judge("Install with `port`.", listed).label is Label.REFUTED


def test_a_value_after_another_preposition_stands_in_no_place_of_the_claims() -> None:
    # ruff's README: "install Ruff with `uv`" is no other index than the claim's "from PyPI"
    passages = [Passage("README.md:130", "Or install Ruff with `uv` (recommended), `pip`, or `pipx`: ```shell # With uv. uv tool install ruff@latest ```")]
    found = judge("Ruff can be installed with `pip install ruff` from PyPI.", passages, frozenset({"ruff"}))
    assert found.label is Label.NOT_ENOUGH_INFO, found.reason
    stored = [Passage("README.md:3", "Orders are stored in MySQL.")]
    assert judge("Orders are stored on PostgreSQL.", stored).label is Label.REFUTED  # "in", "on": the same place


def test_what_a_document_sets_out_not_to_do_supports_nothing() -> None:
    text = ("# RFC-0006 CDEvents\n\n## Goals\n\nReceive CDEvents from outside the cluster.\n\n## Non-Goals\n\n"
            "- Make the controllers emit CDEvents.\n")  # fmt: skip
    passages = list(split("rfcs/0006-cdevents/README.md", text))
    assert judge("The controllers emit CDEvents.", passages).label is not Label.SUPPORTED
    assert judge("It receives CDEvents from outside the cluster.", passages).label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "passage", "theirs"),
    [
        ("HTTPie caps redirects at 5 by default.", "To change the default limit of maximum `30` redirects, use `--max-redirects`.", "30"),
        ("A nomination is accepted if nobody objects within 10 working days.", "If no one objects in 5 working days, the nomination is accepted.", "5"),
        # a count written as a word, either side, before the same word (twine's contributing guide)
        ("Twine has two principal functions.", "Currently, Twine has one principal function: uploading new packages.", "one"),
        ("The tool has two modes.", "The tool has three modes: fast, safe and slow.", "three"),
        ("The tool has 2 modes.", "The tool has three modes: fast, safe and slow.", "three"),
    ],
)
def test_another_number_beside_the_same_word_refutes(claim: str, passage: str, theirs: str) -> None:
    found = judge(claim, [Passage("docs/README.md:9", passage)])
    assert found.label is Label.REFUTED and found.conflict is not None and found.conflict.expected == theirs


def test_a_number_beside_other_words_does_not_refute() -> None:
    found = judge("The tool supports 3 regex engines.", [Passage("README.md:3", "The regex engine is 2 times faster than the tool's old one.")])
    assert found.label is Label.NOT_ENOUGH_INFO


@pytest.mark.parametrize(
    "passage",
    [  # "one" as grammar, not a count: after a determiner or a bound, before "of", before no word it counts, or a rate or a pace
        "The tool keeps the one mode it was given.",
        "Only one of the tool's modes is on by default.",
        "The tool has modes; any one mode can be the default.",
        "The tool has modes. Pick the one that suits the project.",
        "The tool has one mode per project.",
        "The tool keeps one mode at a time.",
        "The tool has one mode or more.",
        "The tool has at least one mode.",
        "The tool has more than one mode.",
        # (a code reader's) one case of many, one of a list, a pronoun, a compound, a rate further on
        "If one mode fails, the tool stops.",
        "The tool has one mode for reading and one mode for writing.",
        "One modes the tool by hand.",
        "The tool is a one-mode program.",
        "The tool keeps one mode open per project.",
        "The tool runs one mode for each project.",
        # (a second reader's) "one" after "is", a count across a sentence's end, a count after "these"
        "This is one mode of the tool.",
        "The tool's default retry count is one. Modes are picked per project.",
        "The tool's `fast` and `safe` modes are stable; these two modes also accept `--dry-run`.",
    ],
)
def test_one_as_grammar_is_no_count(passage: str) -> None:
    assert judge("The tool has two modes.", [Passage("README.md:3", passage)]).label is not Label.REFUTED
    assert judge("The tool has four modes.", [Passage("README.md:3", passage)]).label is not Label.REFUTED


def test_a_part_picked_out_is_no_count_of_the_whole() -> None:
    # "the lower 4 bits" counts a part of the byte, not its bits (a record's layout against general knowledge)
    passage = Passage("docs/adr/005-layout.md:62", "**`UserMeta` byte**: stores the encoding type in the lower 4 bits.")
    assert judge("A byte is eight bits.", [passage]).label is not Label.REFUTED
    assert judge("The tool has two modes.", [Passage("README.md:3", "The tool has three modes; the first is stable.")]).label is Label.REFUTED


def test_a_dotfile_is_named_with_or_without_its_dot() -> None:
    passage = Passage("GUIDE.md:184", "`.rgignore` globs take precedence over gitignore globs.")
    assert judge(".rgignore globs take precedence over .gitignore globs.", [passage]).label is Label.SUPPORTED
    assert judge(".rgignore globs take precedence over .hgignore globs.", [passage]).label is not Label.SUPPORTED
    assert read(".rgignore").words[0].specific


def test_a_pronoun_with_a_contracted_verb_is_grammar() -> None:
    passage = Passage("README.md:3", "Run the tool with --sort path so the output order is stable.")
    assert judge("We'll run the tool with --sort path so the output order is stable.", [passage]).label is Label.SUPPORTED


def test_a_section_of_an_api_s_options_is_no_list_of_alternatives() -> None:
    text = ("# 10. Extended purge\n\n## Status\n\nImplemented\n\n## Fetch Configuration options\n\n"
            "The `expires` option sets how long a pull request waits.\n\n## Considered Options\n\n* Pull requests never expire.\n")  # fmt: skip
    passages = list(split("adr/ADR-10.md", text, "10. Extended purge"))
    assert judge("The `expires` option sets how long a pull request waits.", passages).label is Label.SUPPORTED
    assert judge("Pull requests never expire.", passages).label is not Label.SUPPORTED


def test_code_with_a_hyphen_is_stated_by_the_same_code() -> None:
    passage = Passage(".yarnrc.yml:3", "nodeLinker: node-modules")
    assert judge("Yarn is set to `nodeLinker: node-modules`.", [passage]).missing == ("Yarn",)  # the code is stated


@pytest.mark.parametrize("written", ["Bartek Iwańczuk", "Bartek Iwanczuk"])
def test_a_name_is_the_same_name_with_or_without_its_accents(written: str) -> None:
    commit = Passage("commit 8eefe66", "Add Deno commands to docs", "commit authored by Bartek Iwańczuk on 2025-01-07", 0.0, "commit")
    assert judge(f"The commit was authored by {written}.", [commit]).label is Label.SUPPORTED
    assert judge("The commit was authored by Bartek Iwańczak.", [commit]).label is not Label.SUPPORTED


def test_a_table_row_says_its_cells_under_their_headers() -> None:
    text = ("# HTTPie\n\n## Config\n\nThe options are:\n\n| Option | Default value | Shortcuts |\n|-------:|:-------------:|---|\n"
            "| `headers.sort` | `true` | `--sorted` |\n| `json.indent` | `4` | N/A |\n\nAfter the table.\n")  # fmt: skip
    passages = list(split("docs/README.md", text))
    (row,) = [p for p in passages if "json.indent" in p.text]
    assert row.location == "docs/README.md:10" and row.text == "Option: `json.indent`; Default value: `4`; Shortcuts: N/A"
    assert judge("The `json.indent` option defaults to 4.", passages).label is Label.SUPPORTED
    # one row's words, not the whole table's: `true` is another option's default
    assert judge("The `json.indent` option defaults to true.", passages).label is not Label.SUPPORTED
    assert [p.text for p in passages if p.location == "docs/README.md:12"] == ["After the table."]


def test_a_word_of_the_claims_command_swapped_in_one_passage_is_answered_by_one_writing_the_command_whole() -> None:
    # mdBook's install page: "To uninstall, run the command `cargo uninstall mdbook`" and, further on, "```sh cargo install --git … mdbook```"
    page = list(split("guide/installation.md", "# Installation\n\n## Build from source\n\nTo uninstall, run the command `cargo uninstall mdbook`.\n\n"
                                                "If you need the latest version you can build it yourself:\n\n```sh\ncargo install --git "
                                                "https://github.com/rust-lang/mdBook.git mdbook\n```\n"))
    assert judge("mdbook installed via Cargo is removed with `cargo uninstall mdbook`.", page).label is not Label.REFUTED
    # a command no passage writes whole is still refuted by the one in its place
    assert judge("mdbook installed via Cargo is removed with `cargo purge mdbook`.", page).label is Label.REFUTED


def test_a_bound_after_a_negation_denies_nothing() -> None:
    # mdBook's CI chapter: "there's not much more than just running `mdbook test` from the book directory" says to run it
    page = [Passage("docs/ci.md:75", "Other than installing Rust, there's not much more than just running `mdbook test` from the book directory.", "CI")]
    assert judge("Testing a book in CI means running `mdbook test` from the book directory.", page).label is not Label.REFUTED
    retries = [Passage("docs/net.md:3", "The client makes no more than three retries on a timeout.", "Network")]
    assert judge("The client retries on a timeout.", retries).label is not Label.REFUTED
    # a denial still denies
    assert judge("Run `mdbook test` from the book directory.", [Passage("docs/ci.md:3", "Do not run `mdbook test` from the book directory.", "CI")]
                 ).label is Label.REFUTED


def test_each_link_definition_is_a_passage_of_its_own() -> None:
    # mdBook's preprocessor guide ends with link definitions: read as one passage, a label's code stood in another's URL's place
    text = ("# Preprocessors\n\nSee [an example no-op preprocessor].\n\n[pc]: https://crates.io/crates/pulldown-cmark\n"
            "[an example no-op preprocessor]: https://github.com/rust-lang/mdBook/blob/master/examples/nop-preprocessor.rs\n"
            "[`CmdPreprocessor::parse_input()`]: https://docs.rs/mdbook/latest/mdbook/preprocess/trait.Preprocessor.html\n\n"
            "Runs a reduced set of tests[^1].\n\n[^1]: On AppVeyor only, to reduce the load.\n")
    passages = list(split("guide/preprocessors.md", text))
    defined = [p for p in passages if p.text.startswith("[") and not p.text.startswith("[^")]
    assert [p.location for p in defined] == ["guide/preprocessors.md:5", "guide/preprocessors.md:6", "guide/preprocessors.md:7"]
    assert any("On AppVeyor only, to reduce the load." in p.text for p in passages)  # a footnote's text stays prose
    found = judge("The repository has an example no-op preprocessor at `examples/nop-preprocessor.rs`.", passages)
    assert found.label is not Label.REFUTED, found.reason
    # prose after a bracketed label is no definition: its sentence is read whole
    note = list(split("docs/cache.md", "# Cache entries\n\n[NOTE]: Cache entries are never\nremoved by `tool gc`.\n"))
    assert judge("Cache entries are removed by `tool gc`.", note).label is Label.REFUTED


def test_the_projects_own_name_in_its_own_mixed_case_is_spoken_of_everywhere_in_it() -> None:
    # mdBook's CONTRIBUTING.md: "we don't have any automated UI or browser testing" states "mdBook has no automated UI or browser testing"
    from groundstream.detectors.meaning import project_words

    own = project_words("mdbook")
    page = [Passage("CONTRIBUTING.md:142", "At this time we don't have any automated UI or browser testing, so your help is appreciated.", "Contributing")]
    assert judge("mdBook has no automated UI or browser testing.", page, own).label is Label.SUPPORTED
    assert judge("mdBook has no automated UI or browser testing.", page).label is Label.NOT_ENOUGH_INFO  # another project's name is a word to state
    # as code it is a name the passage must write
    assert judge("`mdBook` has no automated UI or browser testing.", page, own).label is Label.NOT_ENOUGH_INFO
    assert judge("mdBook_core has no automated UI or browser testing.", page, own).label is Label.NOT_ENOUGH_INFO
    # a part of a name of two words is another project's ("gRPC" in grpc-gateway)
    assert judge("gRPC has no automated UI or browser testing.", page, project_words("grpc-gateway")).label is Label.NOT_ENOUGH_INFO


def test_a_table_row_about_another_key_says_nothing_of_the_key_its_description_names() -> None:
    # hatch's wheel builder: `macos-max-compat`'s row (default `true`) names the `infer_tag` build data in its description
    row = Passage("docs/wheel.md:31", "Option: `macos-max-compat`; Default: `true`; Description: Whether or not on macOS, when build hooks "
                                      "have set the `infer_tag` build data, the wheel name should signal broad support.", "Wheel. Options")
    assert judge("The wheel build data `infer_tag` defaults to False.", [row]).label is Label.NOT_ENOUGH_INFO
    assert judge("The wheel build data `infer_tag` defaults to True.", [row]).label is Label.NOT_ENOUGH_INFO
    # the row's own key: its default read as ever ("whether or not" denies nothing of it)
    assert judge("The `macos-max-compat` option defaults to true.", [row]).label is Label.SUPPORTED
    found = judge("The `macos-max-compat` option defaults to false.", [row])
    assert found.label is Label.REFUTED and found.conflict is not None and found.conflict.expected == "true", found.reason
    # "or not" after "whether" and another word denies: "whether the token is expired or not signed"
    tokens = [Passage("docs/tokens.md:3", "The server checks whether the token is expired or not signed.", "Tokens")]
    assert judge("The token is signed.", tokens).label is not Label.SUPPORTED
    # a denial after "or" still denies: "merged with the project's, or not read at all when `--isolated` is passed"
    merged = [Passage("docs/config.md:4", "User config files are merged with the project's, or not read at all when `--isolated` is passed.", "Config")]
    assert judge("User config files are read when `--isolated` is passed.", merged).label is not Label.SUPPORTED
    # the row of the claim's own key, named without its placeholder or by its long name, is the claim's
    workers = Passage("docs/settings.md:5", "Option: `-w, --workers <int>`; Default: `1`; Description: Number of worker processes.", "Settings")
    assert judge("`--workers` defaults to 1.", [workers]).label is Label.SUPPORTED
    assert judge("`--workers` defaults to 4.", [workers, Passage("CHANGELOG.md:3", "`--workers` now defaults to 4.", "Changelog")]).label is Label.REFUTED
    # a row naming none of the claim's code is still against a claim that puts its own key in the row's place
    ctrl_t = Passage("README.md:9", "Key: `CTRL-T`; Action: Paste the selected files and directories onto the command-line", "Key bindings")
    assert judge("`CTRL-R` pastes the selected files and directories onto the command-line.", [ctrl_t]).label is Label.REFUTED
    # a key written in other case, out of code, is still the row's
    keys = Passage("docs/keys.md:3", "Key: `Ctrl-R`; Action: search the history; Default: `on`", "Keys")
    assert judge("ctrl-r searches the history.", [keys]).label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "passage", "theirs"),
    [
        ("Prettier's `endOfLine` option defaults to `auto`.", 'Default: `"lf"`; CLI Override: `--end-of-line <lf|crlf|auto>`; API: `endOfLine`', "lf"),
        ("--auth-type defaults to digest.", "--auth-type: the authentication mechanism. Defaults to `basic`.", "basic"),
    ],
)
def test_another_default_for_the_same_thing_refutes(claim: str, passage: str, theirs: str) -> None:
    found = judge(claim, [Passage("docs/options.md:539", passage)])
    assert found.label is Label.REFUTED and found.conflict is not None and found.conflict.expected == theirs


def test_another_thing_s_default_refutes_nothing() -> None:
    row = Passage("docs/README.md:9", "Option: `headers.sort`; Default value: `true`; Shortcuts: `--sorted`")
    assert judge("The `json.indent` option defaults to 4.", [row]).label is Label.NOT_ENOUGH_INFO


def test_a_manual_page_outside_man_is_read_as_the_text_it_typesets() -> None:
    roff = (".TH FD 1\n.SH OPTIONS\n.TP\n.B \\-u, \\-\\-unrestricted\nPerform an unrestricted search, including ignored and hidden files. "
            "This is an alias for '--hidden --no-ignore'.\n.TP\n.B \\-\\-no\\-ignore\\-vcs\nShow search results from ignored files.\n")  # fmt: skip
    passages = list(split("doc/fd.1", roff))
    assert all(".TP" not in p.text for p in passages)
    # an item is one thing: its term stands with every sentence about it
    assert judge("-u is an alias for '--hidden --no-ignore'.", passages).label is Label.SUPPORTED
    assert judge("--no-ignore-vcs is an alias for '--hidden --no-ignore'.", passages).label is not Label.SUPPORTED



@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        ("The tool treats any file containing a NUL byte as binary.", "The tool considers a file binary if it contains a NUL byte."),
        ("The ripgrep binary is called rg.", "The binary name for ripgrep is `rg`."),
        ("The team adopts Architecture Decision Records.", "The team will use Architecture Decision Records."),
    ],
)
def test_a_word_is_stated_by_one_of_its_few_senses(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("README.md:3", passage)]).label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        ("The team favours Postgres.", "The team uses MySQL instead of Postgres."),  # a contrast has a direction
        ("The client calls the billing API.", "The client names the billing API in its logs."),  # only "called" names
        ("The project is written in .NET.", "The project is written in Go with the net package."),  # no dotfile
    ],
)
def test_a_word_is_not_stated_by_a_word_of_another_sense(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("README.md:3", passage)]).label is not Label.SUPPORTED


def test_a_table_in_a_blockquote_is_read_row_by_row_too() -> None:
    text = ("# tool\n\n   > To install tool, use a package manager:\n   >\n   > | Distribution | Instructions |\n"
            "   > | --- | --- |\n   > | FreeBSD | `pkg install tool` |\n   > | NetBSD | `pkgin install tool` |\n")  # fmt: skip
    passages = list(split("README.md", text))
    assert "Distribution: NetBSD; Instructions: `pkgin install tool`" in [p.text for p in passages]
    assert judge("On NetBSD, tool is installed with `pkgin install tool`.", passages).label is Label.SUPPORTED
    assert judge("On NetBSD, tool is installed with `pkg install tool`.", passages).label is not Label.SUPPORTED


def test_a_claim_of_two_statements_is_supported_when_each_is_close_together() -> None:
    passages = [
        Passage("README.md:4", "By default, the tool respects gitignore rules and skips hidden files and binary files."),
        Passage("README.md:6", "To disable all automatic filtering, use `tool -uuu`."),
        Passage("README.md:40", "Use `tool -I` to include ignored files."),
    ]
    both = "By default the tool respects gitignore rules and skips hidden files; `tool -uuu` disables all automatic filtering."
    found = judge(both, passages)
    assert found.label is Label.SUPPORTED and [p.location for p in (found.passage, *found.near)] == ["README.md:4", "README.md:6"]
    far = "By default the tool respects gitignore rules and skips hidden files; use `tool -I` to include ignored files."
    assert judge(far, passages).label is not Label.SUPPORTED  # 36 lines apart: not one statement of the source
    # a piece too short to be a statement of its own is bound to the rest: "— in version 2" is no claim
    fragment = [Passage("CHANGELOG.md:1", "The cache was replaced by a ring buffer."), Passage("CHANGELOG.md:4", "Version 2 added a cache.")]
    assert judge("The cache was replaced by a ring buffer — in version 2.", fragment).label is not Label.SUPPORTED


def test_a_wrapped_list_item_lends_no_line_to_its_next_sentence() -> None:
    text = "- The tool does not upload data to any server\n  or to Windows hosts. Linux hosts are supported.\n"
    passages = list(split("README.md", text))
    assert [p.text for p in passages] == ["The tool does not upload data to any server or to Windows hosts.", "Linux hosts are supported."]


def test_a_sub_heading_of_the_considered_options_supports_nothing() -> None:
    text = ("# 2. Store orders\n\n## Status\n\nAccepted\n\n## Pros and Cons of the Options\n\n### Option 2: MySQL\n\n"
            "The service would store orders in MySQL.\n\n## Decision Outcome\n\nChosen option: PostgreSQL.\n")  # fmt: skip
    passages = list(split("doc/adr/0002-store-orders.md", text, "2. Store orders"))
    assert judge("The service stores orders in MySQL.", passages).label is not Label.SUPPORTED


def test_goals_beside_non_goals_are_goals() -> None:
    passages = list(split("rfcs/0006-cdevents/README.md", "# RFC\n\n## Goals and Non-Goals\n\nReceive CDEvents.\n", "RFC"))
    assert judge("It receives CDEvents.", passages).label is Label.SUPPORTED


def test_a_comment_in_a_fenced_block_is_no_heading() -> None:
    text = "# tool\n\nInstall it:\n\n```sh\n# the release\ncurl -sS https://x.example | sh\n```\n\nAfter the block.\n"
    passages = list(split("README.md", text))
    assert [p.context for p in passages if p.text == "After the block."] == ["tool"]


def test_a_file_named_like_a_manual_page_is_one_only_when_it_is_roff() -> None:
    assert [p.text for p in split("docs/v1.2", "Version 1.2 adds a cache.\nIt is fast.\n")] == ["Version 1.2 adds a cache.\nIt is fast."]
    assert [p.text for p in split("doc/tool.1", ".TH TOOL 1\n.SH NAME\nVersion 1.2 adds a cache.\nIt is fast.\n")][-1] == "It is fast."


def test_a_default_changed_states_no_default_of_its_own() -> None:
    passage = Passage("docs/README.md:9", "The --auth-type default was changed from digest to basic.")
    assert judge("--auth-type defaults to basic.", [passage]).label is Label.SUPPORTED



@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        ("The List RPC returns an atomic snapshot of the health of all services.", "The List RPC returns a non-atomic snapshot of the health of all services."),
        ("The List RPC returns a non-atomic snapshot of the health of all services.", "The List RPC returns an atomic snapshot of the health of all services."),
    ],
)
def test_a_word_with_non_before_it_is_its_opposite(claim: str, passage: str) -> None:
    found = judge(claim, [Passage("A90.md:56", passage)])
    assert found.label is Label.REFUTED and found.conflict is not None and found.conflict.kind == "polarity"


@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        ("ripgrep is POSIX compatible, so it is a safe drop-in for grep.", "ripgrep never was, isn't and never will be POSIX compatible."),
        ("Contributors merge `main` into their branch to keep it current.", "**Do not merge** the `main` branch into your branch, rebase instead."),
        ("The label sits behind an environment variable guard.", "The label is enabled via an API call, so no environment variable protection is necessary."),
        # a negation of the claim's own about other words ("without extra setup") is no agreement
        ("The team agreed to hardcode zPages into the SDK so they're available without extra setup.",
         "zPages MUST NOT be hardcoded into OpenTelemetry SDK."),
    ],
)
def test_a_negation_over_the_claims_own_words_refutes(claim: str, passage: str) -> None:
    found = judge(claim, [Passage("FAQ.md:10", passage)], frozenset({"ripgrep"}))
    assert found.label is Label.REFUTED, found.reason


@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        # a negation over everyday words is about anything
        ("We set the config path so the tool picks up the team's flags.", "Our search isn't picking it up because PDFs are a binary format."),
        # its clause ends where the negation's does
        ("For boolean flags, `default=True` is the literal Python value `True`.",
         "When `flag_value` is `True`, the substitution rule does not apply: `default=True` is the literal Python `True`."),
        # the claim says no too
        ("Contributors do not merge `main` into their branch.", "**Do not merge** the `main` branch into your branch."),
        # the negation is about something else, or denies nothing
        ("Telemetry is enabled by default in the CLI.", "Debug logging is not enabled by default."),
        ("Contributors merge `main` into their branch.", "If you do not merge `main` into your branch, CI fails."),
        ("Contributors merge `main` into their branch.", "Don't forget to merge `main` into your branch."),
        ("The archive cache is skipped with a flag.", "Use `--no-cache` to skip the archive cache."),
    ],
)
def test_a_negation_of_other_words_refutes_nothing(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("FAQ.md:10", passage)]).label is not Label.REFUTED


def test_what_a_claim_sets_aside_refutes_it_where_a_source_states_it() -> None:
    semver = Passage("CHANGELOG.md:7", "Releases of this project follow [Semantic Versioning](https://semver.org).")
    found = judge("Releases follow Calendar Versioning rather than Semantic Versioning.", [semver])
    assert found.label is Label.REFUTED and found.conflict is not None and found.conflict.expected == "Semantic Versioning"
    # one word in common is no common subject
    audit = Passage("docs/billing.md:3", "The billing service uses MySQL for its audit tables.")
    assert judge("We decided the audit log uses Postgres rather than MySQL.", [audit]).label is not Label.REFUTED
    # a source that states both is no refutation; nor one that sets the value aside itself
    both = Passage("docs/adr/1.md:9", "We follow Calendar Versioning; Semantic Versioning was considered.")
    assert judge("Versions follow Calendar Versioning rather than Semantic Versioning.", [both]).label is not Label.REFUTED
    aside = Passage("CHANGELOG.md:9", "Versions follow Calendar Versioning instead of Semantic Versioning.")
    assert judge("Versions follow Calendar Versioning rather than Semantic Versioning.", [aside]).label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "passage", "label"),
    [
        # a version at a sentence's end is read whole
        ("The minimum supported Nushell version is v0.106.0.", "Nushell: upgrade minimum supported version to v0.106.0.",
         Label.SUPPORTED),
        # a flag with its value is one specific, written bare or as code
        ("--offline automatically activates --print=HB.", "`--offline` has the side effect of automatically activating `--print=HB`.", Label.SUPPORTED),
        ("--offline automatically activates --print=H.", "`--offline` has the side effect of automatically activating `--print=HB`.", Label.REFUTED),
        ("--verify=no is the default.", "To skip the host's SSL certificate verification, pass `--verify=no` (default is `yes`).", Label.REFUTED),
        # "not considered a breaking change" denies what "not a breaking change" denies
        ("Removing support for an unsupported Go version is not a breaking change.",
         "Removing support for an unsupported Go version is not considered a breaking change.", Label.SUPPORTED),
        # the claim's own other value is no other value
        ("HTTPie requires Python 3.7 or newer.", "[options]\npython_requires = >=3.7\nversion = 0.2.4", Label.NOT_ENOUGH_INFO),
    ],
)
def test_values_are_read_as_written(claim: str, passage: str, label: Label) -> None:
    assert judge(claim, [Passage("docs/README.md:10", passage)]).label is label


@pytest.mark.parametrize(
    ("claim", "refuted"),
    [
        ("We decided our CI image can stay on Go 1.21 for building the tool.", True),
        ("We build the tool with Go 1.24.", False),
        ("The tool needs Go 1.23.", False),
        ("Building the tool requires Go 1.23.0 or newer.", False),  # 1.23 is 1.23.0
        ("Go 1.23 or above is required; Go 1.21 is no longer supported.", False),
        ("The chart pins kubectl version 1.21.0.", False),  # "version" names no thing
    ],
)
def test_a_version_below_the_least_a_source_states_is_refuted(claim: str, refuted: bool) -> None:
    found = judge(claim, [Passage("BUILD.md:9", "Go 1.23 or above", "Prerequisites")])
    assert (found.label is Label.REFUTED) is refuted, found.reason
    if refuted:
        assert found.conflict is not None and found.conflict.expected == "Go 1.23 or above" and found.conflict.claimed == "Go 1.21"


def test_a_passage_of_many_negations_refutes_nothing_it_does_not_state() -> None:
    # each negation's clause is read a hundred characters back and forth at most, sixteen at most a passage
    found = judge("The tool is great.", [Passage("X.md:1", "not " * 5000)])
    assert found.label is Label.NOT_ENOUGH_INFO


@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        # a fenced block's words are code, as the claim's `make itest` is
        ("Integration tests are run with `make itest`.", "```sh # Run integration tests make itest ```"),
        # a symbol in single quotes is a value; the flag with its placeholder is the claim's own flag
        ("The default `--ellipsis` for truncated lines is `··`.", "--ellipsis=STR Ellipsis to show when line is truncated (default: '··')"),
    ],
)
def test_code_and_symbols_are_stated_as_written(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("man/man1/fzf.1:10", passage)]).label is Label.SUPPORTED


def test_a_flags_placeholder_is_no_value_and_another_default_refutes() -> None:
    passage = Passage("man/man1/fzf.1:10", "--ellipsis=STR Ellipsis to show when line is truncated (default: '··')")
    assert judge("The default `--ellipsis` for truncated lines is `...`.", [passage]).label is Label.REFUTED


def test_the_projects_own_name_is_no_other_value() -> None:
    passage = Passage("man/man1/fzf.1:90", "fzf draws its own border when a border style is specified with --border.")
    found = judge("`--border` without a style draws the `rounded` border.", [passage], frozenset({"fzf"}))
    assert found.label is Label.NOT_ENOUGH_INFO, found.reason


def test_not_only_but_also_affirms() -> None:
    passage = Passage("README.md:4", "The tool not only searches archive formats, but also PDFs.")
    assert judge("The tool searches archive formats.", [passage]).label is Label.SUPPORTED
    assert judge("The tool does not search archive formats.", [passage]).label is Label.REFUTED


def test_a_commit_is_a_subject_where_it_names_no_citation() -> None:
    # "commits view" is what the claim is about; "branches view" does not say it.
    passage = Passage("README.md:190", "Press `w` in the branches view to create a worktree from the selected branch.")
    assert judge("Press `w` in the commits view to create a worktree from the selected commit.", [passage]).label is not Label.SUPPORTED
    # The word that names a citation goes with it: "Fixed in commit 7a712ca" says only that the commit exists.
    claim = "Fixed in commit 7a712ca."
    start = claim.index("7a712ca")
    assert without_citations(claim, [(start, start + 7)]).split() == ["Fixed", "in", "."]


def test_the_projects_own_name_between_a_word_and_its_value_hides_no_other_value() -> None:
    passage = Passage("README.md:235", "The binary name for ripgrep is `rg`.", "Installation")
    own = frozenset({"ripgrep"})
    assert judge("The ripgrep binary is called rg.", [passage], own).label is Label.SUPPORTED
    refuted = judge("The ripgrep binary is called rgrep.", [passage], own)
    assert refuted.label is Label.REFUTED and refuted.conflict is not None and refuted.conflict.expected == "rg"


def test_which_of_two_wins_is_read_as_the_passage_says_it() -> None:
    # The passage's "this behavior" is its heading's variable: the flag wins, the variable yields.
    passage = Passage("man/tool.1.md:364", "Any explicit use of the `--icons=WHEN` flag overrides this behavior.", "ENVIRONMENT. `TOOL_ICONS_AUTO`",
                      scope="`TOOL_ICONS_AUTO`")  # fmt: skip
    assert judge("Any explicit `--icons=WHEN` flag overrides `TOOL_ICONS_AUTO`.", [passage]).label is Label.SUPPORTED
    assert judge("The `TOOL_ICONS_AUTO` variable overrides any explicit `--icons=WHEN` flag.", [passage]).label is not Label.SUPPORTED
    assert judge("`TOOL_ICONS_AUTO` takes precedence over any explicit `--icons=WHEN` flag.", [passage]).label is not Label.SUPPORTED


def test_a_key_combination_is_another_key_than_its_last_key() -> None:
    passage = Passage("README.md:154", "Press `shift+c` on a commit to copy it and press `shift+v` to paste it; ctrl-f finds the base commit.")
    assert judge("Press `c` on a commit to copy it and `v` to paste it.", [passage]).label is not Label.SUPPORTED
    assert judge("Press `shift+c` on a commit to copy it and `shift+v` to paste it.", [passage]).label is Label.SUPPORTED
    assert judge("Pressing `f` finds the base commit.", [passage]).label is not Label.SUPPORTED
    # a word joined with a hyphen is still read word by word ("command-line" is no key)
    assert "line" in read("Set the command-line options.").lows


def test_a_negation_before_the_projects_own_name_negates_what_follows_it() -> None:
    can = Passage("README.md:103", "You can use `bat` as a previewer for `fzf`.", "`fzf`")
    assert judge("You cannot use `bat` as a previewer for `fzf`.", [can], frozenset({"bat"})).label is Label.REFUTED
    nots = Passage("README.md:1080", "This is **not** an `nvm` problem - it is a homebrew problem.")
    assert judge("This is an `nvm` problem - it is a homebrew problem.", [nots], frozenset({"nvm"})).label is not Label.SUPPORTED
    assert judge("This is not an `nvm` problem - it is a homebrew problem.", [nots], frozenset({"nvm"})).label is Label.SUPPORTED


async def test_a_flag_or_path_no_source_names_waits_for_a_person(gate: Gate) -> None:
    # the writer's word alone for a flag the project's sources never name: how a hallucinated one looks
    d = await decide(gate, "Run `shop --dry-run` to preview a release.", source="user")
    assert d.tier is Tier.FLAG_REVIEW and "sources_unnamed" in d.checks_failed, d.reason
    assert "`--dry-run`" in d.reason and d.retrieval is not None and d.retrieval.unnamed == ["--dry-run"]
    path = await decide(gate, "The shop tool reads its settings from `/etc/shop/shop.toml`.", source="user")
    assert path.tier is Tier.FLAG_REVIEW and "/etc/shop/shop.toml" in path.reason, path.reason
    # what the sources name (in any case) is not held by it; an assignment's value is the writer's own choice
    # a word of letters is named as the sources write it, whatever its form ("installer", indexed stemmed)
    worded = await decide(gate, "The `installer` needs curl.", source="user")
    assert worded.retrieval is not None and worded.retrieval.unnamed == [], worded.reason
    named = await decide(gate, "Put `shop` on your PATH.", source="user")
    assert named.tier is Tier.AUTO_APPROVE and named.retrieval is not None and named.retrieval.unnamed == [], named.reason


def test_what_a_claim_writes_as_code_and_what_a_source_names() -> None:
    assert code_names("Run `gum choose --multi` or pass -p/--platform; see `/etc/yum.repos.d/gum.repo`.") == (
        "gum", "choose", "--multi", "/etc/yum.repos.d/gum.repo", "-p", "--platform")  # fmt: skip
    # an assignment's key only, no placeholder, pattern, number or single character
    assert code_names("Set `cache_dir = '~/x'`, `GUM_INPUT_*`, `tldr -m <cmd>`, `2`, `x`.") == ("cache_dir", "tldr", "-m")
    # a source names its tokens lower-cased, a manual page's as it typesets them, slashes' parts too
    assert {"--tac", "-p", "--platform", "-p/--platform", "~/.config/x.toml"} <= names_in(r"Use \-\-tac, -p/--platform or ~/.config/x.toml.")


def test_which_of_two_overrides_the_other_is_a_role() -> None:
    passage = Passage("man/tool_colors.5.md:309", "Values in `TOOL_COLORS` override those given in `LS_COLORS`, so you need not re-write them.")
    assert judge("Values set in `LS_COLORS` override those given in `TOOL_COLORS`.", [passage]).label is Label.REFUTED
    assert judge("Values set in `TOOL_COLORS` override those given in `LS_COLORS`.", [passage]).label is Label.SUPPORTED
    # another name for the winner is no reversal: the two must trade places
    flag = Passage("README.md:40", "`--no-git` always overrides `--git`.")
    assert judge("The `--no-git` option always overrides `--git`.", [flag]).label is not Label.REFUTED
    assert [d.slot for d in reversed_roles("A overrides B.", "B takes precedence over A.")] == ["wins", "yields"]
    # a chain of overrides is no reversal of its last link
    chain = Passage("README.md:5", "Flags override `TOOL_OPTS`, which overrides the config file.")
    assert judge("`TOOL_OPTS` overrides the config file.", [chain]).label is not Label.REFUTED


def test_abbreviations_and_a_decision_s_framing_are_no_words_of_the_claim() -> None:
    assert [w.low for w in read("Name GC metrics per runtime, e.g. `runtime.java.gc*`, i.e. one family each.").content] == [
        "name", "gc", "metrics", "runtime", "runtime.java.gc*", "family"]  # fmt: skip
    # who decided and from when: no source states it, and it says nothing of what was decided
    assert [w.low for w in read("Going forward, the team agreed to pass `-N` to the benchmarks.").content] == ["pass", "-N", "benchmarks"]
    assert [w.low for w in read("From now on our team decided to install it with brew.").content] == ["install", "brew"]
    # going forward in the middle of a sentence, and a team that does something, say something of their own
    assert {"going", "forward"} <= {w.low for w in read("The log lists commits going forward from HEAD.").content}
    # a team that is the subject of a fact is a word of it
    assert "team" in [w.low for w in read("The gum team collects feedback on Twitter.").content]


@pytest.mark.parametrize(
    "claim,passage",
    [
        # "under", "inside", "within" say where, as "in" does; "through" says by what, as "via" does
        ("The tool stores named sessions as JSON under `~/.config/tool/sessions`.", "Named sessions are stored as JSON in `~/.config/tool/sessions`."),
        ("On Windows, the tool can be installed through Scoop with `scoop install tool`.", "On Windows, install it with Scoop: `scoop install tool`."),
    ],
)  # fmt: skip
def test_where_and_by_what_are_said_in_other_small_words(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("README.md:1", passage)]).label is Label.SUPPORTED
    # the words that say it stay words of the claim: another place or tool is not stated
    assert judge(claim.replace("Scoop", "Chocolatey").replace("JSON", "YAML"), [Passage("README.md:1", passage)]).label is not Label.SUPPORTED


@pytest.mark.parametrize(
    "claim,passage",
    [
        ("Hooks run inside the sandbox.", "Hooks run outside the sandbox."),
        ("Files under 1 MB are skipped.", "Files over 1 MB are skipped."),
        ("Symlinks within the root are followed.", "Symlinks outside the root are followed."),
        ("Traffic is routed through the proxy.", "Traffic is routed around the proxy."),
        ("Press `k` to scroll up.", "Press `k` to scroll down."),
        ("`tool log` lists commits going forward from HEAD.", "`tool log` lists commits going backward from HEAD."),
        ("The formatter keeps trailing whitespace.", "The formatter strips trailing whitespace."),
        ("The team uses `--frozen-lockfile` in CI.", "Nobody uses `--frozen-lockfile` in CI."),
    ],
)  # fmt: skip
def test_a_small_word_is_not_stated_by_its_opposite(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("README.md:1", passage)]).label is not Label.SUPPORTED


def test_a_value_given_on_a_condition_refutes_it_given_alone() -> None:
    passage = Passage("man/man1/tool.1:440", "--pointer=STR Pointer to the current line (default: '▌' or '>' depending on --no-unicode)")
    found = judge("The default `--pointer` is '>'.", [passage])
    assert found.label is Label.REFUTED and found.conflict is not None and "depending on --no-unicode" in found.conflict.expected
    # a passage that states the default whole too, and a claim of what can be, are not refuted by it
    whole = Passage("README.md:4", "The default output format is `json`; it prints `json` or `text` depending on `--format`.")
    assert judge("The default output format is `json`.", [whole]).label is not Label.REFUTED
    either = Passage("README.md:5", "The tool installs with `brew` or `apt` depending on your platform.")
    assert judge("The tool can be installed with `brew`.", [either]).label is not Label.REFUTED


def test_another_path_ending_as_the_claims_refutes_it() -> None:
    moved = Passage("docs/troubleshooting.md:76", "The logs for the last 10 commands can be found in `$XDG_STATE_HOME/tool/logs`.")
    found = judge("The tool writes the logs for the last 10 commands to `$TOOL_HOME/logs`.", [moved])
    assert found.label is Label.REFUTED and found.conflict is not None and found.conflict.kind == "path"
    assert found.conflict.expected == "$XDG_STATE_HOME/tool/logs"
    # a sibling path names another thing, not another place
    core = Passage("README.md:9", "The core changelog is `packages/core/CHANGELOG.md`.")
    assert judge("The CLI changelog is `packages/cli/CHANGELOG.md`.", [core]).label is not Label.REFUTED
    # a path ending in the project's own name says nothing of another such path
    home = Passage("docs/env.md:66", "Environments live in `~/.local/tool` unless a home is set.")
    assert judge("Global environments live in `/opt/tool`.", [home], frozenset({"tool"})).label is not Label.REFUTED


async def test_a_decision_naming_the_projects_code_is_held_to_what_the_sources_say_of_it(gate: Gate) -> None:
    # it names `shop`, which the sources speak of, and rests on what they do not say
    d = await decide(gate, "We decided to alias `shop` as `s` for the on-call rotation so pages are answered faster.",
                     memory_type="decision", source="conversation")  # fmt: skip
    assert d.tier is Tier.FLAG_REVIEW and "sources_near_miss" in d.checks_failed, d.reason
    # the same decision without the project's code is the user's own word
    plain = await decide(gate, "We decided to answer pages faster by rotating the on-call shift weekly.", memory_type="decision",
                         source="conversation")  # fmt: skip
    assert plain.tier is Tier.AUTO_APPROVE, plain.reason
    # and with code the sources state, it is approved
    stated = await decide(gate, "We decided to put `shop` on our PATH.", memory_type="decision", source="conversation")
    assert stated.tier is Tier.AUTO_APPROVE, stated.reason


MODULES = """# Modules

## C

The `c` module shows information about your C compiler.

| Option    | Default      | Description                |
| --------- | ------------ | -------------------------- |
| `style`   | `'bold 149'` | The style for the module.  |

## Package

| Option    | Default                           | Description                |
| --------- | --------------------------------- | -------------------------- |
| `style`   | `'bold 208'`                      | The style for the module.  |
| `format`  | `'is [$symbol$version]($style) '` | The format for the module. |
"""


@pytest.mark.parametrize(
    ("content", "supported"),
    [
        ("The C module's default style is `bold 149`.", True),  # its own section's heading names it
        ("The C module's default format is `is [$symbol$version]($style) `.", False),  # the Package module's row
        ("`version` is not in the C module's default format.", False),
        ("The R module's default style is `bold 208`.", False),
    ],
)
def test_a_name_of_one_letter_is_a_word_of_the_claim(content: str, supported: bool) -> None:
    # "C" was no word of content (one letter), so another module's row stated every word the claim has
    found = judge(content, list(split("docs/config.md", MODULES)))
    assert (found.label is Label.SUPPORTED) is supported, found.reason


def test_a_capital_letter_names_a_thing_only_beside_a_word() -> None:
    assert [w.text for w in read("The C module runs the compiler.").content] == ["C", "module", "runs", "compiler"]
    assert "B" in [w.text for w in read("We chose plan B for the rollout.").content]
    assert "T" not in [w.text for w in read("OS|Path Linux/BSD|T{ $XDG_DATA_HOME or").content]  # a roff table's marker
    assert "I" not in [w.text for w in read("Then I ran the tests.").content]


PACKAGES = """# Packages

| Platform | Distributor | Package name | Install command |
|:-|:-|:-:|-:|
| Windows | MSYS2 mingw | [`mingw-w64-tool`](https://example.org/mingw-w64-tool) | `pacman -S mingw-w64-x86_64-tool` |
| Linux | Arch | `tool` | `pacman -S tool` |
| Any | crates.io | `tool` | `cargo install --locked tool` |
"""

PLUGINS = """# Commands

## self add

The `self add` command installs Poetry plugins and make them available at runtime.

For example, to install the `poetry-plugin-export` plugin, you can run:

```bash
poetry self add poetry-plugin-export
```
"""


@pytest.mark.parametrize(
    ("source", "content", "label"),
    [
        # every word of the claim is in the row (the package's name in one cell), but its command is another
        (PACKAGES, "`pacman -S mingw-w64-tool` is the MSYS2 mingw install command on Windows.", Label.REFUTED),
        (PACKAGES, "`pacman -S mingw-w64-x86_64-tool` is the MSYS2 mingw install command on Windows.", Label.SUPPORTED),
        (PACKAGES, "On Arch, the install command is `pacman -S tool`.", Label.SUPPORTED),  # another row's command starts alike
        (PACKAGES, "From crates.io, the install command is `cargo install tool`.", Label.SUPPORTED),  # the source adds a flag
        # a seventeenth history's (poetry): the rest of the command under another subcommand is another command
        (PLUGINS, "Poetry plugins are installed with `poetry plugin add <plugin>`.", Label.REFUTED),
        # a placeholder is any one word, in the claim or in the source
        (PLUGINS, "Poetry plugins are installed with `poetry self add <plugin>`.", Label.SUPPORTED),
        (PLUGINS, "Poetry plugins are installed with `poetry self add poetry-plugin-export`.", Label.SUPPORTED),
    ],
)
def test_a_command_is_stated_whole_not_word_by_word(source: str, content: str, label: Label) -> None:
    found = judge(content, list(split("docs/cli.md", source)))
    assert found.label is label, found.reason
    if label is Label.REFUTED:
        expected = "pacman -S mingw-w64-x86_64-tool" if source is PACKAGES else "poetry self add poetry-plugin-export"
        assert found.conflict is not None and found.conflict.expected == expected, found.reason


def test_a_placeholder_in_the_source_stands_for_the_claims_word() -> None:
    assert another_command("Install it with `poetry self add poetry-plugin-export`.", "Run `poetry self add <plugin>` to install one.") is None
    # a reread's: a synopsis's placeholder is no subcommand; a sibling subcommand the source names in code is no refutation
    assert another_command("Run `kubectl get pods -n prod`.", "Run `kubectl <verb> <resource>`; for example `get` and `pods`.") is None
    assert another_command("Stop it with `systemctl stop nginx`.", "Start it with `systemctl start nginx`; `stop` and `restart` take the unit too.") is None
    # a second reader's: a long form, an abbreviation, flags alone the same
    assert another_command("Remove it with `docker rm web`.", "Remove it with `docker container rm web`.") is None
    assert another_command("Install it with `npm i lodash`.", "Install it with `npm install lodash`.") is None
    assert another_command("Build with `cargo build --release`.", "Run with `cargo run --release`.") is None


def test_a_flags_value_named_for_it_is_no_word_of_its_own() -> None:
    # a nineteenth history's (ord): the file the claim passes as a word the source passes as the value of `--file`
    source = "To create an inscription with the contents of `FILE`, run:\n\n```\nord wallet inscribe --fee-rate FEE_RATE --file FILE\n```\n"
    claim = "To create an inscription from a file, run `ord wallet inscribe FILE`."
    assert another_command(claim, source) == ("ord wallet inscribe --fee-rate FEE_RATE --file FILE", "ord wallet inscribe FILE")
    assert judge(claim, list(split("docs/wallet.md", source))).label is Label.REFUTED
    assert another_command("Run `ord wallet inscribe --file FILE`.", source) is None  # the flag given, a flag more in the source
    assert another_command("Run `tar -czf ARCHIVE DIR`.", "Run `tar -czf ARCHIVE -v DIR`.") is None  # a flag of its own before a word
    assert another_command("Run `cp -r SRC DEST`.", "Run `cp -r -v SRC DEST`.") is None


def test_a_commands_file_under_another_directory_is_another_command() -> None:
    # a twentieth history's (uv): the binaries moved from ~/.cargo/bin to ~/.local/bin
    claim = "To uninstall uv, remove the binaries with `rm ~/.cargo/bin/uv ~/.cargo/bin/uvx`."
    found = another_command(claim, "Remove them: `rm ~/.local/bin/uv ~/.local/bin/uvx`")
    assert found == ("rm ~/.local/bin/uv ~/.local/bin/uvx", "rm ~/.cargo/bin/uv ~/.cargo/bin/uvx")
    # … not where the source quotes the claim's too, nor the same path written with "./"
    assert another_command(claim, "Now `rm ~/.local/bin/uv ~/.local/bin/uvx`; before 0.5, `rm ~/.cargo/bin/uv ~/.cargo/bin/uvx`.") is None
    # … nor a directory a variable or a placeholder stands for (a reread's: the claim's own path, written with $HOME)
    assert another_command(claim, "Remove them: `rm $HOME/.cargo/bin/uv $HOME/.cargo/bin/uvx`") is None
    assert another_command(claim, "Remove them: `rm <INSTALL_DIR>/uv <INSTALL_DIR>/uvx`") is None
    assert another_command("Build with `python ./scripts/build.py --release`.", "Build with `python scripts/build.py --release`.") is None


def test_a_rows_first_cell_of_one_word_names_its_thing_as_code() -> None:
    # the field `key` of a row written "| key | … | no |": the plain cell names the field
    text = "# Fields\n\n| field | description | required |\n|-----|-----|-|\n| key | The key to trigger it | no |\n| command | What to run | yes |\n"
    passages = list(split("docs/fields.md", text))
    assert judge("The `key` field is required.", passages).label is Label.REFUTED
    assert judge("The `command` field is required.", passages).label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "passage"),
    [  # a second reader's finds: the same command written otherwise is the claim's command
        ("Install it with `npm install --save-dev eslint`.", "Install it with `npm install eslint --save-dev`."),
        ("Commit with `git commit -m 'fix typo'`.", 'Commit with `git commit -m "fix typo"`.'),
        ("Install it with `python -m pip install foo`.", "Install it with `python -m venv .venv && .venv/bin/python -m pip install foo`."),
        ("Run `docker run --rm -p 8080:80 -e LOG=debug acme/server` to start it.",
         "To start it: ```sh docker run --rm \\ -p 8080:80 \\ -e LOG=debug \\ acme/server ```"),
        ("The tool prints `Press any key to continue` when done.", "When done, the tool prints `Press any key to continue...`"),
    ],
)
def test_a_command_written_otherwise_is_no_other_command(claim: str, passage: str) -> None:
    assert judge(claim, [Passage("README.md:3", passage)]).label is not Label.REFUTED


def test_a_yes_or_no_first_cell_is_no_name() -> None:
    text = "# Platforms\n\n| Supported | Platform | Notes |\n|---|---|---|\n| no | FreeBSD | Builds fail |\n| yes | Linux | |\n"
    passages = list(split("docs/platforms.md", text))
    assert judge("FreeBSD is supported.", passages).label is Label.REFUTED


def test_a_letters_heading_lends_it_as_a_name_not_as_a_key() -> None:
    text = "# Keys\n\n## C\n\nPress `x` to commit the staged changes.\n\n## D\n\nPress `d` to discard them.\n"
    passages = list(split("docs/keys.md", text))
    assert judge("Press `c` to commit the staged changes.", passages).label is not Label.SUPPORTED
    assert "A" not in [w.text for w in read("On first run (A config file is created in your home).").content]


def test_a_body_row_of_dashes_is_a_row() -> None:
    rows = [p.text for p in split("docs/flags.md", "# Flags\n\n| Flag | Default |\n|-|-|\n| a | 1 |\n| - | - |\n| b | 2 |\n")]
    assert rows[1:] == ["Flag: a; Default: 1", "Flag: -; Default: -", "Flag: b; Default: 2"]


def test_without_a_thing_specified_is_a_condition_not_a_denial() -> None:
    # "without a key specified" is "if no key is specified": it does not say the key is not so
    passage = Passage("docs/commands.md:53", "Custom commands without a key specified can be triggered by selecting them from the keybindings menu.")
    assert judge("A custom command's key triggers it from its keybindings.", [passage]).label is not Label.REFUTED
    denied = Passage("docs/commands.md:54", "Custom commands are triggered without a key.")
    assert judge("Custom commands are triggered with a key.", [denied]).label is Label.REFUTED


def test_a_second_readers_finds_stay_refuted() -> None:
    # "without" after the verb denies; a letter after a label names; a command's paths keep their order and dots
    assert judge("The server needs a configured backend.", [Passage("a.md:1", "The server starts without a configured backend.")]).label is Label.REFUTED
    assert judge("The team chose approach A for storage.", [Passage("a.md:2", "The team chose approach B for storage.")]).label is Label.REFUTED
    assert another_command("Link it with `ln -s /usr/bin/batcat ~/.local/bin/bat`.", "Run `ln -s ~/.local/bin/bat /usr/bin/batcat`.") is not None
    assert another_command("Run `go test ./...` for all packages.", "Run `go test ./` for all packages.") is not None


def test_a_negation_in_a_condition_of_the_lead_denies_nothing() -> None:
    # bottom's config page: the row's lead says when the file is looked for ("if no config file argument is given")
    row = Passage("docs/config.md:13", "OS: Windows; Default Config Location: `C:\\Users\\<USER>\\AppData\\Roaming\\bottom\\bottom.toml`",
                  context="Config File. If no config file argument is given, it will look for a config file at these locations")  # fmt: skip
    found = judge("On Windows, the default config file is `C:\\Users\\<USER>\\AppData\\Roaming\\bottom\\bottom.toml`.", (row,))
    assert found.label is Label.SUPPORTED, found.reason
    # a claim's condition and the passage's, each of a thing not given: the same polarity
    adr = Passage("adr/ADR-17.md:52", "The ordered consumer sets idle_heartbeat to 5 seconds if not provided.")
    assert judge("An ordered consumer sets `idle_heartbeat` to 5 seconds when it is not provided.", (adr,)).label is Label.SUPPORTED
    denied = Passage("docs/client.md:3", "If set, the client does not retry.")  # a main clause's negation after a short condition
    assert judge("If set, the client retries.", (denied,)).label is not Label.SUPPORTED


def test_a_programs_text_puts_no_value_in_a_sentences_place() -> None:
    # an example under a directive the reader does not know, read as a passage: `prompt=True` names nothing, `prompt_required=False` says no direction
    example = Passage("docs/options.rst:344", "@click.command() @click.option('--name', prompt=True) def hello(name): click.echo(f\"Hello {name}!\")")
    assert judge("An option declared as `\"--CamelCase\"` gets the name `camelcase`.", (example,)).label is not Label.REFUTED
    required = Passage("docs/options.rst:723", "@click.command() @click.option('--name', prompt=True, prompt_required=False) def hello(name): pass",
                       context="Optional Value")  # fmt: skip
    assert judge("Options are not required by default; passing `required=True` makes an option required.", (required,)).label is not Label.REFUTED
    # a sentence about the same thing still refutes
    said = Passage("docs/options.rst:50", "The option's value is stored under the name `heading`.")
    assert judge("The option's value is stored under the name `title`.", (said,)).label is Label.REFUTED
    code = Passage("docs/options.rst:52", "@click.option('--title', prompt=True) def hello(heading): click.echo(heading)")
    assert judge("The option's value is stored under the name `title`.", (code,)).label is not Label.REFUTED
    # a sentence that only quotes a program's text is read as a sentence
    quoted = Passage("docs/api.md:4", "The handler `def on_save(event):` stores the value under the name `heading`.")
    assert judge("The handler stores the value under the name `title`.", (quoted,)).label is Label.REFUTED
    # a program's text with a comment of prose in it states what the comment says
    commented = Passage("src/log.py:3", "class Logger: enabled = False  # logging is disabled by default")
    assert judge("Logging is enabled by default.", (commented,)).label is Label.REFUTED


def test_a_heading_alone_affirms_nothing_a_claim_denies() -> None:
    # the heading "Tree mode" and a name holding "group" (`group_processes`) do not say processes can be grouped
    after = Passage("docs/process.md:107", "This also reflects with default modes like `group_processes`.", context="Process Widget. Features. Tree mode")
    found = judge("Processes cannot be grouped while the process widget is in tree mode.", (after,))
    assert found.label is Label.NOT_ENOUGH_INFO, found.reason
    said = Passage("docs/process.md:20", "Processes can be grouped in tree mode.", context="Process Widget. Features. Tree mode")
    assert judge("Processes cannot be grouped while the process widget is in tree mode.", (said,)).label is Label.REFUTED


def test_a_word_naming_the_kind_of_the_code_beside_it_need_not_be_stated() -> None:
    row = Passage("docs/options.md:75", "Option: --battery; Behaviour: Shows the battery widget.", context="Command-line options")
    assert judge("The `--battery` flag shows the battery widget.", (row,)).label is Label.SUPPORTED
    assert judge("The `--battery` flag shows the CPU widget.", (row,)).label is not Label.SUPPORTED
    call = Passage("docs/api.md:3", "`init()` reads the config file before anything else.")
    assert judge("The `init()` function reads the config file before anything else.", (call,)).label is Label.SUPPORTED


def test_a_claim_that_one_member_only_is_so_is_refuted_by_a_list_with_more() -> None:
    # bottom's README at L: "macOS (`x86_64`, `aarch64`)" under "officially supports the following …"
    lead = "bottom officially supports the following operating systems and corresponding architectures:"
    now = Passage("README.md:104", "- macOS (`x86_64`, `aarch64`)", context=lead)
    found = judge("bottom officially supports macOS only on the `x86_64` architecture.", (now,))
    assert found.label is Label.REFUTED and "x86_64, aarch64" in found.reason, found.reason
    assert judge("bottom officially supports macOS on the `x86_64` architecture.", (now,)).label is Label.SUPPORTED
    before = Passage("README.md:103", "- macOS (`x86_64`)", context=lead)
    assert judge("bottom officially supports macOS only on the `x86_64` architecture.", (before,)).label is Label.SUPPORTED


def test_a_condition_is_compared_with_a_condition() -> None:
    # "if set" against "if not set" is another condition (a perturbation's dropped negation); a claim with no
    # condition is not denied by the passage's "if no … is given"
    passage = Passage("README.md:645", "If this variable is not set, `less` is used by default.")
    assert judge("If this variable is set, `less` is used by default.", (passage,)).label is not Label.SUPPORTED
    assert judge("If this variable is not set, `less` is used by default.", (passage,)).label is Label.SUPPORTED


def test_only_with_the_claims_whole_list_is_no_shorter_list() -> None:
    passage = Passage("Installation.md:12", "cURL is required for `git-fork`, `git-ignore-io` and `git-pull-request`.")
    found = judge("cURL is only required for `git-fork`, `git-ignore-io` and `git-pull-request`.", (passage,))
    assert found.label is Label.SUPPORTED, found.reason


def test_a_flags_counterpart_is_a_flag() -> None:
    # with "flag" a kind noun, only specifics were missing, and a swap read '-j' in the place of `Content-Type`
    passage = Passage("docs/README.md:653", "You can use `--json, -j` to explicitly set `Accept` to `application/json` whether you send data or not.")
    found = judge("curl's `--json` flag sets both the `Content-Type` and `Accept` headers to `application/json`.", (passage,))
    assert found.label is Label.NOT_ENOUGH_INFO and "'-j'" not in found.reason, found.reason


# A fourteenth history's first run (sharkdp/fd, at its older commit): true claims its README states were
# refuted by passages about something else.
def test_a_default_of_none_says_what_the_claims_no_says() -> None:
    option = Passage("README.md:286", "-d, --max-depth <depth> Set maximum search depth (default: none)", "fd. Command-line options")
    assert judge("By default fd has no maximum search depth (-d/--max-depth).", [option]).label is Label.SUPPORTED
    assert judge("By default fd has a maximum search depth (-d/--max-depth).", [option]).label is Label.REFUTED


def test_emphasis_inside_code_is_the_command_as_typed() -> None:
    passage = Passage("README.md:20", "Intuitive syntax: `fd PATTERN` instead of `find -iname '*PATTERN*'`.")
    assert judge("With fd you can write `fd PATTERN` instead of `find -iname '*PATTERN*'`.", [passage]).label is Label.SUPPORTED
    assert judge("With fd you can write `fd PATTERN` instead of `find -name '*PATTERN*'`.", [passage]).label is Label.REFUTED
    assert read("should _not_ contain `a_b_c` or `*x*`").text == "should not contain `a_b_c` or `*x*`"


def test_the_claims_own_value_stated_of_its_subject_elsewhere_is_not_refuted_by_another() -> None:
    other = Passage("doc/fd.1:33", "-I, --no-ignore Show search results from files and directories that would otherwise be ignored by "
                    ".gitignore, .ignore, .fdignore, or the global ignore file.")  # fmt: skip
    own = Passage("doc/fd.1:43", "--no-ignore-vcs Show search results from files and directories that would otherwise be ignored by .gitignore files.")
    claim = "The --no-ignore-vcs flag shows results that would otherwise be excluded by .gitignore files."
    assert judge(claim, [other]).label is Label.REFUTED  # alone, the other flag in its place
    assert judge(claim, [other, own]).label is Label.NOT_ENOUGH_INFO  # "excluded" is no word of the source's
    # a value no passage states of the subject is still refuted, another passage or not
    wrong = "The --no-ignore-vcs flag shows results that would otherwise be ignored by .hgignore files."
    assert judge(wrong, [other, own]).label is Label.REFUTED


def test_a_denial_of_what_the_claim_hardly_speaks_of_refutes_nothing() -> None:
    aside = Passage("README.md:243", "For example, to recursively remove all `.DS_Store` files, run: `fd -H '^\\.DS_Store$' -tf -X rm`. "
                    "If you are unsure, always call `fd` without `-X rm` first.")  # fmt: skip
    claim = "The README warns that `fd … -X rm -r` can cause race conditions with nested directories of the same name."
    assert judge(claim, [aside]).label is not Label.REFUTED


def test_a_number_another_passage_names_for_something_else_does_not_save_a_wrong_claim() -> None:
    # a second reader's: the wrong port is another service's
    ui = Passage("README.md:3", "The web UI listens on port 8080.")
    metrics = Passage("docs/ports.md:7", "Prometheus metrics are served on port 9090 (separate from the web UI).")
    assert judge("The web UI listens on port 9090.", [ui, metrics]).label is Label.REFUTED
    sdk = Passage("docs/sdks.md:4", "The Go SDK retries a failed upload 3 times.")
    python = Passage("docs/sdks.md:9", "The Python SDK retries a failed upload 5 times.")
    assert judge("The Go SDK retries a failed upload 5 times.", [sdk, python]).label is Label.REFUTED


def test_emphasis_around_a_whole_code_span_is_no_word() -> None:
    assert read("Pass **`--hidden`** or _`-H`_ to search hidden files").text == "Pass `--hidden` or `-H` to search hidden files"


def test_a_value_a_change_left_behind_is_not_stated() -> None:
    # a second reader's: a changelog's "from 1.60 to 1.70" supported "the MSRV is 1.60"
    msrv = Passage("README.md:9", "The minimum supported Rust version (MSRV) is 1.70.")
    log = Passage("CHANGELOG.md:40", "Bumped the minimum supported Rust version (MSRV) from 1.60 to 1.70.")
    assert judge("The minimum supported Rust version (MSRV) is 1.60.", [msrv, log]).label is Label.REFUTED
    assert judge("The minimum supported Rust version (MSRV) is 1.60.", [log]).label is Label.NOT_ENOUGH_INFO
    assert judge("The minimum supported Rust version (MSRV) is 1.70.", [log]).label is Label.SUPPORTED
    assert judge("The MSRV was bumped from 1.60 to 1.70.", [log]).label is Label.SUPPORTED  # the change itself
    both = Passage("docs/http.md:4", "Raise the timeout from 30 to 60 seconds for slow links; by default requests time out after 30 seconds.")
    assert judge("Requests time out after 30 seconds by default.", [both]).label is Label.SUPPORTED


def test_one_thing_written_two_ways_or_an_example_is_no_other_value() -> None:
    # a history's true claims, read as refuted: a flag's short form, a word with and without its hyphen, an example's value
    listing = Passage("plugins/python-build/README.md:70", "To see a list of all available Python versions, run `pyenv install --list`.")
    assert judge("`pyenv install -l` lists all available Python versions.", [listing]).label is not Label.REFUTED
    assert judge("`pyenv install -k` lists all available Python versions.", [listing]).label is Label.REFUTED  # another letter
    shells = Passage("README.md:328", "If you wish to get Pyenv in noninteractive login shells as well, add the commands to `~/.zprofile`.")
    assert judge("To get Pyenv in non-interactive login shells, add the commands to `~/.zprofile`.", [shells]).label is not Label.REFUTED
    example = Passage("README.md:415", "E.g. to install and then switch to the latest 3.10 release, run `pyenv install 3.10`.")
    assert judge("To install the latest 3.8 release, run `pyenv install 3.8`.", [example]).label is not Label.REFUTED
    stated = Passage("README.md:9", "The minimum supported Python version is 3.10.")
    assert judge("The minimum supported Python version is 3.8.", [stated]).label is Label.REFUTED  # not an example: another value


def test_a_windows_path_is_one_specific_read_as_written() -> None:
    # a history's true claim: a Windows path in a fenced block was read as its last part and refuted the claim that wrote it whole
    windows = Passage("docs/contributing.md:39", "Activate the new environment with: Windows PowerShell: ```console $ .\\env\\Scripts\\Activate.ps1 ```")
    assert judge("In Windows PowerShell, the environment is activated with `.\\env\\Scripts\\Activate.ps1`.", [windows]).label is Label.SUPPORTED
    assert judge("In Windows PowerShell, the environment is activated with `.\\env\\Scripts\\activate.bat`.", [windows]).label is not Label.SUPPORTED
    cache = Passage("README.md:4", "On Windows the cache lives in C:\\Users\\build\\cache on the runner.")
    assert judge("The cache lives in `C:\\Users\\ci\\cache` on the runner.", [cache]).label is Label.REFUTED
    # (a reader of the change: a sentence's full stop after the path is no part of it)
    runner = Passage("README.md:5", "The cache lives in C:\\Users\\ci\\cache on every runner.")
    assert judge("The cache lives in C:\\Users\\ci\\cache.", [runner]).label is Label.SUPPORTED
    assert "src/app/main.py" in [w.low for w in read("Paths such as src/app/main.py stay one path.").words]


RELOAD = [
    Passage("docs/settings.md:45", "* `--reload-include <glob-pattern>` - Specify a glob pattern to match files or directories which will be watched. "
            "May be used multiple times. By default the following patterns are included: `*.py`. These defaults can be overwritten by including them "
            "in `--reload-exclude`."),
    Passage("docs/settings.md:46", "* `--reload-exclude <glob-pattern>` - Specify a glob pattern to match files or directories which will excluded from "
            "watching. May be used multiple times. By default the following patterns are excluded: `.*, .py[cod], .sw.*, ~*`. These defaults can be "
            "overwritten by including them in `--reload-include`."),
]


@pytest.mark.parametrize(
    ("content", "label"),
    [
        ("`--reload-include` defaults to the pattern `*.py`.", Label.SUPPORTED),  # "include" inside the flag is no change said
        ("`--reload-exclude` excludes `.*, .py[cod], .sw.*, ~*` by default.", Label.SUPPORTED),  # the other option named in passing
        ("`--reload-exclude` includes `.*` by default.", Label.REFUTED),
    ],
)
def test_a_change_is_read_in_prose_and_in_the_sentence_that_names_its_subject(content: str, label: Label) -> None:
    # (uvicorn's settings, a history's true memories invalidated: "docs/settings.md:46 now says 'excluded'")
    found = judge(content, RELOAD)
    assert found.label is label, found.reason


def test_a_claims_attribution_to_a_part_of_the_docs_names_its_source_not_what_it_states() -> None:
    page = Passage("docs/deployment/index.md:106", "The `UvicornWorker` implementation uses the `uvloop` and `httptools` implementations.")
    for content in ("Per the deployment docs, `UvicornWorker` uses the uvloop and httptools implementations.",
                    "The deployment docs say `UvicornWorker` uses the uvloop and httptools implementations."):
        assert judge(content, [page]).label is Label.SUPPORTED, content
    # a part no passage stands in is a word the claim states
    found = judge("Per the Windows docs, `UvicornWorker` uses the uvloop and httptools implementations.", [page])
    assert found.label is Label.NOT_ENOUGH_INFO and "Windows" in found.reason, found.reason


SETTINGS = """# Settings

## Development

* `--reload-include <glob-pattern>` - Specify a glob pattern to match files which will be watched. May be used multiple times. By default \
the following patterns are included: `*.py`. These defaults can be overwritten by including them in `--reload-exclude`.
* `--reload-exclude <glob-pattern>` - Specify a glob pattern to match files which will excluded from watching. May be used multiple times. \
By default the following patterns are excluded: `.*, .py[cod], .sw.*, ~*`. These defaults can be overwritten by including them in \
`--reload-include`.
"""


@pytest.mark.parametrize(
    ("content", "label"),
    [
        ("`--reload-include` defaults to the pattern `*.py`.", Label.SUPPORTED),
        ("`--reload-exclude` excludes `.*, .py[cod], .sw.*, ~*` by default.", Label.SUPPORTED),
        ("`--reload-include` defaults to the pattern `*.js`.", Label.NOT_ENOUGH_INFO),  # never the other option's change, nor "overwritten"
    ],
)
def test_each_sentence_of_a_list_item_that_opens_with_its_code_is_about_that_code(content: str, label: Label) -> None:
    # (uvicorn's settings page: a later sentence of an option's item read alone named no option, or the other)
    passages = list(split("docs/settings.md", SETTINGS))
    assert any(p.text.startswith("`--reload-include <glob-pattern>` By default") for p in passages)
    found = judge(content, passages)
    assert found.label is label, found.reason


def test_a_list_items_code_is_lent_neither_to_a_sentence_naming_other_code_nor_as_a_command() -> None:
    passages = list(split("docs/config.md", "# Config\n\n- `timeout`: How long to wait. Set `retries` to 0 to disable retrying. Defaults to 30.\n"
                                            "1. `pip install foo` - install it. The server listens on port 8000.\n"))
    assert judge("Setting `timeout` to 0 disables retrying.", passages).label is Label.REFUTED
    assert judge("`pip install foo` listens on port 8000.", passages).label is Label.NOT_ENOUGH_INFO
    assert judge("`timeout` defaults to 30.", passages).label is Label.SUPPORTED


def test_a_list_items_on_and_off_flags_are_lent_to_its_later_sentences() -> None:
    # (uvicorn's settings page: "Defaults to enabled, …" named no option once its item opened with the flag and its negation)
    passages = list(split("docs/settings.md", "# Settings\n\n* `--proxy-headers / --no-proxy-headers` - Enable/Disable X-Forwarded-Proto to populate "
                                              "remote address info. Defaults to enabled, but only trusts IPs in `forwarded-allow-ips`.\n"))
    assert judge("`--proxy-headers` is enabled by default but only trusts IPs in `forwarded-allow-ips`.", passages).label is Label.SUPPORTED
    assert judge("`--server-header` is enabled by default but only trusts IPs in `forwarded-allow-ips`.", passages).label is not Label.SUPPORTED
    # the flag alone is lent, not its negation; two opposite flags lend nothing
    assert judge("`--no-proxy-headers` is enabled by default.", passages).label is not Label.SUPPORTED
    two = list(split("docs/settings.md", "# Settings\n\n* `--proxy-headers` / `--no-proxy-headers` - Enable/Disable X-Forwarded-Proto. "
                                         "Defaults to enabled.\n"))
    assert judge("`--no-proxy-headers` is enabled by default.", two).label is not Label.SUPPORTED  # in two code spans too
    assert judge("`--proxy-headers` is enabled by default.", two).label is Label.SUPPORTED
    both = list(split("docs/cli.md", "# CLI\n\n- `--include / --exclude <glob>` - Filter the files. Matching files are skipped.\n"))
    assert judge("Files matching `--include` are skipped.", both).label is not Label.SUPPORTED


def test_an_attribution_to_a_part_of_the_docs_is_judged_by_that_parts_passages_only() -> None:
    pages = [Passage("docs/windows.md:1", "Use scoop to install the tool.", "Windows"), Passage("docs/linux.md:1", "Install the tool with apt.", "Linux")]
    assert judge("Per the Windows guide, install the tool with apt.", pages).label is not Label.SUPPORTED
    assert judge("Per the Linux guide, install the tool with apt.", pages).label is Label.SUPPORTED


def test_a_change_said_in_a_sentence_opening_with_a_pronoun_is_said_of_the_sentence_befores_subject() -> None:
    found = judge("The `cache` option is enabled by default.", [Passage("docs/c.md:1", "The `cache` option controls caching. It is disabled by default.")])
    assert found.label is Label.REFUTED, found.reason


def test_quoted_values_run_with_commas_alone_are_a_list_a_claim_may_copy_short() -> None:
    # (uvicorn's settings: a help text's choices, no "and" before the last; a history's false memory kept as stated)
    options = [Passage("docs/settings.md:94", "`--ws <str>` **Options:** *'auto', 'none', 'websockets', 'websockets-sansio', 'wsproto'.* "
                       "**Default:** *'auto'*.")]
    short = judge("The `--ws` options are 'auto', 'none', 'websockets' and 'wsproto'.", options)
    assert short.label is Label.REFUTED and "websockets-sansio" in short.reason, short.reason
    assert judge("The `--ws` options are 'auto', 'none', 'websockets', 'websockets-sansio' and 'wsproto'.", options).label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "passage", "label"),
    [
        # commitizen's config reference: a claim's code is not stated by a longer name it is a part of
        ('The `version` setting is required if you use `provider = "commitizen"`.',
         'Required if you use `version_provider = "commitizen"`. The `version` setting holds the current version.', Label.REFUTED),
        ("`timeout` sets how long a connection may take.", "`connect_timeout` sets how long a connection may take.", Label.REFUTED),
        ("`provider` selects where the version number is read from.", "`version-provider` selects where the version number is read from.",
         Label.REFUTED),
        ("Set `PAGER` to choose the pager program.", "Set `BAT_PAGER` to choose the pager program.", Label.REFUTED),  # (prose's "pager" is none)
        # … the whole name, and a dotted name's segment, still are
        ("The `version_provider` setting picks the provider.", 'Set `version_provider = "commitizen"` to pick the provider.', Label.SUPPORTED),
        ("Use the `tmp_path` fixture for a temporary directory.", "The `tmp_path` fixture gives a temporary directory.", Label.SUPPORTED),
        ("Mark a test with `usefixtures` to use fixtures.", "Mark a test with `pytest.mark.usefixtures` to use fixtures.", Label.SUPPORTED),
        # starlette's responses page: "always" is what a passage with an exception does not say
        ("The cache is always cleared on exit.", "The cache is cleared on exit, unless `--keep-cache` is given.", Label.NOT_ENOUGH_INFO),
        ("The formatter always adds a trailing comma.", "The formatter adds a trailing comma, with the exception of single-element tuples.",
         Label.NOT_ENOUGH_INFO),
        # … a claim that keeps the exception, one in another sentence, and code's `except` or `always` are none
        ("The cache is always used unless `--no-cache` is passed.", "The cache is always used unless `--no-cache` is passed.", Label.SUPPORTED),
        ("`ruff format` always uses 4-space indentation.",
         "`ruff format` always uses 4-space indentation. `ruff check` reports tabs unless `W191` is ignored.", Label.SUPPORTED),
        ("`retry()` always re-raises the last error.", "`retry()` always re-raises the last error; catch it with `except RetryError`.",
         Label.SUPPORTED),
        ("The hook always runs before a commit.", "The hook always runs before a commit; the linter runs unless skipped.", Label.SUPPORTED),
        # gh's README lists Webi too: "no other" is a restriction the passage must state
        ("On Windows, gh is available via WinGet, scoop and Conda, and no other installer is listed.",
         "`gh` is available via WinGet, scoop, Conda and Webi.", Label.NOT_ENOUGH_INFO),
        ("No other setup is needed after `pip install tool`.", "No additional setup is needed after `pip install tool`.", Label.SUPPORTED),
        ("If no other file is given, `tool` reads `pyproject.toml`.", "If no other file is given, `tool` reads `pyproject.toml`.",
         Label.SUPPORTED),  # (a condition's "no other" restricts nothing)
    ],
)
def test_a_source_states_a_claim_only_as_the_claim_says_it(claim: str, passage: str, label: Label) -> None:
    # a code name, "always" and "no other" as the claim says them (not a longer name, a sentence with an exception, a list)
    found = judge(claim, [Passage("README.md:83", passage)])
    assert found.label is label, found.reason


@pytest.mark.parametrize(
    ("claim", "passage", "unsaid"),
    [
        ("The tool runs only on Linux.", "The tool runs on Linux.", "only"),
        ("The cache is always cleared on exit.", "The cache is cleared on exit, unless `--keep-cache` is given.", "always"),
    ],
)
def test_a_word_stated_but_not_as_the_claim_says_it_is_the_one_the_reason_names(claim: str, passage: str, unsaid: str) -> None:
    found = judge(claim, [Passage("README.md:83", passage)])
    assert found.label is Label.NOT_ENOUGH_INFO and found.missing == (unsaid,), found.reason
    assert found.reason.startswith(f"no source says '{unsaid}'; the nearest, README.md:83"), found.reason


def test_a_heading_written_as_a_sentence_lends_no_negation() -> None:
    # isort's README: its title "… so you don't have to." stands in the context of every passage under it; its "n't" once
    # denied "Installing isort is as simple as: …" and read the next sentence's "Python" as "not Python"
    readme = ("# isort your imports, so you don't have to.\n\nIt requires Python 3.10+ to run but supports formatting Python 2 code too.\n\n"
              "## Installing isort\n\nInstalling isort is as simple as:\n\n```bash\npip install isort\n```\n")  # fmt: skip
    passages = list(split("README.md", readme))
    install = judge("Installing isort is just `pip install isort`.", passages, frozenset({"isort"}))
    assert install.label is Label.SUPPORTED, install.reason
    python2 = judge("Although isort needs Python 3 to run, it also supports formatting Python 2 code.", passages, frozenset({"isort"}))
    assert python2.label is not Label.REFUTED, python2.reason
    assert ("language", "Python") not in read("so you don't have to. It requires Python 3.10+ to run").meaning.excluded
    # (in its own sentence, the value after a negation is still what is not so, past an abbreviation's full stop too)
    assert ("language", "Python") in read("The hooks are not Python scripts.").meaning.excluded
    assert ("language", "Python") in read("The hooks do not support e.g. Python scripts.").meaning.excluded
    # the nearest heading, a phrase, still denies what stands under it; so do a question's answer and a sentence after the first
    scoped = list(split("README.md", "# pipx\n\n## What pipx does not do\n\n- Install libraries into your project environment.\n"))
    assert judge("pipx installs libraries into your project environment.", scoped, frozenset({"pipx"})).label is Label.REFUTED
    deeper = list(split("README.md", "# pipx\n\n## What pipx does not do\n\n### Libraries\n\nInstall libraries into your project environment.\n"))
    assert judge("pipx installs libraries into your project environment.", deeper, frozenset({"pipx"})).label is Label.REFUTED
    # a heading written as a sentence still denies a word the claim states ("Windows is not supported." over "Use WSL …")
    windows = [Passage("docs/x.md:3", "Use WSL to run the tool.", "Windows is not supported.")]
    assert judge("Windows is supported.", windows, frozenset({"foo"})).label is not Label.SUPPORTED
    loaded = [Passage("docs/x.md:3", "Add them to the plugins list in `foo.toml`.", "Plugins are not loaded automatically.")]
    assert judge("Plugins are loaded automatically.", loaded, frozenset({"foo"})).label is not Label.SUPPORTED
    assert judge("Plugins are not loaded automatically.", loaded, frozenset({"foo"})).label is not Label.REFUTED
    answered = [Passage("docs/faq.md:3", "Does the daemon restart crashed workers? It does not.", "FAQ")]
    assert judge("The daemon restarts crashed workers.", answered).label is not Label.SUPPORTED
    notebooks = [Passage("docs/f.md:3", "`ruff format` formats Python files. It does not format notebooks in `nbformat` 3.", "Formatter")]
    assert judge("`ruff format` formats notebooks.", notebooks, frozenset({"ruff"})).label is not Label.SUPPORTED
    wheel = [Passage("docs/build.md:3", "The `build` command creates a wheel. The wheel is not uploaded; use `twine` for that.", "Build")]
    assert judge("The `build` command uploads the wheel.", wheel).label is not Label.SUPPORTED
    # a claim of two clauses against two sentences: pipx's "pipx is under active development. pipsi is no longer maintained."
    pipx = [Passage("docs/comparisons.md:38", "pipx is under active development. pipsi is no longer maintained.", "Comparisons. pipx vs pipsi")]
    assert judge("pipsi is no longer maintained, while pipx is under active development.", pipx, frozenset({"pipx"})).label is Label.SUPPORTED
    assert judge("pipsi is maintained, while pipx is under active development.", pipx, frozenset({"pipx"})).label is Label.REFUTED


def test_a_number_after_a_name_is_its_version_not_a_count_of_the_words_after_it() -> None:
    # isort's upgrade guide: "isort 5" is the release, not a number of config files ("merged into 1 single one")
    guide = [Passage("docs/upgrade_guides/5.0.0.md:48", "If you have multiple configs, they will need to be merged into 1 single one.", "Upgrading")]
    found = judge("isort 5 no longer merges multiple config files.", guide, frozenset({"isort"}))
    assert found.label is not Label.REFUTED, found.reason
    # … while another version of the same name, or another count of the same thing, still refutes
    release = [Passage("docs/upgrade_guides/6.0.0.md:3", "isort 6 merges multiple config files.", "Upgrading")]
    assert judge("isort 5 merges multiple config files.", release, frozenset({"isort"})).label is Label.REFUTED
    assert judge("Configs are merged into 2 single files.", guide).label is Label.REFUTED


def test_a_tuple_or_one_member_list_of_quoted_strings_is_a_value_a_claim_may_copy_short() -> None:
    # isort's google profile: `single_line_exclusions` grew from `('typing',)` to four members; the memory "is just ('typing',)"
    # was kept as still stated by the longer tuple
    profile = [Passage("docs/configuration/profiles.md:43", "**single_line_exclusions**: `('collections.abc', 'six.moves', 'typing', 'typing_extensions')`",
                       "Built-in Profile for isort. google")]  # fmt: skip
    short = judge("In the google profile, single_line_exclusions is just ('typing',).", profile, frozenset({"isort"}))
    assert short.label is Label.REFUTED and short.conflict is not None and short.conflict.kind == "longer list", short.reason
    assert judge("The google profile's single_line_exclusions is ['typing'].", profile, frozenset({"isort"})).label is Label.REFUTED
    whole = "In the google profile, single_line_exclusions is ('collections.abc', 'six.moves', 'typing', 'typing_extensions')."
    assert judge(whole, profile, frozenset({"isort"})).label is Label.SUPPORTED
    # a string in parentheses, a footnote, a link's text, a call's arguments or a subscript is no list
    from groundstream.detectors.lists import lists_in

    assert lists_in("The value ('typing') is read [1], see [docs](x), ['README'](README.md), open('x', 'rb'), os.environ['HOME'].") == ()
    env = [Passage("docs/x.md:3", "foo reads the variables ['HOME', 'XDG_CONFIG_HOME'] from os.environ.", "Settings")]
    assert judge("foo reads the HOME variable from os.environ['HOME'].", env, frozenset({"foo"})).label is not Label.REFUTED
    # one member given as an example ("such as") is no copy of the list
    example = [Passage("docs/x.md:3", "The `known_first_party` setting accepts a list such as ['myproject', 'other'].", "Settings")]
    assert judge("The `known_first_party` setting accepts a list such as ['myproject'].", example).label is not Label.REFUTED


@pytest.mark.parametrize(
    ("claim", "passage", "label"),
    [
        # ollama's GPU page: "does not support all AMD GPUs" leaves some supported
        ("AMD GPU support on Windows is built on ROCm.", "Ollama leverages the AMD ROCm library, which does not support all AMD GPUs.",
         Label.NOT_ENOUGH_INFO),
        ("Ollama supports all AMD GPUs through the ROCm library.", "Ollama leverages the AMD ROCm library, which does not support all AMD GPUs.",
         Label.REFUTED),
        # pip's user guide: each side denies installing, in verbs of its own
        ("Listing a package in a constraints file does not cause it to be installed by pip.",
         "Including a package in a constraints file does not trigger installation of the package.", Label.NOT_ENOUGH_INFO),
        ("Listing a package in a constraints file causes it to be installed.",
         "Including a package in a constraints file does not trigger installation of the package.", Label.REFUTED),
        # … the claim's negation denies its own first words, not what its clause says after them (difftastic's manual)
        ("Difftastic tracks the tree-sitter parsers that aren't published on crates.io as git submodules.",
         "Tree-sitter parsers are sometimes not packaged on crates.io. Difftastic uses git subtrees (not git submodules) to track them.",
         Label.REFUTED),
        # "no way to force" denies forcing, as "nothing forces" does
        ("Nothing forces the legacy build system interface.", "There is no way to force the use of the legacy build system interface.",
         Label.NOT_ENOUGH_INFO),
        ("A flag forces the legacy build system interface.", "There is no way to force the use of the legacy build system interface.",
         Label.REFUTED),
        # a sample's "no" is its value, a fence's "none" its language
        ("Boolean options such as `--no-compile` are enabled with falsy values.",
         "To enable the boolean options `--no-compile` and `--no-cache-dir`, falsy values have to be used: ```ini [install] no-compile = no ```",
         Label.SUPPORTED),
        # … its other words still deny: an error a sample shows, a comment
        ("`--fix` is supported on Windows.", "Running it on Windows prints: ```console $ tool --fix error: --fix is not supported on Windows ```",
         Label.REFUTED),
        # "not … at all" denies whole
        ("The tool runs on Windows.", "The tool does not run at all on Windows.", Label.REFUTED),
        ("SVN revisions are given with `@` after the URL.",
         "You can also give specific revisions to an SVN URL, like so: ```none -e svn+http://svn.example.com/svn/MyProject/trunk@2019 ```",
         Label.NOT_ENOUGH_INFO),
    ],
)
def test_a_negation_of_all_of_code_or_in_other_verbs_is_read_as_it_denies(claim: str, passage: str, label: Label) -> None:
    found = judge(claim, [Passage("docs/guide.md:12", passage)], frozenset({"ollama", "pip"}))
    assert found.label is label, found.reason


def test_a_number_answered_by_a_sibling_of_its_list_a_least_number_or_other_code_is_no_other() -> None:
    # pip's CI page lists each interpreter as an item
    ci = list(split("docs/ci.md", "# CI\n\npip supports a variety of Python interpreters:\n\n- CPython 3.8\n- CPython 3.9\n- CPython 3.10\n"))
    assert judge("pip's CI docs list CPython 3.9 among the supported interpreters.", ci).label is not Label.REFUTED
    assert judge("pip's CI docs list CPython 3.7 among the supported interpreters.", ci).label is Label.REFUTED
    # ollama's GPU page: "5.0+" is "5.0 and newer"
    gpu = [Passage("docs/gpu.md:3", "Ollama supports Nvidia GPUs with compute capability 5.0+.")]
    assert judge("Ollama supports Nvidia GPUs of compute capability 5.0 and newer.", gpu).label is not Label.REFUTED
    assert judge("Ollama supports Nvidia GPUs of compute capability 6.0 and newer.", gpu).label is Label.REFUTED
    # ollama's FAQ: another setting's default is not the claim's setting's
    faq = [Passage("docs/faq.md:274", "`OLLAMA_MAX_LOADED_MODELS` The default is 3 * the number of GPUs or 3 for CPU inference.")]
    assert judge("`OLLAMA_MAX_QUEUE` defaults to 512 queued requests.", faq).label is not Label.REFUTED
    assert judge("`OLLAMA_MAX_LOADED_MODELS` defaults to 5 times the number of GPUs.", faq).label is Label.REFUTED
    # a table row's two-word column head is no value, and a sample under "An example of …" gives examples
    row = [Passage("docs/modelfile.md:137", "Parameter: temperature; Description: The temperature of the model. (Default: 0.8); Value Type: float")]
    found = judge("A model's temperature defaults to 0.8 unless a Modelfile sets it.", row)
    assert found.label is not Label.REFUTED and "'Value'" not in (found.reason or "")
    sample = [Passage("docs/modelfile.md:51", "An example of a `Modelfile` creating a blueprint: ```modelfile FROM llama3 PARAMETER num_ctx 4096 ```")]
    assert judge("The context window `num_ctx` defaults to 2048 in a Modelfile.", sample).label is not Label.REFUTED
    # (a block's first part, its fence closed in a later one; prose after a closed fence is no sample)
    part = [Passage("docs/modelfile.md:51", "An example of a `Modelfile` creating a blueprint: ```modelfile FROM llama3 PARAMETER temperature 1")]
    assert judge("A model's temperature defaults to 0.8.", part).label is not Label.REFUTED
    after = [Passage("docs/server.md:9", "An example: ```toml host = 'x' ``` The server binds to port 8080.")]
    assert judge("The server binds to port 9090.", after).label is Label.REFUTED


def test_a_sibling_with_a_qualifier_the_claim_leaves_out_does_not_outweigh_the_bare_one() -> None:
    # a code reader's lists: the bare item says what the claim says otherwise; the qualified one is another case
    ports = list(split("docs/guide.md", "# Guide\n\n## Ports\n\n- The server listens on port 8080.\n- The admin server listens on port 9090.\n"))
    assert judge("The server listens on port 9090.", ports).label is Label.REFUTED
    assert judge("The admin server listens on port 9090.", ports).label is Label.SUPPORTED
    logs = list(split("docs/logs.md", "# Logs\n\n## Retention\n\n- Logs are kept for 7 days.\n- Logs are kept for 30 days on paid plans.\n"))
    assert judge("Logs are kept for 30 days.", logs).label is Label.REFUTED
    assert judge("Logs are kept for 30 days on paid plans.", logs).label is Label.SUPPORTED
    # names, flags and versions are listed side by side: no one setting
    changes = list(split("CHANGES.md", "# Changes\n\n## 2.0\n\n- Added the `--foo` flag.\n- Added the `--bar` flag in 2.0.\n"))
    assert judge("Added the `--bar` flag.", changes).label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "text", "label"),
    [
        # another setting's default, named first in its item, is not the claim's setting's (ollama's FAQ)
        ("`OLLAMA_MAX_QUEUE` defaults to 512 queued requests.",
         "# FAQ\n\n## Concurrency\n\nThe following server settings adjust how concurrent requests are handled:\n\n"
         "- `OLLAMA_MAX_LOADED_MODELS` The default is 3 times the number of GPUs.\n"
         "- `OLLAMA_MAX_QUEUE` The maximum number of requests Ollama will queue when busy. The default is 512.\n", Label.NOT_ENOUGH_INFO),
        ("`OLLAMA_MAX_QUEUE` defaults to 256 queued requests.",
         "`OLLAMA_MAX_QUEUE` The maximum number of requests Ollama will queue when busy. The default is 512.", Label.REFUTED),
        # a claim's "with … set" is a condition: the passage's "if … is not set" is read against it
        ("Scripts with the bit set are sourced by asdf as Bash scripts.", "If the bit is not set, asdf will source the scripts as Bash scripts.",
         Label.REFUTED),
        # a changelog's "Remove support for", "Drop support for" deny the support (twine's changelog)
        ("Twine does not support usernames other than `__token__` when uploading to PyPI.",
         "# Changelog\n\n## Twine 6.0.0\n\n- Remove support for usernames other than `__token__` when uploading to PyPI (#1040)\n", Label.SUPPORTED),
        ("Twine does not support Python 3.7.", "Drop support for Python 3.7.", Label.SUPPORTED),
        ("Twine supports Python 3.7.", "Drop support for Python 3.7.", Label.REFUTED),
        ("Twine supports Python 3.7.", "Removed support for Python 3.7.", Label.REFUTED),
    ],
)
def test_a_condition_a_privative_and_another_settings_number_read_in_their_documents(claim: str, text: str, label: Label) -> None:
    passages = list(split("docs/guide.md", text)) if "\n" in text else [Passage("docs/guide.md:3", text)]
    found = judge(claim, passages, frozenset({"twine", "asdf", "ollama"}))
    assert found.label is label, found.reason


@pytest.mark.parametrize(
    ("claim", "text", "label"),
    [
        # the words of a command the claim quotes are no words of its prose ("no parent directories are checked" is not about
        # `ruff check`); the prose's own words still are
        ("`make format` runs `ruff check --fix` over the src and tests directories.", "By default, no parent directories are checked.",
         Label.NOT_ENOUGH_INFO),
        ("The parent directories are checked by default.", "By default, no parent directories are checked.", Label.REFUTED),
        # a claim's negation denies its clause's subject too, and a main clause's negation its whole clause (pydantic-settings' guide)
        ("Multiple subparsers per model are not supported.",
         "All subcommands for a model are grouped under a single subparser; it does not allow for multiple subparsers per model.",
         Label.NOT_ENOUGH_INFO),
        ("Multiple subparsers per model are supported.",
         "All subcommands for a model are grouped under a single subparser; it does not allow for multiple subparsers per model.",
         Label.REFUTED),
        ("The loader cannot look up a relatively named env file in parent directories.",
         "If a filename is specified, the loader won't check any parent directories for the env file.", Label.NOT_ENOUGH_INFO),
        ("The loader looks up a relatively named env file in parent directories.",
         "If a filename is specified, the loader won't check any parent directories for the env file.", Label.REFUTED),
        # what a claim says only inside its condition it does not affirm; what it says outside, it does
        ("The loader only looks in the working directory unless `depth` is set to search that many parent directories.",
         "The loader won't search parent directories.", Label.NOT_ENOUGH_INFO),
        ("The loader searches parent directories unless `depth` is 0.", "The loader won't search parent directories.", Label.REFUTED),
        # (a code reader's finds) a "when" is a time and "whether" an object, no condition; the claim's subject does not excuse a
        # denial of another thing, nor does a clause of its after "when"; "and do not" after a condition is the main clause's
        ("The server reloads automatically when config files change.",
         "The server does not watch config files for changes; restart it after editing.", Label.REFUTED),
        ("The `status` command shows whether each migration has been applied.",
         "The `status` command does not show applied migrations; use `history` instead.", Label.REFUTED),
        ("Secrets are never written to logs, and job output masks any secret values.", "Job output does not mask secret values.",
         Label.REFUTED),
        ("The installer doesn't touch your shell profile when adding the binary to `PATH`.",
         "The installer does not add the binary to `PATH`; do it yourself.", Label.REFUTED),
        ("Uploads of files larger than 2 GB resume automatically after a failure.",
         "Uploads fail when the file is larger than 2 GB and do not resume automatically.", Label.REFUTED),
        # … but a sentence that opens on its condition is conditional to its end (same_decisions: a trusted user's claim refuted)
        ("Forcing an upgrade of the old app version should stop most crashes.",
         "When you installed the tool with `pip install --user` and cannot upgrade it as an app:", Label.NOT_ENOUGH_INFO),
        # a passage's "if … not" is a condition where the "if" opens the clause ("… for a pyproject.toml if one is not found in …")
        ("The source looks for a pyproject.toml in the current working directory.",
         "Set `depth` to check that many directories up for a pyproject.toml if one is not found in the current working directory.",
         Label.NOT_ENOUGH_INFO),
    ],
)
def test_what_a_negation_denies_in_a_claims_code_subject_clause_or_condition(claim: str, text: str, label: Label) -> None:
    found = judge(claim, [Passage("docs/guide.md:3", text)], frozenset({"pydantic", "settings"}))
    assert found.label is label, found.reason


def test_an_options_heading_names_each_of_its_flags() -> None:
    # go-task's CLI reference: "#### `-x, --exit-code`" over "Pass through the exit code of failed commands."
    page = ("# CLI\n\n## Options\n\n#### `-x, --exit-code`\n\nPass through the exit code of failed commands.\n\n"
            "#### `-I, --interval <duration>`\n\nSet watch interval (default: `5s`).\n")  # fmt: skip
    passages = list(split("docs/cli.md", page))
    assert judge("With `-x`/`--exit-code`, the tool passes through the exit code of failed commands.", passages, frozenset({"tool"})).label is Label.SUPPORTED
    assert judge("`--interval` sets the watch interval.", passages, frozenset({"tool"})).label is Label.SUPPORTED
    assert judge("`-I` sets the watch interval.", passages, frozenset({"tool"})).label is Label.SUPPORTED
    assert judge("`--timeout` sets the watch interval.", passages, frozenset({"tool"})).label is not Label.SUPPORTED


def test_a_path_from_here_and_a_setting_written_in_words_are_the_same() -> None:
    assert read("Defaults to: `./.task`.").states(read("`.task`").words[0])
    assert not read("Defaults to: `./.cache`.").states(read("`.task`").words[0])
    setting = read("`extra='forbid'`").words[0]
    assert read("If you set the `extra=forbid` (*default*) on `model_config`, it raises.").states(setting)
    assert read('It is `extra = "forbid"` by default.').states(setting)
    assert not read("If you set the `extra=ignore` on `model_config`, it is ignored.").states(setting)
    assert not read("Set `color: never` to disable colors.").states(read("`color=never`").words[0])  # a value of no: a denial
    # a setting in words may say what is not the case ("If `debug` is set to `true`, …; it defaults to `false`"): not the setting,
    # but no other thing in its place either
    flag = read("`cli_use_class_docs_for_groups=True`").words[0]
    assert not read("even if `cli_use_class_docs_for_groups` is set to `True`.").states(flag)
    assert not read("`workers: 1` is recommended for debugging.").states(read("`workers=1`").words[0])  # another form says no more
    # a setting's value the claim calls the default, against the passage's default (a code reader's find)
    debug = [Passage("docs/index.md:3", "When `debug` is set to `true`, stack traces are shown. The default is `false`.")]
    assert judge("`debug=true` is the default.", debug).label is Label.REFUTED
    assert judge("`debug=false` is the default.", debug).label is not Label.REFUTED
    assert judge("The help text comes from the description even with `cli_use_class_docs_for_groups=True`.",
                 [Passage("docs/index.md:3", "The help text comes from the description; even if `cli_use_class_docs_for_groups` is set to `True`.")]
                 ).label is not Label.REFUTED  # fmt: skip
    assert judge("`debug=true` is the default.", [Passage("docs/index.md:3", "If `debug` is set to `true`, logs include stack traces; it defaults to "
                                                                             "`false`.")]).label is not Label.SUPPORTED  # fmt: skip


def test_what_a_claim_keeps_said_of_its_subject_in_other_words_refutes_nothing() -> None:
    # (a code reader's finds) what the claim keeps, said in other words of the claim's subject ("`build`"): no refutation
    for content, text in [
        ("The `build` step runs in a container rather than on the host.", "The `build` step executes inside Docker, isolated from the host."),
        ("`tox` runs each environment in a fresh virtualenv rather than the system interpreter.",
         "`tox` creates an isolated venv per environment, so the system interpreter is never used directly."),
    ]:  # fmt: skip
        assert judge(content, [Passage("docs/guide.md:3", text)], frozenset({"task"})).label is not Label.REFUTED
    # … while a passage about the claim's own case still does
    assert judge("Versions follow Calendar Versioning rather than Semantic Versioning.",
                 [Passage("README.md:3", "Versions of this project follow Semantic Versioning.")]).label is Label.REFUTED  # fmt: skip


def test_a_makefiles_recipe_stands_under_the_make_command_of_its_target() -> None:
    makefile = (".PHONY: install\ninstall:\n\tpip install -e .\n\n.PHONY: test\ntest:\n\tcoverage run -m pytest --durations=10\n\n"
                ".PHONY: lint\nlint:\n\truff check src\n")  # fmt: skip
    passages = list(split("Makefile", makefile))
    assert [p.scope for p in passages] == ["`make install`", "`make test`", "`make lint`"]
    assert judge("`make test` runs pytest with --durations=10.", passages).label is Label.SUPPORTED
    assert judge("make test uses coverage and pytest.", passages).label is Label.SUPPORTED
    assert judge("`make lint` runs pytest with --durations=10.", passages).label is Label.REFUTED  # another target's recipe
    # a recipe continued after a blank line is still its target's; a variable or a special target is no rule
    more = list(split("build.mk", "sources = src tests\n.DEFAULT_GOAL := all\n\nrefresh:\n\techo one\n\n\techo two\n"))
    assert [p.scope for p in more] == ["", "`make refresh`", "`make refresh`"]
    # two rules in one block are two recipes; a pattern rule or a variable after a rule is no target's
    rules = list(split("Makefile", "lint:\n\truff check .\ntest:\n\tpytest\n%.o: %.c\n\tcc -c $<\nFOO = 1\n"))
    assert [(p.text, p.scope) for p in rules] == [("lint:\nruff check .", "`make lint`"), ("test:\npytest", "`make test`"),
                                                  ("%.o: %.c\ncc -c $<\nFOO = 1", "")]  # fmt: skip
    assert [p.scope for p in split("scripts/run.sh", "#!/bin/sh\ntest:\n  echo hi\n")] == ["", ""]  # a Makefile only


def test_the_projects_program_before_its_flag_is_its_own_name() -> None:
    # go-task's CLI reference documents `--dry` in a table that names no program: "`task --dry`" is the project's own program
    row = [Passage("docs/cli.md:3", "Short: `-n`; Flag: `--dry`; Type: `bool`; Description: Compiles and prints tasks without executing them.")]
    assert judge("`task --dry` compiles and prints tasks without executing them.", row, frozenset({"task"})).label is Label.SUPPORTED
    assert judge("`make --dry` compiles and prints tasks without executing them.", row, frozenset({"task"})).label is not Label.SUPPORTED
    # the project's name as a value is still a value the passage must state
    runner = [Passage("docs/cli.md:3", "The default runner is `make`.")]
    assert judge("The default runner is `task`.", runner, frozenset({"task"})).label is not Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "text", "ambient", "wrong"),
    [
        # a whole-change reader's finds (reader61), each right on the session's start: a claim's condition ends with its sentence,
        # and the passage's denial of the claim's own verb under it still refutes
        ("The CLI prints a warning if the config file contains unknown keys.",
         "The CLI does not print a warning for unknown keys in the config file.", (), "not_refuted"),
        ("Commits are rejected unless they carry a `Signed-off-by` trailer.", "Commits are not rejected for a missing `Signed-off-by` trailer.",
         (), "not_refuted"),
        ("The CLI reads `~/.toolrc` if it exists. It writes debug logs to `/tmp/tool.log`.",
         "The CLI does not write debug logs to `/tmp/tool.log`.", (), "not_refuted"),
        ("Caching is skipped if `--no-cache` is passed.", "The build cache is not skipped by `--no-cache`; use `--force`.", (), "not_refuted"),
        # a command's words the passage's denial speaks of (two of them) are the claim's
        ("CI runs `cargo test --workspace` on every push.", "CI does not test the whole workspace; only the core crate is tested.", (),
         "not_refuted"),
        # a need's purpose is affirmed, and an active clause's subject is not what it denies
        ("It is not necessary to restart the server to reload TLS certificates.",
         "The server does not reload TLS certificates; restart it after renewal.", (), "not_refuted"),
        ("No login is needed to download nightly builds from the artifacts page.", "Nightly builds cannot be downloaded from the artifacts page.",
         (), "not_refuted"),
        ("Users don't have to configure anything to receive email alerts for failed jobs.", "Users do not receive email alerts for failed jobs.",
         (), "not_refuted"),
        ("Pull requests from forks cannot access repository secrets, but the test suite still runs on pull requests from forks.",
         "The test suite does not run on pull requests from forks.", (), "not_refuted"),
        # an option heading's flags: aliases only, and not lent to a passage about other code
        ("`--yaml` prints the result as JSON.", "# Output\n\n## `--json | --yaml`\n\nPrints the result as JSON.\n", (), "supported"),
        ("`--watch` rebuilds on every change.",
         "# Options\n\n## `-w, --watch`\n\nDeprecated: does nothing since 3.0; use `serve` instead, which rebuilds on every change.\n", (),
         "supported"),
        ("`--dir` will be removed in v4.",
         "# CLI\n\n## `-d, --dir <path>`\n\nChanges to the given directory.\n\n### Deprecated aliases\n\n`--cwd` does the same and will be "
         "removed in v4.\n", (), "supported"),
        # a setting called the default with a qualifier is no claim of the default
        ("`workers=4` is the default in the sample config.", "The sample config sets `workers = 4`; the built-in default is `1`.", (),
         "refuted"),
        # the project's program before a flag is its own only where the passage names the flag alone, not another program's
        ("`tox -x` stops after the first failure.", "Pass `-x` to pytest to stop after the first failure.", ("tox",), "supported"),
        ("`poetry --no-ansi` disables colored output.", "Pass `--no-ansi` to `pip` to disable colored output.", ("poetry",), "supported"),
        ("`uv --offline` disables network access.", "`cargo --offline` disables network access.", ("uv",), "supported"),
    ],
)
def test_a_whole_change_readers_finds(claim: str, text: str, ambient: tuple[str, ...], wrong: str) -> None:
    passages = list(split("docs/guide.md", text)) if "\n" in text else [Passage("docs/guide.md:3", text)]
    found = judge(claim, passages, frozenset(ambient))
    if wrong == "not_refuted":
        assert found.label is Label.REFUTED, found.reason
    else:
        assert found.label is not Label(wrong), found.reason
