"""Verifiers against real things: an ADR folder, a git repository, loopback HTTP servers."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from groundstream.detectors.providers.verify import (
    AdrVerifier,
    CachedVerifier,
    CitationVerifier,
    GitCommitVerifier,
    IssueVerifier,
    UrlVerifier,
    VerifierSettings,
    VerifyResult,
)
from groundstream.schemas import Citation, CitationKind
from tests.conftest import git
from tests.loopback import LoopbackServer

# --- ADR ---------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["ADR-001", "ADR-005", "ADR-007"])
async def test_adr_present_is_verified(adr_dir: Path, value: str) -> None:
    result = await AdrVerifier([adr_dir]).verify(value)
    assert result.verified and not result.error
    assert value.split("-")[1] in result.reason


@pytest.mark.parametrize("value", ["ADR-404", "ADR-009"])  # missing; present only as .txt
async def test_adr_absent_is_not_verified(adr_dir: Path, value: str) -> None:
    result = await AdrVerifier([adr_dir]).verify(value)
    assert not result.verified and not result.error


@pytest.mark.parametrize("value", ["../../etc/passwd", "ADR-001/../../x", "ADR-*", "/etc/passwd", "..", "ADR-001-events"])
async def test_adr_values_are_numbers_or_listed_slugs_never_paths(adr_dir: Path, value: str) -> None:
    assert not (await AdrVerifier([adr_dir]).verify(value)).verified


async def test_a_record_is_found_by_its_slug(adr_dir: Path) -> None:
    """A record's file name without `.md` names it (log4brains records have no number)."""
    result = await AdrVerifier([adr_dir]).verify("ADR-001-events-as-json-lines")
    assert result.verified and "Events are JSON lines" in (result.text or "")


async def test_adr_added_later_is_found(adr_dir: Path) -> None:
    verifier = AdrVerifier([adr_dir])
    assert not (await verifier.verify("ADR-012")).verified
    (adr_dir / "ADR-012-new.md").write_text("new")
    assert (await verifier.verify("ADR-012")).verified


async def test_adr_without_folder_is_a_provider_error(tmp_path: Path) -> None:
    assert (await AdrVerifier([]).verify("ADR-001")).error
    assert (await AdrVerifier([tmp_path / "missing"]).verify("ADR-001")).error


# --- git ---------------------------------------------------------------------------------


async def test_commit_in_repo_is_verified_full_and_short(git_repo: tuple[Path, str]) -> None:
    repo, sha = git_repo
    verifier = GitCommitVerifier([repo])
    for value in (sha, sha[:7], sha[:12]):
        result = await verifier.verify(value)
        assert result.verified, result.reason
        assert sha in result.reason


async def test_missing_commit_is_not_verified(git_repo: tuple[Path, str]) -> None:
    result = await GitCommitVerifier([git_repo[0]]).verify("0123456789abcdef0123")
    assert not result.verified and not result.error


async def test_a_blob_is_not_a_commit(git_repo: tuple[Path, str]) -> None:
    repo, _ = git_repo
    blob = git(repo, "rev-parse", "HEAD:README")
    assert not (await GitCommitVerifier([repo]).verify(blob)).verified


@pytest.mark.parametrize(
    "value",
    ["--output=/tmp/pwned", "-c core.pager=touch /tmp/pwned", "HEAD", "abc1234; touch /tmp/pwned", "$(touch /tmp/pwned)", "abc1234 --all"],
)
async def test_no_command_or_option_injection(git_repo: tuple[Path, str], value: str, tmp_path: Path) -> None:
    result = await GitCommitVerifier([git_repo[0]]).verify(value)
    assert not result.verified
    assert not Path("/tmp/pwned").exists()


async def test_unreadable_repository_is_a_provider_error(tmp_path: Path) -> None:
    result = await GitCommitVerifier([tmp_path / "nope"]).verify("a1b2c3d4")
    assert result.error and not result.verified


# --- URL ---------------------------------------------------------------------------------


@pytest.fixture
async def urls() -> UrlVerifier:
    v = UrlVerifier(["127.0.0.1/32"], timeout_s=1.0)
    yield v
    await v.aclose()


async def test_url_answering_2xx_is_verified(server: LoopbackServer, urls: UrlVerifier) -> None:
    result = await urls.verify(server.route("/docs", status=200))
    assert result.verified, result.reason
    assert server.requests[0][0] == "HEAD"


async def test_url_answering_404_is_not_verified(server: LoopbackServer, urls: UrlVerifier) -> None:
    result = await urls.verify(server.url("/missing"))
    assert not result.verified and not result.error
    assert "404" in result.reason


async def test_head_refused_falls_back_to_get(server: LoopbackServer, urls: UrlVerifier) -> None:
    result = await urls.verify(server.route("/nohead", status=200, head_status=405))
    assert result.verified
    assert [m for m, _, _ in server.requests] == ["HEAD", "GET"]


async def test_redirects_are_followed_up_to_three(server: LoopbackServer, urls: UrlVerifier) -> None:
    server.route("/final", status=200)
    server.route("/r3", status=302, headers={"Location": "/final"})
    server.route("/r2", status=302, headers={"Location": "/r3"})
    server.route("/r1", status=301, headers={"Location": server.url("/r2")})
    assert (await urls.verify(server.url("/r1"))).verified
    server.route("/r0", status=302, headers={"Location": "/r1"})
    result = await urls.verify(server.url("/r0"))
    assert not result.verified and "redirects" in result.reason


async def test_server_error_is_a_provider_error(server: LoopbackServer, urls: UrlVerifier) -> None:
    result = await urls.verify(server.route("/boom", status=503))
    assert result.error and not result.verified


async def test_slow_server_times_out_as_a_provider_error(server: LoopbackServer) -> None:
    url = server.route("/slow", status=200, delay_s=2.0)
    verifier = CachedVerifier(UrlVerifier(["127.0.0.1/32"], timeout_s=5.0), timeout_s=0.3)
    result = await verifier.verify(url)
    assert result.error and "timed out" in result.reason
    await verifier.inner.aclose()  # type: ignore[attr-defined]


async def test_body_is_read_only_up_to_the_limit(server: LoopbackServer) -> None:
    url = server.route("/big", status=200, head_status=405, body=b"x" * (4 * 1024 * 1024))
    verifier = UrlVerifier(["127.0.0.1/32"], timeout_s=2.0, max_bytes=1024)
    assert (await verifier.verify(url)).verified
    await verifier.aclose()


# --- SSRF: nothing may reach the canary on 127.0.0.2 -------------------------------------------


def _ssrf_targets(port: int) -> list[str]:
    return [
        f"http://127.0.0.2:{port}/secret",
        f"http://2130706434:{port}/secret",  # decimal
        f"http://0x7f000002:{port}/secret",  # hex
        f"http://0177.0.0.2:{port}/secret",  # octal
        f"http://0x7f.0.0.2:{port}/secret",  # mixed
        f"http://127.2:{port}/secret",  # short form
        f"http://[::ffff:127.0.0.2]:{port}/secret",  # IPv4-mapped IPv6
        f"http://[::ffff:7f00:2]:{port}/secret",  # IPv4-mapped, hex groups
        f"http://user@127.0.0.2:{port}/secret",
    ]


async def test_private_spellings_are_refused_and_the_canary_hears_nothing(canary: LoopbackServer) -> None:
    verifier = UrlVerifier([], timeout_s=1.0)
    for url in _ssrf_targets(canary.port):
        result = await verifier.verify(url)
        assert not result.verified, url
        assert result.reason.startswith("refused"), (url, result.reason)
    await verifier.aclose()


async def test_redirect_to_a_private_address_is_refused(server: LoopbackServer, canary: LoopbackServer, urls: UrlVerifier) -> None:
    for i, target in enumerate(_ssrf_targets(canary.port)):
        server.route(f"/hop{i}", status=302, headers={"Location": target})
        result = await urls.verify(server.url(f"/hop{i}"))
        assert not result.verified and result.reason.startswith("refused"), (target, result.reason)


@pytest.mark.parametrize(
    "url",
    [
        "http://localhost:1/",
        "http://10.0.0.8/internal/runbook",
        "http://192.168.1.1/",
        "http://172.16.0.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://100.64.0.1/",
        "http://0.0.0.0/",
        "http://[::1]/",
        "http://[fe80::1]/",
        "http://[fc00::1]/",
        "http://224.0.0.1/",
        "http://240.0.0.1/",
        "http://[2002:7f00:1::]/",  # 6to4 wrapping 127.0.0.1
        "http://[64:ff9b::a00:8]/",  # NAT64 wrapping 10.0.0.8
    ],
)
async def test_non_public_addresses_are_refused(url: str) -> None:
    verifier = UrlVerifier([], timeout_s=1.0)
    result = await verifier.verify(url)
    await verifier.aclose()
    assert not result.verified and result.reason.startswith("refused"), result.reason


@pytest.mark.parametrize("url", ["file:///etc/passwd", "gopher://127.0.0.1/", "http:///nohost"])
async def test_only_http_urls_with_a_host(url: str) -> None:
    verifier = UrlVerifier([], timeout_s=1.0)
    assert not (await verifier.verify(url)).verified
    await verifier.aclose()


async def test_allow_list_by_host_name(server: LoopbackServer) -> None:
    url = server.route("/named", status=200).replace("127.0.0.1", "localhost")
    refused = UrlVerifier([], timeout_s=1.0)
    allowed = UrlVerifier(["localhost"], timeout_s=1.0)
    assert (await refused.verify(url)).reason.startswith("refused")
    assert (await allowed.verify(url)).verified
    await refused.aclose()
    await allowed.aclose()


# --- issues ------------------------------------------------------------------------------


async def test_issue_that_exists_is_verified_and_token_is_sent(server: LoopbackServer) -> None:
    server.route("/api/issues/42", status=200, body=b'{"number": 42}')
    verifier = IssueVerifier(server.url("/api"), token="s3cret", timeout_s=1.0)
    result = await verifier.verify("42")
    await verifier.aclose()
    assert result.verified
    method, path, headers = server.requests[0]
    assert (method, path) == ("GET", "/api/issues/42")
    assert headers.get("Authorization") == "Bearer s3cret"


async def test_issue_that_does_not_exist_is_not_verified(server: LoopbackServer) -> None:
    verifier = IssueVerifier(server.url("/api"), timeout_s=1.0)
    result = await verifier.verify("77777")
    await verifier.aclose()
    assert not result.verified and not result.error


async def test_issue_api_failure_is_a_provider_error(server: LoopbackServer) -> None:
    server.route("/api/issues/1", status=500)
    verifier = IssueVerifier(server.url("/api"), timeout_s=1.0)
    assert (await verifier.verify("1")).error
    assert (await IssueVerifier(None).verify("1")).error
    await verifier.aclose()


REDIRECTS = (301, 302, 303, 307, 308)


def _redirect_targets(server: LoopbackServer, canary: LoopbackServer) -> dict[str, str]:
    import socket

    return {
        "loopback": canary.url("/secret"),
        "ipv6 loopback": f"http://[::1]:{canary.port}/secret",
        "localhost": f"http://localhost:{canary.port}/secret",
        "this machine by name": f"http://{socket.gethostname()}:{canary.port}/secret",
        "unspecified": f"http://0.0.0.0:{canary.port}/secret",
        "metadata": "http://169.254.169.254/latest/meta-data/",
        "decimal loopback": f"http://2130706434:{canary.port}/secret",
        "same api, other path": server.url("/api/issues/1"),
    }


@pytest.mark.parametrize("status", REDIRECTS)
async def test_issue_api_redirects_are_failed_checks_never_passes(
    server: LoopbackServer, canary: LoopbackServer, status: int
) -> None:
    server.route("/api/issues/1", status=200, body=b'{"number": 1}')
    verifier = IssueVerifier(server.url("/api"), token="s3cret", timeout_s=1.0)
    try:
        for i, (kind, target) in enumerate(_redirect_targets(server, canary).items(), start=2):
            server.route(f"/api/issues/{i}", status=status, headers={"Location": target})
            result = await verifier.verify(str(i))
            assert not result.verified and result.error, (kind, result)
            assert "redirect" in result.reason, (kind, result.reason)
    finally:
        await verifier.aclose()
    followed = [path for _, path, _ in server.requests if path == "/api/issues/1"]
    assert followed == [], "a redirect from the issue API was followed"


async def test_issue_api_is_trusted_at_its_host_and_port_only(server: LoopbackServer, canary: LoopbackServer) -> None:
    from groundstream.detectors.providers.guarded import GuardedClient, RefusedAddress

    client = GuardedClient(trusted=[server.url("/api")], follow_redirects=False, timeout_s=1.0)
    try:
        assert (await client.request("GET", server.url("/api/issues/9"))).status == 404  # reached, as configured
        for url in (canary.url("/secret"), f"http://127.0.0.1:{canary.port}/secret", f"http://localhost:{server.port}/api"):
            with pytest.raises(RefusedAddress):
                await client.request("GET", url)
    finally:
        await client.aclose()


async def test_a_url_citation_gets_no_trust_from_the_issue_api(server: LoopbackServer) -> None:
    settings = VerifierSettings(issue_api=server.url("/api"), timeout_s=1.0)
    verifier = CitationVerifier.from_settings(settings)
    server.route("/api/issues/3", status=200)
    try:
        issue, url = await verifier.verify(
            [Citation(kind=CitationKind.ISSUE, value="3", span=(0, 2)),
             Citation(kind=CitationKind.URL, value=server.url("/api/issues/3"), span=(3, 9))]
        )
    finally:
        await verifier.aclose()
    assert issue.verified
    assert not url.verified and (url.verification_reason or "").startswith("refused")


async def test_a_redirect_to_a_public_host_from_the_issue_api_is_not_followed_either(server: LoopbackServer) -> None:
    server.route("/api/issues/5", status=301, headers={"Location": "https://api.github.com/repositories/1/issues/5"})
    verifier = IssueVerifier(server.url("/api"), timeout_s=1.0)
    try:
        result = await verifier.verify("5")
    finally:
        await verifier.aclose()
    assert result.error and not result.verified and "api.github.com" in result.reason


async def test_a_slow_trickling_answer_is_cut_at_the_deadline(server: LoopbackServer) -> None:
    import time as _time

    from groundstream.detectors.providers.guarded import GuardedClient

    server.route("/slow", status=200, delay_s=1.5)
    client = GuardedClient(["127.0.0.1/32"], timeout_s=0.3)
    started = _time.perf_counter()
    try:
        with pytest.raises(httpx.TimeoutException):
            await client.request("GET", server.url("/slow"))
    finally:
        await client.aclose()
    assert _time.perf_counter() - started < 1.0


# --- the dispatcher ----------------------------------------------------------------------------


async def test_budget_caps_citations_per_claim(adr_dir: Path) -> None:
    verifier = CitationVerifier({CitationKind.ADR: AdrVerifier([adr_dir])}, max_citations=2)
    cites = [Citation(kind=CitationKind.ADR, value=f"ADR-00{i}", span=(0, 1)) for i in (1, 5, 7)]
    out = await verifier.verify(cites)
    assert [c.verified for c in out] == [True, True, False]
    assert out[2].error and "budget" in (out[2].verification_reason or "")


async def test_cache_keeps_answers_but_not_errors() -> None:
    calls = []

    class Flaky:
        async def verify(self, value: str) -> VerifyResult:
            calls.append(value)
            return VerifyResult.failed("down") if len(calls) == 1 else VerifyResult.ok("up")

    cached = CachedVerifier(Flaky(), timeout_s=1.0)
    assert (await cached.verify("x")).error
    assert (await cached.verify("x")).verified
    assert (await cached.verify("x")).verified
    assert calls == ["x", "x"]


async def test_a_verifier_that_raises_fails_closed() -> None:
    class Broken:
        async def verify(self, value: str) -> VerifyResult:
            raise RuntimeError("bug")

    result = await CachedVerifier(Broken(), timeout_s=1.0).verify("x")
    assert result.error and not result.verified
    await asyncio.sleep(0)


async def test_a_verifier_that_never_fetched_closes() -> None:
    """The guarded client is made on its first request (no TLS roots loaded at start): closing one
    that never fetched anything is fine, and it still fetches after a first close."""
    from groundstream.detectors.providers.verify import UrlVerifier

    unused = UrlVerifier()
    await unused.aclose()
    refused = await UrlVerifier().verify("http://127.0.0.1:1/")  # a loopback address: refused before any connection
    assert not refused.verified


def test_an_issue_api_that_is_no_http_url_fails_where_it_is_configured() -> None:
    """The client is made on the first request, but a misconfigured API is said at start, not then."""
    with pytest.raises(ValueError, match="not an http"):
        IssueVerifier("ftp://issues.example.com/api")
