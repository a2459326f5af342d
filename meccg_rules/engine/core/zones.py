"""The zones a card can be in: a player's piles, then the shared places (CoE 1, Glossary)."""

PLAY_DECK, HAND, DISCARD, SIDEBOARD, LOCATION_DECK, MP_PILE, OUT_OF_PLAY = (
    "play deck", "hand", "discard pile", "sideboard", "location deck", "marshalling point pile", "out-of-play pile")
POOL, STARTING_COMPANY = "pool", "starting company"   # before the first turn (CoE 1.7, 1.9: start_of_game)
IN_PLAY, CHAIN, ON_GUARD = "in play", "chain of effects", "on-guard"
# a card placed with a host card in play, its ``attached_to`` (CoE glossary, off to the side): not in play, so
# nothing targets it; it counts for uniqueness, and is discarded when its host leaves play (g.off.1)
OFF_TO_THE_SIDE = "off to the side"
# a card removed from the game: outside the playing environment, no longer in any pile, counted for nothing, unique
# or not (CoE glossary, remove from the game; CRF 22, Removed from the Game & Removed from Play), unlike a card
# removed from play, which lies in the out-of-play pile and still counts for uniqueness
REMOVED = "removed from the game"
PLAYER_ZONES = (PLAY_DECK, HAND, DISCARD, SIDEBOARD, LOCATION_DECK, MP_PILE, OUT_OF_PLAY, POOL, STARTING_COMPANY,
                REMOVED)
ZONES = PLAYER_ZONES + (IN_PLAY, CHAIN, ON_GUARD, OFF_TO_THE_SIDE)
PLAY = IN_PLAY  # short alias used by the rule modules
