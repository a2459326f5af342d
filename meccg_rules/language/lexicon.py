"""The names a sentence may contain, matched longest first, never by splitting on "and", "," or "on".

A name slot of a sentence is matched against the lexicon: every card name of
the catalogue (so "Flies and Spiders", "Smoke on the Wind" and "Thranduil's
Halls" are single names) and the companies and players of the example. A
name may carry a reference: "a second Orc-patrol" (a new copy, in a set-up),
"the second Orc-patrol", "Bob's Moria".
"""
from __future__ import annotations

import difflib
import re
from functools import cache

from ..engine.core.cards import catalogue, fold
from ..engine.core.state import ORDINALS

_NEAR_ENOUGH = 0.8  # how alike a name behind a reference must be to its suggestion to count as misspelt
_PREFIX = re.compile(r"(?:(?:the|an?)\s+(?:%s)\s+|\w+['’]s\s+)" % "|".join(ORDINALS), re.IGNORECASE)


class Lexicon:
    """Known names, indexed by their first folded word, longest first."""

    def __init__(self, names=()):
        self.by_first: dict[str, list[str]] = {}
        self.names: set[str] = set()
        self.spelled: dict[str, str] = {}  # folded -> as first written
        for name in names:
            self.add(name)

    def add(self, name: str) -> None:
        key = fold(name)
        if not key or key in self.names:
            return
        self.names.add(key)
        self.spelled[key] = name
        bucket = self.by_first.setdefault(key.split(" ", 1)[0], [])
        bucket.append(key)
        bucket.sort(key=len, reverse=True)

    def extended(self, names) -> "Lexicon":
        other = Lexicon()
        other.by_first = {k: list(v) for k, v in self.by_first.items()}
        other.names = set(self.names)
        other.spelled = dict(self.spelled)
        for name in names:
            other.add(name)
        return other

    def ends(self, folded: str, pos: int) -> list[int]:
        """Where a known name starting at ``pos`` of the folded text ends, longest first."""
        word = re.match(r"[^ ]+", folded[pos:])
        if not word:
            return []
        first = word.group(0)
        candidates = {first, first.rstrip(".,:;"), first.split("'")[0]}
        found = []
        for key in (k for c in candidates for k in self.by_first.get(c, ())):
            end = pos + len(key)
            if folded.startswith(key, pos) and (end == len(folded) or not (folded[end].isalnum() or
                                                                         folded[end] == "-")):
                found.append(end)
        return sorted(set(found), reverse=True)

    def knows(self, text: str) -> bool:
        """Is ``text`` exactly a known name, possibly behind a reference ("the second ", "Bob's ")?"""
        if fold(text) in self.names:
            return True
        prefix = _PREFIX.match(text)
        return bool(prefix) and fold(text[prefix.end():]) in self.names

    def reference_ends(self, text: str, folded: str, pos: int) -> list[int]:
        """Known names at ``pos``, also behind a reference prefix ("the second ", "Bob's ")."""
        found = self.ends(folded, pos)
        prefix = _PREFIX.match(text, pos)
        if prefix:
            found += self.ends(folded, prefix.end())
        return sorted(set(found), reverse=True)


def suggest_card_names(name: str) -> list[str]:
    """The nearest card names to an unknown ``name``, keeping a reference it carries.

    The reference is not part of the card's name, so it is set aside before comparing ("The second Legolsa" is
    compared as "Legolsa") and given back with the suggestion. A possessive may also begin a card's own name
    ("Thranduil's Hals"), so the whole name is compared too, and the closer of the two suggestions wins; what
    stands behind a reference must be close to its suggestion, or it is no misspelt name ("Frodo's strike").

    >>> suggest_card_names("The second Legolsa")
    ['The second Legolas']
    >>> suggest_card_names("Thranduil’s Hals")
    ['Thranduil’s Halls']
    >>> suggest_card_names("Legolsa")
    ['Legolas']
    >>> suggest_card_names("Frodo's strike")[:1] != ["Frodo's Strider"]
    True
    """
    whole = catalogue().suggest(name)
    prefix = _PREFIX.match(name)
    rest = name[prefix.end():] if prefix else ""
    if not rest.strip():
        return whole
    behind = catalogue().suggest(rest)
    if not behind:
        return whole

    def closeness(written: str, suggested: str) -> float:
        return difflib.SequenceMatcher(None, fold(written), fold(suggested)).ratio()

    near = closeness(rest, behind[0])
    if near < _NEAR_ENOUGH or (whole and closeness(name, whole[0]) >= near):
        return whole  # "Frodo's strike" is a strike, not a misspelt "Frodo's Strider"
    return [name[:prefix.end()] + s for s in behind]


@cache
def abilities_lexicon() -> Lexicon:
    """What cards in play may be tapped (or discarded) to do (their ``abilities``, as sentences say them: "untap a
    site" is also "untap" before the site's name), and a character's home-site right."""
    from ..engine.playing.tap_abilities import HOME_SITE, said
    abilities = [a for card in catalogue().authored for a in card.trait("abilities", ())]
    names = [HOME_SITE] + [a.name for a in abilities] + [said(a) for a in abilities]
    return Lexicon(names)


@cache
def cards_lexicon() -> Lexicon:
    """Every card name of the catalogue."""
    return Lexicon(catalogue().names())
