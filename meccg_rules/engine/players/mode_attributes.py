"""A Ringwraith's attributes in a mode: the prowess and direct influence his own card and his mode cards give (CoE
glossary, mode; 2.II.7.R1; CRF 22, Modes).

A mode changes a Ringwraith's attributes (CoE glossary, mode). Both kinds of card that say so are ``prowess`` and
``direct influence`` statics, answering those queries here:

- ``who = "bearer"``: the character the card is on, or himself when the card is one. With ``in_mode``, only while
  he is in that mode (``ringwraith_modes.mode_of``): a Ringwraith's own "-1 prowess in Fell Rider mode" (Dwar) or
  "+3 direct influence in Heralded Lord mode" (Akhôrahil); without it, always: an ally's "+2 prowess" to the
  Ringwraith it is with (Creature of an Older World). A ``direct influence`` static on the bearer without
  ``in_mode`` is the organization family's (``control.statics``), not read here;
- ``who = "company"``: each character of the company the card is on, of one of ``races`` if it names some: a mode
  card's change to its company ("-2 prowess, +3 direct influence to entire company", Heralded Lord; the engine's
  reading: its characters, not the allies they control, as the rules do not say whether "entire company" reaches
  allies) or to its Ringwraith ("+2 prowess, -3 direct influence to your Ringwraith", Fell Rider: the engine's
  reading, the Ringwraiths of the company it is on; his player's alone once the card has discarded the Ringwraith
  followers, which is not modelled); or, for a card on a character, each character of his company (a command
  card on a leader: "+1 prowess to all characters in his company", I'll Report You). A ``body`` static, ``who =
  "company"`` alone, is read the same way ("+1 body to all characters in his company", Smart and Secret).

Only cards in play count (CRF 22, Modes): a Ringwraith a Fell Rider by an ally takes nothing of the Fell Rider card.
A character is a card of the character kind in play, not an agent hazard. A mode card on the company whose change to
direct influence is still a gap in its entry refuses the ``direct influence`` query (``modelled.refuse``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.state import IN_PLAY, Instance, State
from ..primitives.skills import had_skill
from . import ringwraith_modes

if TYPE_CHECKING:
    from ..core.behaviour import Static
    from ..core.state import Attack


def _is_character(inst: Instance) -> bool:
    return inst.zone == IN_PLAY and inst.card.is_character and inst.agent_site is None


def _applies(state: State, static: Static, source: Instance, inst: Instance, stat: str) -> bool:
    """Does this ``stat`` static of ``source`` (in play) change ``inst``'s ``stat`` now?"""
    if static.stat != stat:
        return False
    if static.who == "bearer":
        on_him = source.id == inst.id or source.attached_to == inst.id
        if stat == "direct influence" and not static.in_mode:
            return False   # the organization family's (``control.statics``)
        return on_him and (not static.in_mode or ringwraith_modes.mode_of(state, inst) == static.in_mode) \
            and (not static.skill_before or had_skill(state, inst, source, static.skill_before))
    if static.who == "company":   # the company the card is on, or the company of the character it is on
        holder = state.cards.get(source.attached_to or "")
        on = holder.company if holder is not None and holder.card.is_character else source.attached_to
        return (inst.company is not None and on == inst.company
                and (not static.races or (inst.card.race or "") in static.races))
    return False


def _total(state: State, ref: str, stat: str) -> tuple[int, str] | None:
    """What the bearer's and company's ``stat`` statics add to this character's."""
    inst = state.cards.get(ref)
    if inst is None or not _is_character(inst):
        return None
    found = [(static.by, state.label(source)) for source in state.cards.values() if source.zone == IN_PLAY
             and (source.id == inst.id or source.attached_to is not None)
             for static in source.card.statics if _applies(state, static, source, inst, stat)]
    if not found:
        return None
    return sum(by for by, _ in found), ", ".join(dict.fromkeys(name for _, name in found))


def prowess(state: State, ref: str, attack: Attack | None = None) -> tuple[int, str] | None:
    """The ``prowess`` query: what the bearer's and company's ``prowess`` statics add to this character's."""
    return _total(state, ref, "prowess")


def body(state: State, ref: str) -> tuple[int, str] | None:
    """The ``body`` query: what his company's ``body`` statics add to this character's (a command card on his
    company's leader)."""
    return _total(state, ref, "body")


def direct_influence(state: State, ref: str) -> tuple[int, str] | None:
    """The ``direct influence`` query: what his own mode lines and his company's mode cards add to this character's
    (a mode card still holding a gap on direct influence refuses it: the kernel reaches the gaps of the character
    and of the cards on him, not his company's)."""
    inst = state.cards.get(ref)
    if inst is not None and inst.company is not None:
        for source in state.cards.values():
            if source.zone == IN_PLAY and source.attached_to == inst.company and source.card.trait("ringwraith_mode"):
                modelled.refuse(source.card, ("direct influence",))
    return _total(state, ref, "direct influence")
