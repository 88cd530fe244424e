"""The stems the verdict and the claim types read: Snowball's English, whichever build runs it."""

from __future__ import annotations

from snowballstemmer.english_stemmer import EnglishStemmer
from wordfreq import top_n_list

from groundstream.detectors.meaning import _FORMS, _SYNONYMS, stem


def test_stems_are_snowballs_english_whichever_build_computes_them() -> None:
    # snowballstemmer hands the work to PyStemmer (Snowball's C build) when it is installed: the type
    # model was trained, and the sources indexed, on the pure-Python stems, so a C build of another
    # Snowball version would change decisions silently. Forms with digits, ".js" and the synonyms are
    # the module's own (not Snowball's) and are left out.
    pure = EnglishStemmer()
    words = [w for w in top_n_list("en", 30_000) if w.isalpha() and w.isascii()]
    words += ["scripts", "scripting", "generously", "configurations", "deprecated", "running", "caresses"]
    own = [w for w in words if w in _FORMS or pure.stemWord(w) in _SYNONYMS]  # mapped on purpose, past Snowball
    differ = [(w, stem(w), pure.stemWord(w)) for w in words if w not in own and stem(w) != pure.stemWord(w)]
    assert len(words) > 20_000 and differ == []
