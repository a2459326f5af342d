"""Ring tests (CoE 6.2, ``engine/items/ring_tests.py``): a gold ring tested is discarded, the final roll names on
the gold ring's card the kinds of special ring that may replace it at once, of its alignment, on its bearer; a gold
ring stored at a Darkhaven is tested at once at -2 and its replacement comes into play stored."""
import textwrap

import pytest

from meccg_rules.pages.runner import run_page


def _run(setup: str, play: str, expect: str) -> tuple[str, str]:
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
        {setup}
        Play
        {play}
        Expect
        {expect}
        ```
        """).format(**{k: textwrap.indent(textwrap.dedent(v).strip(), "  ") for k, v in
                       (("setup", setup), ("play", play), ("expect", expect))})
    (example,) = run_page(page, "page.md").examples
    return example.status, example.message


TEST = """\
    Alice is the resource player.
    Bob is the hazard player.
    Company Grey has moved from Lórien to Moria: Gandalf, Frodo.
    Frodo has Precious Gold Ring.
    Grey has faced the automatic-attacks.
    Alice holds Lesser Ring.
"""


@pytest.mark.parametrize("roll", [4, 9, 12])
def test_a_lesser_ring_replaces_a_precious_gold_ring_whatever_the_result(roll: int):
    status, message = _run(TEST, f"""\
        Alice taps Gandalf to test Precious Gold Ring.
        Both players pass.
        Alice rolls {roll} for the ring test.
        Alice plays Lesser Ring.""", "Frodo has Lesser Ring.\nPrecious Gold Ring is discarded.")
    assert status == "passed", message


def _tested(roll: int, alignment: str = "", company: tuple[str, ...] = ("Aragorn II", "Frodo"), hand=(),
            site: str = "Rivendell"):
    """A game where Frodo's Precious Gold Ring was just tested with ``roll``: the game and what may replace it."""
    from meccg_rules.engine.core.chain import Declared
    from meccg_rules.engine.items import ring_tests
    from meccg_rules.engine.setup import Setup
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Grey", list(company), site=site)
    setup.give("Frodo", ["Precious Gold Ring"])
    setup.hand("Alice", list(hand))
    game = setup.build()
    s = game.state
    ring, frodo = s.find("Precious Gold Ring"), s.find("Frodo")
    entry = Declared("Alice", "ability", ring.id, frodo.id, ring.id)
    entry.roll = roll
    assert ring_tests.test(game, entry, ring, frodo)
    return game, ring_tests.waiting(s)


@pytest.mark.parametrize("roll, kinds", [(1, ("Magic Ring", "Lesser Ring")), (5, ("Magic Ring", "Lesser Ring")),
                                         (6, ("Lesser Ring",)), (8, ("Dwarven Ring", "Lesser Ring")),
                                         (10, ("The One Ring", "Dwarven Ring", "Lesser Ring"))])
def test_the_final_roll_gives_the_kinds_of_special_ring_the_gold_rings_card_lists_for_it(roll, kinds):
    game, tested = _tested(roll)
    assert tested.kinds == kinds
    assert game.state.find("Precious Gold Ring").zone == "discard pile"


def test_a_scroll_of_isildur_borne_in_the_company_raises_the_roll_and_one_elsewhere_does_not():
    from meccg_rules.engine.core.chain import Declared
    from meccg_rules.engine.items import ring_tests
    from meccg_rules.engine.setup import Setup

    def tested(scroll_with: str, version: str = "") -> tuple[str, ...]:
        setup = Setup("Alice", "Bob")
        setup.company("Grey", ["Aragorn II", "Frodo"], site="Rivendell")
        setup.company("Elves", ["Legolas"], site="Rivendell")
        setup.give("Frodo", ["Precious Gold Ring"])
        setup.give(scroll_with, ["Scroll of Isildur"])
        if version:
            setup.version("Scroll of Isildur", version)
        game = setup.build()
        s = game.state
        ring, frodo = s.find("Precious Gold Ring"), s.find("Frodo")
        entry = Declared("Alice", "ability", ring.id, frodo.id, ring.id)
        entry.roll = 8
        assert ring_tests.test(game, entry, ring, frodo)
        return ring_tests.waiting(s).kinds

    assert tested("Legolas") == ("Dwarven Ring", "Lesser Ring")                     # 8: another company's Scroll
    assert tested("Aragorn II") == ("The One Ring", "Dwarven Ring", "Lesser Ring")  # 8 + 2 (the hero Scroll)
    assert tested("Aragorn II", "minion") == ("Dwarven Ring", "Lesser Ring")        # 8 + 1 (the minion Scroll)


def test_the_rules_modify_the_roll_in_a_ringwraiths_company_and_for_a_fallen_wizard_player():
    ringwraith = _tested(7, "Ringwraith", ("The Witch-king", "Frodo"), site="Dol Guldur")
    assert ringwraith[1].kinds == ("Magic Ring", "Lesser Ring")  # 7-2
    assert _tested(6, "Fallen-wizard")[1].kinds == ("Magic Ring", "Lesser Ring")   # 6-1, a hero gold ring
    assert _tested(6)[1].kinds == ("Lesser Ring",)


def test_only_a_ring_of_a_kind_the_result_allows_and_of_the_gold_rings_alignment_replaces_it():
    from meccg_rules.engine.items.ring_tests import check_play
    game, _ = _tested(9, hand=["Magic Ring of Lore", "Minor Ring"])   # 9: a Dwarven Ring or a Lesser Ring
    s = game.state
    assert check_play(game, "Alice", s.find("Magic Ring of Lore")).code == "wrong-ring"
    minor = check_play(game, "Alice", s.find("Minor Ring"))   # a minion Lesser Ring for a hero gold ring
    assert minor.code == "wrong-ring" and "6.2.2" in minor.sentence
    game, _ = _tested(10, "Fallen-wizard", hand=["Minor Ring"])   # any alignment for him (6.2.F2): 10-1 = 9
    assert check_play(game, "Alice", game.state.find("Minor Ring"))


def test_a_gold_ring_stored_at_a_darkhaven_is_tested_at_once_at_minus_two_and_its_replacement_is_stored():
    status, message = _run("""\
        Alice is the resource player.
        Bob is the hazard player.
        Alice is a Ringwraith player.
        Company Raiders stays at Minas Morgul: Shagrat, Lugdush.
        Shagrat has Precious Gold Ring.
        Alice holds Lesser Ring.
        It is the organization phase.""", """\
        Alice stores Precious Gold Ring.
        Both players pass.
        Alice rolls 9 for Shagrat's corruption check.
        Alice rolls 7 for the ring test.
        Alice plays Lesser Ring.""", """\
        Lesser Ring is in Alice's marshalling point pile.
        Precious Gold Ring is discarded.""")
    assert status == "passed", message


def _site_phase_ends(characters: list[str], site: str, rings: dict[str, str], roll: int | None = None):
    """A Ringwraith player's company ends its site phase (the last one: the end-of-turn phase begins); ``roll`` is
    given for the ring test awaited, if any. The game."""
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.setup import Setup
    from meccg_rules.engine.turn.actions import EndSitePhase
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", characters, site=site)
    for bearer, ring in rings.items():
        setup.give(bearer, [ring])
    setup.set_phase("site", "Raiders")
    game = setup.build()
    game.apply(EndSitePhase("Alice", "Raiders"))
    if roll is not None:
        game.apply(Roll("Alice", roll, "the ring test"))
    return game


def test_a_gold_ring_in_a_ringwraiths_company_is_tested_at_minus_two_as_the_end_of_turn_phase_begins():
    """CoE 6.2.R1: the roll is awaited as the phase begins; 9 - 2 = 7 allows a Magic Ring of The Least of Gold
    Rings (1-7), which 9 alone would not."""
    from meccg_rules.engine.items import ring_tests
    game = _site_phase_ends(["Dwar the Ringwraith", "Shagrat"], "Minas Morgul", {"Shagrat": "The Least of Gold Rings"})
    s = game.state
    assert s.phase == "end-of-turn" and s.pending is not None and s.pending.purpose == "the ring test"
    game = _site_phase_ends(["Dwar the Ringwraith", "Shagrat"], "Minas Morgul", {"Shagrat": "The Least of Gold Rings"},
                            roll=9)
    assert game.state.find("The Least of Gold Rings").zone == "discard pile"
    assert ring_tests.waiting(game.state).kinds == ("Magic Ring", "Lesser Ring")


def test_a_ringwraith_players_gold_ring_at_barad_dur_is_tested_at_minus_three_and_not_elsewhere():
    """CoE 6.2.R2: no Ringwraith in the company, at Barad-dûr: 10 - 3 = 7; at Minas Morgul no test is made."""
    from meccg_rules.engine.items import ring_tests
    game = _site_phase_ends(["Shagrat", "Lugdush"], "Barad-dûr", {"Shagrat": "The Least of Gold Rings"}, roll=10)
    assert ring_tests.waiting(game.state).kinds == ("Magic Ring", "Lesser Ring")
    game = _site_phase_ends(["Shagrat", "Lugdush"], "Minas Morgul", {"Shagrat": "The Least of Gold Rings"})
    s = game.state
    assert s.phase == "end-of-turn" and s.pending is None and s.find("The Least of Gold Rings").zone == "in play"


TWO_DUE = """\
    Alice is the resource player.
    Bob is the hazard player.
    Alice is a Ringwraith player.
    Company Raiders stays at Minas Morgul: Dwar the Ringwraith, Shagrat, Lugdush.
    Shagrat has The Least of Gold Rings.
    Lugdush has A Little Gold Ring.
    Alice holds Minor Ring.
    It is the end-of-turn phase."""


@pytest.mark.parametrize("first, bearer", [("A Little Gold Ring", "Lugdush"), ("The Least of Gold Rings", "Shagrat")])
def test_two_gold_rings_due_at_once_are_tested_in_the_order_the_resource_player_chooses(first: str, bearer: str):
    """CoE 9.6.5: the resource player orders them; the first ring's chance to be replaced comes before the second
    ring's roll, so the Minor Ring goes on the bearer of the ring he named first."""
    status, message = _run(TWO_DUE, f"""\
        Alice tests {first} next.
        Alice rolls 6 for the ring test.
        Alice plays Minor Ring.
        Alice rolls 8 for the ring test.""", f"""\
        {bearer} has Minor Ring.
        The Least of Gold Rings is discarded.
        A Little Gold Ring is discarded.""")
    assert status == "passed", message


def test_with_two_gold_rings_due_the_engine_waits_for_the_order_and_then_for_each_roll():
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.items.actions import TestRingNext
    from meccg_rules.engine.items import automatic_ring_tests, ring_tests
    game = _two_due()
    s = game.state
    assert s.pending is not None and s.pending.ref == automatic_ring_tests.CHOICE
    assert game.check(Roll("Alice", 7, "the ring test")).code == "no-roll-needed"
    assert game.check(TestRingNext("Bob", "A Little Gold Ring")).code == "wrong-player"
    game.apply(TestRingNext("Alice", "A Little Gold Ring"))
    game.apply(Roll("Alice", 6, "the ring test"))
    assert s.find("A Little Gold Ring").zone == "discard pile" and s.find("The Least of Gold Rings").zone == "in play"
    assert ring_tests.waiting(s) is not None and s.pending is not None and s.pending.purpose == "the ring test"
    game.apply(Roll("Alice", 8, "the ring test"))   # no special ring played: the roll ends the chance
    assert s.find("The Least of Gold Rings").zone == "discard pile" and s.pending is None


def _two_due():
    from meccg_rules.engine.setup import Setup
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Dwar the Ringwraith", "Shagrat", "Lugdush"], site="Minas Morgul")
    setup.give("Shagrat", ["The Least of Gold Rings"])
    setup.give("Lugdush", ["A Little Gold Ring"])
    setup.set_phase("end-of-turn")
    return setup.build()


def test_an_example_set_up_in_the_end_of_turn_phase_starts_at_its_beginning_and_tests_the_ring_due():
    """CoE 6.2.R1: the engine's reading, an example set up in the end-of-turn phase starts as it begins (as an
    "at the beginning" ability may be used then): the gold ring due is tested before anything else."""
    from meccg_rules.engine.setup import Setup
    from meccg_rules.engine.turn.actions import EndPhase

    def end_turn(characters: list[str]):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Raiders", characters, site="Dol Guldur")
        setup.give("Shagrat", ["Precious Gold Ring"])
        setup.set_phase("end-of-turn")
        return setup.build().check(EndPhase("Alice", "end-of-turn"))

    assert end_turn(["Shagrat"])
    assert end_turn(["The Witch-king", "Shagrat"]).code == "waiting-for-roll"


def test_a_ringwraith_players_gold_ring_at_another_site_modifying_ring_tests_is_not_tested_by_itself():
    """CoE 6.2.R2 names Barad-dûr: The Under-grottos modifies ring tests there too (+1), but no rule tests a gold
    ring there as the end-of-turn phase begins."""
    game = _site_phase_ends(["Shagrat", "Lugdush"], "The Under-grottos", {"Shagrat": "The Least of Gold Rings"})
    s = game.state
    assert s.phase == "end-of-turn" and s.pending is None and s.find("The Least of Gold Rings").zone == "in play"


def test_a_gold_ring_in_a_balrogs_company_is_tested_at_minus_two_as_the_end_of_turn_phase_begins():
    """CoE 6.2.B1: 9 - 2 = 7 allows a Magic Ring of The Least of Gold Rings (1-7), which 9 alone would not; the
    same ring in a company without the Balrog is not tested."""
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.items import ring_tests
    from meccg_rules.engine.setup import Setup
    from meccg_rules.engine.turn.actions import EndSitePhase

    def end_site_phase(characters: list[str]):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Balrog")
        setup.company("Deep", characters, site="Moria")
        setup.give("Shagrat", ["The Least of Gold Rings"])
        setup.set_phase("site", "Deep")
        game = setup.build()
        game.apply(EndSitePhase("Alice", "Deep"))
        return game

    game = end_site_phase(["The Balrog", "Shagrat"])
    assert game.state.pending is not None and game.state.pending.purpose == "the ring test"
    game.apply(Roll("Alice", 9, "the ring test"))
    assert ring_tests.waiting(game.state).kinds == ("Magic Ring", "Lesser Ring")
    game = end_site_phase(["Shagrat", "Lugdush"])
    assert game.state.pending is None and game.state.find("The Least of Gold Rings").zone == "in play"
