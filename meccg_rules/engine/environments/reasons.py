"""The refusal reasons of environments and the order of ongoing effects: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("order-fixed", "the order of ongoing effects is fixed for this turn", "CRF 22, Annotation 26; CoE 2.IV.iv"),
    ("order-independent", "their order does not change what they do", "CRF 22, Annotation 26"),
)
