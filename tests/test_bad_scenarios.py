"""The bad-input corpus: each mistake an author can make, with the exact line and a helpful message."""
import pytest

from meccg_rules.pages.runner import run_page
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Greed")

BASE = """\
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.
  Alice holds Glamdring.
  Bob has Weariness of the Heart on-guard on Fellowship.
  Fellowship has faced the automatic-attacks.
"""
REVEAL = ("  Alice taps Aragorn II to play Glamdring.\n"
          "  Bob reveals Weariness of the Heart on-guard on Legolas, choosing the corruption check.\n")

# Greed on Moria and Lure of Expedience on Legolas: Glamdring's play triggers three corruption checks at once
GREED = BASE.replace("  Bob has Weariness of the Heart on-guard on Fellowship.\n",
                     "  Greed is on Moria.\n  Lure of Expedience is on Legolas.\n")
TRIGGER = "  Alice taps Aragorn II to play Glamdring.\n  Both players pass.\n"


def block(body: str) -> str:
    return f"# A page\n\n```scenario\n{body}```\n"


def ok(setup=BASE, play=REVEAL, expect="  Glamdring is in the chain of effects.\n"):
    return block(f"Setup\n{setup}Play\n{play}Expect\n{expect}")


# a site path left for later (organization/later_site_paths.py): declared, then named as the phase begins
LATER = "  Alice moves Fellowship to Moria, its site path to be declared later.\n"


def reach(choice: str) -> str:
    """Long Dark Reach revealing a Cave-drake, then ``choice`` (movement_hazard/revealed_creatures.py)."""
    return block("Setup\n  Alice is the resource player.\n  Bob is the hazard player.\n"
                 "  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.\n"
                 "  Bob's play deck holds Cave-drake, Doors of Night, Weariness of the Heart, Foolish Words, Twilight, "
                 "Lure of Expedience, Eye of Sauron, Call of Home, Lost in Free-domains, River.\n"
                 "  Bob holds Long Dark Reach.\n  It is the movement/hazard phase of Fellowship.\n"
                 "Play\n  Bob plays Long Dark Reach on Fellowship.\n  Both players pass.\n" + choice +
                 "Expect\n  Fellowship is facing Cave-drake.\n")


def later_path(declare: str, begin: str) -> str:
    return block("Setup\n  Alice is the resource player.\n  Bob is the hazard player.\n"
                 "  Company Fellowship stays at Rivendell: Aragorn II, Legolas.\n  It is the organization phase.\n"
                 f"Play\n{declare}  Alice ends the organization phase.\n  Alice ends the long-event phase.\n{begin}"
                 "Expect\n  Fellowship is between sites.\n")


CORPUS = [
    # (name, page, the text of the offending line (or a heading), what the message must say)
    ("misspelled card in hand", ok(setup=BASE.replace("holds Glamdring", "holds Glamdrin")),
     "Alice holds Glamdrin", ["unknown card 'Glamdrin'", "Did you mean 'Glamdring'?"]),
    ("misspelled character", ok(setup=BASE.replace("Legolas, Gimli", "Legolass, Gimli")),
     "Company Fellowship", ["unknown card 'Legolass'", "'Legolas'"]),
    ("misspelled site", ok(setup=BASE.replace("to Moria", "to Moira")), "Company Fellowship",
     ["unknown site 'Moira'", "'Moria'"]),
    ("misspelled card in a play", ok(play=REVEAL.replace("play Glamdring", "play Glamdirng")),
     "to play Glamdirng", ["unknown card 'Glamdirng'", "'Glamdring'"]),
    ("misspelled character in a play", ok(play=REVEAL.replace("taps Aragorn II", "taps Aragon II")),
     "taps Aragon II", ["unknown character 'Aragon II'", "'Aragorn II'"]),
    ("known card not in the example", ok(play="  Alice taps Aragorn II to play Dagger of Westernesse.\n"),
     "Dagger of Westernesse", ["Dagger of Westernesse is not in this example", "Add it to the Setup"]),
    ("unknown play sentence", ok(play="  Alice duels Bob with Aragorn II.\n"), "duels Bob",
     ["unknown Play sentence", "nearest known sentence"]),
    ("known card then words no sentence has", ok(play="  Alice plays Glamdring to heal Legolas.\n"),
     "to heal Legolas", ["unknown Play sentence", "'Glamdring' is a card, but no Play sentence goes on with 'to heal "
                         "Legolas'", "nearest known sentences"]),
    ("unknown setup sentence", ok(setup=BASE + "  Aragorn II feels lucky.\n"), "feels lucky",
     ["unknown Setup sentence"]),
    ("unknown expect sentence", ok(expect="  Aragorn II looks worried.\n"), "looks worried",
     ["unknown Expect sentence"]),
    ("play sentence under expect", ok(expect="  Both players pass.\n"), "Both players pass",
     ["this sentence belongs under Play, but it stands under Expect"]),
    ("expect sentence under play", ok(play=REVEAL + "  Aragorn II is tapped.\n"), "Aragorn II is tapped",
     ["belongs under Setup or Expect, but it stands under Play"]),
    ("missing roll", ok(play=REVEAL + "  Both players pass.\n", expect="  Legolas is in play.\n"), "Expect",
     ["waiting for Alice's roll for Legolas's corruption check", "Alice rolls N for Legolas's corruption check"]),
    ("expectation that does not hold", ok(expect="  Aragorn II has Glamdring.\n"), "Aragorn II has Glamdring",
     ["expectation does not hold", "Expected: Aragorn II has Glamdring.", "Actual:   Glamdring is in the chain"]),
    ("play before setup", block(f"Play\n{REVEAL}Setup\n{BASE}Expect\n  Aragorn II is tapped.\n"), "Play",
     ["Setup must come first"]),
    ("two setups", block(f"Setup\n{BASE}Setup\n  Moria is tapped.\nExpect\n  Moria is tapped.\n"),
     "Setup\n  Moria is tapped.", ["a second Setup section"]),
    ("empty block", block(""), "```scenario", ["empty scenario block"]),
    ("empty section", block(f"Setup\n{BASE}Play\nExpect\n  Moria is untapped.\n"), "Play",
     ["the Play section is empty"]),
    ("ends with plays", block(f"Setup\n{BASE}Play\n{REVEAL}"), "Play",
     ["ends with plays that nothing checks"]),
    ("two plays in a row", block(f"Setup\n{BASE}Play\n{REVEAL}Play\n  Both players pass.\nExpect\n  Moria is untapped.\n"),
     "Play\n  Both players pass.\nExpect", ["two Play sections in a row"]),
    ("step before any heading", block(f"  Alice is the resource player.\nSetup\n{BASE}Expect\n  Moria is untapped.\n"),
     "  Alice is the resource player.\nSetup", ["a step comes before any section heading"]),
    ("unindented step", block(f"Setup\n{BASE}Expect\nMoria is untapped.\n"), "\nMoria is untapped.",
     ["neither a section heading", "Indent steps"]),
    ("character in two companies",
     ok(setup=BASE + "  Company Rangers stays at Rivendell: Aragorn II.\n"), "Company Rangers",
     ["Aragorn II is already in this example (in company Fellowship)", "a second Aragorn II"]),
    ("unknown reason", ok(expect="  Bob cannot reveal Weariness of the Heart on-guard on Gimli: it is forbidden.\n"),
     "it is forbidden", ["unknown reason 'it is forbidden'", "Did you mean"]),
    ("refusal expected but allowed", ok(play="  Alice taps Aragorn II to play Glamdring.\n",
                                        expect="  Bob cannot reveal Weariness of the Heart on-guard on Legolas, "
                                               "choosing the corruption check: it is not on-guard.\n"),
     "Bob cannot reveal", ["Actual:   the engine allows it"]),
    ("refused for another reason", block(f"Setup\n{BASE}Expect\n  Bob cannot reveal Weariness of the Heart "
                                         "on-guard on Legolas: it directly taps a character.\n"),
     "Bob cannot reveal", ["refused for another reason: no resource that would tap the site"]),
    ("refused play written as a step", ok(play="  Bob reveals Weariness of the Heart on-guard on Legolas, "
                                               "choosing the corruption check.\n"),
     "Bob reveals", ["the engine refuses this play", "no resource that would tap the site has been declared",
                     "Bob cannot reveal Weariness of the Heart on-guard on Legolas, choosing the corruption check: "
                     "no resource that would tap the site has been declared."]),
    ("no resource player", ok(setup=BASE.replace("  Alice is the resource player.\n", "")), "Setup",
     ["does not say who the resource player is"]),
    ("no hazard player", ok(setup=BASE.replace("  Bob is the hazard player.\n", "")), "Setup",
     ["does not say who the hazard player is"]),
    ("unknown ruleset", ok(setup=BASE + "  Ruleset: 1996 reading.\n"), "Ruleset", ["unknown ruleset '1996 reading'"]),
    ("unknown shared setup", ok(setup="  As in morai.\n"), "As in morai", ["no earlier block on this page is named"]),
    ("choice not given", ok(play="  Alice taps Aragorn II to play Glamdring.\n"
                                 "  Bob reveals Weariness of the Heart on-guard on Legolas.\n"),
     "on-guard on Legolas.", ["alternative effects; say which", "choosing the corruption check"]),
    ("roll for the wrong check", ok(play=REVEAL + "  Both players pass.\n  Alice rolls 7 for Gimli's corruption check.\n"),
     "Gimli's corruption check", ["waiting for Alice's roll for Legolas's corruption check"]),
    ("order of triggered actions not stated", ok(setup=GREED, play=TRIGGER, expect="  Legolas is in play.\n"),
     "Expect", ["leaves the engine waiting for Alice to state the order in which Legolas's corruption check "
                "(Lure of Expedience), Legolas's corruption check (Greed) and Gimli's corruption check (Greed) are "
                "declared", "Add under Play, in the order Alice chooses: 'Alice declares"]),
    ("playing on before the order is stated", ok(setup=GREED, play=TRIGGER + "  Both players pass.\n"),
     "Both players pass.\nExpect", ["the engine refuses this play", "First Alice must state the order in which",
                                    "waiting-for-order; CRF 22, Passive Conditions, Annotation 10"]),
    ("an order leaving a triggered action out",
     ok(setup=GREED, play=TRIGGER + "  Alice declares Gimli's corruption check, then Legolas's corruption check "
                                    "(Greed).\n"),
     "Alice declares", ["it leaves out Legolas's corruption check (Lure of Expedience)"]),
    ("an order naming an action ambiguously",
     ok(setup=GREED, play=TRIGGER + "  Alice declares Gimli's corruption check, then Legolas's corruption check, "
                                    "then Legolas's corruption check (Greed).\n"),
     "Alice declares", ["\"Legolas's corruption check\" could be Legolas's corruption check (Lure of Expedience) or "
                        "Legolas's corruption check (Greed); say which"]),
    ("an order naming an action that is not waiting",
     ok(setup=GREED, play=TRIGGER + "  Alice declares Aragorn II's corruption check (Greed), then Gimli's corruption "
                                    "check.\n"),
     "Alice declares", ["\"Aragorn II's corruption check (Greed)\" is not one of the triggered actions waiting"]),
    ("roll out of range", ok(play=REVEAL + "  Both players pass.\n  Alice rolls 14 for Legolas's corruption check.\n"),
     "rolls 14", ["between 2 and 12"]),
    ("faction given to a character", ok(setup=BASE + "  Legolas has Dunlendings.\n"), "Legolas has Dunlendings",
     ["Dunlendings is a faction; a character can only have items and allies"]),
    ("unknown company", ok(setup=BASE.replace("on Fellowship", "on Felowship")), "on Felowship",
     ["unknown company 'Felowship'", "'Fellowship'"]),
    ("two on-guard cards on one company", ok(setup=BASE + "  Bob has River on-guard on Fellowship.\n"),
     "Bob has River", ["already has a card on-guard"]),
    ("can expectation refused", ok(play="  Alice taps Aragorn II to play Glamdring.\n",
                                   expect="  Bob can reveal Weariness of the Heart on-guard on Legolas, choosing "
                                          "the corruption check.\n  Bob can reveal Weariness of the Heart on-guard.\n"),
     "Bob can reveal Weariness of the Heart on-guard.", ["is played on a character; say which"]),
    ("unknown player", ok(play="  Carol passes.\n"), "Carol passes", ["unknown player 'Carol'"]),
    ("same player twice", ok(setup=BASE.replace("Bob is the hazard", "Alice is the hazard")), "Alice is the hazard",
     ["must differ"]),
    ("faction played as an item", ok(setup=BASE + "  Alice holds Dunlendings.\n",
                                     play="  Alice taps Legolas to play Dunlendings.\n"),
     "to play Dunlendings", ["Dunlendings is a faction", "to influence Dunlendings"]),
    ("misspelled alignment", ok(setup="  Alice is the resource player.\n  Bob is the hazard player.\n"
                                      "  Bob is a Ringwrath player.\n" + BASE.split("hazard player.\n")[1]),
     "Bob is a Ringwrath player", ["unknown alignment 'Ringwrath'", "did you mean 'Ringwraith'?"]),
    ("alignment after the player's cards", ok(setup=BASE + "  Alice is a Fallen-wizard player.\n"),
     "Alice is a Fallen-wizard player", ["before naming any of his cards"]),
    ("a version the card does not have", ok(setup=BASE + "  Glamdring is the minion version.\n"),
     "Glamdring is the minion version", ["Glamdring has no minion version", "its versions: Hero"]),
    ("a fifth player", ok(setup=BASE + "  Carol is the fifth player.\n"), "Carol is the fifth player",
     ["resource, hazard, third or fourth player, not the fifth player"]),
    ("a fourth player without a third", ok(setup=BASE + "  Dave is the fourth player.\n"),
     "Dave is the fourth player", ["name the third player before the fourth"]),
    ("two third players", ok(setup=BASE + "  Carol is the third player.\n  Dave is the third player.\n"),
     "Dave is the third player", ["names two third players: Carol and Dave"]),
    ("a player twice", ok(setup=BASE + "  Bob is the third player.\n"), "Bob is the third player",
     ["Bob is already a player"]),
    ("unknown optional rule", ok(setup=BASE + "  Optional rule: three strikes.\n"), "Optional rule: three",
     ["unknown optional rule 'three strikes'", "known: facing two strikes, recently visited sites"]),
    ("misspelt first of two starting sites: the form that reads more of the sentence is the author's",
     block("Setup\n  Alice is the resource player.\n  Bob is the hazard player.\n  Bob is a Ringwraith player.\n"
           "  Bob's pool holds Gorbag, Shagrat.\n  It is the character draft.\nPlay\n  Bob drafts Gorbag.\n"
           "  Bob drafts Shagrat.\n  Bob stops drafting.\n"
           "  Bob starts at Minas Morgl, and at Dol Guldur with Shagrat.\nExpect\n"
           "  Gorbag begins play at Minas Morgul.\n"),
     "Bob starts at Minas Morgl", ["unknown site 'Minas Morgl'", "Did you mean 'Minas Morgul'?"]),
    ("misspelt ending after a site: the site is known, the words after it are not",
     later_path("  Alice moves Fellowship to Moria, its site path to be declared latr.\n", ""),
     "to be declared latr", ["'Moria' is a card, but no Play sentence goes on with 'its site path to be declared "
                             "latr'", "'Alice moves Fellowship to Moria, its site path to be declared later.'"]),
    ("misspelt ending after a company: the company is known, the words after it are not",
     later_path(LATER, "  Alice begins the movement/hazard phase of Fellowship, its site path by starter movment.\n"),
     "by starter movment", ["'Fellowship' is a company, but no Play sentence goes on with 'its site path by starter "
                            "movment'", "its site path by starter movement.'"]),
    ("misspelt region of a site path declared as the phase begins",
     later_path(LATER, "  Alice begins the movement/hazard phase of Fellowship, its site path via Rhudaur, Hollen, "
                       "Redhorn Gate.\n"),
     "Hollen, Redhorn", ["unknown card 'Hollen'", "Did you mean 'Hollin'?"]),
    ("misspelt shuffle of a discard pile", ok(play="  Alice shufles her discard pile.\n"), "shufles",
     ["unknown Play sentence: 'Alice shufles her discard pile.'", "'Alice shuffles her discard pile.'"]),
    ("misspelt choice of a revealed creature", reach("  Bob choses Cave-drake to attack for Long Dark Reach.\n"),
     "Bob choses", ["unknown Play sentence: 'Bob choses Cave-drake", "'Bob chooses Cave-drake to attack for Long "
                                                                     "Dark Reach.'"]),
    ("choice of a revealed creature read as another choice: the refusal gives the sentence",
     reach("  Bob chooses Cave-drake to atack for Long Dark Reach.\n"), "to atack",
     ["First Bob must choose a creature revealed by Long Dark Reach",
      "'Bob chooses <creature> to attack for Long Dark Reach.'"]),
    ("a company the rules forbid: at the line describing it, naming the rule",
     ok(setup="  Bob is a Ringwraith player.\n" + BASE
        + "  Bob's Company Wraiths stays at Moria: The Witch-king, Shagrat.\n"),
     "  Bob's Company Wraiths", ["company Wraiths at Moria (The Witch-king, Shagrat) cannot be set up so",
                                 "(CoE 2.II.2.1.R3)", "give it Ringwraith followers alone"]),
]


@pytest.mark.parametrize("name, page, needle, needed", CORPUS, ids=[c[0] for c in CORPUS])
def test_bad_input_is_reported_at_its_line(name, page, needle, needed):
    result = run_page(page, "docs/bad.md")
    assert [e.status for e in result.examples] == ["failed"], result.examples
    message = result.examples[0].message
    line = page[:page.index(needle)].count("\n") + 1 + (1 if needle.startswith("\n") else 0)
    assert message.startswith(f"docs/bad.md:{line}: "), message
    for text in needed:
        assert text in message, f"{text!r} not in:\n{message}"
    assert "Traceback" not in message


def test_the_corpus_is_large_enough():
    assert len(CORPUS) >= 30
