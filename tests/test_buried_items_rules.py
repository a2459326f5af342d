"""Great Secrets Buried There: items set aside under it for the player it was played on, played as though in his hand
only at an Under-deeps site that lists them (the key ``items_for_under_deeps``, CRF 22 Card Errata and Rulings;
site_phase/buried_items.py), and the Under-deeps sites its player lends (the key ``lends_under_deeps_sites``, CRF 22
Tournament Rulings; organization/lent_sites.py)."""
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE
from meccg_rules.engine.organization import lent_sites
from meccg_rules.engine.organization.actions import LendSite
from meccg_rules.engine.players import alignments
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


# --- the Under-deeps sites its player lends (organization/lent_sites.py; CRF 22, Tournament Rulings)
def lending(great_secrets=True):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Glittering Caves")
    if great_secrets:
        setup.in_play(HOST)
    setup.set_phase("organization")
    return setup.build()


def test_the_lender_lends_only_an_under_deeps_site_the_borrower_lacks_while_the_card_is_in_play():
    assert lending(great_secrets=False).check(LendSite("Bob", "The Gem-deeps", "Alice")).code == "cannot-lend-site"
    game = lending()
    assert game.check(LendSite("Bob", "Moria", "Alice")).code == "cannot-lend-site"   # a surface site
    game.apply(LendSite("Bob", "The Gem-deeps", "Alice"))
    lent = game.state.find("The Gem-deeps")
    assert lent.owner == "Bob" and lent.lent_to == "Alice"
    assert game.check(LendSite("Bob", "The Gem-deeps", "Alice")).code == "cannot-lend-site"   # she has it now


def test_a_lent_site_left_by_its_borrower_goes_to_the_lenders_location_deck_or_if_he_used_it_his_discard_pile():
    for used, zone in ((False, LOCATION_DECK), (True, DISCARD)):
        game = lending()
        s = game.state
        site = lent_sites.lend(s, "Bob", alignments.site_for(s, "Bob", "The Gem-deeps"), "Alice")
        s.move(site.id, IN_PLAY)
        site.tapped, site.lender_used = True, used
        company = s.get_company("Fellowship")
        assert lent_sites.leaving(s, site, company, [])
        assert site.zone == zone and site.owner == "Bob" and not site.lent_to


def test_a_card_that_lets_an_item_be_played_beyond_the_sites_list_does_not_help_an_item_under_the_card():
    from meccg_rules.engine.site_phase import allowed_items   # the right Thorough Search gives (the engine's reading)
    for item, hand, ok in (("Orcrist", (), False), ("Glamdring", ("Orcrist",), True)):
        game = buried(item=item, hand=hand)
        s = game.state
        s.turn.per_turn[(allowed_items.KEY, "Fellowship")] = (s.find("Legolas").id, ("greater",), s.find(HOST).id)
        verdict = game.check(PlayResource("Alice", "Aragorn II", "Orcrist"))
        assert bool(verdict) is ok and (ok or verdict.code == "not-playable-at-site")   # from hand, the right helps


def test_a_lent_site_goes_back_to_its_lender_when_the_borrowers_company_is_dissolved_there():
    from meccg_rules.engine.organization import characters
    game = lending()
    s = game.state
    site = lent_sites.lend(s, "Bob", alignments.site_for(s, "Bob", "The Gem-deeps"), "Alice")
    s.move(site.id, IN_PLAY)
    site.tapped = True   # a tapped site of one's own would be discarded
    company = s.get_company("Fellowship")
    company.site = site.id
    characters.dissolve(s, company)
    assert site.zone == LOCATION_DECK and site.owner == "Bob" and not site.lent_to


def test_a_borrower_with_his_own_copy_is_lent_none():
    game = lending()
    game.state.add(alignments.site_for(game.state, "Alice", "The Gem-deeps"), "Alice", LOCATION_DECK)
    assert game.check(LendSite("Bob", "The Gem-deeps", "Alice")).code == "cannot-lend-site"
