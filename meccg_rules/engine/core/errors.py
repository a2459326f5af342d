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


def reasons(*rows: tuple[str, str, str]) -> tuple[Reason, ...]:
    """Reasons written as rows: (code, phrase, rule)."""
    return tuple(Reason(code, phrase, rule) for code, phrase, rule in rows)


# Every reason a refusal can give, by code: the general ones below, and each rule family's own (its
# ``reasons.py``), entered when the family is registered (``core.registry``).
REASONS: dict[str, Reason] = {r.code: r for r in reasons(
    # on-guard criteria
    ("returns-to-site-of-origin", "it returns the company to its site of origin", f"{ONGUARD}; CoE 2.V.6 a"),
    ("taps-site", "it taps the company's site", f"{ONGUARD}; CoE 2.V.6 b"),
    ("removes-character", "it may remove a character other than by combat or corruption",
     f"{ONGUARD}; CoE 2.V.6 c"),
    ("company-does-nothing", "it forces the company to do nothing", f"{ONGUARD}; CoE 2.V.6 d"),
    ("taps-character", "it directly taps a character", f"{ONGUARD}; CoE 2.V.6 e"),
    ("not-in-hand", "the card is not in the player's hand", ONGUARD),
    # chain of effects and timing
    ("no-responses", "no responses are allowed",
     "CoE 9.5.3; CRF 22, Heedless Revelry [CoE 2024]; the older reading: CoE Rulings Digest #207 Q4"),
    ("not-your-priority", "it is the other player's turn to respond", "CoE 9.5"),
    ("waiting-for-roll", "a roll must be made first", "CoE 9.5"),
    ("no-roll-needed", "no roll is needed now", "CoE 9.5"),
    ("no-chain", "there is no chain of effects to pass in", "CoE 9.5"),
    ("target-not-in-play", "the target is not in play", "CRF 22, Targets, Annotation 1; CoE 9.3.2"),
    ("target-face-down", "a face-down card cannot be targeted", "CRF 22, Targets, Annotation 4; CoE 9.3.2.2"),
    ("hazard-in-point-pile", "a hazard in a marshalling point pile cannot be targeted",
     "CoE 9.3.2.1; CRF 22, Rulings by Term > Marshalling Point Pile"),
    ("condition-missing", "a card it needs is not in play", "CRF 22, Active Conditions; CoE 9.2"),
    ("not-stored-there", "the card it needs is not stored at that site", "the card's text; CoE 2.II.4"),
    ("company-too-big", "the company holds more characters than the card allows", "the card's text; CoE 9.2"),
    ("play-deck-too-small", "the play deck holds fewer cards than the card asks", "the card's text; CoE 9.2"),
    ("company-of-other-races", "the company holds a character of a race the card does not allow",
     "the card's text; CoE 9.2"),
    ("company-with-ally", "the company holds an ally, which the card does not allow", "the card's text; CoE 9.2"),
    ("company-moving", "its company has declared a new site", "the card's text; CoE 2.II.7"),
    ("company-staying", "its company has declared no new site", "the card's text; CoE 2.II.7"),
    # active conditions and targets
    ("character-tapped", "the character is tapped", "CRF 22, Active Conditions, Annotation 5; CoE 9.2.3"),
    ("character-wounded", "the character is wounded", "CRF 22, Rulings by Term > Character; CoE 9.2.3"),
    ("card-tapped", "the card is tapped", "CoE 9.2"),
    ("card-untapped", "the card is not tapped", "CoE 9.2"),
    ("not-a-character", "that is not a character in play", "CoE 9.3"),
    ("not-same-company", "the characters are not in the same company", "CoE 7.1.1"),
    ("invalid-target", "it cannot be played on that target", "CoE 9.3"),
    ("target-unique", "the target is unique, or a site counted as unique",
     "the card's text; CRF 22, Card Errata and Rulings > Aware of Their Ways"),
    ("site-of-other-alignment", "a hero event does not target a minion site, nor a minion event a hero site",
     "CRF 22, Rulings by Term > Site"),
    ("item-of-other-side", "a hero item is no condition of a minion resource, nor a minion item of a hero resource",
     "CoE 9.2.4; CRF 22, Rulings by Term > MELE vs. METW"),
    ("not-playable-at-site", "it is not playable at this site", "CoE 2.V.2 to 2.V.4"),
    ("site-path-short", "the site path has too few regions of that type", "the card's text; CoE 2.IV.ii"),
    ("no-effect", "it would have no effect", "CoE 5.1.2; CRF 22, Rulings by Term > Playing a Card"),
    # whose turn and which phase; what must come first
    ("wrong-phase", "it cannot be done in this phase", "CoE 2"),
    ("wrong-player", "only the other player can do that", "CoE 9.1.2"),
    ("must-start-chain", "it can only be declared to start a new chain of effects",
     "CRF 22, Corruption (rules erratum); CoE 7.2.2; CoE 3.1.1"),
    ("chain-open", "a chain of effects must resolve first", "CoE 9.5"),
    ("unknown-outcome", "that outcome is not one this card can have", "CoE 9.4"),
    ("waiting-for-outcome", "the outcome of a card must be stated first", "CoE 9.5"),
    ("waiting-for-discard", "a card must be discarded first", "CoE 2.IV.viii, 2.VI.ii"),
    ("waiting-for-order", "the resource player must first order the triggered actions",
     "CRF 22, Passive Conditions, Annotation 10; CoE 9.6.1"),
    ("no-order-needed", "no triggered actions are waiting for their order",
     "CRF 22, Passive Conditions, Annotation 10; CoE 9.6.1"),
    # the hazard limit and attacks, which several families ask
    ("hazard-limit", "the hazard limit has been reached", "CoE 2.IV.iii, 2.IV.iii.1"),
    ("no-attack", "there is no such attack to face", "CoE 2.V.1.1"),
    ("not-facing-attack", "the character is not in the company facing the attack", "CoE 3.i.3"),
    # input problems: check() reports them, apply() raises InputError; they are never a rule's verdict
    ("unknown-name", "no card, character, company or player has that name", "input"),
    ("ambiguous-name", "the name fits more than one card", "input"),
    ("malformed", "the action does not make sense as written", "input"),
    ("not-modelled", "the engine does not model this yet", "input"),
    ("choice-needed", "a choice the action needs was not given", "CRF 22, Timing, Annotation 27; CoE 9.1.4"),
)}
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
