"""Contradiction with stored memory (docs/DESIGN.md, rule `contradicts_memory->review`): same subject, another value, or negated.

A claim's subject is its skeleton (`values.shape`): "Kafka retention is 7 days" and "Kafka
retention is 14 days" share `kafka retention is <duration>`; in another word order ("Retention
for Kafka is 14 days") they share its topic, the same words and slots without grammar. The index
keeps, per user, the shape of every approved memory under both keys, so the lookup is two dict
probes whatever the number of memories; a hit is a contradiction when a slot holds another value
(compared as values: "a month" = "30 days") or when one of the two is negated.

Values no slot names ("runs on Kong" / "runs on Envoy", "prefers dark mode" / "light mode") are
found as one sentence with another word in one place: each memory is also kept under its
skeleton with each of its own words masked (a probe per word of the claim), and a claim that
shares such a key with the same values and polarity is a contradiction of slot `word` — unless
the word is in the sentence's subject, before its verb ("Sessions" / "Carts are stored in Redis"
are two subjects, one value). A known product is masked in its place too, so a name the list does
not know meets it ("stored in S3" / "stored in Amazon EFS": slot `product`). Never across users:
the index is per user, like the dedup index.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from groundstream.detectors import meaning
from groundstream.detectors.values import Shape
from groundstream.schemas import Contradiction, DedupMatch, DifferingValue

VERSION = "contradiction/4"
MAX_PREFERENCES = 1_000  # per user, read for meaning against each new preference


@dataclass
class _Stored:
    key: int  # the memory's key (memory_key(user_id, claim_id))
    memory_id: str
    shape: Shape
    content: str


@dataclass
class ContradictionIndex:
    """Per user: skeleton key -> the memories of that subject; topic key -> the same, any order."""

    _users: dict[str, dict[int, list[_Stored]]] = field(default_factory=dict)
    _topics: dict[str, dict[int, list[_Stored]]] = field(default_factory=dict)
    # One word masked: most keys hold one memory, kept bare (a list only when several share it).
    _swaps: dict[str, dict[int, _Stored | list[_Stored]]] = field(default_factory=dict)
    _by_id: dict[str, dict[str, _Stored]] = field(default_factory=dict)  # per user: memory id -> memory
    # Per user: the memories that state a preference, read for what they mean (`meaning.disagrees`).
    _preferences: dict[str, dict[str, str]] = field(default_factory=dict)

    def add(self, user_id: str, key: int, memory_id: str, shape: Shape, content: str, memory_type: str | None = None) -> None:
        stored = _Stored(key, memory_id, shape, content)
        self._by_id.setdefault(user_id, {})[memory_id] = stored
        if memory_type == "preference":
            preferences = self._preferences.setdefault(user_id, {})
            preferences[memory_id] = content
            if len(preferences) > MAX_PREFERENCES:  # read one by one per claim: the newest are kept
                del preferences[next(iter(preferences))]
        keyed = [(self._users, shape.key)] + ([(self._topics, shape.topic)] if shape.topic is not None else [])
        for index, k in keyed:
            bucket = index.setdefault(user_id, {}).setdefault(k, [])
            bucket[:] = [s for s in bucket if s.key != key]  # a memory re-added replaces itself
            bucket.append(stored)
        swaps = self._swaps.setdefault(user_id, {})
        for _, k in shape.swaps():
            held = [s for s in _held(swaps.get(k)) if s.key != key] + [stored]
            swaps[k] = held[0] if len(held) == 1 else held

    def users(self) -> list[str]:
        return list(self._swaps)

    def preference_against(self, user_id: str, content: str, key_memory_id: str) -> Contradiction | None:
        """The first stored preference of this user that `content` (a preference) disagrees with."""
        new = meaning.read(content)
        for memory_id, stored in self._preferences.get(user_id, {}).items():
            if memory_id == key_memory_id:
                continue
            found = meaning.disagrees(new, meaning.read(stored))
            if found is not None:
                flip = found.kind == "polarity"
                differing = [] if flip else [DifferingValue(slot=found.kind, stored=found.expected, new=found.claimed)]
                return Contradiction(memory_id=memory_id, stored_content=stored, differing=differing, negation_flip=flip)
        return None

    def content_of(self, user_id: str, memory_id: str) -> str | None:
        """The text of this user's memory `memory_id` (None: not indexed)."""
        stored = self._by_id.get(user_id, {}).get(memory_id)
        return stored.content if stored is not None else None

    def drop_user(self, user_id: str) -> None:
        for index in (self._users, self._topics, self._swaps, self._by_id, self._preferences):
            index.pop(user_id, None)

    def remove(self, user_id: str, memory_id: str) -> None:
        self._by_id.get(user_id, {}).pop(memory_id, None)
        self._preferences.get(user_id, {}).pop(memory_id, None)
        for index in (self._users, self._topics):
            for bucket in index.get(user_id, {}).values():
                bucket[:] = [s for s in bucket if s.memory_id != memory_id]
        swaps = self._swaps.get(user_id, {})
        for k, value in list(swaps.items()):
            held = [s for s in _held(value) if s.memory_id != memory_id]
            if not held:
                del swaps[k]
            elif len(held) < len(_held(value)):
                swaps[k] = held[0] if len(held) == 1 else held

    def query(self, user_id: str, shape: Shape, key: int) -> Contradiction | DedupMatch | None:
        """The first memory of this user the claim contradicts (with what differs), else one it
        restates value for value ("thirty days" for "30 days": a duplicate), else None."""
        bucket = self._users.get(user_id, {}).get(shape.key) or []
        topic = shape.topic
        if topic is not None:
            bucket = bucket + [s for s in self._topics.get(user_id, {}).get(topic, ()) if s.shape.key != shape.key]
        same: _Stored | None = None
        for stored in bucket:
            if stored.key == key:
                continue  # the claim's own memory (a repeat): dedup and id reuse speak to that
            found = compare(stored.shape, shape)
            if found is not None:
                return Contradiction(memory_id=stored.memory_id, stored_content=stored.content, differing=found,
                                     negation_flip=stored.shape.negated != shape.negated)  # fmt: skip
            # The same values in other words restate a memory; claims with no value met by topic only
            # meet as a negation (their words in another order may say another thing: "A calls B").
            if same is None and (stored.shape.values or stored.shape.key == shape.key) and _canon(stored.shape) == _canon(shape):
                same = stored
        if same is not None:
            return DedupMatch(memory_id=same.memory_id, similarity=1.0, method="values")
        swaps = self._swaps.get(user_id)
        for position, k in shape.swaps() if swaps else ():
            for stored in _held(swaps.get(k)):  # type: ignore[union-attr]
                if stored.key == key or stored.shape.skeleton == shape.skeleton:
                    continue
                was, now = stored.shape.skeleton.split()[position], shape.skeleton.split()[position]
                if _canon(stored.shape) == _canon(shape) and not _in_subject(shape.skeleton.split(), position):
                    return Contradiction(memory_id=stored.memory_id, stored_content=stored.content,
                                         differing=[DifferingValue(slot="word", stored=was, new=now)])  # fmt: skip
                product = _product_swap(stored.shape, shape, position)
                if product is not None:
                    return Contradiction(memory_id=stored.memory_id, stored_content=stored.content, differing=[product])
        return None


# Words that end a sentence's subject: what comes before them names what the sentence is about,
# what comes after says what is so of it ("Sessions | are stored in Redis").
_PREDICATE = frozenset({
    "is", "are", "was", "were", "be", "been", "use", "run", "stored", "store", "live", "host", "hosted", "serve",
    "served", "written", "built", "deployed", "kept", "keep", "call", "prefer", "support", "require", "need", "has",
    "have", "go", "goe", "send", "sent", "read", "write", "publish", "published", "handle", "handled", "own", "owned",
})  # fmt: skip


def _in_subject(words: list[str], position: int) -> bool:
    """Whether the word at `position` is in the sentence's subject ("Sessions" / "Carts are stored
    in Redis" are two subjects with one value, no contradiction); False when no verb shows where
    the subject ends."""
    verb = next((i for i, w in enumerate(words) if w in _PREDICATE), None)
    return verb is not None and position < verb


def _product_swap(stored: Shape, new: Shape, position: int) -> DifferingValue | None:
    """A known product in one claim where the other names something the list does not know, all
    else equal ("stored in S3" / "stored in Amazon EFS"): another value of the product slot."""
    a, b = stored.skeleton.split(), new.skeleton.split()
    if (a[position] == "<product>") == (b[position] == "<product>"):
        return None
    with_product, plain = (stored, new) if a[position] == "<product>" else (new, stored)
    words = with_product.skeleton.split()
    index = sum(1 for w in words[:position] if w.startswith("<"))  # which value fills that place
    value = with_product.values[index]
    rest = tuple(v for i, v in enumerate(with_product.values) if i != index)
    if sorted((v.slot, v.canonical) for v in rest) != sorted(plain.measures) or stored.negated != new.negated:
        return None
    named = plain.skeleton.split()[position]
    return (DifferingValue(slot="product", stored=value.text, new=named) if with_product is stored
            else DifferingValue(slot="product", stored=named, new=value.text))  # fmt: skip


def _held(value: _Stored | list[_Stored] | None) -> list[_Stored]:
    return [] if value is None else value if isinstance(value, list) else [value]


def _canon(shape: Shape) -> tuple[object, ...]:
    return (sorted(shape.measures), shape.negated)


def compare(stored: Shape, new: Shape) -> list[DifferingValue] | None:
    """What differs between two claims of one subject (one skeleton, or one topic in another
    word order: then values are paired slot by slot); None when they agree."""
    if len(stored.values) != len(new.values):
        return None
    if stored.skeleton == new.skeleton:
        differing = [DifferingValue(slot=a.slot, stored=a.text, new=b.text)
                     for a, b in zip(stored.values, new.values, strict=True) if a.canonical != b.canonical]  # fmt: skip
    elif stored.topic is not None and stored.topic == new.topic:
        differing = by_slot(stored, new)
    else:
        return None
    if differing or stored.negated != new.negated:
        return differing
    return None


def by_slot(stored: Shape, new: Shape) -> list[DifferingValue]:
    """The values two claims give differently, slot by slot, in whatever order they are written."""
    out = []
    for slot in dict.fromkeys(v.slot for v in stored.values):
        mine = [v for v in stored.values if v.slot == slot]
        theirs = [v for v in new.values if v.slot == slot]
        same = {v.canonical for v in mine} & {v.canonical for v in theirs}  # order aside, agreed
        pairs = zip([v for v in mine if v.canonical not in same], [v for v in theirs if v.canonical not in same], strict=False)
        out += [DifferingValue(slot=a.slot, stored=a.text, new=b.text) for a, b in pairs]
    return out
