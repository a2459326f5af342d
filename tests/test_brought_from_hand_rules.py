"""A card brought from the hand by another card's effect (playing/brought_from_hand.py, ``bring-from-hand``): Wizard's
Trove bringing The White Tree to a Wizardhaven of its player, the tree's text ignored, its uniqueness too (CRF 22,
Wizard's Trove); the conditions ``own_wizardhaven`` and ``hand_holds_named``; the Trove's full points and protected
site."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import IN_PLAY
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.organization.actions import StoreItem
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.players import alignments, stage_wizardhavens
from meccg_rules.engine.primitives import unique
from meccg_rules.engine.setup import Setup

TROVE = "Wizard's Trove"


def keepers(*, site="Isengard", hand=(TROVE, "a second The White Tree"), store=True, bobs_tree=True):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Keepers", ["Bilbo", "Legolas"], site=site)
    setup.give("Bilbo", ["Sapling of the White Tree"])
    if bobs_tree:
        setup.in_play("The White Tree", owner="Bob")
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    game = setup.build()
    if store:
        game.apply(StoreItem("Alice", "Sapling of the White Tree"))
        both_pass(game)
        game.apply(Roll("Alice", 9, "Bilbo's corruption check"))
    return game


def alices_tree(game):
    return next(i for i in game.state.cards.values() if i.card.name == "The White Tree" and i.owner == "Alice")


def play(game):
    site = game.state.cards[game.state.companies["Keepers"].site].id
    return PlayEvent("Alice", TROVE, target=site, mode="The White Tree")


def test_the_trove_brings_the_white_tree_its_text_and_uniqueness_ignored():
    game = keepers()
    game.apply(play(game))
    both_pass(game)
    s, tree = game.state, alices_tree(game)
    trove = s.find(TROVE)
    assert tree.zone == IN_PLAY and trove.attached_to == tree.id
    assert not tree.card.fact("unique") and not tree.card.trait("haven_for")
    assert stage_wizardhavens.protected(s, s.cards[tree.attached_to or ""])
    assert scoring.fallen_wizard_points(s, tree, 5, "Alice") == 5   # full points, not the usual one


def test_the_sapling_must_be_stored_at_the_wizardhaven():
    game = keepers(store=False)
    assert game.check(play(game)).code == "not-stored-there"


def test_only_at_one_of_the_player_s_wizardhavens():
    game = keepers(site="Rivendell", store=False)
    s = game.state
    site = s.cards[s.companies["Keepers"].site]
    assert alignments.check_own_wizardhaven(s, s.find(TROVE).card, None, site.id).code == "not-own-wizardhaven"
    game = keepers(store=False)
    site = game.state.cards[game.state.companies["Keepers"].site]
    assert alignments.check_own_wizardhaven(game.state, s.find(TROVE).card, None, site.id)


def test_the_white_tree_must_be_in_hand():
    game = keepers(hand=(TROVE,))
    assert game.check(play(game)).code == "named-card-not-in-hand"


def test_the_tree_brought_holds_back_no_printed_copy():
    """The engine's reading: the tree brought, its Unique keyword ignored, is no unique card in play, so another
    copy, printed and unique, may still be played while it is there."""
    game = keepers(hand=(TROVE, "The White Tree", "a second The White Tree"), bobs_tree=False)
    game.apply(play(game))
    both_pass(game)
    s = game.state
    brought = next(i for i in s.cards.values() if i.card.name == "The White Tree" and i.zone == IN_PLAY)
    printed = next(i for i in s.hand("Alice") if i.card.name == "The White Tree")
    assert printed.card.fact("unique") and not brought.card.fact("unique")
    assert unique.unique_copy(s, printed.card, printed.id) is None
    assert unique.check_unique(s, printed)
