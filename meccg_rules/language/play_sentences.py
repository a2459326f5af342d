"""The Play sentences: each form with its pattern, sample, meaning and handler, in one place.

A handler receives the game and the sentence's binding and returns the engine
actions the sentence stands for (``Both players pass.`` is two passes).
"""
from __future__ import annotations

from ..engine import actions as A
from .forms import Form

PLAY = "Play"


def _both_pass(game, b):
    s = game.state
    first = s.chains[-1].priority if s.chains else s.resource_player
    return [A.Pass(first), A.Pass(s.opponent(first))]


def _resource_player(game) -> str:
    return game.state.resource_player


FORMS = (
    Form(PLAY, "support", "{player} taps {character} to support {checker}'s corruption check",
         "Alice taps Gimli to support Legolas's corruption check.", "+1 to a declared corruption check.",
         lambda game, b: [A.SupportCorruptionCheck(b["player"], b["character"], b["checker"])]),
    Form(PLAY, "play-resource", "{player} taps {character} to play {card}", "Alice taps Aragorn II to play Glamdring.",
         "Play an item or an ally: a resource that would tap the site.",
         lambda game, b: [A.PlayResource(b["player"], b["character"], b["card"])]),
    Form(PLAY, "influence", "{player} taps {character} to influence {card}",
         "Alice taps Aragorn II to influence Dunlendings.",
         "Try to bring a faction into play with an influence attempt (it would tap the site).",
         lambda game, b: [A.InfluenceFaction(b["player"], b["character"], b["card"])]),
    Form(PLAY, "test", "{player} taps {character} to test {card}", "Alice taps Gandalf to test Precious Gold Ring.",
         "A ring test.", lambda game, b: [A.RingTest(b["player"], b["character"], b["card"])]),
    Form(PLAY, "reveal", "{player} reveals {card} on-guard[ on {target}][, choosing {mode}]",
         "Bob reveals Weariness of the Heart on-guard on Legolas, choosing the corruption check.",
         "Reveal an on-guard card; `on ...` names its target, `, choosing ...` which of its alternative effects.",
         lambda game, b: [A.RevealOnGuard(b["player"], b["card"], b.get("target"), b.get("mode") or "")]),
    Form(PLAY, "place", "{player} places {card} on-guard on {company}", "Bob places River on-guard on Fellowship.",
         "Movement/hazard phase: place a card on-guard.",
         lambda game, b: [A.PlaceOnGuard(b["player"], b["card"], b["company"])]),
    Form(PLAY, "play-on-guard-card", "{player} plays {card} on {company}'s on-guard card",
         "Alice plays Withdrawn to Mordor on Fellowship's on-guard card.",
         "An event whose target is a company's on-guard card.",
         lambda game, b: [A.PlayEvent(b["player"], b["card"], b["company"])]),
    Form(PLAY, "play-event", "{player} plays {card}[ on {target}][, choosing {mode}]",
         "Alice plays The Sun Unveiled on Aragorn II.",
         "Play an event from hand (a hazard during the movement/hazard phase), on its target if it has one.",
         lambda game, b: [A.PlayEvent(b["player"], b["card"], b.get("target"), b.get("mode") or "")]),
    Form(PLAY, "both-pass", "Both players pass", "Both players pass.",
         "The player to respond passes, then the other: the chain of effects resolves.", _both_pass),
    Form(PLAY, "pass", "{player} passes", "Alice passes.", "Pass; two passes in a row resolve the chain.",
         lambda game, b: [A.Pass(b["player"])]),
    Form(PLAY, "roll", "{player} rolls {number} for {purpose}", "Alice rolls 7 for Legolas's corruption check.",
         "A roll the engine waits for. The engine never rolls dice itself.",
         lambda game, b: [A.Roll(b["player"], int(b["number"]), b["purpose"])]),
    Form(PLAY, "begin-movement-hazard", "The movement/hazard phase of {company} begins",
         "The movement/hazard phase of Fellowship begins.",
         "A company's movement/hazard phase starts: its hazard limit is fixed.",
         lambda game, b: [A.BeginMovementHazard(_resource_player(game), b["company"])]),
    Form(PLAY, "begin-site", "The site phase of {company} begins", "The site phase of Fellowship begins.",
         "The movement/hazard phase ends (or the previous company's site phase has), this company's site phase "
         "starts.", lambda game, b: [A.BeginSitePhase(_resource_player(game), b["company"])]),
    Form(PLAY, "end-site", "{player} ends the site phase of {company}", "Alice ends the site phase of Fellowship.",
         "Unrevealed on-guard cards on the company go back to the hazard player's hand.",
         lambda game, b: [A.EndSitePhase(b["player"], b["company"])]),
    Form(PLAY, "end-phase", "{player} ends the {phase} phase[ of {company}]", "Alice ends the organization phase.",
         "The resource player ends the untap, organization, long-event, movement/hazard (of a company) or "
         "end-of-turn phase; ending the end-of-turn phase starts the next turn, with the roles swapped.",
         lambda game, b: [A.EndPhase(b["player"], b["phase"], b.get("company"))]),
    Form(PLAY, "discard", "{player} discards {card}", "Alice discards River.",
         "Discard a card from hand: once in the end-of-turn phase, or to come down to the hand size.",
         lambda game, b: [A.Discard(b["player"], b["card"])]),
    Form(PLAY, "no-effect", "{card} has no effect", "Stay Her Appetite has no effect.",
         "The stated outcome of a card whose effect the engine does not compute.",
         lambda game, b: [A.StateOutcome(_resource_player(game), b["card"])]),
    Form(PLAY, "removes", "{card} removes {name}", "Stay Her Appetite removes Noble Hound.",
         "The stated outcome of a card whose effect the engine does not compute.",
         lambda game, b: [A.StateOutcome(_resource_player(game), b["card"], b["name"])]),
    Form(PLAY, "defeat", "{company} defeats {attack}", "Fellowship defeats the automatic-attacks.",
         "Combat summarised by its stated outcome.",
         lambda game, b: [A.DefeatAttack(game.state.get_company(b["company"]).owner, b["company"], b["attack"])]),
)

BASE_VERBS = {"tap": "taps", "play": "plays", "reveal": "reveals", "place": "places", "pass": "passes",
              "roll": "rolls", "end": "ends", "discard": "discards", "influence": "influences"}


def third_person(rest: str) -> str:
    """'reveal River on-guard' -> 'reveals River on-guard' (the Play form of a cannot/can line)."""
    verb, _, tail = rest.partition(" ")
    return f"{BASE_VERBS.get(verb.lower(), verb)} {tail}".strip()


def base_form(sentence: str) -> str:
    """'Alice taps Gimli to ...' -> 'tap Gimli to ...' (what follows 'cannot' in an Expect line)."""
    player, _, rest = sentence.partition(" ")
    verb, _, tail = rest.partition(" ")
    base = {"passes": "pass"}.get(verb, verb[:-1] if verb.endswith("s") else verb)
    return f"{player} cannot {' '.join(filter(None, (base, tail)))}"
