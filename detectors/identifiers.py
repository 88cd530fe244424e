"""Payment data and identity numbers: card numbers, IBANs and national identifiers never become
memory. Found like secrets and handled like them (rule `secret->block`: blocked, redacted
everywhere, a keyed fingerprint as evidence).

A digit run is not a finding by its shape: each candidate must pass its number's own check in
python-stdnum (the Luhn checksum and an issuer prefix for cards, the ISO 13616 checksum for an
IBAN, each country's rules for an identity number). National identifiers are short, and a nine
digit number can pass a checksum by chance, so they count only after words that name them
("SSN", "social security number", "BSN", "NIR", …), except the US SSN in its dashed form.

Which classes are on is configuration (`[policy] identifiers`, in the policy hash): `payment_card`,
`iban` (an IBAN, and a national account number beside its bank's sort code, routing number or BSB),
`national_id`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from importlib import import_module

from stdnum import iban, luhn
from stdnum.us import rtn
from stdnum.us import ssn as us_ssn

from groundstream.detectors.patterns import lazy

VERSION = "identifiers/2"  # (2) a national account number with its bank's sort code, routing number or BSB beside it
CLASSES = ("payment_card", "iban", "national_id")

# 13 to 19 digits, optionally grouped by single spaces or dashes, not inside a longer number.
_CARD = lazy(r"(?<![\w.,/-])(?:\d[ -]?){12,18}\d(?![\w]|[.,/-]\d)")
# Card issuers' prefixes (IIN ranges): a Luhn-valid run with none of these is an id of something else.
_ISSUER = lazy(r"^(?:4|5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[47]|3(?:0[0-5]|[68])|6(?:011|5|4[4-9]|2)|35(?:2[89]|[3-8]\d))")
_IBAN = lazy(r"(?i)\b[a-z]{2}\d{2}(?:[ ]?[a-z0-9]){11,30}\b")
# A national bank account number beside its bank's code, in one clause (a UK sort code, a US routing number that passes its ABA
# checksum, an Australian BSB): together they pay into the account as an IBAN does (an eighty-fifth probe's: "sort code 40-05-15,
# account number 23884706"). Counted in the `iban` class; a sort code alone is a branch's, and public, and an account of another
# kind in another clause is none ("Sort code 20-00-00 is Barclays; my library account 12345678 has three books overdue").
_BANK_CODE = lazy(
    r"(?i)\b(?:(?:sort[ \t-]?code|s/c)[ \t]*(?:is|:|=|#|no\.?)?[ \t]*(?P<sort>\d{2}([-\u2013 .])\d{2}\2\d{2}|\d{6})"
    r"|(?:routing|aba)(?:[ \t]+(?:number|no\.?|#))?[ \t]*(?:is|:|=)?[ \t]*(?P<routing>\d{9})"
    r"|bsb[ \t]*(?:is|:|=|#|no\.?)?[ \t]*(?P<bsb>\d{3}[- ]?\d{3}))(?![\d-])"
)
_ACCOUNT_NUMBER = lazy(
    r"(?i)\b(?:account|acct\.?|acc\.?|a/c)[ \t]*(?:number|no\.?|num|#)?[ \t]*(?:is[ \t]*:?|:|=)?[ \t]*(?P<number>\d(?:[ -]?\d){5,40})(?![\d-])"
)
_CLAUSE_BREAK = lazy(r"[;!?\n]|\.\s")
_ONLY_MARKS = lazy(r"[\W_]*(?:and\W+)?")  # nothing but marks between them ("…40-05-15.⏎Account number: …", "…, and account …")
_SSN_DASHED = lazy(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
# A national identifier after words that name it (within a few words): the words say which
# country's rules the value must pass; words that name no country ("national id", "passport",
# "tax id") accept any of them.
_ANY = "any"
_NAMES: tuple[tuple[str, str], ...] = (
    (r"ssn|social security(?: number| no\.?)?", "us-ssn"), (r"sin|social insurance number", "ca-sin"),
    (r"bsn|burgerservicenummer", "nl-bsn"), (r"dni|nif", "es-dni"), (r"nie", "es-nie"),
    (r"nir|num[ée]ro de s[ée]curit[ée] sociale", "fr-nir"), (r"codice fiscale", "it-codice-fiscale"),
    (r"steuer-?id(?:entifikationsnummer)?|idnr", "de-idnr"), (r"aadhaar", "in-aadhaar"), (r"nhs(?: number| no\.?)?", "gb-nhs"),
    (r"national (?:id|identity|insurance)(?: number| no\.?)?|passport(?: number| no\.?)?|tax id(?:entification number)?|tin", _ANY),
)  # fmt: skip
_NAMED = lazy(
    r"(?i)\b(?:" + "|".join(f"(?P<n{i}>{words})" for i, (words, _) in enumerate(_NAMES)) + r")\b"
    r"[^A-Za-z0-9]{0,12}(?:(?:is|was|=|:|number|no\.?|#)\s*){0,3}"
    r"(?P<value>[A-Z0-9](?:[A-Z0-9 .\-]{5,22}[A-Z0-9]))"
)
_NO_DIGITS = str.maketrans("", "", "0123456789")
# The first word of every naming phrase, whole (cheap to test before the named pattern runs).
_NAMED_CUE = lazy(
    r"\b(?:ssn|social|sin|bsn|burgerservicenummer|dni|nif|nie|nir|num[ée]ro|codice|steuer-?id\w*|idnr|aadhaar|nhs|"
    r"national|passport|tax|tin)\b"
)
# Each country's python-stdnum module, imported when words first name a value of its kind: a country's
# package imports its siblings (stdnum.es its CIF and NIF rules, ~13 ms of every start, #39).
_VALIDATORS: dict[str, str] = {
    "us-ssn": "stdnum.us.ssn", "ca-sin": "stdnum.ca.sin", "nl-bsn": "stdnum.nl.bsn", "es-dni": "stdnum.es.dni",
    "es-nie": "stdnum.es.nie", "fr-nir": "stdnum.fr.nir", "it-codice-fiscale": "stdnum.it.codicefiscale",
    "de-idnr": "stdnum.de.idnr", "in-aadhaar": "stdnum.in_.aadhaar", "gb-nhs": "stdnum.gb.nhs",
}  # fmt: skip


def _validator(kind: str) -> Callable[[str], bool]:
    is_valid: Callable[[str], bool] = import_module(_VALIDATORS[kind]).is_valid
    return is_valid


def find_identifiers(text: str, classes: Iterable[str] = CLASSES) -> list[tuple[str, int, int]]:
    """(kind, start, end) of every payment or identity number in `text` of the `classes` asked."""
    wanted = set(classes)
    digits = len(text) - len(text.translate(_NO_DIGITS))
    if digits < 8:  # every number here has eight digits or more (a DNI, a codice fiscale: at least seven)
        return []
    found: list[tuple[str, int, int]] = []
    if "payment_card" in wanted and digits >= 13:
        for m in _CARD.finditer(text):
            end = _longest(m.group(), _is_card)
            if end:
                found.append(("payment-card", m.start(), m.start() + end))
    if "iban" in wanted and digits >= 12:
        for m in _IBAN.finditer(text):
            end = _longest(m.group(), lambda v: _valid(iban.is_valid, v.upper()))
            if end:
                found.append(("iban", m.start(), m.start() + end))
    lower = text.lower()
    if "iban" in wanted and ("sort" in lower or "s/c" in lower or "routing" in lower or "aba" in lower or "bsb" in lower):
        codes = [m for m in _BANK_CODE.finditer(text) if m.group("routing") is None or rtn.is_valid(m.group("routing"))]
        for m in _ACCOUNT_NUMBER.finditer(text) if codes else ():
            if any(_one_clause(text, code.span(), m.span()) for code in codes):
                found.append(("bank-account", m.start("number"), m.end("number")))
    if "national_id" in wanted:
        for m in _SSN_DASHED.finditer(text) if "-" in text else ():
            if us_ssn.is_valid(m.group()):
                found.append(("us-ssn", m.start(), m.end()))
        for m in _NAMED.finditer(text) if _NAMED_CUE.search(text.lower()) else ():
            named = next(kind for i, (_, kind) in enumerate(_NAMES) if m.group(f"n{i}"))
            kinds = list(_VALIDATORS) if named == _ANY else [named]
            for kind in kinds:
                end = _longest(m.group("value").rstrip(" .-"), lambda v, k=kind: _valid(_validator(k), v))  # type: ignore[misc]
                if end:
                    found.append((kind, m.start("value"), m.start("value") + end))
                    break
    return found


def _one_clause(text: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two spans stand in one clause, at most 60 characters apart, or with nothing but marks between them (two lines of
    bank details, "Sort code: …⏎Account number: …")."""
    gap = text[min(a[1], b[1]) : max(a[0], b[0])]
    return len(gap) <= 60 and (_CLAUSE_BREAK.search(gap) is None or _ONLY_MARKS.fullmatch(gap) is not None)


def _is_card(value: str) -> bool:
    digits = re.sub(r"[ -]", "", value)
    return 13 <= len(digits) <= 19 and bool(_ISSUER.match(digits)) and luhn.is_valid(digits)


def _longest(candidate: str, check: Callable[[str], bool]) -> int:
    """The length of the longest prefix of `candidate`, cut at a space or dash, that `check`
    accepts (0: none): a number followed by more digit groups or a word is still found."""
    cuts = [m.start() for m in re.finditer(r"[ -]", candidate)] + [len(candidate)]
    for end in reversed(cuts):
        if check(candidate[:end]):
            return end
    return 0


def _valid(check: Callable[[str], bool], value: str) -> bool:
    if sum(c.isalnum() for c in value) < 8:  # validators pad short values: "12" is no identity number
        return False
    try:
        return bool(check(value))
    except Exception:  # noqa: BLE001 - a validator that cannot read a value has not found one
        return False
