"""Deblockle in the Explorer: choose a block, see its four tips and their hops, play a turn.

How the clicks work (also the Explorer's hint text):

- a click on one of your blocks selects it. The board shows an arrow from the block to each
  square it may tip onto, the hops from there square by square (Cross and X one step, a
  Slider along its way) and frames on every hop target (Hoops targets, often a dozen
  three-step paths, are only framed); the side text lists all four directions:
  the symbol that comes up and the hop targets, or the reason the rules give (taken, a star
  square, Star up away from the goal star, no hop possible, over the edge, ...);
- a click on a square the block may tip onto chooses that tip; a tip without a hop (Stop,
  removal on the goal star, a skipped hop) or with a single hop target is played at once;
  after choosing a tip, only its arrows and targets are shown and a click on a hop target
  plays the turn (a second click on the tip square shows all four tips again);
- a click on a marked hop target that only one tip of the block reaches plays that turn at
  once; a click on another own block selects it, on the selected block (not a target)
  clears the selection, anywhere else clears it too. Every legal turn is in the move list.

Imported by the Explorer only (it uses the widgets' message catalogue). Every sentence about
a turn or a tip comes from :mod:`.words`, which tells the events the rules record.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cubekit.core.game import State
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import Msg, join_names, move_text, tr
from cubekit.games.deblockle import words
from cubekit.games.deblockle.notation import Turn
from cubekit.games.deblockle.rules import HOOPS, DeblockleState, TurnPlan
from cubekit.widgets import interaction
from cubekit.widgets.interaction import Preview, Reaction

DIRECTIONS: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)


@dataclass(frozen=True)
class Tip:
    """One of a block's four tip directions.

    ``tip_square`` is the square it tips onto (None over the edge); ``symbol`` the face that
    would come up (None over the edge); ``turns`` the legal turns with this tip (empty when
    it is not allowed), ``targets`` their hop end squares (None for a turn without a hop);
    ``reason`` why the tip is not allowed (None when it is).
    """

    direction: Direction
    tip_square: Square | None
    symbol: str | None
    turns: tuple[Turn, ...]
    reason: str | None

    @property
    def legal(self) -> bool:
        return bool(self.turns)

    @property
    def targets(self) -> tuple[Square, ...]:
        """The hop end squares of the legal turns (none for a turn without a hop)."""
        return tuple(t.target for t in self.turns if t.target is not None)


def _names(squares: Iterable[Square], language: str) -> str:
    return join_names([square_name(s) for s in squares], language)


class Interaction(interaction.Interaction):
    """Selecting a block, then a tip, then a hop target; arrows for tips and hops."""

    def reset(self, state: State) -> None:
        super().reset(state)
        self._block: Square | None = None
        self._tip: Direction | None = None

    @property
    def db(self) -> DeblockleState:
        """The position, typed as a Deblockle state."""
        state = self.state
        assert isinstance(state, DeblockleState)
        return state

    @property
    def selected(self) -> Square | None:
        """The selected block's square, or None."""
        return self._block

    @property
    def tip(self) -> Direction | None:
        """The chosen tip direction of the selected block, or None."""
        return self._tip

    def clear(self) -> bool:
        had = self._block is not None
        self._block = None
        self._tip = None
        return had

    # --- texts --------------------------------------------------------------------------------
    def hint(self) -> str:
        return tr("db.interact.hint", self.language)

    def move_label(self) -> str:
        return tr("widgets.move_label_any", self.language)

    def status(self) -> list[str]:
        state, game, lang = self.db, self.db.game, self.language
        counts = game.block_counts
        removed = ", ".join(tr("db.interact.removed_of", lang, player=game.player_name(p),
                               removed=state.removed(p), total=counts[p])
                            for p in range(game.players))
        return [tr("db.interact.status", lang, removed=removed)]

    # --- the four tips of a block -----------------------------------------------------------
    def tips(self, square: Square | str | None = None) -> dict[str, Tip]:
        """For each direction ``"N"``, ``"E"``, ``"S"``, ``"W"``: the :class:`Tip` of the block
        on ``square`` (default: the selected block) of the player to move."""
        if square is None:
            if self._block is None:
                raise ValueError(tr("db.interact.no_selection", self.language))
            sq = self._block
        else:
            sq = self.square(square)
        state = self.db
        block = state.block(sq)
        if block is None:
            raise ValueError(tr("db.interact.no_block_on", self.language,
                                square=square_name(sq)))
        legal = state.turns_from(sq)
        board = state.game.board
        result: dict[str, Tip] = {}
        for direction in DIRECTIONS:
            turns = tuple(t for t in legal if t.direction == direction)
            tip_square = direction.step(sq)
            on_board = tip_square in board
            symbol = block.orientation.tip(direction).top if on_board else None
            reason = None if turns else self._reason(Turn(sq, direction))
            result[direction.name] = Tip(direction, tip_square if on_board else None, symbol,
                                         turns, reason)
        return result

    def _reason(self, turn: Turn) -> str:
        """Why no turn with this tip is legal: the rules' reason for the tip without a hop,
        or (when hops exist but every one is refused, e.g. by the no-adjacent variant) for
        its first hop target."""
        state, lang = self.db, self.language
        plan = state.plan(turn)
        if isinstance(plan, Msg) and plan.key == "db.illegal.must_hop":
            for name in plan.params.get("allowed", ()):
                target = state.game.board.parse(name)
                hop = state.plan(Turn(turn.square, turn.direction, target))
                if isinstance(hop, Msg):
                    return hop.text(lang)
        if isinstance(plan, Msg):
            return plan.text(lang)
        # pragma: no cover - a legal tip without a hop would be in turns_from
        return tr("core.game_over", lang)

    # --- choosing turns -----------------------------------------------------------------------
    def _own(self, square: Square) -> bool:
        block = self.db.block(square)
        return block is not None and block.owner == self.db.to_move

    def _select(self, square: Square) -> Reaction:
        self._block = square
        self._tip = None
        return Reaction(changed=True)

    def _cleared(self) -> Reaction:
        self.clear()
        return Reaction(message=tr("widgets.selection_cleared", self.language), changed=True)

    def click(self, square: Square | str) -> Reaction:
        sq = self.square(square)
        state, lang = self.db, self.language
        if state.outcome is not None:
            return Reaction(message=tr("core.game_over", lang), error=True)
        if self._block is None:
            if self._own(sq):
                return self._select(sq)
            # an empty square or a block of the opponent: the rules say why it cannot tip
            reason = state.why_illegal(Turn(sq, Direction.N), lang)
            return Reaction(message=reason, error=True)
        tips = self.tips()
        if self._tip is not None:
            chosen = tips[self._tip.name]
            for turn in chosen.turns:
                if turn.target == sq:
                    return Reaction(move=turn)
        for tip in tips.values():
            if tip.tip_square == sq and (tip.legal or not self._own(sq)):
                if not tip.legal:
                    return Reaction(message=tip.reason, error=True)
                if len(tip.turns) == 1:
                    return Reaction(move=tip.turns[0])
                # a second click on the chosen tip goes back to all four tips
                self._tip = None if tip.direction == self._tip else tip.direction
                return Reaction(changed=True)
        if self._tip is None and sq != self._block:
            reaching = [t for tip in tips.values() for t in tip.turns if t.target == sq]
            if len(reaching) == 1:
                return Reaction(move=reaching[0])
            if reaching:
                moves = join_names([str(t) for t in reaching], lang)
                return Reaction(message=tr("db.interact.choose_tip", lang,
                                           square=square_name(sq), moves=moves), error=True)
        if self._own(sq) and sq != self._block:
            return self._select(sq)
        if self._tip is not None and sq != self._block:
            chosen = tips[self._tip.name]
            assert chosen.tip_square is not None
            message = tr("db.interact.not_a_target", lang, square=square_name(sq),
                         tip=square_name(chosen.tip_square),
                         targets=_names(chosen.targets, lang))
            self.clear()
            return Reaction(message=message, error=True, changed=True)
        return self._cleared()

    def candidates(self) -> list[tuple[str, str]]:
        """Every legal turn in notation, in the rules' order (block, direction, target); the
        label adds the symbol that comes up."""
        result = []
        for move in self.db.legal_moves():
            plan = self.db.plan(move)
            assert isinstance(plan, TurnPlan)
            label = words.turn_label(move_text(move, self.language), plan.symbol)
            result.append((label.text(self.language),
                           str(move)))
        return result

    # --- what the board shows -------------------------------------------------------------------
    def preview(self, chosen: str | None) -> Preview:
        if chosen is not None:
            try:
                move = self.db.coerce_move(chosen)
            except ValueError:
                return Preview()
            if not isinstance(move, Turn):
                return Preview()
            plan = self.db.plan(move)
            if not isinstance(plan, TurnPlan):
                return Preview(highlight=frozenset({move.square}))
            return self._turn_preview(plan)
        if self._block is None:
            return Preview()
        return self._block_preview()

    def _turn_preview(self, plan: TurnPlan) -> Preview:
        """A chosen turn: its steps' headlines (:func:`.words.turn_preview`), the tip's and
        the hop's arrows and squares."""
        lang, move = self.language, plan.move
        events = self.db.explain(move).events
        title = " ".join(m.text(lang) for m in words.turn_preview(move_text(move, lang), events))
        arrows: list[tuple[Square, Square]] = [(move.square, plan.tip_square)]
        arrows += list(zip(plan.path, plan.path[1:], strict=False))
        highlight = {move.square, plan.tip_square, *plan.path}
        notes = self._notes(self.tips(move.square), marked=())
        return Preview(frozenset(highlight), tuple(arrows), title, notes)

    def _block_preview(self) -> Preview:
        assert self._block is not None
        state, lang, sq = self.db, self.language, self._block
        block = state.block(sq)
        assert block is not None
        tips = self.tips()
        legal = sum(1 for tip in tips.values() if tip.legal)
        title = words.block_title(block.owner, sq, block.top, legal).text(lang)
        highlight: set[Square] = {sq}
        arrows: list[tuple[Square, Square]] = []
        shown = [tips[self._tip.name]] if self._tip is not None else list(tips.values())
        for tip in shown:
            if not tip.legal:
                continue
            assert tip.tip_square is not None
            arrows.append((sq, tip.tip_square))
            highlight.add(tip.tip_square)
            highlight.update(tip.targets)
            if tip.symbol == HOOPS:
                continue   # up to a dozen three-step paths: the targets are only marked
            for turn in tip.turns:   # Cross, X: one step; Slider: square by square
                plan = state.plan(turn)
                assert isinstance(plan, TurnPlan)
                arrows += zip(plan.path, plan.path[1:], strict=False)
        if self._tip is not None:
            chosen = tips[self._tip.name]
            assert chosen.tip_square is not None and chosen.symbol is not None
            title = words.tip_chosen(sq, self._tip, chosen.tip_square, chosen.symbol,
                                     chosen.targets).text(lang)
        marked = tuple(tip.direction for tip in shown)
        # a slide may pass the square of another tip: each arrow once
        return Preview(frozenset(highlight), tuple(dict.fromkeys(arrows)), title,
                       self._notes(tips, marked=marked))

    def _notes(self, tips: dict[str, Tip], *,
               marked: tuple[Direction, ...]) -> tuple[str, ...]:
        """One sentence per direction N, E, S, W (``marked``: the tips whose targets are
        shown; Hoops targets are marked without arrows), from :func:`.words.tip_note`; a tip
        without a hop is told by the first event of its turn."""
        state, lang = self.db, self.language
        notes: list[Msg] = []
        for tip in tips.values():
            where, face = tip.tip_square, tip.symbol
            if not tip.legal:
                empty = where is not None and state.block(where) is None
                notes.append(words.tip_note(tip.direction, where, face, reason=tip.reason,
                                            empty=empty))
            elif tip.targets:
                notes.append(words.tip_note(
                    tip.direction, where, face, targets=tip.targets,
                    marked=tip.symbol == HOOPS and tip.direction in marked))
            else:
                turn = tip.turns[0]
                first = state.explain(turn).steps[0].event
                notes.append(words.tip_note(tip.direction, where, face, event=first,
                                            move=move_text(turn, lang)))
        return tuple(note.text(lang) for note in notes)


__all__ = ["Interaction", "Tip"]
