"""Influence attempts against an opponent's cards: characters, allies, factions, items (CoE 8.1-8.4; CRF 22,
Site Phase > Influence Attempts).

In his site phase, once his company has entered its site, the resource player may tap an untapped character
to try to influence away one of the hazard player's cards ("Alice taps Aragorn II to influence Gimli."):
a character, an ally or an item at the same site, or a faction playable at the character's site. Not in
his first turn (turns 1 and 2 here, one for each player), at most once a turn (CRF 22: one attempt against
the opponent's resources a turn), never against an avatar or a card an avatar controls (nor anything of a
Wizard's, CRF 22; nor a Ringwraith follower, controlled or waiting for a Ringwraith, CoE 2.II.2.1.R6), never
against a card whose text forbids it (``control.kept_from_opponent``: Army of the Dead's erratum), and not with an
avatar played this turn (as either of a Balrog player's two character actions, CoE 2.II.2.2.B2). An item needs an
identical card revealed from hand (", revealing a second Dagger of Westernesse"); for the others revealing one is
optional, and makes the number to beat zero (CoE 8.2, 8.3).

When it resolves (the site does not tap, CRF 22), the resource player rolls, then the hazard player:
roll + the influencer's unused direct influence (and, against a character, what is left of his direct influence
toward characters alone: ``control.against_characters``, Trifling Ring) - the hazard player's unused general
influence - his roll
- the unused direct influence of the character controlling the card (a follower, an ally, an item) +
other modifications (a faction's standard modifications; a card on his Fallen-wizard modifying his checks against
hero resources by his stage points, ``stage_point_modifications``: Fool's Bane), against the target's mind (an ally, a
character), the faction's number, or the mind of the item's bearer. More succeeds: the card is discarded
with what it controls but its followers; with a card revealed, that card is played with the influencer
(a character under general influence if it has room, else as his follower if he can; otherwise it stays in
the hand; so it does for a character of mind over five revealed by a Fallen-wizard player, whose limit is his own,
not one printed on the card that 8.4 sets aside: CoE 2.II.2.2.F1; the engine's reading). A failed attempt discards
the revealed card (CoE 8.4). A revealed card its player may not play there
(a card giving marshalling points at a Wizardhaven a fortress protects) still brings the number to zero, and stays
in the hand after a success (CoE 8.F3; CRF 22, Wizardhaven). Characters at copies of a site of the same name, one
player's version or the other's, are at the same site (the engine's reading, as for company versus company combat).

A success against a character an effect keeps from being discarded (Elf-song at a Haven) has no effect: he and
what he controls stay, and a revealed card stays in the hand (the engine's reading: the attempt did not fail, so
8.4 does not discard it, and there is no place for it in play).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..agents import agent_influence
from ..players import alignments, ringwraith_followers
from ..organization import control
from ..organization.played_this_turn import played_this_turn
from .actions import InfluenceOpponent
from ..core import modelled, queries
from ..core.cards import fold
from ..core.chain import RESOURCE, Declared
from ..core.errors import InputError, Verdict
from ..combat.company_combat import INFLUENCED
from .modifiers import modifiers
from . import attempts_from_afar, factions_under_cards, influence_cards, stage_point_modifications
from ..core.state import DISCARD, HAND, IN_PLAY, MP_PILE, Instance, State
from ..primitives import values

if TYPE_CHECKING:
    from .actions import InfluenceFaction
    from ..game import Game



def as_attempt(action: InfluenceFaction) -> InfluenceOpponent:
    return InfluenceOpponent(action.player, action.character, action.faction)


def is_against_opponent(state: State, ref: str, player: str) -> bool:
    """The card named is one of the other player's in play (or a faction in his marshalling point pile)."""
    inst = state.find(ref)
    return inst.controller != player and inst.zone in (IN_PLAY, MP_PILE)


def _controller_of(state: State, target: Instance) -> Instance | None:
    """The character controlling the card: the follower's controller, the ally's or item's bearer."""
    if target.card.is_character:
        return state.cards.get(target.follower_of or "")
    holder = state.cards.get(target.attached_to or "")
    return holder if holder is not None and holder.card.is_character else None


def _site_name(state: State, inst: Instance) -> str | None:
    """The name of the site the card is at: each player has his own copy, perhaps another version, of a site, and
    two companies at copies of the same name are at the same site (as for company versus company combat)."""
    company = state.company_of(inst.id)
    return fold(state.cards[company.site].card.name) if company else None


def check_declaring(s: State, influencer: Instance, target: Instance) -> Verdict:
    """The conditions of CoE 8.1 that do not depend on where the influencer stands: not in a player's first turn,
    once a turn, never against an avatar or what one controls, nor a card whose text forbids it, nor with an avatar
    played this turn (an event that makes the attempt from afar asks them too: Old Road, from_afar.py)."""
    if s.turn.number <= 2:
        return Verdict.refuse("first-turn", "No influence attempt against the other player's cards in a "
                              "player's first turn (CoE 8.1).")
    if s.turn.per_turn.get(INFLUENCED):
        return Verdict.refuse("one-attempt-a-turn", "An influence attempt against the other player's cards has "
                              "been made this turn already (CoE 8.1; CRF 22, Influence Attempts).")
    boss = _controller_of(s, target)
    if ringwraith_followers.is_ringwraith_follower(target):   # an avatar card still (R5), never influenced away
        return Verdict.refuse("against-ringwraith-follower", f"{s.label(target)} is a Ringwraith follower, "
                              "controlled or waiting for a Ringwraith: he cannot be influenced away (CoE "
                              "2.II.2.1.R6).")
    if control.is_avatar(target) or (boss is not None and control.is_avatar(boss)):
        return Verdict.refuse("against-avatar", f"{s.label(target)} is an avatar or controlled by one (CoE 8.1; "
                              "CRF 22, Influence Attempts).")
    if control.kept_from_opponent(target):
        return Verdict.refuse("not-influenced-by-opponent", f"{s.label(target)} may not be influenced by an "
                              "opponent (its text, CRF 22 erratum).")
    if control.is_avatar(influencer) and influencer.id in played_this_turn(s):
        return Verdict.refuse("avatar-played-this-turn", f"{s.label(influencer)} was played this turn (CoE 8.1).")
    return Verdict.allow()


def opposing(s: State, player: str, target: Instance, theirs: int) -> list[tuple[int, str]]:
    """What the other player sets against an attempt on his card (CoE 8.3 steps 3-5): his unused general influence
    (and a Ringwraith's or Balrog's extra), his roll, the alignments' modifier, the controlling character's unused
    direct influence."""
    other = s.opponent(player)
    parts = [(-control.unused_general_influence(s, other), f"{other}'s general influence"),
             alignments.extra_general_influence(s, other), (-theirs, f"{other}'s roll"),
             alignments.cross_alignment_modifier(s, player, target)]
    boss = _controller_of(s, target)
    if boss is not None:
        parts.append((-control.unused_direct_influence(s, boss.id), f"{s.label(boss)}'s direct influence"))
    return parts


def check(game: Game, action: InfluenceOpponent) -> Verdict:
    from ..site_phase.site_resources import acting_character
    from ..site_phase.playable import playable_here
    s = game.state
    target = s.find(action.target)
    modelled.refuse_in_play(s, "opponent influence")
    kind = target.card.kind
    if kind not in ("character", "ally", "faction", "item") or not is_against_opponent(s, target.id, action.player):
        raise InputError(f"{s.label(target)} is not a character, ally, faction or item of the other player's")
    if kind == "faction":   # a card in play changing attempts on factions, not modelled
        alignments.refuse_in_play_for(s, "faction influence", action.player)
    verdict, company = acting_character(game, action.player, action.character)
    if not verdict or company is None:
        return verdict
    influencer = s.find(action.character)
    verdict = check_declaring(s, influencer, target)
    if not verdict:
        return verdict
    boss = _controller_of(s, target)
    afar = attempts_from_afar.card_for(s, influencer)   # he need not be at that site (Prophet of Doom)
    if afar is not None:
        attempts_from_afar.regions_counted(s, influencer, target, boss)   # refused now if they cannot be counted
    elif kind == "faction":
        if not playable_here(s, target.card, s.cards[company.site]):
            return Verdict.refuse("not-playable-at-site", f"{target.name} is not playable at "
                                  f"{s.label(s.cards[company.site])}.")
    elif _site_name(s, boss or target) != fold(s.cards[company.site].card.name):
        return Verdict.refuse("not-at-same-site", f"{s.label(target)} is not at {s.label(s.cards[company.site])} "
                              "(CoE 8.1).")
    if kind == "item" and any(i.card.kind == "permanent-event" for i in s.attached(target.id)):
        return Verdict.refuse("item-has-event", f"A permanent-event is on {s.label(target)} (CoE 8.1).")
    if action.revealing:
        shown = s.find(action.revealing)
        if shown.zone != HAND or shown.owner != action.player or shown.card.key != target.card.key:
            return Verdict.refuse("not-identical", f"{s.label(shown)} is not a card of that name in "
                                  f"{action.player}'s hand (CoE 8.2).")
        verdict = alignments.check_revealed(s, action.player, shown, s.cards[company.site])
        if not verdict:
            return verdict
    elif kind == "item":
        return Verdict.refuse("not-identical", "An item is influenced only by revealing an identical item from "
                              "hand (CoE 8.1).")
    return game.responding(action.player)


def declare(game: Game, action: InfluenceOpponent) -> None:
    s = game.state
    character, target = s.find(action.character), s.find(action.target)
    s.tap(character.id)
    s.turn.per_turn[INFLUENCED] = 1
    revealed = s.find(action.revealing).id if action.revealing else ""
    s.reveal((revealed,) if revealed else (), s.players)   # shown from his hand (CoE 8.2): the kernel's record
    game.declare(Declared(action.player, "influence-opponent", target.id, character.id, target.id,
                          data={"revealed": revealed}), RESOURCE)


def _needed(state: State, target: Instance, revealed: bool) -> int:
    """The number to beat (CoE 8.3): zero when an identical non-item card was revealed."""
    kind = target.card.kind
    if revealed and kind != "item":
        return 0
    if kind == "faction":   # in play: its text may give another number ("once in play, ... is 0")
        return target.card.fact("influence_number_in_play", target.card.fact("influence_number", 0))
    if kind == "item":
        bearer = state.cards.get(target.attached_to or "")
        return control.mind(state, bearer) if bearer is not None else 0
    return values.mind(state, target)


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    influencer, target = s.cards[entry.actor], s.cards[entry.target]
    who = s._name(entry.actor)
    if influencer.zone != IN_PLAY or target.zone not in (IN_PLAY, MP_PILE):
        s.log.append(f"{who}'s influence attempt has no effect: {'the influencer' if influencer.zone != IN_PLAY else s.label(target)} is gone")
        return True
    agent = agent_influence.is_agent_hazard(influencer)   # an agent hazard's attempt (CoE 8.5)
    if agent and agent_influence.automatic(s, influencer, entry, target):   # no roll (Twisted Tales)
        terms = agent_influence.terms_of(entry)
        _succeeds(s, entry, influencer, target, None, f"{who}'s influence attempt succeeds automatically "
                  f"({terms.by if terms else ''}: {s.label(target)} is playable at one of {who}'s home sites)")
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{who}'s influence attempt")
    if "against" not in entry.data:
        entry.data["against"] = entry.roll
        entry.roll = None
        return game.wait_for_roll(entry, s.opponent(entry.player), f"the roll against {who}'s influence attempt")
    own, theirs = entry.data["against"], entry.roll
    other = s.opponent(entry.player)
    boss = _controller_of(s, target)
    influence, source, counts = influence_cards.influence_value(s, influencer.id, target.card.kind == "faction")
    afar = attempts_from_afar.card_for(s, influencer)
    if afar is not None:   # half his player's unused general influence instead (Prophet of Doom)
        (influence, source), counts = attempts_from_afar.influence_part(s, afar, influencer), False
    parts = [(own, "roll"), (influence, source if afar is not None else f"{who}'s {source}"),
             (-control.unused_general_influence(s, other), f"{other}'s general influence"),
             alignments.extra_general_influence(s, other),
             (-theirs, f"{other}'s roll"),
             (0, "") if agent else alignments.cross_alignment_modifier(s, entry.player, target)]
    if agent and agent_influence.without_general_influence(entry):   # Will not Come Down
        del parts[2:4]
    if agent:
        parts += agent_influence.modifiers(s, influencer, target)
        parts += agent_influence.card_modifiers(s, influencer, target, entry)   # the card that let him (Good Sense)
    if boss is not None:
        parts.append((-control.unused_direct_influence(s, boss.id), f"{s.label(boss)}'s direct influence"))
    if target.card.is_character and counts and (toward := control.against_characters(s, influencer.id)):
        parts.append((toward, f"{who}'s direct influence against characters"))   # Trifling Ring
    if target.card.kind == "faction":
        parts += modifiers(s, influencer.id, target, counts)
    else:   # a hero ally or item, by his stage points (Fool's Bane); a faction's are in ``modifiers``
        parts += stage_point_modifications.modifications(s, influencer.id, target)
    parts += influence_cards.one_off(s, influencer.id)   # a card played on his check (New, Old Friendship)
    if afar is not None:
        parts.append(attempts_from_afar.region_part(s, afar, attempts_from_afar.regions_counted(s, influencer,
                                                                                               target, boss)))
    total = sum(v for v, _ in parts)
    revealed = s.cards.get(entry.data.get("revealed") or "")
    needed = 0 if agent and agent_influence.needed_is_zero(s, influencer, target) else \
        _needed(s, target, revealed is not None)
    shown = " ".join(f"{v:+d} ({why})" for v, why in parts if v).lstrip("+")
    if total > needed:
        _succeeds(s, entry, influencer, target, revealed, f"{who}'s influence attempt: {shown} = {total} > {needed}")
    else:
        s.log.append(f"{who}'s influence attempt: {shown} = {total}, not more than {needed}: it fails")
        if revealed is not None and revealed.zone == HAND:
            s.move(revealed.id, DISCARD)
            s.log.append(f"{s.label(revealed)}, revealed, is discarded")
    return True


def _succeeds(state: State, entry: Declared, influencer: Instance, target: Instance, revealed: Instance | None,
              said: str) -> None:
    """The attempt succeeds (``said``: how, for the log): the target is discarded (returned to its owner's hand by
    Will not Come Down), and a card revealed comes into play."""
    to_hand = agent_influence.returned_to_hand(entry)
    gone = "returned to its owner's hand" if to_hand else "discarded"
    state.move(target.id, HAND if to_hand else DISCARD)
    if target.zone == IN_PLAY:   # an effect keeps him (Elf-song at a Haven): the success changes nothing
        state.log.append(f"{said}, but {state.label(target)} cannot be {gone}: it has no effect")
        return
    state.log.append(f"{said}: {state.label(target)} is {gone}")
    if revealed is not None and revealed.zone == HAND:
        play_revealed(state, influencer, revealed)
    attempts_from_afar.discard_unsupported(state)   # a faction gone may leave too few (Prophet of Doom)


def play_revealed(state: State, influencer: Instance, card: Instance) -> None:
    """The identical card comes into play with the influencer, without tapping the site (CoE 8.4), unless its player
    may not play it there: a card giving marshalling points at a site where another player's card bars them (a
    protected Wizardhaven) was revealed all the same, and stays in the hand (CoE 8.2, 8.F3; CRF 22, Wizardhaven)."""
    barred = queries.veto("may play card", state, card.owner, card.card)
    if not barred:
        state.log.append(f"{state.label(card)} stays in the hand: {barred.sentence}")
        return
    kind = card.card.kind
    if kind == "faction":
        state.move(card.id, MP_PILE)
        factions_under_cards.gather(state, card.owner, card)   # under Sentinels of Númenor
    elif kind in ("item", "ally"):
        state.move(card.id, IN_PLAY, attached_to=influencer.id)
    elif kind == "character":
        if not (allowed := alignments.check_character(state, card.owner, card)):   # a player's limit, not the card's
            state.log.append(f"{state.label(card)} stays in the hand: {allowed.sentence}")
            return
        room = control.general_influence(state, card.owner) - control.general_influence_used(state, card.owner)
        follower = control.available_direct_influence(state, influencer.id, card) >= control.mind(state, card) \
            and control.non_follower(influencer)
        if control.mind(state, card) > room and not follower:
            state.log.append(f"{state.label(card)} stays in the hand: no influence has room for him")
            return
        state.move(card.id, IN_PLAY)
        card.company = influencer.company
        card.follower_of = None if control.mind(state, card) <= room else influencer.id
    state.log.append(f"{state.label(card)} comes into play with {state.label(influencer)}")
