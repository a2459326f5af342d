"""Cards that leave play when something happens (the key ``discarded_when``): an attack their statics raised is
defeated (CoE 3.v; Full of Froth and Rage, Rank upon Rank, Redoubled Force), their company moves (CoE 2.IV.i;
While the Yellow Face Sleeps), their company is at a Haven as its player's organization phase begins (Nothing to Eat
or Drink); and the statics that change attacks reaching an agent's attack, whose roll adds the agent's modified
prowess (CoE 3.iv.6.1), unless the card says "non-agent" (Rank upon Rank)."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.agents.actions import AgentAttacks
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.cards import load_entries
from meccg_rules.engine.core.errors import DataError
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import DefeatAttack
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase

# Bill Ferny's site: its text takes no part in these tests
_set_aside = setting_aside("Bree")


def creature_fought(in_play, creature, region, roll):
    """Aragorn II alone, moving to Moria, faces ``creature`` and rolls ``roll`` for its one strike he takes."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    for card in in_play:
        setup.in_play(card)
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, region))
    both_pass(game)
    while game.state.chains:   # a bonus declared as the attack is faced (Rank upon Rank) resolves first
        both_pass(game)
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", roll, "Aragorn II's strike"))
    return game


def test_a_card_goes_once_an_attack_it_raised_is_defeated():
    game = creature_fought(["Full of Froth and Rage"], "Lesser Spiders", "Wilderness", 12)
    assert "Lesser Spiders attacks Fellowship: 4 strikes with 9 prowess" in game.state.log
    assert game.state.find("Full of Froth and Rage").zone == DISCARD
    assert "Full of Froth and Rage is discarded: it raised Lesser Spiders, now defeated" in game.state.log


def test_it_stays_when_the_attack_is_not_defeated_or_not_one_it_raised():
    game = creature_fought(["Full of Froth and Rage"], "Lesser Spiders", "Wilderness", 2)  # the strike succeeds
    assert game.state.find("Full of Froth and Rage").zone == IN_PLAY
    game = creature_fought(["Rank upon Rank"], "Giant", "Wilderness", 12)  # a Giant, raised only under Doors of Night
    assert "Giant attacks Fellowship: 1 strike with 13 prowess" in game.state.log
    assert game.state.find("Giant").zone != IN_PLAY and game.state.find("Rank upon Rank").zone == IN_PLAY
    game = creature_fought(["Rank upon Rank", "Doors of Night"], "Giant", "Wilderness", 12)
    assert "Rank upon Rank's bonus to Giant resolves: Giant now has 2 strikes with 14 prowess" in game.state.log
    assert game.state.find("Rank upon Rank").zone == DISCARD


def moria_site_phase(*in_play):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria")
    for card in in_play:
        setup.in_play(card)
    return setup.build()


def test_only_automatic_attacks_raised_and_a_stated_defeat_discards():
    game = moria_site_phase("Redoubled Force")
    game.apply(DefeatAttack("Alice", "Fellowship", "the automatic-attacks"))
    assert game.state.find("Redoubled Force").zone == DISCARD
    game = moria_site_phase("Rank upon Rank")  # Moria's automatic-attack is by Orcs: not one it raised
    game.apply(DefeatAttack("Alice", "Fellowship", "the automatic-attacks"))
    assert game.state.find("Rank upon Rank").zone == IN_PLAY
    game = creature_fought(["Redoubled Force"], "Orc-raiders", "Wilderness", 12)  # a creature, not raised
    assert "Orc-raiders attacks Fellowship: 4 strikes with 6 prowess" in game.state.log
    assert game.state.find("Redoubled Force").zone == IN_PLAY


def agent_strike(*in_play):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Bree", face_down=False)
    for card in in_play:
        setup.in_play(card)
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 8, "Legolas's strike"))
    game.apply(Roll("Bob", 6, "Bill Ferny's strike against Legolas"))
    return next(line for line in game.state.log if "against 6 (roll) 2 (Bill Ferny)" in line)


def test_attack_statics_reach_an_agents_attack_unless_non_agent():
    assert "+2 (face-up at a home site) = 10:" in agent_strike()
    assert "+2 (face-up at a home site) -1 (in effect) = 9:" in agent_strike("Lapse of Will")
    assert "+2 (face-up at a home site) +1 (in effect) = 11:" in agent_strike("Scimitars of Steel")
    assert "+2 (face-up at a home site) = 10:" in agent_strike("Rank upon Rank")  # "non-agent Man attacks"


def ringwraith_company(declares_movement):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["The Witch-king"], site="Minas Morgul")
    setup.in_play("While the Yellow Face Sleeps", on="The Witch-king")
    setup.location_deck("Alice", ["Dol Guldur"])
    setup.set_phase("organization")
    game = setup.build()
    if declares_movement:
        game.apply(DeclareMovement("Alice", "Riders", "Dol Guldur"))
        assert game.state.find("While the Yellow Face Sleeps").zone == IN_PLAY  # declaring is not moving yet
    for action in (EndPhase("Alice", "organization"), EndPhase("Alice", "long-event"),
                   BeginMovementHazard("Alice", "Riders")):
        game.apply(action)
    return game.state.find("While the Yellow Face Sleeps").zone


def test_a_card_goes_when_its_company_moves():
    assert ringwraith_company(True) == DISCARD
    assert ringwraith_company(False) == IN_PLAY


@pytest.mark.parametrize("site, zone", [("Lórien", DISCARD), ("Moria", IN_PLAY)])
def test_a_card_goes_when_its_company_is_at_a_haven_in_its_organization_phase(site, zone):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site=site)
    setup.in_play("Nothing to Eat or Drink", on="Fellowship")
    setup.set_phase("untap")
    game = setup.build()
    assert game.state.find("Nothing to Eat or Drink").zone == IN_PLAY
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Nothing to Eat or Drink").zone == zone


def test_an_unknown_moment_or_attack_kind_is_a_data_error(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text('[[card]]\nid = "DM-80"\nsummary = "x"\ndiscarded_when = ["an attack is defeated"]\n',
                    encoding="utf-8")
    with pytest.raises(DataError, match=r"cards.toml:4"):
        load_entries(path)
    path.write_text('[[card]]\nid = "DM-80"\nsummary = "x"\n'
                    'static = [{ who = "attack", stat = "strikes", by = 1, attacks = "agents" }]\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"cards.toml:4"):
        load_entries(path)
