"""Setting company composition while organizing (CoE 2.II.3; CRF 22, Organizing Companies, Followers).

Each change is one action, resolved at once (organizing allows no other action, CoE 2.II.1):

- moving a character under general influence, with his followers, to another company at the same site
  ("Alice moves Legolas into Rangers."), without creating a third company (CoE 2.II.3.4);
- splitting: some characters form a new company at the same site ("Alice forms Scouts with Legolas.");
  companies split this turn cannot join again, and all but one must declare movement before the
  organization phase ends (CoE 2.II.3.6; CRF 22, Organizing Companies);
- making a character a follower of a non-follower of his company, whose direct influence is at least his
  mind (CoE 2.II.3.2; CRF 22, Followers), or putting him under general influence when it has room
  (CoE 2.II.3.3).

Every company must keep the composition rules (CoE 2.II.3.1): away from a Haven at most seven characters
(Hobbits and Orc scouts count half), one leader, and no Dúnedain, Dwarves, Elves or Hobbits with Orcs or
Trolls. A company split at a Haven shares that Haven's site card here (the rules let the player put down
another copy, CoE 2.II.3.6.2; nothing in the engine depends on which).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import card_sites, companies_left, control, movement_limits
from ..players import ringwraith_followers
from ..core.errors import InputError, NotModelledError, Verdict
from .characters import check_organizing, dissolve, split_root, start_organizing
from .composition import check_composition, composition_problem
from ..core.state import IN_PLAY, Company, Instance, State

if TYPE_CHECKING:
    from .actions import FormCompany, MakeFollower, MoveToCompany, ToGeneralInfluence
    from ..game import Game

def with_followers(state: State, inst: Instance) -> list[Instance]:
    return [inst] + state.followers(inst.id)


def _own_character(game: Game, player: str, ref: str) -> tuple[Verdict, Instance]:
    s = game.state
    inst = s.find(ref, "character")
    if inst.zone != IN_PLAY or not inst.card.is_character or inst.controller != player:
        return Verdict.refuse("not-a-character", f"{s.label(inst)} is not {player}'s character in play."), inst
    if inst.agent_site is not None:  # an agent hazard stays a hazard (CRF 22, Rulings by Term > Agent)
        return Verdict.refuse("not-a-character", f"{s.label(inst)} is an agent hazard, not a character: it does "
                              "not become one while in play."), inst
    return Verdict.allow(), inst


def same_site(state: State, a: Company, b: Company) -> bool:
    """The same site: one site card, and for an Under-deeps site lying under a Wizardhaven (Deep Mines) the same
    surface site too, a copy under another Wizardhaven being another place."""
    return site_key(state, a) == site_key(state, b)


def site_key(state: State, company: Company) -> tuple[str, str]:
    site = state.cards[company.site]
    return card_sites.site_key(site), site.surface


# ------------------------------------------------------------------ moving a character to another company
def check_move(game: Game, action: MoveToCompany) -> Verdict:
    s = game.state
    verdict, inst = _organizing_own(game, action.player, action.character)
    if not verdict:
        return verdict
    into = s.get_company(action.company)
    source = s.companies[inst.company or ""]
    if into is source:
        return Verdict.refuse("in-that-company", f"{s.label(inst)} is in {into.id} already.")
    _split_costs(s, source)
    joining = ringwraith_followers.joins_another(inst)   # his own card lets him join another Ringwraith (Ûvatha)
    if (inst.follower_of is not None or inst.uncontrolled) and not joining:
        return Verdict.refuse("follower-moves-with-controller", f"{s.label(inst)} is a follower: he goes where "
                              "the character controlling him goes (CoE 2.II.3.4).")
    if into.owner != action.player or not same_site(s, source, into):
        return Verdict.refuse("not-at-same-site", f"{into.id} is not at {s.label(s.cards[source.site])}.")
    if joining:
        verdict = ringwraith_followers.check_join(s, inst, into.id)
        if not verdict:
            return verdict
    moving = with_followers(s, inst)
    if len(moving) == len(s.characters(source.id)) and split_root(s, source.id) == split_root(s, into.id):
        return Verdict.refuse("split-this-turn", f"{source.id} and {into.id} split this turn: they cannot join "
                              "again in the same organization phase (CoE 2.II.3.6).")
    return check_composition(s, into, moving)


def move(game: Game, action: MoveToCompany) -> None:
    s = game.state
    start_organizing(s)
    inst, into = s.find(action.character), s.get_company(action.company)
    source = s.companies[inst.company or ""]
    if ringwraith_followers.joins_another(inst):   # under that company's Ringwraith (Ûvatha)
        ringwraith_followers.join(s, inst, into.id)
    else:
        for character in with_followers(s, inst):
            character.company = into.id
        s.log.append(f"{s.label(inst)} moves into {into.id}")
    companies_left.left(s, source.id, inst)
    if not s.characters(source.id):
        dissolve(s, source)


# ------------------------------------------------------------------ splitting
def _split_costs(state: State, source: Company) -> None:
    """A company that may split only by tapping its characters (Enchanted Stream): not modelled, said."""
    by = movement_limits.taps_to_move(state, source)
    if by is not None:
        raise NotModelledError(f"not modelled: {source.id} splitting under {by} (its characters tap to split)")


def check_form(game: Game, action: FormCompany) -> Verdict:
    s = game.state
    verdict = check_organizing(game, action.player)
    if not verdict:
        return verdict
    name = action.company.strip()
    if not name or any(c.id.casefold() == name.casefold() for c in s.companies.values()):
        raise InputError(f"a company is already called {name!r}; give the new company another name")
    members: list[Instance] = []
    for ref in action.characters:
        verdict, inst = _own_character(game, action.player, ref)
        if not verdict:
            return verdict
        if inst.follower_of is not None or inst.uncontrolled:
            return Verdict.refuse("follower-moves-with-controller", f"{s.label(inst)} is a follower: he goes "
                                  "where the character controlling him goes (CoE 2.II.3.4).")
        members += with_followers(s, inst)
    sources = {m.company for m in members}
    if len(sources) != 1:
        return Verdict.refuse("split-from-one-company", "A new company is split from one company: "
                              f"{', '.join(sorted(str(c) for c in sources))} are several (CoE 2.II.3.6).")
    source = s.companies[members[0].company or ""]
    _split_costs(s, source)
    rest = [c for c in s.characters(source.id) if c not in members]
    if not rest:
        return Verdict.refuse("split-leaves-nobody", f"Every character of {source.id} would leave it: that is "
                              "not a split (CoE 2.II.3.6).")
    site = s.cards[source.site]
    problem = composition_problem(s, members, site, holders=()) or composition_problem(s, rest, site,
                                                                                        holders=(source.id,))
    if problem:
        return Verdict.refuse("company-composition", f"{problem}.")
    return Verdict.allow()


def form(game: Game, action: FormCompany) -> None:
    s = game.state
    start_organizing(s)
    first = s.find(action.characters[0])
    source = s.companies[first.company or ""]
    name = action.company.strip()
    s.companies[name] = Company(name, source.owner, source.site)
    for ref in action.characters:
        for character in with_followers(s, s.find(ref)):
            character.company = name
    s.turn.per_turn[("split", name)] = split_root(s, source.id)
    s.log.append(f"{name} splits from {source.id} at {s.label(s.cards[source.site])}")
    companies_left.left(s, source.id, first)


# ------------------------------------------------------------------ direct and general influence
def _organizing_own(game: Game, player: str, ref: str) -> tuple[Verdict, Instance]:
    """Organizing now, and ``ref`` is one of ``player``'s characters in play."""
    verdict = check_organizing(game, player)
    if not verdict:
        return verdict, game.state.find(ref, "character")
    return _own_character(game, player, ref)


def check_make_follower(game: Game, action: MakeFollower) -> Verdict:
    s = game.state
    verdict, inst = _organizing_own(game, action.player, action.character)
    if not verdict:
        return verdict
    verdict, controller = _own_character(game, action.player, action.controller)
    if not verdict:
        return verdict
    if inst.id == controller.id or inst.follower_of == controller.id:
        return Verdict.refuse("already-controlled", f"{s.label(inst)} is under {s.label(controller)}'s "
                              "direct influence already." if inst.id != controller.id else
                              f"{s.label(inst)} cannot control himself.")
    if s.followers(inst.id):
        return Verdict.refuse("has-followers", f"{s.label(inst)} controls followers: he cannot become one "
                              "(CoE 2.II.3.2).")
    if inst.company != controller.company:
        return Verdict.refuse("controller-other-company", f"{s.label(inst)} and {s.label(controller)} are not in "
                              "the same company (CoE 2.II.3.2).")
    return control.check_follower(s, controller, inst, leaving=inst.id)


def make_follower(game: Game, action: MakeFollower) -> None:
    s = game.state
    start_organizing(s)
    inst, controller = s.find(action.character), s.find(action.controller)
    inst.follower_of, inst.uncontrolled = controller.id, False
    s.log.append(f"{s.label(inst)} is now a follower of {s.label(controller)}")


def check_to_general(game: Game, action: ToGeneralInfluence) -> Verdict:
    s = game.state
    verdict, inst = _organizing_own(game, action.player, action.character)
    if not verdict:
        return verdict
    if ringwraith_followers.awaits_ringwraith(inst):
        return Verdict.refuse("ringwraith-follower-controller", f"{s.label(inst)} is a Ringwraith follower: only a "
                              "Ringwraith avatar of his player controls him (CoE 2.II.2.1.R5, R8).")
    if control.is_avatar(inst):
        return Verdict.refuse("avatar-not-follower", f"{s.label(inst)} is an avatar: he needs no influence.")
    if control.under_general_influence(inst):
        return Verdict.refuse("already-controlled", f"{s.label(inst)} is under general influence already.")
    used = control.general_influence_used(s, action.player) + control.mind(s, inst)
    limit = control.general_influence(s, action.player)
    if used > limit:
        return Verdict.refuse("general-influence-exceeded", f"{action.player}'s characters under general "
                              f"influence would have {used} mind, more than {limit} (CoE 2.II.3.3).")
    return Verdict.allow()


def to_general(game: Game, action: ToGeneralInfluence) -> None:
    s = game.state
    start_organizing(s)
    inst = s.find(action.character)
    inst.follower_of, inst.uncontrolled = None, False
    s.log.append(f"{s.label(inst)} is now under general influence")
