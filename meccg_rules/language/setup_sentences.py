"""The Setup sentences: each form with its pattern, sample, meaning and handler, in one place.

A handler receives the position being built (``engine.setup.Setup``) and the
sentence's binding; it raises an ``InputError`` for an impossible set-up.
"""
from __future__ import annotations

from ..engine.core.errors import InputError
from .forms import Form

SETUP = "Setup"


def _role(setup, b) -> None:
    return  # the two roles are read before anything else is built (execute._build)


def _optional_rule(setup, b) -> None:
    setup.optional_rule(b["rule"])


def _ruleset(setup, b) -> None:
    setup.ruleset(b["ruleset"].strip().lower())


def _alignment(setup, b) -> None:
    setup.alignment(b["player"], b["alignment"])


def _version(setup, b) -> None:
    setup.version(b["name"], b["version"])


def _turn(setup, b) -> None:
    setup.turn_number(int(b["number"]))


def _company(setup, b) -> None:
    setup.company(b["newcompany"], b["characters"], site=b["site"], origin=b.get("origin"), owner=b.get("player"),
                  via=b.get("regions"))


def _holds(setup, b) -> None:
    setup.hand(b["player"], b["cards"])


def _deck(setup, b) -> None:
    setup.deck(b["player"], b["cards"])


def _location_deck(setup, b) -> None:
    setup.location_deck(b["player"], b["cards"])


def _discards(setup, b) -> None:
    setup.discard_pile(b["player"], b["cards"])


def _seen_discards(setup, b) -> None:
    setup.discard_pile(b["player"], b["cards"], seen=True)


def _on_guard(setup, b) -> None:
    if b["player"] != setup.state.hazard_player:
        raise InputError(f"only the hazard player ({setup.state.hazard_player}) has cards on-guard")
    setup.on_guard(b["card"], b["company"])


def _has(setup, b) -> None:
    setup.give(b["character"], b["cards"])


def _phase(setup, b) -> None:
    setup.set_phase(b["phase"], b.get("company"))


def _faced(setup, b) -> None:
    setup.faced(b["company"])


def _late(setup, b) -> None:
    setup.came_into_play_this_site_phase(b["name"])


def _tapped(setup, b) -> None:
    setup.tap(b["name"])


def _wounded(setup, b) -> None:
    setup.wound(b["name"])


def _in_play(setup, b) -> None:
    setup.in_play(b["card"])


def _in_play_of(setup, b) -> None:
    setup.in_play(b["card"], owner=b["player"])


def _on(setup, b) -> None:
    setup.in_play(b["card"], on=b["holder"])


def _follower(setup, b) -> None:
    setup.follower(b["character"], b["controller"])


def _uncontrolled(setup, b) -> None:
    setup.uncontrolled(b["character"])


def _mp_pile(setup, b) -> None:
    setup.mp_pile(b["player"], b["cards"])


def _mp_pile_played_by(setup, b) -> None:
    setup.mp_pile(b["player"], [b["card"]], played_by=b["owner"])


def _eliminated(setup, b) -> None:
    setup.eliminated(b["player"], b["card"])


def _length(setup, b) -> None:
    setup.length(b["length"])


def _tie_break(setup, b) -> None:
    setup.tie_break(b["method"])


def _exhausted(setup, b) -> None:
    setup.exhausted(b["player"], b["times"])


def _called(setup, b) -> None:
    setup.called(b["player"])


def _council(setup, b) -> None:
    setup.free_council()


def _as_in(setup, b) -> None:
    return  # expanded by the runner before the set-up is built


FORMS = (
    Form(SETUP, "role", "{player} is the {role} player", "Alice is the resource player.",
         "The two players; both lines are required. Names are single words. A multi-player game names a third "
         "and a fourth player too ('Carol is the third player.'); they draw and discard only to reset their "
         "hands.", _role),
    Form(SETUP, "alignment", "{player} is a {alignment:text} player", "Bob is a Ringwraith player.",
         "The player's alignment: Wizard (unless stated), Ringwraith, Fallen-wizard or Balrog. Say it before "
         "naming his cards: a name then stands for the version of his alignment (a Ringwraith player's Minas "
         "Morgul is the minion Darkhaven).", _alignment),
    Form(SETUP, "version", "{name} is the {version:text} version", "The second Dunlendings is the minion version.",
         "The card named is its hero, minion, Fallen-wizard or Balrog version (a name otherwise stands for the "
         "version of its player's alignment).", _version),
    Form(SETUP, "ruleset", "Ruleset: {ruleset}", "Ruleset: 1997 reading.",
         "Which reading of the on-guard timing rule applies (`current` unless stated).", _ruleset),
    Form(SETUP, "optional-rule", "Optional rule: {rule}", "Optional rule: facing two strikes.",
         "An optional rule the game uses: `facing two strikes` or `recently visited sites` (none unless "
         "stated).", _optional_rule),
    Form(SETUP, "as-in", "As in {block}", "As in moria.",
         "The set-up of an earlier block of the same page named with ```` ```scenario name=moria ````.", _as_in),
    Form(SETUP, "turn", "It is turn {number}", "It is turn 3.", "The turn number (1 unless stated).", _turn),
    Form(SETUP, "moved", "[{player}'s ]Company {newcompany} has moved from {origin:site} to {site}"
         "[ via {regions}]: {characters}",
         "Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.",
         "A company that moved this turn: its site of origin, its new site and its characters. Its site path is "
         "the printed one (starter movement), or the regions given after `via` (region movement). "
         "`Bob's Company ...` gives the company to the other player.", _company),
    Form(SETUP, "stays", "[{player}'s ]Company {newcompany} stays at {site}: {characters}",
         "Company Rangers stays at Bree: Aragorn II.", "A company that does not move this turn.", _company),
    Form(SETUP, "deck", "{player}'s play deck holds {cards}", "Alice's play deck holds Glamdring, Orc-patrol.",
         "A player's play deck, top card first. A player whose play deck is not described draws nothing.",
         _deck),
    Form(SETUP, "location-deck", "{player}'s location deck holds {cards}",
         "Alice's location deck holds Moria, Lórien.",
         "Site cards in a player's location deck: it holds those only. A player whose location deck is not listed has "
         "every site the example needs.", _location_deck),
    Form(SETUP, "seen-discards", "{player}'s discard pile holds {cards}, seen in play and discarded",
         "Bob's discard pile holds Cave-drake, seen in play and discarded.",
         "Cards in a player's discard pile that his opponent saw in play (or in a chain of effects, or revealed "
         "on-guard) before they were discarded: a creature The Hunt may name.", _seen_discards),
    Form(SETUP, "discards", "{player}'s discard pile holds {cards}", "Bob's discard pile holds River.",
         "Cards in a player's discard pile.", _discards),
    Form(SETUP, "holds", "{player} holds {cards}", "Alice holds Glamdring, The Sun Unveiled.",
         "Cards in a player's hand. `a second Orc-patrol` adds another copy of a card already named.", _holds),
    Form(SETUP, "has-on-guard", "{player} has {card} on-guard on {company}",
         "Bob has Weariness of the Heart on-guard on Fellowship.",
         "A card placed on-guard on a company's site (one per company).", _on_guard),
    Form(SETUP, "faced", "{company} has faced the automatic-attacks", "Fellowship has faced the automatic-attacks.",
         "The company has entered its site and faced its automatic-attacks: it may play resources.", _faced),
    Form(SETUP, "phase", "It is the {phase} phase[ of {company}]", "It is the site phase of Fellowship.",
         "The phase: untap, organization, long-event, movement/hazard or site (of a company), end-of-turn. "
         "The site phase of the first company unless stated.", _phase),
    Form(SETUP, "late", "{name} came into play this site phase", "Noble Hound came into play this site phase.",
         "Something that did not exist during the movement/hazard phase.", _late),
    Form(SETUP, "tapped", "{name} is tapped", "Moria is tapped.", "A tapped site, character or card.", _tapped),
    Form(SETUP, "wounded", "{name} is wounded", "Legolas is wounded.", "A wounded character or ally.", _wounded),
    Form(SETUP, "in-play-of", "{player}'s {card} is in play", "Carol's Gates of Morning is in play.",
         "A card of that player's in play attached to nothing (a card in play is otherwise the hazard player's "
         "if it is a hazard, the resource player's if not).", _in_play_of),
    Form(SETUP, "in-play", "{card} is in play", "Gates of Morning is in play.",
         "A card in play attached to nothing.", _in_play),
    Form(SETUP, "on", "{card} is on {holder}", "Foolish Words is on Aragorn II.",
         "A card in play attached to a character, a site or a company.", _on),
    Form(SETUP, "has", "{character} has {cards}", "Aragorn II has Glamdring, Noble Hound.",
         "Items and allies a character controls.", _has),
    Form(SETUP, "follower", "{character} is a follower of {controller:character}",
         "Sam Gamgee is a follower of Frodo.",
         "A character controlled by the direct influence of another of his company (characters are otherwise "
         "under general influence; avatars need no influence).", _follower),
    Form(SETUP, "uncontrolled", "{character} is under no one's influence", "Sam Gamgee is under no one's influence.",
         "A follower whose controller left play since the last organization phase (or a Ringwraith follower whose "
         "Ringwraith left play without being eliminated: CoE 2.II.2.1.R8).", _uncontrolled),
    Form(SETUP, "mp-pile-played-by", "{player}'s marshalling point pile holds {card}, played by {owner:player}",
         "Alice's marshalling point pile holds Orc-patrol, played by Alice.",
         "A card in the player's marshalling point pile that the named player played (his own hazard, say).",
         _mp_pile_played_by),
    Form(SETUP, "mp-pile", "{player}'s marshalling point pile holds {cards}",
         "Alice's marshalling point pile holds Dunlendings, Orc-patrol.",
         "Stored items, factions, and creatures the player's companies defeated (a hazard there was played by "
         "the other player).", _mp_pile),
    Form(SETUP, "eliminated", "{player}'s {card} was eliminated", "Alice's Gandalf was eliminated.",
         "A card of the player's in his out-of-play pile, eliminated.", _eliminated),
    Form(SETUP, "length", "The game is a {length:text} game", "The game is a starter game.",
         "The length of the game: starter, short (unless stated), long or campaign.", _length),
    Form(SETUP, "tie-break", "The tournament breaks a tie by {method:text}",
         "The tournament breaks a tie by the weakest link method.",
         "How a tie at the Free Council is settled: ties (unless stated: 3 tournament points each) or the weakest "
         "link method.", _tie_break),
    Form(SETUP, "exhausted", "{player}'s play deck has been exhausted {times:text}",
         "Alice's play deck has been exhausted twice.", "How often a player has exhausted his play deck "
         "(once, twice, or a number of times).", _exhausted),
    Form(SETUP, "called", "{player} has called the Free Council", "Alice has called the Free Council.",
         "The other player, now the resource player, is taking his last turn.", _called),
    Form(SETUP, "council", "It is the Free Council", "It is the Free Council.",
         "The game has ended; the resource player took the last turn.", _council),
)
