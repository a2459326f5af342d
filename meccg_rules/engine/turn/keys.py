"""The card keys the turn reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys, Race


class Instead(CardKeys):
    """A replacement effect on the card's bearer: when he would ``of``, ``then`` happens instead (``turn/instead.py``).

    ``of``: "untapping" (tapped to untapped, in the untap phase or by an effect), "becoming untapped" (that, or a
    healing effect that would leave him untapped), "healing" (any healing, the untap phase's at a Haven included);
    ``then``: "tapped" (he stays, or is healed only to, tapped) or "unchanged" (nothing happens to him);
    ``discard``: this card is discarded as it replaces the change, so it does so only the next time."""
    of: Literal["untapping", "becoming untapped", "healing"]
    then: Literal["tapped", "unchanged"]
    discard: bool = False


class ReplacesSite(CardKeys):
    """An ally its player may discard at the end of his company's turn to replace the company's site card with its
    nearest Haven (Bill the Pony; ``turn/site_replacement.py``): not from a site of the kinds ``not_at`` names, and
    only if the company's size is at most ``company_size_at_most``."""
    to: Literal["nearest haven"] = "nearest haven"
    not_at: tuple[Literal["Haven", "Under-deeps"], ...] = ()
    company_size_at_most: int | None = None


class TakenBack(CardKeys):
    """While the card is in play, and the card ``needs`` names is too, each player may take one card of ``races`` and
    ``subtype`` from his discard pile into his hand at the end of each turn (``turn/taken_back_at_turn_end.py``)."""
    races: tuple[str, ...]
    subtype: str
    needs: str = ""


class UntapsByRoll(CardKeys):
    """While the card is in play, in his player's untap phase a character of none of ``except_races`` whose company
    is at a site of none of the types ``except_at`` does not untap normally: his player may roll adding his mind, and
    he untaps if the result is above ``above`` (Worn and Famished; ``turn/untap_rolls.py``)."""
    above: int
    except_races: tuple[Race, ...] = ()
    except_at: tuple[str, ...] = ()


class Keys(CardKeys):
    """What a card's entry may say that only the turn reads.

    A card that changes its player's hand size says so with a ``static`` of stat ``hand size``
    (``core/behaviour.py``), which ``phases.hand_size`` reads."""

    # "in the untap phase": it does not untap in its controller's untap phase (Power Built by Waiting);
    # "its bearer": the character it is on may not untap while it is there, by any means (Dreams of Lore)
    may_not_untap: Literal["", "in the untap phase", "its bearer"] = ""
    # in play: characters away from some kinds of sites untap in their untap phase only by a roll (Worn and Famished)
    untaps_by_roll: UntapsByRoll | None = None
    # "instead": when its bearer would untap or heal, he stays tapped or unchanged, the card discarded if it says so
    instead: tuple[Instead, ...] = ()
    # while in play no hazard long-event goes at its time; all go when no such card stays in play (The Will of
    # Sauron: long_events.py)
    keeps_hazard_long_events: bool = False
    # "healing": the site this card is on counts as a Haven for healing in the untap phase, and for nothing else
    # (CoE glossary, g.hav.2): Houses of Healing on a Free-hold; The White Tree and Mallorn say so of a named site
    haven_for: tuple[Literal["healing"], ...] = ()
    # a site: "Treat this site as a Darkhaven during the untap phase" (Barad-dûr): its player's wounded characters and
    # allies there heal in his untap phase, as at a Darkhaven, a Fallen-wizard's excepted (phases.heals_at; g.hav.F1);
    # in the untap phase its type is Haven, a Darkhaven's (primitives/regions.site_type: Worn and Famished)
    darkhaven_in_untap_phase: bool = False
    # discarded at the end of its company's turn, the company's site card is replaced (movement, CoE 2.VI.1)
    replaces_site: ReplacesSite | None = None
    # one card today (The Nazgûl are Abroad, with Doors of Night): every player may take a Nazgûl permanent-event back
    taken_back_at_turn_end: TakenBack | None = None
