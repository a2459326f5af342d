"""The refusal reasons of agents: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("not-agent-home-site", "an agent hazard comes into play at one of its home sites", "CoE 2.IV.vii.1"),
    ("agent-not-at-site", "the agent is not at the company's site", "CoE 2.V.iii"),
    ("agent-attacked", "an agent hazard attacks only once per site phase",
     "CRF 22, Rulings by Term > Agent; CoE 2.V.iii.1"),
    ("agent-is-a-hazard", "an agent is a hazard card for this player, not a character", "CoE 1.3.W2, 1.3.B2"),
    ("agent-never-character", "an agent printed as a hazard card is never played as a character",
     "CRF 22, Card Errata and Rulings"),
    ("agent-character-home-site", "an agent played as a character comes into play only at one of its home sites",
     "CRF 22, Rulings by Term > Agent; CoE 2.II.2.2.5"),
    ("agent-not-in-play", "it is not an agent hazard in play", "CoE 2.IV.vii.1"),
    ("no-agent-to-discard", "no agent of the needed skill is at the company's new site to be discarded",
     "CRF 22, Card Errata and Rulings > Seek without Success"),
    ("agent-not-at-new-site", "the agent is not at the new site of the company",
     "CRF 22, Card Errata and Rulings > Baduila"),
    ("no-agent-to-tap", "no untapped agent of the needed skill is at the company's new site to tap",
     "CRF 22, Rulings by Term > Agent"),
    ("agent-attack-too-late", "an agent's attack is declared right after the automatic-attacks", "CoE 2.V.iii"),
    ("agent-waits", "an attack or a chain of effects is under way", "CoE 2.V.iii, 2.V.iv"),
    ("automatic-attacks-first", "the company has not faced its automatic-attacks yet", "CoE 2.V.iii"),
    ("agent-new", "the agent was not in play when the turn began", "CoE 4.1"),
    ("agent-acted", "the agent has taken its agent action this turn", "CoE 4.1"),
    ("agent-not-wounded", "the agent is not wounded", "CoE 4.1"),
    ("agent-wounded", "a wounded agent does not move", "CoE 4.1"),
    ("agent-face-down", "the agent is face-down already", "CoE 4.1"),
    ("agent-revealed", "the agent is face-up already", "CoE 4.2"),
    ("agent-home-site-type", "no home site of the agent is of that type, as its player would visit it",
     "CRF 22, Card Errata and Rulings > Inner Cunning"),
    ("agent-movement", "the agent is at that site already", "CoE 4.1"),
    ("agent-cannot-influence", "no effect lets the agent make an influence attempt", "CoE 8.5"),
    ("agent-not-home", "the site is not one of the agent's home sites", "CoE 4.1"),
    ("agent-under-deeps", "an agent does not move to an Under-deeps site", "CoE 4.1"),
    ("agent-not-adjacent", "the site is neither in the agent's region nor in an adjacent one", "CoE 4.1, 4.R1, 4.B2"),
    ("agent-hero-haven", "an agent does not move to a Wizard player's Haven",
     "CRF 22, Rulings by Term > Agent; CoE 4.4"),
    ("agent-wizardhaven", "only an Elf agent moves to a Wizardhaven in play", "CRF 22, Rulings by Term > Agent; CoE 4.4"),
    ("against-avatar", "nothing is influenced away from an avatar", "CoE 8.1; CRF 22, Site Phase > Influence Attempts"),
)
