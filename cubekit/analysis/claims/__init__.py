"""Every rulebook claim checked: what each rulebook says or implies, and whether it is true.

Each game's rulebook (``shared/rulebooks/<game>.de.txt``) was read sentence by sentence; every
sentence that claims something checkable (the game always ends, a rule always applies, a
material count holds, some move is always possible, something can happen) is a
:class:`~cubekit.analysis.claims.base.Claim` in ``cubekit/analysis/claims/<game>.py``, with
the German section title, what the sentence says in our words and what exactly the kit
checks, in English and German. A check searches every reachable position where the board is
small enough (Kettenreaktion on 2x2 to 3x3) and seeded random games otherwise (from the start
and from the end of every teaching scenario); it reports true or false and the position and
moves that show it::

    from cubekit.analysis.claims import check_claims, claims
    table = check_claims("deblockle")        # a table in a notebook, one row per claim
    verdict = table["always_ends"]           # a Verdict: holds, method, example
    verdict.holds, verdict.counterexample.replay().final
    claims("cubeslyde")                      # the claims without checking them

For Kettenreaktion the three claims of ``chain_reaction/claims.py`` (no endless cascade, the
bursting cell empties, the order of bursts does not matter) are reused from there.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from importlib import import_module

from cubekit.analysis.claims.base import Claim, Corpus, Counterexample, Verdict
from cubekit.analysis.progress import Progress, ProgressArg, reporter
from cubekit.core.game import Game
from cubekit.core.i18n import check_language, tr

GAMES = ("chain_reaction", "cubeslyde", "deblockle", "striedies")


def _name(game: Game | str) -> str:
    if isinstance(game, Game):
        return game.name
    from cubekit.games import entry

    return entry(game).name


def claims(game: Game | str) -> tuple[Claim, ...]:
    """The claims of a game's rulebook, in the order of the rulebook."""
    name = _name(game)
    module = import_module(f"cubekit.analysis.claims.{name}")
    return tuple(module.CLAIMS)


def claim(game: Game | str, claim_id: str) -> Claim:
    """One claim by its id."""
    for item in claims(game):
        if item.id == claim_id:
            return item
    known = ", ".join(item.id for item in claims(game))
    raise KeyError(tr("claims.error.unknown", claim=repr(claim_id), game=_name(game),
                      known=known))


@dataclass(frozen=True, eq=False)
class ClaimTable:
    """Every claim of a game with its verdict; a table in a notebook."""

    game: str
    verdicts: tuple[Verdict, ...]

    @property
    def title(self) -> str:
        from cubekit.games import entry

        return str(entry(self.game).game_class().title)

    @property
    def true_count(self) -> int:
        return sum(v.holds for v in self.verdicts)

    def __iter__(self) -> Iterator[Verdict]:
        return iter(self.verdicts)

    def __len__(self) -> int:
        return len(self.verdicts)

    def __getitem__(self, claim_id: str) -> Verdict:
        for verdict in self.verdicts:
            if verdict.claim.id == claim_id:
                return verdict
        raise KeyError(claim_id)

    def describe(self, language: str | None = None) -> str:
        lang = check_language(language)
        return "\n".join(f"{'✓' if v.holds else '✗'} {v.claim.text(lang)} {v.describe(lang)}"
                         for v in self.verdicts)

    def __repr__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        from cubekit.analysis.claims.view import table_html

        return table_html(self)


def check_claims(game: Game | str, *, quick: bool = False, seed: int = 0,
                 games: int = 60, progress: ProgressArg = None) -> ClaimTable:
    """Check every claim of a game's rulebook: a :class:`ClaimTable`.

    ``games`` seeded random games (``seed``) per set of rule options are the sample;
    ``quick`` makes the sample small (for tests). ``progress`` (True or a function) reports
    after each claim.
    """
    name = _name(game)
    corpus = Corpus(name, games=games, seed=seed, quick=quick)
    report = reporter(progress, every_s=0.0)
    verdicts = []
    seconds = 0.0
    for number, item in enumerate(claims(name)):
        verdict = item.verify(corpus)
        seconds += verdict.seconds
        verdicts.append(verdict)
        report(Progress("claims", number + 1, verdict.checked, seconds))
    return ClaimTable(name, tuple(verdicts))


__all__ = ["GAMES", "Claim", "ClaimTable", "Corpus", "Counterexample", "Verdict", "check_claims",
           "claim", "claims"]
