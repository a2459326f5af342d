"""A Ringwraith is no Nazgûl for an effect that names the Nazgûl (CRF 22, Rulings by Term > Ringwraith): races match
by name only, singular or plural and diacritics aside (a site's "Nazgul" automatic-attack is a Nazgûl attack); and in
company versus company combat the defending player takes resource/character actions in the other player's turn
(CoE 3.V, 3.V.vi), using The One Ring on the strike his bearer faces among them."""
from meccg_rules.engine.combat.actions import AssignCompanyStrike, AttackCompany, ChooseStrike
from meccg_rules.engine.playing import resource_actions
from meccg_rules.engine.primitives.races import race_named
from meccg_rules.engine.setup import Setup


def test_races_match_by_name_diacritics_aside_and_a_ringwraith_is_no_nazgul():
    assert race_named("Nazgul", ["Undead", "Nazgûl"])
    assert race_named("Orc", ["Orcs"])
    assert not race_named("Ringwraith", ["Undead", "Nazgûl"])


def test_the_defender_takes_resource_actions_in_company_versus_company_combat():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.turn_number(3)
    setup.company("Wraiths", ["The Witch-king"], site="Bree")
    setup.company("Fellowship", ["Frodo"], site="Bree", owner="Bob")
    setup.give("Frodo", ["The One Ring"])
    setup.faced("Wraiths")
    game = setup.build()
    ring = game.state.find("The One Ring").card
    assert not resource_actions.check_turn(game.state, "Bob", ring)   # not his turn, no combat
    game.apply(AttackCompany("Alice", "Wraiths", "Fellowship"))
    game.apply(AssignCompanyStrike("Bob", "The Witch-king", "Frodo"))
    game.apply(ChooseStrike("Bob", "Frodo"))
    assert resource_actions.check_turn(game.state, "Bob", ring)
