"""A new site placed from its player's location deck (CoE 2.II.7, 2.II.7.3; ``organization/location_decks.py``) and
the hazard host's rescue site card used to move to the rescue site (CoE 3.III.6; ``prisoners/rescue_site_cards.py``).
"""
import textwrap

from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE, OUT_OF_PLAY
from meccg_rules.engine.influence.actions import InfluenceFaction
from meccg_rules.engine.organization import lent_sites, location_decks
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.prisoners import taking_prisoners
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.language.execute import run_block
from meccg_rules.language.scenario import parse_block


def _game(setup: str, play: tuple[str, ...] = ()):
    lines = ["Setup", "  Alice is the resource player.", "  Bob is the hazard player."]
    lines += ["  " + line for line in textwrap.dedent(setup).strip().splitlines()]
    if play:
        lines += ["Play"] + ["  " + line for line in play]
    lines += ["Expect", "  Alice is the resource player."]
    return run_block(parse_block("\n".join(lines) + "\n", "page.md", 1))


RIVENDELL = """\
    Company Fellowship stays at Rivendell: Gandalf, Legolas.
    Company Rangers stays at Lórien: Aragorn II.
    It is the organization phase.
"""


def test_a_stated_location_deck_holds_the_sites_it_lists_only():
    game = _game("Alice's location deck holds Weathertop.\n" + RIVENDELL)
    assert location_decks.stated(game.state, "Alice") and not location_decks.stated(game.state, "Bob")
    refused = game.check(DeclareMovement("Alice", "Fellowship", "Bree"))
    assert refused.code == "no-site-card" and refused.rule == "CoE 2.II.7", refused
    assert "holds no Bree" in refused.sentence
    weathertop = game.state.find("Weathertop")
    game.apply(DeclareMovement("Alice", "Fellowship", "Weathertop"))
    assert game.state.companies["Fellowship"].destination == weathertop.id   # that very card, none made
    assert len(game.state.copies("weathertop")) == 1


def test_an_unstated_location_deck_holds_every_site_the_example_needs():
    game = _game(RIVENDELL)
    assert not location_decks.stated(game.state, "Alice")
    game.apply(DeclareMovement("Alice", "Fellowship", "Bree"))
    bree = game.state.cards[game.state.companies["Fellowship"].destination]
    assert bree.name == "Bree" and bree.zone == LOCATION_DECK and bree.owner == "Alice"


def test_a_site_where_another_company_is_needs_no_copy_in_the_location_deck():
    """The second way of CoE 2.II.7: the card of a company of his, a Haven here, or one another company declared."""
    game = _game("Alice's location deck holds Weathertop.\n" + RIVENDELL)
    assert game.check(DeclareMovement("Alice", "Fellowship", "Lórien"))
    game = _game("""\
        Company Fellowship stays at Rivendell: Gandalf, Legolas.
        Company Rangers stays at Bree: Aragorn II.
        Alice's location deck holds Weathertop.
        It is the organization phase.
        """)
    s = game.state
    game.apply(DeclareMovement("Alice", "Fellowship", "Weathertop"))
    assert location_decks.available(s, "Alice", s.find("Weathertop").card) == []   # placed: no longer available
    game.apply(DeclareMovement("Alice", "Rangers", "Weathertop", via=("Arthedain",)))
    assert s.companies["Rangers"].destination == s.companies["Fellowship"].destination


def test_a_fresh_copy_of_a_haven_comes_from_a_stated_location_deck():
    """CoE 2.II.7.3: a company may move to a copy of a Haven from the location deck where a company of its player
    is already."""
    game = _game("""\
        Company Fellowship stays at Lórien: Legolas.
        Company Rangers stays at Edoras: Faramir.
        Alice's location deck holds a second Lórien.
        It is the organization phase.
        """)
    game.apply(DeclareMovement("Alice", "Rangers", "Lórien"))
    assert game.state.companies["Rangers"].destination == game.state.find("the second Lórien").id


HELD = """\
    Gimli is a prisoner of Flies and Spiders at Amon Hen.
    Company Fellowship stays at Lórien: Aragorn II, Legolas, Frodo.
    Alice's location deck holds Moria.
    Alice holds Dagger of Westernesse, Woodmen.
    It is the organization phase.
"""


MOVING = ("Alice moves Fellowship to Amon Hen.",)
REVEALED = MOVING + ("Alice ends the organization phase.", "Alice ends the long-event phase.",
                     "The movement/hazard phase of Fellowship begins.")
ENTERED = REVEALED + ("Alice ends the movement/hazard phase of Fellowship.", "The site phase of Fellowship begins.",
                      "Fellowship faces the automatic-attacks.", "Alice assigns a strike to Aragorn II.",
                      "Alice resolves Aragorn II's strike.", "Alice rolls 12 for Aragorn II's strike.")


def _moved_to_the_host_card(play=MOVING):
    game = _game(HELD, play)
    s = game.state
    host = s.find("Flies and Spiders")
    card = next(i for i in s.cards.values() if i.name == "Amon Hen")
    return game, host, card


def test_the_host_s_rescue_site_card_is_lent_to_move_to_the_rescue_site():
    """CoE 3.III.6: no copy in the stated location deck, the host's card is lent; it stays with the host until the
    new site is revealed, then it is the company's site and the host's rescue site still."""
    game, host, card = _moved_to_the_host_card()
    s = game.state
    assert card.owner == "Bob" and s.companies["Fellowship"].destination == card.id
    assert card.lent_to == "Alice" and card.used_for == host.id and card.zone == OFF_TO_THE_SIDE
    game, host, card = _moved_to_the_host_card(REVEALED)
    s = game.state
    assert s.companies["Fellowship"].site == card.id and card.zone == IN_PLAY
    assert taking_prisoners.rescue_site_of(s, host.id) is card
    assert location_decks.in_use_for(s, card) is host
    assert lent_sites.put_back(s, card, "Alice")   # the company leaves it: back to its owner's location deck
    assert card.zone == LOCATION_DECK and card.owner == "Bob" and not card.lent_to and not card.used_for


def test_the_host_s_card_is_not_lent_without_a_prisoner_of_the_player_s_nor_for_another_site():
    game = _game(HELD)
    game.state.find("Gimli").owner = "Bob"   # the host holds no prisoner of Alice's
    refused = game.check(DeclareMovement("Alice", "Fellowship", "Amon Hen"))
    assert refused.code == "no-site-card", refused
    game = _game(HELD)
    assert game.check(DeclareMovement("Alice", "Fellowship", "Moria"))
    assert game.state.find("Moria").owner == "Alice"
    refused = game.check(DeclareMovement("Alice", "Fellowship", "Glittering Caves"))
    assert refused.code == "no-site-card", refused


def test_a_host_discarded_before_the_reveal_takes_its_card_back():
    """The engine's reading: the card goes back to its player's location deck (3.III.7), the movement declared to
    it with it."""
    game, host, card = _moved_to_the_host_card()
    s = game.state
    s.move(s.find("Gimli").id, OUT_OF_PLAY)
    taking_prisoners.discard_empty(s, host)
    assert host.zone == DISCARD and card.zone == LOCATION_DECK and card.owner == "Bob" and not card.lent_to
    assert s.companies["Fellowship"].destination is None


def test_the_host_s_card_serves_only_for_the_rescue():
    """CoE 3.III.6: at the host's card, an item or a faction is refused until the rescue's minor item."""
    game, host, card = _moved_to_the_host_card(ENTERED)
    for action in (PlayResource("Alice", "Legolas", "Dagger of Westernesse"),
                   InfluenceFaction("Alice", "Legolas", "Woodmen")):
        refused = game.check(action)
        assert refused.code == "site-lent-for-rescue" and refused.rule == "CoE 3.III.6", refused
    card.used_for = ""   # the company's own card: the item is playable there
    assert game.check(PlayResource("Alice", "Legolas", "Dagger of Westernesse"))


def test_no_character_is_played_at_the_host_s_card():
    """CoE 3.III.6: the host's card serves for the rescue only, so a character is not played at it (joining the
    company there, or forming a new company with it): refused before where he may be played is asked."""
    from meccg_rules.engine.organization.actions import PlayCharacter
    game = _game(HELD.replace("Woodmen.", "Woodmen, Haldir."), REVEALED)
    s = game.state
    card = s.cards[s.companies["Fellowship"].site]
    s.turn.phase, s.turn.company = "organization", None   # a later organization phase, the company still there
    for play in (PlayCharacter("Alice", "Haldir", company="Fellowship"),
                 PlayCharacter("Alice", "Haldir", site="Amon Hen", new_company="Elves")):
        refused = game.check(play)
        assert refused.code == "site-lent-for-rescue" and refused.rule == "CoE 3.III.6", refused
    card.used_for = ""   # the company's own card: the next rule speaks (Haldir's home site is not Amon Hen)
    assert game.check(PlayCharacter("Alice", "Haldir", company="Fellowship")).code != "site-lent-for-rescue"


def test_a_character_played_at_a_new_site_needs_it_in_a_stated_location_deck():
    """CoE 2.II.2.3: a company formed by a character played where his player has no company takes its site from the
    location deck; a stated one lacking it refuses him there."""
    from meccg_rules.engine.organization.actions import PlayCharacter
    setup = """\
        Company Fellowship stays at Rivendell: Legolas.
        Alice holds Aragorn II.
        It is the organization phase.
        """
    play = PlayCharacter("Alice", "Aragorn II", site="Bree", new_company="Rangers")
    refused = _game("Alice's location deck holds Weathertop.\n" + textwrap.dedent(setup)).check(play)
    assert refused.code == "site-not-available" and "holds no Bree" in refused.sentence, refused
    assert _game("Alice's location deck holds Bree.\n" + textwrap.dedent(setup)).check(play)
    assert _game(setup).check(play)


def test_prisoners_freed_before_the_reveal_stand_on_the_host_s_card_and_the_company_still_moves_there():
    """CoE 3.III.8 with a stated location deck lacking the rescue site: the freed prisoners form their company on
    the host's card, lent for nothing else, and the company declared to it moves to them (CoE 2.II.7)."""
    game, host, card = _moved_to_the_host_card()
    s = game.state
    s.move(host.id, DISCARD)
    assert card.zone == IN_PLAY and card.owner == "Bob" and card.lent_to == "Alice" and card.used_for == host.id
    freed = next(c for c in s.companies.values() if c.id != "Fellowship")
    assert freed.site == card.id and s.companies["Fellowship"].destination == card.id


SAGE = HELD.replace("Aragorn II, Legolas, Frodo.", "Aragorn II, Legolas, Bilbo.\n    Legolas has Precious Gold Ring.") \
    .replace("Dagger of Westernesse, Woodmen.", "Ringlore, Burglary.")


def test_an_event_tapping_the_host_s_card_is_refused_there():
    """CoE 3.III.6, the engine's reading: tapping the lent card (Ringlore taps the site) is using it for something
    other than the rescue; at the company's own card, the event is played."""
    from meccg_rules.engine.playing.actions import PlayEvent
    game = _game(SAGE, ENTERED)
    s = game.state
    card = s.cards[s.companies["Fellowship"].site]
    ringlore = PlayEvent("Alice", "Ringlore", "Precious Gold Ring", actor="Bilbo")
    refused = game.check(ringlore)
    assert refused.code == "site-lent-for-rescue" and refused.rule == "CoE 3.III.6", refused
    card.used_for = ""   # the company's own card: Ringlore is played there
    assert game.check(ringlore), game.check(ringlore)


def test_a_burglary_at_the_host_s_card_is_refused():
    """A burglary attempt taps the site (Burglary): at the lent card, refused (CoE 3.III.6)."""
    game = _game(SAGE, REVEALED + ("Alice ends the movement/hazard phase of Fellowship.",
                                   "The site phase of Fellowship begins."))
    s = game.state
    card = s.cards[s.companies["Fellowship"].site]
    burglary = PlayResource("Alice", "Bilbo", "Burglary")
    refused = game.check(burglary)
    assert refused.code == "site-lent-for-rescue", refused
    card.used_for = ""
    assert game.check(burglary), game.check(burglary)


def test_only_the_player_the_card_is_lent_to_is_refused_its_use():
    """The card's owner acting on it (a hazard tapping a site) is no use of it by his opponent (the engine's
    reading): ``check_used`` with a player refuses only the one it is lent to."""
    game, host, card = _moved_to_the_host_card(REVEALED)
    s = game.state
    assert location_decks.check_used(s, card, "Alice").code == "site-lent-for-rescue"
    assert location_decks.check_used(s, card, "Bob")
    assert not location_decks.check_used(s, card)   # without a player: anyone's resource played there


def test_events_that_tap_the_site_or_ask_its_card_use_it():
    """The engine's reading of 3.III.6: tapping the site, or needing it untapped, tapped or listing Information, is
    using its card; a condition on the site's type or region alone is not asked."""
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.playing.lent_site_taps import uses_site
    for name, uses in (("Ringlore", True), ("Old Cache", True), ("That Ain’t No Secret", True),
                       ("The Windlord Found Me", True), ("Dark Quarrels", False)):
        card = catalogue().get(name)
        assert any(uses_site(card, mode) for mode in card.modes) is uses, name


def _lend(state, site, lender_card):
    """The company's site card marked lent to Alice for the card ``lender_card`` (as a host's rescue site card is)."""
    site.lent_to, site.used_for = "Alice", state.find(lender_card).id


def test_an_item_fetched_an_ally_after_a_roll_and_an_influence_attempt_from_afar_do_not_use_the_lent_card():
    """CoE 3.III.6, the engine's reading: each taps the site; at a card lent for the rescue only, refused."""
    from meccg_rules.engine.influence.actions import InfluenceWith
    from meccg_rules.engine.setup import Setup
    from meccg_rules.engine.site_phase.actions import FetchItem, PlayRolledAlly

    def at(site, characters, hand, phase, give=None, deck=()):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", list(characters), site=site, origin="Lórien" if site == "Moria" else None)
        if site == "Moria":
            setup.faced("Fellowship")
        setup.hand("Alice", list(hand))
        setup.deck("Alice", list(deck))
        if give:
            setup.give(*give)
        setup.set_phase(phase, *(("Fellowship",) if phase != "organization" else ()))
        return setup.build()

    fetch = at("Moria", ("Gimli", "Legolas"), (), "site", ("Gimli", ["Dwarven Ring of Barin's Tribe"]),
               ("Durin's Axe",))
    influence = at("Bree", ("Frodo", "Aragorn II"), ("Hour of Need", "Hobbits"), "organization")
    for game, site, action in (
            (fetch, "Moria", FetchItem("Alice", "Gimli", "Durin's Axe", "Dwarven Ring of Barin's Tribe")),
            (influence, "Bree", InfluenceWith("Alice", "Frodo", "Hobbits", "Hour of Need"))):
        assert game.check(action), (action, game.check(action))
        _lend(game.state, game.state.find(site), "Legolas" if site == "Moria" else "Aragorn II")
        refused = game.check(action)
        assert refused.code == "site-lent-for-rescue", refused
    game = _game("""\
        Company Fellowship has moved from Bree to Barrow-downs via Arthedain, Cardolan: Aragorn II, Legolas.
        Fellowship has faced the automatic-attacks.
        Alice holds Here, There, or Yonder, Shadowfax.""",
                 ("Alice taps Aragorn II to play Here, There, or Yonder.", "Both players pass.",
                  "Alice rolls 10 for Here, There, or Yonder."))
    ally = PlayRolledAlly("Alice", "Shadowfax", "Aragorn II")
    assert game.check(ally)
    _lend(game.state, game.state.find("Barrow-downs"), "Legolas")
    assert game.check(ally).code == "site-lent-for-rescue"
