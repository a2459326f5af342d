"""Replacing a company's site card at the end of the turn (CoE 2.VI.1; ``engine/turn/site_replacement.py``): a card
played on the company (Great-road, Iron-road, Ancient Stair) or an ally discarded (Bill the Pony) lets it; the
replacement is movement without a movement/hazard phase; and the draws those cards change (``movement_hazard/
drawing.py``)."""
import pytest

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.hazards.actions import DoneHazards
from meccg_rules.engine.movement_hazard.actions import DrawForMovement
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.turn.actions import (BeginMovementHazard, BeginSitePhase, EndPhase, EndSitePhase, ReplaceSite,
                                             ResetHands)

DECK = ["Orc-patrol", "Cave-drake", "Wolves", "Giant", "Eye of Sauron", "Doors of Night", "River", "Foolish Words",
        "Twilight", "Lure of Expedience", "Cave Worm", "Wargs"]


def build(site, characters, phase, alignment="", allies=(), hand=(), locations=(), minion_site=False):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site)
    if minion_site:
        setup.version(site, "minion")
    for holder, ally in allies:
        setup.give(holder, [ally])
    setup.hand("Alice", list(hand))
    setup.location_deck("Alice", list(locations))
    setup.deck("Bob", DECK)
    setup.set_phase(phase)
    return setup.build()


def play(game, card):
    game.apply(PlayEvent("Alice", card, "Fellowship"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))


def travel(game, to, via=(), card="Great-road", bob_draws=None):
    """From the organization phase: declare, play the card, through the movement/hazard phase to the site phase."""
    game.apply(DeclareMovement("Alice", "Fellowship", to, tuple(via)))
    play(game, card)
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    if bob_draws is not None:
        game.apply(DrawForMovement("Bob", "Fellowship", bob_draws))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    game.apply(DoneHazards("Bob"))
    game.apply(BeginSitePhase("Alice", "Fellowship"))


def end_turn(game):
    game.apply(EndSitePhase("Alice", "Fellowship"))
    game.apply(ResetHands("Alice"))


def movement_draws(game, player):
    return [line for line in game.state.log if line.startswith(f"{player} draws ")
            and line.endswith("for Fellowship's movement") and " cards for " not in line]


def at(game):
    return game.state.cards[game.state.companies["Fellowship"].site]


def test_great_road_returns_the_company_to_its_haven_as_movement_without_a_phase():
    game = build("Grey Havens", ["Aragorn II", "Legolas"], "organization", hand=["Great-road", "Tom Bombadil"],
                 locations=["Old Forest"])
    travel(game, "Old Forest", ("Lindon", "Arthedain", "Cardolan"))
    game.apply(PlayResource("Alice", "Aragorn II", "Tom Bombadil"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(EndSitePhase("Alice", "Fellowship"))
    early = game.check(ReplaceSite("Alice", "Fellowship", "Grey Havens"))
    assert not early and early.code == "not-end-of-turn"   # once the hands are reset (CoE 2.VI.iii)
    game.apply(ResetHands("Alice"))
    hand = len(game.state.hand("Bob"))
    assert game.check(ReplaceSite("Alice", "Fellowship", "Rivendell")).code == "not-that-site"
    game.apply(ReplaceSite("Alice", "Fellowship", "Grey Havens"))
    s = game.state
    assert at(game).name == "Grey Havens"
    assert s.find("Tom Bombadil").zone == "discard pile"        # it moved: to a site outside his regions
    assert s.find("Old Forest").zone == "discard pile"          # tapped by the ally played: goes as a site of origin
    assert len(s.hand("Bob")) == hand                          # no movement/hazard phase: nobody draws
    again = game.check(ReplaceSite("Alice", "Fellowship", "Old Forest"))
    assert not again and again.code == "no-site-replacement"   # the card's replacement is used


def test_without_the_replacement_the_ally_stays_and_the_company_keeps_its_site():
    game = build("Grey Havens", ["Aragorn II", "Legolas"], "organization", hand=["Great-road", "Tom Bombadil"],
                 locations=["Old Forest"])
    travel(game, "Old Forest", ("Lindon", "Arthedain", "Cardolan"))
    game.apply(PlayResource("Alice", "Aragorn II", "Tom Bombadil"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    end_turn(game)
    game.apply(EndPhase("Alice", "end-of-turn"))
    assert game.state.find("Tom Bombadil").zone == "in play" and at(game).name == "Old Forest"


def test_nothing_lets_a_company_without_such_a_card_replace_its_site():
    game = build("Bree", ["Aragorn II"], "end-of-turn")
    game.apply(ResetHands("Alice"))
    verdict = game.check(ReplaceSite("Alice", "Fellowship", "Rivendell"))
    assert not verdict and verdict.code == "no-site-replacement"


@pytest.mark.parametrize("card, asked, allowed", [("Great-road", 1, True), ("Great-road", 6, True),
                                                  ("Great-road", 7, False)])
def test_great_road_lets_the_opponent_draw_up_to_twice_the_normal_number(card, asked, allowed):
    game = build("Lórien", ["Aragorn II", "Legolas"], "organization", hand=[card], locations=["Moria"])
    game.apply(DeclareMovement("Alice", "Fellowship", "Moria"))   # Moria: the opponent draws 3 normally
    play(game, card)
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    assert bool(game.check(DrawForMovement("Bob", "Fellowship", asked))) is allowed
    if allowed:
        game.apply(DrawForMovement("Bob", "Fellowship", asked))
        game.apply(BeginMovementHazard("Alice", "Fellowship"))
        assert len(game.state.hand("Bob")) == asked


def test_iron_road_has_the_opponent_draw_exactly_twice_the_normal_number():
    game = build("Minas Morgul", ["Horseman in the Night", "Dorelas"], "organization", alignment="Ringwraith",
                 hand=["Iron-road"], locations=["Edoras"])
    assert game.check(PlayEvent("Alice", "Iron-road", "Fellowship")).code == "company-staying"   # not moving
    game.apply(DeclareMovement("Alice", "Fellowship", "Edoras"))   # minion Edoras: the opponent draws 3
    play(game, "Iron-road")
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    assert game.check(DrawForMovement("Bob", "Fellowship", 5)).code == "must-draw-all"
    assert game.check(DrawForMovement("Bob", "Fellowship", 7)).code == "too-many-draws"
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert len(game.state.hand("Bob")) == 6
    game.apply(DoneHazards("Bob"))
    game.apply(BeginSitePhase("Alice", "Fellowship"))
    end_turn(game)
    game.apply(ReplaceSite("Alice", "Fellowship", "Minas Morgul"))
    assert at(game).name == "Minas Morgul" and game.state.find("Edoras").zone == "location deck"


def test_ancient_stair_brings_back_only_a_company_that_went_down_to_an_under_deeps_site():
    game = build("Glittering Caves", ["Aragorn II", "Legolas"], "organization", hand=["Ancient Stair"],
                 locations=["The Gem-deeps"])
    travel(game, "The Gem-deeps", card="Ancient Stair", bob_draws=6)   # the Gem-deeps: 3 normally, up to 6
    assert len(movement_draws(game, "Bob")) == 6
    end_turn(game)
    game.apply(ReplaceSite("Alice", "Fellowship", "Glittering Caves"))
    assert at(game).name == "Glittering Caves" and game.state.find("The Gem-deeps").zone == "location deck"
    surface = build("Glittering Caves", ["Aragorn II", "Legolas"], "organization", hand=["Ancient Stair"],
                    locations=["Lórien"])
    travel(surface, "Lórien", card="Ancient Stair")
    end_turn(surface)
    verdict = surface.check(ReplaceSite("Alice", "Fellowship", "Glittering Caves"))
    assert not verdict and verdict.code == "did-not-move-to-under-deeps"


def test_ancient_stair_is_played_at_an_untapped_site_next_to_the_under_deeps():
    far = build("Bree", ["Aragorn II"], "organization", hand=["Ancient Stair"])
    assert far.check(PlayEvent("Alice", "Ancient Stair", "Fellowship")).code == "not-playable-at-site"
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Glittering Caves")
    setup.hand("Alice", ["Ancient Stair"])
    setup.tap("Glittering Caves")
    setup.set_phase("organization")
    tapped = setup.build()
    assert tapped.check(PlayEvent("Alice", "Ancient Stair", "Fellowship")).code == "not-playable-at-site"


BILL = [("Beregond", "Bill the Pony")]


def test_bill_the_pony_replaces_the_site_with_its_nearest_haven_and_goes():
    game = build("Wose Passage-hold", ["Beregond", "Bergil"], "end-of-turn",
                 allies=BILL + [("Bergil", "Treebeard")])
    game.apply(ResetHands("Alice"))
    assert game.check(ReplaceSite("Alice", "Fellowship", "Lórien", "Bill the Pony")).code == "not-that-site"
    game.apply(ReplaceSite("Alice", "Fellowship", "Edhellond", "Bill the Pony"))
    s = game.state
    assert at(game).name == "Edhellond"
    assert s.find("Bill the Pony").zone == "discard pile" and s.find("Treebeard").zone == "discard pile"
    assert s.find("Wose Passage-hold").zone == "location deck"


@pytest.mark.parametrize("site, characters, code", [
    ("The Gem-deeps", ["Beregond", "Bergil"], "at-under-deeps-site"),
    ("Rivendell", ["Beregond", "Bergil"], "at-a-haven"),
    ("Glittering Caves", ["Beregond", "Bergil", "Anborn", "Damrod"], "company-size-over"),
])
def test_bill_the_pony_is_not_used_from_a_haven_an_under_deeps_site_or_a_large_company(site, characters, code):
    game = build(site, characters, "end-of-turn", allies=BILL)
    game.apply(ResetHands("Alice"))
    verdict = game.check(ReplaceSite("Alice", "Fellowship", "Lórien", "Bill the Pony"))
    assert not verdict and verdict.code == code


def test_hobbits_count_half_toward_bill_the_pony_s_company_size():
    game = build("Glittering Caves", ["Beregond", "Bergil", "Anborn", "Frodo", "Sam Gamgee"], "end-of-turn",
                 allies=BILL)
    game.apply(ResetHands("Alice"))
    assert game.check(ReplaceSite("Alice", "Fellowship", "Lórien", "Bill the Pony")).code == "company-size-over"
    small = build("Glittering Caves", ["Beregond", "Frodo", "Sam Gamgee", "Merry"], "end-of-turn", allies=BILL)
    small.apply(ResetHands("Alice"))
    assert small.check(ReplaceSite("Alice", "Fellowship", "Lórien", "Bill the Pony"))   # 1 + 3 halves = 3


def test_for_a_fallen_wizard_the_nearest_haven_is_the_hero_site_s():
    game = build("Weathertop", ["Beregond", "Bergil"], "end-of-turn", alignment="Fallen-wizard", allies=BILL,
                 minion_site=True)
    assert at(game).card.alignment == "Minion" and at(game).card.fact("nearest_haven") == "Carn Dûm"
    game.apply(ResetHands("Alice"))
    assert game.check(ReplaceSite("Alice", "Fellowship", "Carn Dûm", "Bill the Pony")).code == "not-that-site"
    game.apply(ReplaceSite("Alice", "Fellowship", "Rivendell", "Bill the Pony"))
    assert at(game).name == "Rivendell"
    wizard = build("Bree", ["Beregond", "Bergil"], "end-of-turn", alignment="Ringwraith", allies=BILL)
    wizard.apply(ResetHands("Alice"))   # anyone else reads the site he is at: a minion Bree names Carn Dûm
    assert wizard.check(ReplaceSite("Alice", "Fellowship", "Carn Dûm", "Bill the Pony"))


def test_the_replacements_are_among_the_legal_actions_once_the_hands_are_reset():
    game = build("Wose Passage-hold", ["Beregond", "Bergil"], "end-of-turn", allies=BILL)
    assert not [a for a in game.legal_actions() if isinstance(a, ReplaceSite)]
    game.apply(ResetHands("Alice"))
    offered = [a for a in game.legal_actions() if isinstance(a, ReplaceSite)]
    assert [(a.site, game.state.cards[a.discarding].name) for a in offered] == [("Edhellond", "Bill the Pony")]
