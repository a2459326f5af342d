"""A card's text as clauses: each named in our words, with when it matters and whether its facts model it.

The import (``import_facts``) splits each card's English text into sentences (``text.sentences``) and gives
each sentence a clause: the first rule of ``RULES`` whose pattern matches the sentence (folded: lower case,
no diacritics) names it in our words and says when it matters (its *scope*, ``engine/core/modelled.py``).
A clause is *read* when the facts the engine takes from it were read in full (``needs``: the card has each
of those facts, none marked partial) and the engine uses them; every other clause is a gap until a card's
entry in ``engine/data/cards.toml`` says what of its text is modelled.

No sentence of card text is kept: a clause is a name of ours, a scope and a flag.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import kind_of
from .text import RACE_OF_PLURAL, fold, plain, sentences


@dataclass(frozen=True)
class Rule:
    pattern: str            # a regular expression matched at the start of the folded sentence
    name: str               # the clause in our words ({0}, {1}: the pattern's groups, as written on the card)
    scope: str              # when it matters: a scope of engine/core/modelled.py SCOPES
    needs: tuple[str, ...] = ()  # the facts that model it, read in full; () with ``read``: nothing to model
    read: bool = False      # True: the engine models it from those facts
    kinds: tuple[str, ...] = ()  # only for cards of these kinds (kind_of); () for every card

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", re.compile(self.pattern))


N = r"(\d+|one|two|three|four|five|six|seven|eight|nine)"
# a bonus and maximum against a race: "(+4 to a maximum of 10 against Elves)", "(+2 against Elves to a maximum of 9)"
AGAINST = r"\+\d+ (prowess )?(to a maximum of \d+ against [\w -]+|against [\w -]+ to a maximum of \d+)"
RULES = (
    # ---- what the facts carry, read in full and used by the engine
    # unique: a second copy is refused wherever a card of these kinds comes into play (primitives/unique.py)
    Rule(r"unique$", "unique: one copy in play at a time", "copy", ("unique",), True,
         ("character", "item", "ally", "faction", "event", "creature")),
    Rule(r"unique$", "unique: one copy in play at a time (not checked yet for this kind of card)", "copy"),
    Rule(rf"{N} strikes?$", "its number of strikes", "play", ("strikes",), True),
    # a creature's special rules the combat family reads from its facts (tools/card_facts/creatures.py SPECIAL_RULES)
    Rule(rf"{N} strikes? \(playable only against (an? )?(overt minion|minion|hero) compan(y|ies)\)$",
         "its number of strikes, and the companies it may be played against", "play", ("strikes", "playable_against"),
         True, ("creature",)),
    Rule(r"as a creature, playable only against (minion|hero) companies$", "the companies it may be played against",
         "play", ("playable_against",), True, ("creature",)),
    Rule(r"if played on a company that has already faced an? [\w-]+ attack this turn, [\w' -]+ receives \+\d+ "
         r"prowess$", "more prowess against a company that faced an attack of a race this turn", "play",
         ("prowess_if_faced",), True, ("creature",)),
    Rule(r"[\w' -]+ receives \+\d+ prowess when keyed to [\w -]+ \[\{\w\}\]$",
         "more prowess when keyed to a region type", "play", ("prowess_keyed_to",), True, ("creature",)),
    Rule(r"unless (the|this) attack is canceled, all untapped characters in defending company are tapped following",
         "unless cancelled, its attack leaves every untapped character of the company tapped", "play",
         ("taps_company_after_attack",), True, ("creature",)),
    Rule(r"each character wounded by [\w' -]+ must discard all items he bears$", "each character it wounds discards "
         "every item he bears", "play", ("wounded_discards_items",), True, ("creature",)),
    Rule(r"if any strike of [\w' -]+ wounds a character, the company must immediately discard one item \(of "
         r"defender's choice\)$", "each wound costs the company one item of the defender's choosing", "play",
         ("wound_costs_company_item",), True, ("creature",)),
    Rule(r"each non-\w+/non-\w+ defending character wounded by [\w' -]+ is discarded$", "each character it wounds is "
         "discarded, but for some races", "play", ("wounded_discarded_except",), True, ("creature",)),
    Rule(r"if the body check for a non-\w+, non-\w+ character wounded by [\w' -]+ equals his body, the character is "
         r"discarded$", "a character it wounds is discarded on a body check equal to his body, but for some races",
         "play", ("body_check_at_body_discards_except",), True, ("creature",)),
    Rule(r"attacker chooses defending characters?$", "the attacker chooses the defending characters", "play",
         ("attacker_chooses",), True),
    Rule(r"each character in the company faces one strike$", "one strike against each character", "play",
         ("each_character",), True),
    Rule(r"(each character in the company faces one strike|detainment)", "whom it attacks, and detainment",
         "play", ("detainment",), True),
    Rule(r"if doors of night is (not )?in play, may also be played (keyed to|at) ", "where it may be keyed, with or "
         "without Doors of Night", "play", ("keyed_to_if",), True, ("creature",)),
    Rule(r"(and )?(may (also )?be played|playable) (keyed to|at) ", "where it may be keyed", "play", ("keyed_to",),
         True, ("creature",)),
    # a keying sentence's second half, cut off at its semicolon ("...; or at sites in these regions"), and the
    # region types a site path must hold ("Two Shadow-lands in site path are required"): read with its keying
    Rule(r"(or|and) (may also be played )?at (non-haven )?sites in (these|this) regions?$", "where it may be keyed",
         "play", ("keyed_to",), True, ("creature",)),
    Rule(rf"{N} [\w-]+ \[\{{\w\}}\] in site path are required$", "the regions its site path must hold", "play",
         ("keyed_to",), True, ("creature",)),
    Rule(r"automatic-attacks( \(\d+\))?:?$", "its automatic-attacks", "in play", ("automatic_attacks",), True),
    Rule(r"(\(\d+(st|nd|rd|th)\) )?[\w' -]+( \(cannot be canceled\))? - (each character faces )?(\d+|one|two) "
         r"strikes? with \d+ prowess",
         "an automatic-attack", "in play", ("automatic_attacks",), True),
    # the Under-deeps sites' attack the opponent brings from his hand, when the text puts it on a line of its own
    # ("automatic-<br>attack" reads "automatic- attack"); an attack the import could not read marks the fact partial
    Rule(r"(\(\d+(st|nd|rd|th)( attack)?\) )?opponent may play as an automatic- ?attack one (non- ?unique )?hazard "
         r"creature from his hand normally keyed to", "an automatic-attack the opponent plays from his hand", "in play",
         ("automatic_attacks",), True, ("site",)),
    Rule(r"each character wounded must make a corruption check", "a corruption check for each character its "
         "automatic-attack wounds", "attack", ("automatic_attacks",), True, ("site",)),
    Rule(r"(special: )?contains a hoard$", "it contains a hoard", "resource play", ("hoard",), True, ("site",)),
    Rule(r"adjacent sites: ", "the sites adjacent to it", "in play", ("adjacent",), True),
    Rule(r"nearest (dark)?haven:", "its nearest haven", "in play", ("nearest_haven",), True),
    Rule(r"playable: ", "what may be played at it", "resource play", ("playable",), True),
    # the note printed apart under a site's playable list: "*-Scroll of Isildur only" (the facts' playable.only)
    Rule(r"\* - [\w' ,-]+ only$", "which items of a starred type may be played at it", "resource play",
         ("playable",), True, ("site",)),
    # one manifestation of an entity in play at a time (CoE g.man.1; primitives/unique.py), deck building, the draft
    Rule(r"manifestation of ", "whose manifestation it is: another manifestation of it in play bars it", "play",
         ("manifestation_of",), True),
    Rule(rf"(all of his corruption checks are modified by|[+-]?{N} to (all )?(of )?his corruption checks|"
         rf"[+-]{N} to all corruption checks)", "a modifier to his corruption checks", "corruption check",
         ("corruption_check_modifier",), True),
    Rule(rf"\+{N} prowess against [\w -]+$", "a prowess bonus against some foes", "prowess", ("prowess_against",),
         True),
    Rule(r"unless he is one of the starting characters, he may only be brought into play at his home",
         "brought into play only at his home site, unless a starting character", "play", ("home_site_only",), True),
    Rule(rf"\+{N} direct influence against ", "a direct influence bonus against some factions or races",
         "direct influence", ("direct_influence_against",), True),
    Rule(r"can use ", "the kinds of magic he may use", "magic", ("can_use_magic",), True, ("character",)),
    Rule(r"can use ", "the kinds of magic he may use", "magic"),
    Rule(rf"\+{N} to (bearer's )?prowess(,? to a maximum of \d+)?( prowess)?( \(a maximum of \d+ against [\w -]+\))?$",
         "a prowess bonus to its bearer, up to a maximum", "prowess", ("prowess_bonus",), True),
    # "Warrior only: +2 to prowess to a maximum of 8": the facts' bonus_only_for, read by primitives/bearer_values.py
    Rule(rf"warrior only: \+{N} to prowess,? to a maximum of \d+$", "a prowess bonus to a Warrior bearer, up to a "
         "maximum", "prowess", ("prowess_bonus", "bonus_only_for"), True, ("item",)),
    # "May only be borne by a character with a prowess of 5 or more": the facts' bearer_min_prowess (items/bearing.py)
    Rule(r"may only be borne? by a character with a prowess of \d+ or more$", "only a character of some prowess may "
         "bear it", "play", ("bearer_min_prowess",), True, ("item",)),
    # "+3 to prowess to a maximum of 9 (+4 prowess to a maximum of 10 against Orcs)": the facts' prowess_bonus_against
    # and prowess_max_against, read by items/in_use.py; "Warrior only" needs the facts' bonus_only_for as well
    Rule(rf"warrior only: \+{N} (to )?prowess,? to a maximum of \d+ \({AGAINST}\)$", "a prowess bonus to a Warrior "
         "bearer, more against some attackers, each up to a maximum", "prowess",
         ("prowess_bonus", "prowess_bonus_against", "prowess_max_against", "bonus_only_for"), True, ("item",)),
    Rule(rf"\+{N} (to )?prowess,? to a maximum of \d+ \({AGAINST}\)$", "a prowess bonus to its bearer, more against "
         "some attackers, each up to a maximum", "prowess",
         ("prowess_bonus", "prowess_bonus_against", "prowess_max_against"), True, ("item",)),
    Rule(rf"warrior only: \+{N} to body,? to a maximum of \d+$", "a body bonus to a Warrior bearer, up to a maximum",
         "body", ("body_bonus", "bonus_only_for"), True, ("item",)),
    Rule(r"site path from [\w' -]+:", "its site path from another haven", "in play", ("haven_paths",), True),
    Rule(rf"\+{N} to body(,? to a maximum of \d+)?$", "a body bonus to its bearer", "body", ("body_bonus",), True),
    # an item's other ways of saying it: "+3 to body (to a maximum of 10)", "Bearer receives +2 body to a maximum of 10"
    Rule(rf"(bearer receives )?\+{N} (to )?body(,? \(?to a maximum of \d+\)?)?$", "a body bonus to its bearer",
         "body", ("body_bonus",), True, ("item",)),
    Rule(rf"\+{N} prowess \(\+\d+ if held by an? [\w-]+\),? to a maximum of \d+$",
         "a prowess bonus to its bearer, more for a bearer of one race", "prowess",
         ("prowess_bonus", "prowess_bonus_for"), True, ("item",)),
    Rule(rf"\+{N} to an? [\w-]+'s prowess,? to a maximum of \d+$", "a prowess bonus to a bearer of one race",
         "prowess", ("prowess_bonus_for",), True, ("item",)),
    Rule(rf"if held by an? [\w-]+, {N} marshalling points and {N} corruption points$",
         "its points for a bearer of one race", "marshalling points",
         ("marshalling_points_for", "corruption_points_for"), True, ("item",)),
    Rule(r"playable at [\w' &-]+ if the influence check is greater than \d+$",
         "where it is played, and the influence check it needs", "play", ("influence_number", "playable_at"), True),
    # a gold ring's ring test (CoE 6.2; items/ring_tests.py): discarded when tested, the roll naming the special rings
    Rule(r"discard [\w' -]+ when tested$", "discarded when tested", "ring test", ("ring_test",), True, ("item",)),
    Rule(r"if tested, .*which ring card may be (immediately )?played", "a ring test's roll decides which special ring "
         "may replace it", "ring test", ("ring_test",), True, ("item",)),
    Rule(r"\W*(a |an )?(the one ring|dwarven ring|magic ring|spirit ring|lesser ring) \(", "a result of its ring test "
         "and the special ring it allows", "ring test", ("ring_test",), True, ("item",)),
    Rule(r"playable only with a gold ring and after a test indicates ", "played only in place of a gold ring whose "
         "ring test allows its kind", "play", ("ring_test_result",), True, ("item",)),
    Rule(r"standard modifications: none$", "no standard modifications", "influence", (), True),
    Rule(r"standard modifications:", "its standard modifications", "influence", ("standard_modifications",), True),
    # ---- what the facts do not model yet: named, with when it matters
    Rule(r"cannot be duplicated", "cannot be duplicated (as printed)", "copy"),
    Rule(r"cannot be included in", "barred from some players' decks", "deck"),
    Rule(r"(may not|cannot) be included with a starting company", "not allowed in a starting company", "play"),
    # "Balrog specific", "Saruman specific": the card data's ``specific``, asked when it is played (players/specific.py)
    Rule(r"(\w+) specific$", "usable only by the player of {0}", "play", ("specific",), True),
    Rule(r"(\w+) only$", "only a {0} may play it", "play"),
    Rule(rf"discard on a body check result of {N}", "discarded on a particular body check result", "body",
         ("discard_on_body_check",), True, ("character",)),
    Rule(rf"discard on a body check result of {N}", "discarded on a particular body check result", "body"),
    Rule(rf"[+-]{N} marshalling points? if eliminated", "the marshalling points his player loses if he is eliminated",
         "marshalling points", ("marshalling_points_if_eliminated",), True),
    Rule(rf"[+-]{N} (to )?direct influence", "a change to his direct influence", "direct influence"),
    Rule(rf"[+-]{N} to (all )?(of his )?influence checks against factions",
         "a modifier to his influence checks against factions", "influence", ("influence_check_modifier",), True,
         ("character",)),
    Rule(rf"[+-]{N} to influence checks", "a modifier to his influence checks", "influence"),
    Rule(rf"[+-]{N} prowess", "a prowess modifier", "prowess"),
    Rule(rf"[+-]{N} (to )?body", "a body modifier", "body"),
    Rule(rf"[+-]{N} (to )?mind", "a mind modifier", "mind"),
    Rule(r"once in play, the number required to influence this faction is 0$", "a different influence number once "
         "in play", "opponent influence", ("influence_number_in_play",), True, ("faction",)),
    Rule(r"once in play, the number required to influence", "a different influence number once in play",
         "influence"),
    Rule(r"discard (this card |it |the \w+ )?when any play deck is exhausted",
         "discarded when a play deck is exhausted", "in play"),
    Rule(r"make a roll", "a roll that may discard it", "in play"),
    Rule(r"(special: )?(creatures|non-nazgul creatures) (keyed|played) (to|at) this site attack normally, not as "
         r"detainment$", "creatures keyed to it attack normally, not as detainment", "attack",
         ("creatures_attack_normally",), True, ("site",)),
    Rule(r"(special: )?(any [^.]+?|creatures keyed to [^.]+?) (can|may)( also)? be (played|keyed) (at|to) this site$",
         "creatures of some races or keyings may be keyed to it", "play", ("keyable_creatures",), True, ("site",)),
    Rule(r"(special: )?(when a gold ring is tested in a company at this site, the result of the roll is|all ring tests "
         r"at this site are) modified by [+-]\d+$", "a modifier to ring tests made there", "ring test",
         ("ring_test_modifier",), True, ("site",)),
    Rule(r"(special: )?any sage may tap to test a ring at this site, modifying the result by [+-]\d+$", "a sage there "
         "may tap to test a gold ring, with a modifier", "ring test", ("sage_ring_test",), True, ("site",)),
    # the sentence alone: Mount Doom's goes on with another rule, not read
    Rule(r"(special: )?any company moving to this site has its hazard limit increased by \d+$", "a higher hazard "
         "limit for a company moving to it", "hazard limit", ("moving_hazard_limit",), True, ("site",)),
    Rule(r"(special: )?(creatures|non-nazgul creatures) (keyed|played) (to|at) this site attack normally",
         "creatures keyed to it attack normally, not as detainment", "attack"),
    Rule(r"(playable|only playable|may be played|may only be played|play this|this item must be played)",
         "when, where or on what it may be played", "play"),
    # a word joining two clauses that the text put in a sentence of its own ("Additionally, +2 ...")
    # a card whose own points are its text's penalty ("He loses two miscellaneous marshalling points", Will Shaken)
    Rule(rf"(he|you) loses? {N} miscellaneous marshalling points?$", "the marshalling points it is worth",
         "marshalling points", ("marshalling_points",), True),
    # an ally that makes its company overt (CoE glossary, overt; CRF 22, Company): combat/detainment.py reads it
    Rule(r"its controlling character's company is overt$", "the company of the character controlling it is overt",
         "attack", ("makes_company_overt",), True, ("ally",)),
    Rule(r"you may start the game with this card in lieu of playing a minor item$", "the game may start with it in "
         "place of a minor item", "play", ("playable_as_starting_minor_item",), True),
    Rule(rf"[+-]{N} to (the )?rolls? (required )?for (his|its controller's) company to move (to|between) adjacent "
         r"under-deeps sites$", "a bonus to its company's Under-deeps movement rolls", "in play",
         ("under_deeps_roll_bonus",), True),
    # where an item may be stored beyond a Haven, and its points there (organization/storing.py)
    Rule(r"may be stored at [\w' -]+$", "it may be stored at a site its text names", "store",
         ("marshalling_points_stored",), True, ("item",)),
    Rule(rf"{N} marshalling points? if stored at [\w' -]+$", "its points once stored where its text says", "store",
         ("marshalling_points_stored",), True, ("item",)),
    Rule(r"(additionally|in addition|also)$", "a word joining two of its clauses", "in play", (), True),
    Rule(r"(tap|discard) [\w' -]+ to ", "an ability used by tapping or discarding", "use"),
    Rule(r"discard ", "a condition that discards it", "in play"),
    Rule(r"(if|unless|when|each time|at the end|at the beginning|during|while|as long as) ",
         "an effect under a condition", "in play"),
    Rule(r"(may not|cannot|can not|no ) ", "a restriction", "in play"),
    Rule(r"may ", "a permission", "in play"),
)


# a Stage permanent-event specific to a Fallen-wizard: the rules discard it when that avatar leaves play or the
# other player reveals the same Fallen-wizard first (CoE 2.2.F1, 2.II.2.1.F3); the engine does both
# (players/stage.py), but a card with no entry keeps the clause unread, as it keeps its text's others
AVATAR_LEAVES = ("discarded when the avatar it is specific to leaves play, or the other player reveals that "
                 "Fallen-wizard first (CoE 2.2.F1, 2.II.2.1.F3)")
FLAGS = ("agent", "avatar", "spawn")   # facts the card carries as a one-word sentence ("Agent.")
# where one sentence holds several clauses: "+2 direct influence against ..., +2 prowess against Orcs", a full stop
# with no space after it, a semicolon
PART = re.compile(r",\s*(?=[+-]\d)|\.(?=[+\-\dA-Z])|;\s+")


@dataclass(frozen=True)
class Clause:
    name: str
    scope: str
    read: bool

    def record(self) -> list:
        return [self.name, self.scope, int(self.read)]


def clauses(raw: dict, facts: dict) -> list[Clause]:
    """The clauses of one card's English text, in order (none for a card with no text)."""
    partial = set(facts.get("partial", ()))
    kind = kind_of(raw["type"], raw["attributes"].get("subtype", "") or "")
    labels = {fold(w) for w in (*facts.get("keywords", ()), facts.get("race") or "", facts.get("subtype", ""),
                                *facts.get("subtype", "").split("/"), *facts.get("skills", ()),
                                *(flag for flag in FLAGS if facts.get(flag)),
                                RACE_OF_PLURAL.get(facts.get("race") or "", ""))}   # "Man." on a Men creature
    found: list[Clause] = []
    parts = [p for s in sentences(plain(raw["text"].get("en", ""))) for p in PART.split(s) if p.strip(" .")]
    for number, sentence in enumerate(parts, 1):
        found.append(_clause(sentence.strip(" ."), number, kind, facts, partial, labels))
    if facts.get("specific") and facts.get("alignment") == "Stage" and facts.get("subtype") == "Permanent-event":
        found.append(Clause(AVATAR_LEAVES, "in play", False))  # what the rules add to its "<avatar> specific"
    return found


def _clause(sentence: str, number: int, kind: str, facts: dict, partial: set[str], labels: set[str]) -> Clause:
    folded = _fold(sentence)  # one character for each character: a group's span is the same in the sentence
    if kind == "region":  # a region's text lists the regions it is adjacent to
        return Clause("the regions adjacent to it", "in play", "adjacent" in facts and "adjacent" not in partial)
    if _label(folded, labels):
        return Clause("a keyword or race it carries", "play", True)
    for rule in RULES:
        match = rule.compiled.match(folded)  # type: ignore[attr-defined]
        if match is None or (rule.kinds and kind not in rule.kinds):
            continue
        name = rule.name.format(*(sentence[slice(*match.span(i))] for i in range(1, len(match.groups()) + 1)))
        read = rule.read and all(n in facts and n not in partial and _used(n, facts[n]) for n in rule.needs)
        return Clause(name, rule.scope, read)
    return Clause(f"a special rule (clause {number} of its text)", _default_scope(kind, facts), False)


def _used(name: str, value: object) -> bool:
    """Whether the engine reads all of a fact: of what a site lets be played, the item types, which items of a
    starred type (site_phase/playable.py) and information."""
    if name == "playable":
        return set(value) <= {"items", "information", "only"}  # type: ignore[arg-type]
    return True


def _fold(text: str) -> str:
    """``text.fold`` keeping hyphens (a sign, "automatic-attacks")."""
    return "".join(f if c != "-" else "-" for c, f in zip(text, fold(text)))


def _label(folded: str, labels: set[str]) -> bool:
    """A sentence that is only a keyword, race or kind the card's facts carry ("Orcs", "Hoard item", "Agent")."""
    words = re.sub(r"\(\w+\)$", "", folded).strip().replace("-", " ")
    if words in labels or words.rstrip("s") in labels or words + "s" in labels:
        return True
    return words.replace(" ", "-") in labels or any(words == fold(label).replace("-", " ") for label in labels)


def _default_scope(kind: str, facts: dict) -> str:
    """When a clause no rule names matters: a short-event's text when it is played; a creature's when it attacks
    (it is played); every other card's while it is in play (entering play included)."""
    short = kind == "event" and "Short-event" in facts.get("subtype", "")
    return "play" if kind == "creature" or short else "in play"
