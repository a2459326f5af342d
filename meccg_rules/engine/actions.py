"""The actions a player can take, one small frozen dataclass each.

Cards, characters and sites are named by a *reference*: an instance id (``c7``)
or a name as a scenario writes it ("Glamdring", "the second Orc-patrol",
"Bob's Moria"); ``State.find`` resolves it. Each action reads as a sentence of
the scenario language (``str(action)``).

>>> str(PlayResource("Alice", "Aragorn II", "Glamdring"))
'Alice taps Aragorn II to play Glamdring'
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Action:
    player: str


@dataclass(frozen=True)
class PlayResource(Action):
    """Tap a character to play an item or an ally: a resource that would tap the site."""
    character: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to play {self.card}"


@dataclass(frozen=True)
class InfluenceFaction(Action):
    """Tap a character to attempt to influence a faction from hand (would tap the site)."""
    character: str
    faction: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to influence {self.faction}"


@dataclass(frozen=True)
class RingTest(Action):
    character: str
    ring: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to test {self.ring}"


@dataclass(frozen=True)
class PlayEvent(Action):
    """Play a resource or hazard event (short, long or permanent) from hand, on a target if it has one.

    ``actor``: the character who taps to play it, for cards that say so ("Scout only. Tap scout ...").
    """
    card: str
    target: str | None = None
    mode: str = ""
    actor: str | None = None

    def __str__(self) -> str:
        on = f" on {self.target}" if self.target else ""
        choosing = f", choosing {self.mode}" if self.mode else ""
        if self.actor:
            return f"{self.player} taps {self.actor} to play {self.card}{on}{choosing}"
        return f"{self.player} plays {self.card}{on}{choosing}"


@dataclass(frozen=True)
class PlaceOnGuard(Action):
    card: str
    company: str

    def __str__(self) -> str:
        return f"{self.player} places {self.card} on-guard on {self.company}"


@dataclass(frozen=True)
class RevealOnGuard(Action):
    card: str
    target: str | None = None
    mode: str = ""

    def __str__(self) -> str:
        on = f" on {self.target}" if self.target else ""
        choosing = f", choosing {self.mode}" if self.mode else ""
        return f"{self.player} reveals {self.card} on-guard{on}{choosing}"


@dataclass(frozen=True)
class SupportCorruptionCheck(Action):
    character: str
    checker: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to support {self.checker}'s corruption check"


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return f"{self.player} passes"


@dataclass(frozen=True)
class Roll(Action):
    value: int
    purpose: str

    def __str__(self) -> str:
        return f"{self.player} rolls {self.value} for {self.purpose}"


@dataclass(frozen=True)
class DefeatAttack(Action):
    """Combat summarised by its stated outcome: the company defeats an attack it must face."""
    company: str
    attack: str          # "the automatic-attacks" or a revealed creature

    def __str__(self) -> str:
        return f"{self.company} defeats {self.attack}"


@dataclass(frozen=True)
class StateOutcome(Action):
    """The stated outcome of a card whose effect the engine summarises."""
    card: str
    removes: str | None = None

    def __str__(self) -> str:
        return f"{self.card} removes {self.removes}" if self.removes else f"{self.card} has no effect"


@dataclass(frozen=True)
class BeginMovementHazard(Action):
    """The resource player starts a company's movement/hazard phase (CoE 2.IV)."""
    company: str

    def __str__(self) -> str:
        return f"The movement/hazard phase of {self.company} begins"


@dataclass(frozen=True)
class BeginSitePhase(Action):
    company: str

    def __str__(self) -> str:
        return f"The site phase of {self.company} begins"


@dataclass(frozen=True)
class EndSitePhase(Action):
    company: str

    def __str__(self) -> str:
        return f"{self.player} ends the site phase of {self.company}"


@dataclass(frozen=True)
class EndPhase(Action):
    """The resource player ends the untap, organization, long-event, movement/hazard or end-of-turn phase."""
    phase: str
    company: str | None = None

    def __str__(self) -> str:
        of = f" of {self.company}" if self.company else ""
        return f"{self.player} ends the {self.phase} phase{of}"


@dataclass(frozen=True)
class Discard(Action):
    """A player discards a card from hand (end-of-turn, or resetting a hand above its size)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} discards {self.card}"


@dataclass(frozen=True)
class DeclareMovement(Action):
    """Organization phase: a company will move to a new site (starter movement, or region movement via regions)."""
    company: str
    site: str
    via: tuple[str, ...] = ()

    def __str__(self) -> str:
        through = f" via {', '.join(self.via)}" if self.via else ""
        return f"{self.player} moves {self.company} to {self.site}{through}"


@dataclass(frozen=True)
class PlayCreature(Action):
    """The hazard player plays a creature on the company whose movement/hazard phase it is, keyed to something."""
    card: str
    keyed_to: str
    company: str | None = None

    def __str__(self) -> str:
        on = f" on {self.company}" if self.company else ""
        return f"{self.player} plays {self.card}{on} keyed to {self.keyed_to}"


@dataclass(frozen=True)
class PlayAgent(Action):
    """The hazard player plays an agent hazard face-down at one of its home sites (CoE 2.IV.vii.1)."""
    card: str
    site: str

    def __str__(self) -> str:
        return f"{self.player} plays {self.card} as an agent at {self.site}"


@dataclass(frozen=True)
class AgentAction(Action):
    """The hazard player has an agent hazard take an agent action (CoE 4.1): ``option`` is one of
    ``agent_actions.OPTIONS``; ``site`` is where it moves or returns to."""
    card: str
    option: str
    site: str = ""

    def __str__(self) -> str:
        said = {"untap": "untaps the agent {c}", "heal": "heals the agent {c}", "move": "moves the agent {c} to {s}",
                "return home": "returns the agent {c} to {s}", "turn face-down": "turns the agent {c} face-down",
                "bring creatures": "taps the agent {c} to bring creatures to its site"}
        return f"{self.player} " + said.get(self.option, self.option + " {c}").format(c=self.card, s=self.site)


@dataclass(frozen=True)
class RevealAgent(Action):
    """The hazard player reveals a face-down agent hazard (CoE 4.2)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} reveals the agent {self.card}"


@dataclass(frozen=True)
class AgentInfluences(Action):
    """The hazard player has an agent hazard try to influence away one of the other player's cards (CoE 8.5)."""
    card: str
    target: str

    def __str__(self) -> str:
        return f"{self.player} taps the agent {self.card} to influence {self.target}"


@dataclass(frozen=True)
class AgentAttacks(Action):
    """The hazard player declares that an agent hazard at the company's site attacks (CoE 2.V.iii)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} declares that {self.card} attacks"


@dataclass(frozen=True)
class FaceAutomaticAttacks(Action):
    """The company, entering its site, faces its automatic-attacks in order (then on-guard creatures)."""
    company: str

    def __str__(self) -> str:
        return f"{self.company} faces the automatic-attacks"


@dataclass(frozen=True)
class AssignStrike(Action):
    character: str

    def __str__(self) -> str:
        return f"{self.player} assigns a strike to {self.character}"


@dataclass(frozen=True)
class AttackCompany(Action):
    """Company versus company combat (CoE 3.V): the resource player's company attacks a company of the opponent."""
    company: str
    target: str

    def __str__(self) -> str:
        return f"{self.company} attacks {self.target}"


@dataclass(frozen=True)
class AssignCompanyStrike(Action):
    """Company versus company combat: the strike of one attacking character goes to one defending character."""
    striker: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} assigns {self.striker}'s strike to {self.character}"


@dataclass(frozen=True)
class DoneAssigning(Action):
    """The defending player assigns no more strikes; the attacker assigns the rest (CoE 3.ii.5, 3.iii)."""

    def __str__(self) -> str:
        return f"{self.player} assigns no more strikes"


@dataclass(frozen=True)
class ChooseStrike(Action):
    """The defending player starts the strike sequence of one character's strike."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} resolves {self.character}'s strike"


@dataclass(frozen=True)
class ExcessStrike(Action):
    """The attacker allocates an excess strike as -1 prowess to the character facing the strike."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} allocates an excess strike to {self.character}"


@dataclass(frozen=True)
class StayUntapped(Action):
    """-3 prowess so that the character facing the strike does not tap (CoE 3.iv.3)."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} takes -3 for {self.character} to stay untapped"


@dataclass(frozen=True)
class UseAbility(Action):
    """Tap a card in play to use what it may do ("Alice taps Gollum to cancel the attack."); ``target``: the card it
    takes from a pile, for an ability that takes one ("Alice taps Saruman to take Wizard's Fire.")."""
    card: str
    ability: str
    target: str | None = None

    def __str__(self) -> str:
        if self.target:
            return f"{self.player} taps {self.card} to {self.ability} {self.target}"
        return f"{self.player} taps {self.card} to {self.ability}"


@dataclass(frozen=True)
class UseItem(Action):
    """The bearer taps (and the item is discarded) to use it on a character of his company (Healing Herbs)."""
    bearer: str
    item: str
    target: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.bearer} to use {self.item} on {self.target}"


@dataclass(frozen=True)
class FetchFromSideboard(Action):
    """The hazard player brings hazards from his sideboard: at the end of the untap phase, or by tapping and
    discarding a Nazgûl permanent-event (``nazgul``) in a movement/hazard phase (CoE 2.I.2, 2.IV.vii.5)."""
    cards: tuple[str, ...]
    to_deck: bool = False
    nazgul: str = ""

    def __str__(self) -> str:
        where = "into the play deck" if self.to_deck else "to the discard pile"
        verb = f"taps {self.nazgul} to bring" if self.nazgul else "brings"
        return f"{self.player} {verb} {', '.join(self.cards)} from the sideboard {where}"


@dataclass(frozen=True)
class RevealAutomaticAttack(Action):
    """Site phase: the hazard player reveals a creature from his hand as the site's automatic-attack that allows it
    (the Under-deeps sites; CRF 22, Rulings by Term > Under-deeps)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} reveals {self.card} as an automatic-attack"


@dataclass(frozen=True)
class UntapSite(Action):
    """Discard an item in play to untap a site (Thrór's Map); its bearer must be at that site (CRF Site)."""
    card: str
    site: str

    def __str__(self) -> str:
        return f"{self.player} discards {self.card} to untap {self.site}"


@dataclass(frozen=True)
class TransferItem(Action):
    """An eliminated character's item goes to an unwounded character of his company (CRF Annotation 22)."""
    item: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} transfers {self.item} to {self.character}"


@dataclass(frozen=True)
class DoneTransferring(Action):
    """The eliminated character's remaining items are discarded."""

    def __str__(self) -> str:
        return f"{self.player} transfers no more items"


@dataclass(frozen=True)
class SupportStrike(Action):
    """Tap an untapped character without a strike: +1 prowess to the character facing the strike (CoE 3.iv.4)."""
    supporter: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.supporter} to support {self.character}"


@dataclass(frozen=True)
class PlayCharacter(Action):
    """Organizing: play a character from hand into a company, as a follower, or at a site as a new company."""
    character: str
    company: str | None = None
    follower_of: str | None = None
    site: str | None = None
    new_company: str | None = None

    def __str__(self) -> str:
        if self.follower_of:
            return f"{self.player} plays {self.character} as a follower of {self.follower_of}"
        if self.company:
            return f"{self.player} plays {self.character} into {self.company}"
        return f"{self.player} plays {self.character} at {self.site} as company {self.new_company}"


@dataclass(frozen=True)
class MoveToCompany(Action):
    """Organizing: a character under general influence (and his followers) joins another company at the site."""
    character: str
    company: str

    def __str__(self) -> str:
        return f"{self.player} moves {self.character} into {self.company}"


@dataclass(frozen=True)
class FormCompany(Action):
    """Organizing: some characters of a company split from it as a new company at the same site."""
    company: str
    characters: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} forms {self.company} with {', '.join(self.characters)}"


@dataclass(frozen=True)
class MakeFollower(Action):
    """Organizing: a character goes under the direct influence of a non-follower of his company."""
    character: str
    controller: str

    def __str__(self) -> str:
        return f"{self.player} makes {self.character} a follower of {self.controller}"


@dataclass(frozen=True)
class ToGeneralInfluence(Action):
    """Organizing: a follower (or a character out of control) goes under general influence."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} puts {self.character} under general influence"


@dataclass(frozen=True)
class StoreItem(Action):
    """Organization phase: the bearer of an item at a Haven makes a corruption check to store it."""
    item: str

    def __str__(self) -> str:
        return f"{self.player} stores {self.item}"


@dataclass(frozen=True)
class TakeTrophy(Action):
    """As an attack his company defeated concludes: keep the creature with an Orc or Troll that faced it (CoE 3.IV.1)."""
    card: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} keeps {self.card} as a trophy with {self.character}"


@dataclass(frozen=True)
class ResetHands(Action):
    """End-of-turn: both players draw or discard to their hand size now (CoE 2.VI.ii)."""

    def __str__(self) -> str:
        return "Both players reset their hands"


@dataclass(frozen=True)
class CallFreeCouncil(Action):
    """At the end of his turn a player who meets the conditions calls the end of the game (CoE 10.2)."""

    def __str__(self) -> str:
        return f"{self.player} calls the Free Council"


@dataclass(frozen=True)
class CouncilCheck(Action):
    """The Free Council: a player declares one of his characters' corruption checks (CoE 10.3.i)."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} makes {self.character}'s corruption check"


@dataclass(frozen=True)
class InfluenceOpponent(Action):
    """Tap a character to influence away the other player's character, ally, faction or item (CoE 8)."""
    character: str
    target: str
    revealing: str | None = None

    def __str__(self) -> str:
        shown = f", revealing {self.revealing}" if self.revealing else ""
        return f"{self.player} taps {self.character} to influence {self.target}{shown}"


@dataclass(frozen=True)
class JoinCompanies(Action):
    """Two companies at the same site become one: ``company`` joins ``into`` (CoE 2.II.3.5, 2.IV.6)."""
    company: str
    into: str

    def __str__(self) -> str:
        return f"{self.player} joins {self.company} with {self.into}"


@dataclass(frozen=True)
class KeepCompany(Action):
    """Companies that must join cannot: the hazard player keeps one at the site (CoE 2.IV.6.1)."""
    company: str
    site: str = ""

    def __str__(self) -> str:
        return f"{self.player} keeps {self.company}" + (f" at {self.site}" if self.site else "")


@dataclass(frozen=True)
class DrawForMovement(Action):
    """Said before the company's movement/hazard phase: how many cards the player draws for its movement."""
    company: str
    number: int

    def __str__(self) -> str:
        return f"{self.player} draws {self.number} card{'s' if self.number != 1 else ''} for {self.company}'s movement"


@dataclass(frozen=True)
class DoneHazards(Action):
    """The hazard player declares he is done playing hazards in this movement/hazard phase (CoE 2.IV.viii)."""

    def __str__(self) -> str:
        return f"{self.player} is done playing hazards"


@dataclass(frozen=True)
class OrderEffects(Action):
    """The hazard player's order for two ongoing effects whose result depends on it (CRF Annotation 26)."""
    first: str
    second: str

    def __str__(self) -> str:
        return f"{self.player} applies {self.first} before {self.second}"


@dataclass(frozen=True)
class OrderTriggered(Action):
    """The resource player's order for the actions that must start the next chain (CRF Annotation 10; CoE 9.6.1).

    ``order`` names each triggered action as the chain shows it ("Legolas's corruption check (Greed)"), the first
    declared first (it resolves last).
    """
    order: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} declares {', then '.join(self.order)}"


@dataclass(frozen=True)
class RemoveCorruptionCard(Action):
    """The bearer tries to remove a corruption card with a roll: tapping, or not tapping at -3 (CoE 7.3)."""
    character: str
    card: str
    tapping: bool = True

    def __str__(self) -> str:
        if self.tapping:
            return f"{self.player} taps {self.character} to remove {self.card}"
        return f"{self.player} tries to remove {self.card} from {self.character} without tapping"


# ------------------------------------------------------------------ before the first turn (CoE 1.9-1.13)
@dataclass(frozen=True)
class Draft(Action):
    """Choose a character of the pool face down for this round of the character draft."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} drafts {self.card}"


@dataclass(frozen=True)
class StopDrafting(Action):
    """Draft no more characters."""

    def __str__(self) -> str:
        return f"{self.player} stops drafting"


@dataclass(frozen=True)
class PlaceStartingItem(Action):
    """After the draft: a minor item of the pool goes with a starting character."""
    card: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} places {self.card} with {self.character}"


@dataclass(frozen=True)
class ShuffleIntoPlayDeck(Action):
    """After the draft: an unused or set-aside pool character goes into the play deck."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} shuffles {self.card} into the play deck"


@dataclass(frozen=True)
class EndCharacterDraft(Action):
    """The draft is over: pools are removed, starting sites placed, starting hands drawn."""

    def __str__(self) -> str:
        return "The character draft ends"


@dataclass(frozen=True)
class RollToGoFirst(Action):
    """A player's roll for the first turn."""
    value: int

    def __str__(self) -> str:
        return f"{self.player} rolls {self.value} to go first"


@dataclass(frozen=True)
class PlayBurgledItem(Action):
    """After a successful burglary attempt: an item playable at the site played with the (tapped) burglar."""
    card: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} plays {self.card} with {self.character}"
