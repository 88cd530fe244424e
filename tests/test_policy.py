"""The policy hash covers behaviour and nothing else."""

from dataclasses import replace

from groundstream.detectors.policy import Policy


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
