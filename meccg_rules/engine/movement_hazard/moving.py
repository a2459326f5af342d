"""A company moves: its new site is revealed and it leaves its site of origin (CoE 2.IV.i, 2.IV.vi).

The moving company's player and the hazard player draw for its movement (``drawing``), and cards in play that
act on every moving company declare their effect on it next (step 6). Leaving an Under-deeps site, the
Under-deeps movement roll decides first whether it moves at all (CoE 2.IV.i.1; ``organization/under_deeps``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import LoseSkill
from ..core.chain import Declared
from ..core.state import IN_PLAY, Company, State
from ..organization import moving_again, under_deeps
from ..items import in_use
from ..players.alignments import spared
from . import lost_skills
from .drawing import draw_for_movement

if TYPE_CHECKING:
    from ..game import Game


def company_moves(state: State, company: Company) -> None:
    """The company moves: the draws for its movement, then what acts on moving companies."""
    draw_for_movement(state, company)
    moving_triggers(state, company)


def moving_triggers(state: State, company: Company) -> None:
    """Step 6 (CoE 2.IV.vi): cards in play that act on every moving company (Long Winter) declare it next."""
    for source in sorted((i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("when_moving")
                          and not spared(state, i.card, company.owner)),   # "no effect on a minion player"
                         key=lambda i: i.seq):
        effects = tuple(e.model_copy(update={"who": "target"}) if getattr(e, "who", "") == "company" else e
                        for e in source.card.trait("when_moving")
                        if not isinstance(e, LoseSkill) or lost_skills.losing(state, company.id, e))
        if not effects:   # a skill lost by no one here: its game condition never came into effect (CoE 9.6)
            continue
        state.triggered.append(Declared(state.resource_player, "passive", source.id, target=company.id,
                                        data={"effects": effects, "once": False, "what": "effect", "event": {}}))
        state.log.append(f"{state.label(source)} acts on {company.id}, now moving")


def under_deeps_rolled(game: Game, value: int) -> None:
    """The roll decides: the company moves and the draws follow, or it stays and nobody draws."""
    s = game.state
    company = s.current_company()
    site = under_deeps.destination(s, company)
    number = under_deeps.needed(s.cards[company.site].card, site.card) or 0
    bonuses = [(inst.card.fact("under_deeps_roll_bonus"), s.label(inst)) for inst in s.cards.values()
               if inst.zone == IN_PLAY and inst.card.fact("under_deeps_roll_bonus")
               and getattr(s.company_of(inst.id), "id", None) == company.id
               and (inst.card.kind != "item" or in_use.in_use(s, inst))]   # an item's, while in use (CoE 6.1)
    bonuses += [(-moving_again.complete_phases(s, company), s.label(inst)) for inst in s.cards.values()
                if inst.zone == IN_PLAY and inst.controller == company.owner
                and inst.card.fact("under_deeps_roll_less_complete_phases")
                and moving_again.complete_phases(s, company)]   # Gangways over the Fire: complete phases this turn
    if bonuses:   # a card in the company that helps it on (The Balrog, Cave Troll, Iron Shield of Old)
        total = value + sum(by for by, _ in bonuses)
        s.log.append(f"{company.id}'s Under-deeps movement roll: {value} " + " ".join(f"{by:+d} ({why})" for by, why
                                                                                    in bonuses) + f" = {total}")
        value = total
    if value < number:
        company.destination = None
        s.log.append(f"{value} is less than {number}: {company.id} stays where it is; {s.label(site)} goes back to "
                     "the location deck, and no one draws for the movement (CoE 2.IV.i.1)")
        return
    under_deeps.move(s, company)
    company_moves(s, company)
