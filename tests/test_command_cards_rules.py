"""The minion command cards, played on a leader in the organization phase (I'll Report You, Smart and Secret, I'll
Be At Your Heels): each sends the other command cards on that leader back to hand as it is played, another copy of
itself included (the selector "other command cards on the target"; CRF 22, Command Cards), and changes his
company: "+1 prowess" or "+1 body to all characters in his company", a ``who = "company"`` static of a card on a
character reaching the characters of his company (players/mode_attributes.py)."""
from helpers import both_pass

from meccg_rules.engine.core.state import HAND, IN_PLAY
from meccg_rules.engine.combat.strikes import body as strike_body
from meccg_rules.engine.organization.control import unused_direct_influence as direct_influence
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives import values
from meccg_rules.engine.setup import Setup


def _game(on_captain=(), hand=(), others=("Orc Veteran",)):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Orc Captain", *others], site="Minas Morgul")
    setup.company("Others", ["Shagrat"], site="Minas Morgul")
    for card in on_captain:
        setup.in_play(card, on="Orc Captain")
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


def test_a_command_card_returns_the_other_command_cards_on_its_leader_alone():
    game = _game(on_captain=["I’ll Report You"], hand=["Smart and Secret"])
    game.apply(PlayEvent("Alice", "Smart and Secret", "Orc Captain"))
    both_pass(game)
    assert game.state.find("Smart and Secret").zone == IN_PLAY
    assert game.state.find("I’ll Report You").zone == HAND
    game.apply(PlayEvent("Alice", "I’ll Report You", "Shagrat"))   # another leader: Smart and Secret stays
    both_pass(game)
    assert game.state.find("Smart and Secret").zone == IN_PLAY


def test_another_copy_of_the_same_command_card_returns_it_too():
    game = _game(on_captain=["I’ll Report You"], hand=["a second I’ll Report You"])
    game.apply(PlayEvent("Alice", "the second I’ll Report You", "Orc Captain"))
    both_pass(game)
    assert game.state.find("the first I’ll Report You").zone == HAND
    assert game.state.find("the second I’ll Report You").zone == IN_PLAY


def test_only_a_leader_in_the_organization_phase_takes_one():
    game = _game(hand=["I’ll Report You"])
    assert not game.check(PlayEvent("Alice", "I’ll Report You", "Orc Veteran"))   # no leader
    assert game.check(PlayEvent("Alice", "I’ll Report You", "Orc Captain"))


def test_its_company_gains_and_its_leader_loses_direct_influence():
    plain = _game()
    s = plain.state
    base = {n: (values.prowess(s, s.find(n)), strike_body(s, s.find(n).id)) for n in ("Orc Captain", "Orc Veteran")}
    captain_di = direct_influence(s, s.find("Orc Captain").id)
    game = _game(on_captain=["I’ll Report You"])
    s = game.state
    for name in ("Orc Captain", "Orc Veteran"):
        assert values.prowess(s, s.find(name)) == base[name][0] + 1
    assert values.prowess(s, s.find("Shagrat")) == values.prowess(plain.state, plain.state.find("Shagrat"))
    assert captain_di == 0 and direct_influence(s, s.find("Orc Captain").id) == 0   # "to a minimum of 0"
    game = _game(on_captain=["Smart and Secret"])
    s = game.state
    for name in ("Orc Captain", "Orc Veteran"):
        assert strike_body(s, s.find(name).id) == base[name][1] + 1
        assert values.prowess(s, s.find(name)) == base[name][0]


def test_its_leader_loses_two_direct_influence():
    def unused(on_him):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Trolls", ["Lieutenant of Morgul"], site="Minas Morgul")
        for card in on_him:
            setup.in_play(card, on="Lieutenant of Morgul")
        setup.set_phase("organization")
        s = setup.build().state
        return direct_influence(s, s.find("Lieutenant of Morgul").id)
    assert unused([]) == 2   # his unrestricted direct influence, printed
    assert unused(["I’ll Report You"]) == 0 and unused(["Smart and Secret"]) == 0


def test_ill_be_at_your_heels_adds_one_to_every_corruption_check_in_his_company():
    from meccg_rules.engine.corruption.checks_in_company import corruption_check
    game = _game(on_captain=["I’ll Be At Your Heels"])
    s = game.state
    for name in ("Orc Captain", "Orc Veteran"):   # the leader himself too: "characters in his company"
        assert corruption_check(s, s.find(name)) == (1, "I’ll Be At Your Heels")
    assert corruption_check(s, s.find("Shagrat")) is None   # another company
    assert corruption_check(_game(on_captain=["I’ll Report You"]).state, s.find("Orc Veteran")) is None


def test_a_second_heels_returns_the_first_so_the_checks_gain_one_not_two():
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.organization.actions import StoreItem
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Orc Captain", "Muzgash"], site="Minas Morgul")
    setup.in_play("I’ll Be At Your Heels", on="Orc Captain")
    setup.give("Muzgash", ["Dagger of Westernesse"])
    setup.hand("Alice", ["a second I’ll Be At Your Heels"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "the second I’ll Be At Your Heels", "Orc Captain"))
    both_pass(game)
    game.apply(StoreItem("Alice", "Dagger of Westernesse"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Muzgash's corruption check"))
    assert "2 (roll) +1 (second I’ll Be At Your Heels) = 3 against 1 corruption points" in "\n".join(
        game.state.log)
