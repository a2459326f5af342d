"""What a Ringwraith avatar's own card does "as your Ringwraith" (CoE 2.II.2.1.R5, R7; players/as_your_ringwraith.py):
only his player's Ringwraith does it, never a Ringwraith follower, whose card's abilities cannot be initiated (R7)."""
from helpers import both_pass

from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.phases import hand_size


def _wraiths(company, site="Minas Morgul", phase="organization", discard=(), followers=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", list(company), site=site)
    for follower, of in followers:
        setup.follower(follower, of)
    setup.discard_pile("Alice", list(discard))
    setup.deck("Alice", ["Orc-draughts", "Foe Dismayed", "Steeds", "Blow Turned"])
    setup.set_phase(phase)
    return setup.build()


# ------------------------------------------------------------------ Ûvatha the Ringwraith
UVATHA = ["Hail of Darts", "Some Secret Art of Flame", "Black Mace", "Doors of Night"]


def test_uvatha_at_a_darkhaven_shuffles_a_resource_event_back_into_the_play_deck():
    game = _wraiths(["Ûvatha the Ringwraith"], discard=UVATHA)
    s = game.state
    assert "Alice" in s.described_decks
    game.apply(UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    both_pass(game)
    assert s.find("Hail of Darts").zone == "play deck"
    assert s.find("Ûvatha the Ringwraith").tapped
    assert "Alice" not in s.described_decks   # shuffled: its order is not known any more


def test_uvatha_takes_only_a_resource_event():
    game = _wraiths(["Ûvatha the Ringwraith"], discard=UVATHA)
    assert game.check(UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Some Secret Art of Flame"))   # a sorcery
    for other in ("Black Mace", "Doors of Night"):   # an item; a hazard event
        refused = game.check(UseAbility("Alice", "Ûvatha the Ringwraith", "take", other))
        assert refused.code == "invalid-target" and "resource event" in refused.sentence, refused


def test_uvatha_only_at_a_darkhaven_and_in_the_organization_phase():
    refused = _wraiths(["Ûvatha the Ringwraith"], site="Cirith Ungol", discard=UVATHA).check(
        UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    assert refused.code == "avatar-not-at-darkhaven", refused
    refused = _wraiths(["Ûvatha the Ringwraith"], phase="long-event", discard=UVATHA).check(
        UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    assert not refused and refused.code != "avatar-not-at-darkhaven", refused


def test_a_ringwraith_follower_initiates_no_ability_of_his_card():
    """R7: Ûvatha as Ren's follower, at a Darkhaven with Ren, his player's Ringwraith: not "your Ringwraith"."""
    game = _wraiths(["Ren the Ringwraith", "Ûvatha the Ringwraith"], discard=UVATHA,
                    followers=[("Ûvatha the Ringwraith", "Ren the Ringwraith")])
    refused = game.check(UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    assert refused.code == "ringwraith-follower-ability" and "2.II.2.1.R7" in refused.sentence, refused


# ------------------------------------------------------------------ Indûr the Ringwraith
INDUR = ["Some Secret Art of Flame", "Deeper Shadow", "Words of Menace and Deceit", "Hail of Darts"]


def test_indur_takes_a_magic_card_of_any_kind_at_the_beginning_of_his_end_of_turn_phase():
    game = _wraiths(["Indûr the Ringwraith"], site="Cirith Ungol", phase="end-of-turn", discard=INDUR)
    for magic in INDUR[:3]:   # a sorcery, shadow-magic, spirit-magic
        assert game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", magic)), magic
    refused = game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", "Hail of Darts"))
    assert refused.code == "invalid-target", refused
    game.apply(UseAbility("Alice", "Indûr the Ringwraith", "take", "Deeper Shadow"))
    both_pass(game)
    assert game.state.find("Deeper Shadow").zone == "hand"
    assert game.state.find("Indûr the Ringwraith").tapped


def test_indur_not_in_another_phase_nor_as_a_follower():
    game = _wraiths(["Indûr the Ringwraith"], phase="organization", discard=INDUR)
    assert game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", "Deeper Shadow")).code == "wrong-phase"
    game = _wraiths(["Ren the Ringwraith", "Indûr the Ringwraith"], phase="end-of-turn", discard=INDUR,
                    followers=[("Indûr the Ringwraith", "Ren the Ringwraith")])
    refused = game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", "Deeper Shadow"))
    assert refused.code == "ringwraith-follower-ability", refused


# ------------------------------------------------------------------ Hoarmûrath the Ringwraith
def test_hoarmurath_at_a_darkhaven_raises_his_players_hand_size_by_one():
    assert hand_size(_wraiths(["Hoarmûrath the Ringwraith"]).state, "Alice") == 9
    assert hand_size(_wraiths(["Hoarmûrath the Ringwraith"], site="Cirith Ungol").state, "Alice") == 8
    assert hand_size(_wraiths(["Ren the Ringwraith"]).state, "Alice") == 8


def test_hoarmurath_as_a_follower_raises_nothing():
    game = _wraiths(["Ren the Ringwraith", "Hoarmûrath the Ringwraith"],
                    followers=[("Hoarmûrath the Ringwraith", "Ren the Ringwraith")])
    assert hand_size(game.state, "Alice") == 8
