"""Ring special items kept off to the side with Rumours of Rings (items/kept_rings.py) and the ring Rolled down to
the Sea makes its opponent discard (playing/hand_effects.py, ``discard-from-hand`` with ``what = "ring"``): a ring
is taken in its player's organization phase, two at most, never The One Ring; it is played from there as though in
hand, but Rolled down to the Sea asks only the hand and the companies (CRF 22, Rumours of Rings; CoE g.disc.1)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.items.actions import KeepRing
from meccg_rules.engine.playing import hand_effects
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _organization(discard, sideboard=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.in_play("Rumours of Rings", owner="Alice")
    setup.discard_pile("Alice", list(discard))
    setup.sideboard("Alice", list(sideboard))
    setup.set_phase("organization")
    return setup.build()


def test_one_ring_each_organization_phase_from_discard_pile_or_sideboard():
    game = _organization(["Magic Ring of Lore"], ["Minor Ring", "Dagger of Westernesse"])
    assert game.check(KeepRing("Alice", "Dagger of Westernesse", "Rumours of Rings")).code == "cannot-keep-ring"
    game.apply(KeepRing("Alice", "Magic Ring of Lore", "Rumours of Rings"))
    s = game.state
    ring = s.find("Magic Ring of Lore")
    assert ring.zone == "off to the side" and ring.attached_to == s.find("Rumours of Rings").id
    assert game.check(KeepRing("Alice", "Minor Ring", "Rumours of Rings")).code == "cannot-keep-ring"


def test_never_the_one_ring_and_only_by_its_player():
    game = _organization(["The One Ring", "Minor Ring"])
    assert game.check(KeepRing("Alice", "The One Ring", "Rumours of Rings")).code == "cannot-keep-ring"
    assert not game.check(KeepRing("Bob", "Minor Ring", "Rumours of Rings"))


def test_two_at_most():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.in_play("Rumours of Rings", owner="Alice")
    host = setup.state.find("Rumours of Rings").id
    for name in ("Magic Ring of Lore", "Minor Ring"):
        setup.new(name, "Alice", "off to the side", attached_to=host)
    setup.discard_pile("Alice", ["Dwarven Ring of Barin's Tribe"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(KeepRing("Alice", "Dwarven Ring of Barin's Tribe", "Rumours of Rings")).code == \
        "cannot-keep-ring"


def _rolled_down(hand, borne=(), kept=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.in_play("Rumours of Rings", owner="Alice")
    host = setup.state.find("Rumours of Rings").id
    for name in kept:
        setup.new(name, "Alice", "off to the side", attached_to=host)
    if borne:
        setup.give("Aragorn II", list(borne))
    setup.hand("Alice", list(hand))
    setup.hand("Bob", ["Rolled down to the Sea"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Rolled down to the Sea"))
    both_pass(game)
    return game


def test_a_ring_in_hand_or_borne_is_his_choice_and_a_kept_one_is_not_offered():
    game = _rolled_down(["Precious Gold Ring"], borne=["Lesser Ring"], kept=["Magic Ring of Lore"])
    assert str(game.to_act()).startswith("Alice must discard")
    assert game.check(Discard("Alice", "Magic Ring of Lore")).code == "not-of-that-kind"
    game.apply(Discard("Alice", "Lesser Ring"))
    s = game.state
    assert s.find("Lesser Ring").zone == "discard pile" and s.find("Precious Gold Ring").zone == "hand"
    assert s.find("Magic Ring of Lore").zone == "off to the side"
    assert hand_effects.revealed(s, "Alice") is None


def test_no_ring_in_hand_or_company_reveals_the_hand():
    game = _rolled_down(["Dagger of Westernesse"], kept=["Magic Ring of Lore"])
    s = game.state
    assert s.find("Magic Ring of Lore").zone == "off to the side"
    assert hand_effects.revealed(s, "Alice") == ("Dagger of Westernesse",)


def test_only_a_ring_of_the_cards_alignment():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat", "Lugdush"], site="Mount Gram")
    setup.in_play("Whispers of Rings", owner="Alice")
    setup.discard_pile("Alice", ["Magic Ring of Lore", "Minor Ring"])
    setup.set_phase("organization")
    game = setup.build()
    verdict = game.check(KeepRing("Alice", "Magic Ring of Lore", "Whispers of Rings"))   # a hero ring
    assert not verdict and verdict.code == "cannot-keep-ring" and "9.2.4" in verdict.sentence
    assert game.check(KeepRing("Alice", "Minor Ring", "Whispers of Rings"))
