"""A character's mind, his skills and a card's marshalling points as the rules read them: printed, and what the
named queries add (skills: what a card on him takes away).

Every rule that reads a character's mind in play or being played (control by general and direct influence, an
influence attempt's number, the Fallen-wizard's limit, drawing for movement, a hazard limit bonus) reads it
here, and every rule that reads what a card is worth now in marshalling points (the tally, a trophy's kill
points, where a discarded trophy goes); a family or a card that changes either answers the kernel's query,
``mind`` or ``marshalling points`` (``core/registry.py``), and the rule does not name it. An avatar's mind
counts as none for control all the same (``organization/control.py``). Every rule asking whether a character in
play has a skill asks ``skills``.

What stays printed, whatever is in effect: the mind of a starting company (CoE 1.9; CRF 22, Beginning of the
Game), the agents' mind in a deck (CoE 1.3.2: the cards as built, none of them in play), the points printed on
a character's trophies for his bonuses (CoE 3.IV.3; CRF 22, Trophies), and whether a card in hand that
duplicates a unique card scoring for the other player has points (CoE 10.3.v: a card in hand, not in play).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import bearer_values
from . import skills as character_skills
from ..core import queries

if TYPE_CHECKING:
    from ..core.behaviour import Static
    from ..core.state import Instance, State


def mind(state: State, inst: Instance) -> int:
    """The character's (or ally's) mind: printed, with what the ``mind`` query adds."""
    return (inst.card.fact("mind", 0) or 0) + queries.total("mind", state, inst.id)


def prowess(state: State, inst: Instance) -> int:
    """The character's prowess outside an attack: printed, with what the ``prowess`` query adds (his weapon and
    other items in use, ...) and what is in effect on him; what counts only against an attack is combat's."""
    return ((inst.card.fact("prowess") or 0) + queries.total("prowess", state, inst.id, None)
            + sum(o.by for o in state.ongoing if o.target == inst.id and o.stat == "prowess"))


def body(state: State, inst: Instance) -> int | None:
    """The character's body outside an attack: printed, with what the ``body`` query adds and what is in effect on
    him (none for a card with no body); what counts only in combat is combat's (``combat/strikes.body``)."""
    printed = inst.card.fact("body")
    if printed is None:
        return None
    return int(printed) + queries.total("body", state, inst.id) + sum(
        o.by for o in state.ongoing if o.target == inst.id and o.stat == "body")


def marshalling_points(state: State, inst: Instance) -> int:
    """What the card is worth now: its printed points (an item's for its bearer, ``bearer_values``), with what the
    ``marshalling points`` query adds."""
    return bearer_values.value(state, inst, "marshalling_points") + queries.total("marshalling points", state, inst.id)


def skills(state: State, inst: Instance) -> tuple[str, ...]:
    """The character's skills as the rules read them: printed, or none while a card on him takes them all away (a
    ``skills`` static: Memories Stolen, "loses all skills while bearing this card"; ``primitives/skills.py``)."""
    return character_skills.skills(state, inst)


def statics_on(state: State, ref: str, stat: str) -> list[tuple[Instance, Static]]:
    """The statics of ``stat`` on the character ``ref`` (``who = "bearer"``): his own, then those of the cards on
    him, each with the card it is on; a static worth more to a bearer of his race (``by_for``: a Dwarven Ring's
    "+2(7)") with that value; one for a bearer already of a skill (``skill_before``) only if he is."""
    inst = state.cards[ref]
    race = inst.card.race or ""
    return [(source, static.model_copy(update={"by": static.by_for[race]}) if race in static.by_for else static)
            for source in [inst, *state.attached(ref)]
            for static in source.card.statics if static.stat == stat and static.who == "bearer"
            and (not static.skill_before or character_skills.had_skill(state, inst, source, static.skill_before))]


def company_statics_on(state: State, ref: str, stat: str) -> list[tuple[Instance, Static]]:
    """The statics of ``stat`` that reach the character ``ref`` from his company (``who = "company"``): those of
    the cards on each character of his company, himself included (alone, if he is in none), with the card each
    is on."""
    inst = state.cards[ref]
    members = state.characters(inst.company) if inst.company else [inst]
    return [(source, static) for member in members for source in state.attached(member.id)
            for static in source.card.statics if static.stat == stat and static.who == "company"]


def bearer_of(state: State, source: Instance) -> Instance:
    """The character a card is on, or the card itself when it is on none (a character's own static)."""
    return state.cards.get(source.attached_to or "") or source
