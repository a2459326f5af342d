"""Hero events do not target minion sites, nor minion events hero sites (CRF 22, Rulings by Term > Site)."""
from meccg_rules.engine.primitives import conditions
from meccg_rules.engine.playing import card_events
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Hall of Fire")


def fallen_wizard_at(site, character, version=None):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Guests", [character], site=site)
    if version:
        setup.version(site, version)
    setup.hand("Alice", ["Hall of Fire"])
    setup.set_phase("organization")
    return setup.build()


def test_a_hero_event_on_a_hero_haven():
    assert fallen_wizard_at("Lórien", "Legolas").check(PlayEvent("Alice", "Hall of Fire", "Lórien"))


def test_a_hero_event_on_a_minion_haven_is_refused_for_that_reason_only():
    game = fallen_wizard_at("Dol Guldur", "Shagrat", "minion")
    assert game.check(PlayEvent("Alice", "Hall of Fire", "Dol Guldur")).code == "site-of-other-alignment"
    assert game.state.find("Dol Guldur").card.fact("site_type") == "Haven"   # Hall of Fire's own condition holds


def test_a_minion_event_on_a_hero_site_and_the_exception():
    from meccg_rules.engine.core.cards import catalogue
    game = fallen_wizard_at("Lórien", "Legolas")
    lorien = game.state.find("Lórien").id
    minion_event = catalogue().get("A Nice Place to Hide")
    assert minion_event.alignment == "Minion"
    assert conditions.check_site_alignment(game.state, minion_event, lorien).code == "site-of-other-alignment"
    news = catalogue().get("News of the Shire")   # a minion permanent-event, the ruling's exception
    assert conditions.check_site_alignment(game.state, news, lorien)


def test_a_fallen_wizard_players_magic_is_bound_to_no_sides_sites():
    """CoE 9.3.F3: a Fallen-wizard player's spell and magic resources may target either side's sites. The minion
    sorcery Some Secret Art of Flame against the hero Lórien: refused for a Ringwraith player and for a card of no
    magic, allowed for the Fallen-wizard player's (no such card yet targets a site: the rule is checked here)."""
    from meccg_rules.engine.core.cards import catalogue
    game = fallen_wizard_at("Lórien", "Legolas")
    lorien = game.state.find("Lórien").id
    sorcery, plain = catalogue().get("Some Secret Art of Flame"), catalogue().get("A Nice Place to Hide")
    assert sorcery.alignment == "Minion" and sorcery.fact("magic") == "Sorcery"
    assert card_events.check_sites_side(game.state, sorcery, lorien, "Alice")
    assert card_events.check_sites_side(game.state, plain, lorien, "Alice").code == "site-of-other-alignment"
    game.state.alignments["Alice"] = "Ringwraith"
    assert card_events.check_sites_side(game.state, sorcery, lorien, "Alice").code == "site-of-other-alignment"
