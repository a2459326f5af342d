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


def _at_minas_morgul(mode: str | None, company: list[str], hand: list[str], black_horse: bool = False) -> Setup:
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", company, site="Minas Morgul")
    if mode:
        setup.in_play(mode, on="Wraiths")
    if black_horse:
        setup.give(company[0], ["Black Horse"])
    setup.hand("Alice", ["They Ride Together", *hand])
    setup.set_phase("organization")
    return setup


def _ride_together(game, *names: str):
    from meccg_rules.engine.playing.actions import PlayCharacterEvent
    return PlayCharacterEvent("Alice", "They Ride Together", names[0], company="Wraiths", others=tuple(names[1:]))


@pytest.mark.parametrize("mode, code", [("Fell Rider", "company-closed"), ("Heralded Lord", None)])
def test_no_card_brings_a_ringwraith_follower_into_a_closed_company(mode, code):
    game = _at_minas_morgul(mode, ["Dwar the Ringwraith"], ["Ren the Ringwraith"]).build()
    verdict = game.check(_ride_together(game, "Ren the Ringwraith"))
    assert (verdict.code if not verdict else None) == code


@pytest.mark.parametrize("mode, code", [("Fell Rider", "company-closed"), ("Heralded Lord", None)])
def test_no_ally_is_played_in_a_closed_company(mode, code):
    """War-wolf may be played at a Shadow-hold with an Orc automatic-attack (Goblin-gate)."""
    from meccg_rules.engine.site_phase.actions import PlayResource
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["Dwar the Ringwraith"], site="Goblin-gate")
    setup.in_play(mode, on="Wraiths")
    setup.hand("Alice", ["War-wolf"])
    setup.set_phase("site", "Wraiths")
    setup.faced("Wraiths")
    verdict = setup.build().check(PlayResource("Alice", "Dwar the Ringwraith", "War-wolf"))
    assert (verdict.code if not verdict else None) == code, verdict


def test_a_black_horse_frees_the_ringwraith_follower_it_brings_with_they_ride_together():
    """Black Horse frees one newcomer of his point; a second takes his (the engine's reading: the first come)."""
    from meccg_rules.engine.organization.control import unused_direct_influence
    for black_horse, followers, left in ((True, ["Ren the Ringwraith"], 5), (False, ["Ren the Ringwraith"], 4),
                                         (True, ["Ren the Ringwraith", "Akhôrahil the Ringwraith"], 4)):
        game = _at_minas_morgul(None, ["Dwar the Ringwraith"], followers, black_horse).build()
        game.apply(_ride_together(game, *followers))
        both_pass(game)
        s = game.state
        dwar = s.find("Dwar the Ringwraith")
        assert all(s.find(n).follower_of == dwar.id for n in followers)
        assert unused_direct_influence(s, dwar.id) == left, (black_horse, followers)


def test_a_black_horse_counts_when_they_ride_together_is_checked_one_place_each():
    """Akhôrahil's 3 points and a Black Horse: four Ringwraith followers, not five; none without the Black Horse; and
    none for the Black Horse once a follower has its place."""
    five = ["Ren the Ringwraith", "Dwar the Ringwraith", "Adûnaphel the Ringwraith", "Hoarmûrath the Ringwraith",
            "Indûr the Ringwraith"]
    game = _at_minas_morgul(None, ["Akhôrahil the Ringwraith"], five, black_horse=True).build()
    assert game.check(_ride_together(game, *five[:4]))
    assert game.check(_ride_together(game, *five)).code == "not-enough-direct-influence"
    game = _at_minas_morgul(None, ["Akhôrahil the Ringwraith"], five).build()
    assert game.check(_ride_together(game, *five[:4])).code == "not-enough-direct-influence"
    setup = _at_minas_morgul(None, ["Akhôrahil the Ringwraith", "Ren the Ringwraith"], five[1:], black_horse=True)
    setup.follower("Ren the Ringwraith", "Akhôrahil the Ringwraith")
    game = setup.build()
    assert game.check(_ride_together(game, *five[1:4]))
    assert game.check(_ride_together(game, *five[1:])).code == "not-enough-direct-influence"


PATH = ["Southern Mirkwood", "Anduin Vales", "High Pass"]


def _meeting():
    """Dwar in Fell Rider mode and Ren, a Ringwraith follower whose Ringwraith left play (R8; a company of another
    race would be discarded beside a Ringwraith, R3), at Goblin-gate as the movement/hazard phases end."""
    from meccg_rules.engine.organization import joining
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["Dwar the Ringwraith"], site="Goblin-gate", origin="Dol Guldur", via=PATH)
    setup.in_play("Fell Rider", on="Wraiths")
    setup.company("Lost", ["Ren the Ringwraith"], site="Goblin-gate", origin="Dol Guldur", via=PATH)
    setup.uncontrolled("Ren the Ringwraith")
    setup.set_phase("movement/hazard", "Wraiths")
    game = setup.build()
    game.state.turn.mh_done.extend(["Wraiths", "Lost"])
    joining.join_at_end(game)
    return game


def test_companies_that_must_join_with_a_closed_one_are_a_composition_problem_the_hazard_player_settles():
    """The engine's reading: Fell Rider's "none may join the company" is a company composition rule for CoE
    2.IV.6.1: nothing joins, the hazard player chooses the company that stays, the other returns to its site of
    origin."""
    from meccg_rules.engine.organization.actions import KeepCompany
    game = _meeting()
    s = game.state
    assert {"Wraiths", "Lost"} <= set(s.companies)
    assert s.pending is not None and s.pending.player == "Bob", s.pending
    assert "none may join Wraiths" in s.log[-1], s.log[-1]
    game.apply(KeepCompany("Bob", "Wraiths"))
    assert s.pending is None
    assert s.label(s.cards[s.companies["Lost"].site]).startswith("Dol Guldur")
    assert s.find("Ren the Ringwraith").company == "Lost"
    assert s.label(s.cards[s.companies["Wraiths"].site]).startswith("Goblin-gate")


def test_a_creature_is_not_made_an_ally_in_a_closed_company():
    """The engine's reading of Fell Rider's "none may join the company": Ready to His Will, which would make the
    attacking creature an ally under a character of the Fell Rider's company, is not played on him (the condition
    ``company_takes_an_ally``, organization/changed_kind); without Fell Rider it is. Dwar rides alone: away from a
    Darkhaven a Ringwraith's company holds only Ringwraiths (CoE 2.II.2.1.R3)."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    for mode, allowed in (("Fell Rider", False), ("Black Rider", True)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Host", ["Dwar the Ringwraith"], site="Moria", origin="Dol Guldur",
                      via=["Southern Mirkwood", "Anduin Vales", "Wold & Foothills", "Redhorn Gate"])
        setup.in_play(mode, on="Host")
        setup.hand("Alice", ["Ready to His Will"])
        setup.hand("Bob", ["Abductor"])
        setup.set_phase("movement/hazard", "Host")
        game = setup.build()
        game.apply(PlayCreature("Bob", "Abductor", "Border-land"))
        both_pass(game)
        verdict = game.check(PlayEvent("Alice", "Ready to His Will", "Dwar the Ringwraith"))
        assert bool(verdict) is allowed, (mode, verdict)
        if not allowed:
            assert verdict.code == "company-closed" and "none may join Host" in verdict.sentence, verdict


def test_every_card_making_a_creature_an_ally_asks_whether_the_company_takes_one():
    """The condition ``company_takes_an_ally`` on each card whose effects include ``become-ally``."""
    from meccg_rules.engine.core.cards import catalogue
    def makes_allies(effects):
        return any(getattr(e, "do", "") == "become-ally" for e in effects)
    makers = [c for c in catalogue().authored if makes_allies(c.trait("effects", ()))
              or any(makes_allies(m.effects) for m in c.modes)]
    assert makers
    for card in makers:
        assert any(getattr(c, "company_takes_an_ally", False) for c in card.trait("playable_if", ())), card.name
