"""Cubeslyde in the Explorer: select cubes, see their pushes, place cubes from the hand.

How the clicks work (also the Explorer's hint text):

- a click on one of your cubes selects it; a click on another of your cubes in the same row
  or column selects the whole run between them as a group (it must be your cubes without a
  gap), so a group is chosen with two clicks, or grown one neighbour at a time; a click on a
  cube of the selection keeps only that cube (on a lone selected cube: clears it);
- the board then shows every legal push of the selection as an arrow from its head to the
  square in front, and the side text lists all four directions: "legal (strength 6 vs
  defence 4)" or the reason the rules give (too weak, across the group's line, own cube in
  front, the edge, ...);
- a click on the square in front of the selection pushes it that way (or says why not);
- placing: choose a cube in the hand (toggle buttons above the move list; in stage 1A the
  white blockers), then click a free square; with only one kind of cube left it is chosen
  already;
- a click anywhere else clears the selection. Every legal move is also in the move list.

Imported by the Explorer only (it uses the widgets' message catalogue).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg, tr
from cubekit.games.cubeslyde.notation import (
    VECTORS,
    WHITE,
    WHITE_LETTER,
    Pass,
    Place,
    Push,
    cube_text,
    push,
)
from cubekit.games.cubeslyde.rules import CubeslydeState, PushPlan
from cubekit.widgets import interaction
from cubekit.widgets.interaction import Palette, Preview, Reaction

DIRECTIONS = ("N", "E", "S", "W")
SIZE = 6


def _label(cube: Any, language: str) -> str:
    """A cube as in the rules' explanations: ``A5``, ``W2``, ``B4 (neutral)``."""
    text = str(cube)
    if cube is not None and cube.neutral and not cube.is_white:
        return Msg("cs.cube.neutral", {"cube": text}).text(language)
    return text


def _square_of(index: int) -> Square:
    return (index % SIZE, index // SIZE)


def _order(square: Square) -> tuple[int, int]:
    """Index order (row * 6 + col): the lower-left end of a run first."""
    return (square[1], square[0])


def _run(a: Square, b: Square) -> tuple[Square, ...] | None:
    """The squares from ``a`` to ``b`` (lower-left first) if they share a row or column."""
    (c1, r1), (c2, r2) = sorted((a, b), key=_order)
    if r1 == r2:
        return tuple((c, r1) for c in range(c1, c2 + 1))
    if c1 == c2:
        return tuple((c1, r) for r in range(r1, r2 + 1))
    return None


class Interaction(interaction.Interaction):
    """Selecting cubes and groups, arrows for their pushes, placing from the hand."""

    def reset(self, state: Any) -> None:
        super().reset(state)
        self._selection: tuple[Square, ...] = ()   # a run of own cubes, lower-left first
        self._pick: str | None = None
        self._chosen = False                       # the pick was chosen by the player
        self._unpick()

    @property
    def cs(self) -> CubeslydeState:
        """The position, typed as a Cubeslyde state."""
        state = self.state
        assert isinstance(state, CubeslydeState)
        return state

    @property
    def selection(self) -> tuple[Square, ...]:
        """The selected cubes (a run in one row or column, lower-left first; may be empty)."""
        return self._selection

    @property
    def picked(self) -> str | None:
        """The cube chosen in the hand, as in the notation (``"5"`` or ``"W2"``), or None."""
        return self._pick

    def clear(self) -> bool:
        had = bool(self._selection)
        self._selection = ()
        return had

    # --- texts --------------------------------------------------------------------------------
    def hint(self) -> str:
        return tr("widgets.cubeslyde.hint", self.language)

    def move_label(self) -> str:
        return tr("widgets.move_label_any", self.language)

    def status(self) -> list[str]:
        state, lang, game = self.cs, self.language, self.cs.game
        stage = state.stage
        parts = [tr(f"widgets.cubeslyde.stage_{stage}", lang,
                    left=len(state.hand(WHITE)))]
        lost = ", ".join(f"{game.player_name(p)} {state.lost_count(p)}"
                         for p in range(game.players))
        parts.append(tr("widgets.cubeslyde.lost", lang, lost=lost))
        if state.out_players:
            out = ", ".join(game.player_name(p) for p in state.out_players)
            parts.append(tr("widgets.cubeslyde.out", lang, players=out))
        return parts

    # --- helpers ----------------------------------------------------------------------------
    def _own(self, square: Square) -> bool:
        cube = self.cs.cube(square)
        return cube is not None and not cube.neutral and cube.owner == self.cs.to_move

    def _can_push(self) -> bool:
        state = self.cs
        return state.outcome is None and state.stage != "1A" and not state.must_place()

    def _placer(self) -> int | None:
        """Whose cubes are placed now: WHITE in stage 1A, the player while it has cubes left,
        else None."""
        state = self.cs
        if state.outcome is not None:
            return None
        if state.hand(WHITE):
            return WHITE
        return state.to_move if state.hand(state.to_move) else None

    def _options(self) -> tuple[tuple[str, str], ...]:
        owner = self._placer()
        if owner is None:
            return ()
        counts = Counter(self.cs.hand(owner))
        prefix = WHITE_LETTER if owner == WHITE else ""
        return tuple((cube_text(owner, s) + (f" ×{n}" if n > 1 else ""), f"{prefix}{s}")
                     for s, n in sorted(counts.items()))

    def _auto_pick(self) -> str | None:
        options = self._options()
        return options[0][1] if len(options) == 1 else None

    def _unpick(self) -> None:
        """No cube chosen in the hand (but the only kind left is chosen already)."""
        self._pick = self._auto_pick()
        self._chosen = False

    def _place(self, square: Square) -> Place:
        assert self._pick is not None
        white = self._pick.startswith(WHITE_LETTER)
        return Place(int(self._pick.lstrip(WHITE_LETTER)), square, white)

    @staticmethod
    def _head(squares: tuple[Square, ...], direction: str) -> Square:
        """The cube of ``squares`` furthest towards ``direction``."""
        dx, dy = VECTORS[direction]
        return max(squares, key=lambda sq: sq[0] * dx + sq[1] * dy)

    @staticmethod
    def _front(square: Square, direction: str) -> Square:
        dx, dy = VECTORS[direction]
        return (square[0] + dx, square[1] + dy)

    def _push_of(self, squares: tuple[Square, ...], direction: str) -> Push:
        return push(squares[0], squares[-1], direction)

    def _aimed(self, square: Square) -> str | None:
        """The direction in which ``square`` is just in front of the selection: in front of
        its head, or (across a group's line) beside one of its cubes."""
        selection = self._selection
        for direction in DIRECTIONS:
            if self._front(self._head(selection, direction), direction) == square:
                return direction
        for direction in DIRECTIONS:
            if any(self._front(sq, direction) == square for sq in selection):
                return direction
        return None

    def _select_with(self, square: Square) -> Reaction:
        """A click on an own cube: select it, extend the selection to it, or shrink to it."""
        selection = self._selection
        if square in selection:
            if len(selection) == 1:
                self._selection = ()
                self._unpick()
                return Reaction(message=tr("widgets.selection_cleared", self.language),
                                changed=True)
            self._selection = (square,)
        elif selection:
            far = max((selection[0], selection[-1]),
                      key=lambda end: abs(end[0] - square[0]) + abs(end[1] - square[1]))
            run = _run(far, square)
            if run is not None and set(selection) <= set(run) and all(map(self._own, run)):
                self._selection = run
            else:
                self._selection = (square,)
        else:
            self._selection = (square,)
        self._unpick()
        return Reaction(changed=True)

    # --- choosing moves -------------------------------------------------------------------------
    def click(self, square: Square | str) -> Reaction:
        sq = self.square(square)
        state, lang = self.cs, self.language
        name = state.game.player_name(state.to_move)
        if state.outcome is not None:
            return Reaction(message=tr("core.game_over", lang), error=True)
        legal = state.legal_moves()
        if legal and all(isinstance(move, Pass) for move in legal):
            return Reaction(message=tr("widgets.cubeslyde.only_pass", lang, player=name),
                            error=True)
        if self._selection:
            direction = self._aimed(sq)
            if direction is not None and not self._own(sq):
                move = self._push_of(self._selection, direction)
                reason = state.why_illegal(move, lang)
                if reason is None:
                    return Reaction(move=move)
                return Reaction(message=tr("widgets.refused", lang, move=str(move),
                                           reason=reason), error=True)
            if self._own(sq):
                return self._select_with(sq)
            self._selection = ()
            self._unpick()
            return Reaction(message=tr("widgets.selection_cleared", lang), changed=True)
        if self._own(sq) and self._can_push():
            return self._select_with(sq)
        cube = state.cube(sq)
        # a cube chosen in the hand goes to a free square; on a taken square the placing
        # is explained when the player chose the cube (or can only place), else the square
        placing = cube is None or (not self._own(sq) and (self._chosen or not self._can_push()))
        if self._pick is not None and placing:
            place = self._place(sq)
            reason = state.why_illegal(place, lang)
            if reason is None:
                return Reaction(move=place)
            return Reaction(message=tr("widgets.refused", lang, move=str(place),
                                       reason=reason), error=True)
        if cube is None:
            options = self._options()
            if not options:
                return Reaction(message=tr("widgets.cubeslyde.nothing_to_place", lang,
                                           player=name), error=True)
            return Reaction(message=tr("widgets.cubeslyde.choose_cube", lang, player=name,
                                       cubes=", ".join(label for label, _ in options)),
                            error=True)
        # a cube that cannot be selected: say why (not yours, stage 1A, must place)
        reason = state.why_illegal(Push(sq, sq, "N"), lang)
        if reason is None:   # pragma: no cover - an own cube that can push is selected above
            return self._select_with(sq)
        return Reaction(message=reason, error=True)

    def candidates(self) -> list[tuple[str, str]]:
        """Every legal move in notation: places by (white, strength, square a1, a2, ..., f6),
        then pushes of single cubes, then of groups (by size, square, direction N, E, S, W),
        or ``pass`` alone."""
        def key(move: Any) -> tuple[Any, ...]:
            if isinstance(move, Place):
                return (0, move.white, move.strength, move.square)
            if isinstance(move, Push):
                return (1, len(move.squares), move.first, move.last,
                        DIRECTIONS.index(move.direction))
            return (2,)

        return [(str(move), str(move)) for move in sorted(self.cs.legal_moves(), key=key)]

    def preview(self, chosen: str | None) -> Preview:
        if chosen is not None:
            try:
                move = self.cs.coerce_move(chosen)
            except ValueError:
                return Preview()
            if isinstance(move, Place):
                return Preview(highlight=frozenset({move.square}))
            if isinstance(move, Push) and move.orthogonal is not None:
                group = _run(move.first, move.last) or (move.first, move.last)
                head = self._head(group, move.direction)
                title, notes, _ = self._directions(group)
                return Preview(frozenset(group), ((head, self._front(head, move.direction)),),
                               title, notes)
            return Preview()
        if self._selection:
            title, notes, arrows = self._directions(self._selection)
            return Preview(frozenset(self._selection), arrows, title, notes)
        if self._pick is not None:
            owner = WHITE if self._pick.startswith(WHITE_LETTER) else self.cs.to_move
            cube = cube_text(owner, int(self._pick.lstrip(WHITE_LETTER)))
            return Preview(notes=(tr("widgets.cubeslyde.place_hint", self.language, cube=cube),))
        return Preview()

    def pushes(self, squares: tuple[Square, ...] | None = None) -> dict[str, Push | str]:
        """For each direction N, E, S, W: the legal push of ``squares`` (default: the
        selection) that way, or the reason why it is not allowed."""
        squares = self._selection if squares is None else squares
        if not squares:
            raise ValueError("nothing is selected: select a cube or group first")
        result: dict[str, Push | str] = {}
        for direction in DIRECTIONS:
            move = self._push_of(squares, direction)
            reason = self.cs.why_illegal(move, self.language)
            result[direction] = move if reason is None else reason
        return result

    def _directions(self, squares: tuple[Square, ...]) -> tuple[
            str, tuple[str, ...], tuple[tuple[Square, Square], ...]]:
        """Title, one sentence per direction, and arrows of the legal pushes of ``squares``."""
        state, lang = self.cs, self.language
        cubes = [state.cube(sq) for sq in squares]
        strength = sum(cube.strength for cube in cubes if cube is not None)
        where = square_name(squares[0]) + (f"-{square_name(squares[-1])}"
                                           if len(squares) > 1 else "")
        title = tr("widgets.cubeslyde.selection", lang, strength=strength, squares=where,
                   cubes="+".join(_label(cube, lang) for cube in cubes))
        notes: list[str] = []
        arrows: list[tuple[Square, Square]] = []
        for direction, outcome in self.pushes(squares).items():
            word = Msg(f"cs.dir.{direction}").text(lang)
            word = word[:1].upper() + word[1:]
            if isinstance(outcome, str):
                notes.append(tr("widgets.cubeslyde.dir_illegal", lang, direction=word,
                                reason=outcome))
                continue
            plan = state.plan(outcome)
            assert isinstance(plan, PushPlan)
            head = self._head(squares, direction)
            target = self._front(head, direction)
            arrows.append((head, target))
            sentences = [tr("widgets.cubeslyde.dir_legal", lang, direction=word,
                            target=square_name(target), strength=plan.strength,
                            defence=plan.defence)]
            if plan.carried:
                carried = ", ".join(_label(state.cube(_square_of(i)), lang)
                                    for i in plan.carried)
                sentences.append(tr("widgets.cubeslyde.dir_carried", lang, cubes=carried))
            if plan.falls:
                fallen = state.cube(_square_of(plan.line[-1]))
                sentences.append(tr("widgets.cubeslyde.dir_falls", lang,
                                    cube=_label(fallen, lang)))
            notes.append(" ".join(sentences))
        return title, tuple(notes), tuple(arrows)

    def palette(self) -> Palette | None:
        options = self._options()
        if not options:
            return None
        owner = self._placer()
        label = (tr("widgets.cubeslyde.whites_label", self.language) if owner == WHITE else
                 tr("widgets.cubeslyde.hand_label", self.language,
                    player=self.cs.game.player_name(self.cs.to_move)))
        return Palette(label, options, self._pick,
                       tr("widgets.cubeslyde.hand_tip", self.language))

    def pick(self, value: str | None) -> Reaction:
        """Choose the cube to place (``"5"``, ``"W2"``; None: no choice); clears the
        selection."""
        if value is not None:
            values = [v for _, v in self._options()]
            if value not in values:
                raise ValueError(f"{value!r} is not in the hand: expected one of "
                                 f"{', '.join(values) or 'nothing (no cube to place)'}")
        self._pick = value
        self._chosen = value is not None
        self._selection = ()
        return Reaction(changed=True)


__all__ = ["Interaction"]
