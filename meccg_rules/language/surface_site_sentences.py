"""The sentence of an Under-deeps site in play under one of its player's Wizardhavens (``engine/organization/
surface_sites.py``: Deep Mines); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.organization.surface_sites import place_under
from .forms import Form
from .setup_sentences import SETUP


def _under(setup, b) -> None:
    state = setup.state
    place_under(state, state.find(b["card"]), state.find(b["holder"]))


FORMS = (
    Form(SETUP, "lies-under", "{card} lies under {holder}", "Deep Mines lies under Alice's Isengard.",
         "An Under-deeps site in play whose surface site is the Wizardhaven of its player named (Deep Mines, "
         "played on a protected Wizardhaven).", _under),
)
