"""Creatures a card lets be played whatever their keying (the primitive ``allow-creature``: Fever of Unrest,
Dragon's Desolation).

Such a card, resolved, gives its player for the rest of the turn the right to play one hazard creature of some
race (or one named creature) on a company: the target company, or a company whose new site is the target site.
The creature is then keyed to nothing (Fever of Unrest: CRF 22, "the Dragon played is not considered keyed to
anything") or to that site by name (Dragon's Desolation, the engine's reading: the card is played on the site, and
names a company "at that site"). The right is used up by the creature played through it, and only when the
creature could not be keyed so without it. It is a right, not a duty: nothing follows if no creature is played
(CRF 22, Dragon's Desolation). A creature keyed to nothing is keyed to no region or site type, so an effect that
cancels only attacks keyed to some types cannot cancel its attack (``combat/attacks.check_keyed``).

A right given ``after_item`` (Rumor of Wealth) is of another time: the creature is played at the site during the site
phase of a company there this turn, once an item of one of those kinds has been played at the site successfully
(the event ``item-played-at-site``, recorded by ``core/events``), and never in a movement/hazard phase. The engine's
reading of "played at the site": on the company whose site phase it is, keyed to the site by name, declared as an
action starting a chain (an attack is never a response, CRF Annotation 15) by the hazard player. ``outside_limit``:
it does not count against the hazard limit (nor does the limit stop it, as in the site phase there is none to
reach).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..core.cards import fold
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.events import ITEMS_PLAYED
from ..primitives import effects
from ..primitives.races import race_named

if TYPE_CHECKING:
    from ..core.behaviour import AllowCreature
    from ..core.cards import Card
    from ..core.state import Company, State
    from ..game import Game

KEY = "creature allowed"   # Turn.per_turn key (KEY, company or site id) -> tuple of Grant
NOTHING = "nothing"        # what a creature played through such a right is said to be keyed to


class Grant(NamedTuple):
    """One right to play a creature: its card, the races or name it admits, how the creature is keyed, and the
    creature that used it ("" while unused)."""
    source: str
    races: tuple[str, ...]
    named: str
    keyed: str
    used_by: str = ""
    after_item: tuple[str, ...] = ()     # in the site phase, after an item of these kinds was played at the site
    outside_limit: bool = False          # the creature does not count against the hazard limit
    except_named: tuple[str, ...] = ()   # creatures of these names excepted


def allow_creature(game: Game, entry: Declared, effect: AllowCreature) -> bool:
    """The primitive: the right is given on the target (a company, or a site)."""
    for place in effects.select(game, entry, effect.who):
        _grant(game, entry, effect, place)
    return True


def _grant(game: Game, entry: Declared, effect: AllowCreature, place: str) -> None:
    s = game.state
    key = (KEY, place)
    s.turn.per_turn[key] = (*s.turn.per_turn.get(key, ()), Grant(
        entry.card or "", effect.races, effect.named, effect.keyed, after_item=effect.after_item,
        outside_limit=effect.outside_limit, except_named=effect.except_named))
    what = effect.named or f"a {' or '.join(effect.races)} creature"
    where = s._name(place) if place in s.cards else place
    when = f" in the site phase after a {' or '.join(effect.after_item)} item is played there" \
        if effect.after_item else ""
    s.log.append(f"{s._name(entry.card) if entry.card else 'an effect'}: {what} may be played on "
                 f"{'a company at ' if place in s.cards else ''}{where} this turn{when}, keyed to "
                 f"{'nothing' if effect.keyed == NOTHING else where}"
                 + (", not counting against the hazard limit" if effect.outside_limit else ""))


def _fits(state: State, grant: Grant, card: Card, company: Company, key: str, place: str, creature: str) -> bool:
    if grant.used_by and grant.used_by != creature:
        return False
    if bool(grant.after_item) != (state.phase == "site") or card.name in grant.except_named:
        return False   # a right of the site phase is for it alone (Rumor of Wealth), and the others are not for it
    if not card.is_creature or (grant.named and card.name != grant.named) or (
            grant.races and not any(race_named(r.strip(), grant.races) for r in (card.race or "").split(","))):
        return False
    if grant.keyed == NOTHING:
        return fold(key) == NOTHING
    return place == company.site and fold(key) == fold(state.cards[company.site].name)


def granted(state: State, card: Card, company: Company, key: str, creature: str = "") -> tuple[str, int] | None:
    """The right (its place and index) that lets ``creature`` (``card``) be keyed to ``key`` on the company now."""
    for place in (company.id, company.site):
        for index, grant in enumerate(state.turn.per_turn.get((KEY, place), ())):
            if _fits(state, grant, card, company, key, place, creature):
                return place, index
    return None


def site_phase_grant(state: State, card: Card, company: Company, key: str, creature: str = "") -> Verdict:
    """May the creature be played in this site phase through a right ``after_item``: one fits it and the company,
    and an item of one of its kinds has been played at the site this turn?"""
    found = granted(state, card, company, key, creature)
    if found is None:
        return Verdict.refuse("wrong-phase", f"Hazards such as {card.name} are played during a company's "
                              "movement/hazard phase (or revealed on-guard during its site phase).")
    place, index = found
    grant = state.turn.per_turn[(KEY, place)][index]
    played = [state.cards[i] for i in state.turn.per_turn.get((ITEMS_PLAYED, company.site), ()) if i in state.cards]
    if not any(_item_kind(i.card.subtype) in grant.after_item for i in played):
        kinds = " or ".join(grant.after_item)
        return Verdict.refuse("no-item-played-yet", f"{card.name} may be played at {state._name(company.site)} "
                              f"only after a {kinds} item has been played there this turn "
                              f"({state._name(grant.source)}).")
    return Verdict.allow()


def _item_kind(subtype: str | None) -> str:
    return (subtype or "").removesuffix(" Item").lower()


def outside_limit(state: State, card: Card, company: Company, key: str, creature: str = "") -> bool:
    """Does the right the creature is played through keep it off the hazard limit?"""
    found = granted(state, card, company, key, creature)
    return found is not None and state.turn.per_turn[(KEY, found[0])][found[1]].outside_limit


def use(state: State, card: Card, company: Company, key: str, creature: str) -> None:
    """The creature is declared through the right: no other creature may use it."""
    found = granted(state, card, company, key, creature)
    if found is None:
        return
    place, index = found
    grants = list(state.turn.per_turn[(KEY, place)])
    grants[index] = grants[index]._replace(used_by=creature)
    state.turn.per_turn[(KEY, place)] = tuple(grants)


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the rights given this turn, used or not."""
    lines = []
    for key, grants in state.turn.per_turn.items():
        if not (isinstance(key, tuple) and key[0] == KEY):
            continue
        place = str(key[1])
        where = f"a company at {state._name(place)}" if place in state.cards else place
        for grant in grants:
            what = grant.named or f"a {' or '.join(grant.races)} creature"
            keyed = "nothing" if grant.keyed == NOTHING else state._name(place)
            used = f"; used by {state._name(grant.used_by)}" if grant.used_by else ""
            if grant.after_item:
                used = f" in the site phase after a {' or '.join(grant.after_item)} item is played there" + used
            source = state._name(grant.source) if grant.source else "an effect"
            lines.append(f"Creature allowed this turn ({source}): {what} on {where}, keyed to "
                         f"{keyed}{used}")
    return lines
