"""The rule families, in order: the only module that imports them all.

A family may use the kernel (``core``), the primitives and the families listed before it, never one after it
(``tests/test_layers.py``): where an earlier family needs a later one's answer it asks a hook or a query of
the registry. The order is the order of dependence; each family is named after the CoE chapter it models.
``register()`` enters every family's declarations in the kernel's registry, in this order; ``game.py`` builds
its tables from the registry.

Adding a family: a folder with its modules, its ``actions.py`` and a ``family.py`` declaring ``FAMILY``; one
line below; and, if it has sentences of its own, a module in ``meccg_rules/language`` named in ``FAMILY``.
"""
from __future__ import annotations

from .agents.family import FAMILY as agents
from .combat.family import FAMILY as combat
from .core.registry import REGISTRY, Family
from .corruption.family import FAMILY as corruption
from .end_of_game.family import FAMILY as end_of_game
from .environments.family import FAMILY as environments
from .hazards.family import FAMILY as hazards
from .influence.family import FAMILY as influence
from .items.family import FAMILY as items
from .movement_hazard.family import FAMILY as movement_hazard
from .organization.family import FAMILY as organization
from .players.family import FAMILY as players
from .playing.family import FAMILY as playing
from .prisoners.family import FAMILY as prisoners
from .site_phase.family import FAMILY as site_phase
from .start_of_game.family import FAMILY as start_of_game
from .turn.family import FAMILY as turn

FAMILIES: tuple[Family, ...] = (
    players,            # players and alignments (CoE 1.1-1.8, W/R/F/B rules, multi-player, optional rules)
    start_of_game,      # getting ready to play (CoE 1)
    corruption,         # corruption (CoE 7)
    items,              # items in use (CoE 6)
    organization,       # the organization phase (CoE 2.II)
    environments,       # environments and the order of ongoing effects (CoE 2.IV.iv)
    hazards,            # playing hazards (CoE 2.IV.iii-vii)
    combat,             # combat (CoE 3)
    movement_hazard,    # the movement/hazard phase (CoE 2.IV)
    playing,            # playing cards and their effects (CoE 5, 9)
    site_phase,         # the site phase (CoE 2.V)
    prisoners,          # prisoners: taking, holding and rescuing them (CoE 3.III)
    agents,             # agents (CoE 4)
    influence,          # influence attempts (CoE 8)
    end_of_game,        # ending the game (CoE 10)
    turn,               # the turn (CoE 2)
)


def register() -> None:
    """Enter every family in the registry, once."""
    if not REGISTRY.families:
        for family in FAMILIES:
            REGISTRY.add(family)
