"""The sentences of Under-deeps sites lent to the other player (``engine/organization/lent_sites.py``: Great Secrets
Buried There); ``sentences.FORMS`` adds them to their section."""
from __future__ import annotations

from ..engine.core.cards import fold
from ..engine.core.errors import InputError
from ..engine.organization import lent_sites
from ..engine.organization.actions import LendSite
from .expect_sentences import EXPECT
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_lent(setup, b) -> None:
    state, lender, borrower = setup.state, b["player"], b["borrower"]
    site = lent_sites.site_lent(state, lender, b["site"], borrower)
    verdict = lent_sites.check(state, lender, site, borrower)
    if not verdict:
        raise InputError(verdict.sentence)
    lent_sites.lend(state, lender, site, borrower)


def _is_lent(game, b, step):
    """(ok, what is so): a copy of the site owned by one player is lent to the other."""
    found = [i for i in game.state.copies(fold(b["site"])) if i.lent_to == b["borrower"]]
    if not found:
        return False, f"no copy of {b['site']} is lent to {b['borrower']}"
    return found[0].owner == b["owner"], f"{found[0].owner}'s {b['site']} is lent to {b['borrower']}"


FORMS = (
    Form(SETUP, "lent-site", "{player} has lent {site} to {borrower:player}", "Bob has lent The Gem-deeps to Alice.",
         "An Under-deeps site card of one player's, lent earlier to the other, who lacked it, under a card that "
         "obliges its player to (Great Secrets Buried There); the borrower's company may stay at it.", _setup_lent),
    Form(PLAY, "lend-site", "{player} lends {site} to {borrower:player}", "Bob lends The Gem-deeps to Alice.",
         "In the borrower's organization phase, the player of a card that obliges him (Great Secrets Buried There) "
         "lends the other player an Under-deeps site card he lacks; or, once, the minion site card a hazard of his "
         "forces on a Fallen-wizard who lacks it (Heart Grown Cold; CRF 22, Tournament Rulings > Sites).",
         lambda game, b: [LendSite(b["player"], b["site"], b["borrower"])]),
    Form(EXPECT, "is-lent", "{owner:player}'s {site} is lent to {borrower:player}",
         "Bob's The Gem-deeps is lent to Alice.", "A site card of one player's, lent to the other (Great Secrets "
         "Buried There).", _is_lent),
)
