"""The sentences of prisoners and rescue attempts (``engine/prisoners``: CoE 3.III); ``sentences.FORMS`` adds them to
their section."""
from __future__ import annotations

from ..engine.core.cards import fold
from ..engine.core.errors import InputError
from ..engine.core.state import IN_PLAY, OFF_TO_THE_SIDE
from ..engine.prisoners import discarded_hosts, rescue_sites, taking_prisoners
from ..engine.prisoners.actions import AttemptRescue, RescuePrisoners
from ..engine.primitives.regions import type_of_site
from .expect_sentences import EXPECT
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_prisoner(setup, b) -> None:
    """The hazard player's host in play, his rescue site and the resource player's character off to the side."""
    state = setup.state
    host_card = setup.card(b["card"], state.hazard_player)
    keys = rescue_sites.host_of(host_card)
    if keys is None:
        raise InputError(f"{host_card.name} takes no one prisoner: it is no hazard host")
    if keys.at_its_site:   # a host on a site (Troll-purse): set up on it first, its prisoner held there
        host = next((i for i in state.copies(host_card.key) if i.zone == IN_PLAY), None)
        held_at = taking_prisoners.rescue_site_of(state, host.id) if host is not None else None
        if host is None or held_at is None or fold(held_at.name) != fold(b["site"]):
            raise InputError(f"{host_card.name} holds its prisoners at the site it is on: put it on {b['site']} "
                             f"first ('{host_card.name} is on {b['site']}.')")
        setup.new(b["character"], state.resource_player, OFF_TO_THE_SIDE, attached_to=host.id)
        return
    site_card = setup.card(b["site"], state.hazard_player)
    if not site_card.is_site or type_of_site(state, site_card) not in keys.rescue_site_types:
        raise InputError(f"{site_card.name} cannot be the rescue site of {host_card.name} "
                         f"({' or '.join(keys.rescue_site_types)})")
    existing = [i for i in state.copies(host_card.key) if i.zone == IN_PLAY]
    host = existing[0] if existing else setup.new(b["card"], state.hazard_player, IN_PLAY, card=host_card)
    if taking_prisoners.rescue_site_of(state, host.id) is None:
        # the hazard player's own copy of the site, whatever copies the other player has (each has his own)
        state.add(site_card, state.hazard_player, OFF_TO_THE_SIDE, attached_to=host.id)
    elif taking_prisoners.rescue_site_of(state, host.id).name != site_card.name:
        raise InputError(f"{host_card.name}'s rescue site is another site already")
    setup.new(b["character"], state.resource_player, OFF_TO_THE_SIDE, attached_to=host.id)


def _is_prisoner(game, b):
    """(ok, what is so): the character is held prisoner, by the card named if one is."""
    s = game.state
    inst = s.find(b["character"], "character")
    host = taking_prisoners.prisoner_host(s, inst)
    if host is None:
        where = f"in {inst.company}" if inst.zone == IN_PLAY and inst.company else f"in {inst.zone}"
        return False, f"{s.label(inst)} is no prisoner ({where})"
    site = taking_prisoners.rescue_site_of(s, host.id)
    shown = f"{s.label(inst)} is a prisoner of {s.label(host)}" + (f" at {s.label(site)}" if site else "")
    wanted = b.get("card")
    return wanted is None or s.find(wanted).id == host.id, shown


def _rescue_site(game, b):
    s = game.state
    host = s.find(b["card"])
    site = taking_prisoners.rescue_site_of(s, host.id) if host.zone == IN_PLAY else None
    if site is None:
        return False, f"{s.label(host)} has no rescue site"
    return fold(site.name) == fold(b["site"]), f"{s.label(host)}'s rescue site is {s.label(site)}"


def _in_new_company(game, b):
    """(ok, what is so): the character, a prisoner freed as his host left play, is in the company he formed at the
    rescue site (CoE 3.III.8)."""
    s = game.state
    inst = s.find(b["character"], "character")
    company = s.companies.get(inst.company or "") if inst.zone == IN_PLAY else None
    if company is None:
        return False, f"{s.label(inst)} is in no company ({inst.zone})"
    site = s.cards[company.site]
    formed = discarded_hosts.formed_by_freed_prisoners(company)
    shown = f"{s.label(inst)} is in {'a new company' if formed else company.id} at {site.name}"
    return formed and fold(site.name) == fold(b["site"]), shown


FORMS = (
    Form(SETUP, "prisoner", "{character} is a prisoner of {card} at {site}",
         "Legolas is a prisoner of Flies and Spiders at The Under-grottos.",
         "The resource player's character held prisoner (CoE 3.III): the hazard player's hazard host in play, with "
         "his rescue site of the types the host names and the character placed off to the side with it; a host on "
         "a site (Troll-purse) is put on it first, and holds him there.",
         _setup_prisoner),
    Form(PLAY, "attempt-rescue", "{player} attempts to rescue the prisoners of {card}",
         "Alice attempts to rescue the prisoners of Flies and Spiders.",
         "In its site phase, a company that has entered a hazard host's rescue site faces the rescue-attacks the "
         "host lists (CoE 3.III.5).", lambda game, b: [AttemptRescue(b["player"], b["card"])]),
    Form(PLAY, "rescue", "{player} taps {character} to rescue the prisoners of {card}",
         "Alice taps Aragorn II to rescue the prisoners of Flies and Spiders.",
         "Once the rescue-attacks are faced, a character of the company taps to rescue every prisoner of the host: "
         "they join the company, the site taps and one minor item may follow (CoE 3.III.5).",
         lambda game, b: [RescuePrisoners(b["player"], b["character"], b["card"])]),
    Form(EXPECT, "prisoner", "{character} is a prisoner[ of {card}]", "Legolas is a prisoner of Flies and Spiders.",
         "The character is held prisoner (by that hazard host, if one is named).", lambda game, b, step: _is_prisoner(
             game, b)),
    Form(EXPECT, "rescue-site", "{card}'s rescue site is {site}",
         "Flies and Spiders's rescue site is The Under-grottos.",
         "The site card placed with a hazard host holding prisoners (CoE 3.III.1).",
         lambda game, b, step: _rescue_site(game, b)),
    Form(EXPECT, "freed-company", "{character} is in a new company at {site}",
         "Sam Gamgee is in a new company at The Gem-deeps.",
         "A prisoner freed as his hazard host left play: in the new company he formed at the rescue site (CoE "
         "3.III.8).", lambda game, b, step: _in_new_company(game, b)),
)
