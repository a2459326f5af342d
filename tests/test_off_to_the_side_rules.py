"""Cards off to the side (CoE glossary, off to the side; g.off.1) and the card that sets discarded characters aside
(``sets_aside_discarded``: Press-gang; the playing family's ``set_aside``)."""
from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.core.state import DISCARD, OFF_TO_THE_SIDE
from meccg_rules.engine.primitives.unique import check_unique
from meccg_rules.engine.setup import Setup


def _game():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.in_play("Press-gang")
    setup.hand("Bob", ["a second Legolas"])
    setup.set_phase("organization")
    return setup.build()


def test_a_character_set_aside_counts_for_uniqueness_and_goes_when_his_host_leaves_play():
    game = _game()
    s = game.state
    game.apply(Discard("Alice", "the first Legolas"))
    legolas = s.find("the first Legolas")
    assert legolas.zone == OFF_TO_THE_SIDE and legolas.attached_to == s.find("Press-gang").id
    refused = check_unique(s, s.find("the second Legolas"))
    assert not refused and "off to the side" in refused.sentence, refused
    s.move(s.find("Press-gang").id, DISCARD)
    assert legolas.zone == DISCARD   # CoE g.off.1
    assert check_unique(s, s.find("the second Legolas"))
