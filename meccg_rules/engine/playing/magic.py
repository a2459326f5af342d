"""Magic: who may play a magic card (CoE glossary, "use"; CRF 22, Rulings by Term > Ringwraith Follower).

A magic card (sorcery, spirit-magic, shadow-magic) is played by a character who can use that kind of magic: one
whose text says so ("Can use sorcery and shadow-magic", the fact ``can_use_magic``), or one bearing a card that
lets him (a ``gained magic`` static: Magic Ring of Delusion, "Bearer can use spirit-magic", an item only while in
use; ``primitives/skills.gained_magic``). A ring whose text does more "if the bearer can already use" that magic
asks ``could_use`` (the ability condition ``actor_magic_before``): the engine's reading of "already", as for a
skill (``skills.had_skill``), is that he can use it now from anything but that card. That ability is an active
condition of the card ("playable on a spirit-magic-using character", the condition ``target_uses_magic``), not a
cost: casting taps no one unless the card says so, and the caster's corruption check, when the card asks for one,
is one of its effects (a ``check`` on the target, ``except_races = ["Ringwraith"]`` for "unless he is a
Ringwraith"). A Ringwraith follower still uses the magic printed on his card (CRF 22, Ringwraith Follower; CoE
2.II.2.1.R7): the players family's ``ringwraith_followers.may_use`` says so.

The character who uses a magic card is the one it is played on when it is played on a user of its magic (the
condition ``target_uses_magic``), or the companion whose magic it calls on (``magic user``, Freeze the Flesh).
A magic card he used that has to be discarded, as it resolves or is cancelled in a chain of effects, goes into its
owner's play deck instead, shuffled, when he is his player's avatar and his entry says so (the key
``used_magic_to_play_deck``: Akhôrahil the Ringwraith, CRF 22 erratum [CoE IE 2018]: "when a magic card used by him
has to be discarded", no longer "when he uses a magic card"; not as a Ringwraith follower, CoE 2.II.2.1.R5). A
short-event that changed nothing goes back to the hand (CoE 5.1.2): it is not discarded, so it stays there. A magic
permanent-event he used stays in play knowing him (``note_user``: ``Instance.used_by``, set as it comes into play from
its chain of effects), and is shuffled into the play deck when it is discarded later from play (the ``moving`` hook,
``leaving_play``), if he is then in play as his player's avatar (the engine's reading of "as your Ringwraith": his
text acts while he is; gone from play, or a follower, it does not). One set up in play, not played, has no user the
engine knows: its discard beside such an avatar of its player is refused as not modelled (never silent).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import Condition
from ..core.cards import Card
from ..core.errors import NotModelledError, Verdict
from ..core.modelled import as_follower
from ..core.state import DISCARD, IN_PLAY, PLAY_DECK, Instance, State
from ..players import ringwraith_followers

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


uses = ringwraith_followers.uses_magic   # can this character use this kind of magic (one answer for all families)


def could_use(state: State, inst: Instance, source: Instance, kind: str) -> bool:
    """``actor_magic_before``: could the character use this kind of magic without ``source`` ("If the bearer can
    already use spirit-magic", Magic Ring of Delusion)?"""
    return uses(state, inst, kind, without=source.id)


def check_target_uses_magic(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``target_uses_magic``: the target is a character who can use that kind of magic."""
    kind = condition.target_uses_magic
    inst = state.cards.get(target or "")
    if inst is None or not inst.card.is_character or not uses(state, inst, kind):
        who = state.label(inst) if inst is not None else "no one"
        return Verdict.refuse("cannot-use-magic", f"{card.name} is played by a character who can use "
                              f"{kind.lower()}; {who} cannot.")
    return Verdict.allow()


def casters(state: State, card: Card, target: str | None) -> list[Instance]:
    """The characters of the card's player (its resource player: the one whose turn it is), other than the target,
    at the target's site (each player's own copy of it), who can use the magic ``magic_user_at_site`` names."""
    kind = next((c.magic_user_at_site for c in card.trait("playable_if", ()) if c.magic_user_at_site), "")
    inst = state.cards.get(target or "")
    if not kind or inst is None or inst.zone != IN_PLAY:
        return []
    company = state.company_of(inst.id)
    if company is None:
        return []
    site = state.site_of(company.id).card.name
    return [c for other in state.companies_of(state.resource_player) if state.site_of(other.id).card.name == site
            for c in state.characters(other.id)
            if c.id != inst.id and uses(state, c, kind)]


def check_magic_user_at_site(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``magic_user_at_site``: a character of the card's player at the target's site, not the target, can use that
    kind of magic; he casts it. Two or more who could: which one casts is not modelled, and refused so."""
    found = casters(state, card, target)
    if not found:
        return Verdict.refuse("not-at-site", f"{card.name} needs a character of yours who can use "
                              f"{condition.magic_user_at_site.lower()} at the site of its target.")
    if len(found) > 1:
        raise NotModelledError(f"{card.name}: which of {', '.join(state.label(c) for c in found)} casts it is not "
                               "modelled")
    return Verdict.allow()


def name_caster(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: a card played with a user of its magic at its target's site names him as it is
    declared (its target may be gone by the time the caster's check comes)."""
    card = game.state.cards[entry.card].card if entry.card in game.state.cards else None
    if card is not None and entry.kind == "event" and any(c.magic_user_at_site for c in card.trait("playable_if", ())):
        found = casters(game.state, card, entry.target)
        entry.data["caster"] = found[0].id if found else ""


def caster(game: Game, entry: Declared) -> list[str]:
    """The selection ``caster``: the user of the card's magic at its target's site, named as it was declared
    (``magic_user_at_site``), if still in play."""
    ref = entry.data.get("caster", "")
    return [ref] if ref in game.state.cards and game.state.cards[ref].zone == IN_PLAY else []


def user(state: State, card: Instance) -> Instance | None:
    """The character who uses the magic card ``card``, declared in a chain of effects: its target when it is played
    on a user of its magic, else the companion its ``magic user`` names; None for any other card."""
    kinds = card.card.fact("magic")
    entry = next((e for chain in state.chains for e in chain.entries if e.card == card.id), None)
    if not kinds or entry is None:
        return None
    return _user_of(state, card, entry)


def _user_of(state: State, card: Instance, entry: Declared) -> Instance | None:
    """The character who uses the magic card ``card`` declared as ``entry``: its target when it is played on a user
    of its magic, else the companion its ``magic user`` or ``caster`` names."""
    on_user = any(c.target_uses_magic for c in card.card.trait("playable_if", ()))
    ref = entry.target if on_user else entry.data.get("magic user") or entry.data.get("caster")
    found = state.cards.get(ref or "")
    return found if found is not None and found.card.is_character else None


def discarded_from_chain(state: State, card: Instance) -> str | None:
    """The hook ``discarded from a chain``: a magic card used by an avatar whose entry says so goes into its
    owner's play deck, shuffled, instead of the discard pile."""
    caster = user(state, card)
    if caster is None or not _returns_magic(caster):
        return None   # his text acts "as your Ringwraith": not for a Ringwraith follower (CoE 2.II.2.1.R5)
    _goes_to_play_deck(state, caster, card)
    return PLAY_DECK


def _goes_to_play_deck(state: State, caster: Instance, card: Instance) -> None:
    """Said as the magic card ``card`` that ``caster`` used goes into its owner's play deck instead of the discard
    pile (``discarded_from_chain``, ``leaving_play``)."""
    state.log.append(f"{state.label(caster)}: {state.label(card)}, a magic card he used, is to be discarded: it goes "
                     f"into {card.owner}'s play deck instead, which he shuffles")


def _returns_magic(caster: Instance) -> bool:
    """Does this character, in play, return the magic cards he used to the play deck: his entry says so and he is
    his player's avatar, no Ringwraith follower (his text acts "as your Ringwraith": CoE 2.II.2.1.R5)?"""
    return caster.zone == IN_PLAY and bool(caster.card.fact("avatar")) \
        and bool(caster.card.trait("used_magic_to_play_deck")) and not as_follower(caster)


def note_user(state: State, inst: Instance, entry: Declared) -> None:
    """A magic card comes into play from its chain of effects: the character who used it is kept on it
    (``Instance.used_by``), for as long as it stays in play."""
    if inst.card.fact("magic"):
        found = _user_of(state, inst, entry)
        inst.used_by = found.id if found is not None else ""


def leaving_play(state: State, inst: Instance, zone: str) -> tuple[str, None] | None:
    """The hook ``moving``: a magic card in play discarded, used by an avatar in play whose entry says so
    (``used_magic_to_play_deck``), goes into its owner's play deck instead, which he shuffles. One whose user is not
    known (set up in play) discarded while such an avatar of its player is in play: refused as not modelled."""
    if zone != DISCARD or not inst.card.fact("magic") or inst.zone != IN_PLAY:
        return None
    caster = state.cards.get(inst.used_by)
    if caster is None:
        if any(_returns_magic(other) and other.controller == inst.owner for other in state.cards.values()):
            raise NotModelledError(f"not modelled: which character used {state.label(inst)}, set up in play and "
                                   "not played, is not known (playing/magic.py)")
        return None
    if not _returns_magic(caster):
        return None
    state.described_decks.discard(inst.owner)
    _goes_to_play_deck(state, caster, inst)
    return PLAY_DECK, None
