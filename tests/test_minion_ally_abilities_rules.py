"""Great Bats and Regiment of Black Crows (CRF 22, Card Errata and Rulings): one copy in a given company
(``cannot_be_duplicated = "in company"``, primitives/unique.py), the Crows only at a non-Under-deeps Ruins & Lairs
(site_phase/playable.py), the Bats' tap removing an attack's "attacker chooses defending characters" and the
Crows' tap cancelling a hazard creature's attack not keyed to the site, the creature back to its player's hand (an
Ahunt's too: [CoE 2024]; combat/effects.py, combat/attacks.py ``check_not_at_site``)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike
from meccg_rules.engine.core.behaviour import Cancel
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import JoinCompanies
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.primitives.unique import company_copies
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks, PlayResource


def _raiders(site="Moria", origin="Dol Guldur", give=(), hand=(), bob=(), phase="site", others=(), active="Raiders"):
    """A Ringwraith player's company Raiders (Perchen, Ufthak) moving from ``origin`` to ``site``; ``active``: the
    company whose phase it is."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Perchen", "Ufthak"], site=site, origin=origin)
    for name, characters, where in others:
        setup.company(name, characters, site=where, origin=origin if where == site else None)
    for character, cards in give:
        setup.give(character, list(cards))
    setup.hand("Alice", list(hand))
    setup.hand("Bob", list(bob))
    if phase == "site":
        setup.faced(active)
    setup.set_phase(phase, active if phase in ("site", "movement/hazard") else None)
    return setup.build()


# ------------------------------------------------------------------ one copy in a given company
def test_a_second_copy_under_another_character_of_the_company_is_refused():
    game = _raiders(give=[("Perchen", ["Great Bats"])], hand=["a second Great Bats"])
    verdict = game.check(PlayResource("Alice", "Ufthak", "the second Great Bats"))
    assert verdict.code == "cannot-be-duplicated"
    assert "Raiders" in verdict.sentence


def test_a_second_copy_in_another_company_is_allowed():
    game = _raiders(give=[("Perchen", ["Great Bats"])], hand=["a second Great Bats"],
                    others=[("Scouts", ["Shagrat"], "Moria")], active="Scouts")
    game.apply(PlayResource("Alice", "Shagrat", "the second Great Bats"))
    both_pass(game)
    assert game.state.find("the second Great Bats").attached_to == game.state.find("Shagrat").id


def test_a_copy_that_reached_the_company_meanwhile_discards_the_second_as_it_resolves():
    game = _raiders(hand=["Great Bats", "a second Great Bats"])
    game.apply(PlayResource("Alice", "Ufthak", "the second Great Bats"))
    bats = game.state.find("the first Great Bats")   # put there while the play waits, as if by another effect
    game.state.move(bats.id, "in play", attached_to=game.state.find("Perchen").id)
    both_pass(game)
    assert game.state.find("the second Great Bats").zone == "discard pile"


def test_the_other_minion_ally_printed_so_is_held_to_the_same_limit():
    game = _raiders(site="Dimrill Dale", give=[("Perchen", ["Regiment of Black Crows"])],
                    hand=["a second Regiment of Black Crows"])
    assert game.check(PlayResource("Alice", "Ufthak", "the second Regiment of Black Crows")).code \
        == "cannot-be-duplicated"


def test_characters_bringing_two_copies_together_are_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Perchen"], site="Moria")
    setup.company("Scouts", ["Shagrat"], site="Moria")
    setup.give("Perchen", ["Great Bats"])
    setup.give("Shagrat", ["a second Great Bats"])
    setup.set_phase("organization")
    verdict = setup.build().check(JoinCompanies("Alice", "Scouts", "Raiders"))
    assert verdict.code == "not-modelled"
    assert "Great Bats" in verdict.sentence


# ------------------------------------------------------------------ where the Crows are played
def test_the_crows_are_played_at_a_ruins_and_lairs_but_not_an_under_deeps_one():
    assert _raiders(site="Dimrill Dale", hand=["Regiment of Black Crows"]).check(
        PlayResource("Alice", "Ufthak", "Regiment of Black Crows"))
    game = _raiders(site="The Gem-deeps", origin=None, hand=["Regiment of Black Crows"])
    assert game.check(PlayResource("Alice", "Ufthak", "Regiment of Black Crows")).code == "not-playable-at-site"


# ------------------------------------------------------------------ Great Bats: no attacker's choice
def _cave_drake(holder_has, key="Wilderness", site="Dimrill Dale"):
    game = _raiders(site=site, give=[("Perchen", [holder_has])], bob=["Cave-drake"], phase="movement/hazard")
    game.apply(PlayCreature("Bob", "Cave-drake", key))
    both_pass(game)
    return game


def test_the_bats_let_the_defending_player_assign_the_strikes():
    game = _cave_drake("Great Bats")
    assert game.check(AssignStrike("Alice", "Ufthak")).code == "attacker-assigns-now"
    game.apply(UseAbility("Alice", "Great Bats", "remove the attacker's choice"))
    both_pass(game)
    assert game.check(AssignStrike("Alice", "Ufthak"))
    assert game.check(AssignStrike("Bob", "Ufthak")).code == "defender-assigns-first"


def test_the_bats_need_an_attack_whose_attacker_chooses():
    game = _raiders(site="Dimrill Dale", give=[("Perchen", ["Great Bats"])], bob=["Orc-lieutenant"],
                    phase="movement/hazard")
    game.apply(PlayCreature("Bob", "Orc-lieutenant", "Wilderness"))
    both_pass(game)
    assert game.check(UseAbility("Alice", "Great Bats", "remove the attacker's choice")).code \
        == "attacker-does-not-choose"


def test_the_bats_come_too_late_once_a_strike_is_assigned():
    game = _cave_drake("Great Bats")
    game.apply(AssignStrike("Bob", "Ufthak"))
    assert game.check(UseAbility("Alice", "Great Bats", "remove the attacker's choice")).code \
        == "attack-strikes-assigned"


# ------------------------------------------------------------------ the Crows: cancel, the creature back to hand
def test_the_crows_cancel_an_attack_keyed_to_a_region_type_and_the_creature_goes_back_to_hand():
    game = _cave_drake("Regiment of Black Crows")
    game.apply(UseAbility("Alice", "Regiment of Black Crows", "cancel the attack"))
    both_pass(game)
    s = game.state
    assert s.combat is None
    drake = s.find("Cave-drake")
    assert (drake.zone, drake.owner) == ("hand", "Bob")


def test_the_crows_do_not_cancel_an_attack_keyed_to_the_site():
    game = _cave_drake("Regiment of Black Crows", key="Ruins & Lairs")
    assert game.check(UseAbility("Alice", "Regiment of Black Crows", "cancel the attack")).code == "invalid-target"


def test_the_crows_do_not_cancel_an_automatic_attack():
    game = _raiders(site="Moria", give=[("Perchen", ["Regiment of Black Crows"])])
    game.state.companies["Raiders"].automatic_attacks_faced = False
    game.apply(FaceAutomaticAttacks("Alice", "Raiders"))
    assert game.state.combat is not None
    assert game.check(UseAbility("Alice", "Regiment of Black Crows", "cancel the attack")).code == "invalid-target"


def test_the_crows_cancel_an_ahunt_attack_and_the_long_event_goes_back_to_hand():
    game = _raiders(site="Gladden Fields", give=[("Perchen", ["Regiment of Black Crows"])],
                    bob=["Bairanax Ahunt"], phase="movement/hazard")
    game.apply(PlayEvent("Bob", "Bairanax Ahunt"))
    both_pass(game)
    assert game.state.combat is not None and game.state.combat.attack.kind == "ahunt"
    game.apply(UseAbility("Alice", "Regiment of Black Crows", "cancel the attack"))
    both_pass(game)
    assert game.state.find("Bairanax Ahunt").zone == "hand"


def test_only_a_cancel_of_an_attack_says_where_the_attacker_goes():
    with pytest.raises(ValueError):
        Cancel(do="cancel", what="strike", attacker_to="hand")
    with pytest.raises(ValueError):
        Cancel(do="cancel", what="attacker chooses", not_keyed_to_site=True)


def test_a_card_without_the_limit_has_no_company_copies():
    game = _raiders(give=[("Perchen", ["Great Bats"]), ("Ufthak", ["Cave Troll"])])
    s = game.state
    holders = [s.find("Perchen").id, s.find("Ufthak").id]
    assert [i.name for i in company_copies(s, s.find("Great Bats").card, holders)] == ["Great Bats"]
    assert company_copies(s, s.find("Cave Troll").card, holders) == []
