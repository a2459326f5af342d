"""A Fallen-wizard's Stage card placed on his avatar, whose attributes he adopts
(``engine/players/adopted_attributes.py``): Winged Change-master goes on Radagast as it is played while he is in
play (on its own when he is not), gives him its prowess, body, direct influence and corruption modifier in place of
his own, other bonuses still adding, and goes back to its player's hand when another Shapeshifter of his is played
(a second Winged Change-master: the card is no unique and may be duplicated)."""
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.state import HAND, IN_PLAY
from meccg_rules.engine.core import queries
from meccg_rules.engine.organization import control
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives import values
from meccg_rules.engine.setup import Setup


def radagast(on=(), hand=(), company=("Radagast",), items=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wings", list(company), site="Rivendell")
    for name in on:
        setup.in_play(name, on="Radagast")
    if items:
        setup.give("Radagast", list(items))
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Radagast"
    return game


def play(game, card="Winged Change-master", target=None):
    game.apply(PlayEvent("Alice", card, target))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))


def test_played_while_radagast_is_in_play_it_goes_on_him():
    game = radagast(hand=["Winged Change-master"])
    assert game.check(PlayEvent("Alice", "Winged Change-master")).code == "avatar-in-play"   # not on its own then
    play(game, target="Radagast")
    card = game.state.find("Winged Change-master")
    assert card.zone == IN_PLAY and card.attached_to == game.state.find("Radagast").id
    assert values.skills(game.state, game.state.find("Radagast")) == ("Scout", "Diplomat")


def test_played_while_radagast_is_not_in_play_it_stays_on_its_own():
    game = radagast(hand=["Winged Change-master"], company=("Faramir",))
    play(game)
    card = game.state.find("Winged Change-master")
    assert card.zone == IN_PLAY and card.attached_to is None


def test_he_adopts_its_prowess_body_direct_influence_and_corruption_modifier():
    bare = radagast()
    him = bare.state.find("Radagast")
    assert (values.prowess(bare.state, him), values.body(bare.state, him)) == (6, 9)
    assert control._base(bare.state, him.id) == 5
    assert queries.total("corruption check", bare.state, him) == 0
    game = radagast(on=["Winged Change-master"])
    him = game.state.find("Radagast")
    assert (values.prowess(game.state, him), values.body(game.state, him)) == (3, 9)
    assert control._base(game.state, him.id) == 8
    assert queries.total("corruption check", game.state, him) == -2


def test_its_printed_corruption_is_his_modifier_not_points():
    from meccg_rules.engine.corruption.corruption_checks import corruption_points
    game = radagast(on=["Winged Change-master"])
    assert corruption_points(game.state, game.state.find("Radagast").id) == 0


def test_another_bonus_adds_to_the_adopted_prowess():
    """The engine's reading: the card replaces his printed numbers, what else he has still adds."""
    game = radagast(on=["Winged Change-master"])
    him = game.state.find("Radagast")
    from meccg_rules.engine.core.state import Ongoing
    game.state.ongoing.append(Ongoing(him.id, him.id, "prowess", 2, "end-of-turn"))
    assert values.prowess(game.state, him) == 5


def test_another_shapeshifter_played_sends_it_back_to_hand():
    game = radagast(on=["Winged Change-master"], hand=["a second Winged Change-master"])
    first = next(i for i in game.state.cards.values() if i.name == "Winged Change-master" and i.zone == IN_PLAY)
    second = next(i for i in game.state.cards.values() if i.name == "Winged Change-master" and i.zone == HAND)
    game.apply(PlayEvent("Alice", second.id, "Radagast"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert game.state.cards[first.id].zone == HAND
    now = [i for i in game.state.cards.values() if i.name == "Winged Change-master" and i.zone == IN_PLAY]
    assert len(now) == 1 and now[0].id != first.id and now[0].attached_to == game.state.find("Radagast").id
