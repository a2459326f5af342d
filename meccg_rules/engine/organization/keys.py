"""The card keys the organization phase reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class MovementLimits(CardKeys):
    """How a card played on a company restricts the movement the company may declare while the card is on it
    (Crept Along Carefully, Going Ever Under Dark). Each copy on the company restricts it by itself: two copies
    allow what one allows (CRF 22, Crept Along Carefully: the cap of regions stays as printed). A character's own
    card may restrict the company he is in the same way (The Balrog: neither region nor starter movement)."""
    no_starter: bool = False                 # the company may not use starter movement
    no_region: bool = False                  # the company may not use region movement
    no_under_deeps: bool = False             # the company may not move to an Under-deeps site
    max_regions: int | None = None           # by region movement, at most this many regions, "in all cases"
    # the company moves to a new site, or splits, only by tapping its untapped characters, at most this many, in its
    # organization phase (Enchanted Stream): a cost of the movement itself, so nothing that stops a return to the
    # site of origin spares it (CRF 22, Enchanted Stream)
    taps_to_move: int | None = None
    # the company may not move at all while the card is on it, or on one of its characters ("The character's
    # company may not move", Await the Advent of Allies)
    no_movement: bool = False


class LoneRegionMovement(CardKeys):
    """A card on a character freeing his region movement while his company holds him alone, with no ally but those
    named: no region maximum, no site path, no region moved through (Winged Change-master: region_card_maximum.py)."""
    except_allies: tuple[str, ...] = ()      # allies that may be in his company all the same ("except his Black Bird")


class RetrievesItems(CardKeys):
    """A card stored in its player's marshalling point pile that, in his organization phase, a character of his with
    the skill ``skill`` at a Haven may tap to use, the card discarded, to take an item of one of ``subtypes`` with
    one of ``keywords`` from his discard pile into play under a character of his company (Reforging:
    retrieved_items.py); a hoard item only if its text says so (``hoard_too``: "even a hoard item")."""
    skill: str = "Sage"
    subtypes: tuple[str, ...] = ()           # "Minor Item", "Major Item"
    keywords: tuple[str, ...] = ()           # "Weapon", "Armor", "Shield"
    hoard_too: bool = False


class StoredEvent(CardKeys):
    """An event carried by a character until it is stored, in its player's organization phase, at a site of one of
    the types ``at`` (Rescue Prisoners; stored_events.py): a Darkhaven is "Darkhaven" (That Ain't No Secret), and
    ``at_sites`` names the only sites it is stored at instead (Kill All But NOT the Halflings: Barad-dûr)."""
    at: tuple[Literal["Haven", "Border-hold", "Free-hold", "Darkhaven"], ...] = ()
    at_sites: tuple[str, ...] = ()
    points_only_stored: bool = False         # its marshalling points are received only once it is stored
    # only the first copy stored is worth its points, each later one this many (News of the Shire); the engine's
    # reading: the first its player stores
    later_copies_points: int | None = None
    # once stored, its player, his Wizard not in play, may play one from his play deck or discard pile at that
    # Haven, outside the one character a turn (The Windlord Found Me: wizard_on_storing.py)
    brings_wizard: bool = False
    # once stored, its player may discard it from his marshalling point pile to remove from the game a non-unique
    # hazard he sees his opponent discard, as it is discarded (Knowledge of the Enemy: stored_removals.py)
    removes_discarded_hazard: bool = False


class CompanyOfRace(CardKeys):
    """A card on a company favouring characters of one race (An Unexpected Party: ``company_of_race.py``)."""
    race: str
    free_mind: int | None = None             # characters of the race of this mind or less need no influence
    high_mind: int = 5                       # the mind a character must exceed to count as high below
    most_high_minds: int = 1                 # discarded with more non-Wizard characters of a high mind than this
    most_others: int = 2                     # discarded with more characters of other races than this
    # (and discarded with no character of the race of a high mind; no size limit; any number of the race brought
    # into play with the company during the organization phase the card is played)


class ControlRequires(CardKeys):
    """A card on a character that changes what controlling him takes (Wizard's Myrmidon, Squire of the Hunt:
    ``control.py``): the influence he requires instead of his mind, and who besides general influence may control
    him. With two such cards on him the lower number is used (CRF 22, Wizard's Myrmidon), and each card's ``only_by``
    must be met."""
    influence: int
    only_by: tuple[str, ...] = ()   # the only characters who may take him as a follower: a name or a race


class EasesControl(CardKeys):
    """In play, each character of its player bearing this keyword requires ``by`` less influence to control (A
    Strident Spawn: "Each of your Half-orcs requires one less point of influence to control"; ``control.py``)."""
    keyword: str
    by: int = 1


class ExtraLeader(CardKeys):
    """A card on a company letting it hold one more leader away from a Haven (``leaders.py``): a leader of one of
    ``races`` (none named: any leader; Orders from Lugbúrz, "a Troll leader in addition to another leader"), not
    counted against the company size maximum with ``outside_size`` (Orders from the Great Demon)."""
    races: tuple[str, ...] = ()
    outside_size: bool = False


class PileBonuses(CardKeys):
    """What a card gives its player's characters while it lies in his marshalling point pile (Descent through
    Fire: "All your characters receive +1 prowess and all your leaders receive +1 direct influence";
    ``pile_bonuses.py``)."""
    prowess: int = 0                         # to each of his characters in play
    leader_direct_influence: int = 0         # to each of his leaders in play


class Keys(CardKeys):
    """What a card's entry may say that only the organization phase reads."""

    # in its player's marshalling point pile: bonuses to his characters and leaders (pile_bonuses.py)
    pile_bonuses: PileBonuses | None = None

    # on a company: it may hold one more leader away from a Haven (leaders.py)
    extra_leader: ExtraLeader | None = None
    # on a character: he is a leader while it is on him (By the Ringwraith's Word: primitives/leaders.py)
    makes_leader: bool = False
    # on a character: discarded as soon as a character of his company has a higher mind than his ("Discard at any
    # time if there is a character in his company with a higher mind", Obey Him or Die: leaders.py)
    discarded_at_higher_mind: bool = False
    # discarded while its player's avatar in play is one of these (Orders from Lugbúrz: own_avatar.py)
    discarded_with_avatar: tuple[str, ...] = ()

    # a site: "A Ringwraith may not move to this site" (movement.check_ringwraith_movement)
    bars_ringwraiths: bool = False
    # a site: "No character may be brought into play at this site (unless this site is the character's home site)"
    # (Geann a-Lisch): played there by any means, as a new company, into a company or as a follower, a character must
    # have it for home site (characters.check_home_only_site)
    characters_only_at_home: bool = False
    # ... but characters of these races, wherever their home site (Carn Dûm: "Unless this site is a character's home
    # site, a non-Orc, non-Troll character may not be brought into play at this site": Orc, Troll)
    characters_only_at_home_but: tuple[str, ...] = ()
    # a site: "Resources may never be stored at this site" (Geann a-Lisch): nothing is stored there, whatever card
    # offers or makes the storing (storing.check_store_site)
    no_storing: bool = False
    # a site: an agent character may be played there under direct influence (as a follower) though it is neither a
    # Haven nor one of his home sites (the minion Bree: "Agent minions may be brought into play under direct
    # influence at this site"; characters.py, and the agents family's home site rule, CoE 2.II.2.2.5)
    agent_characters_under_direct_influence: bool = False
    # a card played with an agent character from hand (``placed_with_the_character``): in the organization phase it
    # brings him only into a company at a Darkhaven, and there even away from his home sites (Open to the Summons:
    # "with target company at a Darkhaven"; played_with_a_card.py, and the agents' home site rule, CoE 2.II.2.2.5)
    agent_characters_at_darkhavens: bool = False
    eases_control: EasesControl | None = None
    # in play, its player may play characters bearing this keyword at his Wizardhavens even where his avatar is not
    # (A Strident Spawn: Half-orcs, "even if your Fallen-wizard is not there"; CoE 2.II.2.2: characters.py)
    played_at_wizardhavens: str = ""

    # the character it is on takes none of his player's general influence, and his marshalling points do not
    # count (Await the Advent of Allies; organization/control.py and kept_characters.py)
    bearer_kept_aside: bool = False
    movement_limits: MovementLimits | None = None   # the movement a company with this card on it may not declare
    # on a character alone in his company: region movement with no region maximum and no site path
    # (region_card_maximum.py)
    lone_region_movement: LoneRegionMovement | None = None
    # the card may not be influenced away by the other player (Army of the Dead's erratum, CRF 22): who controls a
    # card is this family's (control.py); the two attempts against an opponent's cards (influence, agents) ask it
    not_influenced_by_opponent: bool = False
    # what its text forbids of the item in play: being stored, or transferred to another character, in the
    # organization phase or when its bearer leaves play (Wizard's Ring by its erratum, Ent-draughts: CRF 22); no card
    # the engine models steals an item (Thief and Pick-pocket make the defender discard one, which this does not
    # prevent), so Ent-draughts' "may not be stolen" has nothing to refuse
    cannot_be: tuple[Literal["stored", "transferred"], ...] = ()
    # a card on an item that follows it when the item is stored (Align Palantír): into the marshalling point pile
    # with it, not to the discard pile (storing.py, the ``moving`` hook)
    stored_with_item: bool = False
    # in each organization phase of its bearer's player, one other character of the bearer's company, that player's
    # choice, is discarded with his non-follower cards (The Ring Will Have But One Master: companion_discards.py)
    discards_a_companion: bool = False
    # an event under a character's control that may be stored, and where (stored_events.py)
    stored_event: StoredEvent | None = None
    # stored, it lets a character of its player tap to retrieve an item from the discard pile (retrieved_items.py)
    retrieves_items: RetrievesItems | None = None
    # a card that cannot be duplicated on a given company, two copies of which companies joining bring together:
    # the hazard player chooses the one discarded (CRF 22, So You've Come Back: doubled_copies.py)
    doubled_by_joining: Literal["hazard player chooses"] | None = None
    # a card on a company favouring characters of one race (company_of_race.py)
    company_of_race: CompanyOfRace | None = None
    # an Under-deeps site whose surface site is the one of its player's protected Wizardhavens it is played on, a
    # company moving to it only from there, the two adjacent with a movement roll of 0 (Deep Mines: surface_sites.py)
    surface_site: Literal["", "protected Wizardhaven"] = ""
    # "Cannot be duplicated on a given Wizardhaven" (Deep Mines' erratum, CRF 22): a company moving to it from its
    # surface site goes to the copy already under that site, never to another from the location deck
    one_per_surface_site: bool = False
    # a company moves to it only if its player has more stage points than this, checked as it is revealed as the
    # new site: else the company does not move at all (CRF 22, Deep Mines: surface_sites.py)
    stage_points_above: int | None = None
    # the character it is on requires this much influence to control, and only general influence or the characters
    # named may control him (control.py)
    control_requires: ControlRequires | None = None
    # in play: its player lends the other player any Under-deeps site card he lacks, which comes back to him once
    # used (Great Secrets Buried There, CRF 22 Tournament Rulings; lent_sites.py)
    lends_under_deeps_sites: bool = False
    # a site card that, when it would be placed in its owner's discard pile, goes to his marshalling point pile
    # instead, stored there for its points (The Under-galleries' "Stolen Knowledge": storing.py)
    stored_instead_of_discarded: bool = False
