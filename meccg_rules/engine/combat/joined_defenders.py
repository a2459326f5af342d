"""A character who joins a company of his player as a hazard creature attacks it, and must face a strike of that
attack: the condition ``joins_attacked_company`` and the effect ``join-attacked-company`` (Alatar).

The card's text: at a Haven when a hazard creature attacks one of his player's companies, he may join that company
at once, the allies he controls discarded; he must face a strike of that creature in all cases, and after the
attack he makes a corruption check and then, if untapped, taps (CRF 22's erratum to the hero Alatar puts the check
first and makes the tapping depend on his being untapped). The Fallen-wizard Alatar joins from one of his player's
Wizardhavens (printed, or a site a card of his makes one: ``players/stage_wizardhavens``), never from another Haven
(the condition's value says which), and only once all the creature's attacks are over (``after``: the last of a
creature of several attacks, ``several_attacks.is_last``) he taps if untapped and then makes the check
(``tap_first``: the engine's reading of "must tap (if untapped) and make a corruption check", in the order printed,
his card having no erratum). CRF 22 adds that he must join and take his strike before any other
strike is assigned, that his strike overrides every other effect on how strikes are assigned, and that his allies
are discarded as he leaves (Card Errata and Rulings > Alatar).

So the ability is used while the attack has begun and no strike of it is assigned yet; the strike is his at once,
given before any other, whoever would otherwise assign it (the attacker, for an attack whose attacker chooses) and
whether he is tapped or not (the engine's reading of "in all cases": the defending player's rule of untapped
characters, CoE 3.ii, gives way). An ally that must take a strike before its controlling character does not shield
him either: his own are discarded, and the strike is his already (CRF 22). Once the attack concludes (CoE 3.v), a
chain of effects holds his corruption check, as the card's text says: he rolls, and if he stays in play untapped
he taps; wounded or tapped already, he stays so. A company he leaves with no character is dissolved as any other
(the organization family's ``dissolve``).

Not modelled, and refused as such: a character with followers joining (where they go the text does not say).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .attacks import HAZARD_CREATURES
from . import several_attacks
from ..core.behaviour import Check, Condition, JoinAttackedCompany
from ..core.cards import Card
from ..core.chain import Chain, Declared
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, IN_PLAY, Attack, Instance, Ongoing, State, Strike
from ..organization import companies_left
from ..organization.characters import dissolve
from ..players import stage_wizardhavens

if TYPE_CHECKING:
    from ..game import Game

JOINED = "joined the attacked company"   # the Ongoing's stat while the attack lasts: source and target the character
AFTER = "after the attack"               # the ability's mode of the corruption check that follows
ALL_ATTACKS = "end-of-creature-attacks"  # the Ongoing's ``until`` when the check waits for the creature's last attack
WIZARDHAVENS = "at one of his Wizardhavens"


def _instances(state: State, card: Card) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card is card and i.card.is_character]


def check_joins(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``joins_attacked_company``: a hazard creature attack has begun on another company of the card's player, none
    of its strikes assigned yet, and the card is at a Haven (or at one of his player's Wizardhavens, as it says)."""
    combat = state.combat
    if combat is None or combat.attack.kind not in HAZARD_CREATURES:
        return Verdict.refuse("no-creature-attack-to-join", f"{card.name} joins a company only as a hazard "
                              "creature attacks it.")
    company = state.companies[combat.attack.company]
    inst = next((i for i in _instances(state, card) if i.controller == company.owner), None)
    if inst is None:
        return Verdict.refuse("no-creature-attack-to-join", f"{combat.attack.label} attacks a company of another "
                              f"player than {card.name}'s.")
    own = state.company_of(inst.id)
    if own is not None and own.id == company.id:
        return Verdict.refuse("no-creature-attack-to-join", f"{card.name} is in {company.id}, the company attacked, "
                              "already.")
    if condition.joins_attacked_company == WIZARDHAVENS:
        if own is None or not _own_wizardhaven(state, company.owner, state.cards[own.site]):
            return Verdict.refuse("not-at-a-wizardhaven", f"{card.name} is not at one of {company.owner}'s "
                                  "Wizardhavens.")
    elif own is None or not state.cards[own.site].card.is_haven:
        return Verdict.refuse("not-at-a-haven", f"{card.name} is not at a Haven.")
    if combat.strikes or combat.step not in ("assign", "assign-remaining"):
        return Verdict.refuse("strikes-assigned-already", f"A strike of {combat.attack.label} is assigned already: "
                              f"{card.name} joins and takes his strike before any other is assigned (CRF 22).")
    return Verdict.allow()


def _own_wizardhaven(state: State, player: str, site: Instance) -> bool:
    """A Wizardhaven of ``player``'s: his copy of a printed one, or a site a card of his makes one."""
    return site.owner == player and stage_wizardhavens.wizardhaven_of(state, player, site.card)


def join_attacked_company(game: Game, entry: Declared, effect: JoinAttackedCompany) -> bool:
    s = game.state
    inst = s.cards[entry.card]
    combat = s.combat
    if combat is None or combat.strikes or inst.zone != IN_PLAY:
        s.log.append(f"{s.label(inst)}: no attack without strikes assigned to join")
        return True
    if s.followers(inst.id):
        raise NotModelledError(f"{s.label(inst)} joining another company with his followers")
    for ally in [i for i in s.attached(inst.id) if i.card.kind == "ally"]:
        s.move(ally.id, DISCARD)
        s.log.append(f"{s.label(ally)} is discarded: {s._name(inst.id)} leaves to join {combat.attack.company}")
    left = s.company_of(inst.id)
    inst.company = combat.attack.company
    if left is not None:   # he leaves his company: a card on it that goes then goes (Swarm of Bats)
        companies_left.left(s, left.id, inst)
    if left is not None and not s.characters(left.id):   # he was alone: his company is no more
        dissolve(s, left)
    s.log.append(f"{s._name(inst.id)} joins {combat.attack.company} and faces a strike of {combat.attack.label}")
    combat.strikes.append(Strike(inst.id, "defender"))
    several_attacks.assigned(s, combat.attack, inst.id)
    until = ALL_ATTACKS if effect.after == "all the creature's attacks" else "end-of-attack"
    s.ongoing.append(Ongoing(inst.id, inst.id, JOINED, 0, until, effect))
    from .flow import after_assignment   # flow imports what imports this module
    after_assignment(game)
    return True


def attack_ended(state: State, attack: Attack) -> None:
    """The attack is over: each character who joined for it makes a corruption check, then taps if untapped; one
    whose text waits for all the creature's attacks does so after the last, tapping first if its text says so (the
    last also when the attacks still waiting are never made: the creature gone from play, or discarded as its key no
    longer holds: the hook ``attack never made``)."""
    for ongoing in [o for o in state.ongoing if o.stat == JOINED and o.until in ("end-of-attack", ALL_ATTACKS)]:
        if ongoing.until == ALL_ATTACKS:
            if not several_attacks.is_last(state, attack):
                continue
            state.ongoing.remove(ongoing)
        inst = state.cards.get(ongoing.target)
        if inst is None or inst.zone != IN_PLAY:
            continue
        tap_first = isinstance(ongoing.how, JoinAttackedCompany) and ongoing.how.tap_first
        if tap_first and not inst.tapped and not inst.wounded:
            state.tap(inst.id)
            state.log.append(f"{state._name(inst.id)} taps after {attack.label}")
        check = Check(do="check", kind="corruption", who="target")
        entry = Declared(inst.controller, "ability", inst.id, actor=inst.id, target=inst.id, mode=AFTER,
                         data={"effects": (check,), "tap_after": not tap_first})
        state.chains.append(Chain("ability", inst.controller, [entry]))
        state.log.append(f"{state._name(inst.id)} must make a corruption check after {attack.label}"
                         + ("" if tap_first else ", then tap if untapped"))
