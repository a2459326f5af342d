"""Cards specific to one player (CoE 1.3.4 and its glossary, 1.8.F1, 2.2.F2; CRF 22, Rulings by Term > Specific):
"Balrog specific" only for a Balrog player, "<Fallen-wizard> specific" only for the player who declared himself that
Fallen-wizard; read from the card's text by the import. Also the Leader keyword printed where the card data lacks
it, and home sites written "any non-X Y site"."""
import pytest

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.organization.actions import PlayCharacter
from meccg_rules.engine.organization.characters import is_home_site
from meccg_rules.engine.organization.composition import composition_problem
from meccg_rules.engine.players import specific
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.start_of_game.deck_construction import declare_fallen_wizard
from helpers import setting_aside

# the Fallen-wizard Saruman in play says who his player is; what of his text is not modelled takes no part here
_set_aside = setting_aside("Saruman")


def _balrog_game(alignment):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Delvers", ["Shagrat"], site="Moria")
    setup.hand("Alice", ["Crook-legged Orc", "Hill-troll"])
    setup.set_phase("organization")
    return setup.build()


def test_a_balrog_specific_character_is_played_by_a_balrog_player_and_refused_to_a_ringwraith_player():
    play = PlayCharacter("Alice", "Hill-troll", site="The Wind-deeps", new_company="Deep")
    assert _balrog_game("Balrog").check(play)
    verdict = _balrog_game("Ringwraith").check(play)
    assert verdict.code == "specific-card" and "Balrog specific" in str(verdict)


def test_the_specific_clause_is_read_from_the_text_and_a_card_with_no_other_clause_is_full():
    cards = catalogue()
    for name in ("Crook-legged Orc", "Hill-troll", "Mountain-maggot"):
        card = cards.get(name)
        assert card.fact("specific") == "Balrog" and card.status == "full", name
    assert not any("usable only by" in gap.clause for gap in cards.get("Azog").gaps)


def test_the_rule_that_discards_a_stage_permanent_event_specific_to_a_fallen_wizard_is_a_clause_of_each():
    """CoE 2.2.F1, 2.II.2.1.F3 are modelled (players/stage.py): the import adds them as a clause of each such card,
    left unread (a gap) on a card with no entry as its text's others are (Bow of Alatar); an entry names its own gaps,
    and one modelled in full has none (Man of Skill)."""
    cards = catalogue()
    clauses = [gap.clause for gap in cards.get("Bow of Alatar").gaps]
    assert not any("usable only by" in c for c in clauses)
    assert any("2.2.F1" in c for c in clauses)
    assert cards.get("Man of Skill").status == "full" and not cards.get("Man of Skill").gaps


def _fallen_wizard_state(declared=None, avatar=None):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Servants", [avatar] if avatar else ["Shagrat"], site="Isengard")
    state = setup.build().state
    if declared:
        declare_fallen_wizard(state, "Alice", catalogue().get(declared))
    return state


def test_a_card_specific_to_a_fallen_wizard_is_for_the_player_who_declared_himself_that_wizard():
    man_of_skill = catalogue().get("Man of Skill")   # Saruman specific
    assert specific.check_play(_fallen_wizard_state("Saruman"), "Alice", man_of_skill) is None
    refused = specific.check_play(_fallen_wizard_state("Gandalf"), "Alice", man_of_skill)
    assert refused.code == "specific-card" and "declared himself Gandalf" in str(refused)
    # a Wizard player never declares himself an avatar: not his card, even with the hero Saruman in play
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Saruman"], site="Rivendell")
    assert specific.check_play(setup.build().state, "Alice", man_of_skill).code == "specific-card"


def test_the_fallen_wizard_in_play_says_who_his_player_is_and_an_unsaid_one_is_asked_for():
    man_of_skill = catalogue().get("Man of Skill")
    state = _fallen_wizard_state(avatar="Saruman")
    assert specific.check_play(state, "Alice", man_of_skill) is None
    with pytest.raises(InputError, match="declared Fallen-wizard"):
        specific.check_play(_fallen_wizard_state(), "Alice", man_of_skill)


def test_once_his_fallen_wizard_is_eliminated_his_player_no_longer_plays_cards_specific_to_him():
    """CoE 2.2.F2; CRF 22, Victory Conditions."""
    state = _fallen_wizard_state("Saruman", avatar="Saruman")
    state.eliminate(state.find("Saruman").id)
    verdict = specific.check_play(state, "Alice", catalogue().get("Man of Skill"))
    assert verdict.code == "specific-avatar-eliminated"


def test_a_leader_printed_in_the_text_counts_when_the_card_data_lacks_the_keyword():
    """Mauhúr: "Leader." in his text; a company away from a Haven holds one leader at most (CoE 2.II.3.1)."""
    assert "Leader" in catalogue().get("Mauhúr").keywords
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Mauhúr"], site="Cirith Ungol")
    setup.hand("Alice", ["Shagrat", "Lugdush"])
    state = setup.build().state
    site = state.cards[state.companies["Orcs"].site]
    mauhur, shagrat, lugdush = (state.find(n) for n in ("Mauhúr", "Shagrat", "Lugdush"))
    assert "one leader at most" in composition_problem(state, [mauhur, shagrat], site)
    assert composition_problem(state, [mauhur, lugdush], site) == ""


def test_a_home_site_written_any_non_x_y_site():
    cards = catalogue()
    orc, troll = cards.get("Crook-legged Orc"), cards.get("Bûrat")   # any non-Dark-hold Under-deeps site
    state = Setup("Alice", "Bob").build().state   # a site's type is read as treated in a game (none changes it here)
    assert is_home_site(state, orc, cards.get("The Wind-deeps")) \
        and not is_home_site(state, orc, cards.get("Weathertop"))
    assert is_home_site(state, troll, cards.get("Weathertop")) \
        and not is_home_site(state, troll, cards.get("The Wind-deeps"))
