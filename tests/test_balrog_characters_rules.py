"""A Balrog player's characters and storing: "Any Dark-hold" home sites read "Any non-Dark-hold Under-deeps site"
(CoE 2.II.2.2.B1), one more character action for a non-unique character while organizing (2.II.2.2.B2), nothing stored
at Barad-dûr (2.II.4.B1)."""
import pytest

from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.core.state import HAND, IN_PLAY
from meccg_rules.engine.organization.actions import PlayCharacter, StoreItem
from meccg_rules.engine.setup import Setup
from helpers import setting_aside

# the Balrog Barad-dûr's Maia automatic-attack, The Under-gates' limit on leaving it and The Balrog's other
# manifestations discarded (not modelled) take no part in these tests: no company moves to or from these sites, no
# other manifestation of Balrog of Moria is in play
_set_aside = setting_aside("Barad-dûr", "The Under-gates", "The Balrog")


def organizing(alignment="Balrog", hand=("Orc Brawler",), company=("Orc Veteran",), site="Moria"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Diggers", list(company), site=site)
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


@pytest.mark.parametrize("site, allowed", [("The Under-grottos", True), ("The Under-leas", True),
                                           ("The Under-courts", False), ("Dol Guldur", False), ("Carn Dûm", False)])
def test_a_balrog_players_dark_hold_character_is_at_home_at_a_non_dark_hold_under_deeps_site(site, allowed):
    """CoE 2.II.2.2.B1: Orc Brawler ("Any Dark-hold") comes into play at The Under-grottos (a Ruins & Lairs) or The
    Under-leas (a Shadow-hold) for a Balrog player, not at The Under-courts (an Under-deeps Dark-hold) nor at the
    Balrog Dol Guldur or Carn Dûm (Dark-holds, no Haven of his)."""
    game = organizing()
    verdict = game.check(PlayCharacter("Alice", "Orc Brawler", site=site, new_company="New"))
    assert bool(verdict) is allowed, verdict
    if not allowed:
        assert verdict.code == "not-haven-or-home-site" and "2.II.2.2.B1" in str(verdict)


@pytest.mark.parametrize("site, allowed", [("The Under-grottos", False), ("Barad-dûr", True)])
def test_a_ringwraith_players_dark_hold_character_keeps_his_printed_home_site(site, allowed):
    """The contrast: the same card is a Ringwraith player's at any Dark-hold, and not at an Under-deeps site."""
    game = organizing(alignment="Ringwraith", site="Minas Morgul")
    assert bool(game.check(PlayCharacter("Alice", "Orc Brawler", site=site, new_company="New"))) is allowed


def test_a_balrog_player_discards_his_character_at_the_new_home_site_not_at_a_dark_hold():
    """CoE 2.II.2.4 with 2.II.2.2.B1: discarded while organizing at his home site, the one the Balrog rule gives."""
    assert organizing(hand=(), site="The Under-grottos").check(Discard("Alice", "Orc Veteran"))
    verdict = organizing(hand=(), site="Barad-dûr").check(Discard("Alice", "Orc Veteran"))
    assert verdict.code == "not-haven-or-home-site"


def test_a_balrog_player_plays_a_second_character_if_it_is_non_unique():
    """CoE 2.II.2.2.B2: a unique character played, then a non-unique one besides; a third is refused."""
    game = organizing(hand=("Lugdush", "Orc Brawler", "Orc Sniffler"), company=("Orc Veteran",))
    game.apply(PlayCharacter("Alice", "Lugdush", company="Diggers"))
    game.apply(PlayCharacter("Alice", "Orc Brawler", company="Diggers"))
    assert game.state.find("Orc Brawler").zone == IN_PLAY
    assert game.check(PlayCharacter("Alice", "Orc Sniffler", company="Diggers")).code == "one-character-per-turn"


def test_a_balrog_players_second_character_action_needs_a_non_unique_one():
    """CoE 2.II.2.2.B2: after a non-unique character, the one more action may be for a unique one (the first is then
    the non-unique one); two unique characters are refused."""
    game = organizing(hand=("Orc Brawler", "Lugdush"))
    game.apply(PlayCharacter("Alice", "Orc Brawler", company="Diggers"))
    assert game.check(PlayCharacter("Alice", "Lugdush", company="Diggers"))
    game = organizing(hand=("Lugdush", "Shagrat"))
    game.apply(PlayCharacter("Alice", "Lugdush", company="Diggers"))
    assert game.check(PlayCharacter("Alice", "Shagrat", company="Diggers")).code == "one-character-per-turn"


def test_a_balrog_player_discards_a_non_unique_character_besides_playing_one():
    """CoE 2.II.2.2.B2: "play or remove from play": the one more action discards a non-unique character at a Haven."""
    game = organizing(hand=("Lugdush",), company=("Orc Veteran", "Orc Sniffler"))
    game.apply(PlayCharacter("Alice", "Lugdush", company="Diggers"))
    assert game.check(Discard("Alice", "Orc Sniffler"))


@pytest.mark.parametrize("alignment", ["Ringwraith", "Wizard"])
def test_other_players_play_one_character_a_turn(alignment):
    """The contrast (CoE 2.II.2): no second character, unique or not."""
    site = "Minas Morgul" if alignment == "Ringwraith" else "Rivendell"
    company = ("Orc Veteran",) if alignment == "Ringwraith" else ("Gimli",)
    hand = ("Orc Brawler", "Orc Sniffler") if alignment == "Ringwraith" else ("Beorn", "Bard Bowman")
    game = organizing(alignment=alignment, hand=hand, company=company, site=site)
    game.apply(PlayCharacter("Alice", hand[0], company="Diggers"))
    assert game.check(PlayCharacter("Alice", hand[1], company="Diggers")).code == "one-character-per-turn"


@pytest.mark.parametrize("alignment, allowed", [("Balrog", False), ("Ringwraith", True)])
def test_a_balrog_player_stores_nothing_at_barad_dur(alignment, allowed):
    """CoE 2.II.4.B1: News of the Shire, stored only at Barad-dûr, is not stored there by a Balrog player; a
    Ringwraith player stores it."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Couriers", ["Orc Veteran"], site="Barad-dûr")
    setup.in_play("News of the Shire", on="Orc Veteran", owner="Alice")
    setup.set_phase("organization")
    verdict = setup.build().check(StoreItem("Alice", "News of the Shire"))
    assert bool(verdict) is allowed, verdict
    if not allowed:
        assert verdict.code == "no-storing-here"


@pytest.mark.parametrize("order", [("Orc Tracker", "Orc Brawler"), ("Orc Brawler", "Orc Tracker")])
def test_a_character_played_besides_goes_back_first_over_general_influence(order):
    """CoE 2.II.8 with 2.II.2.2.B2 (the engine's reading): 17 mind in play, 3 and 1 more played; 21 over 20 general
    influence as the phase ends, the character the Balrog player played later goes back to his hand, and only he."""
    from meccg_rules.engine.turn.actions import EndPhase
    game = organizing(hand=order, company=("Troll-chief", "Orc Captain", "Old Troll", "Orc Veteran"))
    for name in order:
        game.apply(PlayCharacter("Alice", name, company="Diggers"))
    game.apply(EndPhase("Alice", "organization"))
    assert game.state.find(order[1]).zone == HAND
    assert game.state.find(order[0]).zone == IN_PLAY


@pytest.mark.parametrize("alignment, site, allowed", [("Balrog", "Moria", True), ("Balrog", "The Under-gates", True),
                                                      ("Ringwraith", "Moria", False)])
def test_a_balrog_players_havens_are_his_balrog_darkhavens(alignment, site, allowed):
    """CoE g.hav.3, g.dh.1 with 1.4.B1: a Balrog player's Havens are the Balrog Moria and The Under-gates; Moria is no
    Haven of a Ringwraith player's (the minion Moria is a Shadow-hold). Orc Brawler is at home at neither."""
    game = organizing(alignment=alignment, site="Minas Morgul" if alignment == "Ringwraith" else "The Under-grottos")
    verdict = game.check(PlayCharacter("Alice", "Orc Brawler", site=site, new_company="New"))
    assert bool(verdict) is allowed, verdict


def from_piles(alignment="Balrog", discards=(), sideboard=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Diggers", ["Orc Veteran"], site="Moria" if alignment == "Balrog" else "Minas Morgul")
    setup.discard_pile("Alice", list(discards))
    setup.sideboard("Alice", list(sideboard))
    setup.set_phase("organization")
    return setup.build()


@pytest.mark.parametrize("where", ["discards", "sideboard"])
def test_a_balrog_player_plays_a_low_mind_non_unique_character_from_his_discard_pile_or_sideboard(where):
    """CoE 2.II.2.2.B3: Orc Tracker (mind 3, non-unique) comes from the discard pile or the sideboard."""
    game = from_piles(**{where: ["Orc Tracker"]})
    ref = game.state.find("Orc Tracker").id
    action = PlayCharacter("Alice", ref, company="Diggers")
    assert action in game.legal_actions()
    assert PlayCharacter("Alice", ref, site="Moria", new_company="Newcomers") in game.legal_actions()
    game.apply(action)
    assert game.state.find("Orc Tracker").zone == IN_PLAY


@pytest.mark.parametrize("name", ["Orc Chieftain", "Lugdush"])
def test_a_higher_mind_or_unique_character_stays_in_the_discard_pile(name):
    """CoE 2.II.2.2.B3: Orc Chieftain has mind 4; Lugdush is unique: neither comes from the discard pile."""
    game = from_piles(discards=[name])
    verdict = game.check(PlayCharacter("Alice", name, company="Diggers"))
    assert verdict.code == "not-in-hand" and "2.II.2.2.B3" in str(verdict)


def test_a_ringwraith_player_plays_characters_from_his_hand_only():
    """The contrast (CoE 2.II.2): the same card in a Ringwraith player's discard pile is not played."""
    game = from_piles(alignment="Ringwraith", discards=["Orc Tracker"])
    assert game.check(PlayCharacter("Alice", "Orc Tracker", company="Diggers")).code == "not-in-hand"


def test_a_sideboard_card_kept_for_a_fallen_wizard_opponent_stays_there():
    """CoE 1.6.1 with 2.II.2.2.B3: a card kept for a Fallen-wizard opponent is not reached against a Wizard."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Diggers", ["Orc Veteran"], site="Moria")
    setup.kept_for_fallen_wizard("Alice", ["Orc Tracker"])
    setup.set_phase("organization")
    verdict = setup.build().check(PlayCharacter("Alice", "Orc Tracker", company="Diggers"))
    assert verdict.code == "kept-for-fallen-wizard"


def test_the_balrog_played_as_the_one_more_action_makes_no_influence_attempt_this_turn():
    """CoE 2.II.2.2.B2 with 8.1: The Balrog played after Orc Brawler, as the one more action, was still played this
    turn: he does not make an influence attempt (influence/influence_attempts.py reads both per-turn keys)."""
    from meccg_rules.engine.influence import influence_attempts
    from meccg_rules.engine.organization.balrog_characters import MORE_CHARACTER
    game = organizing(hand=("Orc Brawler", "The Balrog"), site="The Under-gates")
    game.apply(PlayCharacter("Alice", "Orc Brawler", company="Diggers"))
    balrog = next(i for i in game.state.hand("Alice") if i.name == "The Balrog")
    game.apply(PlayCharacter("Alice", balrog.id, company="Diggers"))
    s = game.state
    assert s.turn.per_turn.get(MORE_CHARACTER) == balrog.id and balrog.zone == IN_PLAY
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.turn_number(5)
    setup.company("Diggers", ["The Balrog", "Orc Veteran"], site="Moria")
    setup.company("Wanderers", ["Beorn"], site="Moria", owner="Bob")
    setup.set_phase("site", "Diggers")
    s = setup.build().state
    s.turn.per_turn[MORE_CHARACTER] = s.find("The Balrog").id
    verdict = influence_attempts.check_declaring(s, s.find("The Balrog"), s.find("Beorn"))
    assert verdict.code == "avatar-played-this-turn"
    assert influence_attempts.check_declaring(s, s.find("Orc Veteran"), s.find("Beorn"))
