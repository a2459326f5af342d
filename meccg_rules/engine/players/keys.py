"""The card keys players and alignments reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys

Alignment = Literal["Wizard", "Ringwraith", "Fallen-wizard", "Balrog"]   # a kind of player (alignments.ALIGNMENTS)


class MinionSites(CardKeys):
    """Hero site cards of this type that Fallen-wizard players must use in their minion version while the card is in
    play, once the Fallen-wizard has more stage points than ``stage_points_above`` (Heart Grown Cold)."""
    site_type: str
    stage_points_above: int = -1


class Keys(CardKeys):
    """What a card's entry may say that only players and alignments reads."""

    # in play (any player's): Fallen-wizard players use the minion site card for these hero sites, and its player
    # provides one a Fallen-wizard lacks once (CRF 22, Tournament Rulings > Sites: forced_site_versions.py)
    minion_sites_for: tuple[MinionSites, ...] = ()

    cancels_attacks_on_minion_companies: bool = False   # a Darkhaven: attacks on a minion company there are cancelled
    # "This card has no effect on a minion player" (Foul Fumes; CoE 1.8.1): its effects pass over the companies and
    # the sites of a Ringwraith or Balrog player (``alignments.spared``)
    spares_minion_players: bool = False
    # on an avatar, the avatar adopts the card's printed attributes (Winged Change-master: "adopting the given
    # attributes"): prowess, body, direct influence, corruption modifier (``adopted_attributes``), and his player's
    # general influence (``alignments.general_influence``)
    bearer_adopts_attributes: bool = False
    # "Return this card to your hand: when you play another <keyword> card": it goes back to its player's hand as
    # another card of his with that keyword resolves (Winged Change-master, a Shapeshifter; ``adopted_attributes``)
    returns_when_played: str = ""
    # one card today (Pallando): the other players discard face-up while it is in play (players/discard_piles.py)
    opponent_discards_face_up: bool = False
    # one card today (Sudden Call, whose text lets a Wizard's deck hold it as a hazard; CRF 22: for hero and
    # Fallen-wizard players a hazard in every respect): for a player of these alignments the card is a hazard and
    # never a resource (``alignments.hazard_for``)
    hazard_for: tuple[Alignment, ...] = ()
    # its text bars it as a hazard against these kinds of player ("This card may not be played as a hazard against a
    # Wizard player": Sudden Call); ``wizard_opponents.check_not_a_hazard_against``, a ``may be played against`` answer
    not_a_hazard_against: tuple[Alignment, ...] = ()
    # while in play, it discards every ally at an Under-deeps site or far from home (``havens.parted``), but the
    # allies it names (Reluctant Final Parting, which spares The Balrog: CRF 22)
    parts_allies: bool = False
    spares_allies: tuple[str, ...] = ()
    # "Other Fallen-wizards may not use the Wizardhaven card for <site>" (The Fortress of Isen, Fortress of the
    # Towers): while it is in play no other Fallen-wizard player moves to that Wizardhaven (alignments.py)
    keeps_wizardhaven: str = ""
    # while in play, its player's avatar may only be brought into play at his home site (Saw Further and Deeper;
    # ``home_site_avatars.py``); and it is discarded as that avatar comes into play
    avatar_at_home_site_only: bool = False
    discarded_as_avatar_comes: bool = False
    # "This site becomes one of your Wizardhavens" (Hidden Haven): the site it is on is a Wizardhaven of its controller
    # (stage_wizardhavens.py); "... and loses all automatic-attacks"; "If one of your companies is at this site, all
    # attacks against it are canceled"; "Discard this card when the site is discarded or returned to its location
    # deck. It cannot be discarded otherwise"; on a site card, "If one of your companies is at this site, all attacks
    # against it are canceled" (the Fallen-wizard Isengard, The White Towers) of the site itself
    becomes_wizardhaven: bool = False
    site_loses_automatic_attacks: bool = False
    cancels_attacks_on_own_companies: bool = False
    discarded_only_with_its_site: bool = False
    # "The site is protected" (The Fortress of Isen, Fortress of the Towers): the Wizardhaven it is on is a protected
    # Wizardhaven, a keyword nothing reads but the cards that name it (CoE glossary, protected; Deep Mines); on a
    # Wizardhaven's own card, "This site is a protected Wizardhaven" (Rhosgobel; stage_wizardhavens.protected)
    protects_site: bool = False
    # "Only Radagast's companies may use this card" (the Fallen-wizard Rhosgobel): on a site card, only the companies
    # of the player who counts as that Fallen-wizard move to it or are at it (specific.py)
    used_only_by_companies_of: str = ""
    # the mode a card names in its text ("... mode", one of the three a Ringwraith has): on a company, each Ringwraith
    # of it is in this mode; an ally, the Ringwraith controlling it (``ringwraith_modes.py``; CoE g.mode.1)
    ringwraith_mode: str = ""
    # ... an ally's only while its Ringwraith is the only character of his company and no other ally is in it
    ringwraith_mode_alone: bool = False
    # ... an ally's only while each Ringwraith of its Ringwraith's company, a Ringwraith follower too, controls an
    # ally of its name ("If each Ringwraith in a company has a Black Horse"; CoE glossary: a Ringwraith follower is
    # a Ringwraith)
    ringwraith_mode_each: bool = False
    # "Discard this card and any other Ringwraith followers in the company" (Black Rider, Heralded Lord): as its own
    # discard in a later organization phase at a Darkhaven (``discarded_when``) takes it, the Ringwraith followers of
    # the company it is on go too (``ringwraith_modes.followers_going_with``)
    ringwraith_followers_go_with_it: bool = False
    # "Return your Ringwraith to your hand if this ally leaves active play" (Creature of an Older World, Black Horse):
    # as the ally leaves play, its controlling character's return to the hand is declared (``mode_allies_leaving``)
    controller_to_hand_when_it_leaves: bool = False
    # "Each Black Horse in your Ringwraith's company allows you to play one Ringwraith follower who requires no direct
    # influence to control": one Ringwraith follower of its company needs none (``ringwraith_followers``)
    frees_a_ringwraith_follower_of_influence: bool = False
    # "As your Ringwraith, up to two Ringwraith followers in his company may be controlled with no influence. You may
    # bring these followers into play during ... organization phases" (The Witch-king; Khamûl the Ringwraith, one):
    # as his player's Ringwraith, that many Ringwraith followers of his company need no direct influence, and he
    # allows them to be played as his followers in the organization phase (``ringwraith_followers``)
    own_ringwraith_followers: int = 0
    # "He may join another Ringwraith's company during your organization phase and requires no influence to control"
    # (Ûvatha the Ringwraith; CoE 2.II.2.1.R7 lets a Ringwraith follower use it): as a Ringwraith follower he takes no
    # direct influence, and in his player's organization phase he may move, in play, to another Ringwraith's company
    # at his site as that Ringwraith's follower (``ringwraith_followers.joins_another``)
    joins_another_ringwraiths_company: bool = False
    # "none may join the company" (Fell Rider, after discarding the company's allies and Ringwraith followers): while
    # it is on a company, no ally and no Ringwraith follower may come into it (``companies_closed_to_followers``)
    keeps_allies_and_ringwraith_followers_out: bool = False
    # "Discards and prevents the subsequent play of <card>" (The Lidless Eye, CRF 22 erratum): its player's cards of
    # these names are discarded from play and he may not play one while it is in play (cards_barred_to_their_player)
    bars_own: tuple[str, ...] = ()
    # "+N to your general influence" (The Lidless Eye, Bade to Rule): its player's general influence while it is in play
    general_influence: int = 0
