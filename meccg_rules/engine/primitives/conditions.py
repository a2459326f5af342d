"""A card's own conditions for being played: its target and its ``playable_if`` (CoE 9.2, 9.3).

They are checked wherever the card is played, and when an on-guard card is
revealed ("as if played during the movement/hazard phase", CRF On-Guard
Cards); targets are checked again when the card resolves (CRF Targets,
Annotation 8).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..core.behaviour import Cancel, Condition, Halve, Modify, used_as_site, walk
from ..core.cards import Card, fold, regions
from . import leaders, values
from .races import RACE_WORDS, of_race, size_of
from .regions import company_types, keyed_site_type, listed_playable, path_types, site_type, site_types
from ..core import modelled, queries
from ..core.registry import REGISTRY
from ..core.rules_facts import facts
from ..core.errors import ChoiceNeededError, InputError, NotModelledError, Verdict, a, nearest
from ..core.state import (CHAIN, DISCARD, IN_PLAY, MP_PILE, ON_GUARD, OUT_OF_PLAY, PLAY_DECK, SIDEBOARD, Company,
                          Instance, State)

if TYPE_CHECKING:
    from ..core.behaviour import Mode
    from ..core.cards import Card
    from ..core.state import Instance


def target_kind(inst: Instance) -> str:
    """What a card in play is as a target; an agent hazard is an agent, not a character (CoE 2.IV.vii.1, 2.II.2.2.5);
    a card used as a site, in play, a site (CRF 22, Great Ruse: Morannon is a site it is refused on, not no site)."""
    card = inst.card
    if inst.agent_site is not None and inst.zone == IN_PLAY:
        return "agent"
    if card.is_site or (inst.zone == IN_PLAY and used_as_site(card) is not None):   # Morannon, once in play
        return "site"
    return "character" if card.is_character else card.kind


def bearing_lost(state: State, card: Card, target: str | None) -> str:
    """The card the target of ``card`` was played on as its bearer (``target_bearing``: "the bearer of The One
    Ring", Cracks of Doom) and bears no more as ``card`` resolves, or "": an active condition that no longer holds
    at resolution negates the card's effects (CoE 9.2.1, 9.3; CRF 22, Cracks of Doom: Pledge of Conduct giving
    the Ring away discards it without effect)."""
    inst = state.cards.get(target or "")
    if inst is None:
        return ""
    held = {c.card.name for c in state.attached(inst.id)}
    return next((c.target_bearing for c in card.trait("playable_if", ())
                 if c.target_bearing and c.target_bearing not in held), "")


def resolve_target(state: State, card: Card, target: str | None) -> str:
    """The target as the game knows it: an instance id, or a company id for company and on-guard targets ("" if none)."""
    if not target:
        return (state.active_company or "") if card.target == "company" else ""
    if card.target in ("company", "on-guard card"):
        return state.get_company(target).id
    if card.target == "site path":  # a company's site path, or a site's own
        return _company_named(state, target) or state.find(target, "site").id
    return state.find(target, card.target or "card").id


AGENT_CASE = "agent"   # the word a clause of the scope ``play in a case`` holds when the text also aims at an agent


def _refuse_agent_case(state: State, card: Card, target: str) -> None:
    """A card played on an on-guard card whose text may instead be played on a face-up agent (its clause of the
    scope ``play in a case`` naming an agent, Withdrawn to Mordor), aimed at an agent, or at a character card, as an
    agent is, in play or not (one discarded as Seek without Success is declared): that use is meant, and it is not
    modelled, so it is refused as such, never taken for an unknown company."""
    if not any(g.scope == "play in a case" and AGENT_CASE in g.clause for g in card.gaps):
        return
    try:
        inst = state.find(target)
    except InputError:
        return
    if target_kind(inst) == "agent" or inst.card.is_character:
        modelled.refuse_case(card, AGENT_CASE)


def _face_down(state: State, target: str) -> Verdict | None:
    """An on-guard card still face down is no target for a card that is not played on an on-guard card: what it is
    cannot be known (CRF 22, Targets, Annotation 4; CoE 9.3.2.2). None if ``target`` names no such card."""
    try:
        inst = state.find(target)
    except InputError:
        return None
    if inst.zone == ON_GUARD and not inst.revealed:
        return Verdict.refuse("target-face-down", f"{state.label(inst)} lies face down on-guard: a face-down card "
                              "cannot be targeted.")
    return None


def _company_named(state: State, name: str) -> str:
    try:
        return state.get_company(name).id
    except InputError:
        return ""


def check_target(state: State, card: Card, target: str | None) -> Verdict:
    """Is ``target`` of the kind the card is played on, in play, and allowed by its restrictions?"""
    kind = card.target
    if not kind:
        if target:
            return Verdict.refuse("invalid-target", f"{card.name} is not played on anything.")
        return Verdict.allow()
    if not target and kind == "company" and state.active_company:
        return queries.veto("may be played on company", state, card, state.active_company)
    if not target and kind == OPPONENTS_DISCARD_CARD:   # played to remove none of the cards: the card's gap
        modelled.refuse_case(card, "none")
    if not target:
        raise ChoiceNeededError(f"{card.name} is played on {a(kind)}; say which, e.g. '... {card.name} on NAME'")
    if kind == "on-guard card" and not _company_named(state, target):
        _refuse_agent_case(state, card, target)
    if kind in ("company", "on-guard card"):
        company = state.get_company(target)
        return queries.veto("may be played on company", state, card, company.id) if kind == "company" \
            else Verdict.allow()
    face_down = _face_down(state, target)
    if face_down is not None:
        return face_down
    if kind == "site path":
        if _company_named(state, target):
            return Verdict.allow()
        kind = "site"
    if kind == "environment":
        return _check_environment(state, card, state.find(target, "card"))
    if kind == "hazard event":
        return check_hazard_event(state, card, state.find(target, kind))
    if kind in (NAZGUL_EVENT, TAPPED_NAZGUL):
        return _check_nazgul_event(state, card, kind, state.find(target, "card"))
    if kind == "stored item":   # a card whose text targets one (Neither so Ancient Nor so Potent)
        inst = state.find(target, "item")
        if inst.zone != MP_PILE or inst.card.kind != "item":
            return Verdict.refuse("invalid-target", f"{card.name} is played on a stored item; {state.label(inst)} "
                                  "is not one.")
        return Verdict.allow()
    if kind == ELIMINATED_CREATURE:
        return _check_eliminated_creature(state, card, state.find(target, "card"))
    if kind == ELIMINATED_CHARACTER:
        inst = state.find(target, "card")
        if not (inst.card.is_character and inst.zone == OUT_OF_PLAY and inst.eliminated):
            return Verdict.refuse("invalid-target", f"{card.name} is played on an eliminated character; "
                                  f"{state.label(inst)} is not one.")
        return Verdict.allow()
    if kind == "resource event":
        return _check_resource_event(state, card, state.find(target, "card"))
    if kind == "faction":
        return _check_faction(state, card, state.find(target, kind))
    if kind == PILE_CARD:
        return _check_pile_card(state, card, state.find(target, "card"))
    if kind == PLAY_DECK_CARD:   # whose play deck it is, the playing family asks (his own)
        inst = state.find(target, "card")
        if inst.zone != PLAY_DECK:
            return Verdict.refuse("invalid-target", f"{card.name} takes a card from a play deck; {state.label(inst)} "
                                  "is not in one.")
        return Verdict.allow()
    if kind == OPPONENTS_DISCARD_CARD:   # whose discard pile it is, the playing family asks (the other player's)
        inst = state.find(target, "card")
        if inst.zone != DISCARD:
            return Verdict.refuse("invalid-target", f"{card.name} is played on a card in a discard pile; "
                                  f"{state.label(inst)} is not in one.")
        return Verdict.allow()
    if kind == DISCARD_PILE_CARD:   # whose discard pile it is, the playing family asks (his own)
        inst = state.find(target, "card")
        if inst.zone != DISCARD:
            return Verdict.refuse("invalid-target", f"{card.name} takes a card back from a discard pile; "
                                  f"{state.label(inst)} is not in one.")
        return Verdict.allow()
    inst = state.find(target, kind)
    if inst.zone != IN_PLAY:
        return Verdict.refuse("target-not-in-play", f"{state.label(inst)} is not in play.")
    actual = target_kind(inst)
    if actual != kind and not (kind == "character" and actual == "ally" and affects_combat(card)):
        return Verdict.refuse("invalid-target", f"{card.name} is played on a {kind}; {state.label(inst)} is "
                              f"a {actual}.")
    if actual == "ally" and card.trait("takes_prisoner", False):   # allies are never taken prisoner (CoE 3.III.9)
        return Verdict.refuse("invalid-target", f"{card.name} takes its target prisoner; {state.label(inst)} is an "
                              "ally, and an ally cannot be targeted to be taken prisoner (CoE 3.III.9).")
    if not serves(card, inst.card):
        return _other_side(state, card, inst)
    if inst.card.race in card.trait("target_excludes", ()):
        return Verdict.refuse("invalid-target", f"{card.name} cannot be played on a {inst.card.race} such as "
                              f"{state.label(inst)}.")
    return Verdict.allow()


def _check_environment(state: State, card: Card, inst: Instance) -> Verdict:
    """An environment card in play, or declared earlier in a chain of effects (Twilight)."""
    if "Environment" not in inst.card.keywords:
        return Verdict.refuse("invalid-target", f"{card.name} is played on an environment; {state.label(inst)} is not one.")
    declared = any(e.card == inst.id for chain in state.chains for e in chain.entries)
    if inst.zone != IN_PLAY and not declared:
        return Verdict.refuse("target-not-in-play", f"{state.label(inst)} is neither in play nor declared in a chain "
                              "of effects.")
    return Verdict.allow()


HAZARD_USE = "hazard-use"   # the declared kind of a hazard permanent-event used (playing/hazard_uses.py)


def is_hazard_event(state: State, inst: Instance) -> bool:
    """A long-event or permanent-event in play; a creature that may be played as a permanent-event (a Nazgûl) is one
    while it is in play and not attacking."""
    if inst.card.kind in ("long-event", "permanent-event"):
        return True
    attacking = {a.source for a in state.attacks} | ({state.combat.attack.source} if state.combat else set())
    return "permanent-event" in inst.card.subtype.lower() and inst.zone == IN_PLAY and inst.id not in attacking


def is_nazgul(inst: Instance) -> bool:
    """A Nazgûl card that may be played as a permanent-event (hazards/nazgul_events.py)."""
    return inst.card.race == "Nazgûl" and "permanent-event" in inst.card.subtype.lower()


def tapped_nazgul(state: State, inst: Instance) -> bool:
    """A Nazgûl permanent-event tapped for its printed effect, declared in a chain of effects, not resolved yet."""
    return is_nazgul(inst) and inst.zone == CHAIN and any(
        e.card == inst.id and e.kind == HAZARD_USE for chain in state.chains for e in chain.entries)


def nazgul_in_play(state: State, inst: Instance) -> bool:
    """A Nazgûl permanent-event in play, not attacking as a creature."""
    return is_nazgul(inst) and is_hazard_event(state, inst)


def check_hazard_event(state: State, card: Card, inst: Instance) -> Verdict:
    """A hazard long-event or permanent-event in play, on a character, a company, a site or on its own (Marvels
    Told); the card's ``playable_if`` may narrow it (not an environment). A hazard short-event declared in a chain
    of effects (a Nazgûl permanent-event tapped for its effect) is no target for these; a card whose text may also
    cancel one has a clause of the scope ``play in a case`` naming a hazard event "declared in a chain": refused as
    not modelled (In the Name of Mordor). A hazard in a marshalling point pile, counted there as points (a defeated
    creature, Neither so Ancient Nor so Potent), is never a target (CoE 9.3.2.1; CRF 22, Rulings by Term >
    Marshalling Point Pile)."""
    if inst.zone == MP_PILE and inst.card.type == "Hazard":
        return Verdict.refuse("hazard-in-point-pile", f"{state.label(inst)} is a hazard in a marshalling point pile, "
                              "which cannot be targeted.")
    if inst.zone != IN_PLAY:
        if any(g.scope == "play in a case" and DECLARED_IN_A_CHAIN in g.clause for g in card.gaps) and \
                any(e.card == inst.id for chain in state.chains for e in chain.entries):
            modelled.refuse_case(card, DECLARED_IN_A_CHAIN)
        return Verdict.refuse("target-not-in-play", f"{state.label(inst)} is not in play.")
    if inst.card.type != "Hazard" or not is_hazard_event(state, inst):
        return Verdict.refuse("invalid-target", f"{card.name} is played on a hazard long-event or permanent-event; "
                              f"{state.label(inst)} is {a(inst.card.kind)}" + (" resource" if inst.card.type ==
                                                                                "Resource" else "") + ".")
    return Verdict.allow()


def _check_nazgul_event(state: State, card: Card, kind: str, inst: Instance) -> Verdict:
    """A Nazgûl permanent-event in play or tapped and declared in a chain of effects (``Nazgûl event``), or only the
    latter (``tapped Nazgûl``): hazards/nazgul_events.py."""
    declared = tapped_nazgul(state, inst)
    if declared or (kind == NAZGUL_EVENT and nazgul_in_play(state, inst)):
        return Verdict.allow()
    if kind == TAPPED_NAZGUL:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a Nazgûl permanent-event tapped and "
                              f"declared in a chain of effects, not resolved yet; {state.label(inst)} is not one.")
    return Verdict.refuse("invalid-target", f"{card.name} is played on a Nazgûl event, in play or declared in a chain "
                          f"of effects; {state.label(inst)} is not one.")


def _check_resource_event(state: State, card: Card, inst: Instance) -> Verdict:
    """A resource long-event in play, or a resource short-event declared earlier in a chain of effects and not yet
    resolved (Many Sorrows Befall: CRF 22, Bridge, names such cards as able to cancel a declared event)."""
    declared = any(e.card == inst.id and e.kind == "event" for chain in state.chains for e in chain.entries)
    kind = inst.card.kind
    if inst.card.type != "Resource" or kind not in ("long-event", "short-event"):
        return Verdict.refuse("invalid-target", f"{card.name} is played on a resource long-event or short-event; "
                              f"{state.label(inst)} is not one.")
    if kind == "long-event" and inst.zone != IN_PLAY:
        return Verdict.refuse("target-not-in-play", f"{state.label(inst)} is not in play.")
    if kind == "short-event" and not declared:
        return Verdict.refuse("target-not-in-play", f"{state.label(inst)} is a short-event not declared in a chain "
                              "of effects: it can be cancelled only before it resolves.")
    return Verdict.allow()


def _check_faction(state: State, card: Card, inst: Instance) -> Verdict:
    """A faction in play: a played faction lies in its player's marshalling point pile (CoE 2.V.3), which holds
    cards in play and targetable (CoE 9.3.2.1, glossary: marshalling point pile)."""
    if inst.card.kind != "faction":
        return Verdict.refuse("invalid-target", f"{card.name} is played on a faction; {state.label(inst)} is "
                              f"{a(inst.card.kind)}.")
    if inst.zone not in (IN_PLAY, MP_PILE):
        return Verdict.refuse("target-not-in-play", f"{state.label(inst)} is not in play.")
    return Verdict.allow()


AGENT_ATTACK = "agent attack"   # playable off its site types after an agent attack (``play in a case``)
DECLARED_IN_A_CHAIN = "declared in a chain"   # a target not in play but in a chain of effects (``play in a case``)
PILE_CARD = "sideboard or discard pile card"
PLAY_DECK_CARD = "play deck card"   # a card taken from its player's play deck (Inner Cunning, Nobody's Friend)
DISCARD_PILE_CARD = "discard pile card"   # a card taken back from its player's discard pile (Parsimony of Seclusion)
OWN_PILE_CARDS = (PLAY_DECK_CARD, DISCARD_PILE_CARD)   # taken from a pile of the card's player, his own
OPPONENTS_DISCARD_CARD = "opponent's discard pile card"   # one in the other player's discard pile (Aware of Their Ways)
NAZGUL_EVENT, TAPPED_NAZGUL = "Nazgûl event", "tapped Nazgûl"   # hazards/nazgul_events.py
ELIMINATED_CREATURE = "eliminated creature"   # defeated and kept: combat/returned_creatures.py
ELIMINATED_CHARACTER = "eliminated character"   # out of play, eliminated: combat/eliminated_characters.py


def target_zones(card: Card) -> tuple[str, ...]:
    """Where the card's target must lie to be targeted, as it is declared and again as it resolves (CRF Targets,
    Annotation 8): in play; a faction also in its player's marshalling point pile (CoE glossary); a card a
    resource brings back (Smoke Rings) in its player's sideboard or discard pile, and nowhere else; a stored item
    in its marshalling point pile; a Nazgûl event in play or tapped into the chain of effects."""
    if card.target == PILE_CARD:
        return (SIDEBOARD, DISCARD)
    if card.target == PLAY_DECK_CARD:
        return (PLAY_DECK,)
    if card.target in (DISCARD_PILE_CARD, OPPONENTS_DISCARD_CARD):
        return (DISCARD,)
    if card.target == "stored item":
        return (MP_PILE,)
    if card.target == ELIMINATED_CREATURE:   # in a marshalling point or removed-from-play pile, or a trophy
        return (MP_PILE, OUT_OF_PLAY, IN_PLAY)
    if card.target == ELIMINATED_CHARACTER:
        return (OUT_OF_PLAY,)
    if card.target in (NAZGUL_EVENT, TAPPED_NAZGUL):   # a tapped one waits in the chain of effects
        return (IN_PLAY, CHAIN) if card.target == NAZGUL_EVENT else (CHAIN,)
    return (IN_PLAY, MP_PILE) if card.target == "faction" else (IN_PLAY,)


def eliminated_creature(inst: Instance) -> bool:
    """An eliminated hazard creature: in a marshalling point pile or the removed-from-play pile (CoE glossary,
    eliminate), or in play as a trophy (CRF 22, Returned Beyond All Hope)."""
    return inst.card.is_creature and inst.card.type == "Hazard" and (
        inst.zone in (MP_PILE, OUT_OF_PLAY) or (inst.zone == IN_PLAY and bool(inst.trophy)))


def _check_eliminated_creature(state: State, card: Card, inst: Instance) -> Verdict:
    if not eliminated_creature(inst):
        return Verdict.refuse("invalid-target", f"{card.name} is played on an eliminated hazard creature (in a "
                              f"marshalling point or removed-from-play pile, or a trophy); {state.label(inst)} is not "
                              "one.")
    return Verdict.allow()


def _check_pile_card(state: State, card: Card, inst: Instance) -> Verdict:
    """A resource or character in a sideboard or discard pile: the card it moves is its target (CRF 22, Smoke
    Rings, Weigh all Things to a Nicety); whose pile it is, ``check_own_target`` asks (a resource's own)."""
    if inst.zone not in target_zones(card):
        return Verdict.refuse("invalid-target", f"{card.name} is played on a card in a sideboard or discard pile; "
                              f"{state.label(inst)} is in {inst.zone}.")
    if not (inst.card.type == "Resource" or inst.card.is_character):
        return Verdict.refuse("invalid-target", f"{card.name} is played on a resource or character; "
                              f"{state.label(inst)} is {a(inst.card.kind)}.")
    return Verdict.allow()


def affects_combat(card: Card) -> bool:
    """A card acting on an attack or a strike: an ally counts as a character for it (CoE 2.V.2.2; CRF 22, Ally)."""
    return any(combat_role(card, mode) for mode in card.modes) or any(
        isinstance(e, Modify) and e.until == "end-of-attack" for m in card.modes for e in walk(m.effects))


def combat_role(card: Card, mode: Mode | None) -> str:
    """"attack" (cancels or changes the attack), "strike" (the strike being resolved), or "" for neither."""
    effects = walk(mode.effects if mode else [e for m in card.modes for e in m.effects])
    conditions = tuple(card.trait("playable_if", ())) + tuple(mode.playable_if if mode else ())
    if any(isinstance(e, Cancel) and e.what == "strike" for e in effects) or any(
            c.facing_strike or c.strike_on_bearer or c.strike_on_itself for c in conditions):
        return "strike"
    if any(isinstance(e, Cancel) and e.what in ("attack", "attacker chooses") for e in effects) or any(
            isinstance(e, (Modify, Halve)) and e.who == "attack" for e in effects) or any(
            c.facing_attack or c.attack_races or c.attack_kinds for c in conditions):
        return "attack"
    return ""


def company_for(state: State, card: Card | None, target: str | None) -> Company | None:
    """The company a card played on ``target`` concerns (the active company when it has no target)."""
    if target in state.companies:
        return state.companies[target]
    if target and target in state.cards:
        inst = state.cards[target]
        if inst.card.is_site:
            return next((c for c in state.companies.values() if c.site == target), None)
        return state.company_of(target)
    return state.companies.get(state.active_company) if state.active_company else None


def check_playable(state: State, card: Card, target: str | None, mode: Mode | None = None,
                   user: str | None = None) -> Verdict:
    """The site's alignment (``check_site_alignment``), then every ``playable_if`` condition of the card and of the
    chosen mode (``check_card_conditions``)."""
    verdict = check_site_alignment(state, card, target)
    if not verdict:
        return verdict
    return check_card_conditions(state, card, target, mode, user)


def check_card_conditions(state: State, card: Card, target: str | None, mode: Mode | None = None,
                          user: str | None = None) -> Verdict:
    """Every ``playable_if`` condition of the card (and of the chosen mode), for a (resolved) target; ``user``:
    the character tapped to play it, if any (``target_in_company``: "an item in his company", Wielded Twice)."""
    conditions = tuple(card.trait("playable_if", ())) + tuple(mode_conditions(card, mode, target) if mode else ())
    return check_conditions(state, card, conditions, target, user)


def untargeted(card: Card, mode: Mode, target: str | None) -> bool:
    """A card played on a target played with no target, by a use whose ``untargeted_if`` allows it."""
    return bool(card.target and not target and mode.untargeted_if)


def mode_conditions(card: Card, mode: Mode, target: str | None) -> tuple[Condition, ...]:
    """The conditions of the chosen use: its ``untargeted_if`` for a play with no target, else its ``playable_if``."""
    return mode.untargeted_if if untargeted(card, mode, target) else mode.playable_if


def _check_play_deck(state: State, least: int, user: str | None, player: str = "") -> Verdict:
    """The play deck of the player of the card's user (or of ``player``) holds at least ``least`` cards."""
    player = player or (state.cards[user].controller if user in state.cards else "")
    size = sum(1 for i in state.cards.values() if i.zone == PLAY_DECK and i.owner == player) if player else 0
    if size < least:
        return Verdict.refuse("play-deck-too-small", f"{player or 'its player'}'s play deck holds {size} cards; "
                              f"it needs at least {least}.")
    return Verdict.allow()


def check_conditions(state: State, card: Card, conditions: Iterable[Condition], target: str | None,
                     user: str | None = None) -> Verdict:
    """Each of ``conditions`` (a card's or an ability's ``playable_if``) for a (resolved) target, in order;
    ``user``: for an ability, the card using it (the bearer of an item)."""
    company = company_for(state, card, target)
    for condition in conditions:
        verdict = _composed(state, card, condition, target, user)
        if not verdict:
            return verdict
        if condition.target_in_company and user is not None:   # a target company: the user is in it (Great Ship)
            here = state.company_of(user)
            there = state.companies.get(target or "") or state.company_of(target or "")
            if (here is None or there is None or here.id != there.id) and target in state.companies:
                return Verdict.refuse("invalid-target", f"{state._name(user)} is not in {target}.")
            if here is None or there is None or here.id != there.id:
                return Verdict.refuse("invalid-target", f"{state._name(target or '')} is not in "
                                      f"{state._name(user)}'s company.")
        borne = state.cards[target].attached_to if target is not None and target in state.cards else None
        if condition.user_tapped and user is not None and not state.cards[user].tapped:   # wounded: not tapped
            return Verdict.refuse("card-untapped", f"{state._name(user)} is not tapped.")
        if condition.target_borne_by_user and user is not None and borne != user:   # once the actor is known
            return Verdict.refuse("invalid-target", f"{state._name(target or '')} is not borne by "
                                  f"{state._name(user)}.")
        if condition.play_deck_at_least is not None:   # the user's player's, or the card's own player's
            owner = "" if user is not None else state.hazard_player if card.type == "Hazard" else state.resource_player
            verdict = _check_play_deck(state, condition.play_deck_at_least, user, owner)
            if not verdict:
                return verdict
        if condition.opponent_play_deck_at_least is not None:   # a hazard's: its player's opponent's deck
            verdict = _check_play_deck(state, condition.opponent_play_deck_at_least, None, state.resource_player)
            if not verdict:
                return verdict
        if condition.target_at_same_site and user is not None:
            here, there = state.company_of(user), state.company_of(target or "")
            if here is None or there is None or \
                    state.cards[here.site].card.name != state.cards[there.site].card.name:   # each player's copy
                return Verdict.refuse("invalid-target", f"{state._name(target or '')} is not at "
                                      f"{state._name(user)}'s site.")
        if condition.phase and state.phase not in condition.phase:
            return Verdict.refuse("wrong-phase", f"{card.name} (as chosen) is played in the "
                                  f"{' or '.join(condition.phase)} phase only.")
        if condition.in_play and not state.in_effect(condition.in_play):
            return Verdict.refuse("condition-missing", f"{card.name} can only be played while "
                                  f"{condition.in_play} is in play.")
        if condition.new_site_path_has:
            types = site_types(state, state.cards[company.site]) if company is not None and company.moving else []
            if types.count(condition.new_site_path_has) < condition.new_site_path_at_least:
                many = f"{condition.new_site_path_at_least} {condition.new_site_path_has}s" if \
                    condition.new_site_path_at_least > 1 else f"a {condition.new_site_path_has}"
                return Verdict.refuse("invalid-target", f"{card.name} is played on a company that moved to a site "
                                      f"with {many} in its own site path (a Haven has none).")
        if condition.new_site_type:
            site = state.cards[company.site] if company is not None and company.moving else None
            kind = None if site is None else keyed_site_type(state, site) if card.type == "Hazard" \
                else site_type(state, site)   # a hazard: the type it counts the site as (Geann a-Lisch, a R&L)
            if company is None or site is None or kind not in condition.new_site_type:
                where = f"{company.id} moves to {state.label(site)}" if company and site else "no company moves"
                return Verdict.refuse("not-playable-at-site", f"{card.name} needs a company moving to a "
                                      f"{' or '.join(condition.new_site_type)}; {where}.")
        if condition.new_site_in:
            new = company.destination if company is not None and state.phase == "organization" else \
                company.site if company is not None and company.moving else None
            region = state.cards[new].card.fact("region") if new else None
            if region not in condition.new_site_in:
                where = f"{state.label(state.cards[new])} is in {region}" if new else "no new site is declared"
                return Verdict.refuse("invalid-target", f"{card.name} (as chosen) needs a company moving to a site "
                                      f"in {', '.join(condition.new_site_in)}; {where}.")
        if condition.not_to_region_type and company is not None:
            new = company.destination if state.phase == "organization" else company.site if company.moving else None
            region = state.cards[new].card.fact("region") if new else None
            printed = regions().get(region or "", {}).get("type")
            kind = path_types(state, [printed], "")[0] if printed else None
            if new is not None and kind in condition.not_to_region_type:
                return Verdict.refuse("not-playable-at-site", f"{card.name} may not be played on a company moving "
                                      f"to a site in a {kind} ({state.label(state.cards[new])} is in {region}).")
        if condition.company_wounded and (company is None or not any(
                c.wounded for c in state.characters(company.id))):
            return Verdict.refuse("condition-missing", f"{card.name} needs a company with a wounded character.")
        if condition.company_with and (company is None or not any(
                c.card.race in condition.company_with for c in state.characters(company.id))):
            return Verdict.refuse("invalid-target", f"{card.name} needs a company with a "
                                  f"{' or '.join(condition.company_with)}.")
        if condition.company_with_named and (company is None or not any(
                fold(c.card.name) == fold(condition.company_with_named) for c in state.characters(company.id))):
            return Verdict.refuse("invalid-target", f"{card.name} needs a company with {condition.company_with_named}.")
        if condition.company_with_skill and (company is None or not any(
                condition.company_with_skill in values.skills(state, c) for c in state.characters(company.id))):
            return Verdict.refuse("invalid-target", f"{card.name} needs a company with a "
                                  f"{condition.company_with_skill.lower()}.")
        if condition.company_with_item and (company is None or not any(
                i.card.subtype in condition.company_with_item and serves(card, i.card)
                for c in state.characters(company.id) for i in state.attached(c.id))):
            return Verdict.refuse("invalid-target", f"{card.name} needs a company with a "
                                  f"{' or '.join(s.lower() for s in condition.company_with_item)}.")
        if condition.company_without_named and company is not None:
            named = {fold(n) for n in condition.company_without_named}
            member_named = next((m for c in state.characters(company.id) for m in (c, *state.attached(c.id))
                          if (m.card.is_character or m.card.kind == "ally") and fold(m.card.name) in named), None)
            if member_named is not None:
                return Verdict.refuse("invalid-target", f"{card.name} is not played on a company with "
                                      f"{state.label(member_named)}.")
        if condition.company_without and company is not None and any(
                c.card.race in condition.company_without for c in state.characters(company.id)):
            return Verdict.refuse("invalid-target", f"{card.name} is not played on a company with a "
                                  f"{' or '.join(condition.company_without)}.")
        if condition.company_only and company is not None:
            other = next((c for c in state.characters(company.id) if c.card.race not in condition.company_only), None)
            if other is not None:
                return Verdict.refuse("company-of-other-races", f"{card.name} is played on a company of only "
                                      f"{' and '.join(condition.company_only)}: {state.label(other)} is not one.")
        if condition.company_without_allies and company is not None:
            ally = next((i for c in state.characters(company.id) for i in state.attached(c.id)
                         if i.card.kind == "ally"), None)
            if ally is not None:
                return Verdict.refuse("company-with-ally", f"{card.name} is not played on a company with an ally "
                                      f"({state.label(ally)}).")
        if condition.company_without_home_site and company is not None:
            homes = {fold(h) for h in condition.company_without_home_site}
            member_there = next((member for member in state.characters(company.id)
                                 if homes & {fold(h) for h in member.card.fact("home_sites", ())}), None)
            if member_there is not None:
                return Verdict.refuse("invalid-target", f"{card.name} is not played against a company with a "
                                      f"character whose home site is {' or '.join(condition.company_without_home_site)} "
                                      f"({state.label(member_there)}).")
        if condition.not_in_play and state.in_effect(condition.not_in_play):
            return Verdict.refuse("condition-missing", f"{card.name} cannot be played while {condition.not_in_play} "
                                  "is in play.")
        if condition.its_movement_hazard_phase and (state.phase != "movement/hazard" or company is None
                                                    or state.active_company != company.id):
            return Verdict.refuse("wrong-phase", f"{card.name} is played during the movement/hazard phase of "
                                  "its target's company.")
        if condition.site_type:
            site = _site(state, target, company)
            kind = None if site is None else keyed_site_type(state, site) if card.type == "Hazard" \
                else site_type(state, site)   # a hazard: the type of that copy (Hidden Haven's Wizardhaven)
            if kind not in condition.site_type:
                if any(g.scope == "play in a case" and AGENT_ATTACK in g.clause for g in card.gaps):
                    modelled.refuse_case(card, AGENT_ATTACK)   # playable elsewhere after an agent attack failed
                wanted = " or ".join(condition.site_type)
                if site is None and company is not None:
                    return Verdict.refuse("not-playable-at-site", f"{card.name} needs a {wanted}; {company.id} is "
                                          "between sites, at none.")
                where = state.label(site) if site else "no site"
                return Verdict.refuse("not-playable-at-site", f"{card.name} needs a {wanted}; {where} is not one.")
        if condition.site_in_regions:
            verdict = _site_in_regions(state, card, _site(state, target, company if target or user is None
                                                         else state.company_of(user)), condition.site_in_regions)
            if not verdict:
                return verdict
        if condition.site_region_type:
            verdict = _site_region_type(state, card, _site(state, target, company if target or user is None
                                                           else state.company_of(user)), condition.site_region_type)
            if not verdict:
                return verdict
        if condition.stored_at_site:
            verdict = _stored_at_site(state, card, _site(state, target, company), condition.stored_at_site)
            if not verdict:
                return verdict
        if condition.site_tapped:
            site = _site(state, target, company)
            if site is None or not site.tapped:
                return Verdict.refuse("not-playable-at-site", f"{card.name} is played at a tapped site"
                                      + (f"; {state.label(site)} is untapped." if site is not None else "."))
        if condition.site_untapped:
            site = _site(state, target, company)
            if site is None or site.tapped:
                return Verdict.refuse("site-tapped", f"{card.name} is played at an untapped site"
                                      + (f"; {state.label(site)} is tapped." if site is not None else "."))
        if condition.site_offers:
            site = _site(state, target, company)
            if site is None or not _site_offers(state, site, condition.site_offers, company):
                return Verdict.refuse("not-playable-at-site", f"{card.name} is played at a site where "
                                      f"{condition.site_offers.capitalize()} is playable"
                                      + (f"; {state.label(site)} lists none." if site is not None else "."))
        if condition.site_not:
            site = _site(state, target, company)
            kind = next((k for k in condition.site_not if site is not None and _site_is(site.card, k)), None)
            if kind is not None and site is not None:
                return Verdict.refuse("not-playable-at-site", f"{card.name} is not played on a {kind}; "
                                      f"{state.label(site)} is one.")
        if condition.company:
            # in the organization phase a company that played a new site card is the one moving (its new site is
            # revealed in its movement/hazard phase; CRF 22, Choosing a New Site)
            moving = company is not None and (company.moving or (
                state.phase == "organization" and company.destination is not None))
            if (condition.company == "moving") != moving:   # said as the phrase of what is wrong
                return Verdict.refuse("company-moving" if moving else "company-staying", f"{card.name} is only "
                                      f"playable on a company that is {condition.company}.")
        if condition.site_path_has:
            types = company_types(state, company) if company else []
            if types.count(condition.site_path_has) < condition.site_path_at_least:
                many = f"{condition.site_path_at_least} {condition.site_path_has}s" if \
                    condition.site_path_at_least > 1 else f"a {condition.site_path_has}"
                code = "site-path-short" if condition.site_path_at_least > 1 else "condition-missing"
                have = types.count(condition.site_path_has)
                return Verdict.refuse(code, f"{card.name} needs a company with {many} in its site "
                                      f"path; {company.id if company else 'it'} has {have}.")
        if condition.target_untapped and target in state.cards and state.cards[target].tapped:
            return Verdict.refuse("card-tapped", f"{card.name} is only playable on an untapped card; "
                                  f"{state.label(state.cards[target])} is tapped.")
        for key, decide in REGISTRY.conditions.items():  # the conditions a rule family decides
            if getattr(condition, key):
                verdict = decide(state, card, condition, target)
                if not verdict:
                    return verdict
        if condition.target_race:
            race = state.cards[target].card.race if target in state.cards else None
            if race not in condition.target_race:
                what = "creatures" if target in state.cards and state.cards[target].card.is_creature else "characters"
                return Verdict.refuse("invalid-target", f"{card.name} is only playable on "
                                      f"{' or '.join(condition.target_race)} {what}.")
        verdict = _combat_conditions(state, card, condition, target)
        if not verdict:
            return verdict
    return Verdict.allow()


def _composed(state: State, card: Card, condition: Condition, target: str | None, user: str | None) -> Verdict:
    """``any_of``: one of the conditions holds (else the first one's refusal is given); ``none_of``: none does."""
    if condition.any_of:
        found = [check_conditions(state, card, (one,), target, user) for one in condition.any_of]
        if not any(found):
            return found[0]
    for one in condition.none_of:
        if check_conditions(state, card, (one,), target, user):
            # a "not" about the target alone is a target it may not be played on ("non-environment"); so is one about
            # the site of a card played on a site ("other than Isengard": Guarded Haven)
            on_site = card.trait("target") == "site"
            about_target = all(key.startswith("target_") or (on_site and key.startswith("site_"))
                               for key in one.model_fields_set)
            return Verdict.refuse("invalid-target" if about_target else "condition-missing",
                                  f"{card.name} cannot be played: {_said(one)}.")
    return Verdict.allow()


def _said(condition: Condition) -> str:
    """A condition that holds, in a few words for a refusal ("in_play Doors of Night")."""
    return ", ".join(f"{key.replace('_', ' ')} {value if not isinstance(value, tuple) else ' or '.join(value)}"
                     for key, value in condition.model_dump(exclude_defaults=True).items())


# a hero event does not target a minion (or Balrog) site, nor a minion event a hero site (CRF 22, Site)
OPPOSED_SITES = {"Hero": ("Minion", "Balrog"), "Minion": ("Hero",)}


# a hero item is no condition of a minion resource, nor a minion item of a hero resource (CoE 9.2.4; CRF 22, Rulings
# by Term > MELE vs. METW): neither as what the resource needs nor as what it acts on
OPPOSED_ITEMS = {"Hero": "Minion", "Minion": "Hero"}


def serves(card: Card, item: Card) -> bool:
    """May ``item`` fulfil a condition of ``card`` (or be the item it acts on)? Not an item of the other side for a
    hero or minion resource (CoE 9.2.4); a card of any other kind or alignment is not concerned."""
    return item.kind != "item" or card.type != "Resource" or item.alignment != OPPOSED_ITEMS.get(card.alignment)


def _other_side(state: State, card: Card, inst: Instance) -> Verdict:
    return Verdict.refuse("item-of-other-side", f"{card.name} is a {card.alignment.lower()} resource and "
                          f"{state.label(inst)} a {inst.card.alignment.lower()} item: it fulfils no condition of "
                          "it (CoE 9.2.4).")


def is_ring(card: Card) -> bool:
    """A gold ring item, or a special ring item (one a ring test may give: the facts' ``ring_test_result``)."""
    return card.subtype == "Gold Ring Item" or bool(card.fact("ring_test_result"))


def _item_of_kind(card: Card, kinds: tuple[str, ...]) -> bool:
    """An item of one of ``kinds``: its subtype, one of its keywords, its name (a card played on "the bearer of" an
    item named), or "non-gold ring" (a special ring)."""
    special_ring = "non-gold ring" in kinds and is_ring(card) and card.subtype != "Gold Ring Item"
    return card.kind == "item" and (card.subtype in kinds or card.name in kinds
                                    or any(k in kinds for k in card.keywords) or special_ring)


def check_site_alignment(state: State, card: Card, target: str | None) -> Verdict:
    """A hero event does not target a minion site, nor a minion event a hero site (CRF 22, Site; CoE 9.3.5). Only
    events: an item's or an ally's ability may (the White Hand rules as corrected, "resource event card": CRF 22,
    Rulings by Term > Fallen-wizard). And an event acting on an attack, a site's automatic-attack too, does not act
    on the site: resources of either alignment affect the automatic-attacks of a site of either (CoE 9.3.F2; CRF 22,
    Fallen-wizard). A Fallen-wizard player's spell and magic resources are not asked (the playing family's
    ``card_events.check_sites_side``, CoE 9.3.F3)."""
    site = state.cards.get(target or "")
    if site is None or not site.card.is_site or card.kind not in ("short-event", "long-event", "permanent-event") \
            or card.name in facts("events_at_either_sides_sites")["cards"]:  # the exception the ruling names
        return Verdict.allow()
    if site.card.alignment in OPPOSED_SITES.get(card.alignment, ()):
        return Verdict.refuse("site-of-other-alignment", f"{card.name} is a {card.alignment.lower()} event and "
                              f"{state.label(site)} a {site.card.alignment.lower()} site (CRF 22, Site).")
    return Verdict.allow()


def _combat_conditions(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    inst = state.cards.get(target or "")
    if condition.target_wounded and (inst is None or not inst.wounded):
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on a wounded character.")
    if condition.wounded_by:
        race = state.turn.per_turn.get(("wounded by", inst.id)) if inst is not None else None
        wanted = set(condition.wounded_by) | {RACE_WORDS.get(r, r) for r in condition.wounded_by}
        if race not in wanted:
            return Verdict.refuse("invalid-target", f"{card.name} needs a character wounded this turn by "
                                  f"{' or '.join(condition.wounded_by)}.")
    if condition.target_tapped and (inst is None or not inst.tapped):
        return Verdict.refuse("card-untapped", f"{state.label(inst) if inst else 'That'} is not tapped.")
    if condition.target_unwounded and inst is not None and inst.wounded:
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on an unwounded character.")
    if condition.target_mind_at_most is not None and inst is not None \
            and values.mind(state, inst) > condition.target_mind_at_most:
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on a character of mind "
                              f"{condition.target_mind_at_most} or less; {state.label(inst)} has "
                              f"{values.mind(state, inst)}.")
    if condition.target_skill and (inst is None or condition.target_skill not in values.skills(state, inst)):
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on a {condition.target_skill.lower()}.")
    if condition.target_subtype and (inst is None or inst.card.subtype not in condition.target_subtype):
        kinds = " or ".join(subtype.lower() for subtype in condition.target_subtype)
        return Verdict.refuse("invalid-target", f"{card.name} acts on {a(kinds)}"
                              + (f"; {state.label(inst)} is not one" if inst is not None else "") + ".")
    if condition.target_keyword and (inst is None or not _has_keyword(state, inst, condition.target_keyword)):
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on a {condition.target_keyword}"
                              + (f"; {state.label(inst)} is not one" if inst is not None else "") + ".")
    if condition.target_alignment and (inst is None or inst.card.alignment not in condition.target_alignment):
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on a "
                              f"{' or '.join(a.lower() for a in condition.target_alignment)} card.")
    if condition.target_unique and (inst is None or not inst.card.fact("unique")):
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on a unique card.")
    if condition.target_non_unique and (inst is None or inst.card.fact("unique") or inst.card.is_site):
        why = "a site counts as unique for it" if inst is not None and inst.card.is_site else "it is unique"
        return Verdict.refuse("target-unique", f"{card.name} acts on a non-unique card; "
                              f"{state.label(inst) if inst is not None else 'its target'}: {why} (CRF 22).")
    if condition.opponent_discard_pile_at_most is not None:
        pile = state.in_zone(DISCARD, state.resource_player if card.type == "Hazard" else state.hazard_player)
        if len(pile) > condition.opponent_discard_pile_at_most:   # which come at random: the card's gap
            modelled.refuse_case(card, "at random")
    if condition.target_named and (inst is None or inst.card.name != condition.target_named):
        # a manifestation of the named card is not that card (CRF 22, Rulings by Term > Manifestations)
        return Verdict.refuse("invalid-target", f"{card.name} is only playable on {condition.target_named}"
                              + (f"; {inst.name} is another card" if inst is not None else "") + ".")
    if condition.target_bearing and (inst is None or not any(
            held.card.name == condition.target_bearing and serves(card, held.card)
            for held in state.attached(inst.id))):
        return Verdict.refuse("invalid-target", f"{card.name} is played on the character bearing "
                              f"{condition.target_bearing}" + (f"; {inst.name} does not" if inst else "") + ".")
    if condition.target_not_bearing and inst is not None and any(
            held.card.name == condition.target_not_bearing for held in state.attached(inst.id)):
        return Verdict.refuse("invalid-target", f"{card.name} is not playable on a character bearing "
                              f"{condition.target_not_bearing}; {inst.name} bears it.")
    if condition.target_bears and (inst is None or not any(
            _item_of_kind(held.card, condition.target_bears) and serves(card, held.card)
            for held in state.attached(inst.id))):
        return Verdict.refuse("invalid-target", f"{card.name} is played on a character bearing "
                              f"{a(' or '.join(condition.target_bears))}"
                              + (f"; {state.label(inst)} bears none" if inst is not None else "") + ".")
    if condition.target_bearer_wounded:
        bearer = state.cards.get(inst.attached_to or "") if inst is not None else None
        if bearer is None or not bearer.card.is_character or not bearer.wounded:
            return Verdict.refuse("invalid-target", f"{card.name} acts on an item a wounded character bears"
                                  + (f"; {state.label(inst)} is not one" if inst is not None else "") + ".")
    if condition.target_ring and (inst is None or not is_ring(inst.card)):
        return Verdict.refuse("invalid-target", f"{card.name} acts on a ring"
                              + (f"; {state.label(inst)} is none" if inst is not None else "") + ".")
    if condition.target_not_ring and inst is not None and is_ring(inst.card):
        return Verdict.refuse("invalid-target", f"{card.name} does not act on a ring; {state.label(inst)} is one.")
    if condition.site_named:   # the target site, the target company's, or that of the target card's company
        company = (state.companies.get(target) or (state.company_of(inst.id) if inst is not None else None)
                   if target else company_for(state, card, None))   # no target: the active company's site
        site = _site(state, target, company)
        if site is None or site.card.name != condition.site_named:
            return Verdict.refuse("not-playable-at-site", f"{card.name} is only playable at {condition.site_named}.")
    if condition.target_site_has_own:
        verdict = _site_has_own(state, card, inst, condition.target_site_has_own)
        if not verdict:
            return verdict
    combat = state.combat
    if condition.facing_attack:
        # the target character's company, or the target company ("playable on a company facing ...", Morgul-knife)
        company = (state.companies.get(target) or state.company_of(target)) if target else None
        if combat is None or company is None or company.id != combat.attack.company:
            return Verdict.refuse("not-facing-attack", f"{card.name} needs a character of the company facing an "
                                  "attack.")
    if condition.attack_races:
        if combat is None or not of_race(combat.attack, condition.attack_races):
            return Verdict.refuse("invalid-target", f"{card.name} acts on an attack by "
                                  f"{' or '.join(condition.attack_races)}.")
    if condition.attack_kinds:
        kinds_wanted = [kind for k in condition.attack_kinds for kind in HAZARD_CREATURE_KINDS.get(k, (k,))]
        if combat is None or combat.attack.kind not in kinds_wanted:
            return Verdict.refuse("invalid-target", f"{card.name} acts on an attack of the kind "
                                  f"{' or '.join(condition.attack_kinds)}.")
    if condition.company_size_at_most is not None and (inst is not None or target in state.companies):
        company = state.company_of(inst.id) if inst is not None else state.companies[target or ""]
        size = size_of(state, state.characters(company.id)) if company else 0   # Hobbits count half (CoE 2.II.3.1.1)
        if size > condition.company_size_at_most:
            return Verdict.refuse("company-too-big", f"{card.name} needs a company of "
                                  f"{condition.company_size_at_most} or fewer.")
    return Verdict.allow()


# the attacks a hazard creature makes: a creature's own, and an Ahunt's (the engine's reading: an Ahunt is a Dragon
# manifestation, CoE glossary, and its attack a hazard's); combat names its kinds of attack
# (``attacks.HAZARD_CREATURES``)
HAZARD_CREATURE_KINDS = {"hazard creature": ("creature", "ahunt")}


def site_is(site: Card, kind: str) -> bool:
    """Is the site of this kind: an Under-deeps site, or a Dragon's lair (``_site_is``)?"""
    return _site_is(site, kind)


def _site_is(site: Card, kind: str) -> bool:
    """Is the site an Under-deeps site, or a Dragon's lair (the engine's reading: a site one of whose printed
    automatic-attacks is a Dragon's)?"""
    if kind == "Under-deeps":
        return bool(site.fact("under_deeps"))
    return any(str(spec.get("race", "")).rstrip("s") == "Dragon" for spec in site.fact("automatic_attacks", ()))


def _stored_at_site(state: State, card: Card, site: Instance | None, name: str) -> Verdict:
    """A card of ``name`` stored at the site: in its player's marshalling point pile, stored at a site of its name
    (an item's ``stored_at``, organization/storing.py)."""
    if site is not None and any(inst.zone == MP_PILE and inst.owner == site.owner and fold(inst.card.name) ==
                                fold(name) and inst.stored_at == site.card.name for inst in state.cards.values()):
        return Verdict.allow()
    where = state.label(site) if site is not None else "a site"
    return Verdict.refuse("not-stored-there", f"{card.name} is playable only where {name} is stored; it is not "
                          f"stored at {where}.")


def _site_in_regions(state: State, card: Card, site: Instance | None, regions: tuple[str, ...]) -> Verdict:
    """``site_in_regions``: the site lies in one of the regions named (its region as its card prints it)."""
    if site is None or site.card.fact("region") not in regions:
        where = f"{state.label(site)} lies in {site.card.fact('region')}" if site is not None else "there is no site"
        return Verdict.refuse("not-playable-at-site", f"{card.name} needs a site in {', '.join(regions[:-1])} or "
                              f"{regions[-1]}; {where}.")
    return Verdict.allow()


def _site_region_type(state: State, card: Card, site: Instance | None, types: tuple[str, ...]) -> Verdict:
    """``site_region_type``: the site lies in a region of one of these types (its region as its card prints it)."""
    region = site.card.fact("region") if site is not None else None
    kind = regions().get(region or "", {}).get("type")
    if kind not in types:
        where = f"{state.label(site)} lies in {region}, a {kind}" if site is not None else "there is no site"
        return Verdict.refuse("not-playable-at-site", f"{card.name} needs a site in a {' or a '.join(types)}; "
                              f"{where}.")
    return Verdict.allow()


def _site_offers(state: State, site: Instance, what: str, company: Company | None) -> bool:
    """Does the site's card list ``what`` as playable there, or does an effect of this turn let the company's player
    play it there as though it did (the ``information playable`` hook: A Panoply of Wings)?"""
    if listed_playable(state, site).get(what):
        return True
    player = company.owner if company is not None else site.controller
    return what == "information" and any(offered(state, site, player) for offered in
                                         REGISTRY.hooks("information playable"))


def _site(state: State, target: str | None, company: Company | None) -> Instance | None:
    """The site targeted, or the one the target's company is at (none while it is between sites, CoE 2.IV.5)."""
    if target in state.cards and target_kind(state.cards[target]) == "site":   # a card used as a site too (Morannon)
        return state.cards[target]
    return state.cards[company.site] if company and not company.en_route else None


def choose_mode(card: Card, mode: str, revealing: bool = False) -> Mode:
    """The effect the player chose (CRF Timing, Annotation 27): required when the card has alternatives, unless
    one of them is unnamed, the effect of a card whose text only lets its player choose something more."""
    modes = [m for m in card.modes if (m.on_guard if revealing else m.from_hand)]
    if mode:
        wanted = mode.casefold().removeprefix("choosing ").strip()
        for m in modes:
            if m.name.casefold() == wanted:
                if m.not_modelled:
                    raise NotModelledError(f"the engine does not model {card.name}'s {m.name} yet: {m.not_modelled}")
                return m
        names = [m.name for m in modes if m.name]
        close = nearest(mode, names)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise InputError(f"{card.name} has no effect called {mode!r}{hint} (its effects: "
                         f"{', '.join(names) or 'just one, unnamed'})")
    if len(modes) == 1 and modes[0].not_modelled:
        raise NotModelledError(f"the engine does not model {card.name} yet: {modes[0].not_modelled}")
    unnamed = [m for m in modes if not m.name]
    if len(modes) > 1 and len(unnamed) == 1:  # the card's effect when nothing it lets one choose is chosen
        return unnamed[0]                      # ("you may choose ...", The Evenstar): its one unnamed mode
    if len(modes) > 1:
        raise ChoiceNeededError(f"{card.name} has alternative effects; say which: " +
                                " or ".join(f"', choosing {m.name}'" for m in modes))
    return modes[0]


def possible_targets(state: State, card: Card) -> list[str | None]:
    """Every target worth asking ``check`` about for the card (``legal_actions``): None when it has none."""
    kind = card.target
    if not kind:
        return [None]
    found: list[str | None] = []
    if kind in ("company", "on-guard card", "site path"):
        found += list(state.companies)
    if kind == "environment":
        found += [i.id for i in state.cards.values() if i.zone == IN_PLAY and "Environment" in i.card.keywords]
    elif kind == "hazard event":
        found += [i.id for i in state.cards.values() if i.zone == IN_PLAY and i.card.type == "Hazard"
                  and is_hazard_event(state, i)]
    elif kind in (NAZGUL_EVENT, TAPPED_NAZGUL):
        found += [i.id for i in state.cards.values() if tapped_nazgul(state, i)
                  or (kind == NAZGUL_EVENT and nazgul_in_play(state, i))]
    elif kind == "resource event":
        found += [i.id for i in state.cards.values() if i.card.type == "Resource" and (
            (i.zone == IN_PLAY and i.card.kind == "long-event") or (i.zone == CHAIN and i.card.kind == "short-event"))]
    elif kind == "site path":
        found += [i.id for i in state.cards.values() if i.zone == IN_PLAY and i.card.is_site]
    elif kind == "stored item":
        found += [i.id for i in state.cards.values() if i.zone == MP_PILE and i.card.kind == "item"]
    elif kind == ELIMINATED_CREATURE:
        found += [i.id for i in state.cards.values() if eliminated_creature(i)]
    elif kind == ELIMINATED_CHARACTER:
        found += [i.id for i in state.cards.values() if i.card.is_character and i.zone == OUT_OF_PLAY and i.eliminated]
    elif kind == "faction":
        found += [i.id for i in state.cards.values() if i.zone in (IN_PLAY, MP_PILE) and i.card.kind == "faction"]
    elif kind in (PILE_CARD, PLAY_DECK_CARD, DISCARD_PILE_CARD, OPPONENTS_DISCARD_CARD):
        found += [i.id for i in state.cards.values() if i.zone in target_zones(card)]
    elif kind not in ("company", "on-guard card", "hazard event", "resource event", "faction", *OWN_PILE_CARDS,
                      OPPONENTS_DISCARD_CARD,
                      NAZGUL_EVENT, TAPPED_NAZGUL, ELIMINATED_CREATURE, ELIMINATED_CHARACTER):
        found += [i.id for i in state.cards.values() if i.zone == IN_PLAY and (
            (i.card.is_character and kind == "character") or (target_kind(i) == "site" and kind == "site")
            or i.card.kind == kind)]
    return found


def _site_has_own(state: State, card: Card, inst: Instance | None, name: str) -> Verdict:
    """A card of ``name`` controlled by the target's controller, in play at the target's site, with a company there
    (either player's card of that site: one place) or as an agent: the card targets it too, so the opponent's does
    not count (CRF 22, Gollum's Fate), nor a manifestation of it under another name (CRF 22, My Precious)."""
    company = state.company_of(inst.id) if inst is not None else None
    if inst is None or company is None:
        return Verdict.refuse("invalid-target", f"{card.name} needs a target in a company.")
    theirs, here = None, state.cards[company.site].card.name
    for other in state.cards.values():
        if other.zone != IN_PLAY or other.card.name != name:   # by name: a manifestation of it is another card
            continue                                            # (CRF 22, My Precious is not Gollum)
        there = state.company_of(other.id)
        where = state.cards[there.site].card.name if there is not None else other.agent_site
        if where == here:
            if other.controller == inst.controller:
                return Verdict.allow()
            theirs = other
    if theirs is not None:   # the playing family's reason (CoE 9.3.3): asked by code, as every rule does
        return Verdict.refuse("opponents-card", f"{card.name} also targets {name}, and {state.label(theirs)} is "
                              f"{theirs.controller}'s: a resource cannot target the other player's cards.")
    return Verdict.refuse("condition-missing", f"{card.name} also targets {name}: {inst.controller}'s {name} must "
                          f"be at {state.label(state.cards[company.site])}.")


def _has_keyword(state: State, inst: Instance, keyword: str) -> bool:
    """The target has this keyword: printed, or, for Leader, a card on him makes him one (``leaders``)."""
    return keyword in inst.card.keywords or (keyword == leaders.LEADER and leaders.is_leader(state, inst))
