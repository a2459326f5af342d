"""Company versus company combat (company_combat.py; CoE 3.V): who may attack whom, the three-step assignment,
both players rolling, body checks on both sides, kill points, and what may be played during it."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.combat.actions import AssignCompanyStrike, AttackCompany, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("True Fána")


def _bree(alice="Wizard", bob="Ringwraith", orcs=("Shagrat", "Lugdush"), fellowship=("Aragorn II", "Legolas"),
          tapped=(), hand=()):
    """Alice's company Fellowship has entered Bree in her site phase; Bob's Orcs are there too."""
    setup = Setup("Alice", "Bob")
    if alice != "Wizard":
        setup.alignment("Alice", alice)
    if bob != "Wizard":
        setup.alignment("Bob", bob)
    setup.turn_number(3)
    setup.company("Fellowship", list(fellowship), site="Bree")
    setup.company("Orcs", list(orcs), site="Bree", owner="Bob")
    setup.hand("Bob", list(hand))
    for name in tapped:
        setup.tap(name)
    setup.faced("Fellowship")
    return setup.build()


def test_who_may_attack_whom_follows_the_alignments():
    assert _bree().check(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert _bree(bob="Balrog").check(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert _bree(bob="Wizard").check(AttackCompany("Alice", "Fellowship", "Orcs")).code == "hero-against-hero"
    assert _bree(bob="Fallen-wizard", orcs=("Faramir",)).check(AttackCompany("Alice", "Fellowship", "Orcs")).code \
        == "hero-against-hero"   # a Fallen-wizard player's covert company (CoE 3.V.1.W1)
    assert _bree(alice="Ringwraith", bob="Balrog").check(AttackCompany("Alice", "Fellowship", "Orcs")).code == \
        "same-side"
    assert _bree().check(AttackCompany("Bob", "Orcs", "Fellowship")).code == "wrong-player"


def test_a_fallen_wizard_players_overt_company_attacks_and_is_attacked_by_any_company():
    """CoE 3.V.1.W1, F1, F2: Orcs make the Fallen-wizard player's company overt, any company may attack it and it
    may attack any; his covert company attacks only a Ringwraith or Balrog player's."""
    assert _bree(bob="Fallen-wizard").check(AttackCompany("Alice", "Fellowship", "Orcs"))   # overt: W1, F2
    overt_fw = _bree(alice="Fallen-wizard", fellowship=("Shagrat",), bob="Wizard", orcs=("Faramir",))
    assert overt_fw.check(AttackCompany("Alice", "Fellowship", "Orcs"))                     # F2
    covert_fw = _bree(alice="Fallen-wizard", bob="Wizard", orcs=("Faramir",))
    assert covert_fw.check(AttackCompany("Alice", "Fellowship", "Orcs")).code == "hero-against-hero"   # F1
    assert _bree(alice="Fallen-wizard").check(AttackCompany("Alice", "Fellowship", "Orcs"))   # F1: a Ringwraith's
    two_fw = _bree(alice="Fallen-wizard", bob="Fallen-wizard", orcs=("Shagrat",))
    assert two_fw.check(AttackCompany("Alice", "Fellowship", "Orcs"))   # a covert company on an overt one: F2


def test_one_attack_a_turn():
    game = _bree(orcs=("Shagrat",), fellowship=("Aragorn II",))
    game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))
    game.apply(AssignCompanyStrike("Bob", "Aragorn II", "Shagrat"))
    game.apply(ChooseStrike("Bob", "Shagrat"))
    game.apply(Roll("Alice", 7, "Aragorn II's strike"))
    game.apply(Roll("Bob", 7, "Shagrat's strike"))     # a tie: both tap, nobody is wounded
    assert game.state.combat is None
    assert game.state.find("Aragorn II").tapped and game.state.find("Shagrat").tapped
    assert game.check(AttackCompany("Alice", "Fellowship", "Orcs")).code == "opponent-engaged"


def test_the_three_steps_of_the_assignment():
    game = _bree(fellowship=("Aragorn II", "Legolas", "Gimli"), orcs=("Shagrat", "Lugdush", "Grishnákh"),
                 tapped=("Grishnákh",))
    game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert game.check(AssignCompanyStrike("Alice", "Aragorn II", "Shagrat")).code == "defender-assigns-first"
    assert game.check(AssignCompanyStrike("Bob", "Aragorn II", "Grishnákh")).code == "defender-assigns-untapped"
    game.apply(AssignCompanyStrike("Bob", "Aragorn II", "Shagrat"))
    game.apply(AssignCompanyStrike("Bob", "Legolas", "Lugdush"))
    assert game.state.combat.step == "assign-attacker"
    game.apply(AssignCompanyStrike("Alice", "Gimli", "Grishnákh"))
    assert game.state.combat.step == "strikes"


def test_strikes_of_tapped_attackers_go_last_by_the_defender():
    game = _bree(fellowship=("Aragorn II", "Legolas", "Gimli"), orcs=("Shagrat", "Lugdush", "Grishnákh"),
                 tapped=("Gimli", "Grishnákh"))
    game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))
    game.apply(AssignCompanyStrike("Bob", "Aragorn II", "Shagrat"))
    game.apply(AssignCompanyStrike("Bob", "Legolas", "Lugdush"))
    assert game.state.combat.step == "assign-last"
    assert game.check(AssignCompanyStrike("Alice", "Gimli", "Grishnákh")).code == "attacker-assigns-untapped"
    game.apply(AssignCompanyStrike("Bob", "Gimli", "Grishnákh"))
    assert game.state.combat.step == "strikes"


def test_the_loser_is_wounded_and_the_winners_player_rolls_the_body_check():
    game = _bree()
    game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))
    game.apply(AssignCompanyStrike("Bob", "Aragorn II", "Shagrat"))
    game.apply(AssignCompanyStrike("Bob", "Legolas", "Lugdush"))
    game.apply(ChooseStrike("Bob", "Shagrat"))
    game.apply(Roll("Alice", 2, "Aragorn II's strike"))   # 2 + 6 = 8
    game.apply(Roll("Bob", 9, "Shagrat's strike"))        # 9 + 6 = 15: the strike fails
    aragorn, shagrat = game.state.find("Aragorn II"), game.state.find("Shagrat")
    assert aragorn.wounded and shagrat.tapped and not shagrat.wounded
    both_pass(game)
    game.apply(Roll("Bob", 12, "Aragorn II's body check"))
    assert aragorn.eliminated
    assert scoring.tally(game.state, "Bob")["kill"] == 3
    assert scoring.tally(game.state, "Alice")["character"] == 2 - 3   # Legolas, and Aragorn II's -3 if eliminated


def test_no_hazard_and_the_defender_plays_resources():
    game = _bree(hand=("Weariness of the Heart", "True Fána", "Dodge"), bob="Wizard", alice="Ringwraith",
                 orcs=("Aragorn II", "Legolas"), fellowship=("Shagrat", "Lugdush"))
    game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert game.check(PlayEvent("Bob", "Weariness of the Heart", "Shagrat")).code == "no-hazards-in-company-combat"
    assert game.check(PlayEvent("Bob", "True Fána", "Aragorn II")).code == "not-in-company-combat"
    game.apply(AssignCompanyStrike("Bob", "Shagrat", "Aragorn II"))
    game.apply(AssignCompanyStrike("Bob", "Lugdush", "Legolas"))
    game.apply(ChooseStrike("Bob", "Aragorn II"))
    assert game.check(PlayEvent("Bob", "Dodge", "Aragorn II"))


def test_only_cards_on_the_attack_or_a_strike_may_be_played_during_it():
    game = _bree(hand=("Concealment", "Dodge", "Halfling Strength"), bob="Wizard", alice="Ringwraith",
                 orcs=("Aragorn II", "Sam Gamgee"), fellowship=("Shagrat", "Lugdush"))
    game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert game.check(PlayEvent("Bob", "Concealment", actor="Sam Gamgee"))
    assert game.check(PlayEvent("Bob", "Halfling Strength", "Sam Gamgee")).code == "only-strike-actions"
