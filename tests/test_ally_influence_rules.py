"""Allies that influence factions themselves (``engine/influence/ally_influence.py``, the key ``influences_factions``):
Roäc the Raven (tapped and discarded, any faction, the site left untapped, a tapped site allowed, the check a
diplomat's: CRF 22, Röac the Raven) and Radagast's Black Bird (as a character would); New Friendship's +3 on an
influence check by a diplomat (``influence_check_by``, the selection ``the influence check``)."""
import pytest

from meccg_rules.engine.core.actions import Discard, Pass, Roll
from meccg_rules.engine.core.chain import Declared
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, MP_PILE
from meccg_rules.engine.influence.actions import InfluenceFaction, InfluenceOpponent
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.influence.ally_influence import counts_as
from meccg_rules.engine.site_phase.actions import PlayResource, RevealOnGuard


def at_dale(phase="site", ally="Roäc the Raven", tapped=(), hand=("Dunlendings", "Men of Dale", "New Friendship")):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Dale")
    setup.give("Aragorn II", [ally])
    setup.hand("Alice", list(hand))
    for name in tapped:
        setup.tap(name)
    setup.set_phase(phase, "Fellowship" if phase == "site" else None)
    return setup.build()


def attempt(game, ally="Roäc the Raven", faction="Dunlendings", roll=None, friendship=False):
    game.apply(InfluenceFaction("Alice", ally, faction))
    game.apply(Pass("Bob"))
    if friendship:
        game.apply(PlayEvent("Alice", "New Friendship", None, "the influence check"))
        game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    if roll is not None:
        game.apply(Roll("Alice", roll, f"{ally}'s influence check"))


def test_roac_taps_and_is_discarded_as_he_declares_and_his_check_adds_no_one_s_influence():
    game = at_dale()
    game.apply(InfluenceFaction("Alice", "Roäc the Raven", "Dunlendings"))
    assert game.state.find("Roäc the Raven").zone == DISCARD   # the cost, paid at declaration
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 9, "Roäc the Raven's influence check"))
    assert game.state.find("Dunlendings").zone == DISCARD       # 9 + 0: Aragorn II's 3 do not count
    assert not game.state.find("Aragorn II").tapped and not game.state.find("Legolas").tapped


def test_any_faction_from_any_site_the_site_left_untapped():
    game = at_dale()
    assert game.check(InfluenceFaction("Alice", "Legolas", "Dunlendings")).code == "not-playable-at-site"
    attempt(game, roll=10)
    assert game.state.find("Dunlendings").zone == MP_PILE
    assert not game.state.find("Dale").tapped
    assert game.check(InfluenceFaction("Alice", "Legolas", "Men of Dale"))   # the site is still free


def test_at_a_tapped_site_with_every_character_tapped():
    game = at_dale(tapped=("Dale", "Aragorn II", "Legolas"))
    assert game.check(InfluenceFaction("Alice", "Legolas", "Men of Dale")).code == "character-tapped"
    assert game.check(InfluenceFaction("Alice", "Roäc the Raven", "Dunlendings"))
    attempt(game, roll=10)
    assert game.state.find("Dunlendings").zone == MP_PILE


@pytest.mark.parametrize("phase", ["organization", "movement/hazard", "end-of-turn"])
def test_only_in_his_company_s_site_phase(phase):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Dale")
    setup.give("Aragorn II", ["Roäc the Raven"])
    setup.hand("Alice", ["Dunlendings"])
    setup.set_phase(phase, "Fellowship" if phase == "movement/hazard" else None)
    game = setup.build()
    assert game.check(InfluenceFaction("Alice", "Roäc the Raven", "Dunlendings")).code == "wrong-phase"


def test_not_before_his_company_has_entered_its_site():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Roäc the Raven"])
    setup.hand("Alice", ["Dunlendings"])
    game = setup.build()   # Moria's automatic-attack not faced yet
    assert game.check(InfluenceFaction("Alice", "Roäc the Raven", "Dunlendings")).code == \
        "automatic-attacks-not-faced"


def test_no_on_guard_card_can_answer_an_attempt_that_taps_no_site():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Roäc the Raven"])
    setup.hand("Alice", ["Dunlendings"])
    setup.on_guard("Foolish Words", "Fellowship")
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Roäc the Raven", "Dunlendings"))
    verdict = game.check(RevealOnGuard("Bob", "Foolish Words", "Aragorn II"))
    assert verdict.code == "no-site-tapping-resource"


def test_new_friendship_reaches_the_check_of_roac_a_diplomat_s_though_he_has_left_play():
    game = at_dale()
    attempt(game, roll=7, friendship=True)   # 7 + 3 > 9
    assert game.state.find("Dunlendings").zone == MP_PILE
    assert not [o for o in game.state.ongoing if o.stat == "influence check"]   # used up


def test_new_friendship_counts_once_on_roac_s_check():
    game = at_dale()
    attempt(game, roll=6, friendship=True)   # 6 + 3 = 9, not more than 9: the +3 counted twice would bring it in
    assert game.state.find("Dunlendings").zone == DISCARD
    assert game.state.log[-1].count("New Friendship") == 1, game.state.log[-1]


def test_new_friendship_with_no_target_only_on_the_influence_check_not_the_corruption_check():
    game = at_dale()
    game.apply(InfluenceFaction("Alice", "Roäc the Raven", "Dunlendings"))
    game.apply(Pass("Bob"))
    assert game.check(PlayEvent("Alice", "New Friendship", None, "the corruption check")).code == "choice-needed"
    assert game.check(PlayEvent("Alice", "New Friendship", None, "the influence check"))


def test_without_new_friendship_the_same_roll_fails():
    game = at_dale()
    attempt(game, roll=7)
    assert game.state.find("Dunlendings").zone == DISCARD


def test_new_friendship_needs_a_declared_check_by_a_diplomat():
    game = at_dale()
    assert game.check(PlayEvent("Alice", "New Friendship", None, "the influence check")).code == \
        "no-influence-check"
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Dunnish Clan-hold")
    setup.hand("Alice", ["Dunlendings", "New Friendship"])
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Dunlendings"))
    game.apply(Pass("Bob"))
    assert game.check(PlayEvent("Alice", "New Friendship", None, "the influence check")).code == "not-by-skill"


def test_the_check_counts_as_a_diplomat_s_by_the_ally_s_text_whatever_its_own_skills():
    game = at_dale()
    aragorn = game.state.find("Aragorn II").id
    assert not counts_as(game.state, Declared("Alice", "influence", actor=aragorn), "Diplomat")
    assert counts_as(game.state, Declared("Alice", "influence", actor=aragorn, data={"as_skill": "Diplomat"}),
                     "Diplomat")


def test_the_black_bird_influences_as_a_character_its_direct_influence_and_the_site_s_tap_included():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Dale")
    setup.give("Aragorn II", ["Radagast's Black Bird"])
    setup.hand("Alice", ["Men of Dale", "Dunlendings"])
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    assert game.check(InfluenceFaction("Alice", "Radagast's Black Bird", "Dunlendings")).code == \
        "not-playable-at-site"
    game.apply(InfluenceFaction("Alice", "Radagast's Black Bird", "Men of Dale"))
    assert game.state.find("Radagast's Black Bird").tapped
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 5, "Radagast's Black Bird's influence check"))   # 5 + 3 > 7
    assert game.state.find("Men of Dale").zone == MP_PILE and game.state.find("Dale").tapped


def test_an_ally_whose_text_says_nothing_of_it_influences_no_faction():
    game = at_dale(ally="Gwaihir")
    assert game.check(InfluenceFaction("Alice", "Gwaihir", "Dunlendings")).code == "not-a-character"


def test_roac_is_played_at_a_site_of_northern_rhovanion_only():
    for site, allowed in (("Dale", True), ("Bree", False)):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II"], site=site)
        setup.hand("Alice", ["Roäc the Raven"])
        setup.set_phase("site", "Fellowship")
        verdict = setup.build().check(PlayResource("Alice", "Aragorn II", "Roäc the Raven"))
        assert bool(verdict) is allowed, verdict


def test_the_black_bird_s_return_as_its_controller_leaves_play_is_said_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.give("Legolas", ["Radagast's Black Bird"])
    setup.set_phase("organization")
    game = setup.build()
    with pytest.raises(NotModelledError, match="controlling character leaves play"):
        game.apply(Discard("Alice", "Legolas"))


def test_new_friendship_also_helps_a_diplomat_influencing_the_other_player_s_card_away():
    setup = Setup("Alice", "Bob")
    setup.turn_number(3)
    setup.company("Fellowship", ["Legolas", "Aragorn II"], site="Bree", origin="Rivendell")
    setup.company("Wanderers", ["Faramir", "Beretar", "Balin", "Bilbo"], site="Bree", owner="Bob")
    setup.give("Faramir", ["Noble Hound"])
    setup.hand("Alice", ["New Friendship"])
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(InfluenceOpponent("Alice", "Legolas", "Noble Hound"))
    game.apply(Pass("Bob"))
    # Legolas, making the check, is in play: the card is played on him, not with no target
    assert game.check(PlayEvent("Alice", "New Friendship", None, "the influence check")).code == "invalid-target"
    game.apply(PlayEvent("Alice", "New Friendship", "Legolas", "the influence check"))
    for action in (Pass("Bob"), Pass("Alice"), Roll("Alice", 4, "Legolas's influence attempt"),
                   Roll("Bob", 4, "the roll against Legolas's influence attempt")):
        game.apply(action)
    assert game.state.log[-1].count("+3 (New Friendship)") == 1 and game.state.find("Noble Hound").zone == DISCARD
    assert not [o for o in game.state.ongoing if o.stat == "influence check"]
