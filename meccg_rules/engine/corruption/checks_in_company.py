"""A card changing the corruption checks of every character in a company (a command card on a leader: "+1 to all
corruption checks by characters in his company", I'll Be At Your Heels).

A ``corruption check`` static with ``who = "company"`` on a card borne by a character adds its ``by`` to each
corruption check of every character of that character's company, himself included (the ``corruption check``
modifier, read as the check resolves, so a character who has joined or left the company since counts as he stands
then). Allies make no corruption checks, so the static reaches characters only.
"""
from __future__ import annotations

from ..core.state import IN_PLAY, Instance, State
from ..primitives import values


def corruption_check(state: State, character: Instance) -> tuple[int, str] | None:
    """The ``corruption check`` modifier: what the ``corruption check`` statics of his company's cards add."""
    found = [(static.by, state.label(source)) for source, static in
             values.company_statics_on(state, character.id, "corruption check") if source.zone == IN_PLAY]
    if not found:
        return None
    return sum(by for by, _ in found), ", ".join(dict.fromkeys(name for _, name in found))
