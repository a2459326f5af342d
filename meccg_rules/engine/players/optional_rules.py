"""Optional rules a game may agree to use (CRF 22, Rulings by Term > Optional Rules).

None is in use unless the set-up names it ("Optional rule: facing two strikes."):

- ``facing two strikes``: the defending player may give an untapped character a second strike of the
  same attack while he assigns strikes (the engine's reading: the attacker, assigning the rest, may
  not). He is at -3 prowess against both, and he taps only when the second strike is resolved, not
  after the first. If the first strike takes him out of play, the second counts as successful, as for
  any strike left to a character who leaves play (CoE 3.i.5). Strikes a card lets him face (Many Foes
  He Fought) are not the rule's: they keep that card's cost and the usual tapping.
- ``recently visited sites``: a site's automatic-attacks get +1 (prowess, the engine's reading) for each
  player who has that site (any version of it, by name) in his discard pile.
"""
from __future__ import annotations

from ..core.errors import InputError
from ..core.state import DISCARD, Attack, State

TWO_STRIKES = "facing two strikes"
VISITED_SITES = "recently visited sites"
OPTIONAL_RULES = (TWO_STRIKES, VISITED_SITES)
TWO_STRIKES_PROWESS = -3


def use(state: State, name: str) -> None:
    """Use the optional rule named (as the set-up writes it)."""
    rule = " ".join(name.lower().split())
    if rule not in OPTIONAL_RULES:
        raise InputError(f"unknown optional rule {name!r}; known: {', '.join(OPTIONAL_RULES)}")
    if rule not in state.optional_rules:
        state.optional_rules.append(rule)


def in_use(state: State, rule: str) -> bool:
    return rule in state.optional_rules


# ------------------------------------------------------------------ facing two strikes
def extra_strike(state: State, character: str) -> int:
    """One more strike the character may face under ``facing two strikes``: an untapped character, given it by
    his own player while the defending player assigns strikes (the attacker cannot give him a second)."""
    inst = state.cards[character]
    defender_assigning = state.combat is not None and state.combat.step == "assign"
    return 1 if in_use(state, TWO_STRIKES) and defender_assigning and not inst.tapped and not inst.wounded else 0


def facing_two(state: State, character: str) -> bool:
    """Does the character face two strikes of the current attack under the optional rule?"""
    if state.combat is None or not in_use(state, TWO_STRIKES):
        return False
    return sum(1 for st in state.combat.strikes if st.character == character) == 2


def taps_now(state: State, character: str) -> bool:
    """Under the optional rule a character facing two strikes taps when the second is resolved, not the first."""
    if not facing_two(state, character):
        return True
    assert state.combat is not None
    return sum(1 for st in state.combat.strikes if st.character == character and st.result in ("", "rolling")) <= 1


# ------------------------------------------------------------------ recently visited sites
def visited(state: State, attack: Attack) -> tuple[int, str] | None:
    """The ``attack prowess`` query: the optional rule's +1 for each player with the site in his discard pile."""
    return visited_bonus(state, attack), "sites in discard piles"


def visited_bonus(state: State, attack: Attack) -> int:
    """+1 to an automatic-attack for each player with that site in his discard pile."""
    if attack.kind != "automatic-attack" or not in_use(state, VISITED_SITES) or attack.source not in state.cards:
        return 0
    name = state.cards[attack.source].card.key
    return sum(1 for player in state.players
               if any(i.card.key == name for i in state.in_zone(DISCARD, player)))
