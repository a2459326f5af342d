"""Cards specific to one player: "Balrog specific", "Saruman specific" (CoE 1.3.4 and its glossary; CRF 22,
Rulings by Term > Specific).

A card's ``specific`` fact (printed as "<X> specific") names who may play it:

- an alignment (Balrog): only a player of that alignment; both players when both are Balrog players (CoE
  2.II.2.1.B2; CRF 22, Balrog);
- an avatar (Alatar, Gandalf, Pallando, Radagast, Saruman): only the player who declared himself that avatar at
  the start of the game, which only a Fallen-wizard player does (CoE 1.8.F1; the set-up's "Bob's declared
  Fallen-wizard is Saruman."; without it, his Fallen-wizard avatar in play or eliminated says who he is). The
  avatar need not be in play (CoE glossary, specific), but once he is eliminated his player no longer plays cards
  specific to him (CoE 2.2.F2; CRF 22, Victory Conditions).

The rule is asked of every action that plays or drafts a card (the kernel's ``may play card`` query), before the
action's own check. A card "placed on <avatar> if he is in play" (Pallando's Hood) has that clause of the scope
``play in a case`` naming "while he is in play": refused as not modelled while its player's avatar is in play,
and played on its own otherwise, as in the character draft, where the avatar is never in play: a Wizard specific
Stage resource may be played with the starting company (CRF 22, Rulings by Term > Stage Resources).
A site card ``used_only_by_companies_of`` a Fallen-wizard ("Only Radagast's companies may use this card", the
Fallen-wizard Rhosgobel) is used only by the companies of the player who counts as him (``counts_as``: he declared
himself so, and that avatar is not eliminated). The engine's reading of "use": a company moves to it (the ``may move
to`` query, ``check_move``) or is at it in a position set up (the ``position set up`` hook, ``set_up``); another
player's company does neither. No starting company begins there (CoE 1.10.F1 names other sites).
The deck rule (CoE 1.3.4: such a card is in the deck only of that player) is
``start_of_game/cards_a_player_may_include.py``'s.
A Fallen-wizard's Stage permanent-events specific to his avatar discarded when the other player reveals the same
Fallen-wizard (CoE 2.II.2.1.F3) are ``stage.py``'s, and so is their discard when their own avatar leaves play
(2.2.F1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import Card, fold
from ..core.errors import InputError, Verdict
from ..core.zones import IN_PLAY, OUT_OF_PLAY
from .alignments import ALIGNMENTS, FALLEN_WIZARD, alignment_of

if TYPE_CHECKING:
    from ..core.state import Company, State

AVATAR_IN_PLAY = "while he is in play"   # a clause (``play in a case``) that matters only then


def check_play(state: State, player: str, card: Card) -> Verdict | None:
    """The ``may play card`` query: a card specific to an alignment or an avatar played by someone else."""
    specific = card.fact("specific")
    if not specific:
        return None
    if specific in ALIGNMENTS:
        alignment = alignment_of(state, player)
        if alignment == specific:
            return None
        return Verdict.refuse("specific-card", f"{card.name} is {specific} specific: only a {specific} player plays "
                              f"it, and {player} is a {alignment} player (CoE 1.3.4).")
    who = declared_avatar(state, player)
    if who is not None and fold(who) == fold(specific) and any(
            g.scope == "play in a case" and AVATAR_IN_PLAY in g.clause for g in card.gaps) and \
            avatar_in_play(state, player, specific):
        modelled.refuse_case(card, AVATAR_IN_PLAY)
    if who is None or fold(who) != fold(specific):
        said = f"{player} declared himself {who}" if who else f"{player} has not declared himself {specific}"
        return Verdict.refuse("specific-card", f"{card.name} is {specific} specific: only the player who declared "
                              f"himself {specific} plays it; {said} (CoE 1.3.4, 1.8.F1).")
    if eliminated(state, player, specific):
        return Verdict.refuse("specific-avatar-eliminated", f"{card.name} is {specific} specific and {player}'s "
                              f"{specific} has been eliminated (CoE 2.2.F2).")
    return None


def check_player_is(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``player_is``: its player (the resource player, who plays his resources in his turn) declared himself one of
    the Fallen-wizards named ("Playable if you are Alatar, Pallando, or Saruman", The Fortress of Isen)."""
    named = getattr(condition, "player_is")
    who = declared_avatar(state, state.resource_player)
    if who is None or fold(who) not in {fold(name) for name in named}:
        said = f"{state.resource_player} declared himself {who}" if who else \
            f"{state.resource_player} is no Fallen-wizard player"
        return Verdict.refuse("specific-card", f"{card.name} is played only by a player who declared himself "
                              f"{' or '.join(named)}; {said} (CoE 1.8.F1).")
    if eliminated(state, state.resource_player, who):
        return Verdict.refuse("no-longer-that-avatar", f"{card.name} is played only by a player who is "
                              f"{' or '.join(named)}; {state.resource_player}'s {who} has been eliminated, and he no "
                              f"longer counts as {who} (CoE 2.2.F2; CRF 22, Victory Conditions).")
    return Verdict.allow()


def check_player_is_not(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``player_is_not``: its player (the resource player) counts as none of the Fallen-wizards named ("Playable if
    you are not Alatar", Shameful Deeds; ``counts_as``): he declared himself another, or is no Fallen-wizard player,
    or his avatar of that name has been eliminated, so that he no longer counts as him (CoE 2.2.F2)."""
    named = getattr(condition, "player_is_not")
    player = state.resource_player
    if any(counts_as(state, player, name) for name in named):
        return Verdict.refuse("specific-card", f"{card.name} is not played by a player who declared himself "
                              f"{' or '.join(named)}; {player} declared himself {declared_avatar(state, player)} "
                              "(its text; CoE 1.8.F1).")
    return Verdict.allow()


def check_avatar_away(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``specific_avatar_away``: the avatar the card is specific to is not in play under its player (the resource
    player): "Place this card on Gandalf if he is in play" (Grey Embassy) lets it be played on its own only then. The
    other player's card of that name (a Wizard player's Gandalf) does not count."""
    avatar = card.fact("specific") or ""
    if avatar_in_play(state, state.resource_player, avatar):
        return Verdict.refuse("avatar-in-play", f"{card.name} goes on {avatar} while he is in play: it is played on "
                              f"him, not on its own (its text).")
    return Verdict.allow()


def avatar_in_play(state: State, player: str, avatar: str) -> bool:
    """Is ``player``'s avatar of this name in play (not another player's card of that name)?"""
    return any(i.owner == player and i.zone == IN_PLAY and i.card.fact("avatar") for i in state.copies(fold(avatar)))


def counts_as(state: State, player: str, avatar: str) -> bool:
    """Does ``player`` count as this Fallen-wizard for a card's "If you are <avatar>" (Gatherer of Loyalties)? He
    declared himself so (CoE 1.8.F1) and that avatar has not been eliminated (CoE 2.2.F2; CRF 22, Victory
    Conditions); no player of another alignment does."""
    who = declared_avatar(state, player)
    return who is not None and fold(who) == fold(avatar) and not eliminated(state, player, who)


def eliminated(state: State, player: str, avatar: str) -> bool:
    """Has ``player``'s avatar of this name been eliminated (in his out-of-play pile as eliminated)? His player then
    plays no card specific to him and no longer counts as him for other cards (CoE 2.2.F2; CRF 22, Victory
    Conditions)."""
    return any(i.owner == player and i.zone == OUT_OF_PLAY and i.eliminated and i.card.fact("avatar")
               for i in state.copies(fold(avatar)))


def declared_avatar(state: State, player: str) -> str | None:
    """The avatar ``player`` declared himself (a Fallen-wizard player, CoE 1.8.F1): the set-up's declaration, else
    his Fallen-wizard avatar in play or eliminated; None for a player of another alignment. A Fallen-wizard player
    the set-up says nothing of is an input error: the example must say which Fallen-wizard he is."""
    if alignment_of(state, player) != FALLEN_WIZARD:
        return None
    if player in state.fallen_wizards:
        return state.fallen_wizards[player]
    shown = next((i.card.name for i in state.cards.values() if i.owner == player and i.card.fact("avatar")
                  and i.card.alignment == FALLEN_WIZARD and (i.zone == IN_PLAY or i.eliminated)), None)
    if shown is None:
        raise InputError(f"which Fallen-wizard is {player}? say '{player}'s declared Fallen-wizard is NAME.'")
    return shown


def user_refused(state: State, player: str, site: Card) -> Verdict:
    """May ``player``'s companies use the site card (``used_only_by_companies_of``: "Only Radagast's companies may use
    this card")? Only if he counts as that Fallen-wizard (``specific.counts_as``; the engine's reading)."""
    avatar = site.trait("used_only_by_companies_of")
    if not avatar or counts_as(state, player, avatar):
        return Verdict.allow()
    return Verdict.refuse("site-of-another-avatar", f"Only {avatar}'s companies use the {site.alignment} "
                          f"{site.name}: {player} is not {avatar}'s player (its text; the engine's reading: no "
                          "company of his moves to it or is at it).")


def check_move(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """The ``may move to`` query: not to a site card only another Fallen-wizard's companies use."""
    return user_refused(state, company.owner, site)


def set_up(state: State) -> None:
    """The ``position set up`` hook: no company is at (or has moved from) a site card only another Fallen-wizard's
    companies use, a position that could not arise in play."""
    for company in state.companies.values():
        for sid in (company.site, company.origin if company.moving else None):
            site = state.cards.get(sid or "")
            if site is None:
                continue
            verdict = user_refused(state, company.owner, site.card)
            if not verdict:
                raise InputError(f"company {company.id} cannot be at {site.card.name}: {verdict.sentence}")
