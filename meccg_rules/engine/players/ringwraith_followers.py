"""Ringwraith followers (CoE 2.II.2.1.R4-R8; glossary, Ringwraith follower; CRF 22, Rulings by Term > Ringwraith
Follower).

A Ringwraith follower is a Ringwraith avatar card in play as the follower of its player's Ringwraith avatar. What the
engine models of him:

- only a Ringwraith avatar who is no follower himself controls him, and he takes one point of that Ringwraith's
  direct influence (CoE 2.II.2.1.R5), not his player's general influence;
- his card still counts as an avatar card, but he is not his player's avatar ("your Ringwraith", R5): the player's
  avatar is the Ringwraith who is no follower;
- a clause of his card that acts "as your Ringwraith" (a gap ``as_avatar``) is never refused for him, set up or
  brought in (``core/modelled.as_follower``); his card's other clauses not modelled still are;
- of his own card, his skills and his direct influence may be used, and the magic his card lets him use (R7; CRF 22,
  Ringwraith Follower: he keeps the magic printed on his card). The magic family asks ``may_use(inst, "magic")``.

Played as one (R4) by a card that brings a character in and names Ringwraith followers (We Have Come to Kill, They
Ride Together, several in one play: its ``brings_character`` key's ``ringwraith_followers``; ``check_played``): a
card or ability allowing it, and his player already has a Ringwraith in play at a Darkhaven or at the newcomer's home
site; he comes in as the follower of a Ringwraith avatar who is no follower, and the one point of direct influence
he takes must be unused (R5), unless a Black Horse in the company frees him of it (``needs_no_influence``; the engine's
reading: a Black Horse does not itself allow a Ringwraith follower to be played, R4 still asks for such a card).
Played as any character in the organization phase, he needs his controller's own ability, as his player's Ringwraith
(the key ``own_ringwraith_followers``: The Witch-king, "up to two Ringwraith followers in his company may be
controlled with no influence. You may bring these followers into play during separate organization phases"; Khamûl
the Ringwraith, one): that many Ringwraith followers of his company then need no direct influence (``_free_places``,
with the Black Horses'), the others one point each; the ability plays only "these followers", so only while his
company holds fewer Ringwraith followers than it names (the engine's reading). Played so by no such ability, or by a
card bringing a character in that does not name Ringwraith followers, he is refused (R4: no card or ability allows
it), unless a card of his player in play has a clause allowing it that is not modelled (refused as not modelled); a
Ringwraith avatar card in play is never made a follower by moving him (``check_otherwise``, asked by
``organization/control.check_follower``). His Unleashed cards cannot be initiated (R7): a card whose conditions name
a Ringwraith follower of its player as its target or in its company (The Witch-king Unleashed, Dwar Unleashed) is
refused as it is played (``may play card``: ``check_play``). Of his card's other effects (R7), a clause acting "as
your Ringwraith" never acts for him (``core/modelled.as_follower``; Akhôrahil's return of the magic cards he used,
``playing/magic``). The engine's reading of R7 for the prowess and direct influence his card prints for a mode: they
are his attributes, not effects he initiates, and apply to him in that mode as to any Ringwraith
(``mode_attributes.py``; CRF 22, Modes: "the effects listed ... on the Ringwraith"). His own card may free him of
that direct influence and let him join another Ringwraith's company (Ûvatha the Ringwraith, an ability R7 lets a
follower use: ``requires_none``, ``joins_another``, ``check_join``; the engine's reading there). Not modelled yet: his
card's other clauses not modelled for any Ringwraith, refused as such.

His controlling Ringwraith leaving play without being eliminated (R8; CRF 22, Ringwraith Follower): he stays in play
under no one's influence, still a Ringwraith follower (``awaits_ringwraith``), until the end of his player's next
organization phase. A Ringwraith avatar of that player back in play and no follower may take him again as his
follower then (``organization/control.check_follower``: one point of direct influence, R5); general influence never
controls him (he is an avatar card). Left so when that phase ends, he is discarded with the characters under no
influence (``organization/characters.settle_influence``, as CoE 2.II.2.2.3 has other followers). The engine's
reading of "next" when his Ringwraith leaves during his player's own organization phase: the one of his player's
next turn (``waits_past_this_phase``). His Ringwraith eliminated outside his player's organization phase: CoE
2.II.2.2.3 leaves him waiting in the same way until the end of his player's next organization phase, and as no avatar
may be revealed after an eliminated one (CoE 2.2), he is then discarded (``controller_leaving``); eliminated during
that phase, which 2.II.2.2.3 leaves out, he is discarded at its end, as any character under no influence then.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core import modelled
from ..core.cards import Card, fold
from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, OUT_OF_PLAY, Instance, State
from ..primitives import skills

USABLE = ("skills", "direct influence", "magic")   # what of his own card a Ringwraith follower may use (R7)
MIND = 1   # the direct influence a Ringwraith follower requires (R5)
FREES_ONE = "frees_a_ringwraith_follower_of_influence"   # the card key of an ally that does (Black Horse)
LEFT_IN_ORGANIZATION = "Ringwraith left in organization"   # Turn.per_turn[(it, follower id)]: waits one phase more
OWN = "own_ringwraith_followers"   # the card key of a Ringwraith whose text lets him take some (The Witch-king)
JOINS = "joins_another_ringwraiths_company"   # the card key of a Ringwraith who may join another's company (Ûvatha)


def _ringwraith_avatar(inst: Instance) -> bool:
    return inst.card.race == "Ringwraith" and bool(inst.card.fact("avatar"))


def is_ringwraith_avatar(inst: Instance) -> bool:
    """A Ringwraith avatar card, in play or not (his player's Ringwraith or a Ringwraith follower)."""
    return _ringwraith_avatar(inst)


def is_ringwraith_follower(inst: Instance) -> bool:
    """A Ringwraith avatar card in play as another character's follower (CoE glossary, Ringwraith follower), or as
    one whose Ringwraith left play and who waits for a Ringwraith to control him again (R8: ``awaits_ringwraith``)."""
    return inst.card.race == "Ringwraith" and modelled.as_follower(inst)


def awaits_ringwraith(inst: Instance) -> bool:
    """A Ringwraith follower whose controlling Ringwraith left play without being eliminated: under no one's
    influence until a Ringwraith avatar of his player, back in play, controls him again, or discarded at the end of
    his player's next organization phase (CoE 2.II.2.1.R8; CRF 22, Ringwraith Follower)."""
    return inst.zone == IN_PLAY and _ringwraith_avatar(inst) and inst.uncontrolled


def own_followers(inst: Instance) -> int:
    """How many Ringwraith followers this Ringwraith's own card lets him take, as his player's Ringwraith (not as a
    follower himself, R5): controlled with no influence and played as his followers (the key
    ``own_ringwraith_followers``: The Witch-king, two; Khamûl the Ringwraith, one)."""
    if not _ringwraith_avatar(inst) or inst.follower_of is not None or inst.uncontrolled:
        return 0
    return int(inst.card.trait(OWN, 0) or 0)


def _free_places(state: State, company: str) -> int:
    """How many Ringwraith followers of the company need no direct influence: one for each ally in it with the key
    ``frees_a_ringwraith_follower_of_influence`` (Black Horse), and as many as its player's Ringwraith's own card
    says (``own_followers``)."""
    return sum(1 for c in state.characters(company) for i in state.attached(c.id)
               if i.zone == IN_PLAY and i.card.kind == "ally" and i.card.trait(FREES_ONE)) \
        + sum(own_followers(c) for c in state.characters(company))


def _followers_in(state: State, company: str, but: str | None = None) -> list[Instance]:
    """The company's Ringwraith followers who would take direct influence but for another card (all but those whose
    own card frees them, ``requires_none``), the one that came into play first first."""
    return sorted((c for c in state.characters(company) if is_ringwraith_follower(c) and c.id != but
                   and not requires_none(c)), key=lambda c: c.seq)


def requires_none(inst: Instance) -> bool:
    """Does his own card free this Ringwraith avatar card of the direct influence a Ringwraith follower takes ("requires
    no influence to control", Ûvatha the Ringwraith: the key ``joins_another_ringwraiths_company``)?"""
    return _ringwraith_avatar(inst) and bool(inst.card.trait(JOINS))


def needs_no_influence(state: State, inst: Instance) -> bool:
    """Is this Ringwraith follower one whose own card (``requires_none``) or a Black Horse frees of direct influence?
    The engine's reading of "Each Black Horse in your Ringwraith's company allows you to play one Ringwraith follower
    who requires no direct influence": in each company, as many of its Ringwraith followers as it holds such allies,
    those that came into play first, among those whose own card does not free them already."""
    if not is_ringwraith_follower(inst) or inst.company is None:
        return False
    if requires_none(inst):
        return True
    places = _free_places(state, inst.company)
    return places > 0 and inst in _followers_in(state, inst.company)[:places]


def influence_needed(state: State, company: str, count: int, but: str | None = None,
                     newcomers: tuple[Instance, ...] = ()) -> int:
    """The direct influence ``count`` Ringwraith followers coming into the company take together: one point each
    (R5), but none for one whose own card frees him (``newcomers``, those known: ``requires_none``) nor for as many
    as its Black Horses leave free (``needs_no_influence``); ``but``: one of them who is in the company already (R8:
    taken again)."""
    count -= sum(1 for inst in newcomers if requires_none(inst))
    free = max(0, _free_places(state, company) - len(_followers_in(state, company, but)))
    return MIND * max(0, count - free)


def may_control(controller: Instance, inst: Instance) -> bool:
    """May ``controller`` control the Ringwraith avatar card ``inst`` as a follower: a Ringwraith avatar who is no
    follower, nor one waiting to be controlled again (CoE 2.II.2.1.R5, R8)."""
    return _ringwraith_avatar(inst) and _ringwraith_avatar(controller) and controller.follower_of is None \
        and not controller.uncontrolled


def may_use(inst: Instance, what: str) -> bool:
    """May this character use ``what`` of his own card ("skills", "direct influence", "magic", or another of its
    effects)? Anyone but a Ringwraith follower may; a Ringwraith follower only what ``USABLE`` names (R7)."""
    return not is_ringwraith_follower(inst) or what in USABLE


def uses_magic(state: State, inst: Instance, kind: str, without: str = "") -> bool:
    """Can this character use this kind of magic: by his own text (the fact ``can_use_magic``; a Ringwraith
    follower's as R7 lets him), or by a card on him (``skills.gained_magic``; ``without``: as if the card of that id
    gave him nothing)? Asked by the playing family's magic and by combat's eliminated characters."""
    return (kind in inst.card.fact("can_use_magic", ()) and may_use(inst, "magic")) \
        or kind in skills.gained_magic(state, inst, without)


def check_played(state: State, player: str, controller: Instance, inst: Instance, allowed: bool,
                 home: Callable[[Card], bool]) -> Verdict:
    """May ``player`` play the Ringwraith avatar card ``inst`` as a follower of ``controller`` (CoE 2.II.2.1.R4, R5)?
    ``allowed``: the card bringing him in allows a Ringwraith follower; ``home``: is a site one of his home sites."""
    if not allowed:   # another card or ability of his whose character play is not modelled may allow one
        modelled.refuse_of_player(state, "character play", player)
        return Verdict.refuse("ringwraith-follower-not-allowed", f"{state.label(inst)} comes in as a Ringwraith "
                              "follower only by a card or ability that allows one (CoE 2.II.2.1.R4).")
    if not may_control(controller, inst):
        return Verdict.refuse("ringwraith-follower-controller", f"{state.label(controller)} cannot control a "
                              "Ringwraith follower: only a Ringwraith avatar who is no follower can (CoE 2.II.2.1.R5).")
    from . import alignments
    sites = [state.cards[c.site] for c in state.companies.values() if c.owner == player and c.site in state.cards
             and any(_ringwraith_avatar(i) and i.controller == player for i in state.characters(c.id))]
    if not any(alignments.is_darkhaven(site.card) or home(site.card) for site in sites):
        return Verdict.refuse("ringwraith-follower-site", f"{player} has no Ringwraith in play at a Darkhaven or at "
                              f"one of {state.label(inst)}'s home sites (CoE 2.II.2.1.R4).")
    return Verdict.allow()


def check_otherwise(state: State, controller: Instance, inst: Instance, home: Callable[[Card], bool]) -> Verdict:
    """The Ringwraith avatar card ``inst`` made a follower of the Ringwraith ``controller`` otherwise than by a card
    bringing Ringwraith followers in (``organization/control.check_follower``): played from the hand as any
    character, or, in play, moved under him in the organization phase.

    Played so, he needs an ability allowing it (R4): his controller's own, as his player's Ringwraith
    (``own_followers``: The Witch-king's "You may bring these followers into play during separate organization
    phases"; the engine's reading: that play is the character play of the turn, so one organization phase each;
    "these followers" are those he controls with no influence, so only while his company holds fewer Ringwraith
    followers than his card names, one whose own card frees him of influence counted too, Ûvatha the Ringwraith,
    as he too is brought in by that ability), in the organization phase; then R4's site condition (``check_played``).
    Without one he is refused, unless a card of his player has such a clause not modelled (refused as not modelled
    there). R4 makes a Ringwraith follower
    only by playing one: the engine's reading, one in play (his player's Ringwraith, or a follower already) is never
    made one by moving him under another character: an ability letting him join another Ringwraith's company
    (Ûvatha the Ringwraith) moves him into that company instead (``joining_ringwraith``)."""
    if inst.zone != IN_PLAY:
        had = sum(1 for c in state.characters(controller.company) if is_ringwraith_follower(c)) \
            if controller.company else 0   # all of them: one his own card frees of influence came in so too
        allowed = own_followers(controller) > had and state.phase == "organization"
        return check_played(state, controller.controller or "", controller, inst, allowed, home)
    return Verdict.refuse("ringwraith-follower-not-allowed", f"{state.label(inst)} is in play: a Ringwraith avatar "
                          "card becomes a Ringwraith follower only as it is played so (CoE 2.II.2.1.R4).")


def joins_another(inst: Instance) -> bool:
    """Is this a Ringwraith follower (controlled, or waiting for a Ringwraith: R8) whose own card lets him join
    another Ringwraith's company (the key ``joins_another_ringwraiths_company``: Ûvatha the Ringwraith)? His
    player's own Ringwraith, no follower, moves between companies as any character does."""
    return is_ringwraith_follower(inst) and bool(inst.card.trait(JOINS))


def joining_ringwraith(state: State, inst: Instance, company: str) -> Instance | None:
    """The Ringwraith of the company ``company`` who would control him as he joins it: a Ringwraith avatar of his
    player who is no follower (R5: ``may_control``), or None."""
    player = inst.controller or inst.owner
    return next((c for c in state.characters(company) if c.controller == player and may_control(c, inst)), None)


def check_join(state: State, inst: Instance, company: str) -> Verdict:
    """May the Ringwraith follower ``inst`` (``joins_another``) join the company ``company`` at his site, in his
    player's organization phase (the caller, organizing, has asked both)?

    "He may join another Ringwraith's company during your organization phase and requires no influence to control"
    (Ûvatha the Ringwraith; CoE 2.II.2.1.R7 lets a Ringwraith follower use this ability). The engine's reading: he
    leaves his company, without his controlling Ringwraith, for another company of his player at the same site that
    holds a Ringwraith who may control him (R5: a Ringwraith avatar who is no follower), and becomes that
    Ringwraith's follower; it is no play of a Ringwraith follower (R4 is not asked), and he takes no direct
    influence (``requires_none``). A company whose only Ringwraiths are followers has none to control him: refused.
    In a game his player's Ringwraith is the only one who may: the ability brings him back under him from another
    company (one he waits in, R8, his Ringwraith gone and back in play elsewhere at that site)."""
    if joining_ringwraith(state, inst, company) is None:
        return Verdict.refuse("ringwraith-follower-controller", f"{company} holds no Ringwraith of "
                              f"{inst.controller or inst.owner}'s who may control {state.label(inst)}: only a "
                              "Ringwraith avatar who is no follower may (CoE 2.II.2.1.R5).")
    return Verdict.allow()


def join(state: State, inst: Instance, company: str) -> None:
    """He joins the company as the follower of its Ringwraith (``check_join`` allowed it)."""
    ringwraith = joining_ringwraith(state, inst, company)
    assert ringwraith is not None, "check_join found him"
    inst.company, inst.follower_of, inst.uncontrolled = company, ringwraith.id, False
    state.log.append(f"{state.label(inst)} joins {company} as {state.label(ringwraith)}'s follower, requiring no "
                     "influence (his card's text)")


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The ``may play card`` query: a card whose conditions name one of its player's Ringwraith followers (as its
    target or in its company: The Witch-king Unleashed, Dwar Unleashed, played on that Ringwraith "as your
    Ringwraith") is one of his Unleashed cards, which cannot be initiated (R7); nor is he "your Ringwraith" (R5).
    The engine's reading: the only cards whose play names a Ringwraith are his Unleashed cards, so each such card
    is refused while the Ringwraith it names is a follower of its player."""
    conditions = (*card.trait("playable_if", ()), *(c for m in card.modes for c in m.playable_if))
    names = {fold(n) for c in conditions for n in (getattr(c, "target_named", ""), getattr(c, "company_with_named", ""))
             if n}
    for inst in state.characters() if names else ():
        if inst.controller == player and is_ringwraith_follower(inst) and fold(inst.card.name) in names:
            return Verdict.refuse("ringwraith-follower-unleashed", f"{card.name} names {state.label(inst)}, a "
                                  "Ringwraith follower: his Unleashed cards cannot be initiated (CoE 2.II.2.1.R7), and "
                                  "he is not his player's Ringwraith (R5).")
    return Verdict.allow()


def waits_past_this_phase(state: State, inst: Instance) -> bool:
    """Is this waiting Ringwraith follower's deadline a later organization phase: his Ringwraith left play during his
    player's organization phase this turn (R8: "until the end of their next organization phase")?"""
    return bool(state.turn.per_turn.get((LEFT_IN_ORGANIZATION, inst.id)))


def controller_leaving(state: State, inst: Instance, zone: str) -> None:
    """The ``moving`` hook: a Ringwraith leaving play with Ringwraith followers (CoE 2.II.2.1.R8).

    His followers stay in play under no one's influence (``State.move``) and wait for a Ringwraith avatar of their
    player to control them again: at the end of that player's next organization phase they are discarded
    (``organization/characters.settle_influence``). Leaving during his player's own organization phase, the next
    one is that of his player's next turn (``waits_past_this_phase``: the engine's reading of "next").

    Eliminated (out of play, or to a marshalling point pile: the engine's reading, as it cannot tell there an
    elimination from a removal), R8 does not apply, but CoE 2.II.2.2.3 does, as for any follower whose controller
    is eliminated outside an organization phase: he waits until the end of his player's next organization phase for
    an influence that may control him, here only a Ringwraith avatar (R5), and none may be revealed after an
    eliminated avatar (CoE 2.2): the same waiting, which ends in his discard. Eliminated during his player's own
    organization phase (2.II.2.2.3 is for a follower removed outside one), he is discarded at the end of this one,
    as any character left under no influence then."""
    followers = [f for f in state.followers(inst.id) if is_ringwraith_follower(f)]
    if not followers:
        return
    eliminated = zone in (OUT_OF_PLAY, MP_PILE)
    if state.phase == "organization" and state.resource_player == inst.controller and not eliminated:
        for follower in followers:
            state.turn.per_turn[(LEFT_IN_ORGANIZATION, follower.id)] = True
    if eliminated:
        state.log.append(f"{state.label(inst)} is eliminated or removed from play: his Ringwraith followers wait "
                         "under no one's influence until the end of his player's organization phase (the next one, "
                         "if not in it), where only a Ringwraith avatar may control them (CoE 2.II.2.2.3, "
                         "2.II.2.1.R5)")
        return
    state.log.append(f"{state.label(inst)} leaves play: his Ringwraith followers wait under no one's influence for "
                     "a Ringwraith of their player until the end of his next organization phase (CoE 2.II.2.1.R8)")
