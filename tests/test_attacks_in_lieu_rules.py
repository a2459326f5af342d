"""An attack a card makes in lieu of company versus company combat (combat/attacks_in_lieu.py; Hounds of Sauron,
CRF 22): when it may be played, what it makes, and the defender left without combat actions."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AttackCompany
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _setup(hero_site: str = "Bree", faced: bool = True):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Ciryaher", "Dâsakûn"], site="Bree")
    setup.company("Fellowship", ["Aragorn II", "Sam Gamgee"], site=hero_site, owner="Bob")
    setup.hand("Alice", ["Hounds of Sauron"])
    setup.hand("Bob", ["Concealment"])
    setup.set_phase("site", "Host")
    if faced:
        setup.faced("Host")
    return setup.build()


def test_no_hero_company_at_the_site_no_play():
    verdict = _setup(hero_site="Rivendell").check(PlayEvent("Alice", "Hounds of Sauron", "Ciryaher", "the Wolves"))
    assert verdict.code == "not-in-lieu-of-attack"


def test_not_before_the_company_entered_its_site():
    verdict = _setup(faced=False).check(PlayEvent("Alice", "Hounds of Sauron", "Ciryaher", "the Wolves"))
    assert verdict.code == "automatic-attacks-not-faced"   # the site phase's general rule (CoE 2.V.ii.1) first


def test_the_wolves_attack_in_lieu_and_the_defender_has_no_action():
    game = _setup()
    game.apply(PlayEvent("Alice", "Hounds of Sauron", "Ciryaher", "the Wolves"))
    both_pass(game)
    game.apply(Roll("Alice", 10, "Ciryaher's corruption check"))
    combat = game.state.combat
    assert combat is not None and combat.attack.company == "Fellowship"
    assert (combat.attack.race, combat.attack.strikes, combat.attack.prowess) == ("Wolves", 4, 8)
    assert game.check(PlayEvent("Bob", "Concealment", None, actor="Sam Gamgee")).code == \
        "no-combat-actions-outside-turn"
    assert game.check(AttackCompany("Alice", "Host", "Fellowship")).code == "opponent-engaged"


def _fallen_wizard(alice: str = "Ringwraith", host=("Ciryaher", "Dâsakûn"), bob: str = "Fallen-wizard",
                   fellowship=("Aragorn II", "Sam Gamgee"), troll: str | None = None):
    """``troll``: the character given a Cave Troll ally, which makes his company overt (an Orc or a Troll character
    beside Ciryaher or Aragorn II would break the company composition rules at Bree, CoE 2.II.3.1.2)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alice)
    if bob != "Wizard":
        setup.alignment("Bob", bob)
    setup.company("Host", list(host), site="Bree")
    setup.company("Fellowship", list(fellowship), site="Bree", owner="Bob")
    if troll is not None:
        setup.give(troll, ["Cave Troll"])
    setup.hand("Alice", ["Hounds of Sauron"])
    setup.set_phase("site", "Host")
    setup.faced("Host")
    return setup.build()


def test_a_fallen_wizards_covert_company_is_a_hero_company_his_overt_one_none():
    """CRF 22, Rulings by Term > Company: a Fallen-wizard's company with no Orcs or Trolls is a hero company; his
    overt one is none, so no target, and it may itself play the card (it may attack any company, CoE 3.V.1.F2)."""
    wolves = PlayEvent("Alice", "Hounds of Sauron", "Ciryaher", "the Wolves")
    assert _fallen_wizard().check(wolves)                                                   # covert: a hero company
    assert _fallen_wizard(troll="Aragorn II").check(wolves).code == "not-in-lieu-of-attack"   # overt: none
    assert _fallen_wizard(alice="Fallen-wizard", bob="Wizard", troll="Ciryaher").check(wolves)  # an overt caster's
    refused = _fallen_wizard(alice="Fallen-wizard", host=("Ciryaher",), bob="Wizard").check(wolves)
    assert refused.code == "not-in-lieu-of-attack", refused                                 # a covert one: a hero company
