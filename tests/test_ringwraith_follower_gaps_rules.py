"""A Ringwraith follower is not his player's Ringwraith (CoE 2.II.2.1.R5): a clause of his card that acts only "as
your Ringwraith" (a gap ``as_avatar``) is never refused for him, set up or brought in as a follower; his card's
other clauses not modelled still are, and so are those clauses when he is his player's avatar."""
import pytest

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.playing.actions import PlayCharacterEvent
from meccg_rules.engine.setup import Setup


def _setup(company):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", company, site="Minas Morgul")
    setup.set_phase("organization")
    return setup


@pytest.fixture
def as_avatar_gap(monkeypatch):
    """Adûnaphel's card given a clause "as your Ringwraith" not modelled, of the scope ``in play`` (every avatar's
    such clause is modelled today: players/as_your_ringwraith.py)."""
    from meccg_rules.engine.core.behaviour import NotModelled
    from meccg_rules.engine.core.cards import catalogue
    card = catalogue().find("Adûnaphel the Ringwraith")
    gap = NotModelled(clause="as her player's Ringwraith, a clause not modelled", scope="in play", as_avatar=True)
    monkeypatch.setitem(card.__dict__, "gaps", (gap,))
    return card


def test_a_ringwraith_follower_set_up_is_not_refused_for_a_clause_as_his_players_ringwraith(as_avatar_gap):
    setup = _setup(["Ren the Ringwraith", "Adûnaphel the Ringwraith"])
    setup.follower("Adûnaphel the Ringwraith", "Ren the Ringwraith")
    game = setup.build()
    assert game.state.find("Adûnaphel the Ringwraith").follower_of == game.state.find("Ren the Ringwraith").id


def test_the_same_clause_is_refused_for_his_players_ringwraith(as_avatar_gap):
    with pytest.raises(NotModelledError, match="as her player's Ringwraith"):
        _setup(["Adûnaphel the Ringwraith"]).build()


@pytest.fixture
def other_gap(monkeypatch):
    """Khamûl's card given a made-up clause not modelled that acts whoever controls him (no such clause is on his
    card: every clause of the Ringwraith avatars' cards is modelled today)."""
    from meccg_rules.engine.core.behaviour import NotModelled
    from meccg_rules.engine.core.cards import catalogue
    card = catalogue().find("Khamûl the Ringwraith")
    gap = NotModelled(clause="a made-up clause acting whoever controls him", scope="in play")
    monkeypatch.setitem(card.__dict__, "gaps", (gap,))
    return card


def test_a_ringwraith_follower_brought_in_is_refused_for_another_clause_not_modelled(other_gap):
    setup = _setup(["Ren the Ringwraith"])
    setup.hand("Alice", ["They Ride Together", "Khamûl the Ringwraith", "The Witch-king"])
    game = setup.build()
    assert game.check(PlayCharacterEvent("Alice", "They Ride Together", "The Witch-king", company="Wraiths"))
    refused = game.check(PlayCharacterEvent("Alice", "They Ride Together", "Khamûl the Ringwraith", company="Wraiths"))
    said = f"{refused.rule} {refused.sentence}"
    assert not refused and refused.code == "not-modelled" and "made-up clause" in said, refused


# ------------------------------------------------------------------ played otherwise than by a card naming them (R4)
def _minas_morgul(hand, company=("Ren the Ringwraith",)):
    setup = _setup(list(company))
    setup.hand("Alice", list(hand))
    return setup.build()


def test_a_ringwraith_avatar_played_as_any_follower_is_refused_no_card_allowing_it():
    """CoE 2.II.2.1.R4: a card or ability allowing a Ringwraith follower to be played; played from the hand as any
    character is neither."""
    from meccg_rules.engine.organization.actions import PlayCharacter
    game = _minas_morgul(["Dwar the Ringwraith"])
    refused = game.check(PlayCharacter("Alice", "Dwar the Ringwraith", follower_of="Ren the Ringwraith"))
    assert refused.code == "ringwraith-follower-not-allowed", refused
    assert "2.II.2.1.R4" in refused.sentence


def test_the_witch_king_as_his_players_ringwraith_brings_his_followers_in_with_no_influence():
    """The Witch-king: "As your Ringwraith, up to two Ringwraith followers in his company may be controlled with no
    influence. You may bring these followers into play during separate organization phases" (the key
    ``own_ringwraith_followers``): played as his follower in the organization phase, at a Darkhaven (R4), each
    takes none of his direct influence; one a turn, as the turn's character play."""
    from meccg_rules.engine.organization import control
    from meccg_rules.engine.organization.actions import PlayCharacter
    game = _minas_morgul(["Dwar the Ringwraith", "Ren the Ringwraith"], company=("The Witch-king",))
    s = game.state
    king = s.find("The Witch-king")
    before = control.unused_direct_influence(s, king.id)
    game.apply(PlayCharacter("Alice", "Dwar the Ringwraith", follower_of="The Witch-king"))
    assert s.find("Dwar the Ringwraith").follower_of == king.id
    assert control.unused_direct_influence(s, king.id) == before
    assert not game.check(PlayCharacter("Alice", "Ren the Ringwraith", follower_of="The Witch-king"))


def test_past_his_own_followers_each_takes_one_point_and_a_follower_has_no_such_ability():
    """A third Ringwraith follower of the Witch-king's company is none of "these followers" his text lets be
    brought in: played as any character he is refused (R4); brought in by They Ride Together, he takes one point of
    the Witch-king's direct influence (R5). The Witch-king as a follower himself is not his player's Ringwraith, and
    his text allows nothing to Ren (R4)."""
    from meccg_rules.engine.organization import control
    from meccg_rules.engine.organization.actions import PlayCharacter
    setup = _setup(["The Witch-king", "Dwar the Ringwraith", "Ren the Ringwraith"])
    setup.follower("Dwar the Ringwraith", "The Witch-king")
    setup.follower("Ren the Ringwraith", "The Witch-king")
    setup.hand("Alice", ["Indûr the Ringwraith", "They Ride Together"])
    game = setup.build()
    s = game.state
    king = s.find("The Witch-king")
    before = control.unused_direct_influence(s, king.id)
    assert before == king.card.fact("direct_influence")   # both his own followers free
    refused = game.check(PlayCharacter("Alice", "Indûr the Ringwraith", follower_of="The Witch-king"))
    assert refused.code == "ringwraith-follower-not-allowed", refused
    game.apply(PlayCharacterEvent("Alice", "They Ride Together", "Indûr the Ringwraith", company="Wraiths"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert s.find("Indûr the Ringwraith").follower_of == king.id   # his clause "as your Ringwraith": none
    assert control.unused_direct_influence(s, king.id) == before - 1
    setup = _setup(["Ren the Ringwraith", "The Witch-king"])
    setup.follower("The Witch-king", "Ren the Ringwraith")
    setup.hand("Alice", ["Dwar the Ringwraith"])
    game = setup.build()
    refused = game.check(PlayCharacter("Alice", "Dwar the Ringwraith", follower_of="Ren the Ringwraith"))
    assert refused.code == "ringwraith-follower-not-allowed", refused


# ------------------------------------------------------------------ his Unleashed cards (R7)
def _unleashed(follower, card, company="Wraiths"):
    setup = _setup(["Ren the Ringwraith", follower])
    setup.follower(follower, "Ren the Ringwraith")
    setup.hand("Alice", [card])
    return setup.build()


def test_a_ringwraith_followers_unleashed_card_cannot_be_initiated():
    """CoE 2.II.2.1.R7: The Witch-king Unleashed on the Witch-king, a Ringwraith follower, and Dwar Unleashed on
    Dwar's company, Dwar a follower: refused, whatever their other conditions."""
    from meccg_rules.engine.playing.actions import PlayEvent
    game = _unleashed("The Witch-king", "The Witch-king Unleashed")
    refused = game.check(PlayEvent("Alice", "The Witch-king Unleashed", target="The Witch-king"))
    assert refused.code == "ringwraith-follower-unleashed" and "2.II.2.1.R7" in refused.sentence, refused
    game = _unleashed("Dwar the Ringwraith", "Dwar Unleashed")
    assert game.check(PlayEvent("Alice", "Dwar Unleashed", target="Wraiths")).code == "ringwraith-follower-unleashed"


def test_the_same_unleashed_card_on_his_players_ringwraith_is_played():
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = _setup(["The Witch-king"])
    setup.hand("Alice", ["The Witch-king Unleashed"])
    game = setup.build()
    assert game.check(PlayEvent("Alice", "The Witch-king Unleashed", target="The Witch-king"))


def test_a_ringwraith_avatar_in_play_is_never_made_a_follower_by_moving_him():
    """The engine's reading of CoE 2.II.2.1.R4: a Ringwraith follower is one played so, never one in play moved
    under a Ringwraith in the organization phase."""
    from meccg_rules.engine.organization.actions import MakeFollower
    game = _setup(["Ren the Ringwraith", "The Witch-king"]).build()
    refused = game.check(MakeFollower("Alice", "The Witch-king", "Ren the Ringwraith"))
    assert refused.code == "ringwraith-follower-not-allowed" and "is in play" in refused.sentence, refused


def test_a_ringwraith_followers_mode_attributes_apply_to_him():
    """The engine's reading of CoE 2.II.2.1.R7: the direct influence Ren's card prints for Heralded Lord mode (-2)
    is his attribute, not an effect he initiates: as Dwar's follower in that mode he has it, with the mode card's +3
    (one more than without the mode, not three)."""
    from meccg_rules.engine.organization import control
    influence = {}
    for mode in (None, "Heralded Lord"):
        setup = _setup(["Dwar the Ringwraith", "Ren the Ringwraith"])
        setup.follower("Ren the Ringwraith", "Dwar the Ringwraith")
        if mode:
            setup.in_play(mode, on="Wraiths")
        s = setup.build().state
        influence[mode] = control.unused_direct_influence(s, s.find("Ren the Ringwraith").id)
    assert influence["Heralded Lord"] - influence[None] == 3 - 2, influence
