"""Items set aside under a card in play for the player it was played on, played as though in his hand only at an
Under-deeps site that lists them (the key ``items_for_under_deeps``: Great Secrets Buried There, and the CRF 22
ruling that the item must be normally playable there; site_phase/buried_items.py)."""
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD, IN_PLAY, OFF_TO_THE_SIDE
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource

HOST = "Great Secrets Buried There"


def buried(item="Glamdring", site="The Gem-deeps", hand=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    setup.in_play(HOST)   # a hazard: Bob's
    host = setup.state.find(HOST)
    setup.new(item, "Alice", OFF_TO_THE_SIDE, attached_to=host.id)
    setup.hand("Alice", list(hand))
    return setup.build()


def test_the_item_under_the_card_is_played_as_though_in_hand_at_an_under_deeps_site_listing_it():
    game = buried()
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    both_pass(game)
    s = game.state
    assert s.find("Glamdring").zone == IN_PLAY and s.find("Glamdring").attached_to == s.find("Aragorn II").id
    assert s.find("The Gem-deeps").tapped   # played as any item: the site taps


def test_an_under_deeps_site_not_listing_its_kind_refuses_it():
    game = buried(item="Orcrist")   # a greater item: The Gem-deeps lists minor, major and gold ring items
    assert game.check(PlayResource("Alice", "Aragorn II", "Orcrist")).code == "not-playable-at-site"


def test_a_surface_site_refuses_it_even_where_its_kind_is_playable():
    game = buried(site="Moria", hand=("Durin's Axe",))
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring")).code == "not-playable-at-site"
    assert game.check(PlayResource("Alice", "Aragorn II", "Durin's Axe"))   # from hand, Moria takes a major item


def test_only_its_owner_plays_it_and_only_while_the_card_is_in_play():
    game = buried()
    assert game.check(PlayResource("Bob", "Aragorn II", "Glamdring")).code == "not-in-hand"
    game.state.move(game.state.find(HOST).id, DISCARD)
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring")).code == "not-in-hand"
