"""The game state: players, companies, sites, hands, on-guard cards, cards in play.

Every card in a game is one ``Instance`` with exactly one zone, so a card can
never be in two places at once. ``State.describe()`` is the canonical text form
used in error messages and golden transcripts.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, fold
from .chain import Chain
from .errors import UnknownNameError, nearest

# zones
HAND, ON_GUARD, PLAY, CHAIN, DISCARD, ELIMINATED, MP_PILE = (
    "hand", "on-guard", "in play", "chain of effects", "discard pile", "eliminated", "marshalling point pile")
ZONES = (HAND, ON_GUARD, PLAY, CHAIN, DISCARD, ELIMINATED, MP_PILE)

# phases
MOVEMENT_HAZARD, SITE_PHASE, ENDED = "movement/hazard phase", "site phase", "ended"

RULESETS = ("current", "1997 reading")


@dataclass
class Instance:
    """One physical card in the game."""

    name: str
    card: Card
    owner: str
    zone: str
    attached_to: str | None = None  # in play: character, site or company it is on; on-guard: company
    company: str | None = None      # characters: their company
    tapped: bool = False
    revealed: bool = False          # an on-guard card that was revealed


@dataclass
class Company:
    name: str
    owner: str
    site: str            # the site the company is at (its new site once it moved)
    origin: str          # its site of origin
    moved: bool
    faced_automatic_attacks: bool = False
    extra_automatic_attacks: int = 0
    attacks_to_face: list[str] = field(default_factory=list)
    does_nothing: bool = False


@dataclass
class RollRequest:
    player: str
    purpose: str         # e.g. "Legolas's corruption check"


@dataclass
class State:
    resource_player: str
    hazard_player: str
    ruleset: str = "current"
    cards: dict[str, Instance] = field(default_factory=dict)
    companies: dict[str, Company] = field(default_factory=dict)
    phase: str = SITE_PHASE
    active_company: str | None = None
    hazards_played: int = 0
    on_guard_placed: set[str] = field(default_factory=set)
    mh_record: frozenset[str] = frozenset()
    chains: list[Chain] = field(default_factory=list)
    pending_roll: RollRequest | None = None
    pending_outcome: str | None = None     # a card whose stated outcome is awaited
    free_minor_item: str | None = None     # the company that may play one additional minor item (CoE 2.V.5)
    check_bonus: dict[str, int] = field(default_factory=dict)
    triggered: list = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    # --- lookups
    @property
    def players(self) -> tuple[str, str]:
        return (self.resource_player, self.hazard_player)

    def opponent(self, player: str) -> str:
        return self.hazard_player if player == self.resource_player else self.resource_player

    def characters(self, company: str | None = None) -> list[Instance]:
        return [i for i in self.cards.values()
                if i.card.is_character and i.zone == PLAY and (company is None or i.company == company)]

    def attached(self, holder: str) -> list[Instance]:
        return [i for i in self.cards.values() if i.zone == PLAY and i.attached_to == holder]

    def hand(self, player: str) -> list[Instance]:
        return [i for i in self.cards.values() if i.zone == HAND and i.owner == player]

    def on_guard(self, company: str | None = None) -> list[Instance]:
        return [i for i in self.cards.values()
                if i.zone == ON_GUARD and (company is None or i.attached_to == company)]

    def get(self, name: str, kind: str = "card") -> Instance:
        """The card called ``name`` in this game (tolerant of case and diacritics), or UnknownNameError."""
        inst = self.cards.get(name)
        if inst is None:
            key = fold(name)
            inst = next((i for i in self.cards.values() if fold(i.name) == key), None)
        if inst is None:
            raise UnknownNameError(kind, name, nearest(name, list(self.cards)))
        return inst

    def get_company(self, name: str) -> Company:
        company = self.companies.get(name) or next(
            (c for c in self.companies.values() if fold(c.name) == fold(name)), None)
        if company is None:
            raise UnknownNameError("company", name, nearest(name, list(self.companies)))
        return company

    def in_play(self, name: str) -> bool:
        inst = self.cards.get(name)
        return inst is not None and inst.zone == PLAY

    def company_of(self, name: str) -> Company | None:
        """The company a character, or an item or ally a character controls, belongs to."""
        inst = self.cards.get(name)
        while inst is not None and inst.company is None and inst.attached_to in self.cards:
            inst = self.cards[inst.attached_to]
        return self.companies.get(inst.company) if inst is not None and inst.company else None

    def site_of(self, company: str) -> Instance:
        return self.cards[self.companies[company].site]

    def in_effect(self, name: str) -> bool:
        """A card in play anywhere (e.g. Gates of Morning)."""
        return any(i.zone == PLAY and i.card.name == name for i in self.cards.values())

    def corruption_points(self, character: str) -> int:
        return sum(i.card.fact("corruption", 0) if i.card.kind == "item" else i.card.trait("corruption_points", 0)
                   for i in self.attached(character))

    def unused_direct_influence(self, character: str) -> int:
        return self.cards[character].card.fact("direct_influence", 0)

    def move(self, name: str, zone: str, attached_to: str | None = None) -> None:
        """Move a card to a zone; whatever was attached to it in play goes to the discard pile."""
        inst = self.cards[name]
        leaving_play = inst.zone == PLAY and zone != PLAY
        inst.zone, inst.attached_to = zone, attached_to
        if zone != PLAY:
            inst.tapped = False
            inst.company = None
        if leaving_play:
            for other in self.attached(name):
                self.move(other.name, DISCARD)

    # --- canonical text form
    def describe(self) -> str:
        lines = [f"Players: {self.resource_player} (resource), {self.hazard_player} (hazard); "
                 f"ruleset: {self.ruleset}"]
        phase = f"{self.phase} of {self.active_company}" if self.active_company else self.phase
        lines.append(f"Phase: {phase}")
        for company in self.companies.values():
            site = self.cards[company.site]
            route = f"from {company.origin} to {company.site}" if company.moved else f"at {company.site}"
            extras = []
            if site.card.fact("automatic_attacks") or company.extra_automatic_attacks:
                extras.append("automatic-attacks faced" if company.faced_automatic_attacks
                              else "automatic-attacks not yet faced")
            if company.attacks_to_face:
                extras.append("must face " + ", ".join(company.attacks_to_face))
            if company.does_nothing:
                extras.append("must do nothing")
            members = ", ".join(self._show(c) for c in self.characters(company.name)) or "no characters"
            lines.append(f"Company {company.name} {route} ({'tapped' if site.tapped else 'untapped'} site"
                         f"{'; ' + '; '.join(extras) if extras else ''}): {members}")
        for player in self.players:
            lines.append(f"{player}'s hand: {', '.join(i.name for i in self.hand(player)) or 'empty'}")
        for inst in self.on_guard():
            lines.append(f"On-guard: {inst.name} on {inst.attached_to}")
        loose = [self._show(i) for i in self.cards.values()
                 if i.zone == PLAY and not i.card.is_character and not i.card.is_site
                 and (i.attached_to is None or not self.cards.get(i.attached_to, i).card.is_character)]
        if loose:
            lines.append("In play: " + "; ".join(loose))
        for depth, chain in enumerate(self.chains):
            lines.append(f"Chain {depth + 1} ({chain.origin}): {chain.describe()}")
        if self.pending_roll:
            lines.append(f"Waiting for: {self.pending_roll.player}'s roll for {self.pending_roll.purpose}")
        if self.pending_outcome:
            lines.append(f"Waiting for: the outcome of {self.pending_outcome}")
        for zone in (DISCARD, ELIMINATED, MP_PILE):
            names = [i.name for i in self.cards.values() if i.zone == zone]
            if names:
                lines.append(f"{zone.capitalize()}: {', '.join(names)}")
        return "\n".join(lines)

    def _show(self, inst: Instance, nested: bool = False) -> str:
        notes = ["tapped"] if inst.tapped else []
        notes += [self._show(i, nested=True) for i in self.attached(inst.name)]
        where = f" on {inst.attached_to}" if inst.attached_to and not nested else ""
        return f"{inst.name}{where}" + (f" ({'; '.join(notes)})" if notes else "")
