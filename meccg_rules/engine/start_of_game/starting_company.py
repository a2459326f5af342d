"""Who may be in a starting company: the characters the draft lets a player reveal, and the cards that change it
(CoE 1.9.R2, 1.9.F1-F4; CRF 22, Bad Company, Open to the Summons, Thrall of the Voice).

- A character whose text says he may not be in a starting company (Bûrat, Tûma: the card key
  ``not_in_starting_company``) is never drafted, whatever cards the player has drafted: Bad Company, Open to the
  Summons and Thrall of the Voice each let a player start with more characters, never with such a one (CRF 22).
- An agent character is revealed by a Ringwraith or Fallen-wizard player only once a resource he drafted lets him
  play agent characters (CoE 1.9.R2, F1; the card key ``lets_play`` holds "agent characters": Open to the Summons,
  Thrall of the Voice). Open to the Summons lets minion and Fallen-wizard players start with an agent (CRF 22).
- A Fallen-wizard player reveals an Orc or Troll only once he drafted a Stage resource that lets him play them
  ("Orc and Troll characters": Bad Company), a character of printed mind over five only once he drafted a Stage
  resource that lets him ("characters of mind six": Thrall of the Voice, whose "up to a 6 mind" caps it at six
  however many are drafted; CoE 1.9.F2, F3; CRF 22). A card that only lowers the character's mind (Open to the
  Summons) does not lift the cap (CRF 22).
- A card that is placed with the character it lets in (the key ``placed_with_the_character``: Open to the Summons,
  Thrall of the Voice) lets in one character only; Bad Company lets in every Orc and Troll.

What may be drafted besides characters: a Fallen-wizard player's Stage resources (CoE 1.9.F4), put into play when
revealed (a duplicated unique one, the same name revealed by both, is discarded), and a card that is revealed in the
draft as if it were a character (the key ``revealed_in_the_draft``: Open to the Summons), which joins the starting
company in place of a minor item. A second copy of a Stage resource that cannot be duplicated by a given player
(Bad Company) is refused once one is in play under him.

The engine's readings: a Stage resource or such a card takes the round of the draft it is chosen in, as a
character would, and the player is not made to draft every Stage resource he holds (1.9.F4 has him "attempt" to,
along with his characters); a card already drafted means one revealed in an earlier round; of two enabling cards the
first drafted goes with the character. Not modelled: the active conditions of a drafted Stage resource (CoE 1.9.F4:
a Stage resource with one is refused), and the lower mind these cards give the character they go with.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import NotModelledError, Verdict
from ..core.state import IN_PLAY, STARTING_COMPANY
from ..players import alignments, stage

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

AGENTS, ORCS_AND_TROLLS, MIND_SIX = "agent characters", "Orc and Troll characters", "characters of mind six"
CODES = {AGENTS: "agent-needs-a-card", ORCS_AND_TROLLS: "orc-or-troll-needs-a-card",
         MIND_SIX: "fallen-wizard-starting-mind"}   # the refusal when no drafted card lets the character in
MIND_CAP = 6   # Thrall of the Voice: "with up to a 6 mind"; more of them do not lift it (CRF 22)


def is_stage_resource(card: Card) -> bool:
    return card.type == "Resource" and card.alignment == stage.STAGE and card.kind == "permanent-event"


def draftable(state: State, player: str, card: Card) -> Verdict:
    """A card that is not a character may be drafted if it is a Fallen-wizard's Stage resource (CoE 1.9.F4) or is
    revealed in the draft as if it were a character (Open to the Summons)."""
    if card.trait("revealed_in_the_draft"):
        return Verdict.allow()
    if is_stage_resource(card) and alignments.alignment_of(state, player) == alignments.FALLEN_WIZARD:
        if card.trait("not_a_starting_stage_card"):
            return Verdict.refuse("not-a-starting-stage-card", f"{card.name} may not be a starting stage card: it "
                                  "is never drafted (its text; CoE 1.9.F4).")
        if not card.trait("drafted_on_starting_site"):   # that one is refused as the game begins instead
            modelled.refuse(card, ("in play",))   # what it does in play must be known
        if any(i.name == card.name for i in state.in_zone(IN_PLAY, player)):
            modelled.refuse(card, ("copy",))   # a second copy, where the rule on its copies is not modelled
            if card.trait("cannot_be_duplicated", "") == "by player":   # Bad Company: one per player, drafted too
                return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated by a given player: "
                                      f"{player} drafted a copy already (its text).")
        if card.status == "facts":   # nothing of its text is known, its active conditions neither (CoE 1.9.F4)
            raise NotModelledError(modelled.message(card, "drafted as a Stage resource, its text and active "
                                                    "conditions (CoE 1.9.F4)"))
        return Verdict.allow()
    return Verdict.refuse("draft-characters-only", f"{card.name} is not a character; only characters are "
                          "drafted (CoE 1.9), and a Fallen-wizard player's Stage resources (1.9.F4).")


def _enablers(state: State, player: str, what: str, stage_only: bool) -> list[Instance]:
    """The cards the player drafted that let him reveal ``what``, but not one placed with a character already."""
    drafted = [i for i in state.in_zone(IN_PLAY, player) + state.in_zone(STARTING_COMPANY, player)
               if not i.card.is_character and what in i.card.trait("lets_play", ())
               and not (i.card.trait("placed_with_the_character") and i.attached_to is not None)]
    return [i for i in drafted if is_stage_resource(i.card) or not stage_only]


def _agent(card: Card) -> bool:
    """An agent character card (the agents family's ``is_agent``, which comes after this family)."""
    return bool(card.fact("agent")) and card.is_character


def needed(state: State, player: str, character: Instance) -> tuple[list[Instance], Verdict]:
    """The drafted cards that let ``character`` be revealed (each goes with him), or the refusal."""
    card, name = character.card, character.name
    if card.trait("not_in_starting_company"):
        return [], Verdict.refuse("barred-from-starting-company", f"{name} may not be in a starting company, and "
                                  "no card lets a player start with him (CRF 22, Bad Company; Open to the Summons; "
                                  "Thrall of the Voice).")
    alignment = alignments.alignment_of(state, player)
    letter = alignments.RULE_LETTER[alignment]
    going: list[Instance] = []
    needs = []
    if _agent(card) and alignment in (alignments.RINGWRAITH, alignments.FALLEN_WIZARD):
        needs.append((AGENTS, False, f"an agent is revealed only once a resource that lets {player} play agent "
                      f"characters is drafted (CoE 1.9.{letter}{1 if letter == 'F' else 2})"))
    if alignment == alignments.FALLEN_WIZARD:
        mind = card.fact("mind") or 0
        if card.race in alignments.DARK_RACES:
            needs.append((ORCS_AND_TROLLS, True, "a Fallen-wizard player reveals an Orc or Troll only once a Stage "
                          "resource that lets him play them is drafted (CoE 1.9.F2)"))
        if mind > MIND_CAP:
            return [], Verdict.refuse("fallen-wizard-starting-mind", f"{name} has mind {mind}: no card lets a "
                                      f"Fallen-wizard player start with a character of mind over {MIND_CAP} "
                                      "(CoE 1.9.F3; Thrall of the Voice: up to 6, CRF 22).")
        if mind > alignments.FALLEN_WIZARD_MIND:
            needs.append((MIND_SIX, True, f"{name} has mind {mind}: a Fallen-wizard player reveals a character of "
                          "mind over five only once a Stage resource that lets him is drafted (CoE 1.9.F3)"))
    for what, stage_only, why in needs:
        if any(what in g.card.trait("lets_play", ()) for g in going):
            continue   # a card already going with him lets this in too (Thrall of the Voice: an agent of mind six)
        free = [i for i in _enablers(state, player, what, stage_only) if i not in going]
        if not free:
            return [], Verdict.refuse(CODES[what], f"{name}: {why}.")
        going.append(free[0])
    return going, Verdict.allow()


def place_with(state: State, character: Instance, cards: list[Instance]) -> None:
    """Each card that let the character in goes with him ("place this card with the character")."""
    for inst in [i for i in cards if i.card.trait("placed_with_the_character")]:
        inst.attached_to = character.id
        state.log.append(f"{state.label(inst)} goes with {state.label(character)}")
