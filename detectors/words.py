"""Word lists more than one check reads, kept once so they cannot drift apart."""

from __future__ import annotations

# Words that negate what a sentence states ("does not use", "never runs", "won't support").
# Contractions are listed whole and as the "n't" a tokenizer may split off.
NEGATIONS = frozenset({
    "not", "no", "never", "none", "nothing", "neither", "nor", "without", "cannot", "n't",
    "can't", "don't", "doesn't", "isn't", "aren't", "won't", "wasn't", "weren't", "didn't",
})  # fmt: skip
