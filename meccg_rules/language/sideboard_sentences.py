"""The sentences of the sideboard (CoE 2.I.2, 2.II.6, 2.IV.vii.5; ``engine/hazards/sideboard.py``,
``engine/organization/avatar_sideboard_access.py``); ``sentences.FORMS`` adds them.

The sideboard itself is listed in the set-up (``deck_sentences``); Play has the hazard player bring hazards from it,
at the end of the untap phase or by tapping a Nazgûl permanent-event, and the resource player bring resources and
characters by tapping his avatar in his organization phase (the same form: the card tapped says which); Expect says
where a card is.
"""
from __future__ import annotations

from ..engine.core.actions import Action
from ..engine.hazards.actions import FetchFromSideboard
from ..engine.organization.actions import TapAvatarForSideboard
from ..engine.core.state import DISCARD, SIDEBOARD
from .expect_sentences import EXPECT, _at
from .forms import Form
from .play_sentences import PLAY


def _fetch(game, b, to_deck: bool, tapped: bool) -> list[Action]:
    """The card tapped is a character: the resource player's avatar (CoE 2.II.6); else a Nazgûl permanent-event."""
    cards = tuple(b.get("cards") or (b["target"],))
    if tapped and game.state.find(b["card"]).card.is_character:
        return [TapAvatarForSideboard(b["player"], b["card"], cards, to_deck=to_deck)]
    return [FetchFromSideboard(b["player"], cards, to_deck=to_deck, nazgul=b["card"] if tapped else "")]


FORMS = (
    Form(PLAY, "sideboard-nazgul-deck", "{player} taps {card} to bring {target:card} from the sideboard into the "
         "play deck", "Bob taps Witch-king of Angmar to bring Cave-drake from the sideboard into the play deck.",
         "Movement/hazard phase: a Nazgûl permanent-event is tapped and discarded (counting one against the hazard "
         "limit) so that one hazard comes from the sideboard into a play deck of five or more cards, then shuffled. "
         "Organization phase: the resource player's avatar taps so that one resource or character comes so.",
         lambda game, b: _fetch(game, b, True, True)),
    Form(PLAY, "sideboard-nazgul", "{player} taps {card} to bring {cards} from the sideboard to the discard pile",
         "Bob taps Witch-king of Angmar to bring Cave-drake from the sideboard to the discard pile.",
         "Movement/hazard phase: a Nazgûl permanent-event is tapped and discarded (counting one against the hazard "
         "limit) so that up to five hazards come from the sideboard to the discard pile when this resolves. "
         "Organization phase: the resource player's avatar taps so that up to five resources and/or characters come "
         "so.",
         lambda game, b: _fetch(game, b, False, True)),
    Form(PLAY, "sideboard-deck", "{player} brings {target:card} from the sideboard into the play deck",
         "Bob brings Cave-drake from the sideboard into the play deck.",
         "End of the untap phase, the resource player's avatar in play: one hazard into a play deck of five or more "
         "cards, then shuffled; the base hazard limits are halved this turn.",
         lambda game, b: _fetch(game, b, True, False)),
    Form(PLAY, "sideboard", "{player} brings {cards} from the sideboard to the discard pile",
         "Bob brings Cave-drake, Orc-patrol from the sideboard to the discard pile.",
         "End of the untap phase, the resource player's avatar in play: up to five hazards to the discard pile; the "
         "base hazard limits are halved this turn.", lambda game, b: _fetch(game, b, False, False)),
    Form(EXPECT, "in-sideboard", "{name} is in {player}'s sideboard", "Cave-drake is in Bob's sideboard.",
         "A player's sideboard.", lambda game, b, step: _at(game, b, SIDEBOARD, "player")),
    Form(EXPECT, "in-discard-pile", "{name} is in {player}'s discard pile", "Cave-drake is in Bob's discard pile.",
         "A player's discard pile.", lambda game, b, step: _at(game, b, DISCARD, "player")),
)
