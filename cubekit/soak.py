"""A soak test of every game: seeded random games, fuzzed texts and wrong move objects.

    python -m cubekit.soak                       # every game, 20 seconds each
    python -m cubekit.soak --seconds 150         # ten minutes: 150 s for each game
    python -m cubekit.soak --game cubeslyde --seconds 60 --seed 3

For every registered game and every value of every rule option (3 and 4 players where the
game allows them), it plays seeded random games and checks at every position:

- every legal move plays, and ``explain(move).after == play(move)``;
- the position round-trips: ``parse_state(state.to_text()) == state`` with the same text;
- moves that are not legal (the game's other moves, and move objects with a field of the
  wrong type) get a reason from ``why_illegal``, raise ``IllegalMoveError`` from ``play`` and
  ``explain``, and change nothing;
- games end (a game with a turn limit ends by it; the others are cut at a move cap);

and it fuzzes the position and move parsers with mutated valid texts: each must give a
position that round-trips, or a ``NotationError``. Anything else is a defect: the soak prints
a table (games, positions, inputs, defects) with a progress line, writes each defect as a
minimal reproducer (JSON: game, options, the position where the check failed, the
failing check, and the start and moves that led there) into
``--defects`` (default ``soak-defects/``), and exits with status 1.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import random
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import cubekit
from cubekit.core.game import Game, IllegalMoveError, NotationError, State
from cubekit.core.i18n import LANGUAGES, tr
from cubekit.games import entries

MAX_MOVES = 300
"""A game without a turn limit is cut after this many moves (it need not end by then)."""
SOAK_TURN_LIMIT = 120
"""The turn limit given to games that have one, so that random games end."""


@dataclass
class Defect:
    """One failed check, with what reproduces it."""

    game: str
    options: dict[str, Any]
    start: str
    moves: list[str]
    check: str
    detail: str
    position: str = ""
    """The position where the check failed (the reproducer in one text: parse it, then do
    what ``check`` says); ``start`` and ``moves`` tell how the game got there."""

    def record(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class Tally:
    games: int = 0
    positions: int = 0
    inputs: int = 0
    defects: list[Defect] = field(default_factory=list)


def variants(cls: type[Game]) -> list[dict[str, Any]]:
    """One set of options per value of each option (the others at their defaults), with a
    turn limit wherever the game has one; every player count the game accepts."""
    names = cls.option_names()
    base: dict[str, Any] = {"turn_limit": SOAK_TURN_LIMIT} if "turn_limit" in names else {}
    found: list[dict[str, Any]] = [dict(base)]
    for option in cls.options():
        if option.name in ("turn_limit", "setup", "width", "height", "white_strengths"):
            continue
        for value in _values(option.default, option.choices):
            candidate = {**base, option.name: value}
            if value == option.default or candidate in found:
                continue
            try:
                cls(**candidate)
            except (TypeError, ValueError):
                continue
            found.append(candidate)
    if "width" in names:
        found += [{**base, "width": 3, "height": 3}, {**base, "width": 8, "height": 10}]
    return found


def _values(default: Any, choices: tuple[Any, ...] | None) -> list[Any]:
    if choices:
        return list(choices)
    if isinstance(default, bool):
        return [True, False]
    if isinstance(default, int):
        return list(range(0, 9))
    return [default]


WRONG_VALUES: tuple[Any, ...] = (None, 2.5, "x", (99, 99), (1.0, 1.0), [1, 1], True, -1)
"""Values put into a move's fields in turn: most are of a wrong type for any field."""


def bad_moves(move: Any) -> Iterator[Any]:
    """Copies of a move object with one field replaced by another value (most of a wrong
    type): each must be refused with a reason, or be another legal move."""
    if not dataclasses.is_dataclass(move):
        return
    for item in dataclasses.fields(move):
        original = getattr(move, item.name)
        for value in WRONG_VALUES:
            if value == original and type(value) is type(original):
                continue
            try:
                yield dataclasses.replace(move, **{item.name: value})
            except (TypeError, ValueError):
                continue


def mutations(text: str, rng: random.Random, count: int) -> Iterator[str]:
    """Texts near ``text``: characters deleted, doubled, replaced, or pieces swapped."""
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./:()@>-+*=, "
    for _ in range(count):
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            if not chars:
                break
            at = rng.randrange(len(chars))
            kind = rng.randrange(4)
            if kind == 0:
                del chars[at]
            elif kind == 1:
                chars.insert(at, chars[at])
            elif kind == 2:
                chars[at] = rng.choice(alphabet)
            else:
                other = rng.randrange(len(chars))
                chars[at], chars[other] = chars[other], chars[at]
        yield "".join(chars)


class Soak:
    """Runs the checks for one game and keeps the tally."""

    def __init__(self, name: str, seed: int, defects_dir: Path | None,
                 language: str | None = None) -> None:
        self.name = name
        self.language = language
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.defects_dir = defects_dir

    def defect(self, game: Game, start: State, moves: list[Any], check: str,
               detail: str) -> None:
        found = Defect(self.name, {k: list(v) if isinstance(v, tuple) else v
                                   for k, v in game.settings().items()},
                       start.to_text(), [str(m) for m in moves], check, detail,
                       _position_after(start, moves, self.language))
        self.tally.defects.append(found)
        if self.defects_dir is not None:
            self.defects_dir.mkdir(parents=True, exist_ok=True)
            path = self.defects_dir / f"{self.name}-{len(self.tally.defects):03d}.json"
            path.write_text(json.dumps(found.record(), indent=1), encoding="utf-8")

    def guarded(self, game: Game, start: State, moves: list[Any], check: str,
                action: Callable[[], None]) -> None:
        try:
            action()
        except AssertionError as error:
            self.defect(game, start, moves, check, str(error))
        except Exception as error:  # anything else is a defect too: it is what we look for
            self.defect(game, start, moves, check,
                        "".join(traceback.format_exception_only(error)).strip())

    def game(self, game: Game) -> None:
        start = game.initial_state(seed=self.rng.randrange(10**6))
        state, moves = start, []
        while state.outcome is None and len(moves) < MAX_MOVES:
            self.tally.positions += 1
            legal = list(state.legal_moves())
            self.guarded(game, start, moves, "round trip",
                         lambda s=state: round_trip(s, self.language))
            self.guarded(game, start, moves, "legal moves", lambda s=state, lm=legal:
                         check_legal(s, lm, self.rng, self.language))
            self.guarded(game, start, moves, "refused moves", lambda s=state, lm=legal:
                         self.check_refused(s, lm))
            self.guarded(game, start, moves, "parser fuzz", lambda s=state: self.fuzz(s))
            if not legal:
                self.defect(game, start, moves, "game ends",
                            tr("soak.detail.no_moves", self.language))
                break
            move = self.rng.choice(legal)
            state = state.play(move)
            moves.append(move)
        if state.outcome is None and getattr(game, "turn_limit", None) is not None:
            self.defect(game, start, moves, "game ends",
                        tr("soak.detail.no_result", self.language, moves=len(moves)))
        self.tally.games += 1

    def check_refused(self, state: State, legal: list[Any]) -> None:
        text = state.to_text()
        candidates = [m for m in legal[:3] for m in bad_moves(m)]
        for candidate in candidates:
            if candidate in legal:
                continue   # the replacement made another legal move (a flag turned on, ...)
            self.tally.inputs += 1
            reason = state.why_illegal(candidate)
            _expect(reason is not None, "soak.detail.no_reason", self.language,
                    move=repr(candidate))
            for call in (state.play, state.explain):
                try:
                    call(candidate)
                except IllegalMoveError:
                    pass
                else:
                    raise AssertionError(tr("soak.detail.not_refused", self.language,
                                            call=call.__name__, move=repr(candidate)))
            _expect(state.to_text() == text, "soak.detail.refused_changed", self.language)

    def fuzz(self, state: State) -> None:
        game = state.game
        for mutated in mutations(state.to_text(), self.rng, 3):
            self.tally.inputs += 1
            try:
                parsed = game.parse_state(mutated)
            except NotationError:
                continue
            round_trip(parsed, self.language)
        for move in state.legal_moves()[:2]:
            for mutated in mutations(str(move), self.rng, 2):
                self.tally.inputs += 1
                try:
                    state.parse_move(mutated)
                except NotationError:
                    continue


def _position_after(start: State, moves: list[Any], language: str | None = None) -> str:
    """The text of the position after ``moves`` (or why it cannot be written)."""
    try:
        state = start
        for move in moves:
            state = state.play(move)
        return state.to_text()
    except Exception as error:  # the defect may be in playing or writing itself
        return tr("soak.detail.not_written", language, error=f"{type(error).__name__}: {error}")


def _expect(ok: bool, key: str, language: str | None, **fields: Any) -> None:
    """One check of the soak: a defect (``AssertionError`` with the sentence ``key``) when
    ``ok`` is false. Not ``assert``, which ``python -O`` drops and pytest rewrites."""
    if not ok:
        raise AssertionError(tr(key, language, **fields))


def round_trip(state: State, language: str | None = None) -> None:
    text = state.to_text()
    again = state.game.parse_state(text)
    _expect(again == state, "soak.detail.differs", language, text=text)
    written = again.to_text()
    _expect(written == text, "soak.detail.written_back", language, text=text, again=written)


def check_legal(state: State, legal: list[Any], rng: random.Random,
                language: str | None = None) -> None:
    before = copy.deepcopy(state.to_text())
    for move in rng.sample(legal, min(3, len(legal))):
        played = state.play(move)
        explained = state.explain(move)
        _expect(explained.after == played, "soak.detail.explain", language, move=move)
        _expect(state.why_illegal(move) is None, "soak.detail.legal_reason", language,
                move=move)
    _expect(state.to_text() == before, "soak.detail.played_changed", language)


def run(names: list[str], seconds: float, seed: int, defects_dir: Path | None,
        out: TextIO | None = None, language: str | None = None) -> list[tuple[str, Tally]]:
    """Soak each game for ``seconds`` (its variants in turn); progress lines on ``out``
    (standard error by default)."""
    out = sys.stderr if out is None else out
    results = []
    for name in names:
        cls = cubekit.game_class(name)
        soak = Soak(name, seed, defects_dir, language)
        games = [cls(**options) for options in variants(cls)]
        stop = time.perf_counter() + seconds
        index = 0
        # On a terminal the bar redraws after every game; in a log (CI) a line every 5 s.
        live = out.isatty()
        shown = 0.0
        while time.perf_counter() < stop:
            soak.game(games[index % len(games)])
            index += 1
            now = time.perf_counter()
            if not live and now - shown < 5 and now < stop:
                continue
            shown = now
            done = min(1.0, 1 - (stop - now) / seconds)
            bar = "#" * int(done * 30)
            line = tr("soak.progress", language, game=f"{name:15}", bar=f"{bar:30}",
                      games=soak.tally.games, positions=soak.tally.positions,
                      defects=len(soak.tally.defects))
            print(f"{chr(13) if live else ''}{line}", end="" if live else "\n", file=out,
                  flush=True)
        if live:
            print(file=out)
        results.append((name, soak.tally))
    return results


def table(results: list[tuple[str, Tally]], language: str | None = None) -> str:
    """The results as a Markdown table, a row per game."""
    columns = [tr(f"soak.column.{c}", language)
               for c in ("game", "games", "positions", "inputs", "defects")]
    lines = ["| " + " | ".join(columns) + " |", "|---|---:|---:|---:|---:|"]
    for name, tally in results:
        lines.append(f"| {name} | {tally.games} | {tally.positions} | {tally.inputs} | "
                     f"{len(tally.defects)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from cubekit.cli import _argparse_speaks, language_of

    words = list(sys.argv[1:] if argv is None else argv)
    lang = language_of(words)
    with _argparse_speaks(lang):
        return _main(words, lang)


def _main(words: list[str], lang: str) -> int:
    parser = argparse.ArgumentParser(prog="python -m cubekit.soak",
                                     description=tr("soak.description", lang))
    parser.add_argument("--seconds", type=float, default=20.0,
                        help=tr("soak.help.seconds", lang))
    parser.add_argument("--game", action="append", help=tr("soak.help.game", lang))
    parser.add_argument("--seed", type=int, default=0, help=tr("soak.help.seed", lang))
    parser.add_argument("--defects", type=Path, default=Path("soak-defects"),
                        help=tr("soak.help.defects", lang))
    parser.add_argument("--language", choices=LANGUAGES, default=lang,
                        help=tr("soak.help.language", lang))
    args = parser.parse_args(words)
    names = [cubekit.games.entry(g).name for g in args.game] if args.game else \
        [entry.name for entry in entries()]
    results = run(names, args.seconds, args.seed, args.defects, language=args.language)
    print(table(results, args.language))
    found = sum(len(t.defects) for _, t in results)
    for _, tally in results:
        for defect in tally.defects[:5]:
            check = tr(f"soak.check.{defect.check.replace(' ', '_')}", args.language)
            print(tr("soak.defect", args.language, game=defect.game, options=defect.options,
                     check=check, detail=defect.detail))
    if found:
        print(tr("soak.found", args.language, count=found, folder=args.defects),
              file=sys.stderr)
    else:
        print(tr("soak.clean", args.language))
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
