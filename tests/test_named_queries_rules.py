"""The kernel's named queries ``mind`` and ``marshalling points`` are asked wherever a rule reads those values.

No family or card answers either yet (Palm to Palm's "minds one higher" is not modelled), so each test answers
one in a throwaway registry holding every family and one more, the test's, and shows the rule's outcome change.
"""
import pytest

from meccg_rules.engine.combat import trophies
from meccg_rules.engine.core import queries
from meccg_rules.engine.core import registry as registry_module
from meccg_rules.engine.core.cards import fold
from meccg_rules.engine.core.registry import REGISTRY, Family, Registry
from meccg_rules.engine.core.state import DISCARD, MP_PILE, OUT_OF_PLAY
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.influence import influence_attempts
from meccg_rules.engine.movement_hazard.actions import DrawForMovement
from meccg_rules.engine.organization import control
from meccg_rules.engine.organization.actions import DeclareMovement, PlayCharacter, ToGeneralInfluence
from meccg_rules.engine.players import alignments
from meccg_rules.engine.primitives import values
from meccg_rules.engine.setup import Setup


@pytest.fixture
def answer(monkeypatch):
    """``answer(query, {card name: amount})``: the query answered for those cards, by a family after the others."""
    def answering(query, amounts):
        folded = {fold(name): by for name, by in amounts.items()}

        def modifier(state, ref, *rest):
            by = folded.get(fold(state.cards[ref].name))
            return None if by is None else (by, "the test's card")
        registry = Registry()
        monkeypatch.setattr(registry_module, "REASONS", {})   # the families' reasons are given once already
        for family in REGISTRY.families:
            registry.add(family)
        registry.add(Family("test", "A card of the test", "(a test)", modifiers={query: (modifier,)}))
        monkeypatch.setattr(queries, "REGISTRY", registry)
    return answering


def test_the_queries_are_the_kernels():
    assert "mind" in registry_module.QUERIES and "marshalling points" in registry_module.QUERIES


# ------------------------------------------------------------------ mind
def _fellowship(*characters, site="Rivendell", hand=(), alignment=None):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site)
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


def test_a_mind_lowered_lets_a_character_follow(answer):
    game = _fellowship("Aragorn II", hand=["Legolas"])   # direct influence 3, mind 6
    play = PlayCharacter("Alice", "Legolas", follower_of="Aragorn II")
    assert game.check(play).code == "not-enough-direct-influence"
    answer("mind", {"Legolas": -3})
    assert values.mind(game.state, game.state.find("Legolas")) == 3
    assert game.check(play).allowed


def test_general_influence_counts_the_mind_with_the_query_but_an_avatar_still_none(answer):
    game = _fellowship("Gandalf", "Aragorn II", "Legolas")
    assert control.general_influence_used(game.state, "Alice") == 15
    answer("mind", {"Gandalf": 1, "Aragorn II": 1, "Legolas": 1})
    assert control.general_influence_used(game.state, "Alice") == 17
    assert control.mind(game.state, game.state.find("Gandalf")) == 0   # an avatar needs no influence


def test_moving_a_follower_to_general_influence_counts_his_mind_with_the_query(answer):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Glorfindel II", "Frodo"], site="Rivendell")   # 9 + 8, then 5
    setup.follower("Frodo", "Glorfindel II")
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(ToGeneralInfluence("Alice", "Frodo")).code == "general-influence-exceeded"
    answer("mind", {"Frodo": -2})
    assert game.check(ToGeneralInfluence("Alice", "Frodo")).allowed


def test_a_fallen_wizards_limit_reads_the_mind_with_the_query(answer):
    game = _fellowship("Aragorn II", hand=["Legolas"], alignment="Fallen-wizard")
    legolas = game.state.find("Legolas")
    assert alignments.check_character(game.state, "Alice", legolas).code == "mind-over-five"
    answer("mind", {"Legolas": -1})
    assert alignments.check_character(game.state, "Alice", legolas).allowed


def test_drawing_for_movement_reads_the_mind_with_the_query(answer):
    setup = Setup("Alice", "Bob")
    setup.company("Little", ["Anborn", "Bombur"], site="Lórien")     # minds 2 and 1: no draw for Alice
    setup.deck("Alice", ["Glamdring"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Little", "Moria"))
    assert game.check(DrawForMovement("Alice", "Little", 1)).code == "too-many-draws"
    answer("mind", {"Anborn": 1})
    assert game.check(DrawForMovement("Alice", "Little", 1)).allowed


def test_a_hazard_limit_bonus_for_a_mind_reads_it_with_the_query(answer):
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Glorfindel II", "Frodo"], site="Moria", origin="Lórien")   # mind 8, no ranger
    setup.in_play("Eyes of the Shadow")
    setup.set_phase("movement/hazard", "Grey")
    game = setup.build()
    assert hazard_limit(game.state) == 4
    answer("mind", {"Glorfindel II": -3})
    assert hazard_limit(game.state) == 2


def test_an_influence_attempt_beats_the_mind_with_the_query(answer):
    game = _fellowship("Aragorn II", "Legolas")
    legolas = game.state.find("Legolas")
    assert influence_attempts._needed(game.state, legolas, revealed=False) == 6
    answer("mind", {"Legolas": 2})
    assert influence_attempts._needed(game.state, legolas, revealed=False) == 8


# ------------------------------------------------------------------ marshalling points
def test_the_tally_counts_a_cards_points_with_the_query(answer):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gimli", "Legolas"], site="Lórien")
    setup.give("Gimli", ["Durin's Axe"])          # 4 points borne by a Dwarf (bearer_values)
    setup.mp_pile("Alice", ["Rangers of the North"])
    s = setup.build().state
    assert (scoring.tally(s, "Alice")["item"], scoring.tally(s, "Alice")["faction"]) == (4, 3)
    answer("marshalling points", {"Durin's Axe": 1, "Rangers of the North": -1})
    assert (scoring.tally(s, "Alice")["item"], scoring.tally(s, "Alice")["faction"]) == (5, 2)
    assert values.marshalling_points(s, s.find("Durin's Axe")) == 5


def _trophy(alignment, creature):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", ["Shagrat"], site="Moria")
    from meccg_rules.language.trophy_sentences import _setup_trophy
    _setup_trophy(setup, {"character": "Shagrat", "card": creature})
    return setup.build().state


def test_a_trophys_worth_asks_the_query_but_its_bonuses_count_the_printed_points(answer):
    s = _trophy("Wizard", "Orc-patrol")     # 1 kill point; +1 direct influence
    shagrat = s.find("Shagrat").id
    assert scoring.tally(s, "Alice")["kill"] == 1 and trophies.bonuses(s, shagrat) == (1, 0)
    answer("marshalling points", {"Orc-patrol": 1})
    assert scoring.tally(s, "Alice")["kill"] == 2 and trophies.bonuses(s, shagrat) == (1, 0)   # CoE 3.IV.3


def test_a_fallen_wizard_players_trophy_is_worth_one_point_whatever_the_query_adds(answer):
    s = _trophy("Fallen-wizard", "Orc-patrol")     # CoE 10.F1, kill points capped too (the engine's reading)
    answer("marshalling points", {"Orc-patrol": 1})
    assert scoring.tally(s, "Alice")["kill"] == 1


@pytest.mark.parametrize("by, zone", [(0, MP_PILE), (-1, OUT_OF_PLAY)])
def test_a_discarded_trophy_goes_where_its_worth_with_the_query_sends_it(answer, by, zone):
    s = _trophy("Fallen-wizard", "Orc-patrol")     # worth 1: to the pile when discarded, else out of play (3.IV.4)
    answer("marshalling points", {"Orc-patrol": by})
    s.move(s.find("Shagrat").id, DISCARD)
    assert s.find("Orc-patrol").zone == zone


def test_a_trophy_worth_nothing_to_its_player_stays_worth_nothing(answer):
    s = _trophy("Ringwraith", "Orc-patrol")        # no star: removed, not scored, by a Ringwraith player (3.v.R1)
    answer("marshalling points", {"Orc-patrol": 1})
    assert scoring.tally(s, "Alice")["kill"] == 0
