"""Who faces an attack: the company's characters and their allies, which count as characters in combat
(CoE 2.V.2.2), unless a rule has one of them face it alone (a failed burglar, CRF 22, Burglary Attempts)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .keys import in_combat
from ..core import modelled
from ..core.cards import fold
from ..core.errors import NotModelledError
from ..core.registry import REGISTRY
from ..core.state import Attack, Instance, State
from ..hazards.keying import normal_key

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


def defenders(state: State, company: str) -> list[Instance]:
    """The characters (and allies, which count as characters in combat, CoE 2.V.2.2) facing the attack."""
    for alone in REGISTRY.hooks("facing alone"):  # a failed burglar faces the automatic-attacks alone
        character = alone(state, company)
        if character:
            return [state.cards[character]]
    found = []
    for character in state.characters(company):
        found.append(character)
        found += [i for i in state.attached(character.id) if i.card.kind == "ally"]
    attacker = state.combat.attack.source if state.combat is not None else None
    return [d for d in found if d.id != attacker]   # an ally turned on its controller does not defend against itself


def attackable(state: State, company: str) -> list[Instance]:
    """The defenders strikes may be assigned to (an ally that may not be attacked, such as Goldberry, is not; nor
    one an effect keeps from the strikes of the attack under way; nor, when the attack is made against one
    character alone, anyone else: ``Attack.alone``)."""
    alone = state.combat.attack.alone if state.combat is not None and state.combat.attack.company == company \
        else ""
    return [d for d in defenders(state, company) if not in_combat(d.card, "cannot_be_attacked")
            and kept_from_strikes(state, d.id) is None and not spared(state, d) and not spared_by_race(state, d)
            and (not alone or d.id == alone)]


def spared_by_race(state: State, defender: Instance) -> bool:
    """Is the defender of a race the attacking creature's strikes spare (``spares_races``: Neeker-breekers)?"""
    attack = state.combat.attack if state.combat is not None else None
    source = state.cards.get(attack.source) if attack is not None else None
    races = source.card.trait("spares_races", ()) if source is not None else ()
    return bool(races) and defender.card.race in races


def spared(state: State, defender: Instance) -> bool:
    """Does the defender's text keep it from the strikes of the attack under way because that attack is at its site:
    an automatic-attack, or a hazard creature keyed to its site (``spared_at_site``: the Ents)?

    The engine's reading of "keyed to his site": a creature keyed to the site's type or to the site by name, or a
    creature revealed on-guard at the site (it attacks there, CoE 2.V.6); one keyed to a region of the site path is
    not. An agent's attack at his site is not modelled: it is refused, never decided silently."""
    if state.combat is None or not in_combat(defender.card, "spared_at_site"):
        return False
    attack = state.combat.attack
    if attack.kind == "agent":
        raise NotModelledError(modelled.message(defender.card, "whether an agent attacking at his site is a hazard "
                                                               "keyed to it"))
    return attack.kind == "automatic-attack" or keyed_to_site(state, attack)


def keyed_to_site(state: State, attack: Attack) -> bool:
    """A hazard creature's attack keyed to the company's site: by its site type or its name, or revealed on-guard."""
    if attack.kind != "creature":
        return False
    company = state.companies[attack.company]
    if attack.source in company.attacks_to_face:   # an on-guard creature revealed at the site
        return True
    kind, value = normal_key(attack.keyed) if attack.keyed else ("", "")
    return kind == "site type" or (kind == "name" and fold(value) == fold(state.site_of(company.id).name))


def kept_from_strikes(state: State, character: str) -> str | None:
    """The card by which the character may not be assigned a strike of the attack under way (a ``modify`` of
    "may not be assigned a strike" until the end of the attack: More Sense than You)."""
    return next((o.source for o in state.ongoing if o.target == character
                 and o.stat == "may not be assigned a strike"), None)


def facing_the_attack(game: Game, entry: Declared) -> list[str]:
    """The selection "characters facing the attack": those of the target's company (or the target company) that
    face the attack under way, allies included (they count as characters in combat, CoE 2.V.2.2)."""
    s = game.state
    company = s.companies.get(entry.target or "") or s.company_of(entry.target or "")
    if s.combat is None or company is None or company.id != s.combat.attack.company:
        return []
    return [d.id for d in defenders(s, company.id)]


def with_allies(game: Game, entry: Declared) -> list[str]:
    """The selection "characters and allies": every character of the target company (or the target's company) and
    the allies they control, which count as characters for what concerns combat, a prowess among it (CoE
    2.V.2.2); whether the attack under way has one of them face it alone does not matter here."""
    s = game.state
    company = s.companies.get(entry.target or "") or s.company_of(entry.target or "")
    if company is None:
        return []
    return [i.id for c in s.characters(company.id)
            for i in (c, *(a for a in s.attached(c.id) if a.card.kind == "ally"))]
