"""The catalogue: tolerant lookup, suggestions, facts and traits."""
import pytest

from meccg_rules.engine.cards import catalogue
from meccg_rules.engine.errors import UnknownNameError


def test_lookup_tolerates_case_diacritics_and_apostrophes():
    cards = catalogue()
    assert cards.get("LORIEN").name == "Lórien"
    assert cards.get("storms of osse").name == "Storms of Ossë"
    assert cards.get("Thranduil's Halls").name == "Thranduil’s Halls"
    assert cards.get("tw-111").name == "Weariness of the Heart"


def test_typo_suggests_the_nearest_name():
    with pytest.raises(UnknownNameError) as error:
        catalogue().get("Wearines of the Hart")
    assert error.value.suggestions == ["Weariness of the Heart"]


def test_facts_come_from_the_card_database():
    cards = catalogue()
    assert cards.get("Aragorn II").fact("direct_influence") == 3
    assert cards.get("Moria").fact("automatic_attacks") == ["Orcs - 4 strikes with 7 prowess"]
    assert cards.get("Lórien").fact("site_type") == "Haven"
    assert cards.get("Glamdring").fact("corruption") == 1


def test_heedless_revelry_exception_is_declared_on_the_card():
    card = catalogue().get("Heedless Revelry")
    assert "taps-character" in card.traits and "taps-character" in card.trait("reveal_allowed")
    assert card.trait("revealed_immediately") is True


def test_every_card_has_a_summary_in_our_words():
    for card in catalogue().cards:
        assert card.summary, card.name
