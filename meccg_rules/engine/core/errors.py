"""Verdicts, reason codes and the error types of the engine.

Every refusal carries a stable reason code, the rule it comes from, and a
sentence a player understands. The short *phrase* of a reason is what a page
author writes after ``cannot ...:`` in an example.

>>> REASONS["taps-character"].phrase
'it directly taps a character'
>>> Verdict.allow().allowed
True
"""
from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from dataclasses import dataclass

ONGUARD = "CRF 22, Site Phase > On-Guard Cards"


@dataclass(frozen=True)
class Reason:
    code: str
    phrase: str
    rule: str


def _reasons(*rows: tuple[str, str, str]) -> dict[str, Reason]:
    return {code: Reason(code, phrase, rule) for code, phrase, rule in rows}


REASONS: dict[str, Reason] = _reasons(
    # on-guard criteria
    ("target-did-not-exist", "its target did not exist during the movement/hazard phase",
     f"{ONGUARD} (rules erratum); CoE 2.V.6, 2.V.6.3"),
    ("no-site-tapping-resource", "no resource that would tap the site has been declared",
     f"{ONGUARD}; CoE 2.V.6"),
    ("does-not-affect-company", "it would not affect the company or its characters this site phase",
     f"{ONGUARD}; CoE 2.V.6"),
    ("only-potential-effect", "it would only matter through an effect not yet declared",
     f"{ONGUARD}; CoE 2.V.6.2"),
    ("returns-to-site-of-origin", "it returns the company to its site of origin", f"{ONGUARD}; CoE 2.V.6 a"),
    ("taps-site", "it taps the company's site", f"{ONGUARD}; CoE 2.V.6 b"),
    ("removes-character", "it may remove a character other than by combat or corruption",
     f"{ONGUARD}; CoE 2.V.6 c"),
    ("company-does-nothing", "it forces the company to do nothing", f"{ONGUARD}; CoE 2.V.6 d"),
    ("taps-character", "it directly taps a character", f"{ONGUARD}; CoE 2.V.6 e"),
    ("creature-needs-automatic-attack", "creatures can only be revealed at a site with an automatic-attack",
     ONGUARD),
    ("creature-window-closed", "creatures can only be revealed before the automatic-attacks are faced",
     "CoE 2.V.6, 2.V.1.1"),
    ("creature-not-keyable-to-site", "the creature cannot be keyed to the site", "CoE 2.V.i"),
    ("revealed-attack-to-face", "the company entered its site and must face the creature revealed on-guard",
     "CoE 2.V.i, 2.V.iv"),
    ("no-creatures-this-turn", "no creatures may be played on the company this turn", "CRF 22, Stealth"),
    ("other-company", "it was placed on another company", f"{ONGUARD}; CoE 2.V.6.5"),
    ("target-outside-company", "its target is not in the company it was placed on", f"{ONGUARD}; CoE 2.V.6.5"),
    ("not-on-guard", "it is not on-guard", f"{ONGUARD}; CoE 2.V.6.6"),
    ("not-in-hand", "the card is not in the player's hand", ONGUARD),
    # chain of effects and timing
    ("no-responses", "no responses are allowed",
     "CoE 9.5.3; CRF 22, Heedless Revelry [CoE 2024]; the older reading: CoE Rulings Digest #207 Q4"),
    ("not-your-priority", "it is the other player's turn to respond", "CoE 9.5"),
    ("waiting-for-roll", "a roll must be made first", "CoE 9.5"),
    ("no-roll-needed", "no roll is needed now", "CoE 9.5"),
    ("no-chain", "there is no chain of effects to pass in", "CoE 9.5"),
    ("target-not-in-play", "the target is not in play", "CRF 22, Targets, Annotation 1; CoE 9.3.2"),
    ("condition-missing", "a card it needs is not in play", "CRF 22, Active Conditions; CoE 9.2"),
    # site phase
    ("character-tapped", "the character is tapped", "CRF 22, Active Conditions, Annotation 5; CoE 9.2.3"),
    ("character-wounded", "the character is wounded", "CRF 22, Rulings by Term > Character; CoE 9.2.3"),
    ("site-tapped", "the site is tapped", "CoE 2.V.1, 2.V.1.1"),
    ("automatic-attacks-not-faced", "the automatic-attacks have not been faced",
     "CRF 22, Site Phase > General; CoE 2.V.1.1"),
    ("not-playable-at-site", "it is not playable at this site", "CoE 2.V.2 to 2.V.4"),
    ("company-does-nothing-now", "the company must do nothing this site phase", "CoE 2.V.6 d"),
    ("wrong-phase", "it cannot be done in this phase", "CoE 2"),
    ("wrong-player", "only the other player can do that", "CoE 9.1.2"),
    ("not-drawing-player", "only the resource player and the hazard player draw and discard",
     "CRF 22, Rulings by Term > Multi-player Games"),
    ("twilight-player", "only the moving player and the hazard player play Twilight",
     "CRF 22, Rulings by Term > Multi-player Games"),
    ("beginning-passed", "the beginning of the phase has passed",
     "CoE 9.6.5; CRF 22, Rulings by Term > Beginning of Phase/Turn"),
    ("not-your-turn", "resources can only be used in your own turn",
     "CoE 2.1.1, 2.1.2, 9.1.3; CRF 22, Rulings by Term > Actions"),
    ("not-a-character", "that is not a character in play", "CoE 9.3"),
    # corruption and influence
    ("no-corruption-check", "no corruption check has been declared on that character", "CoE 7.1.1"),
    ("not-same-company", "the characters are not in the same company", "CoE 7.1.1"),
    # playing hazards
    ("invalid-target", "it cannot be played on that target", "CoE 9.3"),
    ("one-on-guard-per-company", "the company already has an on-guard card", "CoE 2.IV"),
    ("hazard-limit", "the hazard limit has been reached", "CoE 2.IV.iii, 2.IV.iii.1"),
    ("no-attack", "there is no such attack to face", "CoE 2.V.1.1"),
    # movement, creatures and combat
    ("not-keyable", "the creature cannot be keyed to that", "CoE 2.IV.vii.2"),
    ("illegal-movement", "that movement is not legal", "CoE 2.II.7"),
    ("movement-declared", "the company has declared its movement already", "CoE 2.II.7"),
    ("same-movement", "another company makes that same move", "CoE 2.II.7.1"),
    ("not-assigning-strikes", "no strikes are being assigned now", "CoE 3.ii, 3.iii"),
    ("defender-assigns-first", "the defending player assigns strikes first", "CoE 3.ii"),
    ("defender-assigns-untapped", "the defending player assigns strikes only to untapped characters", "CoE 3.ii"),
    ("attacker-assigns-now", "the attacker assigns the remaining strikes", "CoE 3.iii"),
    ("one-strike-each", "the character has a strike of this attack already", "CoE 3.ii.1"),
    ("not-in-company", "the character is not facing this attack", "CoE 3.ii"),
    ("no-strike-sequence", "no strike sequence is under way", "CoE 3.iv"),
    ("strike-under-way", "another strike is being resolved", "CoE 3.iv"),
    ("not-this-strike", "that is not the strike being resolved", "CoE 3.iv"),
    ("no-excess-strike", "no excess strike is left to allocate", "CoE 3.iv.2"),
    ("has-a-strike", "a character facing a strike cannot support another", "CoE 3.iv.4"),
    ("strikes-not-assigned", "not every strike has been assigned yet", "CRF 22, Combat > General; CoE 3.iv"),
    ("cannot-be-attacked", "it may not be attacked", "CRF 22, Rulings by Term > Ally"),
    ("ally-first", "that ally must be assigned a strike first", "CRF 22, Combat > Attack; Noble Hound"),
    ("attack-strikes-assigned", "the attack can no longer be cancelled or changed", "CRF 22, Annotation 13; CoE 3.i"),
    ("attack-not-cancellable", "the attack cannot be cancelled", "CRF 22, Combat > Attack"),
    ("keyed-by-name", "the attack is keyed by name", "CoE 3.i.4"),
    ("strike-already-rolled", "the strike roll has been made", "CRF 22, Annotation 13; CoE 3.iv.5.1"),
    ("only-strike-actions", "only actions that affect the strike may be taken now", "CRF 22, Annotations 17-18"),
    ("only-body-check-actions", "only actions that affect the body check may be taken now",
     "CRF 22, Annotation 19; CoE 3.I.1"),
    ("not-facing-attack", "the character is not in the company facing the attack", "CoE 3.i.3"),
    # company versus company combat
    ("hero-against-hero", "hero companies may not attack each other",
     "CoE 3.V.1.W1, 3.V.1.F1; CRF 22, Company vs. Company Combat"),
    ("same-side", "a company attacks only a company of the other side", "CoE 3.V.1.R1, 3.V.1.B1"),
    ("not-same-site", "the companies are not at the same site", "CoE 3.V.1"),
    ("opponent-engaged", "the player has attacked or influenced the opponent this turn already", "CoE 3.V.1"),
    ("combat-under-way", "an attack or a chain of effects must finish first", "CoE 3.V.1"),
    ("attacker-assigns-untapped", "the attacker assigns only the strikes of his untapped characters",
     "CoE 3.V; CRF 22, Company vs. Company Combat"),
    ("no-hazards-in-company-combat", "no hazards may be played during company versus company combat", "CoE 3.V.2"),
    ("not-in-company-combat", "it cannot be used in company versus company combat",
     "CRF 22, Company vs. Company Combat"),
    ("not-home-site", "that is not the character's home site", "CoE 2.V.ii.5"),
    ("chain-open", "a chain of effects must resolve first", "CoE 9.5"),
    ("waiting-for-transfer", "the eliminated character's items must be placed first", "CRF 22, Annotation 22"),
    ("no-items-to-transfer", "no eliminated character's items are waiting", "CRF 22, Annotation 22"),
    ("taker-wounded", "a wounded character cannot take the items", "CRF 22, Annotation 22; CoE 3.I.2"),
    ("one-item-each", "each unwounded character may take one item", "CRF 22, Annotation 22; CoE 3.I.2"),
    ("unknown-outcome", "that outcome is not one this card can have", "CoE 9.4"),
    ("waiting-for-outcome", "the outcome of a card must be stated first", "CoE 9.5"),
    ("cannot-be-duplicated", "it cannot be duplicated on that target",
     "CRF 22, Rulings by Term > Cannot be Duplicated, Annotation 11; CoE 5.1.4, g.cbd.1"),
    ("removal-attempted", "an attempt to remove it was made this turn",
     "CoE 7.3, 7.3.1; CRF 22, Rulings by Term > Corruption"),
    ("one-corruption-card", "a corruption card was played on that character this turn already", "CoE 7.2.1"),
    ("waiting-for-discard", "a card must be discarded first", "CoE 2.IV.viii, 2.VI.ii"),
    ("phase-done", "that company has had this phase this turn", "CoE 2.IV, 2.V"),
    ("between-movement-hazard-phases", "no resources may be played between movement/hazard phases",
     "CRF 22, Movement/Hazard Phase > General, Annotation 25a"),
    ("attack-under-way", "no return to the site of origin during an attack",
     "CRF 22, Movement/Hazard Phase > Movement > Returning to Site of Origin"),
    ("same-company", "they are one company already", "CoE 2.II.3.5"),
    ("no-choice-needed", "no such choice is waiting", "CoE 2.IV.6.1"),
    ("waiting-for-choice", "a player must make a choice first", "CoE 2.IV.6.1"),
    ("must-draw", "at least one card must be drawn for the movement", "CoE 2.IV.v"),
    ("too-many-draws", "the movement allows fewer cards", "CoE 2.IV.v; CRF 22, Movement/Hazard Phase > General"),
    ("hazards-done", "the hazard player is done playing hazards", "CoE 2.IV.viii.1; CRF 22, Playing Hazards"),
    ("card-tapped", "the card is tapped", "CoE 9.2"),
    ("may-not-untap", "the character may not untap", "CRF 22, Rulings by Term > May not Untap"),
    ("not-at-site", "the character is not at that site", "CRF 22, Rulings by Term > Site"),
    ("no-effect", "it would have no effect", "CoE 5.1.2; CRF 22, Rulings by Term > Playing a Card"),
    ("dragon-defeated", "a manifestation of that Dragon was defeated",
     "CoE g.man.3; CRF 22, Removed from the Game & Removed from Play (rules erratum)"),
    ("card-untapped", "the card is not tapped", "CoE 9.2"),
    ("order-fixed", "the order of ongoing effects is fixed for this turn", "CRF 22, Annotation 26; CoE 2.IV.iv"),
    ("order-independent", "their order does not change what they do", "CRF 22, Annotation 26"),
    ("waiting-for-order", "the resource player must first order the triggered actions",
     "CRF 22, Passive Conditions, Annotation 10; CoE 9.6.1"),
    ("no-order-needed", "no triggered actions are waiting for their order",
     "CRF 22, Passive Conditions, Annotation 10; CoE 9.6.1"),
    ("not-agent-home-site", "an agent hazard comes into play at one of its home sites", "CoE 2.IV.vii.1"),
    ("agent-not-at-site", "the agent is not at the company's site", "CoE 2.V.iii"),
    ("agent-attacked", "an agent hazard attacks only once per site phase",
     "CRF 22, Rulings by Term > Agent; CoE 2.V.iii.1"),
    ("agent-is-a-hazard", "an agent is a hazard card for this player, not a character", "CoE 1.3.W2, 1.3.B2"),
    ("agent-character-home-site", "an agent played as a character comes into play only at one of its home sites",
     "CRF 22, Rulings by Term > Agent; CoE 2.II.2.2.5"),
    ("agent-not-in-play", "it is not an agent hazard in play", "CoE 2.IV.vii.1"),
    ("agent-attack-too-late", "an agent's attack is declared right after the automatic-attacks", "CoE 2.V.iii"),
    ("agent-waits", "an attack or a chain of effects is under way", "CoE 2.V.iii, 2.V.iv"),
    ("automatic-attacks-first", "the company has not faced its automatic-attacks yet", "CoE 2.V.iii"),
    ("agent-new", "the agent was not in play when the turn began", "CoE 4.1"),
    ("agent-acted", "the agent has taken its agent action this turn", "CoE 4.1"),
    ("agent-not-wounded", "the agent is not wounded", "CoE 4.1"),
    ("agent-wounded", "a wounded agent does not move", "CoE 4.1"),
    ("agent-face-down", "the agent is face-down already", "CoE 4.1"),
    ("agent-revealed", "the agent is face-up already", "CoE 4.2"),
    ("agent-movement", "the agent is at that site already", "CoE 4.1"),
    ("agent-cannot-influence", "no effect lets the agent make an influence attempt", "CoE 8.5"),
    ("agent-not-home", "the site is not one of the agent's home sites", "CoE 4.1"),
    ("agent-under-deeps", "an agent does not move to an Under-deeps site", "CoE 4.1"),
    ("agent-not-adjacent", "the site is neither in the agent's region nor in an adjacent one", "CoE 4.1, 4.R1, 4.B2"),
    ("agent-hero-haven", "an agent does not move to a Wizard player's Haven",
     "CRF 22, Rulings by Term > Agent; CoE 4.4"),
    ("agent-wizardhaven", "only an Elf agent moves to a Wizardhaven in play", "CRF 22, Rulings by Term > Agent; CoE 4.4"),
    ("must-start-chain", "it can only be declared to start a new chain of effects",
     "CRF 22, Corruption (rules erratum); CoE 7.2.2; CoE 3.1.1"),
    # organization: characters, influence, companies, storing (CoE 2.II)
    ("organizing-over", "the companies have been organized this turn already", "CoE 2.II.1"),
    ("one-character-per-turn", "a character has been played or discarded this turn already", "CoE 2.II.2"),
    ("unique-in-play", "that unique card is in play, stored or eliminated already",
     "CoE 2 (unique cards); CRF 22, Stored Cards; Removed from Play"),
    ("not-haven-or-home-site", "a character is played or discarded only at a Haven or his home site",
     "CoE 2.II.2.1.W1, 2.II.2.2, 2.II.2.4"),
    ("avatar-revealed", "an avatar has been revealed already", "CoE 2.II.2.1.1, 2.2"),
    ("avatar-site", "with the avatar in play a character is played at his site or as a follower", "CoE 2.II.2.2"),
    ("avatar-not-follower", "an avatar needs no influence", "CoE 2.II.2.2.1, 2.II.3.2; CoE Glossary, avatar"),
    ("avatar-not-discarded", "an avatar cannot be discarded while organizing", "CoE 2.II.2.4"),
    ("site-not-available", "the site is not available in the location deck", "CoE 2.II.2.3"),
    ("not-enough-direct-influence", "the controlling character has not enough direct influence left",
     "CoE 2.II.2.2.1, 2.II.3.2; CRF 22, Followers [CoE 2002]"),
    ("controller-is-follower", "only a character who is not a follower controls followers",
     "CoE 2.II.2.2.1, 2.II.3.2"),
    ("has-followers", "a character with followers cannot become a follower", "CoE 2.II.3.2"),
    ("already-controlled", "the character is controlled that way already", "CoE 2.II.3.2, 2.II.3.3"),
    ("general-influence-exceeded", "general influence has not enough room", "CoE 2.II.3.3"),
    ("follower-moves-with-controller", "a follower goes where his controller goes", "CoE 2.II.3.4"),
    ("in-that-company", "the character is in that company already", "CoE 2.II.3.4"),
    ("not-at-same-site", "they are not at the same site",
     "CoE 2.II.3.4, 2.II.3.5, 2.II.5, 2.IV.6; CRF 22, Storing and Transferring Items [CoE 2023]"),
    ("company-composition", "the company would break the company composition rules", "CoE 2.II.3.1, 2.IV.6.1"),
    ("split-this-turn", "companies split this turn cannot join again this organization phase",
     "CoE 2.II.3.6; CRF 22, Organizing Companies"),
    ("controller-other-company", "the controlling character is in another company", "CoE 2.II.2.2.1, 2.II.3.2"),
    ("split-from-one-company", "a new company is split from one company", "CoE 2.II.3.6"),
    ("split-leaves-nobody", "a split must leave characters in the company", "CoE 2.II.3.6"),
    ("split-must-move", "all but one of the companies split this turn must declare movement",
     "CoE 2.II.3.6; CRF 22, Organizing Companies"),
    ("over-general-influence", "characters beyond general influence must be discarded first", "CoE 2.II.8"),
    ("not-an-item-borne", "that is not an item borne by a character", "CoE 2.II.4, 2.II.5"),
    ("not-at-haven", "items are stored at a Haven", "CoE 2.II.4"),
    ("hands-reset", "the hands have been reset already", "CoE 2.VI.i-ii"),
    # influence attempts against the other player's cards (CoE 8)
    ("first-turn", "not in a player's first turn", "CoE 8.1"),
    ("one-attempt-a-turn", "one influence attempt against the other player's cards a turn",
     "CoE 8.1; CRF 22, Site Phase > Influence Attempts"),
    ("against-avatar", "nothing is influenced away from an avatar", "CoE 8.1; CRF 22, Site Phase > Influence Attempts"),
    ("avatar-played-this-turn", "an avatar played this turn does not make the attempt", "CoE 8.1"),
    ("item-has-event", "a permanent-event is on the item", "CoE 8.1"),
    ("not-identical", "an identical card must be revealed from hand", "CoE 8.1, 8.2"),
    # players' alignments (alignments.py)
    ("revealed-alignment", "the revealed card must match the alignment of the site", "CoE 8.F2"),
    ("not-against-ringwraith", "it cannot be played against a Ringwraith player", "CoE 1.8.1"),
    ("not-against-balrog", "it cannot be played against a Balrog player", "CoE 1.8.2"),
    ("no-starter-movement", "Fallen-wizard and Balrog players do not use starter movement",
     "CoE 2.II.7.i.F1, B1; CRF 22, Rulings by Term > Fallen-wizard"),
    ("gorgoroth-starter-movement", "a Wizard player does not use starter movement to or from a site in Gorgoroth",
     "CoE 2.II.7.i.W1; CRF 22, Tournament Rulings > Movement"),
    ("gorgoroth-through-imlad-morgul", "to or from Gorgoroth, a Wizard's or Fallen-wizard's company crosses Imlad "
     "Morgul only by starting or stopping there",
     "CoE 2.II.7.ii.W1, F1; CRF 22, Tournament Rulings > Movement"),
    ("one-site-version", "another version of that site is in play or in the discard pile",
     "CoE 2.II.7.F2; CRF 22, Rulings by Term > Fallen-wizard"),
    ("ringwraith-movement", "a Ringwraith's company moves by starter or Under-deeps movement, and to a non-Darkhaven "
     "site only from a Darkhaven",
     "CoE 2.II.7.R1; CRF 22, Rulings by Term > Ringwraith"),
    ("mind-over-five", "a Fallen-wizard player does not play characters of mind over five",
     "CoE 2.II.2.2.F1; CRF 22, Rulings by Term > Fallen-wizard"),
    # the sideboard (sideboard.py)
    ("no-avatar-in-play", "the resource player's avatar is not in play", "CoE 2.I.2; CRF 22, Rulings by Term > Sideboard"),
    ("sideboard-once", "the sideboard is reached this way once a turn", "CoE 2.I.2"),
    ("sideboard-hazards-only", "only hazards come from the sideboard this way", "CoE 2.I.2, 2.IV.vii.5"),
    ("sideboard-too-many", "up to five hazards go to the discard pile", "CoE 2.I.2, 2.IV.vii.5"),
    ("deck-too-small", "the play deck holds fewer than five cards", "CoE 2.I.2, 2.IV.vii.5"),
    ("not-nazgul-event", "that is not a Nazgûl permanent-event in play", "CoE 2.IV.vii.5"),
    ("balrog-site", "only a Balrog player uses a Balrog site for more than hazards", "CoE 1.4.1"),
    # automatic-attacks that reveal a creature (revealed_automatic_attacks.py)
    ("no-revealed-attack", "the site has no automatic-attack left that reveals a creature",
     "CoE 2.V.ii; CRF 22, Rulings by Term > Under-deeps"),
    ("automatic-attacks-begun", "the company has begun facing its automatic-attacks", "CoE 2.V.ii"),
    # combat summarised by its stated outcome (site_phase/defeats.py)
    ("after-automatic-attacks", "an on-guard creature attacks after the automatic-attacks", "CoE 2.V.i, 2.V.iv"),
    ("attack-being-fought", "an attack is already being fought", "CoE 3; CoE 2.V.iv"),
    ("revealed-attack-unique", "the site allows a non-unique creature", "CoE 2.V.ii"),
    ("not-normally-keyed", "the creature is not normally keyed to what the site names",
     "CRF 22, Rulings by Term > Normal"),
    ("site-of-other-alignment", "a hero event does not target a minion site, nor a minion event a hero site",
     "CRF 22, Rulings by Term > Site"),
    # the end of the game
    ("cannot-call", "the conditions for calling the end of the game are not met",
     "CoE 10.2; CRF 22, End-of-Game"),
    ("game-ending", "the end of the game has been called already", "CoE 10.2"),
    ("council-actions", "only actions that affect the corruption checks may be taken at the Free Council",
     "CoE 10.3.i; CRF 22, End-of-Game"),
    ("already-checked", "the character has made his Free Council corruption check", "CoE 10.3.i"),
    ("game-over", "the game is over", "CoE 10.3.vii"),
    # burglary attempts (Burglary; CRF 22, Rulings by Term > Burglary Attempts)
    ("burglary-instead", "a burglary attempt is made instead of facing the automatic-attacks", "Burglary (TD-103)"),
    ("no-burglary", "no successful burglary attempt allows that item", "Burglary (TD-103)"),
    ("burglar-alone", "only the burglar faces this attack", "CRF 22, Rulings by Term > Burglary Attempts"),
    # trophies (CoE 3.IV; CRF 22, Rulings by Term > Trophies)
    ("character-trophy", "characters are never taken as trophies", "CoE 3.IV.1.2; CRF 22, Rulings by Term > Trophies"),
    ("no-trophy-offered", "it is not a creature the company has just defeated", "CoE 3.IV.1"),
    ("trophy-keeper", "only an Orc or Troll character that faced one of its strikes keeps it", "CoE 3.IV.1, 3.IV.1.1"),
    ("trophy-kept", "a trophy is neither transferred nor stored", "CoE 3.IV.1"),
    ("not-stolen-item", "it is not an item the thief's strike may take", "the thief's text; CoE 3.IV.1"),
    # the start of the game (CoE 1.9-1.13)
    ("before-first-turn", "the game has not begun", "CoE 1.9-1.13"),
    ("not-in-pool", "the card is not in the player's pool", "CoE 1.7, 1.9"),
    ("draft-characters-only", "only characters are drafted", "CoE 1.9"),
    ("stopped-drafting", "the player has stopped drafting", "CoE 1.9"),
    ("chosen-this-round", "the player has chosen a character this round", "CoE 1.9"),
    ("five-starting-characters", "the starting company has five characters", "CoE 1.9"),
    ("starting-mind", "the starting company's mind would be over 20",
     "CoE 1.9; CRF 22, Beginning of the Game"),
    ("starting-minor-items", "up to two minor items go with two different starting characters", "CoE 1.9"),
    ("not-starting-character", "the character is not in the starting company", "CoE 1.9"),
    ("pool-characters-only", "only characters from the pool may go into the play deck",
     "CoE 1.9; CRF 22, Beginning of the Game"),
    ("ten-deck-characters", "the play deck would hold more than ten characters",
     "CoE 1.5, 1.9; CRF 22, Beginning of the Game"),
    ("rolled-to-go-first", "the player has rolled for the first turn", "CoE 1.13"),
    # deck construction (CoE 1.3-1.8: deck_construction.py); "Alice's deck is not legal: <phrase>."
    ("deck-resources", "the play deck does not hold 30 to 50 resources", "CoE 1.5"),
    ("deck-hazards", "the play deck does not hold as many hazards as resources", "CoE 1.5, 1.3.3"),
    ("deck-creatures", "the play deck holds fewer than 12 creatures", "CoE 1.5.1"),
    ("deck-characters", "the play deck holds more than ten non-avatar characters",
     "CoE 1.5, 1.3.R2, 1.3.F4; CRF 22, Rulings by Term > Agent"),
    ("deck-avatars", "the play deck holds more than three avatars", "CoE 1.5"),
    ("three-different-avatars", "the play deck holds three different avatars",
     "CoE 1.5; CRF 22, Rulings by Term > Wizard, MELE vs. METW"),
    ("three-ringwraiths", "a third Ringwraith needs an opponent whose play deck holds three Wizards",
     "CRF 22, Rulings by Term > MELE vs. METW"),
    ("unique-copies", "the deck holds two copies of a unique card", "CoE 1.3.1"),
    ("unique-item-versions", "the deck holds the hero and the minion version of a unique item",
     "CoE 1.3.1; CRF 22, Rulings by Term > MELE vs. METW"),
    ("unique-manifestations", "the deck holds two manifestations of one unique resource",
     "CoE 1.3.1; CRF 22, Rulings by Term > Manifestations"),
    ("card-copies", "the deck holds more than three copies of a card", "CoE 1.3.1"),
    ("fallen-wizard-copies", "a Fallen-wizard's deck holds more than two copies of a card", "CoE 1.3.F1"),
    ("avatar-copies", "the deck holds more than three copies of one avatar",
     "CRF 22, Rulings by Term > Sideboard"),
    ("duplicated-avatars", "more than one avatar has several copies in the play deck and sideboard",
     "CoE 1.6.2; CRF 22, Rulings by Term > Ringwraith, Sideboard"),
    ("agent-mind", "the agents' mind comes to more than 36", "CoE 1.3.2; CRF 22, Rulings by Term > Agent"),
    ("sideboard-size", "the sideboard holds more cards than the game's length allows",
     "CoE 1.6.1; CRF 22, Rulings by Term > Sideboard"),
    ("no-fallen-wizard-declared", "a Fallen-wizard player has not declared which Fallen-wizard he is",
     "CoE 1.8.F1; CRF 22, Rulings by Term > Fallen-wizard"),
    ("declared-fallen-wizard-missing", "the declared Fallen-wizard is not in the deck",
     "CoE 1.8.F1; CRF 22, Rulings by Term > Fallen-wizard"),
    # input problems: check() reports them, apply() raises InputError; they are never a rule's verdict
    ("unknown-name", "no card, character, company or player has that name", "input"),
    ("ambiguous-name", "the name fits more than one card", "input"),
    ("malformed", "the action does not make sense as written", "input"),
    ("not-modelled", "the engine does not model this yet", "input"),
    ("choice-needed", "a choice the action needs was not given", "CRF 22, Timing, Annotation 27; CoE 9.1.4"),
)
INPUT_CODES = ("unknown-name", "ambiguous-name", "malformed", "not-modelled", "choice-needed")


def a(word: str) -> str:
    """'an ally', 'a site': the word with its indefinite article."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def nearest(word: str, choices: Iterable[str], n: int = 1) -> list[str]:
    """The nearest spellings of ``word`` among ``choices`` (case-insensitive)."""
    folded = {c.casefold(): c for c in choices}
    return [folded[m] for m in difflib.get_close_matches(word.casefold(), list(folded), n=n, cutoff=0.5)]


@dataclass(frozen=True)
class Verdict:
    """The answer of ``Game.check``: allowed, or refused with a reason."""

    allowed: bool
    code: str | None = None
    rule: str | None = None
    sentence: str = ""

    @classmethod
    def allow(cls) -> "Verdict":
        return ALLOWED

    @classmethod
    def refuse(cls, code: str, sentence: str, rule: str | None = None) -> "Verdict":
        """A refusal with its reason code; ``rule`` cites the rule that applies here when a reason serves several."""
        return cls(False, code, rule or REASONS[code].rule, sentence)

    def __bool__(self) -> bool:
        return self.allowed

    def __str__(self) -> str:
        if self.allowed:
            return "allowed"
        return f"{self.sentence} [{self.code}; {self.rule}]"


ALLOWED = Verdict(True)  # frozen, so one object serves every "allowed" (the hottest checks name it directly)


class MeccgError(Exception):
    """Base of every error the engine raises on purpose."""


class InputError(MeccgError):
    """Malformed or unknown input: a name nobody knows, an action that makes no sense."""

    code = "malformed"


class UnknownNameError(InputError):
    """An unknown card, character, site, company or player; carries the nearest spelling."""

    code = "unknown-name"

    def __init__(self, kind: str, name: str, suggestions: list[str] | Callable[[], list[str]]) -> None:
        """``suggestions`` may be a function, called when they are first read (a search among every card name
        takes a while, and the message of an example skipped on purpose is seldom read)."""
        self.kind, self.name, self._suggestions = kind, name, suggestions
        super().__init__(kind, name)

    @property
    def suggestions(self) -> list[str]:
        if callable(self._suggestions):
            self._suggestions = self._suggestions()
        return self._suggestions

    def __str__(self) -> str:
        hint = f"; did you mean {self.suggestions[0]!r}?" if self.suggestions else ""
        return f"unknown {self.kind} {self.name!r}{hint}"


class IllegalActionError(MeccgError):
    """``apply`` was given an action the rules forbid now; the state is unchanged."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(str(verdict))


class ChoiceNeededError(InputError):
    """The action needs a choice (a mode, a target) that was not given."""

    code = "choice-needed"


class AmbiguousNameError(InputError):
    """A name that fits several cards of the game (two copies); carries the ways to say which."""

    code = "ambiguous-name"

    def __init__(self, kind: str, name: str, choices: list[str]) -> None:
        self.kind, self.name, self.choices = kind, name, choices
        super().__init__(f"{name!r} could be {' or '.join(repr(c) for c in choices)}; say which")


class NotModelledError(InputError):
    """A concept the engine does not model yet: said so, never a spelling match to an unrelated card."""

    code = "not-modelled"


class DataError(MeccgError):
    """A mistake in the engine's data files, at file:line."""

    def __init__(self, path: str, line: int, message: str) -> None:
        self.path, self.line, self.message = path, line, message
        super().__init__(f"{path}:{line}: {message}")
