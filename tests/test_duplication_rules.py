"""Cards that cannot be duplicated (CRF 22, Rulings by Term > Cannot be Duplicated, Annotation 11; CoE 5.1.4,
g.cbd.1): one copy per target, a short-event's lasting effect counts, a copy about to be discarded does not."""
from helpers import both_pass

from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlayResource, RevealOnGuard
from meccg_rules.engine.setup import Setup


def _fellowship(hand=(), on=(), site="Lórien", origin=None, phase="movement/hazard", in_play=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site=site, origin=origin)
    for card in in_play:
        setup.in_play(card)
    for card, holder in on:
        setup.in_play(card, on=holder)
    setup.hand("Bob", [c for c in hand if not c.startswith("Alice:")])
    setup.hand("Alice", [c.removeprefix("Alice:") for c in hand if c.startswith("Alice:")])
    setup.set_phase(phase, "Fellowship" if phase in ("movement/hazard", "site") else None)
    return setup.build()


def test_a_second_copy_on_the_same_target_is_refused():
    game = _fellowship(hand=["a second Foolish Words"], on=[("Foolish Words", "Legolas")])
    verdict = game.check(PlayEvent("Bob", "the second Foolish Words", "Legolas"))
    assert verdict.code == "cannot-be-duplicated"
    assert "Annotation 11" in verdict.rule


def test_a_second_copy_on_another_target_is_allowed():
    game = _fellowship(hand=["a second Foolish Words"], on=[("Foolish Words", "Legolas")])
    game.apply(PlayEvent("Bob", "the second Foolish Words", "Aragorn II"))
    both_pass(game)
    assert game.state.find("the second Foolish Words").attached_to == game.state.find("Aragorn II").id


def test_a_copy_targeted_by_an_effect_that_discards_it_does_not_count():
    game = _fellowship(hand=["a second Foolish Words", "Alice:The Sun Unveiled"], on=[("Foolish Words", "Legolas")],
                       site="Edoras", in_play=["Gates of Morning"])
    second = PlayEvent("Bob", "the second Foolish Words", "Legolas")
    assert game.check(second).code == "cannot-be-duplicated"
    game.apply(PlayEvent("Alice", "The Sun Unveiled", "Legolas"))
    assert game.check(second)


def test_a_short_event_still_having_its_effect_counts_for_that_use_only():
    game = _fellowship(hand=["Weariness of the Heart", "a second Weariness of the Heart"])
    game.apply(PlayEvent("Bob", "the first Weariness of the Heart", "Legolas", "the prowess penalty"))
    both_pass(game)
    assert game.state.find("the first Weariness of the Heart").zone == "discard pile"
    again = PlayEvent("Bob", "the second Weariness of the Heart", "Legolas", "the prowess penalty")
    assert game.check(again).code == "cannot-be-duplicated"
    assert game.check(PlayEvent("Bob", "the second Weariness of the Heart", "Aragorn II", "the prowess penalty"))


def test_the_limit_ends_when_the_copy_leaves_play():
    game = _fellowship(hand=["a second Foolish Words"], on=[("Foolish Words", "Legolas")])
    game.state.move(game.state.find("the first Foolish Words").id, "discard pile")
    assert game.check(PlayEvent("Bob", "the second Foolish Words", "Legolas"))


def test_a_revealed_on_guard_card_is_held_to_the_limit():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.in_play("Foolish Words", on="Legolas")
    setup.on_guard("a second Foolish Words", "Fellowship")
    setup.hand("Alice", ["Glamdring"])
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    reveal = RevealOnGuard("Bob", "the second Foolish Words", "Legolas")
    assert game.check(reveal).code == "cannot-be-duplicated"


def test_a_site_a_short_event_treats_as_another_type_counts_as_its_lasting_effect():
    # Gloom: one copy in effect at a time, whichever use; its site change lasts the turn (CoE 5.1.4)
    game = _fellowship(hand=["Gloom", "a second Gloom"], site="Bree", origin="Rivendell", in_play=["Doors of Night"])
    game.apply(PlayEvent("Bob", "the first Gloom", "Aragorn II", mode="a Border-hold as a Ruins & Lairs"))
    both_pass(game)
    verdict = game.check(PlayEvent("Bob", "the second Gloom", "Legolas", mode="the prowess penalty"))
    assert verdict.code == "cannot-be-duplicated"


def test_subtlety_of_guile_not_twice_on_one_character_and_its_itangast_use_not_modelled():
    # Cave-drake wounds Legolas; in the chain of his body check Bob lowers his body by one for the turn: a second
    # copy may not lower it again while the first one's effect lasts (CoE 5.1.4)
    from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")   # limit 3
    setup.hand("Bob", ["Cave-drake", "Subtlety of Guile", "a second Subtlety of Guile"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Cave-drake", "Wilderness"))
    both_pass(game)
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(AssignStrike("Bob", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    game.apply(Pass("Alice"))
    assert game.state.find("Legolas").wounded
    verdict = game.check(PlayEvent("Bob", "the second Subtlety of Guile", "Legolas", mode="against Itangast"))
    assert verdict.code == "not-modelled"
    assert game.check(PlayEvent("Bob", "the second Subtlety of Guile", "Aragorn II")).code == "invalid-target"
    game.apply(PlayEvent("Bob", "the first Subtlety of Guile", "Legolas"))
    both_pass(game)
    game.apply(Roll("Bob", 3, "Legolas's body check"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    assert game.state.combat is None and game.state.find("Legolas").zone == "in play"
    verdict = game.check(PlayEvent("Bob", "the second Subtlety of Guile", "Legolas"))
    assert verdict.code == "cannot-be-duplicated", verdict
