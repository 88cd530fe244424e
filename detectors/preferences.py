"""Is a claim labelled `preference` one? The label is the writer's word; what the claim says decides.

A preference says what someone likes or wants, or how they judge a thing: "I prefer tabs", "tabs
are better", "the user wants replies in French", "use tabs", "dark mode in the editor", "my
favourite editor is Vim", "answers should be short". A statement of how something is — "the
queue is RabbitMQ", "the build uses Gradle", "our CI runs on GitHub Actions" — is a fact whatever
its label: its hedge counts ("I think the queue is RabbitMQ" is a guess, not a taste) and it is
grounded as a fact is (docs/DESIGN.md, rules `speculation->block` and
`granted_accepted_type_and_source->approve`).

Read in order, on the normalized text, after the writer's own frame is set aside ("I think",
"in my opinion", "personally", "I'd say" and the like: `words.OPINION_MARKERS`, and "I know",
"I'm sure", "I heard"): a word of liking or wanting, a judgement, a norm or wish ("should",
"please"), an imperative, the person themself (I, my, the user), or a fragment with no verb make
a preference; a statement with a verb of being or doing makes a fact — so does one framed as a belief
("I think my library card expires in May": the writer's own things, as they are, are no taste). Pure and explainable: the
words that decided are returned.
"""

from __future__ import annotations

import re

from groundstream.detectors.patterns import lazy
from groundstream.detectors.words import MONTH_NAMES, OPINION_MARKERS

# 11: a judgement of comfort or convenience ("more comfortable for me"); a frame of saying ("I prefer to note that …"); the
#     person's scheduled thing in a clause of its own beside a taste
# 10: the person's thing, as it is, by a verb of a schedule and a number ("The user's flight departs from Terminal 2")
# 9: "Remember to …" is an imperative; "Preferred:" is a label
# 8: verbs of a measure ("weighed 12.4 kg", "scored"); a taste's adverb ("reads more nicely"; not "tasty", "cozy": a name or a description may hold them)
# 7: "My preference note:" is a label too
# 6: a kind of preference as a label before a fact of doing and number; a clause of its own stating how a thing is; a reason's clause qualifies
# 5: a label ("Preference noted —") is not what the claim says; a belief about a number is a fact whatever its verb
# 4: more verbs of how things are (departs, flies, occurs, resides …); a verb in a clause that qualifies makes no statement
# 3: a belief about how a thing is in a clause of its own; more verbs of doing (includes, covers, offers …);
# 2: a writer's frame of belief before a verb of being or doing states a fact, even of the writer's own things
# 15: a standard is conduct, whoever shows it ("I expect meetings to start on time", "code to be reviewed"), or any act of people named
# 14: a standard is held to people or their work, in their conduct (not "I expect the train to be late")
# 13: a standard held to others ("I expect agendas to be sent …") is a preference, not a belief
# 12: a belief opening the claim states how a thing is before any taste; a belief's clause after ", and" or ", which";
#     a liking of a fact in a clause ("I love that …", "My favourite news is that …") beside the writer's belief: the fact decides
# 16: a person's retiring is a verb of how things are ("I believe the practice nurse retires in the spring")
VERSION = "preferences/16"

# A standard the writer holds others to: what "I expect" is followed by when it is no belief ("I expect meeting agendas to be sent a day in
# advance", "We expect guests to take their shoes off"; not a forecast's "I expect the train to be late", "I expect rents to come down": what
# is expected of is people or their work, and their conduct)
_STANDARD_AFTER = (
    # conduct, whoever or whatever is expected to show it ("I expect code to be reviewed before it is merged", "meetings to start on time")
    r" (?:(?:[\w'-]+ ){1,4}?to (?:be (?!(?:cancel+ed|delayed|postponed|closed|rejected|approved|accepted|delivered|lost|damaged|sold|fired|hired|promoted"
    r"|elected|raised|cut|reduced|increased|finished|completed|extended|denied|refunded|late|early|worth|higher|lower|cheaper|dearer|over|done for)\b)"
    r"(?:[\w]+ed|sent|done|written|kept|left|made|given|taken|shown|paid|shared|returned|on time|punctual|polite|specific|kind|honest|clear|brief"
    r"|concise|constructive|respectful|quiet|tidy|ready|present|on site|clean)\b"
    r"|(?:start|finish|begin|end|arrive|come|show up|turn up) on time\b|reply|respond|wear|knock|tidy up|clean up|wash up|take (?:their|off|turns))"
    # … or any act of people named ("We expect guests to take their shoes off"; not "I expect Tom to take the job": a forecast)
    r"|(?:[\w'-]+ ){0,3}?(?:guests|visitors|people|everyone|everybody|staff|employees|colleagues|kids|children|students|pupils|contractors|vendors"
    r"|suppliers|cleaners|drivers|reviewers|attendees|members|tenants) to [a-z]+\b)"
)
STANDARD = lazy(rf"\b(?:i|we) (?:really |always |do )?expect{_STANDARD_AFTER}", re.IGNORECASE)

_BELIEF = (
    r"\b(?:i|we) (?:really |honestly |strongly |genuinely )?(?:think|believe|feel|guess|suppose|reckon|assume|know|heard|read|remember|recall"
    rf"|understand|noticed|saw|expect(?!{_STANDARD_AFTER})|suspect|can confirm|would say|'d say"
    r"|(?:'m|am|was|'ve been) (?:sure|certain|told|pretty sure|fairly sure))"
    r"(?: that)?\b,?"
)
_FRAME = lazy(r"\b(?:" + "|".join(sorted((re.escape(m) for m in OPINION_MARKERS), key=len, reverse=True)) + rf")\b,?|{_BELIEF}")
_BELIEF_FRAME = lazy(_BELIEF)
_COPULAS = frozenset("is are was were 's 're isn't aren't wasn't weren't".split())
_LIKING = lazy(
    r"\b(?:prefer\w*|preference|preferences|favou?rite|favou?red|(?<!in )favou?rs?(?! of)|(?:would|'d) rather|fond of|(?:a )?fan of"
    r"|can't stand|cannot stand|pet peeve|(?:i|we|you|they|he|she|users?|the user|team|everyone|people|customers?|developers?|devs)"
    r" (?:really |also |much |strongly |generally |do |does |don't |do not |doesn't |does not |would |'d |never |always |usually )?"
    r"(?:like|likes|liked|love|loves|loved|enjoy|enjoys|hate|hates|hated|dislike|dislikes|want|wants|wanted|wish|wishes|need|needs"
    r"|care about|cares about|appreciate|appreciates|find|finds|go for|goes for|lean toward|leans toward))\b"
    # a standard the writer holds others to ("I expect meeting agendas to be sent a day in advance")
    rf"|\b(?:i|we) (?:really |always |do )?expect{_STANDARD_AFTER}"
    r"|\b(?:my|our|his|her|their) \w+ (?:really |also |much |all )?(?:like|likes|love|loves|enjoy|enjoys|hate|hates|dislike|dislikes|want|wants)\b"
)
_JUDGEMENT = lazy(
    r"\b(?:better|worse|best|worst|nicer|nicest|cleaner|cleanest|clearer|clearest|easier|easiest|harder|simpler|simplest|preferable|ideal"
    r"|good|bad|great|awful|terrible|nice|ugly|elegant|clunky|clumsy|annoying|confusing|readable|unreadable|overkill|overrated|underrated"
    r"|beautiful|excellent|horrible|lousy|pointless|prettier|uglier|friendlier|too (?:long|short|verbose|noisy|much|many|slow|terse|formal)"
    r"|nicely|comfortable|uncomfortable|convenient|inconvenient|pleasant|enjoyable|relaxing|boring)\b"
)
_NORM = lazy(r"\b(?:should|shouldn't|ought to|must|mustn't|please|(?:it'd|it would) be nice)\b")
_IMPERATIVE = frozenset(
    "use keep call address reply respond answer write format avoid show give put make add include skip stop start default stick "
    "switch try send let remind mention wrap indent limit sort list display speak talk explain summarize summarise translate greet "
    "prefer be don't do no never always only just remember".split()
)
_PERSON = lazy(r"\b(?:i|me|my|mine|myself|i'm|i've|i'd|i'll|user's|users'|the user)\b")
_OWNER = lazy(r"(?:my|(?:the )?user(?:'s|s'))\s")  # the person named as an owner
# verbs of a schedule or a term, which no taste takes ("departs", "expires"; not "takes", "comes", "runs", "has")
_SCHEDULED = frozenset("departs departed leaves left arrives arrived lands landed expires expired renews renewed closes closed occurs occurred "
                       "falls fell".split())
# … and verbs of a start or an end, with a date ("My contract ends on 30 June 2026"; not "My weekend starts with a 5k run")
_DATED = frozenset("starts started begins began ends ended opens opened".split())
_A_DATE = lazy(
    rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)? (?:of )?(?:{MONTH_NAMES})"
    rf"|(?:{MONTH_NAMES}) \d{{1,2}}\b|\d{{4}}-\d\d-\d\d|\d{{1,2}}/\d{{1,2}}"
    r"|\d{1,2}[:.]\d\d|\d{1,2} ?[ap]m\b|(?:in|since|until) \d{4}\b)"
)
# A verb of being or doing: the claim says how something is.
STATES = lazy(
    r"\b(?:is|are|was|were|'s|'re|isn't|aren't|wasn't|weren't|has|have|had|hasn't|haven't|does|do|did|doesn't|don't|didn't|will|won't"
    r"|can|cannot|can't|runs?|ran|uses?|used|stores?|stored|lives?|lived|sits?|sat|goes|went|ships?|shipped|happens?|happened|deploys"
    r"|deployed|depends?|calls|called|sends?|sent|writes|wrote|reads|returns?|returned|supports?|supported|requires?|required|contains?"
    r"|contained|holds?|held|keeps|kept|hosts?|hosted|serves?|served|handles?|handled|owns?|owned|points?|pointed|connects?|connected"
    r"|listens?|emits?|exposes?|targets?|builds|built|compiles?|compiled|relies|rely|takes|took|gets|got|lands?|landed|moved|migrated"
    r"|switched|replaced|broke|fails|failed|passes|passed|works|worked|expires?|expired|rotates|rotated|retries|retried|restarts|restarted"
    r"|scales|scaled|triggers|triggered|starts|started|stops|stopped|finishes|finished|processes|processed|publishes|published|consumes"
    r"|consumed|produces|produced|indexes|indexed|caches|cached|backs|backed|renews|renewed|ends|ended|opens|opened|closes|closed|begins|began"
    r"|arrives|arrived|leaves|left|costs|cost|includes|included|covers|covered|offers|offered|provides|provided|allows|allowed|accepts"
    r"|accepted|charges|charged|pays|paid|belongs|belonged|comes|came|lasts|lasted|equals|means|meant|applies|applied|matches|matched"
    r"|departs|departed|flies|flew|occurs|occurred|operates|operated|stands|stood|meets|met|leads|falls|fell"
    r"|resides|resided|weighs|weighed|measures|measured|scored|totals|totalled|totaled|peaked"
    r"|retires|retired)\b"  # (a person's leaving: "I believe the practice nurse retires in the spring"; "joins", "quits" are a taste's too)
)


_NOTED = lazy(
    r"^(?:(?:my |the |user(?:'s)? )?preferences?(?: notes?| noted| saved| updated| update| recorded)?|preferred|noted|fyi)\s*(?::|\u2014|\u2013| - )\s*"
)
# a kind of preference as a label ("Travel preference: …"): what follows is a fact only where it states how a thing
# is by a verb of doing and a number ("Travel preference: the passport expires in March 2027"; not "Airline
# preference: KLM, as it flies from the local airport", "Dietary preference: she is vegetarian")
_KIND_LABEL = lazy(r"^(?:[\w'-]+ ){1,2}preferences?\s*(?::|\u2014|\u2013| - )\s*")
# a clause of its own: after a stop or a dash, or after "and" that opens a new subject
_STATED_CLAUSES = lazy(r"[;.!?]\s+|\s[\u2014\u2013-]\s|\u2014|,? and (?=(?:the|a|an|its|their|our|his|her|this|that|these|those)\b)")
_NUMBER = lazy(r"\$?\d[\d,.:]*")
_SUBORDINATE = lazy(r"\b(?:when|whenever|if|unless|after|before|until|once|while|that|which|who|where|because|since|cause)\b|, as\b")


# A clause of its own, and one that opens with the writer's belief after a comma ("…, and I think she's only in on Tuesdays",
# "…, which I believe gets the sunrise")
_BELIEF_CLAUSES = lazy(
    r"[;.!?]\s+|\s[\u2014\u2013-]\s|\u2014|,? (?:and|but|which|because|so|though)(?= (?:i|we) (?:really |honestly |genuinely )?"
    r"(?:think|believe|guess|suppose|reckon|assume)\b)"
)
_ASIDE = lazy(r",? (?:which|because|since|so|but|as|and)\b")
_WEEKDAY = lazy(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b")
# A liking of a fact, said in a clause: "I love that …", "My favourite news is that …", "What I like about it is that …"
_LIKED_THAT = lazy(
    r"(?<!'d )(?<!would )(?<!should )\b(?:love|loves|loved|like|likes|liked|enjoy|enjoys|appreciate|appreciates|hate|hates|hated)(?: it)? that\b"
    r"|\b(?:favou?rite|best|like|love)\b[^.;]{0,60}? (?:is|was) that\b"
)
# "I prefer to note that …", "I'd like to record that …": a frame of saying, what follows is what is said
_NOTE_FRAME = lazy(r"^(?:i|we) (?:prefer|like|want|(?:would|'d) like) to (?:note|mention|record|point out|add|say|state) that ")
_AND_OWN = lazy(r",? and (?=(?:my|our|his|her|their|the|a|an)\b)")  # a clause of its own after a belief's first
_AND_I = lazy(r"[;.!?]\s+|,? (?:and|but) (?=i\b)")  # a clause of its own, the person's taste after it ("… and I like …")


def _scheduled_own(text: str) -> str | None:
    """The verb where a clause opens with the person's thing and says when it runs by a verb of a schedule or a term and a
    number ("my passport expires in october 2026"), or None."""
    owner = _OWNER.match(text.lstrip())
    if owner is None:
        return None
    rest = text.lstrip()[owner.end() :]
    doing = _main_verb(rest)
    if doing is None or doing.group() not in _SCHEDULED | _DATED or _NUMBER.search(rest, doing.end()) is None:
        return None
    if doing.group() in _DATED and _A_DATE.search(rest, doing.end()) is None:
        return None  # "My weekend starts with a 5k run and 2 pancakes": no date, a taste's routine
    return doing.group()


def _main_verb(text: str) -> re.Match[str] | None:
    """The first verb of being or doing outside a clause that only qualifies ("Window seat when the flight
    departs early", "Tea that stays hot": a wish; "The queue that takes payments is RabbitMQ": a fact)."""
    last = 0
    for m in STATES.finditer(text):
        if _SUBORDINATE.search(text, last, m.start()) is None:
            return m
        last = m.end()
    return None


def _stated_beside(text: str) -> str | None:
    """The verb of a clause of its own that states how a thing is, by a verb of doing or with a number,
    with no person, taste or wish in it ("… and the checking account was opened in 2018"), or None."""
    clauses = _STATED_CLAUSES.split(text)
    if len(clauses) < 2:
        return None
    for clause in clauses:
        if _PERSON.search(clause) or any(p.search(clause) for p in (_LIKING, _JUDGEMENT, _NORM)) or clause.split(" ", 1)[0] in _IMPERATIVE:
            continue
        m = _main_verb(clause)
        if m is not None and (m.group() not in _COPULAS or _NUMBER.search(clause, m.end()) is not None):
            return m.group()
    return None


def states_preference(text: str) -> tuple[bool, str]:
    """Whether a normalized claim states a preference, and the words (or the reason) that decided.
    A belief about how a thing is, in a clause of its own beside a taste ("I like that the VPN is
    WireGuard now; I think it uses port 51820"), makes the claim a fact: its hedge counts."""
    clauses = [c for c in _BELIEF_CLAUSES.split(text) if c.strip()]
    if len(clauses) > 1:
        for clause in clauses:
            if _BELIEF_FRAME.search(clause):
                taste, why = states_preference(clause)
                # a verb of doing, or a number or a day: "I think it uses port 51820", "… and I think she's only in on
                # Tuesdays"; a reason given is a taste's ("I prefer window seats; I feel they're more comfortable", "… I think
                # my German is rusty")
                if not taste and (why not in _COPULAS or any(ch.isdigit() for ch in clause) or _WEEKDAY.search(clause)):
                    return False, why
    opening = _BELIEF_FRAME.match(text)
    if opening is not None:
        said = text[opening.end() :]
        verb, liked = _main_verb(said), _LIKING.search(said)
        own = _ASIDE.split(said, maxsplit=1)[0]  # the belief's own clause ("…, which is great since I like the sea" is another's)
        judged = _JUDGEMENT.search(own) is not None  # "I think the new layout works better": a judgement, a taste's
        if verb is not None and verb.group() not in _COPULAS and not judged and (liked is None or verb.start() < liked.start()):
            # "I think the farmers' market runs until noon on Saturdays, which suits me because I like late mornings":
            # the belief's own clause states how a thing is before any taste
            return False, verb.group()
    noted = _NOTE_FRAME.match(text)
    if noted is not None:
        return states_preference(text[noted.end() :])  # "I prefer to note that the router is a TP-Link": what is noted decides
    for clause in _AND_I.split(text) if " i " in text else ():
        if (scheduled := _scheduled_own(clause)) is not None:
            return False, scheduled  # "My passport expires in October 2026 and I like keeping that in mind"
    labelled = _KIND_LABEL.match(text)
    if labelled is not None:
        said = text[labelled.end() :]
        verb = _main_verb(said)
        if verb is not None and verb.group() not in _COPULAS and _NUMBER.search(said, verb.end()) and _PERSON.search(said) is None:
            return False, verb.group()
    text = _NOTED.sub("", text)  # "Preference noted — the flight departs from Terminal 2": what follows the label decides
    framed = _BELIEF_FRAME.search(text) is not None
    rest = _FRAME.sub(" ", text)
    rest = " ".join(rest.split()).strip(" ,;:-")
    liked = _LIKED_THAT.search(rest) if framed else None
    if liked is not None and (stated := _main_verb(rest[liked.end() :])) is not None:
        # "I love that the pharmacy is open all night now, I think": what is liked is how a thing is, and the writer's doubt is of that
        return False, stated.group()
    for pattern in (_LIKING, _JUDGEMENT, _NORM):
        m = pattern.search(rest)
        if m:
            return True, m.group()
    first = rest.split(" ", 1)[0] if rest else ""
    if first in _IMPERATIVE and (first != "remember" or rest.startswith("remember to ")):
        return True, first  # (not "Remember I believe the lease renews in March": a belief after it)
    m = _main_verb(rest)
    p = _PERSON.search(rest)
    verb = m
    if framed and p is not None and verb is not None and verb.start() < p.start():
        first = _AND_OWN.split(rest, maxsplit=1)[0]
        if len(first) < len(rest) and _PERSON.search(first) is None:
            # "I believe the Denver flight is on United and my seat is 14C": a belief about a thing, in a clause of its own
            return False, verb.group()
    if framed and verb is not None and (p is None or p.start() < verb.start()):
        # "I think my library card expires in May": a belief about how a thing is (the writer's own
        # things as its subject); "I think green suits me", "… mornings are my best time": a taste
        return False, verb.group()
    if framed and p is None and (number := _NUMBER.search(rest)) is not None:
        return False, number.group()  # "I think the ferry sails at 8:15": a belief about a thing's value, whatever its verb
    if p and (doing := _scheduled_own(rest)) is not None:
        # "The user's flight to Lisbon departs from Terminal 2": the person's thing, as it is, by a verb of a schedule or a
        # term and a number (not a taste's "My coffee takes 2 sugars", "My summaries run under 100 words")
        return False, doing
    if p and (fact := _stated_beside(rest)) is not None:
        # "The user's bank is Chase and the account was opened in 2018" (no taste in it: "I'd rather walk; the bus takes 40
        # minutes" gives a reason for one)
        return False, fact
    if p:
        return True, p.group()
    if m:
        return False, m.group()
    return True, "no verb: a choice named, not a statement"
