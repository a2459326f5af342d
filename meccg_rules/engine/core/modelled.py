"""What of each card the engine models, and the refusal when an example needs what it does not (never silent).

Every card of the reference data has a *status*:

- ``full``: every clause of its text is modelled (by the facts the engine reads, or by its entry);
- ``partial``: some clauses are modelled, the others are named (``Card.gaps``) in our words;
- ``facts``: only its facts (name, type, numbers) are known; no clause of its text is modelled.

A card's clauses come from the import (``tools/card_facts/clauses.py``, written to ``data/clauses.json``): each
a name of ours, a *scope* and whether the facts model it. An entry in ``data/cards.toml`` may say more: ``status
= "full"`` (every clause modelled by the entry) or ``status = "partial"`` with the clauses still not modelled in
``not_modelled``. An entry that says neither keeps the import's gaps: what it authors is not taken to cover
them.

A gap's scope says when it matters, and there the engine refuses, with ``NotModelledError`` ("not modelled:
<card>: <clause>"), instead of playing on as if the card had no text:

- ``play``: the card is played (an action names it as what it plays, ``Action.plays``); ``copy``: it is played
  while another copy of it is in play, stored or eliminated (uniqueness or duplication the engine does not check);
- ``use``: an ability of the card in play that its entry does not give is named (``playing/tap_abilities.py``);
- ``outcome``: its outcome, which the engine does not compute, is stated (``StateOutcome``);
- ``in play``: the card is in play: put there by a scenario's set-up, or played (refused once the play's own
  check allows it, so that a play the rules forbid is refused with its reason);
- a named query (``prowess``, ``body``, ``direct influence``, ``mind``, ``marshalling points``, ``corruption
  check``, ``hazard limit``): the value is asked about the card, the character it is on, or the company moving to
  it (``core/queries.py``);
- ``marshalling point pile``: the card is put in its player's marshalling point pile, set up there or moved
  there: its text acts from that pile;
- a moment a rule family owns, refused by that family (``SCOPES`` says each): a deck checked, an influence check
  against a faction, an influence attempt against the other player's cards, a character played, a resource played
  at a site, an item stored,
  a ring test, an attack, a hazard creature's attack on another company of its controller (``creature attack``), a
  creature's attack ending with a successful strike (``after attack``), a permanent-event's attack on a
  moving company ending (``attack ends``), company versus
  company combat, the end of the turn, a magic card played;
- ``play in a case``: the card is played in the case its clause names, which the family owning that case refuses
  as it is played (its ``may play card``), never otherwise: a creature of several attacks, a card the defender
  holds (``combat/removed_creatures``), a card in play changing automatic-attacks only (``site_phase/copied_attacks``),
  a hazard event declared in a chain of effects (``primitives/conditions``), a card placed on its player's avatar
  played while he is in play (``players/specific``), an agent's attack ending in a case its text names
  (``agents/attack_outcomes``), a card played against an opponent its text and rulings leave undecided
  (``players/wizard_opponents``);
- ``mode``: a clause of an alternative effect, refused by that mode's own ``not_modelled`` when it is chosen;
- ``organization``: its controller's organization phase, set up or begun (a roll his opponent makes then);
- ``opponent turn``: a turn of its controller's opponent, set up or begun as its controller's turn ends (what it does
  in the other player's phases: a roll as each of his site phases begins);
- ``site organization end``: the organization phase of a company at the site it lies on ends (a roll that company
  makes then, whoever controls the card);
- ``followers``: a character would become its follower, set up so or taken under its direct influence (a
  character who may have none);
- ``wound``: it, or the character it is on, becomes wounded (a card discarded then);
- ``holder leaves play``: the card it is on (an ally's controlling character) leaves play, which would discard it
  with him (a card whose text sends it elsewhere then);
- ``manifestation``: another manifestation of its entity is played (a card whose text lets that one come).

A gap ``as_avatar`` acts only while the card is its player's avatar ("As your Ringwraith"): it is never refused for
an avatar card in play as a Ringwraith follower (``as_follower``; CoE 2.II.2.1.R5), set up so or brought in.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .errors import NotModelledError
from .zones import IN_PLAY as IN_PLAY_ZONE, MP_PILE, ON_GUARD, OUT_OF_PLAY

if TYPE_CHECKING:
    from .cards import Card

SCOPES = {
    "play": "when it is played",
    "copy": "when it is played while another copy of it is in play, stored or eliminated",
    "use": "when an ability of it that its entry does not give is used (the family that finds abilities says so)",
    "in play": "while it is in play, from the moment it comes into play",
    "deck": "when a deck holding it is checked",
    "hazard limit": "when the hazard limit of a company moving to it (a site), or to any copy of the site it is on, "
                    "is asked",
    "prowess": "when its prowess (or its bearer's) is asked",
    "body": "when its body is asked, in a body check",
    "direct influence": "when its direct influence is asked",
    "mind": "when its mind is asked",
    "marshalling points": "when its marshalling points are counted",
    "marshalling point pile": "when it is put in its player's marshalling point pile, set up there (``setup``) or "
                              "moved there (``State.move``): what its text does from that pile (none today: "
                              "Descent through Fire's bonuses are modelled, the key ``pile_bonuses``)",
    "corruption check": "when it (or its bearer) makes a corruption check",
    "influence": "when an influence check against a faction involves it",
    "opponent influence": "when an influence attempt against the other player's cards is made while it is in play",
    "character play": "when a character is played at it (a site), or while it is in play",
    "store": "when an item is stored at it (a site)",
    "resource play": "when a resource is played at it (a site), or at the site of the company of the character it "
                     "is on (an item, ally or faction: ``site_phase/site_resources``, ``influence/factions``; a "
                     "resource's effect tapping that site: ``primitives/effects``)",
    "ring test": "when it is tested (a gold ring), or a ring test is made at it (a site)",
    "attack": "when an attack is made on a company at it (a site), or on a company it is in",
    "after attack": "when an attack it made (a creature) ends with a successful strike: what follows its attack",
    "attack ends": "when an attack it made on a moving company (a permanent-event) ends: what becomes of it then "
                   "(``movement_hazard/attacks_on_moving``)",
    "strikes failed": "when its effect makes every strike of an attack with body fail: the body checks that follow "
                      "(``combat/rolls_against_attacks``)",
    "company combat": "when a company it is in attacks, or is attacked by, another company (CoE 3.V)",
    "play in a case": "when it is played in the case its clause names, and only then: the family owning that case "
                      "refuses it as it is played (``combat/removed_creatures``: a creature of several attacks, a card "
                      "the defender holds; ``site_phase/copied_attacks``: a card in play changing automatic-attacks "
                      "only; ``site_phase/automatic_attacks``: a duplicating card beside another card's copy; "
                      "``primitives/conditions``: a hazard event declared in a chain of effects; "
                      "``site_phase/companies_at_the_site``: a lone character with an ally the text allows; "
                      "``agents/attack_outcomes``: an agent's attack ending in a case its text names; "
                      "``players/wizard_opponents``: an opponent its text and rulings leave undecided; "
                      "``combat/joined_from_hand``: a character from hand joining as a follower; "
                      "``players/stage_wizardhavens``: a card making a site its player's Wizardhaven while another "
                      "player's lies on a site of that name)",
    "turn end": "when the turn ends while it is in play",
    "outcome": "when its outcome, which the engine does not compute, is stated by the example",
    "magic": "when a magic card (a spell, sorcery, ritual ...) is played while it is in play",
    "offering succeeds": "when its offering attempt's roll succeeds: what follows beyond its on_pass "
                         "(``influence/offerings``)",
    "mode": "when the alternative effect holding it is chosen (that mode's own not_modelled refuses it)",
    "organization": "while its controller's organization phase is under way: set up in it, or begun (``turn``)",
    "opponent turn": "while a turn of its controller's opponent is under way: set up in it, or begun as its "
                     "controller's turn ends (``turn``)",
    "site organization end": "when the organization phase of a company at the site it lies on ends, whoever "
                             "controls it (``site_phase/sieges``)",
    "followers": "when a character would be its follower (a character): set up so (``setup``), or taken under its "
                 "direct influence (``organization/control``)",
    "wound": "when it, or the character it is on, becomes wounded (``State.wound``)",
    "holder leaves play": "when the card it is on leaves play, which would discard it too (``State.move``)",
    "manifestation": "when another manifestation of its entity is played while it is in play (``primitives/unique``)",
    "searching": "when a card not an ability searches or looks at a play deck or discard pile while it is in play: "
                 "an event taking a card from its player's pile (``playing/card_events``), cards turned over from "
                 "the play deck (``site_phase/revealed_items``), a Lesser Ring searched for after a ring test "
                 "(``items/ring_tests``)",
    "palantír use": "when an ability of a Palantír is used while it is in play (a card that changes who may use "
                    "a Palantír: ``items/palantiri``)",
    "creature attack": "when a hazard creature attacks a company of its controller other than the card's own "
                       "(``combat/flow``: a character who may join the attacked company, Alatar)",
    "creature play": "when a hazard creature is played on a company moving this turn by the special movement it "
                     "gave (``movement_hazard/creatures``)",
    "untap": "when the untap phase of a player with a company at it (a site) ends (``turn/phases``)",
    "site phase": "when the site phase of a company at it (a site) begins (``turn/phases``)",
    "bearer's untap phase": "when the untap phase of the player whose character bears it ends (``turn/phases``: a "
                            "card its bearer may try to remove then, Morgul-knife)",
    "movement draws": "when the cards drawn for the movement of a company it is in (a character) are counted "
                      "(``movement_hazard/drawing``: Radagast's extra draws)",
    "resolution": "when it resolves, played or revealed (``playing/card_events``): its play is declared as the "
                  "rules allow, and what it does is refused then (Great Secrets Buried There)",
    "creature keying": "while it is in play, when a hazard creature could not otherwise be keyed where it is "
                       "played (``hazards/keying``: a card letting creatures attack elsewhere; The Nazgûl are "
                       "Abroad's is modelled, ``hazards/ring_bearer_keying``)",
    "untap phases": "while it is in play, when any player's untap phase ends, unless it spares him (``turn/phases``, "
                    "``players/alignments.refuse_in_play_for``: an effect on who untaps; no card's entry today, Worn and "
                    "Famished's being modelled)",
    "movement/hazard phases": "while it is in play, when any company's movement/hazard phase begins, an additional "
                              "one too, unless it spares the company's player (``turn/phases``: a card "
                              "lost as its company crosses some regions, Memories of Old Torture, Bade to Rule)",
    "site phases": "while it is in play, when any company's site phase begins, unless it spares the company's player "
                   "(``turn/phases``: an automatic-attack added to some sites, Long Grievous Siege)",
    "faction influence": "while it is in play, when a character or agent tries to influence a faction, his own or "
                         "the other player's, unless it spares his player (``influence/factions``, "
                         "``influence_attempts``, ``agents/agent_influence``: a modification by where the faction is "
                         "played; no card's entry today, Mordor in Arms' modelled)",
    "free-hold hazards": "while it is in play, when a hazard is played on a company at, or moving to, a site its "
                         "text counts as a Free-hold for playing hazards (``hazards/sites_counted_as_free_holds``: "
                         "Lórien, Balrog of Moria)",
    "as a creature": "when a card that is a creature or an event, its event use modelled as a named mode, is "
                     "played as the creature (``movement_hazard/creatures``: Wolf-riders)",
}
STATUSES = {"full": "every clause of its text is modelled", "partial": "some clauses of its text are not modelled",
            "facts": "only its facts are known: no clause of its text is modelled"}
# the scopes refused at each moment an action names a card (``Action.moment``): played; used (its own family
# refuses an ability its text gives and its entry lacks: ``use``); its outcome stated; and come into play unplayed
MOMENTS = {"play": frozenset({"play", "in play"}), "use": frozenset(), "outcome": frozenset({"outcome"})}
IN_PLAY = frozenset({"in play"})
COPY_ZONES = (IN_PLAY_ZONE, MP_PILE, OUT_OF_PLAY)


def message(card: Card, clause: str) -> str:
    return f"not modelled: {card.name}: {clause}"


def refuse(card: Card, scopes: Iterable[str], as_follower: bool = False) -> None:
    """Raise ``NotModelledError`` for the card's first gap of one of these scopes (its gaps are few: a loop);
    ``as_follower``: the card is in play as a Ringwraith follower, whose gaps ``as_avatar`` never matter."""
    for gap in card.gaps:
        if gap.scope in scopes and not (as_follower and gap.as_avatar):
            raise NotModelledError(message(card, gap.clause))


def as_follower(inst: Any) -> bool:
    """An avatar card in play as a follower (a Ringwraith follower, CoE 2.II.2.1.R5), or waiting to be one again
    (R8): not his player's avatar, so a clause of his card that acts "as your Ringwraith" (``as_avatar``) does not
    act, and the other effects of his card cannot be initiated (R7)."""
    return inst.zone == IN_PLAY_ZONE and bool(inst.card.fact("avatar")) and (inst.follower_of is not None
                                                                              or inst.uncontrolled)


def refuse_instances(instances: Iterable[Any], scopes: Iterable[str]) -> None:
    """``refuse`` for each of these cards in play, a Ringwraith follower's ``as_avatar`` gaps left out."""
    wanted = frozenset(scopes)
    for inst in instances:
        if inst.card.gaps:
            refuse(inst.card, wanted, as_follower(inst))


def refuse_case(card: Card, naming: str) -> None:
    """The case a clause of the scope ``play in a case`` names has come: refuse with the card's gap of that scope
    whose clause holds ``naming`` (else its first of the scope; else ``naming`` itself, said as not modelled)."""
    gaps = [g for g in card.gaps if g.scope == "play in a case"]
    gap = next((g for g in gaps if naming.lower() in g.clause.lower()), gaps[0] if gaps else None)
    raise NotModelledError(message(card, gap.clause if gap else naming))


def refuse_any(cards: Iterable[Card], scopes: Iterable[str]) -> None:
    wanted = frozenset(scopes)
    for card in cards:
        if card.gaps:
            refuse(card, wanted)


def refuse_in_play(state: Any, scope: str, *also: Card) -> None:
    """Refuse for the first card in play or placed on-guard (it may be revealed now), or among ``also`` (a site,
    the cards of a company ...), with a gap of this scope: the moment of the scope has come."""
    refuse_any(also, (scope,))
    refuse_instances((i for i in state.cards.values() if i.zone in (IN_PLAY_ZONE, ON_GUARD) and i.card.gaps), (scope,))


def refuse_of_player(state: Any, scope: str, player: str) -> None:
    """Refuse for the first card ``player`` controls in play with a gap of this scope (his own phase has come)."""
    refuse_instances((i for i in state.cards.values() if i.zone == IN_PLAY_ZONE and i.card.gaps
                      and i.controller == player), (scope,))


def refuse_copy(state: Any, inst: Any) -> None:
    """A card played while another copy of it is in play, stored or eliminated: refused if the rule about copies its
    text gives (unique, cannot be duplicated) is not modelled."""
    if any(g.scope == "copy" for g in inst.card.gaps) and any(
            other.id != inst.id and other.zone in COPY_ZONES for other in state.copies(inst.card.key)):
        refuse(inst.card, ("copy",))


def asked(query: str, args: tuple[Any, ...]) -> None:
    """A named query asked about a card (its id or instance after the state): refuse it when that card, or a card
    on it (an item for its bearer), has a gap of this scope, which would change the answer."""
    if query not in SCOPES:
        return
    state, asked_about = args[0], args[1:2]
    ref = getattr(asked_about[0], "id", asked_about[0]) if asked_about else None
    if isinstance(ref, str) and ref in state.companies:  # asked about a company: its site's gaps (a hazard limit),
        site = state.cards[state.companies[ref].site]       # and those of the cards on any copy of that site: a card
        on = {i.id for i in state.cards.values() if i.card.name == site.card.name}   # naming its site reaches them
        for inst in (site, *(i for i in state.cards.values() if i.zone == IN_PLAY_ZONE and i.attached_to in on)):
            refuse(inst.card, (query,))                     # all (The White Tree's "Minas Tirith becomes a Haven")
        return
    if not isinstance(ref, str) or ref not in state.cards:
        return
    for inst in state.cards.values():
        if inst.card.gaps and (inst.id == ref or inst.attached_to == ref):
            refuse(inst.card, (query,), as_follower(inst))
