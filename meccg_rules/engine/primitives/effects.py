"""The effect primitives: what each one does to the state when a card's effect resolves.

A card's effects (``behaviour.py``) run in order as a small program kept on the
declared entry, so an effect that waits for a roll resumes where it stopped.
Each primitive acts on what its ``who`` selects (``select``).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..core import behaviour as B, modelled
from . import bearer_values, hazard_cancels, healing, regions, values
from .conditions import OPPONENTS_DISCARD_CARD, OWN_PILE_CARDS, PILE_CARD, company_for
from .positions import may_untap, never_taps
from ..core.errors import NotModelledError
from ..core.registry import REGISTRY
from ..core.state import (DISCARD, HAND, IN_PLAY, LOCATION_DECK, MP_PILE, ON_GUARD, OUT_OF_PLAY, PLAY_DECK, REMOVED,
                          Ongoing, Pending)

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game
    from ..core.state import Company, Instance, State

ALSO_CHOSEN = "also chosen"   # Declared.data: the further cards an ability takes beside its target (Taking.up_to)
COMMAND = "Command"   # the keyword of the minion command cards, played on a leader (CRF 22, Command Cards)

ZONES = {"hand": HAND, "discard pile": DISCARD, "out-of-play pile": OUT_OF_PLAY, "location deck": LOCATION_DECK,
         "play deck": PLAY_DECK, "marshalling point pile": MP_PILE, "removed from the game": REMOVED}


def run(game: Game, entry: Declared, effects: Sequence[Any], key: str = "pc") -> bool:
    """Run ``effects`` from where this entry stopped; False while waiting for a roll or an outcome."""
    pc = entry.data.get(key, 0)
    while pc < len(effects):
        if not implementation(type(effects[pc]))(game, entry, effects[pc]):
            entry.data[key] = pc
            return False
        entry.data.pop("sub", None)
        pc += 1
    entry.data[key] = pc
    return True


# ------------------------------------------------------------------ selectors
def select(game: Game, entry: Declared, who: str, except_races: Iterable[str] = (), untapped: bool = False) -> list[str]:
    """The instance ids (or company ids) an effect acts on."""
    s = game.state
    source = s.cards.get(entry.card) if entry.card else None
    card = source.card if source else None
    event = entry.data.get("event", {})
    if who == "target":
        found = [entry.target] if entry.target else []
    elif who == "actor":  # the character tapped to play the card (``play_event`` keeps him)
        actor = entry.actor or entry.data.get("actor", "")
        found = [actor] if actor else []
    elif who == "bearer":  # an item discarded to be used: the character who used it (its bearer then)
        found = [source.attached_to] if source and source.attached_to in s.cards else (
            [entry.actor] if entry.data.get("source_gone") and entry.actor in s.cards else [])
    elif who == "target's bearer":   # the character bearing the target card
        target = s.cards.get(entry.target or "")
        found = [target.attached_to] if target is not None and target.attached_to in s.cards else []
    elif who == "event character":
        found = [event["character"]] if event.get("character") else []
    elif who == "other characters":
        company = event.get("company")
        found = [c.id for c in s.characters(company) if c.id != event.get("character")]
    elif who == "company":
        found = _companies(game, entry, card)
    elif who == "characters":
        found = [c.id for company in _companies(game, entry, card) for c in s.characters(company)]
    elif who == "site":
        target = s.cards.get(entry.target) if entry.target else None
        if target is not None and target.card.is_site:
            found = [target.id]
        else:
            company = company_for(s, card, entry.target)
            found = [company.site] if company else []
    elif who == "hazards":
        found = [i.id for i in s.attached(entry.target) if i.card.type == "Hazard"] if entry.target else []
    elif who == "other command cards on the target":   # another copy of the card included (CRF 22, Command Cards)
        found = [i.id for i in s.attached(entry.target) if COMMAND in i.card.keywords and i.id != entry.card] \
            if entry.target else []
    elif who == "on-guard card":
        found = [i.id for i in s.on_guard(entry.target)[:1]]
    elif who == "attack":
        found = [s.combat.attack.id] if s.combat is not None else []
    elif who == "moving companies":
        found = [c.id for c in s.companies.values() if c.moving]
    elif who in ("hazard environments", "resource environments"):
        kind = "Hazard" if who == "hazard environments" else "Resource"
        found = [i.id for i in s.cards.values() if i.zone == IN_PLAY and i.card.type == kind
                 and "Environment" in i.card.keywords and i.id != entry.card]
    elif who == "chosen":   # the card it takes, and any further ones (``Taking.up_to``)
        return [ref for ref in (entry.target, *entry.data.get(ALSO_CHOSEN, ())) if ref in s.cards]
    elif who == "self":  # the card itself as it resolves, in the chain ("remove it from the game")
        return [entry.card] if entry.card in s.cards else []
    elif who in REGISTRY.selectors:  # a selection a rule family makes ("allies far from home"): the family says
        found = REGISTRY.selectors[who](game, entry)   # what it selects, a card out of play included (the maker of
        return _filtered(s, found, except_races, untapped)   # a check whose cost discarded him)
    else:  # "sites" is selected by the Tap primitive with its filter
        found = []
    # a card out of play that it brings back or takes
    pile = who == "target" and card is not None and card.target in (PILE_CARD, OPPONENTS_DISCARD_CARD,
                                                                    *OWN_PILE_CARDS)
    found = [f for f in found if f in s.companies or (f in s.cards and (_in_play(s.cards[f]) or pile))
             or (who == "on-guard card" and f in s.cards and s.cards[f].zone == ON_GUARD)
             or (who == "attack" and s.combat is not None and f == s.combat.attack.id)
             or (who == "target" and card is not None and card.target == "stored item" and f in s.cards
                 and s.cards[f].zone == MP_PILE)
             or (who == "target" and card is not None and f in s.cards and _kept_target(s, entry, s.cards[f]))]
    return _filtered(s, found, except_races, untapped)


def _in_play(inst: Instance) -> bool:
    """On the table, or a faction in its player's marshalling point pile, where it is in play and may be targeted
    (CoE glossary: marshalling point pile; 9.3.2.1)."""
    return inst.zone == IN_PLAY or (inst.zone == MP_PILE and inst.card.kind == "faction")


def _filtered(s: State, found: list[str], except_races: Iterable[str], untapped: bool) -> list[str]:
    """The selection without the races excepted, and only the untapped cards if asked."""
    if except_races:
        found = [f for f in found if f not in s.cards or (s.cards[f].card.race or "") not in set(except_races)]
    if untapped:
        found = [f for f in found if f in s.cards and not s.cards[f].tapped]
    return found


def _companies(game: Game, entry: Declared, card: Card | None) -> list[str]:
    """The company an effect concerns: the target company, or the moving companies at a target site."""
    s = game.state
    if entry.target in s.companies:
        return [entry.target]
    target = s.cards.get(entry.target) if entry.target else None
    if target is not None and target.card.is_site:
        return [c.id for c in s.companies.values() if c.site == target.id and c.moving]
    company = s.company_of(entry.target) if entry.target else s.companies.get(s.active_company or "")
    return [company.id] if company else []


def _name(game: Game, ref: str) -> str:
    return game.state._name(ref)


def source_name(game: Game, entry: Declared) -> str:
    """The card whose effect this is, as people call it."""
    return _name(game, entry.card) if entry.card else "an effect"


def mark_companies(game: Game, entry: Declared, who: str, key: str, what: str) -> None:
    """Record ``entry``'s card against each company ``who`` selects, for the rest of the turn
    (``Turn.per_turn[(key, company)]``), and log ``what`` (a sentence naming ``{company}``); ``marked_companies``
    reads them back."""
    s = game.state
    for ref in select(game, entry, who):
        company = s.companies.get(ref) or s.company_of(ref)
        if company is not None and entry.card:
            s.turn.per_turn[(key, company.id)] = entry.card
            s.log.append(f"{source_name(game, entry)}: " + what.format(company=company.id))


def marked_companies(state: State, key: str) -> list[tuple[str, str]]:
    """(the company, now as the one it joined; the card) for each mark ``key`` made this turn (``mark_companies``):
    a card on a company affects the company it joins too (CoE 2.II.3.5.1)."""
    return [(state.joined.get(key_[1], key_[1]), card) for key_, card in state.turn.per_turn.items()
            if isinstance(key_, tuple) and key_[0] == key and isinstance(key_[1], str)]


# ------------------------------------------------------------------ the primitives
def tap(game: Game, entry: Declared, effect: B.Tap) -> bool:
    s = game.state
    if effect.if_in_play and not s.in_effect(effect.if_in_play):
        return True
    if effect.who == "sites":  # a site's own site path, as printed (CRF Rulings by Term > Site Path)
        subjects = [i.id for i in regions.sites_with(s, effect.path_has, effect.path_at_least,
                                                           effect.non_haven)]
    else:
        subjects = select(game, entry, effect.who, effect.except_races, untapped=True)
    for ref in subjects:
        if ref in s.cards and s.cards[ref].card.is_site and (by := hazard_cancels.site_spared(s, entry.card, ref)):
            s.log.append(f"{_name(game, by)} cancels {source_name(game, entry)}'s tapping {_name(game, ref)}")
            continue
        if ref in s.cards and s.cards[ref].card.is_site and never_taps(s.cards[ref]):   # its text (The Worthy Hills)
            continue
        if ref in s.cards and s.cards[ref].card.is_site:
            _refuse_on_characters_at(s, entry, ref)
        if ref in s.cards and not s.cards[ref].tapped:
            s.tap(ref)
            s.log.append(f"{source_name(game, entry)} taps {_name(game, ref)}")
    return True


def refuse_resource_play_on(state: State, company: Company) -> None:
    """A card on a character of the company that a resource played or used at its site would change (discard it:
    Await the Advent of Allies), not modelled: refused (its ``resource play`` clause) rather than left in play."""
    modelled.refuse_any(tuple(i.card for c in state.characters(company.id) for i in state.attached(c.id)),
                        ("resource play",))


def _refuse_on_characters_at(state: State, entry: Declared, site: str) -> None:
    """A resource tapping a site: ``refuse_resource_play_on`` each of its player's companies there."""
    source = state.cards.get(entry.card or "")
    if source is None or source.card.type != "Resource":
        return
    for company in state.companies.values():
        if company.site == site and company.owner == entry.player:
            refuse_resource_play_on(state, company)


def untap(game: Game, entry: Declared, effect: B.Untap) -> bool:
    for ref in select(game, entry, effect.who):
        if ref in game.state.cards and may_untap(game.state, game.state.cards[ref]):
            game.state.untap(ref)
    return True


def wound(game: Game, entry: Declared, effect: B.Wound) -> bool:
    s = game.state
    for ref in select(game, entry, effect.who):
        if effect.eliminates_wounded and ref in s.cards and s.cards[ref].wounded:   # "or eliminated if already"
            s.log.append(f"{_name(game, ref)} is wounded already: he is eliminated ({source_name(game, entry)})")
            s.eliminate(ref)
            continue
        s.wound(ref)
    return True


def heal(game: Game, entry: Declared, effect: B.Heal) -> bool:
    healing.heal(game.state, select(game, entry, effect.who))   # and whom the healing effect reaches (healing.py)
    return True


def modify(game: Game, entry: Declared, effect: B.Modify) -> bool:
    s = game.state
    if effect.if_in_play and not s.in_effect(effect.if_in_play):  # "additionally, if ... is in play"
        return True
    if effect.until == "end-of-attack" and s.combat is None:  # the attack is over (cancelled in response ...)
        s.log.append(f"{source_name(game, entry)}: no attack is under way, {effect.stat} is not modified")
        return True
    for ref in select(game, entry, effect.who):
        if effect.only_races and (ref not in s.cards or s.cards[ref].card.race not in effect.only_races):
            continue
        by = effect.by
        company = s.companies.get(ref)
        if effect.per_region:  # so much for each region of that type in the company's site path
            by *= regions.company_types(s, company).count(effect.per_region) if company else 0
        if effect.per_character:  # so much for each character of its company (itself included)
            home = company or s.company_of(ref)
            by *= len(s.characters(home.id)) if home else 1
        # a hazard limit's change keeps its effect: the hazards family reads its minimum, its doubling, and a
        # count of regions made when the company's new site is revealed (CRF 22, Choosing a New Site); a body
        # bonus its maximum (combat)
        how = effect if effect.stat == "hazard limit" or effect.maximum is not None else None
        s.ongoing.append(Ongoing(entry.card or "", ref, effect.stat, by, effect.until, how, s.phase))
        if how is not None and company is not None and not company.moving and effect.per_region:
            change = f"{effect.by:+d} for each {effect.per_region} of its site path, once its new site is revealed"
        elif effect.times != 1:
            change = f"x{effect.times}"
        elif effect.stat == "may not be assigned a strike":
            change = ""
        else:
            change = f"{by:+d}" + (f" (to no less than {effect.minimum})" if effect.minimum is not None else "")
        s.log.append(f"{_name(game, ref)}: {effect.stat}{' ' + change if change else ''} until "
                     f"{effect.until.replace('-', ' ')}")
    return True


def check(game: Game, entry: Declared, effect: B.Check) -> bool:
    """Each selected character makes the check in turn; each one waits for its own roll."""
    subjects = entry.data.get("subjects")
    if subjects is None:
        subjects = select(game, entry, effect.who, effect.except_races)
        if effect.per_region:  # one check for each region of that type in the subject's company's site path
            subjects = [ref for ref in subjects for _ in range(_per_region(_regions_of(game.state, ref), effect))]
        if effect.per_item_in_company:   # one check for each item the others of his company bear
            pairs = [(ref, item) for ref in subjects for item in _others_items(game.state, ref)]
            subjects, entry.data["items"] = [ref for ref, _ in pairs], [item for _, item in pairs]
        if effect.kind == "corruption" and len(subjects) > 1:   # both players' characters: who checks first
            for order in REGISTRY.hooks("order of corruption checks"):   # (the corruption family's)
                subjects = order(game, entry, subjects)
        entry.data["subjects"] = subjects
    while entry.data.get("sub", 0) < len(subjects):
        if effect.kind == "corruption" and not all(may(game, entry, subjects, entry.data.get("sub", 0))
                                                   for may in REGISTRY.hooks("next corruption check")):
            return False   # its player names which of his characters checks next
        subject = entry.data["subjects"][entry.data.get("sub", 0)]
        if effect.kind == "corruption":
            answers = REGISTRY.hooks("corruption check")  # the corruption family's
            if not answers:
                raise NotModelledError("no rule family makes corruption checks (the 'corruption check' hook)")
            modifier = effect.modifier - (_item_points(game.state, entry, subject) if effect.less_item_points else 0)
            if effect.per_item_in_company:
                item = game.state.cards[entry.data["items"][entry.data.get("sub", 0)]]
                modifier -= bearer_values.value(game.state, item, "corruption_points")
                if entry.roll is None and not entry.data.get("item named"):
                    game.state.log.append(f"{_name(game, subject)}'s corruption check for {game.state.label(item)}")
                    entry.data["item named"] = True
            done = answers[0](game, entry, subject, modifier, source=entry.card,
                              keep_in_play=effect.failing_discards_target,
                              **({"eliminated_as": effect.eliminated_as} if effect.eliminated_as else {}))
            inst = game.state.cards.get(subject)
            if done and entry.data.pop("corruption check failed", False):   # he stays; the target card goes
                _discard_target(game, entry)
            elif done and effect.on_pass and inst is not None and inst.zone == IN_PLAY:   # passed, or counted so
                run_on(game, entry, subject, effect.on_pass)
        elif effect.kind in ("influence", "body"):
            answers = REGISTRY.hooks(f"{effect.kind} check")  # the influence family's, combat's
            if not answers:
                raise NotModelledError(f"no rule family makes {effect.kind} checks (the '{effect.kind} check' hook)")
            done = answers[0](game, entry, subject, effect)
        else:
            done = _roll_check(game, entry, subject, effect)
        if not done:
            return False
        entry.roll = None
        entry.data["sub"] = entry.data.get("sub", 0) + 1
        entry.data.pop("item named", None)
    entry.data.pop("subjects", None)
    entry.data.pop("items", None)
    return True


def _discard_target(game: Game, entry: Declared) -> None:
    """The target card of a failed corruption check that keeps its character in play, discarded in his place (The
    Ring's Betrayal's ring)."""
    s = game.state
    target = s.cards.get(entry.target or "")
    if target is not None and target.zone == IN_PLAY:
        company = s.company_of(target.id)
        if company is not None and any(i.zone == IN_PLAY and i.card.trait("discarded_instead_of_item")
                                       and s.company_of(i.id) is company for i in s.cards.values()):
            raise NotModelledError(f"not modelled: a card discarded in place of {target.name} when a failed "
                                   "corruption check discards it (Leaf Brooch)")
        s.move(target.id, DISCARD)
        s.log.append(f"{s.label(target)} is discarded; its bearer stays in play")


def _item_points(state: State, entry: Declared, subject: str) -> int:
    """The corruption points the item that set the check off would normally give ``subject`` if he bore it: its
    printed number, or the one printed for his race (a Dwarven Ring for a Dwarf)."""
    item = state.cards.get(entry.data.get("event", {}).get("item", ""))
    character = state.cards.get(subject)
    if item is None or character is None:
        return 0
    printed: int = item.card.fact("corruption_points", 0) or 0
    return int(item.card.fact("corruption_points_for", {}).get(character.card.race, printed))


def _others_items(state: State, ref: str) -> list[str]:
    """The items borne in the character's company by characters other than him."""
    company = state.company_of(ref)
    if company is None:
        return []
    return [i.id for c in state.characters(company.id) if c.id != ref
            for i in state.attached(c.id) if i.card.kind == "item"]


def _per_region(types: list[str], effect: B.Check) -> int:
    """How many regions of the path count for a check made per region: every one for "region", else those of the
    type named."""
    return len(types) if effect.per_region == "region" else types.count(effect.per_region)


def _regions_of(state: State, ref: str) -> list[str]:
    """The region types of the site path of the company ``ref`` is in (none for a company that has not moved or
    has gone back to its site of origin, CoE 2.IV.4)."""
    company = state.company_of(ref)
    return regions.company_types(state, company) if company is not None else []


def _roll_check(game: Game, entry: Declared, subject: str, effect: B.Check) -> bool:
    s = game.state
    inst = s.cards.get(subject)
    if inst is None or not (_in_play(inst) or _kept_target(s, entry, inst)):
        return True
    if entry.roll is None:
        if effect.rolled_by == "opponent":   # "your opponent makes a roll": the other player than its controller
            return game.wait_for_roll(entry, _opponent(s, entry), source_name(game, entry))
        if effect.rolled_by:   # "you make a roll": the card's player, for his card
            return game.wait_for_roll(entry, entry.player, source_name(game, entry))
        return game.wait_for_roll(entry, inst.owner, f"{_name(game, subject)}'s roll for {source_name(game, entry)}")
    total = entry.roll + effect.modifier
    if effect.above_mind_plus is not None:   # "greater than the character's mind plus 6" (A Lie in Your Eyes)
        bar = values.mind(s, inst) + effect.above_mind_plus
        above = total > bar
        plus = f" plus {effect.above_mind_plus}" if effect.above_mind_plus else ""   # (The Balrog: his mind alone)
        rolled = f"{entry.roll} (roll) {effect.modifier:+d} = {total}" if effect.modifier else f"{total} (roll)"
        s.log.append(f"{_name(game, subject)}: {rolled} {'is' if above else 'is not'} greater than his mind{plus} "
                     f"({bar})")
        run_on(game, entry, subject, effect.on_pass if above else effect.on_fail)
        return True
    if effect.above_body:   # "If the result is greater than the character's body" (Plague)
        body = values.body(s, inst)
        above = body is not None and total > body
        s.log.append(f"{_name(game, subject)}: {entry.roll} (roll) {effect.modifier:+d} = {total} "
                     f"{'is' if above else 'is not'} greater than his body ({body})")
        run_on(game, entry, subject, effect.on_pass if above else effect.on_fail)
        return True
    if effect.add:   # "the result plus his unused general influence": the subject's player's (Muster Disperses)
        answers = REGISTRY.hooks("unused general influence")   # the organization family's
        if not answers:
            raise NotModelledError("no rule family counts general influence (the 'unused general influence' hook)")
        general = answers[0](s, inst.controller or inst.owner)
        s.log.append(f"{_name(game, subject)}: {entry.roll} (roll) +{general} (unused general influence)")
        total += general
    roller = f"{_opponent(s, entry) if effect.rolled_by == 'opponent' else entry.player} " \
        f"(for {source_name(game, entry)})" if effect.rolled_by else _name(game, subject)
    if effect.needs is not None and total < effect.needs:
        s.log.append(f"{roller} rolled {total}, less than {effect.needs}")
        run_on(game, entry, subject, effect.on_fail)
    elif effect.needs is not None and effect.on_pass:
        s.log.append(f"{roller} rolled {total}, at least {effect.needs}")
        run_on(game, entry, subject, effect.on_pass)
    return True


def _opponent(s: State, entry: Declared) -> str:
    """The opponent of the controller of the card whose check it is (``State.opponent``): the other player in a game
    of two; in one of three or four, the turn's hazard player for the resource player's card (the engine's reading:
    the card acts in its controller's turn), never the controller himself."""
    source = s.cards.get(entry.card)
    return s.opponent((source.controller or source.owner) if source is not None else entry.player)


def _kept_target(s: State, entry: Declared, inst: Instance) -> bool:
    """The card's target out of play where its card may take it: an eliminated creature in a marshalling point or
    removed-from-play pile (Returned Beyond All Hope's roll is made for it there)."""
    source = s.cards.get(entry.card)
    return source is not None and inst.id == entry.target and (
        (source.card.target == "eliminated creature" and inst.zone in (MP_PILE, OUT_OF_PLAY))
        or (source.card.target == "eliminated character" and inst.zone == OUT_OF_PLAY))


def move(game: Game, entry: Declared, effect: B.Move) -> bool:
    """An item in play discarded may have a card discarded in its place, its player choosing (the ``discarding an
    item`` hook: Leaf Brooch); the effect waits for that choice."""
    s = game.state
    settled = entry.data.setdefault("items settled", [])   # items discarded or kept already, on resuming
    shown: dict[str, list[str]] = {}   # one shuffle of a play deck for all the cards it moves, after them (CRF 22,
    #                                    Dwarven Ring of Bávor's Tribe: one "reshuffle the play deck" is enough)
    for ref in select(game, entry, effect.who):
        if ref not in s.cards or ref in settled:
            continue
        zone = ZONES[effect.to]
        if zone == DISCARD and s.cards[ref].zone == IN_PLAY and s.cards[ref].card.kind == "item":
            answers = [a for a in (hook(game, entry, ref) for hook in REGISTRY.hooks("discarding an item"))
                       if a is not None]
            if answers and not answers[0]:
                _shuffled(s, shown)
                return False
            if answers:
                settled.append(ref)
                continue
        searched = s.cards[ref].zone == PLAY_DECK and zone != PLAY_DECK   # taken from a play deck (Inner Cunning)
        s.move(ref, zone, top=effect.to == "play deck" and not effect.shuffle)
        gone = "is removed from the game" if zone == REMOVED else f"goes to its owner's {effect.to}"
        s.log.append(f"{source_name(game, entry)}: {_name(game, ref)} {gone}")
        if searched or effect.shuffle:   # a deck searched is shown and reshuffled too
            owner = s.cards[ref].owner
            s.described_decks.discard(owner)
            shown.setdefault(owner, []).extend([_name(game, ref)] if searched else [])
    _shuffled(s, shown)
    entry.data.pop("items settled", None)
    return True


def _shuffled(s: State, shown: dict[str, list[str]]) -> None:
    """Each player whose play deck was searched (the cards taken from it shown) or is to be shuffled shuffles it,
    once."""
    for owner, names in shown.items():
        shows = f"shows {' and '.join(names)} and " if names else ""
        s.log.append(f"{owner} {shows}shuffles his play deck: its order is not known to the example any more")


def attach(game: Game, entry: Declared, effect: B.Attach) -> bool:
    entry.data["stays_in_play"] = True
    return True


def attack(game: Game, entry: Declared, effect: B.Attack) -> bool:
    """A creature revealed on-guard: the company faces its attack after the automatic-attacks (CoE 2.V.iv)."""
    s = game.state
    company = s.companies.get(s.active_company) if s.active_company else None
    if company is None:
        return True
    company.attacks_to_face.append(entry.card)
    s.move(entry.card, IN_PLAY, attached_to=company.id)
    return True


def do_nothing(game: Game, entry: Declared, effect: B.DoNothing) -> bool:
    s = game.state
    for ref in select(game, entry, effect.who):
        if effect.unless_tap:   # lifted by a character of that skill tapping (site_phase/idle_unless_tapped.py)
            s.companies[ref].idle_unless_tapped.append((entry.card, effect.unless_tap))
            s.log.append(f"{ref} must do nothing during its site phase unless a {effect.unless_tap.lower()} of it "
                         "taps")
            continue
        s.companies[ref].does_nothing = True
        s.log.append(f"{ref} must do nothing during its site phase")
    return True


FORBIDDEN = "forbidden"   # Turn.per_turn key, with the company id and what: the card that forbids it this turn


def forbid(game: Game, entry: Declared, effect: B.Forbid) -> bool:
    """Nothing of the kind on each company selected until the end of the turn: the ban is the turn's, not the
    card's, so it holds however the company changes afterwards (more characters joining it: CRF 22, Sneakin')."""
    s = game.state
    for ref in select(game, entry, effect.who):
        company = s.companies.get(ref) or s.company_of(ref)
        if company is not None and entry.card:
            for what in effect.bans():
                s.turn.per_turn[(FORBIDDEN, company.id, what)] = (entry.card, effect.if_site_type)
                s.log.append(f"{source_name(game, entry)}: no {what} may be played on {company.id} this turn"
                             + (f" if it moves to a {' or '.join(effect.if_site_type)}" if effect.if_site_type else ""))
    return True


def describe_forbidden(state: State) -> list[str]:
    """The ``describe`` hook: what may not be played on a company this turn, and the card that says so."""
    return [f"no {key[2]} may be played on {state.joined.get(key[1], key[1])} this turn"
            + (f" if it moves to a {' or '.join(value[1])}" if value[1] else "") + f" ({state._name(value[0])})"
            for key, value in state.turn.per_turn.items()
            if isinstance(key, tuple) and key[0] == FORBIDDEN and isinstance(key[1], str)]


def forbidden(state: State, company_id: str, what: str) -> str | None:
    """The card that forbids ``what`` on the company this turn, if any: a ban of this turn (one made only for a
    company moving to a site of some types holds while its site is treated as one), or a card on the company
    that forbids it (Stealth, which its entry keeps on the company). A ban follows its company into the one it
    joins, as whatever affected a company does (CoE 2.II.3.5.1)."""
    company = state.companies.get(company_id)
    for key, found in state.turn.per_turn.items():
        # a ban on a company that joined this one since holds on the joined company (CoE 2.II.3.5.1)
        if not (isinstance(key, tuple) and key[0] == FORBIDDEN and key[2] == what and isinstance(key[1], str)
                and state.joined.get(key[1], key[1]) == company_id):
            continue
        card, types = found
        if not types or (company is not None and company.moving
                         and regions.site_type(state, state.cards[company.site]) in types):
            return card
    for inst in state.attached(company_id):
        for mode in inst.card.modes:
            if any(isinstance(e, B.Forbid) and what in e.bans() for e in mode.effects):
                return inst.id
    return None


def stated_outcome(game: Game, entry: Declared, effect: B.StatedOutcome) -> bool:
    s = game.state
    if "outcome" not in entry.data:
        s.pending = Pending(s.resource_player, _name(game, entry.card), kind="outcome", ref=entry.card)
        return False
    removed = entry.data["outcome"]
    if removed:
        target = s.cards[removed]
        s.move(removed, HAND if target.card.is_character else DISCARD)
    return True


def cancel_hazard_effects(game: Game, entry: Declared, effect: B.CancelHazardEffects) -> bool:
    """The company of each character selected: the hazard effects of those kinds on it are cancelled this turn."""
    s = game.state
    for ref in select(game, entry, effect.who):
        company = s.companies.get(ref) or s.company_of(ref)
        if company is not None:
            hazard_cancels.record(s, entry.card or "", company.id, effect.that)
    return True


def cancel_card(game: Game, entry: Declared, effect: B.CancelCard) -> bool:
    """The target card goes: discarded from play, or its declaration cancelled and the card discarded."""
    s = game.state
    target = s.cards.get(entry.target)
    if target is None:
        return True
    if target.zone == IN_PLAY:
        s.move(target.id, DISCARD)
        s.log.append(f"{source_name(game, entry)}: {s.label(target)} is cancelled and discarded")
        return True
    for chain in s.chains:
        for declared in [e for e in chain.entries if e.card == target.id]:
            s.move(target.id, DISCARD)   # still declared: what goes elsewhere instead may ask who declared it
            chain.entries.remove(declared)
            gone = "is discarded" if target.zone == DISCARD else f"goes to its owner's {target.zone}"
            s.log.append(f"{source_name(game, entry)}: {declared.label(s)} is cancelled; {s.label(target)} {gone}")
    return True


def to_opponents_pile(game: Game, entry: Declared, effect: B.ToOpponentsPile) -> bool:
    """The card goes to the marshalling point pile of its opponent: the owner of the card it targets, else the
    other of the resource and hazard players."""
    s = game.state
    target = s.cards.get(entry.target or "")
    other = s.resource_player if entry.player == s.hazard_player else s.hazard_player
    pile = target.owner if target is not None and target.owner != entry.player else other
    s.move(entry.card, MP_PILE, pile_of=pile)
    s.log.append(f"{source_name(game, entry)} goes to {pile}'s marshalling point pile")
    return True


PRIMITIVES: dict[type, Callable[..., bool]] = {
    B.Tap: tap, B.Untap: untap, B.Wound: wound, B.Heal: heal, B.Modify: modify, B.Check: check, B.Move: move,
    B.Attach: attach, B.Attack: attack, B.DoNothing: do_nothing,
    B.Forbid: forbid, B.StatedOutcome: stated_outcome,
    B.TreatRegion: regions.treat_region,
    B.TreatSite: regions.treat_site, B.TreatSites: regions.treat_sites, B.CancelCard: cancel_card,
    B.CancelHazardEffects: cancel_hazard_effects,
    B.ToOpponentsPile: to_opponents_pile,
}


def implementation(kind: type) -> Callable[..., bool]:
    """What a primitive does: the kernel's own (``PRIMITIVES``), or the rule family's that implements it."""
    found = PRIMITIVES.get(kind) or REGISTRY.effects.get(kind)
    if found is None:
        raise NotModelledError(f"no rule family implements the effect primitive {kind.__name__!r}")
    return found


def run_on(game: Game, entry: Declared, subject: str, listed: Iterable) -> None:
    """A check's outcome effects (``on_fail``, ``on_pass``) on the character who made it: immediate effects only,
    which never wait for a roll."""
    on_subject = dataclasses.replace(entry, target=subject)
    for effect in listed:
        implementation(type(effect))(game, on_subject, effect)
