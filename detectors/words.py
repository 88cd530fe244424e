"""Word lists more than one check reads, kept once so they cannot drift apart."""

from __future__ import annotations

# Words that negate what a sentence states ("does not use", "never runs", "won't support").
# Contractions are listed whole and as the "n't" a tokenizer may split off.
NEGATIONS = frozenset({
    "not", "no", "never", "none", "nothing", "neither", "nor", "without", "cannot", "n't",
    "can't", "don't", "doesn't", "isn't", "aren't", "won't", "wasn't", "weren't", "didn't",
})  # fmt: skip

# Phrases that mark a statement as the speaker's own view. In a fact they are speculation; in a
# preference they are what a preference is ("In my opinion, tabs are better"): the user's own.
OPINION_MARKERS = frozenset({
    "in my opinion", "i think", "i believe", "i feel", "to me", "imo", "personally", "in my view", "for me",
    "i'd say", "i would say",
})  # fmt: skip

# Words of a decision, not of what was decided: "we decided to use gRPC" says what "we use gRPC" says.
DECISION_VERBS = frozenset({"decided", "decide", "chose", "agreed", "opted"})

# The months by their names, as a regular expression's alternatives (questions, preferences).
MONTH_NAMES = "january|february|march|april|may|june|july|august|september|october|november|december"
