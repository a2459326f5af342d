"""The start of the game: the character draft, starting items, pool characters into the play deck, starting
hands and the roll for the first turn (CoE 1.9-1.13; CRF 22, Beginning of the Game)."""
import pytest

from meccg_rules.engine.start_of_game.actions import (
    Draft,
    EndCharacterDraft,
    PlaceStartingItem,
    RollToGoFirst,
    ShuffleIntoPlayDeck,
    StopDrafting,
)
from meccg_rules.engine.turn.actions import EndPhase, ResetHands
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import HAND, IN_PLAY, PLAY_DECK, REMOVED, STARTING_COMPANY
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Elf-stone")


def drafting(alice=("Aragorn II", "Legolas"), bob=("Strider", "Faramir"), after=False, deck=None, company=()):
    setup = Setup("Alice", "Bob")
    if alice:
        setup.pool("Alice", list(alice))
    if bob:
        setup.pool("Bob", list(bob))
    if company:
        setup.starting_company("Alice", list(company))
    if deck is not None:
        setup.deck("Alice", list(deck))
    setup.character_draft(after=after)
    return setup.build()


def test_choices_are_revealed_together_and_join_the_starting_companies():
    game = drafting()
    game.apply(Draft("Alice", "Legolas"))
    assert game.state.find("Legolas").zone != STARTING_COMPANY  # face down until Bob has chosen
    game.apply(Draft("Bob", "Faramir"))
    assert game.state.find("Legolas").zone == STARTING_COMPANY
    assert game.state.find("Faramir").zone == STARTING_COMPANY


def test_manifestations_of_one_character_are_both_set_aside():
    game = drafting()
    game.apply(Draft("Alice", "Aragorn II"))
    game.apply(Draft("Bob", "Strider"))
    assert {game.state.find(n).id for n in ("Aragorn II", "Strider")} == set(game.state.draft.set_aside)
    assert game.check(Draft("Alice", "Aragorn II")).code == "not-in-pool"


def test_a_unique_character_already_in_a_starting_company_is_not_chosen():
    """The engine's reading (CoE 1.9 compares the cards revealed together; glossary, unique): Bob's Strider while
    Alice's starting company holds Aragorn II, or Alice's second Legolas, is refused as it is chosen; a character
    of another name is not."""
    game = drafting(alice=("Legolas", "Gimli"), bob=("Strider", "Faramir"), company=("Aragorn II",))
    assert game.check(Draft("Bob", "Strider")).code == "unique-in-starting-company"
    assert game.check(Draft("Bob", "Faramir"))
    game = drafting(alice=("Gimli",), bob=("Faramir", "Legolas"), company=("a second Legolas",))
    bobs = next(i.id for i in game.state.cards.values() if i.owner == "Bob" and i.name == "Legolas")
    assert game.check(Draft("Bob", bobs)).code == "unique-in-starting-company"
    assert game.check(Draft("Alice", "Gimli"))


def test_one_choice_a_round_and_only_characters_are_drafted():
    game = drafting(alice=("Aragorn II", "Dagger of Westernesse"))
    assert game.check(Draft("Alice", "Dagger of Westernesse")).code == "draft-characters-only"
    game.apply(Draft("Alice", "Aragorn II"))
    assert game.check(Draft("Alice", "Aragorn II")).code == "chosen-this-round"


def test_the_printed_mind_of_a_starting_company_stops_at_20():
    game = drafting(alice=("Gimli", "Dwalin"), bob=None, company=("Aragorn II", "Frodo"))
    game.apply(StopDrafting("Bob"))
    assert game.check(Draft("Alice", "Dwalin"))            # 9 + 5 + 1 = 15
    game.apply(Draft("Alice", "Gimli"))                   # revealed at once: Bob has stopped
    assert game.state.find("Gimli").zone == STARTING_COMPANY
    assert game.check(Draft("Alice", "Dwalin")).code == "starting-mind"  # 20 + 1


def test_five_starting_characters_at_most():
    game = drafting(alice=("Sam Gamgee",), bob=None, company=("Frodo", "Bilbo", "Merry", "Pippin", "Fatty Bolger"))
    assert game.check(Draft("Alice", "Sam Gamgee")).code == "five-starting-characters"


def test_after_stopping_a_player_drafts_no_more_and_the_other_goes_on():
    game = drafting()
    game.apply(StopDrafting("Alice"))
    assert game.check(Draft("Alice", "Legolas")).code == "stopped-drafting"
    game.apply(Draft("Bob", "Faramir"))
    assert game.state.find("Faramir").zone == STARTING_COMPANY
    assert game.check(ShuffleIntoPlayDeck("Alice", "Legolas")).code == "wrong-phase"
    game.apply(StopDrafting("Bob"))
    assert game.check(ShuffleIntoPlayDeck("Alice", "Legolas"))


def test_only_characters_go_into_the_play_deck_and_ten_at_most():
    nine = ["Beregond", "Bergil", "Anborn", "Damrod", "Halbarad", "Éowyn", "Éomer", "Bard Bowman", "Haldir"]
    game = drafting(alice=("Gimli", "Faramir", "Dagger of Westernesse"), bob=None, after=True, deck=nine,
                    company=("Aragorn II",))
    assert game.check(ShuffleIntoPlayDeck("Alice", "Dagger of Westernesse")).code == "pool-characters-only"
    game.apply(ShuffleIntoPlayDeck("Alice", "Gimli"))
    assert game.state.in_zone(PLAY_DECK, "Alice")[-1].name == "Gimli"  # the engine puts it at the bottom
    assert game.check(ShuffleIntoPlayDeck("Alice", "Faramir")).code == "ten-deck-characters"


def test_two_minor_items_on_two_starting_characters():
    game = drafting(alice=("Dagger of Westernesse", "Elf-stone"), bob=None, after=True,
                    company=("Aragorn II", "Legolas"))
    game.apply(PlaceStartingItem("Alice", "Dagger of Westernesse", "Aragorn II"))
    assert game.check(PlaceStartingItem("Alice", "Elf-stone", "Aragorn II")).code == "starting-minor-items"
    game.apply(PlaceStartingItem("Alice", "Elf-stone", "Legolas"))
    game.apply(EndCharacterDraft("Alice"))
    dagger = game.state.find("Dagger of Westernesse")
    assert dagger.zone == IN_PLAY and dagger.attached_to == game.state.find("Aragorn II").id


def test_the_end_of_the_draft_removes_the_pools_places_the_companies_and_draws_eight():
    deck = ["Glamdring", "Dagger of Westernesse", "Elf-stone", "Horn of Anor", "Noble Hound", "Goldberry",
            "Concealment", "Halfling Stealth", "Healing Herbs", "Dodge"]
    game = drafting(alice=("Gimli",), bob=None, after=True, deck=deck, company=("Elrond", "Legolas"))
    game.apply(EndCharacterDraft("Alice"))
    s = game.state
    assert s.find("Gimli").zone == REMOVED   # removed from the game, in no pile (CoE 1.9)
    assert len(s.in_zone(HAND, "Alice")) == 8  # Elrond at Rivendell changes nothing yet (CoE 1.11.1)
    company = s.companies["Alice-starting"]
    assert s.cards[company.site].name == "Rivendell" and s.find("Elrond").company == "Alice-starting"
    assert game.check(EndPhase("Alice", "untap")).code == "before-first-turn"


def test_the_higher_roll_takes_the_first_turn_and_ties_roll_again():
    game = drafting(alice=(), bob=None, after=True)
    assert game.check(RollToGoFirst("Alice", 9)).code == "wrong-phase"
    game.apply(EndCharacterDraft("Alice"))
    game.apply(RollToGoFirst("Alice", 7))
    assert game.check(RollToGoFirst("Alice", 7)).code == "rolled-to-go-first"
    game.apply(RollToGoFirst("Bob", 7))
    assert game.state.draft.rolls == {}  # a tie: both roll again
    game.apply(RollToGoFirst("Alice", 4))
    game.apply(RollToGoFirst("Bob", 10))
    assert (game.state.resource_player, game.state.hazard_player) == ("Bob", "Alice")
    assert (game.state.turn.number, game.state.phase) == (1, "untap")


def test_a_pool_outside_the_draft_and_an_avatar_in_a_pool_are_refused():
    # an avatar in a pool breaks CoE 1.7: the deck check and the draft refuse it (deck_construction.pool_breaches)
    assert drafting(alice=("Gandalf", "Gimli")).check(Draft("Alice", "Gimli")).code == "pool-cards"
    setup = Setup("Alice", "Bob")
    setup.pool("Alice", ["Gimli"])
    with pytest.raises(InputError, match="only before the first turn"):
        setup.build()


def test_nothing_is_drafted_from_a_pool_the_rules_do_not_allow():
    eleven = ("Aragorn II", "Legolas", "Gimli", "Frodo", "Faramir", "Beregond", "Bergil", "Anborn", "Damrod",
              "Halbarad", "Éowyn")
    assert drafting(alice=eleven[:10], bob=("Glorfindel II",)).check(Draft("Alice", "Gimli"))
    game = drafting(alice=eleven, bob=("Glorfindel II",))
    assert game.check(Draft("Alice", "Gimli")).code == "pool-characters"
    assert game.check(Draft("Bob", "Glorfindel II"))          # Bob's pool is his own
    after = drafting(alice=("Aragorn II", "Glamdring"), company=("Legolas",), after=True)
    assert after.check(ShuffleIntoPlayDeck("Alice", "Aragorn II")).code == "pool-cards"


def test_a_ringwraith_or_balrog_player_drafts_six_characters():
    six = ("Grishnákh", "Muzgash", "Orc Brawler", "Orc Veteran", "Orc Sniffler", "Ufthak")
    for alignment, most in (("Ringwraith", 6), ("Balrog", 6), (None, 5)):
        setup = Setup("Alice", "Bob")
        if alignment:
            setup.alignment("Alice", alignment)
        setup.starting_company("Alice", list(six[:most]))
        setup.pool("Alice", ["Lagduf"] if alignment else ["Dwalin"])
        setup.pool("Bob", ["Faramir"])
        setup.character_draft(after=False)
        game = setup.build()
        game.apply(StopDrafting("Bob"))
        assert game.check(Draft("Alice", "Lagduf" if alignment else "Dwalin")).code == "five-starting-characters"
        if most == 6:
            setup = Setup("Alice", "Bob")
            setup.alignment("Alice", alignment)
            setup.starting_company("Alice", list(six[:5]))
            setup.pool("Alice", ["Lagduf"])
            setup.character_draft(after=False)
            assert setup.build().check(Draft("Alice", "Lagduf"))


def test_a_pool_card_never_goes_into_the_sideboard():
    from meccg_rules.engine.start_of_game.actions import PutIntoSideboard
    game = drafting(alice=("Aragorn II", "Gimli", "Dagger of Westernesse"), company=("Legolas",), after=True)
    assert game.check(PutIntoSideboard("Alice", "Gimli")).code == "pool-not-sideboard"
    assert game.check(PutIntoSideboard("Alice", "Dagger of Westernesse")).code == "pool-not-sideboard"
    assert game.check(PutIntoSideboard("Alice", "Legolas")).code == "not-in-pool"
    assert game.check(ShuffleIntoPlayDeck("Alice", "Gimli"))
    assert drafting().check(PutIntoSideboard("Alice", "Legolas")).code == "wrong-phase"   # still drafting


def test_starting_sites_by_alignment_and_the_undeclared_refusal():
    """CoE 1.10: every player but a Wizard player declares his starting site(s) before the draft ends."""
    from meccg_rules.engine.start_of_game.actions import DeclareStartingSites
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Balrog")
    setup.starting_company("Alice", ["Faramir"])
    setup.starting_company("Bob", ["Gorbag", "Shagrat"])
    setup.character_draft(after=True)
    game = setup.build()
    refused = game.check(EndCharacterDraft("Alice"))
    assert refused.code == "starting-site-undeclared" and "CoE 1.10, 1.10.F1" in refused.sentence
    assert game.check(DeclareStartingSites("Alice", ("Barrow-downs",))).code == "not-a-starting-site"  # Cardolan
    assert game.check(DeclareStartingSites("Alice", ("Bree",))).code == "not-a-starting-site"  # Arthedain, no R&L
    assert game.check(DeclareStartingSites("Alice", ("Weathertop",)))     # a Ruins & Lairs in Arthedain
    assert game.check(DeclareStartingSites("Alice", ("Ettenmoors",)))     # a Ruins & Lairs in Rhudaur
    assert game.check(DeclareStartingSites("Alice", ("Rivendell", "Weathertop"), ("Faramir",))).code \
        == "one-starting-site"
    game.apply(DeclareStartingSites("Alice", ("The White Towers",)))
    assert game.check(EndCharacterDraft("Alice")).code == "starting-site-undeclared"   # Bob has not declared
    assert game.check(DeclareStartingSites("Bob", ("Moria", "Minas Morgul"), ("Shagrat",))).code \
        == "not-a-starting-site"
    assert game.check(DeclareStartingSites("Bob", ("Moria", "Moria"), ("Shagrat",))).code == "not-a-starting-site"
    for second in ((), ("Gorbag", "Shagrat")):   # a split leaving a site empty (the engine's reading)
        assert game.check(DeclareStartingSites("Bob", ("Moria", "The Under-gates"), second)).code \
            == "one-starting-site"
    game.apply(DeclareStartingSites("Bob", ("Moria", "The Under-gates"), ("Shagrat",)))
    game.apply(EndCharacterDraft("Alice"))
    s = game.state
    assert s.cards[s.companies["Alice-starting"].site].name == "The White Towers"
    assert s.cards[s.companies["Bob-starting-2"].site].name == "The Under-gates"
    assert s.find("Gorbag").company == "Bob-starting" and s.find("Shagrat").company == "Bob-starting-2"


def test_a_card_whose_text_allows_it_is_shuffled_from_the_hand_into_the_play_deck_at_any_time():
    """Sudden Call (CRF 22): after the draft, only a card in hand with ``reshuffles_from_hand`` goes back, and the
    play deck is shuffled (its order no longer known); nothing is drawn in its place."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat", "Gorbag"], site="Minas Morgul")
    setup.hand("Alice", ["Sudden Call", "Cave-drake"])
    setup.deck("Alice", ["Minor Ring"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(ShuffleIntoPlayDeck("Alice", "Cave-drake")).code == "no-reshuffle-text"
    assert game.check(ShuffleIntoPlayDeck("Alice", "Minor Ring")).code == "not-in-hand"
    game.apply(ShuffleIntoPlayDeck("Alice", "Sudden Call"))
    assert game.state.find("Sudden Call").zone == PLAY_DECK
    assert "Alice" not in game.state.described_decks
    assert [i.name for i in game.state.hand("Alice")] == ["Cave-drake"]


def test_sudden_call_does_not_go_back_while_a_reset_waits_for_a_discard():
    """A reset is one action (CRF 22, Sudden Call): with a card to discard down to hand size still owed, shuffling
    Sudden Call back waits for the discard."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat", "Gorbag"], site="Minas Morgul")
    setup.hand("Alice", ["Sudden Call", "Orc-patrol", "Wargs", "Twilight", "Cave-drake", "Doors of Night",
                         "Eye of Sauron", "Minor Ring", "Black Mace"])
    setup.deck("Alice", ["Orc-draughts"])
    setup.set_phase("end-of-turn")
    game = setup.build()
    game.apply(ResetHands("Alice"))
    assert game.check(ShuffleIntoPlayDeck("Alice", "Sudden Call")).code == "waiting-for-discard"


def _hidden_haven_draft():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Fallen-wizard")
    setup.pool("Alice", ["Hidden Haven", "a second Hidden Haven", "Faramir"])
    setup.pool("Bob", ["a third Hidden Haven", "Anborn"])
    setup.character_draft(after=False)
    return setup.build()


def test_hidden_haven_is_drafted_on_the_starting_site_which_it_brings_out():
    """CoE 1.10.F1; CRF 22, Stage Resources: the site comes out with the card, declared at once; one such card."""
    from meccg_rules.engine.start_of_game.actions import DeclareStartingSites
    game = _hidden_haven_draft()
    with pytest.raises(InputError, match="not played on a site"):   # a character names no site
        game.apply(Draft("Alice", "Faramir", "Weathertop"))
    game.apply(Draft("Alice", "the first Hidden Haven", "Weathertop"))
    assert game.state.find("the first Hidden Haven").zone != IN_PLAY   # face down until Bob has chosen
    game.apply(Draft("Bob", "Anborn"))
    s = game.state
    haven = s.find("the first Hidden Haven")
    assert haven.zone == IN_PLAY and s.cards[haven.attached_to].name == "Weathertop"
    assert s.draft.starting_sites["Alice"].sites == ("Weathertop",)
    assert game.check(Draft("Alice", "the second Hidden Haven", "Ettenmoors")).code == "one-starting-stage-site"
    # "Other Fallen-wizards may not use this site as a Wizardhaven": Bob's is not drafted on his copy of it
    assert game.check(Draft("Bob", "the third Hidden Haven", "Weathertop")).code == "wizardhaven-of-another"
    game.apply(StopDrafting("Bob"))
    game.apply(Draft("Alice", "Faramir"))
    game.apply(StopDrafting("Alice"))
    assert game.check(DeclareStartingSites("Alice", ("Weathertop",))).code == "starting-sites-declared"
    game.apply(DeclareStartingSites("Bob", ("The White Towers",)))
    game.apply(EndCharacterDraft("Alice"))
    assert s.cards[s.companies["Alice-starting"].site].id == haven.attached_to   # the same site card
    game.apply(RollToGoFirst("Alice", 7))   # what it does in the game is modelled (players/stage_wizardhavens.py)
    assert haven.zone == IN_PLAY


def test_hidden_haven_revealed_by_both_on_one_site_is_set_aside():
    """CRF 22, Hidden Haven: both set aside, that site barred to it until the game begins; not other sites."""
    game = _hidden_haven_draft()
    game.apply(Draft("Alice", "the first Hidden Haven", "Weathertop"))
    game.apply(Draft("Bob", "the third Hidden Haven", "Weathertop"))
    s = game.state
    assert {s.find("the first Hidden Haven").id, s.find("the third Hidden Haven").id} == set(s.draft.set_aside)
    assert "Alice" not in s.draft.starting_sites
    assert game.check(Draft("Alice", "the second Hidden Haven", "Weathertop")).code == "starting-stage-site-set-aside"
    assert game.check(Draft("Alice", "the second Hidden Haven", "Ettenmoors"))
