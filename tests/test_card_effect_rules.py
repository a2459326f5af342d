"""A short-event that would have no effect cannot be played; a roll is an effect (CoE 5.1.2; CRF Playing a Card)."""
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def frodo_at_rivendell(tapped=False):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Frodo"], site="Rivendell")
    if tapped:
        setup.tap("Frodo")
    setup.hand("Alice", ["Halfling Strength"])
    setup.set_phase("organization")
    return setup.build()


def untap_frodo():
    return PlayEvent("Alice", "Halfling Strength", target="Frodo", mode="untapping")


def test_untapping_an_untapped_character_has_no_effect():
    assert frodo_at_rivendell().check(untap_frodo()).code == "no-effect"


def test_untapping_a_tapped_character_is_an_effect():
    assert frodo_at_rivendell(tapped=True).check(untap_frodo())


def test_a_roll_is_an_effect_even_when_no_result_could_matter():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Weathertop", origin="Rivendell")
    setup.hand("Bob", ["Weariness of the Heart"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Bob", "Weariness of the Heart", target="Legolas", mode="the corruption check"))
