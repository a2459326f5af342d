"""Automatic-attacks that reveal a creature (CRF 22, Rulings by Term > Under-deeps; CoE 2.V.ii.4, 3.v).

The Under-grottos here is the hero version: Orcs, then a non-unique creature normally keyed to a Shadow-hold."""
from meccg_rules.engine.site_phase import revealed_automatic_attacks
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks, RevealAutomaticAttack
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, IN_PLAY


def at(site="The Under-grottos", hand=("Barrow-wight", "Cave-drake", "Orc-patrol"), phase="site", stealth=False):
    setup = Setup("Alice", "Bob")
    setup.company("Delvers", ["Aragorn II", "Legolas"], site=site)
    setup.hand("Bob", list(hand))
    if stealth:
        setup.in_play("Stealth", on="Delvers")
    setup.set_phase(phase, "Delvers")
    return setup.build()


def reveal(card):
    return RevealAutomaticAttack("Bob", card)


def test_a_creature_normally_keyed_to_what_the_site_names_is_revealed_and_attacks_in_its_place():
    game = at()
    assert game.check(reveal("Cave-drake")).code == "not-normally-keyed"   # Ruins & Lairs only
    game.apply(reveal("Barrow-wight"))
    assert game.state.find("Barrow-wight").revealed_to == ("Alice", "Bob")   # shown from his hand (The Hunt)
    assert game.check(reveal("Orc-patrol")).code == "no-revealed-attack"   # one creature for the one attack
    game.apply(FaceAutomaticAttacks("Alice", "Delvers"))
    queued = [a.label for a in [game.state.combat.attack] + game.state.attacks]
    assert queued == ["The Under-grottos's automatic-attack 1", "The Under-grottos's automatic-attack 2 (Barrow-wight)"]
    revealed = game.state.attacks[0]
    assert revealed.kind == "automatic-attack" and (revealed.strikes, revealed.prowess, revealed.body) == (1, 12, None)
    assert game.state.find("Barrow-wight").zone == IN_PLAY


def test_without_a_revealed_creature_that_automatic_attack_does_not_happen():
    game = at(hand=())
    game.apply(FaceAutomaticAttacks("Alice", "Delvers"))
    assert [a.label for a in [game.state.combat.attack] + game.state.attacks] == ["The Under-grottos's automatic-attack 1"]


def test_who_when_and_where():
    game = at()
    assert game.check(RevealAutomaticAttack("Alice", "Barrow-wight")).code == "wrong-player"
    assert at(phase="movement/hazard").check(reveal("Barrow-wight")).code == "wrong-phase"
    assert at(site="Moria").check(reveal("Orc-patrol")).code == "no-revealed-attack"
    game.apply(FaceAutomaticAttacks("Alice", "Delvers"))
    assert game.check(reveal("Barrow-wight")).code == "automatic-attacks-begun"


def test_a_unique_creature_is_refused_where_the_site_asks_for_a_non_unique_one():
    assert at(hand=("Rogrog",)).check(reveal("Rogrog")).code == "revealed-attack-unique"


def test_stealth_does_not_stop_it():
    assert at(stealth=True).check(reveal("Barrow-wight"))


def test_the_revealed_creature_is_discarded_after_its_attack_scoring_nothing():
    game = at()
    game.apply(reveal("Barrow-wight"))
    game.apply(FaceAutomaticAttacks("Alice", "Delvers"))
    state = game.state
    attack = state.attacks[0]
    revealed_automatic_attacks.finished(state, attack)
    assert state.find("Barrow-wight").zone == DISCARD
