"""Detainment automatic-attacks made normal (CoE 3.II.2-3.II.4; CRF 22, Card Errata and Rulings, FEAR! FIRE! FOES!).

The primitive ``attack-becomes-normal``, played on a company (its site's detainment automatic-attack: the condition
``site_detainment_attack``, which the site phase decides), waits on that company for the rest of the turn. As each
automatic-attack of its site begins against it, one that is detainment against it becomes a normal attack (what its
strikes do to the characters they defeat, and whether it may be kept or scores, follow from that) and its prowess
changes by ``prowess`` for that attack. With ``against = "minion companies"`` this happens only if the company is
then a minion company as hazards see it: a Ringwraith or Balrog player's, or a Fallen-wizard player's overt one
(CoE 2.IV.vii.F1); against any other company the attack stays as it is, detainment with its prowess, and the card
played counts for nothing more. That is the engine's reading of the corrected "playable on a detainment
automatic-attack. Against a minion company the attack becomes normal (not detainment) and has -1 prowess": both
changes belong to the sentence that names a minion company. A site with several automatic-attacks is refused, not
modelled, where the card is played (only the one its player picks is changed).

A card in play with ``detainment_normal_above_stage_points`` makes every detainment attack on its player's companies
a normal one, of any kind, while he has more stage points than it says (``by_stage_points``: "If you have more than 7
stage points, all detainment attacks against your companies attack normally instead", the Fallen-wizard Alatar). The
engine's reading: his stage points are counted as the attack begins, and the attack stays what it became then.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY, Ongoing
from ..players import stage
from ..primitives import effects
from .detainment import hero_company

if TYPE_CHECKING:
    from ..core.behaviour import AttackBecomesNormal
    from ..core.chain import Declared
    from ..core.state import Attack, State
    from ..game import Game

STAT = "detainment made normal"     # an Ongoing's stat on the company; " against minion companies" may follow
MINION = " against minion companies"


def attack_becomes_normal(game: Game, entry: Declared, effect: AttackBecomesNormal) -> bool:
    """The target company's detainment automatic-attacks will be normal attacks this turn, their prowess changed."""
    s = game.state
    company = entry.target if entry.target in s.companies else s.active_company
    if not company:
        return True
    stat = STAT + (MINION if effect.against == "minion companies" else "")
    s.ongoing.append(Ongoing(entry.card, company, stat, effect.prowess, "end-of-turn"))
    whom = "against a minion company" if effect.against == "minion companies" else "against it"
    s.log.append(f"{effects.source_name(game, entry)}: this turn the detainment automatic-attacks {company} faces "
                 f"at its site are normal {whom}" + (f", {effect.prowess:+d} prowess" if effect.prowess else ""))
    return True


def begin(state: State, attack: Attack) -> None:
    """As an automatic-attack begins: made normal, its prowess changed, by what waits on the company facing it; any
    detainment attack made normal by a card of the company's player (``by_stage_points``)."""
    by_stage_points(state, attack)
    if attack.kind != "automatic-attack" or not attack.detainment:
        return
    for o in list(state.ongoing):
        if o.target != attack.company or not o.stat.startswith(STAT):
            continue
        if o.stat.endswith(MINION) and hero_company(state, attack.company):
            state.log.append(f"{attack.label} stays detainment: {attack.company} is no minion company "
                             f"({state._name(o.source)})")
            continue
        attack.detainment = False
        if o.by:
            state.ongoing.append(Ongoing(o.source, attack.id, "attack prowess", o.by, "end-of-turn"))
        state.log.append(f"{attack.label} is a normal attack, not detainment ({state._name(o.source)})")
        return


def by_stage_points(state: State, attack: Attack) -> None:
    """A detainment attack on a company whose player has more stage points than a card of his in play names is a
    normal attack."""
    company = state.companies.get(attack.company)
    if not attack.detainment or company is None:
        return
    have = stage.stage_points(state, company.owner)
    for inst in state.cards.values():
        above = inst.card.trait("detainment_normal_above_stage_points")
        if inst.zone == IN_PLAY and inst.controller == company.owner and above is not None and have > above:
            attack.detainment = False
            state.log.append(f"{attack.label} is a normal attack, not detainment: {company.owner} has {have} stage "
                             f"points ({state._name(inst.id)})")
            return
