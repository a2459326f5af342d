"""Environments and the order of ongoing effects (CoE 2.IV.iv; CRF 22, Annotation 26): the hazard player's
order of effects that change region types, cards that keep sites tapped while they are in play, the end of the
lasting effects of one side's environments (``cancel-effects``: Doors of Night, Gates of Morning), cards that
have an environment considered in play or out of play (``considered``: Peril Returned), cards that stay only while
another is in play (``needs_in_play``: The Will of Sauron, Shelob, needing Doors of Night), and the prowess of every
character of some races (Sun, Night, Star of High Hope, The Evenstar: never attacks nor hazards)."""
from __future__ import annotations

from ..core.behaviour import CancelEffects
from ..core.registry import Family
from . import environments, needs_in_play, prowess
from .actions import OrderEffects
from .keys import Keys
from .reasons import REASONS


FAMILY = Family(
    name="environments",
    title="Environments and the order of ongoing effects",
    rules="CoE 2.IV.iv; CRF 22, Annotation 26",
    reasons=REASONS,
    actions={OrderEffects: (environments.check_order, environments.order)},
    keys=Keys,
    hooks={"declared": (environments.order_fixed,), "considered in play": (environments.considered_in_play,),
           "after chains": (needs_in_play.after_chains,)},
    effects={CancelEffects: environments.cancel_effects},
    modifiers={"prowess": (prowess.prowess,)},
    selectors={"characters in play": prowess.characters_in_play},
)
