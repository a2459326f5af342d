"""Passive conditions at the end of the untap phase (CoE 9.6.6; CRF 22, Untap Phase): a card's ``when`` with
``event = "end-of-untap-phase"`` acts on its bearer once everything has untapped, in a chain of effects while the
untap phase lasts; the phase ends when that chain has resolved."""
import pathlib

import pytest

from meccg_rules.engine.core.actions import OrderTriggered, Pass, Roll
from meccg_rules.engine.core.cards import load_entries
from meccg_rules.engine.core.errors import DataError
from meccg_rules.engine.corruption.actions import SupportCorruptionCheck
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndPhase


def _untap_phase(company: list[str], site: str, cards: dict[str, str], tapped: tuple[str, ...] = (),
                 alignment: str = "", owner: str | None = None):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment(owner or "Alice", alignment)
    if owner:
        setup.company("Guards", ["Aragorn II"], site="Rivendell")
    setup.company("Raiders", company, site=site, owner=owner)
    for card, bearer in cards.items():
        if card.endswith("Gold Rings"):
            setup.give(bearer, [card])
        else:
            setup.in_play(card, on=bearer)
    for name in tapped:
        setup.tap(name)
    setup.set_phase("untap")
    return setup.build()


def test_a_gold_rings_bearer_checks_after_the_untapping_while_the_untap_phase_lasts():
    game = _untap_phase(["Shagrat", "Gorbag"], "Minas Morgul", {"The Least of Gold Rings": "Shagrat"},
                        tapped=("Gorbag",), alignment="Ringwraith")
    game.apply(EndPhase("Alice", "untap"))
    s = game.state
    assert s.phase == "untap" and not s.find("Gorbag").tapped          # untapped first, the phase not over
    assert [e.label(s) for e in s.chains[-1].entries] == ["Shagrat's corruption check (The Least of Gold Rings)"]
    refused = game.check(EndPhase("Alice", "untap"))
    assert refused.code == "end-of-phase-actions", refused
    game.apply(SupportCorruptionCheck("Alice", "Gorbag", "Shagrat"))  # what answers the check may be declared
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert str(game.to_act()) == "Alice must roll for Shagrat's corruption check" and s.phase == "untap"
    game.apply(Roll("Alice", 4, "Shagrat's corruption check"))
    assert s.phase == "organization" and s.find("Shagrat").zone == "in play"
    assert game.check(EndPhase("Alice", "organization"))              # the gate is gone with the phase


def test_only_the_untap_phase_of_the_bearers_player_calls_for_the_check():
    game = _untap_phase(["Shagrat"], "Minas Morgul", {"The Least of Gold Rings": "Shagrat"},
                        alignment="Ringwraith", owner="Bob")
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.phase == "organization" and not game.state.chains


def test_lure_of_the_senses_calls_for_the_check_at_a_haven_only():
    at_haven = _untap_phase(["Aragorn II", "Legolas"], "Rivendell", {"Lure of the Senses": "Legolas"})
    at_haven.apply(EndPhase("Alice", "untap"))
    assert at_haven.state.phase == "untap"
    assert str(at_haven.to_act()) == "Alice to respond"
    away = _untap_phase(["Aragorn II", "Legolas"], "Moria", {"Lure of the Senses": "Legolas"})
    away.apply(EndPhase("Alice", "untap"))
    assert away.state.phase == "organization" and not away.state.chains


def test_two_such_checks_start_one_chain_in_the_order_the_resource_player_states():
    game = _untap_phase(["Shagrat", "Gorbag"], "Minas Morgul",
                        {"The Least of Gold Rings": "Shagrat", "Lure of the Senses": "Gorbag"}, alignment="Ringwraith")
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.pending is not None and game.state.pending.kind == "order" and game.state.phase == "untap"
    game.apply(OrderTriggered("Alice", ("Gorbag's corruption check", "Shagrat's corruption check")))
    assert len(game.state.chains[-1].entries) == 2


def test_a_check_at_the_end_of_the_untap_phase_must_act_on_the_bearer(tmp_path: pathlib.Path):
    entry = ('[[card]]\nid = "LE-315"\nsummary = "x"\n[[card.when]]\nevent = "end-of-untap-phase"\n'
             'effects = [{ do = "check", kind = "corruption", who = "target" }]\n')
    (tmp_path / "cards.toml").write_text(entry, encoding="utf-8")
    with pytest.raises(DataError, match="who = 'bearer'"):
        load_entries(tmp_path / "cards.toml")
