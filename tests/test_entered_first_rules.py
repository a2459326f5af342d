"""A resource event its text plays in the site phase waits until the company whose site phase it is has entered
its site (site_phase/entered_first.py; CoE 2.V, 2.V.ii.1; CRF 22, Site Phase > General): with or without a
character tapping to play it, on a target in that company or not (A Malady Without Healing on the opponent's
character); once the automatic-attacks are faced it may be played."""
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


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
