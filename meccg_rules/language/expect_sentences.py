"""The Expect sentences: each form with its pattern, sample, meaning and handler, in one place.

A handler receives the game, the binding and the step, and returns ``(holds,
what is actually the case)``. ``cannot`` and ``can`` hold a Play sentence (its
verb in the base form), parsed into ``b["play"]`` when the block is read.
"""
from __future__ import annotations

import difflib

from ..engine.organization import card_sites, control
from ..engine.end_of_game import free_council as end_game, scoring, weakest_link
from ..engine.core.cards import fold
from ..engine.core.errors import INPUT_CODES, REASONS
from ..engine.hazards.hazard_limit import hazard_limit
from ..engine.organization.movement import whereabouts
from ..engine.primitives.positions import position
from ..engine.core.state import (
    CHAIN,
    DISCARD,
    HAND,
    IN_PLAY,
    LOCATION_DECK,
    MP_PILE,
    OFF_TO_THE_SIDE,
    ON_GUARD,
    OUT_OF_PLAY,
    PLAY_DECK,
    REMOVED,
)
from .forms import Form, SentenceError

EXPECT = "Expect"


def where(state, inst) -> str:
    """Where a card is, in words."""
    if inst.zone == IN_PLAY:
        if inst.attached_to:
            return f"in play on {state._name(inst.attached_to)}"
        return f"in play in {inst.company}" if inst.company else "in play"
    if inst.zone == ON_GUARD:
        return f"on-guard on {inst.attached_to}"
    if inst.zone == OFF_TO_THE_SIDE:
        return f"off to the side with {state._name(inst.attached_to or '')}"
    if inst.zone == OUT_OF_PLAY:
        return f"eliminated ({inst.controller}'s out-of-play pile)" if inst.eliminated else \
            f"in {inst.controller}'s out-of-play pile"
    if inst.zone == CHAIN:
        return "in the chain of effects"
    if inst.zone == REMOVED:
        return "removed from the game"
    if inst.zone == DISCARD:
        return f"discarded ({inst.controller}'s discard pile)"
    return f"in {inst.controller}'s {inst.zone}"


def _card(game, b):
    return game.state.find(b.get("name") or b.get("card"))


def _at(game, b, zone: str, owner_key: str | None = None):
    inst = _card(game, b)
    ok = inst.zone == zone and (owner_key is None or inst.controller == b[owner_key])
    return ok, f"{game.state.label(inst)} is {where(game.state, inst)}"


def _shuffled(game, b, holds: bool):
    """Was the play deck shuffled since the set-up listed it? A deck the set-up did not list has no order the example
    knew, so neither sentence holds for it."""
    player = b["player"]
    if player not in game.state.listed_decks:
        return False, f"{player}'s play deck was not listed by the set-up: the example never knew its order"
    known = player in game.state.described_decks
    return (not known) == holds, (f"{player}'s play deck is in the order the example gave it" if known else
                                  f"{player}'s play deck has been shuffled: its order is not known")


def _not(result):
    ok, actual = result
    return not ok, actual


def _has(game, b):
    s = game.state
    inst, holder = s.find(b["card"]), s.find(b["character"])
    return inst.zone == IN_PLAY and inst.attached_to == holder.id, f"{s.label(inst)} is {where(s, inst)}"


def _position(game, b, want: str, holds: bool = True):
    """Untapped, tapped or wounded: a wounded card is neither of the other two (CRF 22, Character)."""
    s = game.state
    inst = _card(game, b)
    if inst.zone == LOCATION_DECK:  # a site waiting in the location deck comes back untapped
        return ("untapped" == want) == holds, f"{s.label(inst)} is {where(s, inst)}, untapped"
    if inst.zone != IN_PLAY:
        return False, f"{s.label(inst)} is {where(s, inst)}"
    actual = position(inst)
    return (actual == want) == holds, f"{s.label(inst)} is {actual}"


def _wounded(game, b, want: bool):
    s = game.state
    inst = _card(game, b)
    return inst.zone == IN_PLAY and inst.wounded == want, \
        f"{s.label(inst)} is {'wounded' if inst.wounded else 'not wounded'} ({where(s, inst)})"


def _inverted(game, b, want: bool):
    s = game.state
    inst = _card(game, b)
    return inst.zone == IN_PLAY and inst.inverted == want, \
        f"{s.label(inst)} is {'inverted' if inst.inverted else 'not inverted'} ({where(s, inst)})"


def _on(game, b):
    s = game.state
    inst = _card(game, b)
    holder = b["holder"].strip()
    target = s.get_company(holder).id if fold(holder) in {fold(c) for c in s.companies} else s.find(holder).id
    return inst.zone == IN_PLAY and inst.attached_to == target, f"{s.label(inst)} is {where(s, inst)}"


def _aside(game, b):
    s = game.state
    inst, host = _card(game, b), s.find(b["holder"])
    return inst.zone == OFF_TO_THE_SIDE and inst.attached_to == host.id, f"{s.label(inst)} is {where(s, inst)}"


def _eliminated(game, b):
    inst = _card(game, b)
    return inst.zone == OUT_OF_PLAY and inst.eliminated, f"{game.state.label(inst)} is {where(game.state, inst)}"


def _must_roll(game, b):
    r = game.state.pending_roll
    ok = r is not None and r.player == b["player"] and _purpose(r.purpose) == _purpose(b["purpose"])
    return ok, f"waiting for {r.player}'s roll for {r.purpose}" if r else "no roll is awaited"


def _purpose(text: str) -> str:
    return fold(text).removeprefix("the ")


def _phase(game, b):
    s = game.state
    word = b["phase"].strip().lower()
    company = s.get_company(b["company"]).id if b.get("company") else None
    now = f"the {s.phase} phase" + (f" of {s.active_company}" if s.active_company else "")
    return s.phase == word and (company is None or s.active_company == company), f"it is {now}"


def _role(game, b):
    s = game.state
    role = b["role"].strip().lower()
    actual = s.resource_player if role == "resource" else s.hazard_player
    return actual == b["player"], f"{actual} is the {role} player"


def _hazard_limit(game, b):
    s = game.state
    company = s.get_company(b["company"])
    limit = hazard_limit(s, company.id)
    return limit == int(b["number"]), f"the hazard limit of {company.id} is {limit}"


def _hand_size(game, b):
    size = len(game.state.hand(b["player"]))
    return size == int(b["number"]), f"{b['player']} holds {size} card{'s' if size != 1 else ''}"


def _chain_empty(game, b):
    s = game.state
    return not s.chains, "the chain of effects holds: " + "; ".join(c.describe(s) for c in s.chains)


def _facing(game, b):
    s = game.state
    company = s.get_company(b["company"])
    combat = s.combat
    if combat is None or combat.attack.company != company.id:
        return False, f"{company.id} is facing no attack"
    from ..engine.combat.several_attacks import ordinal   # "Slayer's second attack": one of a creature's attacks
    named = ordinal(combat.attack)
    return fold(b["attack_name"]) in (fold(combat.attack.label), fold(named)), f"{company.id} is facing {named}"


def _facing_any(game, b, wanted: bool):
    s = game.state
    company = s.get_company(b["company"])
    facing = s.combat is not None and s.combat.attack.company == company.id
    return facing == wanted, f"{company.id} is {'facing ' + s.combat.attack.label if facing else 'facing no attack'}"


def _facing_strike(game, b):
    from ..engine.combat.company_combat import of_strike
    s = game.state
    character = s.find(b["character"], "character")
    strikes = s.combat.strikes if s.combat is not None else []
    facing = any(character.id in of_strike(st) and st.result in ("", "rolling") for st in strikes)
    return facing, f"{s.label(character)} is {'' if facing else 'not '}facing a strike"


def _attack_strikes(game, b):
    from ..engine.combat import attacks
    s = game.state
    if s.combat is None:
        return False, "no attack is being faced"
    found = attacks.strikes(s, s.combat.attack)
    return found == int(b["strikes"]), f"{s.combat.attack.label} has {found} strike{'s' if found != 1 else ''}"


def _attack_values(game, b):
    from ..engine.combat import attacks
    s = game.state
    if s.combat is None:
        return False, "no attack is being faced"
    attack = s.combat.attack
    found = (attacks.strikes(s, attack), attacks.prowess(s, attack))
    return found == (int(b["strikes"]), int(b["prowess"])), \
        f"{attack.label} has {found[0]} strike{'s' if found[0] != 1 else ''} at {found[1]} prowess"


def _faced_auto(game, b):
    company = game.state.get_company(b["company"])
    return company.automatic_attacks_faced, f"{company.id} has {'' if company.automatic_attacks_faced else 'not '}" \
        "faced the automatic-attacks"


def _turn(game, b):
    return game.state.turn.number == int(b["number"]), f"it is turn {game.state.turn.number}"


def _in_company(game, b):
    s = game.state
    inst, company = s.find(b["character"], "character"), s.get_company(b["company"])
    return inst.zone == IN_PLAY and inst.company == company.id, f"{s.label(inst)} is {where(s, inst)}"


def _control(game, b, want: str):
    s = game.state
    inst = s.find(b["character"], "character")
    if inst.zone != IN_PLAY or not inst.card.is_character:
        return False, f"{s.label(inst)} is {where(s, inst)}"
    if inst.follower_of:
        actual = f"a follower of {s._name(inst.follower_of)}"
    elif inst.uncontrolled:
        actual = "under no one's influence"
    else:
        actual = "an avatar: he needs no influence" if control.is_avatar(inst) else "under general influence"
    if want == "follower":
        return inst.follower_of == s.find(b["controller"], "character").id, f"{s.label(inst)} is {actual}"
    return actual == want, f"{s.label(inst)} is {actual}"


def _unused_general(game, b):
    found = control.unused_general_influence(game.state, b["player"])
    return found == int(b["number"]), f"{b['player']}'s unused general influence is {found}"


def _unused_direct(game, b):
    s = game.state
    inst = s.find(b["character"], "character")
    found = control.unused_direct_influence(s, inst.id)
    return found == int(b["number"]), f"{s.label(inst)}'s unused direct influence is {found}"


def _category(b) -> str:
    word = b["category"].strip().lower()
    word = {"misc": "miscellaneous", "characters": "character", "items": "item"}.get(word, word)
    if word not in scoring.CATEGORIES:
        raise SentenceError(f"unknown kind of marshalling points {b['category']!r}",
                            f"The kinds are: {', '.join(scoring.CATEGORIES)}.")
    return word


def _points(game, b):
    word = _category(b)
    found = scoring.tally(game.state, b["player"])[word]
    return found == int(b["number"]), f"{b['player']} has {found} {word} point{'' if found == 1 else 's'}"


def _total(game, b):
    found = scoring.current_total(game.state, b["player"])
    return found == int(b["number"]), f"{b['player']} has {found} marshalling points"


def _final_points(game, b):
    word = _category(b)
    found = scoring.final(game.state)[b["player"]].counted[word]
    return found == int(b["number"]), f"{b['player']}'s final {word} points are {found}"


def _final_total(game, b):
    found = scoring.final(game.state)[b["player"]].total
    return found == int(b["number"]), f"{b['player']}'s final total is {found} marshalling points"


def _result(game, want: str):
    s = game.state
    return s.ending.result == want, end_game.result_text(s)


def _tournament_points(game, b):
    points = weakest_link.tournament_points(game.state, b["player"])
    return points == int(b["number"]), f"{b['player']} scores {points} tournament points"


def _council(game, b):
    s = game.state
    return s.phase == end_game.COUNCIL, f"it is the {s.phase} phase"


def _between_sites(game, b):
    s = game.state
    company = s.get_company(b["company"])
    return company.en_route, whereabouts(s, company)


def _site_path(game, b):
    """The regions, in order, of the site path of the company's region movement (or of the site path a card used
    as a site gives, whose regions are named: Morannon's)."""
    company = game.state.get_company(b["company"])
    path = company.site_path
    said = ", ".join(str(r.name or r.type) for r in path) or "none"
    return company.movement in ("region", card_sites.MOVEMENT) and [r.name for r in path] == list(b["regions"]), (
        f"{company.id}'s site path: {said}" + (f" ({company.movement} movement)" if company.movement else ""))


def _at_site(game, b):
    s = game.state
    company = s.get_company(b["company"])
    site = s.find(b["site"], "site")
    return not company.en_route and company.site == site.id, whereabouts(s, company)


def _companies_of(game, names):
    s = game.state
    found = []
    for name in names:
        inst = s.find(name, "character")
        found.append((s.label(inst), inst.company if inst.zone == IN_PLAY else None))
    return found


def _same_company(game, b):
    found = _companies_of(game, b["characters"])
    shown = "; ".join(f"{name} is in {company}" if company else f"{name} is not in play" for name, company in found)
    return len({company for _, company in found}) == 1 and found[0][1] is not None, shown


def _in_company(game, b):
    s = game.state
    company = s.get_company(b["company"])
    (name, actual), = _companies_of(game, [b["character"]])
    return actual == company.id, f"{name} is in {actual}" if actual else f"{name} is not in play"


def _verdict(game, b):
    play = b["play"]
    actions = play.form.handler(game, play.binding)
    verdict = game.check(actions[0])
    if verdict.code in INPUT_CODES:
        raise SentenceError(verdict.sentence)
    return verdict


def _cannot(game, b, step):
    verdict = _verdict(game, b)
    reason = reason_for(b["reason"])
    if reason is None:
        def advice() -> tuple[str, None]:
            close = difflib.get_close_matches(b["reason"], [r.phrase for r in REASONS.values()], n=3, cutoff=0)
            return "Did you mean " + " or ".join(repr(c) for c in close) + "? The Writing examples page lists " \
                "every reason.", None
        raise SentenceError(f"unknown reason {b['reason']!r}", later=advice)
    if verdict.allowed:
        return False, "the engine allows it"
    if verdict.code != reason.code:
        return False, f"refused for another reason: {REASONS[verdict.code].phrase} ({verdict.sentence})"
    return True, ""


def _can(game, b, step):
    verdict = _verdict(game, b)
    return verdict.allowed, f"refused: {verdict.sentence} [{verdict.code}]"


FORMS = (
    Form(EXPECT, "cannot", "{player} cannot {rest}: {reason}",
         "Bob cannot reveal River on-guard: it forces the company to do nothing.",
         "The engine refuses the action, for exactly that reason (its phrase or its code).", _cannot),
    Form(EXPECT, "can", "{player} can {rest}", "Bob can reveal Weariness of the Heart on-guard on Legolas.",
         "The engine allows the action now (it is not carried out).", _can),
    Form(EXPECT, "chain-empty", "The chain of effects is empty", "The chain of effects is empty.",
         "No declared action is waiting to resolve.", lambda game, b, step: _chain_empty(game, b)),
    Form(EXPECT, "must-roll", "{player} must roll for {purpose}", "Alice must roll for Legolas's corruption check.",
         "The engine is waiting for that roll.", lambda game, b, step: _must_roll(game, b)),
    Form(EXPECT, "phase", "It is the {phase} phase[ of {company}]", "It is the untap phase.",
         "The phase the game is in.", lambda game, b, step: _phase(game, b)),
    Form(EXPECT, "turn", "It is turn {number}", "It is turn 2.", "The turn number.",
         lambda game, b, step: _turn(game, b)),
    Form(EXPECT, "role", "{player} is the {role} player", "Bob is the resource player.",
         "Who is the resource (or hazard) player now.", lambda game, b, step: _role(game, b)),
    Form(EXPECT, "hazard-limit", "The hazard limit of {company} is {number}", "The hazard limit of Fellowship is 3.",
         "The company's hazard limit, as fixed for its movement/hazard phase.",
         lambda game, b, step: _hazard_limit(game, b)),
    Form(EXPECT, "between-sites", "{company} is between sites", "Fellowship is between sites.",
         "A moving company is at no site from the reveal of its new site until the site phases begin.",
         lambda game, b, step: _between_sites(game, b)),
    Form(EXPECT, "site-path", "{company}'s site path runs through {regions}",
         "Fellowship's site path runs through Rhudaur, Hollin, Redhorn Gate.",
         "The regions, in order, of a moving company's region movement, or of the site path of a card used as a "
         "site (Morannon), once its new site is revealed.",
         lambda game, b, step: _site_path(game, b)),
    Form(EXPECT, "at-site", "{company} is at {site}", "Fellowship is at Lórien.",
         "The site the company is at (not while it is between sites).", lambda game, b, step: _at_site(game, b)),
    Form(EXPECT, "hand-size", "{player} holds {number} cards", "Bob holds 8 cards.",
         "How many cards are in a player's hand.", lambda game, b, step: _hand_size(game, b)),
    Form(EXPECT, "facing-an-attack", "{company} is facing an attack", "Fellowship is facing an attack.",
         "The company is facing an attack now (in company versus company combat only the defending company is).",
         lambda game, b, step: _facing_any(game, b, True)),
    Form(EXPECT, "not-facing-an-attack", "{company} is not facing an attack", "Orcs is not facing an attack.",
         "The company is facing no attack now.", lambda game, b, step: _facing_any(game, b, False)),
    Form(EXPECT, "facing-strike", "{character} is facing a strike", "Gimli is facing a strike.",
         "The character faces a strike of the attack (in company versus company combat, the attacking "
         "characters face strikes too).", lambda game, b, step: _facing_strike(game, b)),
    Form(EXPECT, "attack-strikes", "The attack has {strikes:number} strike[s]", "The attack has 2 strikes.",
         "The strikes of the attack being faced, as modified now.", lambda game, b, step: _attack_strikes(game, b)),
    Form(EXPECT, "facing", "{company} is facing {attack_name}", "Fellowship is facing Moria's automatic-attack.",
         "The attack the company is fighting now (a creature, or a site's automatic-attack).",
         lambda game, b, step: _facing(game, b)),
    Form(EXPECT, "attack-values", "The attack has {strikes:number} strike[s] at {prowess:number} prowess",
         "The attack has 4 strikes at 7 prowess.", "The strikes and prowess of the attack being faced, as "
         "modified now.", lambda game, b, step: _attack_values(game, b)),
    Form(EXPECT, "faced-automatic", "{company} has faced the automatic-attacks",
         "Fellowship has faced the automatic-attacks.", "The company has faced its site's automatic-attacks.",
         lambda game, b, step: _faced_auto(game, b)),
    Form(EXPECT, "not-tapped", "{name} is not tapped", "Legolas is not tapped.",
         "Not in the tapped position: untapped, or wounded (a wounded card is neither tapped nor untapped).",
         lambda game, b, step: _position(game, b, "tapped", holds=False)),
    Form(EXPECT, "not-untapped", "{name} is not untapped", "Legolas is not untapped.",
         "Not in the untapped position: tapped, or wounded.",
         lambda game, b, step: _position(game, b, "untapped", holds=False)),
    Form(EXPECT, "tapped", "{name} is tapped", "Aragorn II is tapped.", "Tapped (not wounded).",
         lambda game, b, step: _position(game, b, "tapped")),
    Form(EXPECT, "untapped", "{name} is untapped", "Moria is untapped.", "Untapped (neither tapped nor wounded).",
         lambda game, b, step: _position(game, b, "untapped")),
    Form(EXPECT, "wounded", "{name} is wounded", "Legolas is wounded.", "Wounded status.",
         lambda game, b, step: _wounded(game, b, True)),
    Form(EXPECT, "not-wounded", "{name} is not wounded", "Legolas is not wounded.", "Wounded status.",
         lambda game, b, step: _wounded(game, b, False)),
    Form(EXPECT, "inverted", "{name} is inverted", "Fate of the Ithil-stone is inverted.",
         "In play and rotated 180 degrees on the playing surface, as a card's text may say.",
         lambda game, b, step: _inverted(game, b, True)),
    Form(EXPECT, "not-inverted", "{name} is not inverted", "Fate of the Ithil-stone is not inverted.",
         "In play and not rotated 180 degrees.", lambda game, b, step: _inverted(game, b, False)),
    Form(EXPECT, "not-has", "{character} does not have {card}", "Aragorn II does not have Glamdring.",
         "Control of an item or ally.", lambda game, b, step: _not(_has(game, b))),
    Form(EXPECT, "not-on-guard", "{name} is not on-guard", "River is not on-guard.", "On-guard status.",
         lambda game, b, step: _not(_at(game, b, ON_GUARD))),
    Form(EXPECT, "on-guard", "{name} is on-guard", "River is on-guard.", "On-guard status.",
         lambda game, b, step: _at(game, b, ON_GUARD)),
    Form(EXPECT, "not-hand", "{name} is not in {player}'s hand", "River is not in Bob's hand.", "A player's hand.",
         lambda game, b, step: _not(_at(game, b, HAND, "player"))),
    Form(EXPECT, "hand", "{name} is in {player}'s hand", "River is in Bob's hand.", "A player's hand.",
         lambda game, b, step: _at(game, b, HAND, "player")),
    Form(EXPECT, "deck", "{name} is in {player}'s play deck", "Orc-patrol is in Bob's play deck.",
         "A player's play deck.", lambda game, b, step: _at(game, b, PLAY_DECK, "player")),
    Form(EXPECT, "deck-shuffled", "{player}'s play deck has been shuffled", "Alice's play deck has been shuffled.",
         "The example no longer knows the order of the player's play deck: it was shuffled (or exhausted and made "
         "again) since the set-up listed it. Fails for a play deck the set-up did not list.",
         lambda game, b, step: _shuffled(game, b, True)),
    Form(EXPECT, "deck-not-shuffled", "{player}'s play deck has not been shuffled",
         "Alice's play deck has not been shuffled.",
         "The play deck is still in the order the set-up gave it, less the cards taken from it. Fails for a play "
         "deck the set-up did not list.",
         lambda game, b, step: _shuffled(game, b, False)),
    Form(EXPECT, "location-deck", "{name} is in {player}'s location deck", "Lórien is in Alice's location deck.",
         "A player's location deck.", lambda game, b, step: _at(game, b, LOCATION_DECK, "player")),
    Form(EXPECT, "pile", "{name} is in {player}'s marshalling point pile",
         "Dunlendings is in Alice's marshalling point pile.", "A player's marshalling point pile.",
         lambda game, b, step: _at(game, b, MP_PILE, "player")),
    Form(EXPECT, "out-of-play", "{name} is in {player}'s out-of-play pile", "Orc-patrol is in Bob's out-of-play pile.",
         "A player's out-of-play pile: a card removed from play or eliminated.",
         lambda game, b, step: _at(game, b, OUT_OF_PLAY, "player")),
    Form(EXPECT, "in-chain", "{name} is in the chain of effects", "Glamdring is in the chain of effects.",
         "Declared and not yet resolved.", lambda game, b, step: _at(game, b, CHAIN)),
    Form(EXPECT, "not-in-play", "{name} is not in play", "Legolas is not in play.", "Where a card is.",
         lambda game, b, step: _not(_at(game, b, IN_PLAY))),
    Form(EXPECT, "in-play", "{name} is in play", "Legolas is in play.", "Where a card is.",
         lambda game, b, step: _at(game, b, IN_PLAY)),
    Form(EXPECT, "not-discarded", "{name} is not discarded", "Legolas is not discarded.", "Where a card is.",
         lambda game, b, step: _not(_at(game, b, DISCARD))),
    Form(EXPECT, "discarded", "{name} is discarded", "Legolas is discarded.",
         "In its owner's discard pile.", lambda game, b, step: _at(game, b, DISCARD)),
    Form(EXPECT, "not-eliminated", "{name} is not eliminated", "Legolas is not eliminated.", "Where a card is.",
         lambda game, b, step: _not(_eliminated(game, b))),
    Form(EXPECT, "eliminated", "{name} is eliminated", "Legolas is eliminated.",
         "Eliminated: in its owner's out-of-play pile.", lambda game, b, step: _eliminated(game, b)),
    Form(EXPECT, "on", "{name} is on {holder}", "Foolish Words is on Aragorn II.",
         "A card in play attached to that character, site or company.", lambda game, b, step: _on(game, b)),
    Form(EXPECT, "off-to-the-side", "{name} is off to the side with {holder}", "Legolas is off to the side with "
         "Press-gang.", "A card placed with a host card in play: not in play itself (CoE glossary, off to the side).",
         lambda game, b, step: _aside(game, b)),
    Form(EXPECT, "has", "{character} has {card}", "Aragorn II has Glamdring.", "Control of an item or ally.",
         lambda game, b, step: _has(game, b)),
    Form(EXPECT, "in-company", "{character} is in {company}", "Frodo is in Fellowship.",
         "The company a character is in.", lambda game, b, step: _in_company(game, b)),
    Form(EXPECT, "follower-of", "{character} is a follower of {controller:character}",
         "Sam Gamgee is a follower of Frodo.", "Controlled by that character's direct influence.",
         lambda game, b, step: _control(game, b, "follower")),
    Form(EXPECT, "under-general", "{character} is under general influence", "Frodo is under general influence.",
         "Controlled by the player's general influence.",
         lambda game, b, step: _control(game, b, "under general influence")),
    Form(EXPECT, "no-influence", "{character} is under no one's influence", "Sam Gamgee is under no one's influence.",
         "A follower whose controller left play, not yet placed again.",
         lambda game, b, step: _control(game, b, "under no one's influence")),
    Form(EXPECT, "unused-general", "{player}'s unused general influence is {number}",
         "Alice's unused general influence is 6.", "20 less the mind of the characters under general influence "
         "(never below zero).", lambda game, b, step: _unused_general(game, b)),
    Form(EXPECT, "unused-direct", "{character}'s unused direct influence is {number}",
         "Aragorn II's unused direct influence is 3.",
         "His direct influence less his followers' mind (restricted bonuses not included).",
         lambda game, b, step: _unused_direct(game, b)),
    Form(EXPECT, "mp-total", "{player} has {number} marshalling points", "Alice has 7 marshalling points.",
         "The tally of the player's points now (an eliminated avatar's -5 included); calling the end of the "
         "game leaves out those at Under-deeps sites.", lambda game, b, step: _total(game, b)),
    Form(EXPECT, "mp-points", "{player} has {number} {category:text} point[s]", "Alice has 5 character points.",
         "One source of points now: character, ally, item, faction, kill or miscellaneous.",
         lambda game, b, step: _points(game, b)),
    Form(EXPECT, "final-points", "{player}'s final {category:text} points are {number}",
         "Alice's final item points are 4.",
         "One source as the Free Council counts it: after doubling and the half limit.",
         lambda game, b, step: _final_points(game, b)),
    Form(EXPECT, "final-total", "{player}'s final total is {number} marshalling points",
         "Alice's final total is 9 marshalling points.",
         "The Free Council's total: doubling, the half limit, duplicates revealed, the eliminated avatar.",
         lambda game, b, step: _final_total(game, b)),
    Form(EXPECT, "wins", "{player} wins the game", "Alice wins the game.", "The Free Council's result.",
         lambda game, b, step: _result(game, b["player"])),
    Form(EXPECT, "tie", "The game ends in a tie", "The game ends in a tie.", "The Free Council's result.",
         lambda game, b, step: _result(game, "tie")),
    Form(EXPECT, "tournament-points", "{player} scores {number} tournament points",
         "Alice scores 3 tournament points.", "The player's tournament points for the game (a tie's only).",
         lambda game, b, step: _tournament_points(game, b)),
    Form(EXPECT, "council", "It is the Free Council", "It is the Free Council.",
         "The game has ended; its corruption checks and count are under way.",
         lambda game, b, step: _council(game, b)),
)

# the movement/hazard phase: companies and who is in them
FORMS = FORMS + (
    Form(EXPECT, "same-company", "{characters} are in the same company", "Aragorn II and Gimli are in the same company.",
         "The characters are all in one company.", lambda game, b, step: _same_company(game, b)),
    Form(EXPECT, "not-same-company", "{characters} are not in the same company",
         "Aragorn II and Gimli are not in the same company.", "The characters are not all in one company.",
         lambda game, b, step: _not(_same_company(game, b))),
    Form(EXPECT, "in-company", "{character} is in {company}", "Gimli is in Fellowship.",
         "The character is in that company (a company that joined another is found under either name).",
         lambda game, b, step: _in_company(game, b)),
)

REASON_PHRASES = {fold(r.phrase): r for r in REASONS.values()}


def reason_for(text: str):
    """The reason an author means by a phrase (or a code) after 'cannot ...:'."""
    key = fold(text.rstrip(". "))
    return REASON_PHRASES.get(key) or REASONS.get(key) or REASON_PHRASES.get(fold("it " + text.rstrip(". ")))
