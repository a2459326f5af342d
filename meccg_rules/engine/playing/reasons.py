"""The refusal reasons of playing cards and their effects: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import ONGUARD, Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("waiting-for-option", "the player an effect asks must choose one of its options first", "the card's text"),
    ("no-option-awaited", "no effect waits for that choice now", "the card's text"),
    ("unknown-option", "that is none of the options the effect offers", "the card's text"),
    ("not-on-guard", "it is not on-guard", f"{ONGUARD}; CoE 2.V.6.6"),
    ("beginning-passed", "the beginning of the phase has passed",
     "CoE 9.6.5; CRF 22, Rulings by Term > Beginning of Phase/Turn"),
    ("not-your-turn", "resources can only be used in your own turn",
     "CoE 2.1.1, 2.1.2, 9.1.3; CRF 22, Rulings by Term > Actions"),
    ("not-home-site", "that is not the character's home site", "CoE 2.V.ii.5"),
    ("bearer-lacks-skill", "its bearer does not have the skill the card asks for", "the card's text"),
    ("cannot-be-duplicated", "it cannot be duplicated on that target",
     "CRF 22, Rulings by Term > Cannot be Duplicated, Annotation 11; CoE 5.1.4, g.cbd.1"),
    ("opponents-card", "a resource cannot target the other player's characters or resources",
     "CoE 9.3.3; CRF 22, Rulings by Term > Targets"),
    ("kept-off-company", "a card in play keeps resource permanent-events off that company",
     "the text of the card in play (Stormcrow; CRF 22, Card Errata and Rulings > Stormcrow)"),
    ("one-corruption-card", "a corruption card was played on that character this turn already", "CoE 7.2.1"),
    ("between-movement-hazard-phases", "no resources may be played between movement/hazard phases",
     "CRF 22, Movement/Hazard Phase > General, Annotation 25a"),
    ("orc-or-troll", "a hero resource neither targets its player's Orc or Troll nor has one fulfil its skill",
     "CoE 9.3.F1, 5.F3; CRF 22, Card Errata and Rulings > A Friend or Three, Tempering Friendship"),
    ("own-turn", "it is played only in the other player's turn", "the card's text (CoE 9.1.3)"),
    ("cannot-use-magic", "that character cannot use that kind of magic", "CoE glossary, use"),
    ("nothing-to-discard", "the card it is played by discarding is not there", "the card's text; CoE 9.2.1"),
    ("no-skill-at-site", "its player has no character of the skill it needs at that site", "the card's text"),
    ("attack-under-way", "no return to the site of origin during an attack",
     "CRF 22, Movement/Hazard Phase > Movement > Returning to Site of Origin"),
    ("no-return-to-cancel", "no effect declared earlier in this chain of effects would return the company to its "
     "site of origin", "CRF 22, Card Errata and Rulings > Goldberry"),
    ("character-event-site", "the company is not at a site of a type the card names, or is between sites",
     "the card's text; CRF 22, Card Errata and Rulings > A Chance Meeting, We Have Come to Kill"),
    ("character-event-excluded", "the card cannot bring in that kind of character",
     "the card's text; CRF 22, Card Errata and Rulings > A Chance Meeting"),
    ("character-event-influence", "the card brings the character in under the other kind of influence",
     "the card's text"),
    ("not-enough-general-influence", "the player has not enough unused general influence for the character",
     "CRF 22, Card Errata and Rulings > We Have Come to Kill; CoE 2.II.2.2.2"),
    ("not-of-that-kind", "the card named is not one of the kind the effect makes him discard",
     "CRF 22, Card Errata and Rulings > Dragon’s Hunger"),
    ("no-replacement", "his text lets no such character take his place", "CRF 22, Card Errata and Rulings > Folco Boffin, Strider"),
    ("replaced-only-at-haven", "he gives his place only at a Haven", "CRF 22, Card Errata and Rulings > Folco Boffin, Strider"),
)
