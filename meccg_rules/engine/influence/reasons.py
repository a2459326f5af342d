"""The refusal reasons of influence attempts: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("first-turn", "not in a player's first turn", "CoE 8.1"),
    ("no-eligible-border-hold", "no Border-hold in its player's location deck lies near the faction",
     "the card's text; CRF 22, Card Errata and Rulings > Long Grievous Siege"),
    ("no-rival-at-site", "no character of the other player sharing the target's home site is at his site",
     "the card's text"),
    ("one-attempt-a-turn", "one influence attempt against the other player's cards a turn",
     "CoE 8.1; CRF 22, Site Phase > Influence Attempts"),
    ("avatar-played-this-turn", "an avatar played this turn does not make the attempt", "CoE 8.1"),
    ("item-has-event", "a permanent-event is on the item", "CoE 8.1"),
    ("no-influence-check", "no such influence check is being made",
     "CoE 2.V.3, 8; CRF 22, Rulings by Term > Influence"),
    ("not-identical", "an identical card must be revealed from hand", "CoE 8.1, 8.2"),
    ("not-by-skill", "the influence check is not made by a character of that skill", "CoE 2.V.2.2"),
    ("under-deeps-site", "it is not played at an Under-deeps site", "CRF 22, Card Errata and Rulings > Hour of Need"),
    ("influencer-not-at-haven", "it is played by a character at a Haven", "CRF 22, Card Errata and Rulings > Old Road"),
    ("site-path-too-long", "the faction's site is too far from the Haven",
     "CRF 22, Card Errata and Rulings > Old Road"),
    ("own-copy-needed", "it reaches the other player's faction only to bring one's own copy into play",
     "the card's text; CRF 22, Card Errata and Rulings > Old Road"),
    ("faction-played-only-by", "only its one character plays it, and only after his event", "the card's text"),
    ("not-under-this-leader", "only a leader its text names may have it placed under him",
     "the card's text"),
    ("forbidden-on-faction", "a card in play forbids that event on this faction", "the card's text"),
)
