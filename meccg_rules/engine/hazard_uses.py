"""Using a hazard permanent-event in play during a movement/hazard phase (CRF 22, Playing Hazards).

A hazard permanent-event that may be tapped (or untapped, or discarded) for an effect is used by the
hazard player during a company's movement/hazard phase, and that use does not count against the hazard
limit unless the card says so (``hazard_limit`` on the ability); like every action of the hazard
player, it needs the limit not reached yet (CoE 2.IV.iii.1). "Bob taps Power Built by Waiting."
raises the hazard limit against the company by one; "Bob untaps Power Built by Waiting." uses two
against the hazard limit. The use is declared in a chain of effects, like any action; its count is
checked at declaration and again at resolution (CoE 2.IV.iii.1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, hazards
from .chain import HAZARD, Declared
from .errors import Verdict
from .playing import cancel

if TYPE_CHECKING:
    from .behaviour import Ability
    from .game import Game
    from .state import Instance

USE = "hazard-use"   # the declared kind


def check(game: Game, player: str, inst: Instance, ability: Ability) -> Verdict:
    s = game.state
    if player != s.hazard_player:
        return Verdict.refuse("wrong-player", f"Only the hazard player uses {inst.name}.")
    if s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", f"{inst.name} is used during a company's movement/hazard phase.")
    verdict = hazards.still_playing(s)
    if not verdict:
        return verdict
    verdict = game.responding(player)
    if not verdict:
        return verdict
    if ability.cost == "untap card" and not inst.tapped:
        return Verdict.refuse("card-untapped", f"{s.label(inst)} is not tapped.")
    if ability.cost == "tap card" and inst.tapped:
        return Verdict.refuse("card-tapped", f"{s.label(inst)} is tapped.")
    company = s.current_company()
    limit = hazards.hazard_limit(s)
    if company.hazards_played >= limit:  # an active condition of every hazard action (CoE 2.IV.iii.1)
        return Verdict.refuse("hazard-limit", f"The hazard limit of {company.id} ({limit}) has been reached.")
    if ability.hazard_limit and company.hazards_played + ability.hazard_limit > limit:
        return Verdict.refuse("hazard-limit", f"Using {inst.name} counts {ability.hazard_limit} against the "
                              f"hazard limit of {company.id} ({limit}), {company.hazards_played} used already.")
    return Verdict.allow()


def use(game: Game, player: str, inst: Instance, ability: Ability) -> None:
    """The cost is paid at declaration: the card taps or untaps, the hazard limit counts what the card says."""
    s = game.state
    if ability.cost == "untap card":
        s.untap(inst.id)
    else:
        s.tap(inst.id)
    s.current_company().hazards_played += ability.hazard_limit
    game.declare(Declared(player, USE, inst.id, actor=inst.id, mode=ability.name,
                          data={"effects": ability.effects, "counts": ability.hazard_limit}), HAZARD)


def resolve(game: Game, entry: Declared) -> bool:
    if entry.data.get("counts") and not hazards.within_limit_at_resolution(game.state):
        return cancel(game, entry, "the hazard limit has been exceeded (CoE 2.IV.iii.1)")
    return effects.run(game, entry, entry.data["effects"])
