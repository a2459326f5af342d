"""The card keys the influence family reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys, Race


class FactionInfluence(CardKeys):
    """An ally whose text lets it attempt to bring a faction into play itself, as a character would (CoE 2.V.3):
    an ally is no character otherwise (CoE 2.V.2.2). The attempt is made in its company's site phase, once the
    company has entered its site, and the ally taps; the check adds the ally's own unused direct influence."""
    discard: bool = False          # it is tapped and discarded to make the attempt, both paid at declaration (Roäc
                                   # the Raven); else it taps only (Radagast's Black Bird)
    any_faction: bool = False      # any faction, wherever the ally is: the check is made as at a site where the
                                   # faction is playable ("to attempt to bring any faction into play")
    taps_site: bool = True         # success taps the site as a faction's play does (CoE 2.V.3), unless its text
                                   # says the attempt does not tap the site
    at_tapped_site: bool = False   # the attempt may be made while the company's site is tapped (not the same as
                                   # not tapping it: CoE 2.V.1.2)
    as_skill: str = ""             # the check counts as made by a character with this skill (Roäc the Raven's
                                   # erratum, CRF 22 [CoE 2024]: "as if ... made by a diplomat"); cards that
                                   # modify a check by a character of a skill read it (``influence_check_by``)


class FromAfar(CardKeys):
    """An event played with a faction from hand so that a character influences it away from the site where it is
    normally playable (Hour of Need; influence/from_afar.py). The character taps; his check is modified by
    ``modifier`` and by ``per_region`` for each region from his site to that site, both counted (the fewest); a
    success taps his own site and brings no additional minor item, a failure discards him and the faction."""
    modifier: int                            # "subtract two ..."
    per_region: int                          # "... plus this number" of regions: -1 each
    not_skills: tuple[str, ...] = ()         # the influencer may have none of these skills ("non-warrior")
    not_races: tuple[Race, ...] = ()         # nor be of these races ("non-Wizard")
    # Old Road: the character stands at a Haven that is the nearest Haven of a site where the faction is playable,
    # that site's site path from it this many regions at most (0: no such need; ``per_region`` then counts nothing)
    haven_site_path_at_most: int = 0
    direct_influence: bool = True            # False: his direct influence does not count ("not modified by ...")
    # the character's site must be untapped (Hour of Need: CRF 22); False: any, tapped or not (Old Road, whose CRF 22
    # erratum asks for "a Haven" where the printed card asked for an untapped one)
    untapped_site: bool = True
    failure_discards_character: bool = True  # False: a failure discards the faction only
    # the faction may be one the other player has in play, but only when one's own copy is revealed with the card
    # to come into play: an influence attempt on his copy (CoE 8; Old Road and CRF 22 on it)
    opponents_faction_with_own_copy: bool = False


class AttemptsFromAfar(CardKeys):
    """A card in play letting the avatar it is specific to make influence attempts on the other player's cards away
    from the site CoE 8.1 asks for (Prophet of Doom; attempts_from_afar.py)."""
    half_general_influence_at_most: int      # half his player's unused general influence, rounded up, at most this,
                                             # replaces his unused direct influence
    per_region: int                          # for each region from his site to where the attempt would be made,
                                             # both counted (CRF 22, Prophet of Doom)
    discarded_below_factions: int = 0        # discarded when its player has fewer factions in play than this


class UnderLeader(CardKeys):
    """A faction its text lets be placed under the control of a leader (the minion Troll and Orc factions of Lidless
    Eye: "If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control
    of that leader ... Three or more factions controlled by the same leader give 2 extra marshalling points";
    influence/leader_factions.py). Its discarding when the leader moves is ``discarded_when``; leaving play with him
    is any card's on a character."""
    leader_races: tuple[Race, ...]        # a leader of one of these races may control it ("Orc or Troll leader")
    group_of: int                         # so many such factions under one leader or more ...
    group_points: int                     # ... give this many extra marshalling points, once for the group


class GathersFactions(CardKeys):
    """A card its player keeps in his marshalling point pile, where it counts as in play (Sentinels of Númenor;
    factions_under_cards.py): every attempt, by any player, to influence a faction playable at a site in one of
    ``regions`` (but the factions ``except_factions`` names) is modified by ``modifier`` and cannot be made with
    the events ``forbids_events`` names; each such faction its player wins goes under it and is worth
    ``points_each`` more; it is discarded when one under it is discarded, the others staying."""
    regions: tuple[str, ...]
    except_factions: tuple[str, ...] = ()
    modifier: int = 0
    forbids_events: tuple[str, ...] = ()
    points_each: int = 0


class FactionsOfRegions(CardKeys):
    """A card in play that changes every attempt by a character to influence a faction playable at a site in one of
    ``regions`` (Mordor in Arms; regional_factions.py): modified by ``modifier``, never with the events
    ``forbids_events`` names; not for a player its text spares (``spares_minion_players``)."""
    regions: tuple[str, ...]
    modifier: int = 0
    forbids_events: tuple[str, ...] = ()


class StageStep(CardKeys):
    """One step of ``influence_by_stage_points``: "-5 if his SPs exceed 7"."""
    above: int                               # his stage points exceed this number ...
    by: int                                  # ... the check is modified by this


class StagePointModifications(CardKeys):
    """A card placed on a Fallen-wizard that modifies the influence checks his player makes against resources of an
    alignment by his stage points, the first step that applies (Fool's Bane; influence/stage_point_modifications.py)."""
    against_alignment: str                   # the target's printed alignment ("against hero resources")
    steps: tuple[StageStep, ...]             # in the card's order: the first whose number he exceeds counts


class PlayedOnlyBy(CardKeys):
    """A faction only one character may play, on a turn when he played an event (Army of the Dead: Aragorn II, on
    the turn he plays Paths of the Dead; faction_players.py). The engine's reading: he played it when it was
    played on him or on his company."""
    character: str
    after_event_this_turn: str = ""


class Keys(CardKeys):
    """What a card's entry may say that only the influence family reads."""

    under_leader: UnderLeader | None = None   # a faction that may be placed under a leader's control
    # one card (Sentinels of Númenor): the factions of some regions changed, gathered under it, worth more
    gathers_factions: GathersFactions | None = None
    # in play (Mordor in Arms): attempts on the factions of some regions modified, some events forbidden on them
    factions_of_regions: FactionsOfRegions | None = None
    # in play: each faction its controller wins afterwards goes under it, in his marshalling point pile ("Each faction
    # you play after Await the Onset ... (place these factions under Await the Onset)"; factions_under_cards.gather)
    places_won_factions_under: bool = False
    # one card (Army of the Dead): the one character who may play the faction, after an event that turn
    played_only_by: PlayedOnlyBy | None = None

    influences_factions: FactionInfluence | None = None   # an ally that may attempt to influence factions
    # one card (Hour of Need): the faction is influenced from where the character stands, in the organization phase
    influence_from_afar: FromAfar | None = None
    # one card (Prophet of Doom): its avatar's influence attempts on the other player's cards from any site
    attempts_from_afar: AttemptsFromAfar | None = None
    # a faction's standard modification "if <Wizard> is your Wizard (+n)", by the Wizard's name (A Panoply of Wings):
    # its player controls a character manifestation of that Wizard in play, or declared himself that Fallen-wizard
    # (CRF 22, A Panoply of Wings; influence/modifiers.py)
    your_wizard_modification: dict[str, int] = {}
    # a faction's standard modification for a leader making the attempt ("leader (+2)", A Few Recruits): a leader as
    # ``primitives/leaders.py`` says, whatever his race (influence/modifiers.py)
    leader_modification: int = 0
    # placed on a Fallen-wizard: his player's influence checks against hero resources modified by his stage points
    # (Fool's Bane; influence/stage_point_modifications.py)
    influence_by_stage_points: StagePointModifications | None = None
