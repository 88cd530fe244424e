"""Near-duplicate index: per user, confirmed by exact Jaccard, idempotent, removable."""

import uuid

from groundstream.detectors.dedup import DedupIndex
from groundstream.detectors.normalize import normalize


def sig(index: DedupIndex, text: str):
    return index.signature(normalize(text).tokens())


def test_exact_and_disguised_repeats_match_the_same_user() -> None:
    index = DedupIndex(0.92)
    memory = str(uuid.uuid4())
    index.add("u1", memory, sig(index, "I prefer snake_case for JSON keys"), 0)
    for text in ("I prefer snake_case for JSON keys", "i PREFER snake_case for json keys!", "I prefer snake\u200b_case for ＪＳＯＮ keys"):
        match = index.query("u1", sig(index, text))
        assert match is not None and match.memory_id == memory and match.similarity == 1.0


def test_another_users_memory_is_never_matched() -> None:
    index = DedupIndex(0.92)
    index.add("u1", str(uuid.uuid4()), sig(index, "I prefer snake_case for JSON keys"), 0)
    assert index.query("u2", sig(index, "I prefer snake_case for JSON keys")) is None


def test_below_threshold_is_not_a_duplicate() -> None:
    index = DedupIndex(0.92)
    index.add("u1", str(uuid.uuid4()), sig(index, "the billing service stores invoices in postgres and sessions in redis"), 0)
    # one word differs out of 12: Jaccard 11/13 = 0.85 < 0.92
    assert index.query("u1", sig(index, "the billing service stores invoices in mysql and sessions in redis")) is None


def test_near_duplicate_above_threshold_is_found_with_its_score() -> None:
    index = DedupIndex(0.92)
    memory = str(uuid.uuid4())
    words = " ".join(f"w{i}" for i in range(30))
    index.add("u1", memory, sig(index, words), 0)
    match = index.query("u1", sig(index, words + " extra"))  # 30/31 = 0.968
    assert match is not None and match.memory_id == memory
    assert abs(match.similarity - 30 / 31) < 1e-6


def test_add_is_idempotent_and_remove_forgets() -> None:
    index = DedupIndex(0.92)
    memory = str(uuid.uuid4())
    s = sig(index, "sessions live in redis")
    index.add("u1", memory, s, 0)
    index.add("u1", memory, s, 0)
    assert index.count("u1") == 1
    assert index.remove("u1", memory)
    assert index.query("u1", s) is None
    assert index.count("u1") == 0


def test_recall_at_scale_among_many_memories() -> None:
    index = DedupIndex(0.92)
    ids = {}
    for i in range(2000):
        text = f"service {i} stores its state in store {i % 17} with ttl {i % 5} and owner team {i}"
        ids[text] = str(uuid.uuid4())
        index.add("u1", ids[text], sig(index, text), 0)
    for text, memory in list(ids.items())[::97]:
        match = index.query("u1", sig(index, text))
        assert match is not None and match.memory_id == memory


def test_batched_signatures_equal_datasketch_minhash() -> None:
    from datasketch import MinHash

    from groundstream.detectors.dedup import NUM_PERM, SEED, token_hash

    index = DedupIndex()
    tokens = normalize("the billing service stores invoices in postgres").tokens()
    reference = MinHash(num_perm=NUM_PERM, seed=SEED, scheme="affine64", hashfunc=lambda v: v)
    reference.update_batch(sorted({token_hash(t) for t in tokens}))
    assert (index.minhash_values(tokens) == reference.hashvalues).all()
    texts = [tokens, [], normalize("another text entirely").tokens(), tokens]
    sigs = index.signatures(texts)
    assert sigs[0] == sigs[3] == index.signature(tokens)
    assert sigs[1].tokens == () and sigs[2] != sigs[0]


def test_permutations_are_datasketchs_affine64_ones() -> None:
    """The gate draws datasketch's permutations itself (datasketch's package imports scipy at start):
    they must stay the ones MinHash(scheme="affine64") draws, or every stored signature would change."""
    from datasketch import MinHash

    from groundstream.detectors.dedup import NUM_PERM, SEED, permutations

    a, b = MinHash(num_perm=NUM_PERM, seed=SEED, scheme="affine64").permutations
    mine = permutations()
    assert (mine[0] == a).all() and (mine[1] == b).all()
    assert (permutations(8, 1)[0] == MinHash(num_perm=8, seed=1, scheme="affine64").permutations[0]).all()


def test_the_gate_does_not_import_datasketch() -> None:
    import subprocess
    import sys

    code = "import sys, groundstream.detectors.gate.gate; print('datasketch' in sys.modules, 'scipy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]
