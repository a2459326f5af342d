"""A site's type as treated now (primitives/regions.py ``type_of_site``): the one lookup every rule reading a site's
type asks, so that a stored card changing it (News of the Shire: every version of Bag End a Border-hold, CRF 22) is
honoured by keying, playable resources, home sites and the rest."""
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.state import MP_PILE, Region
from meccg_rules.engine.end_of_game.scoring import points_of
from meccg_rules.engine.hazards.keying import keyable_to_site, keyed_to
from meccg_rules.engine.organization.characters import is_home_site
from meccg_rules.engine.primitives import regions
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.playable import playable_here


def at_bag_end(stored: int = 1, carried: bool = False):
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Fellowship", ["Frodo", "Sam Gamgee"], site="Bag End")
    if stored:
        setup.mp_pile("Bob", ["News of the Shire", "a second News of the Shire"][:stored])
    if carried:
        setup.company("Host", ["Lieutenant of Morgul"], site="Barad-dûr")
        setup.state.companies["Host"].owner = "Bob"
        setup.in_play("News of the Shire", on="Lieutenant of Morgul", owner="Bob")
    setup.set_phase("site", "Fellowship")
    return setup.build().state


def bag_ends():
    return catalogue().versions("Bag End")


def test_both_versions_of_bag_end_are_border_holds_once_the_card_is_stored_wherever_they_lie():
    state = at_bag_end()
    assert {c.alignment for c in bag_ends()} >= {"Hero", "Minion"}
    for card in bag_ends():   # a site card in no zone at all: a location deck's, an agent's home site
        assert card.fact("site_type") == "Free-hold"
        assert regions.type_of_site(state, card) == "Border-hold"
    site = state.cards[state.companies["Fellowship"].site]
    assert regions.site_type(state, site) == "Border-hold"
    assert regions.type_of_site(state, catalogue().get("Bree")) == "Border-hold"   # other sites untouched
    assert regions.type_of_site(state, catalogue().get("Rivendell")) == "Haven"


def test_the_shire_is_a_border_land_once_the_card_is_stored():
    assert regions.region_type_named(at_bag_end(stored=0), "The Shire") == "free-domain"
    state = at_bag_end()
    assert regions.region_type_named(state, "The Shire") == "border-land"
    assert regions.region_type_named(state, "Arthedain") == "wilderness"
    path = (Region("Arthedain", "wilderness"), Region("The Shire", "free-domain"))   # a path naming The Shire
    assert regions.named_types(state, path) == ["wilderness", "border-land"]


def test_nothing_changes_while_the_card_is_in_play_and_not_stored():
    state = at_bag_end(stored=0, carried=True)
    assert not [i for i in state.cards.values() if i.zone == MP_PILE]
    for card in bag_ends():
        assert regions.type_of_site(state, card) == "Free-hold"


def test_the_rules_reading_a_site_s_type_ask_the_lookup():
    state, printed = at_bag_end(), at_bag_end(stored=0)
    site = state.cards[state.companies["Fellowship"].site]
    slayer = catalogue().get("Slayer")   # keyed to a Border-land or a Border-hold
    assert keyable_to_site(state, {"site_types": ("Border-hold",)}, site.card)
    assert not keyable_to_site(printed, {"site_types": ("Border-hold",)}, site.card)
    assert keyable_to_site(state, keyed_to(state, slayer), site.card, slayer)
    hound = catalogue().get("Noble Hound")   # an ally playable at any Border-hold
    assert playable_here(state, hound, site)
    assert not playable_here(printed, hound, printed.cards[printed.companies["Fellowship"].site])
    assert hound.fact("playable_site_types") == ["Border-hold"]
    home = catalogue().get("Frodo")   # home site named, not by type: untouched by the change
    assert is_home_site(state, home, site.card) == is_home_site(printed, home, site.card)


def test_only_the_first_copy_stored_is_worth_three_points():
    state = at_bag_end(stored=2)
    first, later = sorted((i for i in state.cards.values() if i.name == "News of the Shire"), key=lambda i: i.seq)
    assert points_of(state, first, "Bob") == 3
    assert points_of(state, later, "Bob") == 1


def _scenario(text: str):
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    return run_block(parse_block(text, "test.md", 1))


def test_news_of_the_shire_is_played_by_an_untapped_character_at_bag_end_who_taps():
    game = _scenario("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Alice is a Ringwraith player.
  Company Host has moved from Bree to Bag End via Arthedain, The Shire: Orc Captain, Muzgash.
  Host has faced the automatic-attacks.
  Muzgash is tapped.
  Alice holds News of the Shire.
  It is the site phase of Host.
Expect
  Alice cannot play News of the Shire on Muzgash: the card is tapped.
Play
  Alice plays News of the Shire on Orc Captain.
  Both players pass.
Expect
  Orc Captain is tapped.
  News of the Shire is on Orc Captain.
  Alice has 0 miscellaneous points.
""")
    news = game.state.find("News of the Shire")
    assert regions.type_of_site(game.state, game.state.cards[game.state.companies["Host"].site].card) == "Free-hold"
    assert news.zone != MP_PILE


def test_stored_at_barad_dur_a_later_copy_scores_one():
    game = _scenario("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Alice is a Ringwraith player.
  Company Host stays at Barad-dûr: Orc Captain.
  News of the Shire is on Orc Captain.
  Alice's marshalling point pile holds a second News of the Shire.
  It is the organization phase.
Expect
  Alice has 3 miscellaneous points.
Play
  Alice stores the first News of the Shire.
  Both players pass.
Expect
  Alice has 4 miscellaneous points.
""")
    assert all(i.zone == MP_PILE for i in game.state.cards.values() if i.name == "News of the Shire")
