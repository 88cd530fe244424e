"""The words of praise and blame the claim-type model reads (`detectors/opinion_words.json`).

Hu and Liu's opinion lexicon (`data/opinion-lexicon/`, 6,789 words) knows the words a judgement of a
thing is written in ("cluttered", "unreadable", "overpriced", "clunky") that VADER's lexicon of
feeling does not. It was made from product reviews, where "bash", "prompt", "error", "support",
"stable" and "rust" are praise or blame; in a repository's documentation they are terms of the
trade. So a word is kept only where the documentation of the fifty-five repositories in
`data/history/` (their files at the older commit, half a million words) writes it at most twice as
often as English at large does (wordfreq), or fewer than three times: a judgement is rarer in
documentation than in English, a term of the trade far commoner.

`python -m benchmarks.opinion_words` prints how many words each side keeps and the commonest dropped;
`--write` writes the shipped lexicon.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

import wordfreq

from groundstream.detectors.type_model import OPINION_PATH

DATA = Path(__file__).resolve().parent / "data"
LEXICON = DATA / "opinion-lexicon"
DOCS = DATA / "history"
TRADE = 2.0  # how much commoner in documentation than in English a term of the trade is
SEEN = 3  # fewer times than this in the documentation: too rare to tell
_WORD = re.compile(r"[a-z]+(?:['-][a-z]+)*")
ABOUT = (
    "Hu and Liu's opinion lexicon (https://www.cs.uic.edu/~liub/FBS/sentiment-analysis.html; M. Hu and B. Liu, "
    "KDD-2004; B. Liu, M. Hu and J. Cheng, WWW-2005), less the words documentation writes as terms of the trade: "
    "built by `python -m benchmarks.opinion_words --write` (benchmarks/data/opinion-lexicon/README.md)."
)


def words(name: str) -> set[str]:
    text = (LEXICON / name).read_text(encoding="utf-8", errors="replace")
    return {line.strip() for line in text.splitlines() if line.strip() and not line.startswith(";")}


def documentation() -> Counter[str]:
    """Each word's count in the history repositories' files at their older commit."""
    counts: Counter[str] = Counter()
    for path in sorted(DOCS.glob("*/base/**/*")):
        if path.is_file() and path.suffix in (".md", ".rst", ".txt", ".mdx", ".adoc", ""):
            counts.update(_WORD.findall(path.read_text(encoding="utf-8", errors="replace").lower()))
    return counts


def of_the_trade(word: str, counts: Counter[str], total: int) -> bool:
    return counts[word] >= SEEN and counts[word] / total > TRADE * wordfreq.word_frequency(word, "en")


def build() -> tuple[list[str], list[str], list[str]]:
    """The words of praise and of blame kept, and those dropped as terms of the trade."""
    counts = documentation()
    total = sum(counts.values())
    good, bad = words("positive-words.txt"), words("negative-words.txt")
    trade = {w for w in good | bad if of_the_trade(w, counts, total)}
    return sorted(good - trade), sorted(bad - trade), sorted(trade, key=lambda w: -counts[w])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"write {OPINION_PATH.name}")
    args = parser.parse_args()
    good, bad, trade = build()
    print(f"praise {len(good)}, blame {len(bad)}; dropped as terms of the trade {len(trade)}: {', '.join(trade[:40])} …")
    if args.write:
        OPINION_PATH.write_text(json.dumps({"about": ABOUT, "good": good, "bad": bad}, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {OPINION_PATH}")


if __name__ == "__main__":
    main()
