"""Hazard creatures' special rules that change how their attacks go, read from each creature's text by the import
(``tools/card_facts/creatures.py`` SPECIAL_RULES) into its facts:

- ``playable_against``: "hero", "minion" or "overt minion": the companies the creature may be played against
  ("playable only against minion companies"). A company is a hero or minion company as for hazards other than
  detainment (CoE 2.IV.vii.F1: a Fallen-wizard's covert company is a hero company, his overt one a minion
  company); "overt minion": a minion company that is overt (``players/covert_and_overt.overt``, a Ringwraith's
  company as any other).
- ``prowess_if_faced``: {race, by}: more prowess when the company already faced an attack of that race this turn
  (Orc-warband). Every attack counts, cancelled ones too (CRF Annotation 14: a cancelled attack was faced).
- ``prowess_keyed_to``: {region type: by}: more prowess when keyed to a region of that type (Pirates).
- ``prowess_against`` (a key of the creature's entry, combat/keys.py, not read by the import): its prowess against
  a strike on a character of a race, in place of the printed one (Old Man Willow: 15 against Hobbits).
- ``taps_company_after_attack``: unless its attack is cancelled, every untapped character of the company taps once
  the attack is over (Knights of the Prince).
- What follows a wound, resolved before the body check (CRF 22, Annotation 19: "a character wounded by William
  may be required to discard his items ... these special actions are resolved before the body check"):
  ``wounded_discarded_except`` (the character is discarded, unless of those races, and makes no body check:
  Abductor), ``wounded_discards_items`` (he discards every item he bears: Galadhrim), ``wound_costs_company_item``
  (the defending player discards one item a character of the company bears, his choice: Brigands; with none,
  nothing happens); the key ``wounded_discards_items_if_faced`` of a creature's entry: when the company faced a
  creature of one of those names earlier this turn (an attack cancelled counts, Annotation 14), each character it
  wounds discards every item he bears but special items ("Bert", "Tom", "William"); the key ``item_per_wound`` of
  a creature's entry: for each character or ally it wounds, the company discards one item the attacker chooses
  (Were-worm: CRF 22 rules that an ally's wound costs an item too, allies counting as characters in combat, CoE
  2.V.2.2).
- ``body_check_at_body_discards_except``: a character it wounded, not of those races, whose body check result
  equals his body is discarded (Giant Spiders); the result is the roll with the +1 of a character wounded already,
  as every body check here.

- The key ``raises_later_attacks`` of a creature's entry (combat/keys.py): once its attack is over, unless it was
  cancelled, every other attack of those races against the same company for the rest of the turn has more strikes
  and prowess (Chill Douser: +1 and +1 to Undead attacks). It begins when that attack is over, so it never raises
  the creature's own attack, and a second copy is raised by the first (CRF 22, Chill Douser); an attack of any kind
  counts (an automatic-attack too), never company versus company combat (CoE 3.V.3).

- The keys ``spares_races`` and ``strikes_by_mind`` of a creature's entry (combat/keys.py): its strikes, one for each
  character, spare those races (``defenders.spared_by_race``); each defender's prowess against its strike is his
  mind, in place of his prowess and what changes it, the strike's own modifications (tapped, wounded, excess
  strikes, support, -3 to stay untapped) applying as ever (the engine's reading); a successful strike taps him
  and nothing more, with no body check (Neeker-breekers).

These rules name characters; an ally wounded by such a creature is refused as not modelled where the rule would
differ, except for ``item_per_wound``, whose ruling covers allies.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, Attack, Company, Instance, Pending, State
from ..hazards.keying import normal_key
from ..players import covert_and_overt
from ..primitives.races import of_race, race_named
from . import detainment, discard_numbers, thieving
from .kinds import kind_of

if TYPE_CHECKING:
    from ..core.cards import Card

FACED = "attack races faced"   # Turn.per_turn[(FACED, company)]: ((attack id, race), ...) of the attacks it faced
LAST = "last attack faced"   # Turn.per_turn[(LAST, company)]: (kind, race, keyed) of the last attack it faced
NAMED = "creatures faced"   # Turn.per_turn[(NAMED, company)]: ((attack id, creature's name), ...) of those attacks
RAISED = "later attacks raised"   # Turn.per_turn[(RAISED, company)]: ((creature id, its RaisesLater), ...)


def creature(state: State, attack: Attack) -> Card | None:
    """The card of the creature making the attack, or of an ally turned on its controlling character (the attack
    kind ``ally``, ``turned_allies.py``: what its card says of its attacks is the attack's); None for any other
    attack. An ally's card prints none of these special rules, and a creature become an ally has lost them
    (``organization/changed_kind.py``; CRF 22, Card Errata and Rulings, Ready to His Will)."""
    source = state.cards.get(attack.source)
    return source.card if source is not None and attack.kind in ("creature", "ally") else None


# ------------------------------------------------------------------ who it may be played against
def check_playable_against(state: State, card: Card, company: str) -> Verdict:
    """``playable_against``: may the creature be played against this company?"""
    against = card.fact("playable_against")
    if not against:
        return Verdict.allow()
    hero = detainment.hero_company(state, company)
    fits = hero if against == "hero" else not hero
    if fits and against == "overt minion":
        fits = covert_and_overt.overt(state, company)
    if not fits:
        return Verdict.refuse("not-against-this-company", f"{card.name} may be played only against "
                              f"{a_company(against)}; {company} is not one.")
    return Verdict.allow()


def a_company(against: str) -> str:
    return f"an {against} company" if against[0] in "aeiou" else f"a {against} company"


# ------------------------------------------------------------------ its prowess
def note_faced(state: State, attack: Attack) -> None:
    """The company faces this attack: its race is remembered for the turn."""
    key = (FACED, attack.company)
    state.turn.per_turn[key] = (*state.turn.per_turn.get(key, ()), (attack.id, attack.race))
    state.turn.per_turn[(LAST, attack.company)] = (attack.kind, attack.race, attack.keyed)
    card = creature(state, attack)
    if card is not None:
        key = (NAMED, attack.company)
        state.turn.per_turn[key] = (*state.turn.per_turn.get(key, ()), (attack.id, card.name))


def last_faced(state: State, company: Company) -> tuple[str, str, str] | None:
    """The ``last attack faced`` hook: the kind, race and keying of the last attack the company faced this turn."""
    return state.turn.per_turn.get((LAST, company.id))


def faced_earlier(state: State, attack: Attack, names: tuple[str, ...]) -> list[str]:
    """The creatures of these names the attacked company faced this turn before this attack."""
    return [name for ref, name in state.turn.per_turn.get((NAMED, attack.company), ())
            if ref != attack.id and name in names]


def prowess_if_faced(state: State, attack: Attack) -> tuple[int, str] | None:
    """The ``attack prowess`` query: ``prowess_if_faced``, when another attack of that race was faced this turn."""
    card = creature(state, attack)
    rule = card.fact("prowess_if_faced") if card is not None else None
    if not rule:
        return None
    earlier = [race for ref, race in state.turn.per_turn.get((FACED, attack.company), ()) if ref != attack.id]
    if not any(race_named(race, [rule["race"]]) for race in earlier):
        return None
    return rule["by"], f"{attack.company} already faced an {rule['race']} attack this turn"


def prowess_keyed_to(state: State, attack: Attack) -> tuple[int, str] | None:
    """The ``attack prowess`` query: ``prowess_keyed_to``, when the creature was keyed to a region of that type."""
    card = creature(state, attack)
    rule = card.fact("prowess_keyed_to") if card is not None else None
    if not rule or not attack.keyed:
        return None
    kind, value = normal_key(attack.keyed)
    if kind != "region type" or value not in rule:
        return None
    return rule[value], f"keyed to a {value}"


def prowess_against(state: State, attack: Attack, character: Instance) -> tuple[int, str] | None:
    """A creature's key ``prowess_against``: against a strike on a character of that race its printed prowess is
    the one given, not its usual one (Old Man Willow: 15 against Hobbits). Returned as the change to the attack's
    prowess, so that what is in effect on the attack (Wake of War ...) still adds to it."""
    card = creature(state, attack)
    if card is None:
        return None
    race = character.card.race or ""
    for named, value in card.trait("prowess_against", {}).items():
        if race_named(race, [named]):
            return value - attack.prowess, f"{card.name} against {named}"
    return None


def raised_later(stat: str) -> Callable[[State, Attack], tuple[int, str] | None]:
    """The ``strikes`` or ``attack prowess`` query: ``raises_later_attacks`` of creatures whose attacks on this
    company are over this turn, not cancelled (Chill Douser)."""
    def answer(state: State, attack: Attack) -> tuple[int, str] | None:
        if attack.kind == "company" or kind_of(attack).not_an_attack or kind_of(attack).unaffected_by_other_cards:
            # hazards on attacks do not reach CvCC, nor an attack other cards have no effect on
            return None
        found = [(getattr(rule, "strikes" if stat == "strikes" else "prowess"), source)
                 for source, rule in state.turn.per_turn.get((RAISED, attack.company), ())
                 if source != attack.source and of_race(attack, rule.races)]
        found = [(by, source) for by, source in found if by]
        if not found:
            return None
        return sum(by for by, _ in found), ", ".join(state._name(source) for _, source in found) + \
            "'s attack earlier this turn"
    return answer


# ------------------------------------------------------------------ after the attack
def after_attack(state: State, attack: Attack, cancelled: bool) -> None:
    """``taps_company_after_attack``: unless cancelled, every untapped character of the company taps; and
    ``raises_later_attacks``, unless cancelled, is noted for the rest of the turn."""
    card = creature(state, attack)   # its card, though the creature has left play by now
    rule = card.trait("raises_later_attacks") if card is not None and not cancelled else None
    if rule is not None:
        key = (RAISED, attack.company)
        state.turn.per_turn[key] = (*state.turn.per_turn.get(key, ()), (attack.source, rule))
        state.log.append(f"{attack.label}'s attack was not cancelled: other {' or '.join(rule.races)} attacks on "
                         f"{attack.company} have {rule.strikes:+d} strike(s) and {rule.prowess:+d} prowess this turn")
    if card is None or cancelled or not card.fact("taps_company_after_attack"):
        return
    untapped = [c for c in state.characters(attack.company) if not c.tapped]
    for character in untapped:
        state.tap(character.id)
    if untapped:
        state.log.append(f"{attack.label}: every untapped character of {attack.company} taps "
                         f"({', '.join(state.label(c) for c in untapped)})")


# ------------------------------------------------------------------ a wound (CRF Annotation 19)
def acts_on_wound(state: State, attack: Attack) -> bool:
    """Does the creature's text do anything when its strike wounds a character (``wounded`` below)?"""
    card = creature(state, attack)
    return card is not None and (card.fact("wounded_discarded_except") is not None
                                 or bool(card.fact("wounded_discards_items"))
                                 or bool(card.fact("wound_costs_company_item")) or bool(card.trait("item_per_wound"))
                                 or bool(faced_earlier(state, attack, card.trait("wounded_discards_items_if_faced",
                                                                                 ()))))


def wounded(state: State, attack: Attack, character: Instance) -> bool:
    """What the creature's text does to a character its strike wounded, before his body check; False when the
    character has left play (no body check follows). Only what ``acts_on_wound`` names is done: the special actions of
    a wound are gathered by it (``special_actions.follow``), so a clause it missed must not act here unasked."""
    card = creature(state, attack)
    if card is None or not acts_on_wound(state, attack):
        return True
    excepted = card.fact("wounded_discarded_except")
    name = state.label(character)
    after = faced_earlier(state, attack, card.trait("wounded_discards_items_if_faced", ()))
    if not character.card.is_character and (excepted is not None or card.fact("wound_costs_company_item") or after):
        raise NotModelledError(f"what {card.name}'s text does when it wounds an ally ({name}): it speaks of "
                               "characters")
    if excepted is not None and not race_named(character.card.race or "", excepted):
        state.move(character.id, DISCARD)
        if character.zone == DISCARD:   # else an effect kept him in play (Elf-song at a Haven): his body check follows
            state.log.append(f"{name} is discarded: wounded by {attack.label} (not a {' or '.join(excepted)})")
            return False
    if card.fact("wounded_discards_items"):
        items = [i for i in state.attached(character.id) if thieving.is_item(i)]
        for item in items:
            state.move(item.id, DISCARD)
        if items:
            state.log.append(f"{name}, wounded by {attack.label}, discards {', '.join(state.label(i) for i in items)}")
    if after:
        items = [i for i in state.attached(character.id) if thieving.is_item(i) and i.card.subtype != "Special Item"]
        for item in items:
            state.move(item.id, DISCARD)
        state.log.append(f"{name}, wounded by {attack.label} after {attack.company} faced {after[0]} this turn, "
                         f"discards {', '.join(state.label(i) for i in items) or 'no item: he bears none but special'}")
    if card.fact("wound_costs_company_item"):
        items = thieving.candidates(state, character.id, "company")
        owner = state.companies[attack.company].owner
        if items:
            state.log.append(f"{name} is wounded by {attack.label}: {owner} discards one item of the company "
                             f"({', '.join(state.label(i) for i in items)})")
            state.pending = Pending(owner, f"an item for {attack.label}'s wound of {name}", kind="discard",
                                    ref=thieving.REF)
            state.thief = (character.id, "company")
    if card.trait("item_per_wound"):
        _item_for_wound(state, attack, character)
    return True


def _item_for_wound(state: State, attack: Attack, wounded: Instance) -> None:
    """``item_per_wound``: the company discards one item its characters bear, the attacker choosing which (an ally's
    wound counts: its controlling character's company). With no item, nothing happens."""
    holder = wounded if wounded.card.is_character else state.cards[wounded.attached_to or ""]
    items = thieving.candidates(state, holder.id, "company")
    name = state.label(wounded)
    if not items:
        state.log.append(f"{name} is wounded by {attack.label}: its company has no item to discard")
        return
    attacker = state.cards[attack.source].controller
    state.log.append(f"{name} is wounded by {attack.label}: {attacker} chooses one item of the company to discard "
                     f"({', '.join(state.label(i) for i in items)})")
    state.pending = Pending(attacker, f"an item for {attack.label}'s wound of {name}", kind="discard",
                            ref=thieving.REF)
    state.thief = (holder.id, "company")


def discarded_on_body_check(state: State, character: Instance, total: int, body: int | None) -> bool:
    """``body_check_at_body_discards_except``: the character (not of those races) is discarded when his body check
    result equals his body; True when so."""
    combat = state.combat
    card = creature(state, combat.attack) if combat is not None else None
    excepted = card.fact("body_check_at_body_discards_except") if card is not None else None
    if card is None or excepted is None or body is None or total != body \
            or race_named(character.card.race or "", excepted):
        return False
    if not character.card.is_character:
        raise NotModelledError(f"whether {card.name}'s text discards an ally ({state.label(character)}): it speaks "
                               "of characters")
    if discard_numbers.kept(state, character, total):   # "cannot be discarded by a body check" (Obey Him or Die)
        return False
    state.move(character.id, DISCARD)
    if character.zone != DISCARD:   # an effect kept him in play (Elf-song at a Haven): the body check stands
        return False
    state.log.append(f"{state.label(character)} is discarded: his body check equals his body ({card.name}'s text)")
    return True



def strikes_by_mind(state: State, attack: Attack) -> bool:
    """Does the attacking creature's text make each defender fight it with his mind, a success only tapping him
    (``strikes_by_mind``: Neeker-breekers)?"""
    source = state.cards.get(attack.source)
    return source is not None and bool(source.card.trait("strikes_by_mind", False))
