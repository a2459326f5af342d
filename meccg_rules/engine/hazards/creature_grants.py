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
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..core.cards import fold
from ..core.chain import Declared
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


def allow_creature(game: Game, entry: Declared, effect: AllowCreature) -> bool:
    """The primitive: the right is given on the target (a company, or a site)."""
    for place in effects.select(game, entry, effect.who):
        _grant(game, entry, effect, place)
    return True


def _grant(game: Game, entry: Declared, effect: AllowCreature, place: str) -> None:
    s = game.state
    key = (KEY, place)
    s.turn.per_turn[key] = (*s.turn.per_turn.get(key, ()), Grant(entry.card or "", effect.races, effect.named,
                                                                 effect.keyed))
    what = effect.named or f"a {' or '.join(effect.races)} creature"
    where = s._name(place) if place in s.cards else place
    s.log.append(f"{s._name(entry.card) if entry.card else 'an effect'}: {what} may be played on "
                 f"{'a company at ' if place in s.cards else ''}{where} this turn, keyed to "
                 f"{'nothing' if effect.keyed == NOTHING else where}")


def _fits(state: State, grant: Grant, card: Card, company: Company, key: str, place: str, creature: str) -> bool:
    if grant.used_by and grant.used_by != creature:
        return False
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
            source = state._name(grant.source) if grant.source else "an effect"
            lines.append(f"Creature allowed this turn ({source}): {what} on {where}, keyed to "
                         f"{keyed}{used}")
    return lines
