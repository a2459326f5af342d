"""Items (CoE 6): which items a character may use, and what the items in use add to his prowess and body."""
from __future__ import annotations

from ..core.registry import Family
from . import in_use

FAMILY = Family(
    name="items",
    title="Items",
    rules="CoE 6.1",
    modifiers={"prowess": (in_use.weapon,), "body": (in_use.protection,)},
)
