"""A company's composition away from a Haven, enforced everywhere (organization/composition.py): a set-up placing a
company away from a Haven with more leaders than it may hold there (CoE 2.II.3.1.3), more than seven characters
(2.II.3.1) or Dúnedain, Dwarves, Elves or Hobbits with Orcs or Trolls (2.II.3.1.2) is refused, naming the company,
its site, its characters and the rule; such a company at a Haven may not declare movement away from one, and no
character or company comes into it away from a Haven (or once such movement is declared). The same holds of a
Ringwraith with others than Ringwraiths (CoE 2.II.2.1.R3): a Ringwraith player's havens are his Darkhavens."""
import pytest

from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.organization.actions import DeclareMovement, JoinCompanies, MoveToCompany
from meccg_rules.engine.setup import Setup


def _setup(characters, site, alignment="Ringwraith", on=(), allies=(), second=None):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("One", list(characters), site=site)
    if second is not None:
        setup.company("Two", list(second), site=site)
    for card in on:
        setup.in_play(card, on="One")
    for character, ally in allies:
        setup.give(character, [ally])
    setup.set_phase("organization")
    return setup


# ------------------------------------------------------------------ set-ups
def test_a_set_up_with_two_leaders_away_from_a_haven_is_refused_naming_all_it_needs():
    with pytest.raises(InputError) as refused:
        _setup(["Shagrat", "Gorbag"], "Bree").build()
    message = str(refused.value)
    for part in ("One", "Bree", "Shagrat", "Gorbag", "CoE 2.II.3.1.3", "at a Haven"):
        assert part in message, message


def test_two_leaders_may_be_set_up_at_a_haven_or_with_a_card_letting_the_second_in():
    _setup(["Shagrat", "Gorbag"], "Dol Guldur").build()                                  # a Darkhaven
    _setup(["Orc Captain", "Troll-chief"], "Ettenmoors", on=["Orders from Lugbúrz"]).build()   # a Troll leader
    with pytest.raises(InputError):                                                       # not an Orc leader
        _setup(["Orc Captain", "Orc Chieftain"], "Ettenmoors", on=["Orders from Lugbúrz"]).build()


def test_a_set_up_of_a_dunadan_with_an_orc_away_from_a_haven_is_refused():
    with pytest.raises(InputError) as refused:
        _setup(["Ciryaher", "Shagrat"], "Bree").build()
    message = str(refused.value)
    for part in ("One", "Bree", "Ciryaher", "Shagrat", "CoE 2.II.3.1.2"):
        assert part in message, message
    _setup(["Ciryaher", "Shagrat"], "Dol Guldur").build()   # at a Haven
    _setup(["Dâsakûn", "Shagrat"], "Bree").build()          # a Man: not one of the four races
    with pytest.raises(InputError):                          # an Elf with a Troll, for a Fallen-wizard too
        _setup(["Legolas", "Troll-chief"], "Moria", alignment="Fallen-wizard").build()


def test_an_orc_or_troll_ally_is_no_orc_or_troll_in_the_company():
    """The engine's reading: only characters are kept apart (an ally makes the company overt, no more)."""
    _setup(["Aragorn II", "Legolas"], "Moria", alignment="Fallen-wizard", allies=[("Legolas", "Cave Troll")]).build()


def test_a_set_up_of_eight_characters_away_from_a_haven_is_refused():
    eight = ["Crook-legged Orc", "Mountain-maggot", "Orc Brawler", "Orc Tracker", "Orc Veteran", "Lagduf", "Muzgash",
             "Radbug"]
    with pytest.raises(InputError, match="at most 7 characters"):
        _setup(eight, "Moria").build()
    _setup(eight, "Dol Guldur").build()


# ------------------------------------------------------------------ leaving a Haven, coming into a company
def test_a_company_of_a_dunadan_and_an_orc_may_not_leave_a_haven_for_a_site_away_from_one():
    game = _setup(["Ciryaher", "Shagrat"], "Dol Guldur").build()
    verdict = game.check(DeclareMovement("Alice", "One", "Moria"))
    assert verdict.code == "company-composition" and "CoE 2.II.3.1.2" in verdict.sentence, verdict
    assert "Ciryaher" in verdict.sentence and "Shagrat" in verdict.sentence
    assert game.check(DeclareMovement("Alice", "One", "Minas Morgul"))   # to another Haven
    assert _setup(["Dâsakûn", "Shagrat"], "Dol Guldur").build().check(DeclareMovement("Alice", "One", "Moria"))


def test_no_orc_comes_into_a_dunadans_company_away_from_a_haven_nor_once_it_declared_movement_away():
    away = _setup(["Ciryaher"], "Moria", second=["Shagrat"]).build()
    assert away.check(MoveToCompany("Alice", "Shagrat", "One")).code == "company-composition"
    assert away.check(JoinCompanies("Alice", "Two", "One")).code == "company-composition"
    haven = _setup(["Ciryaher"], "Dol Guldur", second=["Shagrat"]).build()
    assert haven.check(MoveToCompany("Alice", "Shagrat", "One"))   # at a Haven they may be together
    haven.apply(DeclareMovement("Alice", "One", "Moria"))
    verdict = haven.check(MoveToCompany("Alice", "Shagrat", "One"))
    assert verdict.code == "company-composition" and "declared movement to Moria" in verdict.sentence, verdict
    assert haven.check(JoinCompanies("Alice", "Two", "One")).code == "company-composition"


def test_a_company_that_has_moved_is_judged_at_its_site_of_origin_too():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Shagrat", "Gorbag"], site="Dol Guldur", origin="Moria")   # to a Haven, from Moria
    setup.set_phase("movement/hazard", "One")
    with pytest.raises(InputError, match="moving from Moria"):
        setup.build()
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Shagrat", "Gorbag"], site="Minas Morgul", origin="Dol Guldur")   # Haven to Haven
    setup.set_phase("movement/hazard", "One")
    setup.build()


# ------------------------------------------------------------------ a Ringwraith's company (CoE 2.II.2.1.R3)
def test_a_set_up_of_a_ringwraith_with_an_orc_away_from_a_darkhaven_is_refused_naming_the_rule():
    with pytest.raises(InputError) as refused:
        _setup(["Dwar the Ringwraith", "Shagrat"], "Moria").build()
    message = str(refused.value)
    for part in ("One", "Moria", "Dwar the Ringwraith", "Shagrat", "CoE 2.II.2.1.R3", "Ringwraith followers alone",
                 "set it at a Darkhaven"):
        assert part in message, message
    with pytest.raises(InputError, match=r"2\.II\.2\.1\.R3"):    # a company that has moved there: the same
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("One", ["Dwar the Ringwraith", "Shagrat"], site="Moria", origin="Dol Guldur")
        setup.set_phase("movement/hazard", "One")
        setup.build()


def test_a_ringwraith_with_an_orc_may_be_set_up_at_a_darkhaven_or_moving_between_two():
    _setup(["Dwar the Ringwraith", "Shagrat"], "Dol Guldur").build()
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Dwar the Ringwraith", "Shagrat"], site="Minas Morgul", origin="Dol Guldur")
    setup.set_phase("movement/hazard", "One")
    setup.build()


def test_a_ringwraith_with_an_orc_may_not_leave_a_darkhaven_for_a_site_away_from_one():
    """In Black Rider mode, so that his company may move to a non-Darkhaven site (CoE 2.II.7.R1): R3 alone decides."""
    game = _setup(["Dwar the Ringwraith", "Shagrat"], "Dol Guldur", on=["Black Rider"]).build()
    verdict = game.check(DeclareMovement("Alice", "One", "Moria"))
    assert verdict.code == "company-composition" and "CoE 2.II.2.1.R3" in verdict.sentence, verdict
    assert game.check(DeclareMovement("Alice", "One", "Minas Morgul"))   # to another Darkhaven
    alone = _setup(["Dwar the Ringwraith"], "Dol Guldur", second=["Shagrat"], on=["Black Rider"]).build()
    assert alone.check(DeclareMovement("Alice", "One", "Moria"))           # the Orc apart: he may go
    assert alone.check(DeclareMovement("Alice", "Two", "Moria"))


def test_a_ringwraith_with_a_ringwraith_follower_away_from_a_darkhaven_is_no_problem():
    setup = _setup(["Dwar the Ringwraith", "Ren the Ringwraith"], "Moria")
    setup.follower("Ren the Ringwraith", "Dwar the Ringwraith")
    setup.build()
    setup = _setup(["Dwar the Ringwraith", "Ren the Ringwraith"], "Dol Guldur", on=["Black Rider"])
    setup.follower("Ren the Ringwraith", "Dwar the Ringwraith")
    assert setup.build().check(DeclareMovement("Alice", "One", "Moria"))


def test_no_orc_comes_into_a_ringwraiths_company_away_from_a_darkhaven():
    away = _setup(["Dwar the Ringwraith"], "Moria", second=["Shagrat"]).build()
    for action in (MoveToCompany("Alice", "Shagrat", "One"), JoinCompanies("Alice", "Two", "One")):
        verdict = away.check(action)
        assert verdict.code == "company-composition" and "CoE 2.II.2.1.R3" in verdict.sentence, verdict
    assert _setup(["Dwar the Ringwraith"], "Dol Guldur", second=["Shagrat"]).build().check(
        MoveToCompany("Alice", "Shagrat", "One"))
