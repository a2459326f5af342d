"""The Play sentences: each form with its pattern, sample, meaning and handler, in one place.

A handler receives the game and the sentence's binding and returns the engine
actions the sentence stands for (``Both players pass.`` is two passes).
"""
from __future__ import annotations

import re

from ..engine.combat.actions import (
    AssignCompanyStrike,
    AssignStrike,
    AttackCompany,
    ChooseStrike,
    DoneAssigning,
    ExcessStrike,
    StayUntapped,
    TapForStrike,
    SupportStrike,
)
from ..engine.core.actions import Discard, OrderTriggered, Pass, Roll, StateOutcome
from ..engine.corruption.actions import ChooseCorruptionCheck, RemoveCorruptionCard, SupportCorruptionCheck
from ..engine.end_of_game.actions import CallFreeCouncil, CouncilCheck
from ..engine.environments.actions import OrderEffects
from ..engine.hazards.actions import DoneHazards
from ..engine.influence.actions import InfluenceFaction, InfluenceOpponent
from ..engine.influence.influence_attempts import is_against_opponent
from ..engine.movement_hazard.actions import DrawForMovement, PlayCreature
from ..engine.organization.actions import (
    DeclareMovement,
    DoneTransferring,
    FormCompany,
    JoinCompanies,
    KeepCompany,
    MakeFollower,
    MoveToCompany,
    PlayCharacter,
    StoreItem,
    ToGeneralInfluence,
    TransferItem,
)
from ..engine.playing.actions import CheckToUse, DiscardToUse, PlayEvent, ReturnToUse, UseAbility, UseItem
from ..engine.site_phase.actions import (
    DefeatAttack,
    EnterSite,
    StayOut,
    FaceAutomaticAttacks,
    PlaceOnGuard,
    PlayResource,
    RevealAutomaticAttack,
    RevealOnGuard,
    TapToCancelIdle,
)
from ..engine.turn.actions import BeginMovementHazard, BeginSitePhase, EndPhase, EndSitePhase, ResetHands
from ..engine.core.errors import InputError
from .forms import Form

PLAY = "Play"


def _both_pass(game, b):
    s = game.state
    first = s.chains[-1].priority if s.chains else s.resource_player
    return [Pass(first), Pass(s.opponent(first))]


def _use(game, b, cost: str):
    """'Bob taps Power Built by Waiting.': the one ability of the card used that way."""
    card = game.state.find(b["card"])
    found = [a for a in card.card.trait("abilities", ()) if a.cost == cost]
    verb = "tapping" if cost == "tap card" else "untapping"
    if len(found) != 1:
        names = " or ".join(f"'... to {a.name}'" for a in found)
        raise InputError(f"{card.name} has no ability used by {verb} it" if not found else
                         f"{card.name} has several abilities used by {verb} it; say which: {names}")
    return UseAbility(b["player"], b["card"], found[0].name)


def _influence(game, b):
    """'Alice taps Aragorn II to influence X.': a faction from hand; or, X being the other player's card, an
    attempt to influence it away, which plays no card (so the text of X about its own play is not asked)."""
    try:
        against = is_against_opponent(game.state, b["card"], b["player"])
    except InputError:   # an unknown name: the action's own check says so
        against = False
    kind = InfluenceOpponent if against else InfluenceFaction
    return [kind(b["player"], b["character"], b["card"])]


def _resource_player(game) -> str:
    return game.state.resource_player


def _order_triggered(game, b):
    """'Alice declares A, then B, then C.': the triggered actions named in order."""
    return [OrderTriggered(b["player"], (b["first"], *re.split(r",\s*then\s+", b["rest"])))]


FORMS = (
    Form(PLAY, "support", "{player} taps {character} to support {checker}'s corruption check",
         "Alice taps Gimli to support Legolas's corruption check.", "+1 to a declared corruption check.",
         lambda game, b: [SupportCorruptionCheck(b["player"], b["character"], b["checker"])]),
    Form(PLAY, "remove-corruption", "{player} taps {character} to remove {card}",
         "Alice taps Faramir to remove Lure of Expedience.",
         "His organization phase: the bearer taps to try to remove a corruption card that says so; the roll is "
         "made when the attempt resolves.",
         lambda game, b: [RemoveCorruptionCard(b["player"], b["character"], b["card"])]),
    Form(PLAY, "remove-corruption-untapped", "{player} tries to remove {card} from {character} without tapping",
         "Alice tries to remove Lure of Expedience from Faramir without tapping.",
         "The same attempt at -3 to the roll, without tapping (even a tapped character); only if no attempt on "
         "that card was made this turn, and none may follow it that turn.",
         lambda game, b: [RemoveCorruptionCard(b["player"], b["character"], b["card"], tapping=False)]),
    Form(PLAY, "play-event-tapping", "{player} taps {character} to play {card} on {target}[, choosing {mode}]",
         "Alice taps Elrond to play Marvels Told on Foolish Words.",
         "Play an event on its target by tapping a character with the skill its text needs (\"Tap a sage to "
         "...\").",
         lambda game, b: [PlayEvent(b["player"], b["card"], b["target"], b.get("mode") or "", b["character"])]),
    Form(PLAY, "play-resource", "{player} taps {character} to play {card}", "Alice taps Aragorn II to play Glamdring.",
         "Play an item or an ally: a resource that would tap the site.",
         lambda game, b: [PlayResource(b["player"], b["character"], b["card"])]),
    Form(PLAY, "influence-revealing", "{player} taps {character} to influence {card}, revealing {revealed:card}",
         "Alice taps Aragorn II to influence Gimli, revealing a second Gimli.",
         "An influence attempt against the other player's card, showing an identical card from hand: the "
         "number to beat is zero (an item needs one), and success plays the card shown.",
         lambda game, b: [InfluenceOpponent(b["player"], b["character"], b["card"], b["revealed"])]),
    Form(PLAY, "influence", "{player} taps {character} to influence {card}",
         "Alice taps Aragorn II to influence Dunlendings.",
         "Try to bring a faction into play with an influence attempt (it would tap the site); or, in the site "
         "phase, to influence away the other player's character, ally or faction (both players roll).",
         _influence),
    Form(PLAY, "test", "{player} taps {character} to test {card}", "Alice taps Gandalf to test Precious Gold Ring.",
         "Tap a card in play whose ability tests a card (Gandalf's \"test a gold ring\": a ring test of a gold ring "
         "in his company; the roll is made when it resolves).",
         lambda game, b: [UseAbility(b["player"], b["character"], "test", b["card"])]),
    Form(PLAY, "reveal", "{player} reveals {card} on-guard[ on {target}][, choosing {mode}]",
         "Bob reveals Weariness of the Heart on-guard on Legolas, choosing the corruption check.",
         "Reveal an on-guard card; `on ...` names its target, `, choosing ...` which of its alternative effects.",
         lambda game, b: [RevealOnGuard(b["player"], b["card"], b.get("target"), b.get("mode") or "")]),
    Form(PLAY, "place", "{player} places {card} on-guard on {company}", "Bob places River on-guard on Fellowship.",
         "Movement/hazard phase: place a card on-guard.",
         lambda game, b: [PlaceOnGuard(b["player"], b["card"], b["company"])]),
    Form(PLAY, "play-creature", "{player} plays {card}[ on {company}] keyed to {keying}",
         "Bob plays Orc-patrol keyed to Wilderness.",
         "Movement/hazard phase: play a creature, keyed to a region type or region name of the site path, or to the "
         "site type or site name of the new site; its attack starts combat when it resolves.",
         lambda game, b: [PlayCreature(b["player"], b["card"], b["keying"], b.get("company"))]),
    Form(PLAY, "transfer-item", "{player} transfers {card} to {character}", "Alice transfers Glamdring to Gimli.",
         "A character eliminated by a body check: one of his items goes to an unwounded character of his company. "
         "In the organization phase: the bearer makes a corruption check, and if he passes the item goes to "
         "another character at the same site.",
         lambda game, b: [TransferItem(b["player"], b["card"], b["character"])]),
    Form(PLAY, "done-transferring", "{player} transfers no more items", "Alice transfers no more items.",
         "The eliminated character's other items are discarded.",
         lambda game, b: [DoneTransferring(b["player"])]),
    Form(PLAY, "play-character-into", "{player} plays {character}[ with {card}] into {company}",
         "Alice plays Frodo into Fellowship.",
         "Organizing: play a character from hand under general influence, into a company at a Haven or at his "
         "home site (a Wizard: his home site or Rivendell). One character a turn is played or discarded. "
         "With a card from hand that lets him in (Open to the Summons, Thrall of the Voice): placed on him.",
         lambda game, b: [PlayCharacter(b["player"], b["character"], company=b["company"],
                                          with_card=b.get("card"))]),
    Form(PLAY, "play-character-follower",
         "{player} plays {character}[ with {card}] as a follower of {controller:character}",
         "Alice plays Sam Gamgee as a follower of Frodo.",
         "Organizing: play a character under the direct influence of a character who is not a follower; his "
         "mind must not exceed the direct influence left.",
         lambda game, b: [PlayCharacter(b["player"], b["character"], follower_of=b["controller"],
                                          with_card=b.get("card"))]),
    Form(PLAY, "play-character-new", "{player} plays {character}[ with {card}] at {site} as company {newcompany}",
         "Alice plays Elrond at Rivendell as company Council.",
         "Organizing: play a character under general influence as a new company; the site comes from the "
         "location deck unless the player has a company there.",
         lambda game, b: [PlayCharacter(b["player"], b["character"], site=b["site"],
                                          new_company=b["newcompany"], with_card=b.get("card"))]),
    Form(PLAY, "move-character", "{player} moves {character} into {company}", "Alice moves Legolas into Rangers.",
         "Organizing: a character under general influence, with his followers, joins another company at the "
         "same site.", lambda game, b: [MoveToCompany(b["player"], b["character"], b["company"])]),
    Form(PLAY, "form-company", "{player} forms {newcompany} with {characters}", "Alice forms Scouts with Legolas.",
         "Organizing: split a company; the characters named (with their followers) form a new company at the "
         "same site. All but one of the companies must then declare movement.",
         lambda game, b: [FormCompany(b["player"], b["newcompany"], tuple(b["characters"]))]),
    Form(PLAY, "make-follower", "{player} makes {character} a follower of {controller:character}",
         "Alice makes Sam Gamgee a follower of Frodo.",
         "Organizing: a character goes under the direct influence of a non-follower of his company.",
         lambda game, b: [MakeFollower(b["player"], b["character"], b["controller"])]),
    Form(PLAY, "to-general-influence", "{player} puts {character} under general influence",
         "Alice puts Sam Gamgee under general influence.",
         "Organizing: a follower goes under general influence, if it has room for his mind.",
         lambda game, b: [ToGeneralInfluence(b["player"], b["character"])]),
    Form(PLAY, "store", "{player} stores {card}", "Alice stores Glamdring.",
         "Organization phase: the bearer of an item at a Haven makes a corruption check when this resolves; if "
         "he passes, the item goes to the marshalling point pile.",
         lambda game, b: [StoreItem(b["player"], b["card"])]),
    Form(PLAY, "reset-hands", "Both players reset their hands", "Both players reset their hands.",
         "End-of-turn: both players draw up to, or discard down to, their hand size (eight unless a card changes "
         "it) now, so that cards can be played afterwards in the phase (otherwise this happens when the phase "
         "ends).",
         lambda game, b: [ResetHands(_resource_player(game))]),
    Form(PLAY, "call-council", "{player} calls the Free Council", "Alice calls the Free Council.",
         "End-of-turn: a player who meets the conditions of the game's length calls the end of the game; each "
         "other player takes one last turn, then the Free Council is held (the engine's name for every end of "
         "the game). A Ringwraith or Balrog player cannot call freely: he plays Sudden Call (CoE 10.2.R1, B1).",
         lambda game, b: [CallFreeCouncil(b["player"])]),
    Form(PLAY, "council-check", "{player} makes {character}'s corruption check",
         "Alice makes Aragorn II's corruption check.",
         "The Free Council: declare one of the player's characters' corruption checks (the player who took the "
         "last turn checks all of his first). Outside it, where one effect makes both players' characters check "
         "(Ren the Unclean), name which of his characters checks next (each player orders his own).",
         lambda game, b: [CouncilCheck(b["player"], b["character"]) if game.state.phase == "free council"
                          else ChooseCorruptionCheck(b["player"], b["character"])]),
    Form(PLAY, "play-on-guard-card", "{player} plays {card} on {company}'s on-guard card",
         "Alice plays Withdrawn to Mordor on Fellowship's on-guard card.",
         "An event whose target is a company's on-guard card.",
         lambda game, b: [PlayEvent(b["player"], b["card"], b["company"])]),
    Form(PLAY, "play-event-as-resource", "{player} plays {card} as a resource[ on {target}]",
         "Bob plays Twilight as a resource on Doors of Night.",
         "Play a hazard its text lets be played as a resource (Twilight) as a resource, by the player whose turn it "
         "is not; the resource player's copy is always one.",
         lambda game, b: [PlayEvent(b["player"], b["card"], b.get("target"), as_resource=True)]),
    Form(PLAY, "play-event-naming", "{player} plays {card} on {target}[, choosing {mode}], naming {named:card}",
         "Alice plays The Hunt on Alatar, naming Bob's Cave-drake.",
         "Play an event that names a card as it is played: The Hunt names a hazard creature card of the other "
         "player, one seen played and since gone to his discard pile (`Bob's ...` says whose copy); `, choosing ...` "
         "the use that names it, of a card with several (Wizard's Trove's storing use names the card it stores).",
         lambda game, b: [PlayEvent(b["player"], b["card"], b["target"], b.get("mode") or "", named=b["named"])]),
    Form(PLAY, "play-event", "{player} plays {card}[ on {target}][, choosing {mode}]",
         "Alice plays The Sun Unveiled on Aragorn II.",
         "Play an event from hand (a hazard during the movement/hazard phase), on its target if it has one.",
         lambda game, b: [PlayEvent(b["player"], b["card"], b.get("target"), b.get("mode") or "")]),
    Form(PLAY, "move", "{player} moves {company} to {site}[ via {regions}]", "Alice moves Fellowship to Moria.",
         "Organization phase: declare the company's movement (starter movement, or region movement through the "
         "regions named, from the site's region to the new site's). The new site is revealed when its "
         "movement/hazard phase begins.",
         lambda game, b: [DeclareMovement(b["player"], b["company"], b["site"], tuple(b.get("regions") or ()))]),
    Form(PLAY, "move-path-later", "{player} moves {company} to {site}, its site path to be declared later",
         "Alice moves Fellowship to Moria, its site path to be declared later.",
         "Organization phase: declare the company's movement and leave its site path (starter or region movement) "
         "to be declared as its movement/hazard phase begins, from the paths legal now (CoE 2.IV.ii; CRF 22, "
         "Tournament Rulings > Movement).",
         lambda game, b: [DeclareMovement(b["player"], b["company"], b["site"], (), True)]),
    Form(PLAY, "face-automatic-attacks", "{company} faces the automatic-attacks",
         "Fellowship faces the automatic-attacks.",
         "Entering its site, the company faces the site's automatic-attacks in order, then any creature revealed "
         "on-guard.", lambda game, b: [FaceAutomaticAttacks(game.state.get_company(b["company"]).owner,
                                                              b["company"])]),
    Form(PLAY, "enter-site", "{company} enters its site", "Fellowship enters its site.",
         "Site phase: the company declares that it enters its site. Where the site has automatic-attacks it faces "
         "them (as 'Fellowship faces the automatic-attacks.'); at a site with none it has entered, and the hazard "
         "player may then declare that an agent of his there attacks it (CoE 2.V.iii). Where such an agent is at "
         "the site, the company declares it before acting there.",
         lambda game, b: [EnterSite(game.state.get_company(b["company"]).owner, b["company"])]),
    Form(PLAY, "stay-out", "{company} does not enter its site", "Fellowship does not enter its site.",
         "Site phase: the company chooses to do nothing rather than enter its site (CoE 2.V). Nothing follows unless "
         "a card lets it (Near to Hear a Whisper: an agent at the site may attack it, and that card may be revealed "
         "on-guard); then the company declares it before its site phase ends.",
         lambda game, b: [StayOut(game.state.get_company(b["company"]).owner, b["company"])]),
    Form(PLAY, "reveal-automatic-attack", "{player} reveals {card} as an automatic-attack",
         "Bob reveals Barrow-wight as an automatic-attack.",
         "Site phase, before the company faces its automatic-attacks: the hazard player reveals a creature from "
         "his hand for the site's automatic-attack that allows one (the Under-deeps sites); it attacks in that "
         "automatic-attack's place, as an automatic-attack.",
         lambda game, b: [RevealAutomaticAttack(b["player"], b["card"])]),
    Form(PLAY, "company-attack", "{company} attacks {target:company}", "Orcs attacks Fellowship.",
         "Company versus company combat: at the end of its site phase the resource player's company attacks a "
         "company of the other player at the same site, with one strike for each of its characters.",
         lambda game, b: [_company_attack(game, b)]),
    Form(PLAY, "make-attack", "{player} makes {company} attack {target:company}",
         "Alice makes Fellowship attack Rangers.", "The same, said of the player (the form of a 'cannot' line: "
         "'Alice cannot make Fellowship attack Rangers: ...').",
         lambda game, b: [AttackCompany(b["player"], b["company"], b["target"])]),
    Form(PLAY, "assign-company-strike", "{player} assigns {striker:character}'s strike to {character}",
         "Bob assigns Shagrat's strike to Aragorn II.",
         "Company versus company combat: the defending player assigns strikes to his untapped characters, then "
         "the attacking player those of his untapped characters, then the defending player the rest.",
         lambda game, b: [AssignCompanyStrike(b["player"], b["striker"], b["character"])]),
    Form(PLAY, "assign-strike", "{player} assigns a strike to {character}", "Alice assigns a strike to Legolas.",
         "The defending player assigns strikes to untapped characters; then the attacker assigns the rest.",
         lambda game, b: [AssignStrike(b["player"], b["character"])]),
    Form(PLAY, "done-assigning", "{player} assigns no more strikes", "Alice assigns no more strikes.",
         "The defending player leaves the remaining strikes to the attacker.",
         lambda game, b: [DoneAssigning(b["player"])]),
    Form(PLAY, "choose-strike", "{player} resolves {character}'s strike", "Alice resolves Legolas's strike.",
         "The defending player starts the strike sequence of one strike; its roll comes next.",
         lambda game, b: [ChooseStrike(b["player"], b["character"])]),
    Form(PLAY, "excess-strike", "{player} allocates an excess strike to {character}",
         "Bob allocates an excess strike to Legolas.",
         "The attacker gives the character facing the strike -1 prowess for one excess strike.",
         lambda game, b: [ExcessStrike(b["player"], b["character"])]),
    Form(PLAY, "stay-untapped", "{player} takes -3 for {character} to stay untapped",
         "Alice takes -3 for Legolas to stay untapped.",
         "The character facing the strike takes -3 prowess so as not to tap after the strike.",
         lambda game, b: [StayUntapped(b["player"], b["character"])]),
    Form(PLAY, "stay-untapped-penalty", "{player} takes -{number} for {character} to stay untapped",
         "Alice takes -5 for Legolas to stay untapped.",
         "The same against an attack whose card asks another penalty for not tapping (The Black Enemy's Wrath's "
         "Lava Flows: -5); the number must be the attack's.",
         lambda game, b: [StayUntapped(b["player"], b["character"], int(b["number"]))]),
    Form(PLAY, "tap-for-strike", "{player} taps {character} against the strike",
         "Alice taps Legolas against the strike.",
         "The character facing a strike met with body taps for the bonus the card gives (Dragon's Breath: +3).",
         lambda game, b: [TapForStrike(b["player"], b["character"])]),
    Form(PLAY, "support-strike", "{player} taps {supporter:character} to support {character}",
         "Alice taps Gimli to support Legolas.",
         "An untapped character of the company without a strike taps: +1 prowess for the character facing the "
         "strike.", lambda game, b: [SupportStrike(b["player"], b["supporter"], b["character"])]),
    Form(PLAY, "use-item", "{player} taps {bearer:character} to use {card} on {character}",
         "Alice taps Aragorn II to use Healing Herbs on Legolas.",
         "The bearer taps, and the item is discarded, to use it on a character of his company.",
         lambda game, b: [UseItem(b["player"], b["bearer"], b["card"], b["character"])]),
    Form(PLAY, "take-card", "{player} taps {character} to take {card}", "Alice taps Saruman to take Wizard’s Fire.",
         "Tap a card in play whose ability takes a card from its player's pile (Saruman: a spell from the "
         "discard pile, at the beginning of the end-of-turn phase).",
         lambda game, b: [UseAbility(b["player"], b["character"], "take", b["card"])]),
    Form(PLAY, "take-cards", "{player} taps {card} to take {cards}",
         "Alice taps Dwarven Ring of Thélor’s Tribe to take Dagger of Westernesse and Elven Cloak.",
         "Tap a card in play whose ability takes several cards at once from its player's piles (Dwarven Ring of "
         "Thélor's Tribe: one or two minor items, its Dwarf bearer tapping).",
         lambda game, b: [UseAbility(b["player"], b["card"], "take", b["cards"][0], tuple(b["cards"][1:]))]),
    Form(PLAY, "cancel-idle", "{player} taps {character} to cancel {card}'s effect",
         "Alice taps Aragorn II to cancel River's effect.",
         "A character of the skill an effect names taps so that his company need not do nothing in its site phase "
         "(River: a ranger, one for each River, by the beginning of that site phase).",
         lambda game, b: [TapToCancelIdle(b["player"], b["character"], b["card"])]),
    Form(PLAY, "cancel-card", "{player} taps {card} to cancel {hazard:card}",
         "Alice taps Tom Bombadil to cancel Lure of Expedience.",
         "Tap a card in play whose ability cancels a declared hazard (Tom Bombadil: one aimed at a company moving "
         "to a site in his lands, or at what belongs to it; Leaflock: one aimed at his own company).",
         lambda game, b: [UseAbility(b["player"], b["card"], "cancel", b["hazard"])]),
    Form(PLAY, "cancel-return", "{player} taps {card} to cancel {company}'s return to its site of origin",
         "Alice taps Goldberry to cancel Fellowship's return to its site of origin.",
         "Tap a card in play whose ability cancels an effect declared earlier in the same chain of effects that would "
         "send its company back to its site of origin, naming the company rather than the card (Goldberry).",
         lambda game, b: [UseAbility(b["player"], b["card"], "cancel", b["company"])]),
    Form(PLAY, "tap-to-tap", "{player} taps {card} to tap {character}", "Bob taps Adûnaphel to tap Legolas.",
         "Tap a card in play whose ability taps one character (Adûnaphel, played as a permanent-event, becoming a "
         "short-event).", lambda game, b: [UseAbility(b["player"], b["card"], "tap", b["character"])]),
    Form(PLAY, "tap-to-discard", "{player} taps {card} to discard {item:card}",
         "Bob taps Indûr Dawndeath to discard Glamdring.",
         "Tap a card in play whose ability discards one item it names (Indûr Dawndeath, played as a permanent-event, "
         "becoming a short-event: an item of a wounded character, the hazard player's choice).",
         lambda game, b: [UseAbility(b["player"], b["card"], "discard", b["item"])]),
    Form(PLAY, "tap-to-modify-body", "{player} taps {card} to modify the body of {character}",
         "Bob taps Akhôrahil to modify the body of Legolas.",
         "Tap a card in play whose ability modifies one character's body (Akhôrahil, played as a permanent-event, "
         "becoming a short-event: -1 until the end of the turn).",
         lambda game, b: [UseAbility(b["player"], b["card"], "modify the body of", b["character"])]),
    Form(PLAY, "tap-to-protect", "{player} taps {card} to protect {character}",
         "Alice taps Magical Harp to protect Aragorn II.",
         "Tap a card in play whose ability keeps one character of its bearer's company from being discarded for the "
         "rest of the turn (Magical Harp).",
         lambda game, b: [UseAbility(b["player"], b["card"], "protect", b["character"])]),
    Form(PLAY, "use-ability", "{player} taps {card} to {ability}", "Alice taps Gollum to cancel the attack.",
         "Tap a card in play to use what it may do; any character may tap to cancel the automatic-attack at his "
         "home site.", lambda game, b: [UseAbility(b["player"], b["card"], b["ability"])]),
    Form(PLAY, "use-ability-on", "{player} taps {card} to {ability} {target:card}",
         "Alice taps Magic Ring of Lore to work Palantír of Orthanc.",
         "Tap a card in play whose ability is used on a card it names, said in place of the words its name ends "
         "with ('work a Palantír': Magic Ring of Lore, its bearer tapping).",
         lambda game, b: [UseAbility(b["player"], b["card"], b["ability"], b["target"])]),
    Form(PLAY, "both-pass", "Both players pass", "Both players pass.",
         "The player to respond passes, then the other: the chain of effects resolves.", _both_pass),
    Form(PLAY, "pass", "{player} passes", "Alice passes.", "Pass; two passes in a row resolve the chain.",
         lambda game, b: [Pass(b["player"])]),
    Form(PLAY, "roll", "{player} rolls {number} for {purpose}", "Alice rolls 7 for Legolas's corruption check.",
         "A roll the engine waits for. The engine never rolls dice itself.",
         lambda game, b: [Roll(b["player"], int(b["number"]), b["purpose"])]),
    Form(PLAY, "begin-movement-hazard", "The movement/hazard phase of {company} begins",
         "The movement/hazard phase of Fellowship begins.",
         "A company's movement/hazard phase starts: its hazard limit is fixed.",
         lambda game, b: [BeginMovementHazard(_resource_player(game), b["company"])]),
    Form(PLAY, "begin-movement-hazard-path", "{player} begins the movement/hazard phase of {company}[, its site path "
         "via {regions}]",
         "Alice begins the movement/hazard phase of Fellowship, its site path via Rhudaur, Hollin, Redhorn Gate.",
         "The phase of a company whose site path was left for later starts with that path declared: the regions "
         "of its region movement, one of the paths that were legal when its movement was declared. Without the "
         "path, as 'The movement/hazard phase of Fellowship begins.'.",
         lambda game, b: [BeginMovementHazard(b["player"], b["company"],
                                              tuple(b["regions"]) if b.get("regions") else None)]),
    Form(PLAY, "begin-movement-hazard-starter", "{player} begins the movement/hazard phase of {company}, its site "
         "path by starter movement",
         "Alice begins the movement/hazard phase of Fellowship, its site path by starter movement.",
         "The phase of a company whose site path was left for later starts, and it uses starter movement.",
         lambda game, b: [BeginMovementHazard(b["player"], b["company"], ())]),
    Form(PLAY, "begin-site", "The site phase of {company} begins", "The site phase of Fellowship begins.",
         "The movement/hazard phase ends (or the previous company's site phase has), this company's site phase "
         "starts.", lambda game, b: [BeginSitePhase(_resource_player(game), b["company"])]),
    Form(PLAY, "end-site", "{player} ends the site phase of {company}", "Alice ends the site phase of Fellowship.",
         "Unrevealed on-guard cards on the company go back to the hazard player's hand.",
         lambda game, b: [EndSitePhase(b["player"], b["company"])]),
    Form(PLAY, "end-phase", "{player} ends the {phase} phase[ of {company}]", "Alice ends the organization phase.",
         "The resource player ends the untap, organization, long-event, movement/hazard (of a company) or "
         "end-of-turn phase; ending the end-of-turn phase starts the next turn, with the roles swapped.",
         lambda game, b: [EndPhase(b["player"], b["phase"], b.get("company"))]),
    Form(PLAY, "discard-to-use", "{player} discards {card} to {ability}[ {target}]",
         "Alice discards Thrór’s Map to untap The Lonely Mountain.",
         "Discard a card in play to use what it may do then (an item: its bearer is the character using it), on "
         "the card named after it for an ability used on one (\"untap a site\": the site is named instead).",
         lambda game, b: [DiscardToUse(b["player"], b["card"], b["ability"], b.get("target"))]),
    Form(PLAY, "return-to-use", "{player} returns {card} to {text} hand to {ability}[ {target}]",
         "Alice returns I'll Be At Your Heels to her hand to take it back.",
         "Return a card in play to its owner's hand, the return being the cost of what its text then does (or "
         "all it does: taking it back).",
         lambda game, b: [ReturnToUse(b["player"], b["card"], b["ability"], b.get("target"))]),
    Form(PLAY, "check-to-use", "{player} uses {card} to {ability}[ {target}]",
         "Alice uses The One Ring to cancel the strike.",
         "Use a card in play whose cost is its user's corruption check alone (nothing taps): the check is declared "
         "with the ability, may be supported, and resolves first; the effect follows if he is still in play. Or "
         "one that costs nothing, tapped or not, and taps as it resolves if untapped (Radagast's Black Bird).",
         lambda game, b: [CheckToUse(b["player"], b["card"], b["ability"], b.get("target"))]),
    Form(PLAY, "discard", "{player} discards {card}", "Alice discards River.",
         "Discard a card from hand: once in the end-of-turn phase, or to come down to the hand size. Discard a "
         "character from play: while organizing, at a Haven or his home site (once a turn), or to come within "
         "general influence at the end of the organization phase.",
         lambda game, b: [Discard(b["player"], b["card"])]),
    Form(PLAY, "no-effect", "{card} has no effect", "A Lie in Your Eyes has no effect.",
         "The stated outcome of a card whose effect the engine does not compute.",
         lambda game, b: [StateOutcome(_resource_player(game), b["card"])]),
    Form(PLAY, "removes", "{card} removes {name}", "A Lie in Your Eyes removes Legolas.",
         "The stated outcome of a card whose effect the engine does not compute.",
         lambda game, b: [StateOutcome(_resource_player(game), b["card"], b["name"])]),
    Form(PLAY, "defeat", "{company} defeats {attack}", "Fellowship defeats the automatic-attacks.",
         "Combat summarised by its stated outcome.",
         lambda game, b: [DefeatAttack(game.state.get_company(b["company"]).owner, b["company"], b["attack"])]),
)

# the movement/hazard phase: joining companies, the hazard player's choices, draws for movement
FORMS = FORMS + (
    Form(PLAY, "join", "{player} joins {company} with {into:company}", "Alice joins Rangers with Fellowship.",
         "Two companies at the same site become one, keeping the second name: while organizing, or at the end of "
         "all movement/hazard phases (companies at the same non-Haven site join then on their own).",
         lambda game, b: [JoinCompanies(b["player"], b["company"], b["into"])]),
    Form(PLAY, "keep", "{player} keeps {company} at {site}", "Bob keeps Fellowship at Moria.",
         "Companies that must join would break the company composition rules: the hazard player keeps one at the "
         "site, the others return to their sites of origin.",
         lambda game, b: [KeepCompany(b["player"], b["company"], b["site"])]),
    Form(PLAY, "will-draw", "{player} [will ]draw[s] {number} card[s] for {company}'s movement",
         "Alice will draw 1 card for Fellowship's movement.",
         "Before the company's movement/hazard phase begins: the player stops drawing for its movement after that "
         "many cards (at least one when any may be drawn). Unless said, the most allowed are drawn.",
         lambda game, b: [DrawForMovement(b["player"], b["company"], int(b["number"]))]),
    Form(PLAY, "tap-card", "{player} taps {card}", "Bob taps Power Built by Waiting.",
         "Tap a card in play for the one thing it may do when tapped (a hazard permanent-event such as Power Built "
         "by Waiting, in a movement/hazard phase).", lambda game, b: [_use(game, b, "tap card")]),
    Form(PLAY, "untap-card", "{player} untaps {card}", "Bob untaps Power Built by Waiting.",
         "Untap a card in play by what its text allows (Power Built by Waiting: two against the hazard limit).",
         lambda game, b: [_use(game, b, "untap card")]),
    Form(PLAY, "order-effects", "{player} applies {card} before {second:card}", "Bob applies Fell Winter before Morgul Night.",
         "At the start of a movement/hazard phase, before anything is declared, the hazard player orders two ongoing "
         "effects whose result depends on their order; the order holds for the turn.",
         lambda game, b: [OrderEffects(b["player"], b["card"], b["second"])]),
    Form(PLAY, "order-triggered", "{player} declares {first:text}, then {rest:text}",
         "Alice declares Gimli's corruption check (Greed), then Legolas's corruption check (Greed).",
         "Two or more actions of passive conditions must start the next chain: the resource player names each, as "
         "the engine lists them, in the order they are declared (the first declared resolves last). One alone is "
         "declared without it.", _order_triggered),
    Form(PLAY, "done-hazards", "{player} is done playing hazards", "Bob is done playing hazards.",
         "The hazard player says he is done in this movement/hazard phase: no more hazards until the resource player "
         "takes another action.", lambda game, b: [DoneHazards(b["player"])]),
)

def _company_attack(game, b):
    return AttackCompany(game.state.get_company(b["company"]).owner, b["company"], b["target"])


def third_person(rest: str) -> str:
    """'reveal River on-guard' -> 'reveals River on-guard' (the Play form of a cannot/can line)."""
    verb, _, tail = rest.partition(" ")
    low = verb.lower()
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        verb += "es"
    elif low.endswith("y") and low[-2:-1] not in "aeiou":
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return f"{verb} {tail}".strip()


def base_form(sentence: str) -> str:
    """'Alice taps Gimli to ...' -> 'Alice cannot tap Gimli to ...' (how to state a refusal under Expect)."""
    player, _, rest = sentence.partition(" ")
    verb, _, tail = rest.partition(" ")
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        base = verb[:-2]
    elif verb.endswith("ies"):
        base = verb[:-3] + "y"
    else:
        base = verb[:-1] if verb.endswith("s") else verb
    return f"{player} cannot {' '.join(filter(None, (base, tail)))}"
