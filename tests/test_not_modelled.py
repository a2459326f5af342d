"""Never silent: a card whose text the engine does not model is refused where that text matters, "not modelled".

Every card has a status (full, partial, facts) and, when not full, the clauses not modelled with when each
matters (``engine/core/modelled.py``). An example that needs one is refused at its line with "not modelled:
<card>: <clause>", by the engine (``check``, ``apply``, a set-up), by the page runner, by ``meccg-rules run``
and by pytest; the cards are chosen from the catalogue by what they are, so the tests keep working as cards
become modelled.
"""
import textwrap
from pathlib import Path

import pytest

from meccg_rules.engine.core import modelled
from meccg_rules.engine.core.behaviour import NotModelled
from meccg_rules.engine.core.cards import DATA, Card, catalogue, load
from meccg_rules.engine.core.errors import DataError, NotModelledError
from meccg_rules.engine.setup import Setup
from meccg_rules.pages.runner import run_page
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.site_phase.actions import EnterSite


def _first(test, what: str) -> Card:
    found = next((c for c in catalogue().cards if test(c)), None)
    assert found is not None, f"no card is {what} any more: choose another kind of card for this test"
    return found


def _gap(card: Card, scope: str) -> NotModelled | None:
    return next((g for g in card.gaps if g.scope == scope), None)


def test_every_card_has_a_status_and_a_card_not_full_names_what_is_missing():
    cards = catalogue().cards
    assert len(cards) == 1683
    assert {c.status for c in cards} <= set(modelled.STATUSES)
    for card in cards:
        assert (card.status == "full") == (not card.gaps), card
        for gap in card.gaps:
            assert gap.clause and gap.scope in modelled.SCOPES, card


def test_a_character_whose_text_matters_in_play_is_refused_by_the_set_up_naming_the_clause():
    character = _first(lambda c: c.is_character and c.alignment == "Hero" and _gap(c, "in play") and not c.authored,
                       "a hero character with an unmodelled clause that acts while he is in play")
    setup = Setup("Alice", "Bob")
    with pytest.raises(NotModelledError) as refused:
        setup.company("Fellowship", [character.name], site="Rivendell")
    assert str(refused.value) == f"not modelled: {character.name}: {_gap(character, 'in play').clause}"


def test_a_card_whose_play_is_not_modelled_is_refused_by_check_and_apply_and_the_state_is_unchanged():
    event = _first(lambda c: c.kind == "short-event" and c.type == "Resource" and c.alignment == "Hero"
                   and c.status == "facts" and _gap(c, "play"), "a hero short-event with nothing modelled")
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
    setup.hand("Alice", [event.name])
    game = setup.build()
    before = game.describe()
    action = PlayEvent("Alice", event.name)
    verdict = game.check(action)
    assert not verdict and verdict.code == "not-modelled"
    assert verdict.sentence.startswith(f"not modelled: {event.name}: ")
    with pytest.raises(NotModelledError):
        game.apply(action)
    assert game.describe() == before


def test_a_creature_that_may_be_played_as_an_event_is_refused_as_the_event_it_does_not_model():
    # Mouth of Sauron: its creature side modelled (played on the Errata pages), its short-event side a clause of
    # scope "mode"; before, playing it as an event was an input error, as if the card had no such side
    dual = _first(lambda c: c.is_creature and "/" in c.subtype and _gap(c, "mode") and not _gap(c, "play"),
                  "a creature or event whose creature side is modelled and whose event side is not")
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Dol Guldur", origin="Lórien")
    setup.hand("Bob", [dual.name])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    verdict = game.check(PlayEvent("Bob", dual.name))
    assert not verdict and verdict.sentence == f"not modelled: {dual.name}: {_gap(dual, 'mode').clause}"


def test_a_clause_that_changes_a_value_is_refused_when_that_value_is_asked_and_not_before():
    queries = ("prowess", "body", "direct influence", "mind")
    character = _first(lambda c: c.is_character and c.alignment == "Hero" and not _gap(c, "in play")
                       and any(_gap(c, q) for q in queries), "a hero character with a gap about one of his values "
                       "and none while in play")
    query = next(q for q in queries if _gap(character, q))
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", [character.name], site="Rivendell")
    game = setup.build()   # in play, he changes nothing yet
    from meccg_rules.engine.core.queries import total
    inst = game.state.find(character.name)
    with pytest.raises(NotModelledError, match=f"not modelled: {character.name}: "):
        total(query, game.state, inst.id)
    assert total("mind" if query != "mind" else "prowess", game.state, inst.id) is not None   # another value is not


def test_an_entry_saying_full_that_models_nothing_is_a_data_error_at_its_line(tmp_path: Path):
    card = _first(lambda c: c.status == "facts" and not c.authored, "a card with nothing modelled")
    data = _data(tmp_path, f'[[card]]\nid = "{card.id}"\nsummary = "Ours."\nstatus = "full"\n')
    with pytest.raises(DataError) as error:
        load(data)
    assert error.value.line == 1 and 'says status = "full" but its entry models nothing' in str(error.value)


@pytest.mark.parametrize("entry, key", [('status = "partial"\n', "status"),
                                        ('not_modelled = [{ clause = "x", scope = "play" }]\n', "not_modelled"),
                                        ('status = "partial"\nnot_modelled = [{ clause = "x", scope = "ployed" }]\n',
                                         "not_modelled")])
def test_a_status_and_its_clauses_must_agree(tmp_path: Path, entry: str, key: str):
    data = _data(tmp_path, f'[[card]]\nid = "TW-156"\nsummary = "Ours."\n{entry}')
    with pytest.raises(DataError) as error:
        load(data)
    assert key in str(error.value) and error.value.line >= 3


def _data(tmp_path: Path, entry: str) -> Path:
    source = DATA
    for name in ("reference.json", "clauses.json"):
        (tmp_path / name).write_text((source / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "cards.toml").write_text(entry, encoding="utf-8")
    return tmp_path


def test_an_example_with_a_card_not_modelled_fails_at_its_line_saying_so():
    character = _first(lambda c: c.is_character and c.alignment == "Hero" and _gap(c, "in play") and not c.authored,
                       "a hero character with an unmodelled clause that acts while he is in play")
    page = textwrap.dedent(f"""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Rivendell: {character.name}.
        Expect
          {character.name} is untapped.
        ```
        """)
    result = run_page(page, "page.md")
    (example,) = result.examples
    assert example.status == "failed"
    assert f"page.md:7: not modelled: {character.name}: {_gap(character, 'in play').clause}" in example.message


def test_a_skipped_example_needing_a_clause_not_modelled_says_so_alike_in_run_the_badge_and_the_status_page(
        capsys):
    """The docs' examples that need a clause not modelled yet are skipped, the skip naming the clause; pytest (the
    runner), ``meccg-rules run``, the page's badge in rulings.json and the Status page all give that reason."""
    import html
    import json

    from site_helpers import ROOT, real_site

    from meccg_rules.pages.runner import run_file
    from meccg_rules.tools.cli import main

    docs = ROOT / "docs"
    found = None
    for path in sorted((docs / "rulings").rglob("*.md")):
        skipped = [e for e in run_file(path, docs).examples if e.status == "skipped"
                   and (e.skip or "").startswith("not modelled yet: ")]
        if skipped:
            found = path, skipped[0]
            break
    assert found, "no ruling page skips an example as not modelled yet: choose another test"
    path, example = found
    assert "not modelled: " in example.failure   # still refused by the engine, at its line, naming the clause

    main(["run", str(path)])
    out = capsys.readouterr().out
    assert f"SKIP {path}:{example.line}" in out and example.skip in out

    site = real_site()
    assert site.aborted is None, site.problem()
    rulings = json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))["rulings"]
    ruling = next(r for r in rulings if r["source_file"].endswith(path.relative_to(docs).as_posix()))
    assert ruling["badge"]["state"] == "skipped" and ruling["examples"]["skipped"] >= 1
    status = html.unescape((site.site_dir / "status" / "index.html").read_text(encoding="utf-8"))
    assert example.skip[:1].upper() + example.skip[1:] in status


def test_a_site_clause_of_the_attack_scope_lets_a_company_be_there_and_refuses_its_attacks():
    """The hero Under-leas' extra automatic-attack (the Witch-king as a permanent-event) matters only when its
    automatic-attacks are faced: a company may stay there, and is refused, naming the clause, when they start."""
    from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks
    site = catalogue().get("DM-40")
    assert [gap.scope for gap in site.gaps] == ["attack"]
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="The Under-leas")
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    with pytest.raises(NotModelledError, match="not modelled: The Under-leas: an extra automatic-attack"):
        game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))


def test_alatar_modelled_an_attack_on_another_company_of_his_player_is_fought_and_he_may_join_it():
    """Alatar's joining is modelled (``combat/joined_defenders.py``): the creature attack on a company he is not in
    is no longer refused for him; it begins, and he may join it from his Haven."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    from meccg_rules.engine.playing.actions import CheckToUse
    alatar = catalogue().get("TW-117")
    assert not alatar.gaps
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Alatar"], site="Rivendell")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    assert game.state.combat is not None
    assert game.check(CheckToUse("Alice", "Alatar", "join the company")).allowed


def _with_gap(game, name: str, clause: str, scope: str) -> None:
    """Give the card of ``name`` in play a clause not modelled: no card of the catalogue has the scope now."""
    inst = next(i for i in game.state.cards.values() if i.card.name == name)
    card = Card(id=inst.card.id, facts=inst.card.facts, authored=inst.card.authored, clauses=inst.card.clauses)
    card.__dict__["gaps"] = (NotModelled(clause=clause, scope=scope),)   # its cached_property, set ahead
    inst.card = card


def test_a_clause_of_the_creature_attack_scope_is_refused_when_a_creature_attacks_another_company_of_its_player():
    """A card whose clause answers a hazard creature attacking another company of its player (as Alatar's did before
    it was modelled) is refused, naming the clause, as that attack begins (``combat/flow``); no card of the
    catalogue has the scope now, so the test gives a character one."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    assert not any(_gap(c, "creature attack") for c in catalogue().cards)
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Gimli"], site="Rivendell")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    _with_gap(game, "Gimli", "he may join a company of his player a creature attacks", "creature attack")
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    with pytest.raises(NotModelledError, match="not modelled: Gimli: he may join a company"):
        game.apply(Pass("Alice"))
        game.apply(Pass("Bob"))


def test_a_clause_of_the_creature_attack_scope_leaves_an_attack_on_the_card_s_own_company_alone():
    """The scope is another company's attack only: a creature attacking the card's own company is fought as usual
    (Alatar there, and a character given a clause of the scope)."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Alatar", "Legolas"], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Grey")
    game = setup.build()
    _with_gap(game, "Legolas", "he may join a company of his player a creature attacks", "creature attack")
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    assert game.state.combat is not None


def test_a_clause_of_the_palantir_use_scope_is_refused_when_a_palantir_is_used():
    """Saruman may tap to use a Palantír he bears, which the engine does not model: using any Palantír is refused
    naming that clause, first, while he is in play (a card that may give the ability to use it;
    ``items/palantiri.py``)."""
    from meccg_rules.engine.playing.actions import UseAbility
    saruman = catalogue().get("TW-181")
    assert [gap.scope for gap in saruman.gaps] == ["palantír use"]
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Bilbo"], site="Lórien")
    setup.company("Wizard", ["Saruman"], site="Rivendell")
    setup.in_play("Palantír of Orthanc", on="Aragorn II")
    setup.in_play("Align Palantír", on="Palantír of Orthanc")
    setup.set_phase("organization")
    game = setup.build()
    with pytest.raises(NotModelledError, match="not modelled: Saruman: may tap to make use of a Palantír"):
        game.apply(UseAbility("Alice", "Palantír of Orthanc", "take", "Glamdring"))


def test_a_card_on_a_site_acting_as_a_company_there_ends_its_organization_phase_is_refused_then_and_only_there():
    """Siege's roll comes as the organization phase of a company at its site ends, whoever controls Siege: that end
    is refused, naming the clause; the hazard player's own organization phase, with no company of his there, goes
    on (the scope ``site organization end``, not ``organization``, which is its controller's)."""
    from meccg_rules.engine.turn.actions import EndPhase
    siege = catalogue().get("TW-87")
    assert [gap.scope for gap in siege.gaps] == ["site organization end"]
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Bree")
    setup.in_play("Siege", on="Bree", owner="Bob")
    setup.set_phase("organization")
    game = setup.build()
    with pytest.raises(NotModelledError, match="not modelled: Siege: the roll as the organization phase"):
        game.apply(EndPhase("Alice", "organization"))

    setup = Setup("Bob", "Alice")
    setup.company("Fellowship", ["Aragorn II"], site="Bree", owner="Alice")
    setup.company("Riders", ["Elrond"], site="Rivendell")
    setup.in_play("Siege", on="Bree", owner="Bob")
    setup.set_phase("organization")
    game = setup.build()
    game.apply(EndPhase("Bob", "organization"))
    assert game.state.phase == "long-event"


def test_a_clause_of_the_opponent_turn_scope_is_refused_in_any_turn_of_the_card_s_opponent_and_only_there():
    """Orc-mail acts in the other player's turn (a roll as each of his site phases begins): a set-up in that turn is
    refused naming the clause, and so is its controller's turn ending; its controller's own turn goes on. A
    resource set up on a company is that company's player's."""
    from meccg_rules.engine.turn.actions import EndPhase
    orc_mail = catalogue().get("AS-52")
    assert "opponent turn" in {gap.scope for gap in orc_mail.gaps}
    setup = Setup("Bob", "Alice")
    setup.company("Burglars", ["Bilbo", "Gimli"], site="Rivendell", owner="Alice")
    setup.company("Riders", ["Elrond"], site="Lórien")
    with pytest.raises(NotModelledError, match="not modelled: Orc-mail: "):
        setup.in_play("Orc-mail", on="Burglars")
        setup.set_phase("organization")
        setup.build()

    setup = Setup("Alice", "Bob")
    setup.company("Burglars", ["Bilbo", "Gimli"], site="Rivendell")
    setup.in_play("Orc-mail", on="Burglars")
    setup.set_phase("end-of-turn")
    game = setup.build()
    with pytest.raises(NotModelledError, match="not modelled: Orc-mail: "):
        game.apply(EndPhase("Alice", "end-of-turn"))


def test_a_strike_given_to_one_automatic_attack_is_refused_where_several_attacks_could_take_it():
    """Hoarmûrath of Dír's strike, raising the site for the turn, is refused as not modelled at a site with several
    automatic-attacks, or with another company of the player there (which one takes it is not modelled)."""
    from meccg_rules.engine.playing.actions import UseAbility
    use = "give one more strike to the automatic-attack"
    for site, companies in (("Cirith Gorgor", [["Aragorn II"]]), ("Moria", [["Aragorn II"], ["Gimli"]])):
        setup = Setup("Alice", "Bob")
        for number, characters in enumerate(companies):
            setup.company(f"Company{number}", characters, site=site)
        setup.in_play("Hoarmûrath of Dír")
        setup.set_phase("movement/hazard", "Company0")
        game = setup.build()
        with pytest.raises(NotModelledError, match="not modelled: Hoarmûrath of Dír: the \\+1 strike given to one"):
            game.apply(UseAbility("Bob", "Hoarmûrath of Dír", use))


def test_a_clause_of_the_scope_play_in_a_case_refuses_the_card_in_that_case_and_only_there():
    """Tidings of Bold Spies would have to carry over to its copies the modifications of automatic-attacks only: its
    play is refused, naming the clause, while a card with such a modification (Eye of Sauron) is in play, and goes
    on otherwise (the scope ``play in a case``, refused by the family owning the case through ``may play card``)."""
    tidings = catalogue().get("LE-143")
    assert [gap.scope for gap in tidings.gaps] == ["play in a case"]

    def page(extra: str) -> str:
        return textwrap.dedent("""\
            # A page

            ```scenario
            Setup
              Alice is the resource player.
              Bob is the hazard player.
              Company Fellowship has moved from Rivendell to Goblin-gate: Aragorn II, Legolas.
              Bob holds Tidings of Bold Spies.
            {extra}  It is the movement/hazard phase of Fellowship.
            Play
              Bob plays Tidings of Bold Spies on Fellowship.
              Both players pass.
            Expect
              Fellowship is facing Tidings of Bold Spies's copy of Goblin-gate's automatic-attack.
            ```
            """).replace("{extra}", extra)

    (example,) = run_page(page(""), "page.md").examples
    assert example.status == "passed", example.message
    (example,) = run_page(page("  Bob's Eye of Sauron is in play.\n"), "page.md").examples
    assert example.status == "failed"
    assert f"page.md:12: not modelled: Tidings of Bold Spies: {tidings.gaps[0].clause}" in example.message


def test_a_hazard_event_declared_in_a_chain_is_refused_as_not_modelled_for_a_card_whose_clause_names_that_case():
    """In the Name of Mordor cancels a Nazgûl hazard event: a Nazgûl permanent-event in play is modelled; one tapped
    for its effect is a short-event declared in the chain (CRF 22, Nazgûl), which the card may cancel too: refused as
    not modelled (its ``play in a case`` clause naming a hazard event "declared in a chain"), not as "not in play"."""
    mordor = catalogue().get("LE-197")
    (gap,) = [g for g in mordor.gaps if g.scope == "play in a case"]
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
          Alice is a Ringwraith player.
          Alice is the resource player.
          Bob is the hazard player.
          Company Raiders stays at Moria: Shagrat.
          Adûnaphel is in play.
          Alice holds In the Name of Mordor.
          It is the movement/hazard phase of Raiders.
        Play
          Bob taps Adûnaphel to tap Shagrat.
          Alice plays In the Name of Mordor on Adûnaphel, choosing the Nazgûl event cancelled.
          Both players pass.
        Expect
          Shagrat is untapped.
        ```
        """)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "failed"
    assert f"page.md:14: not modelled: In the Name of Mordor: {gap.clause}" in example.message


def test_an_on_guard_card_event_aimed_at_an_agent_is_refused_as_not_modelled_not_as_an_unknown_company():
    """Withdrawn to Mordor discards an on-guard card (modelled) or, played on a face-up agent, discards or returns
    it (its ``play in a case`` clause naming an agent, not modelled): aimed at an agent it is refused as not
    modelled; aimed at a company's on-guard card it is played."""
    withdrawn = catalogue().get("DM-165")
    (gap,) = [g for g in withdrawn.gaps if g.scope == "play in a case"]
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Bree", False)
    setup.hand("Alice", ["Withdrawn to Mordor"])
    game = setup.build()
    game.apply(EnterSite("Alice", "Fellowship"))   # Bill Ferny there may attack it: it declares it first
    verdict = game.check(PlayEvent("Alice", "Withdrawn to Mordor", "Bill Ferny"))
    assert verdict.code == "not-modelled" and f"Withdrawn to Mordor: {gap.clause}" in verdict.sentence
    game.state.move(game.state.find("Bill Ferny").id, "discard pile")   # an agent no longer in play: the same use
    assert game.check(PlayEvent("Alice", "Withdrawn to Mordor", "Bill Ferny")).code == "not-modelled"
    assert game.check(PlayEvent("Alice", "Withdrawn to Mordor", "Fellowship")).code == "not-on-guard"


def test_a_use_not_modelled_is_refused_as_such_before_its_target_is_judged_by_another_use_s_kind():
    """Inner Cunning's target kind is its short-event's (a play deck card); its permanent-event, played on a face-down
    agent in play, is not modelled: choosing it is refused as not modelled, not as a wrong target."""
    cunning = catalogue().get("DM-68")
    (mode,) = [m for m in cunning.modes if m.not_modelled]
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
          Bob's agent Bill Ferny is face-down at Bree.
          Bob holds Inner Cunning.
          It is the movement/hazard phase of Fellowship.
        Play
          Bob plays Inner Cunning on Bill Ferny, choosing the agent's site.
        Expect
          Bill Ferny is face-down at Bree.
        ```
        """)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "failed"
    assert "page.md:12:" in example.message and mode.not_modelled in example.message, example.message


def test_a_card_taken_as_playable_at_a_site_is_refused_as_not_modelled_when_its_entry_leaves_its_play_unmodelled():
    """Mistress Lobelia fetches a card playable at her site (the query ``playable at the site``): a card whose own
    text on where it may be played is not modelled is refused as such, never judged by the site's listing alone."""
    item = _first(lambda c: c.kind == "item" and c.alignment == "Hero" and "Bag End" in (c.fact("playable_at") or ())
                  and _gap(c, "play"), "a hero item playable at Bag End whose play is not modelled")
    page = textwrap.dedent(f"""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Shirefolk stays at Bag End: Bilbo, Sam Gamgee.
          Bilbo has Mistress Lobelia.
          Alice's discard pile holds {item.name}.
          It is the site phase of Shirefolk.
        Play
          Alice taps Mistress Lobelia to take {item.name}.
        Expect
          Mistress Lobelia is untapped.
        ```
        """)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "failed"
    assert f"page.md:12: not modelled: {item.name}: {_gap(item, 'play').clause}" in example.message, example.message


def _stream(characters: list[str]):
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", characters, site="Bree")
    setup.in_play("Enchanted Stream", on="Rangers")
    setup.set_phase("organization")
    return setup.build()


def test_a_company_that_taps_to_move_with_more_untapped_characters_than_that_is_refused_as_not_modelled():
    """Enchanted Stream: which two of three untapped characters tap is a choice the engine does not model, and a split
    of such a company is not modelled either; with two, both tap as the movement is declared."""
    from meccg_rules.engine.organization.actions import DeclareMovement, FormCompany
    game = _stream(["Aragorn II", "Legolas", "Gimli"])
    verdict = game.check(DeclareMovement("Alice", company="Rangers", site="Weathertop", via=("Arthedain",)))
    assert not verdict and verdict.sentence.startswith("not modelled: which 2 of Rangers's untapped characters")
    verdict = game.check(FormCompany("Alice", company="Scouts", characters=("Gimli",)))
    assert not verdict and verdict.sentence.startswith("not modelled: Rangers splitting under Enchanted Stream")
    game = _stream(["Aragorn II", "Legolas"])
    game.apply(DeclareMovement("Alice", company="Rangers", site="Weathertop", via=("Arthedain",)))
    assert all(game.state.find(name).tapped for name in ("Aragorn II", "Legolas"))


def test_a_character_played_while_a_fortress_bars_point_cards_is_refused_as_not_modelled():
    """The Fortress of Isen: the opponent's characters brought into play at Isengard are a clause not modelled."""
    fortress = catalogue().get("WH-68")
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
          Bob is the resource player.
          Alice is the hazard player.
          Alice is a Fallen-wizard player.
          Alice's declared Fallen-wizard is Saruman.
          Alice's Company Keepers stays at Isengard: Legolas.
          The Fortress of Isen is on Alice's Isengard.
          Bob's Company Heroes stays at Isengard: Aragorn II.
          Bob holds Beretar.
          It is the organization phase.
        Play
          Bob plays Beretar into Heroes.
        Expect
          Aragorn II is untapped.
        ```
        """)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "failed"
    assert f"page.md:15: not modelled: The Fortress of Isen: {_gap(fortress, 'character play').clause}" \
        in example.message, example.message


@pytest.mark.parametrize("roll", [6, 7, 8, 11])
def test_a_body_check_roll_of_exactly_7_or_8_against_a_ringwraith_is_refused_as_not_modelled(roll):
    """CoE 3.I.1.R1: a Ringwraith whose body check roll (before modifications) is exactly 7 or 8 returns to his
    player's hand; the engine does not model that return, so such a roll is refused at its line, while 6 and 9 are
    decided as for any character (Dwar's body is 10: 11 eliminates him, 6 leaves him wounded in his company). He rides
    alone: away from a Darkhaven a Ringwraith's company holds only Ringwraiths (CoE 2.II.2.1.R3)."""
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Alice is a Ringwraith player.
          Company Host has moved from Dol Guldur to Dale: Dwar the Ringwraith.
          Heralded Lord is on Host.
          Bob holds Abductor.
          It is the movement/hazard phase of Host.
        Play
          Bob plays Abductor keyed to Border-hold.
          Both players pass.
          Alice assigns a strike to Dwar the Ringwraith.
          Alice resolves Dwar the Ringwraith's strike.
          Alice rolls 2 for Dwar the Ringwraith's strike.
          Both players pass.
          Bob rolls {roll} for Dwar the Ringwraith's body check.
        Expect
          Dwar the Ringwraith is wounded.
        ```
        """).replace("{roll}", str(roll))
    (example,) = run_page(page, "page.md").examples
    if roll in (7, 8):
        assert example.status == "failed"
        assert "page.md:19: the engine does not model a body check roll of exactly 7 or 8 against a Ringwraith" \
            in example.message, example.message
    elif roll == 6:
        assert example.status == "passed", example.message
    else:
        assert example.status == "failed" and "does not model" not in example.message, example.message
        assert "Dwar the Ringwraith is not wounded (eliminated" in example.message, example.message


@pytest.mark.parametrize("leaves", [False, True])
def test_a_company_leaving_a_site_card_of_the_other_player_s_location_deck_is_refused_as_not_modelled(leaves):
    """Chance of Being Lost replaces the company's new site with a site card of the hazard player's location deck;
    whose card that is from then on, and where it goes once the company leaves it, the sources do not say: the
    company's site phase there is played, but the end of a later movement/hazard phase taking it away from that
    site card is refused at its line (turn/phases.py)."""
    later = textwrap.dedent("""\
          Alice ends the site phase of Rangers.
          Alice ends the end-of-turn phase.
          Bob ends the untap phase.
          Bob ends the organization phase.
          Bob ends the long-event phase.
          Bob ends the end-of-turn phase.
          Alice ends the untap phase.
          Alice moves Rangers to Weathertop via Angmar, Arthedain.
          Alice ends the organization phase.
          Alice ends the long-event phase.
          The movement/hazard phase of Rangers begins.
          Alice ends the movement/hazard phase of Rangers.
        """) if leaves else ""
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Rangers has moved from Rivendell to Weathertop via Rhudaur, Arthedain: Gimli, Glóin.
          Bob's location deck holds Mount Gram.
          Bob holds Chance of Being Lost.
          It is the movement/hazard phase of Rangers.
        Play
          Bob plays Chance of Being Lost on Rangers.
          Both players pass.
          Bob rolls 7 for Chance of Being Lost.
          Alice ends the movement/hazard phase of Rangers.
          The site phase of Rangers begins.
        {later}Expect
          Rangers is at Mount Gram.
        ```
        """).replace("{later}", textwrap.indent(later, "  "))
    (example,) = run_page(page, "page.md").examples
    if leaves:
        assert example.status == "failed"
        assert "page.md:28: the engine does not model a company leaving a site card of the other player's location " \
               "deck (Rangers leaving Bob's Mount Gram)" in example.message, example.message
    else:
        assert example.status == "passed", example.message


@pytest.mark.parametrize("case, setup, deck, before, line", [
    ("the hazard player's choice among several sites", "", "Mount Gram, Bree", "", 14),
    ("a new site card replaced while an on-guard card lies on it", "",
     "Mount Gram", "  Bob places River on-guard on Rangers.\n  Both players pass.\n", 16),
    ("which kind of location deck a Fallen-wizard player uses", "  Alice is a Fallen-wizard player.\n",
     "Mount Gram", "", 13),
])
def test_chance_of_being_lost_is_refused_in_each_case_its_entry_names_as_not_modelled(case, setup, deck, before, line):
    """The three 'play in a case' clauses of Chance of Being Lost (cards.toml) are refused at their line: two sites
    of the hazard player's location deck fitting (Mount Gram next to Arthedain, Bree in it), an on-guard card on the
    company, a Fallen-wizard opponent (movement_hazard/replaced_new_sites.py, players/alignments.py)."""
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
        {setup}  Company Rangers has moved from Rivendell to Weathertop via Rhudaur, Arthedain: Gimli, Glóin.
          Bob's location deck holds {deck}.
          Bob holds Chance of Being Lost, River.
          It is the movement/hazard phase of Rangers.
        Play
        {before}  Bob plays Chance of Being Lost on Rangers.
          Both players pass.
          Bob rolls 7 for Chance of Being Lost.
        Expect
          Rangers is between sites.
        ```
        """).replace("{setup}", setup).replace("{deck}", deck).replace("{before}", before)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "failed"
    assert f"page.md:{line}: not modelled: Chance of Being Lost: {case}" in example.message, example.message


def _made_up_phase_gap(monkeypatch, scope: str):
    """Mordor in Arms (whose text spares a minion player) given a made-up clause of a phase scope, not modelled: no
    card's entry holds "untap phases" or "faction influence" today, nor "movement/hazard phases" or "site phases" with
    that sparing (Worn and Famished, Mordor in Arms's attacks and influence clause and The Black Enemy's Wrath are
    modelled), so the generic refusal is shown through this one."""
    card = catalogue().find("Mordor in Arms")
    gap = NotModelled(clause="a made-up clause acting on every company at that moment", scope=scope)
    monkeypatch.setitem(card.__dict__, "gaps", tuple(card.gaps) + (gap,))


PHASE_SCOPES = [("untap phases", "untap", None, "end untap"),
                ("movement/hazard phases", "long-event", None, "begin movement/hazard"),
                ("site phases", "movement/hazard", "Fellowship", "begin site")]


@pytest.mark.parametrize("scope, phase, company, action", PHASE_SCOPES + [
    ("faction influence", "site", "Fellowship", "influence"),
])
def test_an_event_in_play_whose_effect_waits_on_a_phase_is_refused_when_any_such_phase_comes(monkeypatch, scope, phase,
                                                                                          company, action):
    """The scopes "untap phases", "movement/hazard phases", "site phases" and "faction influence": an event in play
    acting on every company or character at that moment, its effect not modelled, refuses the moment itself, for any
    company (``turn/phases``, ``influence/factions``); the same moment without the card goes ahead."""
    from meccg_rules.engine.influence.actions import InfluenceFaction
    from meccg_rules.engine.turn.actions import BeginMovementHazard, BeginSitePhase, EndPhase
    _made_up_phase_gap(monkeypatch, scope)
    moves = {"end untap": EndPhase("Alice", "untap"),
             "begin movement/hazard": BeginMovementHazard("Alice", "Fellowship"),
             "begin site": BeginSitePhase("Alice", "Fellowship"),
             "influence": InfluenceFaction("Alice", "Aragorn II", "Rangers of the North")}

    def game(with_card: bool):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree")
        setup.hand("Alice", ["Rangers of the North"])
        if with_card:
            setup.in_play("Mordor in Arms", owner="Bob")
        setup.set_phase(phase, company)
        if action == "influence":
            setup.faced(company)
        built = setup.build()
        if action == "begin movement/hazard":
            built.apply(EndPhase("Alice", "long-event"))
        if action == "begin site":
            built.apply(EndPhase("Alice", "movement/hazard", company))
        return built

    assert game(False).check(moves[action]), action
    refused = game(True).check(moves[action])
    assert refused.code == "not-modelled" and refused.sentence.startswith("not modelled: Mordor in Arms: "), refused
    assert "made-up" in refused.sentence, refused


@pytest.mark.parametrize("scope, phase, company, action", PHASE_SCOPES)
def test_such_an_event_that_spares_minion_players_is_not_refused_at_a_minion_player_s_moment(monkeypatch, scope,
                                                                                           phase, company, action):
    """The same scopes, when the card's text leaves the player whose moment it is untouched ("no effect on a minion
    player"): nothing it would do is missing, so nothing is refused (``players/alignments.refuse_in_play_for``); the
    same card refuses a Wizard player's moment (the test above)."""
    from meccg_rules.engine.turn.actions import BeginMovementHazard, BeginSitePhase, EndPhase
    _made_up_phase_gap(monkeypatch, scope)
    moves = {"end untap": EndPhase("Alice", "untap"),
             "begin movement/hazard": BeginMovementHazard("Alice", "Raiders"),
             "begin site": BeginSitePhase("Alice", "Raiders")}

    def game(alignment: str):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", alignment)
        if alignment == "Ringwraith":
            setup.company("Raiders", ["Gorbag", "Grishnákh"], site="Minas Morgul")
        else:
            setup.company("Raiders", ["Aragorn II", "Legolas"], site="Bree")
        setup.in_play("Mordor in Arms", owner="Bob")
        setup.set_phase(phase, company and "Raiders")
        built = setup.build()
        if action == "begin movement/hazard":
            built.apply(EndPhase("Alice", "long-event"))
        if action == "begin site":
            built.apply(EndPhase("Alice", "movement/hazard", "Raiders"))
        return built

    assert game("Ringwraith").check(moves[action]), action
    assert game("Wizard").check(moves[action]).code == "not-modelled", action


def _great_secrets(deck_size: int, player: str = "Bob"):
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    ordinals = ["", "a second ", "a third "]
    setup.deck("Alice", [f"{ordinals[n % 3]}{card}" for n, card in
                         enumerate(["Dodge"] * 3 + ["Block"] * 3 + ["Concealment"] * 3 + ["Halfling Strength"])
                         if n < deck_size])
    setup.hand(player, ["Great Secrets Buried There"])
    setup.set_phase("movement/hazard" if player == "Bob" else "organization",
                    "Fellowship" if player == "Bob" else None)
    return setup.build(), PlayEvent(player, "Great Secrets Buried There")


def test_a_clause_of_the_resolution_scope_lets_the_card_be_declared_and_refuses_it_as_it_resolves():
    """Great Secrets Buried There: its condition (ten cards in the opponent's play deck) is checked as it is
    declared; what it does, not modelled, is refused as it resolves (playing/card_events.py)."""
    game, play = _great_secrets(9)
    assert game.check(play).code == "play-deck-too-small"
    game, play = _great_secrets(10)
    game.apply(play)
    game.apply(Pass("Alice"))
    with pytest.raises(NotModelledError, match="not modelled: Great Secrets Buried There: the opponent looks alone"):
        game.apply(Pass("Bob"))


def test_a_hazard_s_resource_use_not_modelled_is_refused_as_such_when_the_resource_player_plays_it():
    game, play = _great_secrets(10, player="Alice")
    refused = game.check(play)
    assert refused.code == "not-modelled" and "as a resource" in refused.sentence, refused


def test_a_clause_of_the_creature_keying_scope_refuses_a_creature_that_could_not_otherwise_be_keyed(monkeypatch):
    """A card in play letting creatures attack where they could not otherwise, that clause not modelled: while it is
    in play, a creature refused its keying is refused as not modelled instead; one keyed as its own text allows is
    played. No card has such a gap since The Nazgûl are Abroad was modelled: Doors of Night is given one here."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    doors = catalogue().get("Doors of Night")
    gap = NotModelled(clause="creatures keyed elsewhere", scope="creature keying")
    monkeypatch.setitem(doors.__dict__, "gaps", (gap,))
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell",
                  via=["Rhudaur", "Arthedain"])
    setup.hand("Bob", ["Orc-patrol"])
    setup.in_play("Doors of Night", owner="Bob")
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    refused = game.check(PlayCreature("Bob", "Orc-patrol", "Free-hold"))
    assert refused.code == "not-modelled" and "Doors of Night" in refused.sentence, refused
