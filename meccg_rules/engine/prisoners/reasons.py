"""The refusal reasons of the prisoners family: each a code, the phrase an example writes after "cannot ...:" and
the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("no-rescue-site", "no rescue site is available for that character", "CoE 3.III.2, 3.III.2.1; CRF 22, Prisoners"),
    ("not-at-rescue-site", "the company is not at the rescue site, or has not entered it yet", "CoE 3.III.5"),
    ("must-name-rescue-site", "several sites may be the rescue site: the one chosen must be named", "CoE 3.III.2"),
    ("not-a-rescue-site", "that site may not be the character's rescue site", "CoE 3.III.2, 3.III.2.1"),
    ("no-prisoners", "that card holds no prisoners", "CoE 3.III.1, 3.III.7"),
    ("rescue-not-attempted", "the company has not faced the rescue-attacks", "CoE 3.III.5"),
)
