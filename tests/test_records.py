"""Records as projects write them: proposals in rfcs/, keps/, proposals/ and design/, their
statuses, the citations that name them, and log4brains' package records — on real repositories
(tests/fixtures/sources: kubernetes/enhancements, rust-lang/rfcs, log4brains, trimmed) and the real gate."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.sources import Sources, SourceSettings
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import CitationKind, Decision, Tier
from tests.conftest import claim, git


def gate_over(*roots: Path, refresh_s: float = 30.0) -> Gate:
    settings = SourceSettings(roots=roots, git_repos=roots, refresh_s=refresh_s)
    sources = Sources(settings)
    sources.warm()
    verification = VerifierSettings(git_repos=roots)
    return Gate(Policy(verification=verification, sources=settings), CitationVerifier.from_settings(verification, None, sources),
                sources=sources)  # fmt: skip


@pytest.fixture(scope="module")
def kep_gate(kubernetes_enhancements: Path) -> Gate:
    return gate_over(kubernetes_enhancements)


@pytest.fixture(scope="module")
def rfc_gate(rust_rfcs: Path) -> Gate:
    return gate_over(rust_rfcs)


async def decide(gate: Gate, content: str, **kw: object) -> Decision:
    return await gate.decide(claim(content, agent_id="coder", **kw))


def records(root: Path) -> dict[str, object]:
    return {r.canonical: r for r in Sources(SourceSettings(roots=(root,))).records()}


def write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "records")
    return root


# --- proposals are records ---------------------------------------------------------------------


def test_a_kep_is_a_record_with_the_status_of_its_kep_yaml(kubernetes_enhancements: Path) -> None:
    keps = {r.canonical: r for r in Sources(SourceSettings(roots=(kubernetes_enhancements,))).records()}
    assert set(keps) == {"KEP-603", "KEP-770", "KEP-2924"}
    pod_info = keps["KEP-603"]
    assert pod_info.rel == "keps/sig-storage/603-csi-pod-info/README.md" and pod_info.slug == "603-csi-pod-info"
    assert pod_info.title == "CSI Pod Info on Mount" and pod_info.status == "implemented" and pod_info.void is None
    cephfs = keps["KEP-2924"]  # its README states no status: kep.yaml says withdrawn
    assert "status" not in cephfs.text.split("## Summary")[0].lower()
    assert cephfs.status == "withdrawn" and cephfs.void == "withdrawn" and cephfs.label == "KEP"


def test_an_rfc_in_the_text_folder_of_an_rfcs_repository_is_a_record(rust_rfcs: Path) -> None:
    rfcs = {r.canonical: r for r in Sources(SourceSettings(roots=(rust_rfcs,))).records()}
    assert set(rfcs) == {"RFC-2296", "RFC-2341", "RFC-2420"}
    replace = rfcs["RFC-2296"]
    assert replace.rel == "text/2296-option-replace.md" and replace.number == 2296 and replace.family == "rfc"
    assert replace.title == "2296-option-replace" and replace.status is None  # no `#` title, no status: the slug names it
    assert not [r for r in Sources(SourceSettings(roots=(rust_rfcs,))).records() if "LICENSE" in r.rel]


def test_text_is_an_rfc_folder_only_in_an_rfcs_repository(rust_rfcs: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "website"
    shutil.copytree(rust_rfcs, elsewhere)
    assert records(elsewhere) == {}  # "text/2296-….md" in a repository named otherwise is a file
    nested = tmp_path / "project"
    (nested / "rfcs").mkdir(parents=True)
    shutil.copytree(rust_rfcs / "text", nested / "rfcs" / "text")
    assert set(records(nested)) == {"RFC-2296", "RFC-2341", "RFC-2420"}  # rfcs/text/NNNN-slug.md


@pytest.mark.parametrize(
    "wording",
    ["KEP-770", "KEP 770", "kep #770", "KEP-0770", "KEP770", "keps/sig-storage/770-csi-skip-attach",
     "keps/sig-storage/770-csi-skip-attach/README.md", "Skip attach for non-attachable CSI volumes"],
)  # fmt: skip
async def test_a_kep_is_cited_in_every_form(kep_gate: Gate, wording: str) -> None:
    d = await decide(kep_gate, f"Kubernetes can skip the attach flow for CSI plugins that don't support attaching ({wording}).")
    cited = [c for c in d.citations if c.kind is CitationKind.ADR]
    assert [c.value for c in cited] == ["KEP-770"], d.citations
    assert cited[0].verified and d.tier is Tier.AUTO_APPROVE, d.reason
    assert (cited[0].source_location or "").startswith("keps/sig-storage/770-csi-skip-attach/README.md:")


@pytest.mark.parametrize("wording", ["RFC 2296", "RFC-2296", "RFC #2296", "RFC2296", "rfc-02296", "text/2296-option-replace.md",
                                     "2296-option-replace"])  # fmt: skip
async def test_an_rfc_is_cited_in_every_form(rfc_gate: Gate, wording: str) -> None:
    d = await decide(rfc_gate, f"Option::replace returns the old value, per {wording}.")
    assert [(c.kind, c.value) for c in d.citations] == [(CitationKind.ADR, "RFC-2296")], d.citations
    assert d.citations[0].verified and d.tier is Tier.AUTO_APPROVE, d.reason


async def test_rfc_hash_is_the_records_number_not_an_issue(rfc_gate: Gate) -> None:
    d = await decide(rfc_gate, "The keyword proc is unreserved, per RFC #2420.")
    assert [c.kind for c in d.citations] == [CitationKind.ADR], d.citations  # no issue #2420 to look up


async def test_a_withdrawn_kep_supports_nothing(kep_gate: Gate) -> None:
    d = await decide(kep_gate, "The CephFS CSI migration adds the CSIMigrationCephfs feature gate, per KEP-2924.")
    assert d.tier is Tier.FLAG_REVIEW
    assert "a withdrawn KEP supports nothing" in (d.citations[0].verification_reason or ""), d.citations


async def test_a_kep_withdrawn_in_its_kep_yaml_stops_supporting_at_the_next_refresh(kubernetes_enhancements: Path, tmp_path: Path) -> None:
    repo = tmp_path / "enhancements"
    shutil.copytree(kubernetes_enhancements, repo)
    withdrawal = git(repo, "log", "--format=%h", "-n1", "--grep=withdraw KEP-2924")
    git(repo, "checkout", "-q", f"{withdrawal}^")  # before the real withdrawal: implementable
    settings = SourceSettings(roots=(repo,), refresh_s=0.0)
    sources = Sources(settings)
    sources.warm()
    assert sources.record("KEP-2924").status == "implementable"  # type: ignore[union-attr]
    git(repo, "checkout", "-q", "master")  # "withdraw KEP-2924" changes kep.yaml only, not the README
    assert sources.record("KEP-2924").status == "withdrawn"  # type: ignore[union-attr]
    # A verifier reading these sources now (its cache keeps an answer up to 10 minutes) says so.
    gate = Gate(Policy(sources=settings), CitationVerifier.from_settings(VerifierSettings(), None, sources), sources=sources)
    d = await decide(gate, "When CSIMigrationCephfs is enabled, operations of the in-tree cephfs plugin go to the CSI driver (KEP-2924).")
    assert d.tier is Tier.FLAG_REVIEW and "withdrawn KEP" in (d.citations[0].verification_reason or ""), d.reason
    await gate.aclose()


async def test_a_kep_that_landed_a_moment_ago_is_found(kubernetes_enhancements: Path, tmp_path: Path) -> None:
    repo = tmp_path / "enhancements"
    shutil.copytree(kubernetes_enhancements, repo)
    gate = gate_over(repo, refresh_s=3600.0)  # no refresh will list it
    new = repo / "keps/sig-storage/4444-csi-pod-info-v2"
    new.mkdir()
    (new / "README.md").write_text("# CSI Pod Info v2\n\n## Summary\n\nKubelet passes the pod UID to NodePublishVolume.\n")
    (new / "kep.yaml").write_text("title: CSI Pod Info v2\nkep-number: 4444\nstatus: implementable\n")
    d = await decide(gate, "Kubelet passes the pod UID to NodePublishVolume, per KEP-4444.")
    assert d.citations[0].value == "KEP-4444" and d.citations[0].verified, d.citations
    assert "implementable" in (d.citations[0].verification_reason or "")
    await gate.aclose()


# --- what is not a record, and what cites none --------------------------------------------------


@pytest.mark.parametrize("content", ["Timestamps are written in RFC 3339 format.", "Mail headers fold lines as RFC 2822 says.",
                                     "Dates follow RFC 8601."])  # fmt: skip
async def test_an_rfc_number_the_project_does_not_keep_is_a_word(rfc_gate: Gate, kep_gate: Gate, content: str) -> None:
    for gate in (rfc_gate, kep_gate):
        d = await decide(gate, content)
        assert d.citations == [], d.citations  # an internet standard, not a missing record


@pytest.mark.parametrize(("content", "value"), [("Closures are boxed, per RFC-0042.", "RFC-0042"),  # the project's own form
                                                ("Pods restart in place, per KEP-9999.", "KEP-9999")])  # fmt: skip
async def test_a_project_record_it_does_not_keep_is_a_citation_that_does_not_exist(rfc_gate: Gate, kep_gate: Gate, content: str,
                                                                                    value: str) -> None:  # fmt: skip
    gate = rfc_gate if value.startswith("RFC") else kep_gate
    d = await decide(gate, content)
    assert [c.value for c in d.citations] == [value] and not d.citations[0].verified, d.citations
    assert d.tier is Tier.FLAG_REVIEW and f"no record {value}" in (d.citations[0].verification_reason or "")


async def test_a_project_without_keps_reads_kep_as_a_word(rfc_gate: Gate) -> None:
    d = await decide(rfc_gate, "Pods restart in place, per KEP-9999.")
    assert d.citations == []


GO_DESIGN = {
    "design/12914-monotonic.md": "# Proposal: Monotonic Elapsed Time Measurements in Go\n\nAuthor: Russ Cox\n\n"
    "Last updated: January 26, 2017<br>\nDiscussion: [https://golang.org/issue/12914](https://golang.org/issue/12914).\n\n"
    "## Abstract\n\nTime.Now reads the monotonic clock too; Sub uses it, so elapsed times survive wall clock resets.\n",
    "design/12302-release-proposal.md": "# Proposal: A minimal release process for Go repositories\n\nAuthor: Dave Cheney\n\n"
    "Status: Withdrawn\n\n## Abstract\n\nTag releases with semantic versions.\n",
    "design/TEMPLATE.md": "# Proposal: [Title]\n\nAuthor(s): [Author Name]\n",
    "design/go2draft.md": "# Go 2 Draft Designs\n\nSketches, not proposals.\n",
    "docs/design/architecture.md": "# Architecture\n\nThe service has three parts.\n",
    "docs/design/2020-roadmap.md": "# Roadmap for 2020\n\nStatus: rejected\n\nWe ship a cache.\n",
    "docs/design/api.md": "# API\n\nREST.\n",
    "proposals/2021-plan.md": "# Plan\n\nA plan.\n",
}


def test_design_and_proposals_folders_hold_records_only_when_numbered_entries_make_them(tmp_path: Path) -> None:
    found = records(write(tmp_path / "go", GO_DESIGN))
    assert set(found) == {"proposal-12914", "proposal-12302"}  # not the roadmap, the lone plan, the template or the drafts
    monotonic = found["proposal-12914"]
    assert monotonic.title == "Monotonic Elapsed Time Measurements in Go" and monotonic.status is None  # type: ignore[attr-defined]
    assert found["proposal-12302"].void == "withdrawn"  # type: ignore[attr-defined]
    one = records(write(tmp_path / "young", {"proposals/0001-use-grpc.md": "# Use gRPC\n\nStatus: accepted\n"}))
    assert set(one) == {"proposal-1"}  # a lone zero-padded entry is a record all the same


async def test_a_go_design_doc_is_cited_as_a_proposal_or_design_doc(tmp_path: Path) -> None:
    gate = gate_over(write(tmp_path / "go", GO_DESIGN))
    for wording in ("proposal 12914", "design doc 12914", "proposal-12914", "design/12914-monotonic.md", "see the 12914 design doc"):
        d = await decide(gate, f"Elapsed times survive wall clock resets because Time.Now reads the monotonic clock ({wording}).")
        assert [c.value for c in d.citations] == ["proposal-12914"] and d.citations[0].verified, (wording, d.citations)
    d = await decide(gate, "Releases are tagged with semantic versions, per proposal 12302.")
    assert d.tier is Tier.FLAG_REVIEW and "a withdrawn proposal supports nothing" in (d.citations[0].verification_reason or "")
    d = await decide(gate, "The roadmap ships a cache (docs/design/2020-roadmap.md).")
    assert [(c.kind, c.verified) for c in d.citations] == [(CitationKind.FILE, True)], d.citations  # a file, not a record
    await gate.aclose()


@pytest.mark.parametrize(
    ("text", "status", "void"),
    [
        ("# Use gRPC\n\n**Status:** Deferred\n\n## Summary\n\nUse gRPC.\n", "Deferred", "deferred"),
        ("# Use gRPC\n\n* Status: **Postponed**\n\n## Summary\n\nUse gRPC.\n", "Postponed", "postponed"),
        ("# Use gRPC\n\n## Status\n\nDeclined\n\n## Summary\n\nUse gRPC.\n", "Declined", "declined"),
        ("---\ntitle: Use gRPC\nstatus: replaced # by 0002\n---\n# Use gRPC\n", "replaced", "replaced"),
        ("# Use gRPC\n\nStatus: Final\n", "Final", None),
        ("# Use gRPC\n\nStatus: Active\n", "Active", None),
        ("# Use gRPC\n\n## Example\n\n```yaml\nstatus: rejected\n```\n", None, None),  # in an example, not its own
        ("---\nstatus: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced\n---\n# Use gRPC\n", None, None),
    ],
)
def test_a_proposals_status_in_each_form_and_the_ones_that_take_it_back(tmp_path: Path, text: str, status: str | None,
                                                                        void: str | None) -> None:  # fmt: skip
    found = records(write(tmp_path / "p", {"rfcs/0001-use-grpc.md": text}))
    record = found["RFC-0001"]
    assert (record.status, record.void) == (status, void)  # type: ignore[attr-defined]


def test_a_kep_yaml_comment_or_a_rejected_folder(tmp_path: Path) -> None:
    found = records(write(tmp_path / "p", {
        "keps/sig-node/1234-sidecars/README.md": "# KEP-1234: Sidecar containers\n\n## Summary\n\nSidecars start first.\n",
        "keps/sig-node/1234-sidecars/kep.yaml": "title: Sidecars\nstatus: implementable # provisional|implementable|withdrawn\n",
        "proposals/rejected/0003-use-soap.md": "# Use SOAP\n\nWe would speak SOAP.\n",
        "proposals/0001-use-grpc.md": "# Use gRPC\n",
    }))  # fmt: skip
    sidecars = found["KEP-1234"]
    assert (sidecars.title, sidecars.status, sidecars.void) == ("Sidecar containers", "implementable", None)  # type: ignore[attr-defined]
    assert found["proposal-3"].void == "rejected"  # type: ignore[attr-defined]  # its folder says so


def test_a_readme_names_no_proposal(kubernetes_enhancements: Path) -> None:
    sources = Sources(SourceSettings(roots=(kubernetes_enhancements,)))
    assert sources.record("README.md") is None and sources.record("603-csi-pod-info/README.md").canonical == "KEP-603"  # type: ignore[union-attr]


# --- log4brains packages -----------------------------------------------------------------------


async def test_a_log4brains_package_record_is_cited_as_package_slash_slug(log4brains: Path) -> None:
    web = {r.canonical: r for r in Sources(SourceSettings(roots=(log4brains,))).records() if r.package}
    assert "web/20200927-use-react-hooks" in web and web["web/20200927-use-react-hooks"].package == "web"
    gate = gate_over(log4brains)
    for wording in ("web/20200927-use-react-hooks", "20200927-use-react-hooks", "packages/web/docs/adr/20200927-use-react-hooks.md"):
        d = await decide(gate, f"We use React hooks and avoid class components ({wording}).")
        assert [c.value for c in d.citations] == ["web/20200927-use-react-hooks"], (wording, d.citations)
        assert d.citations[0].verified and d.tier is Tier.AUTO_APPROVE, d.reason
    d = await decide(gate, "The web package uses Vue, see core/20200927-use-react-hooks.")
    assert not any(c.verified for c in d.citations)  # no such package record
    await gate.aclose()
