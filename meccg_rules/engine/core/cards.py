"""The card catalogue: the facts of every reference card, plus the behaviour we author for some.

Facts (``data/reference.json``, imported by ``python -m meccg_rules.tools.import_facts``)
cover all 1,683 cards of the reference database, so any card may be named in a
scenario with no authored entry; what of its text neither its facts nor an entry
models is refused where it would matter (``Card.gaps``, ``core/modelled.py``).
Behaviour (``data/cards.toml``) is validated on load (``behaviour.py``).

>>> card = catalogue().get("weariness of the heart")
>>> card.id, card.type, card.kind
('TW-111', 'Hazard', 'short-event')
>>> catalogue().get("Foolish Wrods")
Traceback (most recent call last):
...
meccg_rules.engine.core.errors.UnknownNameError: unknown card 'Foolish Wrods'; did you mean 'Foolish Words'?
"""
from __future__ import annotations

import json
from collections.abc import Iterable
import unicodedata
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from pathlib import Path
from typing import Any, NamedTuple, cast

from .behaviour import (Authored, Behaviour, Mode, NotModelled, Static, When, affects_of, load_behaviour,
                        traits_of)
from .errors import DataError, UnknownNameError, nearest
from .registry import REGISTRY

DATA = Path(__file__).parent.parent / "data"
# when two cards share a name, the one a hero (Wizard) player would use comes first
ALIGNMENT_ORDER = ("Hero", "Neutral", "Dual", "Stage", "Minion", "Fallen-wizard", "Balrog")
SET_ORDER = ("TW", "TD", "DM", "LE", "AS", "WH", "BA")
KINDS = ("item", "ally", "faction", "creature", "permanent-event", "long-event", "short-event")


@lru_cache(maxsize=65536)
def fold(name: str) -> str:
    """Case-, diacritic- and apostrophe-insensitive key for a name; one character for each character."""
    return " ".join(name.split()).translate(FOLDED)


@cache
def fold_char(c: str) -> str:
    if c in "’‘`":
        return "'"
    base = unicodedata.normalize("NFKD", c)[:1] or c
    return base.lower() if len(base.lower()) == 1 else base


class _Folded(dict[int, str]):
    """``fold_char`` of each character by its code point, worked out the first time it is met: the table
    ``str.translate`` folds a text with, in one call instead of one call per character."""

    def __missing__(self, code: int) -> str:
        folded = self[code] = fold_char(chr(code))
        return folded


FOLDED = _Folded()


class Clause(NamedTuple):
    """A clause of a card's text: its name in our words, when it matters, whether the facts the engine reads
    model it (``tools/card_facts/clauses.py``)."""
    name: str
    scope: str
    read: bool


@dataclass(frozen=True, eq=False)
class Card:
    """One card: its facts, and what it does when we have authored that.

    A card's facts and behaviour never change, so what is read from them (its name, type, kind ...) is kept
    on the card when first read: the checks read these for every card they look at, and a kept value is an
    attribute lookup where a property is a function call.
    """

    id: str
    facts: dict[str, Any]   # the card's entry of the reference data (JSON)
    authored: Behaviour | None = None
    clauses: tuple[Clause, ...] = ()   # its text as clauses (data/clauses.json, written by the import)

    # ------------------------------------------------------------------ facts
    @cached_property
    def name(self) -> str:
        return cast(str, self.facts["name"])

    @cached_property
    def key(self) -> str:
        """The name folded for lookups (case, accents and apostrophes ignored)."""
        return fold(self.name)

    @cached_property
    def type(self) -> str:
        return cast(str, self.facts["type"])

    @cached_property
    def alignment(self) -> str:
        return cast(str, self.facts["alignment"])

    @cached_property
    def subtype(self) -> str:
        return cast(str, self.facts.get("subtype", ""))

    def fact(self, key: str, default: Any = None) -> Any:
        return self.facts.get(key, default)

    def text_ignored(self) -> Card:
        """The card with its text ignored ("Ignore the text of ... (including the Unique keyword)", Wizard's Trove):
        its name, type and numbers, but no clause, no keyed behaviour and not unique."""
        return Card(self.id, {**self.facts, "unique": False})

    @cached_property
    def keywords(self) -> tuple[str, ...]:
        return tuple(self.facts.get("keywords", ()))

    @cached_property
    def race(self) -> str | None:
        return self.facts.get("race")

    @cached_property
    def skills(self) -> tuple[str, ...]:
        return tuple(self.facts.get("skills", ()))

    @cached_property
    def is_creature(self) -> bool:
        return "Creature" in self.subtype

    @cached_property
    def is_character(self) -> bool:
        return self.type == "Character"

    @cached_property
    def is_site(self) -> bool:
        return self.type == "Site"

    @cached_property
    def is_haven(self) -> bool:
        return self.facts.get("site_type") == "Haven"

    @cached_property
    def kind(self) -> str:
        """item, ally, faction, character, site, region, creature, permanent-event, short-event, long-event."""
        if self.type in ("Character", "Site", "Region"):
            return self.type.lower()
        sub = self.subtype.lower()
        return next((word for word in KINDS if word in sub), sub or self.type.lower())

    # ------------------------------------------------------------------ what of it is modelled (core/modelled.py)
    @cached_property
    def gaps(self) -> tuple[NotModelled, ...]:
        """The clauses of its text the engine does not model, each with when it matters."""
        if self.authored is not None and self.authored.status:
            return self.authored.not_modelled
        return tuple(NotModelled(clause=c.name, scope=c.scope) for c in self.clauses if not c.read)

    @cached_property
    def status(self) -> str:
        """full, partial or facts (``modelled.STATUSES``)."""
        if not self.gaps:
            return "full"
        read = any(c.read for c in self.clauses) or (self.authored is not None and self.authored.authors_behaviour)
        return "partial" if read else "facts"

    # ------------------------------------------------------------------ authored behaviour
    @cached_property
    def summary(self) -> str:
        return self.authored.summary if self.authored else ""

    @cached_property
    def target(self) -> str:
        return (self.authored.target or "") if self.authored else ""

    @cached_property
    def modes(self) -> tuple[Mode, ...]:
        # kept: building a default Mode runs pydantic's validation, and checks ask for the modes of every
        # candidate action (the behaviour is frozen, so the modes never change)
        if self.authored is not None:
            return self.authored.modes
        return (Mode(effects=()),)

    def trait(self, key: str, default: Any = None) -> Any:
        """An authored field (``playable_at``, ``influence_number`` ...), else ``default``."""
        value = self._authored_fields.get(key)
        # an unset field is None, (), {}, "", False or 0 (the behaviour's fields hold no lists or sets): the
        # truth test says so without comparing against each of them, and checks ask for traits very often
        return value if value else default

    @cached_property
    def statics(self) -> tuple[Static, ...]:
        """What it changes while in play, in the one vocabulary of statics: its entry's, then those its facts
        give (a character's direct influence against factions, a faction, the factions playable at a site, some
        races' factions or some races' characters and factions; his modifier to influence checks against
        factions)."""
        own = tuple(self.trait("static", ()))
        influence = self.facts.get("influence_check_modifier")
        return own + tuple(Static(stat="direct influence", by=bonus["by"], against_faction=bonus.get("faction", ""),
                                  against_races=tuple(bonus.get("races", ())),
                                  against_playable_at=bonus.get("playable_at", ""),
                                  against="factions" if bonus.get("factions") or bonus.get("playable_at") else "")
                           for bonus in self.facts.get("direct_influence_against", ())) + (
            (Static(stat="influence check", by=influence),) if influence else ())

    @cached_property
    def whens(self) -> tuple[When, ...]:
        """Its passive conditions (``When`` clauses), if any."""
        return tuple(self.authored.when) if self.authored else ()

    @cached_property
    def _authored_fields(self) -> dict[str, Any]:
        if self.authored is None:
            return {}
        return {name: getattr(self.authored, name) for name in type(self.authored).model_fields}

    @cached_property
    def traits(self) -> frozenset[str]:
        """What its effects do, in the on-guard rules' words; derived from the primitives."""
        return traits_of(self.authored) if self.authored else frozenset()

    def mode_traits(self, mode: Mode | None) -> frozenset[str]:
        """The traits of one mode (of every mode usable when revealed, when ``mode`` is None)."""
        return self._mode_traits.get(mode.name if mode else None, frozenset())

    @cached_property
    def _mode_traits(self) -> dict[str | None, frozenset[str]]:
        if self.authored is None:
            return {}
        found: dict[str | None, frozenset[str]] = {m.name: traits_of(self.authored, [m]) for m in self.modes}
        found[None] = traits_of(self.authored, [m for m in self.modes if m.on_guard])
        return found

    @cached_property
    def affects(self) -> frozenset[str]:
        """Why revealing it would matter to a company (see ``behaviour.affects_of``)."""
        found = affects_of(self.authored) if self.authored else frozenset()
        if self.fact("corruption_points") and self.type == "Hazard" and self.target == "character":
            found |= {"corruption-points"}  # it gives its bearer corruption points while it is on him
        return found

    def __repr__(self) -> str:
        return f"Card({self.id} {self.name})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (_card, (self.id,))  # a pickled game refers to the catalogue's cards by id

    def __deepcopy__(self, memo: dict[int, Any]) -> "Card":
        return self  # a card's facts and behaviour never change during a game: copies of a game share them


@dataclass(frozen=True, eq=False)
class ChangedCard(Card):
    """A card in play whose kind and attributes an effect changed (a creature become an ally: Ready to His Will): the
    facts it has now, none of its entry's behaviour, and ``printed``, the card it is a copy of, which it is again
    once it leaves play (``organization/changed_kind.py``). It is the same card for identity (its id)."""
    printed: Card | None = None

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (changed, (self.printed, self.facts))


def changed(printed: Card, facts: dict[str, Any]) -> Card:
    """``printed`` as a card in play with these facts in place of its own, and no authored behaviour."""
    return ChangedCard(printed.id, facts, None, (), printed)


class Catalogue:
    """Every card the engine knows, looked up by printed name or by id."""

    def __init__(self, cards: list[Card], region_map: dict[str, dict[str, Any]] | None = None) -> None:
        self.cards = cards
        self.regions: dict[str, dict[str, Any]] = region_map or {}
        self._by_id = {c.id: c for c in cards}
        self._by_key: dict[str, list[Card]] = {}
        for card in sorted(cards, key=_preference):
            self._by_key.setdefault(fold(card.name), []).append(card)

    def find(self, name: str) -> Card | None:
        found = self._by_key.get(fold(name))
        return found[0] if found else self._by_id.get(name.strip().upper())

    def versions(self, name: str) -> list[Card]:
        """Every card with this name (hero and minion versions of a site, reprints), preferred first."""
        return list(self._by_key.get(fold(name), []))

    def get(self, name: str) -> Card:
        card = self.find(name)
        if card is None:
            raise UnknownNameError("card", name, lambda: self.suggest(name))
        return card

    def suggest(self, name: str) -> list[str]:
        keys = nearest(fold(name), list(self._by_key))
        return [self._by_key[k][0].name for k in keys]

    def names(self) -> list[str]:
        """Every distinct card name."""
        return [cards[0].name for cards in self._by_key.values()]

    @property
    def authored(self) -> list[Card]:
        return [c for c in self.cards if c.authored is not None]

    def __len__(self) -> int:
        return len(self.cards)


def _preference(card: Card) -> tuple[int, int, str]:
    alignment = card.alignment if card.alignment in ALIGNMENT_ORDER else "Balrog"
    return (ALIGNMENT_ORDER.index(alignment), SET_ORDER.index(card.fact("set", "BA")), card.id)


def load(data_dir: Path = DATA) -> Catalogue:
    reference = json.loads((data_dir / "reference.json").read_text(encoding="utf-8"))
    authored: dict[str, Authored] = {}
    for path in sorted(data_dir.glob("*.toml")):
        for cid, entry in load_entries(path).items():
            if cid in authored:
                raise DataError(entry.path, entry.line, f"card {cid} is also described in {authored[cid].path}")
            authored[cid] = entry
    for cid, entry in authored.items():
        facts = reference["cards"].get(cid)
        if facts is None:
            raise DataError(entry.path, entry.line, f"no card has the id {cid!r} in the reference data")
        if entry.behaviour.name and fold(entry.behaviour.name) != fold(facts["name"]):
            raise DataError(entry.path, entry.line, f"card {cid} is {facts['name']!r}, not "
                            f"{entry.behaviour.name!r}")
        for named in REGISTRY.hooks("regions named"):  # region names a family's keys give (key_as ...)
            _check_regions(entry, named(entry.behaviour), reference.get("regions", {}))
    texts = _clauses(data_dir)
    for cid, entry in authored.items():
        _check_status(entry, texts.get(cid, ()))
    reprints = {_printing(reference["cards"][cid]): entry.behaviour for cid, entry in authored.items()}
    cards = [_card_with(cid, facts, authored[cid].behaviour if cid in authored else reprints.get(_printing(facts)),
                        texts.get(cid, ())) for cid, facts in reference["cards"].items()]
    return Catalogue(cards, reference.get("regions", {}))


def _clauses(data_dir: Path) -> dict[str, tuple[Clause, ...]]:
    path = data_dir / "clauses.json"
    if not path.exists():
        return {}
    found = json.loads(path.read_text(encoding="utf-8"))["cards"]
    return {cid: tuple(Clause(name, scope, bool(read)) for name, scope, read in clauses)
            for cid, clauses in found.items()}


def _check_status(entry: Authored, clauses: tuple[Clause, ...]) -> None:
    """A card said to be modelled in full must model something: an entry with nothing but its summary cannot
    cover text its facts do not."""
    unread = [c for c in clauses if not c.read]
    if entry.behaviour.status == "full" and unread and not entry.behaviour.authors_behaviour:
        raise DataError(entry.path, entry.line, f"card {entry.behaviour.id} says status = \"full\" but its entry "
                        f"models nothing, and its facts leave {len(unread)} clause(s) of its text unmodelled "
                        f"(the first: {unread[0].name}); author them or say status = \"partial\" with not_modelled")


def _card_with(cid: str, facts: dict[str, Any], behaviour: Behaviour | None, clauses: tuple[Clause, ...] = ()) -> Card:
    """The card, its facts completed by what its entry gives that the card database lacks (``facts = {...}``)."""
    given = behaviour.facts if behaviour is not None else None
    if given is not None:
        facts = {**facts, **given.model_dump(exclude_defaults=True)}
    return Card(cid, facts, behaviour, clauses)


def load_entries(path: Path) -> dict[str, Authored]:
    """Every card entry of one TOML file, validated against the kernel's keys and every rule family's."""
    return load_behaviour(path, REGISTRY.card_schema())


def _printing(facts: dict[str, Any]) -> tuple[str, str, str, str]:
    """Reprints of a card in another set share what we author for it (same name, type, alignment, subtype)."""
    return (fold(facts["name"]), facts["type"], facts["alignment"], facts.get("subtype", ""))


def _check_regions(entry: Authored, named: Iterable[str], known: dict[str, Any]) -> None:
    """Region names in authored behaviour must be regions of the map (nearest spelling otherwise)."""
    for region in named:
        if region not in known:
            close = nearest(region, list(known))
            raise DataError(entry.path, entry.line, f"unknown region {region!r}"
                            + (f"; did you mean {close[0]!r}?" if close else ""))


@cache
def catalogue() -> Catalogue:
    """The project's catalogue (loaded once)."""
    return load()


def _card(card_id: str) -> Card:
    return catalogue()._by_id[card_id]


def regions() -> dict[str, dict[str, Any]]:
    """Every region: its type and the regions adjacent to it."""
    return catalogue().regions
