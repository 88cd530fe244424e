"""reStructuredText documentation read as it renders: tox's docs (MIT, trimmed history under
benchmarks/data/history/tox, its LICENSE beside it)."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from groundstream.detectors.chunks import split
from groundstream.detectors.rst import markdown_of
from groundstream.detectors.verdict import Label, Passage, judge

DOCS = Path(__file__).parents[1] / "benchmarks" / "data" / "history" / "tox" / "base" / "docs"


def passages(name: str) -> list[Passage]:
    return list(split(f"docs/{name}", (DOCS / name).read_text()))


def test_a_title_underlined_with_tildes_is_a_heading_not_a_code_fence() -> None:
    # Read as Markdown, "~~~~~~~~~~~" under ``tox.ini`` opened a fence that never closed: every later
    # sentence stood under "``tox.ini``" and lists ran together.
    said = {p.text: p for p in passages("config.rst")}
    assert said["``tox.ini``".replace("``", "`")].location == "docs/config.rst:25"
    core = said["Name of the tox environment used to provision a valid tox run environment."]
    assert core.context == "Configuration. Core. `provision_tox_env`" and core.location == "docs/config.rst:133"


def test_every_passage_is_located_on_its_line_of_the_file() -> None:
    for name in ("config.rst", "user_guide.rst", "faq.rst", "installation.rst"):
        lines = (DOCS / name).read_text().splitlines()
        for p in passages(name):
            line = lines[int(p.location.rsplit(":", 1)[1]) - 1]
            # its first word there; code's first (a part of a block after a blank line: after what introduces it); a table
            # row's last (its first is a header's)
            parts = (p.text, p.text.split("```", 1)[-1].split(" ", 1)[-1], p.text.split(": ", 1)[-1])
            found = [re.findall(r"[A-Za-z]{3,}", part) for part in parts]
            firsts = {w[0] for w in found if w} | ({found[0][-1]} if found[0] else set())
            assert not firsts or any(w in line for w in firsts) or line.lstrip().startswith(".. "), (p.location, p.text, line)


def test_a_code_block_directive_is_said_by_the_sentence_introducing_it() -> None:
    (block,) = [p for p in passages("config.rst") if p.text.startswith("For example: ```ini [tox]")][:1]
    assert block.location == "docs/config.rst:32" and "min_version = 4.0" in block.text


def test_a_described_setting_is_a_section_under_its_names_its_fields_one_passage() -> None:
    said = {p.text: p for p in passages("config.rst")}
    assert said["keys: `env_list`, `envlist`; default: <empty list>"].context == "Configuration. Core. `env_list`, `envlist`"
    assert said["keys: `provision_tox_env`; default: `.tox`; version added: 3.8.0"].location == "docs/config.rst:128"


def test_roles_literals_and_links_are_said_as_they_render() -> None:
    text = ("Guide\n=====\n\nUse :ref:`env_list` and ``tox -e py``; see :ref:`the FAQ <faq>`, :pep:`508` and "
            "`pip <https://pip.pypa.io>`_.\n\nRun it like so::\n\n    $ tox r -e py\n\nAfter.\n\n.. _target:\n\n"
            ".. note::\n\n    A note's content is said.\n\n.. versionadded:: 4.1\n\n    The ``--colored`` flag.\n")  # fmt: skip
    md, numbers = markdown_of(text)
    assert md.splitlines()[0] == "# Guide" and len(md.splitlines()) == len(numbers)
    said = [(p.location, p.text) for p in split("docs/guide.rst", text)]
    assert said == [("docs/guide.rst:1", "Guide"),
                    ("docs/guide.rst:4", "Use `env_list` and `tox -e py`; see the FAQ, PEP 508 and pip."),
                    ("docs/guide.rst:6", "Run it like so:"),
                    ("docs/guide.rst:8", "Run it like so: ``` $ tox r -e py ```"),
                    ("docs/guide.rst:10", "After."),
                    ("docs/guide.rst:14", "Note:"),
                    ("docs/guide.rst:16", "A note's content is said."),
                    ("docs/guide.rst:18", "Added in version 4.1: The `--colored` flag.")]  # fmt: skip


@pytest.mark.parametrize(
    ("rst", "said"),
    [
        # a reader's finds on pip, flask, requests, pytest, sphinx and attrs docs
        (".. tabs::\n\n   .. group-tab:: Bash\n\n      .. code-block:: bash\n\n          $ export X=1\n\nAfter.\n",
         ["Bash: ```bash $ export X=1 ```", "After."]),
        (".. autofunction:: make_class\n\n   This is handy to create classes.\n", ["`make_class`", "This is handy to create classes."]),
        (":Exit code 0: Passed\n:Exit code 5: No tests\n", ["Exit code 0: Passed", "Exit code 5: No tests"]),
        (".. warning:: Storing passwords in an\n   environment variable is a risk.\n", ["Storing passwords in an environment variable is a risk."]),
        (".. versionchanged:: 7.3\n\n   Add ``--builder`` long option.\n\nAfter.\n\n.. versionadded:: 2.0\n\nNext.\n",
         ["Changed in version 7.3: Add `--builder` long option.", "After.", "Added in version 2.0.", "Next."]),
        ("Use :ref:`the binary\nmode <tut-files>` and ``a long\nliteral`` here.\n", ["Use the binary mode and `a long literal` here."]),
        ("- Installed::\n\n      $PREFIX/lib\n\n  ``$PREFIX`` is the prefix.\n", ["Installed:", "Installed: ``` $PREFIX/lib ```", "`$PREFIX` is the prefix."]),
        ("Steps:\n\n#. Install foo\n#. Run bar\n", ["Steps:", "Install foo", "Run bar"]),
        (".. function:: connect(host, port=80)\n\n   Connects.\n", ["`connect(host, port=80)`", "Connects."]),
        ("Write ``:ref:`x` `` as is.\n\nSee `this`__.\n\n__ https://example.org\n", ["Write `:ref:`x` ` as is.", "See this."]),
        # a warning with no words of its own shows its title, and ends the tabs above it (a reread's find)
        (".. tab:: Linux\n\n   Install the tool:\n\n   .. code-block:: sh\n\n      sudo apt install tool\n\n.. warning::\n\n"
         "   .. code-block:: sh\n\n      sudo rm -rf /opt/tool\n",
         ["Install the tool:", "Install the tool: ```sh sudo apt install tool ```", "Warning:", "Warning: ```sh sudo rm -rf /opt/tool ```"]),
    ],
)
def test_sphinx_markup_is_read_as_it_renders(rst: str, said: list[str]) -> None:
    assert [p.text for p in split("docs/x.rst", rst)] == said


def test_a_sentence_after_two_spaces_is_on_its_own_line() -> None:
    assert [p.location for p in split("docs/x.rst", "First.  Second\nends.\nThird.\n")] == ["docs/x.rst:1", "docs/x.rst:1", "docs/x.rst:3"]


def test_markup_that_would_take_long_to_read_does_not() -> None:
    # (each of these took seconds to minutes before: a role's prefix, a directive's spaces)
    for text in (":a" * 100000 + " `x`", ".. note::" + " " * 200000 + "x", ":f:" + " " * 200000 + "x" + " " * 200000, "`" + " " * 65000,
                 "`a" + " " * 65000 + "<x>`_"):
        started = time.perf_counter()
        assert len(list(split("docs/x.rst", text))) <= 2
        assert time.perf_counter() - started < 2.0  # (seconds to minutes before: a guard against a return, not a benchmark)


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("tox's `provision_tox_env` setting defaults to `.tox`.", Label.SUPPORTED),
        ("tox's `provision_tox_env` setting defaults to `.nox`.", Label.REFUTED),
        ("The `skip_missing_interpreters` setting was added in tox 1.7.2.", Label.SUPPORTED),
        ("In tox.ini the core settings are under the `tox` section.", Label.SUPPORTED),
    ],
)
def test_claims_about_a_sphinx_projects_settings_are_decided_on_its_rst_docs(claim: str, label: Label) -> None:
    found = judge(claim, passages("config.rst"), frozenset({"tox"}))
    assert found.label is label, found.reason
