"""The property test's invariants, on positions drawn from the whole modelled pool (issue 26, point 6).

Each sequence builds its position from cards the engine models in full, drawn at random from the catalogue (not
hand-picked): one to three hero characters at a hero site reached from its Haven, items and short-events in the resource
player's hand, creatures and events in the hazard player's, in the movement/hazard or the site phase. Then random
legal steps, checked as in ``test_properties.py`` (its ``play_randomly``): no crash, no card lost or created, a refused action changes
nothing, ``child`` leaves its parent alone, and passing, rolling and stating outcomes end every chain. A drawn
position the set-up refuses (a company the rules do not allow) is discarded, never counted.

1,700 sequences in the README's run (2,000 with the hand-picked positions of test_properties.py), about 30 s here;
``python3 dev.py test --long`` tries 20,000 (20,000 passed and 5,057 drawn positions discarded in 6 min 39 s here,
2026-12-02, on the cards full at the time).
"""
import os

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.setup import Setup
from test_properties import play_randomly

pytestmark = pytest.mark.heavy(40)  # seconds, roughly: pytest-xdist hands the heaviest files out first

EXAMPLES = 20_000 if os.environ.get("MECCG_LONG") == "1" else 1_700   # with test_properties.py's 300: 2,000 a run


def _pool(test) -> list[str]:
    return sorted({c.name for c in catalogue().cards if c.status == "full" and test(c)})


CHARACTERS = _pool(lambda c: c.is_character and c.alignment == "Hero" and not c.fact("avatar")
                   and not c.fact("agent") and (c.fact("mind") or 0) <= 6)
SITES = _pool(lambda c: c.is_site and c.alignment == "Hero" and not c.is_haven and c.fact("nearest_haven")
              and c.fact("site_path") and not c.fact("under_deeps"))
RESOURCES = _pool(lambda c: c.type == "Resource" and c.alignment == "Hero" and c.kind in ("item", "short-event"))
HAZARDS = _pool(lambda c: c.type == "Hazard" and (c.is_creature or c.kind in ("short-event", "long-event")))


@pytest.mark.long
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                        HealthCheck.filter_too_much])
@given(data=st.data())
def test_random_legal_sequences_with_cards_of_the_modelled_pool_keep_the_invariants(data):
    characters = data.draw(st.lists(st.sampled_from(CHARACTERS), min_size=1, max_size=3, unique=True), "characters")
    site = catalogue().get(data.draw(st.sampled_from(SITES), "site"))
    hand = data.draw(st.lists(st.sampled_from(RESOURCES), max_size=3, unique=True), "resources")
    hazards = data.draw(st.lists(st.sampled_from(HAZARDS), max_size=3, unique=True), "hazards")
    phase = data.draw(st.sampled_from(["movement/hazard", "site"]), "phase")
    try:
        setup = Setup("Alice", "Bob")
        setup.company("Company", characters, site=site.name, origin=site.fact("nearest_haven"))
        setup.hand("Alice", hand)
        setup.hand("Bob", hazards)
        setup.set_phase(phase, "Company")
        game = setup.build()
    except InputError:
        assume(False)   # a drawn position the rules do not allow
        return
    play_randomly(game, data)
