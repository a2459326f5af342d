"""An ally turned on its controlling character (the effect ``turn-on-controller``, Stay Her Appetite): the roll
plus the ally's mind must be greater than its player's unused general influence, its controller's unused direct
influence and the margin (five, CRF 22 erratum); the attack is made against the controller alone, at the ally's
printed prowess plus a roll, detainment against a hero; the ally goes unless its attack is defeated, and an ally
with no prowess makes no attack but goes all the same (CRF 22, Card Errata and Rulings, Stay Her Appetite)."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.behaviour import Behaviour, traits_of
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.playing.card_events import may_attack
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.setup import Setup

# Noble Hound's prisoner clause and Goldberry's abilities take no part here
_set_aside = setting_aside("Noble Hound", "Goldberry")


def _played(ally="Noble Hound", roll=12):
    """Aragorn II (mind 9) and Legolas (mind 6, direct influence 2): Alice has 5 general influence left; the
    ally is Legolas's; Bob plays Stay Her Appetite on it and rolls."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.give("Legolas", [ally])
    return _rolled(setup, ally, roll)


def _rolled(setup, ally, roll):
    setup.hand("Bob", ["Stay Her Appetite"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Stay Her Appetite", ally))
    both_pass(game)
    game.apply(Roll("Bob", roll, "Stay Her Appetite"))
    return game


def test_the_roll_must_pass_both_influences_plus_five():
    # 11 + 1 (the hound's mind) = 12 is not greater than 5 + 2 + 5; with a margin of four it would be
    quiet = _played(roll=11)
    assert quiet.state.combat is None and quiet.state.pending is None
    assert quiet.state.find("Noble Hound").attached_to == quiet.state.find("Legolas").id
    turned = _played(roll=12)
    assert str(turned.to_act()) == "Bob must roll for Noble Hound's attack"


def test_its_attack_is_the_ally_s_prowess_plus_a_roll_against_its_controller_alone():
    game = _played()
    game.apply(Roll("Bob", 4, "Noble Hound's attack"))
    attack = game.state.combat.attack
    assert (attack.strikes, attack.prowess, attack.detainment) == (1, 3 + 4, True)
    assert game.check(AssignStrike("Alice", "Aragorn II")).code == "attack-against-another"
    assert game.check(AssignStrike("Alice", "Noble Hound")).code == "not-in-company"  # it does not defend
    assert game.check(AssignStrike("Alice", "Legolas")).allowed   # no "hound first": it is the attacker


@pytest.mark.parametrize("roll, discarded, legolas", [(2, True, "tapped, not wounded"), (3, False, "tapped")])
def test_the_ally_goes_unless_its_attack_is_defeated(roll, discarded, legolas):
    game = _played()
    game.apply(Roll("Bob", 4, "Noble Hound's attack"))          # prowess 7
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", roll, "Legolas's strike"))         # Legolas's prowess 5: 7 loses, 8 wins
    hound, elf = game.state.find("Noble Hound"), game.state.find("Legolas")
    assert (hound.zone == "discard pile") is discarded
    assert elf.tapped and not elf.wounded                       # detainment: tapped, never wounded


def test_an_ally_with_no_prowess_makes_no_attack_and_goes_all_the_same():
    game = _played("Goldberry")                                 # mind 2: 14 > 12
    assert game.state.combat is None and not game.state.attacks
    assert game.state.find("Goldberry").zone == "discard pile"
    stays = _played("Goldberry", roll=10)                       # 12, not greater than 12
    assert stays.state.find("Goldberry").zone == "in play"


def test_a_ringwraith_player_s_extra_general_influence_counts():
    # 20 - 13 = 7 unused, and five more on top (CoE 1.12.R1): 12 + 1 (the wolf's mind) is not above 7 + 5 + 0 + 5
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Fellowship", ["Shagrat", "Lugdush", "Orc Tracker"], site="Dol Guldur")
    setup.give("Shagrat", ["War-wolf"])
    game = _rolled(setup, "War-wolf", 12)
    assert game.state.pending is None and game.state.find("War-wolf").zone == "in play"
    assert "= 13 against 12 (Alice's unused general influence) +0 (Shagrat's unused direct influence) +5 = 17" \
        in game.state.log[-1]


def test_the_effect_may_create_an_attack_and_may_remove_an_ally():
    card = catalogue().get("Stay Her Appetite")
    assert may_attack(card) and "may-remove-ally" in card.traits
    invented = Behaviour.model_validate({"id": "XX-1", "summary": "an invented card", "target": "ally",
                                         "effects": [{"do": "turn-on-controller", "beyond": 2}]})
    assert "may-remove-ally" in traits_of(invented)


def test_a_noble_hound_does_not_shield_the_character_the_attack_is_made_against_alone():
    # Legolas controls Noble Hound and Gwaihir; Gwaihir turns on him: its attack is his alone, the hound may not be
    # assigned its strike, so it need not take one first (CRF 22, The Hunt: the hound does not shield Alatar either)
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.give("Legolas", ["Noble Hound", "Gwaihir"])
    game = _rolled(setup, "Gwaihir", 12)
    game.apply(Roll("Bob", 4, "Gwaihir's attack"))
    assert game.check(AssignStrike("Alice", "Noble Hound")).code == "attack-against-another"
    assert game.check(AssignStrike("Alice", "Legolas")).allowed
