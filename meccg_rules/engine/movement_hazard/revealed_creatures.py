"""A creature revealed from the play deck that attacks at once (the effect primitive ``reveal-creature-attack``:
Long Dark Reach, DM-70, with its CRF 22 rulings).

As the card resolves, its player reveals the top cards of his play deck (as many as the primitive's ``count``). Among
them, a revealed Nazgûl, a Dragon, or a non-unique hazard creature is one he may use, if its keying names a region
type other than Coastal Sea (the card: "playable in a region besides Coastal Sea"). When at least one is revealed,
he must choose one (CRF 22: a creature must be played if one is available): declining is refused. The creature
attacks the company the card was played on at once, whatever its playability, and it does not count against the
hazard limit (CRF 22): only the card that revealed it did, as any hazard played from hand. If the creature could
not be keyed to that company by its own keying, its attack gets the primitive's ``prowess`` (-4). The cards not
used go back on top of the play deck, shuffled: the example then no longer knows the deck's order.

The engine's readings: the example must describe the play deck (its order decides what is revealed); a unique
creature with a copy already in play, stored or removed is not one he may use, nor a manifestation of a Dragon
already defeated (CoE g.man.3); "playable in a region besides Coastal Sea" is keyed to a region type other
than Coastal Sea, or to a region, to a site in a region or to a named site (a unique Dragon's lair) lying in a region,
that the map does not make a Coastal Sea: the card names Dragons, keyed to their lairs alone; a creature keyed to site
types alone is not one he may use; "could normally be played on the company" is its own
keying to a region type or a region of the company's site path, or to its new site's type or name (no other card's
grant); the creature's attack is keyed to nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import attacks, flow
from ..core.behaviour import RevealCreatureAttack, walk
from ..core.cards import catalogue, fold
from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY, PLAY_DECK, Pending, State
from ..hazards import manifestations
from ..hazards.keying import check_keying, keyed_to
from ..primitives.regions import keyed_site_type
from ..primitives import effects
from ..primitives.unique import unique_copy

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.listing import Listing
    from ..core.state import Company, Instance
    from ..game import Game
    from .actions import ChooseRevealedCreature

REF = "choice of a revealed creature"   # Pending.ref while the player chooses
CHOSEN = "creature chosen"                # Declared.data: the creature's id, None while he chooses
ELIGIBLE = "creatures revealed"           # Declared.data: the ids of the creatures he may choose
NONE = "no creature"                      # what a player who would decline says
PURPOSE = "a creature revealed by "        # Pending.purpose, before the card's name
RACES = ("Nazgûl", "Dragon")


def reveals(card: Card) -> bool:
    return any(isinstance(e, RevealCreatureAttack) for m in card.modes for e in walk(m.effects))


def check_deck_known(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: what the card reveals is the example's play deck, so it must be described."""
    if reveals(card) and player not in state.described_decks and state.in_zone(PLAY_DECK, player):
        raise InputError(f"{card.name} reveals {player}'s play deck, whose order the example does not know; "
                         f"describe it in the set-up ('{player}'s play deck holds ...')")
    return Verdict.allow()


def usable(state: State, inst: Instance) -> bool:
    """A revealed Nazgûl, Dragon or non-unique creature, keyable to a region type other than Coastal Sea or to a
    region, or a site in one, not of that type."""
    card = inst.card
    if not card.is_creature or (card.fact("unique") and card.race not in RACES):
        return False
    if unique_copy(state, card, inst.id) is not None or not manifestations.check_play(state, card):
        return False
    keys = keyed_to(state, card)
    types = [t for t, n in keys.get("region_types", {}).items() if n and fold(t) != fold("Coastal Sea")]
    known = catalogue().regions
    regions = [*keys.get("regions", ()), *(r for named in keys.get("sites_in", ()) for r in named.get("regions", ())),
               *(site.fact("region") for site in map(catalogue().find, keys.get("sites", ())) if site is not None)]
    return bool(types) or any(fold(str(known.get(r or "", {}).get("type", ""))) not in ("", fold("Coastal Sea"))
                              for r in regions)


def normally_keyable(state: State, card: Card, company: Company) -> bool:
    """Could the creature be keyed to the company by its own keying?"""
    path = company.site_path if company.moving else ()
    site = state.cards[company.site]
    keys = {r.type for r in path if r.type} | {r.name for r in path if r.name} | \
        {keyed_site_type(state, site), site.name}
    return any(check_keying(state, card, company, key, grants=False) for key in keys if key)


def reveal(game: Game, entry: Declared, effect: RevealCreatureAttack) -> bool:
    s = game.state
    by = effects.source_name(game, entry)
    company = s.companies.get(entry.target or "")
    if ELIGIBLE not in entry.data:
        if company is None or s.active_company != company.id:
            s.log.append(f"{by} has no effect: {entry.target}'s movement/hazard phase is over")
            return True
        shown = s.in_zone(PLAY_DECK, entry.player)[:effect.count]
        s.reveal((i.id for i in shown), s.players)   # the kernel's record of cards shown (The Hunt)
        s.log.append(f"{by}: {entry.player} reveals " + (", ".join(s.label(i) for i in shown) or "nothing"))
        entry.data[ELIGIBLE] = [i.id for i in shown if usable(s, i)]
        if not entry.data[ELIGIBLE]:
            s.log.append("no revealed creature may attack: nothing attacks")
            _shuffled_back(s, entry.player)
            return True
        s.pending = Pending(entry.player, f"{PURPOSE}{by}", kind="choice", ref=REF)
        entry.data[CHOSEN] = None
        return False
    chosen = entry.data.get(CHOSEN)
    if chosen is None:
        return False
    creature = s.cards[chosen]
    _shuffled_back(s, entry.player)
    if company is None or s.active_company != company.id:
        return True
    normal = normally_keyable(s, creature.card, company)
    s.move(creature.id, IN_PLAY, attached_to=company.id)
    made = attacks.creature_attacks(s, creature, company.id)
    s.log.append(f"{s.label(creature)} attacks {company.id} at once: it does not count against the hazard limit")
    if not normal and effect.prowess:
        for attack in made:
            attack.prowess += effect.prowess
        s.log.append(f"{s.label(creature)} could not normally be played on {company.id}: {effect.prowess:+d} "
                     "prowess")
    flow.begin(game, made)
    return True


def _shuffled_back(state: State, player: str) -> None:
    state.described_decks.discard(player)
    state.log.append(f"the cards not used go back on top of {player}'s play deck, shuffled: its order is not known "
                     "to the example any more")


def _awaiting(state: State) -> Declared | None:
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if CHOSEN in e.data and e.data[CHOSEN] is None and ELIGIBLE in e.data), None)


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def gate(pending: Pending, action: Action) -> Verdict:
    """While he chooses, only his choice."""
    from .actions import ChooseRevealedCreature
    if isinstance(action, ChooseRevealedCreature):
        return Verdict.allow()
    card = pending.purpose.removeprefix(PURPOSE)
    return Verdict.refuse("waiting-for-creature", f"First {pending.player} must choose {pending.purpose} "
                          f"('{pending.player} chooses <creature> to attack for {card}.').")


def _named(state: State, entry: Declared, name: str) -> Instance | None:
    return next((state.cards[i] for i in entry.data[ELIGIBLE] if fold(state.cards[i].name) == fold(name.strip())
                 or i == name.strip()), None)


def check_choose(game: Game, action: ChooseRevealedCreature) -> Verdict:
    s = game.state
    entry = _awaiting(s)
    if entry is None or not waiting(s) or s.pending is None:
        return Verdict.refuse("no-creature-awaited", "No revealed creature waits to be chosen now.")
    if entry.card != s.find(action.card).id:
        return Verdict.refuse("no-creature-awaited", f"{s.label(s.find(action.card))} waits for no choice.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    names = ", ".join(s.label(s.cards[i]) for i in entry.data[ELIGIBLE])
    if fold(action.creature.strip()) == fold(NONE):
        return Verdict.refuse("must-choose-creature", f"A creature must be played when one is available (CRF 22): "
                              f"choose one of {names}.")
    if _named(s, entry, action.creature) is None:
        return Verdict.refuse("not-a-revealed-creature", f"{action.creature} is none of the revealed creatures that "
                              f"may attack: {names}.")
    return Verdict.allow()


def choose(game: Game, action: ChooseRevealedCreature) -> None:
    s = game.state
    entry = _awaiting(s)
    assert entry is not None, "check found the entry"
    creature = _named(s, entry, action.creature)
    assert creature is not None, "check found the creature"
    entry.data[CHOSEN] = creature.id
    s.log.append(f"{action.player} chooses {s.label(creature)} to attack")
    s.pending = None


def candidates(listing: Listing) -> list[Action]:
    from .actions import ChooseRevealedCreature
    s = listing.state
    entry = _awaiting(s) if waiting(s) else None
    if entry is None or s.pending is None or entry.card is None:
        return []
    return [ChooseRevealedCreature(s.pending.player, s.cards[i].name, entry.card) for i in entry.data[ELIGIBLE]]
