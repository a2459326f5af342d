"""Agent hazards: playing them, their actions, attacks and influence attempts (CoE 4).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.actions import Action


@dataclass(frozen=True)
class PlayAgent(Action):
    """The hazard player plays an agent hazard face-down at one of its home sites (CoE 2.IV.vii.1)."""
    plays: ClassVar[str] = "card"
    card: str
    site: str

    def __str__(self) -> str:
        return f"{self.player} plays {self.card} as an agent at {self.site}"


@dataclass(frozen=True)
class AgentAttacks(Action):
    """The hazard player declares that an agent hazard at the company's site attacks (CoE 2.V.iii)."""
    plays: ClassVar[str] = "card"
    card: str

    def __str__(self) -> str:
        return f"{self.player} declares that {self.card} attacks"


@dataclass(frozen=True)
class FaceAttackNext(Action):
    """The resource player names the on-guard creature or agent whose attack his company faces next, once the
    automatic-attacks are faced (CoE 2.V.iv: in an order he chooses; ``attack_order.py``)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} faces {self.card}'s attack next"


@dataclass(frozen=True)
class AgentAction(Action):
    """The hazard player has an agent hazard take an agent action (CoE 4.1): ``option`` is one of
    ``agent_actions.OPTIONS``; ``site`` is where it moves or returns to."""
    plays: ClassVar[str] = "card"
    moment: ClassVar[str] = "use"
    card: str
    option: str
    site: str = ""

    def __str__(self) -> str:
        said = {"untap": "untaps the agent {c}", "heal": "heals the agent {c}", "move": "moves the agent {c} to {s}",
                "move back": "moves the agent {c} back to its previous site",
                "return home": "returns the agent {c} to {s}", "turn face-down": "turns the agent {c} face-down",
                "bring creatures": "taps the agent {c} to bring creatures to its site"}
        return f"{self.player} " + said.get(self.option, self.option + " {c}").format(c=self.card, s=self.site)


@dataclass(frozen=True)
class RevealAgent(Action):
    """The hazard player reveals a face-down agent hazard (CoE 4.2)."""
    plays: ClassVar[str] = "card"
    card: str

    def __str__(self) -> str:
        return f"{self.player} reveals the agent {self.card}"


@dataclass(frozen=True)
class AgentInfluences(Action):
    """The hazard player has an agent hazard try to influence away one of the other player's cards (CoE 8.5): one whose
    own text allows it taps for it; ``by_card``: one a card played on him has tapped and allowed to."""
    plays: ClassVar[str] = "card"
    card: str
    target: str
    by_card: bool = False   # the attempt a card played on the agent allows (it tapped him already: Twisted Tales)

    def __str__(self) -> str:
        if self.by_card:
            return f"{self.player} has the agent {self.card} influence {self.target}"
        return f"{self.player} taps the agent {self.card} to influence {self.target}"
