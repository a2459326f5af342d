"""The card catalogue: facts imported from the card database plus the traits we author.

>>> card = catalogue().get("weariness of the heart")
>>> card.id, card.type
('TW-111', 'Hazard')
>>> catalogue().get("Foolish Wrods")
Traceback (most recent call last):
...
meccg_rules.engine.errors.UnknownNameError: unknown card 'Foolish Wrods'; did you mean 'Foolish Words'?
"""
from __future__ import annotations

import json
import tomllib
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .errors import UnknownNameError, nearest

DATA = Path(__file__).parent / "data"


def fold(name: str) -> str:
    """Case-, diacritic- and apostrophe-insensitive key for a name."""
    decomposed = unicodedata.normalize("NFKD", name.replace("’", "'"))
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).casefold().split())


@dataclass(frozen=True)
class Mode:
    name: str
    effect: str
    on_guard: bool = True


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str
    alignment: str
    subtype: str
    facts: dict
    summary: str
    authored: dict = field(default_factory=dict)

    # --- facts
    @property
    def attributes(self) -> dict:
        return self.facts

    def fact(self, key: str, default=None):
        return self.facts.get(key, default)

    @property
    def keywords(self) -> tuple[str, ...]:
        return tuple(self.facts.get("keywords", ()))

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.subtype

    @property
    def is_character(self) -> bool:
        return self.type == "Character"

    @property
    def is_site(self) -> bool:
        return self.type == "Site"

    @property
    def kind(self) -> str:
        """item, ally, faction, character, site, creature, permanent-event, short-event, long-event."""
        if self.type in ("Character", "Site"):
            return self.type.lower()
        sub = self.subtype.lower()
        for word in ("item", "ally", "faction", "creature", "permanent-event", "long-event", "short-event"):
            if word in sub:
                return word
        return sub or self.type.lower()

    # --- authored
    def trait(self, key: str, default=None):
        return self.authored.get(key, default)

    @property
    def traits(self) -> frozenset[str]:
        return frozenset(self.authored.get("traits", ()))

    @property
    def target(self) -> str:
        return self.authored.get("target", "")

    @property
    def modes(self) -> tuple[Mode, ...]:
        declared = self.authored.get("mode")
        if declared:
            return tuple(Mode(m["name"], m["effect"], m.get("on_guard", True)) for m in declared)
        return (Mode("", self.authored.get("effect", "none")),)


class Catalogue:
    """Every card the engine knows, looked up by printed name or by id."""

    def __init__(self, cards: list[Card]):
        self.cards = cards
        self._by_key = {fold(c.name): c for c in cards}
        self._by_id = {c.id: c for c in cards}

    def find(self, name: str) -> Card | None:
        return self._by_key.get(fold(name)) or self._by_id.get(name.strip().upper())

    def get(self, name: str) -> Card:
        card = self.find(name)
        if card is None:
            raise UnknownNameError("card", name, self.suggest(name))
        return card

    def suggest(self, name: str) -> list[str]:
        keys = nearest(fold(name), list(self._by_key))
        return [self._by_key[k].name for k in keys]

    def names(self) -> list[str]:
        return [c.name for c in self.cards]

    def __len__(self) -> int:
        return len(self.cards)


def load(data_dir: Path = DATA) -> Catalogue:
    facts = json.loads((data_dir / "facts.json").read_text(encoding="utf-8"))
    cards = []
    for path in sorted(data_dir.glob("*.toml")):
        for entry in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
            entry = dict(entry)
            cid = entry.pop("id")
            f = facts.get(cid)
            if f is None:
                raise KeyError(f"{path.name}: card {cid} has no facts; run python -m meccg_rules.tools.import_facts")
            summary = entry.pop("summary", "")
            cards.append(Card(cid, f["name"], f["type"], f["alignment"], f["subtype"], f, summary, entry))
    return Catalogue(cards)


@cache
def catalogue() -> Catalogue:
    """The project's catalogue (loaded once)."""
    return load()
