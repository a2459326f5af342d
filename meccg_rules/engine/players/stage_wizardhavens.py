"""A site a Stage resource makes one of its player's Wizardhavens (Hidden Haven, Mischief in a Mean Way; CoE glossary,
Wizardhaven, g.hav.2, g.hav.F1; the card keys ``becomes_wizardhaven``, ``site_loses_automatic_attacks``,
``cancels_attacks_on_own_companies``, ``discarded_only_with_its_site`` and ``site_lists_nothing``).

For a hazard keyed to it, or played on a company at it, the copy of the site the card is on is a Haven (a
Wizardhaven's type; ``primitives/regions.keyed_site_type``, which keying and the hazards' ``site_type`` condition
ask): a creature keyed to Ruins & Lairs is not keyed to it there, while the other player's copy of that site keeps
its printed type. The card goes on a site card of its player's (the condition ``own_site``), and not on his copy of
a site that another player's such card makes that player's Wizardhaven ("Other Fallen-wizards may not use this site
as a Wizardhaven": refused ``wizardhaven-of-another``, the engine's reading, as it is played or drafted).

A card with ``becomes_wizardhaven`` on a site in play makes that site a Wizardhaven of the card's controller, for
every purpose the engine asks through ``haven_in_play`` and ``own_wizardhaven`` (not for a specific purpose, so
g.hav.2 does not apply): his characters are played there as at his Havens (CoE 2.II.2.2), he heals, discards a
character and stores an item there (2.I.1, 2.II.2.4, 2.II.4; g.hav.F1: actions specific to havens), his companies
there have no maximum size nor join at the end of the movement/hazard phases (2.II.3.1, 2.IV.6), and as a site of
origin it goes back to the location deck even if tapped (2.IV.viii: a haven site for its player; ``turn/phases``).
Another player is no Fallen-wizard whose Wizardhaven it is (``haven_actions``). The engine's reading: a card whose
text asks whether a character or company is "at a Haven" (Elf-song, Folco Boffin, Old Road, Lure of the Senses)
reads the printed site card, a "Haven" being a haven site card (CoE glossary, haven), as it does elsewhere.

- ``site_loses_automatic_attacks``: the site has none while the card is on it (``site_phase/automatic_attacks``).
- ``cancels_attacks_on_own_companies``: every attack on a company of the card's controller at the site (not moving
  to it; on a site card, the site itself: Isengard, The White Towers, Fallen-wizard versions) is cancelled as it
  would begin, as a Darkhaven's are (``combat/flow``; CRF 22, Darkhaven, read alike), and company versus company
  combat against it too, an attack its defender faces (CoE 3.V.5; ``combat/company_combat``).
- ``site_lists_nothing`` (a site_phase key, read by ``primitives/regions.listed_playable``): nothing is playable
  there as the site card lists it (its items, information).
- ``discarded_only_with_its_site``: an effect discarding the card while its site stays in play leaves it there (the
  ``moving`` hook); it goes with the site, discarded or returned to the location deck (``State.move``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, Instance, State

KEY = "becomes_wizardhaven"


def is_wizardhaven(site: Card) -> bool:
    """A printed Wizardhaven: a Fallen-wizard's Haven."""
    return site.is_haven and site.alignment == "Fallen-wizard"


def wizardhaven_of(state: State, player: str, site: Card) -> bool:
    """Is ``site`` one of ``player``'s Wizardhavens: a printed one, or a copy of it a card of his makes one?"""
    return is_wizardhaven(site) or own_wizardhaven(state, player, site)


def protected(state: State, site: Instance) -> bool:
    """Is the site a protected Wizardhaven: one whose own card says so (Rhosgobel, "This site is a protected
    Wizardhaven"), or with a card on it that says so, or placed with a card on it (Wizard's Trove with The White
    Tree), (CoE glossary, protected)?"""
    def on_site(inst: Instance) -> bool:
        holder = state.cards.get(inst.attached_to or "")
        return inst.attached_to == site.id or holder is not None and holder.attached_to == site.id
    return is_wizardhaven(site.card) and (bool(site.card.trait("protects_site")) or any(
        i.zone == IN_PLAY and i.card.trait("protects_site") and on_site(i) for i in state.cards.values()))


def made_by(state: State, site: Instance) -> Instance | None:
    """The card in play on ``site`` that makes it a Wizardhaven of its controller, if any."""
    return next((i for i in state.attached(site.id) if i.card.trait(KEY)), None)


def haven_in_play(state: State, site: Instance) -> bool:
    """Is the site in play a haven: printed so, or made a Wizardhaven by a card on it?"""
    return site.card.is_haven or made_by(state, site) is not None


def own_wizardhaven(state: State, player: str, site: Card) -> bool:
    """Is a copy of ``site`` in play made one of ``player``'s Wizardhavens (a character played there, a card played
    "at one of your Wizardhavens")?"""
    from ..core.cards import fold
    return any(i.zone == IN_PLAY and i.card.id == site.id and i.owner == player
               and (maker := made_by(state, i)) is not None and maker.controller == player
               for i in state.copies(fold(site.name)))


def stored_at_wizardhaven(state: State, player: str, name: str) -> bool:
    """Was a card stored at one of ``player``'s Wizardhavens, the site of that name (``Instance.stored_at``): a site
    whose Fallen-wizard version is a Wizardhaven, or a copy of it in play that a card makes his Wizardhaven now (CoE
    10.F2; the engine's reading: a copy its Hidden Haven has left since is no longer one)?"""
    from ..core.cards import catalogue, fold
    if any(v.is_haven and v.alignment == "Fallen-wizard" for v in catalogue().versions(name)):
        return True
    return any(i.zone == IN_PLAY and i.owner == player and (maker := made_by(state, i)) is not None
               and maker.controller == player for i in state.copies(fold(name)) if i.card.is_site)


def check_own_site(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """The condition ``own_site``: the target is a site card of its player's (the resource player's) in play, not
    the other player's copy ("This site becomes one of your Wizardhavens"). A card making it his Wizardhaven is
    refused while another player's such card lies on a copy of that site ("Other Fallen-wizards may not use this site
    as a Wizardhaven"; the engine's reading: his card, which could make it nothing else, is not played there; CRF 22,
    Hidden Haven, keeps both players' cards off a site they both revealed it on, alike)."""
    site = state.cards.get(target or "")
    player = state.resource_player
    if site is None or not site.card.is_site or site.owner != player:
        where = state.label(site) if site is not None else "no site"
        return Verdict.refuse("not-own-site", f"{card.name} is played on a site card of {player}'s, not on {where} "
                              "(its text).")
    other = next((i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait(KEY) and i.controller != player
                  and i.attached_to in state.cards and state.cards[i.attached_to].card.name == site.card.name), None)
    if card.trait(KEY) and other is not None:
        return refuse_another(state, other, card, player, "played")
    return Verdict.allow()


def refuse_another(state: State, other: Instance, card: Card, player: str, how: str) -> Verdict:
    """``card`` is not played (``how``: or drafted) on ``player``'s copy of a site that ``other``, another player's
    card, makes that player's Wizardhaven ("Other Fallen-wizards may not use this site as a Wizardhaven"; the engine's
    reading)."""
    name = state.cards[other.attached_to or ""].name
    return Verdict.refuse("wizardhaven-of-another", f"{state.label(other)} makes {name} one of {other.controller}'s "
                          f"Wizardhavens: no other Fallen-wizard uses it as one, so {card.name} is not {how} on "
                          f"{player}'s copy (its text; the engine's reading).")


def loses_automatic_attacks(state: State, site: Instance) -> bool:
    return any(i.card.trait("site_loses_automatic_attacks") for i in state.attached(site.id))


def protecting(state: State, company: Company) -> Instance | None:
    """The card that cancels every attack on its controller's companies at the company's site, if the company is at
    the site, not moving to it: the site card itself ("If one of your companies is at this site, all attacks against
    it are canceled": the Fallen-wizard Isengard and The White Towers), or a card on it (Hidden Haven)."""
    if company.en_route:
        return None
    site = state.cards[company.site]
    return next((i for i in (site, *state.attached(company.site)) if i.card.trait("cancels_attacks_on_own_companies")
                 and i.controller == company.owner), None)


def kept_with_its_site(state: State, inst: Instance, zone: str) -> tuple[str, None] | None:
    """The ``moving`` hook: a card discarded only with its site stays in play while that site does."""
    site = state.cards.get(inst.attached_to or "")
    if zone != DISCARD or not inst.card.trait("discarded_only_with_its_site") or site is None or site.zone != IN_PLAY:
        return None
    state.log.append(f"{state.label(inst)} stays in play: it is discarded only with {state.label(site)} (its text)")
    return IN_PLAY, None
