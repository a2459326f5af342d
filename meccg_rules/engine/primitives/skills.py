"""A character's skills as the rules read them: printed, with any a card on him gives (a ``gained skill``
static, ``who = "bearer"``: Magic Ring of Lore, "Gives the bearer sage skill"; an item's only while it is in use,
CoE 6.1, the items family's ``item in use`` hook), or none while a card on him takes
them all away (a ``skills`` static, ``who = "bearer"``: Memories Stolen, "loses all skills while bearing this
card"), or those a card on him names instead of his printed ones (a ``skills become`` static: Winged
Change-master, "Radagast's skills become Scout/Diplomat"), less a skill an effect took from him while he is in some
places (the ``lose-skill`` primitive, ``movement_hazard/lost_skills.py``: In the Heart of His Realm's sages): that
loss lasts while its card is in play and he is still so placed, at a site in one of those regions or moving with
one in his site path (CoE 9.6.9).

Every rule asking whether a character in play has a skill asks here, through ``values.skills``; the values an item
gives its bearer (``bearer_values``: "Warrior only") ask here directly, as ``values`` reads those.

The magic a card on him lets him use is read here too, as a gained skill is (``gained_magic``: a ``gained magic``
static, ``who = "bearer"``: Magic Ring of Delusion, "Bearer can use spirit-magic"; an item's only while it is in
use); the playing family's ``magic.py`` adds what his own text lets him use.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.cards import catalogue
from ..core.registry import REGISTRY
from ..core.state import IN_PLAY
from . import regions

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

SKILL_LOST = "skill lost"   # an Ongoing's stat: ``how`` the ``lose-skill`` effect, until its source leaves play

SKILL_CONDITIONS = ("actor_skill", "target_skill", "company_with_skill", "skill_at_site")   # a character of it needed


def _in_use(state: State, source: Instance) -> bool:
    """An item gives its bearer a skill only while it is in use (CoE 6.1: the items family's ``item in use``); any
    other card, always."""
    return source.card.kind != "item" or all(answer(state, source) for answer in REGISTRY.hooks("item in use"))


def skills(state: State, inst: Instance, without: str = "") -> tuple[str, ...]:
    """The character's skills now: none while he or a card on him has a ``skills`` static, else his printed ones
    and those a card on him gives (a ``gained skill`` static), less any he lost where he is; ``without``: as if
    the card of that id gave him nothing (what he was "already", ``had_skill``)."""
    if inst.id in state.cards and any(static.stat == "skills" and static.who == "bearer"
                                      for source in [inst, *state.attached(inst.id)]
                                      for static in source.card.statics):
        return ()
    lost = {o.how.skill for o in state.ongoing if o.stat == SKILL_LOST and o.target == inst.id
            and o.source in state.cards and state.cards[o.source].zone == IN_PLAY
            and placed(state, inst, o.how.region_types, o.how.regions)}
    gained = [static.skill for source in [inst, *state.attached(inst.id)]
              if source.id != without and _in_use(state, source)
              for static in source.card.statics
              if static.stat == "gained skill" and static.who == "bearer"] if inst.id in state.cards else []
    become = [skill for source in [inst, *state.attached(inst.id)] if source.id != without
              for static in source.card.statics
              if static.stat == "skills become" and static.who == "bearer" for skill in static.skill.split("/")] \
        if inst.id in state.cards else []
    printed = tuple(dict.fromkeys(become)) if become else inst.card.skills   # replaced by a card on him
    own = [*printed, *(skill for skill in dict.fromkeys(gained) if skill not in printed)]
    return tuple(skill for skill in own if skill not in lost)


def gained_magic(state: State, inst: Instance, without: str = "") -> tuple[str, ...]:
    """The kinds of magic cards on the character let him use (``gained magic`` statics, ``who = "bearer"``), an item
    only while it is in use; ``without``: as if the card of that id gave him nothing."""
    if inst.id not in state.cards:
        return ()
    return tuple(dict.fromkeys(static.magic for source in [inst, *state.attached(inst.id)]
                               if source.id != without and _in_use(state, source)
                               for static in source.card.statics
                               if static.stat == "gained magic" and static.who == "bearer"))


def had_skill(state: State, inst: Instance, source: Instance, skill: str) -> bool:
    """A ``skill_before`` static of ``source`` on ``inst`` ("If the bearer is already a warrior, he gets +2 to
    prowess", Magic Ring of Fury): does he have that skill without ``source`` (the skill the card itself gives
    not counted), ``source`` being an item in use if it is one? The engine's reading of "already": his skills now,
    from anything but this card."""
    return _in_use(state, source) and skill in skills(state, inst, without=source.id)


def placed(state: State, inst: Instance, region_types: tuple[str, ...], names: tuple[str, ...]) -> bool:
    """Is the character at a site in a region of one of these types (as treated now) or of one of these names, or
    moving with such a region in his site path?"""
    company = state.company_of(inst.id)
    if company is None:
        return False
    site = state.cards.get(company.site)
    if site is not None and in_region(state, site.card, region_types, names):
        return True
    return company.moving and (any(t in region_types for t in regions.company_types(state, company))
                               or any(r.name in names for r in company.site_path))


def in_region(state: State, site: Any, region_types: tuple[str, ...], names: tuple[str, ...]) -> bool:
    """Does the site card lie in a region of one of these types (as cards in play treat it) or names?"""
    name = site.fact("region")
    if not name:
        return False
    printed = catalogue().regions.get(name, {}).get("type")
    treated = regions.path_types(state, [printed], "") if printed else []
    return name in names or any(t in region_types for t in treated)


def skill_only(card: Card, skill: str) -> bool:
    """Is the card "<skill> only"? Any card that needs a character of that skill to be played is (CRF 22, Rulings by
    Term > Sage Only), whether or not its text says so: one a character of it taps to play, one played on him, one
    needing him in the company or at the site (its ``playable_if``, or any of its uses')."""
    conditions = [*card.trait("playable_if", ()), *(c for mode in card.modes for c in mode.playable_if)]
    return any(getattr(condition, name) == skill for condition in conditions for name in SKILL_CONDITIONS)
