"""Summaries of play: "Fellowship defeats the automatic-attacks", "Fellowship defeats Orc-guard" and stated
outcomes stand for steps of play, and the engine takes them only when those steps could be taken now.

Entering a site (CoE 2.V.i-iv): the automatic-attacks are faced first, one after the other, then the creatures
revealed on-guard; the company has entered its site once they have all been faced. A summary stands for whole
attacks: never for the rest of one whose strikes are being assigned or fought (CoE 3), never inside a chain of
effects (CoE 9.5). Afterwards the state is that of the steps played: the next attack has begun, or the company
has entered its site. A refused summary changes nothing.
"""
import pytest
from helpers import moria, setting_aside

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning
from meccg_rules.engine.core.actions import Roll, StateOutcome
from meccg_rules.engine.site_phase.actions import (
    DefeatAttack,
    FaceAutomaticAttacks,
    PlayResource,
    RevealAutomaticAttack,
    RevealOnGuard,
)
from meccg_rules.engine.core.errors import IllegalActionError
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, HAND, MP_PILE

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Doubled Vigilance")

AUTOMATIC = DefeatAttack("Alice", "Fellowship", "the automatic-attacks")
ORC_GUARD = DefeatAttack("Alice", "Fellowship", "Orc-guard")
FOUR = ("Aragorn II", "Legolas", "Gimli", "Boromir II")  # as many as the strikes of Moria's automatic-attack


def orc_guard_revealed(characters=("Aragorn II", "Legolas", "Gimli")):
    """Fellowship entering Moria, Orc-guard revealed on-guard on it (it attacks after the automatic-attacks)."""
    game = moria(on_guard="Orc-guard", faced=False, characters=characters)
    game.apply(RevealOnGuard("Bob", "Orc-guard"))   # no chain: it joins the attacks to face (CoE 2.V.i)
    return game


def refused(game, action, code):
    """``action`` is refused with ``code``, and applying it raises and leaves the state as it was."""
    before = game.describe(), repr(game.state.combat), list(game.state.attacks), list(game.state.log)
    assert game.check(action).code == code
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert (game.describe(), repr(game.state.combat), list(game.state.attacks), list(game.state.log)) == before


def fight_the_automatic_attack(game):
    """Moria's automatic-attack fought for real: a strike for each of the four characters, each defeated."""
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    for character in FOUR:
        game.apply(AssignStrike("Alice", character))
    for character in FOUR:
        game.apply(ChooseStrike("Alice", character))
        game.apply(Roll("Alice", 12, f"{character}'s strike"))


def test_an_on_guard_creature_is_not_summarised_before_the_automatic_attacks():
    game = orc_guard_revealed()
    refused(game, ORC_GUARD, "after-automatic-attacks")   # CoE 2.V.i: it attacks after them


def test_the_automatic_attacks_are_not_summarised_once_their_fight_has_begun():
    game = moria(faced=False)
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    refused(game, AUTOMATIC, "automatic-attacks-begun")
    game.apply(AssignStrike("Alice", "Aragorn II"))
    refused(game, AUTOMATIC, "automatic-attacks-begun")
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(AssignStrike("Alice", "Gimli"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))        # its roll is awaited
    refused(game, AUTOMATIC, "only-strike-actions")


def test_a_summary_inside_a_chain_of_effects_is_refused():
    game = moria(on_guard="Doubled Vigilance", faced=False)
    game.apply(RevealOnGuard("Bob", "Doubled Vigilance", "Moria"))   # a hazard event: its chain is open
    assert game.state.chains
    refused(game, AUTOMATIC, "must-start-chain")


def test_a_creature_is_not_summarised_once_its_strikes_are_being_assigned():
    game = orc_guard_revealed(FOUR)
    fight_the_automatic_attack(game)
    assert game.state.combat is not None and game.state.combat.attack.label == "Orc-guard"
    game.apply(DoneAssigning("Alice"))                     # (all four are tapped) Bob assigns the strikes now
    refused(game, ORC_GUARD, "attack-being-fought")


def test_summarising_the_automatic_attacks_leaves_the_company_entered_with_no_fight_under_way():
    game = moria(faced=False)
    game.apply(AUTOMATIC)
    s = game.state
    company = s.companies["Fellowship"]
    assert company.automatic_attacks_faced and company.entered
    assert s.combat is None and s.attacks == [] and s.pending is None and s.chains == []
    refused(game, AUTOMATIC, "no-attack")


def test_after_the_automatic_attacks_the_revealed_creature_attacks_at_once_and_its_summary_ends_the_entering():
    game = orc_guard_revealed()
    game.apply(AUTOMATIC)
    s = game.state
    company = s.companies["Fellowship"]
    assert s.combat is not None and s.combat.attack.label == "Orc-guard"   # CoE 2.V.iv: it follows at once
    assert not company.entered
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring")).code == "automatic-attacks-not-faced"
    game.apply(ORC_GUARD)
    assert s.combat is None and s.attacks == [] and company.attacks_to_face == []
    assert company.entered and s.find("Orc-guard").zone == MP_PILE
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring"))


def test_a_creature_whose_attack_has_only_begun_is_summarised_and_its_fight_ends():
    game = orc_guard_revealed(FOUR)
    fight_the_automatic_attack(game)
    s = game.state
    assert s.combat is not None and s.combat.attack.label == "Orc-guard" and s.combat.strikes == []
    game.apply(ORC_GUARD)
    assert s.combat is None and s.attacks == [] and s.companies["Fellowship"].entered


def test_a_creature_revealed_as_an_automatic_attack_is_discarded_with_the_summary():
    setup = Setup("Alice", "Bob")
    setup.company("Delvers", ["Aragorn II", "Legolas"], site="The Under-grottos")
    setup.hand("Bob", ["Barrow-wight"])
    game = setup.build()
    game.apply(RevealAutomaticAttack("Bob", "Barrow-wight"))
    game.apply(DefeatAttack("Alice", "Delvers", "the automatic-attacks"))
    assert game.state.find("Barrow-wight").zone == DISCARD   # as after its attack (CoE 3.v)
    assert game.state.companies["Delvers"].entered


def test_a_creature_not_revealed_on_the_company_is_no_attack_to_summarise():
    game = moria(on_guard="Orc-guard")
    refused(game, ORC_GUARD, "no-attack")
    assert game.state.find("Orc-guard").zone != HAND


def test_a_stated_outcome_needs_a_card_waiting_for_one():
    game = moria()
    refused(game, StateOutcome("Alice", "Glamdring"), "unknown-outcome")


def test_no_summary_before_the_companys_site_phase():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.set_phase("movement/hazard", "Fellowship")
    refused(setup.build(), AUTOMATIC, "wrong-phase")
