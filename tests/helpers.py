"""Small builders shared by the engine tests, and the one passing example the page tests build their pages from."""
from __future__ import annotations

from pathlib import Path

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.setup import Setup

# a block that passes (Aragorn II plays Glamdring at Moria after its automatic-attacks), in two parts: up to its
# Expect heading, and whole; not the template's own example (`check` refuses that one on a page)
GLAMDRING_SETUP = """\
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Gimli.
  Alice holds Glamdring.
  Fellowship has faced the automatic-attacks.
Play
  Alice taps Aragorn II to play Glamdring.
  Both players pass.
Expect
"""
GLAMDRING_PLAYED = GLAMDRING_SETUP + "  Aragorn II has Glamdring.\n"


def shared_reference(name: str) -> Path:
    """A source text of ../shared/reference, looked for beside every folder above the checkout: a git worktree
    (/work/wt/NAME) sits one level deeper than the main clone, and its own-words checks must run there too."""
    here = Path(__file__).resolve().parents[1]
    for folder in here.parents:
        if (folder / "shared" / "reference" / name).exists():
            return folder / "shared" / "reference" / name
    return here.parent / "shared" / "reference" / name


def moria(hand=("Glamdring",), on_guard=None, characters=("Aragorn II", "Legolas", "Gimli"), faced=True,
          site="Moria", origin="Lórien", **extra):
    """Alice's company Fellowship at a site, Bob with one card on-guard; returns a Game."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    setup.hand("Alice", list(hand))
    if on_guard:
        setup.on_guard(on_guard, "Fellowship")
    if faced:
        setup.faced("Fellowship")
    for card, holder in extra.get("in_play", ()):
        setup.in_play(card, on=holder)
    for character, items in extra.get("give", ()):
        setup.give(character, list(items))
    for name in extra.get("late", ()):
        setup.came_into_play_this_site_phase(name)
    for player, agent, at in extra.get("agents", ()):
        setup.agent(player, agent, at)
    if "ruleset" in extra:
        setup.ruleset(extra["ruleset"])
    return setup.build()


def to_site_phase(game, company="Fellowship", player="Alice", hazard_player="Bob"):
    """From the company's movement/hazard phase to its site phase, its automatic-attacks faced (the first begun)."""
    from meccg_rules.engine.hazards.actions import DoneHazards
    from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks
    from meccg_rules.engine.turn.actions import BeginSitePhase, EndPhase
    game.apply(DoneHazards(hazard_player))
    game.apply(EndPhase(player, "movement/hazard", company))
    game.apply(BeginSitePhase(player, company))
    game.apply(FaceAutomaticAttacks(player, company))
    return game


def both_pass(game):
    first = game.state.chains[-1].priority
    game.apply(Pass(first))
    game.apply(Pass(game.state.opponent(first)))


def moving(site, origin, *in_play, hand=(), via=None):
    """Fellowship (Aragorn II, Legolas) in its movement/hazard phase, moving from ``origin`` to ``site``; the
    cards ``in_play`` in play, Bob holding ``hand``."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site, origin=origin, via=via)
    for card in in_play:
        setup.in_play(card)
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def setting_aside(*names: str):
    """An autouse fixture for a module of engine tests that exercise other rules with cards whose text is not
    modelled in full: the clauses not modelled of the named cards are set aside for its tests only (the engine
    refuses them everywhere else, and the pages' examples that need them are skipped, saying which clause).
    Assign it to a module name: ``_set_aside = setting_aside("Greed")``."""
    import pytest

    from meccg_rules.engine.core import modelled

    @pytest.fixture(autouse=True)
    def _set_aside(monkeypatch):
        refuse = modelled.refuse

        def refuse_others(card, scopes, as_follower=False):
            if card.name not in names:
                refuse(card, scopes, as_follower)

        monkeypatch.setattr(modelled, "refuse", refuse_others)

    return _set_aside
