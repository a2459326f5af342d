"""A detainment automatic-attack made normal (``attack-becomes-normal``, the condition ``site_detainment_attack``;
CRF 22, FEAR! FIRE! FOES! erratum): revealed on-guard as the company enters, against a minion company only."""
from helpers import both_pass

from meccg_rules.engine.combat import attacks
from meccg_rules.engine.game import Game
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks, RevealOnGuard

MODE = "the attack made normal"


def _game(site: str, characters: list[str], minion: bool) -> Game:
    setup = Setup("Alice", "Bob")
    if minion:
        setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", characters, site=site)
    setup.on_guard("FEAR! FIRE! FOES!", "Raiders")
    setup.set_phase("site", "Raiders")
    return setup.build()


def test_a_minion_company_faces_a_normal_attack_one_prowess_lower():
    game = _game("Edoras", ["Perchen"], minion=True)
    game.apply(RevealOnGuard("Bob", "FEAR! FIRE! FOES!", None, MODE))
    both_pass(game)
    game.apply(FaceAutomaticAttacks("Alice", "Raiders"))
    attack = game.state.combat.attack
    assert not attack.detainment
    assert attacks.prowess(game.state, attack) == 9


def test_a_hero_company_s_attack_stays_detainment_at_its_prowess():
    game = _game("Gobel Mírlond", ["Aragorn II", "Legolas"], minion=False)
    game.apply(RevealOnGuard("Bob", "FEAR! FIRE! FOES!", None, MODE))
    both_pass(game)
    game.apply(FaceAutomaticAttacks("Alice", "Raiders"))
    attack = game.state.combat.attack
    assert attack.detainment
    assert attacks.prowess(game.state, attack) == 9


def test_it_needs_a_detainment_automatic_attack_at_the_company_s_site():
    game = _game("Moria", ["Aragorn II"], minion=False)
    assert game.check(RevealOnGuard("Bob", "FEAR! FIRE! FOES!", None, MODE)).code == "invalid-target"


def test_it_is_not_played_from_hand_in_the_movement_hazard_phase():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Perchen"], site="Edoras", origin="Minas Morgul")
    setup.hand("Bob", ["FEAR! FIRE! FOES!"])
    setup.set_phase("movement/hazard", "Raiders")
    assert not setup.build().check(PlayEvent("Bob", "FEAR! FIRE! FOES!", "Raiders", MODE))
