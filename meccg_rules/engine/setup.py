"""Building a starting position, one fact at a time, with errors for impossible set-ups.

>>> setup = Setup("Alice", "Bob")
>>> setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
>>> setup.give("Aragorn II", ["Glamdring"])
>>> setup.on_guard("Weariness of the Heart", "Fellowship")
>>> game = setup.build()
>>> game.state.get("Glamdring").attached_to
'Aragorn II'
"""
from __future__ import annotations

from .cards import Catalogue, catalogue
from .errors import InputError
from .game import Game
from .site_phase import record
from .state import (
    HAND,
    MOVEMENT_HAZARD,
    ON_GUARD,
    PLAY,
    RULESETS,
    SITE_PHASE,
    Company,
    Instance,
    State,
)


class Setup:
    def __init__(self, resource_player: str, hazard_player: str, cards: Catalogue | None = None):
        if resource_player == hazard_player:
            raise InputError(f"the resource player and the hazard player must differ (both are {resource_player})")
        self.cards = cards or catalogue()
        self.state = State(resource_player, hazard_player)
        self.late: set[str] = set()
        self.phase: tuple[str, str] | None = None

    def _new(self, name: str, owner: str, zone: str, **kw) -> Instance:
        card = self.cards.get(name)
        existing = self.state.cards.get(card.name)
        if existing is not None:
            where = existing.company or existing.attached_to or existing.zone
            raise InputError(f"{card.name} is already in this game ({where}); each card can be in one place only")
        inst = Instance(card.name, card, owner, zone, **kw)
        self.state.cards[card.name] = inst
        return inst

    def _site(self, name: str) -> str:
        card = self.cards.get(name)
        if not card.is_site:
            raise InputError(f"{card.name} is a {card.kind}, not a site")
        if card.name not in self.state.cards:
            self._new(card.name, self.state.resource_player, PLAY)
        return card.name

    def ruleset(self, name: str) -> None:
        if name not in RULESETS:
            raise InputError(f"unknown ruleset {name!r}; known: {', '.join(RULESETS)}")
        self.state.ruleset = name

    def company(self, name: str, characters: list[str], site: str, origin: str | None = None) -> None:
        if name in self.state.companies:
            raise InputError(f"company {name} is described twice")
        site_name = self._site(site)
        origin_name = self._site(origin) if origin else site_name
        self.state.companies[name] = Company(name, self.state.resource_player, site_name, origin_name,
                                             moved=origin is not None)
        if not characters:
            raise InputError(f"company {name} needs at least one character")
        for character in characters:
            if not self.cards.get(character).is_character:
                raise InputError(f"{self.cards.get(character).name} is a {self.cards.get(character).kind}, "
                                 "not a character")
            self._new(character, self.state.resource_player, PLAY, company=name)

    def give(self, character: str, cards: list[str]) -> None:
        holder = self.state.get(character, "character")
        if not holder.card.is_character:
            raise InputError(f"{holder.name} is not a character")
        for name in cards:
            kind = self.cards.get(name).kind
            if kind not in ("item", "ally"):
                raise InputError(f"{self.cards.get(name).name} is a {kind}; a character can only have items "
                                 "and allies")
            self._new(name, holder.owner, PLAY, attached_to=holder.name)

    def hand(self, player: str, cards: list[str]) -> None:
        self._player(player)
        for name in cards:
            self._new(name, player, HAND)

    def on_guard(self, card: str, company: str) -> None:
        target = self.state.get_company(company)
        if target.name in self.state.on_guard_placed:
            raise InputError(f"{target.name} already has a card on-guard; only one may be placed per company")
        self._new(card, self.state.hazard_player, ON_GUARD, attached_to=target.name)
        self.state.on_guard_placed.add(target.name)

    def in_play(self, card: str, on: str | None = None) -> None:
        c = self.cards.get(card)
        owner = self.state.hazard_player if c.type == "Hazard" else self.state.resource_player
        holder = None
        if on is not None:
            holder = self.state.get_company(on).name if on in self.state.companies else self.state.get(on).name
        self._new(card, owner, PLAY, attached_to=holder)

    def tap(self, name: str) -> None:
        inst = self.state.get(name)
        if inst.zone != PLAY:
            raise InputError(f"{inst.name} is not in play, so it cannot be tapped")
        inst.tapped = True

    def came_into_play_this_site_phase(self, name: str) -> None:
        self.late.add(self.state.get(name).name)

    def set_phase(self, phase: str, company: str) -> None:
        self.phase = (phase, self.state.get_company(company).name)

    def faced(self, company: str) -> None:
        self.state.get_company(company).faced_automatic_attacks = True

    def _player(self, player: str) -> None:
        if player not in self.state.players:
            raise InputError(f"unknown player {player!r}; the players are {' and '.join(self.state.players)}")

    def build(self) -> Game:
        s = self.state
        if not s.companies:
            raise InputError("the set-up has no company")
        phase, company = self.phase or (SITE_PHASE, next(iter(s.companies)))
        s.phase, s.active_company = phase, company
        if phase == SITE_PHASE:
            s.mh_record = record(s) - self.late
        elif phase != MOVEMENT_HAZARD:
            raise InputError(f"unknown phase {phase!r}")
        return Game(s)
