"""Playing events from hand, and resolving what a card does (CoE 2.IV.vii.3, 5, 9).

Hazards are played by the hazard player during a company's movement/hazard
phase and count against its hazard limit; resources by the resource player.
A card's own conditions (its target, ``playable_if``) are checked when it is
declared and its target again when it resolves (CRF Targets, Annotation 8).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..movement_hazard import ahunts as ahunt
from ..primitives import card_effect, effects
from ..primitives import values
from ..combat import timing as combat_timing, company_combat, named_creatures
from . import barred_magic, duplication, lent_site_taps, magic, orcs_and_hero_resources
from ..hazards import creature_grants, hazard_limit as hazards, nazgul_events
from ..players import adopted_attributes, alignments, fallen_wizard_sideboard, multi_player, wizard_opponents
from ..primitives.unique import check_unique
from ..core import modelled
from ..core.behaviour import Attack, CopyAutomaticAttacks, Mode, StatedOutcome, TurnOnController, walk
from ..core.cards import Card
from ..core.registry import REGISTRY
from ..items.family import ITEM_FROM_HAND, ITEM_IN_PLAY
from ..core.chain import HAZARD, RESOURCE, Declared, cancel
from ..primitives.conditions import (OPPONENTS_DISCARD_CARD, OWN_PILE_CARDS, bearing_lost, check_card_conditions,
                                     check_site_alignment, check_target, choose_mode, resolve_target, target_zones,
                                     untargeted)
from ..hazards.keys import timing
from ..core.errors import ChoiceNeededError, InputError, NotModelledError, Verdict, a
from ..primitives.positions import check_untap_effects, check_untapped
from ..core.state import CHAIN, DISCARD, HAND, IN_PLAY, State
from ..corruption.corruption_cards import CORRUPTION_CARD

if TYPE_CHECKING:
    from .actions import PlayEvent
    from ..game import Game


MAGIC = frozenset({"Magic", "Spell", "Ritual", "Sorcery", "Spirit-magic", "Shadow-magic", "Light-enchantment"})

AS_RESOURCE = "as a resource"   # the words of a hazard's clause of the scope "play in a case": its resource use


def check_play_event(game: Game, action: PlayEvent) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    card = inst.card
    if card.kind == "item" and not action.target:
        for answer in REGISTRY.hooks(ITEM_FROM_HAND):  # a special ring in place of a gold ring tested (items), which
            verdict = answer(game, action.player, inst)   # says where it may come from (a Lesser Ring from a pile)
            if verdict is not None:
                return verdict
    if not (held := s.in_hand(action.player, inst)):
        return held
    as_event = card.is_creature and "/" in card.subtype and any(m.name for m in card.modes)
    if card.is_creature and "/" in card.subtype:  # a creature or an event (Mouth of Sauron): played as the event,
        modelled.refuse(card, ("mode", "play"))     # which its entry gives as a named mode (Beorning Skin-changers),
        if not as_event:                            # else it is not modelled and the engine says so (never silent)
            raise NotModelledError(modelled.message(card, f"played as a {card.subtype.split('/')[1].lower()} "
                                                          "instead of a creature"))
    if card.kind in ("item", "ally", "faction", "character", "site", "region") or (card.is_creature and not as_event):
        raise InputError(f"{card.name} is {a(card.kind)}; it is not played with 'plays ... on ...'")
    verdict = check_unique(s, inst)
    if not verdict:
        return verdict
    if MAGIC.intersection(card.keywords):  # who may use it: a character whose magic is not modelled says so
        modelled.refuse_in_play(s, "magic")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    verdict = company_combat.check_card(s, card, action.player, as_hazard(s, card, action.player, action.as_resource))
    if not verdict:
        return verdict
    if "Corruption" in card.keywords and s.chains:
        return Verdict.refuse("must-start-chain", f"{card.name} is a corruption card: it can only be played to "
                              "start a new chain of effects, not in response.")
    if may_attack(card) and (s.chains or s.combat is not None):
        return Verdict.refuse("must-start-chain", f"{card.name} may create an attack: it can only be played to start "
                              "a new chain of effects, and not during combat (CoE 3.1.1).")
    if timing(card, "moving_or_hazard_player"):  # Twilight in a multi-player game (CRF 22)
        verdict = multi_player.check_twilight(s, action.player, resolve_target(s, card, action.target))
        if not verdict:
            return verdict
    if action.as_resource:
        verdict = check_as_resource(s, card, action.player)
        if not verdict:
            return verdict
    if card.type == "Hazard" and not as_hazard(s, card, action.player, action.as_resource) and \
            any(g.scope == "play in a case" and AS_RESOURCE in g.clause for g in card.gaps):
        modelled.refuse_case(card, AS_RESOURCE)   # its text's resource use, not modelled (Great Secrets Buried There)
    if as_hazard(s, card, action.player, action.as_resource):
        verdict = hazards.check_hazard_play(game, action.player, card)
    elif action.player != s.resource_player and s.phase != "free council" and not action.as_resource and \
            not company_combat.plays_resources(s, action.player) and not in_opponents_turn(card):
        # both may there (CoE 10.3.i), the defender (3.V); its text may say "during opponent's ..." (Wizard's Laughter)
        verdict = Verdict.refuse("wrong-player", f"Only the resource player plays resources such as {card.name}.")
    elif action.player == s.resource_player and in_opponents_turn(card):
        verdict = Verdict.refuse("own-turn", f"{card.name} is played only in the other player's turn, by the "
                                 "hazard player.")
    elif card.kind == "long-event" and s.phase != "long-event":
        verdict = Verdict.refuse("wrong-phase", f"{card.name} is a resource long-event: it is played in the "
                                 "long-event phase (CoE 2.III.2).")
    elif not timing(card, "any_time"):
        verdict = _resource_window(game)
    if not verdict:
        return verdict
    if action.mode:   # a use chosen that is not modelled is refused as such, before its target is judged by the
        choose_mode(card, action.mode)   # card's target kind, which may be another use's (Inner Cunning)
    if action.target or not any(m.untargeted_if for m in card.modes):   # else once its use is chosen
        verdict = check_target(s, card, action.target)
        if not verdict:
            return verdict
    target = resolve_target(s, card, action.target)
    if card.target in OWN_PILE_CARDS:   # a search of its player's pile: a card in play may cancel it (Bane)
        modelled.refuse_in_play(s, "searching")
    if card.target == OPPONENTS_DISCARD_CARD and target and s.cards[target].owner == action.player:
        return Verdict.refuse("invalid-target", f"{card.name} acts on a card of the other player's discard pile; "
                              f"{s.label(s.cards[target])} is in {action.player}'s own.")
    if card.target in OWN_PILE_CARDS and target and s.cards[target].owner != action.player:
        return Verdict.refuse("invalid-target", f"{card.name} takes a card from its player's own "
                              f"{s.cards[target].zone}; {s.label(s.cards[target])} is in {s.cards[target].owner}'s.")
    if not as_hazard(s, card, action.player, action.as_resource):
        verdict = check_own_target(s, card, target, action.player)
        if not verdict:
            return verdict
    verdict = check_playable(s, card, target, action.player)  # its own conditions, before any choice of effect
    if not verdict:
        return verdict
    mode = choose_mode(card, action.mode)
    if not action.target and not untargeted(card, mode, target):   # a use played on a target only
        verdict = check_target(s, card, action.target)
        if not verdict:
            return verdict
    verdict = named_creatures.check_named(s, card, mode.effects, s.find(action.named).id if action.named else "",
                                          action.player, target)   # a creature named as it is played (The Hunt)
    if not verdict:
        return verdict
    verdict = check_actor(game, action, card, mode)
    if not verdict:
        return verdict
    actor = s.find(action.actor).id if action.actor else None
    verdict = barred_magic.check(s, card, action.player, actor, target)   # In the Heart of His Realm
    if not verdict:
        return verdict
    verdict = orcs_and_hero_resources.check(s, card, mode, action.player, target, actor)  # CoE 9.3.F1, 5.F3
    if not verdict:
        return verdict
    verdict = lent_site_taps.check(s, card, mode, target, action.player)   # a host's rescue site card (CoE 3.III.6)
    if not verdict:
        return verdict
    verdict = check_playable(s, card, target, action.player, mode, actor)
    if verdict:
        verdict = check_untap_effects(s, mode.effects, target)
    if verdict:
        verdict = card_effect.check(s, card, mode.effects, target)
    if verdict and as_hazard(s, card, action.player, action.as_resource):
        verdict = hazards.check_hazard_target(s, card, target)
    if not verdict:
        return verdict
    if "returns-to-site-of-origin" in card.mode_traits(mode) and s.combat is not None:
        return Verdict.refuse("attack-under-way", f"{card.name} would return a company to its site of origin: "
                              "that cannot be declared in the middle of an attack.")
    verdict = combat_timing.check(s, card, mode, target, s.find(action.actor).id if action.actor else None)
    if not verdict:
        return verdict
    verdict = duplication.check(s, card, target, mode, action.player)
    if not verdict:
        return verdict
    if "Corruption" in card.keywords and target in s.cards and \
            s.turn.per_turn.get((CORRUPTION_CARD, corruption_subject(s, target))):
        subject = s.cards[corruption_subject(s, target)]
        return Verdict.refuse("one-corruption-card", f"A corruption card was played on {s.label(subject)} "
                              "this turn already.")
    if card.target == "on-guard card" and not s.on_guard(target):
        return Verdict.refuse("not-on-guard", f"No card is on-guard on {target}.")
    return Verdict.allow()


def corruption_subject(state: State, target: str) -> str:
    """The character a corruption card played on ``target`` counts against, one a turn (CoE 7.2.1): the target, or
    the character bearing the target item (The Ring's Betrayal, played on his ring: the engine's reading)."""
    inst = state.cards[target]
    bearer = inst.attached_to
    return bearer if inst.card.kind == "item" and bearer is not None and bearer in state.cards else target


def check_own_target(state: State, card: Card, target: str, player: str) -> Verdict:
    """A resource does not target the other player's characters or resources (CoE 9.3.3; CRF 22, Rulings by Term >
    Targets), unless its text says it may (``targets_opponents``): a character, an ally, an item or a faction he
    controls, or a company of his. A card kept in the sideboard for a Fallen-wizard opponent is taken only when
    its player has one (CoE 1.6.1, ``players/fallen_wizard_sideboard.py``)."""
    inst = state.cards.get(target) if target else None
    kept = fallen_wizard_sideboard.refusal(state, inst) if inst is not None else None
    if kept is not None:
        return kept
    if card.trait("targets_opponents") or not target:
        return Verdict.allow()
    if inst is not None:
        theirs = inst.controller != player and (inst.card.is_character or inst.card.type == "Resource")
    else:
        company = state.companies.get(target)
        theirs = company is not None and company.owner != player
    if theirs:
        what = state.label(inst) if inst is not None else target
        return Verdict.refuse("opponents-card", f"{card.name} is {player}'s resource: it cannot target {what}, "
                              "which is the other player's (CoE 9.3.3).")
    return Verdict.allow()


def in_opponents_turn(card: Card) -> bool:
    """A resource its text has played in the other player's turn (the condition ``in_opponents_turn``)."""
    return card.type == "Resource" and any(c.in_opponents_turn for c in card.trait("playable_if", ()))


def may_attack(card: Card) -> bool:
    """A card whose resolution may create an attack (CRF Combat > Attack, [CoE 2002])."""
    return any(isinstance(e, (Attack, TurnOnController, CopyAutomaticAttacks)) or (isinstance(e, StatedOutcome) and "attack" in e.may)
               for m in card.modes for e in walk(m.effects))


ANY_CHARACTER = "any"   # ``actor_skill`` of a card any of its player's characters may tap to play (Praise to Elbereth)


def check_actor(game: Game, action: PlayEvent, card: Card, mode: Mode) -> Verdict:
    """A card played by tapping a character with a skill ("Scout only. Tap scout ..."), or any character
    (``actor_skill = "any"``): that character taps as it is declared."""
    s = game.state
    conditions = tuple(card.trait("playable_if", ())) + tuple(mode.playable_if)
    skill = next((c.actor_skill for c in conditions if c.actor_skill), "")
    if not skill:
        if action.actor:
            raise InputError(f"{card.name} is not played by tapping a character; write '{action.player} plays "
                             f"{card.name}'")
        return Verdict.allow()
    if not action.actor:
        who = "character" if skill == ANY_CHARACTER else skill.lower()
        raise ChoiceNeededError(f"{card.name} is played by tapping a {who}: write '{action.player} taps "
                                f"CHARACTER to play {card.name}'")
    actor = s.find(action.actor, "character")
    if actor.zone != IN_PLAY or not actor.card.is_character or actor.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(actor)} is not {action.player}'s character in play.")
    if skill != ANY_CHARACTER and skill not in values.skills(s, actor):
        return Verdict.refuse("invalid-target", f"{card.name} needs a {skill.lower()}; {s.label(actor)} is not one.")
    return check_untapped(s, actor)


def check_playable(state: State, card: Card, target: str | None, player: str, mode: Mode | None = None,
                   actor: str | None = None) -> Verdict:
    """The conditions' ``check_playable`` for the card ``player`` plays: the site's alignment as he is bound by it
    (``check_sites_side``), then the card's and its use's conditions."""
    verdict = check_sites_side(state, card, target, player)
    if not verdict:
        return verdict
    return check_card_conditions(state, card, target, mode, actor)


def check_sites_side(state: State, card: Card, target: str | None, player: str) -> Verdict:
    """A hero event does not target a minion site, nor a minion event a hero site (``check_site_alignment``), but a
    Fallen-wizard player's spell and magic resources (a card with its ``magic``: Spell, Sorcery, Shadow-magic,
    Spirit-magic) are bound by no such restriction (CoE 9.3.F3)."""
    if card.type == "Resource" and card.fact("magic") and \
            alignments.alignment_of(state, player) == alignments.FALLEN_WIZARD:
        return Verdict.allow()
    return check_site_alignment(state, card, target)


def as_hazard(state: State, card: Card, player: str, as_resource: bool = False) -> bool:
    """Is the card played as a hazard? A hazard its text lets be played as a resource (Twilight) is not when the
    resource player plays it, nor when the other player says he plays it as a resource (``as_resource``). A resource
    its text lets be played as a hazard (Sudden Call) is one when a player other than the resource player plays it,
    and so is a card that is a hazard for its player's kind of player (``hazard_for``: Sudden Call for Wizard and
    Fallen-wizard players, CRF 22)."""
    if wizard_opponents.is_hazard_for(state, card, player):
        return True
    if card.type == "Resource" and card.fact("playable_as_hazard"):
        return player != state.resource_player and not as_resource
    return card.type == "Hazard" and not ((player == state.resource_player or as_resource)
                                          and card.fact("playable_as_resource"))


def counts_against_limit(state: State, card: Card, player: str, as_resource: bool = False) -> bool:
    """A hazard played from hand counts one against the hazard limit, unless its text says it does not, or it is
    played on an automatic-attack in the site phase (``timing.automatic_attacks``)."""
    return as_hazard(state, card, player, as_resource) and not timing(card, "any_time") and \
        not timing(card, "not_against_limit") and not (state.phase == "site" and timing(card, "automatic_attacks"))


def check_as_resource(state: State, card: Card, player: str) -> Verdict:
    """A player says he plays a card as a resource: only a hazard its text lets be played as a resource, and by the
    player whose turn it is not only when its text lets it be played in any player's turn (Twilight: "at any point
    during any player's turn"; CRF 22, Twilight: as a resource in the opponent's turn too)."""
    if not card.fact("playable_as_resource"):
        return Verdict.refuse("not-playable-as-resource", f"{card.name} cannot be played as a resource.")
    if player != state.resource_player and not timing(card, "any_time"):
        return Verdict.refuse("wrong-player", f"Only the resource player plays {card.name} as a resource.")
    return Verdict.allow()


def _resource_window(game: Game) -> Verdict:
    """No resources between two companies' movement/hazard phases (CRF Annotation 25a), none after a return."""
    s = game.state
    if s.phase == "movement/hazard" and s.active_company is None and s.turn.mh_done:
        return Verdict.refuse("between-movement-hazard-phases", "A company's movement/hazard phase has ended: no "
                              "resource may be played until the next company's draws or the site phase.")
    return hazards.phase_over(s)


def play_event(game: Game, action: PlayEvent) -> None:
    s = game.state
    inst = s.find(action.card)
    if inst.card.kind == "item" and any(put(game, action.player, inst) for put in REGISTRY.hooks(ITEM_IN_PLAY)):
        return
    if action.actor:
        s.tap(s.find(action.actor).id)
    mode = choose_mode(inst.card, action.mode)
    target = resolve_target(s, inst.card, action.target)
    if counts_against_limit(s, inst.card, action.player, action.as_resource):
        hazards.count_against_limit(s)
    if "Corruption" in inst.card.keywords and target in s.cards:
        s.turn.per_turn[(CORRUPTION_CARD, corruption_subject(s, target))] = 1
    s.move(inst.id, CHAIN)
    data: dict = {"effects": mode.effects}
    if action.actor:  # the character tapped to play it, whom ``who = "actor"`` selects (his corruption check)
        data["actor"] = s.find(action.actor).id
    if inst.card.kind == "short-event":
        data["board"] = board(s)
    if action.named:   # the creature named (The Hunt)
        data[named_creatures.NAMED] = s.find(action.named).id
    game.declare(Declared(action.player, "event", inst.id, target=target, mode=mode.name, data=data),
                 HAZARD if as_hazard(s, inst.card, action.player, action.as_resource) else RESOURCE)


def _target_there(state: State, card: Card, target: str) -> bool:
    """The target is still in play (or, for a card that cancels environments or resource events, still declared
    in a chain; a faction in its player's marshalling point pile, where factions are in play, CoE glossary; for
    one played on a stored item, still stored; a card to be brought back still in its sideboard or discard pile)."""
    zone = state.cards[target].zone
    return zone in target_zones(card) or (card.target in ("environment", "resource event") and zone == CHAIN)


def board(state: State) -> str:
    """The board state: ``describe`` without the chains and what the engine waits for, with combat, companies,
    check supporters, the regions and sites treated as another type this turn (Choking Shadows) and the creatures a
    card allowed this turn (Dragon's Desolation), the tapped Nazgûl bound for the hand (Morgul-horse) and the company
    whose cards may be stored as the next actions (an effect to come, CoE 5.1.2: News Must Get Trough), the items
    a character may give away next (Pledge of Conduct), and the cards revealed to each player (``revealed_to``:
    revealing a card is an action that changes the board state, CRF 22, Rulings by Term > Actions; a hand shown by
    Rolled down to the Sea)."""
    shown = [line for line in state.describe().splitlines() if not line.startswith(("Chain ", "Waiting for:"))]
    granted = [v for k, v in state.turn.per_turn.items() if isinstance(k, tuple) and k[0] == creature_grants.KEY]
    return "\n".join(shown + [repr(state.combat), repr(state.attacks), repr(list(state.companies.values())),
                               repr(state.check_support), repr(state.turn.treated), repr(state.turn.effect_order),
                               repr(granted), repr(nazgul_events.marked(state)), repr(state.storing_offer),
                               repr(state.transfer),
                               repr(sorted((i.id, i.revealed_to) for i in state.cards.values() if i.revealed_to))])


def resolve_event(game: Game, entry: Declared) -> bool:
    """An event (played or revealed) resolves: its effects, then it stays in play or is discarded."""
    s = game.state
    inst = s.cards[entry.card]
    if entry.data.get("pc", 0) == 0 and not entry.data.get("started"):
        entry.data["started"] = True
        if entry.target and entry.target in s.cards and not _target_there(s, inst.card, entry.target):
            where = "in play" if IN_PLAY in target_zones(inst.card) else "where it was"
            return cancel(game.state, entry, f"its target {s._name(entry.target)} is no longer {where} (Annotation 8)")
        lost = bearing_lost(s, inst.card, entry.target)
        if lost:   # played on the bearer of a card he bears no more (CoE 9.2.1)
            return cancel(game.state, entry, f"its target {s._name(entry.target)} no longer bears {lost} (CoE 9.2.1)")
        if counts_against_limit(s, inst.card, entry.player) and entry.kind == "event" \
                and not hazards.within_limit_at_resolution(s):
            return cancel(game.state, entry, "the hazard limit has been exceeded (CoE 2.IV.iii.1)")
        modelled.refuse(inst.card, ("resolution",))   # what it does as it resolves, not modelled
    if not effects.run(game, entry, entry.data.get("effects", ())):
        return False
    duplication.note_resolved(s, inst.card, next((m for m in inst.card.modes if m.name == entry.mode), None))
    if s.cards[inst.id].zone == CHAIN:
        said = entry.data.get("stays_in_play")   # an effect's word on it (False: To Get You Away taking no one)
        if said or (said is None and stays_in_play(inst.card)):
            adopted_attributes.return_to_hand(s, inst)   # another Shapeshifter of his goes back (its text)
            s.move(inst.id, IN_PLAY, attached_to=entry.target or None)
            magic.note_user(s, inst, entry)   # a magic card: who used it, kept while it stays in play
            s.log.append(f"{s.label(inst)} comes into play" + (f" on {s._name(entry.target)}" if entry.target
                                                                  else ""))
            ahunt.on_play(game, inst)
        elif changed_nothing(s, entry):
            s.move(inst.id, HAND)
            s.log.append(f"{s.label(inst)} changed nothing: it goes back to {inst.owner}'s hand (CoE 5.1.2)")
        else:
            s.move(inst.id, DISCARD)
    return True


def stays_in_play(card: Card) -> bool:
    """A permanent-event (of that subtype alone) stays in play when it resolves, though its entry attaches it to
    nothing (CoE 5.3: Bad Company, whose text changes what its player may do while it is in play); one that moved
    itself as it resolved (to a marshalling point pile, off to the side) is where its effects put it."""
    return card.subtype == "Permanent-event"


def changed_nothing(state: State, entry: Declared) -> bool:
    """A short-event that resolved with no roll and the board as it was when declared (CoE 5.1.2)."""
    return "board" in entry.data and not entry.data.get("rolled") and entry.data["board"] == board(state)


def resolve_passive(game: Game, entry: Declared) -> bool:
    """A passive condition's effects; cancelled if its source left play (CRF Passive Conditions). Declared once
    for several copies of its card set off at the same time (``data["also"]``), it is cancelled only if every
    one has left, and a card to discard after its effect is discarded, every copy (CoE 9.6.7)."""
    s = game.state
    sources = [s.cards[ref] for ref in (entry.card, *entry.data.get("also", ())) if ref in s.cards]
    if not any(source.zone == IN_PLAY for source in sources) and not entry.data.get("source_gone"):
        s.log.append(f"{entry.label(s)}: canceled, {s._name(entry.card)} is no longer in play")
        return True
    if not effects.run(game, entry, entry.data["effects"]):
        return False
    for source in sources if entry.data.get("once") else ():
        if source.zone == IN_PLAY:
            s.move(source.id, DISCARD)
            s.log.append(f"{s.label(source)} is discarded after its effect")
    return True
