"""A Wizard brought into play as The Windlord Found Me is stored (organization/wizard_on_storing.py), Sacrifice of
Form's Wizard coming back (players/sacrificed_avatars.avatar_returns) and a card keeping the Wizard to his home site
(players/home_site_avatars.py: Saw Further and Deeper)."""
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD, IN_PLAY, Ongoing
from meccg_rules.engine.organization import control
from meccg_rules.engine.organization.actions import PlayCharacter, StoreItem
from meccg_rules.engine.players import sacrificed_avatars
from meccg_rules.engine.primitives import values
from meccg_rules.engine.setup import Setup


def birds(*, discard=(), deck=(), hand=(), in_play=(), windlord=True, wizard=None):
    setup = Setup("Alice", "Bob")
    setup.company("Birds", ["Sam Gamgee", "Frodo"] + ([wizard] if wizard else []), site="Rivendell")
    if windlord:
        setup.in_play("The Windlord Found Me", on="Sam Gamgee")
    setup.discard_pile("Alice", list(discard))
    setup.deck("Alice", list(deck))
    setup.hand("Alice", list(hand))
    for card in in_play:
        setup.in_play(card, owner="Alice")
    setup.set_phase("organization")
    return setup.build()


def code(game, action):
    return game.check(action).code


def stored(game):
    game.apply(StoreItem("Alice", "The Windlord Found Me"))
    both_pass(game)


def test_a_wizard_comes_from_the_discard_pile_at_the_haven_outside_the_one_character():
    game = birds(discard=["Gandalf"], hand=["Legolas"])
    assert code(game, PlayCharacter("Alice", "Gandalf", company="Birds")) == "not-in-hand"
    stored(game)
    game.apply(PlayCharacter("Alice", "Gandalf", company="Birds"))
    assert game.state.find("Gandalf").zone == IN_PLAY
    # not the one character of the turn: organizing may still bring another
    assert game.check(PlayCharacter("Alice", "Legolas", company="Birds"))


def test_the_offer_ends_with_any_other_action():
    game = birds(deck=["Radagast"], hand=["Legolas"])
    stored(game)
    game.apply(PlayCharacter("Alice", "Legolas", company="Birds"))
    assert code(game, PlayCharacter("Alice", "Radagast", company="Birds")) == "not-in-hand"


def test_no_offer_while_the_wizard_is_in_play():
    game = birds(deck=["Saruman"], wizard="Gandalf")
    stored(game)
    assert code(game, PlayCharacter("Alice", "Saruman", company="Birds")) == "not-in-hand"


def test_sacrifice_of_form_comes_back_with_its_wizard_and_his_items():
    game = birds(discard=["Gandalf"], in_play=["Sacrifice of Form"])
    s = game.state
    gandalf, sacrifice = s.find("Gandalf"), s.find("Sacrifice of Form")
    s.ongoing.append(Ongoing(sacrifice.id, gandalf.id, sacrificed_avatars.SACRIFICED, 0, "leaves-play"))
    stored(game)
    game.apply(PlayCharacter("Alice", "Gandalf", company="Birds"))
    assert sacrifice.attached_to == gandalf.id and not sacrificed_avatars.sacrifices(s)
    assert values.prowess(s, gandalf) == 7 and values.body(s, gandalf) == 10
    assert control.unused_direct_influence(s, gandalf.id) == 11


def test_saw_further_and_deeper_keeps_the_wizard_home_and_goes_as_he_comes():
    game = birds(hand=["Radagast"], in_play=["Saw Further and Deeper"], windlord=False)
    assert control.general_influence(game.state, "Alice") == 25
    assert code(game, PlayCharacter("Alice", "Radagast", company="Birds")) == "avatar-home-site-only"
    game = birds(hand=["Gandalf"], in_play=["Saw Further and Deeper"], windlord=False)   # home site: any Haven
    game.apply(PlayCharacter("Alice", "Gandalf", company="Birds"))
    assert game.state.find("Saw Further and Deeper").zone == DISCARD


def test_the_fetch_is_listed_among_the_actions():
    game = birds(discard=["Gandalf"])
    stored(game)
    assert PlayCharacter("Alice", game.state.find("Gandalf").id, company="Birds") in game.legal_actions()


def test_saw_further_and_deeper_is_played_only_before_the_wizard_is_revealed():
    from meccg_rules.engine.playing.actions import PlayEvent
    game = birds(hand=["Saw Further and Deeper"], windlord=False, wizard="Gandalf")
    assert code(game, PlayEvent("Alice", "Saw Further and Deeper")) == "avatar-revealed"
    game = birds(hand=["Saw Further and Deeper"], windlord=False)
    assert game.check(PlayEvent("Alice", "Saw Further and Deeper"))
