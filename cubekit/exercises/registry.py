"""Which kinds each game has, and making exercises by kind, seed and difficulty.

Each game's kinds live in ``cubekit/exercises/<game>.py`` (a function ``kinds()``), imported
on first use through the game registry's names, so a game without such a module simply has
no exercises yet.
"""

from __future__ import annotations

import importlib
import random
from functools import cache
from typing import TYPE_CHECKING, Any

from cubekit.core.game import Game
from cubekit.core.i18n import Msg, check_language
from cubekit.exercises.base import DIFFICULTIES, Exercise, ExerciseError

if TYPE_CHECKING:
    from cubekit.exercises.base import Kind


def rules_of(game: Game | str) -> Game:
    """The rules object of ``game`` (a Game, or a name: its default rules)."""
    if isinstance(game, Game):
        return game
    import cubekit

    return cubekit.load(cubekit.games.entry(game).name)


@cache
def _kinds(name: str) -> dict[str, Kind]:
    try:
        module = importlib.import_module(f"cubekit.exercises.{name}")
    except ModuleNotFoundError:
        return {}
    return {kind.name: kind for kind in module.kinds()}


def kinds(game: Game | str) -> list[str]:
    """The kinds of exercise ``game`` has: ``legal_moves``, ``what_happens`` and
    ``who_wins`` for every game, then the game's own.

    >>> kinds("kettenreaktion")
    ['legal_moves', 'what_happens', 'who_wins', 'cascade_waves', 'captured_cells']
    """
    return list(_kinds(rules_of(game).name))


def kind_of(game: Game | str, kind: str) -> Kind:
    """The maker of ``kind`` for ``game``; an :class:`ExerciseError` names the kinds there
    are."""
    rules = rules_of(game)
    found = _kinds(rules.name)
    if kind not in found:
        raise ExerciseError(Msg("ex.error.kind", {"kind": str(kind), "game": rules.name,
                                                  "kinds": ", ".join(found) or "-"}))
    return found[kind]


def check_difficulty(difficulty: str) -> str:
    if difficulty not in DIFFICULTIES:
        raise ExerciseError(Msg("ex.error.difficulty", {
            "difficulty": repr(difficulty), "levels": ", ".join(DIFFICULTIES)}))
    return difficulty


def make(game: Game | str, kind: str | None = None, *, seed: int = 0,
         difficulty: str = "easy", language: str | None = None) -> Exercise:
    """An exercise of ``kind`` (None: one drawn with the seed) about a position of seeded
    play. ``game`` is a name or a rules object (its options are respected, so an exercise can
    drill one reading of an option). The same arguments always give the same exercise.
    ``difficulty`` is ``"easy"``, ``"medium"`` or ``"hard"`` (what it measures is documented
    per kind); ``language`` is the language the exercise speaks (default: the session's).

    >>> exercise = make("chain_reaction", "cascade_waves", seed=1, difficulty="medium")
    >>> exercise.difficulty, exercise.measure in (3, 4)
    ('medium', True)
    """
    rules = rules_of(game)
    check_difficulty(difficulty)
    if language is not None:
        check_language(language)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ExerciseError(Msg("ex.error.seed", {"seed": repr(seed)}))
    if kind is None:
        names = kinds(rules)
        if not names:
            raise ExerciseError(Msg("ex.error.kind", {"kind": "-", "game": rules.name,
                                                      "kinds": "-"}))
        kind = names[random.Random(f"kind|{seed}").randrange(len(names))]
    maker = kind_of(rules, kind)
    rng = random.Random(f"{rules!r}|{kind}|{difficulty}|{seed}")
    return maker.generate(rules, rng, difficulty, seed, language)


def series(game: Game | str, n: int = 10, *, seed: int = 0, kinds_: Any = None,
           difficulty: str = "easy", language: str | None = None) -> list[Exercise]:
    """``n`` exercises made from one seed, the kinds taken in turn (``kinds_``: the kinds to
    use, default all the game's), so the same seed gives a whole class the same quiz or
    worksheet."""
    rules = rules_of(game)
    chosen = list(kinds_) if kinds_ else kinds(rules)
    for kind in chosen:
        kind_of(rules, kind)
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise ExerciseError(Msg("ex.error.count", {"n": repr(n)}))
    order = random.Random(f"series|{seed}")
    turn = chosen[:]
    order.shuffle(turn)
    return [make(rules, turn[i % len(turn)], seed=seed * 1000 + i, difficulty=difficulty,
                 language=language) for i in range(n)]


class KindsTable:
    """The kinds of exercise of a game in words, each with an example question made with
    ``seed``: what a teacher reads before choosing (shown as a table in a notebook)."""

    def __init__(self, game: Game | str, *, seed: int = 1, language: str | None = None) -> None:
        self.game = rules_of(game)
        self.seed = seed
        self.language = check_language(language)
        self.rows = [(kind_words(kind, self.language),
                      make(self.game, kind, seed=seed, language=self.language).question())
                     for kind in kinds(self.game)]

    def __len__(self) -> int:
        return len(self.rows)

    def _repr_html_(self) -> str:
        from cubekit.core import display
        from cubekit.core.i18n import tr

        head = (tr("ex.kinds.what", self.language), tr("ex.kinds.example", self.language))
        return display.block(display.table(head, self.rows))

    def __str__(self) -> str:
        return "\n".join(f"{words}: {question}" for words, question in self.rows)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        # the plain text of a notebook output: the table's rows, not an address that changes
        # with every run (a stored notebook would change at every build)
        printer.text(str(self))


def kind_words(kind: str, language: str | None = None) -> str:
    """What an exercise of ``kind`` asks, in words ("how many waves a cascade has")."""
    return Msg(f"ex.kind.{kind}").text(language)


__all__ = ["KindsTable", "check_difficulty", "kind_of", "kind_words", "kinds", "make",
           "rules_of", "series"]
