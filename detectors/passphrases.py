"""Passwords written in prose: what a token scanner does not read as a value.

detect-secrets' plugins and the keyword rule in `secrets` take a credential's value as one token
("the admin password is hunter2", "password=correct-horse-battery-staple"). People write
passwords in sentences too, and a memory that holds one is a credential in clear. Read here:

- after a password's, passphrase's, passcode's or PIN's name (a door's, alarm's or gate's code, a
  Wi-Fi key, SQL's IDENTIFIED BY), qualified by up to eight words ("the keystore password for the
  Android release signing key is …"), and what gives it its value ("is", ":", "=", "set/changed to",
  "became"; "to" where a verb of change comes first: "changed the Jenkins password to …"): a
  passphrase of three words or more, a quoted value, a passcode of four digits or more, a token
  that looks like a credential, and one plain word where the writer assigns it ("Password: admin"
  at a line's end, "POSTGRES_PASSWORD=developer", "was set to lemonade"; after "is" one word is
  more often a description); right after the name, four words ("logs in with password feral
  sprinkled lagoon bishop"; three after "with/uses"), a passcode or a credential-like token;
- a login's user and password ("login: admin / copper fidget unravel basin", "creds are
  admin:Welcome123!"), a default account's pair ("Default is root/amberelec"), a command line's
  `--password value`, and a quoted value someone is told to log in with.

What stands for a value is none: a variable, template or path ("${DB_PASSWORD}", "{{ vault_pw }}",
"/run/secrets/pg"), a placeholder or pointer ("your_password_here", "stored-in-vault"), a stand-in
("PASSWORD", "XXX"). A description is none either: it is written with the words a passphrase does
without (articles, prepositions, pronouns, time words, products and vendors, encodings, an acronym
among plain words, what a password policy names: "is stored in Vault", "is twelve characters
minimum", "was leaked last month", "is Okta SSO now"), or mostly in participles and adverbs ("is
automatically rotated monthly"); a name followed by a word that makes it another thing ("password
manager", "password policy"), in code ("`pwd`") or a URL's scheme names no password. A value is
hidden to the end of its last token and of every word that goes on with it.

Each reading runs only where its cue is in the text; hostile text is read in linear time (the
first separator after a name decides, another name ends a qualifier, every pattern is anchored):
16 KB of the worst repetitions tried in ≤ ~30 ms.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from groundstream.detectors.normalize import sentence_span
from groundstream.detectors.patterns import Pattern, Substrings, lazy
from groundstream.detectors.values import PRODUCTS, VENDORS

# A password's name: not inside a longer word ("bypass", "passwordless"), but after "_" (DB_PASSWORD);
# the codes and keys that open a door, a phone or a network are passwords too.
_NAME = lazy(
    r"(?i)(?<![a-z`$/])(?:pass(?:word|wd|phrase|code)s?|pwd|pw|requirepass|psk)(?![a-z])"
    r"|(?<![a-z`_])pass(?=[ \t]*(?:[:=]|is\b))|(?<=_)pass(?![a-z])"
    r"|(?<![A-Za-z`])(?-i:PIN)(?![A-Za-z])|\bidentified[ \t]+by(?=[ \t]*['\"])"
    r"|\bwpa[23]?(?:-psk)?(?=[ \t]*[:=])"  # a Wi-Fi network's key under its standard's name ("SSID: Pinecone5G / WPA2: moss-lantern-1142")
    # a login's phrase or secret ("Login phrase for the family laptop: purple-otter-lantern-91")
    r"|\b(?:login|log-in|logon|sign-in|signin|sign-on)[ \t]+(?:phrases?|secrets?)(?![a-z])"
    # a login given in parts (a seventy-ninth probe's: "Bank login in two halves …: first bit is Kest, second bit is rel#88Pine")
    r"|\blogins?\b(?=[^.;\n]{0,60}?\b(?:in[ \t]+(?:two|three|2|3)[ \t]+(?:halves|parts|pieces|bits|chunks)|first[ \t]+(?:half|part|bit|piece)))"
    # a login, password or token encoded to hide it, up to what gives it ("Email login, rot13'd for safety: GvtreYvyl2019", "Bank login in
    # ROT13: …", "…, caesar-shifted by 3: …"; not "Secret, encoded in the escape room's Morse puzzle: SOS")
    r"|\b(?:pass|creds|credentials)(?:es)?,?[ \t]+(?:-[ \t]+)?(?:in[ \t]+)?(?:rot[ -]?13(?:'d|ed)?|base64(?:'d|ed)?|caesar(?:-shifted|'d)?|reversed)"
    r"(?:[ \t]+[\w'-]+){0,8}?(?=[ \t]*(?::|=|\bis\b))"
    r"|(?<!word )\b(?:login|log-in|logon|password|passcode|pin|token)s?,?[ \t]+(?:-[ \t]+)?(?:in[ \t]+)?"
    r"(?:rot[ -]?13(?:'d|ed)?|base64(?:'d|ed)?|encoded|scrambled"
    # (an eighty-fifth probe's: "Laptop login, written backwards so nobody spots it: …")
    r"|reversed|(?:written|spelled|spelt|typed)[ \t]+(?:backwards?|back[ \t]+to[ \t]+front)"
    r"|obfuscated"
    r"|caesar(?:-shifted|-encoded|'d)?|shifted)(?:[ \t]+[\w'-]+){0,8}?(?=[ \t]*(?::|=|\bis\b))"
)
# The answers to a site's security questions prove who someone is as a password does ("Security question answers for the
# pension portal: first pet Noodle, first street Alder Row"): what a colon or "is"/"are" gives after them, to the sentence's end.
_ANSWERS = lazy(
    r"(?i)\b(?:(?:security|secret|challenge|verification)[ \t]+(?:questions?[ \t]+)?answers?|answers?[ \t]+to[ \t]+(?:my[ \t]+|the[ \t]+|our[ \t]+|its[ \t]+)?"
    r"(?:[\w'-]+[ \t]+){0,3}?(?:security|secret|challenge|verification)[ \t]+questions?|memorable[ \t]+(?:word|phrase|information|info))\b[^.;:!?\n]{0,60}?"
    # (after a colon, what follows; after "is", a name or a quoted value: not "… are stored encrypted", "… was wrong")
    r"(?::[ \t]*([^.;!?\n]{2,200})|\b(?:is|are|was|were)[ \t]+((?-i:[A-Z][\w'-]*(?:[ \t]+[A-Z][\w'-]*){0,2})"
    r"|[\"'\u201c\u2018][^\"'\u201d\u2019\n]{1,60}[\"'\u201d\u2019])"
    r"(?=[ \t]*(?:[.;,!?]|$)))"
)
# A code's digits spelled as words ("four-nine-one-seven", "two five five zero"): four or more, one after another.
_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_DIGIT_WORDS = lazy(rf"(?i)\b{_DIGIT_WORD}(?:[ \t]*[-, ][ \t]*{_DIGIT_WORD}){{3,15}}\b")  # ("seven, two, zero, nine" too)
_CODE_NAME = lazy(
    r"(?i)\b(?:door|unlock|access|gate|alarm|keypad|entry|lock|garage|pin|master|building|office|parking|house|lockbox|bathroom"
    r"|disarm|arm|security|parental|parental-controls|cage|locker|cabinet|cupboard|drawer|override|bike|safe|duress|panic"
    # a code that proves who someone is, sent or kept for a login: a one-time code is a credential while it lasts
    r"|verification|confirmation|one-time|otp|2fa|mfa|sms|login|sign-in|authentication|backup|recovery|activation)"
    r"(?:'s)?[ \t]+codes?\b|\b(?:safe|lock|locker|padlock)[ \t]+(?:combination|combo)\b"
    # (a seventy-ninth probe's: a bank's "online security number five five two one"; not a social security number, an identifier's)
    r"|(?<!social )(?<!social-)\b(?:online|telephone|phone|banking)[ \t]+security[ \t]+(?:number|code)\b"

    # … named after what it opens: "The code for our garage door keypad is 3381", "The combination for my bike lock is 0-4-2-7"
    r"|\b(?:code|combination|combo|pin)[ \t]+(?:for|to|of)[ \t]+(?:the|our|my|his|her|their|mum's|dad's)[ \t]+(?:[\w'-]+[ \t]+){0,3}?(?:keypad|door|gate|alarm"
    # (its value next: not "the code for the garage door app")
    r"|lock|safe|garage|locker|building|padlock|lockbox|front door|back door|shed)\b(?=[ \t]+(?:is|was|:))"
    # … or after what it gets someone into ("The code to get into the bike shed is 4-8-0-2-7"; its value next, as above)
    r"|\b(?:code|combination|combo|pin)[ \t]+(?:to[ \t]+(?:get[ \t]+)?(?:into|in[ \t]+to|in|through|past|open|unlock|enter|access)|for[ \t]+getting[ \t]+into"
    r"|(?:that|which)[ \t]+(?:opens|unlocks))[ \t]+"
    r"(?:the|our|my|his|her|their)[ \t]+(?:[\w'-]+[ \t]+){0,3}?(?:keypad|door|gate|lock|safe|garage|locker|building|padlock|lockbox|shed|flat|house"
    r"|apartment|office|room|storeroom|gym|block|yard|compound|car[ \t]+park|basement|cellar|loft|porch|side[ \t]+gate)\b(?=[ \t]+(?:is|was)\b|[ \t]*:)"
    r"|\bpin\b(?=[ \t]*(?:is|:|=)[ \t]*\d)|\b(?:otp|totp|hotp)\b"
    # a door's code by more places, its digits right after (a ninety-fifth probe's: "The bike shed code is 48027"; not a catalogue's or a
    # discount's, "The shed code in the B&Q catalogue is 4417", "Our gym code for the corporate discount is ACME2024", "Gym code: wear …")
    r"|\b(?:shed|flat|storeroom|stockroom|porch|lift|elevator|keysafe|key-safe|key box|padlock|intercom|buzzer|lobby|cellar|basement|loft"
    r"|stairwell|bin store|server room|pool)[ \t]+codes?\b(?=[ \t]*(?:is|was|:|=)[ \t]*\d)"
    # a keypad's digits after its name ("Garage keypad: four, seven, seven, one, …"; not "Keypad = 4x4 membrane")
    # (… or after what it is at, its digits closing their clause: "Back door keypad at the print shop: 290614, then press the green key"; not "Keypad on the
    # new door: 2024 model from Paxton")
    r"|(?<!code )(?<!codes )\bkeypad\b(?=[ \t]+(?:at|on|in|for|by|of)[ \t]+(?:the[ \t]+)?[\w'-]+(?:[ \t]+[\w'-]+){0,2}?[ \t]*[:=][ \t]*\d{4,8}"
    r"[ \t]*(?:[.,;!)\n]|then\b|$))"
    r"|(?<!code )(?<!codes )\bkeypad\b(?=[ \t]*(?:[:=]|is\b)[ \t]*"
    r"(?:\d{4}|\d(?:[ \t]?[-,.][ \t]?\d){3,11}\b"
    r"(?![ \t]*(?:across|along|in a|on the|below|above|grid|layout|firmware|version|release|update"
    r"|[-,.][ \t]?\d))"
    r"|(?:zero|one|two|three|four|five|six|seven|eight|nine)(?:[ \t]*[-, ][ \t]*"
    r"(?:zero|one|two|three|four|five|six|seven|eight|nine)){3}\b))"
    # an override a supervisor keys in ("Till supervisor override on the shop tills is zero zero seven three")
    r"|\b(?:supervisor|manager|admin|till|master)[ \t]+override\b(?![ \t]+(?:button|key|switch|policy|rule|form|request|log)s?\b)"
)
_KEY_NAME = lazy(r"(?i)\b(?:wi-?fi|wpa[23]?|network|pre-?shared|wireless)[ \t]+key\b")
# … and "the key" where a Wi-Fi network is named just before ("Home Wi-Fi is Hendersons-5G and the key is tangerine-Walrus-2291")
_WIFI_KEY = lazy(r"(?i)\b(?:wi-?fi|ssid|wlan|router|network)\b[^.;\n]{0,60}?\b(?:the |its )?(?:key|passkey)(?=[ \t]*(?:is\b|:|=))")
_OPENED = "safe|lock|padlock|locker|lockbox|gate|door|keypad|alarm"  # what a code or a combination opens
_OPENED_THING = lazy(rf"\b(?:{_OPENED})\b")
_OPENED_WORDS = (*_OPENED.split("|"), "vault", "strongroom", "cabinet", "shed")
_A_DIGIT_WORD = lazy(rf"\b{_DIGIT_WORD}\b")  # (a cue read in one pass: four of them at least)
# A login's secret after "signs in with" ("… and she signs in with Biscuit1961!"; not "signs in with Google" or "with her fingerprint")
_SIGNS_IN_WITH = lazy(r"(?i)\b(?:sign(?:s|ed)?|log(?:s|ged)?)[ \t]*(?:in|on)[ \t]+with[ \t]+(?=\S)")
# A combination a safe or a lock opens with ("The safe in the study opens with 36-12-48")
_OPENS_WITH = lazy(
    rf"(?i)\b(?:{_OPENED})\b[^.;\n]{{0,40}}?\b(?:opens with|unlocks with|opened with|unlocked with|disarms with|disarmed with|unsets with|takes|accepts|needs)"
    # (one separator between numbers, so a run of spaces is read one way; not what is measured or counted: "takes 10, 20, 50 cent coins")
    r"[ \t]+(\d{1,3}(?:(?:[ \t]?[-,/][ \t]?|[ \t])\d{1,3}){2,5}|(?<=with )#?\d{4,8}(?=[ \t]*(?:[.,;()]|and\b|or\b|then\b|$)))"
    r"\b(?![ \t]*(?:[a-z]+[ \t]+)?(?:coins?|cents?|digits?|mm|cm|inch(?:es)?|screws?|bolts?"
    r"|coats?|batteries|characters?|letters?|times|minutes?|seconds?|hours?|days?|pounds?|euros?|dollars?|kg|lbs?|people|users)\b)"
)
# … or its digits spelled as words, opened "on" them too (an eighty-first probe's: "The office safe opens on seven, two, nine, zero, one, four")
# (the run closing its clause: not what is counted or dated after it, "one, two, three, four turns of the key", "… four and five May", "… o'clock")
_OPENS_ON_WORDS = lazy(
    rf"(?i)\b(?:{_OPENED}|vault|strongroom|cabinet|shed)s?\b[^.;\n]{{0,80}}?\b(?:(?:will |to )?(?:open|opens|opened|unlock|unlocks|unlocked|disarm|disarms"
    r"|disarmed|unsets)[ \t]+(?:on|with|to|at|after)|(?:dial|enter|punch in|key in|type in|tap in))[ \t]+"
    rf"({_DIGIT_WORD}(?:[ \t]*+[-,]?+[ \t]*+{_DIGIT_WORD}){{3,15}})\b(?=[ \t]*+(?:[.;!)]|,(?![ \t]*(?:and|or)\b)|$))"
)
# … or keyed in (an eighty-fifth probe's: "To disarm the shop alarm punch in six, zero, two, nine and then press OFF", "To open the garage,
# tap in 4417 on the keypad"): digits or digit words closing their clause or before the next step, in a sentence that names a door, a gate,
# an alarm, a safe … and why (to open, unlock or disarm it) or its keypad; not a year closing its clause ("the garage key in 2019"), a quantity
# or a form's number ("In the vault inventory screen, key in 2500 and press enter to record the boxes"), an appliance's setting ("On the oven
# keypad, type in 1800 then press Start")
_KEYED_IN = lazy(
    r"(?i)\b(?:(?:punch(?:ed|es)?|key(?:ed|s)?|tap(?:ped|s)?|type(?:d|s)?)[ \t]+in|enter(?:s|ed|ing)?|keying|punching|tapping|typing"
    r"|(?:punch(?:ed|es)?|key(?:ed|s)?|tap(?:ped|s)?|type(?:d|s)?)(?=[ \t]+\d[\d -]{2,12}[A-Za-z]?[ \t]+into[ \t]))"
    r"[ \t]+(?:the[ \t]+(?:code|digits|number)[ \t]+)?"
    rf"(\d(?:[ -]?\d){{3,7}}(?:[A-Za-z](?![\w-]))?|{_DIGIT_WORD}(?:[ \t]*+[-,]?+[ \t]*+{_DIGIT_WORD}){{3,15}})\b"
    r"(?=[ \t]*+(?:[.;!)#]|,|(?:and[ \t]+)?then\b|followed[ \t]+by\b|and[ \t]+(?:press|hit|push|the)\b"
    r"|(?:on|at|into)[ \t]+the[ \t]+(?:[\w'-]+[ \t]+){0,2}?(?:keypad|pad|panel)\b"
    r"|to[ \t]+(?:open|unlock|disarm|unset|deactivate|get[ \t]+in)\b|within\b|$))"
)
_KEYED_THING = lazy(rf"(?i)\b(?:{'|'.join(w for w in (*_OPENED_WORDS, 'garage', 'shutter') if w != 'keypad')})s?\b")  # what a code opens, not a keypad
_KEYED_FOR = lazy(r"(?i)\b(?:open|opens|opened|unlock|unlocks|unlocked|disarm|disarms|disarmed|unset|unsets|deactivate|deactivates|get in|get into"
                        r"|let (?:yourself|you|us|me|them) in|keypad|key ?pad|pad|panel)\b")
_CLAUSE_CLOSES = lazy(r"[ \t]*(?:[.,;!)]|$)")
_DIGIT_NAMES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _counted(words: str) -> bool:
    """Whether digits in words run one by one up or down ("one, two, three, four", "five, four, three, two, one"): a count, not a code."""
    said = re.findall(r"[a-z]+", words.lower())
    digits = [_DIGIT_NAMES.index(w) for w in said if w in _DIGIT_NAMES]
    return len(digits) == len(said) and {b - a for a, b in zip(digits, digits[1:], strict=False)} in ({1}, {-1})


# A wallet's recovery words (BIP-39's twelve or twenty-four): whoever reads them holds the wallet.
_PHRASE_NAME = lazy(
    r"(?i)\b(?:recovery|seed|backup|mnemonic|wallet|secret)[ \t]+(?:phrase|words)\b|\bmnemonic\b|\b(?:backup|recovery|wallet) seed\b(?! (?:phrase|words)\b)"
)
# A mnemonic is a wallet's only beside one ("the mnemonic for my Trezor wallet"; not "the mnemonic for the planets")
_WALLET = lazy(r"(?i)\b(?:wallet|seed|recovery|bip-?39|crypto|bitcoin|btc|ethereum|eth|ledger|trezor|metamask|exodus|electrum|coinbase)\b")
# Words of a sentence that no BIP-39 list holds: twelve plain words written with them describe, not recover.
_PROSE_WORDS = frozenset("the that this these those with from was were been being have has had into when which will would should".split())
# Its twelve words or more, whatever they are ("about", "above" are BIP-39 words too), after what gives them (words that
# qualify the name first: "The mnemonic for my Trezor wallet, in order, is …"; no comma inside one, so a run of commas
# is read one way only).
_SEED_WORDS = lazy(
    r"(?:[ \t,]+[^\s.;:=,]+){0,8}?[ \t,]*(?::|=|[ \t][-\u2013\u2014][ \t]|\b(?:is|are|was|were)\b)[ \t]*:?[ \t]*[\"'`]?"
    r"((?:(?:\d{1,2}[.)][ \t]*)?[a-z]{3,8}[ \t,]+){11,23}(?:\d{1,2}[.)][ \t]*)?[a-z]{3,8})\b"  # (numbered too: "1. canal 2. walnut …")
)
# A few of a phrase's words, after words that say they are some of them ("the first four words", "the last words of")
_SOME_OF = lazy(r"(?i)\b(?:first|last|opening|final|some|few|\d+|two|three|four|five|six)\s+(?:\w+\s+)?words?\b")
_SOME_SEED_WORDS = lazy(
    r"[ \t]*(?::|=|\b(?:is|are|was|were)\b|(?P<begin>\b(?:begin|begins|start|starts|open|opens)(?: with)?\b))[ \t]*[\"'`]?"
    r"((?:[A-Za-z]{3,8}[ \t,]+){2,10}[A-Za-z]{3,8})\b"
)
# What gives the name its value; "still"/"now" between ("is still …", "is now …"); markdown's emphasis around it.
_SEP = lazy(
    r"(?i)[ \t]*[*_]{0,2}(?:=>|[:=]|\b(?:is|was|are|were)\b(?:[ \t]+(?:still|now|currently|also))?"
    r"(?:[ \t]+(?:set|changed|rotated|reset|updated)[ \t]+to\b)?|\b(?:set|changed|rotated|reset|updated)[ \t]+to\b"
    r"|\b(?:to|of|as)\b(?=[ \t]*[\"'`\u201c\u2018\u00ab\u201e\u2039])|\bbecame\b|\bbecomes\b|[ \t][\u2014\u2013][ \t])[ \t]*:?[*_]{0,2}[ \t]*"
)
_QUOTES = "\"'`\u201c\u2018\u00ab\u201e\u2039"
_ASSIGNING = lazy(r"[:=]")
_CHANGED_TO = lazy(r"(?i)\b(?:set|changed|rotated|reset|updated)[ \t]+to\b|\bbecame\b")
# "Priya changed the Jenkins password to velvet-otter-83": a verb of change before the name gives "to" its value.
_CHANGING = lazy(r"(?i)\b(?:changed|changes|change|reset|resets|set|sets|rotated|rotates|updated|updates)\b[^.;\n]*$")
_USED_WITH = lazy(r"(?i)(?:\b(?:with|uses?|using|holds?)(?:[ \t]+the)?|,)[ \t]+$")
_TO = lazy(r"(?i)[ \t]+to\b[ \t]*")
_QUALIFIER_WORD = lazy(r"[ \t]+[^\s:=,;!?\"'`\u201c\u2018]{1,40}")
_QUALIFIER_WORDS = 8
_SPACES = lazy(r"[ \t]*")
_EMPHASIS = lazy(r"(?:[*_]{1,2}|<(?:strong|b|em|code|i|kbd|tt)>)(?=\S)")
_QUOTED = lazy(
    r"[\"'`\u201c\u2018\u00ab\u201e\u2039]([^\s\"'`\u201c\u201d\u2018\u2019\u00ab\u00bb\u2039\u203a.,;:!?]"
    r"[^\"'`\u201c\u201d\u2018\u2019\u00ab\u00bb\u2039\u203a\n]{0,119})[\"'`\u201c\u201d\u2018\u2019\u00bb\u203a]"
)
_WORD = r"[^\W_]{1,40}(?:['\u2019-][^\W_]{1,40}){0,3}"  # "lamp-post", "dishwasher's" are one word
_WORDS = lazy(_WORD + r"(?:[ \t]+" + _WORD + r"){0,31}")
_TAIL = lazy(r"[^\s,;]*")  # the rest of a value's last token: "l@mp", "lamp-post", "4ever&ever"
# (single digits apart by a dash, a dot or a comma, spaced or not: "4 - 7 - 1 - 9", "8.2.0.6", "8, 2, 0, 6"; not a date, "12 - 03 - 2024")
_DIGITS = lazy(r"[#*]?(?:\d(?:[- ]?\d){3,31}|\d(?:[ \t]?[-.,][ \t]?\d(?!\d)){3,11})[#*]?(?=[\s.,;!?)*_]|$)")
_PAREN = lazy(r"\(([^()\s]{4,64})\)")
_YEAR = lazy(r"(?:19|20)\d\d(?=[ .,;]|$)")  # "password changed in 2024": a year, not a code
_TOKEN = lazy(r"[^\s'\"`(\[]\S{2,127}")  # to the token's end: "Tr0ub4dor,&3", "Xk9(mQ2)vL"
_LAST_MARK = ".,;:)]"  # a sentence's mark after a value, left in place (one character, never the value's)
_LINE_END = lazy(r"[*_`]{0,2}[ \t]*(?:$|\n|[.;)](?:\s|$))")
_COUNTED = lazy(
    r"(?i)[ \t]*(?:characters?|chars?|digits?|letters?|symbols?|words?|days?|hours?|minutes?|seconds?|weeks?|months?|years?"
    r"|times|attempts|tries|ms|sec|kb|mb|gb|devices|users|items|requests|points|miles|steps|calories|pages|lines|runs|%)\b"
)
_LOGIN = lazy(
    r"(?i)\b(?:log(?:s|ged)?[ \t]*(?:in|on)(?:[ \t]+with)?|login|sign(?:s|ed)?[ \t]*(?:in|on)(?:[ \t]+with)?|creds|credentials)\b"
    r"[^\n.]{0,40}?(?<![\w@.+/-])[`'\"*]{0,2}[\w.@+-]{2,64}[`'\"*]{0,2}(?:[ \t]*/(?!/)[ \t]*|:(?![/ \t]))(?![\w.-]*/)"
)
# A default account's pair without a login's word ("Default is root/amberelec", "accepts deploy:Sunfl0wer!77").
_ACCOUNTS = ("root", "admin", "guest", "ubuntu", "pi", "test", "demo", "deploy", "postgres", "sa", "user")
_ACCOUNT = lazy(r"(?i)(?<![\w/:.@-])(root|admin|administrator|guest|ubuntu|pi|test|demo|deploy|postgres|sa|user)(?:[ \t]*/[ \t]*|:)(?=[^\s/])")
_NOT_AN_ACCOUNT = lazy(r"(?i)\b(?:chown|chgrp|image|FROM|docker[ \t]+(?:pull|run|push)|tag)\b[^\n]*$")  # chown deploy:deploy, postgres:16-alpine
_DEFAULT = lazy(r"(?i)\bdefault")
_ADDRESS = lazy(r"[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+")  # "user:alice@example.com": an IAM member, a login's address, no password
_TOLD = lazy(r"(?i)\b(?:use|enter|type)[ \t]+(?=[\"'`\u201c\u2018])")
_TOLD_FOR = lazy(
    r"(?i)[ \t]+(?:to[ \t]+(?:log|sign|unlock)|when[ \t]+(?:asked|prompted)[ \t]+for[ \t]+(?:the[ \t]+|a[ \t]+|your[ \t]+)?(?:\w+[ \t]+)?"
    r"(?:password|passphrase|passcode|pin)|at[ \t]+the[ \t]+(?:password|passphrase|passcode|pin)[ \t]+prompt"
    r"|as[ \t]+(?:the[ \t]+|your[ \t]+)?(?:password|passphrase|passcode|pin))"
)
# A command line's password flag and its value ("--password admin"); a variable or placeholder is no value.
_FLAG = lazy(r"(?i)(?<![\w-])--(?:(?!no-|ask-)(?:[a-z]+-)*(?:password|passwd|pwd)|pass)(?:=|[ \t]+)(?![$<{%(-])")
_FILE = lazy(r"\.[A-Za-z]{1,5}$")
# A command line's user and password: "-u builder -p Qw9!zPl0", "mysql -u deploy -pR3leaseTrain!".
_CLI_PAIR = lazy(r"(?<!\S)-u[ \t]*[^\s-]\S*[ \t]+-p[ \t]*(?![$<{%(-])")
# "with Welcome1 as the password": the value before what it is.
_AS_PASSWORD = lazy(
    r"(?i)\b(?:with|use|using|enter|type)[ \t]+[`'\"]?([^\s`'\"]{3,64})[`'\"]?[ \t]+as[ \t]+(?:the|its|their|his|her|your)[ \t]+"
    r"(?:password|passphrase|passcode|pin)\b"
)
# A pair of one word twice ("ubnt/ubnt", "guest:guest"), or an e-mail address and a value ("`ops@corp.test` / `Stg!Admin#9`").
_SAME_PAIR = lazy(r"(?<![\w/.:@-])([A-Za-z][\w.-]{2,30})[ \t]*[/:][ \t]*(\1)(?![\w/.:@-])")
_PAIR_CUE = lazy(
    r"(?i)\b(?:log(?:s|ged)?[ \t]*(?:in|on)|login|sign(?:s|ed)?[ \t]*(?:in|on)|creds?|credentials|password|passwd|default|answers[ \t]+to|account)\b[^\n]*$"
)
_PAIR_USER = lazy(r"(?i)(?:\b(?:" + "|".join(_ACCOUNTS) + r"|administrator)|@[\w.-]+)[`'\"*]{0,2}/$")
_EMAIL_WITH = lazy(r"(?i)(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+(?:[ \t]*+,)?[ \t]++(?:with|using|and|\+):?[ \t]++")  # (possessive: linear)
_WRITTEN_TO = lazy(r"(?i)\b(?:e-?mail|contact|send|sent|write|wrote|mail|message|reach|call|cc|ping|forward|reply|copy)\b[^.;,\n]{0,30}$")
_WRAPS = "'\"`([\u2018\u201c"  # what opens a quoted, coded or bracketed value
_WRAPPED_VALUE = lazy(r"[^'\"`)\]\u2019\u201d\n]{1,64}(?=['\"`)\]\u2019\u201d])")  # … up to its closing mark
_CLAUSE_END = lazy(r"[ \t]*(?:[.,;:)!?]|$|\n|(?:and|or|but|then)\b)")
_EMAIL_PAIR = lazy(r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+[`'\"*]{0,2}(?:[ \t]+[/:][ \t]*|[/:][ \t]+)")  # spaced: not git@host:path

_WHERE = r"(?:vault|env|environment|variables?|file|config|manager|keychain|store|ssm|kms|secrets?)"
# A value that stands for one: a placeholder, a pointer to where it lives, a rule about it, a header's name.
PLACEHOLDER = lazy(
    r"(?i:^(?:replace|insert|enter|put|fill|example|sample|dummy|placeholder|redacted|xxx|todo|changeme|none|null)(?:[-_]|$))"
    r"|(?i:^your[-_].*(?:here|key|token|password|secret)$)"
    r"|(?i:^(?:stored|kept|set|read|loaded|taken|injected|provided|managed|generated|rotated|pulled|fetched)[-_](?:in|from|by|per|via|at|on)[-_])"
    r"|(?i:^(?:see|from|in|via)[-_].*" + _WHERE + r")"
    r"|(?i:[-_]goes[-_]here$)|(?:Password|Pass|Key|Token|Secret|Value)Here$|(?:PASSWORD|PASS|KEY|TOKEN|SECRET|VALUE)_HERE$"
    r"|^X-(?:[A-Z][A-Za-z0-9]*)(?:-[A-Z][A-Za-z0-9]*)+$"  # a header's name: X-Auth-Token
    r"|(?i:^(?:at|min|max|minimum|maximum|more|less|longer|shorter)[-_])"  # a rule about the value: "at-least-twelve-characters"
)
# A variable, template or path where a value would be ("${DB_PASSWORD}", "{{ vault_db_password }}", "$PASS", "/run/secrets/x"),
# or a stand-in written in capitals or repeated letters ("PASSWORD", "XXX", "****").
_STAND_IN = lazy(
    r"^(?:\$|\{\{|%|<|\[|/|~/|\./)|^(?:[yY]{3,}|\.{3,}|PASSWORD|PASS|SECRET|CHANGEME|REDACTED|HIDDEN)$|[xX]{4,}|\*{3,}"
    r"|(?i:\b(?:tbd|tba|todo|pending)\b|^change[-_]?me$)"
)


def _stands_in(value: str) -> bool:
    """Whether `value` stands for a password rather than being one."""
    value = value.strip("\"'`*_")
    return bool(_STAND_IN.search(value)) or bool(PLACEHOLDER.search(value.replace(" ", "-")))


# Encodings and algorithms written beside a password ("the password is Base64 encoded"): no value,
# for this reader and for the keyword rule in `secrets` alike.
ALGORITHMS = frozenset("""
base64 base32 base58 sha1 sha256 sha384 sha512 sha-256 md5 aes aes128 aes256 utf8 utf-8 hex argon2 argon2id bcrypt scrypt
pbkdf2 rsa ed25519 x509
""".split())  # fmt: skip
# Words a passphrase does without: a description is written with them.
_NOT_PASSPHRASE = frozenset("""
a an the this that these those it its same one ones any some every each all no not never none only also just
at in on by with without to for of from via per as than like into onto over under after before about between within
since until across through throughout around behind beside beyond during except inside outside toward towards upon against along among
and or but nor if when while unless because so then
is are was were be been being has have had do does did can could will would should must may might shall
stored kept set held saved hashed salted encrypted rotated changed reset generated managed shared printed written
required needed see check ask use read found located expires expired sent
character characters chars letter letters digit digits number numbers symbol symbols word words long short length
minimum maximum min max random strong weak secure complex unique simple easy hard case sensitive empty blank default
now today currently still usually typically
example sample placeholder dummy changeme redacted replace insert enter todo none null unknown
sso okta auth0 keycloak onelogin entra single sign
last ago yesterday recently again once twice week weeks month months year years day days times
arg args argument option options flag flags parameter parameters param value values
i you we they he she my your our their his her me us them whatever whoever
entry change quarterly monthly weekly yearly annually daily underneath taped
""".split()) | ALGORITHMS  # fmt: skip
# What a quoted command is written with ('use "gh auth login" to log in'): no word of a passphrase someone is told to type.
_COMMANDS = frozenset("""
login logout auth sudo su forgot password passwords passphrase username user email account docker git gh aws kubectl npm pip ssh
""".split())  # fmt: skip
# And, for one word alone, what a description says of a password in one word ("Password: optional").
_NOT_ONE_WORD = _NOT_PASSPHRASE | frozenset("""
optional mandatory unset unchanged hidden masked yes secret confidential private public known invalid valid incorrect correct wrong
fine ok okay good bad disabled enabled tbd username user users email login
""".split())  # fmt: skip
# The first word of a quoted description rather than a value: "'stored in 1Password'".
_POINTER = frozenset("""
stored kept held saved managed generated set see check ask in from via at on your example sample placeholder dummy changeme
redacted replace insert enter none null same whatever any one usual
""".split())  # fmt: skip
# Words that make the name another thing: "password manager", "passphrase policy".
_COMPOUND = frozenset("""
manager managers policy policies reset resets field fields prompt prompts hint hints rotation expiry expiration hash hashes
hashing length requirement requirements rule rules change changes store storage vault protection protected strength
complexity history file files less spraying stuffing cracking guessing attack attacks breach leak leaks auth authentication
login flow flows page screen form dialog entry entries generator recovery update updates
pad pads toggle button buttons database databases schema schemas table tables column columns count counts lengths
course courses training class classes module workshop session lesson reminder reminders location tip tips advice guidance
""".split())  # fmt: skip


# A dial's turns need a turn's word and a thing a dial opens, each a word of its own ("clockwise", "block", "lockers" are none)
_DIAL_CUE = lazy(r"\b(?:left|right|l|r|clockwise|anticlockwise|anti-clockwise|counterclockwise|counter-clockwise)\b")
_DIAL_THING = lazy(r"\b(?:safe|lock|padlock|vault|dial|combination|combo|locker)s?\b")
# … and not a drill's or an exercise's moves ("The boxing combo we drill is left 1, right 2, left 3", "Lunges: left 12, right 12, left 12")
_DIAL_NOT = lazy(r"\b(?:boxing|box|punch(?:es)?|jabs?|hooks?|uppercuts?|lunges?|drills?|stretch(?:es)?|reps|squats?|routine|exercises?|workout|physio"
                       r"|kicks?|steps?|dance|laps?|lengths?)\b")


class _Cues(NamedTuple):
    """Which readings a text's cues call for (most claims hold none): `find_passwords` runs those
    alone, and `prose_cue` says whether any would run, so the two cannot drift apart."""

    names: tuple[Pattern, ...]
    logins: bool
    accounts: bool
    pairs: bool
    told: bool
    cli: bool
    as_password: bool
    flags: bool
    dial: bool

    @classmethod
    def of(cls, text: str) -> _Cues:
        lower = text.lower()
        cue = _CUE_WORDS.within(lower)  # every cue word below found in one pass
        names: tuple[Pattern, ...] = (
            (_NAME,) if "pass" in cue or "pw" in cue or "pin" in cue or "psk" in cue or "identified" in cue or "wpa" in cue
            or "phrase" in cue or "secret" in cue or "rot13" in cue or "rot-13" in cue or "rot 13" in cue or "encoded" in cue
            or "scrambled" in cue or "obfuscated" in cue or "base64'd" in cue or "caesar" in cue or "reversed" in cue
            or "backward" in cue or "back to front" in cue
            or ("login" in cue and ("half" in cue or "halves" in cue or " bit" in cue or " part" in cue or " piece" in cue)) else ()
        )
        names += (_CODE_NAME,) if (" code" in cue or "combination" in cue or " combo" in cue or "pin" in cue or "otp" in cue
                                   or "security number" in cue
                                   or "override" in cue or "keypad" in cue) else ()
        names += (_KEY_NAME,) if " key" in cue else ()
        names += (_WIFI_KEY,) if "key" in cue and ("wi" in cue or "ssid" in cue or "router" in cue or "network" in cue) else ()
        names += (_SIGNS_IN_WITH,) if " in with" in cue or " on with" in cue else ()
        names += (_OPENS_WITH,) if (" with" in cue and ("opens" in cue or "unlock" in cue or "opened" in cue or "disarm" in cue
                                                       or "unsets" in cue)) or (
            _OPENED_THING.search(lower) and (" takes" in cue or " accepts" in cue or " needs" in cue)) else ()
        names += (_OPENS_ON_WORDS,) if not cue.isdisjoint(_OPENED_WORDS) and len(_A_DIGIT_WORD.findall(lower, 0, 20_000)) >= 4 else ()
        names += (_KEYED_IN,) if (((" in" in cue and ("punch" in cue or "key" in cue or "tap" in cue or "type" in cue)) or "enter" in cue
                                   or "keying" in cue or "punching" in cue or "tapping" in cue or "typing" in cue)
                                  and _KEYED_THING.search(lower)) else ()  # (each found read in its sentence)
        names += (_PHRASE_NAME,) if "phrase" in cue or "words" in cue or "mnemonic" in cue or " seed" in cue else ()
        names += (_ANSWERS,) if "answer" in cue or "memorable" in cue else ()
        names += (_CARD_CODE,) if "cvv" in cue or "cvc" in cue or "card security code" in cue else ()
        pairs = "/" in text or ":" in text
        return cls(
            names=names,
            logins=pairs and ("log" in cue or "sign" in cue or "cred" in cue),
            accounts=pairs and not cue.isdisjoint(_ACCOUNTS),
            pairs=pairs,
            told=any(q in text for q in _QUOTES),
            cli="-p" in text,
            as_password=" as " in cue,
            flags="--" in text,
            dial=not cue.isdisjoint(_DIALLED) and _DIAL_CUE.search(lower) is not None and _DIAL_THING.search(lower) is not None
            and _DIAL_NOT.search(lower) is None,
        )


# What each of `_DIAL_THING`'s words holds: a dial's reading only where one stands
_DIALLED = frozenset({"safe", "lock", "vault", "dial", "combination", "combo"})
# Every word `_Cues.of` tests a claim's lower-cased text for.
_CUE_WORDS = Substrings({
    "pass", "pw", "pin", "psk", "identified", "wpa", "phrase", "secret", "rot13", "rot-13", "rot 13", "encoded", "scrambled", "obfuscated",
    "base64'd", "caesar", "reversed", "backward", "back to front", "login", "half", "halves", " bit", " part", " piece",
    " code", "combination", " combo", "otp", "security number", "override", "keypad", " key", "key", "wi", "ssid", "router", "network",
    " in with", " on with", " with", "opens", "unlock", "opened", "disarm", "unsets", " takes", " accepts", " needs",
    " in", "punch", "tap", "type", "enter", "keying", "punching", "tapping", "typing", "words", "mnemonic", " seed", "answer", "memorable",
    "cvv", "cvc", "card security code", "log", "sign", "cred", " as ", *_OPENED_WORDS, *_ACCOUNTS, *_DIALLED,
})  # fmt: skip


def prose_cue(text: str) -> bool:
    """Whether `text` holds a cue of a password written in prose (a quick test before reading it)."""
    return any(_Cues.of(text))


# (each value after a fact of the writer's own named: a pet's or a person's name, a number, a year, a street; not "The pass mark is 40 (out of
# 100), then a viva", "Login time is 40 seconds (cold), then …")
_OWN_FACT = r"(?:[\w'-]+[ \t]+){0,4}?(?:name|number|year|birthday|birth year|date|street|road|town|city|initials|colou?r|team|postcode|nickname)[ \t]+"
_RECIPE_PARTS = lazy(
    rf"(?i)\b(?:login|password|passcode|passphrase|pin|memorable word|sign-in)\b[^.;\n]{{0,40}}?\b(?:is|are|=|:)[ \t]+{_OWN_FACT}\([^()\n]{{1,30}}\)"
    rf"(?:,?[ \t]+(?:then|followed by|plus|and then|and)[ \t]+{_OWN_FACT}\([^()\n]{{1,30}}\))+"
)
_IN_BRACKETS = lazy(r"\(([^()\n]{1,30})\)")
_HELD_OPEN = lazy(r"[ \t]*,?[ \t]*(?:unless it's|unless it is|or (?:maybe |possibly |else |perhaps )?|otherwise |if not,? )[ \t]*(\S+?)"
                        r"(?=[.,;!?)]*(?:\s|$))",
                        re.IGNORECASE)


def _held_open(text: str, span: tuple[int, int]) -> tuple[int, int] | None:
    """Another value right after the one at `span`, held open as it might be instead, of its shape: digits for digits."""
    other = _HELD_OPEN.match(text, span[1])
    if other is None:
        return None
    spelled = _DIGIT_WORDS.match(text, other.start(1))
    if spelled is not None and _DIGIT_WORDS.fullmatch(text, span[0], span[1]):
        return spelled.span()  # digits in words held open beside digits in words: "seven three one four, unless it's seven three four one"
    value, found = other.group(1), text[span[0] : span[1]]
    digits, found_digits = _DIGITS_ONLY.sub("", value), _DIGITS_ONLY.sub("", found)
    like = digits.isdigit() == found_digits.isdigit() and abs(len(value) - len(found)) <= 4
    return other.span(1) if like and (digits.isdigit() or _credential_token(value)) and not _stands_in(value) else None


_DIGITS_ONLY = lazy(r"[-., ]")
# (a ninety-eighth probe's) a card's security code and its three or four digits ("Card ending 4417, CVV 382, expires 09/27")
# (not a course code, "CSC 148", nor a bare "security code": a card's own words)
_TEST_CARD = lazy(r"(?i)\b(?:sandbox|test mode|test cards?|test fixtures?|fixtures?|e2e|dummy|fake|mock|happy path|for testing|in tests)\b")
_CARD_CODE = lazy(r"(?i)(?<![A-Za-z`])(?:cvv2?|cvc2?|card security code)(?: code| number)?[ \t]{0,3}(?:[:=#-]|is|was|no\.?)?:?[ \t]{0,3}"
                  r"(\d{3,4})(?![\d/]|[.-]\d)")


def find_passwords(text: str) -> list[tuple[int, int]]:
    """Spans of the passwords `text` states in prose (see the module's doc), in order. Each reading
    runs only where its cue is in the text (most claims hold none): this is on every claim's path."""
    cues = _Cues.of(text)
    spans: list[tuple[int, int]] = []
    for pattern in cues.names:
        for m in pattern.finditer(text):
            if pattern is _PHRASE_NAME:  # its words alone (no passphrase of three: "Recovery words are twelve common …")
                words = _SEED_WORDS.match(text, m.end())
                wallet = not m.group().lower().startswith("mnemonic") or _WALLET.search(text, max(0, m.start() - 40), m.end() + 60) is not None
                if words is not None and wallet and not _PROSE_WORDS.intersection(words.group(1).replace(",", " ").split()):
                    spans.append((words.start(1), words.end(1)))
                elif (words is None and wallet and (part := _SOME_SEED_WORDS.match(text, m.end())) is not None
                      and (part.group("begin") or _SOME_OF.search(text, max(0, m.start() - 60), m.start()))
                      and (some := _before_prose(part.group(2))) and not _NOT_GIVEN.match(part.group(2)) and not _DENIED_IN.search(part.group(2))):  # fmt: skip
                    # some of them, named as some: "The first words of my wallet's recovery phrase are orbit velvet …", "My wallet seed words
                    # begin marble violin orbit and the other nine are …"
                    spans.append((part.start(2), part.start(2) + some))
                continue
            if pattern is _CARD_CODE:
                lo, hi = sentence_span(text, m.start(), m.end())
                if not _TEST_CARD.search(text, lo, hi):  # (a sandbox's published test code is none: "Braintree sandbox: CVV 200 …")
                    spans.append(m.span(1))
                continue
            if pattern is _ANSWERS:
                spans.append(m.span(1) if m.group(1) is not None else m.span(2))
                continue
            if pattern is _KEYED_IN:
                lo, hi = sentence_span(text, m.start(), m.end())
                year = _YEAR.fullmatch(m.group(1)) and _CLAUSE_CLOSES.match(text, m.end())  # "the garage key in 2019."
                if _KEYED_THING.search(text, lo, hi) and _KEYED_FOR.search(text, lo, hi) and not year and not _counted(m.group(1)):
                    spans.append(m.span(1))
                continue
            if pattern is _OPENS_WITH or pattern is _OPENS_ON_WORDS:
                if pattern is _OPENS_WITH or not _counted(m.group(1)):
                    spans.append(m.span(1))
                continue
            if pattern is _SIGNS_IN_WITH:
                token = _TOKEN.match(text, m.end())
                value = _trimmed(token.group()) if token is not None else ""
                if value and _credential_token(value) and not _stands_in(value):
                    spans.append((m.end(), m.end() + len(value)))
                continue
            loose = m.group().lower() in ("pass", "pw", "pwd")  # (not a bus pass's parts: "top part is the photo")
            # a value in parts first: its first part's label is no value of its own ("Wi-Fi key: second half is Falcon77!")
            span = None if loose else _in_parts(text, m.end())
            if span is None:
                span = _after_name(text, m.start(), m.end(), loose=loose)
            if span is None and (pattern is _CODE_NAME or m.group().lower() in ("pin", "passcode", "passcodes")):
                span = _code_in_sentence(text, m.end())  # "My bank PIN is the same as my grandmother's house number, 3086"
            if span is None and m.group().lower() not in ("pass", "pw", "pwd") and (given := _GIVEN_AFTER.match(text, m.end())) is not None:
                span = _recipe(given) or (_dial(given) if pattern is _CODE_NAME and "comb" in m.group().lower() else None)  # (not a bus pass's)
            if span is None and not loose:
                span = _spelled_in_sentence(text, m.end())  # "Router admin passphrase goes Kilo Echo Sierra Tango …"
            if span is not None:
                spelled = _DIGIT_WORDS.match(text, span[0])  # a code's digits in words read whole ("five five two one", not its first three)
                spans.append((span[0], spelled.end()) if spelled is not None and spelled.end() > span[1] else span)
    for m in _LOGIN.finditer(text) if cues.logins else ():
        port = m.group().endswith(":")  # "db01:5432": a host and its port
        token = _TOKEN.match(text, m.end())
        if m.group().endswith("/") and token is not None and "." in token.group().rstrip("."):  # "docs/runbook.md": a path
            continue
        # Written tight on "/", a pair is a path unless its user is an account's name ("admin/moohoo", not "Projects/Backlog").
        tight = m.group().endswith("/") and _PAIR_USER.search(m.group()) is None
        span = _value(text, m.end(), words_needed=3, single_word=not tight, digits_ok=not port, words_ok=not tight)
        if span is not None:
            spans.append(span)
    for m in _DIAL_MOVES.finditer(text) if cues.dial else ():
        spans.append(m.span())  # a combination as its moves, beside what it opens: "The office safe opens left 32, right 17, left 5"
    if cues.accounts:
        for m in _ACCOUNT.finditer(text):
            token = _TOKEN.match(text, m.end())
            value = _trimmed(token.group()) if token is not None else ""
            if not value or _stands_in(value) or _ADDRESS.fullmatch(value) or _NOT_AN_ACCOUNT.search(text, max(0, m.start() - 60), m.start()):
                continue
            same = value.lower() == m.group(1).lower()  # "admin:admin", "guest/guest": a pair whatever comes before it
            same_or_default = same or _DEFAULT.search(text, max(0, m.start() - 30), m.start()) is not None
            cued = _PAIR_CUE.search(text, max(0, m.start() - 60), m.start()) is not None
            strong = any(c in "!@#$%^&*+=~?" for c in value) or (value.lower() != value and value.upper() != value and any(c.isdigit() for c in value))
            if (strong and _credential_token(value)) or (same and _plain_word(value)) or (
                cued and (_credential_token(value) or (same_or_default and _plain_word(value)))
            ):
                spans.append((m.end(), m.end() + len(value)))
    if cues.told:
        for m in _TOLD.finditer(text):
            quoted = _QUOTED.match(text, m.end())
            if quoted is not None and _TOLD_FOR.match(text, quoted.end()) and _told_value(quoted.group(1)):
                spans.append((quoted.start(1), quoted.end(1)))
    if cues.cli:
        for m in _CLI_PAIR.finditer(text):
            token = _TOKEN.match(text, m.end())
            value = token.group() if token is not None else ""
            spaced_out = m.group().endswith((" ", "\t"))  # "mysql -u analytics -p reports": -p prompts, then the database
            plain_ok = not spaced_out and _plain_word(value)
            if value and not _stands_in(value) and value.lower() not in _COMMANDS and (_credential_token(value) or plain_ok):
                spans.append((m.end(), m.end() + len(value)))
    if cues.as_password:
        for m in _AS_PASSWORD.finditer(text):
            if not _stands_in(m.group(1)) and _credential_token(m.group(1)):
                spans.append((m.start(1), m.end(1)))
    if cues.pairs:
        for m in _SAME_PAIR.finditer(text):  # near a login's word: "lpr/lpr" mice and the httpie/httpie repository are no login
            if _PAIR_CUE.search(text, max(0, m.start() - 60), m.start()) is None:
                continue
            if m.group(1).lower() not in _NOT_PASSPHRASE and "." not in m.group(1):
                spans.append((m.start(2), m.end(2)))
        for m in _EMAIL_PAIR.finditer(text) if "@" in text else ():
            span = _value(text, m.end(), words_needed=3, single_word=True, bound=True)
            if span is not None:
                spans.append(span)
    # a login's address "with" a token that looks like a password ("Netflix is siobhan.keane@outlook.ie with Brambl3-Fox-88!"; not "… with the
    # family plan", "email me at … with questions")
    # (not an address written to, "Email sales@acme.com with SKU-4471B to reorder"; the token closing its clause: a password of spaced
    # words is not read here, so none is half hidden)
    for m in _EMAIL_WITH.finditer(text) if "@" in text else ():
        if _WRITTEN_TO.search(text, max(0, m.start() - 40), m.start()) is not None:
            continue
        start = m.end()
        while start < len(text) and (text[start] in _WRAPS or text[start] in "*_"):
            start += 1  # quoted, in backticks, in brackets or emphasized (or an unmatched quote): the value after the marks
        token = _TOKEN.match(text, start)
        value = _trimmed(token.group()).rstrip("'\"`)]*_\u2019\u201d") if token is not None else ""
        wrapped = start > m.end()
        if wrapped and (inner := _WRAPPED_VALUE.match(text, start)) is not None and any(_credential_token(w) for w in inner.group().split()):
            value = inner.group()  # words in quotes of which one is a password: the quoted run whole ("with 'Brambl3 Fox88!'")
        closes = wrapped or _CLAUSE_END.match(text, start + len(value)) is not None  # (marks end a wrapped value)
        if value and closes and (" " in value or _credential_token(value)) and "@" not in value and not _FILE.search(value):
            spans.append((start, start + len(value)))
    # a recipe of the writer's own facts, each value given in parentheses ("The PayPal login is the cat's name (Mango), then our house
    # number (47), then an exclamation mark"): the values hidden
    if "(" in text and (" then " in (low := text.lower()) or "followed by" in low):
        for m in _RECIPE_PARTS.finditer(text):
            spans += [v.span(1) for v in _IN_BRACKETS.finditer(text, m.start(), m.end())]
    # a second value held open beside one found ("Garage door PIN: 4471, unless it's 4417"): hidden as the first is
    spans += [alt for span in spans if (alt := _held_open(text, span)) is not None]
    if cues.flags:
        for m in _FLAG.finditer(text):
            token = _TOKEN.match(text, m.end())
            value = _trimmed(token.group()) if token is not None else ""
            if value and (_plain_word(value) or _credential_token(value)) and not _stands_in(value) and not _FILE.search(value):
                spans.append((m.end(), m.end() + len(value)))
    return sorted(spans)


def _after_name(text: str, name_start: int, start: int, *, loose: bool = False) -> tuple[int, int] | None:
    """A value right after a password's name (four words, a passcode, a token that looks like a
    credential, or quoted), or after the name, up to eight words that qualify it, and what gives it
    its value."""
    first = _QUALIFIER_WORD.match(text, start)
    if first is not None and first.group().strip().lower() in _COMPOUND:
        return None
    digits_ok = not loose  # "Pass: 1532, Fail: 12", "PW: 1200 ms": a count or a width, not a passcode
    spaced = _SPACES.match(text, start).end()  # type: ignore[union-attr]
    if text.startswith("(", spaced) and (inner := _PAREN.match(text, spaced)) is not None and _quoted_value(inner.group(1)):
        return inner.start(1), inner.end(1)
    if spaced > start and not _YEAR.match(text, spaced):
        used = _USED_WITH.search(text, max(0, name_start - 20), name_start) is not None  # "with password …", "uses the passphrase …"
        right_after = _value(text, spaced, words_needed=3 if used else 4, bare=True, words_ok=used, digits_ok=digits_ok)
        if right_after is not None:
            return right_after
    pos = start
    changing = _CHANGING.search(text, max(0, name_start - 80), name_start) is not None
    for _ in range(_QUALIFIER_WORDS + 1):
        if text.startswith("://", pos):
            return None  # a URL's scheme, not a name and its value
        sep = _SEP.match(text, pos) or (_TO.match(text, pos) if changing else None)
        if sep is not None and sep.group().strip(" \t*_"):
            # One word alone is a value after ":" or "=" at a line's end, right after "=" (NAME=value), or
            # after a verb of change ("was set to lemonade"); after "is" it is more often a description.
            assigning = _ASSIGNING.search(sep.group()) is not None or _CHANGED_TO.search(sep.group()) is not None
            bound = sep.group() == "="
            # the first separator that gives the name a value says what it is
            # (two words where ":" or "=" follows the name itself: "… passphrase: fvyire zbbayvtug"; not "Password reminder: Thursday evening")
            two = assigning and not loose and pos == start
            found = _value(text, sep.end(), words_needed=2 if two else 3, single_word=assigning and not loose, bound=bound, digits_ok=digits_ok)
            if found is None and not assigning:
                found = _after_description(text, sep.end(), digits_ok=digits_ok, loose=loose)
            return found
        word = _QUALIFIER_WORD.match(text, pos)
        if word is None and text[pos : pos + 1] in (",", "(", "'", "\u2019"):
            # an aside, then its value: "password, which …: Whiskers42!", "passphrase in base64 so it's not in plain sight: UmVk…"
            return _after_description(text, pos, digits_ok=digits_ok, loose=loose)
        if word is None or word.group().endswith(".") or _NAME.fullmatch(word.group().strip()):
            return None  # a sentence's end, or another name: its own reading
        pos = word.end()
    return _after_description(text, start, digits_ok=digits_ok, loose=loose)  # a long qualifier: "password (the one with …) is: Elm$treet77"


def _before_prose(words: str) -> int:
    """How far a run of a phrase's words goes before a word of a sentence ("marble violin orbit and the other nine"): its
    length where three words or more come first, else 0."""
    end = 0
    for n, m in enumerate(re.finditer(r"[A-Za-z]+", words)):
        if m.group().lower() in _PROSE_WORDS or m.group().lower() in _NOT_PASSPHRASE:
            return end if n >= 3 else 0
        end = m.end()
    return end


# A value given in parts, in its sentence: "…: first half is tangerine, second half is Falcon77!" (to the sentence's end)
# A part's label and what gives it ("first half is", "second bit:")
_PART_LABEL = (r"\b(?:first|1st|second|2nd|other|last|final|top|bottom) (?:half|part|bit|piece|chunk|section|three|four|digits|letters|word)"
               r"[ \t]*(?::|=|\b(?:is|was)\b)[ \t]*")
_PARTS = lazy(rf"(?i)[^.;!?\n]{{0,80}}?{_PART_LABEL}(\S[^;\n]{{2,120}}?)(?=[.;!?][ \t]|[.;!?]?[ \t]*$|[\n;])")
_IN_PARTS = lazy(
    r"(?i)[ \t]+(?:comes?|is|was|are|split|splits|given|kept)[ \t]+in[ \t]+(?:two|three|2|3)[ \t]+(?:halves|parts|pieces|bits|chunks)[ \t]*[,:=\u2014-]"
    r"[ \t]*(\S[^;\n]{2,120}?)(?=[.;!?][ \t]|[.;!?]?[ \t]*$|[\n;])"
)
_PART_VALUE = lazy(rf"(?i){_PART_LABEL}")


def _in_parts(text: str, start: int) -> tuple[int, int] | None:
    """A value given in parts after a name (and words that qualify it): from the first part to the line's end, where a part holds a
    value ("…: first half is tangerine, second half is Falcon77!", "… comes in two halves, Qz7!mR and p4Lw9e"; not a password policy's
    "first part is a training module, second part is a quiz", nor "the first half is on the router sticker")."""
    first = _QUALIFIER_WORD.match(text, start)
    if first is not None and first.group().strip().lower() in _COMPOUND:
        return None
    window = min(len(text), start + _PARTS_WINDOW)  # (each name reads this far: a long line of names is read in linear time)
    parts = _PARTS.match(text, start, window)
    if parts is not None:
        values = [m.end() for m in _PART_VALUE.finditer(text, max(start, parts.start(1) - 40), window)]
        given = any(not _NOT_GIVEN.match(text, at) and _value(text, at, words_needed=3, single_word=True, bound=True) is not None for at in values)
        # to the end of the last part's line ("first half is tangerine⏎second half is Falcon77!")
        return (parts.start(1), _line_end(text, max(values, default=parts.start(1)), window)) if given else None
    halves = _IN_PARTS.match(text, start, window)
    if halves is not None and any(_credential_token(_trimmed(t)) for t in halves.group(1).split()):
        return halves.start(1), _line_end(text, halves.start(1), window)
    return None


_PARTS_WINDOW = 400
# A value spelled in the phonetic alphabet, four words or more, two of them letters ("Kilo Echo Sierra Tango Romeo Echo Lima Niner Niner")
_SPOKEN = (r"(?:alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|november|oscar|papa|quebec|romeo|sierra|tango"
           r"|uniform|victor|whiske?y|x-?ray|yankee|zulu|zero|one|two|three|four|five|six|seven|eight|nine|niner)")
_SPELLED = lazy(rf"(?i)\b{_SPOKEN}(?:[ \t]*[, ][ \t]*{_SPOKEN}){{3,40}}\b")
_LETTER_WORD = lazy(r"(?i)\b(?:alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|oscar|papa|quebec|romeo|sierra"
                          r"|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu)\b")


_GIVES_SPELLED = lazy(r"(?i)[ \t]*(?:[:=?]|\b(?:is|goes|reads|was)\b|[\u2014\u2013-])[ \t]*")


def _spelled_in_sentence(text: str, start: int) -> tuple[int, int] | None:
    """A value spelled in the phonetic alphabet right after the name and what gives it ("… passphrase goes Kilo Echo Sierra …"; not names
    in its sentence, "Charlie, Oscar, India and Mike"), to its end."""
    given = _GIVES_SPELLED.match(text, start)
    found = _SPELLED.match(text, given.end()) if given is not None and given.group().strip() else None
    return found.span() if found is not None and len(_LETTER_WORD.findall(found.group())) >= 2 else None


def _line_end(text: str, at: int, window: int) -> int:
    end = text.find("\n", at, window)
    return window if end == -1 else end


_SENTENCE_REST = lazy(r"[^.;!?\n]{0,80}")
# How to make the value, given for it: "The backup drive's passphrase is the first line of 'Raglan Road', all lowercase, no spaces",
# "my password is my dog's name followed by my birth year" (a description alone, "is the one on the sticky note", gives none).
_GIVEN = lazy(r"[ \t]*(?::|=|\b(?:is|are|was|were)\b)[ \t]*([^.;!?\n]{4,200})")
# … after up to eight words that qualify the name ("The drug cabinet code on ward 3 is …")
_GIVEN_AFTER = lazy(r"(?:[ \t]+[^\s:=,;.!?]{1,40}){0,8}?" + _GIVEN.pattern)
_RECIPE = lazy(
    r"(?i)\b(?:all (?:lower|upper) ?case|in (?:lower|upper) ?case|no spaces|without (?:the )?spaces|spelled backwards|reversed|written backwards"
    r"|followed by (?:my|his|her|our|their|the year|the number|a number|numbers|digits|a digit|a symbol|an exclamation|the date"
    r"|the (?:[\w'-]+ )?(?:number|year|digits|date))"
    r"|(?:opening|founding|birth|wedding|build|graduation) year followed by"
    r"|first (?:letters?|line|word)s? of|plus (?:my|the|his|her|our) (?:birth ?year|year|birthday|number|house number)"
    r"|(?:my|his|her|our) (?:birth ?year|birthday|dog's name|cat's name|pet's name|maiden name|street name|house number|postcode|zip code|phone number)"
    r"|then (?:my|the) (?:birth ?year|year|number)|with (?:a|an|the) \S{1,3} at the (?:end|start|beginning)|the year (?:i|we|he|she) (?:was|were) born)\b"
)
# A combination given as dial moves or numbers: "Safe combo: left to twenty-two, right past zero to nine, left to thirty-one".
_NUMBER_WORD = (
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b"
)
_NUMBER = lazy(r"(?i)\d+|" + _NUMBER_WORD)


# Three or more turns of a dial, each with its number ("left 32, right 17, left 5", "R 10 L 22 R 4"; a safe's or a lock's word in the claim).
_TURN = r"(?:left|right|l|r|clockwise|counter-?clockwise|anti-?clockwise)(?: (?:to|past|twice to|once to|twice past))? (?:\d{1,3}|" + _NUMBER_WORD + ")"
_DIAL_MOVES = lazy(rf"(?i)\b{_TURN}(?:(?:,| then| and|, then|,? and then)? {_TURN}){{2,}}")


def _recipe(given: re.Match[str]) -> tuple[int, int] | None:
    if _NOT_GIVEN.match(given.group(1)) or _DENIED_IN.search(given.group(1)):
        return None  # where it is, not what it is ("is on the router, followed by …"); what it is not ("is definitely not my birthday")
    return given.span(1) if _RECIPE.search(given.group(1)) else None


def _dial(given: re.Match[str]) -> tuple[int, int] | None:
    if _NOT_GIVEN.match(given.group(1)) or _COUNTED.search(given.group(1)):
        return None  # "is changed every 30, 60 or 90 days": how often, not the numbers
    return given.span(1) if len(_NUMBER.findall(given.group(1))) >= 3 else None


_NOT_GIVEN = lazy(r"(?i)\s*(?:on|in|under|at|behind|inside|written|printed|stored|kept|saved|taped|stuck|changed|reset|rotated|updated|set"
                        r"|sent|texted|emailed|e-mailed|mailed|posted|delivered|given|shared|forwarded|shown|read out)\b")
_DENIED_IN = lazy(r"(?i)\b(?:not|no longer|never|n't)\b")


def _code_in_sentence(text: str, start: int) -> tuple[int, int] | None:
    """A code's digits further on in its sentence, whatever words come between, given by a mark or a verb ("a one-time code
    (739 204) for the transfer", "the 2FA code my authenticator shows right now, 601-338", "… reads 6617 2240 9981"); not a
    year, a count ("expires after 10 minutes": under four digits; "1200 ms"), nor a number a noun names ("port 8443")."""
    rest = _SENTENCE_REST.match(text, start)
    end = rest.end() if rest is not None else start
    for spelled in _DIGIT_WORDS.finditer(text, start, end):  # "The gate code is four-nine-one-seven"
        # (or right after the name: "telephone security number seven three one four")
        if not text[start : spelled.start()].strip() or _GIVES_CODE.search(text, max(start, spelled.start() - 12), spelled.start()) is not None:
            return spelled.span()
    for at in range(start, end):
        if text[at].isdigit() and (at == 0 or not text[at - 1].isalnum()):
            digits = _DIGITS.match(text, at)
            given = _GIVES_CODE.search(text, max(start, at - 12), at) is not None  # "is 482 913", "(739 204)", "reads 6617 …"
            if digits is not None and given and not _COUNTED.match(text, digits.end()) and not _YEAR.fullmatch(digits.group()):
                return digits.start(), digits.end()
    return None


# What gives a code its digits, right before them ("port 8443", "PR 8812", "+1 415 …" give none)
_GIVES_CODE = lazy(r"(?:[:=(,\u2013\u2014-]|\b(?:is|are|was|were|reads|read|shows|showed|says|said|namely|i\.e\.)|,[ \t]+so)[ \t]*$", re.IGNORECASE)


_DESCRIBED_THEN = lazy(r"[^.;:!?\n]{1,80}?(?::|[ \t][-\u2013\u2014])[ \t]*(?!//)")
# (a description that names a number of the writer's: not a date's year, "My PIN was changed on March 3, 2024.")
_DESCRIBED_THEN_DIGITS = lazy(r"(?=[^.;:!?\n,]{0,80}?\b(?:year|birthday|born|birth|number|digits|anniversary|house|postcode|zip|age|reversed|backwards|twice"
                              r"|door|flat|street number|phone)\b)[^.;:!?\n,]{1,80}?,[ \t]*(\d{4,8})(?=[ \t]*(?:[.!;)]|$))")


def _after_description(text: str, start: int, *, digits_ok: bool, loose: bool = False) -> tuple[int, int] | None:
    """"My password is the dog's name and my birth year: Biscuit1987!": after "is" (or the name itself:
    "Gmail password, which I made from my cat's name: Whiskers42!"), a description of the value and then a
    colon or a dash within the sentence gives it (read as after "Password:")."""
    colon = _DESCRIBED_THEN.match(text, start)
    # (a token that looks like a credential, quoted, or a passcode: "… and the router label: look there first" gives no value;
    # after "pw" or "pass", no passcode: "Pass: 1532, Fail: 12")
    if colon is None:
        # (a ninety-sixth probe's) … or a passcode's digits after a comma, closing the sentence: "My bank PIN is the year Gran was born, 1947."
        comma = _DESCRIBED_THEN_DIGITS.match(text, start) if digits_ok and not loose else None
        return (comma.start(1), comma.end(1)) if comma is not None else None
    return _value(text, colon.end(), words_needed=3, digits_ok=digits_ok and not loose, words_ok=False)


def _value(
    text: str,
    start: int,
    *,
    words_needed: int,
    bare: bool = True,
    single_word: bool = False,
    digits_ok: bool = True,
    bound: bool = False,
    words_ok: bool = True,
) -> tuple[int, int] | None:
    """A password's value at `start`: quoted, a passcode's digits, or a passphrase's words; where
    `bare`, one token that looks like a credential; where `single_word` (after ":" or "=", or a
    login's pair), one plain word that ends its line or sentence ("Password: admin")."""
    emphasis = _EMPHASIS.match(text, start)
    if emphasis is not None:
        start = emphasis.end()
    quoted = _QUOTED.match(text, start)
    if quoted is not None:
        return (quoted.start(1), quoted.end(1)) if _quoted_value(quoted.group(1)) and not _stands_in(quoted.group(1)) else None
    token = _TOKEN.match(text, start)
    if token is not None and _stands_in(token.group().split("&")[0]):  # a query string's next parameter is not the value
        return None
    if bare:
        digits = _DIGITS.match(text, start) if digits_ok else None
        if digits is not None and not _COUNTED.match(text, digits.end()):
            return digits.start(), _more_words(text, digits.end())
        value = _trimmed(token.group()) if token is not None else ""
        at_end = bound or _LINE_END.match(text, start + len(value)) is not None
        if value and (_credential_token(value) or (single_word and at_end and _plain_word(value))):
            return start, _more_words(text, start + len(value))
    run = _WORDS.match(text, start) if words_ok else None
    if run is None:
        return None
    words = _passphrase_words(run.group().split())
    if len(words) < words_needed or _stands_in(" ".join(words)):
        return None
    if words[0].isdigit() and _COUNTED.match(text, text.index(words[0], start) + len(words[0])):
        return None  # "1200 ms pulse width": a measure
    end = start
    for word in words:
        end = text.index(word, end) + len(word)
    tail = _TAIL.match(text, end).group().rstrip(".!?)\"'`*_:")  # type: ignore[union-attr]
    return start, end + len(tail)


def _trimmed(token: str) -> str:
    """A token less the one sentence mark or closing emphasis that follows a value ("hunter2." -> "hunter2")."""
    token = token.rstrip("*_`'\"") or token
    return token[:-1] if len(token) > 1 and token[-1] in _LAST_MARK else token


def _more_words(text: str, end: int) -> int:
    """Where a value that ends at `end` really ends: words that go on with it ("4821 tangerine
    falcon", "Tang3rine!falcon harbor") are hidden with it, up to a word a description is written with."""
    run = _WORDS.match(text, _SPACES.match(text, end).end()) if text[end : end + 1] in (" ", "\t") else None  # type: ignore[union-attr]
    if run is None:
        return end
    for word in run.group().split():
        if _breaks(word, shouting=False):
            break
        end = text.index(word, end) + len(word)
    return end


def _breaks(word: str, *, shouting: bool) -> bool:
    """A word a passphrase is not written with: a function word, a product or vendor, an acronym among plain words."""
    lower = word.lower()
    return lower in _NOT_PASSPHRASE or lower in PRODUCTS or lower in VENDORS or (word.isupper() and 1 < len(word) <= 5 and not shouting)


def _passphrase_words(said: list[str], min_letters: int = 10) -> list[str]:
    """The words of a passphrase at the start of `said`: up to the first word of a description;
    none when they read as one (mostly participles and adverbs) or are too short to be one."""
    shouting = all(w.isupper() for w in said if not w.isdigit())
    words: list[str] = []
    for word in said:
        if _breaks(word, shouting=shouting):
            break
        words.append(word)
    return [] if _described(words) or sum(map(len, words)) < min_letters else words


def _described(words: list[str]) -> bool:
    """Mostly participles and adverbs: a description ("automatically rotated monthly")."""
    return sum(w.lower().endswith(("ed", "ly", "ing")) for w in words) * 2 > len(words)


def _plain_word(word: str, *, quoted: bool = False) -> bool:
    """One word as a password ("admin", "raspberry"): no word a description is written with (quoted,
    only the words no passphrase holds: "`secret`" is a value), no participle or adverb, no product;
    three characters or more."""
    lower = word.lower().strip(".,!?;:")
    return (
        len(lower) >= 3
        and any(c.isalpha() for c in lower)
        and lower not in (_NOT_PASSPHRASE if quoted else _NOT_ONE_WORD)
        and lower not in PRODUCTS
        and lower not in VENDORS
        and not lower.endswith(("ed", "ly", "ing", "able", "ible"))
        and not lower.startswith(("http", "www.", "$", "<", "{", "%"))
    )


def _quoted_value(inner: str) -> bool:
    """Quoted after a password's name: one word or token that could be one, or words that are no
    description (a pointer to where it lives, a rule about it)."""
    said = [w.strip(".,!?;:") for w in inner.split()]
    if len(said) == 1:
        return _credential_token(said[0]) or _plain_word(said[0], quoted=True) or (said[0].isdigit() and len(said[0]) >= 4)
    head = said[1] if said[0].lower() in ("the", "a", "an") else said[0]  # "'the same as staging'", not "'the big red dog'"
    return head.lower() not in _POINTER and not _described(said) and sum(map(len, said)) >= 6


def _told_value(inner: str) -> bool:
    """A quoted value a reader is told to log in with: one token that looks like a credential, or
    three words or more each of which a passphrase could hold (not a command: "gh auth login")."""
    said = inner.split()
    if len(said) == 1:
        return _credential_token(said[0])
    return len(said) >= 3 and len(_passphrase_words(said)) == len(said) and not any(w.lower() in _COMMANDS for w in said)


def _credential_token(token: str) -> bool:
    """One token that looks like a password: six characters or more, letters with digits or symbols,
    or three words or more joined by hyphens or underscores that no description is written with."""
    if len(token) < 6 or token.lower().startswith(("http", "www.")) or token.lower() in _NOT_PASSPHRASE:
        return False
    parts = [p for p in re.split(r"[-_.]", token) if p]
    if len(parts) >= 3 and all(p.isalpha() for p in parts):
        return len(_passphrase_words(parts)) == len(parts)
    letters, digits = any(c.isalpha() for c in token), any(c.isdigit() for c in token)
    symbols = any(c in "!@#$%^&*+=~?" for c in token)
    return ((letters and (digits or symbols)) or (digits and symbols)) and not re.fullmatch(r"v?\d+(?:\.\d+)+\w*", token)
