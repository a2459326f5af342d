"""An attack a card makes on a hero company in lieu of company versus company combat (the effect
``attack-in-lieu-of-company-combat`` and the condition ``may_attack_hero_company``: Hounds of Sauron).

The card is played during the site phase of the resource player's company, by one of its characters, when that
company could declare an attack on a hero company of the other player at its site (CoE 3.V.1): the company has
entered its site, its player has neither attacked a company of that opponent nor made an influence attempt against
his cards this turn, nothing is under way, and the other company is a hero company there: a Wizard player's, or a
Fallen-wizard player's covert one (CRF 22, Rulings by Term > Company: a Fallen-wizard's company with no Orcs or
Trolls; the engine's reading, for a resource as CoE 2.IV.vii.F1 says for hazards: covert, whatever makes it overt).
A Fallen-wizard player's overt company is no hero company: it may play the card, as it may attack any company
(3.V.1.F2), and is no target for it. Playing it takes the place of that declaration: its player has attacked a company of his opponent this turn (the key ``company_combat.
ATTACKED``), and the hero company faces the attack the card gives (race, strikes, prowess; no body: it is defeated
or not, nothing is left behind).

That attack is not company versus company combat (CRF 22, Hounds of Sauron, ruled by ICE): it is made on the company
of the player whose turn it is not, and he may take none of the actions of combat against it, no resource played to
cancel or change it, no character tapped in support, none staying untapped at -3 (the kind's
``no_actions_outside_turn``, as for a traitor's attack, ``kinds.without_actions``). His player still assigns its
strikes, as the defending player of an attack does (CoE 3.ii).

The engine's reading: with several hero companies at the site, which one the card aims at is refused as not
modelled (no sentence names it yet).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError, Verdict
from ..core.state import Attack, State
from ..players import alignments
from . import flow
from .company_combat import ATTACKED, HERO_SIDE, INFLUENCED, overt_fallen_wizard
from .kinds import AttackKind

if TYPE_CHECKING:
    from ..core.behaviour import AttackInLieuOfCompanyCombat, Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Company
    from ..game import Game

KIND = "in lieu of company combat"   # Attack.kind of such an attack


def hero_companies(state: State) -> list[Company]:
    """The hero companies of the other player at the site of the resource player's company in its site phase."""
    company = state.companies.get(state.active_company or "")
    if company is None:
        return []
    here = state.site_of(company.id).card.name
    return [c for c in state.companies.values() if c.owner != company.owner and state.characters(c.id)
            and state.site_of(c.id).card.name == here and hero_company(state, c.id)]


def hero_company(state: State, company: str) -> bool:
    """A Wizard player's company, or a Fallen-wizard player's covert one (CRF 22, Rulings by Term > Company)."""
    owner = state.companies[company].owner
    return alignments.alignment_of(state, owner) in HERO_SIDE and not overt_fallen_wizard(state, company)


def check_may_attack_hero_company(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``may_attack_hero_company``: the target's company could now declare an attack on a hero company at its site
    (CoE 3.V.1), the card being played in lieu of it."""
    company = state.company_of(target or "")
    if state.phase != "site" or company is None or company.id != state.active_company:
        return Verdict.refuse("not-in-lieu-of-attack", f"{card.name} is played in the site phase of the caster's "
                              "company, in lieu of declaring an attack on a hero company.")
    if hero_company(state, company.id):
        return Verdict.refuse("not-in-lieu-of-attack", f"{company.id} is a hero company: it may not attack a hero "
                              "company (CoE 3.V.1).")
    if state.turn.per_turn.get(ATTACKED) or state.turn.per_turn.get(INFLUENCED):
        return Verdict.refuse("not-in-lieu-of-attack", f"{company.owner} has already attacked a company of his "
                              "opponent or made an influence attempt against his cards this turn (CoE 3.V.1).")
    if not company.entered:
        return Verdict.refuse("not-in-lieu-of-attack", f"{company.id} has not entered its site (CoE 3.V.1).")
    if state.combat is not None or state.attacks:
        return Verdict.refuse("not-in-lieu-of-attack", "An attack is under way.")
    if not hero_companies(state):
        return Verdict.refuse("not-in-lieu-of-attack", f"No hero company of the other player is at {company.id}'s "
                              "site.")
    return Verdict.allow()


def attack(game: Game, entry: Declared, effect: AttackInLieuOfCompanyCombat) -> bool:
    """The effect: the hero company at the site faces the attack, in lieu of company versus company combat."""
    s = game.state
    found = hero_companies(s)
    if not found:
        s.log.append("no hero company is at the site any more: no attack")
        return True
    if len(found) > 1:
        raise NotModelledError("not modelled: choosing which of several hero companies at the site is attacked")
    target = found[0]
    s.turn.per_turn[ATTACKED] = 1   # in lieu of declaring company versus company combat (CoE 3.V.1)
    name = s._name(entry.card) if entry.card else "an effect"
    made = Attack(f"a{s.next_attack}", target.id, entry.card or "", KIND, effect.race, effect.strikes,
                  effect.prowess, None, label=f"{name}'s {effect.race}")
    s.next_attack += 1
    s.log.append(f"{target.id} faces an attack of {effect.race}: {effect.strikes} strikes at {effect.prowess} prowess, "
                 "not company versus company combat")
    flow.begin(game, [made])
    return True


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """Nothing is left behind: the card went as it resolved."""
    state.log.append(f"{attack.label}'s attack is {'defeated' if defeated else 'over'}")


ATTACK_KIND = AttackKind(ends=ends, no_actions_outside_turn=True)
