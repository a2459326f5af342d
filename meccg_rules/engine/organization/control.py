"""Controlling characters: general influence, direct influence and followers (CoE 1.12, 2.II.2.2, 2.II.3.2-3).

A player has 20 general influence. The mind of each of his non-avatar characters that is not a follower
is counted against it; avatars need no influence. A follower is controlled by the direct influence of a
non-follower character of the same company, and his mind is counted against that character's direct
influence. Free general influence never goes below zero (CoE 1.12.1).

Direct influence restricted to a race (Elf-stone: +2 against Elves) is a pool used once, not once per
character (CRF 22, Followers and Influence; CoE 2.II.2.2.4); a bonus against a faction, or against
factions in general, does not help to control characters (CRF 22, Followers, the Blue Mountain Dwarves
ruling). The engine places each follower's mind first in the restricted pools that fit him, then in the
unrestricted direct influence: the choice the rules leave to the player, made in his favour (the
engine's reading).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..players import alignments, ringwraith_followers
from ..core import modelled, queries
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from ..items.in_use import in_use
from ..primitives import values
from . import company_of_race, kept_characters

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..core.behaviour import Static
    from ..core.cards import Card
    from .keys import ControlRequires

GENERAL_INFLUENCE = 20
CHARACTERS = "characters"   # a ``direct influence`` static's ``against``: toward characters alone (Trifling Ring)


def mind(state: State, inst: Instance) -> int:
    """The character's mind for control (an avatar has none, nor one a card frees of influence: An Unexpected
    Party's Dwarves): printed, with what the ``mind`` query adds; or the influence a card on him says he requires to
    control, the lowest if several do (CRF 22, Wizard's Myrmidon); less what his player's cards in play take off
    (A Strident Spawn)."""
    if ringwraith_followers.is_ringwraith_follower(inst):   # CoE 2.II.2.1.R5, or none freed by a Black Horse
        return 0 if ringwraith_followers.needs_no_influence(state, inst) else ringwraith_followers.MIND
    if is_avatar(inst) or company_of_race.needs_no_influence(state, inst):
        return 0
    required = [r.influence for r in _control_requires(state, inst)]
    need = min(required) if required else values.mind(state, inst)
    return max(0, need - _eased(state, inst))


def _eased(state: State, inst: Instance) -> int:
    """How much less influence the cards of his player in play say the character requires (the key
    ``eases_control``: A Strident Spawn's Half-orcs)."""
    return sum(e.by for c in state.cards.values() if c.zone == IN_PLAY and c.controller == inst.controller
               and (e := c.card.trait("eases_control")) is not None and e.keyword in inst.card.keywords)


def _control_requires(state: State, inst: Instance) -> list[ControlRequires]:
    """What the cards on a character say about controlling him (the key ``control_requires``)."""
    return [c.card.trait("control_requires") for c in state.attached(inst.id) if c.card.trait("control_requires")]


def check_controller(state: State, controller: Instance, inst: Instance) -> Verdict:
    """A card on ``inst`` letting only general influence or the characters it names control him (Wizard's Myrmidon:
    a Fallen-wizard; Squire of the Hunt: Alatar): may ``controller`` take him as a follower? Every such card must
    allow it."""
    for required in _control_requires(state, inst):
        if required.only_by and not (controller.card.name in required.only_by
                                     or controller.card.race in required.only_by):
            return Verdict.refuse("controller-not-allowed", f"{state.label(inst)} may only be controlled by general "
                                  f"influence or {' or '.join(required.only_by)}.")
    return Verdict.allow()


def is_avatar(inst: Instance) -> bool:
    return bool(inst.card.fact("avatar"))


def kept_from_opponent(inst: Instance) -> bool:
    """The card's text forbids the other player to influence it away (its key ``not_influenced_by_opponent``)."""
    return bool(inst.card.trait("not_influenced_by_opponent"))


def under_general_influence(inst: Instance) -> bool:
    """A non-avatar character in play controlled by his player's general influence."""
    return (inst.zone == IN_PLAY and inst.card.is_character and not is_avatar(inst)
            and inst.follower_of is None and not inst.uncontrolled)


def non_follower(inst: Instance) -> bool:
    """May control followers: a character in play who is neither a follower nor out of control (avatars too)."""
    return inst.zone == IN_PLAY and inst.card.is_character and inst.follower_of is None and not inst.uncontrolled


def general_influence(state: State, player: str) -> int:
    """The player's maximum general influence: 20 (a revealed Fallen-wizard's printed one), with what is in effect
    on him."""
    return alignments.general_influence(state, player, GENERAL_INFLUENCE) + sum(
        o.by for o in state.ongoing if o.target == player and o.stat == "general influence")


USED = "general influence used"   # a named query the families after this one answer


def general_influence_used(state: State, player: str) -> int:
    """The mind of the player's characters under general influence (CoE 2.II.2.2.2), with what the query
    ``general influence used`` adds (a prisoner's followers count only from their player's next organization phase:
    CoE 3.III.3, the prisoners family)."""
    return sum(mind(state, c) for c in state.characters() if c.controller == player and under_general_influence(c)
               and not kept_characters.kept_aside(state, c)) + queries.total(USED, state, player)


def unused_general_influence(state: State, player: str) -> int:
    """Free general influence, never below zero (CoE 1.12.1; CRF 22, General Influence)."""
    return max(0, general_influence(state, player) - general_influence_used(state, player))


# ------------------------------------------------------------------ direct influence
COMPANY_AGAINST = "characters in his company"   # a ``direct influence`` static's ``against``
IN_HIS_COMPANY = ("(his company)",)   # a Pool's races: the characters of his company, whatever their race


@dataclass
class Pool:
    """Restricted direct influence: usable only for characters (and factions) of ``races``, (``characters``) for
    characters of any race and nothing else (Trifling Ring), or, ``IN_HIS_COMPANY``, for the characters of his company
    ("+4 direct influence against characters in his company", By the Ringwraith's Word)."""

    source: str
    races: tuple[str, ...]
    left: int
    characters: bool = False

    def fits(self, card: Card) -> bool:
        """May it be used for this character?"""
        return self.characters or card.race in self.races


def restricted(static: Static) -> bool:
    """A ``direct influence`` static against some cards only (``against``, ``against_faction``, ``against_races``):
    not the character's unrestricted direct influence."""
    return bool(static.against or static.against_faction or static.against_races)


def direct_influence_statics(state: State, ref: str) -> list[tuple[Instance, Static]]:
    """The ``direct influence`` statics on the character ``ref`` (``values.statics_on``) that count now: an item's
    only while it is in use (CoE 6.1: not a hero item on a Ringwraith player's character, 6.1.R1), restricted or not."""
    return [(source, s) for source, s in values.statics_on(state, ref, "direct influence")
            if source.card.kind != "item" or in_use(state, source)]


def statics(state: State, ref: str) -> tuple[int, str] | None:
    """The ``direct influence`` query: the character's unrestricted ``direct influence`` statics, his own and those
    of the cards on him (Return of the King, Shut Yer Mouth), and those of cards in play on every character of his
    race (``who = "characters"``, ``races``, while ``if_in_play`` holds: Stormcrow on each Wizard)."""
    found = [(s.by, state.label(source)) for source, s in direct_influence_statics(state, ref)   # items in use
             if not restricted(s) and not s.in_mode]   # a mode's: the players family's ``direct influence`` answer
    race = state.cards[ref].card.race
    found += [(s.by, state.label(source)) for source in state.cards.values() if source.zone == IN_PLAY
              for s in source.card.statics if s.stat == "direct influence" and s.who == "characters"
              and race in s.races and (not s.if_in_play or state.in_effect(s.if_in_play))]
    return (sum(by for by, _ in found), ", ".join(why for _, why in found)) if found else None


def _base(state: State, ref: str) -> int:
    """Unrestricted direct influence: printed, what the ``direct influence`` query adds (the statics on him,
    trophies, CoE 3.IV.3 ...), and what is in effect on him."""
    return (state.cards[ref].card.fact("direct_influence", 0) or 0) + queries.total("direct influence", state, ref) \
        + sum(o.by for o in state.ongoing if o.target == ref and o.stat == "direct influence")


def allocation(state: State, ref: str, leaving: str | None = None) -> tuple[int, list[Pool]]:
    """Unrestricted direct influence left, and each race pool's, once ``ref``'s followers are controlled.

    ``leaving``: a follower not to count (one whose control is being changed).
    """
    free = _base(state, ref)
    pools = [Pool(source.id, s.against_races, s.by, characters=s.against == CHARACTERS)
             for source, s in direct_influence_statics(state, ref)   # characters and factions of a race, or
             if (s.against_races and not (s.against or s.against_faction)) or s.against == CHARACTERS]   # characters
    pools += [Pool(source.id, IN_HIS_COMPANY, s.by) for source, s in direct_influence_statics(state, ref)
              if s.against == COMPANY_AGAINST]   # the characters of his company (By the Ringwraith's Word)
    if free < 0:  # a penalty comes off unrestricted influence first, then restricted (CoE 2.II.2.2.4);
        for pool in pools:  # the player chooses which restricted pool: the engine takes them in order
            used = min(pool.left, -free)
            pool.left, free = pool.left - used, free + used
        free = max(0, free)  # never below zero
    for follower in state.followers(ref):
        if follower.id == leaving:
            continue
        need = mind(state, follower)
        for pool in pools:
            if _reaches(state, ref, pool, follower) and need:
                used = min(pool.left, need)
                pool.left, need = pool.left - used, need - used
        free -= need
    return free, pools


def available_direct_influence(state: State, ref: str, character: Instance, leaving: str | None = None) -> int:
    """What ``ref`` has left to control ``character`` as a follower (CoE 2.II.2.2.1, 2.II.3.2)."""
    free, pools = allocation(state, ref, leaving)
    return free + sum(p.left for p in pools if _reaches(state, ref, p, character))


def _reaches(state: State, ref: str, pool: Pool, character: Instance) -> bool:
    """May this pool of ``ref``'s restricted direct influence control ``character``: one of its races, or, for the
    characters of his company, one in it or coming into it as his follower (played with him, moved to him: the
    engine's reading, as he would be in his company once controlled)?"""
    if pool.races == IN_HIS_COMPANY:
        company = state.cards[ref].company
        return character.company in (company, None) or character.follower_of == ref
    return pool.fits(character.card)


def unused_direct_influence(state: State, ref: str) -> int:
    """Unrestricted direct influence the character has left once his followers are controlled."""
    return allocation(state, ref)[0]


def against_characters(state: State, ref: str) -> int:
    """What his direct influence toward characters alone (``against = "characters"``: Trifling Ring) leaves once
    his followers are controlled: added to his influence attempt against a character (CoE 8)."""
    return sum(p.left for p in allocation(state, ref)[1] if p.characters)


def restricted_left(state: State, ref: str, source: str, races: tuple[str, ...]) -> int | None:
    """What is left of a race pool from ``source`` after followers; None when there is no such pool."""
    pools = [p for p in allocation(state, ref)[1] if p.source == source and p.races == races]
    return pools[0].left if pools else None


def check_follower(state: State, controller: Instance, inst: Instance, leaving: str | None = None,
                   ringwraith_follower: bool = False, home: Callable[[Card], bool] | None = None) -> Verdict:
    """May ``controller`` take ``inst`` as a follower: not a follower himself, direct influence at least his mind
    (CoE 2.II.2.2.1, 2.II.3.2; CRF 22, Followers [CoE 2002]). ``ringwraith_follower``: a Ringwraith avatar card
    played as a Ringwraith follower, which ``players/ringwraith_followers.check_played`` allowed; he takes one point
    (CoE 2.II.2.1.R5); so does a Ringwraith follower whose Ringwraith left play, taken again by a Ringwraith avatar
    (CoE 2.II.2.1.R8). A Ringwraith avatar card played as any character under a Ringwraith: his Ringwraith's own
    ability may allow it (``ringwraith_followers.check_otherwise``; ``home``: is a site one of his home sites, R4)."""
    modelled.refuse(controller.card, ("followers",))   # a character who may have none, not modelled (The Balrog)
    if not ringwraith_follower and not ringwraith_followers.awaits_ringwraith(inst) \
            and ringwraith_followers.may_control(controller, inst):   # CoE 2.II.2.1.R4: by no card bringing one in
        verdict = ringwraith_followers.check_otherwise(state, controller, inst, home or (lambda _site: False))
        if not verdict:
            return verdict
        ringwraith_follower = True   # his Ringwraith's own ability allows him (The Witch-king)
    if ringwraith_follower or (ringwraith_followers.awaits_ringwraith(inst)
                               and ringwraith_followers.may_control(controller, inst)):   # played, or R8
        available = available_direct_influence(state, controller.id, inst, leaving)
        need = ringwraith_followers.influence_needed(state, controller.company, 1, inst.id, (inst,)) \
            if controller.company else ringwraith_followers.MIND   # none if a Black Horse frees him
        if need > available:
            return Verdict.refuse("not-enough-direct-influence", f"{state.label(controller)} has {available} direct "
                                  f"influence left; a Ringwraith follower takes {ringwraith_followers.MIND} "
                                  "(CoE 2.II.2.1.R5).")
        return Verdict.allow()
    if ringwraith_followers.awaits_ringwraith(inst):   # CoE 2.II.2.1.R5, R8
        return Verdict.refuse("ringwraith-follower-controller", f"{state.label(inst)} waits for a Ringwraith avatar "
                              f"who is no follower to control him; {state.label(controller)} is none (CoE "
                              "2.II.2.1.R5, R8).")
    if is_avatar(inst):
        return Verdict.refuse("avatar-not-follower", f"{state.label(inst)} is an avatar: he needs no influence and "
                              "cannot be a follower.")
    if not non_follower(controller):
        return Verdict.refuse("controller-is-follower", f"{state.label(controller)} is a follower: only a character "
                              "who is not one controls followers.")
    verdict = check_controller(state, controller, inst)
    if not verdict:
        return verdict
    available = available_direct_influence(state, controller.id, inst, leaving)
    need = mind(state, inst)
    if need > available:
        return Verdict.refuse("not-enough-direct-influence", f"{state.label(controller)} has {available} direct "
                              f"influence left; {state.label(inst)}'s mind is {need}.")
    return Verdict.allow()
