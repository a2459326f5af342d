"""The order of corruption checks one effect asks of both players' characters (CRF 22, Ren the Unclean): the moving
player's characters first; each player names which of his checks next."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.chain import Declared
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.corruption.actions import ChooseCorruptionCheck, SupportCorruptionCheck
from meccg_rules.engine.corruption.corruption_checks import _supported_by_its_player
from meccg_rules.engine.corruption.order_of_checks import ordered
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.setup import Setup


def _game(alice=("Legolas",), bob=("Aragorn II",)):
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", list(bob), site="Bree", owner="Bob")     # Bob's cards made first
    setup.company("Fellowship", list(alice), site="Moria", origin="Lórien")
    setup.in_play("Ren the Unclean")
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def _refs(game, *names):
    return [game.state.find(name).id for name in names]


def _entry():
    return Declared("Bob", "ability", "", "")


def test_the_moving_players_characters_check_first():
    game = _game()
    assert ordered(game, _entry(), _refs(game, "Aragorn II", "Legolas")) == _refs(game, "Legolas", "Aragorn II")


def test_one_players_checks_keep_their_order():
    game = _game(alice=("Legolas", "Gimli"))
    assert ordered(game, _entry(), _refs(game, "Gimli", "Legolas")) == _refs(game, "Gimli", "Legolas")


def test_a_player_with_two_characters_to_check_names_the_next():
    game = _game(alice=("Legolas", "Gimli"))
    game.apply(UseAbility("Bob", "Ren the Unclean", "corrupt"))
    both_pass(game)
    assert game.state.pending.player == "Alice" and game.state.pending.kind == "choice"
    assert not game.check(Roll("Alice", 7, "Legolas's corruption check"))
    assert game.check(ChooseCorruptionCheck("Bob", "Aragorn II")).code == "wrong-player"
    game.apply(ChooseCorruptionCheck("Alice", "Gimli"))
    assert game.state.pending.purpose == "Gimli's corruption check"
    game.apply(Roll("Alice", 7, "Gimli's corruption check"))
    assert game.state.pending.purpose == "Legolas's corruption check"   # the last of hers: no choice left


def test_ren_the_unclean_asks_the_moving_player_to_roll_first():
    game = _game()
    game.apply(UseAbility("Bob", "Ren the Unclean", "corrupt"))
    both_pass(game)
    assert (game.state.pending.player, game.state.pending.purpose) == ("Alice", "Legolas's corruption check")
    game.apply(Roll("Alice", 7, "Legolas's corruption check"))
    assert (game.state.pending.player, game.state.pending.purpose) == ("Bob", "Aragorn II's corruption check")
    game.apply(Roll("Bob", 7, "Aragorn II's corruption check"))
    assert game.state.find("Ren the Unclean").zone == "discard pile"


def test_the_player_who_taps_ren_supports_only_his_own_characters_checks():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Aragorn II", "Gimli"], site="Bree", owner="Bob")
    setup.company("Fellowship", ["Legolas", "Frodo"], site="Moria", origin="Lórien")
    setup.in_play("Ren the Unclean")
    setup.hand("Bob", ["New Friendship"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(SupportCorruptionCheck("Alice", "Frodo", "Legolas")).code == "no-corruption-check"
    game.apply(UseAbility("Bob", "Ren the Unclean", "corrupt"))
    assert game.check(SupportCorruptionCheck("Alice", "Frodo", "Legolas"))     # declared for every character
    game.apply(Pass("Alice"))
    assert game.check(SupportCorruptionCheck("Bob", "Gimli", "Aragorn II"))    # Ren's text lets his player
    assert game.check(PlayEvent("Bob", "New Friendship", "Aragorn II", "the corruption check")).code == "wrong-player"


def test_without_ren_the_hazard_player_still_may_not_support():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Aragorn II", "Gimli"], site="Bree", owner="Bob")
    setup.company("Fellowship", ["Legolas"], site="Moria", origin="Lórien")
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert not _supported_by_its_player(game.state, "Bob", game.state.find("Aragorn II"))
