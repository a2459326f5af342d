"""The organization phase: organizing, playing and discarding characters, general influence (CoE 2.II).

Organizing happens once a turn and allows nothing else meanwhile (CoE 2.II.1; CRF 22, Organizing
Companies): the first organizing action opens it (playing or discarding a character, a change of company
composition in ``companies``), and any other action taken in the phase afterwards (declaring movement,
storing or transferring an item, playing a card) closes it for the turn.

One character a turn may be played or discarded (CoE 2.II.2); a Balrog player may take one more such action for a
non-unique character, and his "Any Dark-hold" characters have "Any non-Dark-hold Under-deeps site" for home site
instead, and a non-unique one of mind three or less may come from his discard pile or sideboard (CoE 2.II.2.2.B2,
B1, B3: ``balrog_characters``). A character comes from the hand to a Haven
or his home site; a Wizard to his home site or Rivendell (CoE 2.II.2.1.W1), while none is in play, none was
eliminated (CoE 2.2) and no different one was revealed (CoE 2.II.2.1.1, ``players/revealed_avatars``). Under
general influence he joins a company at the site or forms a new one there, whatever influence is left (CRF 22,
Playing Characters, rules erratum); as a follower his mind must not exceed what his controller's direct influence
has left (CoE 2.II.2.2.1). With his avatar in play, a player plays
characters at the avatar's site or as followers (CoE 2.II.2.2), unless a card of his in play lets him play some at
his Wizardhavens wherever the avatar is (the key ``played_at_wizardhavens``: A Strident Spawn's Half-orcs). A
character may be played with a card from hand that lets him in and goes on him (``played_with_a_card``: Open to
the Summons, Thrall of the Voice). A new company's site comes from the location deck (CoE 2.II.2.3): a location
deck the example states holds the sites it lists only; an unstated one holds every site the example needs
(``location_decks``, as for movement). A unique card already in play, stored or eliminated cannot be played. No
character is played at a site card lent for one purpose only (a hazard host's rescue site card, CoE 3.III.6: the
engine's reading, ``location_decks.check_used``).

When the phase ends the characters under general influence must fit in it (CoE 2.II.8): first a
character played this turn goes back to the hand, then characters left without a controller are
discarded (CoE 2.II.2.2.3), then the player discards characters of his choice ("Alice discards
Legolas."). Companies split this turn must all have declared movement but one (CoE 2.II.3.6).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..primitives.unique import check_unique
from ..primitives.regions import type_of_site
from ..core import modelled
from ..core import queries
from ..corruption import protections
from ..players import (alignments, home_site_avatars, revealed_avatars, ringwraith_followers, sacrificed_avatars, stage,
                       stage_wizardhavens)
from . import (balrog_characters, companion_discards, company_of_race, control, lent_sites, location_decks,
               played_with_a_card, wizard_on_storing)
from .composition import check_composition
from ..core.actions import Discard
from .actions import FormCompany, JoinCompanies, MakeFollower, MoveToCompany, PlayCharacter, ToGeneralInfluence
from ..core.cards import Card, fold
from ..core.errors import InputError, Verdict
from ..core.state import (
    DISCARD,
    HAND,
    IN_PLAY,
    LOCATION_DECK,
    OUT_OF_PLAY,
    Company,
    Instance,
    Pending,
    State,
)

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game

ORGANIZING = ("organizing",)   # per-turn key: "open" while organizing, "done" once it is over
ONE_CHARACTER = "character played or discarded"
OVER_INFLUENCE = "over general influence"   # Pending.kind while the player discards characters (CoE 2.II.8)
ORGANIZING_ACTIONS = (PlayCharacter, MoveToCompany, FormCompany, MakeFollower, ToGeneralInfluence, JoinCompanies)
# ------------------------------------------------------------------ the organizing window
def check_organizing(game: Game, player: str) -> Verdict:
    """May ``player`` organize now: his organization phase, nothing open, organizing not over this turn?"""
    s = game.state
    if s.phase != "organization":
        return Verdict.refuse("wrong-phase", "Characters are played and companies composed in the organization "
                              "phase (CoE 2.II.1).")
    if player != s.resource_player:
        return Verdict.refuse("wrong-player", f"Only the resource player ({s.resource_player}) organizes.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first: nothing else may be done "
                              "while organizing (CoE 2.II.1).")
    if s.turn.per_turn.get(ORGANIZING) == "done":
        return Verdict.refuse("organizing-over", "The companies were organized this turn already, and other "
                              "actions have been taken since (CoE 2.II.1).")
    return Verdict.allow()


def start_organizing(state: State) -> None:
    state.turn.per_turn[ORGANIZING] = "open"


def note_action(game: Game, action: Action) -> None:
    """Before a legal action is applied: one that is not organizing closes the organizing window."""
    s = game.state
    if s.phase != "organization" or s.turn.per_turn.get(ORGANIZING) != "open":
        return
    if is_character_discard(s, action):  # (organizing, passes and rolls never close it: ``Closes.not_by``)
        return
    s.turn.per_turn[ORGANIZING] = "done"


def is_character_discard(state: State, action: Action) -> bool:
    """A Discard naming a character in play: discarding him from play, not a card from hand."""
    if not isinstance(action, Discard):
        return False
    inst = state.find(action.card)
    return inst.zone == IN_PLAY and inst.card.is_character


def split_root(state: State, company: str) -> str:
    """The company a company split from this turn (itself when it did not split)."""
    return state.turn.per_turn.get(("split", company), company)


# ------------------------------------------------------------------ where a character may be played
def is_home_site(state: State, card: Card, site: Card, player: str | None = None) -> bool:
    """The site is one of the character's home sites ("Bree", "Any Haven", "Any site in Imlad Morgul"), as
    ``player``'s card: a Balrog player's "Any Dark-hold" is "Any non-Dark-hold Under-deeps site" (CoE 2.II.2.2.B1,
    ``balrog_characters``)."""
    homes = balrog_characters.home_sites(state, player, card)
    for home in homes:
        if fold(home) == fold(site.name):
            return True
        wanted = re.match(r"^Any (?:site in )?(.+)$", home)
        if not wanted:
            continue
        words = [w.strip() for w in wanted.group(1).split(" or ")]
        if any(fold(w) in (fold(site.fact("region", "")), fold(type_of_site(state, site))) for w in words):
            return True
    return any(_any_but(state, home, site) for home in homes)


def check_home_only_site(state: State, player: str, character: Instance, site: Card, follower: bool) -> Verdict:
    """A site whose card lets no character be brought into play there but at his home site (the key
    ``characters_only_at_home``: Geann a-Lisch, "unless this site is the character's home site"), or one of the races
    its card names beside (``characters_only_at_home_but``: Carn Dûm, Orcs and Trolls; the engine's reading, a
    character's race as printed, as a company's composition reads it): a ``may play character`` answer, so it holds
    however he comes, from the hand or with a card, as a follower or not, an avatar too (he is a character)."""
    races: tuple[str, ...] = site.trait("characters_only_at_home_but") or ()
    if not site.trait("characters_only_at_home") or is_home_site(state, character.card, site, player) \
            or character.card.race in races:
        return Verdict.allow()
    kinds = " or ".join(f"an {r}" if r[0] in "AEIOU" else f"a {r}" for r in races)
    return Verdict.refuse("home-site-only-here", f"No character may be brought into play at {site.name} unless it is "
                          f"his home site{' or he is ' + kinds if races else ''}: it is not {character.name}'s"
                          f"{', nor is he ' + kinds if races else ''} (its text).")


def _any_but(state: State, home: str, site: Card) -> bool:
    """"any non-Dark-hold Under-deeps site", "Any non-Under-deeps Ruins & Lairs": a site of one kind, not of another
    (a site type, or Under-deeps)."""
    wanted = re.match(r"^any non-([\w&' -]+?) ([\w&' -]+?)(?: site)?$", home, re.I)
    if not wanted:
        return False
    kinds = {fold(type_of_site(state, site))} | ({fold("Under-deeps")} if site.fact("under_deeps") else set())
    return fold(wanted.group(2)) in kinds and fold(wanted.group(1)) not in kinds


def avatar_in_play(state: State, player: str) -> Instance | None:
    """The player's avatar in play: not a Ringwraith follower, whose card is an avatar's (CoE 2.II.2.1.R5)."""
    return next((c for c in state.characters() if is_avatar_of(c, player)), None)


def is_avatar_of(inst: Instance, player: str) -> bool:
    """Is ``inst`` the player's avatar in play (a Wizard, Ringwraith, Fallen-wizard or Balrog; not a Ringwraith
    follower, whose card is an avatar's, CoE 2.II.2.1.R5)?"""
    return (inst.zone == IN_PLAY and inst.card.is_character and inst.controller == player and control.is_avatar(inst)
            and not ringwraith_followers.is_ringwraith_follower(inst))


def _new_site(game: Game, player: str, name: str) -> tuple[Verdict, Instance | None]:
    """The site card a new company would be placed at: in play with another company, or from the location deck."""
    s = game.state
    card = alignments.site_for(s, player, name)
    if not card.is_site:
        raise InputError(f"{card.name} is not a site")
    for company in s.companies_of(player):
        if s.cards[company.site].card.id == card.id:
            return Verdict.allow(), s.cards[company.site]
    mine = [i for i in s.copies(card.key) if i.owner == player and i.card.id == card.id]
    ready = [i for i in mine if i.zone == LOCATION_DECK]
    if ready:
        return Verdict.allow(), ready[0]
    if mine:
        return Verdict.refuse("site-not-available", f"{card.name} is in {player}'s {mine[0].zone}, not in the "
                              "location deck (CoE 2.II.2.3)."), None
    if location_decks.stated(s, player):   # it holds the sites the example lists only
        return Verdict.refuse("site-not-available", f"{player}'s location deck holds no {card.name} (CoE "
                              "2.II.2.3)."), None
    return Verdict.allow(), None


def check_play_character(game: Game, action: PlayCharacter) -> Verdict:
    s = game.state
    inst = s.find(action.character, "character")
    fetched = wizard_on_storing.haven(s, action.player, inst)   # a Wizard brought in as a card is stored
    verdict = check_organizing(game, action.player) if fetched is None else wizard_on_storing.check_window(
        game, action.player)
    if not verdict:
        return verdict
    if not inst.card.is_character and not inst.card.fact("agent"):   # an agent printed as a hazard: the agents'
        raise InputError(f"{inst.name} is {inst.card.kind}, not a character")  # veto below refuses it by rule
    piles = balrog_characters.from_piles(s, action.player, inst)   # his discard pile, his sideboard (2.II.2.2.B3)
    if piles is not None and not piles:
        return piles
    if fetched is None and piles is None and not (held := s.in_hand(action.player, inst)):
        return held
    if fetched is None and s.turn.per_turn.get(ONE_CHARACTER) and not company_of_race.brought_freely(
            s, inst, _joining(s, action)) and not _one_more(s, action.player, inst):
        return _one_character_refused(s, action.player)
    verdict = check_unique(s, inst)
    if not verdict:
        return verdict
    with_card = played_with_a_card.card_of(s, action)   # Open to the Summons, Thrall of the Voice
    verdict = alignments.check_character(s, action.player, inst)
    if not verdict and not played_with_a_card.lifts(with_card, inst.card, verdict):
        return verdict
    verdict, site, company, here = _placement(game, action, inst)
    if not verdict or site is None:
        return verdict
    if here is not None and not (verdict := location_decks.check_used(s, here)):   # a host's card (CoE 3.III.6)
        return verdict
    if with_card is not None and not (verdict := played_with_a_card.check(s, action, inst, with_card, site)):
        return verdict
    modelled.refuse_in_play(s, "character play", site)
    verdict = queries.veto("may play character", s, action.player, inst, site,   # an agent (CoE 2.II.2.2.5) ...
                           bool(action.follower_of))
    if not verdict and not played_with_a_card.lifts(with_card, site, verdict):   # an avatar out of the rules' places
        return _avatar_site(s, action, inst, site, fetched) and verdict          # is told so before a site's own limit
    verdict = _may_be_played_at(s, action, inst, site, company, fetched, with_card)
    if verdict and action.in_play_later(inst.card):   # what his text does in play, once the play is allowed: as a
        modelled.refuse(inst.card, modelled.IN_PLAY, as_follower=True)   # follower, not as his player's avatar (R5)
    return verdict


def _one_more(state: State, player: str, inst: Instance) -> bool:
    """A Balrog player's one more character action, for a non-unique character (CoE 2.II.2.2.B2)."""
    first = state.cards.get(str(state.turn.per_turn.get(ONE_CHARACTER)))
    return balrog_characters.one_more(state, player, inst, first)


def _one_character_refused(state: State, player: str) -> Verdict:
    balrog = alignments.alignment_of(state, player) == alignments.BALROG
    return Verdict.refuse("one-character-per-turn", "A character has been played or discarded this turn already" + (
        ", and a Balrog player's one more such action is for a non-unique character, once a turn (CoE 2.II.2, "
        "2.II.2.2.B2)." if balrog else " (CoE 2.II.2)."))


def _count_character(state: State, inst: Instance) -> None:
    """``inst`` played or discarded while organizing: the turn's one character (CoE 2.II.2), or, that one taken, the
    Balrog player's one more character action (CoE 2.II.2.2.B2)."""
    if state.turn.per_turn.get(ONE_CHARACTER):
        balrog_characters.taken(state, inst)
    else:
        start_organizing(state)
        state.turn.per_turn[ONE_CHARACTER] = inst.id


def _joining(state: State, action: PlayCharacter) -> str | None:
    """The company in play the character would come into (None: a new company, or no such company)."""
    if action.follower_of:
        return state.find(action.follower_of).company
    if action.company:
        return state.get_company(action.company).id
    return None


def _placement(game: Game, action: PlayCharacter, inst: Instance) -> tuple[
        Verdict, Card | None, Company | None, Instance | None]:
    """The site the character would be played at, the company he would join (None: a new one) and the card of that
    site (a new company's: in play with another company or from the location deck, ``_new_site``; None: none yet)."""
    s = game.state
    if action.follower_of:
        controller = s.find(action.follower_of, "character")
        if controller.zone != IN_PLAY or controller.controller != action.player or not controller.card.is_character:
            return Verdict.refuse("not-a-character", f"{s.label(controller)} is not {action.player}'s character "
                                  "in play."), None, None, None
        verdict = control.check_follower(s, controller, inst,
                                         home=lambda site: is_home_site(s, inst.card, site, action.player))
        if not verdict:
            return verdict, None, None, None
        company = s.companies[controller.company or ""]
        return Verdict.allow(), s.cards[company.site].card, company, s.cards[company.site]
    if action.company:
        company = s.get_company(action.company)
        if company.owner != action.player:
            return Verdict.refuse("wrong-player", f"{company.id} is not {action.player}'s company."), None, None, None
        return Verdict.allow(), s.cards[company.site].card, company, s.cards[company.site]
    if not action.site or not action.new_company:
        raise InputError("say where the character is played: into a company, as a follower, or at a site as a "
                         "new company")
    if any(fold(c.id) == fold(action.new_company) for c in s.companies.values()):
        raise InputError(f"a company is already called {action.new_company!r}; give the new company another name")
    verdict, site = _new_site(game, action.player, action.site)
    return verdict, alignments.site_for(s, action.player, action.site) if site is None else site.card, None, site


def _avatar_site(state: State, action: PlayCharacter, inst: Instance, site: Card, fetched: str | None) -> Verdict:
    """His player's avatar, not fetched from where he was stored, comes into play only at the sites his player's rule
    names or at his home site (CoE 2.II.2.1); a Ringwraith follower is not his player's avatar (2.II.2.1.R5)."""
    controller = state.find(action.follower_of) if action.follower_of else None
    if not control.is_avatar(inst) or fetched is not None or (
            controller is not None and ringwraith_followers.may_control(controller, inst)):
        return Verdict.allow()
    if alignments.avatar_site(state, action.player, site, is_home_site(state, inst.card, site, action.player)):
        return Verdict.allow()
    return Verdict.refuse("not-avatar-site", f"{inst.card.name} is played at "
                          f"{alignments.avatar_sites_text(state, action.player)}, not at {site.name} (CoE 2.II.2.1).")


def _may_be_played_at(state: State, action: PlayCharacter, inst: Instance, site: Card, company: Company | None,
                      fetched: str | None = None, with_card: Instance | None = None) -> Verdict:
    card = inst.card
    controller = state.find(action.follower_of) if action.follower_of else None
    rw_follower = controller is not None and ringwraith_followers.may_control(controller, inst)
    if control.is_avatar(inst) and not rw_follower:   # a Ringwraith follower is not his player's avatar (R5)
        if avatar_in_play(state, action.player) is not None or any(
                i.owner == action.player and i.zone == OUT_OF_PLAY and i.eliminated and control.is_avatar(i)
                for i in state.cards.values()):
            return Verdict.refuse("avatar-revealed", f"{action.player} has revealed an avatar already "
                                  "(CoE 2.II.2.1.1, 2.2).")
        revealed = revealed_avatars.other_revealed(state, action.player, inst)
        if revealed is not None:
            return Verdict.refuse("avatar-revealed", f"{action.player} has revealed {revealed} already: he may not "
                                  "play a different avatar (CoE 2.II.2.1.1).")
        verdict = sacrificed_avatars.check_avatar(state, action.player, inst)   # Sacrifice of Form's afterwards
        if not verdict:
            return verdict
        if fetched is not None:   # at the Haven the card was stored at, whatever else limits where (its text)
            verdict = wizard_on_storing.check_site(state, fetched, site.name)
        elif not (verdict := _avatar_site(state, action, inst, site, fetched)):
            return verdict
        else:
            verdict = home_site_avatars.check_site(state, action.player, inst,
                                                   is_home_site(state, card, site, action.player))
        if not verdict:
            return verdict
    elif card.fact("home_site_only") and not is_home_site(state, card, site, action.player):
        return Verdict.refuse("home-site-only", f"{card.name} may be brought into play only at his home site "
                              f"({', '.join(card.fact('home_sites', ()))}), not at {site.name} (his card's text).")
    elif not (alignments.own_haven(state, action.player, site) or is_home_site(state, card, site, action.player)
              or stage_wizardhavens.own_wizardhaven(state, action.player, site)
              or agent_under_direct_influence(card, site, bool(action.follower_of))
              or played_with_a_card.at_darkhaven(with_card, site)):
        return Verdict.refuse("not-haven-or-home-site", f"{card.name} is played at a Haven or his home site"
                              f"{_homes_text(state, action.player, card)}, not at {site.name} (CoE 2.II.2.2).")
    avatar = avatar_in_play(state, action.player)
    if avatar is not None and not control.is_avatar(inst) and not action.follower_of and \
            state.cards[state.companies[avatar.company or ""].site].card.id != site.id and \
            not _played_at_wizardhaven(state, action.player, card, site):
        return Verdict.refuse("avatar-site", f"With {state.label(avatar)} in play, a character is played at his "
                              "site or as a follower (CoE 2.II.2.2).")
    return Verdict.allow() if company is None else check_composition(state, company, [inst])


def _homes_text(state: State, player: str, card: Card) -> str:
    """" (for a Balrog player, any non-Dark-hold Under-deeps site)": a home site the player's alignment changed."""
    homes = balrog_characters.home_sites(state, player, card)
    if homes == tuple(card.fact("home_sites", ()) or ()):
        return ""
    return f" (for a Balrog player, {', '.join(homes)}: CoE 2.II.2.2.B1)"


def agent_under_direct_influence(card: Card, site: Card, follower: bool) -> bool:
    """An agent character played as a follower at a site whose card lets agents come into play there under direct
    influence (the key ``agent_characters_under_direct_influence``: the minion Bree), neither a Haven nor one of his
    home sites; whether the player plays agents as characters at all, the agents family says (CoE 2.II.2.2.5)."""
    return follower and bool(card.fact("agent")) and bool(site.trait("agent_characters_under_direct_influence"))


def _played_at_wizardhaven(state: State, player: str, card: Card, site: Card) -> bool:
    """A card of the player's in play lets him play this character at his Wizardhaven even where his avatar is not
    (the key ``played_at_wizardhavens``: A Strident Spawn's Half-orcs)."""
    return alignments.is_wizardhaven(site) and alignments.own_haven(state, player, site) and any(
        i.zone == IN_PLAY and i.controller == player and i.card.trait("played_at_wizardhavens") in card.keywords
        for i in state.cards.values() if i.card.trait("played_at_wizardhavens"))


def play_character(game: Game, action: PlayCharacter) -> None:
    s = game.state
    inst = s.find(action.character)
    fetched = wizard_on_storing.haven(s, action.player, inst)
    if fetched is None:
        start_organizing(s)
    else:   # part of the storing: no organizing reopened, and outside the one character a turn
        wizard_on_storing.taken(s, action.player)
    if action.follower_of:
        controller = s.find(action.follower_of)
        company_id, follower_of = controller.company, controller.id
    elif action.company:
        company_id, follower_of = s.get_company(action.company).id, None
    else:
        site = _placement(game, action, inst)[3] or s.add(
            alignments.site_for(s, action.player, action.site or ""), action.player, LOCATION_DECK)
        if site.zone != IN_PLAY:
            s.move(site.id, IN_PLAY)
        company_id, follower_of = (action.new_company or "").strip(), None
        s.companies[company_id] = Company(company_id, action.player, site.id)
    freely = company_of_race.brought_freely(s, inst, company_id)   # besides the one character a turn
    s.move(inst.id, IN_PLAY)
    inst.company, inst.follower_of = company_id, follower_of
    if freely:
        company_of_race.brought_in(s, inst)
    elif fetched is None:
        _count_character(s, inst)
    s.log.append(f"{s.label(inst)} comes into play in {company_id}"
                 + (f" as a follower of {s._name(follower_of)}" if follower_of else ""))
    if (with_card := played_with_a_card.card_of(s, action)) is not None:
        played_with_a_card.placed(s, with_card, inst)
    if control.is_avatar(inst):
        sacrificed_avatars.avatar_returns(s, action.player, inst)   # Sacrifice of Form back with him
        home_site_avatars.avatar_played(s, action.player)   # a card discarded as he comes (Saw Further and Deeper)
        stage.avatar_played(s, action.player, inst)  # the same Fallen-wizard revealed first (CoE 2.II.2.1.F3)


# ------------------------------------------------------------------ discarding a character
def check_discard_character(game: Game, action: Discard) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    if inst.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(inst)} is not {action.player}'s character.")
    keeper = protections.discard_prevented(s, inst)   # "for any reason": his own player's discard too
    if keeper:
        return Verdict.refuse("kept-in-play", f"{keeper} keeps {s.label(inst)} from being discarded (the card's text).")
    if s.pending is not None and s.pending.kind == OVER_INFLUENCE:
        if control.is_avatar(inst):
            return Verdict.refuse("avatar-not-follower", f"{s.label(inst)} is an avatar: he needs no influence.")
        return Verdict.allow()
    verdict = check_organizing(game, action.player)
    if not verdict:
        return verdict
    if s.turn.per_turn.get(ONE_CHARACTER) and not _one_more(s, action.player, inst):
        return _one_character_refused(s, action.player)
    if control.is_avatar(inst):
        return Verdict.refuse("avatar-not-discarded", f"{s.label(inst)} is an avatar: he cannot be discarded "
                              "while organizing (CoE 2.II.2.4).")
    site_inst = s.cards[s.companies[inst.company or ""].site]
    site = site_inst.card
    if is_home_site(s, inst.card, site, action.player):
        return Verdict.allow()
    if not stage_wizardhavens.haven_in_play(s, site_inst):
        return Verdict.refuse("not-haven-or-home-site", f"{s.label(inst)} is discarded at a Haven or his home site, not at "
                              f"{site.name} (CoE 2.II.2.4).")
    return queries.veto("haven actions", s, site_inst, action.player)   # a Fallen-wizard's Wizardhavens (g.hav.F1)


def discard_character(game: Game, action: Discard) -> None:
    s = game.state
    inst = s.find(action.card)
    company = s.companies[inst.company or ""]
    if s.pending is None or s.pending.kind != OVER_INFLUENCE:   # not one discarded for over influence (2.II.8)
        _count_character(s, inst)
    s.move(inst.id, DISCARD)
    s.log.append(f"{s.label(inst)} is discarded")
    if not s.characters(company.id):
        dissolve(s, company)


def dissolve(state: State, company: Company) -> None:
    """A company left without characters: what was played on it is discarded; an unshared site goes back."""
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == company.id]:
        state.move(inst.id, DISCARD)
    site = state.cards[company.site]
    del state.companies[company.id]
    state.log.append(f"{company.id} has no characters left")
    if site.zone == IN_PLAY and not any(c.site == site.id for c in state.companies.values()) \
            and not lent_sites.put_back(state, site, company.owner):   # a lent site goes back to its lender
        tapped_non_haven = site.tapped and not site.card.is_haven
        state.move(site.id, DISCARD if tapped_non_haven else LOCATION_DECK)
        state.log.append(f"{state.label(site)} goes to the {'discard pile' if tapped_non_haven else 'location deck'}")


def dissolve_empty(state: State) -> None:
    """Companies a card's effect left without characters (a corruption check a card calls, a check at the end of
    the untap phase): gone before anything is organized, as a company emptied while organizing is at once."""
    for company in [c for c in state.companies.values() if not state.characters(c.id)]:
        dissolve(state, company)


# ------------------------------------------------------------------ the end of the phase
def check_end(game: Game) -> Verdict:
    """Companies split this turn: all but one must have declared movement (CoE 2.II.3.6); a companion a card
    discards in the phase has been (``companion_discards``)."""
    s = game.state
    owed = companion_discards.check_end(game)
    if not owed:
        return owed
    if _over(s, s.resource_player):   # which of several characters played this turn go back (CoE 2.II.8)
        company_of_race.refuse_several_brought_in(s)
    families: dict[str, list[Company]] = {}
    for company in s.companies_of(s.resource_player):
        families.setdefault(split_root(s, company.id), []).append(company)
    for group in families.values():
        staying = [c.id for c in group if c.destination is None]
        if len(group) > 1 and len(staying) > 1:
            return Verdict.refuse("split-must-move", f"{' and '.join(staying)} split this turn: all but one must "
                                  "declare movement (CoE 2.II.3.6).")
    return Verdict.allow()


def settle_influence(game: Game) -> bool:
    """CoE 2.II.8 at the end of the phase; False while the player must choose characters to discard."""
    s = game.state
    player = s.resource_player
    for key in (balrog_characters.MORE_CHARACTER, ONE_CHARACTER):   # the later first (CoE 2.II.2.2.B2)
        played = s.turn.per_turn.get(key)
        inst = s.cards.get(played) if isinstance(played, str) else None
        if _over(s, player) and inst is not None and inst.zone == IN_PLAY and \
                control.under_general_influence(inst) and inst.controller == player:
            company = s.companies[inst.company or ""]
            s.move(inst.id, HAND)
            if inst.zone == HAND:   # an effect may keep him in play (Elf-song at a Haven): its hook has said so
                s.log.append(f"{s.label(inst)} goes back to {player}'s hand: not enough general influence "
                             "(CoE 2.II.8)")
            if not s.characters(company.id):
                dissolve(s, company)
    for loose in [c for c in s.characters() if c.controller == player and c.uncontrolled
                  and not ringwraith_followers.waits_past_this_phase(s, c)]:   # R8: until the next one
        company = s.companies[loose.company or ""]
        s.move(loose.id, DISCARD)
        if loose.zone == DISCARD:   # an effect may keep him in play (Elf-song at a Haven): its hook has said so
            s.log.append(f"{s.label(loose)} is discarded: " + ("no Ringwraith of his player came back to control "
                         "him (CoE 2.II.2.1.R8)" if ringwraith_followers.is_ringwraith_avatar(loose) else
                         "no influence controls him (CoE 2.II.2.2.3)"))
        if not s.characters(company.id):
            dissolve(s, company)
    if _over(s, player):
        s.pending = Pending(player, f"characters down to {control.general_influence(s, player)} general "
                            "influence", kind=OVER_INFLUENCE)
        return False
    return True


def _over(state: State, player: str) -> bool:
    return control.general_influence_used(state, player) > control.general_influence(state, player)


def after_discard(game: Game) -> bool:
    """A character discarded for general influence: True once the player is within it again."""
    s = game.state
    if _over(s, s.resource_player):
        return False
    s.pending = None
    return True
