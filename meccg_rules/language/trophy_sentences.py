"""The sentences of trophies (CoE 3.IV), of a character's prowess and of setting a character aside in lieu of his
body check (No Better Use); ``sentences.FORMS`` adds them to their sections."""
from __future__ import annotations

from ..engine.combat.actions import KeepCreature, SetAsideInsteadOfBodyCheck, TakeTrophy, TapToPlace
from ..engine.combat import strikes as combat, trophies
from ..engine.core.errors import InputError
from ..engine.core.state import IN_PLAY
from .expect_sentences import EXPECT
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_trophy(setup, b) -> None:
    """A creature the character's company defeated earlier, kept as a trophy (its opponent played it)."""
    holder = setup.state.find(b["character"], "character")
    if not holder.card.is_character or holder.zone != IN_PLAY:
        raise InputError(f"{holder.name} is not a character in play")
    card = setup.card(b["card"], setup.state.opponent(holder.owner))
    if card.is_character or card.type != "Hazard":
        raise InputError(f"{card.name} is not a hazard creature or Dragon manifestation: only those are trophies")
    inst = setup.new(b["card"], setup.state.opponent(holder.owner), IN_PLAY, attached_to=holder.id)
    inst.controller, inst.trophy = holder.owner, trophies.DEFEATED


def _has_trophy(game, b):
    s = game.state
    inst, holder = s.find(b["card"]), s.find(b["character"], "character")
    ok = inst.zone == IN_PLAY and inst.attached_to == holder.id and bool(inst.trophy)
    now = f"a trophy of {s.label(s.cards[inst.attached_to])}" if inst.zone == IN_PLAY and inst.trophy and \
        inst.attached_to in s.cards else "not a trophy"
    return ok, f"{s.label(inst)} is {now}"


def _prowess(game, b):
    s = game.state
    inst = s.find(b["character"], "character")
    found, parts = combat.prowess(s, inst.id)
    return found == int(b["number"]), f"{s.label(inst)}'s prowess is {found}: {' '.join(parts)}"


FORMS = (
    Form(SETUP, "has-trophy", "{character} has {card} as a trophy", "Shagrat has Orc-patrol as a trophy.",
         "A creature the character's company defeated, kept as a trophy (the other player played it).",
         _setup_trophy),
    Form(PLAY, "keep-trophy", "{player} keeps {card} as a trophy with {character}",
         "Alice keeps Orc-patrol as a trophy with Shagrat.",
         "As an attack his company defeated concludes (the next action): an Orc or Troll that faced one of its "
         "strikes keeps the creature.", lambda game, b: [TakeTrophy(b["player"], b["card"], b["character"])]),
    Form(PLAY, "keep-creature", "{player} places {card} with {target} instead of eliminating it",
         "Alice places Orc-patrol with Elven Rope instead of eliminating it.",
         "As an attack his company defeated concludes (the next action): the creature goes with an item borne in "
         "the company that keeps one (Elven Rope).",
         lambda game, b: [KeepCreature(b["player"], b["card"], b["target"])]),
    Form(PLAY, "set-aside-in-lieu", "{player} taps {character} to place {target:character} off to the side",
         "Alice taps Shagrat to place Aragorn II off to the side.",
         "Company versus company combat: by a card on him (No Better Use), a character taps to set aside the "
         "opponent's character whose body check is declared, in lieu of it.",
         lambda game, b: [SetAsideInsteadOfBodyCheck(b["player"], b["character"], b["target"])]),
    Form(PLAY, "tap-to-place", "{player} taps {character} to place {card} under him",
         "Alice taps Gandalf to place The Windlord Found Me under him.",
         "After the attack a card gave his company (the next action): a character of the company taps to take the "
         "card, which is otherwise discarded (The Windlord Found Me).",
         lambda game, b: [TapToPlace(b["player"], b["character"], b["card"])]),
    Form(PLAY, "tap-to-keep", "{player} taps {character} to keep {card}",
         "Alice taps The Balrog to keep Descent through Fire.",
         "After the attacks a card gave his company (the next action): the character the card names taps to place "
         "it in his player's marshalling point pile, else it is discarded (Descent through Fire).",
         lambda game, b: [TapToPlace(b["player"], b["character"], b["card"], keep=True)]),
    Form(EXPECT, "has-trophy", "{character} has {card} as a trophy", "Shagrat has Orc-patrol as a trophy.",
         "The creature is in play with the character, as a trophy.", lambda game, b, step: _has_trophy(game, b)),
    Form(EXPECT, "prowess", "{character}'s prowess is {number}", "Shagrat's prowess is 7.",
         "The character's prowess outside any strike: printed, best weapon, trophies and what is in effect on him.",
         lambda game, b, step: _prowess(game, b)),
)
