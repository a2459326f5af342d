"""What a card does, as data: a small vocabulary of effect primitives composed per card.

Authored in ``data/cards.toml`` and validated when loaded (pydantic): an unknown
key, a wrong type or an unknown primitive is a ``DataError`` naming the file
and the line. The traits that rulings test (taps the site, returns the company
to its site of origin, may remove a character, ...) are *derived* from the
primitives by ``traits_of``, so they cannot contradict the effect.

A primitive acts on what its ``who`` selects:

=================  =====================================================================
``target``         the card's target (a character, ally, site, company or on-guard card)
``bearer``         the character the card is on
``company``        the target's company (or the target, when it is a company)
``characters``     every character of that company (``except_races`` filters them)
``site``           the company's site (or the target, when it is a site)
``sites``          every site in play whose own site path has ``path_has`` (``path_at_least`` times)
``hazards``        the hazard cards on the target
``on-guard card``  the card placed on-guard on the target company
``chosen``         the card an ability takes from a pile (``takes``), out of play
``allies far from home``   every ally in play whose site's nearest Haven is not that of a site he is
                   played at (``havens.far_from_home``)
``allies and Ringwraith followers in the company``   of the company the card is on, every ally its characters
                   control and every Ringwraith follower (``companies_closed_to_followers``)
``event character``, ``other characters``   for passive conditions: the character the event
                   is about, and the other characters of its company
``characters facing the attack``   the characters of the target's company facing the attack under way, its
                   allies included (they count as characters in combat, CoE 2.V.2.2); combat selects them
``characters and allies``   every character of the target company (or the target's company) and every ally
                   they control, allies counting as characters for a combat value such as prowess (CoE
                   2.V.2.2); combat selects them
``actor``          the character tapped to play the card ("Tap a sage ... Sage makes a corruption check")
``characters in play``   every character in play, whoever controls him, hazards (agents) aside ("each Elf",
                   The Evenstar); the environments family selects them
``resource permanent-events kept off``   the resource permanent-events on every company the card keeps them off
                   (``keeps_off_companies``: Stormcrow, a Wizard's company); playing cards selects them
``the influence check``   the maker of the influence check against a faction declared last and waiting to
                   resolve, even one its cost took out of play (Roäc the Raven); influence attempts select him
=================  =====================================================================
"""
from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model, model_validator
from pydantic_core import PydanticCustomError

from .errors import DataError, nearest
from .modelled import SCOPES

if TYPE_CHECKING:
    from .cards import Card

Who = Literal["target", "bearer", "company", "characters", "site", "sites", "hazards", "on-guard card",
              "event character", "other characters", "attack", "moving companies", "hazard environments",
              "resource environments", "chosen", "allies far from home", "characters facing the attack",
              "allies and Ringwraith followers in the company",   # of the company the card is on (Fell Rider)
              "characters and allies", "actor", "characters in play", "the influence check", "self",
              "others at the site",   # a passive condition's: every character at the event's site but its own (Greed)
              "target's bearer",   # the character bearing the target card (The Ring's Betrayal: the ring's bearer)
              "Nazgûl events",   # every Nazgûl permanent-event in play (hazards/nazgul_events.py)
              "resource permanent-events kept off",   # those on companies the card keeps them off (Stormcrow)
              "magic user",   # the companion whose magic returns the target (combat/eliminated_characters.py)
              "caster",   # the user of the card's magic at the target's site (playing/magic.py: magic_user_at_site)
              "at the bearer's site",   # a passive condition's: every character at its bearer's site, his own
#                                           included, in any company of any player (Plague)
              "other command cards on the target",   # the Command cards on the target but the card itself (the
#                                                      minion command cards on a leader; CRF 22, Command Cards)
              "named character's hazard permanent-events"]   # those on the character named as the card was played
#                                           (No More Nonsense; playing/rolls_against_companions.py)
# "end-of-attack": "against the attack", "against one attack": it ends when the attack under way ends, and has no
# effect if no attack is under way when it resolves (combat ends it, combat/flow.py)
Until = Literal["end-of-turn", "end-of-phase", "end-of-strike", "end-of-attack", "leaves-play", "next-check",
              "next-untap"]   # next-untap: until its card's owner's next untap phase begins (turn/phases.py)
Zone = Literal["hand", "discard pile", "out-of-play pile", "location deck", "play deck", "marshalling point pile",
              "removed from the game"]
Stat = Literal["prowess", "body", "mind", "direct influence", "corruption points", "corruption check", "influence check",
               "offering attempt",   # of the bearer: the roll of his offering attempts (influence/offerings.py)
               "hazard limit", "strikes", "attack prowess", "attack body", "strikes faced", "stays untapped",
               "cannot be cancelled", "hand size", "movement draws", "opponent movement draws",
               "support prowess",   # of a company: what each character of it tapping in support adds beyond +1
               # of a company: what its weapons named by the card (the items family's key ``weapons_named``) add
               # to their printed prowess bonus, under their maximum, and to the body of the strikes their bearers
               # face (Biter and Beater!)
               "weapon prowess bonus", "weapon strike body",
               # of the attack under way: the attacker may assign one strike to a character who has one already,
               # ``by`` its prowess change (combat/doubled_strikes.py; Deftness of Agility)
               "strike on a struck character",
               "may not be assigned a strike",   # of the attack under way: only with until = "end-of-attack"
               # of a character facing a strike: the attacker's prowess against that strike alone (combat reads it;
               # Fury of the Iron Crown)
               "strike prowess",
               # of a character facing a strike: should the strike wound him, his body changes by ``by`` until the
               # end of the turn for every whole 5 the strike won by, before his body check (combat/special_actions.py;
               # Like the Crash of Battering-rams)
               "body per 5 the strike wins by",
               "skills",   # of the bearer: with no ``by``, he has none of his skills while the card is on him
               "gained skill",   # of the bearer: with no ``by``, he has ``skill`` too while the card is on him
               "gained magic",   # of the bearer: with no ``by``, he can use ``magic`` while the card is on him
               "skills become"]   # of the bearer: with no ``by``, his skills are ``skill`` ("Scout/Diplomat") instead
TargetKind = Literal["character", "ally", "site", "company", "on-guard card", "item", "site path", "environment",
                     "agent", "hazard event", "resource event", "faction",
                     "stored item",   # stored item: in a marshalling point pile
                     # a Nazgûl permanent-event in play or tapped and declared in a chain; only the latter
                     # (hazards/nazgul_events.py)
                     "Nazgûl event", "tapped Nazgûl",
                     "sideboard or discard pile card",
                     "play deck card",   # a card its player takes from his own play deck (Inner Cunning)
                     "discard pile card",   # one he takes back from his own discard pile (Parsimony of Seclusion)
                     # a card of the other player's discard pile, which the card removes (Aware of Their Ways)
                     "opponent's discard pile card",
                     # a hazard creature defeated and kept: in a marshalling point pile, or a trophy in play
                     # (combat/returned_creatures.py; Returned Beyond All Hope)
                     "eliminated creature",
                     # a character out of play, eliminated (combat/eliminated_characters.py; Freeze the Flesh)
                     "eliminated character"]
RegionType = Literal["wilderness", "shadow-land", "dark-domain", "coastal sea", "free-domain", "border-land"]
Race = str


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardKeys(_Strict):
    """The base of a rule family's card keys (its ``keys.py``): merged into the card schema (``card_schema``)."""


class Tap(_Strict):
    do: Literal["tap"]
    who: Who = "target"
    except_races: tuple[Race, ...] = ()
    path_has: tuple[RegionType, ...] = ()   # "sites": a site path with one of these types ...
    path_at_least: int = 1                  # ... this many times
    non_haven: bool = False
    if_in_play: str = ""                    # only while this card is in play (e.g. Doors of Night)


class Untap(_Strict):
    do: Literal["untap"]
    who: Who = "target"


class Wound(_Strict):
    do: Literal["wound"]
    who: Who = "target"
    eliminates_wounded: bool = False   # one already wounded is eliminated instead ("he is wounded or he is
    #                                    eliminated if he is already wounded", Plague)


class Heal(_Strict):
    do: Literal["heal"]
    who: Who = "target"


class Modify(_Strict):
    """A stat of what ``who`` selects changed by ``by`` until ``until`` ("end-of-attack": against the attack faced).

    "end-of-attack" is played only while an attack is faced, on its company, and combat ends it with the attack;
    the stat "may not be assigned a strike" keeps the character out of that attack's strikes (combat reads it).
    """
    do: Literal["modify"]
    who: Who = "target"
    stat: Stat
    by: int = 0
    until: Until = "end-of-turn"
    per_region: str = ""      # ``by`` for each region of this type in the company's site path (Lost in the Wilderness)
    per_character: bool = False  # ``by`` for each character in the company of what is modified, that one included,
                              # counted as it resolves ("+1 for each character in his company", A Friend or Three)
    minimum: int | None = None  # "hazard limit": the decrease takes it no lower than this ("to a minimum of two")
    times: int = 1            # "hazard limit": it is multiplied by this ("doubled", Lost in Dark-domains)
    only_races: tuple[Race, ...] = ()   # only those selected of these races ("all Dwarves in the company")
    maximum: int | None = None  # "body": the bonus raises it no higher than this ("to a maximum of 10", Miruvor)
    if_in_play: str = ""      # only if a card of this name is in play as it resolves ("additionally, if Gates of
                              # Morning is in play", The Evenstar); otherwise this modification is not made

    @model_validator(mode="after")
    def _a_change(self) -> Modify:
        if self.by == 0 and self.times == 1:
            raise _refused("by", "a modification needs by (or, for the hazard limit, times)")
        for key in ("minimum", "times"):
            if key in self.model_fields_set and self.stat != "hazard limit":
                raise _refused(key, f"{key} is said of the hazard limit only (the hazards family reads it)")
        if self.maximum is not None and (self.stat != "body" or self.by <= 0):
            raise _refused("maximum", "a maximum bounds a body bonus only (combat reads it): stat = 'body', by > 0")
        if self.per_character and self.per_region:
            raise _refused("per_character", "a modification counts characters (per_character) or regions "
                           "(per_region), not both")
        if self.times != 1 and (self.by or self.per_region or self.minimum is not None):
            raise _refused("times", "a hazard limit multiplied (times) takes no by, per_region or minimum")
        if self.minimum is not None and self.by >= 0:
            raise _refused("minimum", "a minimum bounds a decrease: by must be negative")
        return self

    @model_validator(mode="after")
    def _lasts_for_the_attack(self) -> Modify:
        if self.stat == "may not be assigned a strike" and self.until != "end-of-attack":
            raise _refused("until", "'may not be assigned a strike' is for the attack under way: it needs "
                           "until = 'end-of-attack'")
        return self


class Check(_Strict):
    """A check the target's player must roll: a corruption check, a roll against a number, or an influence check.

    ``kind = "influence"``: an influence check that is no influence attempt (CRF 22, Rulings by Term > Influence),
    made against the attack the target's company faces (Flatter a Foe): the roll, the character's unused direct
    influence, his direct influence against the attack's race, ``skill_bonus`` for each skill he has and the
    one-off modifications of his influence checks must exceed the number ``beats`` gives the attack's race (of an
    attack of several of those races, the highest); then ``on_pass`` runs. The influence family makes it.

    ``kind = "body"``: a body check a card's effect makes outside combat (Veils Flung Away): the opponent of the
    character's player rolls, +1 if he is wounded, plus ``modifier``; an Orc or Troll whose card discards him on
    that result is discarded; a result above his body runs ``on_fail``, which says what failing does (required).
    Combat makes it (``combat/card_body_checks.py``).
    """
    do: Literal["check"]
    kind: Literal["corruption", "roll", "influence", "body"]
    who: Who = "target"
    modifier: int = 0
    except_races: tuple[Race, ...] = ()
    needs: int | None = None          # "roll": the total must be at least this
    add: Literal["unused general influence", ""] = ""   # "roll": added to the roll, the subject's player's (Muster
    #                                                    Disperses; the organization family counts it)
    on_fail: tuple["Primitive", ...] = ()
    per_region: RegionType | Literal["", "region"] = ""   # one check for each region of this type in the site path
    #                                             of the subject's company (Lure of Nature: "for each Wilderness"), of
    #                                             any type for "region" (Alone and Unadvised); none at all when there
    #                                             is none (a company back at its origin has no path)
    on_pass: tuple["Primitive", ...] = ()   # "roll": what follows a total of at least ``needs`` (Trickery's cancel);
    #                                         "influence": what follows a total above the number to beat;
    #                                         "corruption": what follows a check passed, or counted as passed
    #                                         (Cracks of Doom)
    failing_discards_target: bool = False   # "corruption": a failed check leaves the character in play and
    #                                         discards the target card instead (The Ring's Betrayal: the ring)
    less_item_points: bool = False          # "corruption", set off by an item: lowered by the corruption points
    #                                         that item would give the character checking (Greed)
    per_item_in_company: bool = False       # "corruption": one check for each item another character of the
    #                                         subject's company bears, each lowered by that item's own corruption
    #                                         points, never by what a card makes its bearer count for it (Covetous
    #                                         Thoughts; CRF 22: The Balance of Things leaves it alone)
    beats: dict[Race, int] = {}             # "influence": the number to exceed for an attack by each race listed
    eliminated_as: Literal["", "discarded"] = ""   # "corruption": a failure that would eliminate the character
    #                                                discards him instead (The Roving Eye)
    skill_bonus: dict[str, int] = {}        # "influence": added if the character has the skill ("+2 if a diplomat")
    above_mind_plus: int | None = None      # "roll": on_pass follows a total greater than the subject's mind plus
    #                                         this, on_fail any other (A Lie in Your Eyes: "greater than the
    #                                         character's mind plus 6"); in place of ``needs``
    above_body: bool = False                # "roll": on_pass follows a total greater than the subject's body, on_fail
    #                                         any other ("If the result is greater than the character's body",
    #                                         Plague); in place of ``needs``
    tapped_modifier: int = 0                # "body": added to the roll when the character is tapped ("modified by +1
    #                                         if tapped", A Malady Without Healing)
    rolled_by: Literal["", "card's player", "opponent"] = ""   # "roll": who rolls; by default the subject's
    #                                                player; "card's player", the player of the card ("you make a
    #                                                roll", A Lie in Your Eyes); "opponent", the other player than the
    #                                                card's controller ("your opponent makes a roll", The Balrog the
    #                                                ally): in a game of three or four, the hazard player of the turn

    @model_validator(mode="after")
    def _said_of_its_kind(self) -> Check:
        if self.kind == "influence" and not self.beats:
            raise _refused("beats", "an influence check says the number to beat for each race of attack (beats)")
        if self.kind == "body" and not self.on_fail:
            raise _refused("on_fail", "a body check a card makes says what failing it does (on_fail)")
        for key in ("beats", "skill_bonus"):
            if key in self.model_fields_set and self.kind != "influence":
                raise _refused(key, f"{key} is said of an influence check only (kind = 'influence')")
        return self


class Move(_Strict):
    do: Literal["move"]
    who: Who = "target"
    to: Zone
    shuffle: bool = False                     # into the play deck, which its owner then shuffles ("... into your
                                              # play deck and shuffle", Smoke Rings), not on top of it; elsewhere,
                                              # its owner shuffles his play deck after ("... and reshuffle your play
                                              # deck", Mistress Lobelia)


class Attach(_Strict):
    """The card stays in play on its target (a permanent-event, a long-event with a target)."""
    do: Literal["attach"]


class Attack(_Strict):
    """The card attacks the company: strikes, prowess, body and race come from its facts unless given."""
    do: Literal["attack"]
    strikes: int | None = None
    prowess: int | None = None


class ReturnToOrigin(_Strict):
    """The company returns to its site of origin; with ``path_has``, only one whose site path holds those region
    types (``path_at_least`` times), and with ``unless_skill`` not one with a character of that skill."""
    do: Literal["return-to-origin"]
    who: Who = "company"
    path_has: tuple[RegionType, ...] = ()
    path_at_least: int = 1
    unless_skill: str = ""


class DoNothing(_Strict):
    """The company must do nothing during its site phase; with ``unless_tap``, a skill, unless one untapped
    character of that skill in the company taps for this effect, by the beginning of its site phase (River: a
    ranger, one for each River; CRF 22, River)."""
    do: Literal["do-nothing"]
    who: Who = "company"
    unless_tap: str = ""


class AddAutomaticAttack(_Strict):
    """An exact copy of the ``which``-th automatic-attack of the site, there until the end of the turn and faced
    right after its original (Incite Denizens; the site phase implements it: ``site_phase/duplicated_attacks.py``)."""
    do: Literal["add-automatic-attack"]
    who: Who = "site"
    which: int = 1


class Forbid(_Strict):
    """Nothing of a kind may be played on the company until the end of the turn: creatures, or only those keyed to
    its site (its new site when it moves), or only those not keyed to it. With ``if_site_type``, only while the
    company moves to a site of one of these types, as the site is treated when a creature would be played (CRF 22,
    Secret Passage: not if the site's type changes). ``creatures keyed by region type``: only those keyed to one of
    ``region_types`` by its type (its symbol), not one keyed to a region by name nor to the site (Hidden Ways: "keyed
    by type to Wilderness")."""
    do: Literal["forbid"]
    what: Literal["creatures", "creatures keyed to the site", "creatures not keyed to the site",
                  "creatures keyed by region type"]
    who: Who = "company"
    if_site_type: tuple[str, ...] = ()
    region_types: tuple[RegionType, ...] = ()

    @model_validator(mode="after")
    def _region_types_with_their_kind(self) -> Forbid:
        if (self.what == "creatures keyed by region type") != bool(self.region_types):
            raise ValueError("region_types goes with what = 'creatures keyed by region type', and only with it")
        return self

    def bans(self) -> tuple[str, ...]:
        """What the ban is recorded as for the turn: one kind, or one for each region type named."""
        if self.region_types:
            return tuple(f"creatures keyed by type to {kind}" for kind in self.region_types)
        return (self.what,)


class EnablePalantirUse(_Strict):
    """The character tapped to play the card may use the target Palantír, one he bears, for the rest of the turn
    (Use Palantír, as corrected in CRF 22). The items family implements it (``items/palantiri.py``)."""
    do: Literal["enable-palantír-use"]


class AllowItem(_Strict):
    """This site phase, another character of the target's company may play one item of ``kinds`` normally playable
    at the company's site: its play does not tap the site, and the site may be tapped already (Thorough Search, as
    corrected in CRF 22: a minor, major or gold ring item). The site phase implements it
    (``site_phase/allowed_items.py``)."""
    do: Literal["allow-item"]
    kinds: tuple[Literal["minor", "major", "greater", "gold ring"], ...]


class RollForAlly(_Strict):
    """The card's player rolls for the character who played it (its actor), adding ``skill_bonus`` if he has
    ``skill``: this site phase, one ally from his player's hand whose mind plus ``above`` the result exceeds may be
    played under that character's control, at the site tapped or not, the site tapping if it is untapped (Here,
    There, or Yonder). The ally is chosen after the roll (CRF 22). The site phase implements it
    (``site_phase/rolled_allies.py``)."""
    do: Literal["roll-for-ally"]
    above: int = 6
    skill: str = ""
    skill_bonus: int = 0


class AllowInformation(_Strict):
    """Until the end of the turn, its player may play information at any site where the card itself is playable, as
    though the site listed it (A Panoply of Wings, discarded: CRF 22, its effect lasting the turn). The site phase
    implements it (``site_phase/information_allowed.py``)."""
    do: Literal["allow-information"]


class BurglaryPenalty(_Strict):
    """The burglary attempt declared for the company of the site phase, not yet resolved, is modified by ``by``
    (Half an Eye Open revealed on-guard as the attempt is announced: -5). The site phase implements it
    (``site_phase/burglary.py``)."""
    do: Literal["modify-burglary"]
    by: int


class CopyAutomaticAttacks(_Strict):
    """The company selected faces at once attacks duplicating every automatic-attack at its site, modifications
    included; they are not automatic-attacks, and what only lets a creature be played as an automatic-attack
    is not copied (Tidings of Bold Spies; CRF 22). The site phase implements it
    (``site_phase/copied_attacks.py``)."""
    do: Literal["copy-automatic-attacks"]
    who: Who = "target"


class RemovedAfterAttack(_Strict):
    """Once the attack being faced is over, its hazard creature leaves play as though defeated, whatever became of
    its strikes: its defender scores it only as he would normally and may keep it as a trophy (Fury of the Iron
    Crown; CRF 22). Combat implements it (``combat/removed_creatures.py``)."""
    do: Literal["removed-after-attack"]
    not_races: tuple[Race, ...] = ()   # not a creature of these races ("if the creature is not a Nazgûl")
    # not modelled: the defender holding a card of this name may play it at once with a character of his company;
    # the card is refused ("not modelled") while he holds one
    item_from_hand: str = ""


class ToOpponentsPile(_Strict):
    """The card itself goes to its opponent's marshalling point pile (the owner of the card it targets), where it
    scores for him as its printed points say (Neither so Ancient Nor so Potent: 2 item points, CRF 22 erratum)."""
    do: Literal["to-opponents-pile"]


class ReturnEliminated(_Strict):
    """The target, an eliminated hazard creature (defeated and kept: in a marshalling point pile or as a trophy), goes
    back to its owner's discard pile: it is no longer eliminated, and scores nothing (CRF 22, Returned Beyond All
    Hope; combat/returned_creatures.py)."""
    do: Literal["return-eliminated"]


class ReturnToCompany(_Strict):
    """The target, a character eliminated this turn, comes back into play, tapped, in the company of the card's
    ``magic user`` (CRF 22, Freeze the Flesh; combat/eliminated_characters.py)."""
    do: Literal["return-to-company"]


class RingByRoll(_Strict):
    """The opponent of the card's player shows him a character from his hand, none of ``reveal_except`` races, if he
    holds one; holding none, he reveals his whole hand and nothing more happens. If one was shown, the card's player
    rolls (``actor_race_modifier``: the change when its character, the target, is of that race) and may at once
    play from his hand with the target, who taps, a special ring of a kind ``rings`` gives for the result (each kind
    to ``[lowest, highest]``), as after a ring test; only a ring of the card's alignment, but any for a
    Fallen-wizard player (Black Rain; CoE 9.2.4, 6.2.F2; CRF 22, Black Rain). The items family implements it
    (``items/rings_by_roll.py``)."""
    do: Literal["ring-by-roll"]
    rings: dict[str, tuple[int, int]]
    reveal_except: tuple[str, ...] = ()
    actor_race_modifier: dict[str, int] = {}


class RingTest(_Strict):
    """A ring test (CoE 6.2) of the gold ring ``who`` selects: a roll when it resolves, the ring discarded whatever
    the roll (CRF 22, Rulings by Term > Gold Ring Item), and a special ring the result allows may replace it. The
    items family implements it."""
    do: Literal["ring-test"]
    who: Who = "target"
    modifier: int = 0        # added to the ring test roll (a site's text: "modifying the result by -3")
    # no roll is made: any kind of special ring may replace the gold ring, whatever its card lists, but the kinds
    # named in ``except_kinds`` ("no roll is used ... any ring ... (except for The One Ring)", Ringlore)
    no_roll: bool = False
    except_kinds: tuple[str, ...] = ()


class StatedOutcome(_Strict):
    """An effect the engine does not compute: the example states its outcome (one of ``may``)."""
    do: Literal["stated-outcome"]
    may: tuple[Literal["remove character", "remove ally", "tap character", "attack"], ...] = ()


class TurnOnController(_Strict):
    """The target ally may turn on the character controlling it. The card's player rolls: if the roll plus the
    ally's mind is greater than the unused general influence of the ally's player, plus the unused direct influence
    of its controlling character, plus ``beyond``, the ally attacks that character, and him alone, with ``strikes``
    strike(s) at its printed prowess plus a second roll (detainment against a hero company). The ally is discarded
    unless its attack is defeated; an ally with no prowess makes no attack and is discarded all the same (CRF 22,
    Card Errata and Rulings, Stay Her Appetite). Combat implements it (``combat/turned_allies.py``)."""
    do: Literal["turn-on-controller"]
    beyond: int               # what the roll must pass on top of the two influences ("plus five", the CRF erratum)
    strikes: int = 1


class SendHome(_Strict):
    """The target character may go back to his player's hand: that player rolls, and if the roll plus his unused
    general influence is less than ``below``, the character returns to the hand. Any one item he bore may first go to
    another character of his company, wounded or not (CRF 22, Card Errata and Rulings, Call of Home); his other
    non-follower cards are discarded, and his followers stay in play, out of his control. The organization family
    implements it (``organization/sent_home.py``)."""
    do: Literal["send-home"]
    below: int


class Cancel(_Strict):
    """Cancel the attack the company faces (before strikes are assigned) or the strike being resolved.

    ``races``: only an attack by one of these races; ``keyed_types``: only an attack keyed to one of these
    region types (an attack keyed by name cannot be cancelled by it, CoE 3.i.4); ``except_races``: not an attack by
    one of these. For a strike, the same of the
    strike's attack, and ``keyed_types`` only a hazard creature's strike (Elven Cloak).

    ``what = "attacker chooses"`` cancels only that part of the attack: it no longer lets the attacker choose the
    defending characters, and strikes are assigned as usual (Great Bats; before strikes are assigned, CoE 3.i).
    """
    do: Literal["cancel"]
    what: Literal["attack", "strike", "hazard", "attacker chooses"]
    races: tuple[Race, ...] = ()
    keyed_types: tuple[str, ...] = ()
    except_races: tuple[Race, ...] = ()   # not an attack (or a strike's attack) by one of these ("this does not
                                          # work against Undead and Nazgûl strikes", The One Ring)
    # only a hazard creature's attack (a Dragon's Ahunt counts as one: CRF 22, Ahunt Manifestations) not keyed to
    # the company's site (Regiment of Black Crows; combat/attacks.py ``check_cancel``)
    not_keyed_to_site: bool = False
    # only an automatic-attack, or a hazard creature's attack keyed to the company's site (its type or name, or
    # revealed on-guard there): "an automatic-attack or keyed to a site" (Not at Home; combat/attacks.py)
    keyed_to_site: bool = False
    # the cancelled attack's card goes back to its player's hand, not to his discard pile (Regiment of Black Crows)
    attacker_to: Literal["", "hand"] = ""
    # the attack on any company of the card's player, not only on the company of the character using it ("against
    # any one of your companies", Adûnaphel the Ringwraith; combat/timing.py)
    any_own_company: bool = False

    @model_validator(mode="after")
    def _of_an_attack(self) -> "Cancel":
        if (self.not_keyed_to_site or self.keyed_to_site or self.attacker_to or self.any_own_company) \
                and self.what != "attack":
            raise ValueError("not_keyed_to_site, keyed_to_site, attacker_to and any_own_company are said of cancelling "
                             "an attack "
                             "(what = \"attack\")")
        if self.not_keyed_to_site and self.keyed_to_site:
            raise ValueError("an attack cannot be both keyed and not keyed to the site: keep one of the two")
        return self


class Halve(_Strict):
    """The attack being faced keeps half its printed strikes, rounded up (CoE 3.i: before strikes are assigned);
    with ``of = "current"``, half the strikes it has as the effect resolves, every modification then counted
    ("reduced by half", Quiet Lands: CRF 22 erratum)."""
    do: Literal["halve"]
    what: Literal["strikes"]
    who: Who = "attack"
    of: Literal["printed", "current"] = "printed"


class AttackBecomesNormal(_Strict):
    """For the rest of the turn, the target company's site's automatic-attacks that are detainment against it
    become normal attacks, not detainment, with ``prowess`` more (or less) prowess, as it faces them; with
    ``against = "minion companies"`` only while it is a minion company as hazards see it (CoE 2.IV.vii.F1)
    (FEAR! FIRE! FOES!, its CRF 22 erratum; combat/attacks_made_normal.py). It counts as affecting the site's
    automatic-attacks, revealed on-guard as the company enters the site (CoE 2.V.i)."""
    do: Literal["attack-becomes-normal"]
    against: Literal["every company", "minion companies"] = "every company"
    prowess: int = 0


class TreatRegion(_Strict):
    """One region of ``region_type`` in the target's site path (a company's, or a site's printed one) is treated
    as ``as_type`` until the end of the turn (Choking Shadows)."""
    do: Literal["treat-region"]
    region_type: RegionType
    as_type: RegionType


class CancelCard(_Strict):
    """The target card is cancelled: discarded from play, or its declaration in a chain of effects cancelled and the
    card discarded (Twilight on an environment)."""
    do: Literal["cancel-card"]


class CancelReturn(_Strict):
    """Cancel the effect, declared earlier in the same chain of effects, that would return the company of the card's
    user to its site of origin (Goldberry). The ability names it by its card, or by the company it would send back;
    the playing family checks it at declaration and again as it resolves. A card played from hand is discarded; the
    card of a passive condition (Long Winter acting on a moving company) stays in play."""
    do: Literal["cancel-return"]


class CancelHazardEffects(_Strict):
    """For the rest of the turn, cancel the hazard effects of the kinds ``that`` names on the company of each
    character ``who`` selects: those that would send it back to its site of origin (``return-to-origin``), and
    those that would tap its current or new site (``tap-site``). Both kinds at once when both are named (CRF 22,
    Govern the Storms, Piercing All Shadows, Promptings of Wisdom). An effect is cancelled as it would take
    effect, so one declared before the card, still waiting in a chain of effects, is cancelled too
    (``primitives/hazard_cancels.py``)."""
    do: Literal["cancel-hazard-effects"]
    who: Who = "target"
    that: tuple[Literal["return-to-origin", "tap-site"], ...]


class CancelDiscards(_Strict):
    """For the rest of the turn, cancel every effect that would discard each character ``who`` selects (Magical
    Harp: "cancel all effects for the rest of the turn that discard a target character in bearer's company"). The
    character stays in play as the effect would take effect, so an effect declared before, still waiting in a chain
    of effects, is cancelled too; a failed corruption check that would discard him counts as passed (CoE 7.1.3).
    Elimination is no discard, nor is a return to the hand: neither is stopped (``corruption/protections.py``)."""
    do: Literal["cancel-discards"]
    who: Who = "target"


class TransferOneItem(_Strict):
    """The character ``who`` selects may at once give one item he bears to another character of his company, the
    item transferable and the new bearer able to bear it, with no corruption check: his player names it ("Alice
    transfers The One Ring to Sam Gamgee.") or gives none ("Alice transfers no more items."); his other items stay
    with him (Pledge of Conduct; ``organization/transfers.py``)."""
    do: Literal["transfer-one-item"]
    who: Who = "target"


class CancelEffects(_Strict):
    """The lasting effects of every card of ``of`` end now (Doors of Night: "all resource environment effects are
    canceled"), whether or not the card is still in play."""
    do: Literal["cancel-effects"]
    of: Literal["hazard environments", "resource environments"]


class TreatSite(_Strict):
    """The target site, if of ``site_type``, is treated as ``as_type`` until the end of the turn (Choking Shadows)."""
    do: Literal["treat-site"]
    site_type: str
    as_type: str


class TreatSites(_Strict):
    """Every site of ``site_type`` is treated as ``as_type`` for as long as a hazard long-event of the card's player
    would stay in play, even once the card itself is discarded (Witch-king of Angmar, CRF 22): until the end of the
    long-event phase of a turn in which that player is the hazard player again (CoE 2.III.3)."""
    do: Literal["treat-sites"]
    site_type: str
    as_type: str


class SpecialMovement(_Strict):
    """Special movement (CoE 2.II.7.iv): this turn the target company may move, naming no regions, from a site in
    one of ``regions`` to a new site in one of them; its site path is then ``site_path`` (region types, no names)
    and its hazard limit changes by ``hazard_limit``, not below ``minimum`` (Belegaer). The organization family
    implements it."""
    do: Literal["special-movement"]
    regions: tuple[str, ...] = ()             # both sites lie in these regions; none named: any sites
    site_path: tuple[RegionType, ...] = ()    # none: a site path of no regions (CoE 2.IV.ii)
    hazard_limit: int = 0
    minimum: int | None = None
    who: Literal["target", "bearer"] = "target"   # the company moved: the target company, or that of the character
                                              # the card is on (an ally's controller: "his company", Gwaihir)
    except_region_types: tuple[RegionType, ...] = ()   # the new site is not in a region of these types
    no_under_deeps: bool = False              # neither site is an Under-deeps site
    only_site_creatures: bool = False         # a company moving so may have only hazard creatures keyed to its
                                              # new site played on it: no hazard event (Gwaihir, Eagle-mounts)
    to_sites: tuple[str, ...] = ()            # the new site is one of these ("may move to the Vale of Erech
                                              # site", Paths of the Dead); none named: any

    @model_validator(mode="after")
    def _a_decrease_has_a_floor(self) -> SpecialMovement:
        if self.minimum is not None and self.hazard_limit >= 0:
            raise _refused("minimum", "a minimum bounds a decrease: hazard_limit must be negative")
        return self


class UsedAsSite(_Strict):
    """The card, once in play, is used as a site card (Morannon): a Dark-hold, say, in the region its entry's facts
    give (``region``, ``site_type``, ``draw``, ``draw_opponent``), which the target company moves to, as it resolves,
    by ``site_path`` (region types: the first region is its site's, the last the card's), and may later leave by
    region movement or for the sites of ``leaves_to``, each by the site path given. No other movement reaches it, and
    each copy in play is a site of its own. The organization family implements it (``organization/card_sites.py``)."""
    do: Literal["used-as-site"]
    site_path: tuple[RegionType, ...]
    leaves_to: dict[str, tuple[RegionType, ...]] = {}


class CancelInfluence(_Strict):
    """Cancel an influence attempt declared, and not yet resolved, against a card of the card's player: one of his
    characters (a follower too), allies, items or factions; the last declared if several (Wizard's Laughter). The
    influence family implements it; its condition ``influence_against_own`` says one is there to cancel."""
    do: Literal["cancel-influence"]


class InfluenceByProwess(_Strict):
    """The target, making an influence attempt against a faction, uses his prowess (to at most ``maximum``) in
    place of his unused direct influence in its check; his prowess as it is when this effect resolves (CRF 22,
    Card Errata and Rulings, Threats). With ``adds``, his prowess, to at most ``maximum``, is added to that check
    instead, his direct influence counting as ever (Muster, as corrected in CRF 22). The influence family
    implements it."""
    do: Literal["influence-by-prowess"]
    maximum: int
    adds: bool = False


class Draws(_Strict):
    """The hazard player's draws for the target company's movement this turn (at every movement/hazard phase it has,
    CRF 22, Movement/Hazard Phase > Movement > General): ``times`` the normal number, up to that many when ``up_to``
    (at least one, as ever), else exactly that many (Great-road, as corrected: "up to twice"; Iron-road: "twice").
    The movement/hazard phase implements it (``movement_hazard/drawing.py``)."""
    do: Literal["draws"]
    who: Who = "target"
    times: int = 2
    up_to: bool = True


class ReplaceSite(_Strict):
    """At the end of this turn the target company may replace its site card with ``to``: the site card at which it
    began the turn (Great-road, Iron-road, Ancient Stair); with ``if_moved_to``, only if it moved to a site of that
    kind this turn (Ancient Stair: an Under-deeps site). The replacement counts as movement without a
    movement/hazard phase (CoE 2.VI.1). The turn family implements it (``turn/site_replacement.py``)."""
    do: Literal["replace-site"]
    who: Who = "target"
    to: Literal["site where the turn began"] = "site where the turn began"
    if_moved_to: Literal["", "under-deeps"] = ""


class ReplaceNewSite(_Strict):
    """The card's player rolls, modified by ``per_skill`` for each character of that skill in the target company
    ("-2 for each ranger"); a result above ``above`` replaces the company's new site card with a different site
    from his own location deck in the region of that new site or an adjacent one, and the company's site path with
    it (Chance of Being Lost; CRF 22: it changes the site path). The movement/hazard family implements it
    (``movement_hazard/replaced_new_sites.py``)."""
    do: Literal["replace-new-site"]
    above: int = 6
    per_skill: dict[str, int] = {}


class MoveAgain(_Strict):
    """The company of the card using it may move again at once: a further new site may be declared, and an
    additional movement/hazard phase follows for that company (Shadowfax, as corrected). The movement/hazard phase
    implements it (``movement_hazard/moving_again.py``). With ``by = "under-deeps"`` it moves again by Under-deeps
    movement only, to a site it has not used yet this turn (Gangways over the Fire); a card in no company (a
    permanent-event) lets the company whose movement/hazard phase it is move again."""
    do: Literal["move-again"]
    who: Who = "company"
    by: Literal["", "under-deeps"] = ""


class RevealUntilItem(_Strict):
    """The character who played the card (its actor) turns over the cards of his player's play deck one at a time,
    until a non-special item that is not a unique item already in play, or the deck's end (which does not exhaust
    it); he takes control of such an item, which is not played (the site does not tap, and no additional minor item
    follows). He then faces one strike, made against him and never assigned, whose prowess is ``prowess`` plus the
    cards turned over, and which neither as an attack nor as a strike can be cancelled; if it wounds him the item is
    discarded. The other cards turned over are shuffled back into the play deck (Lucky Search with its CRF 22
    erratum). The site phase implements it (``site_phase/revealed_items.py``)."""
    do: Literal["reveal-until-item"]
    prowess: int


class RevealCreatureAttack(_Strict):
    """The card's player reveals the top ``count`` cards of his play deck; one revealed Nazgûl, Dragon or non-unique
    hazard creature that may be keyed to a region type other than Coastal Sea (or to a region, or a site in one, not
    of that type: a Dragon's lair), his choice, attacks the company the
    card was played on at once, whatever its playability, and counts against no hazard limit; when one is
    available he must choose one (CRF 22, Long Dark Reach). A creature that could not be keyed to the company by
    its own keying has ``prowess`` added to its attack. The cards not used go back on top of the play deck,
    shuffled. The movement/hazard family implements it (``movement_hazard/revealed_creatures.py``)."""
    do: Literal["reveal-creature-attack"]
    count: int
    prowess: int = 0


class DiscardFromHand(_Strict):
    """The opponent of the card's player must discard one card of ``what`` from his hand if he holds one, his
    choice which (a choice he must make, not one he may decline: CRF 22, Dragon's Hunger); ``then`` follows. If he
    holds none, ``otherwise`` follows instead. Both run at once (immediate effects only, as a check's
    ``on_fail``). The playing family implements it (``playing/hand_effects.py``).

    ``what = "card"``: any card of his hand. ``count_per``: not one card but one for each card of that kind in play
    when the use is declared (the card itself included), a number fixed then (CRF 22, Khamûl the Easterling).
    ``what = "ring"``: a ring item (a gold ring, a special ring, a Mind Ring); with ``or_borne``, a ring borne by a
    character of one of his companies counts as well (Rolled down to the Sea): only the hand and the companies, so a
    ring kept off to the side with a card is not one (CRF 22, Rulings by Term > Discard: discarding is not
    playing)."""
    do: Literal["discard-from-hand"]
    what: Literal["hazard creature", "card", "ring"]
    count_per: Literal["", "Nazgûl permanent-event"] = ""
    or_borne: bool = False
    then: tuple["Primitive", ...] = ()
    otherwise: tuple["Primitive", ...] = ()


class BodyCheckIfStrikeFails(_Strict):
    """If the strike being resolved against the target fails, he makes a body check (CoE 3.I), its roll changed by
    ``per_item`` for each kind of item in use on him (Dragon's Blood: -1 for armor, -1 for a shield, -1 for a
    helmet). A failed check eliminates him and does not wound him (CRF 22, Dragon's Blood; CoE 3.I.2.1). Combat
    implements it (``combat/failed_strikes.py``)."""
    do: Literal["body-check-if-strike-fails"]
    per_item: dict[str, int] = {}     # an item keyword ("Armor", "Shield", "Helmet") -> the change of the roll


class Offering(_Strict):
    """An offering attempt, after its diplomat's corruption check (a ``check`` before it), only if he did not fail it:
    still in play (a hero who fails is discarded or eliminated, CoE 7.1; a minion who taps has not failed). His player
    discards one item of the subtype ``items`` lists for the attack his company faces (a race, or ``Agent`` for any
    agent's attack) to make a roll; the card's player rolls, adding the diplomat's unused direct influence, and a
    result greater than the number ``beats`` lists runs ``on_pass``. With no such item, no roll (CRF 22 erratum, Token
    of Goodwill: "... to make a roll ..."). The influence family implements it (``influence/offerings.py``)."""
    do: Literal["offering"]
    items: dict[str, str]
    beats: dict[str, int]
    on_pass: tuple["Primitive", ...] = ()


class KillPointsIfEliminated(_Strict):
    """Once the card's checks are made, a target of ``alignment`` they eliminated is kill points for the card's player
    ("If target character is a hero and is eliminated by these checks, you receive his kill marshalling points", A
    Malady Without Healing); the end of the game scores him so (``Instance.killed_by``). Combat implements it
    (``combat/card_body_checks.py``)."""
    do: Literal["kill-points-if-eliminated"]
    alignment: Literal["Hero", "Minion", ""] = ""


class Eliminate(_Strict):
    """The selected characters are eliminated as by a failed body check (CoE 3.I.2): an item of his may pass to an
    unwounded companion, his other non-follower cards are discarded (a failed body check a card makes outside combat,
    ``check`` of kind ``body``: A Malady Without Healing). Combat implements it (``combat/card_body_checks.py``)."""
    do: Literal["eliminate"]
    who: Who = "target"


class DiscardIfStrikeSucceeds(_Strict):
    """If the strike being resolved against the target succeeds, he is discarded instead of wounded, with no body
    check, and with him his non-follower cards; his followers stay (CRF 22 erratum, Exile of Solitude: his
    capture). Combat implements it (``combat/captured_characters.py``)."""
    do: Literal["discard-if-strike-succeeds"]


class PrisonerTakingAutomaticAttacks(_Strict):
    """The company of the target (the character who played an item at the site the card is on) faces every
    automatic-attack of its site again, each one's prowess changed by ``prowess``; a successful strike of them takes
    its character prisoner at that site, the card being his hazard host, and an ally it succeeds against is neither
    tapped nor wounded (Troll-purse; CoE 3.III.1, 3.III.9). The prisoners family implements it
    (``prisoners/hosts_on_a_site.py``)."""
    do: Literal["prisoner-taking-automatic-attacks"]
    prowess: int = 0


class BodyChecks(_Strict):
    """Each character of the target's company (with ``tapped_only``, each tapped one; with ``weaker_than_target``,
    each whose mind and prowess are both less than the target's) makes a body check outside combat (CoE 3.I.1), its
    roll changed by ``modifier``; a failed check wounds him instead of eliminating him with ``fails = "wounded"``,
    an Orc's or Troll's discard number still discards him (CoE 3.I.3); with ``untap_unwounded``, one unwounded
    once his check is over untaps (Where There's a Whip). Combat implements it (``combat/imposed_body_checks.py``)."""
    do: Literal["body-checks"]
    tapped_only: bool = False
    weaker_than_target: bool = False
    modifier: int = 0
    fails: Literal["eliminated", "wounded"] = "eliminated"
    untap_unwounded: bool = False


class StrikesNotAttack(_Strict):
    """Each character of the target company faces one strike of ``prowess`` that is not an attack: cards acting on
    attacks do not reach it, and the company has faced no attack (CoE 3.i.2). ``cannot_be_cancelled``: nor may a
    strike of it be cancelled; ``body_check``: the roll of a body check one of its strikes causes is changed by this
    (Cruel Caradhras). Combat implements it (``combat/lone_strikes.py``)."""
    do: Literal["strikes-not-attack"]
    prowess: int
    cannot_be_cancelled: bool = False
    body_check: int = 0


class StrikesWithinAttack(_Strict):
    """Each character of the company facing the attack, before its strikes are assigned, faces at once one strike
    of the attack's prowess that is no attack, met with his body in place of his prowess: ``body_items`` adds to it
    for an item of each keyword in use on him, and ``tap_bonus`` if he chooses to tap for it. Once those strikes
    are over, the attack goes on, its prowess changed by ``attack_prowess`` and its body by ``attack_body``
    (Dragon's Breath). Combat implements it (``combat/strikes_within_attacks.py``)."""
    do: Literal["strikes-within-attack"]
    body_items: dict[str, int] = {}
    tap_bonus: int = 0
    attack_prowess: int = 0
    attack_body: int = 0


class JoinAttackedCompany(_Strict):
    """The card (a character elsewhere) joins the company of its player that a hazard creature attack has just begun
    against, the allies it controls discarded, and faces a strike of that attack in all cases, given before any
    other; once the attack is over it makes a corruption check and then, if untapped, taps (the hero Alatar, with
    CRF 22's erratum); with ``after`` and ``tap_first``, once all the creature's attacks are over it taps if
    untapped, then makes the check (the Fallen-wizard Alatar, as printed). Combat implements it
    (``combat/joined_defenders.py``)."""
    do: Literal["join-attacked-company"]
    after: Literal["the attack", "all the creature's attacks"] = "the attack"
    tap_first: bool = False   # it taps (if untapped) before its corruption check, not after it


class StrikesFail(_Strict):
    """Every strike of the attack the target's company faces, assigned and none resolved yet, fails: the character
    facing it does not roll for it. An attacker with body makes a body check for a failed strike, its roll changed
    by ``body_check`` ("+3 to any body checks made to determine if the attack is defeated", Sacrifice of Form); an
    attack with body and several strikes is refused, not modelled (its several body checks). Combat implements it
    (``combat/failed_attacks.py``)."""
    do: Literal["strikes-fail"]
    body_check: int = 0


class SacrificeAvatar(_Strict):
    """The target, his player's avatar, is discarded (he becomes unrevealed) with his non-item, non-follower cards;
    his items go off to the side with this card, which stays in play; his followers stay, under no one's influence.
    Afterwards his player may reveal no other avatar and the opponent not this one. Players and alignments
    implements it (``players/sacrificed_avatars.py``)."""
    do: Literal["sacrifice-avatar"]


class BringFromHand(_Strict):
    """The card of this name comes from its player's hand into play on the target (a site), this card placed with
    it; with ``text_ignored`` the text of the card brought is ignored, its unique keyword too, so nothing of its text
    limits its play (Wizard's Trove: The White Tree). The condition ``hand_holds_named`` asks that the hand holds it.
    The playing family implements it (``playing/brought_from_hand.py``)."""
    do: Literal["bring-from-hand"]
    card: str
    text_ignored: bool = False


class StoreNamed(_Strict):
    """The card named as this one is played (``, naming ...``), a card under the control of one of its player's
    characters in a company at the target site and giving marshalling points of the type ``mp_type``, is stored
    there (an item's bearer making his corruption check first, CoE 2.II.4.1), whatever site its own text names for its
    storing, its text's references to that site read as the target site; this card is placed with it in its player's
    marshalling point pile (Wizard's Trove's other use: "one miscellaneous marshalling point card" at one of its
    player's Wizardhavens, the condition ``own_wizardhaven``). The organization family implements it
    (``organization/named_storing.py``)."""
    do: Literal["store-named"]
    mp_type: str = ""


class LoseSkill(_Strict):
    """Each character of the target company (``who = "target"``) with ``skill`` who is at a site in a region of
    ``region_types`` or named in ``regions``, or moves with such a region in his site path, loses that skill for as
    long as the card is in play and he is so placed (CoE 9.6.9; In the Heart of His Realm: "any sage ... loses his
    sage skill"). The movement/hazard phase implements it (``movement_hazard/lost_skills.py``); every rule asking a
    character's skills reads the loss (``primitives/skills.py``)."""
    do: Literal["lose-skill"]
    who: Who = "target"
    skill: str
    region_types: tuple[RegionType, ...] = ()
    regions: tuple[str, ...] = ()


class RingwraithRegionMovement(_Strict):
    """This turn the target company, a Ringwraith's, may use region movement, and may move from a non-Darkhaven site
    to another one (Dwar Unleashed; CoE 2.II.7.R1). Players and alignments implements it
    (``players/ringwraith_modes.py``); the organization family's movement check asks it."""
    do: Literal["ringwraith-region-movement"]


class ToHandInstead(_Strict):
    """The target, a Nazgûl permanent-event tapped and declared in a chain of effects, goes to its player's hand when
    it resolves instead of the discard pile (Morgul-horse; the hazards family implements it:
    ``hazards/nazgul_events.py``)."""
    do: Literal["to-hand-instead"]


class KeyNextCreature(_Strict):
    """Its player may key the hazard creature of ``races`` he plays as the first action declared after this effect
    resolved also to these region types and site types; declared first, any other action sends the card back to his
    hand from the discard pile (CRF 22, Fell Beast, Morgul-horse). The hazards family implements it
    (``hazards/creatures_to_follow.py``)."""
    do: Literal["key-next-creature"]
    races: tuple[Race, ...]
    region_types: tuple[RegionType, ...] = ()
    site_types: tuple[str, ...] = ()


class AllowCreature(_Strict):
    """For the rest of the turn one hazard creature of ``races`` (or the creature ``named``) may be played on the
    target company, or on a company at the target site, whatever its own keying: keyed to nothing (``keyed =
    "nothing"``: Fever of Unrest, CRF 22) or to that site by name (``keyed = "site"``: Dragon's Desolation). Nothing
    obliges its player to play one (CRF 22, Dragon's Desolation). ``after_item``: instead, the creature is played
    at the site during the site phase this turn, once an item of one of those kinds has been played there
    successfully ("major", "greater": Rumor of Wealth); ``outside_limit``: it does not count against the hazard
    limit; ``except_named``: creatures of those names excepted. The hazards family implements it
    (``hazards/creature_grants.py``)."""
    do: Literal["allow-creature"]
    who: Who = "target"                       # the company, or the site ("site": the company's new site)
    races: tuple[Race, ...] = ()
    named: str = ""
    keyed: Literal["nothing", "site"]
    after_item: tuple[Literal["minor", "major", "greater", "gold ring"], ...] = ()
    outside_limit: bool = False
    except_named: tuple[str, ...] = ()


class OfferStoring(_Strict):
    """The items with the target character's company may be stored now, as if at a Darkhaven, wherever the
    company is and whatever the phase, but only as its player's next actions, each with its bearer's corruption
    check (Messenger of Mordor; the organization family implements it, ``organization/storing_offer.py``); with
    ``events_only``, its resource events only, no item (News Must Get Trough)."""
    do: Literal["offer-storing"]
    who: Who = "target"
    events_only: bool = False


class CancelCreatureAttacks(_Strict):
    """For the rest of the turn every hazard creature attack on the company selected is cancelled as it begins: the
    creature is played (and counts against the hazard limit), its attack faced but without effect (CRF Annotation
    14) ("All hazard creature attacks against the scout's company this turn are canceled", Hide in Dark Places). The
    combat family implements it (``combat/cancelled_for_the_turn.py``)."""
    do: Literal["cancel-creature-attacks"]
    who: Who = "company"


class NoNewSite(_Strict):
    """The company selected may not declare a new site for the rest of the turn: no movement of any kind ("The
    scout's company may not declare a new site this turn", Hide in Dark Places as corrected). The organization
    family implements it (``organization/movement_limits.py``)."""
    do: Literal["no-new-site"]
    who: Who = "company"


class GrantAbility(_Strict):
    """For the rest of the turn, each character in the company selected may use the card's own ability named
    ``ability`` (in its ``abilities``) as if his card had it, the ability's ``playable_if`` checked on that company
    as it is used ("any character in the company may tap to cancel a hazard", Great Ship as corrected). The playing
    family implements it (``playing/granted_abilities.py``)."""
    do: Literal["grant-ability"]
    who: Who = "company"
    ability: str


class WinGame(_Strict):
    """The card's player wins the game at once, the game ending there; ``removing``: a card of that name the
    target bears is first removed from play (Cracks of Doom: The One Ring destroyed). The end-of-game family
    implements it (``end_of_game/instant_win.py``)."""
    do: Literal["win-game"]
    removing: str = ""


class CallTheGame(_Strict):
    """The card's player calls the end of the game (CoE 10.2.R1, 10.2.B1: Sudden Call). Played in his own turn, the
    other players then take one last turn each, as after a call; played in another player's turn, the game ends after
    its player's next turn. Its condition ``turn_player_may_call`` says when it may be played. The end-of-game family
    implements it (``end_of_game/calling_the_game.py``)."""
    do: Literal["call-the-game"]


class PlaceWithCharacter(_Strict):
    """The card, on a company, is placed with the character its passive condition names (the character just
    wounded), as a corruption card played on him: unless one was played on him this turn already (CoE 7.2.1), when
    it stays where it is. Copies set off with it, declared once (CoE 9.6.7), are discarded without effect (CRF 22,
    Icy Touch). The playing family implements it (``playing/placed_with_characters.py``)."""
    do: Literal["place-with-character"]
    who: Who = "target"   # a passive condition's "event character", the character just wounded


class AttackAsRevealedCharacter(_Strict):
    """The card's player reveals a character from his hand: the company faces a single-strike hazard creature attack
    with that character's race, prowess (raised by ``prowess``) and body, on which other cards have no effect,
    detainment when both are hero or both minion; defeated, the character is kill points for the company's player,
    else discarded (Ride Against the Enemy). Combat implements it (``combat/revealed_characters.py``)."""
    do: Literal["attack-as-revealed-character"]
    prowess: int = 0


class LaterAttack(_Strict):
    """One more attack of a card's series, of the first one's race: its strikes and prowess."""
    strikes: int
    prowess: int


class AttackThenPlaced(_Strict):
    """The company playing the card faces the attack the card gives (``race``, ``strikes``, ``prowess``), then each
    of ``later`` in its order; the card stays on the company meanwhile. After the attacks a character of the company
    (only the one named ``taker``, if given) may tap to place the card under him, or, with ``placed =
    "marshalling point pile"``, in his player's marshalling point pile; unless one does (the next action), the card
    is discarded (The Windlord Found Me, its CRF 22 erratum; Descent through Fire: "Following the attacks, tap The
    Balrog or discard this card"). Combat implements it (``combat/placed_after_attack.py``)."""
    do: Literal["attack-then-placed"]
    race: str
    strikes: int
    prowess: int
    later: tuple[LaterAttack, ...] = ()
    taker: str = ""
    placed: Literal["under him", "marshalling point pile"] = "under him"


class NamedCreatureAttacks(_Strict):
    """Played naming a hazard creature card of the opponent seen played and since discarded (the play's ``named``):
    that creature attacks the target character as though he were a one-character company; with ``no_spells`` he can
    use or benefit from no spell against the attack, with ``tap_after`` he is tapped after it if untapped (The Hunt).
    Combat implements it (``combat/named_creatures.py``)."""
    do: Literal["named-creature-attacks"]
    no_spells: bool = False
    tap_after: bool = False


class CreatureAttacksAgent(_Strict):
    """Played on a face-up agent hazard, naming a hazard creature card in the player's own hand (the play's
    ``named``): as the card resolves the creature is played, keyed to the agent's current site, and attacks the
    agent at once as if he were a character, alone in a company of his own (Hidden Knife). The agents family
    implements it (``agents/attacked_agents.py``)."""
    do: Literal["creature-attacks-agent"]


class JoinFromHand(_Strict):
    """Played on a company facing an attack, strikes not assigned: as the card resolves, the character ``named``
    must still be in its player's hand, else the card's effects are negated (CoE 9.2.1). With ``play``, he comes
    from the hand into the company if enough unused general influence controls him; without, he stays in hand for
    now. The card stays on the company; each copy on his company or on him gives him its printed prowess, body and
    direct influence; once the attack is over, a copy still on the company goes with him if the attack was of
    ``placed_after_races`` and he is in the company, else it is discarded (Helm of Her Secrecy). Combat implements
    it (``combat/joined_from_hand.py``)."""
    do: Literal["join-from-hand"]
    named: str
    play: bool = True
    placed_after_races: tuple[str, ...] = ()


class AttackInLieuOfCompanyCombat(_Strict):
    """In lieu of declaring company versus company combat, the hero company of the other player at the site faces an
    attack of ``race`` with ``strikes`` and ``prowess``, not company versus company combat: its player may take no
    action of combat against it (Hounds of Sauron, CRF 22). Combat implements it (``combat/attacks_in_lieu.py``)."""
    do: Literal["attack-in-lieu-of-company-combat"]
    race: str
    strikes: int
    prowess: int


class PlaceAllyOffToTheSide(_Strict):
    """One ally that may be attacked goes from the hand of the card's player off to the side with the card (CoE
    glossary, off to the side): out of play, giving no points, discarded when the card leaves play (Come at Need,
    as CRF 22 corrects it). Combat implements it (``combat/allies_off_to_the_side.py``)."""
    do: Literal["place-ally-off-to-the-side"]


class BecomeAlly(_Strict):
    """The hazard creature whose attack is being faced becomes an ally under the target character: a card in play
    changing kind (Ready to His Will, Memories of Old Torture; ``organization/changed_kind.py``). It keeps its name,
    race and keywords (its being unique among them) and loses every fact and effect of its text that is about its
    attacks (CRF 22, Card Errata and Rulings, Ready to His Will and Memories of Old Torture); its prowess is its
    printed prowess less ``prowess_less`` (at least 0), its body ``body`` and its mind ``mind``, and it gives no
    points of its own (the card played prints them). The card played goes with it: ``card = "off to the side"``
    ("Place this card with the creature") or ``"on the ally"``, in play on it. Its attacks are cancelled by the
    card's own ``cancel``, which follows."""
    do: Literal["become-ally"]
    prowess_less: int
    body: int
    mind: int
    card: Literal["off to the side", "on the ally"] = "off to the side"


class DiscardToCancelAttacks(_Strict):
    """For the rest of the turn the card's player may discard a hazard creature of ``races`` from his hand to cancel
    an attack of ``races`` against any of his companies (Dragon-feuds). Only a card in his hand is discarded so, not
    one he may play as though in hand (CRF 22, Rulings by Term > Discard). Combat implements it
    (``combat/discard_to_cancel.py``)."""
    do: Literal["discard-to-cancel-attacks"]
    races: tuple[Race, ...]


class RevealHand(_Strict):
    """The opponent of the card's player reveals his hand: every card in it is shown to both players (the playing
    family implements it, ``playing/hand_effects.py``, and keeps what was shown until the turn ends)."""
    do: Literal["reveal-hand"]


class RevealDiscardPile(_Strict):
    """The opponent of the card's player reveals his discard pile to him (Aware of their Ways: four cards at random,
    a pile of four or fewer whole, the engine's reading; a larger pile is refused where the card is played). The
    playing family implements it (``playing/hand_effects.py``): the kernel records each card revealed to every
    player (``State.reveal``; The Hunt may then name a creature among them)."""
    do: Literal["reveal-discard-pile"]


class RevealHazards(_Strict):
    """The opponent of the card's player may show him any number of hazards from his hand; for the rest of the
    selected company's movement/hazard phase (this turn's, when the card is played before it) he may play on it
    only hazards of those names, as many copies as he can (CRF 22, Spying Out the Land). What is already in play
    stays usable (CRF 22, Here is a Snake). ``on_guard``: placing a card on-guard is bound too ("including on-guard
    cards", Here Is a Snake!). The hazards family implements it (``hazards/revealed_hazards.py``)."""
    do: Literal["reveal-hazards"]
    who: Who = "company"
    on_guard: bool = False


class NewHand(_Strict):
    """The card's player shuffles his hand and his discard pile, its site cards left there, into his play deck, then
    draws a new hand of ``draw`` cards, whatever his hand size (Favor of the Valar: CRF 22 says eight, not up to
    the hand size). The playing family implements it (``playing/hand_effects.py``)."""
    do: Literal["new-hand"]
    draw: int


class SetAsideAndDraw(_Strict):
    """The card's player reveals his hand, places its non-hazard cards off to the side, draws from his play deck
    until his hand size is reached, then puts the cards set aside face down on top of his play deck (Revealed to all
    Watchers). The turn family implements it (``turn/hand_redrawn.py``), where hand size is known."""
    do: Literal["set-aside-and-draw"]


class ReplaceWithVersion(_Strict):
    """The target site card is replaced with its own version of ``version`` (its player's copy: from his location
    deck, else one the example did not place elsewhere), in the same orientation (CRF 22, Rulings by Term >
    Fallen-wizard); the companies there and the cards on it pass to the new card, and so does the card played (with
    ``attach`` after it: Great Ruse), the old one going to the location deck (those: the engine's reading). The site
    phase implements it (``site_phase/site_versions.py``)."""
    do: Literal["replace-with-version"]
    version: Literal["hero", "minion"]


class RevealFaceDownAgent(_Strict):
    """The target agent hazard, face-down, is turned face-up where it is, as when its player reveals it (CoE 4.2: the
    sites it moved through face-down are checked then; the agents family implements it, ``agents/agent_actions.py``)
    ("a face-down agent is tapped and revealed", Here Is a Snake!, after a ``tap``)."""
    do: Literal["reveal-agent"]


class AgentAttack(_Strict):
    """The agent tapped to play the card (``agent_taps_at_new_site``) attacks the target company, its prowess
    modified by ``prowess``; ``attacker_chooses``: the attacker chooses the defending characters (Cunning Foes);
    ``steals_item`` ("company"): a successful strike takes an item of the company, the defender's choice, instead of
    harming the character (An Article Missing; ``combat/thieving.py``). The
    attack was declared as the card was (CRF 22, Rulings by Term > Agent). The agents family implements it
    (``agents/attacks_by_cards.py``)."""
    do: Literal["agent-attack"]
    prowess: int = 0
    attacker_chooses: bool = False
    # a successful strike takes its character prisoner at one of the agent's home sites, the card being his hazard
    # host, and the agent returns to that site (To Get You Away; agents/prisoners_taken_by_agents.py)
    takes_prisoner: bool = False
    steals_item: Literal["", "character", "company"] = ""


class AgentMayInfluence(_Strict):
    """The target agent (its player's agent hazard in play, untapped) taps, and may then make one influence attempt
    in this movement/hazard phase (CoE 8.5) against one of the other player's cards of the kinds ``targets``, the
    attempt modified by ``bonus`` (``diplomat_bonus`` instead where the agent is a diplomat) and by ``home_bonus``
    more where the target is playable at one of the agent's home sites (with ``shared_home_site``, a character only
    where he has the same home site as the agent: Your Welcome Is Doubtful); ``automatic_at_home``: then it succeeds
    without a roll; ``no_general_influence``: the other player's unused general influence is not subtracted;
    ``to_hand``: a success returns the target to its owner's hand instead of discarding it (Good Sense Revolts,
    Twisted Tales, Will not Come Down, Your Welcome Is Doubtful). The agents family implements it
    (``agents/agent_influence.py``)."""
    do: Literal["agent-may-influence"]
    targets: tuple[Literal["character", "ally", "faction"], ...] = ("character", "ally", "faction")
    bonus: int = 0
    diplomat_bonus: int | None = None
    home_bonus: int = 0
    shared_home_site: bool = False
    automatic_at_home: bool = False
    no_general_influence: bool = False
    to_hand: bool = False


class RollAgainstAttack(_Strict):
    """Before the strikes of the attack its company faces are assigned, the target rolls and adds his prowess as
    it is outside any strike: a strike's own modifications (tapped, wounded, excess strikes, support, staying
    untapped) are no part of it (CRF 22, True Fána). A total above the attack's prowess makes all its strikes
    fail: the attack is defeated; an attack with body is refused, not modelled (its body checks). Otherwise the
    attack goes on. Combat implements it (``combat/rolls_against_attacks.py``)."""
    do: Literal["roll-against-attack"]


class ItemOrWound(_Strict):
    """The target company's player chooses: one item of the company of these subtypes is discarded, or one of its
    unwounded characters becomes wounded, with no body check (Rats!; CRF 22: only an unwounded character may be
    wounded by it). With neither, nothing happens. The items family implements it (``items/item_or_wound.py``)."""
    do: Literal["discard-item-or-wound"]
    items: tuple[str, ...] = ("Minor Item",)


class RollAgainstRival(_Strict):
    """The card's player rolls: the result plus the target's unused direct influence, greater than the mind of his
    rival (the other player's non-Wizard character at his site sharing his home site) plus the rival's player's
    unused general influence, runs ``on_pass`` on the rival; any other result runs ``on_fail`` on the target
    (Treason the Greatest Foe). The influence family implements it (``influence/rivals.py``)."""
    do: Literal["roll-against-rival"]
    on_pass: tuple["Primitive", ...] = ()
    on_fail: tuple["Primitive", ...] = ()


class RollAgainstCompanion(_Strict):
    """The card's player rolls for the target and for another character of the target's company, the one named as
    the card is played ("..., naming Lagduf"); the target's roll plus his prowess greater than the other's roll plus
    his prowess runs ``on_pass``, any other result ``on_fail``, both on the target; the selection ``named
    character's hazard permanent-events`` reaches the other's (No More Nonsense). The playing family implements it
    (``playing/rolls_against_companions.py``)."""
    do: Literal["roll-against-companion"]
    on_pass: tuple["Primitive", ...] = ()
    on_fail: tuple["Primitive", ...] = ()


class PlaceBorderHold(_Strict):
    """As the card played on a faction resolves, the Border-hold of its player's location deck lying in or next to
    the region of a site where the target faction is playable is placed off to the side with the card, and every
    faction in play playable at that Border-hold returns to its owner's hand (Long Grievous Siege). With several
    such Border-holds to choose from, the card is refused as not modelled when played. The influence family
    implements it (``influence/sieged_border_holds.py``)."""
    do: Literal["place-border-hold"]


class Choice(_Strict):
    """As the effect resolves, the player of the target character chooses one of ``options`` (each a named
    ``Mode``: its effects, or its ``not_modelled`` refusing it when chosen); the engine waits for his choice (A Lie
    in Your Eyes: "your opponent may either: ..."). The playing family implements it (``playing/choices.py``)."""
    do: Literal["choice"]
    options: tuple["Mode", ...]

    @model_validator(mode="after")
    def _named_options(self) -> Choice:
        names = [o.name for o in self.options]
        if len(names) < 2 or "" in names or len(set(names)) != len(names):
            raise _refused("options", "a choice offers at least two options, each with a name of its own")
        return self


Primitive = Annotated[Union[Tap, Untap, Wound, Heal, Modify, Check, Move, Attach, Attack, ReturnToOrigin,
                            DoNothing, AddAutomaticAttack, Forbid, StatedOutcome, Cancel, Halve,
                            AttackBecomesNormal, TreatRegion,
                            TreatSite, CancelCard, RingTest, CancelEffects, CancelReturn, SpecialMovement,
                            TurnOnController, SendHome, CancelHazardEffects, CancelDiscards, TransferOneItem,
                            CancelInfluence,
                            InfluenceByProwess, Draws, ReplaceSite, MoveAgain, RevealUntilItem, RevealCreatureAttack,
                            DiscardFromHand,
                            RevealHand, RevealDiscardPile,
                            BodyCheckIfStrikeFails, DiscardIfStrikeSucceeds, Eliminate, KillPointsIfEliminated, Offering,
                            BodyChecks, StrikesNotAttack, StrikesWithinAttack,
                            AllowCreature,
                            RevealFaceDownAgent, AllowItem, AllowInformation, ToOpponentsPile, NewHand,
                            OfferStoring, WinGame, ItemOrWound, RollAgainstAttack, CancelCreatureAttacks, NoNewSite,
                            CopyAutomaticAttacks,
                            RemovedAfterAttack, Choice, RollAgainstRival, RollAgainstCompanion, BurglaryPenalty,
                            ToHandInstead,
                            TreatSites, PlaceWithCharacter, StrikesFail, SacrificeAvatar, RevealHazards,
                            PlaceAllyOffToTheSide, BecomeAlly, RingwraithRegionMovement,
                            JoinAttackedCompany, DiscardToCancelAttacks,
                            EnablePalantirUse, ReturnEliminated, ReturnToCompany, KeyNextCreature, GrantAbility,
                            LoseSkill, SetAsideAndDraw, ReplaceNewSite, ReplaceWithVersion, RollForAlly,
                            RingByRoll, AgentAttack, AttackAsRevealedCharacter, AttackInLieuOfCompanyCombat,
                            PlaceBorderHold, AttackThenPlaced, UsedAsSite,
                            BringFromHand, StoreNamed, JoinFromHand, NamedCreatureAttacks, CreatureAttacksAgent,
                            PrisonerTakingAutomaticAttacks,
                            AgentMayInfluence, CallTheGame],
                      Field(discriminator="do")]
PRIMITIVES = ("tap", "untap", "wound", "heal", "modify", "check", "move", "attach", "attack", "return-to-origin",
              "do-nothing", "add-automatic-attack", "forbid", "stated-outcome", "cancel", "halve",
              "attack-becomes-normal", "treat-region",
              "treat-site", "cancel-card", "ring-test", "cancel-effects", "cancel-return", "special-movement",
              "turn-on-controller", "send-home", "cancel-hazard-effects", "cancel-discards", "transfer-one-item",
              "cancel-influence", "influence-by-prowess",
              "draws", "replace-site", "move-again", "reveal-until-item",
              "reveal-creature-attack", "discard-from-hand", "reveal-hand", "reveal-discard-pile",
              "body-check-if-strike-fails", "discard-if-strike-succeeds", "eliminate", "kill-points-if-eliminated",
              "offering", "body-checks", "strikes-not-attack", "strikes-within-attack",
              "allow-creature", "reveal-agent",
              "allow-item", "allow-information", "to-opponents-pile", "new-hand", "offer-storing", "win-game",
              "discard-item-or-wound",
              "roll-against-attack", "cancel-creature-attacks", "no-new-site", "copy-automatic-attacks",
              "removed-after-attack", "choice", "roll-against-rival", "roll-against-companion", "modify-burglary",
              "to-hand-instead",
              "treat-sites", "place-with-character", "strikes-fail", "sacrifice-avatar", "reveal-hazards",
              "place-ally-off-to-the-side", "become-ally", "ringwraith-region-movement",
              "join-attacked-company", "discard-to-cancel-attacks",
              "enable-palantír-use", "return-eliminated", "return-to-company", "key-next-creature",
              "grant-ability", "lose-skill", "set-aside-and-draw", "replace-new-site", "replace-with-version",
              "roll-for-ally", "ring-by-roll", "agent-attack", "attack-as-revealed-character",
              "attack-in-lieu-of-company-combat", "place-border-hold", "attack-then-placed",
              "used-as-site", "bring-from-hand", "store-named", "join-from-hand", "named-creature-attacks",
              "creature-attacks-agent", "prisoner-taking-automatic-attacks",
              "agent-may-influence", "call-the-game")


class Condition(_Strict):
    """One condition for playing the card (all its keys must hold); checked wherever it is played or revealed."""
    in_play: str = ""                         # a card of this name is in play
    site_type: tuple[str, ...] = ()           # the target site, or the target's site, is of one of these types
    hand_holds_named: str = ""                # its player holds a card of this name in hand (one its effect brings
                                              # into play: Wizard's Trove, Helm of Her Secrecy; the playing family)
    own_wizardhaven: bool = False             # the target site is one of its player's Wizardhavens (the players
                                              # family)
    own_site: bool = False                    # the target site is its player's own site card ("This site becomes
                                              # one of your Wizardhavens", Hidden Haven; the players family)
    discards_at_site: str = ""                # played by discarding a card of this name borne by one of its
                                              # player's characters at the target site (or the target's), or stored
                                              # there (The White Tree; the playing family decides it)
    skill_at_site: str = ""                   # one of its player's characters at that site has this skill ("Sage
                                              # only at Minas Tirith"; the playing family decides it)
    site_in_regions: tuple[str, ...] = ()     # the target site, or the target's site (an ability's user's, when it
                                              # is used on no card), lies in one of these regions ("The site must
                                              # be in Arthedain, ...": Strider's search)
    site_region_type: tuple[str, ...] = ()    # ... and lies in a region of one of these types ("at a Ruins & Lairs
                                              # in a Wilderness", Black Rain)
    site_tapped: bool = False                 # ... and is tapped ("at a tapped Dark-hold": Old Cache)
    site_untapped: bool = False               # ... and is untapped ("at an untapped site", Ringlore)
    site_offers: Literal["information", ""] = ""  # ... and its card lists this as playable there ("at a site where
                                              # Information is playable", Ringlore)
    stored_at_site: str = ""                  # ... and a card of this name is stored there: in the marshalling
                                              # point pile of the site's player, stored at a site of that name
                                              # (Mallorn's erratum: Earth of Galadriel's Orchard at Bag End)
    site_not: tuple[Literal["Dragon's lair", "Under-deeps"], ...] = ()   # ... and is none of these ("a
                                              # non-Dragon's lair, non-Under-deeps Ruins & Lairs")
    company: Literal["moving", "not moving", ""] = ""
    region_movement: bool = False             # the company (the target's) is moving by region movement ("on a
                                              # moving company using region movement"; the movement/hazard family)
    same_location_deck: bool = False          # both players use the same kind of location deck, hero or minion
                                              # sites ("if opponent is using the same type of location deck";
                                              # the players family decides it)
    site_path_has: str = ""                   # a region type in the company's site path
    site_path_at_least: int = 1               # ... at least this many times ("four Wildernesses", Fever of Unrest)
    target_untapped: bool = False
    target_tapped: bool = False               # the target is tapped (an effect that untaps it)
    target_unwounded: bool = False
    target_mind_at_most: int | None = None    # the target character's mind is at most this ("of 5 mind or less")
    opponent_not_minion: bool = False         # not playable if the opponent is a Ringwraith or Balrog player
    opponent_fallen_wizard: bool = False      # a hazard played only against a Fallen-wizard player ("Playable if
                                              # your opponent is a Fallen-wizard", Foul Tooth Unsheathed; players)
    opponents_wizards: bool = False           # every opponent of its player, in a multi-player game each other
                                              # player, is a Wizard player ("if your opponent is a Wizard"; none a
                                              # Ringwraith player, CRF 22; the players family decides it)
    no_ringwraith_revealed: bool = False      # its player has revealed no Ringwraith ("and you have not revealed a
                                              # Ringwraith", The Lidless Eye; the players family)
    avatar_unrevealed: bool = False           # its player has not revealed his avatar ("if your Wizard is not
                                              # revealed", Saw Further and Deeper; the players family)
    ringwraith_in_mode: bool = False          # its player's Ringwraith in the target company (or the target's) is
                                              # in a mode ("if in a mode", Dwar Unleashed; the players family)
    specific_avatar_away: bool = False        # the avatar it is specific to is not in play under its player ("Place
                                              # this card on Gandalf if he is in play", Grey Embassy: on its own
                                              # only then; the players family)
    player_is: tuple[str, ...] = ()           # its player declared himself one of these Fallen-wizards ("Playable
                                              # if you are Alatar, Pallando, or Saruman"; the players family)
    player_is_not: tuple[str, ...] = ()       # ... or none of these, or no longer counts as him ("Playable if you
                                              # are not Alatar", Shameful Deeds; the players family)
    stage_points_above: int | None = None     # its player has more stage points than this ("Playable if you have
                                              # more than 6 stage points", Legacy of Smiths; the players family)
    factions_at_least: int | None = None      # its player has at least this many factions, characters in play,
    characters_at_least: int | None = None    # protected Wizardhavens in play ("have at least: ... two protected
    protected_wizardhavens_at_least: int | None = None   # Wizardhavens, 4 factions, and 6 characters", Await the
                                              # Onset; the players family, stage_thresholds.py)
    opponents_ringwraiths: bool = False       # every opponent of its player is a Ringwraith player ("and your
                                              # opponent is a Ringwraith", The Black Council; the players family)
    avatar_at_darkhaven: bool = False         # its player's avatar is in play at a Darkhaven ("if your Ringwraith
                                              # is in a Darkhaven", The Black Council; the players family)
    target_own_company: bool = False          # the target character is in a company of its player's ("any one of
                                              # your companies", Ren and Dwar the Ringwraith; the players family)
    more_points_than_opponents: bool = False  # its player has more marshalling points now than each opponent ("you
                                              # have more marshalling points than your opponent"; end_of_game)
    turn_player_may_call: bool = False        # the player whose turn it is has met the game-length conditions for
                                              # calling the end of the game, not called yet (CoE 10.2.R1, B1: Sudden
                                              # Call; end_of_game/calling_the_game.py)
    target_race: tuple[Race, ...] = ()
    target_skill: str = ""                    # the target character has this skill ("Warrior only")
    target_subtype: tuple[str, ...] = ()      # the target card is of one of these subtypes ("Gold Ring Item")
    target_keyword: str = ""                  # the target card has this keyword ("playable on a Palantír")
    target_alignment: tuple[str, ...] = ()    # the target card is of one of these alignments ("on a minion")
    target_unique: bool = False               # the target card is unique ("on a unique faction")
    border_hold_near_faction: bool = False    # its player's location deck holds a Border-hold in or next to the region
                                              # of a site where the target faction is playable (Long Grievous Siege;
                                              # the influence family decides it)
    rescue_site: bool = False                 # a hazard host's: its player's location deck holds a rescue site the
                                              # target character may be taken prisoner at (CoE 3.III.2, 3.III.2.1;
                                              # the prisoners family decides it from the card's ``hazard_host``)
    target_non_unique: bool = False           # the target card is not unique, a site counting as unique whatever it
                                              # prints ("a non-unique one", CRF 22, Aware of Their Ways)
    opponent_discard_pile_at_most: int | None = None   # the other player's discard pile holds no more cards than this:
                                              # he reveals that many at random, all of it then (which would come at
                                              # random from a larger pile is not modelled: refused so)
    target_borne_by_user: bool = False        # the target item is borne by the character tapped to play the card
                                              # ("one Palantír he bears", Use Palantír)
    user_tapped: bool = False                 # an ability's: the card using it is tapped (one untapping itself: "May
                                              # untap at the end of your organization phase", Gandalf)
    play_deck_at_least: int | None = None     # its player's play deck holds at least this many cards: the player
                                              # of the card using the ability, else the card's own player ("with at
                                              # least 5 cards in your play deck", Palantír of Orthanc; a hazard's:
                                              # the hazard player's, Long Dark Reach)
    opponent_play_deck_at_least: int | None = None   # the opponent's play deck holds at least this many cards
                                              # ("if opponent has at least ten cards in his play deck", Great
                                              # Secrets Buried There; the opponent of a hazard's player: the
                                              # resource player)
    target_in_company: bool = False           # an ability's target is in the company of the card used (that
                                              # one included: "a gold ring in his company", CRF 22, Character)
    site_path_by_sea: bool = False            # the company's site path has a Coastal Sea and never two regions in a
                                              # row that are not Coastal Seas (Great Ship; the playing family
                                              # decides it)
    target_at_same_site: bool = False         # an ability's target is at the site of the card used, in any company
                                              # of any player ("at the same site as a Dwarf character", The
                                              # Arkenstone's minion version)
    target_named: str = ""                    # the target is the card of this name, not a manifestation of it
    target_bearing: str = ""                  # the target character bears a card of this name ("if The One Ring
                                              # is ...": Cracks of Doom)
    target_not_bearing: str = ""              # the target character bears no card of this name ("not bearing
                                              # The One Ring", Call of Home)
    target_bears: tuple[str, ...] = ()        # the target character bears an item of one of these kinds: an item
                                              # subtype ("Greater Item"), a keyword ("Palantír") or "non-gold
                                              # ring", a special ring (The Roving Eye)
    target_bearer_wounded: bool = False       # the target item is borne by a wounded character (Indûr Dawndeath)
    target_ring: bool = False                 # the target item is a ring: a gold ring item or a special ring (the
                                              # facts' ring_test_result) ("the bearer of a Ring", The Ring's Betrayal)
    target_not_ring: bool = False             # the target item is no ring: no gold ring item, no special ring (the
                                              # facts' ring_test_result) ("but not a ring", Indûr Dawndeath)
    site_named: str = ""                      # the target company, or the target's company, is at the site of
                                              # this name, not between sites ("at Dunharrow", Paths of the Dead)
    target_site_has_own: str = ""             # a card of this name that the target's controller controls is at the
                                              # target's site: a second target, never the opponent's (Gollum's Fate
                                              # targets Gollum too, CRF 22)
    actor_skill: str = ""                     # a character with this skill taps to play it ("Tap scout"); "any":
                                              # any of its player's characters (Praise to Elbereth); on an
                                              # ability, its user (an item's bearer) has this skill and does not
                                              # tap for it ("If its bearer is a sage", Book of Mazarbul)
    # on an ability: its user (an item's bearer) has this skill without the card ("If the bearer is already a
    # scout", Magic Ring of Guile; ``skills.had_skill``, the engine's reading of "already")
    actor_skill_before: str = ""
    # on an ability: its user (an item's bearer) can use this kind of magic without the card ("If the bearer can
    # already use spirit-magic", Magic Ring of Delusion; ``playing/magic.could_use``, the engine's reading of "already")
    actor_magic_before: str = ""
    actor_race: tuple[Race, ...] = ()         # on an ability: its user (an item's bearer) is of one of these races
    #                                           ("Tap a Dwarf bearer", Dwarven Ring of Durin's Tribe)
    facing_strike: bool = False               # the target is the character whose strike is being resolved
    facing_attack: bool = False               # the target's company is facing an attack, strikes not assigned
    attack_races: tuple[Race, ...] = ()       # the attack being faced is by one of these races
    # the attack being faced is of one of these kinds ("for one automatic-attack", Quiet Lands; "a strike from a
    # Dragon hazard creature attack", Memories Stolen: a creature's or an Ahunt's, the engine's reading)
    attack_kinds: tuple[Literal["automatic-attack", "hazard creature"], ...] = ()
    attack_except_races: tuple[Race, ...] = ()  # the attack being faced is by none of these races ("non-Nazgûl")
    attack_prowess_at_least: int | None = None  # the attack being faced has a normal (printed) prowess of at least
                                              # this ("with a normal prowess of 13 or more", The Old Thrush)
    attack_strikes_at_most: int | None = None  # the attack being faced is a hazard creature's printing at most this
                                              # many strikes for each of its attacks ("with one strike for each of
                                              # its attacks", Ready to His Will)
    # a hazard creature attack has begun on another company of the card's player, no strike of it assigned yet, and
    # the card is at a Haven (the hero Alatar: "If at a Haven when a hazard creature attacks one of your companies"),
    # or at one of its player's Wizardhavens (the Fallen-wizard Alatar: "If at one of his Wizardhavens ...")
    joins_attacked_company: Literal["", "at a Haven", "at one of his Wizardhavens"] = ""
    strikes_assigned: bool = False            # the target's company faces an attack whose strikes are all assigned,
                                              # none resolved yet ("played after strikes are assigned")
    attack_at_home_dragon: bool = False       # the attack being faced is one an At Home manifestation of a unique
                                              # Dragon adds to its lair (Exile of Solitude; combat/captured_characters)
    attack_by_named: list[str] = []           # the attack being faced is by a creature of one of these names, or by a
                                              # manifestation of a unique Dragon so named (Dragon's Breath;
                                              # combat/strikes_within_attacks.py)
    excess_strikes: bool = False              # the target company faces a non-detainment attack, no strike assigned,
                                              # with more strikes than its characters and allies (Imprisoned and
                                              # Mocked; combat/set_aside_after_attack.py)
    company_size_at_most: int | None = None   # the company (of the target, or of the card in play) is this small
    site_detainment_attack: bool = False      # the target company's site has an automatic-attack that is
                                              # detainment against it ("playable on a detainment automatic-attack",
                                              # FEAR! FIRE! FOES!; site_phase/automatic_attacks.py)
    target_wounded: bool = False
    wounded_by: tuple[Race, ...] = ()         # the target was wounded this turn by an attack of one of these races
    strike_on_other_of: tuple[Race, ...] = () # the strike being resolved is against another character of these races
    strike_on_bearer: bool = False            # the strike being resolved is against the card's bearer (an item's;
                                              # an ally's controlling character) or the card itself (an ally)
    strike_on_itself: bool = False            # the strike being resolved is against the card itself (an ally: "a
                                              # strike directed against him", not his controller's)
    phase: tuple[str, ...] = ()               # only in these phases of the turn ("organization")
    at_end_of: Literal["organization", ""] = ""  # only at the end of this phase, once its normal actions are over:
                                              # nothing but actions at its end follow (CoE 9.6.6; the turn decides)
    its_movement_hazard_phase: bool = False   # during the movement/hazard phase of the target's company
    after_movement_draws: bool = False        # in the movement/hazard phase of the company (the target's, else the
                                              # current one) once the cards for its movement are drawn; a company
                                              # that does not move: not modelled (movement_hazard/drawing.py)
    not_in_play: str = ""                     # no card of this name is in play
    new_site_path_has: str = ""               # the company's new site has this region type in its own site path
    influence_check_by: str = ""              # an influence check against a faction is declared and waiting, made
                                              # by a character of this skill or counted as one's ("+3 to any one
                                              # influence check by a diplomat"; influence attempts decide it)
    influence_check_maker_gone: bool = False  # the influence check declared and waiting is made by one no longer
                                              # in play: an ally its cost discarded (Roäc the Raven); influence
                                              # attempts decide it
    new_site_path_at_least: int = 1           # ... at least this many times ("two Wildernesses", Dragon's Desolation)
    new_site_type: tuple[str, ...] = ()       # the company moves to a new site of one of these types ("played on a
                                              # Ruins & Lairs", Dragon's Desolation: the hazard's site, CoE 2.IV.vii.3)
    not_to_region_type: tuple[RegionType, ...] = ()  # the company does not move to a site in a region of these
                                              # types, its new site declared or revealed ("may not be played on a
                                              # company moving to a site in a Dark-domain", Secret Entrance)
    new_site_in: tuple[str, ...] = ()         # the company's new site, declared in the organization phase or
                                              # revealed, is in one of these regions ("if the site moved to is in
                                              # one of the regions listed above", Anduin River)
    special_movement_fits: bool = False       # the target company may take the card's special movement: it has not
                                              # declared region movement, and its site (and its new site, once
                                              # declared) is in the regions (the organization family decides it)
    moves_again_fits: bool = False            # at the end of its company's movement/hazard phase, the company
                                              # moved and holds one character (or one and a Hobbit) and no other
                                              # ally: Shadowfax (the movement/hazard family decides it)
    end_of_its_movement_hazard_phase: bool = False  # at the end of the movement/hazard phase of the target
                                              # company (or the target's), which moved this turn: the hazard
                                              # player done, no chain of effects open ("at the end of the
                                              # movement/hazard phase on a company that moved", Bridge; the
                                              # movement/hazard family decides it)
    next_to_under_deeps: bool = False         # the target company is at an untapped site adjacent to an
                                              # Under-deeps site: Ancient Stair (the organization family decides it)
    with_own_avatar: str = ""                 # the target is another character of its player's at the site of
                                              # his avatar, of this race ("Ringwraith": "at the same Darkhaven as
                                              # your Ringwraith", By the Ringwraith's Word; the organization
                                              # family decides it)
    company_takes_an_ally: bool = False       # the company of the target character may take an ally in: no card
                                              # keeps allies out of it (Fell Rider), for a card making a creature
                                              # an ally under him (the organization family decides it)
    company_wounded: bool = False             # a character of the company (the target's) is wounded
    company_with: tuple[Race, ...] = ()       # the company (the target's) has a character of one of these races
                                              # ("a company containing Dwarves")
    company_with_named: str = ""              # the company (the target's) holds the character of this name
                                              # ("a company containing Aragorn II", Paths of the Dead)
    company_without: tuple[Race, ...] = ()    # the company (the target's) has no character of these races
                                              # ("a non-Ringwraith company", Heedless Revelry)
    company_only: tuple[Race, ...] = ()       # every character of the company (the target's) is of these races
                                              # ("a company containing only Hobbits and/or Dwarves", Orc-mail)
    company_without_allies: bool = False      # the company (the target's) has no ally ("with no allies", Orc-mail)
    company_without_home_site: tuple[str, ...] = ()  # the company has no character whose home site is one of
                                              # these ("not against a company containing a character with Bree
                                              # as a home site", Arthadan Rangers)
    target_alone: bool = False                # the target character is alone in his company: no other character,
                                              # no ally ("a lone scout", Padding Feet; the site phase decides it)
    opponent_hero_company_with: tuple[Race, ...] = ()  # a hero company of another player is at the target's site
                                              # (any copy of it), holding a character of one of these races ("at the
                                              # same site as an opponent hero company containing a Hobbit", Padding
                                              # Feet; the site phase decides it)
    # the target was eliminated by a body check this turn, and a companion of his then, still in play, can use this
    # kind of magic (combat/eliminated_characters.py; Freeze the Flesh)
    eliminated_with_magic_user: Literal["Sorcery", "Spirit-magic", "Shadow-magic", ""] = ""
    may_attack_hero_company: bool = False    # the target's company could declare an attack on a hero company at
                                              # its site now, the card played in lieu of it (Hounds of Sauron)
    company_with_home_site: tuple[str, ...] = ()  # the target company holds a character whose home site is one of
                                              # these ("the company must contain a character with Edoras as a home
                                              # site", Helm of Her Secrecy; combat decides it)
    hand_holds_character: bool = False       # its player holds in hand a character he may reveal ("if you have
                                              # a character in your hand", Ride Against the Enemy; combat decides it)
    hand_holds_attackable_ally: bool = False  # its player holds in hand an ally that may be attacked ("an ally
                                              # able to be attacked in your hand", Come at Need; combat decides it)
    site_attack_races: tuple[Race, ...] = ()  # the target site, or the target's site, has an automatic-attack by
                                              # one of these races (the site phase decides it)
    site_has_version: Literal["hero", "minion", ""] = ""   # the target site has a version of this alignment (Great
                                              # Ruse: not on a site with none, Morannon; CRF 22; the site phase)
    overt_company_at_site: bool = False       # one of its player's companies at the target site is overt (Great
                                              # Ruse; the site phase decides it)
    site_has_automatic_attack: bool = False   # the target company's site has an automatic-attack ("a company
                                              # moving to a site with an automatic-attack"; the site phase decides)
    nth_automatic_attack: int = 0             # the target site has at least this many automatic-attacks, and no
                                              # copy made there this turn by a card of this name (Incite
                                              # Denizens; the site phase decides)
    one_automatic_attack: bool = False        # what it gives one automatic-attack of the company's site waits there
                                              # for the turn: several it could reach are refused, not modelled
                                              # (Hoarmûrath of Dír; the site phase decides)
    rival_at_site: bool = False               # the other player's non-Wizard character sharing the target's home
    #                                           site is at his site (Treason the Greatest Foe; influence decides it)
    # a character its player controls, other than the target, at the target's site, can use this kind of magic: he
    # casts it, the selection ``caster`` ("at the same site as a shadow-magic-using character you control", A Malady
    # Without Healing; playing/magic.py)
    magic_user_at_site: Literal["Sorcery", "Spirit-magic", "Shadow-magic", ""] = ""
    offering_attack: bool = False            # the target's company faces an attack of a kind its ``offering`` lists
    #                                          (Token of Goodwill; influence/offerings.py)
    target_uses_magic: Literal["Sorcery", "Spirit-magic", "Shadow-magic", ""] = ""  # the target character can use
                                              # this kind of magic, his text's "Can use ..." ("playable on a
                                              # sorcery-using character"; the playing family decides it)
    agent_at_new_site: str = ""               # played by discarding one of its player's agents with this skill at
                                              # the target company's new site, as it is declared ("discard a ranger
                                              # agent ...", Seek without Success; the agents family decides it)
    self_agent_at_new_site: bool = False      # the card used is an agent hazard at the new site of the company
                                              # (the target, else the one whose phase it is: "Agent only: ... at
                                              # target company's new site", Baduila; the agents family decides it)
    self_agent_taps_at_new_site: bool = False  # the card used is an agent hazard at the new site of the company whose
                                              # phase it is, moving or not, tapping to attack it ("Agent only: may
                                              # tap at a company's new site to attack that company", Anarin)
    agent_taps_at_new_site: str = ""          # played by tapping one of its player's untapped agents with this skill
                                              # at the target company's new site, as it is declared ("tap a warrior
                                              # agent at target company's new site", Cunning Foes; agents family);
                                              # "any": an agent of any skill ("Tap an agent", To Get You Away)
    agent_home_rescue_site: bool = False      # the agent tapped to play the card has a home site whose site card is
                                              # in its player's location deck: the rescue site of the prisoner its
                                              # attack takes (To Get You Away; CoE 3.III.2; agents family)
    target_face_down: bool = False            # the target agent hazard is face-down ("a face-down agent", Here Is
                                              # a Snake!; the agents family decides it)
    target_face_up: bool = False              # the target agent hazard is face-up ("any face up agent", Hidden
                                              # Knife; the agents family decides it)
    target_dragon_manifestation: bool = False  # the target is a manifestation of a unique Dragon (a Roused faction
    #                                           too: CRF 22, Parsimony of Seclusion; hazards/manifestations.py)
    target_home_site_type: tuple[str, ...] = ()   # the target is an agent with a home site of one of these types,
                                              # the type of the version its player would visit (CRF 22, Inner
                                              # Cunning; the agents family decides it)
    company_with_skill: str = ""              # the company (the target's) has a character with this skill,
                                              # the target included ("a character in a diplomat's company")
    target_influencing: Literal["", "any", "faction", "character"] = ""  # the target is making an influence
                                              # check, declared and not yet resolved: any (an attempt, or a check
                                              # that is no attempt: Flatter a Foe's), or an attempt against a
                                              # faction, or against a character (the influence family decides)
    influence_against_own: bool = False       # an influence attempt against a card of the target's player is
                                              # declared and not yet resolved (the influence family decides)
    target_checks_corruption: bool = False    # a corruption check of the target is declared and not yet resolved
                                              # (the corruption family decides)
    in_opponents_turn: bool = False           # a resource its player plays in the other player's turn, when he is
                                              # the hazard player ("during opponent's site phase"); the playing
                                              # family reads it, and refuses the card in his own turn
    moves_through_or_leaves: tuple[str, ...] = ()  # the company moves by region movement through one of these
                                              # regions, stopping at no site in it, or leaves a site in one of them
                                              # (Cruel Caradhras; the movement/hazard phase decides it)
    company_is: Literal["covert", "overt", "hero", ""] = ""  # the company (the target's) is covert, or overt: it
                                              # holds an Orc, Troll or Balrog ("on a moving covert company", Steeds);
                                              # or a hero company, as hazards see it ("against a moving hero
                                              # company", Beorning Skin-changers; CoE 2.IV.vii.F1)
    company_with_item: tuple[str, ...] = ()   # a character of the company (the target's) bears an item of one of
                                              # these subtypes ("a company containing at least one minor item")
    company_without_named: tuple[str, ...] = ()  # the company (the target's) has no character or ally of these
                                              # names ("not on a company containing Beorn", CRF 22)
    company_without_warrior_above: int | None = None  # the company (the target's) has no untapped warrior whose
                                              # prowess is above this ("nor an untapped warrior with prowess
                                              # greater than 4", CRF 22; combat decides it)
    any_of: tuple[Condition, ...] = ()        # one of these conditions holds, each with all its keys ("on a
                                              # Shadow-hold, or on a Ruins & Lairs or Border-hold if Doors of Night
                                              # is in play", Doubled Vigilance)
    none_of: tuple[Condition, ...] = ()       # none of these conditions holds (a "not"; the keys of one condition
                                              # all hold, its "and")

    @model_validator(mode="after")
    def _composed_of_decided_keys(self) -> Condition:
        """Inside any_of and none_of, only keys the playing conditions decide themselves: the others (who taps,
        the strike or attack faced, the company's size) are read by the rules of combat and abilities, which
        would not see them there."""
        for key in ("any_of", "none_of"):
            for inner in getattr(self, key):
                kept = sorted(inner.model_fields_set & READ_ELSEWHERE)
                if kept:
                    raise _refused(key, f"{kept[0]!r} cannot be said inside {key} (combat and abilities read it "
                                   "only as a condition of its own)")
        return self


# the conditions other rules read directly (combat's timing, abilities' costs, who taps): never inside any_of or none_of
READ_ELSEWHERE = frozenset({"actor_skill", "actor_skill_before", "actor_magic_before", "actor_race", "facing_strike",
                            "facing_attack",
                            "attack_races", "company_size_at_most",
                            "strike_on_other_of", "strike_on_bearer", "strike_on_itself",
                            "target_in_company", "target_at_same_site", "in_opponents_turn"})


class Mode(_Strict):
    """One of a card's alternative effects (CRF Timing, Annotation 27); most cards have one, unnamed. Beside named
    ones, an unnamed mode is what the card does when none is named: a text that lets its player choose something
    more ("you may choose ...", The Evenstar) names the modes with that choice.

    ``on_guard``: may be used when the card is revealed on-guard; ``from_hand``: when it is played
    from hand; ``playable_if``: conditions of this mode only (the card's own apply to every mode).
    """
    name: str = ""
    effects: tuple[Primitive, ...] = ()
    on_guard: bool = True
    from_hand: bool = True
    playable_if: tuple[Condition, ...] = ()
    # of a card played on a target: this use may be played with no target when these conditions hold, and only
    # then; they stand in place of ``playable_if`` for such a play (New Friendship on an influence check whose
    # maker is out of play: Roäc the Raven, discarded to make it)
    untargeted_if: tuple[Condition, ...] = ()
    not_modelled: str = ""    # what of this effect the engine cannot do yet: choosing it says so
    # this use only (Weariness of the Heart)
    cannot_be_duplicated: Literal["on target", "in company", "in game", "against attack", "by player", "at site",
                                  "in turn", ""] = ""


Choice.model_rebuild()   # the primitives holding others, once Mode (a choice's option) is defined
Check.model_rebuild()
DiscardFromHand.model_rebuild()
RollAgainstRival.model_rebuild()
RollAgainstCompanion.model_rebuild()


class When(_Strict):
    """A passive condition: when ``event`` happens where the card is, the effects are declared."""
    # "end-of-untap-phase": "at the end of each of his untap phases", the untap phase of the player controlling
    # the card's bearer, once everything has untapped (CRF 22, Untap Phase; CoE 9.6.6; the turn emits it)
    # "wounded": a character or ally of the company the card is on (or of its bearer's company) becomes wounded:
    # one not wounded before (CoE glossary: wound); its effects act once for each such wound (Something Has Slipped)
    # "wounded-by-strike": the same, but wounded by a strike, whether he becomes wounded or was wounded already (the
    # glossary: he is wounded again without becoming wounded); "wounded by the attack" (Icy Touch)
    # "end-of-movement-hazard-phase": the end of the movement/hazard phase of the bearer's company, after every other
    # hazard (CoE 2.IV.viii, 9.6.6; Lure of Nature's erratum): only what answers its passive conditions may be
    # declared then (the turn emits it and guards it); a check counted per_region is not set off when the company's
    # site path has no such region
    # "end-of-opponents-turn": "at the end of your opponent's turn", the turn of a player other than the card's
    # controller, as its end-of-turn phase ends (the turn emits it; turn/turn_end.py)
    # "attack-begins": an attack against the company the card is on (or its bearer's) begins, before strikes are
    # assigned (CoE 3.4, 3.i; combat/flow.py emits it); with ``its_own_attack``, the attack the card itself makes ("this
    # attack": Corpse-candle), on whichever company. Its effects act on the attacked company, or with who =
    # "characters" on each of its characters, one action each
    # "start-of-organization-phase": "during your organization phase", once in each organization phase of the
    # player controlling the card; the engine's reading, where the text names no moment in it: as the phase begins,
    # before he organizes (the turn emits it; The Balrog the ally's roll). Its effects act on the card's bearer
    event: Literal["item-played-at-site", "item-gained-in-company", "influence-succeeded", "end-of-untap-phase",
                   "wounded", "wounded-by-strike", "end-of-movement-hazard-phase", "end-of-opponents-turn",
                   "attack-begins", "start-of-organization-phase"]
    effects: tuple[Primitive, ...]
    except_races: tuple[Race, ...] = ()
    immediately: bool = False       # resolves at once, with no responses (CoE 9.5.3)
    once: bool = False              # the card is discarded after it triggered
    at_haven: bool | None = None    # only if its bearer is (true) or is not (false) at a Haven or Darkhaven
    his_turns: bool = False         # "end-of-opponents-turn" only: the turn ending is the bearer's player's ("at the
    #                                 end of each of his turns": Covetous Thoughts), not any other player's than the
    #                                 card's controller, which differs once a third player plays
    # "end-of-movement-hazard-phase" only: ``any_company``, the end of the movement/hazard phase of any company this
    # turn, not only the bearer's ("at the end of any movement/hazard phase", Lure of Creation); ``moved_to_haven``,
    # only if the bearer's company has moved this turn to a Haven or Darkhaven, which one sent back to its site of
    # origin has not (CRF 22, Returning to Site of Origin [CoE 2002])
    any_company: bool = False
    moved_to_haven: bool = False
    its_own_attack: bool = False    # "attack-begins" only: the attack is the card's own (a creature's "this attack")

    @model_validator(mode="after")
    def _on_the_bearer(self) -> When:
        acts_on = {getattr(e, "who", "target") for e in self.effects}
        ending = self.event in ("end-of-untap-phase", "end-of-movement-hazard-phase", "start-of-organization-phase")
        if self.event == "end-of-opponents-turn" and acts_on - {"bearer", "at the bearer's site"}:
            raise _refused("effects", "a passive condition at the end of the opponent's turn acts on the card's bearer "
                           "or on the characters at his site: its effects need who = 'bearer' or \"at the bearer's "
                           "site\"")
        if (ending or self.at_haven is not None) and acts_on != {"bearer"}:
            raise _refused("effects", "a passive condition at the end of the untap or movement/hazard phase, at the "
                           "start of the organization phase, or one that asks where the bearer is (at_haven), acts "
                           "on the card's bearer: its effects need who = 'bearer'")
        if (self.any_company or self.moved_to_haven) and self.event != "end-of-movement-hazard-phase":
            raise _refused("any_company", "any_company and moved_to_haven qualify the end of a movement/hazard phase: "
                           "they go with event = 'end-of-movement-hazard-phase'")
        if self.any_company and any(isinstance(e, Check) and e.per_region for e in self.effects):
            raise _refused("any_company", "a check counted per region counts the regions of the bearer's own site "
                           "path, at the end of his company's movement/hazard phase: not with any_company")
        if self.event == "attack-begins" and acts_on - {"target", "company", "characters", "self", "attack"}:
            raise _refused("effects", "a passive condition as an attack begins acts on the attacked company, on each of "
                           "its characters, on the attack or on the card itself: its effects need who = 'company', "
                           "'characters', 'attack' or 'self'")
        if self.its_own_attack and self.event != "attack-begins":
            raise _refused("its_own_attack", "its_own_attack picks out the card's own attack among those beginning: it "
                           "goes with event = 'attack-begins'")
        if self.his_turns and self.event != "end-of-opponents-turn":
            raise _refused("his_turns", "his_turns picks out the bearer's player's turns among those ending: it goes "
                           "with event = 'end-of-opponents-turn'")
        return self


class CompanyHas(_Strict):
    """A character of the company fits: of one of ``races``, or of at least ``min_mind`` and without
    ``without_skill`` (a static's ``having``)."""
    races: tuple[Race, ...] = ()
    min_mind: int | None = None
    without_skill: str = ""


class Static(_Strict):
    """A modification in effect while the card is in play: ``stat`` changed by ``by``, on what ``who`` names.

    The one vocabulary of a card's standing modifications. Each stat is read by the rule that answers for it,
    which interprets only the qualifiers ``STATICS`` gives that stat; any other is refused when the cards load.
    ``who = "bearer"`` is the character the card is on, or the character himself when the card is one (Aragorn
    II); ``who = "attack"`` every attack by one of ``races``; ``who = "characters"`` every character in play of
    one of ``races`` (a character, never an attack nor a hazard: Sun, Night, Star of High Hope); ``who = "moving
    companies"`` each moving company that fits ``size_below`` and ``having``; ``who = "company"`` the company the
    card is on (hazard limit), or each character in the company of the card's bearer, himself included
    (corruption points), or the company of the card's bearer (opponent movement draws). A hand size is its
    player's.
    """
    stat: Stat
    by: int = 0                               # required, but for a static taking something away (``NO_BY``)
    who: Who = "bearer"
    races: tuple[Race, ...] = ()              # attacks (or, for "prowess" and "mind", characters) of these races
    if_in_play: str = ""                      # only while this card is in play (Doors of Night)
    # only a site's automatic-attacks, or no agent's, or only automatic-attacks and hazard creatures' (Sun), or
    # only an attack whose attacker chooses the defending characters (More Alert than Most)
    attacks: Literal["", "automatic-attacks", "non-agent", "automatic-attacks and creatures",
                     "attacker chooses"] = ""
    # "attack prowess" with attacks = "automatic-attacks": only those of sites lying in one of these regions, as
    # their site cards print them ("to all automatic-attacks at sites in Hollin, ...", Balrog of Moria)
    site_regions: tuple[str, ...] = ()
    except_skill: str = ""                    # "prowess": not a character with this skill ("non-ranger", Night)
    skill: str = ""                           # "gained skill": the skill the bearer gains ("Gives the bearer sage
    #                                           skill", Magic Ring of Lore)
    magic: str = ""                           # "gained magic": the kind of magic the bearer can use ("Bearer can use
    #                                           spirit-magic", Magic Ring of Delusion)
    # "prowess" or "direct influence" on the bearer: only while he is a Ringwraith in this mode, as a card's
    # ``ringwraith_mode`` names it ("-1 prowess in Fell Rider mode", Dwar; "+3 direct influence in Heralded Lord
    # mode", Akhôrahil)
    in_mode: str = ""
    # "prowess" or "direct influence" on the bearer: only while he has this skill without the card ("If the bearer
    # is already a warrior, he gets +2 to prowess", Magic Ring of Fury; ``skills.had_skill``)
    skill_before: str = ""
    # direct influence only against some cards (none of them: against everything)
    against: Literal["", "factions", "characters", "characters in his company"] = ""   # in influence attempts
    #                                           against factions (Horn of Anor), toward characters alone: his
    #                                           followers and influence attempts against characters (Trifling Ring),
    #                                           or controlling the characters of his company (By the Ringwraith's
    #                                           Word: organization/control.py)
    against_faction: str = ""                 # against the faction of this name alone (Aragorn II)
    against_playable_at: str = ""             # with against = "factions": those playable at this site (Asternak)
    against_races: tuple[Race, ...] = ()      # against characters and factions of these races (Elf-stone): a pool
    #                                           used once, his followers of these races first (CoE 2.II.2.2.4)
    size_below: int | None = None             # a company of fewer than this (Hobbits count half)
    having: tuple[CompanyHas, ...] = ()       # a company with a character that fits one of these
    minimum: int | None = None                # a decrease takes the hazard limit, an attack's strikes, a bearer's
                                              # mind or a company's movement draws no lower than this ("to a minimum
                                              # of two", Crept Along Carefully; "to a minimum of 1", Thrall-ring;
                                              # "of one", Smaug at Home)
    movement: Literal["", "region"] = ""      # only while the company moves by this kind of movement ("if they
                                              # move with region movement"): not while it stays put
    at: str = ""                              # only while the card is at the site of this name (Elrond)
    # "hand size": only while the card is its player's avatar (no Ringwraith follower) at a Darkhaven ("As your
    # Ringwraith, if at a Darkhaven", Hoarmûrath the Ringwraith; ``players/as_your_ringwraith``)
    at_darkhaven: bool = False
    unless_bearer: tuple[Race, ...] = ()      # "corruption points": none while the card's bearer is of one of these
                                              # races (The One Ring borne by a Ringwraith: CRF 22, its card)
    regions_below: int | None = None          # "movement draws": ``by`` for each region fewer than this in the
                                              # company's site path, a movement that has one alone (A Short Rest)
    # "movement draws" of the company of the card's bearer (who = "company"): ``by`` for each region of this type in
    # its site path as treated now ("one additional card for each Wilderness in his company's site path", Radagast)
    per_path_type: RegionType | None = None
    path_has: tuple[RegionType, ...] = ()     # "movement draws": only a company whose site path holds a region of
                                              # one of these types ("each company moving in a Dark-domain", In the
                                              # Heart of His Realm)
    times: int = 1                            # "strikes": the attack's printed strikes multiplied by this, in
                                              # place of ``by`` ("doubled", Plague of Wights; the engine's reading:
                                              # the printed number, other changes added after)
    except_races: tuple[Race, ...] = ()       # "mind": not a character of these races ("non-Wizard")
    non_followers: bool = False               # "mind": only characters who are not followers
    by_for: dict[Race, int] = {}              # ``by`` for a bearer of one of these races instead ("+2(7)": the
    #                                           value in parentheses is a Dwarf's, the Dwarven Rings: CRF 22)

    @model_validator(mode="after")
    def _fits_its_stat(self) -> Static:
        """Only the qualifiers the rule reading this stat interprets (``STATICS``); anything else is a mistake."""
        if self.stat not in STATICS:
            raise _refused("stat", f"no rule reads a static {self.stat!r}; a static changes one of: "
                           + ", ".join(STATICS))
        whos, qualifiers = STATICS[self.stat]
        if not whos and "who" in self.model_fields_set:
            raise _refused("who", f"a {self.stat!r} static takes no who (it is its player's)")
        if whos and self.who not in whos:
            raise _refused("who", f"a {self.stat!r} static changes " + " or ".join(f"who = {w!r}" for w in whos)
                           + f", not {self.who!r}")
        if self.stat in NO_BY and "by" in self.model_fields_set:
            raise _refused("by", f"a {self.stat!r} static takes no by: it "
                           + {"gained skill": "gives a skill", "skills become": "replaces the skills",
                              "gained magic": "lets him use a kind of magic"}.get(self.stat, "takes them all away"))
        if self.stat in ("gained skill", "skills become") and not self.skill:
            raise _refused("skill", f"a {self.stat!r} static names the skill it gives")
        if self.stat == "gained magic" and self.magic not in MAGIC_KINDS:
            raise _refused("magic", "a 'gained magic' static names the magic the bearer can use: one of "
                           + ", ".join(MAGIC_KINDS))
        if self.stat not in NO_BY and "by" not in self.model_fields_set:
            raise _refused("stat", f"a {self.stat!r} static needs a by")
        extra = sorted(self.model_fields_set - {"stat", "by", "who"} - set(qualifiers))
        if extra:
            raise _refused(extra[0], f"a {self.stat!r} static does not take {extra[0]!r} (it takes: "
                           + (", ".join(qualifiers) or "stat, by and who alone") + ")")
        if self.site_regions and self.attacks != "automatic-attacks":
            raise _refused("site_regions", "site_regions reaches the automatic-attacks of sites in those regions: it "
                           "needs attacks = 'automatic-attacks'")
        if self.minimum is not None and self.by >= 0:
            raise _refused("minimum", "a minimum bounds a decrease: by must be negative")
        if self.stat == "prowess" and self.who != "characters":   # read by players/mode_attributes.py
            kept = sorted(self.model_fields_set & ({"if_in_play", "except_skill"}
                                                   | ({"in_mode"} if self.who == "company" else {"races"})))
            if kept:
                raise _refused(kept[0], f"a 'prowess' static on who = {self.who!r} does not take {kept[0]!r}")
        if self.skill_before and self.who != "bearer":   # values.statics_on, players/mode_attributes.py
            raise _refused("skill_before", "skill_before is the bearer's skill: it takes who = 'bearer'")
        if self.stat == "prowess" and self.who == "characters" and self.in_mode:
            raise _refused("in_mode", "a 'prowess' static takes in_mode on who = 'bearer' only")
        if self.stat == "direct influence" and (self.in_mode or self.who == "company"):   # players/mode_attributes.py
            allowed = {"races"} if self.who == "company" else {"in_mode"} if self.who == "bearer" else set()
            kept = sorted(self.model_fields_set - {"stat", "by", "who"} - allowed)
            if kept:
                raise _refused(kept[0], f"a 'direct influence' static of a mode (in_mode, or who = 'company') does "
                               f"not take {kept[0]!r}")
        return self


def _refused(field: str, message: str) -> PydanticCustomError:
    """A static's mistake, naming the field so that the error gives the line that holds it."""
    return PydanticCustomError("static", message, {"field": field})   # a template: ours has no braces to fill


# What a static of each stat may say beyond ``stat`` and ``by``: the ``who`` it changes (none: its player's) and
# the qualifiers the rule that reads it interprets. The readers: ``corruption/corruption_checks.py`` (corruption
# points), ``influence/modifiers.py`` (influence check; direct influence against some cards),
# ``organization/control.py`` (direct influence), ``combat/attacks.py`` and ``site_phase/on_guard.py`` (an
# attack's strikes and prowess), ``hazards/hazard_limit.py`` (the ``hazard limit`` query), ``turn/phases.py``
# (hand size), ``environments/prowess.py`` (the prowess of characters of some races), ``players/mode_attributes.py``
# (the prowess of a card's bearer or company: a Ringwraith's in a mode), ``movement_hazard/drawing.py``
# (the cards drawn for a company's movement), ``organization/minds.py`` (mind).
STATICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "prowess": (("characters", "bearer", "company"), ("races", "if_in_play", "except_skill", "in_mode",
                                                     "skill_before")),
    #           characters: every character in play of one of ``races`` (Sun); bearer: the character the card is
    #           on, or himself, with ``in_mode`` only while he is in that mode (a Ringwraith's own card); company:
    #           each character of one of ``races`` in the company the card is on (a mode card: Fell Rider), or in
    #           the company of the character it is on (a command card on a leader: I'll Report You)
    "corruption points": (("bearer", "company"), ("unless_bearer",)),   # company: each character in the company
    #                                                                     of the card's bearer, himself included
    "influence check": (("bearer",), ()),
    # each corruption check of every character in the company of the character the card is on, himself included (a
    # command card on a leader: "+1 to all corruption checks by characters in his company", I'll Be At Your Heels),
    # read by ``corruption/checks_in_company.py``
    "corruption check": (("company",), ()),
    "offering attempt": (("bearer",), ()),   # the roll of the bearer's offering attempts (Foolish Words: -4)
    "mind": (("other characters", "characters", "bearer"), ("except_races", "non_followers", "races", "minimum")),
    #                  other characters: of the company of the character the card is on, not him (So You've Come
    #                  Back); characters: every character in play of one of ``races`` (The Arkenstone's minion
    #                  version: each Dwarf); bearer: the character the card is on, no lower than ``minimum``
    #                  (the mind rings: Thrall-ring)
    "direct influence": (("bearer", "characters", "company"), ("against", "against_faction", "against_races",
                                                                "against_playable_at", "by_for", "races", "if_in_play",
                                                                "in_mode", "skill_before")),
    #                    characters: every character in play of one of ``races`` (Stormcrow: each Wizard); bearer
    #                    with ``in_mode`` and company: as "prowess", a Ringwraith's in a mode (Akhôrahil, Heralded
    #                    Lord), read by ``players/mode_attributes.py``
    "strikes": (("attack",), ("races", "if_in_play", "attacks", "times", "minimum")),
    "attack prowess": (("attack", "company"), ("races", "if_in_play", "attacks", "site_regions")),
    #                  company: each attack against the company the card is on (Swarm of Bats), never company versus
    #                  company combat (``combat/company_combat``: CRF 22, Swarm of Bats)
    "attack body": (("company",), ()),   # the body of each attack against the company the card is on (Swarm of Bats)
    # each character of the company of the character the card is on (a command card on a leader: "+1 body to all
    # characters in his company", Smart and Secret), read by ``players/mode_attributes.py``
    "body": (("company",), ()),
    "hazard limit": (("moving companies", "company"), ("size_below", "having", "minimum", "movement")),
    "hand size": ((), ("at", "at_darkhaven")),
    # the cards its player may draw for it
    # (who = "company": the company of the card's bearer, for each region of ``per_path_type`` in its site path)
    "movement draws": (("moving companies", "company"), ("regions_below", "minimum", "path_has", "per_path_type")),
    # the cards the other player may draw for the movement of the company of the card's bearer (the character
    # himself when the card is one: Alatar), never below zero
    "opponent movement draws": (("company",), ()),
    # the bearer has no skills while the card is on him (Memories Stolen): every rule asking a character's skills
    # reads them through ``values.skills``
    "skills": (("bearer",), ()),
    # the bearer has ``skill`` as well as his own while the card is on him (Magic Ring of Lore: "Gives the bearer
    # sage skill"), lost as his own are (``primitives/skills``)
    "gained skill": (("bearer",), ("skill",)),
    # the bearer can use ``magic`` (a magic card's kind: "Spirit-magic") as well as what his own text lets him while
    # the card is on him (Magic Ring of Delusion: "Bearer can use spirit-magic"), read by ``playing/magic.py``
    "gained magic": (("bearer",), ("magic",)),
    # the bearer's skills are those ``skill`` names, "/" between them, instead of his printed ones, while the card is
    # on him (Winged Change-master: "Radagast's skills become Scout/Diplomat"), read by ``primitives/skills``
    "skills become": (("bearer",), ("skill",)),
}
# statics that give no ``by``: taking all skills, giving one, or replacing them
NO_BY = frozenset({"skills", "gained skill", "skills become", "gained magic"})
# the kinds of magic a character's text may let him use (a magic card's ``magic`` fact: CoE glossary, use)
MAGIC_KINDS = ("Sorcery", "Spirit-magic", "Shadow-magic")


class Taking(_Strict):
    """A card the ability takes from one of its player's piles, of a kind (a spell: ``magic = ["Spell"]``; a spell
    or a sorcery: ``magic = ["Spell", "Sorcery"]``; a minor item: ``items = ["minor"]``), or with ``up_to`` as many
    as that, each of the kind ("Alice taps Dwarven Ring of Thélor's Tribe to take Dagger of Westernesse and Elven
    Cloak."); with
    ``playable_at_site``, one of those kinds of card that is playable at the site of the card's user, as the site
    lists it or its own card says (the site phase answers the query ``playable at the site``)."""
    pile: Literal["discard pile", "play deck or discard pile"] = "discard pile"
    magic: tuple[str, ...] = ()          # a magic card of one of these kinds (none: any card)
    # an event card of this side: a short-, long- or permanent-event ("one resource event card", Ûvatha the Ringwraith)
    events: Literal["", "resource", "hazard"] = ""
    except_kinds: tuple[str, ...] = ()   # no card of these kinds ("site": CRF 22, Palantír of Orthanc)
    skill_only: str = ""   # a card only a character of this skill may play ("a 'sage only' card", Palantír of
    #                        Annúminas; CRF 22: any card needing a sage to play is one; ``primitives/skills``)
    playable_at_site: tuple[Literal["item", "ally", "faction"], ...] = ()
    # an item of one of these kinds ("any one or two minor items", Dwarven Ring of Thélor's Tribe)
    items: tuple[Literal["minor", "major", "greater", "gold ring"], ...] = ()
    up_to: int = Field(1, ge=1)   # how many cards it may take at once, each from either pile ("one or two": 2)


class HazardCancel(_Strict):
    """Which declared hazard the ability cancels: one that targets a company moving to a site in ``regions``
    (Tom Bombadil), or with ``own_company`` the company of the card's user, moving or not (Leaflock); or an entity
    associated with such a company (its characters and what they bear; not its sites). One of the two is said."""
    regions: tuple[str, ...] = ()
    own_company: bool = False

    @model_validator(mode="after")
    def _check_one_company(self) -> HazardCancel:
        if bool(self.regions) == self.own_company:
            raise _refused("regions", "say which companies the hazard must target: regions = [...] (a company "
                           "moving to a site in them) or own_company = true (the card's own company), not both")
        return self


class Ability(_Strict):
    """What a card in play may do when tapped ("Alice taps Gollum to cancel the attack.").

    ``cost``, paid when the ability is declared: the card taps (``tap card``) or untaps (``untap card``), or is
    discarded (``discard card``: "Alice discards Thrór's Map to untap The Lonely Mountain."; an item's bearer is
    the character using it); or, ``tap bearer and discard``, an item whose bearer taps and which is discarded to
    use it on a character of the bearer's company ("Alice taps Aragorn II to use Healing Herbs on Legolas.");
    ``tap bearer`` (the item stays untapped) and ``tap card and bearer`` are said with the item, like ``tap card``
    ("Alice taps Star-glass to cancel the attack.": its bearer taps).

    ``target``: the kind of card in play it is used on, named after it. An ability whose name ends with what it
    is used on ("untap a site", "test a gold ring") is said with the card instead ("... to untap The Lonely
    Mountain", "Alice taps Gandalf to test Precious Gold Ring."). Its ``playable_if`` are checked on that card.
    """
    name: str
    cost: Literal["tap card", "tap bearer and discard", "untap card", "discard card",
                  "tap bearer",             # an item whose bearer taps, the item staying as it is (Star-glass)
                  "tap card and bearer",    # an item that taps with its bearer (Torque of Hues)
                  "return card to hand",    # the card goes back to its owner's hand ("you may return this card
                                            # to your hand during any organization phase", the Command cards)
                  "corruption check",       # nothing taps: its user's corruption check (``corruption_check``) is
                                            # the whole cost ("Bearer may make a corruption check ... to", The One Ring)
                  "no cost",                # nothing is paid, nothing taps: used tapped or untapped ("he may
                                            # immediately join that company", Alatar)
                  "tap card afterwards",    # no cost: used tapped or untapped, as often as it may be, the card
                                            # taps as the ability resolves if it is untapped ("tapping afterwards if
                                            # not already tapped", Radagast's Black Bird)
                  ] = "tap card"
    corruption_check: int | None = None      # part of the cost: its user (an item's bearer) makes a corruption check
                                             # modified by this, declared with the ability; its effects follow only
                                             # if he is still in play once it resolves (CRF Annotation 7)
    target: TargetKind | None = None
    playable_if: tuple[Condition, ...] = ()
    effects: tuple[Primitive, ...]
    hazard_limit: int = 0    # a hazard's use: how many it counts against the hazard limit (none unless printed)
    at_beginning_of: str = ""                # only at the beginning of its player's phase of that name
    # a resource's use its text allows in these phases of the other player's turn too ("may also be so tapped during
    # opponent's site phase", Magical Harp; CoE 9.1.3: "unless the card states otherwise")
    in_opponents_phases: tuple[Literal["organization", "long-event", "movement/hazard", "site", "end-of-turn"], ...] = ()
    takes: Taking | None = None              # the card it acts on is chosen from a pile ("to take CARD")
    cancels_hazard: HazardCancel | None = None  # it cancels a declared hazard ("to cancel CARD")
    on_character: bool = False   # a hazard's use aimed at one character in play ("Bob taps Adûnaphel to tap Legolas.")
    becomes_short_event: bool = False  # tapped, the card is a short-event from declaration (CRF 22, Nazgûl)
    # tapped, the card is a long-event from declaration, discarded when it resolves while its effect lasts as a
    # long-event's would (CRF 22, Witch-king of Angmar)
    becomes_long_event: bool = False

    @model_validator(mode="after")
    def _check_is_said(self) -> Ability:
        if self.cost == "corruption check" and self.corruption_check is None:
            raise _refused("corruption_check", "an ability whose cost is a corruption check says its modifier: "
                           "corruption_check = 0 (or the number its text gives)")
        return self


class RegionsAs(_Strict):
    """While the card is in play (and ``if_in_play`` too, when given), every region of ``region_type`` is treated
    as ``as_type`` (Morgul Night; Fell Winter with Doors of Night)."""
    region_type: RegionType
    as_type: RegionType
    if_in_play: str = ""


class OnceStored(_Strict):
    """Once the card is stored (in a marshalling point pile), every version of each site it names is of the type
    given, wherever that site card is, and each region it names is of the region type given (News of the Shire)."""
    sites: dict[str, str] = {}
    regions: dict[str, RegionType] = {}


class TapsSites(_Strict):
    """While the card is in play, every site in play whose own site path holds one of ``path_has`` (at least
    ``path_at_least`` times) is tapped; Havens aside with ``non_haven``; only while ``if_in_play`` is in play."""
    path_has: tuple[RegionType, ...]
    path_at_least: int = 1
    non_haven: bool = True
    if_in_play: str = ""
    once_a_turn: bool = False   # each site tapped by it once a turn, not kept tapped (Long Winter, CRF 22)


class Facts(_Strict):
    """What the card prints that the reference database lacks, given by the entry (merged into the card's facts,
    replacing the database's value of the same name)."""
    prowess_against: dict[str, int] = {}     # a printed bonus against attackers of a race
    keyed_to: dict[str, Any] = {}            # where a creature may be keyed, as in the facts' keyed_to (a text the
                                              # import does not read: "only playable at a Shadow-hold or ...")
    keyed_to_if: dict[str, dict[str, Any]] = {}  # keying while a card is in play, as in the facts' keyed_to_if
    keywords: tuple[str, ...] = ()           # its keyword line ("Burglary attempt.")
    makes_company_overt: bool = False        # its text makes the company it is in overt where the import does not
                                              # read it ("The character's company is now overt": Freeze the Flesh,
                                              # on a character; ``players/covert_and_overt.py``)
    race: str = ""                           # the race its text gives a card the database gives none ("Orc.", the
                                              # ally Great Lord of Goblin-gate: an Orc ally makes its company overt)
    playable_at_tapped_site: bool = False    # a resource its text lets be played at a tapped site
    # what its text says of the site beside its type, as in the facts' playable_site_qualifiers ("non-Dragon's
    # lair", "non-Under-deeps", "non-surface": not a surface site of an Under-deeps site; A Few Recruits)
    playable_site_qualifiers: tuple[str, ...] = ()
    standard_modifications: dict[str, int] = {}   # a faction's standard modifications, by race or faction name
    playable_in_regions: tuple[str, ...] = ()  # the regions of the sites it is played at, with the site types the
                                              # card data gives ("any Ruins & Lairs in Forochel": Ice-orcs)
    manifestation_of: tuple[str, ...] = ()   # the unique resources its text makes it a manifestation of (CoE 1.3.1)
    hazard_site_path_from: str = ""          # a Haven whose site path counts for hazards: the one from this site
    prowess_bonus: int = 0                   # an item's printed prowess bonus the import does not read (the minion
                                              # The One Ring's "+5 prowess")
    corruption_points: int | None = None     # the corruption points it gives (0: a card whose printed corruption
    corruption_check_modifier: int = 0       # is a corruption modifier, which the import reads as points: Winged
                                              # Change-master's -2, which Radagast adopts)
    body_bonus: int = 0                      # an item's body bonus its erratum gives (Dwarven Ring of Thélor's
                                              # Tribe: "+2(4)/+1", CRF 22; the data prints none)
    marshalling_points: int | None = None    # points printed in parentheses, "(2)", which the import leaves unread
                                              # (Rescue Prisoners: received only once stored, by its erratum)
    under_deeps_roll_bonus: int = 0          # added to its company's Under-deeps movement rolls, as the import reads
                                              # for allies (an item's wording it does not read: Iron Shield of Old)
    region: str = ""                         # the region and site type of a card used as a site (Morannon: a Dark-hold
    site_type: str = ""                      # in Udûn), and the cards drawn for a company moving to it
    draw: int | None = None
    draw_opponent: int | None = None
    under_deeps_roll_less_complete_phases: bool = False  # its player's companies subtract the movement/hazard phases
                                              # they completed this turn from their Under-deeps movement rolls
                                              # (Gangways over the Fire)


class NotModelled(_Strict):
    """A clause of the card's text the engine does not model yet, in our words, and when it matters (its scope,
    ``core/modelled.py`` SCOPES): there an example needing it is refused, "not modelled"."""
    clause: str
    scope: str = "in play"                   # one of modelled.SCOPES
    # it acts only while the card is its player's avatar ("As your Ringwraith"): never refused for an avatar card in
    # play as a Ringwraith follower, who is not his player's avatar (CoE 2.II.2.1.R5, R7; ``modelled.as_follower``)
    as_avatar: bool = False

    @model_validator(mode="after")
    def _a_known_scope(self) -> NotModelled:
        if self.scope not in SCOPES:
            close = nearest(self.scope, list(SCOPES))
            raise _refused("scope", f"unknown scope {self.scope!r}" + (f"; did you mean {close[0]!r}?" if close else "")
                           + f" (the scopes: {', '.join(SCOPES)})")
        return self


class Behaviour(_Strict):
    """What the kernel and the primitives read of a card's entry (the facts come from the reference data).

    A card's entry is validated against the card schema: these keys and every family's (``card_schema``)."""
    id: str
    name: str = ""
    summary: str
    target: TargetKind | None = None
    target_excludes: tuple[Race, ...] = ()
    # its text takes its target prisoner ("target character ... is taken prisoner", Flies and Spiders): an ally,
    # which may face the strike, cannot be its target (CoE 3.III.9; CRF 22, Ally; primitives/conditions.py)
    takes_prisoner: bool = False
    effects: tuple[Primitive, ...] = ()
    mode: tuple[Mode, ...] = ()
    static: tuple[Static, ...] = ()          # what it changes while in play: the one vocabulary (``STATICS``)
    when: tuple[When, ...] = ()
    playable_if: tuple[Condition, ...] = ()
    # one copy on a given target (an item: on its bearer), "in company": one on the target's company or any of its
    # characters (Promptings of Wisdom; an ally under any of them: Great Bats, as CRF 22's erratum reads it), or at
    # all, or "against attack": one against a given attack (its effect lasting until the end of the attack, the
    # attack under way has one already), "in turn": one played each turn ("Cannot be duplicated on a given turn", The
    # Black Council: a copy resolved this turn, wherever it went)
    cannot_be_duplicated: Literal["on target", "in company", "in game", "against attack", "by player", "at site",
                                  "in turn", ""] = ""
    abilities: tuple[Ability, ...] = ()
    regions_as: tuple[RegionsAs, ...] = ()   # region types treated as others while it is in play
    # on a site: that site's region and every region next to it are of this type while it is in play, where a site
    # path names them (Girdle of Radagast; not the unnamed middle of a starter movement's path, CRF 22)
    regions_around_as: RegionType | None = None
    once_stored_treats: OnceStored | None = None   # sites and regions of another type once it is stored
    taps_sites: tuple[TapsSites, ...] = ()   # sites kept tapped while it is in play (Storms of Ossë)
    # a healing effect heals every character "at the site" (Old Forest, Rhosgobel) or "in the company" (Ioreth)
    heals_all: Literal["", "at the site", "in the company"] = ""
    facts: Facts | None = None               # facts the card database lacks (merged into the card's facts)
    # what of its text the entry models (core/modelled.py): "full", or "partial" with the clauses it does not;
    # unset, the import's clauses decide (the facts' gaps stay gaps)
    status: Literal["full", "partial", ""] = ""
    not_modelled: tuple[NotModelled, ...] = ()

    @model_validator(mode="after")
    def _status_says_what_is_missing(self) -> Behaviour:
        if self.status == "full" and self.not_modelled:
            raise _refused("not_modelled", "a card whose status is 'full' has no clause not modelled; "
                           "say status = \"partial\", or remove not_modelled")
        if self.status == "partial" and not self.not_modelled:
            raise _refused("status", "status = \"partial\" needs not_modelled: the clauses not modelled yet, "
                           "in our words, each with when it matters (its scope)")
        if self.not_modelled and not self.status:
            raise _refused("not_modelled", "not_modelled needs status = \"partial\"")
        options = [o for m in self.modes for e in walk(m.effects) if isinstance(e, Choice) for o in e.options]
        if any(gap.scope == "mode" for gap in self.not_modelled) and not any(m.not_modelled for m in
                                                                            [*self.mode, *options]):
            raise _refused("not_modelled", "a clause whose scope is \"mode\" needs a [[card.mode]], or a choice's "
                           "option, whose own not_modelled says it (choosing it is what refuses it)")
        return self

    @property
    def modes(self) -> tuple[Mode, ...]:
        return self.mode or (Mode(effects=self.effects),)

    @property
    def authors_behaviour(self) -> bool:
        """Whether the entry models anything: a key beyond its id, name, summary and status (a family's too)."""
        quiet = {"id", "name", "summary", "status", "not_modelled"}
        return any(getattr(self, key) for key in type(self).model_fields if key not in quiet)


# ---------------------------------------------------------------------------------- derived traits
FORBIDDEN_ON_GUARD = ("returns-to-site-of-origin", "taps-site", "removes-character", "company-does-nothing",
                      "taps-character")


def walk(effects: Iterable[Any]) -> list[Any]:
    """Every primitive in ``effects``, including those run when a check fails or passes."""
    found: list[Any] = []
    for effect in effects:
        found.append(effect)
        if isinstance(effect, (Check, RollAgainstRival, RollAgainstCompanion)):
            found += walk(effect.on_fail) + walk(effect.on_pass)
        if isinstance(effect, Choice):   # what each option may do
            found += [e for option in effect.options for e in walk(option.effects)]
    return found


def used_as_site(card: Card) -> UsedAsSite | None:
    """The card's ``used-as-site`` effect, if it has one (a site card itself never has): once in play, such a card
    is a site card (Morannon; ``organization/card_sites.py``)."""
    if card.is_site:
        return None
    return next((e for mode in card.modes for e in walk(mode.effects) if isinstance(e, UsedAsSite)), None)


def traits_of(behaviour: Behaviour, modes: Iterable[Mode] | None = None) -> frozenset[str]:
    """What the card's effects do, in the words of the on-guard rules (CoE 2.V.6 a-e)."""
    target = behaviour.target
    found: set[str] = set()
    for mode in modes if modes is not None else behaviour.modes:
        for effect in walk(mode.effects):
            found |= _traits(effect, target)
    if behaviour.taps_sites:
        found.add("taps-site")
    return frozenset(found)


def _traits(effect: Any, target: str | None) -> set[str]:
    if isinstance(effect, ReturnToOrigin):
        return {"returns-to-site-of-origin"}
    if isinstance(effect, DoNothing):
        return {"company-does-nothing"}
    if isinstance(effect, Tap):
        if effect.who in ("site", "sites") or (effect.who == "target" and target == "site"):
            return {"taps-site"}
        if effect.who in ("characters", "bearer", "event character", "other characters") or (
                effect.who == "target" and target == "character"):
            return {"taps-character"}
    if isinstance(effect, Move) and effect.to != "play deck":
        if effect.who == "allies and Ringwraith followers in the company":   # (Fell Rider)
            return {"removes-character", "may-remove-ally"}
        if effect.who in ("characters", "bearer", "event character", "other characters") or (
                effect.who == "target" and target == "character"):
            return {"removes-character"}
        if (effect.who == "target" and target == "ally") or effect.who == "allies far from home":
            return {"may-remove-ally"}
    if isinstance(effect, StatedOutcome):
        words = {"remove character": "removes-character", "remove ally": "may-remove-ally",
                 "tap character": "taps-character"}
        return {words[m] for m in effect.may if m in words}
    if isinstance(effect, TurnOnController):
        return {"may-remove-ally"}
    if isinstance(effect, SendHome):
        return {"removes-character"}
    if isinstance(effect, AddAutomaticAttack):
        return {"affects-automatic-attacks"}
    return set()


def affects_of(behaviour: Behaviour) -> frozenset[str]:
    """Why revealing the card would matter to the company (CoE 2.V.6): derived from its effects.

    ``character``: it acts at once on the company or one of its cards; ``corruption-points``: it
    gives its bearer corruption points while in play; ``influence-attempt``: it modifies its
    bearer's influence attempts; ``successful-influence`` / ``item-played`` / ``end-of-untap-phase``: a
    passive condition waits for that; ``automatic-attacks``: it changes the site's automatic-attacks;
    ``burglary-attempt``: it changes a burglary attempt declared.
    """
    found: set[str] = set()
    for mode in behaviour.modes:
        for effect in walk(mode.effects):
            if isinstance(effect, (AddAutomaticAttack, AttackBecomesNormal)):
                found.add("automatic-attacks")
            elif isinstance(effect, BurglaryPenalty):
                found.add("burglary-attempt")   # it matters once a burglary attempt is declared
            elif isinstance(effect, AllowCreature):
                found.add("creature-allowed")   # only through a creature not played yet: a potential effect
            elif not isinstance(effect, (Attach, Attack)) and \
                    behaviour.target in ("character", "company", "ally", "site"):
                found.add("character")
    for static in behaviour.static:
        if static.who == "attack":
            found.add("attacks")  # it changes attacks of some races: it matters if the site's are of them
        elif static.stat in ("hazard limit", "hand size", "movement draws"):
            continue  # a moving company's hazard limit or draws, its player's hand size: nothing of a site phase
        elif static.against or static.against_faction or static.against_races:
            found.add("influence-attempt")  # direct influence against some cards: in a site phase, attempts
        else:
            found.add({"corruption points": "corruption-points", "influence check": "influence-attempt",
                       "offering attempt": "influence-attempt"}.get(
                static.stat, "character"))
    for when in behaviour.when:
        found.add({"item-played-at-site": "item-played", "item-gained-in-company": "item-played",
                   "influence-succeeded": "successful-influence", "end-of-untap-phase": "end-of-untap-phase",
                   "end-of-movement-hazard-phase": "end-of-movement-hazard-phase"}[when.event])
    return frozenset(found)


# ---------------------------------------------------------------------------------- loading
@dataclass(frozen=True)
class Authored:
    behaviour: Behaviour
    path: str
    line: int


def card_schema(families: tuple[type[CardKeys], ...] = ()) -> type[Behaviour]:
    """The schema of a card's entry: the kernel's keys and those of each family given (their ``Keys``)."""
    return _merged(families) if families else Behaviour


@cache
def _merged(families: tuple[type[CardKeys], ...]) -> type[Behaviour]:
    bases = cast(tuple[type[Behaviour], ...], (Behaviour, *families))
    return create_model("CardEntry", __base__=bases)


def load_behaviour(path: Path, schema: type[Behaviour] = Behaviour) -> dict[str, Authored]:
    """Every ``[[card]]`` of one TOML file, validated against ``schema``; a mistake is a ``DataError`` at file:line."""
    text = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DataError(str(path), getattr(error, "lineno", 1) or 1, f"not valid TOML: {error}") from None
    lines = text.splitlines()
    starts = [n for n, line in enumerate(lines, start=1) if line.strip() == "[[card]]"]
    unknown_top = set(data) - {"card"}
    if unknown_top:
        raise DataError(str(path), 1, f"unknown table {sorted(unknown_top)[0]!r}; every entry is a [[card]]")
    found: dict[str, Authored] = {}
    for number, entry in enumerate(data.get("card", [])):
        start = starts[number] if number < len(starts) else 1
        end = starts[number + 1] if number + 1 < len(starts) else len(lines) + 1
        try:
            behaviour = schema.model_validate(entry)
        except ValidationError as error:
            problem = error.errors()[0]
            where = [str(p) for p in problem["loc"] if not isinstance(p, int)]
            if problem["type"] == "static":  # a static's qualifier its stat does not take: the line that gives it
                where.append(problem["ctx"]["field"])
            line = _line_of(lines, start, end, where)
            raise DataError(str(path), line, _explain(problem, where, schema)) from None
        if behaviour.id in found:
            raise DataError(str(path), start, f"card {behaviour.id} is described twice "
                            f"(first at line {found[behaviour.id].line})")
        found[behaviour.id] = Authored(behaviour, str(path), start)
    return found


def _line_of(lines: list[str], start: int, end: int, where: list[str]) -> int:
    """The line of the innermost key named in ``where`` inside the entry's lines, each key looked for from the line
    of the one that holds it (a static's ``who``, not an effect's); else the entry's."""
    found = start
    for key in where:
        # the key itself, not the end of another ("stat =" is not "at =")
        given = re.compile(rf"(^|[\s{{,])({re.escape(key)})\s*=|^\[\[?card\.{re.escape(key)}\]")
        for number in range(found, end):
            if given.search(lines[number - 1].strip()):
                found = number
                break
    return found


def _explain(problem: Any, where: list[str], schema: type[Behaviour] = Behaviour) -> str:
    field = ".".join(p for p in where if p not in PRIMITIVES) or "the entry"
    kind = problem["type"]
    if kind == "extra_forbidden":
        known = list(schema.model_fields) if len(where) == 1 else []
        close = nearest(where[-1], known) if known else []
        hint = f"; did you mean {close[0]!r}?" if close else ""
        return (f"unknown key {where[-1]!r}{hint} (a card's keys: the kernel's in "
                "meccg_rules/engine/core/behaviour.py, each rule family's in its keys.py)")
    if kind == "union_tag_invalid":
        tag = problem.get("ctx", {}).get("tag", "?")
        return f"unknown primitive {tag!r}; the primitives are: {', '.join(PRIMITIVES)}"
    if kind == "union_tag_not_found":
        return f"{field}: an effect needs 'do = \"<primitive>\"' (one of: {', '.join(PRIMITIVES)})"
    if kind == "missing":
        return f"{field}: this key is required"
    if kind == "static":
        return f"{field}: {problem['msg']}"
    return f"{field}: {problem['msg']} (got {problem.get('input')!r})"
