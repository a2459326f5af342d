"""Allies that attempt to influence factions themselves (the card key ``influences_factions``).

An ally is not a character (CoE 2.V.2.2), so it plays no faction unless its text lets it: Roäc the Raven, Radagast's
Black Bird. Such an ally makes the attempt by itself, as a character would (CoE 2.V.3; CRF 22, Röac the Raven: he
can make the attempt by himself): in its company's site phase, once the company has entered its site (CoE
2.V.ii.1), it taps (and, where its text says so, is discarded: both are the cost, paid at declaration, CRF
Annotation 6); the character controlling it need not be untapped, and neither taps nor adds his influence. The
check adds the ally's own unused direct influence (none printed: none) and the modifications any check has.

What its text may change (``keys.FactionInfluence``): any faction from any site, the check made as at a site where
the faction is playable; a site left untapped by success, and the attempt allowed at a tapped site; the check
counting as made by a character of a skill, which cards that modify a check by such a character read (the
condition ``influence_check_by`` and the selection ``the influence check``: New Friendship). A card that modifies a
check is played on the character making it; when its maker is no longer in play (an ally its cost discarded), it is
played with no target, and only then (the mode's ``untargeted_if``, the condition ``influence_check_maker_gone``).

The engine's reading: "the site phase" of the card is its own company's site phase (CRF 22, Röac the Raven: only
during the site phase); its attempt needs no untapped character beside it, and its controller's direct influence
does not count in it; a card that modifies "any one influence check" reaches the check of an ally discarded as its
cost.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import Condition
from ..core.chain import RESOURCE, Declared
from ..core.errors import Verdict
from ..core.state import CHAIN, DISCARD, IN_PLAY, Instance, State
from ..primitives.unique import check_unique
from ..primitives import values
from ..site_phase.playable import playable_here
from ..site_phase.site_resources import acting_character, check_lent_site

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..game import Game
    from .actions import InfluenceFaction
    from .keys import FactionInfluence

INFLUENCE = "influence"   # the kind of a declared influence check against a faction (``factions``)


def ability(card: Card) -> FactionInfluence | None:
    """What the card's text lets it do in influencing factions, or None: an ally without it cannot."""
    found: FactionInfluence | None = card.trait("influences_factions")
    return found


def check(game: Game, action: InfluenceFaction, ally: Instance, faction: Instance) -> Verdict:
    """May the ally attempt to bring the faction into play now?"""
    s = game.state
    how = ability(ally.card)
    if how is None:
        return Verdict.refuse("not-a-character", f"{s.label(ally)} is an ally: it influences no faction unless its "
                              "text says it may (CoE 2.V.2.2).")
    verdict = check_unique(s, faction)
    if not verdict:
        return verdict
    verdict, company = acting_character(game, action.player, ally.id, ally=True)
    if not verdict or company is None:
        return verdict
    site = s.cards[company.site]
    verdict = check_lent_site(s, faction.card, company)   # a host's rescue site card: the rescue only (CoE 3.III.6)
    if not verdict:
        return verdict
    if site.tapped and not how.at_tapped_site:
        return Verdict.refuse("site-tapped", f"{s.label(site)} is tapped.")
    if not how.any_faction and not playable_here(s, faction.card, site):
        return Verdict.refuse("not-playable-at-site", f"{faction.name} is not playable at {s.label(site)}.")
    return game.responding(action.player)


def declare(game: Game, action: InfluenceFaction, ally: Instance, faction: Instance) -> None:
    """The ally taps (and is discarded, where that is the cost); the faction is revealed into the chain."""
    s = game.state
    how = ability(ally.card)
    assert how is not None, "check() refused an ally that cannot influence"
    company = s.company_of(ally.id)
    assert company is not None, "check() found the ally's company"
    s.tap(ally.id)
    data: dict[str, object] = {"taps_site": how.taps_site, "company": company.id, "as_skill": how.as_skill}
    if how.discard:
        s.move(ally.id, DISCARD)
        data["source_gone"] = True
    s.move(faction.id, CHAIN)
    game.declare(Declared(action.player, INFLUENCE, faction.id, ally.id, data=data), RESOURCE)


def still_acting(state: State, entry: Declared) -> bool:
    """An ally discarded as the cost makes its check all the same; otherwise it is still in play and tapped."""
    return bool(entry.data.get("source_gone"))


def at_tapped_site(state: State, entry: Declared) -> bool:
    """May the declared check go on though its company's site is tapped (the ally's text says so)?"""
    how = ability(state.cards[entry.actor].card)
    return how is not None and how.at_tapped_site


# ------------------------------------------------------------------ cards that modify a check by a skill
def counts_as(state: State, entry: Declared, skill: str) -> bool:
    """Is the declared influence check made by a character (or ally) of this skill, or counted as one's?"""
    maker = state.cards[entry.actor]
    return skill in values.skills(state, maker) or entry.data.get("as_skill") == skill


ATTEMPTS = (INFLUENCE, "influence-opponent")   # a faction played, or the other player's card influenced away


def pending(state: State) -> Declared | None:
    """The influence check declared last and not yet resolved: a faction's, or an attempt against the other
    player's card (CoE 8)."""
    found = [e for chain in state.chains for e in chain.entries if e.kind in ATTEMPTS]
    return found[-1] if found else None


def check_influence_check_by(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``influence_check_by``: an influence check is declared and waiting to resolve, and it is made
    by a character of that skill, or counts as one's (an ally's text)."""
    entry = pending(state)
    skill = condition.influence_check_by
    if entry is None:
        return Verdict.refuse("no-influence-check", f"{card.name} modifies an influence check; none is declared.")
    if not counts_as(state, entry, skill):
        return Verdict.refuse("not-by-skill", f"{card.name} modifies an influence check by a {skill.lower()}; "
                              f"{state._name(entry.actor)}'s is not one.")
    return Verdict.allow()


def check_maker_gone(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``influence_check_maker_gone``: the influence check declared and waiting is made by one no
    longer in play (an ally discarded as its cost: Roäc the Raven). A card acting on a check made by one in play is
    played on him instead."""
    entry = pending(state)
    if entry is None:
        return Verdict.refuse("no-influence-check", f"{card.name} modifies an influence check; none is declared.")
    if state.cards[entry.actor].zone == IN_PLAY:
        return Verdict.refuse("invalid-target", f"{state._name(entry.actor)}, making the influence check, is in "
                              f"play: {card.name} is played on him ('... {card.name} on NAME').")
    return Verdict.allow()


def the_influence_check(game: Game, entry: Declared) -> list[str]:
    """The selection ``the influence check``: the maker of the influence check the card acts on: its target's, or,
    played with no target, the maker of the influence check declared and waiting (an ``influence check``
    modification on him counts in that check, even if its cost took him out of play, and is used up by it)."""
    if entry.target:
        return [entry.target]
    found = pending(game.state)
    return [found.actor] if found is not None else []
