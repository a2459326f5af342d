"""A card stored by another card's effect, named as that card is played (organization/named_storing.py,
``store-named``): Wizard's Trove's other use, one miscellaneous marshalling point card stored at one of its player's
Wizardhavens, the site its text names for its storing read as that Wizardhaven, the Trove placed with it and the card
worth full points to its Fallen-wizard (CoE 2.II.4, 10.F1, 10.F2)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, MP_PILE
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.organization.actions import StoreItem
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.players import stage, stage_wizardhavens
from meccg_rules.engine.setup import Setup

TROVE = "Wizard's Trove"
STORING = "storing a card"


def keepers(*, site="Isengard", carried="Rescue Prisoners", on="Legolas", item=False):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Keepers", ["Bilbo", "Legolas"], site=site)
    if item:
        setup.give(on, [carried])
    else:
        setup.in_play(carried, on=on)
    setup.hand("Alice", [TROVE])
    setup.set_phase("organization")
    return setup.build()


def play(game, named="Rescue Prisoners", mode=STORING):
    site = game.state.cards[game.state.companies["Keepers"].site].id
    return PlayEvent("Alice", TROVE, target=site, mode=mode, named=named)


def test_the_trove_stores_the_named_card_and_goes_with_it():
    game = keepers()
    game.apply(play(game))
    both_pass(game)
    s = game.state
    stored, trove = s.find("Rescue Prisoners"), s.find(TROVE)
    assert stored.zone == MP_PILE and stored.stored_at == "Isengard"
    assert trove.zone == MP_PILE and trove.attached_to == stored.id
    assert scoring.fallen_wizard_points(s, stored, 2, "Alice") == 2   # full points, not the usual one (CoE 10.F1)
    assert stage.stage_points(s, "Alice") == 1   # the Trove keeps its stage point with the stored card
    assert not stage_wizardhavens.protected(s, s.cards[s.companies["Keepers"].site])   # the first use's only


def test_the_card_stored_without_the_trove_gives_one_point():
    game = keepers()
    game.apply(StoreItem("Alice", "Rescue Prisoners"))
    both_pass(game)
    s = game.state
    stored = s.find("Rescue Prisoners")
    assert stored.zone == MP_PILE
    assert scoring.fallen_wizard_points(s, stored, 2, "Alice") == 1


def test_the_site_its_text_names_is_read_as_the_wizardhaven():
    """That Ain't No Secret is stored only at a Darkhaven (its text): through the Trove, at Isengard."""
    game = keepers(carried="That Ain't No Secret")
    assert game.check(StoreItem("Alice", "That Ain't No Secret")).code == "not-where-stored"
    game.apply(play(game, named="That Ain't No Secret"))
    both_pass(game)
    s = game.state
    stored = s.find("That Ain't No Secret")
    assert stored.zone == MP_PILE and stored.stored_at == "Isengard"
    assert s.find(TROVE).attached_to == stored.id


def test_a_card_must_be_named_and_only_with_the_storing_use():
    game = keepers()
    assert game.check(play(game, named="")).code == "must-name"
    assert game.check(play(game, mode="The White Tree")).code in ("names-nothing", "not-stored-there")


def test_only_a_miscellaneous_marshalling_point_card():
    game = keepers(carried="Glamdring", item=True)
    assert game.check(play(game, named="Glamdring")).code == "invalid-named"


def test_only_a_card_of_a_character_at_the_wizardhaven():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Keepers", ["Bilbo"], site="Isengard")
    setup.company("Rangers", ["Legolas"], site="Bree")
    setup.in_play("Rescue Prisoners", on="Legolas")
    setup.hand("Alice", [TROVE])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(play(game)).code == "invalid-named"


def test_only_at_one_of_the_player_s_wizardhavens():
    game = keepers(site="Rivendell")
    assert game.check(play(game)).code == "not-own-wizardhaven"


def test_an_item_s_bearer_makes_his_corruption_check():
    """Elven Rope, a minor item of miscellaneous points: stored as any item, after its bearer's check."""
    game = keepers(carried="Elven Rope", item=True)
    game.apply(play(game, named="Elven Rope"))
    both_pass(game)
    s = game.state
    assert s.find("Elven Rope").zone == IN_PLAY   # waiting for the roll
    game.apply(Roll("Alice", 9, "Legolas's corruption check"))
    assert s.find("Elven Rope").zone == MP_PILE and s.find(TROVE).attached_to == s.find("Elven Rope").id


def test_nothing_to_store_discards_the_trove():
    game = keepers()
    game.apply(play(game))
    s = game.state
    s.move(s.find("Rescue Prisoners").id, DISCARD)   # gone before the Trove resolves
    both_pass(game)
    assert s.find(TROVE).zone == DISCARD


def test_the_trove_leaves_the_pile_with_the_stored_card():
    game = keepers()
    game.apply(play(game))
    both_pass(game)
    s = game.state
    s.move(s.find("Rescue Prisoners").id, DISCARD)
    assert s.find(TROVE).zone == DISCARD


def test_no_miscellaneous_card_is_worth_more_stored_at_a_site_it_names():
    """The Trove reads a stored card's own storing site as the Wizardhaven; a miscellaneous card worth more "if stored
    at" a site would need that reading in ``storing.stored_points`` too: none is known (named_storing.py)."""
    from meccg_rules.engine.core.cards import catalogue
    found = [c.name for c in catalogue().cards
             if c.fact("mp_type") == "miscellaneous" and c.fact("marshalling_points_stored")]
    assert not found, f"miscellaneous cards worth more stored at a site, unread by Wizard's Trove: {found}"
