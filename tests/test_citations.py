"""Citation detection: each kind, its canonical value, and what must not be taken for one."""

from pathlib import Path

import pytest

from groundstream.detectors.citations import code_reference, find_citations, path_mentions, record_mentions, source_id
from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.normalize import normalize
from groundstream.detectors.providers.verify import AdrVerifier, CitationVerifier, GitCommitVerifier, IssueVerifier, VerifierSettings
from groundstream.schemas import CitationKind as K
from groundstream.schemas import Tier
from tests.conftest import claim


def found(text: str) -> list[tuple[K, str]]:
    return [(c.kind, c.value) for c in find_citations(normalize(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Per ADR-003 we log JSON", [(K.ADR, "ADR-003")]),
        ("See [ADR-005].", [(K.ADR, "ADR-005")]),
        ("ADR 007 says so", [(K.ADR, "ADR-007")]),
        ("adr-001 applies", [(K.ADR, "ADR-001")]),
        ("ADR-3 and ADR-003", [(K.ADR, "ADR-003")]),  # one ADR, cited twice
        ("Fixed in commit 0123456789abcdef0123", [(K.COMMIT, "0123456789abcdef0123")]),
        ("Fixed in a1b2c3d.", [(K.COMMIT, "a1b2c3d")]),
        ("Reverted in commit 1234567", [(K.COMMIT, "1234567")]),  # all digits, but cued
        ("See https://example.com/docs/page.", [(K.URL, "https://example.com/docs/page")]),
        ("(see http://example.com/a)", [(K.URL, "http://example.com/a")]),
        ("See #123 for details", [(K.ISSUE, "123")]),
        ("See GH-456", [(K.ISSUE, "456")]),
    ],
)
def test_each_kind_is_found(text: str, expected: list) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The brand colour is #abc123",  # a colour, not a commit
        "Processed 1234567 events",  # a number, not a commit
        "The word defaced is hex",  # letters only
        "Request 550e8400-e29b-41d4-a716-446655440000 failed",  # a UUID
        "Binary at /usr/lib/abc1234def",  # part of a path
        "Use ftp://files.example.com/x",  # not http(s)
    ],
)
def test_things_that_are_not_citations(text: str) -> None:
    assert found(text) == []


def test_urls_are_taken_out_before_commits_and_issues() -> None:
    text = "See https://github.com/org/repo/commit/deadbeef1234567#issuecomment-99 and #12"
    assert found(text) == [
        (K.URL, "https://github.com/org/repo/commit/deadbeef1234567#issuecomment-99"),
        (K.ISSUE, "12"),
    ]


def test_spans_index_the_original_content() -> None:
    text = "Per ADR\u200b-001 and see https://example.com/x"
    for c in find_citations(normalize(text)):
        s, e = c.span
        assert text[s:e].replace("\u200b", "") in ("ADR-001", "https://example.com/x")


def test_url_value_keeps_case_and_drops_invisible_characters() -> None:
    assert found("Docs: https://Example.com/Path\u200b/Readme") == [(K.URL, "https://Example.com/Path/Readme")]


def test_source_id_prefers_an_adr() -> None:
    cites = find_citations(normalize("Fixed in a1b2c3d4 per ADR-002, see #5 and https://example.com"))
    assert source_id(cites) == "ADR-002"
    assert source_id(find_citations(normalize("see #5 and https://example.com"))) == "#5"
    assert source_id([]) is None


# --- what the parser sees in any writing (issue #37 item 4) --------------------------------------


@pytest.mark.parametrize(
    "written",
    ["ADR\u2011012", "ADR\u2010012", "ADR\u2012012", "ADR\u2013012", "ADR\u2014012", "ADR\u2212012", "ADR \u2013 012",
     "\uff21\uff24\uff32-\uff10\uff11\uff12", "\uff21\uff24\uff32\uff0d\uff10\uff11\uff12", "adr\u201112"],
)  # fmt: skip
def test_an_adr_written_with_any_dash_or_fullwidth_digits_is_read(written: str) -> None:
    text = f"Per {written}, events are JSON lines."
    cites = find_citations(normalize(text))
    assert [(c.kind, c.value) for c in cites] == [(K.ADR, "ADR-012")]
    s, e = cites[0].span
    assert text[s:e] == written  # the span is the claim as written


@pytest.mark.parametrize("written", ["GH\u2011456", "GH\u2013456", "\uff27\uff28-\uff14\uff15\uff16", "\uff03\uff14\uff15\uff16"])
def test_an_issue_written_with_any_dash_or_fullwidth_digits_is_read(written: str) -> None:
    assert found(f"Fixed in {written}.") == [(K.ISSUE, "456")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Per GH-" + "1" * 29 + " the cache is warm", [(K.ISSUE, "1" * 29)]),
        ("See #1234567890 for details", [(K.ISSUE, "1234567890")]),
        ("See #123456789 for details", [(K.ISSUE, "123456789")]),  # nine digits: may exist, asked of the tracker
        ("See #" + "9" * 5000, [(K.ISSUE, "9" * 64 + "…")]),  # bounded, and never int()'d
        ("Per ADR-123456, events are JSON", [(K.ADR, "ADR-123456")]),
        ("Fixed in commit " + "ab" * 21, [(K.COMMIT, "ab" * 21)]),
        ("Fixed in commit " + "a1" * 32, [(K.COMMIT, "a1" * 32)]),  # a SHA-256 id: git is asked
    ],
)
def test_citation_shaped_text_that_names_nothing_real_is_still_a_citation(text: str, expected: list) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The file's sha256 is " + "e3b0c442" * 8,  # a checksum, not a commit
        "Timestamps follow RFC 3339",  # a proposal's number is a word here: the sources say which are records
        "The decision 123456 was made",  # "decision" with a long number is prose, not a record
    ],
)
def test_long_numbers_that_are_no_citation_shape_stay_words(text: str) -> None:
    assert found(text) == []


def test_rfc_and_kep_hash_numbers_are_the_records_not_issues() -> None:
    assert found("Per RFC #5 and KEP #1287, see #12") == [(K.ISSUE, "12")]
    mentions = record_mentions(normalize("Per RFC #5, RFC\u20130042, KEP 1287, proposal 12 and design doc 7; see RFC 3339."))
    assert [(f, n, padded) for f, n, padded, _ in mentions] == [
        ("rfc", 5, False), ("rfc", 42, True), ("kep", 1287, False), ("proposal", 12, False), ("proposal", 7, False), ("rfc", 3339, False)
    ]  # fmt: skip


async def test_an_impossible_number_says_why_it_cannot_exist(tmp_path: Path, git_repo: tuple[Path, str]) -> None:
    issue = await IssueVerifier(None).verify("1" * 29)  # no tracker configured: still not an error, a fabrication
    assert not issue.verified and not issue.error
    assert issue.reason == "#111111111111…: an issue number of 29 digits cannot exist (no tracker numbers issues past 9 digits)"
    capped = await IssueVerifier(None).verify("9" * 64 + "…")
    assert "more than 64 digits cannot exist" in capped.reason
    adr = await AdrVerifier([tmp_path]).verify("ADR-123456")
    assert not adr.verified and not adr.error and "a record number of 6 digits names no record" in adr.reason
    commit = await GitCommitVerifier([git_repo[0]]).verify("ab" * 33)
    assert not commit.verified and not commit.error and "a commit id of 66 hex digits cannot exist" in commit.reason
    sha256 = await GitCommitVerifier([git_repo[0]]).verify("a1" * 32)  # asked of git: not in this SHA-1 repository
    assert not sha256.verified and not sha256.error and sha256.reason.startswith("no commit")


@pytest.mark.parametrize("cited", ["GH-" + "1" * 29, "#" + "7" * 12, "ADR\u2011" + "4" * 8])
async def test_a_trusted_sources_claim_citing_what_cannot_exist_goes_to_review(cited: str) -> None:
    """`documentation` is a trusted source (rule 18 approves it uncited): a citation that cannot exist
    must stop it at rule 12, not vanish and let it pass as uncited."""
    settings = VerifierSettings()
    gate = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    try:
        d = await gate.decide(claim(f"The cache is warmed at start, per {cited}.", source="documentation", agent_id="docs"))
        plain = await gate.decide(claim("The cache is warmed at start.", source="documentation", agent_id="docs"))
    finally:
        await gate.aclose()
    assert plain.tier is Tier.AUTO_APPROVE  # the same claim uncited: approved as documentation
    assert d.tier is Tier.FLAG_REVIEW and d.reason.startswith("Needs review: a cited source could not be verified"), d.reason
    assert "cannot exist" in (d.citations[0].verification_reason or "") or "names no record" in (d.citations[0].verification_reason or "")


# --- a reference to code is no path (issue 37 item 8, "Reasons that mislead a reader") -----------------


@pytest.mark.parametrize(
    "text,paths",
    [
        ("The retry wraps internal/utils.Apply() around each call", []),  # a call after the last dot
        ("The type is pkg/foo.Bar", []),  # a capitalised member
        ("Construct it with pkg/client.NewClient(opts)", []),
        ("The Pod type is k8s.io/api/core/v1.Pod", []),
        ("It calls os.path.join() on each part", []),  # Python, no slash
        ("utils.Apply() retries three times", []),
        ("The handler is app/handlers.Orders.", []),  # at the end of a sentence
        # real paths stay paths
        ("Apply lives in internal/utils/apply.go", ["internal/utils/apply.go"]),
        ("See docs/x.md for the layout", ["docs/x.md"]),
        ("Read LICENSE.MIT", ["LICENSE.MIT"]),  # an extension in capitals is no member
        ("The model is analysis/model.R", ["analysis/model.R"]),
        ("See README.md:47", ["README.md"]),
        ("pkg/foo.bar is a file", ["pkg/foo.bar"]),  # lower case, no call: a file as before
        ("src/app.py#L12-L20 retries", ["src/app.py"]),
        ("The build runs the Makefile", ["Makefile"]),
    ],
)
def test_a_dotted_reference_to_code_is_no_path(text: str, paths: list[str]) -> None:
    assert [p for p, *_ in path_mentions(normalize(text))] == paths
    assert all(not code_reference(p) for p in paths)


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [  # a blind probe set's shapes: written as citations, naming nothing that can exist
        ("Introduced in commit 9f3zq7k1, the auth middleware rejects expired tokens.", K.COMMIT, "9f3zq7k1"),
        ("Commit 0xZZZZ1234 changed the default page size.", K.COMMIT, "zzzz1234"),
        ("Resolved by commit g4b7e2ghx91c: timezone handling now defaults to UTC.", K.COMMIT, "g4b7e2ghx91c"),
        ("Per ADR-, the monorepo uses pnpm workspaces.", K.ADR, "ADR-?"),
        ("ADR-0-1-9 states that the app supports iOS 16.", K.ADR, "ADR-0-1-9"),
        ("See RFC # for the rationale: services talk over gRPC.", K.ISSUE, "?"),
        ("See PR #\u221217: the importer trims whitespace.", K.ISSUE, "-17"),
        ("Tracked as OPS-99999999999999999999999, invoices use A4.", K.ISSUE, "99999999999999999999999"),
        # a second blind set's: a record's number with look-alike letters, a commit id in pieces, a tracker's key
        ("According to ADR-0O3, secrets are injected by the Vault agent.", K.ADR, "ADR-0o3"),
        ("Landed in commit 4e5f-XYZW-1a2b; the worker batches 1,000 rows.", K.COMMIT, "4e5f-xyzw-1a2b"),
        ("Tracked in PLAT\u20102291, the nightly ETL runs in two stages.", K.ISSUE, "PLAT-2291"),
        ("Tracked as OPS-1234.", K.ISSUE, "OPS-1234"),
        ("Fixed in JIRA-77: retries back off.", K.ISSUE, "JIRA-77"),
        # a third blind set's: a document's key in look-alike dashes or digits, a letter for a digit, alternating case
        ("The per-diem is set in policy TRV\u20102025\u201007.", K.ISSUE, "TRV\u20102025\u201007"),
        ("Laptops are encrypted (see SEC\u2013\u2161\u20134).", K.ISSUE, "SEC\u2013\u2161\u20134"),
        ("Per HR-POL-OO7, the notice period is one month.", K.ISSUE, "HR-POL-OO7"),
        ("Invoices are due in 30 days, per ticket bIlLiNg_88.", K.ISSUE, "bIlLiNg_88"),
        ("Documented in OPS-\uff11\uff12: backups run nightly.", K.ISSUE, "OPS-\uff11\uff12"),
        ("Decision recorded in ADR 0\u20110\u20117: flags live in Unleash.", K.ADR, "ADR-0-0-7"),
        # a fourth probe's: a key with two kinds of separator, a finding's key with a letter for a digit
        ("As noted in OPS_20-41, backups run nightly.", K.ISSUE, "OPS_20-41"),
        ("Audit finding SEC-2024-O12 limits admin sessions to 8 hours.", K.ISSUE, "SEC-2024-O12"),
        # a fifth probe's: a key alone in parentheses in look-alike dashes or with a letter for a digit, a
        # page's number no system gives
        ("Batch jobs must be idempotent (BATCH\u2014DOC\u201412).", K.ISSUE, "BATCH\u2014DOC\u201412"),
        ("Uploads are capped at 5 MB (IT\u2212SEC\u2212004).", K.ISSUE, "IT\u2212SEC\u2212004"),  # minus signs
        ("Uploads are capped at 5 MB (IT-SEC-OO4).", K.ISSUE, "IT-SEC-OO4"),
        ("Uploads are capped at 5 MB, see wiki page 98765432109876543210987654321.", K.ISSUE, "98765432109876543210987654321"),
        ("Refunds take 5 days (ticket no. 123456789012345678901234).", K.ISSUE, "123456789012345678901234"),
        ("Refunds take 5 days (ticket: 123456789012345678901234).", K.ISSUE, "123456789012345678901234"),
        # a sixth probe's: the operator's own RFC, padded, in a dash no key has; a document's key after "doc"
        ("Internal RFC\u2014017 records that the app drops iOS 15.", K.ISSUE, "RFC\u2014017"),
        ("The budget rule in doc BUDG\u20112O24\u201107 caps dining out.", K.ISSUE, "BUDG\u20112O24\u201107"),
        # a seventh probe's: a merge request's number no system gives, a ticket's key run together with a letter O for a zero
        ("Merged in MR !98765432109876543210987654: Node 20 is required.", K.ISSUE, "98765432109876543210987654"),
        ("Change CHG0O45521 moved the payroll batch to 22:00.", K.ISSUE, "CHG0O45521"),
        ("Incident INC00O7731 was closed on Monday.", K.ISSUE, "INC00O7731"),
        ("Change chg0o45521 moved the payroll batch.", K.ISSUE, "chg0o45521"),  # a service desk's prefix, in any case
        ("Change CHGO045521 moved the payroll batch.", K.ISSUE, "CHGO045521"),
        ("Merged in !98765432109876543210987: Node 20 is required.", K.ISSUE, "98765432109876543210987"),
        ("Fixed in CL 98765432109876543210987 last week.", K.ISSUE, "98765432109876543210987"),
        # a tenth probe's: a key with a character that renders as nothing inside, a pull request's key in a figure dash
        ("Per OPS-44\u200b12, log retention for the edge proxies is 14 days.", K.ISSUE, "OPS-44\u200b12"),
        ("Tracked in OPS-44\u200b12, the backup window is 2am.", K.ISSUE, "OPS-44\u200b12"),  # a tracker's key so written too
        ("Per PR\u20125531 the mobile app drops Android 8 support.", K.ISSUE, "PR\u20125531"),
        ("See MR\u2013881: the worker batches 500 rows.", K.ISSUE, "MR\u2013881"),
        # a twelfth probe's: a pull request's key alone in parentheses in another dash, a ticket's number with a letter in it
        ("The rollback was approved (PR\u20125531).", K.ISSUE, "PR\u20125531"),
        ("Per ticket PA-Y4512, refunds over 500 EUR need a second approver.", K.ISSUE, "PA-Y4512"),
        # a thirteenth probe's: separators run together
        ("The travel policy (see TRVL_-_88) allows business class.", K.ISSUE, "TRVL_-_88"),
        ("Per ticket: PA-Y4512, refunds need a second approver.", K.ISSUE, "PA-Y4512"),
        ("Per ticket OPS-44X12, refunds need a second approver.", K.ISSUE, "OPS-44X12"),
        ("See Jira issue PA-Y4512 for the fix.", K.ISSUE, "PA-Y4512"),
        ("Per PLAT\u2013\u2011311, the VPN configuration moved to Vault.", K.ISSUE, "PLAT\u2013\u2011311"),
        # a seventeenth probe's: a key in a look-alike dash after "following", a pull request's number with a letter in it
        ("Following SEC-REV\u201131, all service secrets live in Vault.", K.ISSUE, "SEC-REV\u201131"),
        ("According to PR #12a4, the export job now streams rows.", K.ISSUE, "12a4"),
        # a twenty-second probe's: an RFC's number with a letter O for a zero (or an l for a one), after any separator
        ("Design RFC-OO17 assigns invoice numbering to the billing service.", K.ADR, "RFC-OO17"),
        ("Per RFC-l017 the billing service numbers invoices.", K.ADR, "RFC-L017"),
        ("RFC:OO17 assigns invoice numbering to billing.", K.ADR, "RFC-OO17"),
        # a twenty-fourth probe's: a zero for an O in a key's letters, an I for a one in its number
        ("As noted in 0PS-552, the nightly backup window is 01:00 to 03:00 UTC.", K.ISSUE, "0PS-552"),
        ("Per PLAT-9I, the API gateway strips the X-Forwarded-Host header.", K.ISSUE, "PLAT-9I"),
        # an eighteenth probe's: two separators run together, a claim's key in look-alikes
        ("Billing exports switched to daily runs, as decided in OPS--1442.", K.ISSUE, "OPS--1442"),
        ("The insurance claim CLM\u201377\u2011\uff2f\uff19 covers the kitchen water damage.", K.ISSUE, "CLM\u201377\u2011\uff2f\uff19"),
        # a twenty-seventh probe's: a key left unfilled (a separator at its end, a part of question marks), an RFC's number to come
        ("Application logs are retained for 400 days per ticket PLAT--77-A-.", K.ISSUE, "PLAT--77-A-"),
        ("Logs are kept 400 days per ticket PLAT-77-A-.", K.ISSUE, "PLAT-77-A-"),
        ("Database backups are encrypted with AES-256-GCM as per SEC-POL-??-2023.", K.ISSUE, "SEC-POL-??-2023"),
        ("All internal services must use mutual TLS; see RFC-00x.", K.ADR, "RFC-00X"),
        ("Connection pool size is fixed at 50 per instance (ticket INFRA-).", K.ISSUE, "INFRA-"),  # no number at all
        ("Per policy HR-LEAVE-, employees get 30 days off.", K.ISSUE, "HR-LEAVE-"),
        ("According to ticket OPS- the backup job was fixed last night.", K.ISSUE, "OPS-"),
        ("As stated in runbook DB-FAILOVER-, the replica takes over within a minute.", K.ISSUE, "DB-FAILOVER-"),
        # a twenty-ninth probe's: a standard's number in full-width digits or past any, a CVE's with a letter O, a key of underscores
        ("As specified in RFC \uff17\uff12\uff13\uff11, the PUT method is idempotent.", K.ADR, "RFC \uff17\uff12\uff13\uff11"),
        ("HTTP 425 Too Early handling is mandatory per RFC 99999.", K.ADR, "RFC 99999"),
        ("TLS 1.0 was disabled on the edge gateway because of CVE-2O23-4863.", K.ISSUE, "CVE-2O23-4863"),
        ("Logs are retained for 90 days (ref: SEC-____).", K.ISSUE, "SEC-____"),
        ("Security sign-off recorded under ref: ____-____.", K.ISSUE, "____-____"),
    ],
)
def test_a_citation_in_a_shape_that_names_nothing_is_a_citation(text: str, kind: K, value: str) -> None:
    found = find_citations(normalize(text))
    assert [(c.kind, c.value) for c in found] == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    [
        "Commit changes2 later.",
        "Use the C# compiler.",
        "Per RFC #5 we chose it.",
        "The commitment dates from 2024.",
        "Timestamps follow ISO-8601; see ISO-8601 for the format.",  # a standard's number is no tracker's key
        "Per PEP-8, lines stay short.",
        "Per HR-4, parental leave is 16 weeks.",  # a key written plainly; a room's count after one; dates, times, editions
        "We ship 4 55-inch screens per HR-4 room.",
        "Per lease dated Mar-15 2024, rent is $2,100.",
        "Per NFPA-72 2022, smoke detectors are tested monthly.",
        "Model KEP-O1 is the wall-mounted version.",  # a product's model: too short for a proposal's number
        "Documented in v0-api, the endpoint returns JSON.",  # a lower-case name with a zero
        "OPS-1234 is the on-call rota's name.",  # no word that cites it
        "The commit e2e-tests-v12 hook runs on push.",  # pieces too short to be a commit id's
        "See ADR-template.md for the layout.",
        # a second reader's: standards, products, releases and quarters after citing words; a document's revision
        "Per COVID-19 guidance the office opens at 50% capacity.",
        "Audit finding SEC-2024-012 limits admin sessions to 8 hours.",  # written plainly
        "As recorded in my_notes-2 the totals match.",  # a file's name, lower case, no digit group
        "See Java-17 for records.",
        "Fixed in release-42 the timeout is 30s.",
        "Resolves Q3-2024 planning: the migration moved 2 TB.",
        "The QMS follows revision ISO-9001-2015.",
        "Bug: IE-11 renders the grid wrong.",  # a label, and a browser's version
        "The regression was fixed in NODE-18 upgrade.",
        # keys written plainly, standards and years in look-alike dashes
        "The per-diem is set in policy TRV-2025-07.",
        "Per COVID\u201119 guidance the office opens at 50% capacity.",
        "Per ISO\u20118601, dates are written year first.",
        "Per PR-5531 the mobile app drops Android 8 support.",  # a pull request's key written plainly: no citation read
        "Per the PR\u20132024 plan, the press release goes out on Mondays.",  # a year, a press release's plan
        "Per MR\u20132 protocol, the scan takes 40 minutes.",
        "See the 2019\u20132021 budget for the numbers.",
        "Per the iOS-17 release notes, widgets are interactive.",
        # a second reader's: names in parentheses, levels, models, an accented name, a drug reaction
        "All laptops were upgraded to the new OS (Windows\u201111) in June.",
        "I was promoted to senior engineer (SWE-L5) in March.",
        "The app calls the model (chatgpt-4o-latest) for summaries.",
        "The office is in Zurich per site code Z\u00dcRICH-12.",
        "The patient had an ADR 2-3 days after starting amoxicillin.",
        "We decided on Kafka in ADR 2024-03.",
        # keys in parentheses written plainly, a name kept on one line, a number a 64-bit counter can hold
        "Uploads are capped at 5 MB (IT-SEC-004).",
        "The laptops run the new OS (Windows\u201111) since June.",
        "The export job (batch\u2014doc\u201412) runs nightly.",  # no key in capitals
        "The trace is in request 18446744073709551615 of the log.",
        "Our Confluence page 3452862465 lists the on-call rota.",
        # a twelfth probe's: a pull request's key plainly or a year in parentheses, a policy's or a part's code with a letter
        "The rollback was approved (PR-5531).",
        "The plan was drafted in 2024 (PR\u20122024).",
        "Per policy SEC-A12, laptops are encrypted.",
        "The part number is PA-Y4512 in the catalogue.",
        # … and its second reader's: a name's dash in parentheses, products' models, a Sentry issue's short id
        "The rollback was approved (PR\u20135531).",
        "Incident: the SM-T870 tablet was left on the 8:15 train.",
        "See Sentry issue FRONTEND-3A7 for the stack trace.",
        "See test case TC-A1024 for the login flow.",  # a reread's: a test case's id, another Sentry id
        "See Sentry issue BACKEND-K1234 for the trace.",
        "The fund's account number is 12345678901234567890123.",  # no word that cites it
        "Per RFC\u20137231, GET is safe.",  # a standard's number, never padded
        "The budget rule in doc BUDG-2024-07 caps dining out.",
        # a second reader's: standards and products in en dashes, two separators in parentheses, payment references
        "The laptop is rugged (MIL\u2013STD\u2013810) and survives drops.",
        "Wear a mask on long flights (KN\u201395).",
        "The TCP spec is RFC\u20130793.",
        "Fill in form DS\u2013160 before the visa interview.",
        "The project code (PRJ_2024-07) goes on every timesheet.",
        "Pay the electricity bill with ref 210000000003139471430009017.",
        "The NF-e document 35210412345678000190550010000012341000012345 covers the laptop.",
        # a ticket's key written plainly, water, a model's name, codes of two digits
        "Change CHG0045521 moved the payroll batch to 22:00.",
        "H2O is water; the GPT4o model and the B2O portal are separate.",
        "Our flight is BA2O1 and the modem is DOCSIS3O1.",
        "Merged in MR !4521: Node 20 is required.",
        # the second reader's: booking codes, a plate, a reference of a change of address
        "Booking reference for the Lisbon flight is XK4O29.",
        "Our licence plate is KL45O21 and the hotel confirmation number is HX1O0245.",
        "Address change 123456789012345678901 was confirmed by the post office.",
        "Ticket ZOO123 is open and ticket VIDEO1080 is closed.",  # an O in the letters, none among the digits
        "Backups follow policy SEC-POL-2023 and the x86_64 build per the platform guide.",  # beside the unfilled keys
        "The box is a 2x4 per spec, see RFC-8446 for TLS 1.3.",
        "Per the well-known rule we meet on Mondays, according to the anti-virus vendor.",
        "Our team uses ticket prefixes like INFRA- and HR- for different departments.",  # prefixes named, no key cited
        "TLS 1.0 was disabled because of CVE-2023-4863; HTTP 425 is defined in RFC 8470.",
        "Fill in the form: name ____ and date ____; see __init__.py for the exports.",
    ],
)
def test_words_beside_citation_cues_are_no_citation(text: str) -> None:
    assert not [c for c in find_citations(normalize(text)) if c.kind in (K.COMMIT, K.ISSUE) and not c.value.isdigit()]


async def test_a_trackers_key_is_a_citation_that_cannot_be_checked_here() -> None:
    """No tracker numbers `PLAT-` keys here: the check cannot be made, so the claim waits for a person
    (not a fabrication: the key may well exist in the operator's tracker)."""
    result = await IssueVerifier("http://127.0.0.1:9").verify("PLAT-2291")
    assert result.error and not result.verified and "PLAT- keys" in result.reason
    settings = VerifierSettings()
    gate = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    try:
        d = await gate.decide(claim("Tracked in PLAT-2291, the nightly ETL runs in two stages.", source="documentation", agent_id="docs"))
    finally:
        await gate.aclose()
    assert d.tier is Tier.FLAG_REVIEW and "PLAT-2291" in d.reason, d.reason


async def test_a_key_cited_in_look_alike_characters_sends_its_claim_to_review_saying_so() -> None:
    """From `documentation` (trusted): a key written plainly is no citation the gate reads, and the
    claim is approved; the same key in look-alike dashes is a citation that cannot check out."""
    settings = VerifierSettings()
    gate = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    try:
        plain = await gate.decide(claim("The per-diem is set in policy TRV-2025-07.", source="documentation"))
        odd = await gate.decide(claim("The per-diem is set in policy TRV\u20102025\u201007.", source="documentation"))
    finally:
        await gate.aclose()
    assert plain.tier is Tier.AUTO_APPROVE, plain.reason
    assert odd.tier is Tier.FLAG_REVIEW and "look-alike characters" in odd.reason, odd.reason
