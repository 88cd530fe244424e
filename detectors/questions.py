"""Questions and requests (docs/DESIGN.md, rule `question_or_request->review`): a claim that asks.

"Is the cache layer Memcached?", "Can you check whether the build uses Gradle?", "Does the
billing service use Postgres" state nothing; stored as memory, a later reader would take the
question's guess for a fact. A claim is a question when its last sentence asks: it ends with a
question mark (outside quotes and code), or it is worded as one without it (an auxiliary before
its subject, "does the service use …"; a question word before an auxiliary, "where are sessions
stored"; a question word with no main clause after it, "which region hosts the cluster"; a tag,
"…, right"); a request when it asks someone to find out ("please check whether", "could you
confirm that", "I need to know whether", "look up the support hours"), or to tell, remind or send
the writer something ("Remind me to renew the domain", "let me know when it lands"; for a claim
labelled a preference that reads as one, that is how to serve the user); a question also when it
is a state of mind ("wondering if …", "any idea whether …"). A request may close a statement after
a clause's mark ("The deploy is Tuesday; let me know if it moves"). A question answered in the same claim ("Why Kafka? It
keeps order per partition.") is a statement; so are a conditional ("Should the primary fail, the
replica takes over"), a free relative ("What matters most is p99 latency", "How we deploy is
documented") and a quoted question ("The FAQ is titled 'Is the cache warm?'"). A lone token that
names a credential ("forged-admin-token-xyz", "prod-db-password-2") states nothing either: it is a
credential's value written to memory, or made to look like one, with nothing a reader could check
(a lone word otherwise — "override.yaml", "non-admin" — is left to the other checks). Pure: the
normalized text in, the words that make it a question out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from groundstream.detectors.normalize import Normalized
from groundstream.detectors.patterns import lazy
from groundstream.detectors.preferences import STATES
from groundstream.detectors.secrets import lone_token, names_credential
from groundstream.detectors.words import MONTH_NAMES

# 12: a task with its deadline ("Book the vet … before the end of the month"); a reminder ("Remember to cancel …", "Don't forget
# to …": a request, not a question); "which of the two cards has …"
# 11: a to-do after its label ("TODO: confirm …", "Note to self: book …"); "Would prefer …" is a wish
# 10: "I'd like (love) to know how …", the wh-word straight after (not "I'd like to check in early when we arrive")
# 9: the noun a question asks about in two words ("Which Node version does …")
# 8: someone to ask what or which ("Ask Maria which …"; not "ask for"); a one-off check left to do ("Need to confirm the …")
# 7: a check left for anyone ("someone should double-check …"); "How-to" is a noun
# 6: a question whose answer is left open ("A: TBD"; "N/A" is an answer)
# 5: a quotation stands as a noun (a claim quoted whole is what it says); "when booking …, I want" is a clause
# 4: a question a label leads ("Q: does …"), "how many vacation days do …", "please confirm …";
# 3: requests to be told, reminded or sent, to look a thing up; wondering whether; a request after a
# statement's clause; 2: a lone token that names a credential
# 14: "Any idea how …" without its mark
# 13: "Please double-check the … for Friday" as a check to be made (not a procedure's step), an item for a calendar,
#     "Open question:" as a question's label
# 16: "TBD:" leading a question; "whats", "wheres" as "what's", "where's"; a need with no subject by a day or a date is a task ("Need the fax number
#     before Thursday")
# 15: a bracketed aside saying a question is not answered keeps it one ("(awaiting answer from IT)"); "Where to find X: …" is a label
# 18: a chance asked after ("Any chance my membership renews …"), someone needed to check, "Mind pulling …", "Who's covering for
#     …, …" without their marks; which of two asked before a dash or a semicolon ("Is it the 14th or the 21st — …"), a task with no one to own it
#     ("Need someone to book …"), what would be useful to find out, "Kindly …", "do the needful", "I'd appreciate … by Monday";
#     an open item asked before the claim goes on ("Open item: is … refundable? …"), "Please verify the W-9 … went out"
# 21: "Need the latest …", "Need the right …" are needs, not facts asked for
# 20: "Remind me which …", "…, when is that again", "Wondering aloud if …"
# 19: a fact needed with no subject ("Need the exact date the firewall rules were last audited")
# 22: a count's noun with what it counts of ("How many days of annual leave do I …"), a piece of work asked ("Draft a polite email …"), ", please" closing
# 23: a piece of work asked only one-off (a piece of writing, the writer's own, a day); ", please" only after a verb of asking for work
# 24: "Need you to …", ", cheers" closing a request, a question closed by the writer's doubt ("…, or have I got the shifts muddled")
# 25: ", cheers" or ", thanks" only of a one-off, no clause of "is" or "was"
# 26: "Abeg" as please, "help me find out when …"
# 27: an embedded question in its own order ("Find out did the ewes get …")
# 28: an eighty-fourth probe's: "Query:" as a question's label, a check asked of anyone ("Someone please confirm …")
# 29: an eighty-sixth probe's: a thing found, booked or bought for the writer ("Find me a cheaper ferry crossing", "Book us two seats on …";
#     not a name in title case, "Buy Me a Coffee is where I collect tips")
# 30: an eighty-seventh probe's: a thing asked for by the writer's thanks before it ("I'd be grateful for a sensible bedtime for …")
# 31: a ninetieth probe's: a task asked of the reader ("I'd like you to check if …", "Let's get the report summarised …"), "The thing I can't
# figure out is who …"
# 32: a ninety-second probe's: a check asked of the reader for the writer or when it has a moment ("Double-check … for me when you get a chance")
# 33: (a ninety-eighth probe's) more acts after a to-do's label ("Action item: rotate …", "TODO: migrate …"); (a ninety-seventh probe's, with
#     a code reader's mends) a list of unticked task boxes, a statement asked in disbelief ("runners?!");
#     "FIXME:" a to-do's label, its act on "which …"; a form of "do" before a word in -ing asks; "Will Hope joined" a name, "May is
#     when …", "Can openers are …"
VERSION = "questions/33"
# 17: "Need to know:", "To confirm:" as a question's label

_AUX = (
    r"(?:is|are|was|were|am|do|does|did|can|could|will|would|should|shall|may|might|must|has|have|had"
    r"|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't|hasn't|haven't)"
)
_WH = r"(?:what|which|who|whom|whose|where|when|why|how(?: many| much| long| often| big| old)?)"
# Words after an opening auxiliary that make it no question: "Can be configured …", "Is deployed
# nightly", "Was migrated last week" (a statement with its subject left out).
_NOT_A_SUBJECT = frozenset(
    "be been being not also only never always usually often now still then just already either prefer rather".split()
)
# "has" or "had" opening a sentence is a verb of a statement ("Has three replicas") unless a subject follows.
_POSSESSIVE_AUX = frozenset({"has", "have", "had"})
_SUBJECTS = frozenset(
    "the a an this that these those our your my their its it we you they he she i there any anyone anybody someone somebody "
    "all every each".split()
)
_SENTENCES = lazy(r"(?<=[.!?])\s+")
_DO = frozenset({"do", "does", "did"})
_DOUBTING_MARKS = ("?!", "!?", "?!!", "!?!")  # a statement asked in disbelief
# … after a word in lower case (not a chess move, "Nxe4?!", nor a title, "Wait What?!")
_DISBELIEF = lazy(r"(?<![A-Za-z])[a-z]{3,}+(?:\?!++|!\?)[!?]*+[\s)\]\"']*+$")  # (possessive: read once, on the claim's last 64 characters)
# (a ninety-seventh probe's) a list of tasks, every line an unticked box ("- [ ] renew passport⏎- [ ] cancel gym"; not one item, a PR template's
# "- [ ] Tests added", nor a list with other lines)
_UNTICKED = lazy(r"\s*(?:[-*+]|\d+[.)])\s+\[ \]\s+\S")


def _unticked_list(source: str) -> bool:
    lines = [line for line in source.splitlines() if line.strip()]
    return len(lines) >= 2 and all(_UNTICKED.match(line) for line in lines)
_THINGS = frozenset({"nothing", "everything", "anything", "something"})  # "Do Nothing Day is on 16 January": a name
_MODALS = frozenset({"will", "can", "may", "should", "would", "could", "might", "must", "shall"})
# A modal that is a first name, before a capitalized surname and a verb in the past ("Will Hope joined …", "May Chen moved …";
# not "Will Hope succeed"): a statement about a person.
# … a modal that is a name or a word's start, then a verb that agrees with it ("May is when we renew", "Can openers are in the drawer",
# "May Chen is the new head"; a question's verb after a modal is bare: "Can openers be recycled")
_THEN_FINITE = lazy(r"(?:(?!(?:i|we|you|they|he|she|it|the|a|an|this|that|these|those|my|our|your|their|there|anyone|someone|anybody|somebody|everyone"
                    r"|everybody|nobody|who|what|which|whoever|whatever|whichever|wherever|whenever)\b)[\w'-]+ )?"
                    r"(?:is|are|was|were|has|does)\b")
_NAME_THEN_PAST = lazy(r"[\"'\u201c*_]*[A-Z][a-z]+ [A-Z][\w'-]+ (?:(?!(?:[a-z]*eed|shred|embed|shed|wed|bed|sled)\b)[a-z]{2,}ed|won|took|ran|went|came|left"
                       r"|made|gave|got|wrote|led|built|bought|sold|met|became|began|brought|found|held|kept|lost|paid|sent|spent|taught|told|flew|drove"
                       r"|sang|swam|rode|broke|chose|spoke|wore|grew|knew|threw|drew|fell|quit)\b")
# A quotation or code span: a question inside one is mentioned, not asked.
_QUOTED = lazy(r'"[^"\n]{1,300}"|\u201c[^\u201d\n]{1,300}\u201d|`+[^`]+`+|(?<![\w\'])\'[^\'\n]{1,120}\'(?![\w\'])')
_OPENING_AUX = lazy(rf"^{_AUX} (\S+)")
# A question word before its auxiliary: at once ("where are …", "how do …"), or with the one noun
# it asks about ("which region is …", "how many partitions does …").
# ("how many vacation days do …": a count's noun may take two words)
# ("which Node version does …": "which" may ask about a noun of two words, not "which two regions are used: …")
_WHICH_TWO = r"which (?!(?:the|a|an|this|that|these|those|one|two|three|four|five|\d+)\b)[a-z0-9\-]+ [a-z0-9\-]+"
_OPENING_WH = lazy(
    rf"^(?:{_WH}|(?:what|which|whose) [a-z0-9\-]+|{_WHICH_TWO}|(?:how many|how much) [a-z0-9\-]+(?: [a-z0-9\-]+)?"
    r"(?: of (?:the |my |our |your |his |her |their )?[a-z0-9\-]+(?: (?!(?:i|we|you|they|he|she|it)\b)[a-z0-9\-]+)?)?"
    r"|which of (?:the|these|those|our|my|your|their|his|her|both|all) (?:[a-z0-9\-]+ ){0,2}?[a-z0-9\-]+) "  # "which of the two cards has …"
    rf"{_AUX} (\S+)"
)
_OPENING_WH_BARE = lazy(rf"^{_WH}\b(?!-)")  # not "How-to guides live under docs/howto"
# A question word leading a clause of its own, a time or place: "When booking team dinners I want …",
# "When I travel I book aisle seats" (a question puts its auxiliary next: "when do I …").
_WH_CLAUSE = lazy(r"^(?:when|whenever|where|wherever|while) (?:\w+ing|i|we|you|they|he|she|it)\b")
_MAIN_SUBJECT = lazy(r" (?:i|we|you|they|he|she)\b")
_CONDITIONAL_AUX = ("should ", "had ", "were ")  # "Should you or your partner need the car, …": a condition, inverted
_LATER_CLAUSE_VERB = lazy(r",[^,]*,\s*(?:is|are|was|were|depends|matters|decides)\b|\b(?:depends|matters) on\b")  # "What's missing, I realised, is …"
_EITHER_WAY = lazy(r"\b(?:either way|regardless|whichever it was|in any case|anyhow)\b")  # "Was it raining or snowing, the roads were closed either way"
_DASHED = lazy(r"\s*(?:;|\s[\u2014\u2013-]\s|\u2014)\s*")  # which of two asked, then a dash or a semicolon: "Is it the 14th or the 21st — …"
_WH_PROGRESSIVE = lazy(
    r"^(?:who|what|where|when|why|how)'s (?!(?:thing|king|spring|string|ring|wing|sibling|evening|morning|ceiling|building|meeting|interesting|amazing"
    r"|annoying|surprising|missing|confusing|worrying|exciting|striking|frustrating|fascinating|puzzling|disappointing|encouraging|reassuring)\b)\w+ing\b"
)
_ASKING_WORD = lazy(r"\b(?:which|what|who|whom|whose|how|whether)\b")


def _clause_then_main(words: str) -> bool:
    """A clause of time or place, then a main clause with its own subject: "When booking team dinners I
    want …" (not "When booking flights which card earns the most points", "Where we keep the spare key")."""
    lead = _WH_CLAUSE.match(words)
    if lead is None:
        return False
    rest = words[lead.end() :]
    return _MAIN_SUBJECT.search(rest) is not None and _ASKING_WORD.search(rest) is None


_LATER_VERB = lazy(rf" {_AUX} | (?:depends|matters|decides|determines|varies) ")
_OWN_VERB = lazy(r" (?:changes|rotates|alternates|differs) ")  # … after "which of …": a subject clause's verb
# A question closed by the writer's doubt of their own: "…, or have I got the shifts muddled", "…, or am I mixing it up"
_OR_UNSURE = lazy(r"^(?:is|are|was|were|do|does|did|has|have)\b[^.;!?]*, or (?:have|am|did|was) i (?:got|mixing|misremembering|muddled|confused"
                        r"|wrong|thinking|getting)\b")
_TAG = lazy(r", (?:right|correct|no|yes|isn't it|aren't they|doesn't it|don't they|am i right|true)\s*[.!]?$")
_REQUEST = lazy(
    r"^(?:please |kindly |pls |abeg,? )?(?:(?:can|could|would|will) you (?:please )?)?(?:help (?:me|us) )?"
    r"(?:check|verify|confirm|find out|figure out|look up|look into|investigate|ask(?! for\b)|see|determine|double-check|find|tell me|let me know)"
    r"(?: \S+){0,3}? (?:whether|if|what|which|who|where|when|how|why)\b"
    r"|^(?:please |kindly |pls )?(?:(?:can|could|would|will) you (?:please )?)?(?:confirm|verify|double-check|check)(?: for (?:me|us))? that\b"
    # (an eightieth probe's: an embedded question asked in its own order, "Find out did the ewes get the fluke dose last week")
    r"|^(?:please |kindly |pls |abeg,? )?(?:find out|ask (?:\w+ )?|go find out),? (?:did|was|were|has|have|does|do|will|would|can|could)"
    r" (?:the|a|an|my|our|his|her"
    r"|their|it|he|she|they|we|you|i)\b"
    # a check left for someone: "Someone should double-check that the restore works" (not a duty's "Someone must verify the ID
    # of every guest", nor anyone's leave, "Anyone can check in online")
    r"|^(?:someone|somebody)(?: [\w']+){0,3}? (?:should|needs? to|must|has to|ought to|oughta|gotta)(?: really| please| go| still)?"
    r" (?:double[- ]?check|check|verify|confirm|find out|figure out|make sure|look into)(?: again)? (?:that|whether|if)\b"
    r"|^(?:someone|somebody)(?: [\w']+){0,3}? (?:should|ought to|oughta|gotta|needs? to)(?: really| please| go| still)?"
    r" (?:double[- ]?check|verify|confirm|make sure)\b"  # a suggestion, not a duty's "must verify the ID of every guest"
    r"|^(?:(?:i|we)(?:'d| would)|id) (?:really |so )?(?:like|love) to (?:know|find out|learn) (?:whether|if|what|which|who|whom|whose|where|when|how|why)\b"
    r"|^(?:(?:i|we) )?(?:still )?(?:need|want|would like|'d like|am trying|'m trying|have|got) to (?:know|find out|figure out|check|confirm|verify"
    r"|ask|understand|learn|look up|double-check)(?: \S+){0,3}? (?:whether|if|what|which|who|whom|whose|where|when|how|why)\b"
    # a check left to do, one-off: "Need to confirm the dentist appointment time", "Need to ask Tom about the lease" (not a
    # routine's "I need to check my blood sugar twice a day", a rule's "I have to check my luggage because …", a team's "We need to
    # verify the backups", one done, "…: it does")
    r"|^(?:i )?(?:still )?need to (?:(?:confirm|verify|double-check)(?= (?!in\b|out\b)[a-z])|(?:check(?: on| with)?|find out about|ask(?: \S+){1,3}? about)"
    r" (?=(?:the|my|our|his|her|their|what|\w+'s)\b))(?![^;:,]*\b(?:every|each|daily|weekly|monthly|yearly|annually|twice|regularly|routinely"
    r"|always|because|since|when|whenever|before|after|if|per|or|so|until|while|it does|it did|and it)\b)(?![^;:,]*[;:,])"
    # someone to reach by a message and ask what is not known: "Ping the plumber and ask when he can come", "Text the landlord and ask
    # whether …" (a call or an email is a procedure's step as often: "Call the front desk and ask what time the pool opens")
    # (not "… and ask for the billing team": a thing asked for; nor a procedure's "Contact your administrator and ask whether …")
    r"|^(?:please |pls )?(?:ping|text|message|dm) (?!your\b)(?:the |my |our |a |an )?"
    r"[\w'.-]+(?: [\w'.-]+){0,3}? and"
    # (not of the reader's own: a procedure, "ask which of your credits transfer")
    r" (?:ask|check|find out|see)(?: \w+){0,2}? (?:whether|if|what|which|who|whom|whose|where|when|how|why)\b(?![^;.]*\byour\b)"
    # a check asked of someone: "Need someone to double check if the invoice was paid", "Mind pulling together a list of …"
    # ("would you mind", "do you mind", a request without its mark; not "never mind", "I don't mind")
    r"|^(?:i |we )?(?:still )?need (?:someone|somebody|you|anyone|anybody) to (?:double[- ]?check|check|verify|confirm|find out|figure out|look into|ask)"
    r"(?: \S+){0,3}? (?:whether|if|that|what|which|who|where|when|how|why)\b"
    r"|^(?:would you |do you |would anyone |does anyone )?mind (?:\w+ing) (?:the|a|an|my|our|your|his|her|their|this|that|these|those|some|me|us|him"
    r"|them|it|everyone|everybody|together|up|out|over|through)\b"
    # a task for whoever reads, no subject to own it: "Need someone to book a table for four this Saturday" (not "I need someone to
    # water the plants while I'm away": the writer's own need, stated)
    r"|^(?:still )?need (?:someone|somebody|anyone|anybody) to [a-z]+\b"
    # what would be useful to find out: "It would be useful to establish which of our services still run on Python 3.8"
    r"|^it(?:'d| would) be (?:useful|helpful|good|great|nice|worth it|handy|wise) to (?:establish|find out|check|confirm|determine|figure out"
    r"|verify|clarify)(?: \S+){0,3}? (?:whether|if|which|what|who|whom|whose|where|when|how|why)\b"
    # a polite request: "Kindly do the needful and update …", "Kindly update my address …", "I'd appreciate it if you …", "I'd appreciate a
    # summary … circulated … by Monday" (a thing wanted done by a deadline; not "I'd appreciate a quieter flat")
    r"|^(?:please |pls )?kindly (?:do|update|send|share|arrange|book|change|process|confirm|check|let|provide|forward|note|ensure|advise|reply|revert"
    r"|pay|sign|complete|submit|return|call|contact|email|remind|find|look|make|get|set|add|remove|delete|cancel|move|schedule|review|approve"
    r"|collect|deliver|fix|renew|file|print|post|reach|summari[sz]e|draft|write|prepare|compile|organi[sz]e|sort|clean|tidy|translate|share|upload)\b"
    r"|\bdo the needful\b"
    # leave to go ahead given as a request: "Go ahead and cancel my gym membership for me, thanks"
    r"|^(?:please )?go ahead and (?:cancel|book|pay|send|delete|buy|order|renew|sign|submit|transfer|email|reply|schedule|move|unsubscribe|close|remove)\b"
    r"(?![^.]*, (?:said|says)\b)"  # (not reported speech: "Go ahead and book it, said the travel agent")
    r"|^(?:i|we)(?:'d| would) (?:appreciate|be grateful for) (?:it if (?:you|someone|somebody)\b|(?:a|an|the|your) [^.;]{1,120}? (?:sent|circulated"
    r"|shared|emailed|done|booked|updated|filed|prepared|drafted|forwarded|posted|delivered|fixed|signed|returned|ready)(?: [\w'-]+){0,6}? by"
    r" (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|eod|cob|end of (?:day|week|month)|next week))"
    # (a ninetieth probe's: a task asked of the reader, "I'd like you to check if the renewal has gone through", "Let's get the quarterly
    # report summarised before Monday's meeting"; not what the writer would like to do, "I'd like to visit Rome", nor a plan, "Let's meet at 6")
    r"|^(?:(?:i|we)(?:'d| would)|id) (?:really |so )?(?:like|love|want) (?:you|someone|somebody) to"
    r" (?!know\b|understand\b|remember\b|meet\b|have\b|enjoy\b)[a-z]+\b"
    r"|^(?:let's|let us|lets) (?:get|have) (?:the |a |an |my |our |this |that |these |those )?(?:[\w'-]+ ){0,4}?"
    r"(?:done|sorted|summari[sz]ed|booked|sent|finished|drafted"
    r"|written|updated|checked|fixed|filed|paid|cancelled|canceled|renewed|ordered|scheduled|reviewed|signed|submitted|printed|tidied|cleaned)\b"
    # a task set for the reader: "Set a reminder: …"
    r"|^(?:please |kindly |pls |also |and |then |just )?(?:set|set up|create|schedule|make)(?: me)? (?:a |an )?(?:reminder|alarm|timer)"
    r"(?:\s*:| for me\b| to (?!get notified|be notified)\w+| for (?:today|tonight|tomorrow|\w+day)\b| at \d| for (?:the|my|our|[a-z]+'s)\b)"
)
# A request to be told or reminded: a task for whoever reads, unless the claim is labelled a
# preference and reads as one ("Tell me the cost before booking" is how to serve the user). "Let us
# know …", "Email us …" in documentation is how to reach its authors.
_TOLD = (
    r"^(?:please |kindly |pls |also |and |then |just )?(?:(?:remind|tell|notify|ping|alert|message|show|get|fetch|bring|nudge|update|inform) me"
    # (an eighty-sixth probe's: a thing found or bought for the writer, "Find me a cheaper ferry crossing for the 22nd")
    r"|(?:find|book|buy|order|grab|reserve|source|hunt down|dig out|line up|pick out|sort out|get) (?:me|us) (?:a|an|the|some|two|three|four|\d+"
    r"|somewhere|something|cheap|cheaper|tickets|seats|flights)|book (?:me|us) (?:on|onto|in|into)"
    r"|let me know|lmk|keep me (?:posted|updated|informed|in the loop))\b"
)
_TOLD_AFTER = lazy(_TOLD)  # what may close a statement after its clause's mark: "…; let me know if it moves"
# … not a name in title case ("Buy Me a Coffee is where I collect tips", "Find Me A Home is the shelter's newsletter")
_LAST_SENTENCE = lazy(r"(?<=[.!?])\s+")  # (the sentence read last, as written)
_TITLED = lazy(r"(?:[A-Z][\w'-]*\s+){1,2}(?:Me|Us)\s+(?:[A-Z]|(?:a|an|the)\s+[A-Z])")
_TASK_VERBS = (
    "book|call|phone|cancel|renew|pay|buy|order|schedule|reschedule|reserve|arrange|email|text|send|submit|file|return|pick up|drop off"
    "|sign up for|register for|confirm|fix|replace|double-check|verify"
)
_OBJECT = r"(?:a|an|the|my|our|his|her|their|this|that|these|those|some|me|us|him|them|[a-z]+'s)\b"  # "Book the …" (not "Order 5531 shipped")
_TASK_HEAD = rf"(?:please |also |and |then |just )?(?:{_TASK_VERBS}) {_OBJECT}"
_TASK = lazy(rf"^(?:{_TASK_HEAD}|(?:still )?need )")  # (a need with no subject may be a note to self)
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# a month by its name or its abbreviation, whole ("in decimal", "in octal", "in marked bills" name none)
_MONTHS = MONTH_NAMES + "|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
# A check asked of the reader (`_SERVE_ME`, a ninety-second probe's): its opening, its verb with its object right after it, a moment it may wait for
_LEAD = r"(?:(?:also|and|then),? )?(?:(?:please|kindly|pls) )?"
_CHECK_IT = (r"(?:double[- ]?check|re-?check|re-?confirm|verify|confirm|check(?: on)?|look into|chase(?: up)?)\s+"
             r"(?=(?:the|a|an|my|our|his|her|their|this|that|these|those|when|whether|if|what|[a-z]+'s)\b)")
_A_MOMENT = r"(?:a |the |some )?(?:chance|moment|minute|min|sec|second|mo|bit of time|time)"
_SERVE_ME = lazy(
    _TOLD + r"|^(?:please |kindly |pls )?(?:send|email|text|forward|print) me\b"
    # a piece of work asked of the reader ("Draft a polite email to the landlord about the tap", "Work out how much we spent on groceries in
    # March"; not a routine's step, "Draft the release notes before tagging", "Write a test for every bug fix", nor a diary's, "Put together the
    # wardrobe last Saturday"; labelled a preference, "Summarise the news in three bullet points" is how to serve the user)
    r"|^(?:please |pls |also |and |then |just )?(?:draft|write up|compose|summari[sz]e|translate|work out|calculate|tally up|add up|total up)"
    r"(?: me| us)? (?:a|an|the|my|our|this|that|these|those|some|how|what|which|whether)\b"
    r"(?![^.;]*\b(?:every|each|always|whenever|before|after|once|until|within|first|then|daily|weekly|monthly|yearly|per|last|yesterday|ago|earlier)\b)"
    # (a one-off: a piece of writing, the writer's own, a day or "please"; not a procedure's "Work out the dose from the child's weight")
    r"(?=[^.;]*\b(?:email|e-mail|letter|note|message|reply|summary|list|plan|report|post|speech|toast|card|invitation|minutes|my|our|we|us|me|i|please"
    r"|today|tomorrow|tonight|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august"
    r"|september|october|november|december)\b)"
    # (a phrase named as a subject: "Add up the receipts is step three of the form", "Translate the Bible into Welsh was his life's work")
    r"(?![^.;]*\b(?:is|was) (?:step|what|how|part|the|a|an|my|our|his|her|their|[a-z]+'s)\b)"
    # … or closed by "please" after a verb of asking ("Work out …, please"; not a thing asked for, "Aisle seat, please", "No onions, please")
    r"|^(?:please |kindly |pls |also |and |then |just )?(?:draft|write|compose|summari[sz]e|translate|work out|calculate|find out|look up|book|order"
    r"|send|remind|tell|email|text|call|phone|ring|research|compare|plan|list|print|schedule|reschedule|arrange|cancel|buy|pay|renew|sort (?:us|me) out)"
    # (not a house rule's "Remove shoes at the door, please", nor a statement's "List price of the sofa was £899, cheers")
    r"(?![^;:]*\b(?:is|was|are|were)\b) (?:[^;:]{3,200}?, (?:please|pls|plz)|(?=[^;:]*\b(?:us|me|my|our|we|i|list|email|letter|note|message|summary|plan)\b)"
    r"[^;:]{3,200}?, (?:cheers|ta|thanks|thank you))$"  # (thanks closing a one-off: not a standing instruction's "Order the veg box for Fridays, thanks")
    # … or needed of the reader ("Need you to work out how much VAT we owe …"; not a need of the writer's own, "I need you to know …")
    r"|^(?:i )?need you to (?!know\b|understand\b|remember\b|be\b)[a-z]+"
    # (an eighty-seventh probe's: a thing asked for by the writer's thanks before it, "I'd be grateful for a sensible bedtime for a four-year-old")
    # (not thanks for what was done, "I'd be grateful for ever to Dr Okafor", "… for my sister's help")
    r"|^(?:i|we)(?:'d| would) be (?:really |very |so |ever so |awfully |most )?(?:grateful|thankful|obliged) (?:if (?:you|someone|somebody|anyone|anybody)\b"
    r"|for (?:a|an|some|any) (?!(?:ever|life|lifetime)\b))"
    # a request to look a thing up ("Look up the vendor's hours"; not "look up tables", "find out more"; labelled a
    # preference, "Look up the weather before suggesting plans" is a wish)
    r"|^(?:please |kindly |pls |also |and |then |just )?(?:look up|find out|figure out|dig up|track down|look into|follow up on)"
    r" (?:the|a|an|my|our|his|her|their|whether|if|what|which|who|whom|whose|where|when|how|why)\b"
    r"(?! (?:docs|documentation|manual|man page|wiki|faq|readme|help|changelog|status page|release notes)\b)"
    # a check to be made, for a day: "Please double-check the flight number for Friday's trip" (labelled a preference, "Please
    # double-check the spelling of names in my emails" is a wish; a procedure's step is none: "Please confirm the booking
    # reference at the check-in desk", "Please verify the checksum before installing")
    # a check asked of anyone ("Someone please confirm the caretaker's mobile number"; not "Someone confirmed the booking")
    r"|^(?:can |could |would )?(?:someone|somebody|anyone|anybody) (?:please|pls) (?:double[- ]?check|re-?check|confirm|verify|check)(?! out)\b"
    r"|^(?:(?:also|and|then),? )?(?:please|kindly|pls) (?:double[- ]?check|re-?check|re-?confirm|verify|confirm|check(?: on)?|make sure)\s+"
    r"(?:the|a|an|my|our|his|her|their|this|that|[a-z]+'s)\b"
    r"(?![^;:\n]*\b(?:before|after|when|whenever|every|each|always|prior to|once|until|if)\b)"
    rf"(?![^;:\n]*\b(?:{_DAYS})s\b)"  # a routine's "on Mondays"
    rf"(?=[^;:\n]*?\b(?:(?:for|on) (?:this |next )?(?:{_DAYS})\b(?! (?:mornings|evenings|nights|afternoons)\b)|tomorrow\b(?!'s)|tonight\b|today\b(?!'s)"
    r"|this (?:week|weekend)\b(?!'s)|next (?:week|weekend|month)\b(?!'s)"
    rf"|for (?:{_MONTHS}) \d{{1,2}}(?:st|nd|rd|th)?\b|for (?:the )?\d{{1,2}}(?:st|nd|rd|th)?(?: of)? (?:{_MONTHS})\b))"
    # (a ninety-second probe's) a check asked of the reader for the writer, or when it has a moment: "Double-check the boiler warranty expiry
    # date for me when you get a chance", "Confirm the dentist time for me, please" (not "Check in for me at the desk", "Check out the new café")
    # (with a code reader's mends: the verb's object right after it, not a name, "Chase waived the fee for us", "Verify Ltd runs the checks for
    # us", "Check cashing fees for us are 2%"; its time first too, "When you get a chance, check the MOT date for me")
    rf"|^{_LEAD}{_CHECK_IT}(?=[^.;!?\n]*?(?:\bfor (?:me|us)\b|\b(?:when|whenever|if) you(?:'ve| have)? (?:get|have|find|can spare|got) {_A_MOMENT}\b"
    r"|\bwhen you can\b))"
    rf"|^{_LEAD}(?:when|whenever|if) you(?:'ve| have)? (?:get|have|find|got) {_A_MOMENT},? (?:please )?{_CHECK_IT}(?=[^.;!?\n]*?\bfor (?:me|us)\b)"
    # a task: "Please draft a note to the team …" (labelled a preference, "Please draft emails in a friendly tone" is a wish)
    r"|^(?:please|kindly|pls) (?:draft|compose|prepare)\b"
    # an item for a list: "Please add oat milk and eggs to the shopping list for Saturday"
    r"|^(?:please|kindly|pls) (?:add|put) [^.;\n]{1,60}? (?:to|on) (?:the|my|our) (?:shopping|grocery|groceries|to-?do|packing|wish|gift|guest|party"
    r"|errands?|bucket|reading|watch) list\b"  # (not documentation's "add your name to the list of contributors")
    # … or to the person's calendar: "Please add the kids' swim lessons to the family calendar", "… to our shared family calendar"
    # (not a team's rule, "Please add all time off to the team calendar", "add your holidays to …")
    r"|^(?:please|kindly|pls) (?:add|put) (?!your\b)[^.;\n]{1,60}? (?:to|on|in|into) (?:the|my|our)"
    r"(?!(?: [\w'-]+){0,2}? (?:team|teams|company|office|public|engineering|events|department|org|staff)\b)(?: [\w'-]+){0,2}?"
    r" (?:calendar|agenda|planner|diary)\b"
    # a reminder: "Remember to cancel the gym membership before the 20th", "Don't forget to renew …" (labelled a
    # preference, "Remember to use metric units" is a wish)
    r"|^(?:please |also |and |just )?(?:don't forget|do not forget|never forget) to \w"
    # a task or a reminder with its time: "Book the vet appointment for Luna's vaccines before the end of the month", "Remember to
    # cancel the gym membership before the 20th" (not a routine's "Pay the rent by the 5th of each month", nor documentation's
    # "Remember to restart the server after changing the config"; labelled a preference, "Send me the agenda by Friday" is a wish)
    # (a routine: "every", "each", or two months, "Replace the filter in March and September"; a time: a date or a day, not a count,
    # "Pay the deposit by 3 installments")
    # someone to ask about a thing, with no time: "Remember to ask the doctor about the ibuprofen dose" (not "Remember to ask
    # for a receipt": advice)
    r"|^(?:please |also |and |then |just )?(?:remember|don't forget|do not forget) to ask (?!for\b)(?:the |my |our )?[a-z'-]+ [^.;\n]{0,40}?\babout\b"
    rf"|^(?:{_TASK_HEAD}|(?:please |also |and |then |just )?remember to \w)(?![^.;\n]*\b(?:every|each|daily|weekly|monthly|yearly"
    rf"|annually|always|whenever|usually|regularly|routinely|(?:{_MONTHS}) (?:and|&) (?:{_MONTHS})|(?:{_DAYS})s|(?:{_DAYS}) (?:mornings|evenings|nights"
    rf"|afternoons))\b)(?=[^.;\n]{{0,80}}?\b(?:(?:before|by|until"
    rf"|no later than) (?:the end of (?:the )?(?:day|week|month|year|quarter)|tomorrow|tonight|today|(?:this |next )?(?:week|weekend|month|{_DAYS})\b"
    rf"|the \d{{1,2}}(?:st|nd|rd|th)\b|(?:{_MONTHS})\b(?!')|\d{{1,2}}(?:st|nd|rd|th|[:.]\d\d| ?[ap]m)\b|\d{{1,2}}/\d{{1,2}}\b"
    rf"|\d{{1,2}} (?:{_MONTHS})\b|\d{{4}}(?:-\d\d-\d\d)?\b)"
    rf"|on (?:{_DAYS}|the \d{{1,2}}(?:st|nd|rd|th))\b|in (?:{_MONTHS})\b(?!')|(?:tomorrow|tonight|today|(?:this|next) (?:week|weekend|month))\b(?!'s)))"
    # a need with no subject, by a day or a date: a note to self ("Need the pediatrician's fax number before Thursday"; not "until",
    # a time it lasts, "Need the hall until Saturday", nor a habit
    # by a clock's time, "Need my coffee before 9am", nor a routine's "… before the 1st of the month", "… on weekdays")
    rf"|^(?:still )?need (?:the|my|our|a|an|[a-z]+'s) [^.;\n]{{1,60}}?\b(?:before|by|no later than) (?:(?:this |next )?(?:{_DAYS})\b(?!s)"
    rf"|tomorrow\b|tonight\b|today\b|the end of (?:the )?(?:day|week|month)\b|the \d{{1,2}}(?:st|nd|rd|th)\b(?! of (?:the|each|every) month)"
    # (not a requirement with its purpose, "Need a visa by 15 March to enter Vietnam")
    rf"|\d{{1,2}}(?:st|nd|rd|th)? (?:{_MONTHS})\b|(?:{_MONTHS}) \d{{1,2}}(?:st|nd|rd|th)?\b)(?![^.;\n]*\bto [a-z]+)"
    rf"(?![^.;\n]*\b(?:every|each|daily|weekly|monthly|always|usually|weekdays|weekends|workdays|school nights|most days|nightly"
    r"|in (?:summer|winter|spring|autumn|fall))\b)"
    # a fact not yet known, needed with no subject to own it: "Need the exact date the firewall rules were last audited" (not "Need the
    # exact change for the bus", a thing to have)
    r"|^(?:still )?need (?:to (?:know|find out|get|confirm) )?the (?:exact|precise|correct|actual|real|official) "
    r"(?:[\w-]+ ){0,2}?(?:date|time|day|number|name|address|figure|amount|cost|price|version|reason|email|phone number|details?|spelling"
    r"|dimensions?|size|count|deadline|url|link)\b"
    # a check of a thing done asked for: "Please confirm the dentist moved my appointment" (not a procedure's
    # "Please confirm your email address", "Please verify the checksum"; labelled a preference, a wish)
    r"|^(?:please|kindly|pls) (?:confirm|double-check|verify|check)(?: that| whether| if)? (?:the|my|our|his|her|their) (?:[a-z0-9'\-]+ ){1,5}?"
    r"(?:actually |really |ever |already )?(?:is|are|was|were|has|have|had|did|got|moved|changed|went|sent|came|arrived|paid|left|made|took|\w+ed)\b"
)
# A question as a state of mind: "wondering if …", "curious whether …", "any idea what …".
_WONDER = lazy(
    r"^(?:(?:i'm|i am|we're|we are|i was|we were|been|just|still) )*(?:wondering(?: aloud| out loud)?|curious|unsure|not sure)(?: about)? (?:whether|if"
    r"|what|which|who|whom|whose|where|when|how|why)\b"
    # a question asked of the writer's own memory: "Remind me which currency the hostel charges in", "The deadline for the grant, when is
    # that again" (a seventy-third probe's)
    r"|^(?:please |can you |could you )?remind me (?:again )?(?:which|what|when|where|who|whom|how|whether|if)\b"
    r"|^[^\n]{1,200}?[,;:\u2014-] (?:when|what|where|who|which|how much|how many|how long) (?:is|was|are|were|does|did) (?:that|it|they|this|he|she)"
    r" again\s*[?.!]?\s*$"
    # (a ninetieth probe's: "The thing I can't figure out is who is responsible for the fence"; not one worked out, "The thing I figured out is …")
    r"|^(?:the )?(?:one )?(?:thing|question|part|bit|mystery) (?:i|we) (?:still )?(?:can't|cannot|couldn't|don't|never|haven't) (?:figure|figured|work"
    r"|worked|understand|understood|tell|remember|get|know|find|found)(?: out)? (?:is|was) (?:whether|if|what|which|who|whom|whose|where|when|how|why)\b"
    r"|^(?:any idea|anyone knows?|does anyone know|do we know|does anybody know|i wonder|we wonder) (?:whether|if|what|which|who|whom|whose"
    r"|where|when|how|why)\b"
    r"|^(?:(?:i'm|i am|we're|we are|just) )?hoping (?:someone|somebody|anyone|you) (?:can|could) (?:confirm|check|tell|say|find out)\b"
    # a chance asked after: "Any chance my membership auto-renews in January" (not "any chance of rain is low": a noun's "of")
    r"|^(?:is there |was there )?(?:any|some) chance(?: that)? (?:the|my|our|his|her|their|this|that|it|we|they|he|she|i|you|[a-z]+'s)\b"
)
_ANSWERED = lazy(
    r"[,;:\u2014-] (?:and |but )?(?:it|they|that|he|she|we|i|yes|no)\b(?: (?:was|were|is|are|did|does|do|had|has|wasn't|weren't|isn't|didn't))?\b"
)
_NAMED_PHRASE = lazy(r"(?:(?!\b(?:which|who|whom|whose|what|where|when|how|why|whether|if)\b)[^,;:])+? (?:is|was) (?:the|a|an|her|his|their|our|its|my"
                           r"|assigned|saved|stored)\b")  # fmt: skip
# Where a request may follow a statement in one sentence: "The deploy is Tuesday; let me know if it
# moves"; or a label of a task lead it: "Note to self: ask Priya whether the lease renews" (after
# another label, "Steps: look up the order, then refund it" is a procedure).
_CLAUSE = lazy(r"\s*(?:;|:|\s[\u2014\u2013-]\s|\u2014)\s*")
_TODO_LABELS = r"note to self|notes? for me|to[- ]?do|fixme|reminder|action items?"  # a to-do's labels
_LABEL = lazy(rf"^(?:{_TODO_LABELS}|ask|question|q|request)\s*:\s*")
# an answer's label, left open ("A: TBD", "Answer: to be confirmed"; "A: N/A" answers)
_NO_ANSWER = lazy(
    r"^(?:a|answer)\s*(?::|\s-)\s*(?:tbd|tbc|tba|todo|unknown|unclear|pending|not sure|no idea|idk|none yet"
    r"|to be (?:confirmed|decided|determined)|\?+|\.\.\.|\u2026)?\s*[.!]?$"
)
# A to-do's label, and the acts a to-do asks for after it (a procedure's "Steps: confirm the order" has no such label)
_TODO_LABEL = lazy(rf"^(?:{_TODO_LABELS})\s*:")
_TODO = lazy(
    r"(?:confirm|verify|double-check|double check|check|find out|figure out|look up|ask|book|call|phone|ring|cancel|renew|pay|buy|order|schedule"
    r"|rotate|migrate|upgrade|remove|delete|move|review|write|draft|clean up|tidy|install|deploy|merge|refactor|document|investigate|archive|retire"
    r"|email|text|send|follow up|chase|sort out|fix|update|replace|return|pick up|drop off|sign up|register|file|submit|make sure|get)"
    r" (?:the|a|an|my|our|his|her|their|this|that|these|those|whether|if|it|them|which|\w+'s)\b"
    # a verb with its preposition takes any object: "follow up with Priya", "sign up for the gym" (not "call with the vendor moved")
    r"|(?:(?:follow up|check|talk|speak) with|(?:sign up|pay|apply|register) for|ask about|(?:talk|speak|write|reply) to|look into) \w"
)  # the act and its object ("book the car service"; not "book club meets", "check-in is from 3pm", "pay day is the 25th")
# A bracketed aside after a question that says it is not answered yet, and nothing else: "(awaiting answer from IT)",
# "[TBD]", "(no reply yet)", "(IT still hasn't replied)", "(Dana to confirm)" (an aside that answers, "(Automatically,
# every March.)", "(Checking accounts only.)", "(Asked the landlord: it renews every March.)", makes it a question and its
# answer)
_NOT_YET = (
    r"(?:still )?(?:awaiting|pending|tbd|tbc|tba|todo|unknown|unclear|unanswered|unconfirmed|undecided|open question|waiting|asking|asked|checking"
    r"|to be (?:confirmed|decided|determined|checked|answered)|idk|no idea|not sure|don't know|do not know"
    r"|no (?:answer|reply|response|word)|not (?:yet )?(?:answered|known|confirmed)|nobody (?:knows|replied|answered|has (?:answered|replied))"
    r"|no one (?:knows|replied|answered|has (?:answered|replied))|needs? to (?:check|ask|confirm)|to (?:check|ask|confirm)|follow(?:ing)? up"
    r"|(?:[\w-]+ ){0,2}?(?:to|will) (?:confirm|check|ask|answer|reply|follow up)"
    r"|(?:[\w-]+ ){1,2}?(?:is|are) (?:still )?(?:waiting|checking|asking|looking into it)"
    r"|(?:[\w-]+ ){1,2}?(?:still )?(?:hasn't|haven't|has not|have not|never) (?:yet )?(?:replied|answered|responded|confirmed|heard|said|got back)"
    r"|(?:[\w-]+,? ){1,3}?(?:no reply|no answer|no response)|(?:we're|we are|i'm|i am|they're|they are) (?:still )?(?:waiting|checking|asking))"
)
_ASIDE = lazy(
    rf"^[(\[{{<]\s*(?:{_NOT_YET})(?: (?:yet|answer|reply|response|confirmation|approval|on it))?(?: (?!(?:is|are|was|were|opens?|only)\b)[\w-]+)??"
    r"(?: (?:from|with|by|on|until|re|per|to|for|since|as of|at) [^()\[\]{}<>:;.!?,]{1,40})?\s*[.!?]?\s*[)\]}>][.!]?$",  # (no clause after it)
    re.IGNORECASE,
)
# A question word and an infinitive as a label, its answer after the colon ("Where to find the spare keys: the blue tin")
_HOW_TO_LABEL = lazy(r"^(?:where|how|when|what|who|which) to [^:?\n]{1,60}:\s*[^\s?]")
# "Q: does …", "Open question: should …"
# (and a label that says what follows is not settled: "TBD: which region hosts the DR replica")
_OPEN_ITEM = lazy(r"^(?:(?:open|outstanding|unresolved|pending) (?:item|question|point|issue)s?|tbd|tbc|to (?:check|confirm|find out|ask))\s*:\s*")
_QUESTION_LABEL = lazy(
    r"^(?:(?:quick|open|unresolved|outstanding|genuine|honest|random|dumb|silly) )?(?:q|question|query|tbd|tbc|tba"
    r"|to be (?:confirmed|determined|decided)|unknown"
    r"|unclear|asking for a friend"
    r"|(?:need|needs|want|have) to (?:know|find out|check|confirm|ask)|to (?:check|confirm|ask|find out))"
    r"\s*(?::|\s[-\u2013\u2014])\s*"
)


# A question word and "is" written without the apostrophe, at a sentence's start ("whats", "wheres", "hows").
# ("whys" and "hows" are nouns too, "the whys and hows")
# (only before what it asks about: "whats the gate code"; "Whats left after rent covers groceries", "Hows Life cafe closes at
# 3pm" are statements)
_UNAPOSTROPHED = lazy(r"(?:^|(?<=[.!?] ))(what|where|who|how|when)s(?= (?:the|my|our|your|his|her|their|this|that|a|an)\b)")


@dataclass(frozen=True, slots=True)
class Asked:
    kind: str  # "question", "request" or "credential" (a lone token that names one)
    phrase: str  # the words that make it one, for the reason


def asks(norm: Normalized, preference: bool = False) -> Asked | None:
    """The question or request a claim is instead of a statement (None for a statement); a lone
    token that names a credential is neither, and states nothing too. `preference`: the claim is
    labelled a preference and reads as one, so a request to be told or reminded is the user's wish."""
    text = norm.text
    if "[ ]" in norm.source and _unticked_list(norm.source):
        return Asked("request", _cut(text.strip()))  # tasks left to do, not facts
    if "s " in text and not text.rstrip(" )\"'").endswith((".", "!")):
        # "whats the max upload size …" asks as "what's …" does (chat's spelling: no apostrophe, no full stop; "Whats left of the
        # budget goes into savings." is a statement)
        text = _UNAPOSTROPHED.sub(r"\1's", text)
    if lone_token(norm.source) and (names_credential(norm.source.strip()) or names_credential(text.strip())):
        return Asked("credential", "")  # its value is not quoted: it may be one
    cued = (_OPENING_AUX.match(text) or _OPENING_WH_BARE.match(text) or _REQUEST_CUE.search(text) or _QUESTION_LABEL.match(text) or _TASK.match(text)
            or _WONDER.match(text))  # "Any idea how long the warranty lasts" without its mark
    if "?" not in text and not cued:
        if not _TAG.search(text):
            return None  # most claims: nothing that asks
    # (a quotation stands as the noun it is: "'Who Wants to Be a Millionaire?' is the kids' favourite game")
    unquoted = " ".join(_QUOTED.sub(" it ", text).split()) if ('"' in text or "'" in text or "`" in text or "\u201c" in text) else text
    if unquoted.strip(" .!") == "it":
        unquoted = text.strip(" \"'`\u201c\u201d")  # the whole claim quoted: it is what it says ('"Is the VPN port 51820?"')
    if _HOW_TO_LABEL.match(unquoted) and not unquoted.rstrip(" )]\"'").endswith("?"):
        return None  # "Where to find the spare keys: the blue tin above the fridge": a label and its answer
    sentences = [s for s in _SENTENCES.split(unquoted) if s.strip(" .!")]
    while len(sentences) > 1 and _ASIDE.match(sentences[-1].strip()) and sentences[-2].rstrip(" )]\"'").endswith("?"):
        sentences.pop()  # "Is SSO mandatory? (awaiting answer from IT)": an aside answers nothing ("(yes)" does)
    if not sentences:
        return None
    for earlier in sentences[:-1]:  # an open item asked before the claim goes on: "Open item: is the ryokan refundable? Also …"
        if _OPEN_ITEM.match(earlier.strip()) and earlier.rstrip(" )]\"'").endswith("?"):
            return Asked("question", _cut(earlier.strip()))
    last = sentences[-1].strip()
    words = last.rstrip("?.! ")
    labelled = _LABEL.match(words)
    task = words[labelled.end() :] if labelled else words  # "Note to self: ask Priya whether …"
    clause = _CLAUSE.split(words)[-1].strip()  # "The deploy is Tuesday; let me know if it moves" (not a procedure's step)
    if _TODO_LABEL.match(words) and _TODO.match(task):
        return Asked("request", _cut(words))  # "TODO: confirm the retention period …": a task left, not a fact
    for pattern, kind in ((_REQUEST, "request"), (_SERVE_ME, "request"), (_WONDER, "question")):
        if (pattern is _SERVE_ME and (preference or _TITLED.match(_LAST_SENTENCE.split(norm.source.strip())[-1].lstrip(" \"'\u201c*_")))) or (
                pattern is _WONDER and _ANSWERED.search(words)):
            continue  # a wish of how to be served; "I was wondering if the cache was the problem, and it was"
        if pattern is not _WONDER and _NAMED_PHRASE.match(task):
            continue  # "Show me the money is her favourite quote", "Set a reminder … is the button's label": a phrase named
        if pattern.match(task):
            return Asked(kind, _cut(last if task is words else task))
        closing = _TOLD_AFTER if pattern is _SERVE_ME else pattern if pattern is _WONDER else None
        if closing is not None and clause != words and closing.match(clause):
            return Asked(kind, _cut(clause))
    closing = last.rstrip(" )]\"'")
    if closing.endswith("?") or (closing.endswith(_DOUBTING_MARKS) and _DISBELIEF.search(norm.source, max(0, len(norm.source) - 64)) is not None):
        return Asked("question", _cut(last))  # (a ninety-seventh probe's: "… down to clock skew on the CI runners?!")
    if len(sentences) > 1 and _NO_ANSWER.match(last) and sentences[-2].rstrip(" )]\"'").endswith("?"):
        return Asked("question", _cut(sentences[-2].strip()))  # "Q: what is the max body size? A: TBD": still asked
    if _TAG.search(last):
        return Asked("question", _cut(last))
    asked = _QUESTION_LABEL.match(words)
    if asked:
        words = words[asked.end() :]  # "Q: does the staging database get refreshed …": what a question's label leads (a note's may drop its subject)
    alternative = _OPENING_AUX.match(words)
    mark = _DASHED.search(words)
    two = words[: mark.start()] if mark is not None else ""  # which of two, before the dash
    if (alternative and alternative.group(1) in _SUBJECTS and not words.startswith(_CONDITIONAL_AUX) and " or " in two and "," not in two
            and not _EITHER_WAY.search(words)):  # fmt: skip
        return Asked("question", _cut(last))  # "Is the review on the 14th or the 21st — the invite says one thing, …": which of two, asked
    progressive = _WH_PROGRESSIVE.match(words)
    if progressive and not _LATER_VERB.search(f" {words[progressive.end():]} ") and not _LATER_CLAUSE_VERB.search(words, progressive.end()):
        return Asked("question", _cut(last))  # "Who's covering for Mira while she's out, the calls keep coming" (not "Who's coming is undecided")
    if _OR_UNSURE.search(words):
        return Asked("question", _cut(last))  # "Is it the case that night nurses hand over at half seven, or have I got the shifts muddled"
    if "," in words:
        return None  # "Should the primary fail, …", "Where possible, …", "When the cache is cold, …"
    m = _OPENING_AUX.match(words)
    if m:
        after = m.group(1)
        opener = words.split(" ", 1)[0]
        if after in _NOT_A_SUBJECT or (after.endswith(("ed", "ing")) and (opener not in _DO or after in _THINGS)) or (
                opener in _POSSESSIVE_AUX and after not in _SUBJECTS):
            return None  # (a form of "do" is followed by no participle: "does staging still read from …" asks)
        if opener in _MODALS and (_NAME_THEN_PAST.match(_LAST_SENTENCE.split(norm.source.strip())[-1]) or _THEN_FINITE.match(words, len(opener) + 1)):
            return None  # "Will Hope joined our SRE team in March": a name, then its verb in the past; "May is when …", "Can openers are …"
        return Asked("request" if after == "you" else "question", _cut(last))
    wh_aux = _OPENING_WH.match(words)
    if wh_aux:
        after = wh_aux.group(1)
        if after in _NOT_A_SUBJECT or after.endswith(("ed", "ing")):
            return None  # "How we deploy is documented …" never gets here; "What is stored in Redis …" does
        later = wh_aux.end(1)
        if words.startswith("which of ") and not last.rstrip(" )]\"'").endswith("?") and (
            STATES.search(words, later) or _LATER_VERB.search(words, later) or _OWN_VERB.search(words, later)
        ):
            return None  # a subject clause, a verb of its own after it: "Which of the keys has a red tag opens the shed"
        return Asked("question", _cut(last))
    if _OPENING_WH_BARE.match(words) and not _LATER_VERB.search(f" {words} ") and not _clause_then_main(words):
        return Asked("question", _cut(last))  # "which region hosts the cluster": no main clause after it
    return None


_REQUEST_CUE = lazy(
    r"\b(?:whether|if|confirm|verify|check|find out|know|(?:find|book|buy|order|grab|reserve|source|hunt down|dig out|line up|pick out|sort out) (?:me|us)"
    r"|(?:remind|tell|notify|ping|alert|message|text|email|show|send|get|fetch|bring|nudge"
    r"|warn|update|inform|ask|keep) (?:me|us)|ask(?: (?!(?:was|is|are|were)\b)\S+){0,3}? (?:which|what|who|whom|where|how|why)|need to ask|and ask"
    r"|look up|figure out|dig up|track down|look into|follow up|chase|wondering|curious|please|kindly|pls"
    r"|reminder|alarm|timer|lmk|you to|hoping|anyone knows|someone|somebody|to[- ]?do|note to self|notes? for me|action items?"
    r"|remember to|forget to|mind|need someone|need somebody|need anyone|need anybody|useful to|helpful to|needful|appreciate|go ahead|cheers|or have i"
    r"|or am i|or did i|let's|let us|lets"
    r"|draft|write up|compose|summari[sz]e|translate|work out|calculate|tally up|add up|total up|put together|grateful|thankful|obliged)\b"
)


def _cut(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
