"""A card on a company discarded when a character leaves that company (the card key ``discarded_when`` "a character
leaves its company": Swarm of Bats, "discard this card if a character leaves the company for any reason"), or when
a leader does ("a leader leaves its company": Orders from Lugbúrz, "Discard ... when a leader leaves the company";
a leader as he is as he leaves, a card on him that made him one still on him).

A character leaves a company when he leaves play (discarded, eliminated, stored ...: the ``moving`` hook of
``State.move``, asked while he is still in play; the hooks that keep him in play, Elf-song's among them, belong to
families registered before this one, so a character kept in play arrives here with ``zone`` in play and leaves
nothing), when he moves into another company or splits off with a new one in the organization phase
(``companies``), and when he joins a company attacked by a hazard creature (``combat/joined_defenders``: Alatar).
Two companies joining is no character leaving his company: the cards on the company that joins go over to the other
(``joining.merge``; the engine's reading, no source says).
"""
from __future__ import annotations

from ..core.state import DISCARD, IN_PLAY, Instance, State
from ..primitives.leaders import is_leader

LEFT = "a character leaves its company"   # the ``discarded_when`` moments this module owns
LEADER_LEFT = "a leader leaves its company"   # a leader, as he leaves (Orders from Lugbúrz)


def left(state: State, company: str, character: Instance) -> None:
    """``character`` has left ``company``: the cards on it that go then are discarded."""
    for inst in state.attached(company):
        when = inst.card.trait("discarded_when", ())
        if LEFT in when or (LEADER_LEFT in when and is_leader(state, character)):
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {state.label(character)} leaves {company}")


def leaving_play(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """The ``moving`` hook: a character of a company leaving play leaves it. Nothing is redirected."""
    if inst.zone == IN_PLAY and zone != IN_PLAY and inst.card.is_character and inst.company in state.companies:
        left(state, inst.company, inst)
    return None
