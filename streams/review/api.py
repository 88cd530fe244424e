"""The reviewers' HTTP API and console (FastAPI; the OpenAPI document is at /openapi.json).

Every /api route needs a bearer token. Tokens are configured as SHA-256 digests and compared
in constant time. A reviewer sees and acts on the claims of their own user_id only; another
user's claim answers 404 exactly like a claim that does not exist. An admin acts for anyone.
"""


import asyncio
import contextlib
import hashlib
import hmac
import secrets
import unicodedata
from collections import Counter
from collections.abc import Mapping
from datetime import datetime
from importlib import resources
from typing import Annotated, Literal

import structlog
from aiokafka.errors import KafkaError
from fastapi import Depends, FastAPI, HTTPException, Path, Query, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import AfterValidator, BaseModel, Field, StringConstraints

from groundstream.schemas import Decision, ReviewAction, ReviewEntry
from groundstream.schemas.claim import IDENTIFIER_PATTERN
from groundstream.streams.config import ReviewerSettings, Settings
from groundstream.streams.ports import port_free
from groundstream.streams.review.queue import AmbiguousClaim, Caller
from groundstream.streams.review.service import AlreadyReviewed, CannotSupersede, NotFound, ReviewService

log = structlog.get_logger("groundstream.review")
CONTENT_TYPE_METRICS = "text/plain; version=0.0.4; charset=utf-8"


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> tuple[str, str]:
    """A fresh bearer token and the digest to put in the config."""
    token = secrets.token_urlsafe(32)
    return token, token_digest(token)


class PendingClaim(BaseModel):
    claim_id: str
    user_id: str
    enqueued_at: datetime
    decision: Decision = Field(description="the gate's decision: reason, hedges, citations with their verification, duplicate")


class PendingList(BaseModel):
    count: int
    by_memory_type: dict[str, int] = Field(description="the caller's pending claims by memory type, before filters")
    by_source: dict[str, int]
    by_reason: dict[str, int] = Field(description="the caller's pending claims by failed check (a claim may fail several)")
    claims: list[PendingClaim]


def _displays_as_stored(text: str) -> str:
    """Refuse text that would display differently from what it holds: lone surrogates, control
    characters (but tab and newline) and invisible format characters (bidi overrides, zero-width)."""
    for i, ch in enumerate(text):
        category = unicodedata.category(ch)
        if category == "Cs":
            raise ValueError(f"holds a lone UTF-16 surrogate at {i}: not a character")
        if (category == "Cc" and ch not in "\n\t") or category == "Cf":
            kind = "a control character" if category == "Cc" else "an invisible formatting character (bidi, zero-width)"
            raise ValueError(f"holds U+{ord(ch):04X}, {kind}, at {i}: audit text must show exactly what it holds")
    return text


# A reviewer's words go into the review-actions and audit records as they are.
ReviewText = Annotated[str, StringConstraints(max_length=2000), AfterValidator(_displays_as_stored)]
# What a claim or user id may be (schemas.claim.Identifier): nothing longer, nothing else.
ID_PATTERN = IDENTIFIER_PATTERN
ClaimIdItem = Annotated[str, StringConstraints(pattern=ID_PATTERN)]


class Approve(BaseModel):
    reason: ReviewText | None = None
    supersede: bool = Field(
        default=False,
        description="Also mark the memory this claim contradicts invalid from now (kept, with who and why). "
        "Without it, both stay valid.",
    )


class Reject(BaseModel):
    reason: Annotated[ReviewText, StringConstraints(min_length=1)]


class Bulk(BaseModel):
    action: Literal["approve", "reject"]
    claim_ids: list[ClaimIdItem] = Field(min_length=1, max_length=500)
    reason: ReviewText | None = None


class BulkItem(BaseModel):
    claim_id: str
    result: str = Field(description="approved, rejected or skipped")
    why: str | None = None


class ActionResult(BaseModel):
    claim_id: str
    user_id: str
    state: str
    action: ReviewAction


class HistoryItem(BaseModel):
    claim_id: str
    user_id: str
    content: str
    state: str
    action: ReviewAction


class Me(BaseModel):
    name: str
    role: str


def _pending(entry: ReviewEntry) -> PendingClaim:
    return PendingClaim(claim_id=entry.claim_id, user_id=entry.user_id, enqueued_at=entry.enqueued_at, decision=entry.decision)


def create_api(service: ReviewService, reviewers: Mapping[str, ReviewerSettings]) -> FastAPI:
    app = FastAPI(
        title="groundstream review",
        version="1",
        description="Reviewers approve or reject the claims the gate flagged. Bearer token per reviewer.",
    )
    bearer = HTTPBearer(auto_error=False)
    digests = [(name, r.token_sha256, r.role) for name, r in reviewers.items()]

    def caller(creds: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]) -> Caller:
        found: Caller | None = None
        if creds is not None and creds.scheme.lower() == "bearer":
            digest = token_digest(creds.credentials)
            for name, expected, role in digests:  # every digest is compared: no early exit to time
                if hmac.compare_digest(digest, expected):
                    found = Caller(name, admin=role == "admin")
        if found is None:
            raise HTTPException(status.HTTP_401_UNAUTHORIZED, "a valid bearer token is required",
                                headers={"WWW-Authenticate": "Bearer"})  # fmt: skip
        return found

    # (this module has no `from __future__ import annotations`: FastAPI reads these at def time)
    Who = Annotated[Caller, Depends(caller)]

    @app.exception_handler(KafkaError)
    async def _kafka_down(_: Request, exc: KafkaError) -> JSONResponse:
        return JSONResponse({"detail": f"the action could not be recorded, nothing changed: {exc}"}, status_code=503)

    @app.get("/api/me", response_model=Me)
    async def me(who: Who) -> Me:
        return Me(name=who.name, role="admin" if who.admin else "reviewer")

    @app.get("/api/pending", response_model=PendingList)
    async def pending(
        who: Who,
        memory_type: Annotated[str | None, Query()] = None,
        source: Annotated[str | None, Query()] = None,
        reason: Annotated[str | None, Query(description="a failed check: instructions, hedges, source_grant, …")] = None,
    ) -> PendingList:
        mine = service.queue.pending(who)
        shown = service.queue.pending(who, memory_type=memory_type, source=source, reason=reason)
        return PendingList(
            count=len(shown),
            by_memory_type=dict(Counter(e.decision.claim.memory_type for e in mine)),
            by_source=dict(Counter(e.decision.claim.source for e in mine)),
            by_reason=dict(Counter(check for e in mine for check in e.decision.checks_failed)),
            claims=[_pending(e) for e in shown],
        )

    # Claim ids are unique per user: an admin names the user when several users' claims share one.
    UserId = Annotated[
        str | None, Query(pattern=ID_PATTERN, description="the claim's user (admins, when a claim id is not unique)")
    ]
    ClaimId = Annotated[str, Path(pattern=ID_PATTERN, description="the claim id")]

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        # The default handler echoes the input, which may hold what JSON cannot carry (a lone
        # surrogate: a 500 and a broken connection). Say where and why; never echo the input.
        detail = [
            {"loc": list(e.get("loc", ())), "msg": str(e.get("msg", "")).encode("utf-8", "backslashreplace").decode(),
             "type": e.get("type")}
            for e in exc.errors()
        ]
        return JSONResponse({"detail": detail}, status_code=422)

    @app.exception_handler(AmbiguousClaim)
    async def _ambiguous(_: Request, exc: AmbiguousClaim) -> JSONResponse:
        return JSONResponse({"detail": str(exc), "user_ids": exc.users}, status_code=409)

    @app.get("/api/claims/{claim_id}", response_model=PendingClaim, responses={404: {"description": "no such pending claim"}})
    async def one(claim_id: ClaimId, who: Who, user_id: UserId = None) -> PendingClaim:
        entry = service.queue.visible(who, claim_id, user_id)
        if entry is None or not entry.open:
            raise HTTPException(404, "no such pending claim")
        return _pending(entry)

    async def _act(
        who: Caller, claim_id: str, action: str, reason: str | None, user_id: str | None, supersede: bool = False
    ) -> ActionResult:
        try:
            done = await service.act(who, claim_id, action, reason, user_id, supersede=supersede)
        except NotFound:
            raise HTTPException(404, "no such pending claim") from None
        except AlreadyReviewed as exc:
            raise HTTPException(409, f"already {exc.entry.state.value}") from None
        except CannotSupersede as exc:
            raise HTTPException(422, str(exc)) from None
        assert done.action is not None
        return ActionResult(claim_id=done.claim_id, user_id=done.user_id, state=done.state.value, action=done.action)

    @app.post("/api/claims/{claim_id}/approve", response_model=ActionResult,
              responses={404: {"description": "no such pending claim"}, 409: {"description": "already reviewed"},
                         422: {"description": "supersede asked of a claim that contradicts no memory"}})  # fmt: skip
    async def approve(claim_id: ClaimId, who: Who, body: Approve | None = None, user_id: UserId = None) -> ActionResult:
        body = body or Approve()
        return await _act(who, claim_id, "approve", body.reason, user_id, body.supersede)

    @app.post("/api/claims/{claim_id}/reject", response_model=ActionResult,
              responses={404: {"description": "no such pending claim"}, 409: {"description": "already reviewed"}})  # fmt: skip
    async def reject(claim_id: ClaimId, body: Reject, who: Who, user_id: UserId = None) -> ActionResult:
        return await _act(who, claim_id, "reject", body.reason, user_id)

    @app.post("/api/bulk", response_model=list[BulkItem])
    async def bulk(body: Bulk, who: Who) -> list[BulkItem]:
        if body.action == "reject" and not body.reason:
            raise HTTPException(422, "a rejection needs a reason")
        return [BulkItem(**r) for r in await service.bulk(who, body.claim_ids, body.action, body.reason)]

    @app.get("/api/history", response_model=list[HistoryItem])
    async def history(who: Who) -> list[HistoryItem]:
        return [
            HistoryItem(claim_id=e.claim_id, user_id=e.user_id, content=e.decision.claim.content, state=e.state.value,
                        action=e.action)  # fmt: skip
            for e in service.queue.history(who.name)
            if e.action is not None
        ]

    @app.get("/health")
    async def health() -> JSONResponse:
        body = {"ok": service.healthy, "pending": service.queue.pending_count, "parked": len(service.queue.parked())}
        return JSONResponse(body, status_code=200 if service.healthy else 503)

    @app.get("/metrics")
    async def metrics() -> Response:
        return Response(service.metrics.render(), media_type=CONTENT_TYPE_METRICS)

    @app.get("/", response_class=HTMLResponse)
    async def console() -> HTMLResponse:
        page = resources.files("groundstream.streams.review").joinpath("console.html").read_text()
        return HTMLResponse(page, headers={"Content-Security-Policy": "default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"})

    return app


async def serve(settings: Settings, *, ready: asyncio.Event | None = None) -> None:
    """Run the review service and its web server until cancelled."""
    import uvicorn

    r = settings.review
    port_free(r.host, r.port, "[review] port")  # before Kafka: a taken port is said at once
    service = ReviewService(settings)
    await service.start()
    if not r.reviewers:
        log.warning("review_no_reviewers", effect="nobody can log in: add [review.reviewers.NAME] token_sha256 = ...")
    config = uvicorn.Config(create_api(service, r.reviewers), host=r.host, port=r.port, log_level="warning", access_log=False)
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    try:
        while not server.started and not task.done():
            await asyncio.sleep(0.05)
        log.info("review_console", url=f"http://{r.host}:{r.port}/")
        if ready is not None:
            ready.set()
        await task
    finally:
        server.should_exit = True
        with contextlib.suppress(asyncio.CancelledError):
            await task
        await service.stop()
