"""Messages: strict claims, immutable evidence that round-trips, exported JSON Schema."""

import json
import subprocess
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from groundstream.schemas import ClaimCandidate, Confidence, Evidence, json_schemas, memory_id_for
from tests.conftest import REPO


def test_claim_id_is_generated_deterministically_when_absent() -> None:
    a = ClaimCandidate(user_id="u1", content="x", memory_type="fact", source="user")
    b = ClaimCandidate(user_id="u1", content="x", memory_type="fact", source="user")
    c = ClaimCandidate(user_id="u2", content="x", memory_type="fact", source="user")
    assert a.claim_id and a.claim_id == b.claim_id != c.claim_id


def test_labels_are_folded_and_types_are_strict() -> None:
    claim = ClaimCandidate.model_validate({"user_id": "u1", "content": "x", "memory_type": " Fact ", "source": "USER"})
    assert (claim.memory_type, claim.source) == ("fact", "user")
    with pytest.raises(ValidationError):
        ClaimCandidate.model_validate({"user_id": 7, "content": "x", "memory_type": "fact", "source": "user"})


def test_evidence_is_immutable_and_round_trips_through_json() -> None:
    evidence = Evidence(
        claim="Sessions live in Redis",
        capture_time=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC),
        confidence=Confidence.HIGH,
        source_id="ADR-003",
        validity_horizon=datetime(2027, 1, 1, tzinfo=UTC),
        metadata={"k": [1, "two"]},
    )
    assert Evidence.model_validate_json(evidence.model_dump_json()) == evidence
    with pytest.raises(ValidationError):
        evidence.confidence = Confidence.LOW  # type: ignore[misc]


def test_memory_id_is_derived_from_owner_and_claim_id() -> None:
    assert memory_id_for("u1", "c1") == memory_id_for("u1", "c1") != memory_id_for("u1", "c2")
    assert memory_id_for("u1", "c1") != memory_id_for("u2", "c1")  # a reused claim id names another point
    assert memory_id_for("u1", "1c") != memory_id_for("u11", "c")  # the pair is not a concatenation


@pytest.mark.parametrize(("user", "claim"), [("u1", "c1"), ("alice", "a" * 256), ("b@x.io", "ünï-côdé")])
def test_memory_key_is_the_uuid5_of_owner_and_claim(user: str, claim: str) -> None:
    import uuid

    from groundstream.schemas import memory_key
    from groundstream.schemas.claim import MEMORY_ID_NAMESPACE

    expected = uuid.uuid5(MEMORY_ID_NAMESPACE, f"{user}\0{claim}")
    assert memory_key(user, claim) == expected.int and memory_id_for(user, claim) == str(expected)


def test_schema_command_prints_every_model() -> None:
    out = subprocess.run([str(REPO / ".venv/bin/groundstream"), "schema"], capture_output=True, text=True, check=True)
    schemas = json.loads(out.stdout)
    assert set(schemas) == set(json_schemas())
    decision = schemas["Decision"]
    for field in ("claim_id", "user_id", "tier", "approved", "reason", "checks_passed", "checks_failed", "evidence",
                  "similarity_score", "conflicting_memory_id", "decision_hash"):
        assert field in decision["properties"], field
