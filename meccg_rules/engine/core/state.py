"""The game state: card instances in zones, both players, companies, the turn, chains, ongoing effects.

Every card in a game is an ``Instance`` with its own id (``c1``, ``c2``, ...),
an owner, a controller and exactly one zone, so a card can never be in two
places at once and any number of copies of a card can exist. Names are for
people: ``State.find`` maps a name as a scenario writes it ("Orc-patrol",
"the second Orc-patrol", "Bob's Moria", or an id) to one instance.

Every change of a card goes through a mutator (``move``, ``tap``, ``untap``,
``wound``, ``heal``) that records an ``Event``; passive conditions subscribe
to events (``events.py``). ``describe()`` is the canonical text form used in
error messages and golden transcripts.
"""
from __future__ import annotations

import copy
import dataclasses
import re
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, Iterable, NamedTuple

from . import modelled
from .cards import Card, fold
from .chain import Chain, Declared
from .errors import AmbiguousNameError, UnknownNameError, Verdict, nearest
from .registry import REGISTRY
# the zones are the kernel's (zones.py); the rule modules name them from here too, so they are re-exported
from .zones import (
    CHAIN as CHAIN,
    DISCARD as DISCARD,
    HAND as HAND,
    IN_PLAY as IN_PLAY,
    LOCATION_DECK as LOCATION_DECK,
    MP_PILE as MP_PILE,
    OFF_TO_THE_SIDE as OFF_TO_THE_SIDE,
    ON_GUARD as ON_GUARD,
    OUT_OF_PLAY as OUT_OF_PLAY,
    PLAY as PLAY,
    PLAY_DECK as PLAY_DECK,
    PLAYER_ZONES as PLAYER_ZONES,
    POOL as POOL,
    REMOVED as REMOVED,
    SIDEBOARD as SIDEBOARD,
    STARTING_COMPANY as STARTING_COMPANY,
    ZONES as ZONES,
)

RULESETS = ("current", "1997 reading")
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
_REF = re.compile(r"^(?:(?:the|a|an)\s+)?(?:(?P<ordinal>%s)\s+)?(?P<name>.+)$" % "|".join(ORDINALS), re.IGNORECASE)


def _ordinal(n: int) -> str:
    return ORDINALS[n - 1] if n <= len(ORDINALS) else f"{n}th"


@dataclass
class Instance:
    """One physical card in the game."""

    id: str
    card: Card
    owner: str
    controller: str
    zone: str
    copy: int = 1                   # 1 for the first copy of this card in the game, 2 for the second, ...
    seq: int = 0                    # order inside its zone; the top of a play deck has the lowest
    attached_to: str | None = None  # in play: the card id or company it is on; on-guard: the company
    company: str | None = None      # characters in play: their company
    tapped: bool = False
    wounded: bool = False
    eliminated: bool = False        # in the out-of-play pile because it was eliminated
    revealed: bool = False          # an on-guard card that was revealed
    follower_of: str | None = None  # a character controlled by another's direct influence: that character's id
    uncontrolled: bool = False      # a follower whose controller left play (CoE 2.II.2.2.3): placed again or discarded
    killed_by: str = ""             # eliminated in company versus company combat: the player it is kill points for
    agent_site: str | None = None   # an agent hazard in play: the site it is at (agents.py); revealed = face-up
    agent_trail: tuple[str, ...] = ()  # the sites a face-down agent moved through, from its first one
    agent_site_shown: bool = False  # its first site was left face-up when it turned face-down (CoE 4.1)
    trophy: str = ""                # a creature kept as a trophy: "defeated" or "detainment" (trophies.py)
    full_kill_points: bool = False  # a hazard defeated while a card made it worth its full kill points to the
    #                                 defender (Shameful Deeds; combat/asterisk_hazards.py)
    no_kill_points: bool = False    # a hazard defeated while a hazard in play made it worth no marshalling points
    #                                 to the defender (Foul Tooth Unsheathed; combat/hazards_worth_nothing.py)
    stored_at: str = ""             # an item stored: the site it was stored at (its points may depend on it)
    played_at: str = ""             # an item played at a site: that site's name, kept while it stays in play or in
    #                                 a marshalling point pile (a Balrog player's hero item: CoE 10.B1)
    face_up: bool = False           # in a discard pile: discarded face-up (Pallando's opponent's), not face-down
    surface: str = ""               # an Under-deeps site in play played on a site: that site's name (Deep Mines)
    lent_to: str = ""               # a site card lent to the other player, who uses it as his own (lent_sites.py)
    lender_used: bool = False       # that lent site: a company of its owner has been at it too
    revealed_to: tuple[str, ...] = ()  # the players this card was revealed to through a mechanism of the game,
    #                                 wherever it was (State.reveal; The Hunt asks it); forgotten in a play deck
    inverted: bool = False          # in play: rotated 180 degrees on the playing surface (site_phase/inverted_cards.py)
    agent_of: str = ""              # a site card in play as a face-up agent's current site: the agent (CoE 4.2.4)
    provided_to: str = ""           # a site card a hazard forced on that player, provided to him once (lent_sites.py)
    used_by: str = ""               # a magic card that came into play from a chain of effects: the character who used
    #                                 it (playing/magic.py); forgotten once it leaves play
    used_for: str = ""              # another player's site card a company moves to for one purpose only: the card
    #                                 whose rule lends it (a hazard host's rescue site card, CoE 3.III.6:
    #                                 organization/location_decks.py); forgotten once it leaves play

    @property
    def name(self) -> str:
        return self.card.name


class Region(NamedTuple):
    """One region of a site path: its name when the path names it, and its type.

    A named tuple (immutable, compared and hashed by its fields, as a frozen dataclass is) because every site
    path of every set-up makes several: a frozen dataclass sets each field through ``object.__setattr__``.
    """

    name: str | None
    type: str

    def __str__(self) -> str:
        return f"{self.name} ({self.type})" if self.name else self.type


@dataclass
class Company:
    """A company and what the rules remember about it this turn (CoE 2.IV, 2.V)."""

    id: str
    owner: str
    site: str                          # instance id of the site it is at (its new site once revealed)
    origin: str | None = None          # its site of origin, once it moved
    destination: str | None = None     # the new site declared in the organization phase, not yet revealed
    via: tuple[str, ...] = ()          # the regions declared for region movement
    open_paths: frozenset[tuple[str, ...]] | None = None  # a site path left for later: those legal when declared
    moving: bool = False
    movement: str = ""                 # "starter", "region", "" (not moving)
    site_path: tuple[Region, ...] = ()
    hazard_limit: int | None = None    # fixed at step 3 of its movement/hazard phase
    hazards_played: int = 0            # declared actions that count against the hazard limit
    on_guard_placed: bool = False
    entered: bool = False              # has successfully entered its site (CoE 2.V.ii)
    automatic_attacks_faced: bool = False
    attacks_to_face: list[str] = field(default_factory=list)  # creatures revealed on-guard, in order
    revealed_attack: str = ""          # a creature revealed as the site's automatic-attack (not yet faced)
    attacks_faced: list[str] = field(default_factory=list)
    mh_record: frozenset[str] | None = None  # what was in play during its movement/hazard phase
    does_nothing: bool = False
    idle_unless_tapped: list[tuple[str, str]] = field(default_factory=list)  # (card, skill): it does nothing unless
                                       # a character of that skill taps for that card's effect (River: a ranger)
    returned: bool = False             # returned to its site of origin this turn (CoE 2.IV.4)
    en_route: bool = False             # between sites: from its new site's reveal to the site phases (CoE 2.IV.5)
    draws: dict[str, int] = field(default_factory=dict)  # cards a player said he will draw for its movement

    @property
    def idle(self) -> bool:
        """Must it do nothing during its site phase (CoE 2.V.6 d): so ordered, or an effect no character lifted."""
        return self.does_nothing or bool(self.idle_unless_tapped)


@dataclass
class Turn:
    """The turn and its phase; limits the rules give per turn or per phase live here."""

    number: int = 1
    phase: str = "site"                # untap | organization | long-event | movement/hazard | site | end-of-turn
    company: str | None = None         # whose movement/hazard or site phase it is
    mh_done: list[str] = field(default_factory=list)    # companies whose movement/hazard phase has ended
    site_done: list[str] = field(default_factory=list)  # companies whose site phase has ended
    per_turn: dict[str | tuple[str | None, ...], Any] = field(default_factory=dict)    # (limit, subject) -> count
    per_phase: dict[str | tuple[str | None, ...], Any] = field(default_factory=dict)
    mh_record: frozenset[str] = frozenset()         # instance ids in play and companies during movement/hazard
    effect_order: list[str] = field(default_factory=list)  # the hazard player's order of ongoing effects (Ann. 26)
    # (source, company or site, region index, as type, seq)
    treated: list[tuple[str, str, int, str, int]] = field(default_factory=list)


@dataclass
class Ongoing:
    """A modification in effect until an event: ``stat`` of ``target`` changed ``by`` (CoE 9.4)."""

    source: str        # the card that made it
    target: str        # instance id or company id
    stat: str          # prowess, body, direct influence, hazard limit, corruption check, influence check, ...
    by: int
    until: str         # end-of-turn | end-of-phase | end-of-strike | end-of-attack | leaves-play | next-check |
                       # next-untap
    how: Any = None    # the effect that made it, when its rule reads more than ``by`` (a hazard limit's minimum)
    made_in: str = ""  # the phase it was made in (a hazard limit's changes made before its phase come first)


class Event(NamedTuple):
    """A state change (``State.emit``): its kind and its facts as (name, value) pairs.

    A named tuple rather than a frozen dataclass: every state change makes one, and a tuple is made without
    a Python-level ``__init__`` setting each field through ``object.__setattr__``.
    """

    kind: str
    data: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for name, value in self.data:  # (the names are those of emit's keywords: each once)
            if name == key:
                return value
        return default

    def __str__(self) -> str:
        return self.kind + "".join(f" {k}={v}" for k, v in self.data)


# ``emit`` makes its events with the tuple's own constructor: ``Event(kind, data)`` would go through the named
# tuple's Python-level ``__new__``, a function call more at every state change for the same tuple
_event = tuple.__new__


@dataclass
class Attack:
    """An attack a company faces (CoE 3): a creature's, or one automatic-attack of a site."""

    id: str                    # "a1", "a2", ...
    company: str
    source: str                # the creature's or agent's id, the site's for an automatic-attack, the attacking company
    kind: str                  # creature | automatic-attack | ahunt | agent | company (company versus company combat)
    race: str
    strikes: int
    prowess: int
    body: int | None = None
    detainment: bool = False
    attacker_chooses: bool = False
    each_character: bool = False
    keyed: str = ""            # what a creature was keyed to
    label: str = ""            # how it is called: "Orc-patrol", "Moria's automatic-attack"
    revealed: str = ""         # a creature card revealed as this automatic-attack (revealed_automatic_attacks)
    added_by: str = ""         # the card in play that added this automatic-attack to the site (Smaug at Home)
    wounded_check: int | None = None  # each character it wounds makes a corruption check modified by this
    cannot_be_cancelled: bool = False  # printed so on the site's automatic-attack ("Maia (cannot be canceled)");
    #                                    of strikes that are no attack, none of them may be cancelled (lone_strikes.py)
    body_check: int = 0        # the roll of a character's body check during it is changed by this (Cruel Caradhras)
    # a creature's several attacks (combat/several_attacks.py): how many, this one's place, and what the earlier
    # ones left: the character they are all against, whether one was not defeated, how many were cancelled by tapping
    series: int = 1
    nth: int = 1
    against: str = ""
    undefeated: bool = False
    tap_cancels: int = 0
    alone: str = ""            # the one character it is made against, no other facing its strikes (an ally turned on
    #                            its controller, combat/turned_allies.py)
    one_character_company: bool = False  # and he faces it as though he were a one-character company: no one else
    #                                      supports him (a named creature's attack, combat/named_creatures.py)
    no_spells: bool = False    # no spell may be played during it (combat/named_creatures.py)
    tap_after: bool = False    # the ``alone`` character is tapped after it if untapped (combat/named_creatures.py)
    strike_on: str = ""        # the character its one strike is made against, never assigned, so no card that takes
    #                            or redirects strikes has a say (Lucky Search, CRF 22; site_phase/revealed_items.py)
    strike_cannot_be_cancelled: bool = False   # its strikes cannot be cancelled either ("This attack/strike cannot be
    #                            canceled", Lucky Search)
    no_weapons: bool = False   # weapons do not modify prowess against its strikes (The Black Enemy's Wrath)
    stay_untapped_penalty: int = 3   # what an untapped character gives up not tapping against a strike (CoE 3.iv.3)
    # its strikes are met with body, not prowess, plus (item keyword, change) for an item in use of each keyword, and
    # tap_bonus if the character taps for it (Dragon's Breath; combat/strikes_within_attacks.py)
    with_body: tuple[tuple[str, int], ...] | None = None
    tap_bonus: int = 0
    raised_by: tuple[str, ...] = ()   # the cards whose bonus, declared as it was faced, has resolved on it (Rank upon
    #                            Rank; combat/raised_when_faced.py)
    steals_item: str = ""      # "character" or "company": a successful strike takes an item instead of harming (a
    #                            card's agent attack, An Article Missing; combat/thieving.py)


@dataclass
class Strike:
    character: str
    by: str                    # who assigned it: "defender" or "attacker"
    excess: int = 0            # excess strikes allocated to it as -1 prowess
    stay_untapped: bool = False
    supporters: list[str] = field(default_factory=list)
    result: str = ""           # "" until resolved; defeated, successful, ineffectual, failed (body check pending)
    attacker: str = ""         # company versus company combat: the attacking character committing the strike
    attacker_roll: int | None = None  # company versus company combat: the attacking player's roll, made first
    doubled: bool = False      # assigned by the attacker to a character with a strike of the attack already
    prowess: int = 0           # a change to the attack's prowess for this strike alone (combat/doubled_strikes.py)
    margin: int = 0            # a successful strike: by how much its prowess beat the character's roll and prowess
    tapped_for: int = 0        # the character tapped for this much against a strike met with body (Attack.tap_bonus)


@dataclass
class Combat:
    """The attack being fought and where it stands (CoE 3.i-v)."""

    attack: Attack
    step: str = "assign"       # assign (defending player) -> assign-remaining (attacker) -> strikes -> over
    #                            company versus company combat: assign -> assign-attacker -> assign-last -> strikes
    strikes: list[Strike] = field(default_factory=list)
    excess_left: int = 0
    current: str | None = None  # the character whose strike sequence is under way
    # the special actions following the strike's wound, still to resolve, (name, how, entry) (combat/special_actions)
    special: tuple[tuple[str, str, Any], ...] = ()
    body_check_after: tuple[str, bool] | None = None   # (character, wounded already): his body check, after them
    overt: bool | None = None   # the defending company overt as the attack began, fixed for it (CoE 3.4)

    def strike_of(self, character: str) -> Strike | None:
        return next((s for s in self.strikes if s.character == character and not s.result), None)

    def clone(self) -> Combat:
        """A copy whose strikes (and their supporters) can change apart from this one's (State.clone)."""
        return dataclasses.replace(self, strikes=[dataclasses.replace(s, supporters=list(s.supporters))
                                                  for s in self.strikes])


@dataclass
class Pending:
    """What the engine waits for before it can go on: a roll, or a stated outcome."""

    player: str
    purpose: str          # "Legolas's corruption check", "A Lie in Your Eyes" (whose outcome is awaited)
    kind: str = "roll"    # roll | outcome | discard
    ref: str = ""         # outcome: the card whose outcome is awaited
    chains_first: bool = False  # a roll that chains of effects come before (a strike's, CoE 3.iv.5)


@dataclass
class Ending:
    """How the game ends (CoE 10): its length, exhausted play decks, a call, the Free Council and its result."""

    length: str = "short"              # starter | short | long | campaign (CoE 1.1, 10.2)
    exhausted: dict[str, int] = field(default_factory=dict)   # player -> times their play deck was exhausted
    called_by: str | None = None       # the player who called the end of the game
    last_turn: int | None = None       # the turn after which the Free Council is held
    first: str | None = None           # the player who took the last turn: his corruption checks come first
    checked: list[str] = field(default_factory=list)   # characters whose Free Council corruption check was declared
    result: str = ""                   # "" until the Free Council ends; then the winner's name, or "tie"
    tie_break: str = "ties"            # a tournament's tie: ties | weakest link (CRF 22, Tournament Rulings)
    tie_rounds: int = 0                # weakest link rounds of corruption checks begun


ZONE_ORDER = attrgetter("seq")  # the sort key of a card's place in its zone


def _records(records: dict[Any, Any]) -> dict[Any, Any]:
    """A copy of a turn's or phase's records for a clone: a record kept as a list, set or dict is copied too, as the
    rules that keep one append to it in place (a child game must never change its parent's)."""
    return {key: (type(value)(value) if isinstance(value, (list, set, dict)) else value)
            for key, value in records.items()}


@dataclass
class State:
    resource_player: str
    hazard_player: str
    ruleset: str = "current"
    cards: dict[str, Instance] = field(default_factory=dict)
    companies: dict[str, Company] = field(default_factory=dict)
    turn: Turn = field(default_factory=Turn)
    chains: list[Chain] = field(default_factory=list)
    pending: Pending | None = None
    ongoing: list[Ongoing] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    triggered: list[Declared] = field(default_factory=list)   # passive conditions waiting to open the next chain
    free_minor_item: str | None = None               # the company that may play one more minor item (CoE 2.V.5)
    storing_offer: str | None = None                 # the company whose items may be stored as the next actions
    combat: Combat | None = None
    transfer: list[str] = field(default_factory=list)  # an eliminated character, then his items set aside
    transfer_from: str = ""    # the company that character was in: only its characters take the items
    attacks: list[Attack] = field(default_factory=list)  # attacks waiting to be fought, in order
    # combats put off by strikes faced within them, the last first, each with its changes until the end of the attack
    # (combat/flow.interrupt)
    suspended: list[tuple[Combat, list[Ongoing]]] = field(default_factory=list)
    next_attack: int = 1
    # character -> those whose support of his declared corruption check has resolved: each still tapped as the
    # check is made adds +1 (CoE 7.1.1; CRF 22, Narya)
    check_support: dict[str, tuple[str, ...]] = field(default_factory=dict)
    doubled: dict[str, str] = field(default_factory=dict)  # character -> the source of corruption his player doubles
    described_decks: set[str] = field(default_factory=set)  # players whose play deck the set-up lists
    listed_decks: set[str] = field(default_factory=set)  # the same, kept after a shuffle (known once to the example)
    # players whose location deck the set-up lists: it holds those sites only (organization/location_decks.py)
    stated_location_decks: set[str] = field(default_factory=set)
    log: list[str] = field(default_factory=list)
    next_id: int = 1
    next_seq: int = 1
    by_key: dict[str, list[str]] = field(default_factory=dict, repr=False)  # folded name -> ids of its copies
    ending: Ending = field(default_factory=Ending)
    joined: dict[str, str] = field(default_factory=dict)  # a company that joined another -> the company it is now
    draft: Any = None   # before the first turn: start_of_game.CharacterDraft (CoE 1.9-1.13)
    dragons_done: list[str] = field(default_factory=list)  # Dragons defeated this game (CoE g.man.3)
    # player -> the avatar he revealed, once that avatar has left play (players/revealed_avatars.py, CoE 2.II.2.1.1)
    revealed_avatars: dict[str, str] = field(default_factory=dict)
    alignments: dict[str, str] = field(default_factory=dict)  # player -> Ringwraith, Fallen-wizard, Balrog (else Wizard)
    deck_filler: dict[str, Any] = field(default_factory=dict)   # player -> deck_construction.Filler (unnamed cards)
    fallen_wizards: dict[str, str] = field(default_factory=dict)  # player -> the Fallen-wizard he declared (CoE 1.8.F1)
    kept_for_fallen_wizard: set[str] = field(default_factory=set)  # sideboard cards kept for one (CoE 1.6.1)
    others: list[str] = field(default_factory=list)  # a multi-player game's further players, in seat order
    optional_rules: list[str] = field(default_factory=list)  # optional rules in use (optional_rules.py)
    # (creature, company, characters that faced it, how beaten): trophies.py
    trophy_offer: tuple[str, str, tuple[str, ...], str] | None = None
    # (hazard, its owner) of each non-unique hazard the last action discarded, one of which his opponent may remove
    # from the game (stored_removals.py)
    removal_offer: tuple[tuple[str, str], ...] | None = None
    thief: tuple[str, str] | None = None  # (character, "character" | "company"): whose item a thief takes (thieving.py)
    # the index of passive conditions (``listen``): the event kinds some card of this game waits for, the ids of
    # the cards that wait, and of those that keep sites tapped (environments.tap_sites), in the order added
    listened: set[str] = field(default_factory=set, repr=False)
    listeners: list[str] = field(default_factory=list, repr=False)
    site_tappers: list[str] = field(default_factory=list, repr=False)

    def clone(self) -> "State":
        """An independent copy (cards' facts and behaviour are shared: they never change in a game)."""
        other = copy.copy(self)
        other.cards = {k: copy.copy(v) for k, v in self.cards.items()}
        other.companies = {k: dataclasses.replace(c, attacks_to_face=list(c.attacks_to_face),
                                                  attacks_faced=list(c.attacks_faced), draws=dict(c.draws),
                                                  idle_unless_tapped=list(c.idle_unless_tapped))
                           for k, c in self.companies.items()}
        other.turn = dataclasses.replace(self.turn, mh_done=list(self.turn.mh_done),
                                         site_done=list(self.turn.site_done), per_turn=_records(self.turn.per_turn),
                                         effect_order=list(self.turn.effect_order), treated=list(self.turn.treated),
                                         per_phase=_records(self.turn.per_phase))
        other.chains = [chain.clone() for chain in self.chains]
        other.pending = copy.copy(self.pending)
        other.combat = None if self.combat is None else self.combat.clone()
        other.attacks = list(self.attacks)
        other.suspended = [(c.clone(), [copy.copy(o) for o in kept]) for c, kept in self.suspended]
        other.transfer = list(self.transfer)
        other.ongoing = [copy.copy(o) for o in self.ongoing]
        other.events = list(self.events)
        other.triggered = [entry.clone() for entry in self.triggered]
        other.check_support = dict(self.check_support)
        other.doubled = dict(self.doubled)
        other.described_decks = set(self.described_decks)
        other.listed_decks = set(self.listed_decks)
        other.stated_location_decks = set(self.stated_location_decks)
        other.by_key = {k: list(v) for k, v in self.by_key.items()}
        other.joined = dict(self.joined)
        other.draft = None if self.draft is None else self.draft.clone()
        other.dragons_done = list(self.dragons_done)
        other.revealed_avatars = dict(self.revealed_avatars)
        other.alignments = dict(self.alignments)
        other.deck_filler = dict(self.deck_filler)
        other.fallen_wizards = dict(self.fallen_wizards)
        other.kept_for_fallen_wizard = set(self.kept_for_fallen_wizard)
        other.others = list(self.others)
        other.optional_rules = list(self.optional_rules)
        other.log = list(self.log)
        other.listened, other.listeners = set(self.listened), list(self.listeners)
        other.site_tappers = list(self.site_tappers)
        other.ending = dataclasses.replace(self.ending, exhausted=dict(self.ending.exhausted),
                                           checked=list(self.ending.checked))
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> "State":
        return self.clone()

    # ------------------------------------------------------------------ players and phases
    @property
    def players(self) -> tuple[str, ...]:
        """The resource player, the hazard player, then a multi-player game's further players (multi_player.py)."""
        return (self.resource_player, self.hazard_player, *self.others)

    def opponent(self, player: str) -> str:
        return self.hazard_player if player == self.resource_player else self.resource_player

    @property
    def phase(self) -> str:
        return self.turn.phase

    @property
    def active_company(self) -> str | None:
        return self.turn.company

    @property
    def pending_roll(self) -> Pending | None:
        return self.pending if self.pending and self.pending.kind == "roll" else None

    @property
    def pending_outcome(self) -> str | None:
        return self.pending.purpose if self.pending and self.pending.kind == "outcome" else None

    # ------------------------------------------------------------------ creating and finding cards
    def add(self, card: Card, owner: str, zone: str, **fields: Any) -> Instance:
        copies = self.by_key.setdefault(card.key, [])
        self.next_seq += 1  # (``_seq`` written out: every card added and moved asks)
        inst = Instance(f"c{self.next_id}", card, owner, owner, zone, copy=len(copies) + 1, seq=self.next_seq,
                        **fields)
        self.next_id += 1
        self.cards[inst.id] = inst
        copies.append(inst.id)
        self.listen(inst)
        return inst

    def listen(self, inst: Instance) -> None:
        """Enter a card of the game in the index of passive conditions (call again when its card changes).

        Why the index: every state change records an event, and after every action ``events.dispatch`` hands
        them to the cards in play that wait for them; whenever the chains are done, the cards that keep sites
        tapped tap them. Few cards do either (a handful of event kinds in all), so an event that no card of this game
        waits for is only checked for the effects it ends, and both ask only the cards indexed here instead
        of every card of both players' decks. The index only grows (a card whose version changes is entered
        again); it holds cards in any zone (one may come into play before the events are dispatched), and its
        users check that a card is in play.
        """
        whens = inst.card.whens
        if whens:
            self.listened.update(when.event for when in whens)
            if inst.id not in self.listeners:
                self.listeners.append(inst.id)
        authored = inst.card.authored
        if authored is not None and authored.taps_sites and inst.id not in self.site_tappers:
            self.site_tappers.append(inst.id)

    def copies(self, key: str) -> list[Instance]:
        """Every copy in the game of the card with this folded name, in the order they were added."""
        return [self.cards[i] for i in self.by_key.get(key, ())]

    def _seq(self) -> int:
        self.next_seq += 1
        return self.next_seq

    def in_hand(self, player: str, *cards: Instance) -> Verdict:
        """Whether each card is in ``player``'s hand, as a card played from hand must be: refused "not-in-hand"
        naming the first that is not."""
        for inst in cards:
            if inst.zone != HAND or inst.owner != player:
                where = " (an on-guard card is in nobody's hand)" if inst.zone == ON_GUARD else ""
                return Verdict.refuse("not-in-hand", f"{self.label(inst)} is not in {player}'s hand{where}.")
        return Verdict.allow()

    def label(self, inst: Instance) -> str:
        """How people call this card: its name; with several copies, "Bob's Moria" or "second Orc-patrol"."""
        ids = self.by_key.get(inst.card.key, ())
        if len(ids) == 1:
            return inst.name
        copies = [self.cards[i] for i in ids]
        if len({i.owner for i in copies}) == len(copies):
            return f"{inst.owner}'s {inst.name}"
        return f"{_ordinal(inst.copy)} {inst.name}"

    def find(self, ref: str, kind: str = "card") -> Instance:
        """The card a scenario means by ``ref``: an id, a name, "the second NAME" or "PLAYER's NAME".

        Tolerant of case and accents. Raises ``UnknownNameError`` (with the nearest spelling) or
        ``AmbiguousNameError`` (with the ways to say which copy).
        """
        ref = ref.strip()
        if ref in self.cards:
            return self.cards[ref]
        plain = self.by_key.get(fold(ref), ())
        if len(plain) == 1:
            return self.cards[plain[0]]
        owner = None
        possessive = re.match(r"^(\w+)['’]s\s+(.+)$", ref)
        if possessive and possessive.group(1) in self.players:
            owner, ref = possessive.group(1), possessive.group(2)
        m = _REF.match(ref)
        ordinal = m.group("ordinal").lower() if m and m.group("ordinal") else None
        name = m.group("name") if m else ref
        key = fold(name)
        if not self.copies(key) and self.copies(fold(ref)):   # a name that begins with "The": "Bob's The White Towers"
            key, ordinal = fold(ref), None
        found = [i for i in self.copies(key) if owner is None or i.owner == owner]
        if not found and ordinal is None and owner is None:
            found = self.copies(fold(ref))
        if ordinal is not None:
            found = [i for i in found if i.copy == ORDINALS.index(ordinal) + 1]
        if not found:
            raise UnknownNameError(kind, ref, nearest(name, sorted({i.name for i in self.cards.values()})))
        if len(found) > 1:
            raise AmbiguousNameError(kind, ref, [self._qualified(i) for i in found])
        return found[0]

    def _qualified(self, inst: Instance) -> str:
        label = self.label(inst)
        return label if "'s " in label else f"the {label}"

    def get(self, ref: str, kind: str = "card") -> Instance:
        return self.find(ref, kind)

    def get_company(self, name: str) -> Company:
        """The company of that name; a company that joined another is found as the company it joined."""
        company = self.companies.get(name)
        if company is not None:  # (as the set-up and the actions mostly name it)
            return company
        key = fold(name)
        company = next((c for c in self.companies.values() if fold(c.id) == key), None)
        if company is None:
            merged = next((into for old, into in self.joined.items() if fold(old) == key), None)
            if merged is not None:
                return self.get_company(merged)
            raise UnknownNameError("company", name, nearest(name, list(self.companies)))
        return company

    # ------------------------------------------------------------------ lookups
    def in_zone(self, zone: str, player: str | None = None) -> list[Instance]:
        """The cards in a zone (a player's pile when ``player`` is given), in zone order."""
        found = [i for i in self.cards.values() if i.zone == zone and (player is None or i.controller == player)]
        return sorted(found, key=ZONE_ORDER)

    def hand(self, player: str) -> list[Instance]:
        return self.in_zone(HAND, player)

    def named_in_hand(self, player: str, name: str) -> Instance | None:
        """The card of that name in the player's hand (the first, should he hold several)."""
        return next((i for i in self.hand(player) if fold(i.card.name) == fold(name)), None)

    def characters(self, company: str | None = None) -> list[Instance]:
        return [i for i in self.cards.values()
                if i.card.is_character and i.zone == IN_PLAY and (company is None or i.company == company)]

    def attached(self, holder: str) -> list[Instance]:
        return [i for i in self.cards.values() if i.zone == IN_PLAY and i.attached_to == holder]

    def off_to_the_side(self, host: str) -> list[Instance]:
        """The cards placed off to the side with ``host`` (CoE glossary, off to the side)."""
        return [i for i in self.cards.values() if i.zone == OFF_TO_THE_SIDE and i.attached_to == host]

    def followers(self, ref: str) -> list[Instance]:
        """The characters in play that ``ref`` controls with his direct influence."""
        return [i for i in self.cards.values() if i.zone == IN_PLAY and i.follower_of == ref]

    def on_guard(self, company: str | None = None) -> list[Instance]:
        return [i for i in self.cards.values()
                if i.zone == ON_GUARD and (company is None or i.attached_to == company)]

    def in_play(self, ref: str) -> bool:
        inst = self.cards.get(ref)
        return inst is not None and inst.zone == IN_PLAY

    def in_effect(self, name: str) -> bool:
        """Does a card of that name count as in play for the rules that ask (Gates of Morning, Doors of Night)?

        A copy on the table does, unless an effect in play has it considered out of play; with no copy on the
        table, an effect may have it considered in play (the ``considered in play`` hook: Peril Returned)."""
        on_table = self.on_table(name)
        for considered in REGISTRY.hooks("considered in play"):
            verdict = considered(self, name, on_table)
            if verdict is not None:
                return bool(verdict)
        return on_table

    def on_table(self, name: str) -> bool:
        """A copy of a card of that name is in play anywhere, whatever effects consider (``in_effect``)."""
        return any(self.cards[ref].zone == IN_PLAY for ref in self.by_key.get(fold(name), ()))

    def company_of(self, ref: str) -> Company | None:
        """The company a character, or a card on a character (recursively), belongs to."""
        inst = self.cards.get(ref)
        while inst is not None and inst.company is None and inst.attached_to in self.cards:
            inst = self.cards[inst.attached_to]
        return self.companies.get(inst.company) if inst is not None and inst.company else None

    def current_company(self) -> Company:
        """The company whose movement/hazard or site phase it is (the callers have checked there is one)."""
        if self.turn.company is None:
            raise LookupError("no company's phase is under way")
        return self.companies[self.turn.company]

    def site_of(self, company: str) -> Instance:
        return self.cards[self.companies[company].site]

    def companies_of(self, player: str) -> list[Company]:
        return [c for c in self.companies.values() if c.owner == player]

    # ------------------------------------------------------------------ mutators (each records an event)
    def emit(self, kind: str, **data: Any) -> None:
        self.events.append(_event(Event, (kind, tuple(data.items()))))

    def move(self, ref: str, zone: str, attached_to: str | None = None, top: bool = False,
             pile_of: str | None = None, face_down: bool = False) -> None:
        """Move a card to a zone; whatever was attached to it in play goes to its owner's discard pile.

        A card leaving play goes to its owner's pile, unless ``pile_of`` names another player's (a
        defeated creature goes to the marshalling point pile of the player who defeated it). ``face_down``: the
        card is declared in a chain face-down (a card placed on-guard, an agent hazard played: CoE 2.IV.vii.4,
        2.IV.vii.1), so no player has seen it (``revealed_to``).
        """
        inst = self.cards[ref]
        before, company = inst.zone, inst.company
        leaving_play = before == IN_PLAY and zone != IN_PLAY
        # face-down where it was: an agent hazard in play not revealed, an on-guard card not revealed (CoE 4.1, 2.V)
        hidden = (before == IN_PLAY and inst.agent_site is not None or before == ON_GUARD) and not inst.revealed
        if leaving_play:  # (the hook is about cards leaving play: not asked at every move)
            for redirect in REGISTRY.hooks("moving"):  # a trophy discarded scores or leaves play (CoE 3.IV.4) ...
                zone, pile_of = redirect(self, inst, zone) or (zone, pile_of)
            if zone == IN_PLAY:  # an effect keeps it where it is (Elf-song: a character at a Haven stays)
                return
            if zone == OFF_TO_THE_SIDE and pile_of is not None:  # an effect places it with a host card instead:
                attached_to, pile_of = pile_of, None                # the hook names the host
        if before == CHAIN and zone == DISCARD:   # a card of the chain discarded may go elsewhere instead
            zone = next((z for z in (instead(self, inst) for instead in REGISTRY.hooks("discarded from a chain"))
                         if z), zone)
            if zone == PLAY_DECK:   # shuffled in: its order is not known to the example any more
                self.described_decks.discard(inst.owner)
        if leaving_play:  # a card on it whose text acts when its holder leaves play, not modelled: said, not skipped
            modelled.refuse_any((i.card for i in self.attached(ref) if i.card.gaps), ("holder leaves play",))
        if zone == MP_PILE and inst.card.gaps:   # its text acts from that pile, not modelled: said, not skipped
            modelled.refuse(inst.card, ("marshalling point pile",))
        if before == MP_PILE and zone != MP_PILE:   # a card it lies under may follow (Sentinels of Númenor)
            for leaving in REGISTRY.hooks("leaving a pile"):
                leaving(self, inst, zone)
        inst.zone, inst.attached_to = zone, attached_to
        self.next_seq += 1
        inst.seq = -self.next_seq if top else self.next_seq
        if zone not in (IN_PLAY, MP_PILE, OFF_TO_THE_SIDE):   # played again, it is played anew
            inst.played_at, inst.full_kill_points, inst.no_kill_points = "", False, False
        if zone != IN_PLAY:
            inst.tapped = inst.wounded = False
            inst.agent_site, inst.agent_trail, inst.agent_site_shown = None, (), False
            inst.trophy = ""
            inst.company = None
            inst.controller = pile_of or inst.owner
            inst.follower_of, inst.uncontrolled = None, False
            inst.used_by = inst.used_for = ""
        # a discard pile is face-down (CoE glossary), unless an effect has this card discarded face-up
        inst.face_up = zone == DISCARD and any(face_up(self, inst) for face_up in REGISTRY.hooks("discarded face-up"))
        if zone != OUT_OF_PLAY:
            inst.eliminated = False
        if zone == PLAY_DECK:   # back in a play deck, unseen among its cards: what was shown of it is forgotten
            inst.revealed_to = ()
        if leaving_play:
            self.ongoing = [o for o in self.ongoing if not (o.until == "leaves-play" and o.source == ref)]
            for other in self.attached(ref):
                self.move(other.id, DISCARD)
            for other in self.off_to_the_side(ref):  # its cards off to the side go too (CoE g.off.1)
                self.move(other.id, DISCARD)
            for follower in self.followers(ref):  # they stay in play, out of his control (CoE 2.II.2.2.3)
                follower.follower_of, follower.uncontrolled = None, True
            if company in self.companies and inst.card.is_character and not self.characters(company):
                for other in self.attached(company):  # its last character gone: its events go (CoE 2.3)
                    self.move(other.id, DISCARD)
            for left in REGISTRY.hooks("left play"):   # what follows its leaving (CoE 2.2.F1 ...)
                left(self, inst, zone)
        # declared face-up in a chain (recorded as it enters it: one declared face-down stays unseen as it leaves),
        # or seen in play or revealed on-guard, wherever it goes
        if zone != PLAY_DECK and (zone == CHAIN and not face_down or before in (IN_PLAY, ON_GUARD) and not hidden):
            self.reveal((ref,), self.players)
        if zone == DISCARD and before in (IN_PLAY, CHAIN, ON_GUARD):   # a card seen going to a discard pile
            for seen in REGISTRY.hooks("discarded"):
                seen(self, inst)
        self.emit("moved", card=ref, source=before, to=zone)

    def reveal(self, refs: Iterable[str], to: Iterable[str]) -> None:
        """Record that these cards were revealed to these players through a mechanism of the game, wherever they
        are (a hand, a play deck, a discard pile; seen in play, a chain or on-guard): the record stays with each
        card, in either order with its discarding, until it goes back into a play deck."""
        for ref in refs:
            inst = self.cards[ref]
            inst.revealed_to = tuple(dict.fromkeys((*inst.revealed_to, *to)))

    def eliminate(self, ref: str) -> None:
        self.move(ref, OUT_OF_PLAY)
        self.cards[ref].eliminated = True
        self.emit("eliminated", card=ref)

    def tap(self, ref: str) -> None:
        inst = self.cards[ref]
        if not inst.tapped:
            inst.tapped = True
            self.emit("tapped", card=ref)

    def untap(self, ref: str) -> None:
        inst = self.cards[ref]
        if inst.tapped:
            self._change(inst, "untapping", "untapped")

    def wound(self, ref: str, immediately: bool = False) -> None:
        """A wounded card is turned upside down: wounded, and not counted as tapped (CRF Strike Sequence).

        Only a card not wounded yet *becomes* wounded: a card wounded again is not turned, and records no event
        (CoE glossary: wound). ``immediately``: the passive conditions the wound sets off resolve at once, with no
        responses (a strike's wound, CoE 3.iv.7, 3.iv.7.1); a strike's wound is also recorded as ``wounded-by-strike``,
        becoming wounded or not: a card wounded already is still wounded by the strike, without becoming wounded."""
        inst = self.cards[ref]
        becomes = not inst.wounded
        if becomes:  # a card whose text acts when it or its bearer is wounded, not modelled: said, not skipped
            modelled.refuse_any((i.card for i in self.cards.values() if i.card.gaps and i.zone == IN_PLAY
                                 and (i.id == ref or i.attached_to == ref)), ("wound",))
        inst.wounded, inst.tapped = True, False
        if becomes and immediately:
            self.emit("wounded", card=ref, immediately=True)
        elif becomes:
            self.emit("wounded", card=ref)
        if immediately:
            self.emit("wounded-by-strike", card=ref, immediately=True)

    def heal(self, ref: str, to: str = "untapped") -> None:
        """A healing effect turns a wounded card untapped; the untap phase heals to ``to = "tapped"`` (CoE 2.I.1)."""
        inst = self.cards[ref]
        if inst.wounded:
            self._change(inst, "healing", to)

    def _change(self, inst: Instance, change: str, position: str) -> None:
        """Untapping or healing ``inst`` into ``position``, or what a family's answer to the ``instead`` hook says
        happens instead (a replacement effect of a card on it: he stays tapped, or is not healed)."""
        for replace in REGISTRY.hooks("instead"):
            position = replace(self, inst, change, position) or position
        wounded = inst.wounded
        inst.wounded, inst.tapped = position == "wounded", position == "tapped"
        if wounded and not inst.wounded:
            self.emit("healed", card=inst.id)
        elif not wounded and not inst.tapped:
            self.emit("untapped", card=inst.id)

    # ------------------------------------------------------------------ canonical text form
    def describe(self) -> str:
        t = self.turn
        lines = [f"Turn {t.number}: {self.resource_player} (resource), {self.hazard_player} (hazard); "
                 f"ruleset: {self.ruleset}"]
        if self.others:
            lines[0] += "; also playing: " + ", ".join(self.others)
        if self.optional_rules:
            lines[0] += "; optional rules: " + ", ".join(self.optional_rules)
        lines.append(f"Phase: {t.phase} phase" + (f" of {t.company}" if t.company else ""))
        if self.alignments:
            lines.append("Alignments: " + ", ".join(f"{p} is a {a} player" for p, a in self.alignments.items()))
        lines += self._describe_ending()
        if self.draft is not None:
            lines.append(self.draft.describe(self))
        if self.dragons_done:
            lines.append("Dragons defeated: " + ", ".join(self.dragons_done))
        for company in self.companies.values():
            lines.append(self._describe_company(company))
        piles: dict[tuple[str, str], list[Instance]] = {}  # in_zone(zone, player) for them all, in one pass
        for inst in self.cards.values():
            piles.setdefault((inst.zone, inst.controller), []).append(inst)
        for player in self.players:
            for zone in (HAND, PLAY_DECK, DISCARD, MP_PILE, OUT_OF_PLAY, SIDEBOARD, LOCATION_DECK, POOL,
                         STARTING_COMPANY, REMOVED):
                cards = sorted(piles.get((zone, player), ()), key=ZONE_ORDER)
                if cards or zone == HAND:
                    shown = ", ".join(self.label(i) + (" (eliminated)" if i.eliminated else "") for i in cards)
                    lines.append(f"{player}'s {'cards ' if zone == REMOVED else ''}{zone}: {shown or 'empty'}")
        for inst in self.on_guard():
            lines.append(f"On-guard: {self.label(inst)} on {inst.attached_to}")
        for inst in self.cards.values():
            if inst.zone == OFF_TO_THE_SIDE:
                with_card = f" with {self._name(inst.attached_to)}" if inst.attached_to else ""   # (or alone)
                lines.append(f"Off to the side: {self.label(inst)}{with_card}")
        loose = [self._show(i) for i in self.cards.values()
                 if i.zone == IN_PLAY and not i.card.is_character and not i.card.is_site
                 and (i.attached_to is None or not self.cards.get(i.attached_to, i).card.is_character)]
        if loose:
            lines.append("In play: " + "; ".join(loose))
        for describe in REGISTRY.hooks("describe"):
            lines += describe(self)
        for o in self.ongoing:
            skill = getattr(o.how, "skill", None)   # a skill lost changes no number: its skill, not "+0"
            change = f"{skill.lower()} {o.stat}" if skill and not o.by else f"{o.stat} {o.by:+d}"
            lines.append(f"Ongoing: {change} on {self._name(o.target)} until {o.until} ({self._name(o.source)})")
        for depth, chain in enumerate(self.chains):
            lines.append(f"Chain {depth + 1} ({chain.origin}): {chain.describe(self)}")
        if self.pending:
            waiting = (f"{self.pending.player}'s roll for {self.pending.purpose}" if self.pending.kind == "roll"
                       else self.pending.purpose)
            lines.append(f"Waiting for: {waiting}")
        return "\n".join(lines)

    def _describe_ending(self) -> list[str]:
        """The game's length, exhausted decks, a call and the result: only what differs from a game going on."""
        e = self.ending
        times = {1: "once", 2: "twice"}
        parts = [f"{p}'s play deck exhausted {times.get(n, f'{n} times')}" for p, n in e.exhausted.items() if n]
        if e.length != "short":
            parts.insert(0, f"a {e.length} game")
        if e.called_by:
            parts.append(f"{e.called_by} called the Free Council (the last turn: turn {e.last_turn})")
        if e.result:
            parts.append("a tie" if e.result == "tie" else f"{e.result} wins")
        return ["Game: " + "; ".join(parts)] if parts else []

    def _name(self, ref: str) -> str:
        return self.label(self.cards[ref]) if ref in self.cards else ref

    def _describe_company(self, company: Company) -> str:
        site = self.cards[company.site]
        if company.moving and company.origin:
            where = f"from {self._name(company.origin)} to {self.label(site)}"
            if company.site_path:
                where += " via " + ", ".join(str(r) for r in company.site_path)
        else:
            where = f"at {self.label(site)}"
        notes = ["tapped site" if site.tapped else "untapped site"]
        if company.hazard_limit is not None:
            notes.append(f"hazard limit {company.hazard_limit}, {company.hazards_played} played")
        if site.card.fact("automatic_attacks"):
            notes.append("automatic-attacks faced" if company.automatic_attacks_faced
                         else "automatic-attacks not yet faced")
        if company.attacks_to_face:
            notes.append("must face " + ", ".join(self._name(a) for a in company.attacks_to_face))
        if company.does_nothing:
            notes.append("must do nothing")
        for card, skill in company.idle_unless_tapped:
            notes.append(f"must do nothing unless a {skill.lower()} taps for {self._name(card)}")
        if company.en_route:
            notes.append("between sites")
        if company.returned:
            notes.append("returned to its site of origin")
        members = ", ".join(self._show(c) for c in self.characters(company.id)) or "no characters"
        owner = "" if company.owner == self.resource_player else f"{company.owner}'s "
        return f"{owner}Company {company.id} {where} ({'; '.join(notes)}): {members}"

    def _show(self, inst: Instance, nested: bool = False) -> str:
        notes = (["wounded"] if inst.wounded else ["tapped"] if inst.tapped else [])
        if inst.inverted:
            notes.append("inverted")
        if inst.trophy:
            notes.append("trophy")
        if inst.follower_of:
            notes.append(f"follower of {self._name(inst.follower_of)}")
        elif inst.uncontrolled:
            notes.append("under no influence")
        notes += [self._show(i, nested=True) for i in self.attached(inst.id)]
        where = f" on {self._name(inst.attached_to)}" if inst.attached_to and not nested else ""
        return f"{self.label(inst)}{where}" + (f" ({'; '.join(notes)})" if notes else "")
