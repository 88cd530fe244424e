"""Hedge and speculation language: the words that say a claim is not known to be true.

Two families, split by what they mean for memory (docs/DESIGN.md, rules `speculation->block` and `technical_hedge->review`):

- **block**: the writer admits it is guessing (speculation), does not know (uncertainty),
  or proposes rather than states (suggestion). Such a claim is never a memory.
- **review**: a technical hedge (`may`, `might`), a generalization (`usually`, `often`, `in
  most cases`: true as a rule, not always) or an approximation (`around 3 s`). The claim may be
  true but is not exact, so a person decides. A generalization is its own category: it says how
  often, not how sure, and policy (not uncertainty) sends it to review.

Two sources of findings: hand patterns (below) for the ways a writer admits a guess, and a
cue model learned from BioScope's speculation cues (cues.py) for the many words technical and
scientific prose hedges with; a learned cue is a technical hedge (review) unless a pattern says
more. Assertion words (`definitely`, `confirmed`, `verified`) cancel nothing: "I guess it
works, confirmed" is still a guess. Matching runs on `normalize()` output; spans index the
original.

A hedge that is mentioned, not used, is no hedge: inside a code span (backticks), inside a
quotation that is part of the claim, or standing as a name (a `Maybe` type, an option called
Not Sure). Digits written for letters (`m4ybe`, `th1nk`) are read as the letters when that
makes a hedge word.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache

from groundstream.detectors.cues import CueModel, default_model
from groundstream.detectors.normalize import Normalized, latin_lookalike, sentence_span, unmarked
from groundstream.detectors.patterns import lazy
from groundstream.detectors.words import MONTH_NAMES
from groundstream.schemas import HedgeCategory, HedgeFinding

VERSION = "hedges/51"  # (51) a forty-ninth session's probes, with four readers' mends: "to be confirmed" closing a claim after a comma or a dash, "TBC" after a dash (not a list's value or a name), "something like" after a verb of amount or "something in the region of" before an amount in its unit (not an output's or a format's example); (50) emphasis read as emphasis: a hedge in capitals or capitalized where an adverb stands in its clause (after a verb of being or an auxiliary, a pronoun or a clause's mark, before a number, in capitals between a subject and its verb or closing the sentence), a modal before its verb ("MIGHT be", "COULD fail", "MAY have been"), a phrase in capitals ("I THINK"), markup around the word looked past, an HTML emphasis tag closed after it; capitals that name kept (after a word, a noun or a preposition that introduces a name, before a preposition or a conjunction that ends a value's place, in a list, glued, spelled out, in a code span, a title's; RFC 2119's "MAY be"); (49) the learned cues read word by word (cues/3), a word read in its sentence (a line's end too), at most 64 learned findings; plain senses of a claim: "suggesting" as proposing after a word of when or how, a doubt "at first, but", "what X implies" named, a gloss after "means", a path's, an identifier's or a code span's word, "exclude" with no negation before it; (48) a ninety-eighth probe's, with a code reader's mends: "according to some fella", "Kind of believe" or "Sort of feel" before a bare noun and its verb (not a feeling, "Sort of feel overwhelmed"), "I tend to think" before a verb in -s, ", mayb" closing, "between 5% and 8% — one of those", ", whichever we landed on", a hedge word right after a thing's noun and "called" is its name ("The repo called maybe-later"; not a phone call) ("They say", "can't tell which", a head by other names, people reckoning at a distance tried and taken out); a ninety-seventh probe's, with a code reader's mends: "prly", "forty-something thousand", one of two days for a thing done, "can't pin down which", a memory foggy opening the claim before "but", "somewhere in the cobwebs I have it", unnamed people saying what is to come or reckoning, someone unnamed who told me a thing not mine, a level of traffic or usage foretold, a hyphened code span a mention (":/", "Either X or Y owns", "…, April or May", "will end up", "after the launch", "should" tried and taken out); a ninety-sixth probe's: a face of doubt or a shrug the writer adds ("… to Thursday 🤔"; not one named, "the 🤔 reaction"); a number "-odd", two neighbouring numbers one of which a thing is, "sometime between" two months, "— one of those"; a leaning owned ("I'd have thought", "I tend to believe", "Strikes me that", "To my mind,"); recall pictured (off the top of a tired head, a bare memory a colander, dredged from the murky depths, grey cells firing right, reaching way, way back, a recollection gone foggy, a dim, dusty picture); hearsay from someone unnamed ("Heard from someone in sales that", "One of the mums … said", "Some fella in the pub was saying", "Word is"); a course foretold as sure ("bound to"), its margin ("will finish well before"), an escape concluded ("must have got out"); look-alikes: a channel's compound name ("#maybe-later"), a title as the subject of a work's noun; (47) a ninety-fifth probe's look-alikes: a guess made in a game and reported ("My guess in the office sweepstake was Brazil"), music or a talk heard ("I heard the new album in the car"; not what it is said to do, "I heard the album is coming out in March"); (46) a ninety-fourth probe's: degrees ("to some extent", ", in a way,"), what everyone knows, no straight answer, sources at odds, a time or number held open after, "somewhere between", crossed wires, a tangle, a scrambled brain, passed on that, a grapevine cited, word got from a person; a ninety-second probe's: which of the values held open the writer forgets, a condition on the writer's memory or on piecing it together opening a sentence; a ninety-third probe's: overheard, mentioned in passing, got from someone that, "if you ask me", a forecast on a trend's condition, "…, one of those two"; (45) a ninetieth and a ninety-first probe's, with a code reader's mends: word passed along a chain, a memory a blur before "but", values held open (one of two of one shape, "unless it got moved to", "I always mix those two up"), inferences not where the sentence confirms them; (44) a whole-change reader's mends: a memory conceded before "but" only opening a sentence in each of its three forms, not an event's age ("was fitted years ago"), a head office or a memory box, a computer's memory ("is 32 GB"), conceded though negated ("isn't great", "not very clear"); (43) an eighty-ninth probe's, with a code reader's mends: "if memory is playing tricks on me", a mental attic or filing cabinet rooted through, "شايد", what someone reckons of any subject (not a sum, "reckoned with", nor what the sentence proves), a sound or smell opening the claim before an inference; a memory conceded before "but" not where the sentence then finds or checks it; (42) an eighty-eighth probe's: a hedge word with a hyphen put in ("may-be"); an opening clause conceding the writer's memory before "but", pictured as old or unclear ("… a dusty shelf in my head, but", "My recall on this is like …, but", "The details are blurry …, but"); what someone else reckons of a clause or lets slip, hinted, whispered, blurted out, swears or is convinced of, the buzz or chatter somewhere, a group chat's word set off, a state concluded from the senses ("tasted off, so … has to be expired") (a code reader's mends: no thing in the head, no memory clinic or upgrade, no object's details, no sum reckoned, no requirement, no book's or bakery's name); what a meeting was about is no doubt, nor a title with a contraction credited to its author; (41) an eighty-seventh probe's: a hedge adverb written backwards ("ylbaborp"); a clause believed by choice or wagered on ("I prefer believing the shop is closed …", "I'd sooner bet on …", "Preferred belief: …"); "…, for whatever that's worth" set off; the grey cells spinning a yarn, the memory bank gone walkabout; a bucket of a head; what someone half-recalled; how it echoes back to me; trawled back through a time's fog; more hedges of other scripts (संभवतः, कदाचित, على ما يبدو, شاید, כנראה, น่าจะ; the list as normalizing leaves it, so "लगता है" is read at last), before "every" too; with a code reader's mends: a wager on a course, a clause believed (not an attitude), what someone half-recalled, no history's or a record's fog, no Chinese between English words (names and dishes), a song's, a poem's or a lesson's word anywhere; (40) an eighty-sixth probe's, with a code reader's and a whole-change reader's mends (no deadline "by" a time, a rule of a role or "your", a clue's noun, no goods third-hand, no history's mists): "purportedly", "reputedly", "ostensibly", "putatively"; letters apart by a hyphenation point, a bullet or another dot; a hedge of a script without capitals or Japanese's between English words before a word of extent ("covers hail damage อาจจะ for up to ten years"; not a lesson's, a song's or a dish's word); "Unless my wires are crossed, …" set off; a memory like a colander or Swiss cheese; the fog of a time looked back through; "Dredging this up from …," opening; read off a thing since thrown away, opening; "it's a copy of a copy", heard third-hand; "my sense is", "it's my understanding that", "…, from what people say" set off; an act concluded with "must have" of someone or something known and for no purpose ("The cat must have got into the pantry"; not "must have fitted wardrobes", "Players must have registered … to play"); a clue closing the claim ("…; that damp carpet smell gives it away"), "nothing else explains" after a cause; (39) an eighty-fifth probe's: the head by another name playing tricks, a worn recollection gone by, a report half heard, a belief leaned towards, "kind of feel" opening a clause, a claim reconstructed from the writer's notes; (38) an eighty-fourth probe's, with two readers' mends: "ma heid's no fooling me", a river's flood foretold; the writer's memory owned (not "the brain"), a requirement's "must have" only of a class of people right before it or after a purpose; (37) an eighty-third probe's: an opening clause that rests the claim on the writer's memory however pictured ("Dredging this up out of the old memory bank, …", "If the auld brain isn't codding me, …"), going by the ghost of a chat, a script's hedge between a copula and the word it says ("is 也许 paid by direct debit"; not before a name); (36) an eighty-second probe's: what knocks about in the head, a hazy memory gone off, another's recollection set off, Scots' tricks of the head, "going purely on memory when", a hedge of a script without capitals before its clause's verb; "normally" of a thing done is its manner; (35) an eighty-first probe's: "going only on what's stuck in my head", "if I mind it right", "as best she can recall", a market's move in the future perfect by a time to come; (34) an eightieth probe's, with a code reader's mends (a witness's recall, set off, a timetable's currency, others concluded about, a level not an age, a flock's spread, no clinician before, no rule's "whichever"): recall owned by anyone, "from hazy memory", "cannae mind", Pidgin's "I no too remember", "…, unless the tables have been revised", what has not moved so concluded, an index's level in the present, a spread foretold, a culprit by habit, a diagnosis by last time's, the next cup, "dalk"; (33) a seventy-ninth probe's, with a code reader's mends (a hedge of another language only after a verb of being or scheduling, a couple's parting only, no forecast from signs, a named illness, a culprit's act, an animal's traces, nothing reported): "going by what sticks in my head", "going purely on memory" set off, a foggy recollection's "'s" and an aside before "but", "reconstructed from memory", another language's hedge between English words before a time, "miskien", "it'll bucket down", others' parting foretold, a forecast from a sign seen already, a diagnosis by symptoms, a culprit by elimination or by its traces, a price against a level by a holiday, a leaving read from the signs; "may" of the one role a rule names; (32) a seventy-eighth probe's, with a code reader's mends: "going off me memory" set off, "the old noggin", "if ma memory's no failin' me", this dredged up from years back, a number held open in the present beside a like one, not a rule's exception ("unless it's 13"), a price put up by someone "going to", "come January", a person's leaving in the future perfect, the weather's course in its own verbs (not reported), a part of the body's trouble diagnosed by a relative's (not confirmed), a theft by a picture of the thing elsewhere, a person's car gone after a conclusion; a check someone was asked to make, reported, is no doubt; (31) "may" of leave to the people a rule is for, qualified ("Only staff with a valid licence may operate the forklift"); (30) a third reader's mends: a memory's "'s" only before a "but", a wee bird only "a" one that told, second-hand only of news, no "we'd put", "far as I can tell" only, a culprit only by a culprit's act, "will win/lose" only a contest, "mark my words" not as a name, no plan "to start", the headline read once a claim (quadratic on title case); (29) a seventy-seventh probe's: a memory's "'s" ("my memory's a sieve", "my brain's playing tricks"), the memory banks reached into, a mind cast back as far as it goes, "if I mind right", a wee bird, second-hand, "don't hang your hat on it", "mark my words", a tenner put on it, "far as I can tell", "efallai", a culprit named by the clues ("so he's the one who", "which makes X the one who", "so it's the compressor that's gone"), markets "going to" and "be down to", "in the next five years"; (28) a second reader's mends: a contest won or lost, no verb that schedules ("gives out", "breaks down", "slips"), no resolution, no market of the writer's own or explained, "at this rate" closing only after a time to come, no "fault tolerant", a script's hedge only before a time, "casting" only opening, foggy only before "but", hints only opening a clause, a culprit by elimination only of a key or code and a culprit's act; (27) a seventy-sixth probe's: "going purely from memory", "casting my mind back", a memory owned as foggy, "as far as anyone can tell", "or something along those lines", "from what X hint", "unless HR reshuffled", a culprit by elimination ("Nobody else had a key, so the cleaner …"), "slips to November"; (26) a seventy-fifth probe's: a course foretold in the present or with "will" by a time still to come, a market's move and a client's leaving foretold, "at this rate", "Bet you", a cause concluded ("has to be the ISP's fault"), "a little bird told me", "From the look of it", "Recalling this from", a hedge of a script without capitals between English words; (25) a third reader's mends: a run of digits before "ish" read once (56 s on 64 KB), an error bar in its units and thousands ("900kg ± 300kg", "12,500 ± 6,000") and over 30% of its value, a requirement's "must have" by its deadline, "currently unverified" after a comma, "by the look of it" closing, "the figures were never measured", "the term", "the word maybe to my kids", forecasts reported at any distance in their sentence and not of a UI ("will collapse on screens"), no "memory that's fading", "reaching back out", literal cobwebs or fog, no role assumed; (24) a memory with holes or seen better days, a mental rolodex or filing cabinet, "the hazy back shelf of my memory", "as best my leaky head can keep it", "reaching way back", "through the cobwebs", "that's how it echoes", a closing "must have"; a figure never measured, an error bar a quarter of its value ("40 bar (±15 bar)"), a closing assumption, "if last week's prices still hold", "judging by how it looked", "or at least that's how it looked", "unless they've reorganised it"; a second reader's mends: a forecast only in a verb of its own course ("will slip", "will miss the target"; not "Tom will miss Friday's standup"), a word named only "the word(s)" with nothing a verb after it, no head of an office or a chef, no memory store, no literal depths or fog, no "won't put anything on it", a requirement's "must have", a cause by elimination only after a cause, a status's "left unverified", quoted titles read as before, each added reading linear (64 KB: < 0.06 s); (23) a time's memory a blur ("that trip is a blur"), a memory that leaks, "as near as I can call it to mind", "going by a form I glimpsed a decade ago", "I'm under the impression", "odds-on", "has to be," before its reason, "co le", "you can hear it in how he talks", "wouldn't bet the farm on it", "nobody has re-checked", "…, last time anyone checked", "…, unless someone upgraded them", a vague error bar ("± a couple of hundred"), "with a following wind", a cause by elimination ("…; nothing else changed"), a level foretold ("will be lower by Christmas"), a hand-in foretold; a word named unquoted after its noun is a mention ("the Polish word chyba", "covers the words perhaps, …"); (22) the writer's memory as a source in its parts and pictures ("Dredging this up from the back of my skull", "what my memory coughs up", "rattling around in my head", "between my ears", "from the mists of", "the ghost of a number I saw"), "wouldn't put my name on that", "that's my read", "the way these things always go", "you can feel it"; a cause inferred ("must have come from"), "by the look of", a course foretold in a verb of going wrong ("will slip", "will miss"; not reported, nor a condition's), a trailing "unverified", "or at least they were", "or it did the last time", "the last time anyone opened it", "…, unless that changed", "from what I've gathered", "nobody has tried it"; a sentence of places and lower-case words is no headline ("Cafe Peut-Etre"); (21) "that's how it looked to me", "(that's what she told the nurse …", "I haven't seen a card" set off, "…, one of those", "the details are a blur", "as far as anyone's told me", "go on the basis that", "haven't opened it since", "Prefers to assume", "nobody actually looked"; a hedge of Chinese or Japanese opening a run of its script, and of Hindi, Arabic, Hebrew, Thai; "— one of the two", "the wrong end of the stick", "near as I can figure", "don't hold me to it", "I half-mind", "I've a notion", "Knowing Dave, he's …", "smart money's on", "put a number on it", "my read of the room", "all signs point to", family lore, "let's say it is", "I favour the reading that", "Favourite theory: …", "hasn't been confirmed", "there's every chance"; another value held open ("(Lisbon, unless it was Porto)", "…, or was that the recycling", "one or the other", "I keep flip-flopping"); a value heard or read from ("at least that's the number going around", "going by my best read of", "going from a foggy memory", "the picture I have in my head", "on the tip of my tongue", the grapevine); a wager's or a theory's words ("put money on it", "my working theory is", "sixty-forty that", "out on a limb", "reading the tea leaves", "Hunch: …"); a belief chosen as a liking ("I like to assume", "I'd sooner believe", "my preferred version of events", "I lean toward X being"); tentative ("pencilled in", "nothing firm yet", "nobody's confirmed", "not set in stone"); "or thereabouts", "Thursday-ish"; a word's letter held ("maaaybe"); more languages' phrases ("capaz que", "sauf erreur", "tror jag", "pakka nahi", "…, yata"); a name or word given further back in its clause ("We named our café … 'Misschien'"), a game's, band's or app's title after its noun, a modal in a question asked and reported ("asked … whether I could"); (20) a wager made is no guess ("I bet my brother €20 on …"); a saying quoted after its name, a one-word title after its work as subject; hedges of Chinese, Japanese and Korean beside English where an adverb stands; a gloss, a saying, a title after "was", a book credited to its author, an apostrophe inside a quoted word are mentions; a wager in goods or lost; a memory dug up or pictured, hearsay ("Rumour has it", "Word around the office is that"), "anyone's guess", "glaube ich"; "as best I can dredge it up", "Judging by", "Supposing", "Should the … hold", "chyba"; a question asked of someone reported; a gut's health; a memory half kept, a brain's tricks, a blur, the writer's read, hearsay, an inference from the senses, "sanırım"; a hedge in capitals written in look-alikes is no name; (19) "can't swear to it"; "to my knowledge base" names a thing; a title quoted before an everyday noun of a work ("the 'Off the Top of My Head' improv show"); a hedge in capitals set off after a comma or a dash ("…, PROBABLY."), "As I recollect", "…, if my notes are right"; (18) "that's how I remember it" closing a claim; "settled whether" reports a thing settled; "it appears on" is a place; a quotation naming a toggle, checkbox, switch, menu … right after it (no sentence end between) is a mention; (17) a check not made with the writer left out ("Haven't checked recently, but …"), a suggested fix or command named, a change since the writer last dealt with them, the small-capital alphabet's Cyrillic F read, "I'd have to double-check, but", "Can't tell if", a recollection mixed up or as a label, "at least I think", leetspeak with as many digits as letters, a compound's modal ("could-have"); (16) "I prefer to think …", "It's been a while since I looked, but …", a question someone asked reported ("asked whether") is none, a talk series' title quoted is a mention; a mark after a dash ("— unverified") or closing a clause ("(unconfirmed), water included"), "…, not re-measured", "(recalled from …)", "Guess: …" and "Best estimate: …" as labels, "Unless things have changed since spring", an old document gone by ("going by the old donor card"), a month or a name lends a learned cue no weight; (15) "Best guess: …" as a label, "per my memory of …", "I'm recalling this from …", a change since the writer signed up, a status's counterpart written as one; (14) a mark of an unconfirmed value ("(unconfirmed)", ", unverified."), "Offhand, …", a faint memory as a verb ("Vaguely remember …"), "Unless things have changed since, …", a quoted question or a work credited to its author is a mention; (13) "I'd like to think …", "Recalling from …" opening a clause; (12) "may" of leave to the people a rule is for ("Contractors may not access …"), "Whether it rains or not, …" says "regardless"; (11) the head itself after a verb of falling is no recall idiom ("the hat slid off the top of my head"), a thing called by what a tool or seller suggests is no hedge ("a suggested diff", "the suggested retail price"); (10) a memory owned as faint, a change since the writer last looked, a quoted hedge naming a section, "Whether or not …," opening a sentence; (9) a guess by intuition, a notion held, a recollection's way, a check long past, each as an aside; (8) spoken spellings ("prolly"), what the writer goes by ("going off what I remember", "Thinking back, …"), a memory's state opening a clause, a work's title quoted is a mention, hedges of other languages mixed in ("vielleicht", "creo"); (7) mixed case is no name, letters spaced apart neither; "that rings a bell", "last time I was there, …"; (6) more recall idioms ("if my memory's right", "last I knew", "if I'm not mistaken"); (5) recall idioms ("off the top of my head", "from memory", "not that I know of")

_SUBJ = r"(?:i|we|you|they)"
_NUM = r"~?\$?\d"
# … the unit of an amount ("900 MB", "nine hours", "40k", "a third of the keys")
_AMOUNT_UNIT = (r"(?:%|percent|per cent|[kmgtp]i?b\b|bytes|ms\b|s\b|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|k\b|m\b|bn\b"
                r"|million|billion|thousand|hundred|rows|records|users|customers|requests|calls|services|nodes|servers|instances|pods|files|lines|tests"
                r"|dollars|euros|pounds|of\b|€|\$|£)")
# a number in words ("something like nine hours", "something like a third")
_NUMBER_WORD = (r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
                r"|a (?:third|quarter|half|dozen|hundred|thousand|million)|(?:one|two) (?:third|quarter)s?|hundreds|thousands)\b")

# A change since the writer last looked, as an aside ("Unless things changed since I last checked, …", "…, unless the
# schedule changed since my last visit"; not a program's "if anything changed since we last checked the manifest").
# a mark that closes the claim, its sentence, or its value before the next item ("€950 (to be confirmed), bills included"; not
# before a clause, "stays (unverified), then a manager approves it", "a queue called (unconfirmed), which finance reviews")
_MARK_CLOSES = (
    r"(?= *[\x29\x5d] *(?:[.!;]|$|,(?! *(?:then|which|who|whom|where|and|but|so|after|before|until|when|while|once|because)\b)))"
)
# a statement after a label: a verb of being or doing before any relative word ("Guess: the meeting is at 3"; not a glossary's
# "Guessing: a game mode that starts when the timer ends", nor a brand's "Guess \u2013 the jeans brand \u2013 was founded …")
# a belief's clause: "that", or a subject of up to four words and its verb ("… the kids' swim class is at 4:30", "… our home insurance
# premium got cheaper"; not "thinking in metric", "believing the customer first")
_BELIEF_CLAUSE = (
    r"(?:that\b|(?:the|our|my|his|her|their|its|a|an|this|that|these|those|it|they|he|she|we|you)\b(?: [\w'-]+){0,4}? (?:is|are|was|were|'s|'re"
    r"|isn't|aren't|wasn't|weren't|has|have|had|hasn't|will|won't|got|gets|moved|changed|closes?|opens?|costs?|runs?|starts?|ends?|goes|go|went"
    r"|needs?|takes?|renews?|expires?|shuts?|leaves?|left|comes?|came|lives?|works?|pays?|charges?|stays?|happens?|does|do|did|can|could|might|may)\b)"
)
_LEANING = rf"(?:(?:more|slightly|a bit|a little) )?(?:towards?|to) (?:the view that|(?:believing|thinking|assuming) {_BELIEF_CLAUSE})"
_STATEMENT = (
    r" *(?::|\u2013|\u2014| - )(?! *(?:an?|one) ) *(?:(?!\b(?:that|which|who|whom|whose|when|where|if)\b| - )[^.;:\n\u2013\u2014]){0,60}?\b(?:is|are|was|were"
    r"|will|would|should|could|can|might|must|has|have|had|takes?|took|runs?|ran|costs?|lasts?|leaves|left|arrives?|starts?|started|ends?|ended|closes?"
    r"|closed|opens?|opened|expires?|falls?|fell|lands?|happens?|comes?|came|goes|went|sits?|stands?|needs?|holds?|pays?|paid|charges?|weighs?"
    r"|lives?|works?|meets?|begins?|began|finishes?|ships?|departs?|returns?|renews?|moved|changed|gets?|got|uses?|used)\b"
)  # (an indefinite noun first defines: "Guesstimate: a word the team uses for …")
# what may follow a check not made: its object, how long ago, whom it was not made with; then "but" or "though" (not "yet":
# "Haven't tested it yet on the M1 Mac" is a state), or the aside's closing parenthesis
_UNCHECKED_TAIL = (
    r"(?: (?:it|this|that))?(?: (?:recently|lately|yet|in a while|in ages|for a while|since(?: \w+)?|with (?:the |my |our )?[\w-]+))?"
    r"(?= ?,? ?(?:but|though|although)\b| ?, ?yet\b)"  # (a bag "didn't check it, but …" reads alike: the words cannot tell them apart)
)
_ASIDE_TAIL = r"(?: (?:it|this|that))?(?: (?:recently|lately|in a while|in ages|since(?: \w+)?))?(?=\x29)"
_CHANGED_SINCE = (
    r"(?:unless|assuming|provided)(?: that)? (?:[\w']+ ){1,3}?(?:changed|been changed|changed it|is different|are different)"
    r" since (?:(?:i|we) (?:last )?(?:checked|looked|heard|asked|saw|visited|left|dealt with (?:it|them|him|her|the \w+)|spoke (?:to|with) (?:them|him|her)"
    r"|called|used (?:it|them))|(?:i|we) (?:was|were) (?:last )?there|(?:my|our) last (?:visit|check|look|trip)"
    r"|(?:i|we) (?:signed up|joined|moved in|bought (?:it|one|them)|renewed|enrolled|subscribed|set it up|last renewed))"
    r"(?= *[,;:.!?]| *$)"
)

# Patterns per category, over the normalized (case-folded) text. Order matters where two
# overlap at one position: suggestions before speculation, so "maybe we should" is one
# suggestion and not the speculation "maybe".
# (a word spoken of, not used: "也许 is glossed as 'perhaps'", "可能 means …")
_NOT_GLOSSED = r"(?! (?:is|was|means|meant|translates|stands|appears|comes)\b)"
# Hedges of Chinese, Japanese and Korean, as normalizing leaves them (see PATTERNS)
_CJK_HEDGES = "(?:たふん|多分|おそらく|恐らく|かもしれない|かもしれません|也许|或许|大概|可能|好像|估计|" + unicodedata.normalize("NFD", "아마도|아마") + ")"
# … and of scripts without capitals whose words normalizing leaves as written (Devanagari's vowel signs, Arabic, Hebrew, Thai): read
# in one pass over a claim that has such letters (their words are no tokens of the lead-word index: a sign splits them)
_UNCASED_HEDGE_WORDS = "(?:" + "|".join(re.escape(unmarked(w)) for w in ("शायद", "लगता है", "संभवतः", "कदाचित", "ربما", "على ما يبدو", "شاید", "شايد", "אולי",
                                                                          "כנראה", "อาจจะ", "คงจะ", "น่าจะ")) + ")"  # (as normalizing leaves them)
_SCRIPT_HEDGE_WORDS = "(?:" + _CJK_HEDGES[3:-1] + "|" + _UNCASED_HEDGE_WORDS[3:-1] + ")"
# … after a verb of being or scheduling (not a word taught, sung or named: "Dadi taught us शायद on Sunday"), before a time's words
# ("is शायद on Sunday", "arrives ربما tomorrow", "is 아마 next Friday")
_SCHEDULING = frozenset("is are was be arrives arrive comes come starts start lands opens closes happens runs leaves".split())
_AFTER_A_VERB = "(?:" + "|".join(f"(?<= {verb} )" for verb in sorted(_SCHEDULING)) + ")"
_BEFORE_A_TIME = (r"(?= (?:tomorrow|today|tonight|next|this|around|about|before|early|late|soon|later|sometime"
                  r"|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|on the \d|on the (?:first|second|third|fourth|last)|on st|on saint|on (?:christmas|easter|new year)"
                  r"|at \d{1,2}(?:[:.]\d\d)? ?(?:am|pm)?\b|in (?:january|february|march|april|may|june|july"
                  r"|august|september|october|november|december))\b)")
_AFTER_A_COPULA = "(?:" + "|".join(f"(?<=[a-z] {verb} )" for verb in ("is", "are", "was", "were", "be", "been", "being", "has", "have", "had")) + ")"
# … not where its clause names a word, a sign or a title it is ("The Mandarin word we learned is 也许 pronounced yěxǔ", "The label on the jar is
# 好像 stuck on upside down", "Our cat's Chinese name is 大概 spelled …")
_MENTION_BEFORE = lazy(r"\b(?:words?|terms?|phrases?|characters?|kanji|hanzi|names?|titles?|lyrics?|captions?|labels?|signs?|tattoos?|answers?"
                             r"|albums?|songs?|slogans?|mottos?|texts?|inscriptions?|writing|letters|scripts?|scrolls?|posters?|cards?|mugs?|slides?)\b")
# The pictographs of doubt: a thinking face, a shrug (any skin tone or gender after it), a face of hesitation; a shrug drawn in
# characters, as normalizing leaves it ("¯\\_(ツ)_/¯" → "\\_(ツ)_/").
_DOUBT_EMOJI = lazy("\U0001f914|\U0001f937|\U0001fae4|\U0001f928|\\\\_\\(\u30c4\\)_/")
# … named, not used: after "the", "a", "with", "as" … right before it ("the 🤔 reaction is our vote", "react with 🤔"), or before
# the noun that names it ("🤔 emoji", "🤷 reaction").
_EMOJI_NAMED = lazy(r"(?:\b(?:the|a|an|our|my|their|your|with|as|use|using|react|reply|tag|a single)|(?:^|[.!?:]\s+)(?:add|post|send|put|drop))\s*$")
# … or given a meaning or a name right after it (its modifiers between: a skin tone, a joiner, a gender sign, a variation selector)
_EMOJI_AS = lazy(r"[\U0001f3fb-\U0001f3ff\u200d\u2640\u2642\ufe0f]*\s*(?:['\"\u201d\u2019]\s*)?(?:emoji|emojis|reaction|reactions|react|reacts|icon|icons|sticker"
                 r"|stickers|face|symbol|vote|votes|button|means|meant|marks|marked|stands for|is for|for (?:no|yes|not|a|an|the)\b|indicates|signals|denotes"
                 r"|flags|=|->|\u2192|is (?:a|an|the|our|my)\b|(?:it |that |which )means)(?!\w)")
# … or in a sentence about emoji, statuses, avatars ("Dad's favourite emoji is 🤔", "My Slack status is 🤷", "Leo's profile picture is just ¯\\_(ツ)_/¯")
_EMOJI_TALK = lazy(r"\b(?:emoji|emojis|emoticon|emoticons|reaction|reactions|status|avatar|profile picture|profile pic|logo|nickname|sticker|stickers|icon|gif"
                   r"|codepoint|u\+1f|display name|username|handle|album cover|cover art|poster|tattoo|t-shirt|mug)\b")


def _emoji_named(text: str, start: int, end: int) -> bool:
    """Whether a face of doubt at start:end is named or given a meaning, not the writer's doubt (see `_DOUBT_EMOJI`)."""
    if _EMOJI_NAMED.search(text, max(0, start - 24), start) or _EMOJI_AS.match(text, end, min(len(text), end + 40)):
        return True
    lo, hi = max(0, start - 80), min(len(text), end + 80)  # its sentence, near it (linear)
    cut, stop = text.rfind(". ", lo, start), text.find(". ", end, hi)
    return _EMOJI_TALK.search(text, cut + 2 if cut >= 0 else lo, stop if stop >= 0 else hi) is not None
_SCRIPT_HEDGES = lazy(
    # opening the claim, set off after a mark, or in parentheses, where it may open a run of its script ("…, 好像是这样，…") …
    "(?:(?<![\\s\\S])|(?<=[,;:\u2014\u3001\uff0c\\x28] )|(?<=\\x28)|(?<=[,\uff0c\u3001]))" + _SCRIPT_HEDGE_WORDS
    + "(?! (?:is|was|means|meant|translates|stands|appears|comes)\\b)"
    # … or closing the claim after a space as a word of its own ("… on the 20th たぶん"; not "可能性", "아마추어")
    + "|(?<= )" + _SCRIPT_HEDGE_WORDS + "(?= *[.!\u3002]? *$)"
    # … or, in a script without capitals, standing as a word of its own between two Latin words ("The electrician comes शायद tomorrow
    # afternoon"; Chinese and Japanese words there are a name's or a lesson's as often: "大概 Noodles", "covers 多分 and たぶん")
    # (before a time or a place's word: "We learned शायद and ज़रूर in Hindi class", "Our band is called אולי and …" name a word)
    + "|(?<=[a-z] )" + _UNCASED_HEDGE_WORDS + "(?= (?:tomorrow|today|tonight|next|this|around|about|before|early|late|soon|later)\\b)"

    # (a seventy-ninth probe's: after a verb of being or scheduling, before a day's time too, and Korean's "perhaps": "The Diwali puja is शायद
    # on Sunday", "The release freeze is 아마 next Friday")
    + "|" + _AFTER_A_VERB + "(?:" + _UNCASED_HEDGE_WORDS + "|" + unicodedata.normalize("NFD", "아마도|아마") + ")" + _BEFORE_A_TIME
    # (an eighty-third probe's: between a copula and the English word it says, "The water bill is 也许 paid by direct debit",
    # "The results are ربما ready on Monday"; not a word named or glossed, "The word for maybe is 也许 in Mandarin")
    # (the word after it written in small letters, `_named_after`: "is 大概 Noodles on King Street" names a place)
    + "|" + _AFTER_A_COPULA + "(?P<copula>" + _SCRIPT_HEDGE_WORDS + r")(?= (?:(?!(?:and|or|nor|for|means|meant|which|that|is|was)\b)[a-z]{2,}\b|\d))"
    # (an eighty-sixth probe's: a hedge of a script without capitals, or Japanese's, as a word of its own between two English words, before a
    # word of extent or time, "The roof warranty covers hail damage อาจจะ for up to ten years"; not a word named, `_named_after`, nor a song, a
    # dish or a lesson's word, "The DJ played शायद at our wedding", "lists อาจจะ noodles"; Chinese's stand as names too)
    + r"|(?<=[a-z] )(?P<between>" + _UNCASED_HEDGE_WORDS + "|(?:たふん|おそらく|かもしれない|かもしれません)"
    + r")(?= (?:for|within|up to|around|about|roughly|throughout|every)\b)"
)
# A time still to come, in a forecast's sentence after its verb ("… next year", "… within six months", "… before Christmas", "… at this rate")
_FUTURE = (
    r"(?:tomorrow|tonight|next (?:week|month|year|quarter|season|term|spring|summer|autumn|fall|winter|weekend|game|match|round|election)"
    r"|this (?:coming )?(?:year|quarter|season|term|spring|summer|autumn|fall|winter)|after this (?:quarter|year|month|season|term)"
    r"|within (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|\d{1,3}|the next|the) ?(?:[\w-]+ )?(?:days?|weeks?|months?|years?|quarters?)"
    r"|before (?:christmas|easter|the end of|the summer|the winter|new year|the year is out|long)|by (?:christmas|easter|the end of)|at this rate"
    r"|by (?:the )?(?:summer|spring|autumn|fall|winter|easter|christmas|half-term|school) (?:holidays|break|hols)"
    r"|(?:the )?next (?:[\w'-]+ ){0,2}(?:cup|world cup|final|election|championship|tournament|olympics|games|grand prix|derby)"
    r"|any day now|sooner or later|in the (?:next|coming) (?:[\w-]+ )?(?:days?|weeks?|months?|years?|quarters?)"
    r"|(?:to|into|until) (?:january|february|march|april|may|june|july|august|september|october|november|december|next (?:week|month|year|quarter))"
    r"|come (?:january|february|march|april|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|christmas|easter"
    r"|the new year|new year))"
)
_NOT_A_CONDITION = (
    r"(?![^.;!?\n]{0,200}\b(?:if|unless|when|whenever|once(?! again)|provided|in case|starting|effective|as of|announced|per the|according to|until"
    r"|every|each|always|usually|most|often|because|under the|as the|price cap|to start|to join|to take up|to move|to focus|to retire"
    r"|as set out|signed lease|signed contract|signed agreement|by law)\b)"
)
# … in its clause, with nothing in the sentence that makes it a condition's or a report's ("if", "when", "announced", "per the"): in the
# present, not a month's ("The oak loses its leaves in October", "Strawberry prices drop in June" say what a month brings every year) …
_FORETOLD = rf"(?=(?:(?! and | but )[^.;,!?\n]){{0,80}}?\b{_FUTURE}\b){_NOT_A_CONDITION}"
# … with "will", a month's too ("The new hire will quit in March")
_FORETOLD_WILL = (
    rf"(?=(?:(?! and | but )[^.;,!?\n]){{0,80}}?\b(?:{_FUTURE}|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b)"
    rf"{_NOT_A_CONDITION}"
)
# Not the writer's plan ("we win"), an infinitive or a modal's ("hoping to win", "could fail"), nor what did not happen ("didn't win")
# A price put up by someone else "going to" (not "our", "its": a business's own announced rise; nor "will", as often scheduled):
# "… going to put the rent up", "… gonna hike the rent", by a time still to come
_PUT_UP = (rf"(?:put (?:the |their )?(?:rent|rents|prices?|fees?|rates?|charges?|premiums?|bills?|council tax) up|(?:hike|put up|jack up|bump up|up) "
           rf"(?:the |their )?(?:rent|rents|prices?|fees?|rates?|charges?|premiums?|bills?|council tax))\b{_FORETOLD_WILL}")
# A person's leaving foretold in the future perfect, by a time still to come ("… will have handed in her notice by Easter"; not what a
# schedule or a calendar brings, "Mum will have turned 80 by Christmas", "The builders will have finished by …", "… retired …")
_MONTH_WORDS = "january|february|march|april|may|june|july|august|september|october|november|december"
_DONE_BY = (r"(?:handed in|given in|put in|served) (?:her|his|their) notice|quit|resigned|walked out|split up|broken up|jacked (?:it|the job) in"
            rf"(?=(?:(?! and | but )[^.;!?\n]){{0,80}}?\bby (?:then|christmas|easter|spring|summer|autumn|fall|winter|the end|next|new year|{_MONTH_WORDS})\b)")
# The weather's course foretold, by a time still to come (no person or team is called "monsoon", "heatwave"; not "Dr Snow will run …",
# "Melbourne Storm will play …", "Floods will be covered in Year 8 geography"): in the weather's own verbs
_WEATHER = (r"(?<!\bmr )(?<!\bdr )(?<!\bms )(?<!\bmrs )(?:monsoon|monsoons|the rains|rain|snow|heatwave|heat wave|drought|cold snap) (?:will|is going to|are going to"
            r"|is gonna|'ll) (?:reach|arrive|hit|come|set in|break|last|start|end|fail|be (?:late|early|heavy|bad|worse)|close|cut off|sweep|settle|lie)\b"
            + _FORETOLD_WILL)
# One value of a thing held open between two of one shape (a ninety-first probe's: "The meeting room is either B204 or B240", "Jake's shoe
# size is 10 or 10.5", "The contractor quoted £3,400 or £4,300", "… listens on port 5432 or 5433", "… lives in eu-west-1 or eu-central-1",
# "Priya's birthday is the 12th or the 21st of August", "The morning dose is 25 mg or 50 mg"; not a choice, a range or a schedule: "Tickets
# are £10 or £15 depending on age", "You can pay £5 or £10", "Trains leave at 6:15 or 6:50", "… 10 or 15 minutes each")
_ONE_OF_TWO_NUMBER = r"[£$€]?\d[\d,]*(?:\.\d+)?(?::\d\d)?(?:st|nd|rd|th|k|mg|ml|kg|g|cm|mm|km|gb|mb|tb|am|pm|%)?"
_ONE_OF_TWO_CODE = r"(?:[a-z]{1,3}\d{2,5}[a-z]?|\d{2,5}[a-z]{1,2}|[a-z]{2}-[a-z]+-\d{1,2})"
_ONE_OF_TWO_NOUN = r"(?:the |port |unit |room |flat |number |no\. ?|size |platform |gate |bay |desk |version |v|region |ward |bed |seat |row |page |floor )?"
_NOT_A_CHOICE = (r"(?![^.!?\n]{0,80}\b(?:depending|depends|based on|either way|both|each|every|per|a day|a week|a month|times|options?|choice|choose"
                 r"|pick|whichever|accepts?|available|between|if|when|range|ranges|minutes?|hours?|depart|departs|leave|leaves|run|runs|sessions"
                 r"|alternat\w*|varies|vary|rotat\w*|daily|weekly|nightly|weekdays|weekends|share|rota|whoever|a year|or so|or more|or less|or fewer"
                 r"|or older|or younger|or above|or below|or over|or under)\b)")
_MONTHS_HELD = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_CLAUSE_ENDS = rf"(?= *(?:[.!;\x29]|$)| of (?:{_MONTHS_HELD})\w*\b)"  # (the two values close their clause: no unit, group or time after the second)
# (after "either" any two of one shape; else only a thing that has one value, its noun leading ("Jake's shoe size is 10 or 10.5"), a
# port listened on, a region lived in, a sum quoted: not two showings, two routes, a price by group or two units, "is 10k or 6.2 miles")
_ONE_OF_TWO = (rf"either {_ONE_OF_TWO_NOUN}(?:{_ONE_OF_TWO_NUMBER}(?: (?:mg|ml|kg|gb|mb))? or {_ONE_OF_TWO_NOUN}{_ONE_OF_TWO_NUMBER}"
               rf"|{_ONE_OF_TWO_CODE} or {_ONE_OF_TWO_NOUN}{_ONE_OF_TWO_CODE})\b" + _NOT_A_CHOICE)
_ONE_VALUED = (r"(?:size|number|birthday|dose|dosage|pin|postcode|extension|height|weight|age|registration|reg|balance|total|bill|score|reading"
               r"|temperature|locker|flat|room|house|seat|bay|desk|anniversary|deadline|due date)")
_ONE_OF_ONE_VALUED = (rf"{_ONE_VALUED} (?:[\w'-]+ ){{0,4}}?(?:is|was) (?:the |number |no\. ?|on |in |at )?{_ONE_OF_TWO_NUMBER}(?: (?:mg|ml|kg))? (?:or|/) "
                      rf"(?:the )?{_ONE_OF_TWO_NUMBER}(?: (?:mg|ml|kg))?{_CLAUSE_ENDS}" + _NOT_A_CHOICE)
_ONE_OF_TWO_PLACES = (rf"(?:listens|listening|runs|bound|binds) on port \d{{2,5}} or \d{{2,5}}{_CLAUSE_ENDS}"
                      rf"|(?:lives|sits|runs|hosted|deployed) in [a-z]{{2}}-[a-z]+-\d{{1,2}} or [a-z]{{2}}-[a-z]+-\d{{1,2}}{_CLAUSE_ENDS}")
_ONE_OF_TWO_QUOTED = (rf"quoted (?:me |us |him |her |them )?{_ONE_OF_TWO_NUMBER} or {_ONE_OF_TWO_NUMBER}\b(?! (?:each|per|a |an |for (?:kids|children|adults"
                      r"|members|students|a large|a small)))" + _NOT_A_CHOICE)
# … or two people of one title closing the clause ("The kids' paediatrician is Dr. Moreno or Dr. Moreau"; not "… or Dr. Shah, they share the rota")
_ONE_OF_TWO_NAMES = (rf"(?:is|was) (?:either )?(?:dr|mr|mrs|ms|prof)\.? [a-z'-]+ or (?:dr|mr|mrs|ms|prof)\.? [a-z'-]+{_CLAUSE_ENDS}" + _NOT_A_CHOICE)
# (a number held open beside the one the clause states, the same in shape: "runs Postgres 14, unless it's 13")
_BOUND_TO = (r"bound to (?:(?:happen|fail|break|crash|quit|leave|rise|fall|drop|win|lose|change|deprecate|notice|complain|collapse|slip|go up|go down"
             r"|get worse|get better|be late|be delayed|run out|fall through|blow up|sell out|end)\b|(?!(?:the|a|an|this|that|these|those|my|our|your|his|her"
             r"|their|its|it|them|him|me|us|you|secrecy|confidentiality|silence|each|one|any|some|port|ports|address|addresses|interface|interfaces|localhost"
             r"|host|hosts|socket|sockets|ip|ipv4|ipv6|all|ctrl|cmd|alt|shift|escape|esc|enter|repair|act|pay|comply|follow|obey|honou?r|respect|keep|notify"
             r"|inform|provide|disclose|report|maintain|protect)\b)[a-z]+(?=[^.;!?\n]{0,60}?\b(?:within|soon|eventually|sooner or later|at some point|any day"
             r"|next (?:year|month|week|quarter|season|time)|this (?:year|month|week|quarter)|by (?:the end|then|next|christmas|spring|summer|autumn|winter)"
             r"|one day|in the end)\b))")
# A clause's verb a few words after a belief's verb ("I'd have thought the boiler is …", "I tend to believe the shuttle leaves at 6:40")
_CLAUSE_VERB = (r"(?:is|are|was|were|has|have|had|will|would|does|do|did|can|could|costs?|runs?|takes?|makes?|needs?|leaves?|ends?|starts?|opens?|closes?"
                r"|goes|comes?|arrives?|expires?|lasts?|works?|uses?|holds?|gets?|means?|belongs?|lives?|sits?|stays?|covers?|includes?|contains?|helps?"
                r"|cures?|causes?|renews?|charges?|pays?|owns?|supports?|ships?|eliminates?|prevents?|improves?|reduces?|increases?|beats?|outperforms?"
                r"|matters?|fixes|breaks?|depends?|happens?|saves?|kills?|slows?|speeds?|boosts?|catches|'s|'re)")
# Two neighbouring numbers, one of which the thing is, closing the clause ("six or seven now", "ten or eleven years old")
_NEIGHBOURS = (
    r"(?:one or two|two or three|three or four|four or five|five or six|six or seven|seven or eight|eight or nine|nine or ten|ten or eleven"
    r"|eleven or twelve|twelve or thirteen) (?:now|then|at the time|years? old|months? old|weeks? old|years? ago|months? ago|weeks? ago|days? ago)"
    r"(?= *(?:[.!;,\x29]|$))"
)
_HELD_OPEN_NUMBER = r"(?<=, )unless (?:it's|it is|that's|that is) (?:v|version )?\d{1,4}(?:\.\d{1,4}){0,2}(?= *[.!\x29]? *$)"
# A coincidence given as a cause's reason, set off after the claim ("…, since both started the same week"; read only after a cause: `_CAUSE`)
_COINCIDENCE = (r"(?<=, )(?:since|because|as) (?:both|they both|the two|the two of them|both of them) (?:started|began|appeared|happened|showed up"
                r"|turned up|arrived|kicked off|came on|changed) (?:(?:in|on|at|during|around) )?(?:the same|that same|the very same)\b")
# A level's own move foretold, its noun right before "will" or after "of" ("Our electricity bill will double this winter", "The price of the
# season ticket will rise by ten pounds next season"; not a person named for it, "The sales rep will drop by tomorrow", nor "double-check")
_LEVELS = ("bill|bills|price|prices|rate|rates|cost|costs|fee|fees|rent|rents|premium|premiums|salary|salaries|wage|wages|budget|budgets|tax|taxes"
           "|traffic|usage|demand|signups|sign-ups|visitors|downloads"
           "|tariff|tariffs|fare|fares|subscription|subscriptions|charge|charges|revenue|profit|profits|turnover|attendance")
_LEVEL_MOVES = (r"(?: (?:of|for|on) (?:the |our |my |their |a |an )?(?:[\w'-]+ ){0,2}?[\w'-]+)?(?: will| is going to| are going to| is gonna| are gonna)"
                r" (?:go up|go down|rise|fall|drop|increase|decrease|climb|come down|jump|double|triple|treble|quadruple|halve|soar|skyrocket|plummet"
                r"|balloon|go through the roof|more than double)\b(?!-)" + _FORETOLD_WILL)
# … or a level cut or raised by someone else, the level ending its phrase ("The new finance director will cut the travel budget next quarter";
# not "cut the grass", "raise the pay issue", "cut the budget meeting")
_CUT_FORETOLD = (r"(?:cut|slash|raise|hike|freeze|scrap|axe) (?:the |our |their |its |his |her )?(?:[\w'-]+ ){0,2}?(?:budget|budgets|price|prices|rent|fee|fees"
                 r"|rates|salaries|wages|pay|bonus|bonuses|headcount|funding|allowance|spending)\b(?! (?:meeting|meetings|question|questions|issue|issues"
                 r"|portal|application|applications|review|discussion|talks?|item|items|form|forms|report|line|code|cap|rise|freeze|request|proposal|tags?|labels?"
                 r"|stickers?|list|lists)\b)"
                 + _FORETOLD_WILL)
# Others' parting foretold, by a time still to come ("The Murphys are going to split up before the summer"; not a group's, "split up into two
# groups", "at the station", nor a school's "break up for the summer", a pipe's "go under the road", a potter's "get fired")
# A hedge of another language in Latin letters between English words, after a verb of being or scheduling (`_SCHEDULING`, read after the
# match), before a time ("The eisteddfod is efallai on St David's Day"; not "My son learnt efallai in Welsh class today")
_BETWEEN_WORDS = r"(?<=[a-z] )(?:efallai|mungkin|siguro|shayad|belki|herhalde|marahil|kanskje|kanske|talvez|zapewne|labda)" + _BEFORE_A_TIME
_PARTING = (r"(?:split up(?! into| at| in| for| by| the| a| an)|get divorced|divorce|get the sack|be sacked|go bankrupt|go bust)\b" + _FORETOLD_WILL)
# An index's level foretold in the present ("Bitcoin goes past 150k before Christmas", "The FTSE 100 hits 9,000 …"; not an age, "passes 40 years
# old next year", nor reported, "Analysts at Goldman say …")
_INDEX_LEVEL = (r"(?:bitcoin|ethereum|ftse|nasdaq|sensex|nifty)(?: 100| 50)? (?:goes|will go|is going to go|'ll go|hits|will hit|breaks|will break|tops|will top"
                r"|crosses|will cross|passes|will pass)(?: past| above| over| below| under| through)? [$\u00a3\u20ac]?\d[\d,.]*(?:k\b| ?(?:points|thousand|grand)\b"
                r"|(?<=\d,\d\d\d)|(?<=\d\d\d\d))(?! years)"
                r"(?=(?:(?! and | but )(?:[^.;,!?\n]|[.,](?=\d))){0,80}?\b" + _FUTURE + r"\b)" + _NOT_A_CONDITION)
# A spread foretold by a time still to come ("the whole flock will have it by spring")
_SPREAD = (r"(?:whole|rest of the|all the|every) (?:flock|herd|class|ward|family|household|litter|kennel|dorm|pen|yard|nursery|kids|children)s? (?:will|'ll) (?:all )?"
           r"(?:have|get|catch|pick up|come down with) it by "
           r"(?:spring|summer|autumn|winter|christmas|easter|next \w+|the end|then|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march"
           r"|april|may|june|july|august|september|october|november|december)\b")
# A price foretold against a level ("Petrol will be back over 1.60 a litre by the summer holidays"; not reported, "The AA says …", "Per the Budget …")
_PRICE_LEVEL = (r"(?:petrol|diesel|bitcoin|the pound|sterling|the dollar|the euro|the rupee|the rand|the naira) (?:will|is going to|'ll) (?:be |go )?(?:back )?"
                r"(?:over|under|above|below|up to|down to|past|back up|back down)\b(?=(?:(?! and | but )(?:[^.;,!?\n]|\.(?=\d))){0,80}?\b" + _FUTURE + r"\b)"
                + _NOT_A_CONDITION)
# … and with "it" ("It'll bucket down for the school sports day on Friday"; not a condition's, "If it rains, …")
_WEATHER_IT = (r"(?<!\bif )(?<!\bwhen )(?<!\bunless )(?<!\bbefore )it(?:'ll| will|'s going to| is going to|'s gonna) (?:rain|snow|bucket(?: it)? down|chuck it down"
               r"|tip it down|pour down|pour with rain|lash down|piss down|be (?:a scorcher|a washout|baltic|lashing))\b"
               r"(?=(?:(?! and | but )[^.;,!?\n]){0,80}?\b(?:" + _FUTURE + r"|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|for the [\w' -]{1,40}))" + _NOT_A_CONDITION)
_NOT_BEFORE_FORECAST = (
    r"(?<!\bi )(?<!\bwe )(?<!\bto )(?<!n't )(?<!\bnot )(?<!\bnever )(?<!\bcan )(?<!\bcould )(?<!\bmight )(?<!\bmay )(?<!\bshould )"
    r"(?<!\bwould )(?<!\bmust )(?<!\bdid )(?<!\bdoes )(?<!\bdo )(?<!\byou )(?<!\bwho )(?<!\bthat )(?<!\bwhich )"
)
# … nor a prize given, a failover or a rule's retry ("The first 50 customers win a free coffee tomorrow", "fails over to the replica")
_CONTESTED = (
    r"(?=(?: (?:to|against) | (?:the|this|our|their|its|his|her) (?:[\w'-]+ ){0,3}?(?:final|finals|match|game|election|case|vote|race|title|league|cup|tie"
    r"|appeal|bid|series|championship|playoffs?|tournament|hackathon|competition|contest|derby|semi-final|quiz)\b| (?:next|this|tomorrow|tonight|within"
    r"|before|by|after|again|on)\b))"
)
_NOT_A_PRIZE = r"(?! (?:a |an )|(?: the)? (?:free|prize|prizes|voucher|vouchers|discount|ticket|tickets|chance|over)\b)"  # ("wins a hamper")
# A market whose move is foretold, not a price a seller sets ("Netflix prices rise next month", "parking rates double")
_MARKETS = "|".join(
    [f"{q} {n}" for q in ("house", "housing", "home", "property", "petrol", "fuel", "gas", "energy", "food", "oil", "grain", "commodity", "crypto",
                          "bitcoin", "share", "stock", "interest", "mortgage", "exchange", "savings", "bond", "gold", "rental") for n in ("prices", "rates")]
    + ["inflation", "stocks", "unemployment", "rents", "stock market", "housing market", "property market", "job market", "markets"]
)
# "House prices in our area drop …" (not a price of the writer's own: "Interest rates on my savings account drop …")
# … a market's level, opening its sentence (not a street's "Christmas markets", nor "the tenants' rents" under a lease's clause)
_MARKET_LEVELS = "|".join([f"{q} {n}" for q in ("house", "housing", "property", "petrol", "fuel", "gas", "energy", "food", "oil", "interest", "mortgage",
                                                "exchange", "savings", "share", "stock") for n in ("prices", "rates")]
                           + ["inflation", "unemployment", "property values", "house values", "energy bills", "the pound", "bitcoin"])
# The writer's memory pictured (`_RESTS_ON_MEMORY`), owned, closing its noun phrase: "me scone", "the old memory bank", "my foggy brain",
# "the auld brain" (not another's, "my son's head", nor a noun of its own, "my head librarian", "my brain surgeon", "my noodle recipe")
_FACULTY = (r"(?:(?:my|me|ma|mah|our|the old|the auld|the ol'|me old|my old|me auld|my auld|this old|my poor|my tired|(?=the memory bank)the) |(?:a|an|the) (?=(?:[\w-]+ ){0,2}?mental ))"
            r"(?:(?![\w-]+'s\b)[\w-]+ ){0,2}?"
            r"(?:memory banks?|memory|recollection|recollector|remembery|brain|brainbox|head|heid|mind|noggin|noodle|scone|bonce|melon|skull"
            r"|cranium|grey matter|gray matter|upper storey|grey cells|gray cells|little grey cells|mental (?:attic|filing cabinet|shelf|shelves"
            r"|cupboard|drawer|rolodex|scrapbook))(?:'s)?"
            r"(?= *,| (?:can|could|is|isn't|was|wasn't|are|aren't|were|weren't|has|hasn't|have|haven't|had|will|says|tells|serves|holds|keeps|still|here|there"
            r"|and|but|not|ain't|working|workin'?|firing|lying|fooling|playing|on)\b| no\b(?! longer))")
# … as what an opening clause rests the claim on, up to its comma ("Dredging this up out of the old memory bank, …", "As best my foggy brain
# can stitch it together, …"; in a verb of recalling or going by, not "According to my head librarian", "From my head to my toes")
_RESTS_ON_MEMORY = (r"(?:going|goin'?|just going|only going|purely going|relying|dredging|digging|fishing|scraping|dragging|rummaging|raking|rooting|rifling"
                    r"|hauling|trawling|as best|as far as|as near as|trusting|pulling this|pulling that|pulling it) (?:[^,.;:!?\n]{0,60}? )?" + _FACULTY
                    + r"[^,.;:!?\n]{0,50},")
# (a ninety-second probe's, with a code reader's mends) a condition on the writer's memory opening the claim or a sentence, in a verb of
# its working, up to its comma ("Assuming my recollection holds up, …", "As far as my patchy memory stretches, …", "If the old grey matter
# serves, …"; not a computer's or a budget's, "If my laptop memory is under 16 GB", "If our memory budget is exceeded", nor a recall's, "If
# our recall letter from Ford …", nor memories fading, "If our memories of the holiday fade"), or on the writer's piecing the story back
# together ("If I'm reconstructing this correctly, …", "If I'm reading my notes right, …"; not shelves put up straight, a porch rebuilt)
_MEMORY_WORKS = (r"(?:is|isn't|is not|was|wasn't|'s|holds?|holds? up|holds? out|serves?|stretches|goes|reaches|works|doesn't fail|has gone|hasn't"
                 r"|hadn't|fails? me|plays?|deceives?|tells?|says?|stands? up|stays? sharp|proves? right|can be trusted|isn't playing)")
_IF_RECALLED = (r"(?<![\w'] )(?<![\w'])(?:if|unless|assuming|provided|providing|as long as|so long as|as far as|so far as) (?:that )?"
                r"(?:(?:my|me|my old|me old|my poor|my tired) (?:(?:patchy|hazy|foggy|leaky|fading|failing|ageing|aging|rusty|shaky|dodgy|imperfect|faulty"
                r"|unreliable|wonky|poor|old|tired|ancient|addled|frazzled|overworked|feeble|sieve-like) )?(?:memory|recollection|memory banks?)"
                r"|(?:my|me|the old|my old|me old|this old) (?:noggin|grey cells|gray cells|grey matter|gray matter))(?:'s)? " + _MEMORY_WORKS
                + r"\b(?! (?:full|exhausted|low|insufficient|enough|maxed|fragmented|leaking|under|over|above|below|at \d)\b)"
                r"(?![^,.;:!?\n]{0,60}\d\s*(?:gb|mb|tb|kb|gib|mib)\b)[^,.;:!?\n]{0,40},"
                r"|(?<![\w'] )(?<![\w'])(?:if|unless|assuming|provided|as long as) (?:i'm|i am|i've|i have|i|we're|we are|we've|we have|we) "
                r"(?:(?:(?:reconstructing|reconstructed|reconstruct|piecing|pieced|piece|stitching|stitched|stitch) (?:this|it|that)|(?:reconstructing|reconstructed"
                r"|reconstruct|piecing|pieced|piece|putting|put|stitching|stitched|stitch) (?:things|the (?:timeline|story|sequence|events|order of events|chronology"
                r"|details))) (?:(?:back |all )?together )?(?:correctly|right|rightly"
                r"|properly|accurately|straight)|(?:reading|read) (?:my|our) (?:own )?(?:notes|scribbles|handwriting|diary|journal|old texts|texts|messages)"
                r" (?:correctly|right|rightly|properly))\b")
# Pieces of the ninety-second to ninety-fourth probes' readings (`PATTERNS`): which value the writer forgets, closing its clause; what was
# overheard being said; "if you ask me" not of a request ("… for the wifi name")
_FORGET = (r"(?:forget|can't remember|cannot remember|can't recall|don't remember|don't recall|can't pin down|cannot pin down|can't say|cannot say"
           r"|not sure|unsure|never know|can never remember)")
_CLOSES_CLAUSE = r"(?= *(?:[.!;,\x29\u2014]|-|$))"
_HEARD_SAYING = r"(?:saying|say|talking about|mention(?:ing)?|discussing|chatting about|that)\b"
_NOT_ASKED_FOR = r"\b(?! (?:for|to|about|what|where|when|how|which|who|whether|if|again|nicely)\b)"
# (a ninety-fourth probe's) the writer's papers at odds, in an aside (`PATTERNS`: "4th or 14th (calendar and email disagree)")
_AT_ODDS = (r"(?:calendar|email|emails|e-mail|invite|receipt|invoice|letter|text|app|website|booking|confirmation) and (?:the |my |our )?"
            r"(?:calendar|email|emails|e-mail|invite|receipt|invoice|letter|text|app|website|booking|confirmation) (?:disagree|don't agree|do not agree"
            r"|contradict each other|say different things)(?= *\x29)")
# … a memory with holes, pictured ("… has been a colander", "… like Swiss cheese")
_HOLED = (r"(?: (?:like|totally|completely|a bit|such|basically|practically|an absolute|a real|a right|a total|full of holes like))* (?:a |an )?(?:sieve"
          r"|colander|strainer|leaky (?:bucket|tap|boat|pipe|sieve)|swiss cheese|goldfish|goldfish bowl)\b")
# … the writer's memory conceded in a clause before "but" (`_CONCEDED_*`), unless the clause praises it (a good word not
# negated: "not very clear" concedes) or the sentence then finds or checks it
_GOOD = r"(?<!not )(?<!not very )(?<!not so )(?<!not that )(?<!n't )(?<!n't very )(?<!n't that )(?<!never )"
_CONCEDED_BUT = (r"(?![^,.;:!?\n]{0,80}?" + _GOOD + r"\b(?:excellent|great|good|fine|perfect|sharp|clear|vivid|complete|accurate|detailed|reliable|intact"
                 r"|solid)\b)[^,.;:!?\n]{0,80}?, but\b"
                 r"(?![^.;!?\n]{0,80}?\b(?:found|checked|confirm\w*|says|said|shows|showed|looked it up|according to|proves?)\b)")
# (a picture of unclarity or of being stored away in the clause, not of an event's age ("… was fitted years ago, but"); not a thing
# in the head, "The metal plate in my head …, but", "The plan is in my head, but", nor a head office or a memory box)
_PICTURED = (r"(?=[^,.;:!?\n]{0,80}?\b(?:dusty|faded|fading|blurry|blurred|hazy|foggy|fuzzy|murky|dim|vague|patchy|cobwebbed|cobwebs|polaroid|snapshot"
             r"|shelf|drawer|attic|archive|filing|recesses|rusty|scrambled|jumbled|muddled|smudged|dog-eared|worn|from (?:many )?(?:years|ages|decades) ago"
             r"|back (?:ages|years|decades)"
             r"|yellowed|crumpled|creased|tattered|moth-eaten)\b)")
_IN_THE_HEAD = (r"(?=[^,.;:!?\n]{0,80}?\b(?:in|inside) (?:my|me|the old) (?:head|brain|noggin|memory)\b"
                r"(?! (?:office|offices|teacher|teachers|chef|box|boxes|card|cards|stick|sticks|clinic|book|books|game|games|lane|foam|usage)\b))")
_CONCEDED_PICTURED = r"(?:this|that|it|it's|the)\b" + _PICTURED + _IN_THE_HEAD + _CONCEDED_BUT
# (the faculty itself said to be like something or so: not "My memory clinic appointment …", "My recall notice …", nor a
# computer's, "My memory is 32 GB, but")
_CONCEDED_FACULTY = (r"(?:my|me) (?:memory|recall|recollection)(?: (?:of|on) (?:this|that|it|the [\w-]+)| here)? (?:is|'s|was|feels|seems|has been"
                     r"|'s been|(?:isn't|is not|wasn't|was not) (?:very |that |so |too |all that |exactly |entirely |completely |totally |as |super )?(?:great|good"
                     r"|clear|sharp|reliable|perfect|complete|accurate|brilliant|the best|what it (?:was|used to be)))\b"
                     r"(?![^,.;:!?\n]{0,30}?\b(?:\d|gb|mb|tb|gib|mib|ram|ddr\d?|usage|limit|footprint|allocation|upgrade)\b)" + _CONCEDED_BUT)
# … what the sentence goes on to show was found or confirmed: no guess ("…, the roofer found the broken tile")
_CONFIRMED = (r"(?![^.;!?\n]{0,100}?\b(?:found|confirm\w*|checked|verified|reports?|report's|concludes?|concluded|diagnosed|fixed|logged|per the"
              r"|according to|documents?|postmortem)\b)")
# A clause after "that" (not a demonstrative: "that conference I went to")
_A_CLAUSE = (r"(?! (?:my|your)\b)(?= (?:the|a|an|their|his|her|its|it|they|he|she|we|there|this|these|those|[\w'-]+ (?:is|are|was|were|will|'ll|has|have|had"
             r"|'s|'re|[a-z]{3,}s)|[\w'-]+'s)\b)(?! (?:he|she|they|i|we|it)(?:'d|'ll| would| will| was| were| is| are| had)\b)")  # (not the speaker's own: "said he'd be late")
# (a ninety-sixth probe's) whom a claim was heard from, no one named, and what ("Heard from someone in sales that …")
_SOMEONE_THAT = (r"(?:someone|somebody|some (?:guy|bloke|fella|woman|man|people|folks|lad|randomer|random)|one of|a (?:friend|mate|guy|bloke|fella|colleague"
                 r"|coworker|co-worker|contact|source|neighbou?r)|a friend of) (?:[\w'-]+ ){0,6}?that\b" + _A_CLAUSE + _CONFIRMED)
_NOT_REPORTED = (r"(?<!said )(?<!says )(?<!say )(?<!that )(?<!thinks )(?<!think )(?<!told )(?<!tells )(?<!because )(?<!whether )(?<!if )"
                 r"(?<!when )(?<!claims )(?<!claimed )(?<!reckons )(?<!believes )")
_CONCEDED_DETAILS = (r"the (?:details|specifics|particulars) (?:are|were|'re|have gone|have got) (?:[\w'-]+ ){0,2}?(?:blurry|fuzzy|hazy|sketchy|foggy"
                     r"|vague|murky|dim|patchy|faded|smudged|muddled|jumbled)(?: (?:around|round|at) the edges| by now| now| these days| at this point"
                     r"| after all (?:these|those) years| in my (?:head|mind|memory))?, but\b")
# … what a claim is worth, set off ("…, for whatever that reading is worth"; not a shop's name, "For what it's worth is the charity shop")
_WORTH = r"for what(?:ever)? (?:it's|it is|that's|that is|that [\w-]+ is) worth\b"
# … what people say, set off (an eighty-sixth probe's: "…, from what people say"; not what a thing was made from, "I wrote the toast from what
# colleagues told me")
_PEOPLE_SAY = (r"from what (?:people|others|folks|everyone|everybody|they|the locals|locals|(?:my |our |the )?(?:friends|colleagues|neighbou?rs|family|relatives)"
               r"|the other (?:parents|owners|tenants)) (?:say|said|tell me|told me|tell us|told us|reckon|have said|have told me|were saying|are saying"
               r"|are telling me|have been saying|mentioned|have mentioned)\b")
# … or looked back on through a time's fog ("Peering back through the fog of last tax season, …"; not a literal fog, "Peering through the fog,
# the skipper saw the buoy", "Looking back through the haze of smoke, …")
_BACK_THROUGH_FOG = (r"(?:peering|looking|squinting|reaching|thinking|casting|gazing|staring|harking|digging|rummaging|wading|sifting|searching|fumbling|trawling"
                     r"|raking|rifling|delving|scrolling"
                     r"|groping|feeling|going) (?:my way )?(?:way |all the way |right )?back (?:through|into|past|across) (?:all )?(?:the|a|that)"
                     r" (?:[\w'-]+ )?(?:fog|haze|mists?|murk|cobwebs|blur|fug) of (?:(?:last|that|those|these|the|my|our|early|late) )?(?:[\w'-]+ )?"
                     r"(?:years?|months?|weeks?|summers?|winters?|springs?|autumns?|seasons?|decades?|childhood|youth|school|uni|university|college"
                     r"|memory|memories|(?:19|20)\d\ds?|(?<=my )(?:past|history)|(?<=our )(?:past|history))\b(?!'s)")  # (not a record of it, "last spring's emails")
# … or what it holds as long as the memory serves ("If the auld brain isn't codding me, …", "If my recollector's still workin' right, …";
# not "If my head still hurts tomorrow, …", "If my brain is working properly after surgery, …")
_IF_MEMORY_SERVES = (r"(?:if|unless|assuming|provided) (?:[^,.;:!?\n]{0,20}? )?" + _FACULTY + r"(?: (?:still|really))? ?(?:(?:(?:isn't|is not|'s not|not|no"
                     r"|ain't|aint|is no|'s no) )?(?:lying|lyin'?|fooling|foolin'?|codding|coddin'?|kidding|kiddin'?|tricking|playing|playin'?|failing"
                     r"|failin'?|deceiving|fibbing|wrong|off|on the blink)|(?:is|'s) (?:lying|fibbing|fooling|kidding|playing|on the blink|wrong)"
                     # (an eighty-seventh probe's: "If the old grey cells aren't spinning me a yarn, …", "If the memory bank hasn't gone walkabout, …")
                     r"|(?:isn't|is not|aren't|are not|'s not|'re not) (?:spinning|telling) (?:me |us )?(?:a yarn|yarns|tales|porkies|stories|fibs)"
                     r"|(?:hasn't|has not|haven't|have not) (?:gone walkabout|gone awol|gone on holiday)"
                     r"|serves? (?:me|us)|(?:is|'s) (?:right|correct|reliable|to be trusted)|(?:has|'s got|got) it right|(?:(?:is|'s) )?(?:working|workin'?"
                     r"|firing) (?:right|properly|straight)|(?:are|'re) (?:working|workin'?|firing) (?:right|properly|straight))(?:[^,.;:!?\n]{0,12}),")
# another's recall, as best or as near as they can ("as best she can recall", "as near as he's able to remember")
_ANOTHERS_RECALL = r"(?:best|near as|close as|far as) (?:he|she)(?: can| could| is able to|'s able to| was able to)? (?:remember|recall|recollect)"
_LEVEL_FORETOLD = (rf"(?:{_MARKET_LEVELS}) (?:(?:in|across) (?:[\w'-]+ ){{1,2}}?)?(?:will have|will've|'ll have|will by then have) (?:gone up|gone down|come up"
                   r"|come down|risen|fallen|dropped|climbed|doubled|halved|spiked|soared|plunged|tumbled|crashed|jumped|rebounded|recovered|peaked|bottomed out"
                   r"|gone through the roof)\b(?=(?:(?! and | but )[^.;!?\n]){0,30}?\bby (?:the time|then|next|the end|christmas|easter|spring|summer|autumn"
                   r"|winter|new year|the summer|the spring|the autumn|the winter|20\d\d)\b)" + _NOT_A_CONDITION)
_WHERE_IN = r"(?:(?:in|of|across|around|near) (?:[\w'-]+ ){0,3}?|(?:on|for|at) (?:(?!(?:my|our|your)\b)[\w'-]+ ){0,3}?)?"
_HINTED = r"(?:the )?(?:[\w'-]+ ){0,3}?(?:hint|hints|hinted|imply|implies|implied|insinuate|insinuated|let slip|lets slip)\b"  # what others hint
_RATE_CLOSING = r"at this rate(?= *[.!,;]| *$)"
_CULPRIT_ACT = (r"(?:'s|'ve| has| have| had)? (?:took|taken|stole|stolen|broke|broken|left|nicked|pinched|lost|moved|opened|dropped|spilled|deleted|ate"
                r"|eaten|drank|let|forgot|forgotten|scratched|dented|unplugged|switched off|turned off|did it|done it)\b")
_CULPRIT = r"(?:fault(?![- ](?:toleran|free))|culprit|to blame)\b"  # a cause concluded: read only after a conclusion's word in its sentence (`_CONCLUDED`)
_NOT_ACCESS = (r"(?! (?:power|access|water|internet|service|signal|coverage|support|the right|their (?:right|access)|weight|updates|security|parking|benefits"
               r"|eligibility|status|its licen[cs]e|his|her|their|its captain|a fifth|a third|a quarter|half|\d+%?)\b)")  # a loss planned, or a rate of loss
PATTERNS: tuple[tuple[HedgeCategory, tuple[str, ...]], ...] = (
    (
        HedgeCategory.SUGGESTION,
        (
            rf"(?:maybe|perhaps|possibly) {_SUBJ} (?:should|could|might|can|ought to|need to)",
            r"(?:we|you) (?:could|might) (?:try|consider|want to|switch|use|add|cache)",
            r"(?:i|we)(?: would|'d) (?:suggest|recommend|propose)",
            r"(?:i|we) (?:suggest|recommend|propose)",
            r"how about",
            r"what if we",
            r"why (?:don't|not) we",
            r"let's (?:try|consider|maybe)",
            r"it (?:might|may|could) be (?:worth|better|a good idea|wise)",
            r"(?:we|you) (?:should|ought to) (?:probably|maybe|consider)",
        ),
    ),
    (
        HedgeCategory.UNCERTAINTY,
        (
            r"not (?:really |entirely |completely |100% |quite |totally |fully |a hundred percent )?(?:sure|certain|positive|convinced|confident)",
            r"not (?:100|a hundred) ?(?:%|percent)",
            r"(?:pretty|fairly|reasonably|quite|mostly|almost|somewhat|kind of|kinda|sort of) (?:sure|certain|confident|positive)",
            # disclaimers
            r"don't quote me",
            r"do not quote me",
            r"(?:take|taken) (?:this|that|it) with a (?:grain|pinch) of salt",
            r"(?:grain|pinch) of salt",
            r"(?:i|we) (?:haven't|have not|hasn't|has not|didn't|did not|never) (?:verified|checked|confirmed|tested|validated|double-checked)",
            r"not yet (?:verified|checked|confirmed|tested|validated)",
            # a check the writer would have to make first: "I'd have to double-check, but …"
            r"(?:i|we)(?:'d| would) (?:have|need) to (?:double-check|check|verify|confirm|look (?:it |that |this )?up)(?: (?:it|this|that))?"
            r"(?= *,? *(?:but|though)\b)",
            # a recollection the writer may have mixed up: "Unless I've got it mixed up, …", "if I'm not mixing things up"
            r"(?:unless|if) (?:i've|i have|i) (?:got|get|have) (?:it|them|things|this|that) (?:mixed|muddled) up",
            r"(?:unless|if) (?:i'm|i am) (?:not )?(?:mixing|muddling) (?:it|them|things|this|that) up",
            # a recollection as a label: "Rough recollection: …", "Vague memory - …"
            r"(?<![\w'] )(?<![\w'])(?:rough|vague|hazy|faint|fuzzy|dim|partial) (?:recollection|memory|recall)(?= *(?::|\u2014|\u2013| - ))",
            # a memory stirred, opening the claim: "Rings a bell that the boiler was serviced in November"
            r"(?<![\w'] )(?<![\w'])rings a (?:faint |distant )?bell(?= that\b| *[,:\u2014\u2013-])",
            # "…, at least I think it's 30"
            r"at least (?:i|we) (?:think|believe)\b(?! (?:about|of|in)\b)",  # (not "At least we think about security daily")
            # what the writer cannot tell: "Can't tell if the bank charges a fee, …" opening the claim or a sentence
            r"(?:i|we) (?:can't|cannot|can not|couldn't) (?:tell|say) (?:if|whether|for sure)\b",
            # (a ninety-fourth probe's, with a code reader's mends) no answer had, set off closing the claim, or the writer's papers at odds in an
            # aside: "Tuesday/Wednesday, never got a straight answer", "4th or 14th (calendar and email disagree)" (not a reported event, "The
            # council never gave me a straight answer, so I went to the ombudsman", nor people disagreeing, "The twins disagree on everything")
            r"(?<=, )(?:never|not|didn't|haven't|nobody|no one|noone) (?:ever )?(?:got|gotten|had|received|gave me|given me) (?:a )?(?:straight|clear|definite"
            r"|firm) answer(?: (?:from|out of) (?:the |my |our |a |an )?[\w' -]{1,30}?)?(?= *[.!\x29]| *$)",
            *(rf"(?<=\x28{lead}){_AT_ODDS}" for lead in ("", "the ", "my ")),
            # (a ninety-second probe's, with a code reader's mends) which of the values held open the writer cannot call to mind now, closing its
            # clause: "… at seven or half past, I forget which", "…, can't remember which", "(forget which)" (not a habit, "I forget which bin
            # goes out on Tuesday, so …", nor a past slip, "We forgot which exit, but the right one is junction 5")
            r"(?:i|we) (?:honestly |really |just |quite |now |simply )?(?:forget|can't remember|cannot remember|can't recall|cannot recall|don't remember"
            rf"|don't recall|have forgotten|couldn't tell you|can't say|cannot say) (?:exactly |now |offhand )?which{_CLOSES_CLAUSE}",
            rf"(?:i've|we've) (?:honestly |really |just |quite |now |simply )?forgotten (?:exactly |now |offhand )?which{_CLOSES_CLAUSE}",
            rf"(?<=[,;\u2014\x28] ){_FORGET} (?:exactly |now )?which(?: (?:from|in|on) (?:the|my|our) [\w'-]+(?: [\w'-]+)?)?{_CLOSES_CLAUSE}",
            rf"(?<=\x28){_FORGET} which(?= *\x29)",
            r"(?<![\w'] )(?<![\w'])(?:can't|cannot|couldn't) (?:tell|say) (?:if|whether|for sure)\b",
            # … with the writer left out, opening the claim or a sentence and set off: "Haven't checked recently, but …",
            # "Didn't verify it, but …" (not "Haven't checked the mail yet today." nor "Never tested on Windows.": a state; nor
            # what came of an act not done, "Didn't check it, so my luggage went as a carry-on", "Didn't check it - carried it on board")
            # (a bag not checked is none: "Didn't check it, but the airline still charged me"; nor "yet", "Haven't tested it yet")
            rf"(?<![\w'] )(?<![\w'])(?:haven't|havent|have not|hadn't|hadnt|had not) (?:actually |really |personally )?(?:re-?)?(?:verified|checked"
            rf"|confirmed|tested|double-checked|looked){_UNCHECKED_TAIL}",
            rf"(?<![\w'] )(?<![\w'])(?:didn't|didnt|did not) (?:actually |really |personally )?(?:re-?)?(?:verify|confirm|double-check|test|check|look)"
            rf"{_UNCHECKED_TAIL}",
            # … or as an aside closing it: "The gym opens at 5 am (haven't checked recently)."
            # (not a box's state, "left empty (not checked) by default")
            rf"(?<=\x28)(?:haven't|havent|have not) (?:re-?)?(?:checked|verified|confirmed|double-checked|looked|tested){_ASIDE_TAIL}",
            rf"(?<=\x28)(?:didn't|didnt|did not) (?:re-?)?(?:check|verify|confirm|double-check|look|test){_ASIDE_TAIL}",
            r"(?<=\x28)not (?:re-?checked|double-checked|re-?verified|re-?confirmed)(?=\x29)",  # (not a box's "(not checked)")
            # "Without checking, …", "… (without looking it up)": the writer did not check; "forwards
            # requests without checking the certificate" says what a program does
            r"(?<!\w )(?<!\w)without (?:having )?(?:checking|double-checking|verifying|confirming|looking (?:it |this |that )?up)"
            r"(?: (?:it|this|that|first))?(?=\s*(?:[,.;:)!]|$| but\b))",
            r"(?:this|that|it)(?:'s| is) (?:unverified|untested|unconfirmed)",
            # the writer's mark on a value: "30 seconds (unconfirmed)", "…, unverified.", "Unconfirmed: …" (not "the rumour is unconfirmed")
            # (closing the claim or its sentence, in parentheses or brackets: "(unverified) cannot post" names a tier; a status's
            # value is none, after "status:" or "marked", "listed as (unconfirmed)", or beside its counterpart,
            # "personal (unverified)" beside "work (verified)": `_a_status`)
            r"(?<!marked \x28)(?<!labelled \x28)(?<!labeled \x28)(?<!flagged \x28)(?<!tagged \x28)(?<!status \x28)(?<!status: \x28)(?<!as \x28)"
            r"(?<!marked \x5b)(?<!labelled \x5b)(?<!labeled \x5b)(?<!flagged \x5b)(?<!tagged \x5b)(?<!status \x5b)(?<!status: \x5b)(?<!as \x5b)"
            r"(?<=[\x28\x5b])"
            rf"(?:unconfirmed|unverified)(?: yet| so far| as of [^\x29\x5d\n]{{1,30}})?{_MARK_CLOSES}",
            rf"(?<=[\x28\x5b])not (?:yet )?(?:confirmed|verified|checked)(?: yet)?{_MARK_CLOSES}",
            rf"(?<=[\x28\x5b])to be (?:confirmed|verified){_MARK_CLOSES}",
            rf"(?<=[\x28\x5b])(?:needs?|pending|awaiting) (?:confirming|confirmation|verification|checking){_MARK_CLOSES}",
            r"(?<=, )(?:unconfirmed|unverified)(?= *[.!;]| *$)",
            # … or to be confirmed (a forty-ninth session's probes: "… go through Firebase Cloud Messaging — TBC.", "…, still to be confirmed.");
            # "TBC" only after a dash: after a comma or in brackets it is a name as often ("… our partner bank, TBC.", "The Burning Crusade
            # (TBC)"); not a list's value (`_listed_value`: "draft, confirmed, to be confirmed")
            r"(?<=, )to be confirmed(?= *[.!;]| *$)|(?<=\u2014 )(?:tbc|to be confirmed)(?= *[.!]| *$)",
            r"(?<=, )still to be confirmed(?= *[.!;]| *$)",
            r"(?<= - )(?:tbc|to be confirmed)(?= *[.!]| *$)",
            # a value's mark after a dash: "… Postgres 15 — unverified." (a state's name or a label's reading before the dash
            # is none, "one state — unverified", "the sticker reads — unverified": `_a_status`)
            r"(?<=\u2014 )(?:unconfirmed|unverified)(?= *[.!]| *$)",
            r"(?<= \u2013 )(?:unconfirmed|unverified)(?= *[.!]| *$)",
            r"(?<=, )not (?:yet )?(?:confirmed|verified)(?: yet| again| recently)?(?= *[.!;]| *$)",
            r"(?<=\u2014 )not (?:yet )?(?:confirmed|verified)(?: yet)?(?= *[.!]| *$)",  # "The code is 4471 \u2014 not confirmed."
            # not measured again since a time ("…, not re-checked since March", "…, not measured recently"; a plain state is none, "billed at a
            # flat rate, not measured")
            r"(?<=, )not (?:re-?)?(?:checked|measured|tested|verified)(?: again)? (?:since|recently|lately|in (?:a while|years|months|weeks|ages))\b"
            r"(?=[^.;,\n]{0,60}(?:[.!;]|$|, (?:so|which|and|but|though)\b))",  # (not an aside before the verb: "The alarm, not tested since 2019, needs …")
            r"(?:though|albeit|but|still|as yet) (?:unconfirmed|unverified)(?= *[.!;]| *$)",
            r"(?<![\s\S])(?:unconfirmed|unverified)(?= *(?::|\u2014|\u2013| - ) *[^\d\s])",  # opening the claim as its label, not a count's ("Unverified: 3")
            r"(?:unverified|untested|unconfirmed) (?:but|yet|so far)",
            r"(?:i|we) (?:can't|cannot|can not) (?:vouch|guarantee|confirm|verify)",
            r"(?:i|we) (?:could|might|may) be (?:wrong|mistaken|misremembering)",
            r"(?:unless|if) (?:i'm|i am|we're|we are) (?:not )?(?:mistaken|wrong|misremembering|confusing (?:it|this|that|things)|mixing (?:it|this|that|things) up)",
            r"correct me if",
            r"(?:i'm|i am) not (?:an|the) expert",
            r"unsure",
            r"(?:i|we) (?:don't|do not|can't|cannot|can not) (?:really )?(?:know|remember|recall|tell|say for sure|be sure)",
            r"no idea",
            r"hard to (?:say|tell)",
            r"who knows",
            r"unclear (?:whether|if)",
            r"uncertain",
            r"(?:i|we) (?:have|had) (?:no|not) (?:verified|checked|confirmed)",
        ),
    ),
    (
        HedgeCategory.SPECULATION,
        (
            # (not "assume" of taking on: "As treasurer, I assume responsibility for the budget")
            r"(?:i|we) (?:think|believe|guess|suppose|assume(?! (?:full |sole |joint )?(?:responsibility|the role|control|office|command|liability|ownership"
            r"|the costs?|the risks?|the duties|duties|the position|charge|the debt|the lease|the mortgage)\b)|suspect|reckon|imagine|figure|feel like)",
            r"(?:i|we)(?:'d| would) (?:guess|say|think|assume|imagine)",
            r"in my (?:opinion|view|experience)",
            # (an eighty-seventh probe's: a hedge written backwards, "… are yldetroprup paid for by …")
            r"ylbaborp|spahrep|ebyam|yldetroprup|yldesoppus|yltnerappa|yldegella|yldetroper|ylgnimees|ylbissop|ylbisualp|ylekil|ylbamuserp|ylbaugra"
            r"|ylbaviecnoc",
            # … a belief chosen or wagered on, "I prefer believing …", "I'd sooner bet on …", "Preferred belief: …", "… for whatever that reading is worth"
            # (a clause believed: not an attitude, "I prefer to believe the best of people")
            r"(?:i|we) (?:prefer|'d prefer|would prefer) (?:believing|to believe|thinking) (?:that )?(?:the|a|an|my|our|it|this|these|those|[a-z]+'s)\b"
            r"(?: [\w'-]+){0,3}? (?:is|are|was|were|has|have|had|got|gets|will|would|did|does)\b",
            # (a wager on a course, "I'd sooner bet on the Northern line beating the bus"; not a taste, "I'd happily bet on Liverpool any week")
            r"(?:i|we)(?:'d| would) (?:sooner|rather|happily) bet (?:on (?:the|a|an|my|our|his|her|their|it|this|that) (?:[\w'-]+ ){0,4}?"
            r"(?!(?:thing|king|ring|string|spring|evening|morning|building|ceiling|wedding|something|anything|everything|nothing|wing|swing|sting)\b)[a-z]{2,}ing\b"
            r"|that\b)",
            rf"(?<![\s\S]){_WORTH}(?= *,)|(?<=, ){_WORTH}(?= *[,:;.!\u2014]| *$)|(?<=\u2014 ){_WORTH}(?= *[,:;.!\u2014]| *$)",
            r"(?:my|our) (?:guess|hunch|impression|assumption|understanding|suspicion|belief) is|(?:my|our) (?:sense|feeling) is(?! (?:back|gone|returning"
            r"|coming|improving|better|worse|fine|ok|okay|normal|recovering|slowly|still|of|in)\b)",
            # (an eighty-sixth probe's: "it's my understanding that", "from what people say"; not a thing of a person's said, "from what the
            # manual says")
            r"(?:it's|it is) (?:my|our) (?:understanding|impression|sense|suspicion|assumption|belief|feeling) that",
            rf"(?<![\s\S]){_PEOPLE_SAY}(?= *,)|(?<=, ){_PEOPLE_SAY}(?= *[.!]? *$)",
            r"it seems to me",
            r"as far as (?:i|we) (?:know|knew|can tell|could tell|can see|remember|recall|recollect|can remember|can recall|understand)",
            r"as far as (?:i|we)(?:'m| am|'re| are| was| were) aware",
            r"if (?:i|we) (?:remember|recall) (?:correctly|right)",
            # a memory pictured or dug up: "if I picture the last visit correctly", "From what I can dredge up, …", "In the back of
            # my mind I have the idea that …" (not "if I picture it, I draw it")
            r"if (?:i|we) (?:picture|pictured|remember|recall|recollect) (?:[\w'-]+ ){1,4}?(?:correctly|right|rightly|accurately)\b",
            r"from what (?:i|we) (?:can|could) (?:dredge up|dig up|scrape together|piece together|drag up|summon up|call up|bring back)",
            r"as (?:best|well as|far as) (?:i|we) (?:can|could) (?:dredge|dig|drag|scrape|summon|call) (?:it |that |this )?up",
            # a thirtieth probe's: a memory half kept, a brain's tricks, what little is recalled, a blur; the writer's read
            r"half[- ]?remembered\b",
            r"(?:unless|if) my (?:brain|memory|mind|eyes)(?:'s|'re| is| are| isn't| aren't| is not| are not) playing tricks",
            r"(?:unless|if) memory(?:'s| is| isn't| is not) playing tricks on (?:me|us)\b",  # (not a server's RAM, "If memory is playing tricks, check …")
            # (an eighty-fifth probe's: the head by another name, or "the" one playing them on the writer: "Unless the auld noggin's playing tricks on me")
            # (opening the claim's clause and closing on "on me" or its comma: not a question reported, "asked if my head is playing tricks because …")
            # ("the" one only "on me": not "If the memory is playing tricks, reseat the RAM sticks")
            r"(?<![\w'] )(?<![\w'])(?:unless|if) (?:my|me|ma) (?:auld |old |ould )?(?:noggin|noodle|bonce|heid|head|brain ?box|brain|memory|mind|melon|grey matter)"
            r"(?:'s| is| isn't| is not|'s not|'s no|'s been| has been| hasn't been)(?: nae)? playing (?:tricks|games)(?= on (?:me|us)\b|,)",
            r"(?<![\w'] )(?<![\w'])(?:unless|if) the (?:auld |old |ould )?(?:noggin|noodle|bonce|heid|head|brain ?box|brain|memory|mind|melon|grey matter)"
            r"(?:'s| is| isn't| is not|'s not|'s no|'s been| has been| hasn't been)(?: nae)? playing (?:tricks|games) on (?:me|us)\b",
            r"from what little (?:i|we) (?:can )?(?:recall|remember|recollect)",
            r"if (?:i'm|i am|we're|we are) (?:picturing|remembering|recalling) (?:[\w'-]+ ){0,4}?(?:correctly|right|rightly)\b",
            r"(?:is|was|are|were) (?:all )?(?:a )?(?:blur|haze|fog) to (?:me|us)\b",
            r"(?:is|was) my (?:read|reading|take|hunch|guess) on (?:it|this|that)\b",
            r"reading between the lines\b",
            r"(?:story|talk|rumour|rumor|word) (?:coming|going) (?:out of|around|round)\b",
            r"going by (?:the|how|what) (?:smell|sound|sounds|noise|noises|look|looks|state|way|feel)\b",
            # (an eighty-ninth probe's: "From the burning smell, the compressor must be …"; opening, set off)
            r"(?<![\s\S])from the (?:[\w'-]+ )?(?:smell|sound|noise|noises)(?: of (?:it|things|that|this))?(?= *,[^.;!?\n]{0,60}?\b(?:must|has to|have to|'s got to"
            r"|has got to|can only|clearly|obviously|definitely)\b)",
            r"stands to reason\b",
            r"(?:a|my) friend of a friend\b",
            r"(?:nobody|no one|no-one) has said (?:so|it|that) (?:outright|officially|out loud|openly)",
            # (an inference, "the outage has to have come from …"; not a requirement, "Applicants have to have been resident …")
            r"(?:has|had) to have (?:come from|been caused|been due|gone|happened|caused|started)\b",
            # an inference or a condition held open: "Judging by the noises, …", "Supposing the memo is accurate, …", "Should the
            # pattern hold, the bill will double" (a forecast after it; not a runbook's "Should the invoice be correct, pay it")
            r"(?<![\w'] )(?<![\w'])(?<![^.!?\n] )judging (?:by|from)\b",  # (opening a sentence: not "The ruling, judging by the record, …")
            r"(?<![\w'] )(?<![\w'])supposing\b(?! (?:is|was)\b)",
            r"(?<![\s\S])should (?:the|this|that|it|these|those|things|current) (?:[\w'-]+ ){0,3}?(?:hold|continue|last|be (?:right|accurate|true|correct))\b"
            r"(?=[^.!?\n]{0,40}?,[^.!?\n]{0,80}?\b(?:will|would|'ll|is going to|are going to)\b)",
            r"(?:in|at) the back of (?:my|our) mind",  # (not a head's: "a bump at the back of my head")
            # hearsay: "Rumour has it …", "Word around the office is that …", "It's anyone's guess, but …"
            r"(?<!the )(?:rumour|rumor|gossip) has it\b",  # (not "The map legend has it in blue", "The rumour has it wrong")
            # (an eighty-eighth probe's: what someone else reckons, lets slip, or a group chat says: "My neighbour's cousin reckons the
            # landlord is selling", "The receptionist let slip that …", "According to the parents' group chat, …"; not the writer's own
            # reckoning, which its own pattern reads)
            # (a clause after it, not a sum worked out: "The accountant reckoned the VAT at £4,210")
            r"(?<!\bi )(?<!\bwe )(?<!\byou )(?:reckons|reckoned)(?! (?:with|on|up|without)\b)(?: that)? (?:(?!and\b|but\b|or\b|then\b)[\w'-]+ ){1,6}?(?:is|are|was"
            r"|were|will|'ll|has|have|had|can|could|might|must|should|would|isn't|aren't|won't)\b(?![^.;!?\n]{0,80}?\b(?:proves?|proved|confirm\w*|checked|verified)\b)",
            r"(?<!\bi )(?<!\bwe )(?:let|lets|letting) slip (?:to (?:me|us|him|her|them) )?that\b",
            # (… or hinted, whispered, blurted out, sworn to, or is convinced of; the office's buzz or grapevine)
            r"(?<!\bi )(?<!\bwe )(?<!\bcourt )(?<!\bjury )(?<!\bjudge )(?<!\btribunal )(?<!\bpanel )(?:hinted|hints|whispered|whispers|blurted out|swears|swore|is convinced|was convinced) (?:to (?:me|us) )?that\b"
            r"(?! (?:he|she|they|i|we|it)(?:'d|'ll| would| will| was| were| is| are| had| felt| feels)\b)(?![^.;!?\n]{0,80}?\b(?:proves?|proved|confirm\w*"
            r"|checked|verified|according to)\b)",
            r"(?<!a )(?:buzz|chatter|grapevine|scuttlebutt|gossip|rumou?rs?) (?:on|in|at|around|round|among|from) (?:[\w'-]+ ){0,4}?(?:is that|was that|says"
            r"|say|said|has it)\b",
            r"(?<!a )talk (?:at|in|around|round) the (?:pub|office|canteen|school gate|gym|club|village|street|bar|staffroom|depot|yard)\b(?:[\w' -]{0,30}?)"
            r" (?:is that|was that|says|said|has it)\b",
            # (a ninetieth probe's: word passed along a chain, "The postman told my neighbour, who told me, that …", "My cousin's mate says …",
            # "Somebody in the parents' WhatsApp group mentioned …", "According to some guy on Reddit, …"; not a document's word, "My car's
            # manual says …", nor one named, "A man at the counter said the shop shuts at six" is the writer's own hearing)
            r"told (?:my|our|a|the) (?:[\w'-]+ ){0,2}?[\w'-]+, who (?:then )?(?:told|passed it on to|mentioned it to|texted|messaged) (?:me|us)\b",
            r"my (?:[\w'-]+ )?(?:cousin|mate|friend|pal|sister|brother|mum|mom|dad|aunt|auntie|uncle|neighbou?r|colleague|boss|wife|husband|partner"
            r"|flatmate|housemate|roommate|son|daughter|nan|gran|grandma|grandad|grandpa|niece|nephew|in-laws?|girlfriend|boyfriend|coworker|co-worker)'s"
            r" (?:[\w'-]+ ){0,2}?(?:cousin|mate|friend|pal|sister|brother|mum|mom|dad|aunt|uncle|neighbou?r|colleague|boss|wife|husband|partner|flatmate"
            r"|hairdresser|barber|cleaner|builder|plumber|mechanic|teacher|landlord|landlady|neighbours|mates|friends|colleagues|coworker|co-worker|son"
            r"|daughter|girlfriend|boyfriend|pal|contact|source|guy|bloke|lodger|tenant|flatmate|housemate) (?:says|reckons|heard that|thinks (?:that |the ))\b"
            r"(?! (?:yes|no|hello|hi|goodbye|sorry|thanks|so|nothing)\b)(?![^.;!?\n]{0,40}? at [£$€]?\d)"
            rf"{_CONFIRMED}",
            r"(?:somebody|someone|some guy|some bloke|some woman|some lad|a guy|a bloke|a random) (?:in|on|at|from) (?:[\w'-]+ ){0,4}?(?:mentioned"
            r"|reckons|reckoned|claimed|claims|reckoned)\b"
            rf"{_CONFIRMED}",
            # (a ninety-sixth probe's: "Some fella in the pub was saying …", "Heard from someone in sales that …", "One of the mums at the school gate
            # said …", "Word is the landlord's selling …"; not one named or the writer's own hearing, "A man at the counter said …")
            # (someone unnamed said or told the writer something as an event too: "Someone at the hospital told me my results")
            r"(?:somebody|someone) (?:in|on|at|from) (?:[\w'-]+ ){0,4}?(?:was saying|were saying|swore|swears|said|told (?:me|us))(?: that| blind)?" + _A_CLAUSE
            + _CONFIRMED,
            # (a ninety-seventh probe's) people unnamed saying or reckoning ("Parents at school pickup are saying the primary is moving …", "The
            # neighbours reckon the landlord is selling"; not the writer's own, "I reckon", nor a sum, "reckon with")
            r"(?:people|folks|parents|neighbours|neighbors|everyone|everybody|they|colleagues|locals|staff|some people|a few people|the lads|the girls"
            r"|the other parents|the regulars|the neighbours|the neighbors|the parents|the locals)\b(?: [\w'-]+){0,4}? (?:are|were|'re) (?:saying"
            r"|whispering|talking about how)(?: that)?" + _A_CLAUSE
            + r"(?=[^.;!?\n]{0,60}\b(?:will|'ll|is going to|are going to|is moving|are moving|is closing|is shutting|is leaving|are leaving|is being|are being"
            r"|is getting|is selling|next (?:year|month|week|term|spring|summer|autumn|winter))\b)" + _CONFIRMED,
            r"(?:people|folks|parents|neighbours|neighbors|everyone|they|colleagues|locals|the lads|the neighbours|the neighbors|the parents|the locals"
            r"|the regulars) reckon(?! (?:with|on|up|without)\b)(?: that)?" + _A_CLAUSE + _CONFIRMED,
            # (a ninety-eighth probe's) "They say the landlord is selling the building" opening the claim (not "They say hello", "they say grace")
            r"(?:some guy|some bloke|some woman|some lad|some fella|some feller|some chap|some dude|some man|some girl|some geezer"
            r"|some random|some randomer|some person) (?:in|on|at|from) (?:[\w'-]+ ){0,4}?"
            r"(?:said|says|was saying|were saying|swore|swears|told (?:me|us)|mentioned)(?: that)?" + _A_CLAUSE + _CONFIRMED,
            r"(?<![\s\S])heard (?:it )?from " + _SOMEONE_THAT,
            r"(?<![\s\S])i heard (?:it )?from " + _SOMEONE_THAT,
            r"(?<![\s\S])we heard (?:it )?from " + _SOMEONE_THAT,
            r"(?<![\s\S])one of (?:the|my|our) (?:other )?(?:mums|moms|dads|parents|neighbou?rs|guys|lads|girls|regulars|locals|mates|friends|blokes|people|folks"
            r"|drivers|staff|contractors|tenants|owners)\b(?: [\w'-]+){0,5}? (?:said|says|was saying|mentioned|reckons|reckoned|swears|swore|told (?:me|us))"
            r"(?: that)?" + _A_CLAUSE + _CONFIRMED,
            # (a clause after it, not Microsoft Word's: "Word is installed on the office laptops", "Word is the default editor")
            r"(?<![\s\S])word (?:is|has it|on the (?:street|grapevine) is|going (?:a)?round is)(?: that)?" + _A_CLAUSE
            + r"(?![^.;!?\n]{0,30}\b(?:default|standard|preferred|word processor|app|apps|application|editor|program|software|go-to|tool|installed"
            r"|licen[cs]e[ds]?|documents?|files?)\b)",
            r"according to (?:some (?:random )?|a random |a |one )(?:guy|bloke|dude|lad|fella|feller|chap|geezer|person|commenter|poster|redditor|randomer|stranger|woman|man|girl"
            r"|bloke|mum|dad)s? (?:on|in|at|from)\b",
            # (a ninetieth probe's inferences: "…, which points to a faulty alternator", "The house will go for over £400k once …", "The damp patch
            # must be coming from the shower upstairs", "Given how quiet management has been, …", "…, so the new release caused the outage",
            # "The dog keeps scratching …, so he's got fleas"; not a consequence stated, "…, which means we leave at 4:30")
            r"(?<=, )which (?:points|pointed|hints|hinted) (?:to|at) (?:a |an )?(?:[\w'-]+ )?(?:fault|faulty|problem|issue|leak|failure|failing|bad|dodgy"
            r"|broken|worn|blocked|infection|virus|bug|damp|rot|crack|short)\w*\b"
            rf"{_CONFIRMED}",
            r"will (?:go|sell|fetch) (?:for )?(?:well )?(?:over |more than |at least |around |about |under |less than )?[£$€]\s?\d[\d,.]*(?:k|m|bn|grand)?(?! (?:each|per|apiece|a head|a ticket|at the door|on the door)\b)"
            r"(?![^.!?\n]{0,80}\b(?:a month|a week|a year|per|pcm|reserve|listed|list price|exchanged|contracts?|paid|deposit|lease|agreed|sold)\b)",
            r"must be (?:coming from|leaking|dripping|seeping|getting in (?:from|through)|caused by|down to|due to)\b"
            rf"{_CONFIRMED}",
            r"(?<![\s\S])given how (?:[\w'-]+ ){1,6}?(?:has|have|had|'s|'ve) been\b[^,.;!?\n]{0,40},(?=[^.;!?\n]{0,80}\b(?:will|won't|'ll|is going to"
            r"|are going to|are coming|is coming|must|has to|have to|is bound to|are bound to|is likely|are likely)\b)",
            r"(?<=, )so (?:the |it was the |it's the |that's what |it must be the )?(?:[\w'-]+ ){0,3}?(?:caused|is to blame|was to blame|is behind"
            r"|was behind)\b(?! (?:no|nothing|none)\b)"
            rf"{_CONFIRMED}",
            r"(?:keeps|kept) (?:[\w'-]+ing)\b[^.;!?\n]{0,60}, so (?:he|she|it|they|the [\w'-]+)(?:'s| has| have|'ve) got (?:fleas|worms|mites|ticks|lice"
            r"|an? (?:infection|cold|virus|allergy|bug|ear infection|sore throat)|flu|covid|[\w-]+itis)\b"
            rf"{_CONFIRMED}",
            r"according to (?:the |a |my |our |some )?(?:[\w'-]+ ){0,2}?(?:group chat|group thread|whatsapp group|facebook group|grapevine|rumou?r mill)(?= *,)",
            # (… or concluded from what the senses gave, a state: "The bread tasted off, so the yeast has to be expired"; not what is
            # required, "… so salt must be added")
            r"(?:tasted|tastes|smelled|smelt|smells|looked|looks|sounded|sounds|felt|feels|seemed|seems)\b[^.;!?\n]{0,40}?,? so (?:[\w'-]+ ){1,4}?(?:has to be"
            r"|must be|has got to be|'s got to be|must have been|must've been|has to have been) (?:expired|broken|off|bad|dead|faulty|blocked|leaking|wrong"
            r"|empty|flat|stale|rotten|mouldy|moldy|gone|dying|burnt|burned|damaged|infected|corrupted|corrupt|on the blink|the culprit|the cause|to blame"
            r"|the problem|at fault|past (?:its|their) best)\b(?! (?:by|before|until|in time)\b)",
            r"(?<!the )(?<!a )(?<!this )(?<!that )word (?:around|in|at|on) (?:the |our |my )?[\w-]+(?: [\w-]+)? (?:is|was) that",
            r"(?:it's|it is|that's|that is) (?:anyone's|anybody's) guess",
            r"iirc|afaik|afair|afaict|afaics|afaiu|imo|imho|iiuc|ianal",
            r"maybe|perhaps|hopefully",
            # feelings and guesses
            r"(?:i|we) (?:feel|sense|expect|doubt|hope|wonder|gather|presume|surmise|speculate)",
            # (not a wager made: "I bet my brother €20 on the final and lost"; its guess is: "I bet him a beer that it slips")
            r"(?:i|we) (?:bet|wager)(?!(?: (?:(?:my|his|her|our|their) )?[\w'-]+)? (?:[€$£¥] ?\d|\d[\d,.]* ?(?:dollars|euros|pounds|bucks|quid)\b"
            r"|(?:a|an) (?:beer|coffee|pint|dinner|lunch|tenner|fiver|drink|crate|case|round|bottle)\b)(?![^.!?\n]{0,80}\bthat\b)"
            r"|[^.!?\n]{0,80}\b(?:and (?:(?:i|we) )?(?:lost|won)|lost (?:the bet|\d|[€$£])|won (?:the bet|\d|[€$£])|had to pay(?: up)?|paid up)\b)",
            r"(?:i|we) (?:have|had|get|got) (?:a|the) (?:feeling|hunch|sense|impression)(?! (?:of|for)\b)",  # (not "a feeling of relief", "a feeling for rhythm")
            # a memory owned as faint: "I have a vague memory that …", "we have some dim recollection of …"
            r"(?:i|we)(?:'ve|'d| have| had)?(?: got| still have| retain)? (?:a |some |only a |this )?(?:very |rather |quite |really )?"
            r"(?:vague|faint|hazy|fuzzy|dim|distant|foggy|dusty|murky|patchy)(?:,? (?:and )?(?:dusty|faded|hazy|foggy|fuzzy|murky|vague|faint|dim|patchy|distant))?"
            r" (?:memory|memories|recollection|recollections|notion|idea|impression|sense|feeling|picture)(?! (?:on|from|taken|of the (?:fox|camera|trail)))",
            r"(?:my|our) (?:vague|faint|hazy|fuzzy|dim) (?:memory|recollection|impression|sense) (?:is|was) that",
            r"(?:my|our) (?:gut(?! (?:health|bacteria|flora|biome|microbiome|issues?|problems?|lining|check)\b)|instinct|hunch|bet)",
            r"gut (?:feeling|says|tells)",
            r"(?:i'm|i am|we're|we are) (?:guessing|betting|assuming|speculating|wagering|inclined to think)",
            r"(?:i|we)(?:'d| would) (?:bet|wager|venture)",
            # (a ninety-sixth probe's) a belief owned as the writer's leaning: "I'd have thought …", "I'd reckon …", "I tend to believe …",
            # "Strikes me that …", "To my mind, …" opening or set off (not "came to my mind", "the clock strikes")
            r"(?:i|we)(?:'d| would) (?:have (?:thought|said|guessed|assumed|imagined|figured)|reckon|imagine|hazard)\b"
            r"(?! (?:yes|no|so|of|about|otherwise|twice|differently|it through|that through)\b)(?![^.;!?\n]{0,80}?, but\b)"  # (not "I'd have said yes but …", "We'd have thought of that", a guess corrected after "but")
            r"(?=(?:,? that)?(?: [\w'-]+){1,5}? " + _CLAUSE_VERB + r"\b)",
            r"(?:i|we)(?: tend|'d tend| am inclined|'m inclined| are inclined|'re inclined) to (?:think|believe|suspect)\b(?! (?:in|of|about|out|aloud|through"
            r"|ahead|twice|best|clearly|big|long|hard)\b)"
            r"(?=(?:,? that)?(?: [\w'-]+){1,5}? " + _CLAUSE_VERB + r"\b)",
            r"(?<![\s\S])strikes me,? that\b(?! (?:i|we|i've|i'd|we've)\b)",
            r"(?<![\s\S])it strikes me,? that\b(?! (?:i|we|i've|i'd|we've)\b)",
            r"(?<![\s\S])strikes me\b(?= (?:the|a|an|our|my|this|that|it|they|he|she|we|[a-z]+ (?:is|are|was|were|has|have|will))\b)",
            r"(?<![\s\S])to my (?:mind|way of thinking)(?= *,)",
            # (not a guess made in a game, reported: "My guess in the office World Cup sweepstake was Brazil"; a ninety-fifth probe's look-alike)
            r"(?:my|our) (?:best |educated |wild |rough )?guess(?! (?:in|for|at|on) (?:the |our |my |this |that |a )?(?:[\w'-]+ ){0,4}?"
            r"(?:sweepstakes?|sweep|quiz|competition|contest|raffle|draw|guessing game|office pool)(?: [\w'-]+)? was\b)",
            # "Best guess: …", "Guess: …", "Best estimate: …" as the claim's label (not a column's; "Estimate: $4,200" is a quote's)
            r"(?<![\s\S])(?:best|educated|rough|wild) guess(?= *(?::|\u2014|\u2013| - ))",
            # … and "Guess: …", "Best estimate: …" before a statement (not a glossary's entry with no verb or opening with "a" or its
            # verb in a relative clause, "Guess: the player's attempt at the word", "Guessing: a game mode that starts …"; nor a
            # quote, "Best estimate: $4,200, per the contractor's signed quote", nor a brand's "Guess – the jeans brand – …")
            rf"(?<![\s\S])(?:guess|guessing|guesstimate)(?={_STATEMENT})",
            # "Guessing the landlord banks with Barclays, …" opening the claim (not "Guessing games are banned at the table")
            # (not a gerund's subject: "Guessing the PIN wrong three times locks the card")
            r"(?<![\s\S])guessing(?= (?:that|the|it|it's|they|he|she|we|this|our|my|his|her|their)\b)"
            r"(?! (?:the|a|an|your|my|his|her|their) (?:[\w-]+ ){0,2}?(?:wrong|wrongly|right|correctly|incorrectly)\b)",
            rf"(?<![\s\S])(?:best|educated|rough|wild|ballpark) estimate(?={_STATEMENT})",
            r"(?:an educated|a wild|a rough) guess",
            r"if (?:i|we) had to (?:guess|bet|say)",
            # qualifiers of one's own knowledge or memory: the claim rests on what the writer recalls
            # or happens to know, unchecked ("off the top of my head", "from memory", "not that I know of")
            # (not a thing named by the phrase: "added the checklist to my knowledge base folder", "to my memory card")
            r"to (?:the best of )?(?:my|our|anyone's|anybody's|everyone's) (?:knowledge|recollection|understanding|memory|awareness)"
            r"(?! (?:base|bases|graph|management|card|stick|folder|vault))",
            r"can(?:'t|not) swear to (?:it|that|this)",  # "Can't swear to it, but the renewal fee was 89 dollars"
            r"from what (?:i|we)(?:'ve| have|'d| had)? (?:can |could )?(?:still |now |just )?(?:know|remember|recall|recollect|understand|tell|gather|gathered|heard|hear|saw|seen"
            r"|read|been told)",
            # (not the head itself, after a verb of falling: "the hat slid off the top of my head")
            r"(?<!slid )(?<!fell )(?<!blew )(?<!flew )(?<!slipped )(?<!bounced )(?<!rolled )(?<!dripped )(?<!fall )(?<!falls )(?<!falling )"
            r"(?:off|from|out of) the top of (?:my|our) heads?",
            # (a ninety-sixth probe's) … of a head pictured: "off the top of a very tired head", "off the top of my addled old head"
            r"(?<!slid )(?<!fell )(?<!blew )(?<!flew )(?<!slipped )(?<!bounced )(?<!rolled )(?<!dripped )(?<!fall )(?<!falls )(?<!falling )"
            r"(?:off|from|out of) the top of (?:my|our|a|an|this|me) (?:(?:very|rather|so|fairly|pretty|bit|a) )*(?:(?:tired|old|addled|sleepy|foggy|frazzled"
            r"|overworked|exhausted|jet-lagged|jetlagged|hungover|aching|weary|muddled|fuzzy|befuddled|sleep-deprived|overloaded|frazzled|battered|ageing"
            r"|aging|scrambled|distracted),? (?:and )?){1,2}(?:head|heads|brain|noggin|skull)\b",
            # "from memory" as the writer's: leading a clause ("From memory, …", "(from memory)"), or
            # after a verb of telling ("going from memory"); "reads pages from memory" is a computer's
            r"(?<!\w )(?<!\w)from (?:my |our )?(?:memory|recollection)(?! (?:of|to|for|in|on|at|usage|use|leaks?|pressure|limits?|mapped|management|allocat\w*)\b)",
            r"(?:i|we)(?:'d| would) like to (?:think|believe)(?! of\b)",  # a hope held as a belief: "I'd like to think the backups are encrypted"
            r"(?:i|we) (?:prefer|choose|like) to (?:think|believe)(?! (?:of|in|the best|the worst)\b)",  # "I prefer to think the certificate expires in November"
            r"(?<![a-z] )(?<![a-z])recalling (?:from|what)\b",  # opening a clause: "Recalling from an old onboarding email: …"
            r"per (?:my|our) (?:memory|recollection)",  # "…, per my memory of the compliance review"
            # … however owned as worn (an eighty-fifth probe's: "Per my admittedly eroded recollection of the 2019 onboarding deck, …")
            # (before what it recalls or its comma: not "per my aging memory card", "per our fading memory wall")
            r"per (?:my|our) (?:(?:admittedly|rather|very|somewhat|fairly|increasingly|frankly|own) )?(?:hazy|foggy|vague|fuzzy|dim|shaky|patchy|faded|fading"
            r"|faint|eroded|rusty|imperfect|unreliable|leaky|sketchy|half-burnt|threadbare|moth-eaten|ageing|aging|failing|terrible|poor|not-so-reliable)"
            r"(?: and (?:hazy|foggy|vague|fuzzy|fading|faded|patchy|sketchy))? (?:memory|memories|recollection|recall)(?= of\b| about\b|,)",
            # "and I'm recalling this from weeks ago" (not "We are recalling this from the archive", a dealer's "recalling it from the lot")
            r"(?:i'm|i am|we're|we are) (?:recalling|remembering|going off) (?:this|that|it) from (?:memory|(?:a few |several |many |some )?"
            r"(?:days|weeks|months|years) ago|a (?:while|long time|year|month|week) (?:ago|back)|last (?:year|month|week))",
            r"(?:going|working|writing|speaking|quoting|answering|recalling|reciting|citing|saying this|saying that|saying it|this is|that's|it's|i'm|we're) "
            r"(?:(?:purely|only|just|entirely|mostly|solely|strictly|largely) )?(?:from|by|off) (?:my |our )?(?:memory|recollection)",
            r"going (?:purely|only|just|entirely|mostly|solely|strictly|largely) on (?:my |our )?(?:memory|recollection)(?= *(?:,|;|:|\u2014| - |here\b))",
            # (an eighty-second probe's: what knocks about in the head, a hazy memory gone off, another's recollection set off, Scots' tricks of the head)
            r"going (?:(?:purely|only|just|entirely|mostly) )?(?:by|off|on|from) (?:what|whatever)(?:'s| is)? (?:still )?(?:rattling|knocking|floating|kicking"
            r"|bouncing|swimming) (?:round|around|about) (?:in )?(?:my|me|the old) (?:head|noggin|brain|skull|mind)\b",
            r"i'm going (?:off|on|by|from) (?:a |my |me )?(?:hazy|foggy|vague|fuzzy|dim|shaky|patchy|faded|faint) (?:memory|recollection)\b",
            r"we're going (?:off|on|by|from) (?:a |our )?(?:hazy|foggy|vague|fuzzy|dim|shaky|patchy|faded|faint) (?:memory|recollection)\b",
            r"according to (?:my|our|his|her|their|(?:the |my |our )?(?:[\w-]+ )?[\w-]+'s?) (?:[\w-]+ )?recollection(?= *[,;:\u2014])",
            r"if (?:my|ma|me) (?:head|heid|brain|memory|mind|noggin)(?:'s| is) (?:no|not) playin[g']? tricks\b",
            # (a seventy-ninth probe's: "Going by what sticks in my head", "Reconstructed from memory after the old wiki was lost")
            r"(?:going|judging) (?:(?:purely|only|just|entirely|mostly|solely) )?(?:by|off|on|from) what(?:'s| has)? (?:sticks?|stuck|stays?|stayed) (?:in|to) (?:my|our|me) "
            r"(?:head|mind|memory|brain)s?(?= *[,:;\u2014])(?![^.;!?\n]{0,80}\b(?:song|chorus|tune|earworm|jingle|music|lyrics?|melody|theme tune)s?\b)",
            # (an eighty-fifth probe's: "Reconstructing this from a half-burnt mental notebook: …", opening the claim)
            # (the writer's memory however pictured, or their own head or notes: not "the head office spreadsheet", "the published meeting notes")
            # (memory bare or the writer's, or pictured: not "rebuilding it from GPU memory", "from shared memory")
            r"(?:reconstructing|rebuilding|piecing|putting|dredging up|dragging up) (?:this|that|it)(?: together)? from (?:(?:(?:my|our) (?:[\w'-]+ ){0,2}?)?"
            r"(?:memory|recollection)(?! (?:dump|card|stick|snapshot|image|chip|module)s?\b)|(?:a |my |our )(?:[\w'-]+ ){0,2}?mental [\w-]+"
            r"|(?:my|our) (?:[\w'-]+ ){0,2}?(?:head|mind|brain|notes|notebook)(?! office\b)\b)",
            r"(?:reconstructed|recreated|rewritten|rebuilt|written up|typed up|pieced together|compiled|redrawn) (?:entirely |purely |largely |mostly )?"
            r"(?:from|out of) (?:my |our )?(?:memory|recollection)\b(?! ?[\w-]*(?:dump|card|snapshot|allocation|page|layout|image|map|trace|profile|bank|chip|stick"
            r"|module|pool|region|address)s?\b)",
            r"not that (?:i|we) (?:know|knew|remember|recall|can remember|can recall)",
            r"not that (?:i|we)(?:'m| am|'re| are) aware",
            r"if (?:my |our )?memory serves(?: (?:me|us))?(?: (?:right|rightly|correctly|well))?",
            # "if my memory's right", "unless my memory fails me", "if memory doesn't fail me"
            # (the writer's memory: "my" or "me"; "if memory is correct" of RAM is a computer's)
            r"(?:unless|if) (?:my|our|ma|me|mah) (?:memory|recollection)(?:'s| is| was| isn't| wasn't)? (?:not |n't |no )?(?:fails?|failing|failin'?|deceives?|deceiving|betrays?|betraying"
            r"|right|rightly|correct|accurate|good|reliable|wrong|playing tricks|(?:does|did)(?:n't| not) (?:fail|deceive|betray))",
            r"(?:unless|if) memory (?:(?:does|did)(?:n't| not) )?(?:fails?|deceives?|betrays?|serves?)(?: (?:me|us))?(?= *[,;:.!?]| *$)",
            r"if (?:i|we)(?:'ve| have)? (?:got|gotten|have) (?:it|this|that|that part|the (?:date|name|number|details?)) (?:right|correct|straight)",
            r"(?:my|our) (?:recollection|memory|impression|sense|feeling|belief) (?:is|was) that",
            r"(?:my|our) (?:memory|memories|recollection|recollections)(?: of (?:this|that|it))?(?: is| are| was| were|'s) (?:a bit |a little |rather |pretty |very |quite )?"
            r"(?:hazy|fuzzy|vague|rusty|patchy|shaky|poor|unreliable|not (?:great|perfect|reliable|what it was))",
            r"(?:my|our) (?:memory|memories|recollection|recollections)(?:'s not| is not| was not| isn't| wasn't) (?:great|perfect|reliable|good|the best|that good)",
            # a memory's state with no owner only where it opens a clause ("Recollection's hazy, but …"; not
            # "GPU memory is not great", "Mom's memory is poor"), in the words said only of a person's
            r"(?<![\w'] )(?<![\w'])(?:memory|memories|recollection|recollections)(?:'s| is| are| was| were)? (?:a bit |a little |rather |pretty |very |quite )?"
            r"(?:hazy|fuzzy|vague|rusty|patchy|shaky)",
            r"(?<![\w'] )(?<![\w'])(?:hazy|fuzzy|vague|patchy|shaky) (?:memory|memories|recollection)(?= *[,;:.—-])",
            r"if (?:i'm|i am|we're|we are) (?:remembering|recalling|recollecting|thinking of) (?:this |that |it )?(?:correctly|right|rightly|the right|the correct)",
            # "that much rings a bell" (not a church's bell: what rings one is a thing recalled)
            r"(?:that|this|it|which|something|the name)(?: much| part)? (?:rings?|rang) a (?:faint |distant |vague )?bell"
            r"(?! (?:in|at|on|when|whenever|every|each|for|to|if|once)\b)",  # not a door's bell "in the back office"
            r"as (?:best|well as) (?:i|we) (?:can |could )?(?:remember|recall|recollect|tell)",
            # (an eighty-first probe's: another's recall set off as an aside, "My mum says that, as best she can recall, the loft …"; not a task's
            # manner, "The quiz asks pupils to list the capitals as best they can recall")
            rf"(?<=, )as {_ANOTHERS_RECALL}(?= *,)|(?<![\s\S])as {_ANOTHERS_RECALL}(?= *,)",
            # what the writer goes by: "going off what I remember", "based on what I recall", "thinking back, …"
            # (opening a clause: "The agenda is based on what we remember from the timeline" says what it rests on)
            r"(?<![\w'] )(?<![\w'])(?:off|by|on) what (?:i|we) (?:can |could )?(?:remember|recall|recollect)",
            r"(?<![\w'] )(?<![\w'])(?:going|working|based|relying|judging) (?:off|on|by|from) (?:what (?:i|we) (?:can |could )?(?:remember|recall|recollect)"
            r"|(?:my|our) (?:memory|memories|recollection))",
            # (a seventy-eighth probe's: "Going off me memory, …", "Going off the old noggin here, …"; not "the old memory card")
            r"(?<![\w'] )(?<![\w'])(?:going|goin'?|working|relying) (?:off|on|from|by) (?:me|ma|mah|me old|my old|the old|our old|me own) (?:memory|recollection"
            r"|noggin|brain|head|grey matter|gray matter|noodle|brainbox|memory banks?)(?= *(?:,|:|\u2014| - |here\b))",
            # (an eighty-third probe's: an opening clause that rests the claim on the writer's memory, however it is pictured: "Dredging this up
            # out of the old memory bank, …", "As best my foggy brain can stitch it together, …", "Going off what's left in me scone, …",
            # "…, just going on what surfaced in my head, …"; not the head's or the mind's own business, "From my head office in Leeds, …",
            # "Out of my mind with worry, …", "Going by my head count, …")
            rf"(?<![\s\S]){_RESTS_ON_MEMORY}|(?<=, ){_RESTS_ON_MEMORY}",
            rf"(?<![\s\S]){_IF_MEMORY_SERVES}|(?<=, ){_IF_MEMORY_SERVES}",
            _IF_RECALLED,  # (a ninety-second probe's)
            # (an eighty-sixth probe's: the writer's own wires crossed, set off, "Unless my wires are crossed, …", "If I haven't got my wires
            # crossed, …"; not an electrician's "the wires were crossed", nor "If my wires are crossed the doorbell buzzes")
            r"unless\b[^,.;:!?\n]{0,25}\bmy wires\b[^,.;:!?\n]{0,15}\bcrossed(?= *,)"
            r"|if\b[^,.;:!?\n]{0,25}(?:n't|\bnot|\bnever)\b[^,.;:!?\n]{0,12}\bmy wires\b[^,.;:!?\n]{0,15}\bcrossed(?= *,)"
            r"|if\b[^,.;:!?\n]{0,25}\bmy wires (?:aren't|are not|weren't|were not|ain't) (?:[\w'-]+ )?crossed(?= *,)",
            # … a memory with holes, however pictured ("My brain has been a colander since the baby arrived", "my memory's like Swiss cheese"; not a
            # costume's "my head was a colander")
            rf"(?:my|me|our) (?:memory|brain|mind|noggin|recall)(?:'s| is| has been|'s been| feels| has gone| has turned into){_HOLED}",
            # (a ninety-sixth probe's) the memory bare opening the claim, "Memory's a colander these days, but …"
            rf"(?<![\s\S])(?:memory|recall|the old memory)(?:'s|'s been|'s gone|'s turned into){_HOLED}",  # (not a leaflet's "Memory is like a sieve in …")
            # (a ninety-seventh probe's) "Memory's a bit foggy on this, but …", "Somewhere in the cobwebs I have it that …"
            r"(?<![\s\S])(?:memory|recollection)'s (?:a bit |a little |a wee bit |rather |very |pretty |quite |gone |getting )?(?:foggy|hazy|fuzzy|patchy"
            r"|rusty|shaky|dodgy|vague|murky|blurry|cloudy|sketchy)\b(?![^,.;:!?\n]{0,40}?\b(?:\d|gb|mb|ram|dimm|slot|ddr|swap|memtest|cache|diagnostics"
            r"|classifier|model|laptop|macbook|dell|nas|server|pi)\b)" + _CONCEDED_BUT,
            r"(?<![\s\S])somewhere in (?:the|my|the old) (?:cobwebs|fog|haze|murk|grey matter|gray matter)\b,? (?:i |we )(?:have it|seem to|recall|remember"
            r"|think|believe|reckon|gather)\b",
            # (a ninety-fourth probe's) … a memory of a time like one ("my memory of last winter is like swiss cheese"; not "my memory of Bern is
            # Swiss cheese fondue")
            rf"(?:my|me|our) (?:memory|recall|recollection) (?:of|for)(?: [\w'-]+){{1,4}}? (?:is|feels|has become) like{_HOLED}",
            rf"(?:my|me) head(?:'s| is| feels) like{_HOLED}",
            # (an eighty-seventh probe's: "Bless my leaky bucket of a head, …", a recollection half kept, "Going by what Dot half-recalled …",
            # "The way it echoes back to me through twenty years of noise, …")
            r"(?:my|me) (?:[\w-]+ ){0,2}?(?:bucket|sieve|colander|strainer|goldfish|swiss cheese) of a (?:head|brain|memory|mind)\b",
            r"(?:what|as) (?:[\w'-]+ ){0,2}?half[- ](?:recalled|remembered|recollected)\b",
            r"(?:the way|as) (?:it|that|this) (?:echoes|comes back|floats back|drifts back) (?:back )?to (?:me|us)\b(?=[^,.;:!?\n]{0,40},)",
            # … a time's memory looked back on through its fog ("Peering back through the fog of last tax season, …"; not a literal fog,
            # "Peering through the fog, the skipper saw the buoy")
            rf"(?<![\s\S]){_BACK_THROUGH_FOG}|(?<=, ){_BACK_THROUGH_FOG}",
            # … an opening clause conceding the writer's memory before "but", however pictured (an eighty-eighth probe's: "This is pulled off
            # a very dusty shelf in my head, but …", "My recall on this is like a radio stuck between stations, but …", "The details are
            # blurry around the edges, but …"; not sums done or a tune stuck in the head, "I did the sums in my head, but …")
            # (a ninetieth probe's: "It's all a bit of a blur, but …", "It's like trying to read through a steamed-up window, but …", "From what
            # sticks in my mind, …", "My recollection, such as it is, says …"; not a picture's blur, "The photo is a blur, but …")
            r"(?<![\s\S])(?:it's|it is|it was|it's all|it was all) (?:all )?(?:a )?(?:bit of |something of |kind of )?(?:a )?(?:blur|haze|fog|muddle)\b(?! of\b)"
            r"(?![^.;!?\n]{0,80}\b(?:photo|photograph|picture|exposure|shot|image|painting|video|film|footage|lens|camera)s?\b)"
            r"(?=[^.;!?\n]{0,40}, but\b)",
            r"(?<![\s\S])(?:it's|it is|it was) like (?:trying to )?(?:read|see|look|peer|remember|recall)\w* (?:through|into|at|in) (?:[\w'-]+ ){0,4}?"
            r"(?:window|fog|mist|haze|glass|murk|smoke|steam|water|soup|treacle)\b(?=[^.;!?\n]{0,30}, but\b)",
            r"from what (?:sticks|stuck|stays|stayed|lingers|lingered|remains|remained|survives|survived) in (?:my|me|the old) (?:mind|head|memory|brain)\b",
            r"(?:my|me) (?:recollection|memory|recall)(?:, such as it is,| such as it is)(?: says| tells me| is)?\b",
            r"(?:my|me) (?:(?:recollection|recall) (?:says|tells me|insists)|memory (?:tells me|insists))\b",
            rf"(?<![\s\S]){_CONCEDED_PICTURED}|(?<=[.!?] ){_CONCEDED_PICTURED}",
            # (the faculty's and the details' forms wherever a clause opens, not reported or subordinate: "The doctor said my memory is improving, but")
            rf"{_NOT_REPORTED}{_CONCEDED_FACULTY}",
            rf"{_NOT_REPORTED}(?:my|me) (?:memory|recall|recollection)'s (?:gone|got|getting|grown|become)\b"  # "My recollection's gone a bit foggy on it, but …"
            r"(?=[^,.;:!?\n]{0,30}?\b(?:foggy|hazy|fuzzy|patchy|worse|bad|rusty|dodgy|shaky|unreliable|blurry|vague|muddled|holes|sieve|colander|murky|dim|wonky))"
            rf"{_CONCEDED_BUT}",
            rf"{_NOT_REPORTED}{_CONCEDED_DETAILS}",
            # … what was dredged up ("Dredging this up from the very bottom of the barrel, …"), or read off a thing since thrown away ("Reading it
            # off a napkin I threw away in June, the carpet fitter quoted 1,150")
            r"(?<![\s\S])(?:dredging|dredged) (?:this|that)(?: one)? up from (?:[\w'-]+ ){0,3}?(?:memory|mind|head|brain|bottom|depths|back|recesses|years"
            r"|ages|decades|somewhere|the past)\b(?=[^,.;:!?\n]{0,50},)",
            # (a ninety-sixth probe's) … in the passive, from depths that close its phrase ("This is dredged from the murky depths, mind, but …";
            # not "The car was dredged from the depths of the canal")
            r"(?<![\s\S])(?:this|that)(?:'s| is| has been|'s been) (?:dredged|dug|fished|scraped|dragged|hauled) (?:up )?(?:from|out of) "
            r"(?:the |my |our )?(?:[\w'-]+ ){0,2}?(?:depths|recesses|bottom of the barrel|back of my (?:head|mind|brain)|cobwebs)(?= *,)",
            r"(?<![\s\S])(?:reading|going|working|copying|taking|quoting) (?:it |this |that |these |those |the (?:number|figure|price|quote"
            r"|amount|details?|date|time|code|name) )(?:off|from) (?:a|an|the|my|our|some) (?:[\w'-]+ ){0,2}?[\w'-]+ (?:i|we)(?: then)? (?:threw away"
            r"|threw out|binned|tossed|chucked|lost|deleted|recycled|shredded|no longer have|don't have any more|can't find|cannot find|couldn't find"
            r"|misplaced|have since lost|have since thrown away|since lost|since binned)\b(?=[^,.;:!?\n]{0,30},)",
            # … a copy of a copy: a claim passed on through hands ("so it is a copy of a copy: …", "heard it third-hand"; not a painting's "a copy of a
            # copy of a Monet", a "third-hand Volvo", a party's "Chinese whispers")
            r"(?:it's|it is|this is|that's|that is) a copy of a copy(?= *[,;:.!\u2014]| *$| but\b)"
            r"|(?:heard|came to me|comes to me|reached me) (?:it |this |that )?(?:third|fourth)-hand\b|(?:third|fourth)-hand from\b"
            r"|(?:through|via|by) (?:a game of )?(?:chinese whispers|broken telephone)\b|friend of a friend of a friend",
            r"(?:going|goin'?|working|relying) (?:by|off|on|from) the (?:ghost|echo|shadow|remnants?|faint memory|vague memory|hazy memory) of (?:a|an|the|some|what)\b",
            r"(?<![\w'] )(?<![\w'])thinking back(?= *,)",  # "Thinking back, …" (not "thinking back-to-back", a title)
            # an old document the writer goes by ("…, going by the old donor card"; not "going by the manual")
            r"(?<![\w'] )(?<![\w'])(?:going|judging) (?:by|off|from) (?:an? |the |my |our |his |her |their )?(?:old|older|outdated|out-of-date|dated|expired)"
            r" (?:[\w-]+ ){0,2}?(?:card|record|records|document|email|note|notes|list|manual|chart|sheet|spreadsheet|receipt|statement|bill|map|schedule"
            r"|timetable|website|site|page|docs|label|paperwork|letter|invoice|form|booklet|brochure|photo|screenshot|ticket|stub|lease"
            r"|contract|directory|app|tag|plate|sticker|calendar|diary|notebook|message|text|voicemail|memo|flyer|poster|menu|guide|handbook)\b",
            # (not "going by the old mill", "going by the old name")
            # the writer's mark that a value is recalled ("(recalled from last winter, …)", "[remembered from the tour]")
            # (not a product's recall: "(recalled from stores in March)", "(recalled from the market last year)")
            r"(?<=[\x28\x5b])(?:recalled|remembered|recollected) from\b(?! (?:the |all |its |our )?(?:\w+ ){0,2}?(?:stores?|shops?|shelves|markets?|retailers?"
            r"|dealers?|dealerships?|sale|circulation|pharmacies|supermarkets?|customers?)\b)",
            r"(?:i|we) (?:wanna|want to) say",
            # a fifth probe's: "The office is on the 4th floor, if I'm right", "unless that changed recently",
            # "Something tells me …", "The way I remember it, …", "Back when I checked, …", "I have it in my head that …"
            # (each set off as the writer's aside: "The quiz shows a green tick if I'm right", "CI skips the step
            # unless anything changed under src/", "Back when we checked in at the hotel, …" are conditions and times)
            r"(?<=, )if (?:i'm|i am|we're|we are) (?:right|correct)(?= *[,;:.!?]| *$)",
            # "…, if I read the repo right", "…, if I understood Anna correctly"
            r"(?<=, )if (?:i|we) (?:read|understood|understand|heard|saw|remember|recall) (?:[\w'-]+ ){0,3}?(?:right|correctly)(?= *[,;:.!?]| *$)",
            r"(?<=, )unless (?:that|this|it)(?:'s| has)? (?:been )?changed(?: recently| since| lately| in the meantime)?(?= *[,;:.!?]| *$)",
            # the idiom "Unless things have changed (since), …" (not "Unless anything changed, the build is skipped", "unless
            # something has changed since, make prints …": a program's condition)
            # (not a build's condition: "Unless things have changed since the last build, make skips the link step")
            r"(?<![\w'] )(?<![\w'])unless things(?:'ve| have) changed(?: since(?! (?:the )?(?:last|previous) (?:build|compile))"
            r"(?: [\w']+){0,3}| recently| lately| in the meantime)?(?= *[,;:.!?]| *$)",
            # (not "If nothing has changed since, make prints nothing": a build's condition)
            r"(?<![\w'] )(?<![\w'])if nothing(?:'s| has)? changed (?:recently|lately|in the meantime)(?= *[,;:.!?]| *$)",
            # "Offhand, …" opening the claim or a sentence (not "an offhand remark", "her reply was short, offhand, and …")
            r"(?<![\s\S])(?:offhand|off-hand|off hand)(?= *,)",
            r"(?<=[.;:!?] )(?:offhand|off-hand|off hand)(?= *,)",
            r"(?<=[\x28\x5b\"\u201c])(?:offhand|off-hand|off hand)(?= *,)",
            r"(?<![\s\S])just (?:offhand|off-hand|off hand)(?= *,)",
            r"(?<=[.;:!?] )just (?:offhand|off-hand|off hand)(?= *,)",
            # a faint memory, the writer's: "Vaguely remember the landlord saying …" opening a clause, "I half-remember …",
            # "I remember, vaguely, …" (someone else's is a fact about them: "my grandmother vaguely remembers the flood")
            r"(?<![\w'] )(?<![\w'])(?:vaguely|dimly|faintly|hazily) (?:recall|remember|recollect)\b",
            r"(?:i|we) (?:only )?half[- ]?(?:remember|recall)",
            # … or half heard, by anyone (an eighty-fifth probe's: "My sister reckons she half-heard the vet say …")
            # (what someone said: not a sound half heard and then confirmed, "She half-heard the doorbell over the music")
            r"half[- ](?:heard|overheard) (?:that\b|(?:someone|somebody|him|her|them|(?:the |a |an |my |our |his |her |their )?[\w'-]+(?: [\w'-]+)?) (?:say|said"
            r"|saying|mention|mentioned|mentioning|tell|told|announce|announced)\b)",
            r"(?<![\w'] )(?<![\w'])half[- ](?:heard|overheard) (?:it|this|that|on|from)\b",
            r"(?<![\w'] )(?<![\w'])only half[- ](?:heard|overheard) (?:it|this|that|on|from)\b",
            r"(?:i|we) (?:remember|recall),? (?:vaguely|dimly|faintly|hazily)",
            # a change since the writer last looked (`_CHANGED_SINCE`)
            rf"(?<![\w'] )(?<![\w']){_CHANGED_SINCE}",  # opening the claim or a sentence
            rf"(?<=, ){_CHANGED_SINCE}",  # after a comma
            r"(?<=, )(?:if|provided|assuming) nothing(?:'s| has)? changed(?: recently| since| lately| in the meantime)?(?= *[,;:.!?]| *$)",
            r"something (?:tells|is telling|told) me|a little voice (?:tells|told) me|(?:my|our) (?:memory|recollection) (?:tells|told) (?:me|us)",
            r"(?<![\w'] )(?<![\w'])(?:the way|how) (?:i|we) remember(?: it)?(?= *,)|(?<![\w'] )(?<![\w'])the way i recall(?: it)?(?= *,)",
            # … and closing the claim: "Check-in is at 4pm — at least that's how I remember it." (not "That's how I remember the launch: …")
            # (after "at least", "or", "but" or a mark: not a mnemonic, "… ROY G BIV; that's how I remember it", nor "that is how we remember them")
            *(rf"(?<={after})(?:that's|that is) (?:how|the way|what) i (?:remember|recall)(?: it)?(?= *[.!;,\x29\u2014-]| *$)"
              for after in ("at least ", r"\bor ", r"\bbut ", ", ", "\u2014 ")),  # (one lookbehind each: Python's are of one width)
            r"(?<![\w'] )(?<![\w'])back when (?:i|we) (?:last )?(?:checked|looked|heard|asked)(?= *,)",
            # a check long past, set off: "It's been a while since I looked, but …" (not "It's been years since we last saw a case here")
            r"(?:it's|it is|it has|it's been|it has been)(?: been)? (?:a (?:long )?while|ages|a long time|some time|years|months|weeks) since"
            r" (?:i|we) (?:last )?(?:checked|looked|heard|asked|saw|read|visited|used)(?: (?:it|this|that|there|in))?"
            r"(?= *(?:,(?! and\b)|[;:])| *$| but\b| - | \u2014| \u2013)",  # (not a visit's tale: "since we visited, and the kids want …")
            r"(?:i|we)(?:'ve| have)? (?:have|had|got) it in (?:my|our) heads? that",
            # the same admitted uncertainty in the languages a claim most often mixes in ("Vielleicht the deploy
            # runs at 02:00", "The flight leaves at 7:40, creo"); accents are folded by normalizing
            r"vielleicht|wahrscheinlich|vermutlich|ich glaube|ich denke|quizas|quiza|tal vez|creo que|creo|probablemente|forse|penso che"
            r"|probabilmente|peut-etre|je pense|je crois|probablement|acho que|talvez|provavelmente|misschien|waarschijnlijk|ik denk"
            r"|glaube ich|denke ich|vermute ich|meine ich"
            # (a sixty-eighth probe's: colloquial and further languages' phrases, in Latin letters)
            r"|capaz que|a lo mejor|me parece que|sauf erreur|il me semble|mi pare|mi sembra|mi se pare|pakka nahi|pata nahi|mujhe lagta"
            r"|lagta hai|tror jag|tror jeg|denk ik|volgens mij|se calhar|glaub ich|schatze ich|ich schatze|ich vermute|je suppose|kamoshirenai"
            r"|kamo shirenai|mozhet byt|navernoe|navernoye|miskien|waarskynlik",
            # … and single words of those, where an adverb stands set off: "Tita Luz arrives on the 20th, yata." (not a dog called Tabun)
            r"(?<=, )(?:yata|siguro|tabun|shayad|mungkin|kayaknya|sepertinya|herhalde|belki|wohl|eventuell|marahil|labda|zapewne|asi|mozna|efallai|efallai'n"
            r"|b'fhéidir|bhfeidir|kanskje|muligvis|ehkä|talvez)(?= *[.!;\x29]| *$)",
            r"(?<=, )(?:shayad|siguro|mungkin|kayaknya|sepertinya|herhalde|belki|marahil|zapewne|dalk)\b",
            # (a seventy-ninth probe's: such a word between English words before a time, "The eisteddfod is efallai on St David's Day")
            _BETWEEN_WORDS,
            r"(?<![\s\S])(?:yata|siguro|tabun|shayad|mungkin|kayaknya|sepertinya|herhalde|belki|eventuell|marahil|labda|zapewne)(?=,? (?:the|my|our|it|he|she|they|we|i)\b)",
            # (a word spoken of or a name is none: "Talán is the name of the bakery", "Kanske is a Swedish word")
            r"(?:chyba|pewnie|prawdopodobnie|kanske|kanskje|ehka|talan|muhtemelen|sanirim|galiba)(?! (?:is|was|means|meant)\b)",
            # … and of Chinese, Japanese and Korean, a word alone beside English, where an adverb stands: opening the claim or
            # set off after a mark ("たぶん the flight lands at 6:40", "…, 아마."; not a word taught or a name, "the word 可能 means
            # 'possible'", "大概 Noodles"), as normalizing leaves it (the voicing mark folded away: たぶん is read "たふん"; Hangul in
            # its letters); Cyrillic is read by the language check
            r"(?<![\s\S])" + _CJK_HEDGES + _NOT_GLOSSED,
            r"(?<=[,;:\u2014\u3001\uff0c] )" + _CJK_HEDGES + _NOT_GLOSSED,
            r"(?<=\x28)" + _CJK_HEDGES + r"(?=\x29)",  # in parentheses alone: "closes at 5 (아마)"
            r"si mal no recuerdo|si no me equivoco|si je me souviens bien|si je ne me trompe pas|wenn ich mich (?:recht |richtig )?erinnere"
            r"|wenn ich mich nicht irre|se non (?:ricordo male|sbaglio|mi sbaglio)|se (?:bem )?me lembro|se nao me engano|als ik me goed herinner",
            r"as (?:i|we) (?:recall|remember|understand) it",
            r"as (?:i|we) (?:recall|remember|recollect)",
            # "…, if my notes are right.", "…, unless my notes are wrong." (the writer's own notes, closing the claim: not a rule's
            # condition, "if our records are up to date; otherwise …", nor "If my notes are right, the auditor signs off")
            r"(?<=, )if my (?:notes|records|scribbles|jottings) (?:are|were|'re)(?: not|n't)? (?:right|correct|accurate|reliable"
            r"|up to date|to be trusted)(?= *[.!?\x29]| *$)",
            r"(?<=, )unless my (?:notes|records|scribbles|jottings) (?:are|were|'re) (?:wrong|off|mistaken|out of date)(?= *[.!?\x29]| *$)",
            r"(?:i|we) (?:seem to|vaguely|kind of|sort of) (?:recall|remember)",
            r"if (?:i|we) (?:remember|recall|understand)(?! to\b(?! the best))(?: it)?(?: correctly| right| rightly)?",  # (not "If I remember to pack the charger")
            # (a ninety-fourth probe's) a memory's tangle or crossed wires, set off: "…, unless I'm getting my wires crossed with the old flat", "…, if
            # I haven't got it tangled up with the v1 limits", "…, if my brain hasn't scrambled the dates", "…, if the old grey matter isn't failing me"
            # (with a code reader's mends: the writer's own wires, a thing mixed up "with" another, the writer's brain's tricks denied; not a plug's
            # "if I get the wires crossed the RCD trips", fairy lights "if we haven't got them tangled", RAM "if the old memory is failing")
            r"(?<=, )(?:unless|if) (?:i'm|i am|i've|i have|i) (?:got(?:ten)? |getting |get )?my wires crossed\b",
            r"(?<=, )(?:if|unless) (?:i|we)(?: haven't| have not| didn't| did not| have|'ve) (?:got(?:ten)? |get )?(?:it|them|things|this|that) (?:tangled|mixed"
            r"|muddled|confused|jumbled)(?: up)? with\b",
            r"(?<=, )(?:if|unless) (?:i|we)(?: haven't| have not| didn't| did not) (?:mixed|muddled|confused|jumbled) (?:it|them|this|that)(?: up)? with\b",
            r"(?<=, )(?:if|unless) (?:i|we)(?: have|'ve) (?:(?:mixed|muddled|jumbled) (?:it|them|this|that) up|confused (?:it|them|this|that)) with\b",
            r"(?<=, )(?:if|unless) (?:my|the old|me old|my old) (?:brain|head|mind|noggin|grey matter|gray matter|recollection)(?:'s| hasn't| has not| isn't| is not)"
            r"(?: not)? (?:scrambled|mixed up|muddled|jumbled|garbled|confused|failing me|fooling me|playing tricks|lying|deceiving me)\b",
            r"last (?:time )?(?:i|we) (?:checked|heard|looked|saw|knew|remember|recall|peeked|glanced)",
            # "When I last peeked at it, …" opening the claim, set off (not "When I last moved, the movers broke a lamp")
            r"(?<![\w'] )(?<![\w'])when (?:i|we) (?:last )?(?:checked|looked|peeked|glanced)(?: (?:at|in on|on) (?:it|them|this|that))?(?= *,)",
            # "Last time I was there, the ferry left at 8:30" (not "the last time I was there was May")
            r"(?<!the )(?<!at )last time (?:i|we) (?:was|were) there(?! (?:was|is|were)\b)",
            r"when (?:i|we) last (?:checked|heard|looked|saw)",
            r"(?:i|we)(?:'ve| have) heard",
            # (not music or a talk listened to: "I heard the new Arctic Monkeys album in the car today"; a ninety-fifth probe's look-alike; what
            # it is said to do is still word passed on, "I heard the band is splitting up")
            r"(?:i|we) heard(?! (?:[\w'-]+ ){1,4}?(?:live|in concert)\b)(?! (?:the |a |an |their |his |her |our |my )?(?:[\w'-]+ ){0,3}?(?:album|song"
            r"|track|single|record|podcast|episode|concert|gig|choir|orchestra|symphony|opera|playlist|sermon|lecture)s?"
            r"(?= (?:in|on|at|from|live|today|yesterday|last|this|and|twice|again)\b|[.,;!]|$))",
            r"(?:i'm|i am|we're|we are|i was|we were) told",
            r"rumou?r has it",
            r"for all (?:i|we) know",
            # (a ninety-third probe's, with a code reader's mends) word passed on: others overheard, mentioned or said in passing by someone else,
            # got from a person ("Overheard two nurses saying …", "Overheard at the gym: …", "A recruiter mentioned in passing that …", "My sister
            # got it from her hairdresser that the bakery …"; the writer's own overhearing, not the writer overheard, "I was overheard talking",
            # nor a third party's reported, "Ms Patel overheard the boys saying mean things and called me", nor
            # the writer's own remark, "I mentioned in passing that I'm allergic", nor a shop's relative clause, "got it from the shop that the
            # church runs"; "The Grapevine says …" may be a newsletter's name)
            rf"(?<![\w'] )(?<![\w'])overheard (?!(?:me|us|myself|ourselves|podcast|app|show|episode|magazine|column|newsletter)\b)(?:[\w'#-]+ ){{0,5}}?"
            rf"{_HEARD_SAYING}",
            rf"(?:i|we) (?:just |only |once )?overheard (?!(?:me|us|myself|ourselves)\b)(?:[\w'#-]+ ){{0,5}}?{_HEARD_SAYING}",
            r"(?<![\w'] )(?<![\w'])overheard (?:at|in|on|outside|near) (?:[\w'#-]+ ){0,3}[\w'#-]+ ?(?:[:\u2014\u2013]| -(?= ))",
            r"(?<!i )(?<!we )(?<!i only )(?<!we only )(?<!is )(?<!was )(?<!only )(?<!i had )(?<!we had )(?<!i'd )(?<!we'd )(?<!i've )(?<!we've )"
            r"(?<!i just )(?<!we just )(?<!i briefly )(?<!we briefly )(?<!i have )(?<!we have )(?:mentioned|said|remarked)(?: it)?,? in passing,? that\b",
            r"(?:got|heard|had|picked) (?:it|this|that|wind of it)(?: up)? (?:second-?hand |third-?hand )?(?:from|off) (?:my |her |his |their |our |a |an |the |some )"
            r"(?:[\w'-]+ )?(?:friend|mate|neighbou?r|colleague|co-?worker|cousin|sister|brother|mum|mom|dad|aunt|uncle|hairdresser|barber|teller"
            r"|recruiter|someone|somebody|guy|bloke|woman|man|lady|flatmate|roommate|housemate|boss|manager|landlord|landlady|nurse|receptionist|cleaner"
            r"|driver|postman|postie|waiter|barista|contractor|builder|plumber|electrician|parent|teacher|coach|agent|rep|vendor rep|insider)s? that\b",
            # (a ninety-third probe's) what the writer thinks, set off as theirs alone ("…, if you ask me", "If you ask me, …"; not a request's
            # condition, "If you ask me for the wifi name, …")
            rf"(?<![\w'] )(?<![\w'])if you (?:ask|asked) me{_NOT_ASKED_FOR}",
            rf"(?<=, )if you (?:ask|asked) me{_NOT_ASKED_FOR}",
            # … a forecast on a trend's condition, opening the sentence ("If current trends hold, we'll hit …", "Should current trends continue, …";
            # not a contract's condition, "… only if current rates persist above 5%", nor a module's title)
            r"(?<![\w'] )(?<![\w'])(?:if|assuming|should|provided) (?:current|present|recent|these|the current|today's) (?:trends?|growth rates?|growth)"
            r" (?:hold|holds|continue|continues|persist|persists|keep up)\b(?=[^.;!?\n]{0,20},[^.;!?\n]{0,60}?\b(?:will|'ll|would|is going to|are going to"
            r"|could)\b)",
            # a sixty-eighth probe's, by family. Another value held open beside the one stated: "(Lisbon, unless it was Porto)",
            # "…, or was that the recycling", "…, or the 19th, one or the other", "I keep flip-flopping" (not a habit's condition,
            # "no soda unless it was a birthday")
            r"(?<=[,\x28\u2014] )unless (?:it|that|this) (?:was|were)\b(?! (?:an?|any|some|not|never|raining|snowing|pouring|urgent|necessary|late|early"
            r"|someone's|somebody's|anyone's|my|our|his|her|their|christmas|easter|lent|ramadan|a holiday|the holidays|summer|winter|school|term)\b)",
            r"(?<=\x28)unless (?:it|that|this) (?:was|were)\b(?! (?:an?|any|some|not|never|raining|snowing|pouring|urgent|necessary|late|early"
            r"|someone's|somebody's|anyone's|my|our|his|her|their|christmas|easter|lent|ramadan|a holiday|the holidays|summer|winter|school|term)\b)",
            # (a seventy-eighth probe's: a number held open in the present, "Prod runs Postgres 14, unless it's 13."; not a condition,
            # "…, unless it's a bank holiday", "…, unless it's 30 degrees out")
            _HELD_OPEN_NUMBER,
            # (a ninety-fourth probe's, with a code reader's mends) a time held open after the one stated ("… at 2pm, unless it's 3pm"; not a
            # condition, "Call me any time, unless it's 3am"), a number held open before its blurred source ("23kg at the vet, or 28, the number on
            # the receipt was smudged"; not a list's last, "channels 1, 6, or 11, the non-overlapping ones"), a year "sometime between" two ("…
            # sometime between 1977 and 1979"; not a delivery's window, "sometime between 8am and noon")
            r"at \d{1,2}(?:[:.]\d\d)? ?(?:am|pm), unless (?:it's|it is|that's|that is|it was) \d{1,2}(?:[:.]\d\d)? ?(?:am|pm)(?= *[.!\x29]| *$)",
            r"(?<=, )or (?:maybe |was it |possibly )?\d{1,5}(?:\.\d+)?(?:kg|g|lb|lbs|cm|mm|m|km|mi|%)?, (?:the|my|as) (?:[\w'-]+ ){0,5}?(?:was |is |were |are )?"
            r"(?:smudged|faded|worn|blurred|blurry|illegible|unreadable|hard to read|torn|unclear)\b",
            r"(?:somewhere|sometime|some time) between(?= (?:19|20)\d\d and (?:19|20)\d\d\b)",
            # (a ninety-seventh probe's) one of two days for a thing done ("The release branch got cut on the 3rd or the 4th"; not a schedule's
            # "Bins go out on the 1st or the 15th"), one of two people for one thing ("Either Dana or Marcus owns the billing service now"; not a
            # rule, "Either Dana or Marcus can approve refunds"), one of two months closing the claim ("…, April or May")
            r"the \d{1,2}(?:st|nd|rd|th) or the \d{1,2}(?:st|nd|rd|th)\b(?#in the past)(?= *(?:[.!]|$))",
            # (a ninety-sixth probe's) … or two months or seasons ("got replaced sometime between March and May"; not a window of hours)
            r"(?:sometime|some time) between(?#in the past)(?= (?:early |late |mid-?)?(?:" + MONTH_NAMES + r"|spring|summer|autumn|fall|winter|christmas|easter)"
            r"(?: (?:19|20)\d\d)? and (?:early |late |mid-?)?(?:" + MONTH_NAMES + r"|spring|summer|autumn|fall|winter|christmas|easter)\b)",
            # (a ninety-first probe's, with a code reader's mends: one value of a thing between two of one shape, two people of one title)
            _ONE_OF_TWO, _ONE_OF_ONE_VALUED, _ONE_OF_TWO_PLACES, _ONE_OF_TWO_QUOTED, _ONE_OF_TWO_NAMES,
            # (an eightieth probe's: "…, unless the tables have been revised"; not "unless it's a bank holiday")
            r"(?<=, )unless (?:the|those|these|its|their) (?:[\w'-]+ )?(?:tables?|timetables?|schedules?|rotas?|times|figures|prices|listings?|website|dates|hours"
            r"|details|numbers|lists?|charts?|fares|rates) (?:have|has|'ve|'s) (?:been )?(?:revised|changed|updated|moved|altered|reissued|corrected|redone)\b",
            r"(?<=, )or (?:was|were|is) (?:it|that|this)\b(?=[^.!?\n]{0,40}(?:[.!?\x29]|$))",
            r"(?<=\u2014 )or (?:was|were|is) (?:it|that|this)\b(?=[^.!?\n]{0,40}(?:[.!?\x29]|$))",
            r"(?<=, )one or the other(?= *[.!\x29]? *$)",
            # (a ninety-third probe's) "X or Y, one of those two" (not an appositive, "ours is the one onto Mill Lane, one of those two")
            r"or (?:the |a )?[\w.'-]+(?: [\w.'-]+)?(?:,| \u2014| -) one of (?:those|the|these) (?:two|three)(?: days| dates| times| numbers)?(?= *[.!\x29]? *$)",
            # (set off as an aside: "…, I keep going back and forth"; not a trip's "we kept going back and forth between the two hotels")
            r"(?<=[,;\u2014] )(?:i|we) (?:keep|kept) (?:flip-?flopping|going back and forth|mixing (?:them|those|these|it|the two) up|getting (?:them|those|these"
            r"|the two) mixed up)\b(?! between\b)",
            r"(?:i|we) (?:keep|kept) flip-?flopping",
            # (a ninetieth probe's: "Bin day is Tuesday, unless it got moved to Wednesday", "… £2,300 or £3,200; I always mix those two up", "The flat
            # number is either 14 or 16", "… on the second floor, if not the third"; not a choice by a condition, "The fee is either 10 or 15
            # pounds depending on age", nor "good, if not great")
            r"(?<=, )unless (?:it|that|this|they|the [\w'-]+)(?: got| has been| had been| was| were|'s been| have been|'ve been) (?:moved|changed|switched|pushed"
            r"|brought forward|put back|shifted|swapped) (?:to|back to|over to)\b",
            r"(?<=[,;\u2014] )(?:i|we) (?:always |often |sometimes |tend to |usually )?(?:(?:mix|muddle) (?:those|these|them|the two)(?: two| numbers| dates)? up"
            r"|confuse (?:those|these|them|the two)(?: two| numbers| dates)?|get (?:those|these|them|the two)(?: two| numbers| dates)? (?:mixed up|muddled"
            r"|confused))(?= *(?:[.!;\x29]|$))",
            r"(?<=is |as |'s )either (?:the |on |at |in |flat |number |room |house |platform |gate )?(?:no\. ?)?\d[\w:.,/-]* or (?:the |on |at |in )?\d[\w:.,/-]*"
            r"(?![^.!?\n]{0,60}\b(?:depending|depends|based on|according to|per|if|when|whichever|both|either (?:one|will)|for (?:adults|children|kids|members"
            r"|students)))",
            r"(?<=, )if not (?:the |on |at |in |by )?(?:\d[\w:.,]*|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|monday|tuesday|wednesday"
            r"|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|earlier|later|sooner"
            r"|next (?:week|month|year))\b(?= *(?:[.!;\x29]|$))",
            # what the value was heard or read from: "at least that's the number going around", "…, going by my best read of a
            # smudged fax", "going from a pretty foggy memory", "that's the picture I have in my head", "on the tip of my tongue"
            r"(?<=at least )(?:that's|that is|this is) (?:what|the (?:number|figure|date|name|story|word|rumou?r|idea|plan|price|amount|time|total|impression)"
            r"|my (?:understanding|impression|sense|read))\b",
            r"(?:number|figure|date|story|stories|rumou?rs?|idea|name|estimate|talk|price|amount)s? (?:that's |that has |that have |that is |which is |which has )?"
            r"(?:been )?(?:floating around|doing the rounds|making the rounds|circulating)\b",
            r"(?:through|on|via|heard it on) the grapevine|word on the street|so (?:i'm|i am|we're|we are|i was|we were|i've been|we've been) (?:told|led to believe)",
            r"(?<![\w'] )(?<![\w'])(?:going|based|relying|judging|writing|speaking|working off|working from) (?:off|on|by|from)?(?: )?(?:my|our|a|an) (?:[\w'-]+ ){0,3}?"
            r"(?:memory|memories|recollection|recall|impression|mental (?:picture|image)|(?:best|rough|quick) (?:read|reading|guess))\b"
            r"(?! (?:card|stick|dump|leak|profile|snapshot|chip|module|usage|test|map|foam|game|allocator|allocation|management|address|bus|controller"
            r"|model|layer|pool|cache|safety|region|page|profiler|error|limit|footprint|bank|lane|box|book|palace|trick|exercise|loss|problem|issue)s?\b)",
            r"(?:that's|that is|this is|is) (?:the|my) (?:picture|image|impression|version) (?:i have|i've got|i carry|i hold) in (?:my|our) (?:head|mind)s?",
            r"(?:it's|it is|it was|that's|that is|which is|name's|name is|word's|is|are|was|were|been) (?:right )?on the tip of (?:my|our) tongues?",
            # a guess in a wager's or a theory's words: "If I had to put money on it", "My working theory is that", "I'd give it
            # sixty-forty that", "Going out on a limb:", "Reading the tea leaves, …", "Hunch: …" (not a wager made: "I put money on the horse")
            r"if (?:i|we) had to put (?:my |our |any |good |real )?money on\b",
            r"(?:i|we)(?:'d| would) put (?:my |our |any |good |real )?money on\b",
            r"(?:my|our) money(?:'s| is| would be|'d be) on (?:it|that|him|her|them)\b",
            r"(?:my|our) money(?:'s| is| would be|'d be) on (?:[\w'-]+ ){1,5}?[a-z]+ing\b",
            r"(?:my|our) (?:[\w-]+ ){1,2}?(?:guess|hunch|impression|assumption|understanding|suspicion|presumption)(?:'s| is| was)\b",
            r"(?:my|our) (?:[\w-]+ ){0,2}?(?:theory|hypothesis)(?:'s| is| was)(?: that\b| *:)",
            r"(?:my|our) (?:suspicion|presumption)(?:'s| is| was)\b",
            r"working (?:theory|hypothesis|assumption)\b",
            r"(?:i|we)(?:'d| would|'ll| will) give it (?:even odds|(?:a |about |maybe )?(?:\d{1,3}(?: ?%| percent)|(?:fifty|sixty|seventy|eighty|ninety|forty|thirty"
            r"|twenty|[1-9]0)[-/ ](?:fifty|forty|thirty|twenty|ten|[1-9]0))|(?:a )?(?:good|decent|fair|slim|high|low|solid) (?:chance|shot|odds))",
            r"(?:fifty|sixty|seventy|eighty|ninety|forty)[-/](?:fifty|forty|thirty|twenty|ten|[1-9]0) (?:odds |chance |shot )?that\b",
            r"out on a limb\b(?! of\b)",
            r"(?:read|reading) the tea leaves(?= *[,:;\u2014]| here\b| right\b)",
            rf"(?<![\s\S])(?:hunch|speculation|conjecture|prediction|suspicion|assumption|gut feeling|gut call|working theory)(?={_STATEMENT})",
            # a belief chosen as a liking: "I like to assume …", "I'd sooner believe …", "My preferred version of events is that …",
            # "I lean toward the appointment being at 9:30", "I tend to go with the landlord having said …"
            # (an eighty-fifth probe's: "I lean towards believing our home insurance premium got cheaper", "Kind of feel the swim class is at 4:30")
            # (before a clause of its own: not a habit, "I lean towards thinking in metric", "believing the customer first")
            # (the writer's, or opening a clause: the board's leaning is a fact about the board)
            rf"(?:i|we)(?:'m|'re| am| are|'d| would| still| now| tend to)? (?:lean|leaned|leaning) {_LEANING}",
            rf"(?<![\w'] )(?<![\w'])(?:lean|leaning) {_LEANING}",
            rf"(?<![\w'] )(?<![\w'])(?:kind of|kinda|sort of|sorta) (?:feel|think|reckon|believe|suspect|guess|figure) {_BELIEF_CLAUSE}",
            # (a ninety-eighth probe's) … before a bare noun and its verb, opening the claim ("Kind of believe cold showers boost your immune system",
            # "Sort of feel code review catches more bugs")
            r"(?<![\s\S])(?:kind of|kinda|sort of|sorta) (?:think|reckon|believe|suspect|figure|feel(?! (?:sick|like|tired|bad|good|ill|cold|hot|hungry|full"
            r"|better|worse|awful|great|fine|guilty|sorry|sad|happy|[a-z]+(?:ed|ous|ive|ful|less|ish))\b))(?= (?:(?!(?:on|in|at|for|with|about|like|from|to|of|when|if)\b)[a-z][\w'-]* ){1,3}?"
            r"(?:[a-z]{3,}s|is|are|was|were|will|can|does|do|did|has|have)\b)",
            rf"(?<![\w'] )(?<![\w'])(?:i|we) (?:kind of|kinda|sort of|sorta) (?:feel|think|reckon|believe|suspect|guess|figure) {_BELIEF_CLAUSE}",
            r"(?:i|we) (?:prefer|choose|like|tend|want) to (?:assume|presume|suppose|imagine)\b(?! (?:good (?:intent|faith|will)|the best|the worst|positive intent"
            r"|innocence|nothing)\b)",
            r"(?:i|we)(?:'d| would) (?:sooner|rather) (?:believe|assume|presume|suppose|imagine)\b(?! (?:of|in|about|before)\b)",
            r"(?:my|our) (?:preferred |own |favou?rite )?(?:version|account|telling|reading) of (?:events|what happened|things)\b",
            # a sixty-ninth probe's: "— one of the two", "unless I've got the wrong end of the stick", "near as I can figure", "don't hold me
            # to it" ("dinnae haud me tae it"), "I half-mind" (Scots: remember), "I've a notion", "Knowing Dave, he's …", "Smart money's on",
            # "put a number on it", "that's my read of the room", "All signs point to", "that's what family lore says", "let's say it is",
            # "I favour the reading that", "Favourite theory: …"
            r"(?<=[,;\u2014\x28] )one of the two(?= *[.!\x29]? *$)",
            r"(?<=\x28)one of the two(?= *[.!\x29]? *$)",
            r"wrong end of the stick",
            r"unless (?:i've|i have|i'd|we've|we have) got (?:it|that|this|the \w+|them) (?:wrong|backwards|mixed up|muddled|confused)",
            r"(?:near|as near|close|as close|nearest|as best) as (?:i|we) can (?:figure|tell|work out|make out|reckon|judge|gather)",
            r"(?:don't|do not|dinnae|dinna|dont) (?:hold|haud) (?:me|us) (?:to|tae) (?:it|that|this)",
            r"(?:i|we) half[- ]?mind\b",
            r"(?:i've|i have|i had|i'd|we've|we have) (?:a|an|the) (?:notion|inkling|suspicion|hunch|feeling)\b(?! (?:of|for)\b)",
            r"(?<![\s\S])knowing (?:him|her|them|(?:my|our|the) [\w-]+|[a-z]+), (?=(?:he|she|they)\b)",
            r"smart money(?:'s| is| says| would be)(?= on\b| that\b)",
            r"if (?:i|we) had to put (?:a number|a figure|a date|a price|odds|a percentage) on (?:it|that|this)",
            r"(?:is|that's|that is|was) my (?:read|reading|take) (?:of|on) (?:the room|things|the situation|it|this|that)\b",
            # (not a place the signs show the way to: "All signs point to the exit in the new terminal")
            r"all (?:the )?signs (?:point|are pointing|pointed) (?:to|towards?)(?! (?:the )?(?:exits?|doors?|station|way|toilets?|restrooms?|lifts?|elevators?|stairs"
            r"|entrance|gates?|car park|parking|platforms?|terminals?|beach|town|centre|center|city|airport|museum|hotel|main road|motorway|highway)\b)",
            r"(?:family|office|company) lore (?:says|has it|holds|goes|is that)\b|according to (?:family|office|company) lore\b",
            r"(?<=at any rate )(?:that's|that is) what",
            r"let's (?:say|assume|suppose)(?: that)? (?:it|it's|this|that|the|they|he|she)\b",
            r"(?:i|we) (?:favou?r|prefer|go with|lean towards?) the (?:reading|interpretation|theory|explanation|hypothesis) that",
            r"(?:i|we)(?:'d| would) (?:rather |sooner )?go with the (?:reading|interpretation|theory|explanation|hypothesis) that",
            r"(?<![\s\S])(?:favourite|favorite|fav|fave|pet|working|current|leading|main|best|my|preferred|default|operating) (?:theory|guess|hunch|assumption"
            r"|hypothesis)(?: (?:about|for|on|re|as to) [^:\n\u2014]{1,60}?)?(?= *(?::|\u2014|\u2013| - ) *(?!(?:an?|one) )\S)",
            # a seventieth probe's: "at least that's how it looked to me", "(that's what she told the nurse anyway, I haven't seen a card)",
            # "Suite 210, or 201, one of those", "the details are a blur now", "as far as anyone's told me", "go on the basis that",
            # "haven't opened the booking since March", "Prefers to assume …", "nobody actually looked"
            r"(?:that's|that is) how (?:it|things|that|they) (?:looked|seemed|sounded|appeared|came across)(?: to (?:me|us))?",
            r"(?<=\x28)(?:that's|that is) what (?:she|he|they|someone|somebody|[a-z]+) (?:told|said|says|claimed|claims|reckons)\b",
            r"(?<=, )(?:that's|that is) what (?:she|he|they|someone|somebody|[a-z]+) (?:told|said|says|claimed|claims|reckons)\b",
            r"(?<=at least )(?:that's|that is) what (?:she|he|they|someone|somebody|[a-z]+) (?:told|said|says|claimed|claims|reckons)\b",
            r"(?<=[,;\x28\u2014] )(?:i|we) (?:haven't|have not|never) (?:seen|checked|read|opened|looked at) (?:a |the |any |her |his |their |my )?(?:[\w-]+ )?"
            r"(?:card|document|documents|paperwork|proof|record|records|receipt|letter|confirmation|contract|booking|invoice|sign-?off|report|certificate"
            r"|in writing)\b",
            r"(?<=[,;] )one of (?:those|them|these|the three)(?= *[,.;!\x29]| *$)",
            r"(?<=\u2014 )one of (?:those|them|these|the three)(?#after an or)(?= *[,.;!\x29]| *$)",
            # (a ninety-eighth probe's) "Timeout for the payments webhook: 10s/30s, whichever we landed on"
            r"(?<=, )whichever (?:we|i) (?:landed on|went with|settled on|ended up with)(?= *[.!\x29]| *$)",
            r"(?<= - )one of (?:those|them|these|the three)(?#after an or)(?= *[,.;!\x29]| *$)",
            r"(?:details|specifics|rest|name|names|date|dates|particulars|memory|memories)(?:'s| is| are| was| were) (?:all )?(?:a bit )?(?:of )?(?:a )?"
            r"(?:blur|haze|fog|hazy|fuzzy|sketchy|vague)\b",
            r"as far as (?:anyone|anybody|someone|somebody)(?:'s| has| had)? (?:told|said|mentioned|let on)",
            r"as far as (?:anyone|anybody|one) (?:can|could) (?:tell|make out|judge)",  # (not the view's "as far as you can see")
            r"(?:go|going|proceed|proceeding|work|working|operate|operating) on the (?:basis|assumption|understanding|premise) that",
            r"(?<=[,;] )(?:haven't|have not|hadn't|had not) (?:opened|checked|looked at|read|seen|confirmed) (?:it|the [\w-]+|my [\w-]+|our [\w-]+)"
            r"(?: [\w-]+)? since\b",
            r"(?<=[,;] )(?:i|we) (?:haven't|have not|hadn't|had not) (?:opened|checked|looked at|read|seen|confirmed) (?:it|the [\w-]+|my [\w-]+|our [\w-]+)"
            r"(?: [\w-]+)? since\b",
            r"(?<![\w'] )(?<![\w'])prefers? to (?:assume|presume|think|believe|suppose)\b(?! (?:of|in|the best|the worst)\b)",
            r"(?:nobody|no one|no-one)(?: has| had| ever)? (?:actually |really |ever |properly |yet )?(?:looked|checked|verified|confirmed|tested)\b"
            r"|(?:nobody|no one|no-one)(?: has| had| ever)? (?:actually |really |ever |properly |yet )?(?:tried|validated|retested|re-tested|re-checked|rechecked"
            r"|re-verified|reverified|revisited)(?= (?:it|this|that|them|since|yet)\b| *[.!;,]| *$)",
            # a code reader's: "…, if I'm reading the lease right", "going by a sign I half noticed", "or something close to that", "…, a hunch,
            # nothing more", "I always flip those"
            r"(?<=, )if (?:i'm|i am|we're|we are) (?:reading|understanding|hearing|seeing) (?:[\w'-]+ ){0,3}?(?:right|correctly|rightly)\b",
            r"(?:i|we) half[- ]?(?:noticed|heard|read|saw|caught|glimpsed)\b",
            r"or something (?:close to|like|along the lines of) (?:that|it|this)\b|or something along (?:those|these|them|the same) lines\b",
            r"(?<=, )(?:a|just a|only a) (?:hunch|guess|gut feeling)\b",
            r"(?:i|we) (?:always|keep|often) (?:flip|mix up|swap|confuse|muddle) (?:those|them|these|the two)\b",
            # a seventy-first probe's: "Not that I'd stake anything on it", "my memory of that whole year is a blur", "a vague mental picture",
            # "as best I can reconstruct it", "unless my brain is mixing it up", "…, has to be.", "…, is my read.", "— hunch, nothing more",
            # "I'm partial to the idea that", "not one we've measured", hearsay from no one named ("Someone on Reddit said", "People in the
            # group chat are saying")
            r"(?:i'd|i would|i wouldn't|i would not|we'd|we would) (?:stake|bet|wager|put) (?:anything|much|money|my life|my house|my reputation|a penny) on"
            r" (?:it|that|this)\b",
            r"(?:my|our) (?:memory|memories|recollection) of (?:[\w'-]+ ){1,6}?(?:is|are|was|were) (?:all )?(?:a bit )?(?:of )?(?:a )?(?:blur|haze|fog|hazy|fuzzy"
            r"|sketchy|vague)\b",
            r"(?:vague|hazy|fuzzy|dim|rough) mental (?:picture|image|snapshot)\b",
            r"as (?:best|well as) (?:i|we) (?:can |could )?(?:reconstruct|piece together|work out|make out|dredge up)\b",
            r"(?:unless|if) my (?:brain|memory|mind|head)(?:'s| is) (?:mixing|muddling|confusing|jumbling|conflating|shuffling|scrambling|garbling"
            r"|swapping|misfiling|mislabel+ing|fooling|making (?:it|this|that|things) up|inventing)\b",
            r"(?<=, )(?:has to be|must be|gotta be|surely)(?= *[.!]| *$)",
            r"(?<=, )is my (?:read|take|guess|hunch|bet)(?= *[.!]| *$)",
            r"(?<=\u2014 )(?:hunch|guess|gut feeling)(?=, nothing more| *[.!]| *$)",
            r"(?:partial to|drawn to|wedded to) the (?:idea|notion|theory|thought|belief) that",
            r"(?<=[,;\u2014] )not (?:one|something|a figure|a number|anything) (?:we've|we have|i've|i have|anyone has|anyone's) (?:measured|checked|verified"
            r"|confirmed|tested)\b(?! (?:was|were|is|are|has|had)\b)",
            # (what they said of a thing, not a greeting said, nor what they said of the writer's own: "People at my book club said they loved …")
            r"(?<![\w'] )(?<![\w'])(?:someone|somebody|people|folks|a guy|a woman|a man)(?: (?:on|in|at|from) [\w' .-]{1,40}?)? (?:(?:are|were|keep) saying"
            r" (?:that|the|it|there|this)\b|(?:said|says|claimed|claims|reckons|reckoned|swears|swore) that\b|(?:said|says|claimed|claims|reckons)"
            r" (?:the|it's|it is|there's|there is|this)\b)",
            r"(?:i|we)(?:'m| am|'re| are|'d| would)? (?:lean|leaning|tend to lean|tend to go|go|'d go|rather go|sooner go) (?:toward|towards|with) "
            r"(?:the |my |our |his |her |their |a |an )?(?:[\w'-]+ ){1,4}?(?:being|having|ending|starting|beginning|arriving|happening|landing|closing"
            r"|opening|coming|leaving|costing)\b",
            # a seventy-second probe's: the writer's memory as where the claim comes from, in its parts and pictures ("Dredging this up from
            # the back of my skull", "Scraping the bottom of my memory barrel", "Summoning this from the mists of the 2022 planning cycle",
            # "that's what my memory coughs up", "if my mental calendar isn't lying", "still rattling around in my head", "the picture in
            # my head", "the filing cabinet between my ears", "the ghost of a number I saw"; not "my mum's memory box", "the depths of the sea")
            r"(?:dredging|dredged|dredge|pulling|pulled|scraping|scraped|summoning|summoned|fishing|fished|digging|dug|dragging|dragged|excavating"
            r"|excavated|rummaging|plucking|plucked|coaxing|conjuring|conjured|fetching|fetched|hauling|hauled) (?:[\w'-]+ ){0,3}?(?:(?:up|out) )?"
            r"(?:from|out of|of) (?:[\w'-]+ ){0,6}?(?:my|our) (?:[\w-]+ ){0,2}?(?:head|brain|mind|skull|noggin|memory|memories|recollection|cranium|noodle"
            r"|memory banks?|grey matter|gray matter)\b(?! (?:of|office|offices|chef|teacher|teachers|coach|gardener|nurse|waiter|count|start|quarters|torch|lamp|scarf|store|stores|cache|caches|pool|region|usage|footprint|limit|limits|box|boxes|card|cards|stick|sticks|foam|book|books|lane|chip|chips|game|games|test|tests|clinic|scan|surgery)\b)",
            # (a seventy-eighth probe's: "Dredging this up from years back: …", "… from a good few years back"; not "dug it up from the garden")
            r"(?:dredging|dredged|dredge|digging|dug|dragging|dragged|fishing|fished|pulling|pulled) (?:this|that)(?: one)? (?:up|out)? ?from "
            r"(?:a (?:good )?few |many |some |way )?(?:years|decades|ages|months|way) (?:back|ago)\b",
            r"(?:from|out of) the (?:mists?|fog|haze|murk|recesses|cobwebs|dusty corners?|back corners?|dim recesses) of (?:my|our|time|memory"
            r"|the past|history|\d{4}|last|the (?:\d{4}|old|early|late|last|previous))\b",
            r"(?:my|our) (?:memory|head|brain|mind|recollection|noggin|grey matter|gray matter|memory banks?|mental [\w-]+(?: [\w-]+)?)(?:'s)?"
            r" (?:(?:still|just|now|again|always|sometimes|really|keeps|keep) )?"
            r"(?:coughs? up|spits? out|serves? up|throws? up|turns? up|comes? up with|is lying|isn't lying|is not lying|lies|lied|is telling me|tells me"
            r"|told me|telling me|gives me|hands me|offers up|has gone soft|hasn't gone soft|has not gone soft|plays? tricks|has mislabel+ed|hasn't mislabel+ed)\b",
            r"(?:rattling|rattles|rattle|floating|floats|bouncing|bounces|kicking|knocking|swimming|swirling|lurking|lodged|buried) (?:[\w'-]+ ){0,3}?"
            r"(?:in|inside|at) (?:the (?:back|depths|recesses|corners?|bottom) of )?(?:my|our) (?:head|brain|mind|skull|noggin|memory|cranium)\b",
            r"(?:picture|image|map|version|copy|snapshot|model|impression|sketch)s? (?:[\w'-]+ ){0,3}?(?:in|inside) (?:my|our) (?:head|mind|brain|skull"
            r"|noggin|mind's eye)\b(?! (?:of|office|offices|chef|teacher|teachers|coach|gardener|nurse|waiter|count|start|quarters|torch|lamp|scarf|store|stores|cache|caches|pool|region|usage|footprint|limit|limits|box|boxes|card|cards|stick|sticks|foam|book|books|lane|chip|chips|game|games|test|tests|clinic|scan|surgery)\b)",
            r"(?:between|inside) (?:my|our) (?:ears|skull|noggin|cranium)\b",
            r"(?:ghost|echo|shadow|faint trace|vague trace|half-memory|half memory|dim memory) of (?:a|an|the|some) (?:[\w'-]+ ){0,3}?(?:i|we) (?:saw|read"
            r"|heard|noticed|glimpsed|once)\b",
            # … a claim the writer would not put a name to ("though I wouldn't put my name on that"), a read owned ("that's my read"), a course foretold by how
            # things go ("the way these things always go"), a feeling of it ("you can feel it in how they talk")
            r"(?:wouldn't|would not|couldn't|could not) (?:put|sign|stake|bet|swear|vouch|lay) (?:(?:my|the) (?:name|signature|reputation|job|life"
            r"|house|career|hand|farm|ranch|mortgage|shirt) )?(?:on|to|for|under) (?:it|that|this)\b"
            r"|(?:wouldn't|would not|couldn't|could not) (?:stake|bet|swear) (?:money |much |anything )(?:on|to) (?:it|that|this)\b",
            r"(?:that's|that is|this is) (?:my|our) (?:read|take|guess|hunch|bet|theory|reading)(?= *[.!]| *$)",
            r"(?<![\w'] )(?<![\w'])(?:my|our) read (?:on (?:it|this|that|things) )?is\b",
            r"the way (?:these|such|those) things (?:always |usually |normally |tend to |generally )?go\b|the way it always goes\b",
            r"(?:you|one) can (?:just )?(?:feel|sense) it(?= *[.!;,\u2014]| *$)",
            r"(?:you|one) can (?:feel|sense) it in (?:how|the way|the|his|her|their|its|every)\b",
            r"(?:you|one) can (?:smell|hear|tell|see) it in (?:how|the way|his|her|their)\b",
            # a seventy-third probe's: a time's memory a blur ("that trip is a blur of pastries"), a memory that leaks ("my memory leaks like
            # a sieve"), "as near as I can call it to mind", "going by a hospital form I glimpsed a decade ago", "I'm under the impression",
            # "odds-on", a guess's "has to be," before its reason
            r"(?:that|the|this|those) (?:whole |entire |first |last )?(?:trip|day|week|weekend|year|month|night|evening|holiday|visit|time|period|summer|winter|party|meeting"
            r"|conference|move|wedding)s? (?:[\w'-]+ ){0,3}?(?:is|was|are|were) (?:all |a bit of |kind of |something of )?a (?:blur|haze|fog)\b(?!-)",
            r"(?:my|our) (?:memory|memories|recollection) (?:leaks|is (?:like )?a sieve|is shot|is terrible|is awful|is rubbish|is going|is not what it was)\b"
            # (with "'s", owned before a "but": "My memory's a right sieve these days, but …"; not a concussion's "My memory's shot since …")
            r"|(?:my|our) (?:memory|recollection|mind|brain)'s (?:like |a right |a real |a bit of a |gone (?:all )?)?(?:a sieve|sieve|shot|rubbish|foggy|hazy|fuzzy)\b"
            r"(?=[^.;!?\n]{0,40}?(?:,? (?:but|though)\b| *[;\u2014]))",
            r"as (?:near|close|best|well) as (?:i|we) (?:can|could) (?:call|bring|recall|remember|piece|make out|tell)\b",
            r"call(?:ing|ed)? (?:it|this|that) to mind\b",
            r"going (?:by|off) (?:a|an|the|my|some|one) (?:[\w'-]+ ){0,3}?(?:i|we) (?:saw|read|glimpsed|heard|skimmed|got|noticed) (?:[\w'-]+ ){0,4}?"
            r"(?:ago|back|once)\b",
            r"(?:i'm|i am|we're|we are|i was|we were) under the impression\b",
            r"odds-on\b(?! favou?rites?\b)",
            r"(?<=[;,] )has to be(?=,)",
            r"(?<![\s\S])co le (?=(?:the|a|an|it|this|that|he|she|they|we|i|my|our|your|his|her|their)\b)|(?<=[,;] )co le\b",
            # a seventy-fourth probe's: the memory's holes and files ("my memory has more holes than Swiss cheese", "my mental filing cabinet",
            # "a memory that has been through the wash", "the foggy far end of my recollection", "as best my sieve of a head can hold onto it",
            # "reaching back through a lot of cobwebs", "that's how it echoes"), a guess's closing "must have"
            r"(?:my|our) (?:memory|memories|recollection|head|brain) (?:has|have|is|are) (?:got )?(?:more |so many |a lot of |lots of |big |some )?holes\b",
            r"(?:my|our) mental (?:calendar|map|filing(?: cabinet)?|rolodex|notes?|archives?|picture|image|snapshot|list|catalogue|catalog|index|diary"
            r"|ledger|tally|records?|files?|scrapbook|photo|post-it)\b",
            r"(?:from|off|on|by) (?:a|my|our) (?:memory|recollection) (?:that|which)(?:'s| has| is| was) (?:been )?(?:through the wash|through the wringer"
            r"|faded|fading|patchy|hazy|unreliable|shaky|rusty|foggy|full of holes|not great|seen better days)",
            r"(?:my|our) (?:memory|recollection),? (?:that|which)(?:'s| has| is| was) (?:been )?(?:through the wash|through the wringer"
            r"|faded|fading|patchy|hazy|unreliable|shaky|rusty|foggy|full of holes|not great|seen better days)",
            r"(?:foggy|hazy|dim|misty|murky|fuzzy|far|distant|dusty|blurry|back) (?:[\w-]+ ){0,2}?(?:end|edge|reaches|corners?|recesses|depths|shelf|shelves)"
            r" of (?:my|our) (?:memory|memories|recollection|mind|head|brain)\b",
            r"as best (?:my|our) (?:[\w'-]+ ){0,4}?(?:can|could) (?:hold|recall|remember|manage|tell|piece|reconstruct|keep)\b",
            r"(?:i'm|i am|we're|we are) reaching (?:way |far |a long way )?back\b(?! (?:out|in touch)\b)",
            # (a ninety-sixth probe's) "Reaching way, way back here — …" opening the claim
            r"(?<![\s\S])reaching (?:(?:way|far|a long way|right),? ){1,3}back(?: here| now)(?= *(?:[,:;\u2014\u2013]| - ))",
            # a seventy-seventh probe's: the memory's banks reached into, a mind cast back as far as it goes, Scots' "if I mind right", hearsay from a
            # wee bird or second-hand, a claim not to bet one's hat on, "mark my words", a wager of a tenner, "far as I can tell" closing
            r"(?<![\w'] )(?<![\w'])reaching (?:way |far |a long way )?back into (?:the |my )?(?:old )?(?:memory|memory banks|brain|grey matter)\b",
            r"as far as (?:i|we) can cast (?:my|our) mind back\b|(?<![\s\S])mind's gone (?:all )?(?:foggy|hazy|fuzzy|blank)\b(?=[^.;!?\n]{0,40}?(?:,? (?:but|though)\b| *[;\u2014]))",
            r"if (?:i|we) mind (?:right|rightly|correctly)\b(?!-)",
            r"(?<=\ba )(?:wee|little) (?:bird|birdie|birdy)\b(?! (?:feeder|table|bath|box|house|cage)s?\b)[^.;!?\n]{0,40}?\b(?:was saying|has been saying|were saying"
            r"|tells me|told me|told us|was telling)\b",  # (not a pet's "Our little bird Pip was saying 'pretty boy'")
            r"(?:that's|that is|this is) (?:all )?second-?hand (?:from|info|information|news)\b|heard (?:it|this|that) second-?hand\b",  # (not a thing bought used)
            r"(?:don't|do not|wouldn't|would not) (?:hang your hat|bet the house|bet your house) on (?:it|that)\b",
            r"mark my words\b(?! (?:is|was|were|are)\b)",  # (not a name or a catchphrase: "Mark My Words is the name of …")
            r"(?:i'd|i would) (?:put|bet|wager|stake) (?:a tenner|a fiver|a quid|a pound|a few quid|good money|money|my house|my shirt)"
            r" on\b(?![^.;!?\n]{0,80}\b(?:every|each|always|usually|whenever)\b)",  # (not a habit's "I'd put a fiver on the raffle every year")
            r"(?<=, )far as (?:i|we) can tell\b",
            # … and a culprit named by the clues ("…, so he's the one who took it", "which makes Gareth the one who left the freezer open", "…, so
            # it's the compressor that's gone")
            # (a culprit's act: not who does a chore, "…, so she's the one who calls the landlord", "which makes him the one who approves deploys")
            rf"(?<=, )so (?:he|she|they|it)(?:'s| is| are|'re| must be) the ones? (?:who|that){_CULPRIT_ACT}",
            rf"which makes (?:[\w'-]+ ){{1,2}}?the ones? (?:who|that){_CULPRIT_ACT}",
            r"(?<=, )so (?:it's|it is|it must be) the [\w-]+(?: [\w-]+)? (?:that's|that is|that has|that) (?:gone(?! (?:in|out|to|for|off|on|back|up|down)\b)|failed(?! (?:the|a|an|its|his|her)\b)|broken"
            r"|died|packed up|given up|blown)\b",
            r"through (?:a lot of |lots of |the |some |all the |a fair few )?cobwebs(?= *[.!,;]| *$| here\b| of (?:my|our|memory|time))",
            r"(?:that's|that is|this is) how it (?:echoes|rings|comes back|lingers)\b",
            r"(?<=, )must have(?= *[.!]| *$)|(?<=, )must've(?= *[.!]| *$)",
        ),
    ),
    (
        HedgeCategory.TECHNICAL_HEDGE,
        (
            r"may|might",
            # "could be detected": past ability, a result; "could be involved", "could be due to": a guess
            r"could(?!n't| not| be (?!involved|implicated|responsible|attributed|explained|caused|linked|associated)\w+ed\b"
            r"| be (?:seen|shown|found|done|made|given|taken)\b)",
            r"prolly|probly|proly|propably|probs|maybs|mebbe|methinks|prly|prbly",
            r"(?<=, )mayb(?= *[.!]?\s*$)",  # (a ninety-eighth probe's: "…, mayb" closing the claim)  # the spoken spellings ("Tuesday at 10, prolly")
            r"likely|unlikely|probably|possibly|presumably|apparently|supposedly|purportedly|reputedly|ostensibly|putatively|allegedly|reportedly|seemingly|conceivably|plausibly|potentially|theoretically|arguably",
            # hedges of appearance
            r"seems?|seemed",
            r"(?:appears?|appeared|tends?|tended) to",
            # ("it appears on every sticker" is a place; "it appears, in hindsight, …", "at first glance", "on balance" are not)
            r"(?:it|this|that|which) (?:appears|appeared)(?! (?:on|in|at|under|below|above|next|beside|inside|first|last|once|twice|when|where)\b"
            r"(?! (?:hindsight|retrospect|balance|reflection|closer|the surface|first glance|a glance|this point|this stage|the end|all likelihood|fact"
            r"|effect|general|times|most cases|some cases|practice|theory|principle)\b))",
            r"appears? that",
            r"(?:looks?|looked|sounds?|sounded|feels?|felt) like",
            r"(?:looks?|looked|sounds?|sounded) (?:as if|as though)",
            # likelihood idioms
            r"(?:chances|odds) are",
            r"in all (?:likelihood|probability)",
            r"(?:there's|there is|there was|with) (?:a |an )?(?:good|decent|fair|high|strong|slight|small|real|reasonable) (?:chance|possibility|likelihood|probability)",
            r"(?:more|less) likely than not",
            r"(?:it's|it is|it was) (?:possible|conceivable|plausible) that",
            r"in theory",
            r"liable to",
            r"should (?:probably |normally |usually )?(?:work|be fine|be ok|be okay|be enough|be able to|be safe|be good|suffice|help)",
            # tentative, not settled: "pencilled in, nothing firm yet", "not set in stone", "nobody's confirmed it", "not 100 on this"
            r"(?:pencilled|penciled) in",
            r"nothing(?:'s| is)? (?:firm|final|confirmed|official|definite|locked in|set in stone)(?= yet\b| so far\b| as yet\b| *[,.;!\x29\u2014]| *$)",
            r"not (?:yet )?set in stone",
            r"(?:nobody|no one|no-one)(?:'s| has| have)? (?:actually |officially |properly )?(?:confirmed|verified)\b(?! accounts?\b)",
            r"not (?:a )?(?:100|hundred)(?: ?%| percent| per cent)? on (?:this|that|it)\b",
            r"(?:that|it|this|which) (?:hasn't|has not|hadn't|had not) (?:yet )?been (?:confirmed|verified|double-checked)\b",
            r"(?<=[,;\x28] )pending whatever\b|(?<=, )and pending\b",  # a decision waiting on others, held open ("…, pending legal, and pending whatever Marco says")
            r"(?:there's|there is) every (?:chance|likelihood|possibility)",
            # a seventy-second probe's: how a thing looks ("by the look of the invites"), and a course foretold in a verb of how it goes
            # wrong ("Sales will miss the Q4 target", "The migration will slip into January", "Acme will drop to the cheaper tier"; not the
            # writer's plan, nor a rule's condition, "The release will slip if the audit finds anything")
            r"(?<=, )by the looks? of (?:it|things|that|this|them|the [\w-]+(?: [\w-]+)?|their [\w-]+|his [\w-]+|her [\w-]+)"
            r"|(?<![\s\S])by the looks? of (?:it|things|that|this)\b|by the looks? of (?:it|things)(?= *[.!]| *$)",
            # a cause inferred, not seen ("Last week's signup spike must have come from the podcast mention"; not a requirement's "must have
            # completed the course")
            r"must have (?:come|gone|happened|slipped|crashed|failed|broken|fallen|leaked|expired|restarted|dropped|changed|moved|died|stopped|caused|started|begun"
            r"|triggered|originated|been (?:caused|triggered|due|because|from|left|lost|deleted|dropped|broken|someone|somebody"
            # (an eighty-third probe's: someone's whereabouts or state concluded, "The neighbours must have been away all week"; not a requirement's
            # "must have been resident for three years")
            r"|away|asleep|stolen|forgotten|unplugged|switched off|turned off|knocked over|on holiday|mistaken|joking|wrong)|forgotten|misread|misheard"
            r"|overslept|knocked|run out)\b",
            # (a ninety-sixth probe's) a course foretold as sure ("Upstream are bound to deprecate the v1 endpoints", "… is bound to happen"; not
            # what binds, "bound to the contract", "bound to secrecy"), or its margin foretold ("will finish well before the code freeze")
            r"(?<=\bis )" + _BOUND_TO + _NOT_A_CONDITION,
            r"(?<=\bare )" + _BOUND_TO + _NOT_A_CONDITION,
            r"(?<='s )" + _BOUND_TO + _NOT_A_CONDITION,
            r"(?<='re )" + _BOUND_TO + _NOT_A_CONDITION,
            # (an eighty-sixth probe's: any act concluded in the perfect, "The cat must have got into the pantry through the dryer vent", the verb
            # before a word that is no noun; not what a thing must have, "must have fitted wardrobes", nor a requirement, of a class of people,
            # by a time or for a purpose, `_required_of`, `_required_by`, `_concluded_of`)
            r"(?:must have|must've) (?:[a-z]{3,}ed|got|gotten|gone|come|done|eaten|left|taken|seen|heard|run|won|lost|bought|sold|found|made|put|cut|hit"
            r"|let|shut|split|spread|kept|slept|fed|fled|fought|caught|thought|brought|built|sent|spent|lent|bent|led|held|sat|stood|told|paid|laid|said"
            r"|hidden|bitten|broken|chosen|driven|fallen|forgotten|frozen|given|known|ridden|risen|shaken|stolen|thrown|torn|woken|worn|written|blown"
            r"|drawn|flown|grown|shown|slid|hung|stuck|struck|swung|dug|spun|begun|drunk|sunk|rung|shrunk|had)(?= (?:the|a|an|my|our|his|her|their|its"
            r"|your|this|that|these|those|some|it|them|him|me|us|up|down|in|into|out|off|on|onto|over|under|through|away|back|across|past|round|around"
            r"|from|with|at|already|yesterday|last|earlier|while|when|during|since)\b| *[,;.!]| *$)(?#an act concluded)",
            # … or any state of one occasion, by its time or beside what it was concluded from ("… must have been shut in the shed, it was crying
            # all night"; not a requirement's "must have been resident for three years")
            r"(?:must have|must've) been (?:[\w'-]+ ){1,4}?(?:(?:yesterday|overnight|earlier|last (?:night|week|month|weekend|year|time)|all (?:week|day"
            r"|night|weekend|morning|afternoon|evening)|this (?:morning|afternoon|week)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
            r"|[^,;.\n]{0,40}?(?:,|;| -| \u2014) (?:their|his|her|its|there's|there is|it was|it's|they were|they're|he was|she was)\b)",
            # … a mark of doubt closing the claim with nothing before it ("… is stored in Stockholm ᴜɴᴠᴇʀɪꜰɪᴇᴅ."; not a status, "The rumour is
            # unconfirmed"), a value held for once or for then ("…, or at least they were for one visitor", "…, or it did the last time anyone
            # opened it"), a change the writer does not rule out ("…, unless that changed when billing moved")
            r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bremains )(?<!\bremain )(?<!\bstill )(?<!\bstays )(?<!\bbe )(?<!\bas )(?<!\bbeen )"
            r"(?<!\bnow )(?<!- )(?<!: )(?:unverified|unconfirmed)(?= *[.!]? *$)",
            r"(?<=, )or at least (?:it|they|that|this|he|she|we) (?:was|were|did|used to|had)\b",
            r"(?<=[,;] )last time (?:anyone|anybody|someone|somebody|i|we) (?:checked|looked|asked|heard|tried)\b"
            r"|(?<=[,;] )the last time (?:anyone|anybody|someone|somebody|i|we) (?:checked|looked|asked|heard|tried)\b"
            r"|(?<=[,;] )at least (?:the )?last time (?:anyone|anybody|someone|somebody|i|we) (?:checked|looked|asked|heard|tried)\b",
            r"(?<=[,;] )unless (?:someone|somebody|anyone|they|he|she|it|we|hr|management|the (?:[\w-]+ )?(?:team|office|school|council|landlord|company"
            r"|board|office|manager|boss|club|rota|admin|admins))(?:'ve|'d| has| have| had)? (?:(?:quietly|recently|since|again) )?(?:changed"
            r"|upgraded|moved|updated|replaced|swapped|switched|renamed|removed|reset|rebooted|patched|migrated|reshuffled|rearranged|reorganised"
            r"|reorganized|redone|rewritten|shifted)\b",
            # a seventy-third probe's: an error bar no one measured ("± a couple of hundred"), the best case ("on a good day with a following
            # wind"), a cause by elimination ("…; nothing else changed that day"), a level foretold ("Interest rates will be lower by Christmas")
            r"(?:plus or minus|give or take) (?:a (?:couple|few|bunch|handful)(?: of)?|some|a bit|a little|a lot|several|many|a fair bit|quite a bit)\b",
            r"\u00b1 ?(?:a (?:couple|few|bunch|handful)(?: of)?|some|a bit|a little|a lot|several|many|a fair bit|quite a bit)\b"
            r"|\+/- ?(?:a (?:couple|few|bunch|handful)(?: of)?|some|a bit|a little|a lot|several|many|a fair bit|quite a bit)\b",
            r"with a (?:following|fair) wind\b",
            # a seventy-fourth probe's: a figure never tested ("figure never bench-tested"), an assumption closing the claim ("…, assuming the photo
            # was of our bed"), a value held while it holds ("if last month's price tags still hold"), how it looked, judged ("…, judging by how
            # it looked"), a look owned ("or at least that's how the last two games looked"), a change by others not ruled out ("unless they've
            # reshuffled the train again")
            r"(?:figure|figures|number|numbers|value|values|rating|ratings|spec|specs|estimate|estimates|reading|readings|result|results) (?:was |were |is |are "
            r"|has been |have been )?(?:never|not yet) (?:[\w]+-)?"
            r"(?:tested|measured|verified|confirmed|validated)\b",
            r"(?<=, )assuming\b(?! (?:responsibility|control|office|command|ownership|liability|a|an|\d|the (?:[\w'-]+ ){0,3}?(?:duties|role|position|post"
            r"|job|responsibilities|title|chair|lead)|(?:[\w'-]+ ){0,2}?(?:duties|role|position|responsibilities))\b)",
            r"(?<=, )if (?:[\w'-]+ ){1,5}?still (?:holds?|applies|apply|stands?|is true|are true|is right|are right|is current|are current)\b",
            r"(?<=, )judging (?:by|from) (?:how|the way|what|the look|the looks|appearances|its looks)\b",
            r"(?<=, )or at least (?:that's|that is|this is|it's|it is) (?:how|what)\b",
            r"(?<=[;,\u2014] )(?:nothing|no one|nobody) else (?:changed|was different|touched it|could have)\b",
            # (an eighty-sixth probe's: a conclusion from its clue, "…; nothing else explains the floury paw prints", "…; that damp carpet smell gives
            # it away"; not a person's secret given away, "Tom gave it away at the party")
            r"(?<=[;,\u2014] )nothing else (?:explains|would explain|accounts for|would account for)\b",
            r"(?<=[;,\u2014] )(?:that|the|this|those|these|its|their|his|her) (?:[\w'-]+ ){0,3}?(?:smell|smells|stain|stains|prints|pawprints|footprints|paint|marks"
            r"|mark|dent|dents|scratch|scratches|sound|noise|rust|mould|mold|tan|limp|accent|wrapper|wrappers|crumbs|trail|tracks|look|hair|fur|tyres|tires"
            r"|mud|puddle|residue|odour|odor|whiff|rattle|squeak|bruise|bruises) (?:gives? (?:it|the game) away|(?:is|are|was|'s) a (?:dead |sure |total )"
            r"giveaway|(?:is|are|was|'s) a (?:sure|telltale|tell-tale|dead) sign)(?= *[.!]? *$)|(?<=, )an? (?:dead|sure|total) giveaway(?= *[.!]? *$)",
            r"(?<=, )or (?:it|they|that|he|she) (?:did|was|were|used to|had) (?:the last time|when (?:i|we|anyone|someone|somebody) last)\b",
            r"the last time (?:anyone|anybody|someone|somebody) (?:opened|checked|looked at|read|saw|tested|tried) (?:it|them|this|that)\b",
            r"(?<=, )unless (?:that|it|this|anything|something|things|that figure|the number|the price|the rule) (?:has |have )?(?:changed|moved|been changed"
            r"|got changed|was changed)\b",
            # a seventy-sixth probe's: a memory cast back ("Casting my mind back, …"), owned as foggy ("My recollection is a bit foggy, but …"),
            # what others hint ("from what the other parents hint"), a culprit by elimination ("Nobody else had a key, so the cleaner left …";
            # not the writer's own act after it, "…, so we changed the locks")
            # (a code reader's: the gerund opening a clause, not a journal's "every January I cast my mind back"; a memory foggy before "but", not
            # a concussion's; what others hint opening a clause, not a proof's "follows from what Lemma 2 implies"; a key, a code or access no one
            # else had, not "Nobody else was home, so the dog stayed in the crate")
            r"(?<![\w'] )(?<![\w'])casting (?:my|our) (?:mind|memory|thoughts) back\b",
            r"(?:my|our) (?:recollection|memory|memories)(?: of (?:it|that|this|them))? (?:is|are|was|were) (?:a bit |a little |rather |quite |pretty |very "
            r"|kind of |sort of |somewhat )?(?:foggy|hazy|fuzzy|vague|patchy|shaky|rusty|sketchy|dim|cloudy|murky)\b(?=(?:, (?:like|mind|mind you|tbh|honestly|to be fair"
            r"|admittedly))?,? (?:but|though|so)\b| *[;\u2014-])",
            # (with "'s", only before its "but": "My recollection's a bit foggy, like, but …"; not "My memory's dim - the nurse wrote …")
            r"(?:my|our|me) (?:recollection|memory)'s (?:a bit |a little |a tad |rather |quite |pretty |very |kind of |sort of |somewhat )?(?:foggy|hazy|fuzzy|vague"
            r"|patchy|shaky|rusty|sketchy|dim|cloudy|murky)\b(?=(?:, (?:like|mind|mind you|tbh|honestly|to be fair|admittedly))?,? (?:but|though)\b)",
            rf"(?<![\s\S])from what {_HINTED}|(?<=, )from what {_HINTED}",
            r"(?:nobody|no one|no-one) else (?:had|has|knew|knows)(?: (?:a|the|any))?(?: [\w-]+)? (?:key|keys|access|code|password|combination|pin)\b"
            r"[^.;!?\n]{0,80}?, so (?:it|that|the [\w-]+|[a-z]+) (?:must|has to|had to|left|did|took|forgot|broke|lost|opened|moved|let|dropped|spilled"
            r"|deleted|used|unlocked)\b",  # (a culprit's act: not "so the locksmith came at 9pm", "so we changed the locks")
            # a seventy-fifth probe's: a course foretold in the present or with "will", by a time still to come ("Our team wins the regional
            # hackathon this year", "The new hire will quit within six months", "The press fails before Christmas at this rate"; not a plan,
            # "we win", "my daughter quits piano next month", nor a condition's or a report's, nor what did not happen, "didn't win in March"),
            # a market's move foretold
            # ("House prices in our area drop 10% next year", "Interest rates go up again in September"), a client's leaving foretold
            rf"{_NOT_BEFORE_FORECAST}(?:beats|fails|collapses|goes bust|fail|collapse|go bust)\b{_NOT_ACCESS}{_NOT_A_PRIZE}{_FORETOLD}",
            # (a contest won or lost, not a thing lost or won: "The office loses its kitchen next month", "The best essay wins publication")
            rf"{_NOT_BEFORE_FORECAST}(?:wins|loses|win|lose)\b{_CONTESTED}{_FORETOLD}",
            rf"{_NOT_BEFORE_FORECAST}(?:will|is going to|are going to|is gonna|are gonna) (?:win|lose)\b{_CONTESTED}{_FORETOLD_WILL}",
            rf"{_NOT_BEFORE_FORECAST}(?:will|is going to|are going to|is gonna|are gonna) (?:quit|fail|beat|fold|collapse|go bust|get fired"
            rf"|get sacked)\b(?! [a-z]+ing\b){_NOT_ACCESS}{_NOT_A_PRIZE}{_FORETOLD_WILL}",  # (not a resolution's "will quit smoking")
            rf"(?<!\bmy )(?<!\bour )(?<!\byour )(?:{_MARKETS}) {_WHERE_IN}(?:go up|goes up|go down|goes down"
            r"|rise|rises|fall|falls|drop|drops|climb|climbs|double|doubles|halve|halves|spike|spikes|soar|soars|plunge|plunges|tumble|tumbles|crash|crashes"
            rf"|jump|jumps|rebound|rebounds|peak|peaks|bottom out|bottoms out)\b(?! on\b){_FORETOLD}",
            rf"(?<!\bmy )(?<!\bour )(?<!\byour )(?:{_MARKETS}) {_WHERE_IN}(?:will|are going to|is going to) (?:go up|go down|rise|fall|drop|climb|be down to|be up to"
            rf"|double|halve|spike|soar|plunge|tumble|crash|jump|rebound|peak|bottom out)\b{_FORETOLD_WILL}",
            # a seventy-eighth probe's: a price put up by a time still to come ("The landlord's going to put the rent up come January"; not the
            # writer's, "we're going to raise our prices"), a thing done by then foretold ("Priya will have handed in her notice by Easter"; not
            # the writer's, "I'll have finished by Friday"), the weather's course ("Monsoon will reach Mumbai early this year"), a diagnosis by a
            # relative's ("Dad's knee trouble is arthritis, same as Grandad had"), a theft by a picture of something else ("The courier nicked
            # the parcel - the photo shows it at someone else's door"), a conclusion from an absence ("…; his car's been gone all week")
            rf"{_NOT_BEFORE_FORECAST}(?:will|is going to|are going to|is gonna|are gonna) {_PUT_UP}",
            rf"(?<='s )(?<!\blet's )(?:going to|gonna) {_PUT_UP}",
            rf"(?<='re )(?<!\bwe're )(?<!\byou're )(?:going to|gonna) {_PUT_UP}",
            rf"(?<='ll )(?<!\bi'll )(?<!\bwe'll )(?<!\byou'll )put (?:the |their )?(?:rent|rents|prices?|fees?|rates?|charges?|premiums?|bills?|council tax) up\b{_FORETOLD_WILL}",
            rf"(?<![\w'])(?<!\bi )(?<!\bwe )(?<!\byou )will have (?:{_DONE_BY})",
            # an eighty-first probe's: a market's move in the future perfect, by a time to come ("Interest rates will have dropped by the time our
            # fix ends"; not the writer's own, "our rent will have gone up by …" is a market of one's own)
            rf"(?<![\s\S]){_LEVEL_FORETOLD}|(?<=[.;!?] ){_LEVEL_FORETOLD}",
            rf"(?<='ll )(?<!\bi'll )(?<!\bwe'll )(?<!\byou'll )have (?:{_DONE_BY})",
            rf"{_WEATHER}",
            _WEATHER_IT,
            # (an eighty-third probe's: a level's move foretold, by a time to come: "Our electricity bill will double this winter", "The price of
            # the season ticket will rise by ten pounds next season", "The new finance director will cut the travel budget next quarter"; not
            # a thing done, "The council will cut the grass next week", "The bread dough will double in size", nor the writer's own)
            rf"(?:{_LEVELS}){_LEVEL_MOVES}",
            # (an eighty-fourth probe's: a river's course foretold, "The river will flood the lower meadow again this winter")
            r"(?:river|brook|burn|beck|creek) (?:will|is going to|is gonna) (?:flood|burst|overflow|overtop)\b" + _FORETOLD_WILL,
            rf"{_NOT_BEFORE_FORECAST}(?:will|is going to|are going to|is gonna|are gonna) {_CUT_FORETOLD}",
            # a cause by elimination set off after the claim ("…; that's the only thing that makes that sound"; not "That's the only thing that
            # fits in the boot"), and by coincidence after a cause ("… came from the new detergent, since both started the same week"; not
            # "have shared a desk since both started on the same day")
            r"(?<=[;,] )(?:that's|that is|it's|it is) the only (?:thing|explanation|cause|culprit) (?:that |which )?(?:(?:makes|causes|gives) (?:that|this"
            r"|those|these|such an?) (?:sound|noise|noises|smell|rattle|squeak|click|clicking|leak|mark|marks|rash|stain)|explains it|could explain it"
            r"|would explain it|accounts for it|could cause that|would cause that)\b",
            _COINCIDENCE,
            # an eightieth probe's: recall owned by anyone ("As far as the deponent can now recall", "from hazy memory", Scots "Cannae mind
            # exactly, but", Pidgin "I no too remember am well, but"), a conclusion from what has not moved ("The neighbours' car hasn't moved
            # all week, so …"), a market's level foretold in the present ("Bitcoin goes past 150k before Christmas"), a spread foretold ("the
            # whole flock will have it by spring"), a culprit by a habit ("… the one nicking the copper pipe - he's always last to leave"), a
            # diagnosis by last time's ("Dad's cough is the start of pneumonia, same as last winter")
            r"as far as (?:the (?:witness|deponent|patient|caller|claimant|defendant|complainant|client|tenant|applicant|informant|respondent|resident"
            r"|family|driver|owner)) (?:can |could )?(?:now |still |just )?(?:recall|remember|recollect)\b"
            r"(?! (?:go|goes|are concerned|is concerned|are involved)\b)",
            r"(?<![\s\S])(?:from|going off|going from) (?:a |my |our |his |her |their |very )?(?:hazy|vague|faint|foggy|fuzzy|dim|patchy|shaky|dodgy) (?:memory"
            r"|memories|recollection)\b",
            r"(?<=, )(?:from|going off|going from) (?:a |my |our |his |her |their |very )?(?:hazy|vague|faint|foggy|fuzzy|dim|patchy|shaky|dodgy) (?:memory"
            r"|memories|recollection)(?= *[,;)\u2014])",
            r"(?:cannae|canna|canny) mind(?: exactly| rightly| properly| the exact [\w]+)?,? but\b",
            r"(?:can't|cannot|can not) mind (?:exactly|rightly|properly),? but\b",
            r"i no (?:too |really |fit )?remember(?: am| dat| it)?(?: well| sharp)?,? but\b",
            r"(?:hasn't|has not|haven't|have not) (?:moved|budged|been (?:moved|touched|opened|collected|used))(?: [\w']+){0,3}? (?:all|for|since|in) [\w ]{1,20},? "
            r"so (?:they're|they are|they've|he's|he is|she's|she is|they must|he must|she must|they'll|he'll|she'll)\b",
            _INDEX_LEVEL,
            _SPREAD,
            r"the ones? (?:who(?:'s| is| are)? |that(?:'s| is)? )?(?:nicking|stealing|pinching|swiping|skimming|fiddling|pilfering)\b[^.;\n]{0,80}?"
            r"(?: [-\u2014\u2013] |; |: )(?:he|she|they)(?:'s|'re| is| are) always\b",
            r"(?:cough|cold|chest|rash|temperature|fever|wheeze) (?:is|'s) the (?:start|beginning|first sign|onset) of (?:[\w'-]+ ){0,2}?[\w'-]+, "
            r"(?:just |exactly )?(?:the )?same as last (?:winter|year|time|spring|summer|autumn|month)\b"
            r"(?![^.!?\n]{0,160}\b(?:confirm\w*|diagnos\w*|gp|doctor|dr|nurse|x-ray|scan|test|tests|swab|vet|consultant|paediatrician|pediatrician|pharmacist)\b)",
            # a seventy-ninth probe's: others' parting foretold ("The Hendersons are going to split up before Christmas"), a forecast from a
            # sign seen already ("The ewes will start lambing a week early this year, they're already bagging up"), a diagnosis by symptoms
            # set off after it ("Dad's got shingles: the rash is only on one side"), a culprit by elimination ("It was the window cleaner who
            # took the earrings; he was the only one near the bedroom"), a culprit by the traces ("… is the one digging up the veg beds - the
            # holes are small"), a price foretold against a level ("Petrol will be back over 1.60 a litre by the summer holidays"), a leaving
            # read from the signs ("Our manager is leaving: she's been taking long lunches")
            rf"{_NOT_BEFORE_FORECAST}(?:will|is going to|are going to|is gonna|are gonna) {_PARTING}",
            rf"(?<='s )(?:going to|gonna) {_PARTING}",
            rf"(?<='re )(?<!\bwe're )(?:going to|gonna) {_PARTING}",
            r"got (?:shingles|chickenpox|chicken pox|measles|mumps|flu|the flu|covid|tonsillitis|strep(?: throat)?|conjunctivitis|pink eye|glandular fever|impetigo"
            r"|scabies|gout|sciatica|whooping cough|scarlet fever|hand,? foot and mouth|a chest infection|an ear infection|a uti|a kidney infection|appendicitis"
            r"|lyme disease|ringworm|cellulitis) *[:\u2014] *(?:the|his|her|their|my|a|an) (?:rash|fever|cough|temperature|spots|blisters|glands|swelling|lump|itch"
            r"|symptoms|pain)(?:'s| is| are)\b(?![^.!?\n]{0,160}\b(?:confirm\w*|diagnos\w*|gp|doctor|dr|nurse|pharmacist|prescri\w*|test|tests|swab|vet)\b)",
            rf"it was (?:the|our|my|his|her|their) [\w-]+(?: [\w-]+)? who{_CULPRIT_ACT}[^.;\n]{{0,80}}?[;,:\u2014-] (?:he|she|they)(?:'s| was| were| is| are) the only "
            r"(?:one|person|people|ones) (?:near|in|around|at|with|who)\b",
            r"the ones? (?:who(?:'s| is| are)? |that(?:'s| is)? )?(?:digging|eating|chewing|stealing|taking|nicking|scratching|killing|raiding|fouling|breaking"
            r"|knocking|tearing|ripping|pinching)\b[^.;\n]{0,80}?(?: [-\u2014\u2013] |; |: )(?:the|his|her|its|their) (?:holes|paw ?prints|footprints|muddy prints"
            r"|droppings|scratches|bite marks|feathers|teeth marks|claw marks)\b",
            _PRICE_LEVEL,
            r"(?:leaving|quitting|retiring|moving out|moving away|splitting up|breaking up|pregnant|expecting)(?: [\w']+){0,4}? *[:;\u2014] *"
            r"(?:she|he|they)(?:'s been|'ve been| has been| have been) [a-z]+ing\b(?![^.;\n]{0,40}\b(?:for \d|for (?:years|decades|months|ages)|since)\b)"
            r"[^.;\n]{0,80}? and (?:just |has |have |'s )?[a-z]+(?:ed|t)\b",
            r"(?:knee|back|hip|chest|heart|stomach|tummy|skin|ear|eye|neck|shoulder|joint|breathing|hearing|bowel|foot|leg|arm|hand|wrist|throat) (?:trouble|problems?"
            r"|pains?|aches?|condition|issues?) (?:is|are|'s) (?:[\w'-]+ ){0,3}?[\w'-]+, (?:just |exactly )?(?:the )?same as (?:[\w'-]+ ){0,2}?(?:had|has|got|gets|did)\b"
            r"(?![^.!?\n]{0,160}\b(?:confirm\w*|diagnos\w*|gp|doctor|dr|vet|x-ray|scan|test|tests|swab|biopsy|consultant|specialist|cardiologist|nurse)\b)",
            r"(?:nicked|stole|pinched|swiped|nabbed|took|kept|binned)\b[^.;!?\n]{0,80}?(?: [-\u2014\u2013] |; |: |, )the (?:photo|picture|pic|video|footage|cctv"
            r"|doorbell (?:cam|camera|footage)|camera|tracking|screenshot)s? (?:shows?|showed|puts|put) (?:it|them|the [\w-]+) (?:at|outside|by|on|near|in) "
            r"(?:someone else's|somebody else's|another|the wrong|a neighbour's|a neighbor's|next door's|the neighbours'|the neighbors')",
            r"(?<=[;:\u2014] )(?:his|her|their) (?:car|van|truck|bike|motorbike|stuff|things|clothes)(?:'s| has| have) been gone (?:all|for|since|the whole)\b",
            r"(?<= - )(?:his|her|their) (?:car|van|truck|bike|motorbike|stuff|things|clothes)(?:'s| has| have) been gone (?:all|for|since|the whole)\b",
            rf"(?:client|clients|customer|customers|sponsor|sponsors|buyer|buyers|investor|investors) (?:will )?(?:cancels|cancel|pulls out|pull out"
            rf"|walks away|walk away|drops us|drop us|leaves us|leave us|churns|churn)\b{_FORETOLD}",
            # … extrapolated ("…, at this rate"; not what is billed at a rate), a wager offered ("Bet you the school announces …"), a cause
            # concluded ("…, so the outage has to be the ISP's fault"), hearsay ("A little bird told me …"), how a thing looks ("From the look of
            # it, …"), a recollection opening a clause ("Recalling this from a chat months ago: …")
            r"(?<![\s\S])at this rate\b(?! of\b)|(?<=[.!?;:] )at this rate\b(?! of\b)|(?<=, )at this rate\b(?! of\b)",  # (opening a clause …
            _RATE_CLOSING,  # … or closing one after a time to come: "The savings pot runs dry by June at this rate" (not "Rent is billed at this rate.")
            r"(?<![\w'] )(?<![\w'])(?:bet you|betcha|bet ya)\b(?! (?:can't|cannot|didn't|don't|won't|wouldn't|couldn't)\b)",
            rf"(?:has to be|have to be|had to be|must be|can only be|has got to be|must have been|must've been) (?:the |an? |his |her |their |our |my |your "
            rf"|somebody's |someone's )?(?:[\w'-]+ ){{0,3}}?{_CULPRIT}",
            r"little (?:bird|birdie|birdy)(?: has)? (?:told|tells|whispered|whispers|mentioned) (?:me|us)\b",
            r"(?<![\s\S])from the looks? of (?:it|things|that|this)\b|(?<=, )from the looks? of (?:it|things|that|this)\b"
            r"|from the looks? of (?:it|things)(?= *[.!]| *$)",
            r"(?<![a-z] )(?<![a-z])recalling (?:this|that|it) from\b(?! (?:shops|stores|shelves|the (?:market|shelves|shops|stores)|sale|circulation)\b)",
            r"(?<!\bi )(?<!\bwe )(?:will|is going to|are going to|is gonna|are gonna) (?:[\w'-]+ )?(?:slip|flop|tank|churn|stall|backfire"
            r"|fizzle|drop to|pull out of (?:the )?(?:deal|contract|agreement|race|talks|project|partnership|sale|purchase)|miss (?:the |our |its |their |this |that )?"
            r"(?:[\w-]+ ){0,2}?(?:target|deadline|goal|budget|forecast|quota|estimate|numbers|milestone)s?(?![ -](?:review|meeting|call|session|presentation"
            r"|workshop|briefing|update))|hand in (?:his|her|their|my|your) (?:notice|resignation)|be (?:lower|higher|cheaper|dearer|more expensive) by"
            r" (?:the )?(?:christmas|easter|summer|winter|spring|autumn|the end of|next|then|january|february|march|april|may|june|july|august|september|october"
            r"|november|december))\b(?! (?:on|below|above|under|over)\b)(?![^.;!?\u2014]{0,200}\b(?:if|unless|when|whenever|starting|effective|as of"
            r"|announced|per the|according to)\b)",
        ),
    ),
    (
        HedgeCategory.GENERALIZATION,
        (
            r"typically|usually|often|generally|sometimes|occasionally|frequently",
            # (not the manner of a thing done: "the machine drained normally afterwards", "the pump is working normally")
            r"(?<!drained )(?<!worked )(?<!works )(?<!working )(?<!runs )(?<!running )(?<!functions )(?<!functioning )(?<!functioned )(?<!behaves )"
            r"(?<!behaving )(?<!behaved )(?<!operates )(?<!operating )(?<!breathes )(?<!breathing )(?<!eats )(?<!eating )(?<!sleeps )(?<!sleeping )normally",
            r"in (?:most|some|many) cases",
            # (a ninety-fourth probe's, with a code reader's mends) an appeal to what everyone knows, set off ("…, as everyone knows.", "As we all
            # know, …"; not "as we all know each other", "as everybody knows the way")
            r"(?<=, )as (?:everyone|everybody|we all|anyone|any fool|the whole world) (?:knows|know)(?= *[.!\x29]| *$)",
            r"(?<![\w'] )(?<![\w'])as (?:everyone|everybody|we all|anyone) (?:knows|know)(?= *,)",
        ),
    ),
    (
        HedgeCategory.APPROXIMATION,
        (
            r"approximately|approx\.?|roughly|circa|ballpark",
            rf"(?:around|about|ca\.|nearly|almost|some) (?={_NUM})",
            # an amount in its unit held loosely (a forty-ninth session's probes: "is something like 900 MB uncompressed", "takes something like
            # nine hours"), after a verb of amount (`_AMOUNT_BEFORE`); not an output's or a format's example ("ends with something like 3 files
            # changed", "a release tag is something like 2024.05.1", "returns something like 200 OK")
            rf"something like (?=(?:{_NUM}[\d.,]*+|{_NUMBER_WORD}) ?{_AMOUNT_UNIT})",
            rf"something in the region of (?=(?:{_NUM}[\d.,]*+|{_NUMBER_WORD}) ?{_AMOUNT_UNIT})",
            r"~ ?(?=\d)",
            r"more or less|or so|give or take|on the order of|or thereabouts",
            # (a ninety-fourth probe's, with a code reader's mends) a claim held to a degree, set off: "… are, to some extent, a scam", "… was, in a
            # way, the worst decision" (not prose's degree, "compresses to some extent", a manner, "configured in a way that …", nor a direction,
            # "folded, in one way, then the other")
            r"(?<=, )to (?:some|a certain) (?:extent|degree)(?= *,)",
            r"(?<=, )in (?:a|some) (?:way|sense|manner of speaking)(?= *,)",
            # a day, a time or a number word with "-ish": "Thursday-ish", "noonish", "fortyish"
            r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|noon|midnight|morning|evening|afternoon|weekend"
            r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)-ish\b",
            # … written as one word ("noonish", "thursdayish": a token of its own in the lead-word index), or alone after a comma ("8:15, ish")
            r"(?:mondayish|tuesdayish|wednesdayish|thursdayish|fridayish|saturdayish|sundayish|todayish|tomorrowish|tonightish|noonish|midnightish|morningish|eveningish|afternoonish|weekendish|oneish|twoish|threeish|fourish|fiveish|sixish|sevenish|eightish|nineish|tenish|elevenish|twelveish|twentyish|thirtyish|fortyish|fiftyish|sixtyish|seventyish|eightyish|ninetyish|hundredish)\b",
            r"(?<=, )ish(?= *[.!;,]| *$)",
            r"(?<![\d.])\d+(?:\.\d+)?-?ish",
            # (a ninety-sixth probe's) a number with "-odd": "seven-odd hours", "eighty-odd thousand", "30-odd" (not "odd-numbered", "an odd number")
            r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty"
            r"|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen|score)-odd\b(?! (?:pages?|numbers?|numbered)\b)",
            r"(?<![\d.])\d{2,}+[\d,]*+-odd\b(?! (?:pages?|numbers?|numbered|rows?|lines?)\b)",  # (possessive: linear on a run of digits)
            # (a ninety-seventh probe's) "-something" of an amount ("forty-something thousand dollars"; not an age group, "a thirty-something couple")
            r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)-something\b(?= (?:thousand|hundred|million|grand|k\b|quid|pounds|dollars|euros"
            r"|bucks|percent|per cent|%|gb|tb))",
            # a thing's one number held between two neighbours, after its verb and closing the clause ("Ananya is six or seven now", "the
            # boiler's ten or eleven years old"; not a rule's range, "for ages six or seven", "two or three evenings a week")
            r"(?<=\bis )" + _NEIGHBOURS,
            r"(?<=\bwas )" + _NEIGHBOURS,
            r"(?<='s )" + _NEIGHBOURS,
            r"(?<=\babout )" + _NEIGHBOURS,
            r"(?<=\baround )" + _NEIGHBOURS,
        ),
    ),
)

# How much each finding says the claim is a guess; combined as 1 - prod(1 - w).
WEIGHTS: dict[HedgeCategory, float] = {
    HedgeCategory.SPECULATION: 0.9,
    HedgeCategory.UNCERTAINTY: 0.9,
    HedgeCategory.SUGGESTION: 0.8,
    HedgeCategory.TECHNICAL_HEDGE: 0.4,
    HedgeCategory.GENERALIZATION: 0.4,
    HedgeCategory.APPROXIMATION: 0.3,
}

# "may" is the month, not a hedge, after these words or before a number ("in May", "May 2024").
_MONTH_BEFORE = frozenset("in on since by until till of early late mid during before after from through last next this each every end start beginning".split())
_MONTH_AFTER = lazy(r" ?(?:\d|-|/|(?:st|nd|rd|th)\b)")
_MAY_AGREES = lazy(r" (?:((?!(?:i|we|you|they|he|she|it|the|a|an|this|that|these|those|there|not|be|have|get|become|also|still)\b)[a-z'-]+) )?"
                   r"(?:is|was|has|'s|brings|means|suits|(?![a-z]*eed\b)[a-z]{2,}ed)\b")


def _bounded(pattern: str) -> str:
    """A pattern that ends at a word end (a trailing lookahead states its own end)."""
    return pattern if "(?=" in pattern else rf"(?:{pattern})(?!\w)"


_STRUCTURE = re.compile(r"[()|]")  # (compiled at import: the lead-word index below reads every pattern with it)


def _top_level_alternatives(pattern: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for mark in _STRUCTURE.finditer(pattern):  # (only the marks: a walk of every character cost ~20 ms of a start)
        i, ch = mark.start(), mark.group()
        if ch == "(" and pattern[i - 1 : i] != "\\":
            depth += 1
        elif ch == ")" and pattern[i - 1 : i] != "\\":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
    parts.append(pattern[start:])
    return parts


_LOOKBEHINDS = lazy(r"^(?:\(\?<[!=][^()]*\))+")


def _lead_words(pattern: str) -> set[str] | None:
    """The words a pattern's match can start with; None for a pattern led by a symbol or digit."""
    leads: set[str] = set()
    for alt in _top_level_alternatives(pattern):
        alt = _LOOKBEHINDS.sub("", alt)  # what a match may not follow; its first word comes after
        group = re.match(r"\(\?:([^()]*)\)(\??)", alt)
        if group:
            assert not group.group(2), f"optional lead in hedge pattern {alt!r}: start it at a required word"
            heads = [g.split(" ")[0] for g in group.group(1).split("|")]
        else:
            heads = [alt.split(" ")[0]]
        for head in heads:
            word = re.match(r"[^\W\d_]+", head)  # (letters of any script: "多分")
            if not word:
                return None
            leads.add(word.group())
    return leads


def _joined(entries: list[tuple[HedgeCategory, int, str]]) -> str:
    # In PATTERNS order, so where two match at one place the earlier category wins.
    return "|".join(rf"(?P<{cat.value}_{i}>{_bounded(pat)})" for cat, i, pat in entries)


@cache
def _compiled(source: str) -> re.Pattern[str]:
    """A lead word's patterns, compiled the first time that word stands in a claim: a claim meets a handful
    of the ~130 lead words, and compiling them all cost ~50 ms of every start (#39)."""
    return re.compile(source)


def _index() -> tuple[dict[str, str], str]:
    by_lead: dict[str, list[tuple[HedgeCategory, int, str]]] = {}
    symbol_led: list[tuple[HedgeCategory, int, str]] = []
    for cat, pats in PATTERNS:
        for i, pat in enumerate(pats):
            leads = _lead_words(pat)
            assert leads is not None or _LOOKBEHINDS.sub("", pat)[:1] in "~\\", f"hedge pattern {pat!r} opens with no word: it would run only beside '~' or 'ish'"
            if leads is None:
                symbol_led.append((cat, i, pat))
            for lead in leads or ():
                by_lead.setdefault(lead, []).append((cat, i, pat))
    return {lead: _joined(entries) for lead, entries in by_lead.items()}, _joined(symbol_led)


# Patterns are tried only where a word that can start them stands: at ~15 words a claim and
# a handful of lead words, that is a few dict lookups instead of ~45 alternatives everywhere.
_BY_LEAD, _SYMBOL_LED = _index()
_WORD_AT = lazy(r"\w+")
_GROUP_CATEGORY = {f"{cat.value}_{i}": cat for cat, pats in PATTERNS for i in range(len(pats))}


@dataclass(frozen=True, slots=True)
class HedgeReport:
    """What `find_hedges` found: the findings, their phrases, and a 0..1 speculation score."""

    findings: tuple[HedgeFinding, ...]
    speculation_score: float
    blocking: tuple[HedgeFinding, ...] = field(init=False)  # read on every claim, so made once

    def __post_init__(self) -> None:
        object.__setattr__(self, "blocking", tuple(f for f in self.findings if f.blocks))

    @property
    def reviewing(self) -> tuple[HedgeFinding, ...]:
        return tuple(f for f in self.findings if not f.blocks)

    @property
    def words(self) -> list[str]:
        return [f.phrase for f in self.findings]


# Mentions: code spans, and quotations (double, typographic, guillemets, or single quotes that
# are not apostrophes). Found in the original content, where backticks and quotes still are.
_MENTIONS = lazy(
    r"(`+)[^`]+?\1"
    r'|"[^"\n]{1,300}"'
    r"|\u201c[^\u201d\n]{1,300}\u201d"
    r"|\u00ab[^\u00bb\n]{1,300}\u00bb"
    r"|(?<![\w'])'(?:[^'\n]|(?<=[^\W\d_])'(?=[^\W\d_])){1,80}'(?![\w'])"  # (an apostrophe inside a word: 'Maybe she's born with it')
)
_QUOTE = lazy("[`\"'\u201c\u00ab]")
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_LEET_L = str.maketrans({"0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_LEET_TOKEN = lazy(r"[a-z0-9@$]*[0-9@$][a-z0-9@$]*")
_LETTERS = lazy(r"[a-z]")
_SHAPE = str.maketrans({**{c: "a" for c in "abcdefghijklmnopqrstuvwxyz"}, **{c: "0" for c in "0123456789@$"}})


@cache
def _hedge_words(cues: CueModel) -> frozenset[str]:
    """Words a leet spelling may stand for: those of the patterns and the learned cue words (read in their context)."""
    words = {w for _, pats in PATTERNS for p in pats for w in re.findall(r"[a-z]{3,}", p)}
    words.update(w for w in cues.vocabulary if w.isalpha())
    return frozenset(words)


def _leet_suspects(text: str) -> bool:
    """Whether a word may be spelled with digits for letters: a letter, digit, letter run (or two
    letters and a digit, or a digit and two letters), or a lone "1" (`1 th1nk`). On the text's
    shape, letters as `a` and digits as `0`, with substring tests: most claims pass at once."""
    shape = text.translate(_SHAPE)
    return "a0a" in shape or "aa0" in shape or "0aa" in shape or " 1 " in text or text.startswith("1 ")


def _deleet(text: str, cues: CueModel) -> str:
    """`text` with digit-for-letter spellings of hedge words read as letters (same length).

    Called only where `_leet_suspects` says a spelling may be there."""
    vocab = _hedge_words(cues)
    out = list(text)
    for m in _LEET_TOKEN.finditer(text):
        token = m.group()
        letters = len(_LETTERS.findall(token))
        if token != "1" and letters < 2:
            continue  # a number, or an identifier such as p99, h264, w593 (two letters and more may spell a word: "5ur3", "b3l13v3")
        for table in (_LEET, _LEET_L):
            word = token.translate(table)
            if word in vocab or (token == "1" and _next_word(text, m.end()).translate(_LEET) in vocab):
                out[m.start() : m.end()] = word
                break
    return "".join(out)


# A word's letter held for effect ("maaaybe", "proooobably"): three of one letter in a row, which no English word writes.
_STRETCHED = lazy(r"([^\W\d_])\1\1")
_HELD = lazy(r"([^\W\d_])\1{2,}")  # a letter held: three or more of it in a row (a word's own double letter is left)


def _unstretch(text: str, cues: CueModel) -> str:
    """`text` with a stretched spelling of a hedge word read as the word, padded with spaces to the same length
    ("maaaybe" is read "maybe  "): each run of three or more of a letter cut to one, or to two ("proooobably" is
    "probably", "suuuppose" "suppose"; "baaad" no hedge). Word by word: one pass over the text."""
    vocab = _hedge_words(cues)
    out = list(text)
    for m in _WORD_AT.finditer(text):
        token = m.group()
        if not _STRETCHED.search(token):
            continue
        for keep in (r"\1", r"\1\1"):
            word = _HELD.sub(keep, token)
            if word in vocab:
                out[m.start() : m.end()] = word.ljust(len(token))
                break
    return "".join(out)


def _next_word(text: str, at: int) -> str:
    m = re.match(r" ([a-z0-9@$']+)", text[at:])
    return m.group(1) if m else ""


# A quotation or code span is a mention when the words around it say so: something reports or
# names it ("replied", "called", "the error text is …"), or a noun follows that it names ("the
# `maybe` helper"). Without such a frame, quotes around a hedge are scare quotes, still a hedge.
_FRAME_BEFORE = frozenset(
    "said says say saying replied replies reply wrote writes write asked asks answered answer answers "
    "called named labelled labeled titled reads read text message error string label button option value "
    "phrase word term quote quoted prints printed shows shown displays displayed returns returned logs phrases words "
    "logged responds responded status heading title caption prompt means meaning translates translated glossed reading "
    "pronunciation pronounce pronounced pronouncing spelling spelled spelt translation expression".split()
)
# A work whose title is quoted after it, capitalized as titles are: "the podcast episode 'As Far As I Know: …'"
# (not "the podcast 'maybe next week'": no title; nor after everyday words, 'Of course "Maybe Next Tuesday"', "book", "show", "game").
_WORKS = frozenset(
    "episode podcast audiobook ebook song film movie album chapter lecture webinar article novel poem essay documentary newsletter motto "
    "slogan memoir memoirs biography autobiography anthology tagline catchphrase".split()
)
# … and sayings, quoted right after their name as written, in any case: 'the slogan "Probably the best lager in the world"'
_SAYINGS = frozenset("slogan slogans motto mottos tagline catchphrase strapline jingle saying sayings proverb adage".split())
# … and works named by a noun of an event or a run, only right before the title: "the talk series 'To My Knowledge'"
# (not "the workshop date is 'I Believe The Second Week Of June'", "Our Series B closes 'Probably Late Q3'")
_WORKS_NEXT = frozenset("series talk workshop seminar column blog game band app".split())
# … and works named by an everyday noun only after the title: "the 'Off the Top of My Head' improv show" (before it, "show" is
# a verb as often: "shows 'Maybe Next Tuesday'")
_WORKS_AFTER = frozenset("show shows play musical concert exhibition exhibit game book course class festival tour production special".split())
_ANY_WORK = _WORKS | _WORKS_NEXT | _WORKS_AFTER
# the things named only after a determiner ("the 'from memory' toggle"): words that open a sentence too ("… 'maybe' switch to …")
_THINGS_NAMED = frozenset("toggle toggles checkbox switch menu icon link filter preset shortcut dropdown badge".split())
_FRAME_AFTER = _THINGS_NAMED | frozenset(
    "helper helpers function method type class flag option field button label value status command module "
    "call keyword constant variable setting parameter argument column table key string message error "
    "response answer reply text enum variant macro component prop hook means meant "
    "section heading header paragraph sentence tooltip placeholder slide tab".split()  # not a caveat's: "(the usual 'I think' caveat)"
)
# a person's names: "by Lisa Bird-Wilson", or one name alone before its clause's end or its verb ("'Possibly Maybe' by Björk is …";
# not "by Monday")
_BY_AUTHOR = lazy(
    r"\s+by\s+(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October"
    r"|November|December|Noon|Midnight|Then|Now)\b)[A-Z][\w.'-]*(?:\s+[A-Z]|\s+(?:is|was|are|were)\b|\s*[,.;!]|$)"
)
_QUESTION_FRAME = frozenset("item items question questions survey poll form field faq quiz questionnaire".split())
_CODE_LIKE = lazy(r"[_()<>\[\].:=/#{}]|[a-z][A-Z]|[a-z]-[a-z]")  # (a ninety-seventh probe's: "the `perhaps-cache` repo")


_AFTER_TITLE = lazy(r"[\s\"'\u201d\u00bb)]*([a-z]+)(?: ([a-z]+))?(?: ([a-z]+))?")
# words that modify no noun after a title: "'…' per class", "'…' so book movers", "'…' the show starts", "'…' and book the van"
_NOT_MODIFIERS = frozenset("the a an and or but so per at in on for to of by with from is was are were then if as this that its it".split())
_NOUN_NEXT = frozenset("at in on from by for with tonight tomorrow tickets ticket is was starts started runs ran opens closed sold".split())


# (a ninety-sixth probe's look-alike) a title as the subject of a work's noun: "'I Think We're Alone Now' was my parents' wedding song"
_TITLE_IS_WORK = lazy(r"\s*(?:is|was|has been|became)\s+(?:(?:(?:a|an|the|my|our|his|her|their|its|[\w-]+'s|[\w-]+s'|[\w-]+\u2019s)\s+){0,2}"
                      r"(?:(?!(?:when|where|what|how|why|who|for|about|to|in|on|at)\b)[\w-]+\s+)?(?:song|songs|tune|track|album|single|anthem|film|movie|book|novel|show"
                      r"|series|play|podcast|poem|hymn|ballad|slogan|motto|catchphrase|game|painting|musical|opera|record|dance|lullaby|playlist|karaoke)\b"
                      r"|(?:sung|played|performed|read out|recited|streamed|screened|covered)\b|on (?:the |my |our |their |his |her )?(?:[\w'\u2019-]+\s+){0,2}?"
                      r"(?:playlist|setlist|radio|album|tracklist|record|jukebox)\b)", re.IGNORECASE)
# … or after a verb of watching, hearing, singing or playing it: 'We watched "Maybe Baby" on our first date', 'set to "Perhaps, Perhaps, Perhaps"'
_MEDIA_VERBS = frozenset("watched watch watching rewatched sang sing sung singing played play playing streamed stream "
                         "danced dance covered cover hummed hum whistled".split())


def _work_after(after: str) -> bool:
    """A work's everyday noun after its title in the same clause: as the head of one word before it ("the '…' improv show",
    "… comedy special") or before a preposition, a verb of its own or the end ("the '…' show at the Lyric"); not a verb
    ("'…' show it to Sam", "'…', book the tech": a clause's end between)."""
    m = _AFTER_TITLE.match(after)
    if m is None:
        return False
    first, second, third = m.groups()
    if first in _WORKS or (second in _WORKS_AFTER and first not in _WORKS_AFTER and first not in _NOT_MODIFIERS):
        return True
    rest = after[m.end(1) :]
    return first in _WORKS_AFTER and (second is None and not rest.strip()[:1].isalnum() or second in _NOUN_NEXT) and third != "it"


def _same_shape(text: str, start: int, end: int) -> bool:
    """Whether the number held open at start:end is like one its clause states before it ("Postgres 14, unless it's 13"; not
    "at 4pm, unless it's 40")."""
    stated = _STATED_NUMBER.search(text, max(0, start - 120), start)
    held = re.search(r"\d[\d.]*", text[start:end])
    return stated is not None and held is not None and stated.group(1).count(".") == held.group().count(".") and (
        abs(len(stated.group(1)) - len(held.group())) <= 1)


def _earlier_in_sentence(words: str) -> re.Pattern[str]:
    """One of `words` before a place, in its sentence (searched in a window that ends there)."""
    return re.compile(rf"\b(?:{words})\b[^.!?\n]*$")


_SUPERLATIVE = _earlier_in_sentence("favourite|favorite|best|worst|top|greatest|finest")
_DOUBTING = frozenset(
    "sure unsure know knew wonder wondering wondered unclear decide decided check checking ask asked see tell certain doubt forget forgot remember "
    "recall idea".split()
)
_CHOICE = _earlier_in_sentence("can|could|either|choose|choice|pick|allowed")  # (not "may": the month as often)
_HABIT = _earlier_in_sentence("never|always|only|used to|would|usually|every|each|whenever")
# A forecast someone named made, reported: "The coach told reporters that the captain will miss the final" (what was said is the fact)
_REPORTED = lazy(r"\b(?:said|says|told|tells|announced|announces|confirmed|confirms|reported|reports|warned|warns|stated|states|wrote|writes"
                       r"|according to|predicted|predicts|expects|expected)\b(?:(?!\b(?:but|aside|though|although|however)\b)[^.;!?]){1,140}?\b[\w'-]+ $")
_STATUS_BEFORE = lazy(r"\b(?:left|marked|flagged|listed|shown|labell?ed|kept|remains?|stays?|appears|seems|being|been|are|is|was|were|be)"
                            r"\s+(?:(?:now|currently|still|as yet)\s+)?$")
# A requirement's "must have", with the time it must be done by in its clause: "Patients must have stopped taking aspirin seven days before the
# procedure" (not an inference's "All the backups must have failed on the night of the storm")
_DEADLINE = lazy(r"[^.;!?,]*?\b(?:before|by the time|prior to|within|ahead of|no later than|in order to)\b")  # (in its clause)
# Whoever a requirement's "must have" is of: a class of people, "you", or a purpose opening the sentence ("To claim sick pay, you must have …")
_REQUIRED_OF = lazy(r"\b(?:you|applicants|candidates|drivers|members|visitors|entrants|entries|participants|students|pupils|staff|employees"
                          r"|(?:every|each) [a-z]+|(?:the|an?|your) (?:applicant|candidate|claimant|tenant|user|student|pupil|driver|member|visitor|entrant"
                          r"|participant|employee|customer|patient|voter|child|vehicle|car|account|signatory|holder|owner|buyer|seller|borrower)"
                          r"|users|customers|patients|voters|claimants|tenants|anyone|everyone)\s+$")  # (a class of people: "A delivery driver" is one)


def _required_of(text: str, at: int) -> bool:
    """Whether the "must have" at `at` is of a class of people, right before it, or its sentence opens with a purpose ("To claim sick pay,
    you must have …"; not "The letter to Sam must have been lost")."""
    return _REQUIRED_OF.search(text, max(0, at - 40), at) is not None or text[sentence_span(text, at, reach=300)[0] :].lstrip().startswith("to ")


def _required_by(text: str, start: int, end: int, phrase: str) -> bool:
    """Whether a "must have" is a requirement by a time ("… seven days before the procedure"), read in its own clause: a match that runs on
    into what it was concluded from ("…, it was fine before breakfast") is read to where that begins."""
    cuts = [i for mark in (",", ";", " - ", " \u2014") if (i := phrase.find(mark)) >= 0]
    if cuts:
        return _DEADLINE.match(text, start, start + min(cuts)) is not None
    return _DEADLINE.match(text, end, min(len(text), end + 120)) is not None


# … an act concluded of someone or something known, its clause serving no purpose: "The courier must have left the parcel with a neighbour"
# (not a rule's "Players must have registered with the league to play in the cup", "Every car must have passed its MOT to park …")
_DEFINITE_BEFORE = lazy(r"(?:^|[,;:.!?(] *|\b(?:and|but|so|because|that|then|which|who) )(?:the|my|our|his|her|their|this|that|someone|somebody|he|she"
                              r"|they|it|we|i|[a-z]+'s)\b[^,;:.!?]{0,40}$")
_PURPOSE_AFTER = lazy(r"[^,;:.!?]*?\b(?:to (?!(?:the|a|an|my|our|his|her|their|its|your|this|that|these|those|some|me|us|him|them|bed|work|school|town"
                            r"|church|hospital)\b)[a-z]+|in order to|so that|for the best)\b")


def _concluded_of(text: str, start: int, end: int) -> bool:
    """Whether a "must have" and its act (`(?#an act concluded)`) are said of someone or something known, serving no purpose."""
    return _DEFINITE_BEFORE.search(text, max(0, start - 60), start) is not None and _PURPOSE_AFTER.match(text, end, min(len(text), end + 120)) is None


# A cause by elimination needs a cause before it: "The outage came from the DNS change; nothing else changed that morning"
_CAUSE = lazy(r"\b(?:caused|cause|because|due to|down to|came from|comes from|blame|culprit|reason|triggered)\b")
_FORECAST_LEADS = ("will ", "is going to ", "are going to ", "is gonna ", "are gonna ")
# The forecasts read by a time still to come (`_FORETOLD`): not a condition's consequence, "If Sam leaves, the team fails next quarter"
def _groups(of: Callable[[str], bool]) -> frozenset[str]:
    """The match groups (`_joined`'s names) of the patterns `of` picks out: a post-filter asks a match's group which reading it is."""
    return frozenset(f"{cat.value}_{i}" for cat, pats in PATTERNS for i, pat in enumerate(pats) if of(pat))


_FORETOLD_GROUPS = _groups(lambda pat: _NOT_A_CONDITION in pat)
_CONCLUDED_GROUPS = _groups(lambda pat: "(?#an act concluded)" in pat)
_CONDITION_BEFORE = _earlier_in_sentence("if|unless|without(?! (?:a|any) doubt)|when|whenever|once(?! again)|should|in case|provided|every|each|always|usually|whoever|whichever"
                                         "|under (?:the |league |club |fifa |competition )?rules")
# … nor one its maker is said to have told, after it ("The customer cancels their subscription next month, as she confirmed by email")
_REPORTED_AFTER = lazy(r"[^.!?\n]{0,120}?\b(?:told|tells|said|says|confirmed|confirms|announced|announces|emailed"
                             r"|wrote|written|informed|notified|according to|rang|notice)\b")
# A culprit named after a conclusion's word: "…, so the outage has to be the ISP's fault" (not a rule's "the damage has to be the courier's fault")
_CULPRIT_GROUPS = _groups(lambda pat: _CULPRIT in pat)
_RATE_GROUPS = _groups(lambda pat: pat == _RATE_CLOSING)
_HELD_OPEN_GROUPS = _groups(lambda pat: pat == _HELD_OPEN_NUMBER)
_COINCIDENCE_GROUPS = _groups(lambda pat: pat == _COINCIDENCE)
_IN_THE_PAST_GROUPS = _groups(lambda pat: "(?#in the past)" in pat)
_BETWEEN_NUMBERS = lazy(r"\bbetween [\u00a3$\u20ac]?\d")  # "somewhere between 5% and 8% \u2014 one of those"
# a name given after a thing's noun, or after "is called" before a compound or a gloss ("The repo called maybe-later …", "Our CLI is called
# perhaps, short for …"; not a phone call, "Mum called maybe twice", nor "The strike was called apparently …")
_CALLED = lazy(r"\b(?:repo|repository|project|tool|app|cli|command|channel|team|service|library|package|module|file|folder|branch|band|song|album|book"
               r"|film|show|podcast|cafe|pub|shop|restaurant|dog|cat|horse|boat|house|street|game|script|server|cluster|database|bucket|job|pipeline"
               r"|feature|flag|plugin|crate|gem|org|company|startup|product|brand|hashtag|label|tag|group) (?:called|named|dubbed|nicknamed|codenamed)\s+$")
_IS_CALLED = lazy(r"\b(?:is|was|are|were) (?:called|named|dubbed|nicknamed|codenamed)\s+$")


def _given_name(text: str, start: int, end: int) -> bool:
    """Whether the word at start:end is a name given after "called" (`_CALLED`, `_IS_CALLED`), before a compound or a gloss."""
    return text[end : end + 1] in (",", "-", "_") and bool(_CALLED.search(text, max(0, start - 24), start) or _IS_CALLED.search(text, max(0, start - 16), start))


_AFTER_AN_OR_GROUPS = _groups(lambda pat: "(?#after an or)" in pat)
# a clause in the past before "sometime between" (not a window to do it in: "Plant garlic sometime between October and December")
_PAST_BEFORE = lazy(r"(?:\b(?:was|were|got|had|did|happened|went|came|left|broke)\b|(?<!\bare )(?<!\bis )(?<!\bbe )(?<!\bbeen )(?<!\bbeing )\b[a-z]{3,}ed\b)"
                   r"[^,.;!?\n]{0,40}$")
# … not a choice offered or allowed ("The old lease allowed payment on the 1st or the 15th", "the slots HR offered were the 3rd or the 10th")
_CHOICE_BEFORE = lazy(r"\b(?:offered|offers?|allowed|allows?|options?|choice|choices|pick|choose|chose|slots?|either|can|could|may)\b[^.;!?\n]{0,60}$")
_WEATHER_GROUPS = _groups(lambda pat: pat in (_WEATHER, _WEATHER_IT, _PRICE_LEVEL, _INDEX_LEVEL))
_BETWEEN_GROUPS = _groups(lambda pat: pat == _BETWEEN_WORDS)
# A diagnosis by a relative's or last time's ("…, same as Grandad had") is none where a clinician or a test stands before it in its sentence
_DIAGNOSIS_GROUPS = _groups(lambda pat: "same as" in pat and "(?:just |exactly )?" in pat)
_CLINICIAN_BEFORE = _earlier_in_sentence("gp|doctor|dr|nurse|vet|consultant|paediatrician|pediatrician|pharmacist|x-ray|scan|tests?|confirmed|diagnosed"
                                         "|swab|blood|specialist|cardiologist|physio")
# … not an exception to a rule ("works on any Python, unless it's 2.7"), and a value of the same shape stated before it
_ANY_BEFORE = _earlier_in_sentence("any|all|every|each|most|whatever|whichever")
_STATED_NUMBER = lazy(r"\b[a-z][\w-]* v?(\d{1,4}(?:\.\d{1,4}){0,2}),[^,]*$")
# … a forecast someone issued, reported before it ("According to the Met Office, rain will arrive tomorrow")
_FORECASTER = _earlier_in_sentence("according to|per|forecast|forecasts|met office|met \u00e9ireann|warning|warns|warned|issued|predicts|predicted|says|said"
                                   "|shows|show|app|bulletin|alert|expects|expect|expected|bureau|projection|projects|figures|budget|under the|official"
                                   "|analysts?|strategists?|economists?|forecasters?|predict")
_TIME_TO_COME = _earlier_in_sentence("tomorrow|tonight|next|within|before|by|soon|sooner or later|any day now|this (?:year|month|week|quarter|season)")
_CONCLUDED = _earlier_in_sentence("so|therefore|thus|hence|which means|clearly|obviously")
# A value with an error bar of a third of it or more: "40 bar (±15 bar; …)", "saves 40% (± 35 percentage points)" (a spec's "±0.1 mm" is none)
_ERROR_BAR = lazy(r"(?P<approximation_0>(?<![\d.,:])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:(k|m|bn|b)(?![a-z]))?\s*(?:(%)|[a-z]{1,12}(?: [a-z]{1,12})?)?"
                        r"\s*[\x28\x5b]?\s*(?:\u00b1|\+/-|plus or minus)\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s*%)?)")


def _wide(m: re.Match[str]) -> bool:
    """An error bar of more than 30% of its value, in the value's own units ("±5%" of "1.2M EUR" is a relative one)."""
    value, scaled, of_percent, error, percent = float(m.group(2).replace(",", "")), m.group(3), m.group(4), float(m.group(5).replace(",", "")), m.group(6)
    if percent and not of_percent:
        return error > 30  # a relative error bar
    return not scaled and value > 0 and error > 0.3 * value  # (a tolerance of a quarter, "8 ± 2 minutes", "4 ± 1 °C", is a measurement's)


# A word named unquoted after its noun: "the Polish word chyba", "covers the words perhaps, seemingly and certainly" (not "the word is, …")
_WORD_NAMED = lazy(r"\b(?:the|a|an|these|those) (?:[a-z]+ )?(?:words?|term|phrase|expression)(?: for [\w' ]{1,20}?)?(?: (?!is\b|was\b|has\b|on\b)[\w'-]+(?:,| and| or))*\s*$")
def _naming(text: str) -> bool:
    """Whether `text` holds a noun that names a word (`_WORD_NAMED`): most claims hold none, and the look-back is asked of each hedge."""
    return "word" in text or "term" in text or "phrase" in text or "expression" in text


_NAMED_ENDS = lazy(r"\s*(?:[,.;:)!?]|$| (?:and|or|in|is|was|means|meant|for|as|from|which|that|at|on|during|today|yesterday|to|too)\b)")
# what a modal follows in a question someone asked, reported: "asked my landlord whether I", "asked if we"
_ASKED_IF = lazy(r"\b(?:asked|asks|enquired|inquired)(?: (?!(?:and|but|so|then)\b)[\w']+){0,3}? (?:whether|if) (?:[\w']+ ){1,3}$")
# Quoted words listed as words: a pair joined by "and" or "or" (no comma: "'I think', and 'probably' the rent goes up" is two hedges)
# after a word that introduces words ("with", "like", "using" …)
_LIST_FRAME = frozenset(
    "with like using use uses avoid avoiding ban banned bans saying say says stop replace replacing drop dropping as covers cover includes include "
    "listed learned learnt learning taught teaches".split()
)
_LISTED_QUOTE = lazy(r"\s+(?:and|or|nor)\s+['\"\u2018\u201c`]")
_LISTED_QUOTE_BEFORE = lazy(r"(['\"\u2018\u201c`])[^'\"\u2018\u2019\u201c\u201d`\n]{1,80}['\"\u2019\u201d`]\s+(?:and|or|nor)\s+$")


def _listed_second(source: str, start: int) -> bool:
    """The second of a pair of quoted words listed after a word that introduces words (`_LIST_FRAME`)."""
    pair = _LISTED_QUOTE_BEFORE.search(source, max(0, start - 100), start)
    if pair is None:
        return False
    words = re.findall(r"[a-z]+", source[max(0, pair.start() - 40) : pair.start()].lower())
    return bool(words) and words[-1] in _LIST_FRAME
_NAMING = frozenset("named called titled dubbed nicknamed christened word term codename nickname name alias".split())


_TITLE_WORD = lazy(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")  # a title's words, a contraction one word ("I'm")


def _framed(source: str, start: int, end: int, code: bool) -> bool:
    """Whether the mention candidate source[start:end] is framed as a mention (see above)."""
    if code and _CODE_LIKE.search(source[start:end].strip("`")):
        return True  # an identifier or a snippet: code, whatever stands around it
    before = re.findall(r"[a-z]+", source[max(0, start - 40) : start].lower())[-3:]
    # the word right after it, no sentence or clause end between, not the start of a compound ("'probably' link-aggregated")
    after = re.match(r"[\s\"'\u201d\u00bb)]*([a-z]+)(?![\w-])", source[end : end + 30].lower())
    named = after is not None and after.group(1) in _FRAME_AFTER and (after.group(1) not in _THINGS_NAMED or (bool(before) and before[-1] in _DETERMINERS))
    if _FRAME_BEFORE.intersection(before) or named:
        return True  # (a toggle's, a menu's … name only after "the", "a" …: "'probably' switch to …" is no switch's)
    quoted = source[start:end].strip("'\"\u201c\u201d\u00ab\u00bb")
    if quoted.rstrip().endswith("?") and _QUESTION_FRAME.intersection(before):
        return True  # a question quoted as one ("The survey item 'How likely are you to recommend us?' averaged 8.1")
    if len(words := _TITLE_WORD.findall(quoted)) >= 2 and _book_title(words) and _BY_AUTHOR.match(source, end):
        return True  # a work credited to its author: "'Probably Ruby' by Lisa Bird-Wilson", "'Maybe I'm Amazed' by Paul McCartney"
    clause = re.findall(r"[a-z]+", re.split(r"[.;:!?,]", source[max(0, start - 60) : start].lower())[-1])[-6:]
    if (before and before[-1] in _LIST_FRAME and _LISTED_QUOTE.match(source, end)) or _listed_second(source, start):
        return True  # quoted words listed as words after "with", "like", "using" …: "padding emails with 'I think' and 'perhaps'"
    named_in = re.findall(r"[a-z]+", re.split(r"[.;:!?,]", source[max(0, start - 80) : start].lower())[-1])[-9:]
    if _NAMING.intersection(named_in) and len(quoted.split()) <= 3:
        return True  # a name or a word given further back in its clause: "We named our café in Utrecht 'Misschien'", "my favourite word so far is 'vielleicht'"
    if before and (before[-1] in _SAYINGS or (before[-1] in ("is", "was") and _SAYINGS.intersection(clause))):
        return True  # a saying quoted after its name, whatever its case: 'the slogan "Probably the best lager in the world"'
    # (the work named as the subject of "is" before its title: 'My favourite song from the musical Annie is "Maybe"')
    named = bool(_WORKS.intersection(before)) or (bool(clause) and clause[-1] in ("is", "was") and bool(_ANY_WORK.intersection(clause)))
    named = named or (bool(before) and before[-1] in _WORKS_NEXT) or (after is not None and after.group(1) in _WORKS)
    named = named or _work_after(source[end : end + 40].lower()) or _TITLE_IS_WORK.match(source, end) is not None
    named = named or (bool(before) and (before[-1] in _MEDIA_VERBS or before[-2:] in (["set", "to"], ["listened", "to"], ["danced", "to"])))
    return named and _title_case(source[start:end])  # (a noun after the title too: "the 'To My Knowledge' podcast episode")


_CHANNEL = lazy(r"(?<![\w&#])#[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+")
# … framed as one: after "channel", "in", "to", "the", "our" …, or before "channel", "is where", "is for" (not a tag of doubt closing a
# claim, "… on the 14th #probably-wrong")
_CHANNEL_BEFORE = lazy(r"(?i)\b(?:channel|channels|in|into|to|on|the|our|their|my|join|joined|post|posted|ask|asked|from|via|and)\s*$")
_CHANNEL_AFTER = lazy(r"(?i)\s*(?:channel|chat|room|thread|is where|is for|is our|is the|are where)\b")


def _mentions(norm: Normalized) -> list[tuple[int, int]]:
    """Spans of the original content that mention rather than use words (see the module).

    A quotation that holds every word of the claim is the claim itself, not a mention.
    """
    source = norm.source
    # a channel's or a tag's compound name ("#maybe-later is where we park ideas"; not a lone "#maybe", which a writer tags a claim with)
    channels = [m.span() for m in _CHANNEL.finditer(source) if _CHANNEL_BEFORE.search(source, max(0, m.start() - 24), m.start())
                or _CHANNEL_AFTER.match(source, m.end())] if "#" in source else []
    if not _QUOTE.search(source):
        return channels
    spans = sorted([m.span() for m in _MENTIONS.finditer(source) if _framed(source, *m.span(), code=m.group().startswith("`"))] + channels)
    if not spans:
        return []
    outside, last = [], 0
    for s, e in spans:
        outside.append(source[last:s])
        last = e
    outside.append(source[last:])
    return spans if re.search(r"\w", "".join(outside)) else []


_CHAT_ACRONYMS = frozenset({"iirc", "afaik", "afair", "afaict", "afaics", "afaiu", "imho", "iiuc", "ianal"})  # not "IMO": an organization too
_NAMED_BEFORE = lazy(r"\b(?:the|a|an|this|that|our|their|its|of|at|from|by|with|per|under|to|for|in|on)\s+$", re.IGNORECASE)
_SET_OFF = lazy(r"\s*(?:[,.;:!?)\]\u2014-]|$)")  # what follows a chat acronym that is no name: a mark, or the end
# … and what stands before a word in capitals set off: a comma, a dash (read in the few characters before it: linear), not a list's
# comma after another word in capitals ("three values: YES, NO, MAYBE")
_SET_OFF_BEFORE = lazy(r"(?<![A-Z]{2})(?<![A-Z]{2} )(?:[,;(\u2014\u2013\uff0c]|\s--?)\s*$")


# its counterpart written as a status's value: "(verified)", ", confirmed,", "Verified: 120" (not "I confirmed the booking")
# (or paired with its counterpart by "or" / "and" in one clause: "verified or — until the deposits clear — unverified")
_CHECKED = lazy(r"(?:\(|\[|, |: |^)(?:verified|confirmed)(?:\)|\]|,|;|\.| *:|(?: or| and)(?= [^;]{0,50}?un(?:verified|confirmed)))")


def _a_status(text: str, start: int, phrase: str) -> bool:
    """"Unverified" or "unconfirmed" as one value of a status, not the writer's mark on the claim: its
    counterpart stands beside it ("work (verified) and personal (unverified)", "new, confirmed,
    unconfirmed"), or it ends a list after a label's colon ("Bug statuses: NEW, ASSIGNED, UNCONFIRMED")."""
    if phrase not in ("unverified", "unconfirmed"):
        return False  # the writer's own words of it ("it's unconfirmed", "unverified but …") are no status
    if text[max(0, start - 2) : start] in ("\u2014 ", "\u2013 ") and (_STATUS_BEFORE_DASH.search(text, max(0, start - 40), start)
                                                                  or _SHOWN_BEFORE_DASH.search(text, max(0, start - 20), start)):
        return True  # after a dash, a state's name: "one state \u2014 unverified", "KYC level 0 \u2014 unverified" (not "closes at five \u2014 unverified")
    lo, hi = max(0, start - _STATUS_WINDOW), min(len(text), start + _STATUS_WINDOW)
    cut, end = text.rfind(". ", lo, start), text.find(". ", start, hi)
    lo, hi = cut + 2 if cut >= 0 else lo, end if end >= 0 else hi  # its sentence, near it: linear
    sentence = text[lo:start]
    if _CHECKED.search(text, lo, hi) is not None:  # (searched in place: "^" is the text's start, never the window's)
        return True
    label, colon, listed = sentence.rpartition(":")  # a label's list: its items short words, no number
    items = listed.split(", ")
    return bool(colon) and text[start - 2 : start] == ", " and len(items) >= 3 and all(_STATUS_ITEM.fullmatch(i.strip()) for i in items[:-1])


_STATUS_WINDOW = 80
_SHOWN_BEFORE_DASH = lazy(r"\b(?:reads|says|shows|displays|states|labell?ed|marked|flagged|tagged) [\u2013\u2014] $")  # what a label shows
# (the state named, no verb between: "level 0 \u2014 unverified"; "the code is 4471 \u2014 unverified" states a value)
_STATUS_BEFORE_DASH = lazy(
    r"\b(?:states?|status(?:es)?|stages?|levels?|tiers?|codes?|flags?|badges?|labels?|modes?|phases?)\b(?: (?!(?:is|are|was|were)\b)[\w.]+){0,2} [\u2013\u2014] $"
)
_STATUS_ITEM = lazy(r"[a-z]+(?: [a-z]+)?")


def _is_name(norm: Normalized, span: tuple[int, int]) -> bool:
    """A hedge standing as a name: capitalized mid-sentence (an option called Not Sure, a
    component named Perhaps), or an identifier (`Maybe<T>`, `maybe()`, `maybe.get`)."""
    s, e = span
    source = norm.source
    if (source[e : e + 1] in ("<", "(", "[") and not _EMPHASIS_TAG_CLOSED.match(source, e)) or re.match(r"\.\w|::", source[e : e + 2]):
        return True  # (a tag of emphasis closed after it is markup around the word: "<i>probably</i>"; "<code>maybe</code>" names)
    # (a word with a hyphen is one: "Peut-être", a dog's name, is capitalized as a name is)
    words = [w for w in (p.strip("-'\u2019") for p in re.findall(r"[\w'\u2019-]+", source[s:e])) if w]
    if len(words) >= 3 and _book_title(words) and words[-1][:1].isupper() and not words[-1].lower().endswith("ish"):
        words = [w for w in words if w[:1].isupper()]  # a title's capitals with its small words ("Word on the Street", a festival)
    if not words or not all(w[:1].isupper() for w in words) or words == ["I"] or words[-1].lower().endswith(("-ish", "ish")):
        return False  # ("Wednesday-ish": a day's capital, not a name's)
    if len(words) == 1 and _spelled_out(source, e, words[0]):
        return True  # an acronym, wherever it stands: "PERHAPS (Patient Entry, Records Handling And Privacy Service) stores …"
    if len(words) == 1 and words[0].lower() in _CHAT_ACRONYMS and not _NAMED_BEFORE.search(source, max(0, s - 40), s) and _SET_OFF.match(source, e):
        return False  # "… 2,000 words IIRC.": a chat acronym set off is written in capitals ("the IIRC", "IIRC guidelines" name one)
    if len(words) == 1 and words[0].isupper() and len(words[0]) > 2 and _SET_OFF_BEFORE.search(source[max(0, s - 8) : s]) and _SET_OFF.match(source, e):
        return False  # "…, PROBABLY.": a hedge set off after a comma or a dash, in capitals for emphasis (not "the MAYBE option")
    lead, trail = _markup(source, s, e)
    if _emphasis(source, s, e, words, lead, trail):
        return False
    if not source[s:e].isascii() and any(latin_lookalike(c) is not None and "LATIN" not in unicodedata.name(c, "") for c in source[s:e]):
        return False  # "ΡRΟΒΑΒLΥ" in Greek capitals beside Latin ones: no name is written in look-alikes
    if any(not (w.islower() or w.isupper() or all(p.istitle() or p.islower() for p in re.split(r"[-'\u2019]", w)) and w[:1].isupper()) for w in words):
        return False  # "PrObAbLy", "PRObably": no name is written so (capitals alone name: "the MAYBE option", "IMO 2020")
    # (markup around the word: the sentence starts before it, "**Maybe** the cron …"; markup opening a phrase is a title's, "<i>Maybe I
    # Do</i> is the movie")
    i = _back_over_spaces(source, lead.start() if lead is not None and trail is not None else s)
    if i == 0 or source[i - 1] in ".!?:;\"'(\u201c" or source[i - 1].isspace():
        return False  # a capital that starts a sentence (or stands past a run of spaces too long to walk: padding names nothing)
    return not _headline(source)  # a headline capitalizes every word: capitals say nothing there


def _markup(source: str, s: int, e: int) -> tuple[re.Match[str] | None, re.Match[str] | None]:
    """Emphasis marked just before the word at s:e of `source` ("**", "<b>"), and just after it."""
    return _MARKS_BEFORE.search(source, max(0, s - 10), s), _MARKS_AFTER.match(source, e)


def _emphasis(source: str, s: int, e: int, words: list[str], marked: re.Match[str] | None, after: re.Match[str] | None) -> bool:
    """A hedge in capitals, or capitalized, where an adverb or a modal stands in its clause: emphasis, no name. An adverb stands
    after a verb of being or an auxiliary ("The queue is PROBABLY RabbitMQ", "The gym is **Maybe** closed"), after a pronoun or a
    clause's mark ("an API that PROBABLY times out", "…; MAYBE the price changed"), or, in capitals, between a subject and what
    it does ("The build PROBABLY fails"); a modal before the verb it governs ("MIGHT be", "Could Be in the parser"); "I THINK"
    and "…, I Believe, …" wherever they stand. A name or a value stands after a word, a noun or a preposition that introduces
    one ("the MAYBE option", "select MAYBE", "the value MAYBE", "the app Perhaps", "with MAYBE"), before a mark, a preposition
    or a conjunction that ends its place ("returns MAYBE when …", "map MAYBE to null", "case MAYBE:"), beside other capitals
    in a list or glued to them ("YES, NO or MAYBE", "PROBABLY-FINAL"), before the noun it names, with its letters spelled out
    after it, in a code span, or in a title ("They Might Be Giants", "I Think You Should Leave"). Markup around the word is
    looked past ("**MAYBE**": `marked` and `after`, `_markup`'s)."""
    phrase = source[s:e]
    at, end = (marked.start() if marked else s), (after.end() if after else e)
    if len(words) == 1 and (marked is None) != (after is None):
        return False  # a word at one end of a phrase marked up as a whole: a title's ("*Apparently Normal*", "*Perhaps, Perhaps, Perhaps*")
    before = source[max(0, at - 40) : at]
    low = phrase.lower()
    next_word = _WORD_AFTER.match(source, end)
    following = next_word.group(1) if next_word else ""
    if _NAMING_NOUN_AFTER.match(source, end) or _CAPS_LISTED_BEFORE.search(before) or _CAPS_LISTED_AFTER.match(source, end):
        return False
    if phrase.isupper() and low in _ADVERB_HEDGES and following[:1].isdigit():
        return True  # before a number, wherever it stands: "The flight leaves at PROBABLY 7:40"
    if source[at - 1 : at] == "`" or _CAPS_NAMED_BEFORE.search(before) or _NAMING_NOUN_BEFORE.search(before) or _KIND_BEFORE.search(before):
        return False
    if not phrase.isupper() and _POSSESSIVE_BEFORE.search(before):
        return False  # "Haskell's Maybe" (not "The deploy's PROBABLY broken": "'s" as "is" before capitals)
    if len(words) == 1 and low in _MODAL_WORDS:
        if phrase == "MAY":  # RFC 2119's permission, "The field MAY be empty", "Servers MAY have a port"; not a past, nor all emphasis
            return _MAY_DOUBTED.match(source, end) is not None
        if following in ("BE", "HAVE", "NOT"):
            return True  # "… — MIGHT BE a firmware bug", "The release MIGHT NOT ship"
        if phrase == "May" and following not in ("Be", "Have"):
            return False  # (the month, "since May have …", read by `_is_month`)
        if following in ("Be", "Have"):
            return not _CAPITAL_WORD_AFTER.match(source, next_word.end() if next_word else end)  # ("They Might Be Giants": a title)
        return following[:1].islower() and following not in _ENDS_A_VALUE  # "The build Might fail", "it COULD be" (`_ability` read before)
    if len(words) >= 2 and not _all_capitals(source) and (phrase.isupper() or (words[0] == "I" and words[1].istitle())
                                                          or (all(w.istitle() for w in words) and _SET_OFF_BEFORE.search(before))):
        return not _CAPITAL_WORD_AFTER.match(source, end)  # "… the data team I THINK", "I'm PRETTY SURE", "…, Not Sure if …" (not a title)
    if len(words) != 1 or low not in _ADVERB_HEDGES:
        return False
    ends = not following or following.lower() in _ENDS_A_VALUE
    if _AUXILIARY_BEFORE.search(before):  # "is PROBABLY in the cache layer", "is ***Maybe*** on the 9th" (not "The RSVP is MAYBE until …")
        if not phrase.isupper() and marked is None:  # (capitalized: a value's word or a category's, "is Likely and …", "is Likely Pathogenic")
            return not ends and (following[:1].islower() or following[:1].isdigit())
        return not ends or (bool(following) and (low != "maybe" or marked is not None))
    if low in ("seems", "seem") and following == "to":
        return True  # "The flaky test Seems to depend on …"
    if following in _AUXILIARIES or (low == "maybe" and not phrase.isupper()) or _all_capitals(source):
        return False  # ("Rows scored LIKELY are sent …", "In Elm, Maybe is used …": a value's or a type's verb)
    if _PRONOUN_OR_MARK_BEFORE.search(before) and (phrase.isupper() or (low != "maybe" and following[:1].islower() and following not in ("and", "or"))):
        # (not a list of capitalized values, "Rare, Unlikely, Possible, Likely or Almost Certain")
        return bool(following) and not _CAPITALIZED_LISTED_BEFORE.search(before)  # "It PROBABLY runs", "…; MAYBE the price changed", "…, Apparently because …"
    if low == "maybe":
        return False  # (MAYBE is a value as often as a word of doubt: "If the answer comes back MAYBE we retry")
    if not following:
        return phrase.isupper() and _SENTENCE_ENDS_AFTER.match(source, end) is not None  # "The cert is expired PROBABLY." (not "PERHAPS, our …")
    return not ends and (following[:1].islower() or following[:1].isdigit())  # "The build PROBABLY fails", "The page Likely 404s"


@lru_cache(maxsize=1)  # (asked once for each hedge in capitals of a claim: one reading of the claim's letters, not one each)
def _all_capitals(source: str) -> bool:
    """Whether a text has no small letter: written all in capitals, whose capitals emphasize nothing."""
    return not any(c.islower() for c in source)


_MODAL_WORDS = frozenset({"might", "may", "could"})
_ADVERB_HEDGES = frozenset(
    "probably possibly perhaps maybe likely unlikely apparently supposedly presumably seemingly allegedly reportedly seems seem".split()
)
_WORD_AFTER = lazy(r"\s*`?([^\W_][\w'-]*)")  # (none after a mark: the clause ends; a code span's word is one)
# "MAY have" of a past ("MAY have run twice"; not of a thing had, "Servers MAY have a default port"), "MAY HAVE", "MAY BE"
_MAY_DOUBTED = lazy(r" (?:have (?!(?:a|an|the|any|no|some|one|two|multiple|more|several|its|their|his|her|our|your|my|other|additional|extra)\b)[a-z]|HAVE\b|BE\b)")
_SENTENCE_ENDS_AFTER = lazy(r"\s*(?:[.!?]|$)")
_AUXILIARIES = frozenset("is are was were be been will would can could should must has have had does do did get gets got".split())
# Words after which a name or a value's place ends: a preposition, a conjunction ("returns MAYBE when …", "map MAYBE to null")
_ENDS_A_VALUE = frozenset(
    "for to as when while if until unless since in on at by with from into of and or but so then than because after before via per "
    "instead".split()
)
_AUXILIARY_BEFORE = lazy(
    r"\b(?:is|are|was|were|be|been|being|will|would|shall|should|can|could|must|has|have|had|does|do|did|isn't|aren't|wasn't|weren't"
    r"|won't|wouldn't|can't|doesn't|don't|didn't|hasn't|haven't)\s+$|['\u2019](?:s|re|ll|d|ve)\s+$", re.IGNORECASE
)
_POSSESSIVE_BEFORE = lazy(r"(?<!\bit)(?<!\bthat)(?<!\bthere)(?<!\bwhat)(?<!\bhe)(?<!\bshe)(?<!\bwho)(?<!\bhere)['\u2019]s\s*$", re.IGNORECASE)
_CAPITALIZED_LISTED_BEFORE = lazy(r"\b[A-Z][\w'-]*,\s*$")
_PRONOUN_OR_MARK_BEFORE = lazy(r"(?:\b(?:it|they|he|she|we|you|i|that|which|who|this|there)\s+|[;,(\u2014\u2013]\s*)$", re.IGNORECASE)
_MODAL_VERB_AFTER = lazy(r" (?:be|have)\b")
_TITLED_MODAL = lazy(r"May (?:Be|Have) [a-z]")  # "We May Have double-billed …" (a month is not followed so)
_CAPITAL_WORD_AFTER = lazy(r" [A-Z]")
# Words that introduce a name or a value: a determiner, a verb of choosing or labelling, a preposition, a mark ("votes: MAYBE")
_CAPS_NAMED_BEFORE = lazy(
    r"(?:\b(?:the|a|an|this|these|those|my|our|your|their|its|his|her|no|any|each|every|select(?:ed|s)?|choose|chose|chosen|picks?|picked"
    r"|click(?:ed|s)?|tick(?:ed|s)?|check(?:ed|s)?|marks?|marked|press(?:ed)?|tap(?:ped|s)?|hit|answer(?:ed|s)?|vot(?:e|ed|es)"
    r"|repl(?:y|ied|ies)|respond(?:ed|s)?|says|said|reads?|labell?ed|called|named|tagged|titled|returns?|returned|emits?|set|sets"
    r"|to|as|from|with|in|into|of|for|by|on|at|under|per|like|use|uses|used)|[:=\"'\u201c\u2018(\[/|#`.])\s*$", re.IGNORECASE
)
# … a noun whose name or value follows ("the value MAYBE", "the band PERHAPS"; not a subject's noun: "the build PROBABLY fails")
_NAMING_NOUN_BEFORE = lazy(
    r"\b(?:values?|options?|status|answers?|flags?|labels?|tags?|keywords?|constants?|variables?|enums?|fields?|columns?|modes?|settings?"
    r"|codenamed?|code name|words?|terms?|types?|album|song|book|film|movie|brand|artist)\s+$", re.IGNORECASE
)
_KIND_BEFORE = lazy(
    r"\b(?:app|application|tool|library|package|plugin|extension|product|service|system|company|startup|band|group|cat|dog|pet|horse"
    r"|boat|shop|store|cafe|bar|restaurant|game|podcast|newsletter|bot|framework|font|show|series|monad)\s+$", re.IGNORECASE
)
# Other words in capitals in a list with it, or glued to it ("YES, NO or MAYBE", "MAYBE/NO", "PROBABLY_SAFE", "PROBABLY-FINAL")
_CAPS_LISTED_BEFORE = lazy(r"\b[A-Z]{2,}\w*(?:\*{1,3}|</\w+>)?(?:,?\s*(?:or|and|&)|,|\s*/)\s*(?:\*{1,3}|<\w+>)?$")
_CAPS_LISTED_AFTER = lazy(r"(?:,?\s*(?:or|and|&)|,|/)\s*(?:\*{1,3}|<\w+>)?[A-Z]{2,}\b(?![a-z])|[_-]\w")
_NAMING_NOUN_AFTER = lazy(
    r"\s+(?:options?|buttons?|box(?:es)?|values?|status|answers?|votes?|choices?|flags?|fields?|labels?|states?|tiers?|responses?|replies"
    r"|columns?|checkbox(?:es)?|settings?|modes?|levels?|keys?|constants?|enums?|keywords?|tags?|categor(?:y|ies)|ratings?|grades?|types?"
    r"|variants?|case|branch(?:es)?|releases?|piles?|buckets?|list|rows?|entr(?:y|ies)|results?|verdicts?|monads?)\b", re.IGNORECASE
)
_EMPHASIS_TAGS = r"(?:b|i|em|strong|u|mark)"
_EMPHASIS_TAG_CLOSED = lazy(rf"</{_EMPHASIS_TAGS}>", re.IGNORECASE)
_MARKS_BEFORE = lazy(rf"(?:\*{{1,3}}|_{{1,2}}|<{_EMPHASIS_TAGS}>)+$", re.IGNORECASE)  # emphasis marked just before a word, and just after it
_MARKS_AFTER = lazy(rf"(?:\*{{1,3}}|_{{1,2}}|</{_EMPHASIS_TAGS}>)+", re.IGNORECASE)
_SPELLED_OUT = lazy(r" ?\(([^()]{3,160})\)")


def _spelled_out(source: str, e: int, word: str) -> bool:
    """Whether a word in capitals is followed by what its letters stand for: "MAYBE (Metrics Aggregation Backend for Your Events)"."""
    m = _SPELLED_OUT.match(source, e)
    return word.isupper() and m is not None and "".join(w[0] for w in re.findall(r"[^\W\d_][\w'-]*", m.group(1)) if w[0].isupper()) == word


_ASKED_WHOM = frozenset("me him her us them you".split())  # "asked me whether", "asked my landlord whether"
_TITLE_SMALL = frozenset("the a an of in on and or to for at by with from as".split())  # lower case inside a title


@lru_cache(maxsize=1)  # one claim asks once for each capitalized cue in it (a redacted claim's text: secrets are out before)
def _title_case(source: str) -> bool:
    """Capitalized as a title is: most words after the first, or each of one or two ("Maybe", "Perhaps Tomorrow")."""
    words = re.findall(r"[^\W\d_]+", source)
    if len(words) <= 2:
        return bool(words) and all(w[:1].isupper() for w in words)
    return sum(w[:1].isupper() for w in words[1:]) * 2 > len(words) - 1


@lru_cache(maxsize=1)  # (asked once for each capitalized cue of a claim: uncached, a claim of title-cased cues was read once for each)
def _headline(source: str) -> bool:
    """Capitalized as a headline: as a title is (`_title_case`), every long word too ("Our Paris coffee partner is Cafe Peut-Etre on
    Rue Oberkampf" names places in a sentence: its lower-case words say so)."""
    words = re.findall(r"[^\W\d_]+", source)
    return _title_case(source) and not (len(words) > 2 and any(len(w) >= 4 and w.islower() for w in words[1:]))


def _book_title(words: list[str]) -> bool:
    """Every word capitalized but a title's small words ("Perhaps the Stars")."""
    return all(w[:1].isupper() or w in _TITLE_SMALL for w in words[1:]) and words[0][:1].isupper()


# … and a verb that names a word before one standing between English words ("We learned อาจจะ today", "the shop called โอกาส")
_MENTIONED_BY = lazy(r"\b(?:called|named|learn(?:ed|t|ing)?|taught|teach(?:es|ing)?|spell(?:ed|s|ing)?|pronounc(?:e|ed|es|ing)|say(?:s|ing)?"
                           r"|said|wrote|write|writes|tattoo(?:ed)?|sang|sing|sings|translat(?:e|ed|es|ion)|glossed|typed|reads)\b")

# … the words of a song, a poem or a lesson: anywhere in the sentence of any script's hedge (not a class's time, "The yoga class starts at 7pm,
# शायद."), and with a class's, a dish's or a dance's words in the sentence of one standing between English words (`_LESSON`)
_SONG_WORDS = (r"songs?|sang|sung|poems?|poetry|calligraphy|lyrics?|album|playlist|single|track|band|vocab(?:ulary)?|flashcards?|phrasebooks?|duolingo"
               r"|tutors?")
_SONG_OR_LESSON = lazy(rf"\b(?:{_SONG_WORDS}|taught|learn(?:ed|t|ing)?)\b")
_LESSON = lazy(rf"\b(?:{_SONG_WORDS}|lessons?|class(?:es)?|teachers?|danced|dance|practi[sc]ed|drilled|courses?|menus?|dish(?:es)?|grammar|homework"
                     r"|quiz|chant(?:ed)?)\b")


def _named_after(norm: Normalized, m: re.Match[str]) -> bool:
    """Whether a script's hedge is a word named, not used: a song's, a poem's or a lesson's word wherever it stands ("Song of the week: น่าจะ
    by Bodyslam"); after a copula or between English words, also before a word written with a capital (a name), or where its clause names
    a word, a sign or a title (`_MENTION_BEFORE`), and between English words where a verb before names it or its sentence is a lesson's."""
    lo, hi = sentence_span(norm.text, m.start(), reach=300)
    if m.group("copula") is None and m.group("between") is None:
        return _SONG_OR_LESSON.search(norm.text, lo, hi) is not None
    if m.end() + 1 >= len(norm.text):
        return False
    if _MENTION_BEFORE.search(norm.text, lo, m.start()) or (m.group("between") and _MENTIONED_BY.search(norm.text, lo, m.start())):
        return True
    if m.group("between") and _LESSON.search(norm.text, lo, hi):
        return True  # a lesson's, a song's or a dish's word: "Our Thai teacher drilled คงจะ for ten minutes"
    start, end = norm.original_span(m.end() + 1, m.end() + 2)
    return norm.source[start:end].isupper()


# The verb or preposition of an amount before "something like" ("is something like 900 MB", "takes something like nine hours")
_AMOUNT_BEFORE = lazy(r"\b(?:is|are|was|were|be|takes?|took|costs?|has|have|had|holds?|uses|used|weighs|of|at|to|needs|hits|reaches|spends|spent|by|for"
                      r"|sits|runs|gets|got) $")


def _listed_value(text: str, start: int) -> bool:
    """Whether "to be confirmed" or "TBC" at `start` closes a list or a short name rather than a clause of four words or more: its
    sentence before the mark (after a colon, if any) holds a comma, or fewer than four words ("Bank of Georgia - TBC")."""
    before = text[max(0, start - 200) : max(0, start - 2)]  # (a window: read once per finding, not the whole text before it)
    sentence = before[max(before.rfind("."), before.rfind(":"), before.rfind(";")) + 1 :]
    return "," in sentence or len(sentence.split()) < 4


def find_hedges(norm: Normalized, cues: CueModel | None = None) -> HedgeReport:
    """Find every hedge in a normalized claim (`cues`: the learned lexicon, the shipped one by default)."""
    cues = cues or default_model()
    text = norm.text
    mentions = _mentions(norm)
    if mentions:
        text = _blank(norm, text, mentions)
    words = list(_WORD_AT.finditer(text))
    tokens = [w.group() for w in words]
    if _leet_suspects(text):
        decoded = _deleet(text, cues)
        if decoded != text:
            text = decoded
            words = list(_WORD_AT.finditer(text))
            tokens = [w.group() for w in words]
    if _STRETCHED.search(text):
        unstretched = _unstretch(text, cues)
        if unstretched != text:
            text = unstretched
            words = list(_WORD_AT.finditer(text))
            tokens = [w.group() for w in words]
    matches: list[re.Match[str]] = []
    taken_to = 0
    for word, token in zip(words, tokens, strict=True):
        if word.start() < taken_to:
            continue
        source = _BY_LEAD.get(token)
        hit = _compiled(source).match(text, word.start()) if source is not None else None
        if hit:
            matches.append(hit)
            taken_to = hit.end()
    if "~" in text or "ish" in text or "\u00b1" in text or "+/-" in text or "-odd" in text:
        matches.extend(_outside(matches, _compiled(_SYMBOL_LED).finditer(text)))
        matches.sort(key=lambda m: m.start())
    if "\u00b1" in text or "+/-" in text or "plus or minus" in text:
        matches.extend(_outside(matches, (m for m in _ERROR_BAR.finditer(text) if _wide(m))))
        matches.sort(key=lambda m: m.start())
    script_hedges: list[re.Match[str]] = []
    if not text.isascii():  # hedges of other scripts, and a face of doubt or a shrug the writer adds ("… to Thursday 🤔"), not one named
        script_hedges = _outside(matches, (m for m in _SCRIPT_HEDGES.finditer(text) if not _named_after(norm, m)))
        script_hedges += _outside(matches, (m for m in _DOUBT_EMOJI.finditer(text) if not _emoji_named(text, m.start(), m.end())))
    findings: list[HedgeFinding] = []
    naming = _naming(text)
    covered: list[tuple[int, int]] = []
    for m in matches:
        group = m.lastgroup
        assert group is not None
        category = _GROUP_CATEGORY[group]
        start, end = m.span()
        phrase = m.group().strip()
        if category is HedgeCategory.TECHNICAL_HEDGE and phrase == "may" and (_is_month(norm, start, end) or _leave(text, start, end)):
            continue
        if phrase == "could" and _ability(text, start, end):
            continue
        if phrase in ("has to be", "must be") and _SUPERLATIVE.search(text, max(0, start - 120), start):
            continue  # a favourite named, not a guess: "My favourite Beatles song is Yesterday, has to be"
        if phrase in ("one or the other", "one of the two") and _CHOICE.search(text, max(0, start - 120), start):
            continue  # a choice given, not a value held open: "You can have cake or ice cream after dinner, one or the other"
        if phrase.startswith("unless ") and _HABIT.search(text, max(0, start - 120), start):
            continue  # a habit's condition: "We only got takeaway on Fridays, unless it was Lent"
        if _given_name(text, start, end):
            continue  # a name given: "The repo called maybe-later holds …", "Our load-testing CLI is called perhaps, short for …"
        if naming and _WORD_NAMED.search(text, max(0, start - 80), start) and _NAMED_ENDS.match(text, end):
            continue  # a word named, not used: "I learned the Polish word chyba today" (not "The words probably hurt him")
        if phrase.startswith("must have") and _required_by(text, start, end, phrase):
            continue  # a requirement, not an inference: "Patients must have stopped taking aspirin seven days before …" (in its own clause)
        if group in _CONCLUDED_GROUPS and not _concluded_of(text, start, end):
            continue  # a rule's, not a conclusion: "Players must have registered with the league to play in the cup"
        if phrase.startswith(("must have", "must've")) and _required_of(text, start):
            continue  # a requirement of whoever applies: "Applicants must have been out of full-time education for two years"
        if group in _IN_THE_PAST_GROUPS and (not _PAST_BEFORE.search(text, max(0, start - 60), start) or _CHOICE_BEFORE.search(text, max(0, start - 80), start)):
            continue  # a window to do a thing in, not a time held open: "Prune the apple trees sometime between November and March"
        if group in _AFTER_AN_OR_GROUPS and " or " not in text[max(0, start - 80) : start] and not _BETWEEN_NUMBERS.search(text, max(0, start - 80), start):
            continue  # a kind, not a value held open: "Our new neighbour is a Crossfit coach \u2014 one of those"
        if group in _COINCIDENCE_GROUPS and not _CAUSE.search(text, max(0, start - 160), start):
            continue  # a coincidence is a cause's reason only after a cause: not "We have carpooled for years, since both started …"
        if (phrase.startswith(("nothing else", "no one else", "nobody else")) and ", so " not in phrase
                and not _CAUSE.search(text, max(0, start - 160), start)):
            continue  # a cause by elimination needs a cause: not "We replaced the thermostat on Monday; nothing else changed"
        if phrase == "something like" and not _AMOUNT_BEFORE.search(text, max(0, start - 12), start):
            continue  # an output's example, "ends with something like 3 files changed", not an amount held loosely
        if phrase in ("tbc", "to be confirmed", "still to be confirmed") and _listed_value(text, start):
            continue  # a list's value or a name's, not a clause marked: "Vanilla, TBC.", "draft, confirmed, TBC."
        if phrase in ("unverified", "unconfirmed") and _STATUS_BEFORE.search(text, max(0, start - 30), start):
            continue  # a status, not a mark of doubt: "Her email address was left unverified", "Two reviews are marked unverified"
        if group in _FORETOLD_GROUPS and (_CONDITION_BEFORE.search(text, max(0, start - 160), start) or _REPORTED_AFTER.match(text, end)):
            continue  # a condition's consequence ("If Sam leaves, the team fails next quarter"), one reported after it
        if group in _HELD_OPEN_GROUPS and (_ANY_BEFORE.search(text, max(0, start - 160), start) or not _same_shape(text, start, end)):
            continue  # an exception to a rule ("…, unless it's 2.7" of "any Python"), or no like value held open
        if group in _BETWEEN_GROUPS and (before := _WORD_BEFORE.search(text, max(0, start - 20), start)) is not None and before.group(1) not in _SCHEDULING:
            continue  # a word named or taught, not used: "My son learnt efallai in Welsh class today"
        if group in _DIAGNOSIS_GROUPS and _CLINICIAN_BEFORE.search(text, max(0, start - 160), start):
            continue  # a diagnosis a clinician made: "The GP confirmed it: Mum's chest is the start of bronchitis, same as last winter"
        if group in _WEATHER_GROUPS and _FORECASTER.search(text, max(0, start - 160), start):
            continue  # a forecast issued, reported: "According to the Met Office, rain will arrive tomorrow afternoon"
        if group in _RATE_GROUPS and not _TIME_TO_COME.search(text, max(0, start - 160), start):
            continue  # a rate charged, not one extrapolated: "Rent is billed at this rate."
        if group in _CULPRIT_GROUPS and not _CONCLUDED.search(text, max(0, start - 160), start):
            continue  # a rule's fault ("For a refund the damage has to be the courier's fault"), not a culprit concluded
        if (phrase.startswith(_FORECAST_LEADS) or group in _FORETOLD_GROUPS) and _REPORTED.search(text, max(0, start - 160), start):
            continue  # a forecast reported as someone's: "The coach told reporters that the captain will miss the final"
        if phrase in ("could", "may", "might") and _ASKED_IF.search(text, max(0, start - 80), start):
            continue  # a question asked, reported: "I asked my landlord whether I could paint the bedroom" (not the writer's doubt)
        if phrase in _MODALS and text[end : end + 1] == "-":
            continue  # a compound's first word: "Could-have items on the MoSCoW list", "must-have features"
        if category is HedgeCategory.UNCERTAINTY and _a_status(text, start, phrase):
            continue
        span = norm.original_span(start, start + len(phrase))
        if norm.disguise_at(start, start + len(phrase)) != "letter_spacing" and _is_name(norm, span):
            continue  # (letters spaced apart spell the word they read as: "I T H I N K" is no name)
        covered.append((start, end))
        findings.append(HedgeFinding(phrase=phrase, category=category, span=span))
    for m in script_hedges:  # (a hedge of another script alone, or opening a run of that script: "好像是这样", "…, शायद, …")
        covered.append(m.span())
        findings.append(HedgeFinding(phrase=m.group(), category=HedgeCategory.SPECULATION, span=norm.original_span(*m.span())))
    findings.extend(_learned(norm, words, tokens, cues, covered))
    if len(findings) > 1:
        findings.sort(key=lambda f: f.span)
    keep = 1.0
    for f in findings:
        keep *= 1.0 - WEIGHTS[f.category]
    return HedgeReport(tuple(findings), round(1.0 - keep, 4))


_MOST_OUTSIDE = 64  # findings of one more reading kept (one sends the claim to review; thousands cost no more)


def _outside(found: list[re.Match[str]], more: Iterable[re.Match[str]]) -> list[re.Match[str]]:
    """The matches of `more` that start outside every match `found` already holds (those never overlap one another: each word-led
    match starts past the last), at most `_MOST_OUTSIDE`: one look-up each, where testing each against all was quadratic."""
    starts = [m.start() for m in found]
    out: list[re.Match[str]] = []
    for m in more:
        i = bisect.bisect_right(starts, m.start()) - 1
        if i >= 0 and m.start() < found[i].end():
            continue
        out.append(m)
        if len(out) >= _MOST_OUTSIDE:
            break
    return out


def _marks(length: int, spans: Iterable[tuple[int, int]]) -> bytearray:
    """One byte a character of a text `length` long, set where a span covers it (marked once: testing every span at
    every character, or at every word, was quadratic)."""
    marked = bytearray(length + 1)
    for s, e in spans:
        marked[s:e] = b"\x01" * (e - s)
    return marked


def _blank(norm: Normalized, text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with the characters that came from `spans` of the original turned to spaces."""
    covered = _marks(len(norm.source), spans)
    out = list(text)
    for i in range(len(out)):
        origin = norm.origin[i] if norm.origin is not None else i
        if 0 <= origin < len(covered) and covered[origin]:
            out[i] = " "
    return "".join(out)


# Cue words whose plain sense the words around them show, where the training sentences (abstracts)
# rarely show them: "appear on top" (is shown), "as indicated in Fig. 2" (a reference), "as soon
# as possible" (as far as can be) say nothing uncertain; "appears to", "indicates that", "it is
# possible that" still do. The learned contexts (cues.py) weigh the rest.
_APPEAR_PLAIN = lazy(r"\s+(?:on|in|at|under|below|above|next|first|last|only|once|twice|when|where|as(?! if\b| though\b))\b")
_INDICATED_PLAIN = lazy(r"\s+(?:in|by|on|above|below|earlier)\b")
_PLAIN_AFTER = {"appear": _APPEAR_PLAIN, "appears": _APPEAR_PLAIN, "appeared": _APPEAR_PLAIN, "indicated": _INDICATED_PLAIN}
_PLAIN_BEFORE = {"indicated": frozenset({"as"}), "possible": frozenset({"as", "if", "whenever", "wherever", "where", "all", "every"})}
# "a suggested diff", "the suggested retail price": a thing called by what a tool or a seller suggests, not the writer's
# guess ("the suggested root cause is …", "that suggested Redis …", "the data suggested a role" still hedge)
_NAMED_SUGGESTION = lazy(
    r"\s+(?:retail price|price|donation|tip|serving|servings|dose|dosage|reading|readings|diff|diffs|edit|edits|changes?|reviewers?"
    r"|replies|reply|tags?|labels?|citation|itinerary|route|format|template|age|fix|fixes|patch|patches|solution|workaround|commands?"
    r"|wording|settings?|values?)\b"
)
_DETERMINERS = frozenset({"a", "an", "the", "our", "my", "your", "their", "its", "his", "her"})
_MODALS = frozenset({"could", "may", "might", "should", "must", "would", "can"})
# "suggest" as proposing: its gerund right after a word of when or how ("Look up the weather before suggesting outdoor
# plans", "Thanks for suggesting the venue"; not "…, suggesting that the cache is cold", "Memory climbed for a while,
# suggesting a leak": a clause's end between them; nor "The metrics were suggesting a leak": whoever does it)
_PROPOSING_AFTER = frozenset({"before", "after", "when", "while", "for", "without", "by", "on", "about"})
# a doubt that was, and is no longer ("Unclear at first, but IT confirmed it is mandatory", "Initially unclear, the cause
# turned out to be DNS"; not "It is unclear whether …", "unclear until the vendor replies")
_DOUBT_WAS = lazy(r"\s+(?:at first|initially|originally)\s*[,;]?\s+(?:but|then|yet|though|until)\b")  # (not "at first glance")
_DOUBT_WAS_BEFORE = lazy(r"\b(?:initially|originally|at first)\s+$")
_DOUBT_WAS_AFTER = lazy(r"\s*,")  # "Initially unclear, …": set off before its clause
_DOUBT_WORDS = frozenset({"unclear", "unknown"})
# what a thing implies, named, in its own sentence ("The answer follows from what Lemma 2 implies about the bound"; not
# "This implies that …", "What the numbers imply is that we will miss …", "I know what to do. This implies a leak")
_IMPLY = frozenset({"imply", "implies", "implied"})
_WHAT_BEFORE = lazy(r"\bwhat(?: [\w'-]+){0,3} $")
_IMPLY_THAT = lazy(r" (?:that|is|was)\b")  # (what it implies is the writer's inference: "What this implies is a leak")
# "exclude" of what a thing leaves out ("Refunds exclude shipping costs"; not "We cannot exclude a race", "can't exclude")
_EXCLUDE = frozenset({"exclude", "excludes"})
_NEGATIONS = frozenset({"not", "cannot", "t", "never", "no"})
_PLAIN_WORDS = (frozenset(_PLAIN_AFTER) | frozenset(_PLAIN_BEFORE) | {"whether", "suggested", "suggesting"} | _MODALS | _DOUBT_WORDS | _IMPLY
                | _EXCLUDE)
# "Whether or not it rains, the market runs": opening a sentence before a comma, "regardless of" (not
# "Whether or not it binds remains unclear", nor of the claim's own truth: "Whether or not that's still accurate, …")
_NOT_REGARDLESS = (
    r"(?![^,;.]*\b(?:accurate|right|correct|true|current|case|remember|recall|memory|serves|sure|mistaken|wrong|valid|up to date|still|changed)\b)"
)
_CONCESSIVE = lazy(rf"whether or not\b{_NOT_REGARDLESS}[^,;.]{{1,80}},|whether\b{_NOT_REGARDLESS}[^,;.]{{1,60}}\bor (?:not|shines?),")  # "Whether it rains or not, …"
# "may" of leave, after the people a rule is for: "Contractors may not access customer PII", "Guests may park in the
# visitor lot" (not "Users may see a delay", "Guests may be charged": what may happen to them)
_ROLES = frozenset(
    "contractors employees staff guests visitors users customers members tenants residents students interns volunteers applicants admins "
    "administrators managers maintainers contributors reviewers vendors subscribers passengers nanny babysitter workers operators drivers pupils "
    "assistants cashiers nurses teachers engineers supervisors officers clerks pharmacists technicians".split()  # (a seventy-ninth probe's)
)
# … qualified ("Only staff with a valid licence may operate the forklift", "Members over 18 may use the sauna")
_QUALIFIED_ROLE = lazy(rf"\b(?:{'|'.join(sorted(_ROLES))})\s+(?:with|who|holding|having|on|at|in|from|of|under|over|aged)\b[^.;!?\n]{{0,60}}$"
                             # (… or the one role a rule names: "Only the on-call engineer may restart the production database")
                             r"|\bonly (?:the |a |an )?(?:[\w-]+ ){0,2}?(?:engineer|manager|supervisor|owner|admin|administrator|nurse|doctor|pharmacist|teacher"
                             r"|officer|driver|keyholder|caretaker|treasurer|secretary|chair|landlord|director|lead)\s*$")
_LEAVE_AFTER = lazy(
    r"\s+(?:not\s+)?(?!(?:not|be|have|become|develop|experience|need|feel|find|notice|see|get|encounter|receive|lose|want|prefer|struggle|face"
    r"|hear|run|stop|already|also|well|still|soon|never|strike|walk|resign|quit|arrive|know|refuse)\b)[a-z]+"
)


_WORD_BEFORE = lazy(r"(\w+)\W*$")


def _leave(text: str, start: int, end: int) -> bool:
    """Whether "may" at start:end gives leave to the people a rule is for ("Contractors may not access …")."""
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)  # (the word before, never the whole text: a claim may hold many)
    role = before is not None and (before.group(1) in _ROLES or _QUALIFIED_ROLE.search(text, max(0, start - 100), start) is not None)
    return role and _LEAVE_AFTER.match(text, end) is not None


_BE_PAST_OR_NOW = frozenset({"was", "is", "were", "are"})
_TALKS = frozenset({"meeting", "meetings", "call", "discussion", "debate", "talk", "chat", "vote", "session", "workshop", "email", "thread", "argument",
                    "conversation", "review", "standup", "retro", "hearing", "consultation"})  # fmt: skip
_ASKED = frozenset({"asked", "asks", "ask", "asking", "inquired", "enquired", "inquires", "enquires",
                    # … or settled: "We settled whether to upgrade: the upgrade happens in Q3" (not the writer's doubt)
                    "settled", "decided", "determined", "resolved", "checked", "confirmed", "verified", "tested", "established"})


_CHECK_FOR = frozenset({"check", "confirm", "see", "find", "verify", "ask", "establish"})
_REPORTED_ASK = frozenset({"asked", "asks", "asking", "got", "had", "rang", "called", "emailed", "texted", "messaged", "phoned"})


def _plain(text: str, words: list[re.Match[str]], tokens: list[str]) -> set[int]:
    """Positions of cue words used in their plain sense (see above)."""
    out: set[int] = set()
    if _PLAIN_WORDS.isdisjoint(tokens):
        return out  # most claims: no such word
    for i, (w, t) in enumerate(zip(words, tokens, strict=True)):
        after = _PLAIN_AFTER.get(t)
        if (after is not None and after.match(text, w.end())) or (i and tokens[i - 1] in _PLAIN_BEFORE.get(t, ())):
            out.add(i)
        elif t == "may" and _leave(text, w.start(), w.end()):
            out.add(i)
        elif t in _MODALS and text[w.end() : w.end() + 1] == "-":
            out.add(i)  # a compound's first word: "could-have", "must-have"
        elif t == "suggested" and i and tokens[i - 1] in _DETERMINERS and _NAMED_SUGGESTION.match(text, w.end()):
            out.add(i)
        elif (t == "suggesting" and tokens[i + 1 : i + 2] != ["that"] and i and tokens[i - 1] in _PROPOSING_AFTER
              and text[words[i - 1].end() : w.start()].isspace()):
            out.add(i)
        elif t in _EXCLUDE and _NEGATIONS.isdisjoint(tokens[max(0, i - 3) : i]):
            out.add(i)
        elif t in _DOUBT_WORDS and (_DOUBT_WAS.match(text, w.end())
                                    or (_DOUBT_WAS_BEFORE.search(text, max(0, w.start() - 20), w.start()) and _DOUBT_WAS_AFTER.match(text, w.end()))):
            out.add(i)
        elif t in _IMPLY and _WHAT_BEFORE.search(text, max(0, w.start() - 60), w.start()) and not _IMPLY_THAT.match(text, w.end()):
            out.add(i)
        elif t == "whether" and (i == 0 or text[: w.start()].rstrip().endswith((".", "!", "?", ";"))) and _CONCESSIVE.match(text, w.start()):
            out.add(i)
        elif t == "whether" and i and tokens[i + 1 : i + 3] == ["or", "not"] and _DOUBTING.isdisjoint(tokens[max(0, i - 4) : i]):
            out.add(i)  # "I walk to work whether or not it rains": regardless (not "unsure whether or not it rains")
        elif t == "whether" and i and (tokens[i - 1] in _ASKED or (i >= 2 and tokens[i - 2] in _ASKED and tokens[i - 1] in _ASKED_WHOM)
                                       or (i >= 3 and tokens[i - 3] in _ASKED and tokens[i - 2] in _DETERMINERS)):
            out.add(i)  # a question someone asked, reported: "the doctor asked whether I smoke" (not the writer's doubt)
        elif t == "whether" and i >= 3 and tokens[i - 1] in _CHECK_FOR and not _REPORTED_ASK.isdisjoint(tokens[max(0, i - 6) : i - 2]):
            out.add(i)  # a check someone was asked to make, reported: "I asked the bank to check whether the standing order had gone out"
        elif t == "whether" and i >= 3 and tokens[i - 1] == "about" and tokens[i - 2] in _BE_PAST_OR_NOW and tokens[i - 3] in _TALKS:
            out.add(i)  # what a meeting was about, reported (an eighty-eighth probe's: "Tuesday's meeting was about whether to migrate …")
    return out


def _learned(norm: Normalized, words: list[re.Match[str]], tokens: list[str], cues: CueModel, covered: list[tuple[int, int]]) -> list[HedgeFinding]:
    """Findings for the learned cues, when they say the sentence is uncertain (not already matched).
    Each cue is weighed in its context; a cue word in its plain sense is no cue."""
    if cues.vocabulary.isdisjoint(tokens):
        return []  # most claims: no candidate word, so none of the readings below (a set operation in C)
    # A month or a name is no cue, and lends no weight to the sentence's other words ("The dealer
    # replaced our sensor in May": "our" alone does not make it uncertain).
    ignore = _plain(norm.text, words, tokens) | _named_cues(norm, words, tokens, cues.vocabulary)
    lines = "\n" in norm.source  # (normalizing turns a line's end into a space: the source says where one was)
    starts = {i for i in range(1, len(words)) if _SENTENCE_GAP.search(norm.text, words[i - 1].end(), words[i].start())
              or (lines and "\n" in norm.original(words[i - 1].end(), words[i].start()))}
    present = cues.cues(tokens, ignore=ignore, starts=starts)
    if not present:
        return []
    taken = _marks(len(norm.text), covered)  # what a pattern already matched
    out: list[HedgeFinding] = []
    for cue in sorted(present, key=lambda c: c.position):
        w = words[cue.position]
        if taken[w.start()]:
            continue
        span = norm.original_span(w.start(), w.end())
        out.append(HedgeFinding(phrase=cue.word, category=HedgeCategory.TECHNICAL_HEDGE, span=span, cue_weight=round(cue.weight, 3)))
        if len(out) >= _MOST_OUTSIDE:
            break  # (one sends the claim to review; thousands cost no more)
    return out


# Where one sentence ends and the next begins, between two words: an end mark and a space (or a line's end, read in the source)
_SENTENCE_GAP = lazy(r"[.!?][\"')\]\u201d\u2019]*\s")


# A word given as what another means ("可能性 … it means possibility.", "'talvez' translates as perhaps"; not "This means possibly a crash")
_GLOSSED = lazy(r"\b(?:means|meant|meaning|translates (?:as|to)|translated (?:as|to)|stands for)\s+$")
_GLOSS_ENDS = lazy(r"\s*(?:[,.;:)!?]|$| (?:or|and)\b)")  # (the gloss's end: not "means possible in Q3 rather than Q2")
# A word glued into a path, an identifier or a compound is part of a name: "the /suggest endpoint", "suggest()",
# "--suggest-fixes", "well-known" (not "unclear/unknown", two words a slash sets side by side, nor "unclear:we", a
# colon's missing space; "api/suggest" is read as the first)
_GLUED_BEFORE = frozenset("\\-.#@$~")
_GLUED_AFTER = lazy(r"[\\(]|[-.][a-z0-9]")
_PATH_BEFORE = lazy(r"(?:^|[\s(\[\"'.~]|[\w.-]/[\w.-]*)/$")  # a slash that starts a path, or one inside a path already


def _glued(text: str, start: int, end: int) -> bool:
    """Whether the word at start:end is glued into a path, an identifier or a compound (above)."""
    before = text[start - 1 : start] if start else ""
    return (before in _GLUED_BEFORE or _GLUED_AFTER.match(text, end) is not None
            or (before == "/" and _PATH_BEFORE.search(text, max(0, start - 40), start) is not None))


def _in_code(norm: Normalized, start: int, end: int) -> bool:
    """Whether the word at start:end of `norm.text` stands alone in a code span of the original ("fires for `exclude`")."""
    s, e = norm.original_span(start, end)
    return norm.source[s - 1 : s] == "`" and norm.source[e : e + 1] == "`"


def _named_cues(norm: Normalized, words: list[re.Match[str]], tokens: list[str], vocabulary: frozenset[str]) -> set[int]:
    """Positions of the learned cue words that stand as a month ("in May") or a name ("an option called Perhaps")."""
    out: set[int] = set()
    naming = _naming(norm.text)
    for i, t in enumerate(tokens):
        if t not in vocabulary:
            continue
        w = words[i]
        if ((t == "may" and _is_month(norm, w.start(), w.end())) or _is_name(norm, norm.original_span(w.start(), w.end()))
                or (naming and _WORD_NAMED.search(norm.text, max(0, w.start() - 80), w.start()) and _NAMED_ENDS.match(norm.text, w.end()))  # (a word named)
                or _given_name(norm.text, w.start(), w.end())
                or (_GLOSSED.search(norm.text, max(0, w.start() - 20), w.start()) and _GLOSS_ENDS.match(norm.text, w.end()))  # (a gloss)
                or _glued(norm.text, w.start(), w.end()) or _in_code(norm, w.start(), w.end())):
            out.add(i)
    return out


# "could" of what was done, not of what may be: "we could detect three sites", "the assays showed
# that the protein could bind the site" report a result (the CoNLL-2010 annotation agrees). "We
# could lose data" is still a possibility: only a verb of finding out makes it a result.
_ABLE_SUBJECT = frozenset({"we", "i"})
_FOUND_OUT = lazy(r" (?:also |not |only |then |still |now )?(?:detect|observe|see|show|demonstrate|identify|find|confirm|isolate|"
                        r"measure|reproduce|trace|visualize|visualise|establish|obtain|recover|restore|map|clone)\b")  # fmt: skip
_SHOWN_THAT = lazy(r"\b(?:showed|shown|demonstrated|revealed|found|observed|confirmed|established|proved|verified) that\b[^.;]*$")


# A sentence that points at its figure or table reports what was seen: "the mutant could still bind
# DNA (Fig. 3B)" is a result, as are those with "data not shown".
_RESULT_SHOWN = lazy(r"\b(?:figs?\.?|figures?|tables?)\s*[s]?\d|\bdata not shown\b|\bnot shown\)")


def _ability(text: str, start: int, end: int) -> bool:
    # (what stands before it read within a window: a copy of all of it for each "could" made a long claim quadratic)
    lo = max(0, start - _CLAUSE_WINDOW)
    found_out = _word_before(text, start) in _ABLE_SUBJECT and bool(_FOUND_OUT.match(text, end))
    return found_out or bool(_SHOWN_THAT.search(text, lo, start)) or _shows_result(text)


_CLAUSE_WINDOW = 1000  # how far back a clause's "showed that" is looked for


def _word_before(text: str, start: int, ends: str | None = None) -> str:
    """The word before `start`, past any spaces: up to the space before it (any white space, or only the
    characters of `ends`). Walked back at most `_NEAR` characters each way, so asking it at each cue of a long
    claim stays linear ("may,may,…" has no space to stop at); a longer word is cut, and is no short word it is asked for."""
    i = _back_over_spaces(text, start)
    j, stop = i, max(0, i - _NEAR)
    while j > stop and not (text[j - 1] in ends if ends is not None else text[j - 1].isspace()):
        j -= 1
    return text[j:i]


_NEAR = 40


def _back_over_spaces(text: str, start: int) -> int:
    """Where the white space before `start` begins, walked back at most `_NEAR` characters (each cue of a long claim
    asks: a copy of all before it, or a walk to its start, made such a claim quadratic)."""
    i, stop = start, max(0, start - _NEAR)
    while i > stop and text[i - 1].isspace():
        i -= 1
    return i


@lru_cache(maxsize=1)  # asked once for each "could" of a claim (a redacted claim's text, as above)
def _shows_result(text: str) -> bool:
    return _RESULT_SHOWN.search(text) is not None


def _is_month(norm: Normalized, start: int, end: int) -> bool:
    text = norm.text
    if _MONTH_AFTER.match(text, end):
        return True
    s, e = norm.original_span(start, end)
    if _MODAL_VERB_AFTER.match(text, end) and (norm.source[s:e] == "MAY" or _TITLED_MODAL.match(norm.source, s)):
        return False  # a modal in capitals before its verb ("The packet MAY have been dropped"; not "since May have"): `_is_name` reads it
    before = _word_before(text, start, " ")
    if before.strip("-(,") in _MONTH_BEFORE:
        return True
    # A capital M in the middle of a sentence is the month: "shipped May and June".
    original = norm.source[s : s + 1]
    i = _back_over_spaces(text, start)
    at_sentence_start = i == 0 or text[i - 1] in ".!?:;\n"
    agrees = _MAY_AGREES.match(text, end) if original == "M" else None
    if agrees is not None and (agrees.group(1) is None or norm.source[norm.original_span(*agrees.span(1))[0]].isupper()):
        return True  # a month or a name, then its verb: "May is when we renew the lease", "May Chen is the new head" (not "May I …",
        # "May get skipped on bank holidays": a word between only a name's, capitalized)
    return original == "M" and not at_sentence_start
