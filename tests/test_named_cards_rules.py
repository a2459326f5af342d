"""Cards for one named character (Return of the King): a manifestation of that character is another card
(CRF 22, Rulings by Term > Manifestations [Van 1999])."""
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

ROTK = "Return of the King"


def at(site, character, denethor=False):
    setup = Setup("Alice", "Bob")
    setup.company("Heirs", [character], site=site)
    setup.hand("Alice", [ROTK])
    if denethor:
        setup.in_play("Denethor II")
    setup.set_phase("organization")
    return setup.build()


def test_the_named_character_at_the_named_site_may_have_it():
    assert at("Minas Tirith", "Aragorn II").check(PlayEvent("Alice", ROTK, "Aragorn II"))


def test_a_manifestation_of_the_named_character_may_not():
    verdict = at("Minas Tirith", "Strider").check(PlayEvent("Alice", ROTK, "Strider"))
    assert verdict.code == "invalid-target" and "Strider is another card" in verdict.sentence


def test_the_site_and_the_other_conditions_still_hold():
    assert at("Pelargir", "Aragorn II").check(PlayEvent("Alice", ROTK, "Aragorn II")).code == "not-playable-at-site"
    assert at("Minas Tirith", "Aragorn II", denethor=True).check(
        PlayEvent("Alice", ROTK, "Aragorn II")).code == "condition-missing"
