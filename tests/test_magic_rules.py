"""Magic (CoE glossary, "use"): a magic card is played by a character who can use its kind of magic, read from his
text ("Can use sorcery and shadow-magic": the fact ``can_use_magic``), and the caster's corruption check is one of
its effects, which a Ringwraith skips when the card says "unless he is a Ringwraith"."""
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.tools.card_facts.characters import character_facts

KINDS = ("Sorcery", "Spirit-magic", "Shadow-magic")


def _game(*characters: str):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", list(characters), site="Minas Morgul")
    setup.hand("Alice", ["Words of Menace and Deceit"])
    setup.set_phase("organization")
    return setup.build()


def test_the_kinds_of_magic_a_character_can_use_are_read_from_his_text():
    assert character_facts("Unique. Can use sorcery, spirit-magic, and shadow-magic.")["can_use_magic"] == list(KINDS)
    assert character_facts("Can use shadow-magic and spirit-magic. Agent.")["can_use_magic"] == ["Shadow-magic",
                                                                                             "Spirit-magic"]
    assert "can_use_magic" not in character_facts("Unique. +2 prowess against Orcs.")
    cards = catalogue()
    assert cards.get("LE-2").fact("can_use_magic") == ["Spirit-magic"]            # Belegorn
    assert cards.get("Akhôrahil the Ringwraith").fact("can_use_magic") == list(KINDS)
    for card in (cards.get("LE-2"), cards.get("LE-6"), cards.get("LE-14")):       # the clause was their only text
        assert card.status == "full", (card.name, card.gaps)


def test_a_magic_card_is_played_on_a_character_who_can_use_its_kind_of_magic_and_refused_on_others():
    game = _game("Belegorn", "Hador", "Ciryaher")
    for other in ("Hador", "Ciryaher"):  # sorcery, shadow-magic: not spirit-magic
        refused = game.check(PlayEvent("Alice", "Words of Menace and Deceit", other))
        assert refused.code == "cannot-use-magic", refused
        assert f"{other} cannot" in refused.sentence
    assert game.check(PlayEvent("Alice", "Words of Menace and Deceit", "Belegorn"))


def test_the_caster_makes_the_corruption_check_and_a_ringwraith_does_not():
    game = _game("Belegorn")
    for action in (PlayEvent("Alice", "Words of Menace and Deceit", "Belegorn"), Pass("Bob"), Pass("Alice")):
        game.apply(action)
    assert str(game.to_act()) == "Alice must roll for Belegorn's corruption check"
    game.apply(Roll("Alice", 9, "Belegorn's corruption check"))
    assert "9 (roll) -4 (Words of Menace and Deceit) = 5" in game.state.log[-1]
    game = _game("The Witch-king")
    for action in (PlayEvent("Alice", "Words of Menace and Deceit", "The Witch-king"), Pass("Bob"), Pass("Alice")):
        game.apply(action)
    assert not game.state.chains and "corruption check" not in str(game.to_act())


def test_every_authored_magic_card_names_the_magic_its_caster_must_use():
    """A sorcery, spirit-magic or shadow-magic card with effects is played by a character who can use that kind
    (its target, or a companion of an eliminated target: Freeze the Flesh's ``eliminated_with_magic_user``, or one
    at its target's site: A Malady Without Healing's ``magic_user_at_site``), or
    refused when played by a clause not modelled (its caster another than its target: Sojourn in Shadows)."""
    for card in catalogue().authored:
        kind = card.fact("magic")
        if kind not in KINDS or not any(m.effects for m in card.modes) or any(g.scope == "play" for g in card.gaps):
            continue
        conditions = [c for m in card.modes for c in (*card.trait("playable_if", ()), *m.playable_if)]
        named = {c.target_uses_magic for c in conditions} | {c.eliminated_with_magic_user for c in conditions} \
            | {c.magic_user_at_site for c in conditions}
        assert named - {""} == {kind}, card.name


def test_a_magic_card_akhorahil_used_goes_into_the_play_deck_once_it_must_be_discarded():
    """Akhôrahil the Ringwraith (``used_magic_to_play_deck``, CRF 22 erratum): the card he cast resolves, then is
    shuffled into its owner's play deck instead of the discard pile; cast by another Belegorn, it is discarded."""
    game = _game("Akhôrahil the Ringwraith", "Belegorn")
    game.apply(PlayEvent("Alice", "Words of Menace and Deceit", "Akhôrahil the Ringwraith"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    card = game.state.find("Words of Menace and Deceit")
    assert card.zone == "play deck" and "Alice" not in game.state.described_decks
    assert [o for o in game.state.ongoing if o.stat == "direct influence"]   # its effect came first
    other = _game("Belegorn")
    other.apply(PlayEvent("Alice", "Words of Menace and Deceit", "Belegorn"))
    other.apply(Pass("Bob"))
    other.apply(Pass("Alice"))
    if other.state.pending is not None:   # Belegorn, no Ringwraith, checks his corruption
        other.apply(Roll("Alice", 12, "Belegorn's corruption check"))
    assert other.state.find("Words of Menace and Deceit").zone == "discard pile"


def test_a_magic_card_set_up_in_play_discarded_beside_akhorahil_is_refused_as_not_modelled():
    """A magic card put in play otherwise than from its chain of effects has no user the engine knows: its discard
    is refused while Akhôrahil is in play as his player's avatar (never silent)."""
    import pytest

    from meccg_rules.engine.core.errors import NotModelledError
    game = _game("Akhôrahil the Ringwraith")
    spell = next(i for i in game.state.cards.values() if i.card.name == "Words of Menace and Deceit")
    game.state.cards[spell.id].zone = "in play"   # as a magic card staying in play would be
    with pytest.raises(NotModelledError, match="set up in play"):
        game.state.move(spell.id, "discard pile")


def _frozen(*raiders: str, user: str):
    """Shagrat, eliminated this turn beside ``user`` (a shadow-magic user of Raiders), is brought back by Freeze the
    Flesh, which stays in play on him; returns the game."""
    from meccg_rules.engine.combat import eliminated_characters
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", list(raiders), site="Minas Morgul")
    if "Akhôrahil the Ringwraith" not in raiders:
        setup.company("Wraiths", ["Akhôrahil the Ringwraith"], site="Minas Morgul")
    setup.eliminated("Alice", "Shagrat")
    setup.hand("Alice", ["Freeze the Flesh"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    shagrat = s.find("Shagrat")
    s.turn.per_turn[(eliminated_characters.KEY, shagrat.id)] = ("Raiders", (s.find(user).id,))
    for action in (PlayEvent("Alice", "Freeze the Flesh", target=shagrat.id), Pass("Bob"), Pass("Alice")):
        game.apply(action)
    if s.pending is not None:   # the caster's corruption check, a Ringwraith's skipped
        game.apply(Roll("Alice", 12, f"{user}'s corruption check"))
    assert s.find("Freeze the Flesh").zone == "in play" and s.find("Freeze the Flesh").used_by == s.find(user).id
    return game


def test_a_magic_permanent_event_akhorahil_used_goes_into_the_play_deck_when_discarded_later():
    """Akhôrahil's "when a magic card used by him has to be discarded" (CRF 22): Freeze the Flesh, cast by him, stays
    in play knowing him; discarded with Shagrat later, it goes into Alice's play deck, shuffled."""
    game = _frozen("Akhôrahil the Ringwraith", user="Akhôrahil the Ringwraith")
    s = game.state
    s.described_decks.add("Alice")
    s.move(s.find("Shagrat").id, "discard pile")
    assert s.find("Freeze the Flesh").zone == "play deck"
    assert "Alice" not in s.described_decks


def test_one_another_character_used_or_akhorahil_gone_is_discarded():
    """Contrast: cast by Ciryaher, Akhôrahil in another company, it is discarded; cast by Akhôrahil, who has left
    play since, his text acts no more (the engine's reading of "as your Ringwraith")."""
    game = _frozen("Ciryaher", user="Ciryaher")
    s = game.state
    s.move(s.find("Shagrat").id, "discard pile")
    assert s.find("Freeze the Flesh").zone == "discard pile"
    game = _frozen("Akhôrahil the Ringwraith", user="Akhôrahil the Ringwraith")
    s = game.state
    s.move(s.find("Akhôrahil the Ringwraith").id, "discard pile")
    s.move(s.find("Shagrat").id, "discard pile")
    assert s.find("Freeze the Flesh").zone == "discard pile"


def _malady(*raiders: str, apart: tuple[str, ...] = ()):
    """Alice's ``raiders`` at Moria, ``apart`` a second company of hers there (a Ringwraith's company holds only
    Ringwraiths away from a Darkhaven: CoE 2.II.2.1.R3)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", list(raiders), site="Moria")
    if apart:
        setup.company("Riders", list(apart), site="Moria")
    setup.company("Fellowship", ["Legolas", "Gimli"], site="Moria", owner="Bob")
    setup.hand("Alice", ["A Malady Without Healing"])
    setup.faced("Raiders")   # entered its site (CoE 2.V.ii.1)
    setup.set_phase("site", "Raiders")
    return setup.build()


def test_a_card_cast_by_a_magic_user_at_its_targets_site_names_him_and_refuses_a_choice_it_does_not_model():
    """``magic_user_at_site`` and the selection ``caster`` (A Malady Without Healing): one shadow-magic user of its
    player at the target's site casts it; none there refuses it; two there (in two companies) is refused as not
    modelled."""
    game = _malady("Ciryaher")
    game.apply(PlayEvent("Alice", "A Malady Without Healing", "Legolas"))
    entry = game.state.chains[-1].entries[-1]
    assert entry.data["caster"] == game.state.find("Ciryaher").id
    assert _malady("Hador").check(PlayEvent("Alice", "A Malady Without Healing", "Legolas")).code == "not-at-site"
    refused = _malady("Ciryaher", apart=("Akhôrahil the Ringwraith",)).check(
        PlayEvent("Alice", "A Malady Without Healing", "Legolas"))
    assert refused.code == "not-modelled" and "casts it" in refused.sentence


def test_a_hero_its_checks_eliminate_is_kill_points_for_its_player():
    game = _malady("Ciryaher")
    game.apply(PlayEvent("Alice", "A Malady Without Healing", "Legolas"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Bob", 5, "Legolas's corruption check"))
    game.apply(Roll("Alice", 9, "Legolas's body check"))             # 9 against body 8: eliminated
    legolas = game.state.find("Legolas")
    assert legolas.eliminated and legolas.killed_by == "Alice"
    game.apply(Roll("Alice", 9, "Ciryaher's corruption check"))       # the caster's, at -5
    assert game.state.find("Ciryaher").zone == "in play"


def test_a_magic_card_akhorahil_used_as_a_ringwraith_follower_is_discarded():
    """His text acts "as your Ringwraith": a Ringwraith follower is not his player's Ringwraith (CoE 2.II.2.1.R5),
    so the magic card he cast goes to the discard pile; a magic card in play discarded beside him is not refused."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Ren the Ringwraith", "Akhôrahil the Ringwraith"], site="Minas Morgul")
    setup.follower("Akhôrahil the Ringwraith", "Ren the Ringwraith")
    setup.hand("Alice", ["Words of Menace and Deceit"])
    setup.set_phase("organization")
    game = setup.build()
    for action in (PlayEvent("Alice", "Words of Menace and Deceit", "Akhôrahil the Ringwraith"), Pass("Bob"),
                   Pass("Alice")):
        game.apply(action)
    spell = game.state.find("Words of Menace and Deceit")
    assert spell.zone == "discard pile", spell.zone
    spell.zone = "in play"   # as a magic card staying in play would be
    game.state.move(spell.id, "discard pile")
    assert spell.zone == "discard pile"


def test_freeze_the_flesh_with_magic_users_since_split_into_two_companies_is_refused_not_modelled():
    """Freeze the Flesh returns its target to "the shadow-magic-using character's company": two such companions of
    his, now in different companies, would let its player choose; that choice is its clause of the scope ``play in a
    case``, refused as the card is played (never silent). With one of them left, it is played."""
    from meccg_rules.engine.combat import eliminated_characters
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Ciryaher"], site="Minas Morgul")
    setup.company("Watchers", ["Firiel"], site="Minas Morgul")
    setup.eliminated("Alice", "Shagrat")
    setup.hand("Alice", ["Freeze the Flesh"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    shagrat, ciryaher, firiel = (s.find(n) for n in ("Shagrat", "Ciryaher", "Firiel"))
    s.turn.per_turn[(eliminated_characters.KEY, shagrat.id)] = ("Raiders", (ciryaher.id, firiel.id))
    refused = game.check(PlayEvent("Alice", "Freeze the Flesh", target=shagrat.id))
    assert refused.code == "not-modelled" and "several companies" in f"{refused.rule} {refused.sentence}", refused
    s.turn.per_turn[(eliminated_characters.KEY, shagrat.id)] = ("Raiders", (ciryaher.id,))
    assert game.check(PlayEvent("Alice", "Freeze the Flesh", target=shagrat.id))


def test_a_ring_that_lets_its_bearer_use_magic_makes_him_a_user_of_it_while_in_use():
    """Magic Ring of Delusion, "Bearer can use spirit-magic" (a ``gained magic`` static): Shagrat, who cannot by his
    own text, may be the spirit-magic user the card is played on; without the ring, or with a ring of another magic
    (Magic Ring of Weals: sorcery), he may not. A Ringwraith bears items but uses none (CoE 6.1.R2): nothing for him."""
    import pytest

    from meccg_rules.engine.core.behaviour import Static
    from meccg_rules.engine.playing import magic
    for ring, allowed in (("Magic Ring of Delusion", True), ("Magic Ring of Weals", False), (None, False)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Host", ["Shagrat", "Lugdush"], site="Minas Morgul")
        if ring:
            setup.give("Shagrat", [ring])
        setup.hand("Alice", ["Words of Menace and Deceit"])
        setup.set_phase("organization")
        game = setup.build()
        verdict = game.check(PlayEvent("Alice", "Words of Menace and Deceit", "Shagrat"))
        assert bool(verdict) == allowed and (allowed or verdict.code == "cannot-use-magic"), (ring, verdict)
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Dwar the Ringwraith"], site="Minas Morgul")
    setup.give("Dwar the Ringwraith", ["Magic Ring of Shadows"])
    state = setup.build().state
    assert not magic.uses(state, state.find("Dwar the Ringwraith"), "Shadow-magic")
    with pytest.raises(ValueError, match="gained magic"):
        Static(stat="gained magic", magic="Light-enchantment")
    with pytest.raises(ValueError, match="takes no by"):
        Static(stat="gained magic", magic="Sorcery", by=1)


def test_a_character_a_ring_lets_use_shadow_magic_is_a_user_freeze_the_flesh_calls_on():
    """The eliminated character's companion who can use shadow-magic may be one a ring lets (Magic Ring of
    Shadows on Shagrat): combat's ``eliminated_characters`` asks the same gained magic."""
    from meccg_rules.engine.combat import eliminated_characters
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat"], site="Minas Morgul")
    setup.give("Shagrat", ["Magic Ring of Shadows"])
    setup.eliminated("Alice", "Lugdush")
    setup.hand("Alice", ["Freeze the Flesh"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    lugdush, shagrat = s.find("Lugdush"), s.find("Shagrat")
    s.turn.per_turn[(eliminated_characters.KEY, lugdush.id)] = ("Raiders", (shagrat.id,))
    assert game.check(PlayEvent("Alice", "Freeze the Flesh", target=lugdush.id))
    s.move(s.find("Magic Ring of Shadows").id, "discard pile")
    assert game.check(PlayEvent("Alice", "Freeze the Flesh", target=lugdush.id)).code == "no-magic-user-with-him"
