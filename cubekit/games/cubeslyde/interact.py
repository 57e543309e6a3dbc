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
  already. Or click a free square first: the buttons then offer the cubes that may go there
  (a short hint says so, the square is framed), and choosing one places it; when only one
  kind of cube may go there, the click places it at once;
- a click anywhere else clears the selection. Every legal move is also in the move list.

Hints are neutral; only a move that the rules refuse is said as an error (shown in red).

Imported by the Explorer only. Every sentence of the preview comes from :mod:`.words`
(the would-be event of a chosen move has the same headline as its step and picture).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cubekit.core.game import State
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import move_text, tr
from cubekit.games.cubeslyde import words
from cubekit.games.cubeslyde.events import Cube, Pushed
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
from cubekit.games.cubeslyde.rules import CubeslydeState
from cubekit.widgets import interaction
from cubekit.widgets.interaction import Palette, Preview, Reaction

DIRECTIONS = ("N", "E", "S", "W")


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

    def reset(self, state: State) -> None:
        super().reset(state)
        self._selection: tuple[Square, ...] = ()   # a run of own cubes, lower-left first
        self._pick: str | None = None
        self._chosen = False                       # the pick was chosen by the player
        self._target: Square | None = None         # a free square clicked before a pick
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
    def target(self) -> Square | None:
        """The free square clicked before a cube was chosen (the palette then offers the
        cubes that may go there), or None."""
        return self._target

    def offered(self, square: Square | None = None) -> tuple[str, ...]:
        """The cubes that may be placed on ``square`` (default: the :attr:`target`) now, as
        in the notation (``"5"``, ``"W2"``), weakest first."""
        square = self._target if square is None else square
        if square is None:
            return ()
        return tuple(sorted({(f"W{m.strength}" if m.white else str(m.strength))
                             for m in self.cs.legal_moves()
                             if isinstance(m, Place) and m.square == square},
                            key=lambda value: (value.startswith(WHITE_LETTER),
                                               value.lstrip(WHITE_LETTER))))

    @property
    def picked(self) -> str | None:
        """The cube chosen in the hand, as in the notation (``"5"`` or ``"W2"``), or None."""
        return self._pick

    def clear(self) -> bool:
        had = bool(self._selection) or self._target is not None
        self._selection = ()
        self._target = None
        return had

    # --- texts --------------------------------------------------------------------------------
    def hint(self) -> str:
        return tr("cs.explorer.hint", self.language)

    def move_label(self) -> str:
        return tr("widgets.move_label_any", self.language)

    def status(self) -> list[str]:
        state, lang, game = self.cs, self.language, self.cs.game
        stage = state.stage
        parts = [tr(f"cs.explorer.stage_{stage}", lang,
                    left=len(state.hand(WHITE)))]
        lost = ", ".join(f"{game.player_name(p)} {state.lost_count(p)}"
                         for p in range(game.players))
        parts.append(tr("cs.explorer.lost", lang, lost=lost))
        if state.out_players:
            out = ", ".join(game.player_name(p) for p in state.out_players)
            parts.append(tr("cs.explorer.out", lang, players=out))
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
            return Reaction(message=tr("core.game_over", lang))
        legal = state.legal_moves()
        if legal and all(isinstance(move, Pass) for move in legal):
            return Reaction(message=tr("cs.explorer.only_pass", lang, player=name))
        had_target, self._target = self._target, None
        if self._selection:
            direction = self._aimed(sq)
            if direction is not None and not self._own(sq):
                move = self._push_of(self._selection, direction)
                reason = state.why_illegal(move, lang)
                if reason is None:
                    return Reaction(move=move)
                return Reaction(message=tr("widgets.refused", lang, move=move_text(move, lang),
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
            return Reaction(message=tr("widgets.refused", lang, move=move_text(place, lang),
                                       reason=reason), error=True)
        if cube is None:
            return self._offer(sq, had_target)
        # a cube that cannot be selected: say why (not yours, stage 1A, must place)
        reason = state.why_illegal(Push(sq, sq, "N"), lang)
        if reason is None:   # pragma: no cover - an own cube that can push is selected above
            return self._select_with(sq)
        return Reaction(message=reason, changed=had_target is not None)

    def _offer(self, square: Square, had_target: Square | None) -> Reaction:
        """A click on a free square with no cube chosen: place the only cube that may go
        there, or offer the cubes that may (the palette shows just those), never nothing."""
        state, lang = self.cs, self.language
        name = state.game.player_name(state.to_move)
        offered = self.offered(square)
        if not offered:
            return Reaction(message=tr("cs.explorer.nothing_to_place", lang, player=name),
                            changed=had_target is not None)
        if len(offered) == 1:
            self._pick = offered[0]
            return Reaction(move=self._place(square))
        if had_target == square:                  # the same square again: never mind
            return Reaction(message=tr("widgets.selection_cleared", lang), changed=True)
        self._target = square
        owner = WHITE if offered[0].startswith(WHITE_LETTER) else state.to_move
        cubes = [cube_text(owner, int(value.lstrip(WHITE_LETTER))) for value in offered]
        return Reaction(message=tr("cs.explorer.offer", lang, square=square_name(square),
                                   cubes=", ".join(cubes)), changed=True)

    def candidates(self) -> list[tuple[str, str]]:
        """Every legal move in notation: places by (white, strength, square a1, a2, ..., f6),
        then pushes of single cubes, then of groups (by size, square, direction N, E, S, W),
        or ``pass`` alone."""
        def key(move: Place | Push | Pass) -> tuple[Any, ...]:
            if isinstance(move, Place):
                return (0, move.white, move.strength, move.square)
            if isinstance(move, Push):
                return (1, len(move.squares), move.first, move.last,
                        DIRECTIONS.index(move.direction))
            return (2,)

        return [(move_text(move, self.language), str(move))
                for move in sorted(self.cs.legal_moves(), key=key)]

    def preview(self, chosen: str | None) -> Preview:
        lang = self.language
        if chosen is not None:
            try:
                move = self.cs.coerce_move(chosen)
            except ValueError:
                return Preview()
            title = self._headline(move)
            if isinstance(move, Place):
                return Preview(highlight=frozenset({move.square}), title=title)
            if isinstance(move, Push) and move.orthogonal is not None:
                group = _run(move.first, move.last) or (move.first, move.last)
                head = self._head(group, move.direction)
                selection, notes, _ = self._directions(group)
                return Preview(frozenset(group), ((head, self._front(head, move.direction)),),
                               title or selection, notes)
            return Preview(title=title)
        if self._selection:
            title, notes, arrows = self._directions(self._selection)
            return Preview(frozenset(self._selection), arrows, title, notes)
        if self._target is not None:
            return Preview(highlight=frozenset({self._target}),
                           title=tr("cs.explorer.offer_title", lang,
                                    square=square_name(self._target)))
        if self._pick is not None:
            owner = WHITE if self._pick.startswith(WHITE_LETTER) else self.cs.to_move
            cube = Cube(owner, int(self._pick.lstrip(WHITE_LETTER)), owner == WHITE)
            return Preview(notes=(words.place_note(cube).text(lang),))
        return Preview()

    def _headline(self, move: Place | Push | Pass) -> str:
        """The headline of what a legal move would do (as its step will say), or ""."""
        if self.cs.why_illegal(move) is not None:
            return ""
        return words.headline(self.cs.explain(move).steps[0].event).text(self.language)

    def pushes(self, squares: tuple[Square, ...] | None = None) -> dict[str, Push | str]:
        """For each direction N, E, S, W: the legal push of ``squares`` (default: the
        selection) that way, or the reason why it is not allowed."""
        squares = self._selection if squares is None else squares
        if not squares:
            raise ValueError(tr("cs.explorer.nothing_selected", self.language))
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
        cubes = [cube for cube in map(state.cube, squares) if cube is not None]
        title = words.selection_title(cubes, squares).text(lang)
        notes: list[str] = []
        arrows: list[tuple[Square, Square]] = []
        for direction, outcome in self.pushes(squares).items():
            if isinstance(outcome, str):
                notes.append(words.refused_note(direction, outcome).text(lang))
                continue
            event = state.explain(outcome).steps[0].event   # the push it would be
            assert isinstance(event, Pushed)
            arrows.append((event.head, event.front))
            notes.append(words.push_note(event).text(lang))
        return title, tuple(notes), tuple(arrows)

    def palette(self) -> Palette | None:
        options = self._options()
        if not options:
            return None
        if self._target is not None:
            offered = set(self.offered())
            return Palette(tr("cs.explorer.offer_label", self.language,
                              square=square_name(self._target)),
                           tuple(option for option in options if option[1] in offered), None,
                           tr("cs.explorer.offer_tip", self.language))
        owner = self._placer()
        label = (tr("cs.explorer.whites_label", self.language) if owner == WHITE else
                 tr("cs.explorer.hand_label", self.language,
                    player=self.cs.game.player_name(self.cs.to_move)))
        return Palette(label, options, self._pick,
                       tr("cs.explorer.hand_tip", self.language))

    def pick(self, value: str | None) -> Reaction:
        """Choose the cube to place (``"5"``, ``"W2"``; None: no choice); clears the
        selection. With a free square clicked first (:attr:`target`), the chosen cube is
        placed there: the reaction names that move."""
        if value is not None:
            values = [v for _, v in self._options()]
            if value not in values:
                raise ValueError(tr("cs.explorer.not_in_hand", self.language, value=value,
                                    values=", ".join(values)) if values else
                                 tr("cs.explorer.hand_empty", self.language, value=value))
        self._pick = value
        self._chosen = value is not None
        self._selection = ()
        target, self._target = self._target, None
        if target is not None and value is not None:
            return Reaction(move=self._place(target))
        return Reaction(changed=True)


__all__ = ["Interaction"]
