"""Players' alignments: Wizard (hero), Ringwraith (minion), Fallen-wizard and Balrog players (CoE 1.3, g.dh.1).

A player is a Wizard player unless the set-up says otherwise ("Bob is a Ringwraith player."). The
alignment decides which version of a card a name stands for: a Ringwraith player's Minas Morgul is the
minion Darkhaven (LE-390), a Wizard player's the hero Dark-hold (TW-411); a Ringwraith player's Beornings
are the minion faction, a Fallen-wizard player's Saruman the Fallen-wizard avatar. A card with one
version only is that version for everyone.

The rules that depend on the alignment and live here:

- a Darkhaven cancelling the attacks on a minion company at it, not on one moving to it (CRF 22, Darkhaven);
- the havens a player's characters are played at (his own: Havens, Darkhavens, Wizardhavens; CoE
  g.hav.3, g.hav.F1) and the sites where his avatar is played (CoE 2.II.2.1.W1, R1, F1, B1);
- the 5 extra general influence of a Ringwraith or Balrog player against influence attempts (CoE
  1.12.R1, B1) and the -5 to an influence attempt against a card of the other side (CoE 8.W1, R1, F1,
  B1); a Fallen-wizard player's revealed card matching the site's alignment (CoE 8.F2);
- the cards that cannot be played against a Ringwraith player (CoE 1.8.1), and the hazards against a Balrog
  player (1.8.2);
- a Ringwraith's company holding only Ringwraiths away from a Darkhaven, and the company discarded
  beside a Ringwraith played as a new company (CoE 2.II.2.1.R3);
- a Ringwraith's company moving by starter or Under-deeps movement, to a non-Darkhaven site only from a
  Darkhaven
  (CoE 2.II.7.R1);
- corruption checks: +2 in a company with a Ringwraith or the Balrog (CoE 7.1.R1, B1); who taps
  instead of failing on a roll equal to or one less than the total (CoE 7.1, 1.3.F5, 7.1.F1);
- a defeated creature removed from play instead of scored (CoE 3.v.W1, R1, F1, B1);
- Fallen-wizard players: no starter movement (CoE 2.II.7.i.F1, also Balrog players), no character of mind
  over five played (2.II.2.2.F1), no Orc or Troll character played without a Stage resource in play that allows
  it (2.II.2.2.F2), the revealed avatar's general influence (2.II.2.1.F2), one version of a site at a time
  (2.II.7.F2).

Rules of these players kept by the families they belong to: a Balrog player's characters, their "Any Dark-hold"
home sites, his one more character action and those coming from his discard pile or sideboard (CoE 2.II.2.2.B1-B3,
``organization/balrog_characters.py``), his Havens the Balrog Moria and The Under-gates (g.hav.3 with 1.4.B1,
``HAVEN_ALIGNMENT``), nothing stored by him at Barad-dûr (2.II.4.B1, ``organization/storing.py``), his agents'
minion site cards (4.B1, ``agents/hero_site_cards.py``); a Ringwraith follower never influenced away (2.II.2.1.R6,
``influence/influence_attempts.py``); a Fallen-wizard player's magic free of the sites' alignment (9.3.F3,
``primitives/conditions.check_site_alignment``). A Balrog player's own Geann a-Lisch is a Ruins & Lairs with no
Darkhaven effects in all areas (1.4.B2): the version of the card his copy is (``own_version``, the rules fact
``own_ruins_and_lairs``).

A site named in an action is the version the player has in play or in his location deck, if any.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import Card, Catalogue, catalogue, fold
from ..core.errors import InputError, Verdict, nearest
from ..core.rules_facts import facts
from ..core.zones import IN_PLAY as IN_PLAY_ZONE, ON_GUARD
from ..primitives import values
from . import stage_wizardhavens
from .stage_wizardhavens import is_wizardhaven

if TYPE_CHECKING:
    from ..core.state import Company, Instance, State

WIZARD, RINGWRAITH, FALLEN_WIZARD, BALROG = "Wizard", "Ringwraith", "Fallen-wizard", "Balrog"
ALIGNMENTS = (WIZARD, RINGWRAITH, FALLEN_WIZARD, BALROG)
SYNONYMS = {"hero": WIZARD, "minion": RINGWRAITH}
# which printed alignment a player's card names stand for first (CoE 1.3.W1-B5: what each may use)
PREFERENCE = {
    WIZARD: ("Hero", "Neutral", "Dual", "Stage", "Minion", "Fallen-wizard", "Balrog"),
    RINGWRAITH: ("Minion", "Neutral", "Dual", "Hero", "Balrog", "Stage", "Fallen-wizard"),
    FALLEN_WIZARD: ("Fallen-wizard", "Stage", "Hero", "Neutral", "Dual", "Minion", "Balrog"),
    BALROG: ("Balrog", "Minion", "Neutral", "Dual", "Hero", "Stage", "Fallen-wizard"),
}
# the printed alignment of a player's own Havens (Haven, Darkhaven, Wizardhaven; CoE g.hav.3, g.dh.1; a haven is a
# safe place for characters of its alignment, glossary): a Balrog player's are the Balrog Moria and The Under-gates
# (his location deck holds the Balrog Moria, Carn Dûm, Dol Guldur and Minas Morgul, 1.4.B1, and his own minion Geann
# a-Lisch has no Darkhaven effects, 1.4.B2)
HAVEN_ALIGNMENT = {WIZARD: "Hero", RINGWRAITH: "Minion", FALLEN_WIZARD: "Fallen-wizard", BALROG: "Balrog"}
# besides his home site, where a player's avatar may be played: rules facts, avatar_sites (CoE 2.II.2.1.W1 ...)
AVATAR_HOME_SITE = {WIZARD: True, RINGWRAITH: True, FALLEN_WIZARD: True, BALROG: False}
RULE_LETTER = {WIZARD: "W", RINGWRAITH: "R", FALLEN_WIZARD: "F", BALROG: "B"}   # CoE rule numbers: 8.W1, 8.R1...
# the sides whose cards an influence attempt takes -5 against (CoE 8.W1, 8.R1, 8.F1, 8.B1)
OTHER_SIDE = {WIZARD: (RINGWRAITH, BALROG), RINGWRAITH: (WIZARD, FALLEN_WIZARD),
              FALLEN_WIZARD: (RINGWRAITH, BALROG), BALROG: (WIZARD, FALLEN_WIZARD)}
CROSS_ALIGNMENT_INFLUENCE = -5
FALLEN_WIZARD_MIND = 5   # the most mind of a character a Fallen-wizard player may play (CoE 2.II.2.2.F1)
EXTRA_GENERAL_INFLUENCE = {RINGWRAITH: 5, BALROG: 5}   # not for controlling characters (CoE 1.12.R1, B1)
STARTING_CHARACTERS = {RINGWRAITH: 6, BALROG: 6}   # drafted instead of five (CoE 1.9.R1, B1; CRF 22, Tournament)
COMPANY_CHECK_BONUS = {"Ringwraith": 2, "Balrog": 2}   # a Ringwraith's or the Balrog's company (CoE 7.1.R1, B1)
DARK_RACES = ("Orc", "Troll")
# what a Stage resource's ``lets_play`` names for the Orcs and Trolls a Fallen-wizard player may play (CoE 2.II.2.2.F2)
DARK_RACE_CHARACTERS, HALF_ORC_CHARACTERS, HALF_ORC = "Orc and Troll characters", "Half-orc characters", "Half-orc"
STAGE_ALIGNMENT = "Stage"   # the printed alignment of Stage resources (players/stage.py, which comes after this)
OWN_SITE_TYPE = "Ruins & Lairs"   # what a player's own site card of ``own_ruins_and_lairs`` is for him (CoE 1.4.B2)
MINION_PLAYERS = (RINGWRAITH, BALROG)   # the minion players a card "has no effect on" (Foul Fumes)


def parse(word: str) -> str:
    """The alignment a set-up names ("Ringwraith", "fallen-wizard", "hero"...), or a clear error."""
    text = word.strip().lower()
    for alignment in ALIGNMENTS:
        if text == alignment.lower():
            return alignment
    if text in SYNONYMS:
        return SYNONYMS[text]
    close = nearest(text, ALIGNMENTS)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    raise InputError(f"unknown alignment {word!r}: a player is a Wizard, Ringwraith, Fallen-wizard or Balrog "
                     f"player{hint}")


def hazard_for(card: Card, alignment: str) -> bool:
    """Is the card, whatever its type, a hazard and only a hazard for a player of this alignment (its entry's
    ``hazard_for``: Sudden Call for Wizard and Fallen-wizard players, CRF 22)?"""
    return alignment in card.trait("hazard_for", ())


def alignment_of(state: State, player: str) -> str:
    """The player's alignment: Wizard unless the set-up says otherwise."""
    return state.alignments.get(player, WIZARD)


def card_for(name: str, alignment: str, cards: Catalogue | None = None) -> Card:
    """The version of the card ``name`` that a player of this alignment uses (an unknown name: the usual error)."""
    return _card_for(cards if cards is not None else catalogue(), name, alignment)


@lru_cache(maxsize=4096)  # a catalogue never changes once loaded; every set-up names a dozen cards this way
def _card_for(cards: Catalogue, name: str, alignment: str) -> Card:
    versions = cards.versions(name)
    if not versions:
        return cards.get(name)
    order = PREFERENCE[alignment]
    return own_version(min(versions, key=lambda c: order.index(c.alignment) if c.alignment in order else len(order)),
                       alignment)


def own_version(card: Card, alignment: str) -> Card:
    """The card as a player of this alignment treats his own copy: a Balrog player's Geann a-Lisch is "a Ruins &
    Lairs with no Darkhaven effects in all areas throughout the game" (CoE 1.4.B2; the rules fact
    ``own_ruins_and_lairs``). So it is, for him, a card of that site type in every rule that reads it, a Haven in
    none (no character played there as at a haven, nothing stored, no healing, no haven-to-haven movement, no
    Darkhaven for hazards), its special text gone with the Darkhaven's effects. The engine's readings: its site path
    is the one the card gives for hazards (from Carn Dûm), the only one it prints; it names no nearest Haven (it
    prints none for him)."""
    if not card.is_site or card.key not in {fold(n) for n in facts("own_ruins_and_lairs").get(alignment, ())}:
        return card
    source = card.fact("hazard_site_path_from")
    kept = {k: v for k, v in card.facts.items() if k not in ("haven", "haven_paths", "hazard_site_path_from")}
    return Card(card.id, {**kept, "site_type": OWN_SITE_TYPE,
                          "site_path": list(card.fact("haven_paths", {}).get(source, ()))})


def version_of(card: Card, word: str, cards: Catalogue | None = None) -> Card:
    """The version of ``card`` printed for one alignment ("hero", "minion", "Fallen-wizard", "Balrog")."""
    versions = (cards if cards is not None else catalogue()).versions(card.name)
    printed = sorted({c.alignment for c in versions})
    wanted = next((p for p in printed if p.lower() == word.strip().lower()), None)
    if wanted is None:
        raise InputError(f"{card.name} has no {word} version; its versions: {', '.join(printed)}")
    return next(c for c in versions if c.alignment == wanted)


def site_for(state: State, player: str, name: str) -> Card:
    """The site ``name`` as ``player`` uses it: the version he has in play or in his location deck (his own, or one
    lent to him, first: ``organization/lent_sites.py``, lent because he needs it), else his alignment's version."""
    from ..core.state import IN_PLAY, LOCATION_DECK
    held = sorted((i for i in state.copies(fold(name)) if (i.owner == player or i.lent_to == player) and i.card.is_site
                   and i.zone in (IN_PLAY, LOCATION_DECK)), key=lambda i: (i.zone != IN_PLAY, i.lent_to != player))
    return held[0].card if held else card_for(name, alignment_of(state, player))


def site_version(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """The ``may move to`` query: the version of the site the company's player may use (CoE 2.II.7.F2)."""
    return check_site_version(state, company.owner, site)


def check_site_version(state: State, player: str, site: Card) -> Verdict:
    """Only a Balrog player uses a Balrog site card other than for playing hazards (CoE 1.4.1: the five with no
    hero or minion version, such as The Wind-deeps, sit in any location deck for that). A Fallen-wizard player
    with one version of a site in play or in his discard pile cannot use another version of it (CoE 2.II.7.F2;
    CRF 22, Rulings by Term > Fallen-wizard)."""
    from ..core.state import DISCARD, IN_PLAY
    if site.alignment == BALROG and alignment_of(state, player) != BALROG:
        return Verdict.refuse("balrog-site", f"{site.name} is a Balrog site: only a Balrog player moves to it; "
                              f"{player}'s copy serves only to play hazards (CoE 1.4.1).")
    if alignment_of(state, player) != FALLEN_WIZARD:
        return Verdict.allow()
    keeper = next((i for i in state.cards.values() if i.zone == IN_PLAY and i.controller != player
                   and i.card.trait("keeps_wizardhaven") == site.name), None) if is_wizardhaven(site) else None
    if keeper is not None:
        return Verdict.refuse("wizardhaven-kept", f"{state.label(keeper)} is in play: no other Fallen-wizard than "
                              f"{keeper.controller} uses the Wizardhaven card of {site.name} (its text).")
    for inst in state.copies(site.key):
        if inst.owner == player and inst.zone in (IN_PLAY, DISCARD) and inst.card.id != site.id and \
                inst.card.alignment != site.alignment:
            return Verdict.refuse("one-site-version", f"{player} has the {inst.card.alignment.lower()} "
                                  f"{site.name} in his {'discard pile' if inst.zone == DISCARD else 'play'}: he "
                                  f"cannot use the {site.alignment.lower()} one (CoE 2.II.7.F2).")
    return Verdict.allow()


# ------------------------------------------------------------------ havens and avatars
def is_darkhaven(site: Card) -> bool:
    return site.is_haven and site.alignment == "Minion"


def is_minion_haven(site: Card) -> bool:
    """A Darkhaven of a Ringwraith or a Balrog player (the Balrog's Under-deeps havens are Darkhavens too)."""
    return site.is_haven and site.alignment in ("Minion", "Balrog")


def protecting_darkhaven(state: State, company: Company) -> Instance | None:
    """The Darkhaven whose text cancels every attack on a minion company there (minion Minas Morgul, Dol Guldur, Carn
    Dûm; a Balrog player's Moria and Under-gates for his own companies), if the company is at it: not while it is
    between sites, moving to it (CoE 2.IV.5; CRF 22, Rulings by Term > Darkhaven)."""
    site = state.cards[company.site]
    if company.en_route or not site.card.trait("cancels_attacks_on_minion_companies"):
        return None
    return site if alignment_of(state, company.owner) in (RINGWRAITH, BALROG) else None


def own_haven(state: State, player: str, site: Card) -> bool:
    """A Haven of the player's alignment: where his characters may be played (CoE g.hav.3, g.hav.F1)."""
    return site.is_haven and site.alignment == HAVEN_ALIGNMENT[alignment_of(state, player)]


def avatar_site(state: State, player: str, site: Card, home: bool) -> bool:
    """May the player's avatar be played at ``site`` (``home``: it is the avatar's home site)?"""
    alignment = alignment_of(state, player)
    named = any(fold(site.name) == fold(name) for name in facts("avatar_sites")[alignment])
    return named or (home and AVATAR_HOME_SITE[alignment])


def avatar_sites_text(state: State, player: str) -> str:
    alignment = alignment_of(state, player)
    places = (["his home site"] if AVATAR_HOME_SITE[alignment] else []) + list(facts("avatar_sites")[alignment])
    return " or ".join(places)


def check_character(state: State, player: str, character: Instance) -> Verdict:
    """A Fallen-wizard player cannot play a character of mind over five (CoE 2.II.2.2.F1), nor an Orc or Troll
    character without a Stage resource of his in play that lets him play it (2.II.2.2.F2)."""
    if alignment_of(state, player) != FALLEN_WIZARD:
        return Verdict.allow()
    mind = values.mind(state, character)
    if mind > FALLEN_WIZARD_MIND:
        return Verdict.refuse("mind-over-five", f"{state.label(character)} has mind {mind}: a Fallen-wizard player "
                              f"plays characters of mind {FALLEN_WIZARD_MIND} or less (CoE 2.II.2.2.F1).")
    if character.card.race in DARK_RACES and not _dark_race_allowed(state, player, character.card):
        return Verdict.refuse("orc-or-troll-needs-a-stage-card", f"{state.label(character)} is "
                              f"{'an' if character.card.race == 'Orc' else 'a'} {character.card.race}: no Stage "
                              f"resource of {player}'s in play lets him play it (CoE 2.II.2.2.F2).")
    return Verdict.allow()


def _dark_race_allowed(state: State, player: str, card: Card) -> bool:
    """A Stage resource of the player's in play lets him play this Orc or Troll (the card key ``lets_play``:
    "Orc and Troll characters", Bad Company; "Half-orc characters", A Strident Spawn, for a Half-orc only)."""
    wanted = {DARK_RACE_CHARACTERS} | ({HALF_ORC_CHARACTERS} if HALF_ORC in card.keywords else set())
    return any(i.zone == IN_PLAY_ZONE and i.controller == player and i.card.alignment == STAGE_ALIGNMENT
               and wanted & set(i.card.trait("lets_play", ())) for i in state.cards.values())


# ------------------------------------------------------------------ influence
def general_influence(state: State, player: str, usual: int) -> int:
    """A Fallen-wizard player's general influence is his avatar's printed one while the avatar is in play
    (CoE 2.II.2.1.F2); before he is revealed, and for other players, the usual 20. A card on him whose attributes he
    adopts gives its own instead (the key ``bearer_adopts_attributes``: Winged Change-master's 19, the engine's
    reading of "adopting the given attributes" for the player's general influence, which the avatar's gives). A card
    of his in play raising his general influence (the key ``general_influence``: The Lidless Eye's +7) adds to it."""
    from ..core.state import IN_PLAY
    raised = sum(i.card.trait("general_influence", 0) for i in state.cards.values()
                 if i.zone == IN_PLAY and i.controller == player and i.card.trait("general_influence", 0))
    if alignment_of(state, player) != FALLEN_WIZARD:
        return usual + raised
    avatar = next((i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player
                   and i.card.fact("avatar") and i.card.fact("general_influence")), None)
    if avatar is None:
        return usual + raised
    adopted = next((i for i in state.attached(avatar.id) if i.card.trait("bearer_adopts_attributes")
                    and i.card.fact("general_influence") is not None), None)   # a card whose attributes he takes
    return (adopted or avatar).card.fact("general_influence") + raised


def starting_characters(state: State, player: str, usual: int) -> tuple[int, str]:
    """How many characters the player may draft into his starting company, and the rule that says so: six for a
    Ringwraith or Balrog player (CoE 1.9.R1, B1), the usual five for the others (1.9)."""
    alignment = alignment_of(state, player)
    if alignment in STARTING_CHARACTERS:
        return STARTING_CHARACTERS[alignment], f"CoE 1.9.{RULE_LETTER[alignment]}1"
    return usual, "CoE 1.9"


def extra_general_influence(state: State, player: str) -> tuple[int, str]:
    """Minus the general influence a Ringwraith or Balrog player has on top of his free general influence, set
    against an influence attempt on his cards (CoE 1.12.R1, B1), and why."""
    alignment = alignment_of(state, player)
    return (-EXTRA_GENERAL_INFLUENCE.get(alignment, 0),
            f"{player}'s extra general influence (CoE 1.12.{RULE_LETTER[alignment]}1)")


def cross_alignment_modifier(state: State, player: str, target: Instance) -> tuple[int, str]:
    """-5 when ``player`` tries to influence away a card of a player of the other side (CoE 8.W1-8.B1), and why."""
    mine, other = alignment_of(state, player), alignment_of(state, target.controller)
    value = CROSS_ALIGNMENT_INFLUENCE if other in OTHER_SIDE[mine] else 0
    return value, f"a {mine} player against a {other} player's card (CoE 8.{RULE_LETTER[mine]}1)"


def site_alignment(site: Card) -> str:
    """Hero or minion, for a site: a Wizardhaven and a Fallen-wizard site count as hero (CoE 2.V.F1)."""
    return "Minion" if site.alignment in ("Minion", "Balrog") else "Hero"


def check_revealed(state: State, player: str, shown: Instance, site: Instance) -> Verdict:
    """A Fallen-wizard player's revealed card must have the alignment of the site (CoE 8.F2)."""
    if alignment_of(state, player) != FALLEN_WIZARD or shown.card.alignment not in ("Hero", "Minion"):
        return Verdict.allow()
    if shown.card.alignment != site_alignment(site.card):
        return Verdict.refuse("revealed-alignment", f"{state.label(shown)} is a {shown.card.alignment.lower()} "
                              f"card and {state.label(site)} a {site_alignment(site.card).lower()} site (CoE 8.F2).")
    return Verdict.allow()


# ------------------------------------------------------------------ hazards
def check_hazard_against(state: State, card: Card) -> Verdict:
    """Some hazards cannot be played against a Ringwraith player (CoE 1.8.1) or a Balrog player (1.8.2): the
    rules facts' not_playable_against."""
    alignment = alignment_of(state, state.resource_player)
    barred = facts("not_playable_against").get(alignment, ())
    if card.key not in {fold(name) for name in barred}:
        if card.is_creature and alignment in MINION_PLAYERS and card.trait("spares_minion_players"):
            modelled.refuse_case(card, "minion player")   # what such an attack does to a Balrog player's company
        return Verdict.allow()
    code, rule = ("not-against-balrog", "CoE 1.8.2") if alignment == BALROG else ("not-against-ringwraith", "CoE 1.8.1")
    return Verdict.refuse(code, f"{card.name} cannot be played against {state.resource_player}, a {alignment} player "
                          f"({rule}).")


def spared(state: State, card: Card, player: str) -> bool:
    """Does the card's text leave this player and his cards untouched: "no effect on a minion player" (the key
    ``spares_minion_players``; CoE 1.8.1 for a Ringwraith player), he being a Ringwraith or Balrog player? Its
    effects then pass over his companies and the sites they are at or move to."""
    return bool(card.trait("spares_minion_players")) and alignment_of(state, player) in MINION_PLAYERS


def refuse_in_play_for(state: State, scope: str, player: str) -> None:
    """``modelled.refuse_in_play`` for a moment that is ``player``'s (his untap phase, the movement/hazard or site
    phase of a company of his, an influence attempt of his): a card in play with a gap of this scope is refused,
    unless its text leaves him untouched (``spared``: Worn and Famished in a Ringwraith player's untap phase)."""
    modelled.refuse_any((i.card for i in state.cards.values() if i.zone in (IN_PLAY_ZONE, ON_GUARD) and i.card.gaps
                         and not spared(state, i.card, player)), (scope,))


# ------------------------------------------------------------------ Ringwraith companies
def is_ringwraith(inst: Instance) -> bool:
    return inst.card.race == "Ringwraith"


def ringwraith_company(state: State, company: str) -> bool:
    """Does the company hold a Ringwraith (CoE 6.2.R1, 7.1.R1; his modes decide whether it is overt)?"""
    return any(is_ringwraith(c) for c in state.characters(company))


def balrog_company(state: State, company: str) -> bool:
    """Does the company hold the Balrog (CoE 6.2.B1, 7.1.B1)?"""
    return any(c.card.race == "Balrog" for c in state.characters(company))


def composition_problem(characters: list[Instance]) -> str:
    """A Ringwraith's company holds only Ringwraiths away from a Darkhaven (CoE 2.II.2.1.R3): asked of a company
    away from a haven (``organization/composition.away_problem``; a Ringwraith player's havens are his Darkhavens)."""
    if not any(is_ringwraith(c) for c in characters) or all(is_ringwraith(c) for c in characters):
        return ""
    return "away from a Darkhaven a Ringwraith's company holds only Ringwraiths (CoE 2.II.2.1.R3)"


def beside_ringwraith(state: State, group: list[Company], site: Instance) -> list[Company]:
    """Companies forced to join at a non-Darkhaven site where one holds a Ringwraith: the companies without
    Ringwraiths are discarded (CoE 2.II.2.1.R3); returns the companies left."""
    from ..core.state import DISCARD
    if is_darkhaven(site.card):
        return group
    wraiths = [c for c in group if any(is_ringwraith(i) for i in state.characters(c.id))]
    if not wraiths:
        return group
    for company in group:
        if company in wraiths:
            continue
        for character in state.characters(company.id):
            state.move(character.id, DISCARD)
        state.log.append(f"{company.id} is discarded: it cannot join a Ringwraith's company at "
                         f"{state.label(site)}, not a Darkhaven (CoE 2.II.2.1.R3)")
        if company.id in state.companies and not state.characters(company.id):
            del state.companies[company.id]
    return wraiths


# ------------------------------------------------------------------ corruption and combat
def corruption_check(state: State, character: Instance) -> tuple[int, str] | None:
    """The ``corruption check`` query: +2 in the company of a Ringwraith or the Balrog (CoE 7.1.R1, B1)."""
    return corruption_check_bonus(state, character), "a Ringwraith's company"


def corruption_check_bonus(state: State, character: Instance) -> int:
    """+2 to a character's corruption check in the company of a Ringwraith or the Balrog (CoE 7.1.R1, B1)."""
    if character.company is None:
        return 0
    races = {c.card.race for c in state.characters(character.company) if c.id != character.id}
    return max((COMPANY_CHECK_BONUS[r] for r in races if r in COMPANY_CHECK_BONUS), default=0)


def taps_on_near_miss(state: State, character: Instance) -> bool:
    """On a corruption roll equal to the total or one less, a minion character or a Fallen-wizard avatar taps
    (CoE 7.1); a Fallen-wizard player's Orcs and Trolls count as minion (7.1.F1), his others as hero (1.3.F5)."""
    if alignment_of(state, character.controller) == FALLEN_WIZARD:
        return bool(character.card.fact("avatar")) or character.card.race in DARK_RACES
    return character.card.alignment == "Minion"


def defeated_creature(state: State, player: str, ref: str) -> str:
    """A creature ``player``'s company defeated goes to his marshalling point pile, or out of play (CoE 3.v);
    returns what happened, for the log."""
    from ..core.state import MP_PILE, OUT_OF_PLAY
    if removed_when_defeated(state, player, state.cards[ref]):
        state.move(ref, OUT_OF_PLAY)
        return f"removed from play, as {player} is a {alignment_of(state, player)} player (CoE 3.v.W1, R1, F1, B1)"
    state.move(ref, MP_PILE, pile_of=player)
    return f"it goes to {player}'s marshalling point pile"


def removed_when_defeated(state: State, player: str, creature: Instance) -> bool:
    """A defeated creature removed from play instead of scored: a Ringwraith's or Balrog's without a star by its
    marshalling points, a Wizard's or Fallen-wizard's with one (CoE 3.v.W1, R1, F1, B1). The rules name creatures:
    a Dragon's Ahunt long-event defeated is scored (CoE g.man.3), whatever its points. A creature with a star that a
    card of his made worth its full kill points as it was defeated (``Instance.full_kill_points``: Shameful Deeds,
    "give you full kill marshalling points") is scored, and so is one defeated while a card of his keeps them
    (the key ``asterisk_hazards_scored``: the Fallen-wizard Alatar's "even with *"): the card's text wins over the
    rule (CoE 9.4.3)."""
    if not creature.card.is_creature or creature.full_kill_points:
        return False
    starred = str(creature.card.fact("marshalling_points_printed", "")).endswith("*")
    if starred and any(i.zone == IN_PLAY_ZONE and i.controller == player and i.card.trait("asterisk_hazards_scored")
                       for i in state.cards.values()):
        return False
    alignment = alignment_of(state, player)
    if alignment in (RINGWRAITH, BALROG):
        return not starred
    return alignment in (WIZARD, FALLEN_WIZARD) and starred


def check_opponent_not_minion(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``opponent_not_minion``: the card cannot be played against a Ringwraith or Balrog player (its text: "if your
    opponent is a minion player"; for a Ringwraith opponent also CoE 1.8.1's hazard events that need an agent)."""
    alignment = alignment_of(state, state.resource_player)
    if alignment in (RINGWRAITH, BALROG):
        code = "not-against-balrog" if alignment == BALROG else "not-against-ringwraith"
        return Verdict.refuse(code, f"{card.name} cannot be played against a minion player such as "
                              f"{state.resource_player}, a {alignment} player.")
    return Verdict.allow()


def check_opponent_fallen_wizard(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``opponent_fallen_wizard``: the hazard is played only against a Fallen-wizard player, the resource player it is
    played against (its text: "Playable if your opponent is a Fallen-wizard")."""
    alignment = alignment_of(state, state.resource_player)
    if alignment != FALLEN_WIZARD:
        return Verdict.refuse("not-against-fallen-wizard", f"{card.name} is played only against a Fallen-wizard "
                              f"player; {state.resource_player} is a {alignment} player (its text).")
    return Verdict.allow()


LOCATION_DECKS = {WIZARD: "hero", RINGWRAITH: "minion", BALROG: "minion"}   # the sites each alignment's deck holds


def check_same_location_deck(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``same_location_deck``: the hazard player plays the card only if his opponent uses the same kind of location
    deck as he does, hero sites or minion sites (Chance of Being Lost; CRF 22, Rulings by Term > Card Effect
    Limitations: that is the whole test against a minion player). A Fallen-wizard's location deck holds sites of
    both kinds: which kind he "uses" is not said, so the card's case is refused as not modelled."""
    kinds = [LOCATION_DECKS.get(alignment_of(state, p)) for p in (state.hazard_player, state.resource_player)]
    if None in kinds:
        modelled.refuse_case(card, "Fallen-wizard")
    if kinds[0] != kinds[1]:
        return Verdict.refuse("other-location-deck", f"{card.name} is played only against an opponent using the same "
                              f"kind of location deck: {state.hazard_player} uses {kinds[0]} sites, "
                              f"{state.resource_player} {kinds[1]} sites.")
    return Verdict.allow()


def check_own_wizardhaven(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``own_wizardhaven``: the target site is one of its player's Wizardhavens ("at one of your Wizardhavens"),
    printed or made so by a card on it (``stage_wizardhavens``)."""
    site = state.cards.get(target or "")
    player = state.resource_player
    if site is None or not site.card.is_site or site.owner != player or \
            not stage_wizardhavens.wizardhaven_of(state, player, site.card):
        where = state.label(site) if site is not None else "no site"
        return Verdict.refuse("not-own-wizardhaven", f"{card.name} is played at one of {player}'s Wizardhavens, not "
                              f"at {where} (its text).")
    return Verdict.allow()
