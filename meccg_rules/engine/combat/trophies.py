"""Trophies (CoE 3.IV; CRF 22, Rulings by Term > Trophies).

When a company defeats an opponent's creature, its player may keep the creature as a trophy with an Orc or Troll
character of the company that faced one of its strikes (3.IV.1); a Half-orc may not (3.IV.1.1), a character card
is never a trophy (3.IV.1.2: a defeated agent is not), and a defeated Dragon manifestation may be one (3.IV.1.3:
the Ahunt long-event as well as the creature, and a Dragon faction: ``movement_hazard/dragon_factions.py``). The choice is made as the attack concludes: the engine offers it
until the next action. A creature defeated by a stated outcome ("Fellowship defeats Orc-patrol") offers none, as
nobody is known to have faced its strikes.

A trophy is worth the kill points the creature would have given its player had he not kept it (3.IV.2): a
Ringwraith or Balrog player scores a creature with a star by its points and nothing for one without; a Wizard or
Fallen-wizard player the reverse (3.v.W1-B1); a Dragon's Ahunt long-event is scored whatever its points, as when
not kept (g.man.3); a creature beaten as a detainment attack gives nothing. Its bearer
gains direct influence and prowess by the total of the points *printed* on his trophies, whatever they are worth
(3.IV.3; CRF 22: so in a Fallen-wizard company too), the prowess to a maximum of 9. A trophy discarded goes to its
player's marshalling point pile when it is worth points to him, else out of play (3.IV.4).

A trophy counts as a minor item of zero corruption points (3.IV.1): a thieving attack may take it (thieving.py);
transferring or storing it is refused (storing.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..players import alignments
from .actions import TakeTrophy
from ..core.errors import Verdict, a
from ..core.state import DISCARD, IN_PLAY, MP_PILE, OUT_OF_PLAY, Attack, Instance, State
from ..primitives import values

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game

RACES = ("Orc", "Troll")
DEFEATED, DETAINMENT = "defeated", "detainment"   # Instance.trophy: how the creature was beaten
# printed points on a character's trophies -> (direct influence, prowess) (CoE 3.IV.3)
BONUSES = ((4, 2, 2), (3, 2, 1), (2, 1, 1), (1, 1, 0))
PROWESS_MAX = 9


# ------------------------------------------------------------------ the offer, as an attack concludes
def offer(state: State, attack: Attack, creature: str) -> None:
    """The defending player may keep ``creature`` as a trophy with a character that faced one of its strikes."""
    combat = state.combat
    faced = tuple(st.character for st in combat.strikes) if combat is not None else ()
    state.trophy_offer = (creature, attack.company, faced, DETAINMENT if attack.detainment else DEFEATED)


def note_action(game: Game, action: Action) -> None:
    """The offer lasts until the next action that is not taking the trophy (``Closes.not_by``)."""
    game.state.trophy_offer = None


def may_keep(character: Instance) -> bool:
    """An Orc or a Troll, not a Half-orc (CoE 3.IV.1, 3.IV.1.1)."""
    return character.card.race in RACES and "Half-orc" not in character.card.keywords


def check_take(game: Game, action: TakeTrophy) -> Verdict:
    s = game.state
    creature, character = s.find(action.card), s.find(action.character, "character")
    if creature.card.is_character:
        return Verdict.refuse("character-trophy", f"{s.label(creature)} is a character card: characters are never "
                              "taken as trophies (CoE 3.IV.1.2).")
    found = s.trophy_offer
    if found is None or found[0] != creature.id:
        return Verdict.refuse("no-trophy-offered", f"{s.label(creature)} is not a creature {action.player}'s company "
                              "has just defeated (CoE 3.IV.1).")
    _, company, faced, _ = found
    if s.companies[company].owner != action.player:
        return Verdict.refuse("wrong-player", f"Only the defending player, {s.companies[company].owner}, keeps "
                              "trophies of this attack.")
    if character.id not in faced or not s.in_play(character.id):
        return Verdict.refuse("trophy-keeper", f"{s.label(character)} did not face a strike of "
                              f"{s.label(creature)}: only a character that did keeps it (CoE 3.IV.1).")
    if not may_keep(character):
        what = "a Half-orc" if character.card.race in RACES else a(character.card.race or "character")
        return Verdict.refuse("trophy-keeper", f"{s.label(character)} is {what}: only Orc and Troll characters "
                              "keep trophies (CoE 3.IV.1, 3.IV.1.1).")
    return Verdict.allow()


def take(game: Game, action: TakeTrophy) -> None:
    s = game.state
    assert s.trophy_offer is not None
    creature, character = s.find(action.card), s.find(action.character, "character")
    how = s.trophy_offer[3]
    s.move(creature.id, IN_PLAY, attached_to=character.id)
    creature.controller, creature.trophy = action.player, how
    s.trophy_offer = None
    s.log.append(f"{s.label(character)} keeps {s.label(creature)} as a trophy")


# ------------------------------------------------------------------ what a trophy is worth
def printed_points(inst: Instance) -> int:
    """The marshalling points printed on the card, star or not: what a trophy's bonuses count (CoE 3.IV.3)."""
    return inst.card.fact("marshalling_points", 0) or 0


def points(state: State, inst: Instance, player: str) -> int:
    """The kill points the trophy gives ``player``: those of the creature had he not kept it (CoE 3.IV.2), with what
    the ``marshalling points`` query adds."""
    if inst.trophy != DEFEATED or inst.controller != player:
        return 0
    return 0 if alignments.removed_when_defeated(state, player, inst) else values.marshalling_points(state, inst)


def trophies_of(state: State, ref: str) -> list[Instance]:
    return [i for i in state.attached(ref) if i.trophy]


def bonuses(state: State, ref: str) -> tuple[int, int]:
    """(direct influence, prowess) the character's trophies give, by their printed points (CoE 3.IV.3)."""
    total = sum(printed_points(i) for i in trophies_of(state, ref))
    return next(((di, prowess) for least, di, prowess in BONUSES if total >= least), (0, 0))


def direct_influence(state: State, ref: str) -> tuple[int, str] | None:
    """The ``direct influence`` query: what the character's trophies give (CoE 3.IV.3)."""
    return bonuses(state, ref)[0], "trophies"


def prowess(state: State, ref: str, attack: Attack | None) -> tuple[int, str] | None:
    """The ``prowess`` query: what the character's trophies give (CoE 3.IV.3)."""
    return prowess_bonus(state, ref), "trophies"


def prowess_bonus(state: State, ref: str) -> int:
    """The trophies' prowess bonus, up to a prowess of 9 (CoE 3.IV.3)."""
    gain = bonuses(state, ref)[1]
    base = state.cards[ref].card.fact("prowess") or 0
    return max(0, min(gain, PROWESS_MAX - base))


def discarded_to(state: State, inst: Instance) -> tuple[str, str | None]:
    """Where a trophy being discarded goes: its player's marshalling point pile when it is worth points to him,
    else out of play (CoE 3.IV.4); returns (zone, whose pile)."""
    if points(state, inst, inst.controller):
        return MP_PILE, inst.controller
    return OUT_OF_PLAY, None


def redirect(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """For ``State.move``: a trophy discarded goes elsewhere (CoE 3.IV.4); None for any other move."""
    if inst.trophy and inst.zone == IN_PLAY and zone == DISCARD:
        return discarded_to(state, inst)
    return None
