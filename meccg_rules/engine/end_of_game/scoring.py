"""Marshalling points: the tally in play and the Free Council's count (CoE 10.3.ii-vii, 10.4, 10.W1, 10.R1, 10.F1,
10.F2, 10.B1).

A player's points come from six sources, each card by its printed type: characters, allies and items in
play under his control (stored items in his marshalling point pile count as items), factions in his
marshalling point pile, kill points from the creatures his companies defeated, and miscellaneous points
from his other cards. Nobody scores a hazard he played himself (CoE 10.4; CRF 22, Marshalling Point
Pile). A Wizard player's minion items count half, rounded up (CoE 10.W1), and so do a Ringwraith player's hero
items (10.R1); a Balrog player's hero item gives nothing if it was played at one of his Darkhavens, half its
points rounded up otherwise (10.B1; ``Instance.played_at``). An eliminated avatar costs 5 miscellaneous points (CoE
2.2): at once for calling the end of the game (CRF 22, Victory Conditions), and last of all at the Free Council (CoE
10.3.vi).

The Free Council's count, in order: each source at zero or less for a player doubles the other's points
in it (not kill nor miscellaneous); a source giving more than half of a player's positive points is
lowered to the sum of his other positive sources (CRF 22, End-of-Game: no rounding); each card a player
holds that duplicates a unique card scoring for the other costs the other one point (the engine reveals
every such card: nobody would keep one hidden); the eliminated avatar's -5; the higher total wins. In a game of three
or four players every other player counts as the opponent of these steps (the engine's reading: the rules are written
for two): a source at zero or less for any other player doubles a player's points in it (once), every other player's
duplicates cost him, and the highest total wins, a tie when it is shared.

A character whose card prints negative points "if eliminated" costs his player those points, as character
points, while he is eliminated (CoE 10.3.ii: character points subtract the negative points of eliminated
characters; CRF 22, End-of-Game: they apply when the points are totalled). The engine's reading, where the rules
are silent: they count for calling the end of the game too, as the eliminated avatar's -5 does, and also when he
was eliminated in company versus company combat (the kill points go to the other player all the same).

A Fallen-wizard player's non-Stage card worth one point or more is worth one (CoE 10.F1), and what other
resources would add to it, the card's own text included, does not count: none of his points is changed by a
non-Stage resource (CRF 22, Fallen-wizard). A card whose erratum says it gives a Fallen-wizard no points
(``no_points_for_fallen_wizards``: the Palantíri of Orthanc and Elostirion) gives him none, whatever else is in
play (CRF 22, Card Errata). The engine's readings: 10.F1 names cards, not kinds of points, so kill points are
capped the same way (a creature in his pile, a trophy, a character his company eliminated); a card's own text
changing its value (Palantír of Amon Sûl's "if stored") is a change made by a non-Stage resource, so the printed
points are capped. Of the changes 10.F1 keeps, those of a Fallen-wizard avatar's ability and of a Stage resource
making some of his player's cards "worth full marshalling points" (``full_points``: Saruman's non-weapon,
non-armor, non-shield, non-helmet items; Blind to All Else's ring items, Legacy of Smiths' non-ring items) are read
here: while that card is in play under his control such a card counts its printed points (for its bearer: a Dwarven
Ring's value for a Dwarf), uncapped; one making them "each worth N" (``full_points.worth``: Great Patron's
characters and allies printing 2 or more) sets them to N. It is read of the card's own kind (an item card), not of
the source its points count in, so a permanent-event giving item points (Neither so Ancient Nor so Potent) stays at
one; a trophy, though a minor item for every effect (CoE 3.IV.1), gives kill points for a creature, not an item's,
and stays at one too (the engine's reading), unless a card makes the hazards his companies defeat worth their full kill
points (the kind ``defeated hazard``: A Merrier World, the Fallen-wizard Alatar; a creature in his pile or kept as a
trophy). A Stage resource's change to his factions is read the same way, by the faction card's kind, races, alignment
and uniqueness (Gatherer of Loyalties: his unique factions each worth 2; Oromë's Warders: his Elf factions; Grey
Embassy, "if on Gandalf", only while placed on that card), some only while his player counts as the Fallen-wizard they
name ("If you are Alatar": declared so, and not eliminated, CoE 2.2.F2); with ``at_least`` and ``at_most`` a value is
set for those printing so many points ("normally worth 3 or more"). Where several changes reach one card the highest
counts (the engine's reading: the rules do not say; a card's own clauses read so, Gatherer of Loyalties' Alatar giving
his Dragon factions 4 over the 2 of its first sentence). Narrower ones are read too (Man of Skill's permanent-events
whose play asks for an Information site, Join the Hunt's weapons, armor, shields, helmets and allies with a prowess in
his avatar's company, Give Welcome to the Unexpected's unique non-character cards printing one point while it is on
Gandalf), and a hazard with an asterisk defeated under Shameful Deeds (``Instance.full_kill_points``) gives its full
kill points, other hazards none while it is in play (``withheld``). A card of his in play fixing a value "regardless of
other cards in play" comes before all of these (``fixed_worth``: Await the Onset's factions under it, and, in the count
made as the game ends, his cards in a company away from his Wizardhavens). A hazard's changes, the last kind 10.F1
keeps, come before all (``points_changed_by_hazards.py``: Fool's Bane's Elf characters and factions worth 0 in all
cases; a hazard defeated while Foul Tooth Unsheathed was in play worth nothing, overriding his resources).

A card placed off to the side with a host card still gives its points, unless it is a prisoner or an effect says
otherwise (CoE glossary, off to the side): a prisoner is worth minus his printed points to his player, as character
points, and so is one eliminated while a prisoner (CoE 3.III.4; ``prisoners/negative_marshalling_points.py``: a ring
he keeps gives its points, being no prisoner), a defeated creature kept with Elven Rope gives no kill points (CRF 22,
Elven Rope; ``combat/kept_creatures``), and a host whose own rule for the points is not modelled (Press-gang) refuses
to be counted.

A Fallen-wizard player's resource stored at a site that is no Wizardhaven of his gives him nothing (CoE 10.F2;
``players/stage_wizardhavens.stored_at_wizardhaven``); a card a scenario sets up in his pile, stored nowhere the
engine knows, counts as set up (the engine's reading). A Stage card placed with a card, in play or in his marshalling
point pile (``host_full_points``: Wizard's Trove with The White Tree it brought, or with the card it stored at his
Wizardhaven, ``organization/named_storing.py``), makes that card worth its full points to him.

Factions placed under a leader give their points as factions; a group of them under one leader adds its extra
faction points once (``influence/leader_factions.py``; CRF 22, Leader; CoE 10.F3).

Cards at Under-deeps sites count here; to call the end of the game they do not, but for a Balrog player
(``points_left_out``, CoE 10.2.1-4, 10.2.B2). Not counted yet: cards that change the count (My Precious).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..primitives import bearer_values, values
from ..primitives.conditions import is_ring
from .keys import FullPoints
from . import points_changed_by_hazards
from ..combat import asterisk_hazards, kept_creatures, trophies
from ..hazards.manifestations import dragon_of
from ..influence import leader_factions
from ..players import specific, stage_wizardhavens
from ..players import alignments
from ..players.alignments import BALROG, FALLEN_WIZARD, RINGWRAITH, WIZARD, alignment_of
from ..players.stage import STAGE
from ..core.cards import Card, fold
from ..core import modelled
from ..core.state import IN_PLAY, MP_PILE, OFF_TO_THE_SIDE, OUT_OF_PLAY, Instance, State
from ..prisoners import negative_marshalling_points

CATEGORIES = ("character", "ally", "item", "faction", "kill", "miscellaneous")
DOUBLED = ("character", "ally", "item", "faction")
AVATAR_PENALTY = -5


def category(card: Card) -> str:
    found = card.fact("mp_type") or "miscellaneous"
    return found if found in CATEGORIES else "miscellaneous"


def source(inst: Instance, player: str = "") -> str:
    """The source a card's points count in: its printed type, or kill for a character eliminated in company
    versus company combat (CoE 3.v) for the player who eliminated him; his own player's loss is his character's.
    An opponent's Dragon faction defeated, in his pile or kept as a trophy, is kill points too (CoE g.man.3)."""
    if inst.card.kind == "faction" and player and player != inst.owner and (inst.trophy or inst.zone == MP_PILE) \
            and dragon_of(inst.card) is not None:
        return "kill"
    return "kill" if (inst.killed_by and player != inst.owner) or defeated_agent(inst) else category(inst.card)


def defeated_agent(inst: Instance) -> bool:
    """An agent hazard a company defeated, in the defending player's marshalling point pile: its points are kill
    points, not a character's (CoE 3.v, agent hazard attacks; a character eliminated in company versus company combat
    is ``killed_by``)."""
    return inst.zone == MP_PILE and inst.card.is_character and inst.controller != inst.owner and not inst.killed_by


def lost_if_eliminated(inst: Instance, player: str) -> int:
    """The points a character's player loses while the character is eliminated (a negative number, or 0)."""
    lost = inst.card.fact("marshalling_points_if_eliminated") or 0
    return lost if lost < 0 and inst.eliminated and inst.zone == OUT_OF_PLAY and inst.owner == player else 0


# the items a player's alignment counts at half their points, rounded up (CoE 10.W1, 10.R1)
HALVED_ITEMS = {WIZARD: "Minion", RINGWRAITH: "Hero"}


def points_of(state: State, inst: Instance, player: str, ending: bool = False) -> int:
    """What the card gives ``player`` now (0 when it scores nothing for him); ``ending``: in the count made as the
    game ends (the Free Council's, ``final``)."""
    card = inst.card
    changed = points_changed_by_hazards.changed(state, inst, player)
    if changed is not None:   # a hazard's change (Fool's Bane's "in all cases", Foul Tooth Unsheathed's defeats)
        return changed
    lost = lost_if_eliminated(inst, player)
    if lost:
        return lost
    if inst.zone in (OFF_TO_THE_SIDE, OUT_OF_PLAY):   # a prisoner (or one eliminated so) costs points (CoE 3.III.4)
        prisoner = negative_marshalling_points.points(state, inst, player)
        if prisoner is not None:
            return prisoner
    value = values.marshalling_points(state, inst)
    fallen_wizard = alignment_of(state, player) == FALLEN_WIZARD
    if inst.killed_by:  # eliminated in company versus company combat: kill points for the other player (CoE 3.v)
        # (or a character revealed for an attack and defeated, in his marshalling point pile: Ride Against the Enemy)
        value = value if inst.killed_by == player and inst.zone in (OUT_OF_PLAY, MP_PILE) else 0
        return fallen_wizard_points(state, inst, value, player) if fallen_wizard and value else value
    stored_site = card.is_site and inst.zone == MP_PILE   # a site its text stores (The Under-galleries)
    fixed = fixed_worth(state, inst, player, ending)
    if fixed is not None:   # "regardless of other cards in play" (Await the Onset)
        return fixed
    if not value or (card.is_site and not stored_site) or inst.controller != player \
            or inst.zone not in (IN_PLAY, MP_PILE, OFF_TO_THE_SIDE):
        return 0
    if fallen_wizard and inst.zone == MP_PILE and inst.stored_at and card.type == "Resource" \
            and not stage_wizardhavens.stored_at_wizardhaven(state, player, inst.stored_at):
        return 0   # stored at a site that is no Wizardhaven of his (CoE 10.F2)
    if inst.zone == OFF_TO_THE_SIDE and inst.attached_to in state.cards:   # its host may say otherwise
        held = state.cards[inst.attached_to]
        modelled.refuse_any((held.card,), ("marshalling points",))
        if kept_creatures.kept(state, inst):   # a creature kept with Elven Rope: no kill points (CRF 22)
            return 0
    if defeated_hazard(inst) and withheld(state, inst, player):
        return 0   # no kill points from a hazard without an asterisk while Shameful Deeds is his
    if inst.trophy:  # the kill points it would give had he not kept it (CoE 3.IV.2)
        value = trophies.points(state, inst, player)
        return fallen_wizard_points(state, inst, value, player) if fallen_wizard and value else value
    if card.type == "Hazard" and inst.owner == player:
        return 0  # his own hazard, even one his companies defeated (CoE 10.4)
    if category(card) == "kill" and (inst.zone not in (MP_PILE, OFF_TO_THE_SIDE) or inst.owner == player):
        return 0
    if fallen_wizard:
        return fallen_wizard_points(state, inst, value, player)
    if category(card) == "item" and card.alignment == "Hero" and alignment_of(state, player) == BALROG:
        return balrog_hero_item_points(state, inst, value, player)
    if category(card) == "item" and HALVED_ITEMS.get(alignment_of(state, player)) == card.alignment:
        return math.ceil(value / 2)  # a Wizard player's minion item (CoE 10.W1), a Ringwraith player's hero one (R1)
    return value


def balrog_hero_item_points(state: State, inst: Instance, value: int, player: str) -> int:
    """What a hero item gives a Balrog player: nothing if it was played at one of his Darkhavens, else half its
    points, rounded up (CoE 10.B1). Where it was played is ``Instance.played_at``, the site whose version he uses
    (``alignments.site_for``) telling whether it is his Darkhaven; the engine's reading, where the rules are silent:
    an item the engine saw played nowhere (set up in an example, taken from another player) is one of the "other
    hero items" and counts half."""
    if inst.played_at and alignments.is_minion_haven(alignments.site_for(state, player, inst.played_at)):
        return 0
    return math.ceil(value / 2)


def fallen_wizard_points(state: State, inst: Instance, value: int, player: str) -> int:
    """What a card in play or in his pile gives a Fallen-wizard player, ``value`` being what it is worth now: a
    Stage card its value; a card whose erratum says so nothing; any other its printed points, or one if they are one
    or more, what modifies them being a non-Stage resource (CoE 10.F1; CRF 22, Fallen-wizard), unless his avatar's
    ability or a Stage resource of his makes it worth full points (``full_points``: its printed points, uncapped) or
    worth N (a Stage card too: its value is the Stage resource's to change). Where two of them change one card, the
    engine's reading (the rules are silent): it is worth the highest of their values."""
    card = inst.card
    if card.trait("no_points_for_fallen_wizards"):
        return 0
    printed = card.fact("marshalling_points") or 0
    found = [] if inst.killed_by else [n for full in full_points(state, inst, player)
                                       if (n := worth(state, inst, full, value, printed)) is not None]
    if card.alignment == STAGE or inst.full_kill_points and defeated_hazard(inst):   # Shameful Deeds: in full
        return max((value, *found))
    if not inst.killed_by:
        if not inst.trophy and any(i.zone in (IN_PLAY, MP_PILE) and i.attached_to == inst.id
                                   and i.card.trait("host_full_points") for i in state.cards.values()):
            return bearer_values.value(state, inst, "marshalling_points")
        if found:   # the highest, where several apply (the engine's reading)
            return max(found)
    return 1 if printed >= 1 else printed


def worth(state: State, inst: Instance, full: FullPoints, value: int, printed: int) -> int | None:
    """What one change kept by CoE 10.F1 makes the card worth: its full points (a defeated hazard: the kill points
    it gives now), or ``full.worth`` if it prints as many points as the change asks (``at_least``, ``at_most``;
    ``worth`` or more when neither is given); None if it does not reach it."""
    if full.worth is None:
        return value if defeated_hazard(inst) else bearer_values.value(state, inst, "marshalling_points")
    bounded = full.at_least is not None or full.at_most is not None
    least = full.at_least if bounded else full.worth
    if (least is not None and printed < least) or (full.at_most is not None and printed > full.at_most):
        return None
    return full.worth


def fixed_worth(state: State, inst: Instance, player: str, ending: bool) -> int | None:
    """What a card of ``player``'s is worth whatever other cards in play say, if a card of his in play fixes it: a
    faction lying under it in his pile (``factions_under_worth``), or, in the count made as the game ends, a card
    printing one point or more in one of his companies not at one of his Wizardhavens (``away_from_wizardhavens_worth``;
    a Wizardhaven printed so or made his by a card, ``stage_wizardhavens``). The engine's readings: "marshalling point
    cards" are those printing one point or more (a faction under the card is worth it whatever it prints); "when the
    game ends" is the Free Council's count, not the totals a player calls the end of the game by."""
    host = state.cards.get(inst.attached_to or "")
    if inst.zone == MP_PILE and inst.card.kind == "faction" and inst.controller == player and host is not None \
            and host.zone == IN_PLAY and host.controller == player \
            and host.card.trait("factions_under_worth") is not None:
        return int(host.card.trait("factions_under_worth"))
    if not ending or inst.zone != IN_PLAY or inst.controller != player or inst.card.type == "Hazard" \
            or (inst.card.fact("marshalling_points") or 0) < 1:
        return None
    company = state.company_of(inst.id)
    if company is None or company.owner != player:
        return None
    site = state.cards[company.site].card
    if stage_wizardhavens.wizardhaven_of(state, player, site):
        return None
    return next((int(c.card.trait("away_from_wizardhavens_worth")) for c in state.cards.values()
                 if c.zone == IN_PLAY and c.controller == player
                 and c.card.trait("away_from_wizardhavens_worth") is not None), None)


def withheld(state: State, inst: Instance, player: str) -> bool:
    """A hazard his companies defeated that gives him no kill points: one printing no asterisk, while a card of his
    in play makes the hazards with an asterisk attack his companies normally (Shameful Deeds: "no kill marshalling
    points from other hazards if this card is in play"; ``combat/asterisk_hazards.py``). The engine's reading: the
    other hazards are those without an asterisk, so one with an asterisk defeated before the card came into play
    keeps what it gave."""
    return not asterisk_hazards.has_asterisk(inst.card) and asterisk_hazards.made_normal(state, player)


def defeated_hazard(inst: Instance) -> bool:
    """A hazard his companies defeated, scoring kill points: a creature (or other kill card) or an agent in his
    marshalling point pile, or one kept as a trophy (CoE 3.IV.2)."""
    return bool(inst.trophy) or (inst.zone == MP_PILE and category(inst.card) == "kill") or defeated_agent(inst)


def full_points(state: State, inst: Instance, player: str) -> list[FullPoints]:
    """The changes to the card's value that CoE 10.F1 keeps: those of a Fallen-wizard avatar's ability or of a Stage
    resource in play under ``player``'s control ("Your non-weapon ... items are each worth full marshalling points",
    Saruman; "Your ring items ...", Blind to All Else; "Your unique factions are each worth 2 marshalling points",
    Gatherer of Loyalties), lasting only while that card is in play (and, with ``while_on``, placed on that card)."""
    return [full for source in state.cards.values()
            if source.zone == IN_PLAY and source.controller == player
            and (source.card.fact("avatar") or source.card.alignment == STAGE)
            for full in changes_of(source.card)
            if applies(state, inst, full, player) and (not full.while_on or on_named(state, source, full.while_on))]


def changes_of(card: Card) -> tuple[FullPoints, ...]:
    """A card's ``full_points``: one change, or several (a list in its entry)."""
    found = card.trait("full_points")
    return () if found is None else found if isinstance(found, tuple) else (found,)


def applies(state: State, inst: Instance, full: FullPoints, player: str) -> bool:
    """Is the card one of those the change names: of its kinds (his own cards, not one scored as kill points: no
    hazard nor another player's Dragon faction he defeated; or, for ``defeated hazard``, one of those),
    keywords, races (or none of ``except_races``), alignment, unique or with a prowess attribute as it asks, in his
    avatar's company, asking for an Information site, while ``player`` counts as the Fallen-wizard it names
    (``player_is``)?"""
    card = inst.card
    keywords = set(card.fact("keywords") or ())
    ring = is_ring(card)
    return (not keywords & set(full.except_keywords)
            and (card.kind in full.kinds and not inst.trophy and source(inst, player) != "kill"
                 or "defeated hazard" in full.kinds and defeated_hazard(inst))
            and (full.rings != "only" or ring) and (full.rings != "none" or not ring)
            and (not full.keywords or bool(keywords & set(full.keywords)))
            and (not full.races or card.fact("race") in full.races)
            and card.fact("race") not in full.except_races
            and (not full.unique or bool(card.fact("unique")))
            and (not full.alignment or card.alignment == full.alignment)
            and (not full.with_prowess or card.fact("prowess") is not None)
            and (not full.player_is or specific.counts_as(state, player, full.player_is))
            and (not full.in_avatar_company or _in_avatar_company(state, inst, player))
            and (not full.information_site or asks_information_site(card)))


def on_named(state: State, source: Instance, name: str) -> bool:
    """Is ``source`` placed on a card of this name in play ("If on Gandalf", Grey Embassy)?"""
    host = state.cards.get(source.attached_to or "")
    return host is not None and host.zone == IN_PLAY and fold(host.card.name) == fold(name)


def _in_avatar_company(state: State, inst: Instance, player: str) -> bool:
    """Is the card (an item its bearer, an ally its controller) in the company of ``player``'s avatar?"""
    company = state.company_of(inst.id) if inst.zone == IN_PLAY else None
    return company is not None and any(c.controller == player and c.card.fact("avatar")
                                       for c in state.characters(company.id))


def asks_information_site(card: Card) -> bool:
    """Does the card's play ask for a site where Information is playable (its condition ``site_offers``)? A card
    whose play the engine does not model cannot tell: refused as not modelled (a card with no entry of its own, the
    first clause it does not model)."""
    authored = card.authored is not None and bool(card.authored.status)
    modelled.refuse(card, ("play",) if authored else {gap.scope for gap in card.gaps})
    conditions = (*card.trait("playable_if", ()), *(c for mode in card.modes for c in mode.playable_if))
    return any(getattr(c, "site_offers", "") == "information" for c in conditions)


def scoring_cards(state: State, player: str, ending: bool = False) -> list[Instance]:
    return [i for i in state.cards.values() if points_of(state, i, player, ending)]


def tally(state: State, player: str, ending: bool = False) -> dict[str, int]:
    """Points by source, from the cards in play and in the marshalling point pile (CoE 10.3.ii); ``ending``: the
    count made as the game ends."""
    found = dict.fromkeys(CATEGORIES, 0)
    for inst in scoring_cards(state, player, ending):
        found[source(inst, player)] += points_of(state, inst, player, ending)
    found["faction"] += leader_factions.group_points(state, player)   # once per group (CRF 22, Leader)
    return found


def avatar_eliminated(state: State, player: str) -> bool:
    return any(i.owner == player and i.zone == OUT_OF_PLAY and i.eliminated and i.card.fact("avatar")
               for i in state.cards.values())


def current_total(state: State, player: str) -> int:
    """The tally used to call the end of the game, the eliminated avatar's -5 included."""
    return sum(tally(state, player).values()) + (AVATAR_PENALTY if avatar_eliminated(state, player) else 0)


@dataclass
class Score:
    """One player's Free Council count, step by step."""

    raw: dict[str, int]
    counted: dict[str, int] = field(default_factory=dict)   # after doubling and the half limit
    duplicates: int = 0                                     # points lost to the other players' revealed cards
    penalty: int = 0                                        # the eliminated avatar's -5
    total: int = 0


def _half_limit(points: dict[str, int]) -> dict[str, int]:
    """No source above half of the positive points: the largest lowered to the rest (CoE 10.3.iv)."""
    limited = dict(points)
    positive = {c: v for c, v in points.items() if v > 0}
    if positive:
        top = max(positive, key=lambda c: positive[c])
        rest = sum(v for c, v in positive.items() if c != top)
        if positive[top] > rest:
            limited[top] = rest
    return limited


def duplicates(state: State, holder: str, other: str) -> int:
    """Cards in ``holder``'s hand that would score for him and match a unique card scoring for ``other``."""
    unique = {i.card.key for i in scoring_cards(state, other) if i.card.fact("unique")}
    return sum(1 for i in state.hand(holder) if i.card.key in unique and (i.card.fact("marshalling_points") or 0) > 0
               and i.card.type != "Hazard")


def doubled(raw: dict[str, dict[str, int]], player: str) -> dict[str, int]:
    """``player``'s points by source, each doubled (once) when another player has zero or less in it, kill and
    miscellaneous points aside (CoE 10.3.iii); ``raw`` holds every player's points by source."""
    others = [points for p, points in raw.items() if p != player]
    return {c: v * 2 if c in DOUBLED and any(other[c] <= 0 for other in others) else v
            for c, v in raw[player].items()}


def final(state: State) -> dict[str, Score]:
    """Every player's Free Council count (CoE 10.3.ii-vi). With three or four players each other player is an
    opponent (the engine's reading): a source at zero or less for any of them doubles the player's points in it, once,
    and the cards each of them reveals cost the player a point each."""
    players = state.players
    scores = {p: Score(tally(state, p, ending=True)) for p in players}
    for p in players:
        scores[p].counted = _half_limit(doubled({o: scores[o].raw for o in players}, p))
    for p in players:
        score = scores[p]
        score.duplicates = sum(duplicates(state, o, p) for o in players if o != p)
        score.penalty = AVATAR_PENALTY if avatar_eliminated(state, p) else 0
        score.total = sum(score.counted.values()) - score.duplicates + score.penalty
    return scores


def winner(state: State) -> str:
    """The winner's name, or "tie" when more than one player has the highest total (CoE 10.3.vii)."""
    scores = final(state)
    best = max(score.total for score in scores.values())
    top = [p for p, score in scores.items() if score.total == best]
    return top[0] if len(top) == 1 else "tie"


# ------------------------------------------------------------------ calling the end of the game (CoE 10.2)
def at_under_deeps_site(state: State, ref: str) -> bool:
    """A card with a company at, or moving from, an Under-deeps site (CRF 22, Under-deeps)."""
    company = state.company_of(ref)
    if company is None:
        return False
    origin = state.cards.get(company.origin or "") if company.en_route else None
    return bool(state.cards[company.site].card.fact("under_deeps")
                or (origin is not None and origin.card.fact("under_deeps")))


def points_left_out(state: State, player: str) -> int:
    """The player's points at Under-deeps sites: not counted to call the end of the game (CoE 10.2.1-4); none for a
    Balrog player, who counts them (CoE 10.2.B2), while a Ringwraith player does not (CRF 22, End-of-Game)."""
    if alignment_of(state, player) == BALROG:
        return 0
    return sum(points_of(state, inst, player) for inst in scoring_cards(state, player)
               if inst.zone == IN_PLAY and at_under_deeps_site(state, inst.id)) + \
        leader_factions.group_points(state, player, lambda leader: at_under_deeps_site(state, leader.id))
