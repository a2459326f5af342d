"""The card keys the site phase reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys, Race


class AutomaticAttack(CardKeys):
    """An automatic-attack a card in play adds to every site of the given types (Fell Winter), or to the sites
    of the given names (Smaug at Home, Balrog of Moria), or to every version of the site it is on (``its_site``: Spies
    Feared), while no card named ``unless_in_play`` is in play (Smaug Ahunt); against the companies ``only_against``
    names (hero, minion, covert, overt), every company if none, and none of a player the card's text spares ("no
    effect on a minion player"); detainment if so said."""
    site_types: tuple[str, ...] = ()
    sites: tuple[str, ...] = ()
    its_site: bool = False
    race: Race
    strikes: int
    prowess: int
    body: int | None = None          # "2 strikes at 18/8": failed strikes bring a body check (added_attack_bodies)
    unless_in_play: str = ""
    only_against: tuple[Literal["hero", "minion", "covert", "overt"], ...] = ()
    detainment: bool = False
    # defeated, the attack removes the card that added it from play, and the card's marshalling points go to the
    # defending player only if he is not the card's player (Balrog of Moria; defeated_added_attacks.py)
    defeat_removes_card: bool = False
    # every Under-deeps site too, whatever its type (The Black Enemy's Wrath)
    under_deeps: bool = False
    # one strike against each character of the company (The Black Enemy's Wrath's Lava Flows)
    each_character: bool = False
    cannot_be_cancelled: bool = False
    no_weapons: bool = False          # weapons do not modify prowess against its strikes
    stay_untapped_penalty: int = 3    # what an untapped character gives up not tapping against a strike (CoE 3.iv.3)


class AttacksAtStart(CardKeys):
    """A card on a site: each company there faces this attack as its site phase begins, before it decides whether
    to enter (Siege; sieges.py)."""
    race: Race
    strikes: int
    prowess: int


class AttackOnEntering(CardKeys):
    """A card on a site: a company choosing to enter the site rolls, less its company size; not above ``above``, it
    faces this attack before any automatic-attack (Doubled Vigilance; entering_attacks.py)."""
    race: Race
    strikes: int
    prowess: int
    above: int


class OnGuard(CardKeys):
    """What a card's own text changes when it is revealed on-guard (CoE 2.V.6)."""
    allowed: tuple[str, ...] = ()            # bans of CoE 2.V.6 a-e its text lifts ("taps-character")
    immediately: bool = False                # it resolves with no responses
    potential: bool = False                  # revealed though it would matter only through what is not declared
    #                                          yet (CoE 2.V.6.2 lifted: Rumor of Wealth, "Can be revealed on-guard")
    staying_out: bool = False                # revealed when the company chooses not to enter its site, the moment
    #                                          its text adds (Near to Hear a Whisper; stayed_out.py)


class ItemsForMinorItems(CardKeys):
    """A site's special: in the site phase its company may discard ``discard`` minor items it bears to make one
    item of the kind ``makes`` playable at the untapped site that turn (Hermit's Hill; traded_items.py)."""
    discard: int
    makes: Literal["minor", "major", "greater", "gold ring"]
    hoard_too: bool = False                  # "(including a hoard item)": the site need have no hoard


class FetchesFromPlayDeck(CardKeys):
    """An item's ability: its bearer (of ``bearer_race``, if given) taps to take from his play deck an item of one of
    ``kinds`` playable at his site, played at once with him, then makes a corruption check modified by
    ``corruption_check`` (Dwarven Ring of Barin's Tribe; searched_items.py)."""
    kinds: tuple[Literal["minor", "major", "greater", "gold ring"], ...]
    bearer_race: Race = ""
    corruption_check: int = 0


class PlaysItemAfterFaction(CardKeys):
    """An event played after a faction succeeded at a site of ``after_faction_at`` this turn: a character of the
    company taps to play with it an item of ``kinds`` from hand, neither unique nor a hoard item, wherever items of
    its kind are playable; the item taps the site if it is untapped (Thing Stolen; faction_items.py)."""
    after_faction_at: tuple[str, ...]
    kinds: tuple[Literal["minor", "major", "greater", "gold ring"], ...]


class AlliesAtWizardhavens(CardKeys):
    """A card in play letting its player play allies at his protected Wizardhavens (An Untimely Brood)."""
    mind: int = 1                 # allies of this mind exactly ("with a mind of 1")
    non_unique: bool = True       # non-unique allies only
    per_turn: int = 1             # how many in all each turn, over all his site phases (CRF 22 erratum)


class TurnedAtSite(CardKeys):
    """A permanent-event on a company that taps when the company plays an item of the keyword ``tapped_by`` and never
    untaps, and that is inverted if, tapped before the company entered the site named ``site``, the company plays
    there a card of the keyword ``by_playing`` in the same site phase; one copy of its name inverted at most (Fate of
    the Ithil-stone; inverted_cards.py)."""
    tapped_by: str
    site: str
    by_playing: str


class Keys(CardKeys):
    """What a card's entry may say that only the site phase reads."""

    # one card (Heedless Revelry): its own text's exception to the on-guard rules, the ruling the project began with
    # (a card barred from being revealed at all says so on its uses: ``Mode.on_guard``)
    on_guard: OnGuard | None = None          # what its own text says of revealing it on-guard
    # Fell Winter by site type, Smaug at Home by site name; the Spawn and Lava Flows cards add attacks to each
    # character
    adds_automatic_attack: tuple[AutomaticAttack, ...] = ()
    # on a site: every automatic-attack at every version of that site, its own and those cards add, is faced twice,
    # the copy right after its original (Spies Feared; automatic_attacks.attack_specs)
    duplicates_automatic_attacks: bool = False
    attacks_at_start: AttacksAtStart | None = None   # on a site: an attack as a company's site phase begins there
    attack_on_entering: AttackOnEntering | None = None   # on a site: an attack, unless a roll, as a company enters it
    items_when_tapped: bool = False          # a site whose text lets items be played there while it is tapped
    never_taps: bool = False                 # a site whose text says it never taps (The Worthy Hills; untapping_sites.py)
    items_for_minor_items: ItemsForMinorItems | None = None   # a site trading an item for minor items (Hermit's Hill)
    fetches_from_play_deck: FetchesFromPlayDeck | None = None   # an item fetching one from the play deck (Dwarven Ring)
    plays_item_after_faction: PlaysItemAfterFaction | None = None   # an event bringing an item after a faction
    # during a company's site phase a character of any other company may play it, as if he were in that company
    # (CRF 22, Marvels Told, Voices of Malice; other_companies.py), not only one whose company entered (CoE 2.V.9)
    any_company_in_site_phase: bool = False
    # an item played in addition to an ally or faction its company played at the site this turn, the site tapped or
    # not, tapping nothing but its character (Ent-draughts as corrected, CRF 22; in_addition.py)
    with_ally_or_faction: bool = False
    # the other player may play no card giving marshalling points at the site of this name, any copy or version of
    # it (The Fortress of Isen, Fortress of the Towers as corrected, CRF 22; points_barred.py)
    bars_opponent_points_at: str = ""
    # on a site: "Nothing is considered playable as written on the site card" (Hidden Haven): the site lists nothing
    # playable while it is there (primitives/regions.listed_playable)
    site_lists_nothing: bool = False
    # ... at any version of the site it lies on (Guarded Haven as corrected, CRF 22; points_barred.py)
    bars_opponent_points_at_its_site: bool = False
    # on a site: a Fallen-wizard player may play there the other alignment's resources that tap the site, which CoE
    # 2.V.F1 would keep off it; only those: events still keep to their sites (Double-dealing; matching_alignment.py)
    other_alignment_resources: bool = False
    # in play: one ally of its kind is playable at one of its player's protected Wizardhavens, tapped or not, during
    # any of his site phases, at most ``per_turn`` each turn (An Untimely Brood as corrected, CRF 22;
    # wizardhaven_allies.py)
    allies_at_wizardhavens: AlliesAtWizardhavens | None = None
    # in play: items set aside under it belong to the player it was played on, who may play them as though in his
    # hand, only at an Under-deeps site that lists them (Great Secrets Buried There, CRF 22; buried_items.py)
    items_for_under_deeps: bool = False
    # in play on a company: tapped by an item of a keyword the company plays, never untapping, and inverted by a card
    # of another keyword played at a site in the same site phase, if tapped before the company entered (Fate of the
    # Ithil-stone, CRF 22; inverted_cards.py)
    turned_at_site: TurnedAtSite | None = None
    # an ally or item its text lets only a character of none of these races play, by tapping him ("Playable by a
    # non-Ringwraith character", The Balrog the ally; acting_races.py)
    played_by_except_races: tuple[Race, ...] = ()
    # on a site: its first printed automatic-attack is cancelled while a manifestation of the entity of this name is in
    # play or defeated (the minion Under-gates: Balrog of Moria; first_attack_cancelled.py)
    first_attack_cancelled_by: str = ""
