"""A special ring played from hand with a sage by Black Rain's roll (items/rings_by_roll.py, the primitive
``ring-by-roll``; the condition ``site_region_type``): playable only at a Ruins & Lairs in a Wilderness; the opponent
shows a character or reveals his hand; the roll gives the kinds of ring; the sage taps for the ring, which is of the
card's alignment unless the player is a Fallen-wizard (CoE 9.2.4, 6.2.F2; CRF 22, Black Rain)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing import hand_effects
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _black_rain(alignment="Fallen-wizard", site="Weathertop", bob=("Faramir",), origin="Mount Gram",
                via=("Angmar", "Arthedain")):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Seekers", ["Ciryaher", "Dâsakûn"], site=site, origin=origin, via=list(via))
    setup.hand("Alice", ["Black Rain", "Dwarven Ring of Barin's Tribe"])
    setup.version("Dwarven Ring of Barin's Tribe", "hero")
    setup.hand("Bob", list(bob))
    setup.set_phase("site", "Seekers")
    setup.faced("Seekers")
    return setup.build()


def test_not_playable_at_a_ruins_and_lairs_outside_a_wilderness():
    game = _black_rain(alignment="Ringwraith", site="Bandit Lair", origin="Dol Guldur", via=("Southern Mirkwood",
                                                                                          "Brown Lands"))
    verdict = game.check(PlayEvent("Alice", "Black Rain", target="Ciryaher"))
    assert not verdict and verdict.code == "not-playable-at-site" and "wilderness" in verdict.sentence


def test_no_character_to_show_reveals_the_hand_and_no_roll_follows():
    game = _black_rain(bob=("Cave-drake",))
    game.apply(PlayEvent("Alice", "Black Rain", target="Ciryaher"))
    both_pass(game)
    s = game.state
    assert hand_effects.revealed(s, "Bob") == ("Cave-drake",) and s.pending is None and not s.chains


def test_the_roll_gives_the_kinds_and_the_sage_taps_for_the_ring():
    game = _black_rain()
    game.apply(PlayEvent("Alice", "Black Rain", target="Ciryaher"))
    both_pass(game)
    game.apply(Roll("Alice", 5, "Black Rain"))   # a Spirit Ring only
    verdict = game.check(PlayEvent("Alice", "Dwarven Ring of Barin's Tribe"))
    assert not verdict and verdict.code == "wrong-ring"


def test_a_fallen_wizard_plays_the_hero_ring_with_the_sage_who_taps():
    game = _black_rain()
    game.apply(PlayEvent("Alice", "Black Rain", target="Ciryaher"))
    both_pass(game)
    game.apply(Roll("Alice", 9, "Black Rain"))
    game.apply(PlayEvent("Alice", "Dwarven Ring of Barin's Tribe"))
    s = game.state
    ring, sage = s.find("Dwarven Ring of Barin's Tribe"), s.find("Ciryaher")
    assert ring.zone == "in play" and ring.attached_to == sage.id and sage.tapped


def test_a_ringwraith_player_may_not_play_a_hero_ring_the_roll_allows():
    game = _black_rain(alignment="Ringwraith")
    game.apply(PlayEvent("Alice", "Black Rain", target="Ciryaher"))
    both_pass(game)
    game.apply(Roll("Alice", 9, "Black Rain"))   # a Dwarven Ring, but a hero one
    verdict = game.check(PlayEvent("Alice", "Dwarven Ring of Barin's Tribe"))
    assert not verdict and verdict.code == "ring-of-other-alignment" and "9.2.4" in verdict.sentence


def test_a_ringwraith_sage_rolls_at_minus_two():
    def rolled(roll):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Seekers", ["Dwar the Ringwraith"], site="Weathertop", origin="Mount Gram",
                      via=["Angmar", "Arthedain"])
        setup.hand("Alice", ["Black Rain", "Dwarven Ring of Barin's Tribe"])
        setup.version("Dwarven Ring of Barin's Tribe", "hero")
        setup.hand("Bob", ["Faramir"])
        setup.set_phase("site", "Seekers")
        setup.faced("Seekers")
        game = setup.build()
        game.apply(PlayEvent("Alice", "Black Rain", target="Dwar the Ringwraith"))
        both_pass(game)
        game.apply(Roll("Alice", roll, "Black Rain"))
        return game.check(PlayEvent("Alice", "Dwarven Ring of Barin's Tribe")).code
    assert rolled(9) == "wrong-ring"                  # 9 - 2 = 7: a Spirit Ring only
    assert rolled(10) == "ring-of-other-alignment"    # 10 - 2 = 8: a Dwarven Ring, but not a hero one
