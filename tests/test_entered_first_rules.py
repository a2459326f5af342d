"""A resource event played in a company's site phase waits until that company has entered its site
(site_phase/entered_first.py; CoE 2.V, 2.V.ii.1; CRF 22, Site Phase > General): with or without a character tapping
to play it, on a target in that company or not (A Malady Without Healing on the opponent's character), its text
naming the site phase or not (Withdrawn to Mordor); once the automatic-attacks are faced it may be played. A
burglary attempt, made instead of facing them, is not held back."""
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource


def _malady(faced: bool):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Ciryaher"], site="Moria")
    setup.company("Fellowship", ["Legolas", "Gimli"], site="Moria", owner="Bob")
    setup.hand("Alice", ["A Malady Without Healing"])
    if faced:
        setup.faced("Raiders")
    setup.set_phase("site", "Raiders")
    return setup.build()


def test_a_site_phase_event_with_no_actor_waits_for_the_automatic_attacks():
    play = PlayEvent("Alice", "A Malady Without Healing", "Legolas")
    assert _malady(faced=False).check(play).code == "automatic-attacks-not-faced"
    assert _malady(faced=True).check(play)


def test_any_resource_event_waits_but_a_burglary_attempt_does_not():
    """Withdrawn to Mordor, playable in any phase, waits too (CRF 22, Site Phase > General: no resource before the
    automatic-attacks are faced); Burglary, an attempt made instead of facing them, does not."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Bilbo", "Aragorn II"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Withdrawn to Mordor", "Burglary"])
    setup.on_guard("Weariness of the Heart", "Fellowship")
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "Withdrawn to Mordor", "Fellowship's on-guard card")).code == \
        "automatic-attacks-not-faced"
    assert game.check(PlayResource("Alice", "Bilbo", "Burglary"))   # "Alice taps Bilbo to play Burglary."
