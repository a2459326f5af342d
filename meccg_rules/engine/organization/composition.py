"""A company's size and composition (CoE 2.II.3.1): away from a Haven at most seven characters, Hobbits (and
Orc scouts) counting half, one leader (or more that a card on it lets in: ``leaders.py``), and no Dúnedain,
Dwarves, Elves or Hobbits with Orcs or Trolls; a Ringwraith's company holds only Ringwraiths away from a
Darkhaven (CoE 2.II.2.1.R3).

Characters brought together holding two copies of a card that cannot be duplicated in a given company (Great Bats)
are not modelled: the CoE glossary discards "additional copies" without saying which copy that is when companies
join, and the engine says so rather than choose; for a card the CRF settles it for (So You've Come Back: the hazard
player chooses), the join is made and ``doubled_copies`` asks him. Companies joining each with a copy of a card
played on a company that cannot be duplicated on it (An Unexpected Party) are not modelled either, for the same
reason.

Whatever the company may hold, a card on it may keep some out (Fell Rider: allies and Ringwraith followers): each
way into a company asks the query ``may join company`` (``check_composition``; companies joining, ``joining``)."""
from __future__ import annotations

from ..core import modelled, queries
from ..core.cards import Card, fold
from ..core.errors import InputError, NotModelledError, Verdict
from ..core.state import IN_PLAY, Company, Instance, State
from ..players import alignments, stage_wizardhavens
from ..primitives.races import size_of
from ..primitives.unique import company_copies
from . import company_of_race, leaders

MAX_SIZE = 7
FREE_PEOPLES, DARK_RACES = ("Dúnadan", "Dwarf", "Elf", "Hobbit"), ("Orc", "Troll")




def composition_problem(state: State, characters: list[Instance], site: Instance, joined: bool = False,
                        holders: tuple[str, ...] | None = None) -> str:
    """Why these characters cannot be one company at the site ("" when they can; CoE 2.II.3.1); ``joined``: they
    would be one by companies joining, not by characters moving into a company; ``holders``: the companies whose
    cards that company would carry (None: every company they are in now, as companies joining carry both's)."""
    _refuse_doubled(state, characters, joined)
    if stage_wizardhavens.haven_in_play(state, site):   # a printed haven, or a Wizardhaven a card makes it
        return ""
    if holders is None:
        holders = tuple({c.company for c in characters if c.company})
    return away_problem(state, characters, holders)


def away_problem(state: State, characters: list[Instance], holders: tuple[str, ...]) -> str:
    """Why these characters cannot be one company carrying the cards of ``holders`` away from a Haven: its size
    (CoE 2.II.3.1), its leaders (2.II.3.1.3), its races (2.II.3.1.2), a Ringwraith with others than Ringwraiths
    (2.II.2.1.R3); "" when they can. The one place that decides a company's composition away from a Haven: each way
    into a company there, a company leaving a Haven (``leaving_problem``) and a position set up (``set_up``) ask it."""
    wraiths = alignments.composition_problem(characters)
    if wraiths:
        return wraiths
    ways = leaders.arrangements(state, characters, holders)   # a card on it may let in another leader
    size = min(size_of(state, [c for c in characters if c.id not in out]) for out in ways or [frozenset()])
    if size > MAX_SIZE and not company_of_race.no_size_limit(state, holders):
        return f"a company away from a Haven has at most {MAX_SIZE} characters; these count {size}"
    if not ways:
        names = ", ".join(state.label(c) for c in leaders.leaders_in(state, characters))
        return (f"a company away from a Haven has one leader at most (CoE 2.II.3.1.3), unless a card on it lets in "
                f"another ({names})")
    free = [c for c in characters if c.card.race in FREE_PEOPLES]
    dark = [c for c in characters if c.card.race in DARK_RACES]
    if free and dark:
        return (f"Dúnedain, Dwarves, Elves and Hobbits ({', '.join(state.label(c) for c in free)}) cannot be in a "
                f"company with Orcs or Trolls ({', '.join(state.label(c) for c in dark)}) away from a Haven (CoE "
                "2.II.3.1.2)")
    return ""


def set_up(state: State) -> None:
    """A position set up for an example (the ``position set up`` hook) holds no company away from a Haven that the
    composition rules forbid there: too many characters, a second leader no card on it lets in, Dúnedain, Dwarves,
    Elves or Hobbits with Orcs or Trolls, or a Ringwraith with others than Ringwraiths (``away_problem``), a position
    that could not arise in play. A company that has moved is judged at its new site and at its site of origin, where
    it declared its movement with these characters (the engine's reading: a set-up describes no character coming into
    a company on the way). Only characters count: an ally is no character (a Cave Troll ally is no Troll in the
    company). The refusal says how to mend the set-up (for a Ringwraith's company: Ringwraith followers alone, or a
    Darkhaven)."""
    for company in state.companies.values():
        characters = state.characters(company.id)
        sites = [company.site] + ([company.origin] if company.moving and company.origin else [])
        for site in (state.cards[i] for i in sites):
            problem = "" if stage_wizardhavens.haven_in_play(state, site) else \
                away_problem(state, characters, (company.id,))
            if problem:
                names = ", ".join(state.label(c) for c in characters)
                where = "at" if site.id == company.site else "moving from"
                others, haven = ("Ringwraith followers alone", "Darkhaven") if \
                    alignments.composition_problem(characters) else \
                    ("other characters (not leaders, or of other races)", "Haven")
                raise InputError(f"company {company.id} {where} {site.card.name} ({names}) cannot be set up so: "
                                 f"{_cited(problem)}; give it {others}, split it into companies, or set it at a "
                                 f"{haven}")


def _cited(problem: str) -> str:
    """The problem with the rule it breaks named (the size limit's sentence names none: CoE 2.II.3.1)."""
    return problem if "(CoE" in problem else f"{problem} (CoE 2.II.3.1)"


def check_composition(state: State, company: Company, joining: list[Instance]) -> Verdict:
    """May these characters join the company where it is (CoE 2.II.3.1)?"""
    characters = state.characters(company.id) + joining
    problem = composition_problem(state, characters, state.cards[company.site], holders=(company.id,)) \
        or leaving_problem(state, company, characters)   # its movement away from the Haven declared already
    if problem:
        return Verdict.refuse("company-composition", f"{state.label(joining[0])} cannot join {company.id}: "
                              f"{problem}.")
    return queries.veto("may join company", state, company.id, joining)   # a card keeping some out (Fell Rider)


def check_leaving(state: State, company: Company, site: Card) -> Verdict:
    """May the company, at a Haven now, declare movement to ``site``, not a Haven? Away from a Haven it must keep
    the size, leader and race limits it need not keep at one (CoE 2.II.3.1, 2.II.3.1.3: "A company can only contain
    one leader unless at a haven"): the engine's reading where the rules are silent on when a company at a Haven
    breaking them is stopped is that it may not declare the movement that would take it away (reorganizing first,
    as it may at the Haven): so a company of Dúnedain, Dwarves, Elves or Hobbits with Orcs or Trolls stays at its
    Haven (2.II.3.1.2), and a Ringwraith with others than Ringwraiths stays at his Darkhaven (2.II.2.1.R3). Whether a
    Ringwraith's company may head for a site that is not a Darkhaven at all is the Ringwraith movement rules' (CoE
    2.II.7.R1)."""
    problem = leaving_problem(state, company, state.characters(company.id), site)
    if problem:
        return Verdict.refuse("company-composition", f"{company.id} cannot move from "
                              f"{state.cards[company.site].card.name} to {site.name}: {problem}.")
    return Verdict.allow()


def leaving_problem(state: State, company: Company, characters: list[Instance], site: Card | None = None) -> str:
    """Why these characters, as the company at a Haven now, cannot leave it for ``site`` (None: the site its movement
    is declared to, if any), a site away from a Haven: ``check_leaving``'s reading; "" when they can. Asked as well
    when a character or company joins a company that has declared such movement, so that none comes in after."""
    declared = ""
    if site is None:
        if company.destination is None:
            return ""
        site = state.cards[company.destination].card
        declared = f"{company.id} has declared movement to {site.name}: "
    if not stage_wizardhavens.haven_in_play(state, state.cards[company.site]) or _haven(state, site):
        return ""   # away from a Haven already: each way into the company was checked as it came
    problem = away_problem(state, characters, (company.id,))
    return f"{declared}{_cited(problem)}" if problem else ""


def _haven(state: State, site: Card) -> bool:
    """Is ``site`` a haven: printed so, or a copy of it in play made a Wizardhaven?"""
    return site.is_haven or any(i.zone == IN_PLAY and stage_wizardhavens.haven_in_play(state, i)
                                for i in state.copies(fold(site.name)))


def _refuse_doubled(state: State, characters: list[Instance], joined: bool) -> None:
    """Two copies of a card that cannot be duplicated in a given company among these characters: not modelled, but
    for companies joining with a card whose ``doubled_by_joining`` settles it (a character moving into a company
    with his copy is not a join: the CRF ruling does not reach it, so it stays not modelled)."""
    for inst in state.cards.values():
        if inst.zone == IN_PLAY and inst.card.trait("cannot_be_duplicated", "") == "in company" \
                and not (joined and inst.card.trait("doubled_by_joining")) \
                and len(company_copies(state, inst.card, [c.id for c in characters])) > 1:
            raise NotModelledError(modelled.message(inst.card, "a company holding two copies of it (it cannot be "
                                                               "duplicated in a given company)"))
    if joined:   # each company with a copy of a card played on a company that cannot be duplicated on it
        on = [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to in state.companies
              and i.attached_to in {c.company for c in characters} and i.card.target == "company"
              and i.card.trait("cannot_be_duplicated", "") == "on target"]
        for inst in on:
            if sum(i.card.key == inst.card.key for i in on) > 1:
                raise NotModelledError(modelled.message(inst.card, "companies joining, each with a copy of it (it "
                                                                   "cannot be duplicated on a given company)"))
