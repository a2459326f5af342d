"""What cards do to influence checks (CoE 8; CRF 22, Rulings by Term > Influence): an influence check that is no
influence attempt (Flatter a Foe), one-off modifications of a character's next influence check (New Friendship),
his prowess in place of his direct influence (Threats), and an attempt cancelled (Wizard's Laughter).

- A check that is no attempt (the ``check`` primitive, ``kind = "influence"``) is made against the attack the
  character's company faces: the roll, his unused direct influence, his direct influence against the attack's race
  (CRF 22, Card Errata and Rulings, Flatter a Foe [CoE 2002]), a bonus for his skills and the one-off modifications
  of his influence checks must exceed the number its card gives for the attack's race; an attack of two races the
  card lists takes the higher number (CRF 22, Flatter a Foe). What modifies influence *attempts* (Foolish Words,
  whose static the engine names ``influence check``, and a character's modifier against factions) does not touch
  it (CRF 22, Flatter a Foe [CoE 2023]). An ally makes it with no direct influence.
- A modification ``until = "next-check"`` of the stat ``influence check`` is used up by the character's next
  influence check, attempt or not.
- ``influence-by-prowess`` records the character's prowess as the effect resolves (CRF 22, Threats), to at most
  its maximum; his next influence check against a faction uses it in place of his unused direct influence, and
  his direct influence against some factions does not count either (the engine's reading). With ``adds`` the
  prowess so recorded is added to his next influence check instead, as a one-off modification (CRF 22, Muster:
  at most +5; measured as the card resolves, as for Threats: the engine's reading).
- ``cancel-influence`` removes from the chain of effects the last influence attempt declared against a card of
  the card's player; the influencer stays tapped and the attempt counts as made this turn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import strikes
from ..core import modelled
from ..core.behaviour import Check, walk
from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, Ongoing
from ..organization import control
from ..primitives import effects, values
from ..primitives.races import attack_races, race_named
from . import factions_under_cards, regional_factions

if TYPE_CHECKING:
    from ..core.behaviour import CancelInfluence, Condition, InfluenceByProwess
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Attack, State
    from ..game import Game

ONE_OFF = "influence check"          # an Ongoing's stat: a modification of the character's influence checks
BY_PROWESS = "influence by prowess"  # an Ongoing's stat: the value that replaces his direct influence (Threats)
ATTEMPTS = ("influence", "influence-opponent")   # the kinds of declared influence attempts


# ------------------------------------------------------------------ one-off modifications, prowess in place of DI
def one_off(state: State, ref: str) -> list[tuple[int, str]]:
    """The modifications in effect on the character's influence checks (``modify`` of ``influence check``); those
    lasting until his next check are used up."""
    found = [(o.by, state._name(o.source)) for o in state.ongoing if o.target == ref and o.stat == ONE_OFF]
    state.ongoing = [o for o in state.ongoing if not (o.target == ref and o.stat == ONE_OFF
                                                      and o.until == "next-check")]
    return [(by, why) for by, why in found if by]


def influence_value(state: State, ref: str, against_faction: bool) -> tuple[int, str, bool]:
    """What the character adds to an influence check: his unused direct influence, or against a faction the
    prowess an effect recorded in its place (used up); and whether his direct influence counts (his direct
    influence against some factions too: the engine's reading of "does not use his direct influence", Threats)."""
    recorded = [o for o in state.ongoing if o.target == ref and o.stat == BY_PROWESS]
    if against_faction and recorded:
        state.ongoing = [o for o in state.ongoing if o not in recorded]
        return recorded[-1].by, f"prowess, {state._name(recorded[-1].source)}", False
    return control.unused_direct_influence(state, ref), "direct influence", True


def by_prowess(game: Game, entry: Declared, effect: InfluenceByProwess) -> bool:
    """The target's prowess now, to at most the maximum, replaces his direct influence in his next check against a
    faction (CRF 22, Threats: measured as the card resolves), or is added to his next check (``adds``: Muster)."""
    s = game.state
    for ref in effects.select(game, entry, "target"):
        value = min(strikes.prowess(s, ref)[0], effect.maximum)
        if effect.adds:   # a modifier of his next check, his direct influence kept (Muster)
            s.ongoing.append(Ongoing(entry.card, ref, ONE_OFF, value, "next-check"))
            s.log.append(f"{s._name(ref)} will add {value} (his prowess, at most +{effect.maximum}) to his "
                         "influence check")
            continue
        s.ongoing = [o for o in s.ongoing if not (o.target == ref and o.stat == BY_PROWESS)]
        s.ongoing.append(Ongoing(entry.card, ref, BY_PROWESS, value, "next-check"))
        s.log.append(f"{s._name(ref)} will use {value} (his prowess, at most {effect.maximum}) in place of his direct "
                     "influence in his influence check")
    return True


# ------------------------------------------------------------------ the check that is no attempt (Flatter a Foe)
def number_to_beat(beats: dict[str, int], attack: Attack) -> int | None:
    """The number for the attack's race; of an attack of several races listed, the highest (CRF 22, Flatter a Foe:
    the harder number)."""
    found = [number for race in attack_races(attack) for listed, number in beats.items() if race_named(race, [listed])]
    return max(found) if found else None


def against_races(state: State, ref: str, races: list[str]) -> list[tuple[int, str]]:
    """The character's direct influence against one of these races (Dáin II against Men), what his followers of
    that race leave of such a pool (CoE 2.II.2.2.4)."""
    found = []
    for source, static in control.direct_influence_statics(state, ref):
        if static.against_races and any(race_named(race, static.against_races) for race in races):
            left = control.restricted_left(state, ref, source.id, static.against_races)
            found.append((static.by if left is None else left, f"{state.label(source)}, against {'/'.join(races)}"))
    return [(by, why) for by, why in found if by]


def make_check(game: Game, entry: Declared, ref: str, check: Check) -> bool:
    """The ``influence check`` hook: the character's influence check against the attack his company faces."""
    s = game.state
    character = s.cards.get(ref)
    name = s._name(ref)
    attack = s.combat.attack if s.combat is not None else None
    if character is None or character.zone != IN_PLAY or attack is None:
        s.log.append(f"{name}'s influence check: none, " + ("he is not in play" if attack else "no attack is faced"))
        return True
    needed = number_to_beat(check.beats, attack)
    if needed is None:
        s.log.append(f"{name}'s influence check: none, {attack.label} is by {attack.race}")
        return True
    modelled.refuse(character.card, ("direct influence",))
    if entry.roll is None:
        return game.wait_for_roll(entry, character.controller, f"{name}'s influence check")
    parts = [(entry.roll, "roll"), (control.unused_direct_influence(s, ref), "direct influence")]
    parts += [(by, skill) for skill, by in check.skill_bonus.items() if skill in values.skills(s, character)]
    parts += against_races(s, ref, attack_races(attack)) + one_off(s, ref)
    total = sum(by for by, _ in parts)
    shown = " ".join(f"{by:+d} ({why})" for by, why in parts if by).lstrip("+")
    if total > needed:
        s.log.append(f"{name}'s influence check: {shown} = {total} > {needed}")
        effects.run_on(game, entry, ref, check.on_pass)
    else:
        s.log.append(f"{name}'s influence check: {shown} = {total}, not more than {needed}: it fails")
    return True


# ------------------------------------------------------------------ conditions
def _attempts(state: State) -> list[Declared]:
    return [e for chain in state.chains for e in chain.entries if e.kind in ATTEMPTS]


def _influenced(state: State, entry: Declared) -> str:
    """What a declared attempt is against: "faction" or "character" (or another kind of card)."""
    target = state.cards.get(entry.target or entry.card)
    if target is None:
        return ""
    return "character" if target.card.is_character else target.card.kind


def check_influencing(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``target_influencing``: the target has declared an influence attempt (against a faction, a
    character), or with "any" is making a check that is no attempt (a card's check on him, Flatter a Foe's)."""
    wanted = condition.target_influencing
    found = [e for e in _attempts(state) if e.actor == target and wanted in ("any", _influenced(state, e))]
    if wanted == "any":
        found += [e for chain in state.chains for e in chain.entries if e.target == target and any(
            isinstance(x, Check) and x.kind == "influence" for x in walk(e.data.get("effects", ())))]
    for entry in found:   # a card in play forbidding this event on the faction (Sentinels of Númenor: Muster)
        faction = state.cards.get(entry.card)
        if faction is not None and faction.card.kind == "faction":
            verdict = factions_under_cards.check_event(state, card, faction)
            if verdict:   # or on the faction of some regions, unless it spares the player (Mordor in Arms: Muster)
                verdict = regional_factions.check_event(state, entry.player, card, faction)
            if not verdict:
                return verdict
    if found:
        return Verdict.allow()
    against = {"any": "", "faction": " against a faction", "character": " against a character"}[wanted]
    return Verdict.refuse("no-influence-check", f"{card.name} acts on an influence check{against} that "
                          f"{state._name(target or '')} is making, and he is making none.")


def _against_own(state: State, player: str) -> list[Declared]:
    return [e for e in _attempts(state) if e.kind == "influence-opponent" and e.player != player
            and e.target in state.cards and state.cards[e.target].controller == player
            and state.cards[e.target].zone in (IN_PLAY, MP_PILE)]


def check_against_own(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``influence_against_own``: an influence attempt against a card of the target's player (his
    character, follower, ally, item or faction) is declared and not yet resolved."""
    player = state.cards[target].controller if target in state.cards else ""
    if _against_own(state, player):
        return Verdict.allow()
    return Verdict.refuse("no-influence-check", f"No influence attempt against {player}'s cards is waiting to "
                          "resolve.")


def cancel_influence(game: Game, entry: Declared, effect: CancelInfluence) -> bool:
    """The last influence attempt declared against a card of the card's player is cancelled."""
    s = game.state
    found = _against_own(s, entry.player)
    if not found:
        s.log.append(f"{effects.source_name(game, entry)}: no influence attempt to cancel")
        return True
    attempt = found[-1]
    for chain in s.chains:
        if attempt in chain.entries:
            chain.entries.remove(attempt)
    s.log.append(f"{effects.source_name(game, entry)} cancels {s._name(attempt.actor)}'s influence attempt against "
                 f"{s._name(attempt.target)}")
    return True
