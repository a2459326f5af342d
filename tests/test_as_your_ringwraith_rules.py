"""What a Ringwraith avatar's own card does "as your Ringwraith" (CoE 2.II.2.1.R5, R7; players/as_your_ringwraith.py):
only his player's Ringwraith does it, never a Ringwraith follower, whose card's abilities cannot be initiated (R7)."""
from helpers import both_pass

from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.phases import hand_size


def _wraiths(company, site="Minas Morgul", phase="organization", discard=(), followers=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", list(company), site=site)
    for follower, of in followers:
        setup.follower(follower, of)
    setup.discard_pile("Alice", list(discard))
    setup.deck("Alice", ["Orc-draughts", "Foe Dismayed", "Steeds", "Blow Turned"])
    setup.set_phase(phase)
    return setup.build()


# ------------------------------------------------------------------ Ûvatha the Ringwraith
UVATHA = ["Hail of Darts", "Some Secret Art of Flame", "Black Mace", "Doors of Night"]


def test_uvatha_at_a_darkhaven_shuffles_a_resource_event_back_into_the_play_deck():
    game = _wraiths(["Ûvatha the Ringwraith"], discard=UVATHA)
    s = game.state
    assert "Alice" in s.described_decks
    game.apply(UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    both_pass(game)
    assert s.find("Hail of Darts").zone == "play deck"
    assert s.find("Ûvatha the Ringwraith").tapped
    assert "Alice" not in s.described_decks   # shuffled: its order is not known any more


def test_uvatha_takes_only_a_resource_event():
    game = _wraiths(["Ûvatha the Ringwraith"], discard=UVATHA)
    assert game.check(UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Some Secret Art of Flame"))   # a sorcery
    for other in ("Black Mace", "Doors of Night"):   # an item; a hazard event
        refused = game.check(UseAbility("Alice", "Ûvatha the Ringwraith", "take", other))
        assert refused.code == "invalid-target" and "resource event" in refused.sentence, refused


def test_uvatha_only_at_a_darkhaven_and_in_the_organization_phase():
    refused = _wraiths(["Ûvatha the Ringwraith"], site="Cirith Ungol", discard=UVATHA).check(
        UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    assert refused.code == "avatar-not-at-darkhaven", refused
    refused = _wraiths(["Ûvatha the Ringwraith"], phase="long-event", discard=UVATHA).check(
        UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    assert not refused and refused.code != "avatar-not-at-darkhaven", refused


def test_a_ringwraith_follower_initiates_no_ability_of_his_card():
    """R7: Ûvatha as Ren's follower, at a Darkhaven with Ren, his player's Ringwraith: not "your Ringwraith"."""
    game = _wraiths(["Ren the Ringwraith", "Ûvatha the Ringwraith"], discard=UVATHA,
                    followers=[("Ûvatha the Ringwraith", "Ren the Ringwraith")])
    refused = game.check(UseAbility("Alice", "Ûvatha the Ringwraith", "take", "Hail of Darts"))
    assert refused.code == "ringwraith-follower-ability" and "2.II.2.1.R7" in refused.sentence, refused



def test_a_ringwraith_follower_still_does_what_a_rule_or_a_site_lets_any_character_do():
    """R7 switches off only what his card prints: Hoarmûrath, Ren's follower and a sage, uses his skill at Mount Doom,
    whose text lets any sage there test a gold ring in his company."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["Ren the Ringwraith", "Hoarmûrath the Ringwraith"], site="LE-393")
    setup.follower("Hoarmûrath the Ringwraith", "Ren the Ringwraith")
    setup.give("Ren the Ringwraith", ["Precious Gold Ring"])
    setup.set_phase("site", "Riders")
    game = setup.build()
    assert game.check(UseAbility("Alice", "Hoarmûrath the Ringwraith", "test", "Precious Gold Ring"))

# ------------------------------------------------------------------ Indûr the Ringwraith
INDUR = ["Some Secret Art of Flame", "Deeper Shadow", "Words of Menace and Deceit", "Hail of Darts"]


def test_indur_takes_a_magic_card_of_any_kind_at_the_beginning_of_his_end_of_turn_phase():
    game = _wraiths(["Indûr the Ringwraith"], site="Cirith Ungol", phase="end-of-turn", discard=INDUR)
    for magic in INDUR[:3]:   # a sorcery, shadow-magic, spirit-magic
        assert game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", magic)), magic
    refused = game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", "Hail of Darts"))
    assert refused.code == "invalid-target", refused
    game.apply(UseAbility("Alice", "Indûr the Ringwraith", "take", "Deeper Shadow"))
    both_pass(game)
    assert game.state.find("Deeper Shadow").zone == "hand"
    assert game.state.find("Indûr the Ringwraith").tapped


def test_indur_not_in_another_phase_nor_as_a_follower():
    game = _wraiths(["Indûr the Ringwraith"], phase="organization", discard=INDUR)
    assert game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", "Deeper Shadow")).code == "wrong-phase"
    game = _wraiths(["Ren the Ringwraith", "Indûr the Ringwraith"], phase="end-of-turn", discard=INDUR,
                    followers=[("Indûr the Ringwraith", "Ren the Ringwraith")])
    refused = game.check(UseAbility("Alice", "Indûr the Ringwraith", "take", "Deeper Shadow"))
    assert refused.code == "ringwraith-follower-ability", refused


# ------------------------------------------------------------------ Hoarmûrath the Ringwraith
def test_hoarmurath_at_a_darkhaven_raises_his_players_hand_size_by_one():
    assert hand_size(_wraiths(["Hoarmûrath the Ringwraith"]).state, "Alice") == 9
    assert hand_size(_wraiths(["Hoarmûrath the Ringwraith"], site="Cirith Ungol").state, "Alice") == 8
    assert hand_size(_wraiths(["Ren the Ringwraith"]).state, "Alice") == 8


def test_hoarmurath_as_a_follower_raises_nothing():
    game = _wraiths(["Ren the Ringwraith", "Hoarmûrath the Ringwraith"],
                    followers=[("Hoarmûrath the Ringwraith", "Ren the Ringwraith")])
    assert hand_size(game.state, "Alice") == 8


# ------------------------------------------------------------------ Ren the Ringwraith, Dwar the Ringwraith
def _two_companies(wraith, phase="organization", site="Minas Morgul", followers=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", [wraith], site=site)
    setup.company("Orcs", ["Shagrat"], site="Cirith Ungol")
    setup.company("Others", ["Gorbag"], site="Cirith Ungol")
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell", owner="Bob")
    for follower, of in followers:
        setup.follower(follower, of)
    setup.set_phase(phase)
    return setup.build()


def _in_effect(state, name, stat):
    ref = state.find(name).id
    return sum(o.by for o in state.ongoing if o.target == ref and o.stat == stat)


def test_ren_at_a_darkhaven_gives_one_of_his_players_companies_two_on_corruption_checks_this_turn():
    game = _two_companies("Ren the Ringwraith")
    game.apply(UseAbility("Alice", "Ren the Ringwraith", "steady the company of", "Shagrat"))
    both_pass(game)
    s = game.state
    assert _in_effect(s, "Shagrat", "corruption check") == 2
    assert _in_effect(s, "Gorbag", "corruption check") == 0   # another company
    assert all(o.until == "end-of-turn" for o in s.ongoing if o.stat == "corruption check")


def test_ren_only_in_the_organization_phase_at_a_darkhaven_on_his_own_players_company():
    ability = UseAbility("Alice", "Ren the Ringwraith", "steady the company of", "Shagrat")
    assert _two_companies("Ren the Ringwraith", site="Cirith Ungol").check(ability).code == "avatar-not-at-darkhaven"
    assert not _two_companies("Ren the Ringwraith", phase="long-event").check(ability)
    refused = _two_companies("Ren the Ringwraith").check(
        UseAbility("Alice", "Ren the Ringwraith", "steady the company of", "Aragorn II"))
    assert refused.code == "not-own-company", refused


def test_dwar_at_a_darkhaven_makes_one_company_stronger_and_tougher_until_the_turn_ends():
    from meccg_rules.engine.primitives import values
    game = _two_companies("Dwar the Ringwraith", phase="long-event")
    s = game.state
    before = {n: (values.prowess(s, s.find(n)), values.body(s, s.find(n))) for n in ("Shagrat", "Gorbag")}
    game.apply(UseAbility("Alice", "Dwar the Ringwraith", "strengthen the company of", "Shagrat"))
    both_pass(game)
    assert (values.prowess(s, s.find("Shagrat")), values.body(s, s.find("Shagrat"))) == \
        (before["Shagrat"][0] + 1, before["Shagrat"][1] + 1)
    assert (values.prowess(s, s.find("Gorbag")), values.body(s, s.find("Gorbag"))) == before["Gorbag"]


def test_dwar_not_away_from_a_darkhaven_nor_on_the_other_players_company_nor_as_a_follower():
    ability = UseAbility("Alice", "Dwar the Ringwraith", "strengthen the company of", "Shagrat")
    assert _two_companies("Dwar the Ringwraith", site="Cirith Ungol").check(ability).code == "avatar-not-at-darkhaven"
    refused = _two_companies("Dwar the Ringwraith").check(
        UseAbility("Alice", "Dwar the Ringwraith", "strengthen the company of", "Aragorn II"))
    assert refused.code == "not-own-company", refused
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["Ren the Ringwraith", "Dwar the Ringwraith"], site="Minas Morgul")
    setup.follower("Dwar the Ringwraith", "Ren the Ringwraith")
    setup.set_phase("organization")
    refused = setup.build().check(
        UseAbility("Alice", "Dwar the Ringwraith", "strengthen the company of", "Ren the Ringwraith"))
    assert refused.code == "ringwraith-follower-ability", refused


# ------------------------------------------------------------------ Adûnaphel the Ringwraith
def _attacked(key="Wilderness", site="Dimrill Dale", wraith_site="Minas Morgul", follower=False):
    """Raiders, a company of Alice's, facing Bob's Cave-drake keyed to ``key``; Adûnaphel in another company."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Perchen", "Ufthak"], site=site, origin="Dol Guldur")
    setup.company("Wraiths", ["Ren the Ringwraith", "Adûnaphel the Ringwraith"] if follower
                  else ["Adûnaphel the Ringwraith"], site=wraith_site)
    if follower:
        setup.follower("Adûnaphel the Ringwraith", "Ren the Ringwraith")
    setup.hand("Bob", ["Cave-drake"])
    setup.set_phase("movement/hazard", "Raiders")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Cave-drake", key))
    both_pass(game)
    return game


CANCEL = UseAbility("Alice", "Adûnaphel the Ringwraith", "cancel the attack")


def test_adunaphel_at_a_darkhaven_cancels_a_creature_attack_on_another_company_of_hers():
    game = _attacked()
    game.apply(CANCEL)
    both_pass(game)
    assert game.state.combat is None
    assert game.state.find("Cave-drake").zone == "discard pile"
    assert game.state.find("Adûnaphel the Ringwraith").tapped


def test_adunaphel_not_on_an_attack_keyed_to_the_site_nor_away_from_a_darkhaven_nor_as_a_follower():
    refused = _attacked(key="Ruins & Lairs").check(CANCEL)
    assert refused.code == "invalid-target" and "keyed to the company's site" in refused.sentence, refused
    assert _attacked(wraith_site="Cirith Ungol").check(CANCEL).code == "avatar-not-at-darkhaven"
    assert _attacked(follower=True).check(CANCEL).code == "ringwraith-follower-ability"


def test_another_cancel_of_the_same_kind_still_reaches_only_its_own_company():
    """Contrast: Regiment of Black Crows cancels the same attacks, without ``any_own_company``: from another company
    of Alice's it is refused, not being in the company facing the attack (CoE 3.i.3)."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Perchen", "Ufthak"], site="Dimrill Dale", origin="Dol Guldur")
    setup.company("Scouts", ["Shagrat"], site="Minas Morgul")
    setup.give("Shagrat", ["Regiment of Black Crows"])
    setup.hand("Bob", ["Cave-drake"])
    setup.set_phase("movement/hazard", "Raiders")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Cave-drake", "Wilderness"))
    both_pass(game)
    refused = game.check(UseAbility("Alice", "Regiment of Black Crows", "cancel the attack"))
    assert refused.code == "not-facing-attack", refused


# ------------------------------------------------------------------ Khamûl the Ringwraith
def _khamul_attacks(wraiths=("Khamûl the Ringwraith", "Ren the Ringwraith")):
    """Alice's Ringwraith company, at Bree in her site phase, attacks Bob's Fellowship there (CoE 3.V). Away from a
    Darkhaven a Ringwraith's company holds only Ringwraiths (CoE 2.II.2.1.R3): Khamûl's companion is Ren, his
    Ringwraith follower."""
    from meccg_rules.engine.combat.actions import AttackCompany
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.turn_number(3)
    setup.company("Wraiths", list(wraiths), site="Bree")
    if "Ren the Ringwraith" in wraiths:
        setup.follower("Ren the Ringwraith", "Khamûl the Ringwraith")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", owner="Bob")
    setup.faced("Wraiths")
    game = setup.build()
    game.apply(AttackCompany("Alice", "Wraiths", "Fellowship"))
    return game


def test_an_elf_targeted_by_khamuls_strike_has_two_less_body():
    from meccg_rules.engine.combat.actions import AssignCompanyStrike
    from meccg_rules.engine.combat.strikes import body
    game = _khamul_attacks()
    s = game.state
    legolas, aragorn = (s.find(n) for n in ("Legolas", "Aragorn II"))
    before = (body(s, legolas.id), body(s, aragorn.id))
    game.apply(AssignCompanyStrike("Bob", "Khamûl the Ringwraith", "Legolas"))
    game.apply(AssignCompanyStrike("Bob", "Ren the Ringwraith", "Aragorn II"))
    assert body(s, legolas.id) == before[0] - 2
    assert body(s, aragorn.id) == before[1]   # another's strike


def test_only_an_elf_and_only_against_khamuls_own_strike():
    from meccg_rules.engine.combat.actions import AssignCompanyStrike
    from meccg_rules.engine.combat.strikes import body
    game = _khamul_attacks()
    s = game.state
    legolas, aragorn = (s.find(n) for n in ("Legolas", "Aragorn II"))
    before = (body(s, legolas.id), body(s, aragorn.id))
    game.apply(AssignCompanyStrike("Bob", "Khamûl the Ringwraith", "Aragorn II"))   # no Elf
    game.apply(AssignCompanyStrike("Bob", "Ren the Ringwraith", "Legolas"))       # an Elf, not Khamûl's strike
    assert (body(s, legolas.id), body(s, aragorn.id)) == before
