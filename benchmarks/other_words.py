"""The words of other languages the language check reads inside English (`detectors/other_words.json`).

`python -m benchmarks.other_words` prints how many words each language gives and what a sample of
them is; `--write` writes the shipped lexicon. A word counts when it is common in one of the
languages wordfreq knows in Latin letters (its 'small' lists: Zipf 4.2 and up), written in lower
case, four letters or more, rare in English (Zipf under 2.0: "chai" and "paella" are English's too)
and far commoner there than in English (2.5 Zipf), and not an English word's form ("matcher" of
"match"); each marked by how common it is there (the check reads a very common one anywhere, another
only set off). Built from wordfreq once, shipped as data: loading every language's list at run time
took 1.7 s and 660 MB (0.2 s and 100 MB for the small lists), the lexicon ~40 ms and a few MB.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

import wordfreq

from groundstream.detectors.language import OTHER_WORDS_PATH

LANGUAGES = ("es", "fr", "de", "it", "pt", "nl", "id", "ms", "fil", "vi", "pl", "cs", "ro", "tr", "sv", "da", "nb", "fi", "hu", "sk", "sl", "ca", "lv", "is")
COMMON_THERE = 4.2  # Zipf: from it, a word the other language writes commonly
RARE_IN_ENGLISH = 2.0  # Zipf: under it, a word English writes rarely
MARGIN = 2.5  # Zipf: how much commoner there than in English
ANYWHERE = 4.9  # Zipf: from it, a word read wherever it stands (adverbs, function words: "poate", "kanske"); others only set off
_ENGLISH_SUFFIXES = ("ers", "er", "ings", "ing", "ed", "es", "s", "ly")


def _english_form(word: str) -> bool:
    """An English word's form with a suffix ("matcher" of "match", "listings" of "listing")."""
    return any(word.endswith(end) and len(word) - len(end) >= 3 and wordfreq.zipf_frequency(word[: -len(end)], "en") >= 3.0 for end in _ENGLISH_SUFFIXES)


def build() -> dict[str, tuple[str, float]]:
    """Each word's language, where it is commonest among those that write it commonly, and its Zipf there."""
    best: dict[str, tuple[float, str]] = {}
    for code in LANGUAGES:
        for word in wordfreq.top_n_list(code, 50_000, wordlist="small"):
            zipf = wordfreq.zipf_frequency(word, code, wordlist="small")
            if zipf < COMMON_THERE:
                break
            if len(word) >= 4 and word.isalpha() and word.islower() and zipf > best.get(word, (0.0, ""))[0]:
                best[word] = (zipf, code)
    out = {}
    for word, (zipf, code) in sorted(best.items()):
        english = wordfreq.zipf_frequency(word, "en")
        if english < RARE_IN_ENGLISH and zipf - english >= MARGIN and not _english_form(word):
            out[word] = (code, zipf)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="write detectors/other_words.json")
    args = parser.parse_args()
    words = build()
    by_language = Counter(code for code, _ in words.values())
    print(f"{len(words):,} words of {len(by_language)} languages: " + ", ".join(f"{c} {n:,}" for c, n in by_language.most_common()))
    if args.write:
        grouped: dict[str, dict[str, list[str]]] = {}
        for word, (code, zipf) in words.items():  # (the check reads a very common word anywhere, another only set off)
            grouped.setdefault(code, {"anywhere": [], "set_off": []})["anywhere" if zipf >= ANYWHERE else "set_off"].append(word)
        data = {
            "source": "wordfreq 'small' lists",
            "common_there": COMMON_THERE,
            "rare_in_english": RARE_IN_ENGLISH,
            "margin": MARGIN,
            "anywhere": ANYWHERE,
            "languages": {code: {k: " ".join(sorted(v)) for k, v in kinds.items()} for code, kinds in sorted(grouped.items())},
        }
        OTHER_WORDS_PATH.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(f"wrote {OTHER_WORDS_PATH} ({OTHER_WORDS_PATH.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
