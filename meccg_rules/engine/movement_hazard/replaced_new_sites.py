"""A moving company's new site card replaced by a hazard (the ``replace-new-site`` primitive: Chance of Being Lost),
and its site path with it (CRF 22, Card Errata and Rulings > Chance of Being Lost: the card changes the site path),
and the condition ``region_movement`` such a card needs.

The card's player rolls, modified for each character of the company with a skill the card names (-2 for each
ranger); a result above the card's number replaces the company's new site card with a different site card from his
own location deck lying in the region of the new site or in an adjacent one. The company is then moving to that
site: every rule asking for its new site or its site path reads the replacement from then on.

The engine's reading where the rules are silent:

- the site path is the regions the company declared for its region movement, ending in the region of the site it
  is now moving to: that region is added at the end when it is not in the path yet, and the path stops at it when
  it is (a company lost back into a region it crossed has not gone on from there);
- the site card replaced goes back to its owner's location deck, as a site card the company never reached;
- several fitting sites in the location deck would leave the choice to the card's player, which the engine does
  not take: that case is refused as not modelled, as is a company whose old new site holds an on-guard card;
- the replacement is a site card of the other player's: whose card it is from then on, and where it goes when the
  company leaves it, the sources do not say, so the end of a movement/hazard phase taking the company away from it
  is refused as not modelled (``turn/phases.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import regions
from ..core.errors import Verdict
from ..core.state import IN_PLAY, LOCATION_DECK, ON_GUARD, Region
from ..primitives.conditions import company_for
from ..primitives.effects import source_name
from ..primitives.values import skills

if TYPE_CHECKING:
    from ..core.behaviour import Condition, ReplaceNewSite
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Company, Instance, State
    from ..game import Game


def check_region_movement(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``region_movement``: the company (the target's) is moving by region movement."""
    company = company_for(state, card, target)
    if company is None or not company.moving or company.movement != "region":
        how = "does not move" if company is None or not company.moving else \
            f"uses {company.movement or 'no'} movement"
        return Verdict.refuse("not-region-movement", f"{card.name} is played on a company using region movement; "
                              f"{company.id if company else 'the company'} {how}.")
    return Verdict.allow()


def fitting_sites(state: State, player: str, site: Card) -> list[Instance]:
    """The site cards of ``player``'s location deck, other than ``site``, in its region or an adjacent one."""
    region = site.fact("region")
    near = {region, *regions().get(region, {}).get("adjacent", ())}
    return [i for i in state.cards.values() if i.zone == LOCATION_DECK and i.owner == player and i.card.is_site
            and i.card.name != site.name and i.card.fact("region") in near]


def path_to(company: Company, region: str) -> tuple[Region, ...]:
    """The company's region-movement site path, ending in ``region`` (see the module's reading)."""
    names = [r.name for r in company.site_path]
    if region in names:
        return company.site_path[:names.index(region) + 1]
    return (*company.site_path, Region(region, regions()[region]["type"]))


def replace_new_site(game: Game, entry: Declared, effect: ReplaceNewSite) -> bool:
    s = game.state
    company = s.companies.get(entry.target or "")
    if company is None or not company.moving or entry.card is None:
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, source_name(game, entry))
    name = source_name(game, entry)
    bonus = sum(by for c in s.characters(company.id) for skill, by in effect.per_skill.items()
                if skill in skills(s, c))
    total = entry.roll + bonus
    said = f"{entry.roll} (roll) {bonus:+d}" if effect.per_skill else f"{entry.roll} (roll)"
    if total <= effect.above:
        s.log.append(f"{name}: {said} = {total}, not above {effect.above}: {company.id} keeps its new site")
        return True
    old = s.cards[company.site]
    fitting = fitting_sites(s, entry.player, old.card)
    if not fitting:
        s.log.append(f"{name}: {said} = {total}, above {effect.above}, but {entry.player}'s location deck holds no "
                     f"other site in or next to {old.card.fact('region')}: {company.id} keeps its new site")
        return True
    card = s.cards[entry.card].card
    if len({i.card.name for i in fitting}) > 1:
        modelled.refuse_case(card, "several")
    if any(i.zone == ON_GUARD and i.attached_to in (company.id, old.id) for i in s.cards.values()):   # on its site
        modelled.refuse_case(card, "on-guard")
    new = fitting[0]
    s.move(new.id, IN_PLAY)
    company.site = new.id
    company.site_path = path_to(company, new.card.fact("region"))
    s.move(old.id, LOCATION_DECK)
    path = ", ".join(str(r) for r in company.site_path)
    s.log.append(f"{name}: {said} = {total}, above {effect.above}: {company.id}'s new site {old.card.name} is "
                 f"replaced by {new.card.name}; site path: {path}")
    return True
