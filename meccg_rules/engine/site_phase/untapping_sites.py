"""A site that never taps (its special: minion The Worthy Hills; CRF 22, Card Errata and Rulings > The Worthy Hills).

Every place of the site phase that taps a site for what is played or done there (an item, ally or faction
resolved, a burglary attempt, an influence attempt from afar tapping the influencer's own site) asks
``tap_site`` here. A site whose entry says ``never_taps`` stays untapped; the play that would have tapped it
still succeeds: the ruling says not tapping does not interfere with the active conditions being met. So each
resource there needs only its own untapped character, and no additional minor item follows (CoE 2.V.5: it is
offered only after a resource taps the site).
"""
from __future__ import annotations

from ..core.state import Instance, State
from ..primitives.positions import never_taps


def tap_site(state: State, site: Instance) -> bool:
    """Tap ``site`` for a play or an action there, unless it never taps; whether it tapped."""
    if never_taps(site):
        return False
    state.tap(site.id)
    return True
