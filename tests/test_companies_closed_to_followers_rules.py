"""A company closed to allies and Ringwraith followers (Fell Rider; players/companies_closed_to_followers.py), and
the Ringwraith followers a Black Horse frees of direct influence (players/ringwraith_followers.py)."""
from __future__ import annotations

import pytest
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.organization.actions import JoinCompanies, MoveToCompany
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _wraiths(mode: str | None, *, in_hand: bool = False, orcs_ally: bool = True) -> Setup:
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["Dwar the Ringwraith", "Ren the Ringwraith"], site="Minas Morgul")
    setup.follower("Ren the Ringwraith", "Dwar the Ringwraith")
    setup.give("Dwar the Ringwraith", ["War-wolf"])
    setup.company("Orcs", ["Shagrat"], site="Minas Morgul")
    if orcs_ally:
        setup.give("Shagrat", ["Great Bats"])
    if mode and in_hand:
        setup.hand("Alice", [mode])
    elif mode:
        setup.in_play(mode, on="Wraiths")
    setup.set_phase("organization")
    return setup


def test_fell_rider_discards_the_companys_allies_and_ringwraith_followers_as_it_resolves():
    game = _wraiths("Fell Rider", in_hand=True).build()
    s = game.state
    game.apply(PlayEvent("Alice", "Fell Rider", target="Wraiths"))
    assert s.find("War-wolf").zone == IN_PLAY and s.find("Ren the Ringwraith").zone == IN_PLAY   # not yet
    both_pass(game)
    assert s.find("Fell Rider").zone == IN_PLAY
    assert s.find("War-wolf").zone == DISCARD and s.find("Ren the Ringwraith").zone == DISCARD
    assert s.find("Dwar the Ringwraith").zone == IN_PLAY and s.find("Great Bats").zone == IN_PLAY   # another company's


def test_another_mode_card_discards_nothing_as_it_resolves():
    game = _wraiths("Heralded Lord", in_hand=True).build()
    game.apply(PlayEvent("Alice", "Heralded Lord", target="Wraiths"))
    both_pass(game)
    assert game.state.find("War-wolf").zone == IN_PLAY and game.state.find("Ren the Ringwraith").zone == IN_PLAY


@pytest.mark.parametrize("mode, code", [("Fell Rider", "company-closed"), ("Heralded Lord", None)])
def test_no_ally_joins_the_company_by_a_character_moving_in_nor_by_companies_joining(mode, code):
    game = _wraiths(mode).build()
    for action in (MoveToCompany("Alice", "Shagrat", "Wraiths"), JoinCompanies("Alice", "Orcs", "Wraiths"),
                   JoinCompanies("Alice", "Wraiths", "Orcs")):
        verdict = game.check(action)
        assert (verdict.code if not verdict else None) == code, action


def test_a_character_without_an_ally_or_ringwraith_follower_may_still_join():
    game = _wraiths("Fell Rider", orcs_ally=False).build()
    assert game.check(MoveToCompany("Alice", "Shagrat", "Wraiths"))


def test_the_query_names_the_ally_coming_with_a_character():
    from meccg_rules.engine.core import queries
    game = _wraiths("Fell Rider").build()
    s = game.state
    verdict = queries.veto("may join company", s, "Wraiths", [s.find("Shagrat")])
    assert not verdict and "Great Bats" in str(verdict)


def test_companies_joining_ask_it_both_ways():
    """The joined company holds the cards on both (CoE 2.II.3.5.1): asked of either; join_at_end refuses as not
    modelled what this refuses."""
    from meccg_rules.engine.organization import joining
    game = _wraiths("Fell Rider").build()
    s = game.state
    wraiths, orcs = s.companies["Wraiths"], s.companies["Orcs"]
    assert not joining._kept_out(s, orcs, wraiths) and not joining._kept_out(s, wraiths, orcs)


def test_each_black_horse_frees_one_ringwraith_follower_of_direct_influence_the_first_come():
    """Black Horse (AS-72): the engine's reading frees the company's Ringwraith followers that came into play first,
    one for each Black Horse in it (players/ringwraith_followers.needs_no_influence)."""
    from meccg_rules.engine.organization.control import mind, unused_direct_influence
    from meccg_rules.engine.players.ringwraith_followers import influence_needed
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["Dwar the Ringwraith", "Ren the Ringwraith", "Akhôrahil the Ringwraith"],
                  site="Minas Morgul")
    setup.follower("Ren the Ringwraith", "Dwar the Ringwraith")
    setup.follower("Akhôrahil the Ringwraith", "Dwar the Ringwraith")
    setup.give("Dwar the Ringwraith", ["Black Horse"])
    s = setup.build().state
    ren, akhorahil = s.find("Ren the Ringwraith"), s.find("Akhôrahil the Ringwraith")
    first, second = sorted((ren, akhorahil), key=lambda c: c.seq)
    assert (mind(s, first), mind(s, second)) == (0, 1)
    assert unused_direct_influence(s, s.find("Dwar the Ringwraith").id) == 4
    assert influence_needed(s, "Wraiths", 1) == 1   # the one Black Horse is taken
    s.move(s.find("Black Horse").id, DISCARD)
    assert mind(s, first) == 1
