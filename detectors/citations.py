"""Citation detection: the references a claim makes, in a canonical form a verifier can check.

Each kind is matched on the normalized text and its value read back from the original span:

- ADR: `ADR-003`, `[ADR-005]`, `ADR 7`, `ADR-0004`, `ADR #4`, `decision 7`, `decision record 7`
  -> `ADR-003` (a number, never a path). Records cited by title, slug or path, and files cited by
  path (`README.md:47`, `src/app.py#L12`), are found through the sources' listing
  (`detectors/providers/sources`): `path_mentions` gives the candidates, a manual page named by its
  section (`zoxide-init(1)`) among them.
- URL: `http(s)://…`, trailing punctuation trimmed. URLs are blanked out before commits and
  issues are looked for, so a hex run or `#frag` inside a URL is not a citation.
- commit: 7–40 hex characters with at least one digit and one letter (or any hex run right
  after "commit"/"sha"/"revision"), not a `#abc123` colour, not part of a UUID or a path.
- issue: `#123` or `GH-456` -> the number.

Dashes are read as hyphens whatever their code point (`ADR‑012` with a non-breaking hyphen, an
en or em dash, a figure dash, a minus sign), and fullwidth forms as their ASCII letters and digits
(normalization): `ＡＤＲ–０１２` is `ADR-012`.

Text shaped like a citation that names nothing that can exist is a citation that does not verify,
never a word the claim may pass with: an issue number longer than `MAX_ISSUE_DIGITS` (`GH-` and 29
digits), an `ADR-` number of six digits or more, a commit id of more than 40 hex digits after
"commit" (the verifier says which cannot exist and why).

Proposals (`RFC 5`, `RFC-0005`, `RFC #5`, `KEP-1287`, `proposal 12`, `design doc 12`, `the 12 design doc`) are only
mentions here (`record_mentions`): whether one is a citation is the sources' listing's to say —
"RFC 3339" is an internet standard unless the project keeps an RFC 3339 of its own.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from collections.abc import Callable, Iterator

from groundstream.detectors.normalize import INVISIBLE, Normalized, case_changes, hidden, latin_lookalike
from groundstream.detectors.patterns import A_DIGIT, lazy
from groundstream.detectors.words import MONTH_NAMES
from groundstream.schemas import Citation, CitationKind

# 6: a manual page by its section; 5: "the 4899 design doc"; 4: a dotted reference to code is no path; 3: RFC/KEP numbers are the
# records', not issues; dashes; impossible numbers cited
# 16: an RFC's or KEP's number with a letter O for a zero or an I or l for a one ("RFC-OO17", "RFC-l017"); a key's letters with a
#     zero for an O ("0PS-552"), its number with an I for a one ("PLAT-9I")
# 15: a key after "following", "based on", "in line with"; a pull request's number with a letter in it ("PR #12a4")
# 14: a key with a character that renders as nothing inside it ("OPS-44\u200b12"); a pull request's key in another dash ("PR\u20125531")
# 13: a key's digits of another script ("ACCT-۱۲۳")
# 12: a merge request's number past 20 digits ("MR !…"); a ticket's key run together with a letter O for a zero ("CHG0O45521")
# 11: a key alone in parentheses written as no key is; a number past 20 digits cited
# 10: a key with two kinds of separator ("PLAT_12-34"); a finding's, memo's, incident's … key cited by its noun
# 9: a key cited in look-alike characters, with a letter for a digit, in alternating case; "ADR 0-0-7";
# 8: a tracker's key after words that cite it; an ADR number with look-alike letters; a commit id in pieces;
# 7: garbled commit ids, ADR/RFC/PR numbers that cannot be, tracker keys of ten digits or more
# 18: a standard's number in full-width digits or past any RFC's; a CVE's id with a letter O; a key of underscores alone, or
#     its blanks alone ("ref: ____-____")
# 17: a cited key left unfilled ("SEC-POL-??-2023", "PLAT-77-A-", "HR-LEAVE-"), an RFC's number with an x to come ("RFC-00x")
# (19) a record's number after a slash or a colon ("ADR/017", "ADR\u2215017"), or with a decimal point ("ADR-17.5"); RFC 0; a date no
# calendar has ("2024-02-30")
# (20) a file's line 0 or a range that runs backwards; a part past a known document's last (the GDPR's 99 articles, ISO/IEC
# 27001 Annex A, PCI DSS's twelve requirements); each impossible value says why, and no verifier is asked
# (27) "the" amendment only, not a hypothesis's; a page below zero only of a document people read
# (26) a page below zero, a part's number with thousands ("line 1,482 of the 90-line README"), the US Constitution's 27 amendments
# (25) a page 0 only of a handbook, manual, contract, policy, lease or agreement; not the "American Constitution Society"
# (24) a page or an article numbered 0 of a document ("Page 0 of the staff handbook"), the US Constitution's seven articles
# (23) a line below zero in words ("Line -42 of config/settings.py"), a page past its document's count ("Page 312 of the 48-page …"),
#      a PCI DSS version past 4 ("PCI DSS v11.0")
# (22) an ISO edition older than ISO (1947); a version's number is no day ("Release 3.0 May 2024"); a default's ":-8080" is no line; each reading capped
# (21) a date in words no calendar has ("31 February 2024", "April 31st"), a line or column below zero ("invoice.go:118:-3"), ISO 9001:2015's
# ten clauses
# (28) a seventy-eighth probe's, with a code reader's mends: a section, chapter, clause … below zero of a document people read, a line
#      past what a printed document of so many pages can hold ("Line 99999999 of the two-page leaflet"), a count in words ("the two-page
#      leaflet"; not "one-page-a-day"), versions never released as software run or documented ("the Windows 9 admin guide")
# (29) the Highway Code's rules run 1 to 307
# (30) the Indian Penal Code's 511 sections, a line 0 in words, a periodical's issue past 100,000, a key of slashes in another script's digits
# (31) a fraction of a line ("line 37.5 of settings/mail.py"), the Road Traffic Act 1988's 197 sections
# (32) an eighty-third probe's: a date in digits that is no day either way round ("31/04/2024"), a part numbered with marks no
#      numbering uses ("Section 14.-3"; not a range's "112--118"), a web address no client can parse (its scheme misspelt, a colon or a slash missing)
# (33) an eighty-fourth probe's: a time no clock shows after a word that says it is one ("timestamp 25:71:90")
# (34) an eighty-sixth probe's: a part past its document's count with a subpart after its number, of a document named with "'s", and
#      articles, paragraphs, questions and steps too ("Clause 14.3 of our 9-clause tenancy agreement")
# (35) an eighty-seventh probe's: a time no clock shows at a point of a recording ("At 1:83:07 in the developer's stream VOD")
# (36) an eighty-ninth probe's: a part past a bare count of its own unit, set off after the document it is of ("… style guide, chapter 212
#      of 9, requires …"; not a title, "Chapter 12 of 9 Lives", nor a screen's counter, "The progress bar showed step 6 of 5")
# (37) a counter read off ("says", "shows") only before it: "The contract, page 14 of 12, says …" past its count
# (38) Ubuntu's months, a version's "'s release notes", a page below zero of a booklet
# (39) a ninety-second probe's, with a code reader's mends: a record below zero, a time no clock shows by its zone or beside its date, a
#      traversal to a system folder, a contract's section 0, "ADR 0000.5"; a ninety-fourth probe's: a ticket "#-4471"
# (40) a ninety-eighth probe's: an ISO date's day in the forties written alone ("2025-13-40"), a journal's volume below zero; a ninety-sixth probe's: a
#      version never released said to be a baseline or to have changed something ("Windows 9 is the baseline OS",
#      "Python 2.9 added f-strings"), Java's feature releases (no "Java 12.5", no "Java 6.5")
VERSION = "citations/40"

_ADR = lazy(
    r"(?<![\w-])\[?(?:adr(?:[-_] ?| [-_] | )?#?0*(?P<adr>\d+)|(?:architecture )?decision(?: record)? (?:no\.? ?|number |#)?0*(?P<decision>\d{1,5}))"
    r"\]?(?![\w]|[.:/-]\d)"
)
_URL = lazy(r"(?<![\w.+-])https?://[^\s<>\"'`{}|\\^]+")
_URL_TRAILING = ".,;:!?)]}'\""
_HEX = lazy(r"(?<![\w#/.:@=&?%-])([0-9a-f]{7,})(?![\w/:@]|[.-][\w])")
_COMMIT_CUE = lazy(r"(?:commit|sha|revision|rev|hash|changeset)s? ?[:#]? ?$")
_STRICT_COMMIT_CUE = lazy(r"(?:commit|revision|changeset)s? ?[:#]? ?$")  # not "sha"/"hash": a checksum is no commit
_ISSUE = lazy(r"(?<![\w&#/])(?:#|gh-)(\d+)(?![\w-])")
_GARBLED_COMMIT = lazy(r"(?<![\w-])(?:commit|revision|changeset) ?[:#]? ?(?:0x)?([0-9a-z]{7,})(?![\w/@]|[.:-]\w)")
_GARBLED_ISSUE = lazy(
    r"(?<![\w-])(?:(?:pr|issue|pull request|rfc) ?#(?:(?P<number>-?\d+)|\?*(?=[\s,;:.)]|$))|ticket ?#(?P<number3>-\d+)|[a-z]{2,10}-(?=\d{10})(?P<number2>\d+)"
    r"|(?:pr|issue|pull request|mr|merge request) ?#(?P<mixed>(?=[a-z]*\d)(?=\d*[a-z])[0-9a-z]{2,20}))(?!\w)"  # "PR #12a4": no tracker numbers so
)
_GARBLED_ADR = lazy(
    r"(?<![\w-])adr(?: ?[-_#](?:(?=[\s,;:.)\]]|$)()|(\d+(?:-\d+)+|(?=[0-9oil]*\d)[0-9oil]*[oil][0-9oil]*|-+\d+)(?![\w]))"
    r"| (0\d*(?:-\d+)+|\d+-\d+-\d+(?:-\d+)*|0[0-9oil]*[oil][0-9oil]*)(?![\w-]))"  # "ADR 0-0-7", "ADR 0O3" (not "an ADR 2-3 days after")
)
# … or after a mark no record's name takes ("ADR/017", "ADR\\017", "ADR:17"; a division slash is read "/"), not inside a path ("docs/adr/0017-x.md"),
# (a colon or a decimal point only tight against the number: "ADR:17", "ADR-17.5"; not "My Alibaba ADR: 40 shares", "ADR 2.1 placards")
_ODD_ADR = lazy(r"(?<![\w/.\\-])adr(?: ?[/\\] ?\d+|:\d+|[-_#]?\d+\.\d+| 00\d*\.\d+)(?![\w/\\-]|\.\d)")  # ("ADR 0000.5"; not "ADR 0.5")
# A date written year-month-day (alone or inside a key, "DR-2023-13-04"): one no calendar has names nothing that can be found.
# (a month to 19 and a day to 39, as a slip writes them; "2019-20-21" is a run of seasons; a day in the forties only written alone,
# "dated 2025-13-40", not inside a key, "CHG-2024-06-42")
_ISO_DATE = lazy(r"(?<![\d.])((?:19|20)\d\d)-(0[1-9]|1\d)-(0[1-9]|[12]\d|3\d|(?<=(?<![\w-])\d{4}-\d\d-)4\d)(?!\d|\.\d)")


# A citation nothing can have, whatever is configured: its value says why, after one of these (the issue
# verifier reads the mark: "2024-02-30, a date no calendar has", "src/app.py:0, a line no file has").
NO_CALENDAR, NO_LINE, BACKWARDS, NO_PART = ", a date no calendar has", ", a line no file has", ", a range that runs backwards", ", a part that document lacks"
NO_RELEASE = ", a version never released"
NO_ADDRESS = ", an address no client can parse"
NO_TIME = ", a time no clock shows"
BELOW_ZERO, CLIMBS_OUT = ", a record numbered below zero", ", a path that climbs out of any repository to a system folder"
IMPOSSIBLE = (NO_CALENDAR, NO_LINE, BACKWARDS, NO_PART, NO_RELEASE, NO_ADDRESS, NO_TIME, BELOW_ZERO, CLIMBS_OUT)
# A date in digits that is no day either way round ("dated 31/04/2024": neither 31 April nor month 31; not a version, "v1.31.2024")
# (apart by "/" or "-", or by dots after a word that dates: a version is written with dots, "firmware 3.45.2021")
_NUMERIC_DATE = lazy(r"(?<![\w./-])(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<y>(?:19|20)\d\d)(?![\w/-]|\.\d)")
# (a ninety-eighth probe's) a journal's volume below zero ("The Lancet, vol. -4, p. 0"; not an amplifier's "volume -35 dB")
_NEGATIVE_VOLUME = lazy(r"\bvol\. -\d{1,6}\b(?! ?db\b)")
# … with dots only after a word that dates ("served on 30.02.2023", "dated 31.04.2024")
_DATED = lazy(r"\b(?:on|dated|date|expires?|expiry|expiring|served|signed|born|issued)\s+$")
# A part numbered with marks no numbering uses ("Section 14.-3", "§ 7-.1"; not a range, "pages 112--118", "chapters 2..4")
_GARBLED_PART = lazy(r"(?:\b(?:section|clause|article|paragraph|chapter|part|rule|page)s?|§) ?\d+(?:\.-|-\.)\d+\b")
# A time no clock shows, after a word that says it is one ("timestamp 25:71:90", "at 14:75"; not a ratio, "a 16:9 screen", nor a score)
_BAD_TIME = lazy(r"\b(?:timestamps?|time ?code)\s+(?P<h>\d{1,2}):(?P<m>\d{2}):(?P<s>\d{2})(?![\d:])"  # (not a score, a ratio, a race time)
                       # (an eighty-seventh probe's: a point in a recording, "At 1:83:07 in the developer's stream VOD")
                       r"|\bat (?P<h2>\d{1,2}):(?P<m2>\d{2}):(?P<s2>\d{2}) (?:in|into|of) (?:the |this |that |a |an |my |our |his |her |their )?"
                       r"(?:[\w'-]+ ){0,3}?"
                       r"(?:video|vod|stream|livestream|recording|podcast|episode|clip|film|movie|broadcast|footage|interview|talk|webinar)s?\b")
# A web address written so that no client can follow it: its scheme misspelt or its colon or a slash missing ("htps:/council.gov.uk",
# "https//docs.example.com"); one written whole is a URL citation, which its verifier fails when it cannot be followed
_BAD_ADDRESS = lazy(
    r"(?<![\w.])(?:(?:https?|ftp)(?::/(?!/)|//|:/{3,}|;/{1,2}|::/{0,3})|(?:htps?|htttps?|hhtps?|hxxps?|httpss|hppts?|ttps?|htpps?)(?::/{1,3}|//))"
    r"[\w-]+(?:\.+[\w-]+)+"
)
# Each month's number by its name and its first three letters ("sept" too)
_MONTH_NUMBER = {form: i for i, name in enumerate(MONTH_NAMES.split("|"), 1) for form in (name, name[:3])} | {"sept": 9}
_MONTHS = "|".join(sorted(_MONTH_NUMBER, key=len, reverse=True))
# A date in words no calendar has: "on 31 February 2024", "April 31st", "29 February 2023" (a year that is no leap year)
_WORD_DATE = lazy(rf"(?<![\d.])\b(?P<d1>[0-3]?\d)(?:st|nd|rd|th)? (?:of )?(?P<m1>{_MONTHS})\.?(?:,? (?P<y1>(?:19|20)\d\d))?\b"
                        rf"|\b(?P<m2>{_MONTHS})\.? (?P<d2>[0-3]?\d)(?:st|nd|rd|th)?\b(?:,? (?P<y2>(?:19|20)\d\d)\b)?")
_FIRST_ISO_YEAR = 1947
_LINE_CITED = lazy(r"\w[:#]l?0\b|\w:\d{1,7}-\d|#l\d{1,7}-l\d")  # a line 0, or a range, after a name
# … and in words: "Line -42 of config/settings.py" (a file's or a path's name after it)
_CRIMINAL = lazy(r"\b(?:offen[cs]es?|crimes?|criminal|punish\w*|court|police|fir|bail|cheating|penal|charged?|accused|convict\w*|imprisonment|fine)\b")
_ZERO_BASED = lazy(r"\b(?:no line 0|zero-based|0-based|zero-indexed|0-indexed|indexed from|from zero|from 0|starts? at 0|index 0|numbers lines from"
                         r"|lines? counts? from|count from|header=0)")  # (a true statement of line 0)
_ZERO_LINE_WORD = lazy(r"\bline (?:no\.? ?|number |#)?0\b(?= (?:of|in) (?P<path>[\w@.+/-]{1,200}))")  # "Line 0 of config.yaml"
# A periodical's issue number past what any has had (a daily for a century and a half prints some 50,000): "issue no. 1,000,000"
_ISSUE_NUMBER = lazy(r"\bissue (?:no\.? ?|number |#)?(?P<n>\d{1,3}(?:,\d{3}){1,3}|\d{6,12})\b")
_PERIODICAL = lazy(r"\b(?:weekly|monthly|daily|quarterly|magazine|journal|gazette|newsletter|times|herald|digest|chronicle|telegraph|guardian"
                         r"|observer|tribune|courier)(?:'s)?,? *(?:\([^()]{1,20}\),? *)?$")  # (a periodical's title right before "issue")
_TRACKER = lazy(r"\b(?:bug|bugs|tracker|jira|github|gitlab|bugzilla|chromium|repo|ticket|pull request|pr)\b")
_NEGATIVE_LINE_WORD = lazy(r"\blines? (?:no\.? ?|number |#)?-\d{1,7}\b(?= (?:of|in) (?P<path>[\w@.+/-]{1,200}))")  # (a file's: `looks_like_file`)
# … or a fraction of a line ("line 37.5 of settings/mail.py"; a file's lines are whole)
_FRACTION_LINE_WORD = lazy(r"\b(?:on|at) line (?:no\.? ?|number |#)?\d{1,7}\.\d{1,3}\b(?= of (?P<path>[\w@.+/-]{1,200}))")
# A page, line or slide past the count its document is said to have: "Page 312 of the 48-page school handbook", "Page 9 of the
# two-page leaflet"; a line past what so many pages hold ("Line 99999999 of the two-page warranty leaflet": a page holds fewer
# than `_LINES_A_PAGE`)
_COUNT_WORDS = {w: i for i, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split(), 1)}
_COUNT = rf"\d{{1,6}}|{'|'.join(_COUNT_WORDS)}"
# (an eighty-sixth probe's: a part's subpart after its number, "Clause 14.3 of our 9-clause tenancy agreement")
_PARTS = r"(?:page|line|slide|chapter|section|clause|tab|sheet|article|paragraph|question|step)"
_PAST_COUNT = lazy(rf"\b(?P<part>{_PARTS[3:-1]}) (?P<n>\d{{1,3}}(?:,\d{{3}})+|\d{{1,9}})(?:\.\d{{1,3}}[a-z]?){{0,3}} of "
                         rf"(?:the |a |an |our |my |this |that |his |her |their |its )?(?:[a-z]+'s )?(?P<count>{_COUNT})[- ]"
                         rf"(?P<unit>{_PARTS[3:-1]})\b(?![- ](?:a|an|per|each|every|at)\b|-?(?:r|rs|er|ers)\b)")
# … or "of" a bare count, its unit the part's own, set off ("chapter 212 of 9, requires …"; not "Chapter 12 of 9 Lives", a title)
_PAST_BARE_COUNT = lazy(rf"\b(?P<part>{_PARTS[3:-1]}) (?P<n>\d{{1,9}}) of (?P<count>\d{{1,6}})(?= *[,;)]| *\.(?!\d)| *$)")
_NAMED_DOCUMENT = lazy(r"\b(?:guide|handbook|manual|contract|policy|lease|agreement|book|report|document|standard|spec|specification|rulebook"
                             r"|charter|regulations?|terms|code of conduct)\b")  # (a document named before it: not a screen's counter)
_ON_SCREEN = lazy(r"\b(?:footer|progress|bug|app|misprint|print|printed|printer|printing|bonus|upload\w*|form|table|bar|screen|pagination"
                        r"|display\w*|glitch\w*"
                        r"|viewer|scanner|scanned|miscount\w*|render\w*|blank|counter|duplicat\w*|index|numbered)\b")
# what showed the counter, before it ("The app says page 6 of 5"; not "…, page 14 of 12, says")
_READ_OFF = lazy(r"\b(?:shows?|showed|says|said)\b")
_LINES_A_PAGE = 200
# … a printed document's (not a web page's: "Line 1450 of the one-page site's index.html")
_PRINTED = lazy(r"[- ](?:[\w'-]+ ){0,2}?(?:leaflet|letter|document|contract|agreement|handout|brochure|flyer|menu|policy|report|memo|essay|paper"
                      r"|statement|booklet|pamphlet|notice|manual|cv|resume|lease|invoice|receipt|certificate|warranty|summary|brief)s?\b")
# (a page of a document people read, numbered from 1: not "page 0 of the array", "page 0 of the report" in pypdf, a brochure's inside
# cover, nor a standard's "Clause 0", its introduction)
_READ_DOCUMENT = "handbook|manual|contract|policy|lease|agreement|terms|rulebook|charter|statute|code of conduct"  # numbered from page 1
_ZERO_PART = lazy(rf"\bpage 0+\b(?= of (?:the|a|an|our|my|this|that|their|its) (?:[\w'-]+ ){{0,3}}?(?:{_READ_DOCUMENT})s?\b)"
                        # (a ninety-second probe's) a contract's, a lease's or an agreement's section, clause or "§" 0 (an ISO standard's "0
                        # Introduction", a book's "Chapter 0", lecture notes' "§0 (Notation)" and a handbook's welcome letter are real: not those)
                        r"|(?:\b(?:section|clause)s? |§ ?)0+\b(?= of (?:the|a|an|our|my|this|that|their|its) (?:[\w'-]+ ){0,3}?"
                        r"(?:contract|lease|agreement|terms|tenancy|nda)s?\b(?! template))")
# (a ninety-second probe's) a standard's or a record's number below zero ("RFC -7231", "PEP -8", "ADR -12"; "RFC-7231" is its name)
_NEGATIVE_RECORD = lazy(r"(?<![\w-])(?:rfc|pep|adr|kep|bip|eip|rfd|cve) [-\u2212]\d{1,6}\b")  # (not a count's change, "PEPs -3")
# A time of day no clock shows, stamped with its zone or as an ISO time ("at 11:75 UTC", "26:15 GMT", "2023-06-10T25:10:00Z": past 24:00), or
# "at" beside its date ("at 25:61 on 2023-06-10", "2023-06-10 24:75": minutes past 59 or hours past 29; a broadcast's "25:30" is a late
# night's; not a score, a ratio, a race or a verse, "won 25:23 on Saturday", "Isaiah 40:31 on Sunday", nor a duration after a date,
# "2023-06-10 45:12 recording")
_ZONED_TIME = lazy(r"\b(?P<h>\d{1,2}):(?P<m>\d{2})(?::\d{2})?(?=\s*\(?\s*(?:utc|gmt)\b|z\b)|(?<=(?:19|20)\d\d-\d\d-\d\dt)(?P<h2>\d{2}):(?P<m2>\d{2})\b")
_STAMPED_TIME = lazy(r"\bat (?P<h>\d{1,2}):(?P<m>\d{2})(?::\d{2})?(?=\s*(?:[ap]\.?m\b|on (?:19|20)\d\d-\d\d-\d\d\b"
                           rf"|on \d{{1,2}}(?:st|nd|rd|th)? (?:{_MONTHS})\b|on (?:{_MONTHS}) \d{{1,2}}\b))"
                           r"|(?<=(?:19|20)\d\d-\d\d-\d\d )(?P<h2>\d{2}):(?P<m2>\d{2})\b")
_RATIO = lazy(r"\b(?:ratio|mix|mixed|split|odds|score|scored|scores|votes?|margin|weighting|blend)\b")
# A path that climbs out of its tree to a system folder: a traversal, no source's place ("../../../../etc/shared/docs/schema.md"; not a
# repository's own folders two up, "../../etc/config.yaml", "../../var/cache")
_CLIMBING_PATH = lazy(r"(?<![\w.])(?<!\.\./)(?<!\.\.\\)(?:\.\.[/\\]){3,}(?:etc|proc|boot|windows[/\\]system32|root[/\\]\.ssh)"
                            r"[/\\][\w./\\-]*")  # (read from the climb's start: linear)
# A page, section, chapter … below zero ("Page -12 of the staff handbook", "Section -3 of the staff handbook")
_NEGATIVE_PAGE = lazy(r"\b(?:page|section|chapter|clause|paragraph|article|part|rule|schedule|appendix)s? -\d{1,6}\b"
                            rf"(?= of (?:the|a|an|our|my|this|that|their|its) (?:[\w'-]+ ){{0,3}}?(?:{_READ_DOCUMENT}|book|guide|booklet|leaflet|brochure"
                            r"|pamphlet|report|document|paper)s?\b)")
# Versions never released (the number skipped), by the name they would have had, as software run or documented ("The Windows 9 admin
# guide", "runs on Python 2.8"; not a count, "Windows 9%", "Postgres 8.5 TB", a list of counts, "Office laptops: Windows 9, Mac 4", nor
# the gap itself, "Windows 9 was skipped"): (why, pattern)
_VERSION_END = r"(?:\.0)?(?!\w|\.\d|%| ?(?:tb|gb|mb|kb|times|x|orders?|accessories|units|people|staff)\b|,? [a-z]+ \d)"
_NEVER_RELEASED = tuple((why, lazy(rf"\b{name}{_VERSION_END}")) for why, name in (
    ("Windows went from 8.1 to 10", r"win(?:dows)? 9"),
    ("PHP went from 5 to 7", r"php ?6(?:\.\d)?"),
    ("Python 2 ended at 2.7 (PEP 404)", r"python ?2\.(?:8|9)"),
    ("Angular went from 2 to 4", r"angular ?3"),
    ("Java's feature releases since 9 are whole numbers (9.0.4, 12.0.2)", r"java ?(?:9|[1-9]\d)\.[1-9]\d*"),
    ("Java 5 and 6 were 1.5 and 1.6, with updates (6u45), never 6.5", r"java ?[56]\.[1-9]\d*"),
    ("the iPhone went from 8 to X", r"iphone 9"),
    ("PostgreSQL 8.5 was released as 9.0", r"postgres(?:ql)? ?8\.5"),
    ("Ubuntu releases in April and October (YY.04, YY.10; 6.06 aside)",
     r"ubuntu ?(?:(?:[7-9]|[12]\d)\.(?!04(?!\d)|10(?!\d))|6\.(?!06(?!\d)|10(?!\d)))\d\d(?! (?:hwe|kernel))"),
))
# … run, installed, upgraded to, or documented
_AS_SOFTWARE = lazy(r"\b(?:runs?|running|ran|installed|install|upgraded?|upgrading|migrated|migrating|moved|supports?|supported|on|using|uses|with"
                          r"|requires?"
                          r"|needs?|built for|targets?)(?: (?:to|on|onto|from))? $")
_AS_DOCUMENT = lazy(r"(?:'s)? (?:[\w-]+ ){0,2}?(?:guide"
                          r"|manual|docs|documentation|handbook|release notes|notes|spec|specification|whitepaper|book|faq|readme"
                          r"|changelog|tutorial|reference|course|certification|exam)\b")
# … or said to be a machine's baseline, or to have changed something as a release does (a ninety-sixth probe's: "Windows 9 is the baseline
# OS for every machine", "Python 2.9 added f-strings", "The payroll service requires Java 12.5 LTS"; not "Windows 9 was skipped")
_AS_RELEASE = lazy(r"(?: lts)? (?:(?:is|was|will be|remains|became) (?:the |our |a |an )?(?:[\w-]+ )?(?:baseline|default|standard|minimum|required|target"
                   r"|supported|recommended|official|only)\b|(?:added|introduced|dropped|removed|deprecated|shipped|brought|changed|made|deprecates|adds"
                   r"|drops|removes|introduces|ships|fixed|fixes)\b)")
_THE_GAP = lazy(r"\b(?:never|skipped|no such|renamed|went straight|went from|jumped|there was no|wasn't released|not released)\b")
# (not a pagination's "page -1")
_NEGATIVE_LINE = lazy(r"(?<![\w/.@:{$-])(?P<path>(?:[\w@.+-]+/)*[\w@.+-]+\.[a-z][a-z0-9]{0,9})(?::\d{1,7})?:-\d{1,7}\b")  # "invoice.go:118:-3"
# Parts of well-known documents past their last: the GDPR's 99 articles, ISO/IEC 27001's Annex A (A.5–A.18 in the 2013
# edition, A.5–A.8 in 2022), PCI DSS's twelve requirements. (document, pattern of the part's number, the last there is)
_KNOWN_PARTS = (
    ("the GDPR has 99 articles",
     lazy(r"\b(?:gdpr|general data protection regulation)(?:'s)?,? art(?:icle|\.)? ?(\d{1,4})\b"
                r"|\bart(?:icle|\.)? ?(\d{1,4})(?:\(\d{1,3}\))*,? (?:of (?:the )?(?:eu )?)?(?:gdpr|general data protection regulation)\b"), 99),
    ("ISO/IEC 27001:2013's Annex A runs A.5 to A.18",
     lazy(r"\biso(?:/iec)? ?27001:2013,? (?:annex(?: a,?)? )?(?:control |clause |section )?a\.(\d{1,3})\b"), 18),
    ("ISO/IEC 27001:2022's Annex A runs A.5 to A.8",
     lazy(r"\biso(?:/iec)? ?27001:2022,? (?:annex(?: a,?)? )?(?:control |clause |section )?a\.(\d{1,3})\b"), 8),
    ("ISO 9001:2015 has ten clauses", lazy(r"\biso ?9001:2015,? (?:clause|section|§) ?(\d{1,3})(?:\.\d{1,3})*\b"), 10),
    ("ISO was founded in 1947: no edition of its standards is older", lazy(r"\biso(?:/iec)? ?\d{3,5}(?:-\d{1,3})?:(\d{4})\b"), 0),
    ("PCI DSS has twelve requirements", lazy(r"\bpci(?:[ -]dss)?(?: v?\d(?:\.\d)?)?,? requirement (\d{1,3})\b"), 12),
    ("PCI DSS's versions run 1.0 to 4.0.1", lazy(r"\bpci[ -]dss v(?:ersion ?)?(\d{1,3})(?:\.\d{1,3}){0,2}\b"), 4),
    ("the US Constitution has 27 amendments",
     lazy(r"(?<!been )(?<!be )\bthe (\d{1,3})(?:st|nd|rd|th) amendment (?:to|of) the (?:us |u\.s\. |united states |american )constitution"
                r"\b(?!'s| society| party)"), 27),  # (not a hypothesis's "would have been the 28th Amendment")
    ("the Highway Code's rules run 1 to 307", lazy(r"\brule (?!(?:19|20)\d\d\b)(\d{1,5}) (?:of|in) the (?:official |uk |uk's |british |great britain's )?"
                                                       r"highway code\b(?! (?:quiz|app|test|book|theory))"
                                                       r"|\bhighway code(?:'s)?,? rule (?:no\.? )?(?!(?:19|20)\d\d\b)(\d{1,5})\b"), 307),
    ("the Indian Penal Code's sections run 1 to 511", lazy(r"\bsection (\d{1,4})[a-z]? (?:of|in) the indian penal code\b"
                                                             r"|\b(?:ipc|indian penal code),? (?:section|s\.) ?"
                                                             r"(\d{1,4})\b|\bsection (\d{1,4})[a-z]? (?:of the )?ipc\b"), 511),
    ("the Road Traffic Act 1988's sections run 1 to 197", lazy(r"\bsection (\d{1,4})[a-z]{0,2} (?:of|in) the (?:uk )?road traffic act,? (?:of )?1988\b"
                                                                r"|\broad traffic act,? 1988,? (?:section|s\.) ?(?!(?:19|20)\d\d\b)(\d{1,4})\b"), 197),
    ("the US Constitution has seven articles",
     lazy(r"\barticle ([ivxlc]{1,7}|\d{1,3})(?:,? (?:section|clause|§) ?\d{1,3})*,? of the (?:us |u\.s\. |united states |american )"
                r"constitution\b(?!'s| society| party)"), 7),
)


_KNOWN_NAMES = ("gdpr", "general data", "27001", "9001", "pci", "iso", "constitution", "highway code", "penal code", "ipc", "road traffic act")


def _clock(m: re.Match[str]) -> tuple[int, int]:
    """The hour and minute a time stamp (`_STAMPED_TIME`, `_ZONED_TIME`) writes, from whichever of its two forms matched."""
    return int(m.group("h") or m.group("h2")), int(m.group("m") or m.group("m2"))


def _impossible(rest: str, taken: Callable[[int, int], bool]) -> Iterator[tuple[re.Match[str], str]]:
    """Each citation in `rest` nothing can be found by, with what its value says of it: a date in words no calendar has, a line or
    column below zero, a part numbered 0 or past the count its document is said to have. `taken`: whether a span is already
    another citation's."""
    digits = A_DIGIT.search(rest) is not None  # (every date's and release's pattern below holds a digit: most claims hold none, #39)
    for m in _WORD_DATE.finditer(rest) if digits else ():  # "on 31 February 2024", "April 31st" (not "Release 3.0 May 2024", a version's number)
        day, month, year = int(m.group("d1") or m.group("d2")), (m.group("m1") or m.group("m2")), m.group("y1") or m.group("y2")
        if month == "may" and not year:
            continue  # "may" before or after a number is the verb as often as the month ("Up to 35 may attend")
        # (without a year, a leap year's calendar: "29 February" is a day)
        if not _real_date(int(year) if year else 2024, _MONTH_NUMBER[month], day) and not taken(*m.span()):
            yield m, NO_CALENDAR
    for m in _NUMERIC_DATE.finditer(rest) if digits else ():
        a, b, year = int(m.group("a")), int(m.group("b")), int(m.group("y"))
        if m.group("sep") == "." and not _DATED.search(rest, max(0, m.start() - 12), m.start()):
            continue  # a version's dots ("firmware 3.45.2021")
        if not _real_date(year, b, a) and not _real_date(year, a, b) and not taken(*m.span()):
            yield m, NO_CALENDAR
    for m in _NEGATIVE_VOLUME.finditer(rest) if " -" in rest else ():
        if not taken(*m.span()):
            yield m, f"{NO_PART}: no volume is numbered below zero"
    for m in _BAD_TIME.finditer(rest) if ":" in rest else ():
        minute, second = int(m.group("m") or m.group("m2")), int(m.group("s") or m.group("s2"))
        if (minute > 59 or second > 60) and not taken(*m.span()):  # (a leap second is :60; a recording runs past 24 hours)
            yield m, NO_TIME
    for m in _GARBLED_PART.finditer(rest) if ".-" in rest or "-." in rest else ():
        if not taken(*m.span()):
            yield m, f"{NO_PART}: no numbering writes its parts so"
    for m in _BAD_ADDRESS.finditer(rest) if "/" in rest else ():
        if not taken(*m.span()):
            yield m, NO_ADDRESS
    for m in _NEGATIVE_LINE.finditer(rest) if ":-" in rest else ():  # a line or a column below zero (not "${server.port:-8080}", a default)
        if looks_like_file(m.group("path")):
            yield m, NO_LINE
    for m in _NEGATIVE_LINE_WORD.finditer(rest) if "line" in rest else ():  # "Line -42 of config/settings.py" (not "the line -150 in U.S. odds")
        if looks_like_file(m.group("path").rstrip(".,;:")):
            yield m, NO_LINE
    for m in _FRACTION_LINE_WORD.finditer(rest) if "line" in rest else ():  # "line 37.5 of settings/mail.py"
        if looks_like_file(m.group("path").rstrip(".,;:")):
            yield m, NO_LINE
    for m in _ZERO_LINE_WORD.finditer(rest) if "line" in rest else ():  # "Line 0 of config.yaml" (a file's lines count from 1)
        if looks_like_file(m.group("path").rstrip(".,;:")) and not _ZERO_BASED.search(rest):
            yield m, NO_LINE
    for m in _ISSUE_NUMBER.finditer(rest) if "issue" in rest else ():  # "Farmers Weekly, issue no. 1,000,000"
        if int(m.group("n").replace(",", "")) > 100_000 and _PERIODICAL.search(rest, max(0, m.start() - 30), m.start()) and not _TRACKER.search(rest):
            yield m, f"{NO_PART}: no periodical has printed so many issues"
    for m in _NEGATIVE_PAGE.finditer(rest) if " -" in rest else ():  # "Page -12 of the staff handbook"
        yield m, f"{NO_PART}: its parts count from 1"
    for m in _NEGATIVE_RECORD.finditer(rest) if " -" in rest else ():  # "According to RFC -7231, …"
        if not taken(*m.span()):
            yield m, BELOW_ZERO
    for m in _STAMPED_TIME.finditer(rest) if ":" in rest else ():  # "the first alert at 25:61 on 2023-06-10"
        hour, minute = _clock(m)
        clause = max(rest.rfind(",", 0, m.start()), rest.rfind(".", 0, m.start()), rest.rfind(";", 0, m.start()), m.start() - 60)
        if hour + minute == 100 or _RATIO.search(rest, max(0, clause), m.start()):
            continue  # a ratio or a score set "at" a date, in its clause ("The mix was set at 40:60 on 1 June"; not "The alarm was set at 25:61 …")
        if ((hour >= 30 and m.group("h")) or minute > 59) and not taken(*m.span()):  # (after a date alone, a duration's "45:12")
            yield m, NO_TIME
    for m in _ZONED_TIME.finditer(rest) if ":" in rest else ():  # "at 11:75 UTC", "2023-06-10T25:10:00Z"
        hour, minute = _clock(m)
        if (hour > 24 or minute > 59 or (hour == 24 and minute > 0)) and not taken(*m.span()):
            yield m, NO_TIME
    for m in _CLIMBING_PATH.finditer(rest) if "../" in rest or "..\\" in rest else ():  # "../../../../etc/shared/docs/schema.md"
        if not taken(*m.span()):
            yield m, CLIMBS_OUT
    for m in _ZERO_PART.finditer(rest) if " 0" in rest or "§" in rest else ():  # "Page 0 of the staff handbook", "§0 of the vendor contract"
        yield m, f"{NO_PART}: its parts count from 1"
    for m in _PAST_COUNT.finditer(rest) if " of " in rest else ():  # "Page 312 of the 48-page school handbook"
        written = m.group("count")
        count = _COUNT_WORDS.get(written) or int(written)
        if m.group("unit") == m.group("part") and int(m.group("n").replace(",", "")) > count:
            yield m, f"{NO_PART}: it has {count} {m.group('part')}{'s' if count != 1 else ''}"
        elif (m.group("part"), m.group("unit")) == ("line", "page") and _PRINTED.match(rest, m.end()) and (
                int(m.group("n").replace(",", "")) > count * _LINES_A_PAGE):
            yield m, f"{NO_PART}: a {count}-page document holds fewer lines"
    for m in _PAST_BARE_COUNT.finditer(rest) if " of " in rest else ():
        if int(m.group("n")) > int(m.group("count")) and _NAMED_DOCUMENT.search(rest, max(0, m.start() - 60), m.start()) \
                and not _ON_SCREEN.search(rest, max(0, m.start() - 60), min(len(rest), m.end() + 60)) \
                and not _READ_OFF.search(rest, max(0, m.start() - 60), m.start()):
            yield m, f"{NO_PART}: it has {m.group('count')} {m.group('part')}s"
    for why, pattern in _NEVER_RELEASED if digits else ():
        for m in pattern.finditer(rest):
            software = (_AS_SOFTWARE.search(rest, max(0, m.start() - 30), m.start()) or _AS_DOCUMENT.match(rest, m.end())
                        or _AS_RELEASE.match(rest, m.end()))
            if software and not _THE_GAP.search(rest, max(0, m.start() - 120), min(len(rest), m.end() + 120)):
                yield m, f"{NO_RELEASE}: {why}"


_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def _part_number(written: str) -> int:
    """A part's number as written, in digits or in Roman numerals ("ix": 9)."""
    if written.isdigit():
        return int(written)
    values = [_ROMAN[c] for c in written]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _real_date(year: int, month: int, day: int) -> bool:
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True


# A commit id in pieces ("commit 4e5f-xyzw-1a2b"): two pieces of four or more with digits, a letter past f.
_GARBLED_COMMIT_PIECES = lazy(r"(?<![\w-])commit ?[:#]? ?([0-9a-z]+(?:-[0-9a-z]+)+)(?![\w/@-])")  # not "revision": a document's
# A tracker's key ("PLAT-2291", "OPS-17": three letters or more, two digits or more), written in
# capitals, after words that cite an issue (not a label's "Bug:"): an
# issue of a tracker the gate reads only when one is configured for it ("see ISO-8601", "per
# COVID-19 guidance", "fixed in release-42", "Q3-2024" name no issue).
_TRACKER_KEY = lazy(
    r"(?<![\w-])(?:tracked (?:in|as|by|under)|fixed (?:in|by)|fixes|closes|closed (?:in|by)|resolves|resolved (?:in|by)|ticket|issue|jira"
    r"|bug|refs?|landed in|filed (?:as|under)|reported (?:in|as)) ([a-z][a-z0-9]{2,9})-(\d{2,9})(?![\w-])(?! (?:pipeline|build|release|run|closures?"
    r"|support|hub|guidance|rules?|upgrades?|migration)\b)"
)
_YEAR = lazy(r"(?:19|20)\d\d")
# A document's or a ticket's key after words that cite it ("set in policy FIN-2024-09", "(HR-TRV-003)",
# "per ticket PAY_412"), read only where it is written so that no record or issue can have it: in
# look-alike characters or dashes ("FIN\u20102024\u2010O9", "SEC-\u2160\u2164-12"), a letter where a
# digit goes ("OO3"), or in alternating case ("pAyMeNtS_412"). Written plainly, a key of the
# operator's own documents is no citation the gate reads.
_CITED_KEY = lazy(
    r"(?:\bper|\bsee|\bcf\.?|\bref\.?|\bticket|\bpolicy|\bfollowing|\bpursuant to|\bin (?:line|accordance) with|\bbased on"
    r"|\b(?:finding|memo|incident|decision|ruling|control|directive|bulletin|circular|notice|claim|case|invoice|booking|reservation"
    r"|guideline|runbook|sop|report|minutes|change request|audit|doc|document|handbook|playbook|procedure|record|guide|page|wiki|spec)s?"
    r"|\baccording to|\bunder|\b(?:comes?|taken) from|\b(?:documented|recorded|set|defined"
    r"|described|specified|stated|noted|listed|written|captured|tracked|logged|filed|decided|agreed|approved|covered) (?:in|under|by)"
    r"|\b(?:policy|ticket|document|doc|procedure|standard|record|spec|rule) \():?\s*(?:[\w'-]+\s+){0,2}?"
    # (separators run together, "TRVL_-_88", "PLAT\u2013\u2011311": no key has them; nor a zero for an O, "0PS-552")
    # (a part of question marks or a separator at its end, "SEC-POL-??-2023", "PLAT--77-A-": a key left unfilled)
    r"((?:0?[a-z][a-z0]{1,9})(?:(?:[-_]{1,3}(?:[a-z0-9]{1,10}|\?{1,4})){1,4}[-_]{0,6}|[-_]{1,6}|(?:/[a-z0-9]{1,10}){1,4}(?![\w/])))(?![\w-])"
)
# A key alone in parentheses, no citing word before it ("… idempotent (DESIGN\u2014DOC\u201412)"): read
# only where it is written as a key cannot be, as above, in three parts or more; a hyphen that keeps a
# name on one line or an en dash a typesetter puts in a standard's or product's name is no sign
# ("(Windows\u201111)", "(MIL\u2013STD\u2013810)", "(SARS\u2013CoV\u20132)").
# (or a pull request's, "(PR\u20125531)", "[PR\u20125531]")
_PAREN_KEY = lazy(r"(?<![\w(\[])[(\[]\s*([a-z]{2,10}(?:[-_][a-z0-9]{1,10}){2,4}|(?:pr|mr|gh)-\d{3,10})\s*[)\]]")
_NAME_DASHES = "\u2010\u2011\u2013"
# A number no system gives a page, a ticket or a record: past an unsigned 64-bit integer's 20 digits
# ("see Confluence page 98765432109876543210987654321"; a card's 16 or 19 digits are the secrets' matter).
# (not after "ref" or "document": a payment's reference and an invoice's key run to 27 and 44 digits)
MAX_ID_DIGITS = 20
# A ticket's key written run together, letters then digits, with an O among its digits, where it is a ticket's: an IT
# service desk's prefix ("CHG0O45521", "inc00o7731") or capitals after a ticket's noun ("Change ABC1O234"). No system
# numbers a ticket so; a booking code, a plate or a tyre's code may ("XK4O29", "KL45O21"), and "H2O" or "GPT-4o" is none.
_RUN_KEY_O = lazy(r"(?<![\w-])([a-z]{2,8})(\d[\do]*)(?![\w-])")  # linear: the digits' run has one way to end
_MAX_RUN_KEYS = 8
_DESK_PREFIXES = frozenset({"chg", "inc", "ritm", "req", "prb", "sctask", "ctask", "task", "cs", "crq", "sr"})
_TICKET_NOUN = lazy(r"\b(?:change|incident|ticket|problem|request|case|task|story|issue|bug)s?\s+(?:no\.?\s+|number\s+|#\s*)?$")
_LONG_RUN = lazy(r"\d{21}")
_OWN_RFC = lazy(r"\b(?:internal|our|team|company|engineering|org)(?:'s)? (?:[\w-]+ )?$")  # "Internal RFC", "our design RFC"
_LONG_ID = lazy(
    r"(?:(?<![\w-])(?:see|per|cf\.?|page|ticket|issue|bug|story|incident|pr|pull request|mr|merge request|cl|changelist|jira|confluence)s?"
    r"(?: ?[:#!]| (?:no\.?|number|id|#|!))? ?|(?<![\w!])!)(\d{21,})(?!\w)"
)
# A CVE's id as cited ("CVE-2O23-4863": normalized text folds full-width digits, so the written form tells those)
_CVE = lazy(r"(?<![\w/.-])cve[ \t]*-[ \t]*([\do]{4}-[\do]{4,8})(?![\w-])")
MAX_RFC = 20_000  # RFCs are numbered below ten thousand today: one past twenty thousand names none
_SUSPENDED = lazy(r"\s*(?:and|or|&|/|,)\s*[a-z]+-")  # a hyphen held over to the next word: "EU- and UK-based"
_BLANK_KEY = lazy(r"\b(?:ref|ticket|policy|issue|jira|doc|document|per|see|cf)\.?:?[ \t]+([-_\u2014]*__[-_\u2014]*)(?![\w])")
_GARBLED_PROPOSAL = lazy(r"(?<![\w/.-])(rfc|kep)(?: ?[-_#:] ?| (?:no\.? ?)?)?([0-9oilx]{3,12})(?![\w-])")  # (what it holds: `_garbled_number`)
# "O9", "OO3", "0O3", and an I or l after a digit, "9I" (not "gpt-4o", "io2", "L5")
_LETTER_FOR_DIGIT = lazy(r"[0-9oO]*[oO][0-9oO]*\d|\d+[iIlL][0-9iIlL]*")
_DIGIT_FOR_LETTER = lazy(r"(?=[0a-z]*[a-z])[a-z]*0[0a-z]*")  # a key's letters with a zero for an O: "0PS"
_STANDARDS = frozenset(
    "iso iec utf sha md pep rfc kep adr es ecma cve cwe ieee ansi din en bs tls ssl http ipv x h mp aes rsa crc win py js ts gpt utc gmt fips "
    "nist sp owasp pci soc hipaa gdpr wcag posix ascii ucs gh pr mr step phase part section chapter page figure table item level tier "
    "version v type class model series covid php jdk usb ie".split()
)
_REQUESTS = frozenset({"pr", "mr", "gh"})  # a pull or merge request's or an issue's key: "PR\u20125531" in a figure dash is one disguised
# No issue tracker numbers a repository's issues past nine digits: the busiest GitHub repositories
# number issues and pull requests together in six (about 250,000), so nine leaves a thousandfold
# margin; a longer number is a fabrication or a mistake, never a real issue (and it never reaches a URL).
MAX_ISSUE_DIGITS = 9
MAX_ADR_DIGITS = 5  # records are numbered NNNN (adr-tools, MADR); 99,999 leaves room
MAX_SHOWN = 64  # digits of an impossible number kept in its value (a claim may hold thousands)
# Every dash a writer or a keyboard produces, read as the hyphen citations are written with.
_DASH_CHARS = "\u2010\u2011\u2012\u2013\u2014\u2015\u2043\u2212\u2e3a\u2e3b\ufe58\ufe63\uff0d"
DASHES = str.maketrans(dict.fromkeys(_DASH_CHARS, "-"))
# … and every slash but the keyboard's, read as it ("ADR\u2215017"): a division, fraction or full-width slash in a record's
# name is a mark no record is written with
_SLASH_CHARS = "\u2044\u2215\u29f8\uff0f"
_LOOK_ALIKE_MARKS = str.maketrans({**dict.fromkeys(_DASH_CHARS, "-"), **dict.fromkeys(_SLASH_CHARS, "/")})
_KEY_PARTS = lazy(f"[-_/{_DASH_CHARS}]")  # a key's parts, between its hyphens, underscores, slashes or any other dash
_RECORD = lazy(
    r"(?<![\w/.-])(?:(?P<rfc>rfc)(?:[-_] ?| [-_] | )?(?:# ?)?|(?P<kep>kep)(?:[-_] ?| [-_] | )?(?:# ?)?"  # (not "RFC -7231": below zero)
    r"|(?P<proposal>proposal|design doc(?:ument)?)(?: (?:no\.? ?|number )?|-))"
    r"(?P<number>\d{1,6})(?![\w]|[.:/-]\d)"
    # "the 4899 design doc" (not "3 proposal drafts", "the 2023 design doc" of a year, "version 2 design document")
    r"|(?<![\w/.-])(?!(?:19|20)\d\d\b)(?P<before>\d{3,6}) design doc(?:ument)?\b"
)
# What the source id prefers, strongest grounding first.
SOURCE_PREFERENCE = (CitationKind.ADR, CitationKind.COMMIT, CitationKind.ISSUE, CitationKind.URL)


def find_citations(norm: Normalized) -> list[Citation]:
    """Every citation in the claim, in order of appearance, each value in canonical form."""
    text = norm.text
    found: list[Citation] = []

    def add(kind: CitationKind, value: str, start: int, end: int) -> None:
        found.append(Citation(kind=kind, value=value, span=norm.original_span(start, end)))

    # Each kind has a literal anchor; a claim without it skips that regex (most claims cite nothing).
    if "://" not in text:
        rest = text
    else:
        rest = _mask_urls(norm, add)
    if not rest.isascii():
        rest = _ascii_digits(rest.translate(_LOOK_ALIKE_MARKS))  # one character for one: spans keep their place
    if "adr" in rest or "decision" in rest:
        for m in list(_ADR.finditer(rest)):
            if m.group("adr") is not None:
                digits = m.group("adr").lstrip("0") or "0"
                value = f"ADR-{int(digits):03d}" if len(digits) <= MAX_ADR_DIGITS else f"ADR-{_shown(digits)}"
            else:
                value = f"ADR-{int(m.group('decision')):03d}"
            add(CitationKind.ADR, value, *m.span())
            rest = _blank(rest, *m.span())  # "ADR #4" is no issue #4
    if "rfc" in rest or "kep" in rest:
        for m in list(_RECORD.finditer(rest)):
            if m.group("rfc") or m.group("kep"):
                s, e = norm.original_span(*m.span())
                written = norm.source[s:e]
                if _OWN_RFC.search(rest, 0, m.start()) and any(_disguised(ch) for ch in written):
                    # "Internal RFC\u2014017": the operator's own record (a standard's is no citation), written in
                    # a dash no record's name has, is a citation that cannot check out
                    add(CitationKind.ISSUE, written[:MAX_SHOWN], *m.span())
                elif m.group("rfc") and (any(_disguised(ch) for ch in norm.source[slice(*norm.original_span(*m.span("number")))])
                                         or int(m.group("number")) > MAX_RFC or int(m.group("number")) == 0):
                    # a standard's number in full-width digits ("RFC \uff17\uff12\uff13\uff11") or past any RFC's ("RFC 99999")
                    add(CitationKind.ADR, written[:MAX_SHOWN], *m.span())
                rest = _blank(rest, *m.span())  # "RFC #5" is the record's number, not issue #5
    for m in _HEX.finditer(rest):
        sha = m.group(1)
        if len(sha) > 40:  # past SHA-1's 40: a SHA-256 id (64) or nothing; a citation only right after "commit"
            if _STRICT_COMMIT_CUE.search(rest, 0, m.start()):
                add(CitationKind.COMMIT, _shown(sha), *m.span(1))
            continue
        has_digit = any(c.isdigit() for c in sha)
        has_letter = any(c.isalpha() for c in sha)
        if (has_digit and has_letter) or _COMMIT_CUE.search(rest, 0, m.start()):
            add(CitationKind.COMMIT, sha, *m.span(1))
    if "commit" in rest or "revision" in rest or "changeset" in rest:
        for m in _GARBLED_COMMIT.finditer(rest):  # "commit 9f3zq7k1": a commit's id with letters past f names no commit
            if sum(c.isdigit() for c in m.group(1)) >= 3 and any(c > "f" for c in m.group(1) if c.isalpha()):
                add(CitationKind.COMMIT, m.group(1)[:MAX_SHOWN], *m.span(1))
        for m in _GARBLED_COMMIT_PIECES.finditer(rest):
            pieces, letters = m.group(1).split("-"), [c for c in m.group(1) if c.isalpha()]
            if sum(len(p) >= 4 and any(c.isdigit() for c in p) for p in pieces) >= 2 and any(c > "f" for c in letters):
                add(CitationKind.COMMIT, m.group(1)[:MAX_SHOWN], *m.span(1))
    if "rfc" in rest or "kep" in rest:
        for m in _GARBLED_PROPOSAL.finditer(rest):  # "Design RFC-OO17": a letter O for a zero, no proposal's or standard's number
            if _garbled_number(m.group(2)):
                add(CitationKind.ADR, f"{m.group(1).upper()}-{m.group(2).upper()}"[:MAX_SHOWN], *m.span())
    if "cve" in rest:
        for m in _CVE.finditer(rest):  # a CVE's id with a letter O for a zero ("CVE-2O23-4863") or in full-width digits
            s, e = norm.original_span(*m.span(1))
            written = norm.source[s:e]
            if ("o" in m.group(1) or any(map(_disguised, written))) and not _taken(found, s, e):
                add(CitationKind.ISSUE, f"CVE-{written}"[:MAX_SHOWN], *m.span())
    if "adr" in rest:
        for m in _GARBLED_ADR.finditer(rest):  # "Per ADR-, …", "ADR-0-1-9": a record cited by no number it can have
            add(CitationKind.ADR, f"ADR-{m.group(2) or m.group(3) or '?'}"[:MAX_SHOWN], *m.span())
        for m in _ODD_ADR.finditer(rest):
            s, e = norm.original_span(*m.span())
            add(CitationKind.ADR, norm.source[s:e][:MAX_SHOWN], *m.span())
    impossible = 0
    for m in _ISO_DATE.finditer(rest) if "-" in rest else ():  # "signed on 2024-02-30", "Per DR-2023-13-04": a date no calendar has, cited
        if not _real_date(*map(int, m.groups())) and not _taken(found, *norm.original_span(*m.span())):
            add(CitationKind.ISSUE, f"{m.group()}{NO_CALENDAR}", *m.span())
            impossible += 1
            if impossible >= _MAX_RUN_KEYS:
                break  # (one is enough to send the claim to review; thousands cost a scan each)
    # Each reading below stops at _MAX_RUN_KEYS found (one sends the claim to review; a claim of thousands costs no more: uncapped, a walk
    # of what was found at every match was quadratic).
    impossible = 0
    for m, mark in _impossible(rest, lambda a, b: _taken(found, *norm.original_span(a, b))):
        s, e = norm.original_span(*m.span())
        add(CitationKind.ISSUE, f"{norm.source[s:e][:MAX_SHOWN]}{mark}", *m.span())
        impossible += 1
        if impossible >= _MAX_RUN_KEYS:
            break
    if _LINE_CITED.search(rest):  # "src/billing/invoice.py:0", "#L88-L41": a line no file has, a range backwards
        for path, line, last, span in path_mentions(norm):
            if line is not None and (line == 0 or (last is not None and last < line)):
                written = f"{path}:{line}" + (f"-{last}" if last is not None else "")
                found.append(Citation(kind=CitationKind.ISSUE, value=written[:MAX_SHOWN] + (NO_LINE if line == 0 else BACKWARDS), span=span))
                impossible += 1
                if impossible >= _MAX_RUN_KEYS:
                    break
    if any(name in rest for name in _KNOWN_NAMES):
        parts = 0  # "GDPR Article 112(4)": past the document's last
        for why, pattern, last in _KNOWN_PARTS:
            for m in pattern.finditer(rest):
                if why.startswith("the Indian Penal Code") and "indian penal code" not in rest and ("plumbing" in rest or not _CRIMINAL.search(rest)):
                    break  # "IPC" is the International Plumbing Code as often: the Indian Penal Code by name, or beside its words
                part = _part_number(m.group(m.lastindex or 1))
                if (part > last if last else part < _FIRST_ISO_YEAR) and not _taken(found, *norm.original_span(*m.span())):
                    s, e = norm.original_span(*m.span())
                    add(CitationKind.ISSUE, f"{norm.source[s:e][:MAX_SHOWN]}{NO_PART}: {why}", *m.span())
                    parts += 1
                    if parts >= _MAX_RUN_KEYS:
                        break
    for m in _GARBLED_ISSUE.finditer(rest) if "#" in rest or "-" in rest else ():  # "PR #-17", "OPS-" and 23 digits, "RFC #??"
        number = m.group("number") or m.group("number2") or m.group("number3")  # (a ticket only below zero: "ticket # 47" is its number)
        digits = number.lstrip("-0") if number else ""
        if number is None or number.startswith("-") or len(digits) > MAX_ISSUE_DIGITS:
            add(CitationKind.ISSUE, _shown(digits) if len(digits) > MAX_ISSUE_DIGITS else (number or m.group("mixed") or "?"), *m.span())
            rest = _blank(rest, *m.span())
    if "-" in rest:
        for m in _TRACKER_KEY.finditer(rest):  # "Tracked in PLAT-2291": a tracker's issue, read where a tracker is configured for it
            s, e = norm.original_span(*m.span(1))
            if m.group(1) not in _STANDARDS and norm.source[s:e].isupper() and not _YEAR.fullmatch(m.group(2)):
                ks, ke = norm.original_span(m.start(1), m.end(2))
                written = norm.source[ks:ke]  # with a character that renders as nothing inside, the key as written: none has it
                add(CitationKind.ISSUE, written if any(map(hidden, written)) else f"{m.group(1).upper()}-{m.group(2)}", *m.span(1))
    if "-" in rest or "_" in rest or "/" in rest:
        cited = [(m, False) for m in _CITED_KEY.finditer(rest)]
        cited += [(m, True) for m in _PAREN_KEY.finditer(rest) if not any(m.start(1) < c.end(1) and c.start(1) < m.end(1) for c, _ in cited)]
        odd_keys = 0
        for m, bare in cited:
            s, e = norm.original_span(*m.span(1))
            written = norm.source[s:e]
            if _taken(found, s, e):
                continue  # read already ("tracked in PLAT\u20102291" is a tracker's key)
            head, _, number = m.group(1).partition("-")
            pull = head in _REQUESTS and number.isdigit() and len(number) >= 3 and not _YEAR.fullmatch(number)  # not "the PR–2024 plan", "MR–2"
            # "per policy HR-LEAVE-", "(ticket INFRA-)": a key cited, not a prefix named ("ticket prefixes like INFRA- and HR-")
            named = rest[m.start() : m.start(1)].split()[-1:] in (["like"], ["as"], ["prefix"], ["prefixes"], ["including"])
            suspended = _SUSPENDED.match(rest, m.end(1)) is not None  # "EU- and UK-based lawyers": a hyphen held over, no key
            unfilled = m.group(1)[-1] in "-_" and _KEY_PARTS.split(written)[0].isupper() and not named and not suspended
            if (head.split("_")[0] in _STANDARDS and not pull) or not (any(c.isdigit() for c in m.group(1)) or unfilled):
                continue  # "per ISO\u20118601", "RFC\u20137231": a standard's number, not the operator's (a pull request's is)
            if bare and not _KEY_PARTS.split(written)[0].isupper():
                continue  # in parentheses alone, a key in capitals ("(HR\u2013TRV\u2013003)"; not "(chatgpt-4o)")
            if _odd_key(written, bare) or (not bare and _mangled_ticket(m, number)):
                add(CitationKind.ISSUE, written[:MAX_SHOWN], *m.span(1))
                odd_keys += 1
                if odd_keys >= _MAX_RUN_KEYS:
                    break  # one sends the claim to review: no more are shown
    run_keys = 0
    for m in _RUN_KEY_O.finditer(rest) if "o" in rest else ():
        if run_keys >= _MAX_RUN_KEYS:
            break  # one key no system gives sends the claim to review; a claim of thousands costs no more
        if ("o" not in m.group(2) and not m.group(1).endswith("o")) or sum(c.isdigit() for c in m.group(2)) < 3:
            continue
        s, e = norm.original_span(*m.span())
        written = norm.source[s:e]
        desk = m.group(1) in _DESK_PREFIXES or (m.group(1)[-1] == "o" and m.group(1)[:-1] in _DESK_PREFIXES)  # "CHGO045521"
        after_noun = "o" in m.group(2) and written[: len(m.group(1))].isupper() and _TICKET_NOUN.search(rest, max(0, m.start() - 40), m.start()) is not None
        if (desk or after_noun) and not _taken(found, s, e):
            add(CitationKind.ISSUE, written[:MAX_SHOWN], *m.span())
            run_keys += 1
    for m in _BLANK_KEY.finditer(rest) if "__" in rest else ():  # "ref: ____-____": a key's blanks, never filled in
        if not _taken(found, *norm.original_span(*m.span(1))):
            add(CitationKind.ISSUE, m.group(1)[:MAX_SHOWN], *m.span(1))
            break  # one sends the claim to review: a claim of thousands costs no more
    for m in _LONG_ID.finditer(rest) if _LONG_RUN.search(rest) else ():  # past MAX_ID_DIGITS
        if not _taken(found, *norm.original_span(*m.span(1))):  # (found's spans index the original)
            add(CitationKind.ISSUE, _shown(m.group(1)), *m.span(1))
    if "#" in rest or "gh-" in rest:
        for m in _ISSUE.finditer(rest):
            digits = m.group(1).lstrip("0") or "0"
            add(CitationKind.ISSUE, digits if len(digits) <= MAX_ISSUE_DIGITS else _shown(digits), *m.span())

    found.sort(key=lambda c: c.span)
    return _dedupe(found)


def record_mentions(norm: Normalized) -> list[tuple[str, int, bool, tuple[int, int]]]:
    """Every proposal a claim may cite by number — `RFC-0005`, `RFC 5`, `RFC #5`, `RFC0005`,
    `KEP-1287`, `KEP 1287`, `proposal 12`, `design doc 12` — as (family, number, zero-padded,
    original span); URLs left out. Which are citations, the sources' listing says."""
    text = norm.text
    if "rfc" not in text and "kep" not in text and "proposal" not in text and "design doc" not in text:
        return []
    if "://" in text:
        text = _mask_urls(norm, lambda *_: None)
    if not text.isascii():
        text = text.translate(DASHES)
    out = []
    for m in _RECORD.finditer(text):
        family = "rfc" if m.group("rfc") else "kep" if m.group("kep") else "proposal"
        number = m.group("number") or m.group("before")
        out.append((family, int(number), len(number) > 1 and number.startswith("0"), norm.original_span(*m.span())))
    return out


def _disguised(ch: str) -> bool:
    """A character a key is not written with but looks like one it is: another dash, a fullwidth or
    Roman-numeral form, a letter of another script (not an accented letter: "ZÜRICH-12" is a name),
    or one that renders as nothing ("OPS-44\u200b12" shows OPS-4412)."""
    if ch.isascii():
        return False
    if hidden(ch):
        return True
    base = unicodedata.normalize("NFD", ch)
    if len(base) > 1 and base[0].isascii():
        return False  # a letter with an accent
    return (
        ch in _DASH_CHARS
        or unicodedata.decomposition(ch).startswith("<wide>")
        or unicodedata.category(ch) in ("Nl", "Nd")  # a Roman numeral, another script's digit ("ACCT-۱۲۳")
        or latin_lookalike(ch) is not None
    )


_OTHER_DIGIT = lazy(r"[^\D0-9]")  # a decimal digit that is not ASCII's


def _ascii_digits(text: str) -> str:
    """Every decimal digit of another script as its ASCII digit ("ACCT-۱۲۳" read as a key), one character for one."""
    return _OTHER_DIGIT.sub(lambda m: str(unicodedata.decimal(m.group())), text)


def _taken(found: list[Citation], start: int, end: int) -> bool:
    """Whether a citation found already covers part of the original span start:end."""
    return any(c.span[0] < end and start < c.span[1] for c in found)


# A tracker's ticket gets a number: a letter before its digits right after a ticket's noun ("ticket PA-Y4512"), or digits run
# round a letter after "ticket" or "jira" ("ticket OPS-44X12"), is no key it gave (not a product's model, "the SM-T870 tablet",
# a test case's "TC-A1024", nor a Sentry issue's short id, "issue FRONTEND-3A7", digits and letters mixed)
_TICKET_BEFORE = lazy(r"\b(ticket|jira(?: issue| ticket)?|incident|bug)s?\s*(?::\s*|no\.?\s*|number\s+|#\s*)?$")
_MANGLED_NUMBER = lazy(r"[a-z]\d{3,}")
_MIXED_NUMBER = lazy(r"\d+[a-z]\d+")


def _mangled_ticket(m: re.Match[str], number: str) -> bool:
    """A two-part key right after a tracker's ticket noun whose number opens with a letter, or runs round one after "ticket"."""
    noun = _TICKET_BEFORE.search(m.string, m.start(), m.start(1))
    if noun is None:
        return False
    return _MANGLED_NUMBER.fullmatch(number) is not None or (noun.group(1).startswith(("ticket", "jira")) and _MIXED_NUMBER.fullmatch(number) is not None)


def _garbled_number(number: str) -> bool:
    """A proposal's number with a letter O for a zero or an I or l for a one among its digits ("OO17", "l017"); "10o" too;
    or an x where a digit is still to come ("00x"; not a range's "7xxx", more x's than digits)."""
    digits, xs = sum(c.isdigit() for c in number), number.count("x")
    return digits > 0 and (any(c in "oil" for c in number) or 0 < xs < digits)


def _odd_key(written: str, bare: bool) -> bool:
    """A key written as no record's or ticket's key is: in look-alike characters or dashes, a letter
    for a digit, alternating case, or two kinds of separator ("PLAT_12-34"; not "my_notes-2"). In
    parentheses alone (`bare`), neither a name's hyphens or en dashes nor two separators ("(PRJ_2024-07)")."""
    groups = _KEY_PARTS.split(written)
    return (
        any(_disguised(ch) and not (bare and ch in _NAME_DASHES) for ch in written)
        or any(_LETTER_FOR_DIGIT.fullmatch(g) for g in groups)
        or (not bare and _DIGIT_FOR_LETTER.fullmatch(groups[0].lower()) is not None and groups[0][:1].isdigit() | groups[0].isupper())
        or any(case_changes(g) >= 3 for g in groups)
        or (not bare and "_" in written and "-" in written and groups[0].isupper())
        or (not bare and re.search(r"[-_]{2}", written) is not None)  # two separators run together: "OPS--1442"
        or "?" in written or written[-1:] in ("-", "_")  # a part unfilled: "SEC-POL-??-2023", "PLAT-77-A-"
    )


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _shown(digits: str) -> str:
    """An impossible number's digits as its value: all of them, or the first `MAX_SHOWN` and "…"."""
    return digits if len(digits) <= MAX_SHOWN else digits[:MAX_SHOWN] + "…"


def _mask_urls(norm: Normalized, add: Callable[[CitationKind, str, int, int], None]) -> str:
    """Record every URL and return the text with URLs blanked out (spans keep their place)."""
    text = norm.text
    masked = list(text)
    for m in _URL.finditer(text):
        start, end = m.span()
        while end > start and text[end - 1] in _URL_TRAILING:
            # Keep a closing bracket that closes one opened inside the URL (Wikipedia style).
            if text[end - 1] == ")" and text[start:end].count("(") >= text[start:end].count(")"):
                break
            end -= 1
        url = unicodedata.normalize("NFKC", norm.original(start, end))
        url = "".join(ch for ch in url if ch not in INVISIBLE)
        add(CitationKind.URL, url, start, end)
        masked[start:end] = " " * (end - start)
    return "".join(masked)


def source_id(citations: list[Citation]) -> str | None:
    """The strongest grounding reference of a claim: an ADR first, then commit, issue, URL."""
    for kind in SOURCE_PREFERENCE:
        for c in citations:
            if c.kind is kind:
                return f"#{c.value}" if kind is CitationKind.ISSUE else c.value
    return None


def _dedupe(citations: list[Citation]) -> list[Citation]:
    """One citation per (kind, value): citing ADR-001 twice is one thing to verify."""
    seen: set[tuple[CitationKind, str]] = set()
    unique = []
    for c in citations:
        if (c.kind, c.value) not in seen:
            seen.add((c.kind, c.value))
            unique.append(c)
    return unique


# A path a claim names: segments with a slash or a file name with an extension, or a well-known
# file name, with an optional `:LINE[-END]` or `#L12[-L20]`. Candidates only: a path is a citation
# when the sources' listing has it (or its top folder: then it names a file that is not there).
_PATH = lazy(
    r"(?<![\w/.@:-])(?P<path>(?:\.{0,2}/)?(?:[\w@.+-]+/)+[\w@.+-]+|\.?[\w+-][\w.+-]*\.[a-z][a-z0-9]{0,9}"
    r"|makefile|dockerfile|readme|license|licence|changelog|gemfile|rakefile|procfile|jenkinsfile|vagrantfile)"
    r"(?::(?P<line>\d{1,7})(?:-(?P<end>\d{1,7}))?|#l(?P<hline>\d{1,7})(?:-l(?P<hend>\d{1,7}))?)?(?![\w/])"
)
_SLUG = lazy(r"(?<![\w/.-])(?P<slug>\d{4,8}-[a-z0-9]+(?:-[a-z0-9]+)+)(?![\w/-]|\.\w)")
# A manual page by its name and section, as manuals cite each other ("zoxide-init(1)", "git-log(1)"),
# with the words that only say it is one ("the zoxide-init(1) man page").
_MAN_PAGE = lazy(r"(?<![\w/.-])(?P<page>[a-z][\w-]*\([1-9][a-z]?\))(?![\w(])(?:'s)?(?: (?:man|manual) page\b)?")


_FILE_EXTENSIONS = frozenset({
    "md", "markdown", "txt", "rst", "adoc", "yml", "yaml", "json", "toml", "ini", "cfg", "conf", "lock", "xml", "html",
    "css", "py", "sh", "bash", "zsh", "ts", "tsx", "jsx", "mjs", "cjs", "go", "rs", "java", "kt", "rb", "php", "c", "h",
    "cc", "cpp", "hpp", "cs", "swift", "sql", "proto", "tf", "gradle", "properties", "env", "csv", "png", "svg",
})  # fmt: skip  -- not "js": "Node.js", "Fuse.js" are names as often as files


def looks_like_file(path: str) -> bool:
    """A mention that names a file by its form: a path with an extension, a file name with a known
    one, or a numbered or dated record slug (not "dd/mm/yyyy", "read/write" or "Fuse.js")."""
    last = path.rsplit("/", 1)[-1]
    ext = last.rsplit(".", 1)[-1].lower() if "." in last.strip(".") else ""
    return bool(ext) and ("/" in path or ext in _FILE_EXTENSIONS) or bool(_SLUG.fullmatch(last))


def code_reference(mention: str, after: str = "") -> bool:
    """Whether a dotted mention names code, not a file: a Go- or Python-style reference to a symbol,
    a call after its last dot (`internal/utils.Apply()`, `os.path.join()`) or a capitalised member
    there (`pkg/foo.Bar`, `k8s.io/api/core/v1.Pod`). `after`: the character that follows it. A real
    path stays one: `internal/utils/apply.go`, `docs/x.md`, `LICENSE.MIT`, `analysis/model.R`."""
    name = mention.rsplit("/", 1)[-1]
    if "." not in name.strip("."):
        return False
    member = name.rsplit(".", 1)[1]
    if not member:
        return False
    return after == "(" or (member[0].isupper() and any(c.islower() for c in member))


def path_mentions(norm: Normalized) -> list[tuple[str, int | None, int | None, tuple[int, int]]]:
    """Every path-like mention (path, line, end line, original span), URLs and references to code
    (`code_reference`) left out. The path keeps its original case (`Makefile`, `README.md`); whether
    it is a citation is the listing's to say."""
    text = norm.text
    if "://" in text:
        text = _mask_urls(norm, lambda *_: None)
    out = []
    for m in _PATH.finditer(text):
        start, end = m.span("path")
        path = norm.original(start, end).rstrip(".")
        line, last = m.group("line") or m.group("hline"), m.group("end") or m.group("hend")
        if line is None and code_reference(path, text[m.end() : m.end() + 1]):
            continue  # `internal/utils.Apply()`, `pkg/foo.Bar`: a symbol of the code, not a file
        out.append((path, int(line) if line else None, int(last) if last else None, norm.original_span(*m.span())))
    for m in _SLUG.finditer(text) if A_DIGIT.search(text) else ():  # (a slug opens with its record's number)
        out.append((norm.original(*m.span("slug")), None, None, norm.original_span(*m.span())))
    return out


def page_mentions(norm: Normalized) -> list[tuple[str, int | None, int | None, tuple[int, int]]]:
    """Every mention of a manual page by name and section, as `path_mentions` gives a path; whether
    it is a citation is the listing's to say (a claim's type reads one that is not as it reads it)."""
    text = norm.text
    return [(norm.original(*m.span("page")), None, None, norm.original_span(*m.span())) for m in _MAN_PAGE.finditer(text)] if "(" in text else []


def manual_page(mention: str) -> tuple[str, str] | None:
    """The name and section a mention of a manual page gives ("zoxide-init(1)": zoxide-init, 1)."""
    m = _MAN_PAGE.fullmatch(mention.lower())
    if m is None:
        return None
    name, _, section = m.group("page")[:-1].partition("(")
    return name, section
