"""Every sentence form of the scenario language: its section, its pattern and a sample.

A step line is matched against the forms of its section, first match wins.
``nearest_form`` finds the closest sample for a line no form matches, so an
author sees a sentence that would have worked.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from ..engine import actions as A

SETUP, PLAY, EXPECT = "Setup", "Play", "Expect"
NAME = r"[A-Z][\w-]*"  # a player or a word-like name


@dataclass(frozen=True)
class Form:
    section: str
    key: str
    pattern: re.Pattern
    sample: str


def _f(section: str, key: str, pattern: str, sample: str) -> Form:
    return Form(section, key, re.compile(f"^{pattern}$", re.IGNORECASE), sample)


FORMS: tuple[Form, ...] = (
    # --- Setup
    _f(SETUP, "role", rf"(?P<player>{NAME}) is the (?P<role>resource|hazard) player",
       "Alice is the resource player."),
    _f(SETUP, "ruleset", r"Ruleset: (?P<name>.+)", "Ruleset: 1997 reading."),
    _f(SETUP, "as-in", r"As in (?P<block>[\w-]+)", "As in moria."),
    _f(SETUP, "moved", r"Company (?P<company>.+?) has moved from (?P<origin>.+?) to (?P<site>.+?): (?P<names>.+)",
       "Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas."),
    _f(SETUP, "stays", r"Company (?P<company>.+?) stays at (?P<site>.+?): (?P<names>.+)",
       "Company Rangers stays at Rivendell: Aragorn II."),
    _f(SETUP, "holds", rf"(?P<player>{NAME}) holds (?P<names>.+)", "Alice holds Glamdring, The Sun Unveiled."),
    _f(SETUP, "has-on-guard", rf"(?P<player>{NAME}) has (?P<card>.+?) on-guard on (?P<company>.+)",
       "Bob has Weariness of the Heart on-guard on Fellowship."),
    _f(SETUP, "faced", r"(?P<company>.+?) has faced the automatic-attacks",
       "Fellowship has faced the automatic-attacks."),
    _f(SETUP, "has", r"(?P<character>.+?) has (?P<names>.+)", "Aragorn II has Glamdring, Noble Hound."),
    _f(SETUP, "phase", r"It is the (?P<phase>movement/hazard phase|site phase) of (?P<company>.+)",
       "It is the site phase of Fellowship."),
    _f(SETUP, "late", r"(?P<name>.+?) came into play this site phase", "Noble Hound came into play this site phase."),
    _f(SETUP, "tapped", r"(?P<name>.+?) is tapped", "Moria is tapped."),
    _f(SETUP, "in-play", r"(?P<card>.+?) is in play", "Gates of Morning is in play."),
    _f(SETUP, "on", r"(?P<card>.+?) is on (?P<holder>.+)", "Foolish Words is on Aragorn II."),
    # --- Play
    _f(PLAY, "support", rf"(?P<player>{NAME}) taps (?P<character>.+?) to support (?P<checker>.+?)'s corruption check",
       "Alice taps Gimli to support Legolas's corruption check."),
    _f(PLAY, "play-resource", rf"(?P<player>{NAME}) taps (?P<character>.+?) to play (?P<card>.+)",
       "Alice taps Aragorn II to play Glamdring."),
    _f(PLAY, "influence", rf"(?P<player>{NAME}) taps (?P<character>.+?) to influence (?P<card>.+)",
       "Alice taps Aragorn II to influence Dunlendings."),
    _f(PLAY, "test", rf"(?P<player>{NAME}) taps (?P<character>.+?) to test (?P<card>.+)",
       "Alice taps Gandalf to test Precious Gold Ring."),
    _f(PLAY, "reveal", rf"(?P<player>{NAME}) reveals (?P<card>.+?) on-guard(?: on (?P<target>.+?))?"
       r"(?:, choosing (?P<mode>.+))?", "Bob reveals Weariness of the Heart on-guard on Legolas."),
    _f(PLAY, "place", rf"(?P<player>{NAME}) places (?P<card>.+?) on-guard on (?P<company>.+)",
       "Bob places River on-guard on Fellowship."),
    _f(PLAY, "play-on-guard-card", rf"(?P<player>{NAME}) plays (?P<card>.+?) on (?P<company>.+?)'s on-guard card",
       "Alice plays Withdrawn to Mordor on Fellowship's on-guard card."),
    _f(PLAY, "play-event", rf"(?P<player>{NAME}) plays (?P<card>.+?)(?: on (?P<target>.+?))?"
       r"(?:, choosing (?P<mode>.+))?", "Alice plays The Sun Unveiled on Aragorn II."),
    _f(PLAY, "both-pass", r"Both players pass", "Both players pass."),
    _f(PLAY, "pass", rf"(?P<player>{NAME}) passes", "Alice passes."),
    _f(PLAY, "roll", rf"(?P<player>{NAME}) rolls (?P<value>\d+) for (?P<purpose>.+)",
       "Alice rolls 7 for Legolas's corruption check."),
    _f(PLAY, "begin", r"The site phase of (?P<company>.+?) begins", "The site phase of Fellowship begins."),
    _f(PLAY, "end", rf"(?P<player>{NAME}) ends the site phase of (?P<company>.+)",
       "Alice ends the site phase of Fellowship."),
    _f(PLAY, "no-effect", r"(?P<card>.+?) has no effect", "Stay Her Appetite has no effect."),
    _f(PLAY, "removes", r"(?P<card>.+?) removes (?P<name>.+)", "Stay Her Appetite removes Noble Hound."),
    _f(PLAY, "defeat", r"(?P<company>.+?) defeats (?P<attack>.+)", "Fellowship defeats the automatic-attacks."),
    # --- Expect
    _f(EXPECT, "cannot", rf"(?P<player>{NAME}) cannot (?P<rest>.+?): (?P<reason>.+)",
       "Bob cannot reveal River on-guard: it forces the company to do nothing."),
    _f(EXPECT, "can", rf"(?P<player>{NAME}) can (?P<rest>.+)", "Bob can reveal Weariness of the Heart on-guard on Legolas."),
    _f(EXPECT, "chain-empty", r"The chain of effects is empty", "The chain of effects is empty."),
    _f(EXPECT, "must-roll", rf"(?P<player>{NAME}) must roll for (?P<purpose>.+)",
       "Alice must roll for Legolas's corruption check."),
    _f(EXPECT, "tapped", r"(?P<name>.+?) is (?P<state>tapped|untapped)", "Aragorn II is tapped."),
    _f(EXPECT, "not-has", r"(?P<character>.+?) does not have (?P<card>.+)", "Aragorn II does not have Glamdring."),
    _f(EXPECT, "on-guard", r"(?P<name>.+?) is (?P<neg>not )?on-guard", "River is not on-guard."),
    _f(EXPECT, "hand", rf"(?P<name>.+?) is (?P<neg>not )?in (?P<player>{NAME})'s hand", "River is in Bob's hand."),
    _f(EXPECT, "pile", rf"(?P<name>.+?) is in (?P<player>{NAME})'s marshalling point pile",
       "Dunlendings is in Alice's marshalling point pile."),
    _f(EXPECT, "in-chain", r"(?P<name>.+?) is in the chain of effects", "Glamdring is in the chain of effects."),
    _f(EXPECT, "zone", r"(?P<name>.+?) is (?P<neg>not )?(?P<zone>in play|discarded|eliminated)",
       "Legolas is discarded."),
    _f(EXPECT, "on", r"(?P<name>.+?) is on (?P<holder>.+)", "Foolish Words is on Aragorn II."),
    _f(EXPECT, "has", r"(?P<character>.+?) has (?P<card>.+)", "Aragorn II has Glamdring."),
)

BASE_VERBS = {"tap": "taps", "play": "plays", "reveal": "reveals", "place": "places", "pass": "passes",
              "roll": "rolls", "end": "ends"}


def match(section: str, text: str) -> tuple[Form, re.Match] | None:
    for form in FORMS:
        if form.section == section:
            m = form.pattern.match(text)
            if m:
                return form, m
    return None


def sections_of(text: str) -> list[str]:
    """The sections whose forms match a sentence (empty when none does)."""
    found = []
    for form in FORMS:
        if form.section not in found and form.pattern.match(text):
            found.append(form.section)
    return found


def nearest_form(section: str, text: str) -> str:
    samples = [f.sample for f in FORMS if f.section == section]
    best = difflib.get_close_matches(text, samples, n=1, cutoff=0.0)
    return best[0] if best else samples[0]


def split_names(text: str) -> list[str]:
    """'A, B and C' -> ['A', 'B', 'C']."""
    return [n.strip() for n in re.split(r",\s*|\s+and\s+", text) if n.strip()]


def third_person(rest: str) -> str:
    """'reveal River on-guard' -> 'reveals River on-guard' (the Play form of a cannot/can line)."""
    verb, _, tail = rest.partition(" ")
    return f"{BASE_VERBS.get(verb.lower(), verb)} {tail}".strip()


def play_action(form: Form, m: re.Match) -> A.Action | str:
    """The engine action a Play sentence stands for ('both-pass' is expanded by the runner)."""
    g = {k: (v.strip() if isinstance(v, str) else v) for k, v in m.groupdict().items()}
    key = form.key
    if key == "support":
        return A.SupportCorruptionCheck(g["player"], g["character"], g["checker"])
    if key == "play-resource":
        return A.PlayResource(g["player"], g["character"], g["card"])
    if key == "influence":
        return A.InfluenceFaction(g["player"], g["character"], g["card"])
    if key == "test":
        return A.RingTest(g["player"], g["character"], g["card"])
    if key == "reveal":
        return A.RevealOnGuard(g["player"], g["card"], g["target"], g["mode"] or "")
    if key == "place":
        return A.PlaceOnGuard(g["player"], g["card"], g["company"])
    if key == "play-on-guard-card":
        return A.PlayEvent(g["player"], g["card"], g["company"])
    if key == "play-event":
        return A.PlayEvent(g["player"], g["card"], g["target"], g["mode"] or "")
    if key == "pass":
        return A.Pass(g["player"])
    if key == "roll":
        return A.Roll(g["player"], int(g["value"]), g["purpose"])
    if key == "begin":
        return A.BeginSitePhase("", g["company"])
    if key == "end":
        return A.EndSitePhase(g["player"], g["company"])
    if key == "no-effect":
        return A.StateOutcome("", g["card"])
    if key == "removes":
        return A.StateOutcome("", g["card"], g["name"])
    if key == "defeat":
        return A.DefeatAttack("", g["company"], g["attack"])
    return key
