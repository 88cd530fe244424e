"""The policy hash covers behaviour and nothing else."""

from dataclasses import replace

import pytest

from groundstream.detectors.gate.policy import Policy


def test_description_does_not_change_the_hash() -> None:
    assert Policy().policy_hash == Policy(description="reworded, same behaviour").policy_hash


def test_threshold_sources_and_verification_change_it() -> None:
    base = Policy()
    assert Policy(jaccard_threshold=0.9).policy_hash != base.policy_hash
    assert Policy(trusted_sources=("user",)).policy_hash != base.policy_hash
    assert replace(base, verification=replace(base.verification, max_citations=3)).policy_hash != base.policy_hash


def test_parts_say_what_changed() -> None:
    a, b = Policy().parts(), Policy(jaccard_threshold=0.9).parts()
    assert {k for k in a if a[k] != b[k]} == {"dedup"}


def test_the_rule_table_is_what_decides_and_what_the_hash_names(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reordering the table changes both the outcome and the policy hash: no second list kept by hand."""
    from groundstream.detectors.gate import rules as tiering
    from groundstream.schemas import HedgeCategory, HedgeFinding, SecretFinding, Tier

    f = tiering.Findings(
        memory_type="fact", source="user",
        secrets=(SecretFinding(kind="aws-access-key", where="content", span=(0, 1)),),
        hedges=(HedgeFinding(phrase="i think", category=HedgeCategory.SPECULATION, span=(0, 7)),),
    )  # fmt: skip
    before = Policy()
    assert tiering.apply_rules(f, before).checks_failed == ("secrets",)
    assert before.behaviour()["rules"][1:] == [name for name, _ in tiering.RULES]
    hashed, rules = before.policy_hash, before.parts()["rules"]
    names = [name for name, _ in tiering.RULES]
    s, p = names.index("secret->block"), names.index("speculation->block")
    swapped = list(tiering.RULES)
    swapped[s], swapped[p] = swapped[p], swapped[s]  # speculation before secrets
    monkeypatch.setattr(tiering, "RULES", tuple(swapped))
    outcome = tiering.apply_rules(f, before)
    assert outcome.tier is Tier.BLOCK and outcome.checks_failed == ("speculation",)
    assert Policy().policy_hash != hashed and Policy().parts()["rules"] != rules
