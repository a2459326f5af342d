"""The sentences of a character coming from hand by a card: replaced in his company by another (Folco Boffin,
Strider; the playing family's ``replacements``), or brought in by an event (A Chance Meeting, They Ride Together;
its ``character_events``); ``sentences.FORMS`` adds them to its section."""
from __future__ import annotations

from ..engine.playing.actions import PlayCharacterEvent, ReplaceCharacter
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "replace-character", "{player} replaces {character} with {replacement:character}",
         "Alice replaces Strider with Aragorn II.",
         "A character whose text allows it gives his place in his company to a character from his player's hand, "
         "at any time a resource could be played: declared in a chain of effects, the two change places as it "
         "resolves.",
         lambda game, b: [ReplaceCharacter(b["player"], b["character"], b["replacement"])]),
    Form(PLAY, "play-character-event-follower",
         "{player} plays {card} to bring {character} in as a follower of {controller:character}",
         "Alice plays A Chance Meeting to bring Beretar in as a follower of Aragorn II.",
         "An event that brings a character from hand into play at a site of the types it names (A Chance Meeting): "
         "any phase of its player's turn while the company is at a site, besides the one character a turn; the "
         "controller's direct influence must have room for his mind.",
         lambda game, b: [PlayCharacterEvent(b["player"], b["card"], b["character"], follower_of=b["controller"])]),
    Form(PLAY, "play-character-event-several",
         "{player} plays {card} on {company}, bringing {characters:characters}",
         "Alice plays They Ride Together on Wraiths, bringing Khamûl the Ringwraith and Adûnaphel the Ringwraith.",
         "An event that brings several Ringwraith followers from hand in one play (They Ride Together): each comes "
         "in as a follower of the player's Ringwraith in that company, one point of his direct influence each.",
         lambda game, b: [PlayCharacterEvent(b["player"], b["card"], b["characters"][0], company=b["company"],
                                             others=tuple(b["characters"][1:]), several=True)]),
    Form(PLAY, "play-character-event-into",
         "{player} plays {card} to bring {character} into {company}",
         "Alice plays We Have Come to Kill to bring Ostisen into Raiders.",
         "The same, under general influence, into a company at such a site: the player's unused general influence "
         "must have room for his mind.",
         lambda game, b: [PlayCharacterEvent(b["player"], b["card"], b["character"], company=b["company"])]),
)
