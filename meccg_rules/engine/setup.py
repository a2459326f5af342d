"""Building a starting position, one fact at a time, with errors for impossible set-ups.

>>> setup = Setup("Alice", "Bob")
>>> setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
>>> setup.give("Aragorn II", ["Glamdring"])
>>> setup.on_guard("Weariness of the Heart", "Fellowship")
>>> game = setup.build()
>>> game.state.label(game.state.cards[game.state.find("Glamdring").attached_to])
'Aragorn II'

A second copy of a card is asked for by name ("a second Orc-patrol"); naming
a card that is already in the game without saying so is an error, so a copy
is never made by accident.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .players import alignments, fallen_wizard_sideboard, multi_player, optional_rules, ringwraith_followers
from .agents import agent_sites
from .environments import environments
from .influence import leader_factions
from .items import automatic_ring_tests
from .hazards import hazard_limit as hazards
from .organization import card_sites, lent_sites, movement, movement_limits
from .start_of_game import character_draft as start_of_game
from .turn import phases as turn
from .core import events, modelled
from .core.cards import Card, Catalogue, catalogue, fold
from .core.errors import InputError, a
from .core.registry import REGISTRY
from .game import Game
from .core.state import (
    DISCARD,
    HAND,
    IN_PLAY,
    LOCATION_DECK,
    MP_PILE,
    ON_GUARD,
    SIDEBOARD,
    ORDINALS,
    OUT_OF_PLAY,
    PLAY_DECK,
    POOL,
    STARTING_COMPANY,
    RULESETS,
    Company,
    Instance,
    Region,
    State,
)

_COPY = re.compile(r"^(?:an?|the)\s+(?P<ordinal>%s)\s+(?P<name>.+)$" % "|".join(ORDINALS[1:]), re.IGNORECASE)
PHASE_NAMES = {"untap": "untap", "organization": "organization", "long-event": "long-event",
               "movement/hazard": "movement/hazard", "site": "site", "end-of-turn": "end-of-turn"}


@lru_cache(maxsize=4096)  # the same names come back in every example: read each once
def copy_asked(name: str) -> tuple[str, int]:
    """The card name in "a second Orc-patrol", and the copy it asks for (2; 0 when the name asks for none)."""
    wanted = _COPY.match(name.strip())
    if wanted is None:
        return name, 0
    return wanted.group("name"), ORDINALS.index(wanted.group("ordinal").lower()) + 1


def base_name(name: str) -> str:
    """The card name in "a second Orc-patrol"."""
    return copy_asked(name)[0]


class Setup:
    def __init__(self, resource_player: str, hazard_player: str, cards: Catalogue | None = None) -> None:
        if resource_player == hazard_player:
            raise InputError(f"the resource player and the hazard player must differ (both are {resource_player})")
        self.cards = cards if cards is not None else catalogue()
        self.state = State(resource_player, hazard_player)
        self.late: set[str] = set()
        self.phase: tuple[str, str | None] | None = None
        self.faced_companies: set[str] = set()
        self.draft_after = False

    # ------------------------------------------------------------------ cards
    def card(self, name: str, player: str) -> Card:
        """The card a name stands for in ``player``'s hands: the version of his alignment (alignments.py)."""
        return alignments.card_for(copy_asked(name)[0], alignments.alignment_of(self.state, player), self.cards)

    def alignment(self, player: str, word: str) -> None:
        """The player's alignment; said before any of his cards is named, as it decides their versions."""
        self._player(player)
        if any(i.owner == player for i in self.state.cards.values()):
            raise InputError(f"say that {player} is a {word} player before naming any of his cards: the "
                             "alignment decides which version of a card a name stands for")
        self.state.alignments[player] = alignments.parse(word)

    def version(self, name: str, word: str) -> None:
        """The card named is its hero, minion, Fallen-wizard or Balrog version (a Fallen-wizard player uses both
        hero and minion cards, CoE 1.3.F4)."""
        inst = self.state.find(name)
        inst.card = alignments.version_of(inst.card, word, self.cards)
        self.state.listen(inst)

    def new(self, name: str, owner: str, zone: str, card: Card | None = None, **fields: Any) -> Instance:
        """A new card instance; "a second NAME" asks for another copy of a card already in the game.

        ``card`` is ``self.card(name, owner)`` when the caller has looked it up already."""
        number = copy_asked(name)[1]
        card = card or self.card(name, owner)
        existing = self.state.by_key.get(card.key, ())  # the ids of its copies
        if number:
            if number != len(existing) + 1:
                have = f"{len(existing)} cop{'y' if len(existing) == 1 else 'ies'}"
                raise InputError(f"the game has {have} of {card.name}, so the next one is the "
                                 f"{ORDINALS[len(existing)]}, not the {ORDINALS[number - 1]}")
        elif existing:
            where = self._where(self.state.cards[existing[0]])
            raise InputError(f"{card.name} is already in this example ({where}); for another copy write "
                             f"'a {ORDINALS[len(existing)]} {card.name}'")
        if zone == IN_PLAY:  # its text would act from now on: refused if not modelled (an avatar card's clauses as
            modelled.refuse(card, modelled.IN_PLAY, as_follower=bool(card.fact("avatar")))   # his player's avatar
        #                                               at build, once it is known whether he is a Ringwraith follower)
        return self.state.add(card, owner, zone, **fields)

    def _where(self, inst: Instance) -> str:
        if inst.company:
            return f"in company {inst.company}"
        if inst.attached_to:
            return f"on {self.state._name(inst.attached_to)}"
        return f"{inst.owner}'s {inst.zone}" if inst.zone != IN_PLAY else "in play"

    def site(self, name: str, owner: str) -> str:
        """The site card ``owner`` has in play with that name (each player uses their own copy)."""
        return self._site(name, owner).id

    def _site(self, name: str, owner: str) -> Instance:
        card = self.card(name, owner)
        if not card.is_site and not card_sites.is_card_site(card):   # or a card used as a site (Morannon)
            raise InputError(f"{card.name} is {a(card.kind)}, not a site")
        if copy_asked(name)[1]:   # "a second Lórien": another copy of the site in play (CoE 2.II.3.6.2, 2.II.7.3)
            return self.new(name, owner, IN_PLAY, card=card)
        for inst in self.state.cards.values():
            if inst.card.id == card.id and inst.owner == owner and inst.zone == IN_PLAY:
                return inst
        lent = lent_sites.lent_copy(self.state, owner, card)   # a site the other player lent him (lent_sites)
        if lent is not None:
            self.state.move(lent.id, IN_PLAY)
            return lent
        modelled.refuse(card, modelled.IN_PLAY)
        return self.state.add(card, owner, IN_PLAY)

    def ruleset(self, name: str) -> None:
        if name not in RULESETS:
            raise InputError(f"unknown ruleset {name!r}; known: {', '.join(RULESETS)}")
        self.state.ruleset = name

    def player(self, player: str, seat: str) -> None:
        """A further player of a multi-player game: the third, then the fourth (multi_player.py)."""
        multi_player.add_player(self.state, player, seat)

    def optional_rule(self, name: str) -> None:
        """An optional rule the game uses (optional_rules.py)."""
        optional_rules.use(self.state, name)

    def company(self, name: str, characters: list[str], site: str, origin: str | None = None,
                owner: str | None = None, via: list[str] | None = None) -> None:
        owner = owner or self.state.resource_player
        self._player(owner)
        if name in self.state.companies:
            raise InputError(f"company {name} is described twice")
        if not characters:
            raise InputError(f"company {name} needs at least one character")
        there = self._site(site, owner)
        company = Company(name, owner, there.id)
        if origin is not None:
            start = self._site(origin, owner)
            company.origin, company.moving = start.id, True
            company.site_path, company.movement = self._path(start.card, there.card, via, owner)
        self.state.companies[name] = company
        for character in characters:
            card = self.card(character, owner)
            if not card.is_character:
                raise InputError(f"{card.name} is {a(card.kind)}, not a character")
            self.new(character, owner, IN_PLAY, card=card, company=name)
        if origin is not None:   # a character whose own card forbids the movement set up (The Balrog: CoE 2.II.7)
            verdict = movement_limits.check(self.state, company, start.card, there.card, tuple(via or ()))
            if not verdict:
                raise InputError(f"company {name} cannot have moved so: {verdict.sentence}")

    def _path(self, start: Card, end: Card, via: list[str] | None, owner: str) -> tuple[tuple[Region, ...], str]:
        path = movement.path_through(self.state, start, end, via, owner)   # None: no starter movement (no via)
        if path is None:
            raise InputError(f"no starter movement joins {start.name} and {end.name}; give the regions moved "
                             f"through, e.g. '... from {start.name} to {end.name} via {start.fact('region')}, "
                             f"..., {end.fact('region')}: ...'")
        return path, "region" if via else "starter"

    def give(self, character: str, cards: list[str]) -> None:
        holder = self.state.find(character, "character")
        if not holder.card.is_character:
            raise InputError(f"{holder.name} is not a character")
        for name in cards:
            card = self.card(name, holder.owner)
            if card.kind == "faction" and card.trait("under_leader") is not None:   # placed under a leader
                if why := leader_factions.may_control(holder.card, card):
                    raise InputError(why)
            elif card.kind not in ("item", "ally"):
                raise InputError(f"{name} is {a(card.kind)}; a character can only have items and allies")
            self.new(name, holder.owner, IN_PLAY, card=card, attached_to=holder.id)

    def hand(self, player: str, cards: list[str]) -> None:
        self._player(player)
        for name in cards:
            self.new(name, player, HAND)

    def deck(self, player: str, cards: list[str]) -> None:
        """The player's play deck, top card first."""
        self._player(player)
        self.state.described_decks.add(player)
        self.state.listed_decks.add(player)
        for name in cards:
            self.new(name, player, PLAY_DECK)

    def sideboard(self, player: str, cards: list[str]) -> None:
        """The player's sideboard (CoE 1.6)."""
        self._player(player)
        for name in cards:
            self.new(name, player, SIDEBOARD)

    def kept_for_fallen_wizard(self, player: str, cards: list[str]) -> None:
        """Sideboard cards the player keeps for a Fallen-wizard opponent (CoE 1.6.1)."""
        self._player(player)
        for name in cards:
            fallen_wizard_sideboard.keep(self.state, self.new(name, player, SIDEBOARD).id)

    def location_deck(self, player: str, cards: list[str]) -> None:
        """The player's location deck: once listed, it holds those sites only (``organization/location_decks.py``);
        unlisted, it holds every site the example needs."""
        self._player(player)
        if cards:   # listing no site states nothing
            self.state.stated_location_decks.add(player)
        for name in cards:
            if not self.card(name, player).is_site:
                raise InputError(f"{base_name(name)} is not a site; a location deck holds site cards")
            self.new(name, player, LOCATION_DECK)

    def discard_pile(self, player: str, cards: list[str], seen: bool = False) -> None:
        """Cards in the player's discard pile; ``seen``: each was seen in play (or revealed) and then discarded, as
        the kernel records it (``State.reveal``, ``Instance.revealed_to``: every player; The Hunt may name it)."""
        self._player(player)
        for name in cards:
            inst = self.new(name, player, DISCARD)
            if seen:
                self.state.reveal((inst.id,), self.state.players)

    def on_guard(self, card: str, company: str) -> None:
        target = self.state.get_company(company)
        if target.on_guard_placed:
            raise InputError(f"{target.id} already has a card on-guard; only one may be placed per company")
        self.new(card, self.state.hazard_player, ON_GUARD, attached_to=target.id)
        target.on_guard_placed = True

    def agent(self, player: str, card: str, site: str, face_down: bool = True) -> None:
        """An agent hazard of ``player`` already in play at ``site`` (CoE 2.IV.vii.1)."""
        from .agents import agent_hazards as agents
        self._player(player)
        if not agents.is_agent(self.cards.get(base_name(card))):
            raise InputError(f"{base_name(card)} is not an agent")
        site_card = self.cards.get(site)
        if not site_card.is_site:
            raise InputError(f"{site_card.name} is not a site")
        agents.place(self.state, self.new(card, player, IN_PLAY), site_card.name, face_down)

    def in_play(self, card: str, on: str | None = None, owner: str | None = None) -> None:
        """A card in play, the hazard player's if a hazard and the resource player's otherwise, unless ``owner``; a
        resource on a company is that company's player's (Orc-mail on the hazard player's company is his), one on a card
        that card's controller's (a Stage card on the Fallen-wizard's own Isengard)."""
        c = self.cards.get(base_name(card))
        if owner is not None:
            self._player(owner)
        holder = None
        if on is not None:
            holder = self.state.get_company(on).id if fold(on) in {fold(k) for k in self.state.companies} \
                else self.state.find(on).id
        held_by = self.state.companies[holder].owner if holder in self.state.companies else \
            self.state.cards[holder].controller if holder is not None else None
        owner = owner or (self.state.hazard_player if c.type == "Hazard" else held_by or self.state.resource_player)
        self.new(card, owner, IN_PLAY, attached_to=holder)

    def follower(self, character: str, controller: str) -> None:
        inst, boss = self.state.find(character, "character"), self.state.find(controller, "character")
        for one in (inst, boss):
            if one.zone != IN_PLAY or not one.card.is_character:
                raise InputError(f"{one.name} is not a character in play")
        if inst.company != boss.company or inst.id == boss.id:
            raise InputError(f"a follower is in the company of the character who controls him; {inst.name} is in "
                             f"{inst.company}, {boss.name} in {boss.company}")
        avatar = inst.card.fact("avatar") and not ringwraith_followers.may_control(boss, inst)   # CoE 2.II.2.1.R5
        if boss.follower_of or avatar or self.state.followers(inst.id):
            raise InputError(f"{boss.name} is a follower or {inst.name} an avatar or a controller: a follower is "
                             "a non-avatar (or a Ringwraith under a Ringwraith) without followers, controlled by a "
                             "non-follower")
        modelled.refuse(boss.card, ("followers",))   # a character who may have none, not modelled (The Balrog)
        inst.follower_of = boss.id

    def uncontrolled(self, character: str) -> None:
        inst = self.state.find(character, "character")
        rw_follower = ringwraith_followers.is_ringwraith_avatar(inst)   # his Ringwraith left play (CoE 2.II.2.1.R8)
        if inst.zone != IN_PLAY or not inst.card.is_character or (inst.card.fact("avatar") and not rw_follower):
            raise InputError(f"{inst.name} is not a non-avatar character in play, nor a Ringwraith follower")
        inst.follower_of, inst.uncontrolled = None, True

    def mp_pile(self, player: str, cards: list[str], played_by: str | None = None) -> None:
        """The player's marshalling point pile; a hazard in it was played by the other player, unless
        ``played_by`` names who played the cards."""
        self._player(player)
        if played_by:
            self._player(played_by)
        for name in cards:
            card = self.card(name, player)
            owner = played_by or (self.state.opponent(player) if card.type == "Hazard" else player)
            modelled.refuse(card, ("marshalling point pile",))   # its text acts from there, not modelled
            inst = self.new(name, owner, MP_PILE)
            inst.controller = player

    def eliminated(self, player: str, card: str) -> None:
        self._player(player)
        inst = self.new(card, player, OUT_OF_PLAY)
        inst.eliminated = True

    def length(self, length: str) -> None:
        from .start_of_game.play_deck import set_length
        set_length(self.state, length)

    def tie_break(self, method: str) -> None:
        from .end_of_game.weakest_link import set_method
        set_method(self.state, method)

    def exhausted(self, player: str, times: str) -> None:
        self._player(player)
        word = times.strip().lower().removesuffix(" times").removesuffix(" time")
        count = {"once": 1, "twice": 2, "thrice": 3}.get(word) or (int(word) if word.isdigit() else 0)
        if count < 1:
            raise InputError(f"say how often: 'once', 'twice' or 'N times', not {times!r}")
        self.state.ending.exhausted[player] = count

    def called(self, player: str) -> None:
        self._player(player)
        if player == self.state.resource_player:
            raise InputError("the end of the game is called at the end of the caller's turn: the other players "
                             f"take their last turns, so {player} cannot be the resource player here")
        self.state.ending.called_by = player   # the last turn is known once every player is named (``build``)

    def pool(self, player: str, cards: list[str]) -> None:
        """A player's pool. What it may hold (CoE 1.7: up to ten non-avatar characters and up to two minor items, or
        cards whose text lets the game start with them in place of a minor item) is the deck check's, so a pool
        that breaks it can be set up and is refused there, and by the draft (``deck_construction.pool_breaches``)."""
        self._player(player)
        for name in cards:
            self.new(name, player, POOL)

    def starting_company(self, player: str, characters: list[str]) -> None:
        """Characters the player has drafted into his starting company already."""
        self._player(player)
        for name in characters:
            if not self.cards.get(base_name(name)).is_character:
                raise InputError(f"{name} is not a character; a starting company holds the characters drafted")
            self.new(name, player, STARTING_COMPANY)

    def character_draft(self, after: bool) -> None:
        """The position is in the character draft, or (``after``) both players have stopped drafting."""
        self.phase = (start_of_game.DRAFT, None)
        self.draft_after = after

    def free_council(self) -> None:
        self.phase = ("free council", None)

    def tap(self, name: str) -> None:
        inst = self._in_play(name, "tapped")
        inst.tapped = True

    def wound(self, name: str) -> None:
        inst = self._in_play(name, "wounded")
        if not inst.card.is_character and inst.card.kind != "ally":
            raise InputError(f"{inst.name} is {a(inst.card.kind)}; only characters and allies can be wounded")
        inst.tapped, inst.wounded = False, True  # a wounded card is not counted as tapped

    def _in_play(self, name: str, what: str) -> Instance:
        inst = self.state.find(name)
        if inst.zone != IN_PLAY:
            raise InputError(f"{self.state.label(inst)} is not in play, so it cannot be {what}")
        return inst

    def came_into_play_this_site_phase(self, name: str) -> None:
        self.late.add(self.state.find(name).id)

    def set_phase(self, phase: str, company: str | None = None) -> None:
        word = phase.removesuffix(" phase").strip().lower()
        if word not in PHASE_NAMES:
            raise InputError(f"unknown phase {phase!r}; the phases are: {', '.join(turn.PHASES)}")
        if word in ("movement/hazard", "site") and company is None:
            raise InputError(f"say whose {word} phase it is: 'It is the {word} phase of COMPANY.'")
        self.phase = (word, self.state.get_company(company).id if company else None)

    def turn_number(self, number: int) -> None:
        if number < 1:
            raise InputError("turns are numbered from 1")
        self.state.turn.number = number

    def faced(self, company: str) -> None:
        self.faced_companies.add(self.state.get_company(company).id)

    def _player(self, player: str) -> None:
        if player not in self.state.players:
            players = self.state.players
            raise InputError(f"unknown player {player!r}; the players are "
                             f"{', '.join(players[:-1])} and {players[-1]}")

    # ------------------------------------------------------------------ the position
    def build(self) -> Game:
        s = self.state
        mine = [c.id for c in s.companies_of(s.resource_player)]
        if s.ending.called_by:   # the last turn: that of the player just before the caller in the turn order
            if s.ending.called_by == s.resource_player:
                raise InputError("the end of the game is called at the end of the caller's turn: the other players "
                                 f"take their last turns, so {s.ending.called_by} cannot be the resource player here")
            s.ending.last_turn = s.turn.number + s.players.index(s.ending.called_by) - 1
        if s.ending.called_by and self.phase and self.phase[0] == "free council":
            raise InputError("say either that the Free Council has been called or that it is under way, not both")
        phase, company = self.phase or (("site", mine[0]) if mine else ("organization", None))
        before_play = [i for i in s.cards.values() if i.zone in (POOL, STARTING_COMPANY)]
        if before_play and phase != start_of_game.DRAFT:
            raise InputError("a pool and a starting company exist only before the first turn: add 'It is the "
                             "character draft.' or 'It is the end of the character draft.'")
        if company is not None and s.companies[company].owner != s.resource_player:
            raise InputError(f"{company} is {s.companies[company].owner}'s company; only the resource player's "
                             "companies have movement/hazard and site phases")
        # until now only turn_number has set anything of the turn: the State's own Turn is given its phase
        # (a second Turn made here would cost every set-up a record of ten fields)
        s.turn.phase, s.turn.company = phase, company
        for inst in list(s.cards.values()):   # an avatar card's clauses as his player's avatar, unless he is in play
            if inst.zone == IN_PLAY and inst.card.fact("avatar") and not modelled.as_follower(inst):   # as a
                modelled.refuse(inst.card, modelled.IN_PLAY)                               # Ringwraith follower
        if phase == "organization":  # what a card's text does in its controller's organization phase, not modelled
            modelled.refuse_of_player(s, "organization", s.resource_player)
        if phase not in (start_of_game.DRAFT, "free council"):  # what a card's text does in its controller's
            modelled.refuse_of_player(s, "opponent turn", s.hazard_player)   # opponent's turn, not modelled
        for cid in self.faced_companies:
            s.companies[cid].automatic_attacks_faced = s.companies[cid].entered = True
        if phase == "movement/hazard" and company is not None:
            s.companies[company].hazard_limit = hazards.base_hazard_limit(s, company)
            s.companies[company].en_route = s.companies[company].moving  # its new site is revealed
        if phase == "site":
            s.turn.mh_done = list(mine)
            s.turn.mh_record = turn.record(s) - self.late
        elif phase == "end-of-turn":
            s.turn.mh_done = s.turn.site_done = list(mine)
        elif phase == "free council":
            from .end_of_game.free_council import begin_council
            begin_council(s)
        if phase == start_of_game.DRAFT:
            start_of_game.begin(s, after=self.draft_after)
        for check in REGISTRY.hooks("position set up"):   # a position the rules forbid (a company's composition)
            check(s)
        agent_sites.sync(s)   # a face-up agent's site is in play (CoE 4.2.4)
        environments.tap_sites(s)
        s.events.clear()
        game = Game(s)
        if phase == "end-of-turn":   # an example set up in the phase starts at its beginning (automatic_ring_tests)
            automatic_ring_tests.begin(game)
        if phase == "organization":   # so does one set up in the organization phase: what a card's passive condition
            s.emit("start-of-organization-phase", player=s.resource_player)   # does as it begins (The Balrog ally)
            events.dispatch(game)
            if s.triggered:
                events.follow_up(game)
        return game
