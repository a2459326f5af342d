"""The rules committee's decision in CoE Rulings Digest #207, question 4 (seed 001): the on-guard-initiated chain of effects."""
from helpers import both_pass, moria, setting_aside

from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.corruption.actions import SupportCorruptionCheck
from meccg_rules.engine.influence.actions import InfluenceFaction
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlayResource, RevealOnGuard
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Greed")


def test_weariness_of_the_heart_responses_allowed_then_the_item_play_resumes():
    game = moria(on_guard="Weariness of the Heart")
    s = game.state
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    assert s.find("Aragorn II").tapped and not s.find("Moria").tapped  # cost paid at declaration only
    game.apply(RevealOnGuard("Bob", "Weariness of the Heart", "Legolas", "the corruption check"))
    assert [c.origin for c in s.chains] == ["resource-initiated", "on-guard-initiated"]
    assert s.chains[-1].priority == "Alice"
    game.apply(SupportCorruptionCheck("Alice", "Gimli", "Legolas"))
    both_pass(game)
    assert s.pending_roll.purpose == "Legolas's corruption check"
    game.apply(Roll("Alice", 2, "Legolas's corruption check"))   # 2 + 1 > 0 corruption points
    assert s.find("Legolas").zone == "in play" and s.find("Gimli").tapped
    assert len(s.chains) == 1 and s.chains[0].origin == "resource-initiated"  # resumed, not resolved
    assert s.find("Glamdring").zone == "chain of effects"
    both_pass(game)
    assert s.find("Glamdring").attached_to == s.find("Aragorn II").id and s.find("Moria").tapped
    assert s.chains == []


def test_support_counts_only_when_the_check_resolves():
    game = moria(on_guard="Weariness of the Heart", hand=("Glamdring",),
                 give=[("Legolas", ["Dagger of Westernesse"])], in_play=[("Lure of Expedience", "Legolas")])
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    game.apply(RevealOnGuard("Bob", "Weariness of the Heart", "Legolas", "the corruption check"))
    game.apply(SupportCorruptionCheck("Alice", "Gimli", "Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Legolas's corruption check"))  # 2 + 1 = 3 = 1 + 2 points: discarded
    assert game.state.find("Legolas").zone == "discard pile"
    assert game.state.find("Dagger of Westernesse").zone == "discard pile"


def test_1997_reading_allows_no_responses():
    game = moria(on_guard="Weariness of the Heart", ruleset="1997 reading")
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    game.apply(RevealOnGuard("Bob", "Weariness of the Heart", "Legolas", "the corruption check"))
    assert game.check(SupportCorruptionCheck("Alice", "Gimli", "Legolas")).code == "no-responses"
    game.apply(Roll("Alice", 9, "Legolas's corruption check"))
    assert game.state.chains[0].origin == "resource-initiated"


def test_heedless_revelry_taps_the_company_immediately_and_the_play_proceeds():
    game = moria(on_guard="Heedless Revelry", hand=("Glamdring", "Dagger of Westernesse"))
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    game.apply(RevealOnGuard("Bob", "Heedless Revelry"))
    s = game.state
    assert s.find("Legolas").tapped and s.find("Gimli").tapped     # no chance to tap them first
    assert s.find("Heedless Revelry").zone == "discard pile"
    both_pass(game)
    assert s.find("Glamdring").attached_to == s.find("Aragorn II").id          # CoE 2.V.6.4


def test_foolish_words_revealed_then_cancelled_within_the_resumed_chain():
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II", "Legolas"], site="Edoras", origin="Lórien")
    setup.hand("Alice", ["Riders of Rohan", "The Sun Unveiled"])
    setup.in_play("Gates of Morning")
    setup.on_guard("Foolish Words", "Riders")
    game = setup.build()
    s = game.state
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Riders of Rohan"))
    game.apply(RevealOnGuard("Bob", "Foolish Words", "Aragorn II"))
    assert game.check(PlayEvent("Alice", "The Sun Unveiled", "Aragorn II")).allowed
    both_pass(game)
    assert s.find("Foolish Words").attached_to == s.find("Aragorn II").id      # in play before the resumed chain resolves
    game.apply(PlayEvent("Alice", "The Sun Unveiled", "Aragorn II"))
    both_pass(game)
    assert s.find("Foolish Words").zone == "discard pile"
    # The Sun Unveiled also untapped Aragorn II, so the influence attempt lost its tapped cost (Annotation 5)
    assert not s.find("Aragorn II").tapped
    assert s.find("Riders of Rohan").zone == "discard pile"


def test_foolish_words_modifies_the_influence_check():
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II"], site="Edoras", origin="Lórien")
    setup.hand("Alice", ["Riders of Rohan"])
    setup.on_guard("Foolish Words", "Riders")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Riders of Rohan"))
    game.apply(RevealOnGuard("Bob", "Foolish Words", "Aragorn II"))
    both_pass(game)
    both_pass(game)
    game.apply(Roll("Alice", 9, "Aragorn II's influence check"))  # 9 + 3 + 1 - 4 = 9, not more than 9
    assert game.state.find("Riders of Rohan").zone == "discard pile"
    assert "= 9, not more than 9" in game.state.log[-1]


def test_passive_conditions_open_the_next_chain_before_the_resumed_one():
    game = moria(on_guard="Greed", characters=("Aragorn II", "Legolas", "Frodo"))
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    game.apply(RevealOnGuard("Bob", "Greed", "Moria"))
    both_pass(game)                       # Greed resolves onto Moria
    both_pass(game)                       # Glamdring resolves: the item is played at the site
    s = game.state
    assert s.chains[-1].origin == "passive-condition"
    checks = [e.target for e in s.chains[-1].entries]
    assert checks == [s.find("Legolas").id]  # not the player of the item, not the Hobbit
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    game.apply(Roll("Alice", 8, "Legolas's corruption check"))
    assert s.chains == []
