"""What a card in play may do when tapped (``abilities`` in its behaviour), and a character's home-site right.

"Alice taps Gollum to cancel the attack." taps the card and declares its
ability, which resolves like an event (its conditions are checked at
declaration). Any character may also tap to cancel one automatic-attack at a
home site named on his card (CoE 2.V.ii.5; CRF Site Phase > Automatic-attacks):
"Alice taps Saruman to cancel the automatic-attack."

The cost is paid at declaration: the card taps or, for an ability whose cost is
discarding the card, it is discarded ("Alice discards Thrór's Map to untap The
Lonely Mountain."; an item's bearer is the character using it). An ability used
on a card in play (its ``target``) checks its conditions on that card, and an
effect untapping that card asks the rules whether its user may untap it (``may
be untapped by``: a character untaps only the site he is at, CRF 22, Site).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..combat import defenders
from ..players import as_your_ringwraith
from ..items import in_use, palantiri
from ..combat.strikes import current_strike
from . import beginning_of_phase, granted_abilities, hazard_uses, magic, resource_actions, return_cancels, searching
from .actions import CheckToUse, DiscardToUse, ReturnToUse, UseAbility
from .tap_abilities import BEARER_TAPS, HOME_SITE, TAPPING, find_ability, said, site_abilities
from ..primitives import effects
from ..primitives import skills, values
from ..core.listing import Listing
from ..core.behaviour import Ability, Condition, HazardCancel, Heal, Mode, walk
from ..core.chain import RESOURCE, Declared
from ..core.errors import InputError, NotModelledError, Verdict, a
from ..core import queries
from ..core.registry import REGISTRY
from ..primitives.conditions import (check_conditions, check_hazard_event, check_playable, check_site_alignment,
                                     target_kind)
from ..primitives.positions import check_untap_effects, check_untapped
from ..core.state import DISCARD, HAND, IN_PLAY, MP_PILE, PLAY_DECK, Instance, State

if TYPE_CHECKING:
    from .actions import UseItem
    from ..core.actions import Action
    from ..game import Game



DISCARDING = ("discard card",)
RETURNING = ("return card to hand",)   # the card back to its owner's hand is the cost (ReturnToUse)
CHECKING = ("corruption check",)   # nothing taps: the user's corruption check is the cost
USING = (*CHECKING, "tap card afterwards", "no cost")   # used, not tapped, at declaration ("Alice uses ... to ...")
AFTERWARDS = "tap card afterwards"   # the card taps as the ability resolves, if it is untapped then
PLAYABLE_AT_SITE = "playable at the site"   # the query: may this card be played at this site, as listed there


def _ability(state: State, inst: Instance, name: str, costs: tuple[str, ...] = TAPPING) -> Ability:
    ability = find_ability(state, inst, name, costs=costs)
    assert ability is not None
    return ability


def user(state: State, inst: Instance) -> str:
    """Who uses the card's ability: the character bearing it (an item), or the card itself."""
    bearer = state.cards.get(inst.attached_to or "")
    return bearer.id if bearer is not None and bearer.card.is_character else inst.id


def _check_own(state: State, player: str, inst: Instance) -> Verdict:
    """The card is the player's, in play; a faction he played lies in his marshalling point pile, where its text
    may still be used (A Panoply of Wings: "Discard this faction ...")."""
    if inst.card.kind == "faction" and inst.zone == MP_PILE and inst.owner == player:
        return Verdict.allow()
    if inst.zone != IN_PLAY:
        # a card discarded as the price of an action is gone with its declaration (CRF 22, Annotation 6; CoE 9.2.3)
        return Verdict.refuse("card-not-in-play", f"{state.label(inst)} is not in play.")
    if inst.controller != player:
        return Verdict.refuse("not-a-character", f"{state.label(inst)} is not {player}'s card in play.")
    return _check_in_use(state, inst)


def _check_in_use(state: State, item: Instance) -> Verdict:
    """An item's abilities work only while it is in use (CoE 6.1): not for a bearer who cannot use it, nor once he
    has begun to use another shield, armor or helmet in its place (6.1.3; ``items/in_use.py``); a Palantír's, only
    with its bearer able to use it, which a card gives (its text; ``items/palantiri.py``)."""
    if item.card.kind == "item" and palantiri.is_palantir(item):
        verdict = palantiri.able_to_use(state, item)
        if not verdict:
            return verdict
    if item.card.kind != "item" or in_use.in_use(state, item):
        return Verdict.allow()
    bearer = state.cards.get(item.attached_to or "")
    whose = f"{state.label(bearer)} does not use it" if bearer is not None else "no character bears it"
    return Verdict.refuse("item-not-in-use", f"{state.label(item)} is not in use: {whose} (CoE 6.1, 6.1.3).")


def check_use(game: Game, action: UseAbility | CheckToUse) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    ability = _ability(s, inst, action.ability, USING if isinstance(action, CheckToUse) else TAPPING)
    verdict = _check_own(s, action.player, inst)
    if not verdict:
        return verdict
    verdict = as_your_ringwraith.check_ability(s, inst, ability)   # a follower, none his card prints (CoE 2.II.2.1.R7)
    if not verdict:
        return verdict
    if inst.card.type == "Hazard" or inst.agent_site is not None:   # an agent hazard's own text too (Anarin)
        return hazard_uses.check(game, action.player, inst, ability, action.target)
    verdict = resource_actions.check_turn(s, action.player, inst.card, ability.in_opponents_phases)
    if not verdict:
        return verdict
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    verdict = _check_cost(s, inst, ability)
    if not verdict:
        return verdict
    verdict = granted_abilities.check(s, inst, ability)   # an ability lent for the turn: its conditions, now
    if not verdict:
        return verdict
    company = s.company_of(inst.id)
    for condition in ability.playable_if:
        if condition.actor_skill and condition.actor_skill not in values.skills(s, s.cards[user(s, inst)]):
            return Verdict.refuse("bearer-lacks-skill", f"{s.label(inst)} is used by a {condition.actor_skill.lower()}; "
                                  f"{s._name(user(s, inst))} is not one.")
        if condition.actor_skill_before and \
                not skills.had_skill(s, s.cards[user(s, inst)], inst, condition.actor_skill_before):
            return Verdict.refuse("bearer-lacks-skill", f"{s.label(inst)} does this for a bearer who was a "
                                  f"{condition.actor_skill_before.lower()} without it; {s._name(user(s, inst))} "
                                  "was not one.")
        if condition.actor_magic_before and \
                not magic.could_use(s, s.cards[user(s, inst)], inst, condition.actor_magic_before):
            return Verdict.refuse("cannot-use-magic", f"{s.label(inst)} does this for a bearer who could use "
                                  f"{condition.actor_magic_before.lower()} without it; {s._name(user(s, inst))} "
                                  "could not.")
        if condition.actor_race and s.cards[user(s, inst)].card.race not in condition.actor_race:
            return Verdict.refuse("invalid-target", f"{s.label(inst)} is used by a bearer who is a "
                                  f"{' or '.join(condition.actor_race)}; {s._name(user(s, inst))} is not one.")
        size = len(defenders.defenders(s, company.id)) if company else 0
        if condition.company_size_at_most is not None and size > condition.company_size_at_most:
            return Verdict.refuse("condition-missing", f"{s.label(inst)}'s company has {size} characters; "
                                  f"the ability needs {condition.company_size_at_most} or fewer.")
        if condition.strike_on_other_of:
            verdict = _check_strike_on_other(s, inst, condition.strike_on_other_of)
            if not verdict:
                return verdict
        if condition.strike_on_bearer or condition.strike_on_itself:
            verdict = _check_strike_on_bearer(s, inst, itself=condition.strike_on_itself)
            if not verdict:
                return verdict
        if condition.attack_races:   # the attack being faced is by one of these races
            verdict = check_conditions(s, inst.card, (Condition(attack_races=condition.attack_races),), None)
            if not verdict:
                return verdict
    if ability.name == HOME_SITE:
        verdict = _check_home_site(s, inst)
        if not verdict:
            return verdict
    if ability.at_beginning_of:
        verdict = beginning_of_phase.check(s, action.player, ability)
        if not verdict:
            return verdict
    if return_cancels.cancels_return(ability):   # the effect it cancels, declared earlier in this chain
        verdict = return_cancels.check(game, inst, action.target)
    else:
        verdict = _check_taking(s, action, ability)
    if not verdict:
        return verdict
    if ability.target is None and ability.cancels_hazard is None:   # its conditions (the phase ...); one used on a
        verdict = check_conditions(s, inst.card, ability.playable_if, None, user(s, inst))   # card: checked on it
        if not verdict:
            return verdict
    return resource_actions.check(s, action.player, inst.card, Mode(name=ability.name, effects=ability.effects,
                                                                    playable_if=ability.playable_if), "", user(s, inst),
                                  ability.in_opponents_phases)


def _check_cost(state: State, inst: Instance, ability: Ability) -> Verdict:
    """The card taps (``tap card``), its bearer does (``tap bearer``) or both do: each must be untapped (CoE 9.2.3).
    A corruption check as the cost is made by a character: the card's user."""
    if ability.corruption_check is not None and not state.cards[user(state, inst)].card.is_character:
        return Verdict.refuse("not-a-character", f"{state.label(inst)} is borne by no character to make its "
                              "corruption check.")
    if ability.cost in USING:
        return Verdict.allow()
    if ability.cost not in BEARER_TAPS:
        return check_untapped(state, inst)
    bearer = state.cards.get(inst.attached_to or "")
    if bearer is None or not bearer.card.is_character:
        return Verdict.refuse("not-a-character", f"{state.label(inst)} is borne by no character to tap.")
    if ability.cost == "tap card and bearer":
        verdict = check_untapped(state, inst)
        if not verdict:
            return verdict
    return check_untapped(state, bearer)


def _check_strike_on_bearer(state: State, inst: Instance, itself: bool = False) -> Verdict:
    """The strike being resolved is against the card's bearer (an item's, an ally's controller) or the card; with
    ``itself``, against the card alone (an ally's own strike)."""
    strike = current_strike(state)
    if strike is None or strike.result != "rolling":
        return Verdict.refuse("no-strike-sequence", "No strike is being resolved.")
    if strike.character not in ((inst.id,) if itself else (inst.id, inst.attached_to)):
        whom = inst.id if itself else inst.attached_to or inst.id
        return Verdict.refuse("not-this-strike", f"{state.label(inst)} acts on a strike against "
                              f"{state._name(whom)}; the strike being resolved is "
                              f"{state._name(strike.character)}'s.")
    return Verdict.allow()


def _check_taking(state: State, action: UseAbility | DiscardToUse | CheckToUse, ability: Ability) -> Verdict:
    """The card an ability acts on: taken from a pile (of the kind it takes), a declared hazard it cancels, or a
    card in play it is used on."""
    if ability.cancels_hazard is not None:
        return _check_hazard_cancel(state, action, ability.cancels_hazard)
    if ability.target is not None:
        return _check_used_on(state, action, ability)
    also = action.also if isinstance(action, UseAbility) else ()
    if ability.takes is None:
        if action.target or also:
            raise InputError(f"'{action.ability}' does not take a card")
        return Verdict.allow()
    if not action.target:
        raise InputError(f"say which card: '{action.player} taps {action.card} to {action.ability} CARD'")
    taken = [state.find(name) for name in (action.target, *also)]
    if len(taken) > ability.takes.up_to:
        return Verdict.refuse("invalid-target", f"{state.label(state.find(action.card))} takes "
                              f"{ability.takes.up_to} card{'s' if ability.takes.up_to > 1 else ''} at most.")
    if len({c.id for c in taken}) < len(taken):
        raise InputError("the same card is named twice")
    for chosen in taken:
        verdict = _check_taken(state, action, ability, chosen)
        if not verdict:
            return verdict
    return Verdict.allow()


def _check_taken(state: State, action: UseAbility | DiscardToUse | CheckToUse, ability: Ability,
                 chosen: Instance) -> Verdict:
    """One card the ability takes: in the pile it takes from, of the kind it takes."""
    assert ability.takes is not None
    zones = (DISCARD, PLAY_DECK) if ability.takes.pile == "play deck or discard pile" else (DISCARD,)
    if chosen.zone not in zones or chosen.owner != action.player:
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is not in {action.player}'s "
                              f"{ability.takes.pile}.")
    if chosen.card.kind in ability.takes.except_kinds:
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is {a(chosen.card.kind)}; "
                              f"{state.label(state.find(action.card))} takes none.")
    if ability.takes.skill_only and not skills.skill_only(chosen.card, ability.takes.skill_only):
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is not a "
                              f"{ability.takes.skill_only.lower()} only card.")
    if ability.takes.events and not (chosen.card.type == ability.takes.events.title()
                                     and chosen.card.kind.endswith("-event")):
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is not {a(ability.takes.events)} event.")
    if ability.takes.magic and chosen.card.fact("magic") not in ability.takes.magic:
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is not a "
                              + " or a ".join(m.lower() for m in ability.takes.magic) + ".")
    if ability.takes.items and (chosen.card.kind != "item" or chosen.card.subtype not in
                                [f"{kind.title()} Item" for kind in ability.takes.items]):
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is not a "
                              + " or a ".join(f"{kind} item" for kind in ability.takes.items) + ".")
    if ability.takes.playable_at_site:
        return _check_playable_at_site(state, state.find(action.card), chosen, ability.takes.playable_at_site)
    return Verdict.allow()


def _check_playable_at_site(state: State, inst: Instance, chosen: Instance, kinds: tuple[str, ...]) -> Verdict:
    """The card taken is of one of ``kinds`` and playable at the site of the card's user (CRF 22, Mistress Lobelia:
    a minor item only where the site or the item lists it as playable; the additional minor item a resource
    tapping the site allows is no listing)."""
    if chosen.card.kind not in kinds:
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is not {' or '.join(a(k) for k in kinds)}.")
    company = state.company_of(inst.id)
    if company is None or company.en_route:
        return Verdict.refuse("invalid-target", f"{state.label(inst)} is at no site.")
    return queries.veto(PLAYABLE_AT_SITE, state, chosen.card, state.cards[company.site])


def _check_used_on(state: State, action: UseAbility | DiscardToUse | CheckToUse, ability: Ability) -> Verdict:
    """The card in play the ability is used on: of its kind, meeting its conditions; an effect that untaps it asks
    whether the card's user may untap it (``may be untapped by``)."""
    kind = ability.target
    assert kind is not None
    if not action.target:
        raise InputError(f"say which {kind}: '{action} {kind.upper()}'")
    inst = state.find(action.card)
    chosen = state.find(action.target, kind)
    if kind == "hazard event":   # a hazard long- or permanent-event in play (Palantír of Osgiliath's discard)
        verdict = check_hazard_event(state, inst.card, chosen)
        if not verdict:
            return verdict
    elif chosen.zone != IN_PLAY or target_kind(chosen) != kind:
        return Verdict.refuse("invalid-target", f"{state.label(chosen)} is not {a(kind)} in play.")
    verdict = check_site_alignment(state, inst.card, chosen.id)   # asked of the card: an event's only (CRF 22 erratum)
    if not verdict:
        return verdict
    verdict = check_conditions(state, inst.card, ability.playable_if, chosen.id, user(state, inst))
    if not verdict:
        return verdict
    return check_untap_effects(state, ability.effects, chosen.id, user(state, inst))


def _check_hazard_cancel(state: State, action: UseAbility | DiscardToUse | CheckToUse, cancel: HazardCancel) -> Verdict:
    """A declared hazard whose target, as the condition of its play, is a company moving to a site in the regions
    named, or the company of the card's user (``own_company``), or an entity associated with that company (its
    characters and the cards they bear; a site is not associated, CRF 22, Rulings by Term > Company)."""
    if not action.target:
        raise InputError(f"say which hazard: '{action.player} taps {action.card} to cancel CARD'")
    hazard = state.find(action.target)
    entry = next((e for c in state.chains for e in c.entries if e.card == hazard.id and e.kind in ("event", "reveal")),
                 None)
    if entry is None or hazard.card.type != "Hazard":
        return Verdict.refuse("invalid-target", f"{state.label(hazard)} is not a hazard declared and waiting to "
                              "resolve.")
    company = state.companies.get(entry.target) or (state.company_of(entry.target) if entry.target else None)
    if cancel.own_company:
        own = state.company_of(state.find(action.card).id)
        if company is None or own is None or company.id != own.id:
            return Verdict.refuse("invalid-target", f"{state.label(hazard)} does not target "
                                  f"{own.id if own else 'the company'} of {state.label(state.find(action.card))}, "
                                  "or an entity associated with it.")
        return Verdict.allow()
    where = state.cards[company.site].card.fact("region") if company is not None else None
    if company is None or not company.moving or where not in cancel.regions:
        return Verdict.refuse("invalid-target", f"{state.label(hazard)} does not target a company moving to a site "
                              f"in {', '.join(cancel.regions)}, or an entity associated with one.")
    return Verdict.allow()


def _check_strike_on_other(state: State, inst: Instance, races: tuple[str, ...]) -> Verdict:
    """The strike being resolved is against another character of these races in the card's company (Fatty Bolger)."""
    strike = current_strike(state)
    if strike is None or strike.result != "rolling":
        return Verdict.refuse("no-strike-sequence", "No strike is being resolved.")
    facing = state.cards[strike.character]
    if facing.id == inst.id or facing.card.race not in races or state.company_of(facing.id) != state.company_of(inst.id):
        return Verdict.refuse("invalid-target", f"{inst.name} cancels a strike against another "
                              f"{' or '.join(races)} of his company, not against {state.label(facing)}.")
    return Verdict.allow()


def _check_home_site(state: State, inst: Instance) -> Verdict:
    combat = state.combat
    site = state.site_of(inst.company) if inst.company else None
    homes = [h for h in inst.card.fact("home_sites", ()) if not h.lower().startswith("any ")]
    if combat is None or combat.attack.kind != "automatic-attack" or site is None:
        return Verdict.refuse("no-attack", "No automatic-attack is being faced.")
    if site.name not in homes:
        return Verdict.refuse("not-home-site", f"{state.label(site)} is not {inst.name}'s home site"
                              + (f" ({', '.join(homes)})" if homes else "") + ".")
    return Verdict.allow()


def use(game: Game, action: UseAbility | CheckToUse) -> None:
    s = game.state
    inst = s.find(action.card)
    ability = _ability(s, inst, action.ability, USING if isinstance(action, CheckToUse) else TAPPING)
    if inst.card.type == "Hazard" or inst.agent_site is not None:   # an agent hazard's own text too (Anarin)
        return hazard_uses.use(game, action.player, inst, ability, action.target)
    if ability.cost not in ("tap bearer", *USING):
        s.tap(inst.id)
    if ability.cost in BEARER_TAPS:
        s.tap(inst.attached_to or "")
    chosen = action.target if action.target in s.companies else s.find(action.target).id if action.target else ""
    data: dict[str, object] = {"effects": ability.effects, "tap_after": ability.cost == AFTERWARDS}
    also = action.also if isinstance(action, UseAbility) else ()
    if also:   # the further cards it takes (``Taking.up_to``): the selection ``chosen`` with the first
        data[effects.ALSO_CHOSEN] = tuple(s.find(name).id for name in also)
    if ability.corruption_check is not None:   # declared with the ability: it may be supported (CoE 7.1.1)
        data |= {"corruption_check": user(s, inst), "check_modifier": ability.corruption_check}
    game.declare(Declared(action.player, "ability", inst.id, actor=inst.id, target=chosen, mode=ability.name,
                          data=data), RESOURCE)


def check_discard_use(game: Game, action: DiscardToUse) -> Verdict:
    """The card is in play, its player's; a resource/character action (CoE 9.1.3) used on what it names."""
    s = game.state
    inst = s.find(action.card)
    ability = _ability(s, inst, action.ability, _costs(action))
    verdict = _check_own(s, action.player, inst)
    if not verdict:
        return verdict
    if inst.agent_site is not None:   # an agent hazard's own text, used by the hazard player (Baduila)
        return hazard_uses.check(game, action.player, inst, ability, action.target)
    verdict = resource_actions.check_turn(s, action.player, inst.card)
    if not verdict:
        return verdict
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    verdict = _check_taking(s, action, ability)
    if not verdict:
        return verdict
    if ability.target is None and ability.cancels_hazard is None:   # its conditions (the phase, the size of its
        by = user(s, inst)   # user's company ...), asked of the character using it; one used on a card: checked on it
        verdict = check_conditions(s, inst.card, ability.playable_if, by, by)
        if not verdict:
            return verdict
    target = s.find(action.target).id if action.target else ""
    return resource_actions.check(s, action.player, inst.card, Mode(name=ability.name, effects=ability.effects),
                                  target, user(s, inst))


def _costs(action: DiscardToUse) -> tuple[str, ...]:
    return RETURNING if isinstance(action, ReturnToUse) else DISCARDING


def discard_to_use(game: Game, action: DiscardToUse) -> None:
    """The cost, discarding the card (or returning it to its owner's hand), is paid at declaration; the effects
    resolve without it in play."""
    s = game.state
    inst = s.find(action.card)
    ability = _ability(s, inst, action.ability, _costs(action))
    if inst.agent_site is not None:   # an agent hazard discarded for its own text (Baduila)
        return hazard_uses.use(game, action.player, inst, ability, action.target)
    actor = user(s, inst)
    chosen = s.find(action.target).id if action.target else ""
    s.move(inst.id, HAND if isinstance(action, ReturnToUse) else DISCARD)
    game.declare(Declared(action.player, "ability", inst.id, actor=actor, target=chosen, mode=ability.name,
                          data={"effects": ability.effects, "source_gone": True}), RESOURCE)


def resolve_ability(game: Game, entry: Declared) -> bool:
    """A corruption check in the cost is made first; its maker gone (failed), the ability has no effect (CRF
    Annotation 7)."""
    checker = entry.data.get("corruption_check")
    if checker and not entry.data.get("checked"):
        answers = REGISTRY.hooks("corruption check")   # the corruption family's
        if not answers:
            raise NotModelledError("no rule family makes corruption checks (the 'corruption check' hook)")
        if not answers[0](game, entry, checker, entry.data["check_modifier"], source=entry.card):
            return False
        entry.data["checked"], entry.roll = True, None
        if game.state.cards[checker].zone != IN_PLAY:
            game.state.log.append(f"{game.state._name(entry.card)}: {entry.mode} has no effect, "
                                  f"{game.state._name(checker)} having left play")
            return True
    searching.cancel_searching(game.state, entry)   # Bane of the Ithil-stone: its searching part only
    done = effects.run(game, entry, entry.data["effects"])
    card = game.state.cards.get(entry.card)
    if done and entry.data.get("tap_after") and card is not None and card.zone == IN_PLAY and not card.tapped \
            and not card.wounded:   # "tapping afterwards if not already tapped"
        game.state.tap(card.id)
    return done


LABELS = "ability labels"   # the table: an effect primitive's ``do`` -> how an ability declaring it reads


def label(entry: Declared, state: State) -> str:
    """How a declared ability reads in a chain of effects: "Healing Herbs: heal"; or, when a family names what one
    of its effects is (the ``ability labels`` table), in the family's words ("Gandalf tests Precious Gold Ring")."""
    for effect in entry.data.get("effects", ()):
        reads = REGISTRY.table(LABELS).get(effect.do)
        if reads is not None:
            return cast(str, reads(entry, state))
    return f"{state._name(entry.card)}: {entry.mode}"


def candidates(listing: Listing) -> list[Action]:
    """Using an ability of a card in play on each card in play of the kind it is used on (its ``target``)."""
    found: list[Action] = []
    for inst in listing.in_play:
        for ability in (*inst.card.trait("abilities", ()), *site_abilities(listing.state, inst)):
            if ability.target is None or ability.cost not in TAPPING + DISCARDING:
                continue
            aimed = [i.id for i in listing.in_play if target_kind(i) == ability.target]
            if ability.cost in DISCARDING:
                found += [DiscardToUse(inst.controller, inst.id, said(ability), ref) for ref in aimed]
            else:
                found += [UseAbility(inst.controller, inst.id, said(ability), ref) for ref in aimed]
    return found


# ------------------------------------------------------------------ items used by their bearer
def _item_ability(game: Game, action: UseItem) -> tuple[Verdict, Ability | None]:
    """The first of the item's bearer abilities whose conditions hold for the target (else the first refusal)."""
    s = game.state
    item = s.find(action.item)
    target = s.find(action.target, "character").id
    usable = [each for each in item.card.trait("abilities", ()) if each.cost == "tap bearer and discard"]
    if not usable:
        raise InputError(f"{item.name} is not used by tapping its bearer")
    first: Verdict | None = None
    for ability in usable:
        verdict = check_playable(s, item.card, target, Mode(name=ability.name, playable_if=ability.playable_if))
        if verdict:
            return verdict, ability
        first = first or verdict
    assert first is not None
    return first, None


def check_use_item(game: Game, action: UseItem) -> Verdict:
    s = game.state
    item, bearer, target = s.find(action.item), s.find(action.bearer, "character"), s.find(action.target, "character")
    verdict, ability = _item_ability(game, action)
    if item.zone != IN_PLAY or item.attached_to != bearer.id:
        return Verdict.refuse("invalid-target", f"{s.label(bearer)} does not bear {s.label(item)}.")
    verdict = _check_in_use(s, item)
    if not verdict:
        return verdict
    if bearer.controller != action.player:
        return Verdict.refuse("wrong-player", f"{s.label(bearer)} is not {action.player}'s character.")
    verdict = Verdict.allow() if _heals_himself(bearer, target, ability) else check_untapped(s, bearer)
    if not verdict:
        return verdict
    if s.company_of(target.id) != s.company_of(bearer.id):
        return Verdict.refuse("not-same-company", f"{s.label(target)} is not in {s.label(bearer)}'s company.",
                              f"the text of {item.card.name}")
    if not verdict or ability is None:
        return verdict
    verdict = check_untap_effects(s, ability.effects, target.id)
    if not verdict:
        return verdict
    verdict = resource_actions.check(s, action.player, item.card, Mode(name=ability.name, effects=ability.effects),
                                     target.id, bearer.id)
    if not verdict:
        return verdict
    return game.responding(action.player)


def _heals_himself(bearer: Instance, target: Instance, ability: Ability | None) -> bool:
    """A wounded bearer using the item to heal himself: allowed though he cannot tap (CRF 22, Healing Herbs [CoE
    2025]: a character can tap and discard it to heal himself). The engine's reading: he is not tapped first, the
    heal leaving him untapped."""
    return bearer.wounded and target.id == bearer.id and ability is not None and \
        any(isinstance(effect, Heal) for effect in walk(ability.effects))


def use_item(game: Game, action: UseItem) -> None:
    s = game.state
    item, bearer, target = s.find(action.item), s.find(action.bearer), s.find(action.target)
    _verdict, ability = _item_ability(game, action)
    assert ability is not None
    if not bearer.wounded:   # a wounded bearer healing himself has no tapping to do (_heals_himself)
        s.tap(bearer.id)
    s.move(item.id, DISCARD)
    game.declare(Declared(action.player, "ability", item.id, actor=bearer.id, target=target.id, mode=ability.name,
                          data={"effects": ability.effects, "source_gone": True}), RESOURCE)
