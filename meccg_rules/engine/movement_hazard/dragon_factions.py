"""A Dragon's Roused faction (the key ``dragon_faction``: Bairanax Roused, "All attacks by manifestations of
Bairanax against any of your companies are canceled. Any company moving in Withered Heath, Gundabad, Anduin Vales,
and/or Grey Mountain Narrows faces one attack: Dragon — 2 strikes at 14/7 (attacker chooses defending
characters)"; CoE g.man.3, 3.IV.1.3; CRF 22, Rulings by Term > Trophies).

A faction in its player's marshalling point pile is in play (CoE glossary). While a Roused faction lies there, each
company moving in one of its regions faces its attack once, as its new site is revealed, with the Ahunts and the
other cards acting on moving companies (``ahunts.on_reveal``): a Dragon attack with the strikes, prowess and body
its text prints, whoever's company it is. Every attack by a manifestation of its Dragon (``hazards/manifestations``:
its creature, Ahunt, At Home, its own Roused faction) against a company of the faction's player is cancelled as it
begins (the combat hook ``attack cancelled as it begins``): a cancelled attack has no effect, but the company has
faced it (CRF Annotation 14).

Its attack defeated, the Dragon is defeated (CoE g.man.3; CRF 22's rules erratum, Removed from the Game & Removed
from Play: "an attack from a manifestation ... is defeated"): the faction leaves its player's pile for the defending
player's, as kill points (``end_of_game/scoring.py``), its text acting no more there (``factions``), its Dragon's
other manifestations are removed from play, and the defending player may keep it as a trophy with an Orc or Troll
character that faced one of its strikes (CoE 3.IV.1.3: "including Dragon factions"; ``combat/trophies.py``). Not
defeated, it stays where it is. Another manifestation of its Dragon defeated, it is removed from its player's pile
with the others (``hazards/manifestations.py``).

Unlike an Ahunt's, its attack is not "considered a hazard creature attack": its text does not say so (it is not
among ``combat.attacks.HAZARD_CREATURES``). The engine's readings where the text is silent: the company faces it as
it faces an Ahunt's, once, as its new site is revealed, a Dragon attack no hazard card plays; "the attacker" who
chooses the defending characters, when the text says he does (five of the nine), is the hazard player of the turn,
the faction's player (its attacks on his own companies being cancelled); "your companies" are those of the player
whose marshalling point pile holds the faction.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import trophies
from ..combat.kinds import AttackKind
from ..core.state import MP_PILE, Attack
from ..hazards import manifestations

if TYPE_CHECKING:
    from ..core.state import Company, Instance, State

KIND = "dragon faction"


def factions(state: State) -> list[Instance]:
    """The Roused factions in play: in their players' marshalling point piles, in their order there. Not one whose
    Dragon was defeated: that one lies in the defender's pile as his kill points, its text acting no more (CoE
    g.man.3), and any other was removed from play with the Dragon's defeat (``hazards/manifestations.py``)."""
    return sorted((i for i in state.cards.values() if i.zone == MP_PILE and i.card.trait("dragon_faction")
                   and manifestations.dragon_of(i.card) not in state.dragons_done), key=lambda i: i.seq)


def found(state: State, company: Company) -> list[Attack]:
    """The attacks of the Roused factions in whose regions the company is moving, one each."""
    if not company.moving:
        return []
    crossed = {r.name for r in company.site_path if r.name}
    made = []
    for inst in factions(state):
        key = inst.card.trait("dragon_faction")
        if not crossed & set(key.regions):
            continue
        made.append(Attack(f"a{state.next_attack}", company.id, inst.id, KIND, "Dragon", key.strikes, key.prowess,
                           key.body, attacker_chooses=key.attacker_chooses, label=state.label(inst)))
        state.next_attack += 1
        state.log.append(f"{state.label(inst)}: {company.id} is moving in its regions and faces its attack once")
    return made


def cancelling(state: State, attack: Attack) -> str:
    """The combat hook ``attack cancelled as it begins``: an attack by a manifestation of a Dragon against a company
    of a player whose pile holds that Dragon's Roused faction."""
    company = state.companies.get(attack.company)
    source = state.cards.get(attack.added_by or attack.source)
    if company is None or source is None or source.card.is_site:
        return ""
    dragon = manifestations.dragon_of(source.card)
    if dragon is None:
        return ""
    faction = next((i for i in factions(state) if i.controller == company.owner
                    and manifestations.dragon_of(i.card) == dragon), None)
    if faction is None:
        return ""
    return f"{state.label(faction)} cancels every attack by a manifestation of {dragon} against {company.owner}'s " \
           "companies"


def attack_ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """Defeated, the faction goes to the defending player's marshalling point pile as kill points and may be kept
    as a trophy (CoE g.man.3, 3.IV.1.3); else it stays in its player's pile."""
    inst = state.cards.get(attack.source)
    if inst is None or inst.zone != MP_PILE:
        return
    if not defeated:
        state.log.append(f"{attack.label}'s attack is {'cancelled' if cancelled else 'not defeated'}: the faction "
                         "stays in its player's marshalling point pile")
        return
    state.move(inst.id, MP_PILE, pile_of=company.owner)
    state.log.append(f"{attack.label} is defeated: it goes to {company.owner}'s marshalling point pile")
    manifestations.defeated(state, inst)
    trophies.offer(state, attack, inst.id)


ATTACK_KIND = AttackKind(has_body=True, ends=attack_ends)
