"""The card keys combat reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from ..core.behaviour import CardKeys, Primitive, Race

if TYPE_CHECKING:
    from ..core.cards import Card


class InCombat(CardKeys):
    """How strikes go for this card (an ally, a character) or, while it is in play, for every attack (CoE 3)."""
    strike_first: bool = False               # an ally assigned a strike before its controlling character (Noble Hound)
    cannot_be_attacked: bool = False         # an ally strikes may not be assigned to (Goldberry)
    assigned_as_untapped: bool = False       # an ally assigned strikes as if untapped, tapped or wounded (Great Troll)
    spared_at_site: bool = False             # strikes of automatic-attacks and of hazard creatures keyed to its site
                                             # may not be assigned to it (the Ents: Treebeard, Quickbeam)
    halves_body_against: tuple[Race, ...] = ()  # such an attacker's body is halved, rounded up, in her strike (Éowyn)
    defender_chooses_strikes: bool = False   # while in play, the defender assigns every strike of a creature's attack
    attacks_only_in_company_combat: bool = False  # in company versus company combat it strikes with its company but
                                             # no strike may be assigned to it (Blackbole; CRF 22)
    # a character of one of these races targeted by this one's strike (company versus company combat, where a
    # character strikes) has his body changed by that much while the attack lasts (Khamûl the Ringwraith: "-2 to the
    # body of any Elf character targeted by a strike from Khamûl"; company_combat.struck_body)
    struck_body: dict[Race, int] = {}
    raised_when_faced: bool = False          # its changes to attacks are no standing effect: each is an action its
                                             # passive condition declares as a fitting attack is faced, in effect on
                                             # that attack once it resolves (Rank upon Rank; CRF 22)


class Wards(CardKeys):
    """An item that keeps off its bearer the wound of a successful strike against him: instead the attacking player
    rolls, and a result above ``discarded_above`` discards the item (Sable Shield; combat/warding.py)."""
    discarded_above: int


class SetsAsideStruck(CardKeys):
    """A card on a character of a company attacking in company versus company combat: a defending character of one
    of ``races`` that a strike of the company beats is placed off to the side with it, not wounded (Sack over the
    Head, Use Your Legs; combat/struck_off_to_the_side.py)."""
    races: tuple[Race, ...]


class SetsAsideAfterAttack(CardKeys):
    """A card played on a company facing an attack: unless the attack is cancelled or defeated, its player rolls
    after it, adding ``per_excess_strike`` for each excess strike; a total less ``less`` above the prowess of the
    company's character of highest mind places him off to the side with the card, the cards on him discarded
    (Imprisoned and Mocked; combat/set_aside_after_attack.py)."""
    per_excess_strike: int
    less: int


class SeveralAttacks(CardKeys):
    """How the attacks of a creature that makes several (the facts' ``attacks``: Slayer, Assassin) go."""
    one_defender: bool = False     # all its strikes go to the one character chosen first; more are excess strikes
    cancel_by_tapping: int = 0     # how many of its attacks the defender may cancel, each by tapping a character
    not_by_defender: bool = False  # the character tapping to cancel may not be the one its attacks are against


class Betrayal(CardKeys):
    """The next character to fail a corruption check attacks his company: one strike at his prowess plus ``prowess``,
    the body check of a character it wounds changed by ``body_check`` (Traitor; combat/traitors.py)."""
    prowess: int
    body_check: int = 0


class RaisesLater(CardKeys):
    """Unless the creature's attack is cancelled, the other attacks of these races against the same company for the
    rest of the turn get more strikes and prowess; earlier attacks, its own included, are untouched (Chill Douser;
    CRF 22; combat/special_rules.py ``raised_later``)."""
    races: tuple[Race, ...]
    strikes: int = 0
    prowess: int = 0


class KeepsCreature(CardKeys):
    """An item with which its player may place a hazard creature its bearer's company defeated, of normal prowess
    below ``prowess_below``, instead of eliminating it; while one lies with it, the item is worth ``points`` (Elven
    Rope; combat/kept_creatures.py)."""
    prowess_below: int
    points: int


class WorthNothing(CardKeys):
    """A hazard in play making the hazards without an asterisk that its player's opponent's companies defeat worth no
    marshalling points to him, if he is a Fallen-wizard player with so many stage points and not one of these
    Fallen-wizards (Foul Tooth Unsheathed; combat/hazards_worth_nothing.py)."""
    stage_points_at_least: int = 0           # "If your opponent has 7 or more stage points ..."
    player_is_not: tuple[str, ...] = ()      # "... and is not Alatar"


class Keys(CardKeys):
    """What a card's entry may say that only combat reads."""

    not_in_company_combat: bool = False      # its text keeps it out of company versus company combat
    # on a character: his body checks do not discard him on his card's number (discard_numbers.py)
    no_body_check_discard: bool = False
    # a site: "A minion company may not attack another company at this site" (company_combat.check_attack)
    no_minion_company_attacks: bool = False
    in_combat: InCombat | None = None        # how strikes are assigned to it, or while it is in play
    on_wound: tuple[Primitive, ...] = ()     # a creature's effect, after its attack, on each character it wounded
    creatures_attack_normally: Literal["", "except Nazgûl", "all"] = ""   # creatures keyed to this site never detain
    # while in play, the hazards printing an asterisk by their marshalling points attack its player's companies
    # normally, not as detainment; those his companies defeat then give him their full kill points, and other hazards
    # none while it is in play (Shameful Deeds; combat/asterisk_hazards.py, end_of_game/scoring.py)
    asterisk_hazards_attack_normally: bool = False
    # while in play, a creature printing an asterisk by its points that its player's companies defeat is scored in his
    # pile, not removed from play as CoE 3.v.F1 would have it ("Hazards your companies defeat (even with *)", the
    # Fallen-wizard Alatar; combat/asterisk_hazards.py), what it is worth then being the scoring's (his full_points)
    asterisk_hazards_scored: bool = False
    # while in play, with its player's stage points above this number, each detainment attack on his companies is a
    # normal attack as it begins ("If you have more than 7 stage points, all detainment attacks against your companies
    # attack normally instead", the Fallen-wizard Alatar; combat/attacks_made_normal.py)
    detainment_normal_above_stage_points: int | None = None
    # while in play, the hazards without an asterisk that a Fallen-wizard opponent's companies defeat are worth no
    # marshalling points to him (Foul Tooth Unsheathed; combat/hazards_worth_nothing.py, end_of_game/scoring.py)
    defeated_hazards_worth_nothing: WorthNothing | None = None
    steals_item: Literal["character", "company", ""] = ""   # a successful strike takes an item, not harming (Thief)
    wards_bearer: Wards | None = None        # a strike that would wound the bearer does not: a roll instead
    sets_aside_after_attack: SetsAsideAfterAttack | None = None   # after the attack a roll may set aside a character
    several_attacks: SeveralAttacks | None = None   # how its several attacks go (strikes, cancelling by tapping)
    # for each character its strikes wound, an ally included (CRF 22, Were-worm), the defending company discards one
    # item of the attacker's choice, before the body check (combat/special_rules.py ``wounded``)
    item_per_wound: Literal["", "attacker's choice"] = ""
    # an item in use whose bearer, of that skill, the defending player may assign a second strike of an attack (a
    # strike sequence of its own), never a third (Usriev of Treachery; CRF 22; combat/flow.py ``second_strike``)
    bearer_second_strike: Literal["", "Warrior only"] = ""
    # a creature's prowess printed against a strike on a character of a race, in place of its prowess; what is in
    # effect on the attack still adds to it (Old Man Willow: 15 against Hobbits; special_rules.prowess_against)
    prowess_against: dict[Race, int] = {}
    # a creature's strikes, one for each character, spare the characters of these races (Neeker-breekers: Wizards,
    # by the CRF 22 erratum, and Ringwraiths); each defender fights it with his mind for prowess, and its successful
    # strike only taps him, with no body check (combat/special_rules.py ``strikes_by_mind``)
    spares_races: tuple[Race, ...] = ()
    strikes_by_mind: bool = False
    sets_aside_struck: SetsAsideStruck | None = None   # its company's strikes set these races aside, not wounding
    # on a character: once, he may tap to set aside an opponent's character his combat wounded, in lieu of the body
    # check (No Better Use; combat/set_aside_in_lieu.py)
    sets_aside_in_lieu_of_body_check: bool = False
    betrays_company: Betrayal | None = None  # the next character failing a corruption check turns on his company
    raises_later_attacks: RaisesLater | None = None   # its attack, not cancelled, raises the company's later attacks
    # played on a company facing an attack: once the attack is over it goes under one character the attack wounded,
    # the attacker choosing; discarded if none (Morgul-knife, The Pale Sword; combat/placed_on_wounded.py)
    placed_on_wounded: Literal["", "attacker's choice"] = ""
    played_by_attacker: bool = False         # only the player controlling the attacking creature plays it (CRF 22,
                                             # The Pale Sword; combat/placed_on_wounded.py ``check_play``)
    # played on an attack by a creature of one of these names, its clause of scope "play in a case" naming that
    # creature is refused (The Pale Sword against the Witch-king; combat/placed_on_wounded.py ``check_play``)
    not_modelled_against: tuple[str, ...] = ()
    # played against a company that faced a creature of one of these names earlier this turn, each character its
    # strikes wound discards every non-special item he bears, before his body check (the Trolls "Bert", "Tom" and
    # "William"; CRF Annotation 19; combat/special_rules.py ``wounded``)
    wounded_discards_items_if_faced: tuple[str, ...] = ()
    # while in play, the next non-Ringwraith minion character discarded from play is eliminated instead, and the card
    # discarded (Pallando the Soul-keeper as a permanent-event; combat/minions_eliminated_instead.py)
    eliminates_next_discarded_minion: bool = False
    keeps_defeated_creature: KeepsCreature | None = None   # a defeated creature may be placed with it (Elven Rope)


def in_combat(card: Card, what: str) -> Any:
    """What the card's ``in_combat`` key says of ``what`` (its default when the card says nothing)."""
    given = card.trait("in_combat")
    return getattr(given, what) if given is not None else InCombat.model_fields[what].default


def several_attacks(card: Card, what: str) -> Any:
    """What the card's ``several_attacks`` key says of ``what`` (its default when the card says nothing)."""
    given = card.trait("several_attacks")
    return getattr(given, what) if given is not None else SeveralAttacks.model_fields[what].default
