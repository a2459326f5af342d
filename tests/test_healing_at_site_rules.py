"""A site whose text makes healing effects affect all characters there (Old Forest, CRF 22 Challenge Decks
wording): one healing effect heals every wounded character at the site; an untapping effect is not widened."""
from helpers import both_pass

from meccg_rules.engine.playing.actions import UseItem
from meccg_rules.engine.setup import Setup


def company_at(site, tapped=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site=site)
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.wound("Gimli")
    if "Legolas" in tapped:
        setup.tap("Legolas")
    else:
        setup.wound("Legolas")
    setup.set_phase("organization")
    return setup.build()


def heal_legolas(game):
    game.apply(UseItem("Alice", "Aragorn II", "Healing Herbs", "Legolas"))
    both_pass(game)
    return game.state


def test_healing_at_old_forest_heals_every_character_there():
    s = heal_legolas(company_at("Old Forest"))
    assert not s.find("Legolas").wounded and not s.find("Gimli").wounded


def test_healing_elsewhere_heals_only_its_target():
    s = heal_legolas(company_at("Bree"))
    assert not s.find("Legolas").wounded and s.find("Gimli").wounded


def test_untapping_at_old_forest_is_not_widened():
    s = heal_legolas(company_at("Old Forest", tapped=("Legolas",)))
    assert not s.find("Legolas").tapped and s.find("Gimli").wounded


def test_healing_at_rhosgobel_heals_every_character_there_too():
    s = heal_legolas(company_at("Rhosgobel"))       # its text says the same as the Old Forest's
    assert not s.find("Legolas").wounded and not s.find("Gimli").wounded


def test_with_ioreth_in_the_company_healing_one_heals_all_of_it_anywhere():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli", "Ioreth"], site="Bree")
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.wound("Gimli")
    setup.wound("Legolas")
    setup.set_phase("organization")
    s = heal_legolas(setup.build())
    assert not s.find("Legolas").wounded and not s.find("Gimli").wounded
