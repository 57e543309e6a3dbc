"""Striedies Strategie in the Explorer: choose a die, see where it can go, play a move.

How the clicks work (also the Explorer's hint text):

- a click on one of your dice selects it. The board washes every square its legal moves end
  on in your colour and writes there the face that would come up (``3/5`` when different
  paths to that square bring different faces, ST-3); the side text says, for each first
  direction N, E, S, W, which squares it reaches with which face and by which move, and why
  a direction is not possible (over the edge, blocked by a die on ...). When you must answer
  a tie (ST-5), the text says how, and marks each move as reinforcement or retreat;
- a click on a washed square plays the move that ends there when only one does; when
  several paths end there (north then east, or east then north), the board shows those paths
  with their faces and the side text asks you to choose one in the move list;
- a click on another of your dice selects it, on the selected die clears the selection, on
  any other square clears it too (saying why the die cannot end there);
- when nothing can move, the only move is to pass (ST-6): any click on the board plays it.

The move list holds every legal move with its end square and the face that comes up
(``b1N2E (c3): 4 up``); choosing one shows its path with the faces and what follows (the
answer to a threat, the fights, ST-4/ST-5).

Imported by the Explorer only. What the rules do is told by :mod:`.words` (the threat to
answer, the steps of a chosen move); only the texts about choosing are made here.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from cubekit.core.game import State
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import join_names, move_text, tr
from cubekit.games.striedies import words
from cubekit.games.striedies.events import Tipped
from cubekit.games.striedies.rules import MovePlan, Pass, Roll, StriediesState
from cubekit.widgets import interaction
from cubekit.widgets.interaction import Preview, Reaction

DIRECTIONS: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)
NOT_AN_ANSWER = ("st.illegal.must_answer", "st.illegal.threatened_reinforce")
"""Reasons of moves that reach their square but do not answer a threat (ST-5)."""


@dataclass(frozen=True)
class Route:
    """What the selected die can do in one first direction.

    ``plans`` are the legal moves that start that way (straight first, then the turns, as
    in ``legal_moves``); ``not_answers`` the squares its paths could reach that do not
    answer the player's threat (ST-5); ``reason`` why no path that way is possible (None
    when one is), ``straight`` why the straight path is not (None when it is, or when no
    path is).
    """

    direction: Direction
    plans: tuple[MovePlan, ...]
    not_answers: tuple[Square, ...]
    reason: str | None
    straight: str | None


def _path_text(plan: MovePlan) -> str:
    return " \u2192 ".join(square_name(sq) for sq in (plan.origin, *plan.path))


class Interaction(interaction.Interaction):
    """Selecting a die, previewing its targets with their faces, choosing a path."""

    def reset(self, state: State) -> None:
        super().reset(state)
        self._die: Square | None = None
        self._target: Square | None = None

    @property
    def st(self) -> StriediesState:
        """The position, typed as a Striedies state."""
        state = self.state
        assert isinstance(state, StriediesState)
        return state

    @property
    def selected(self) -> Square | None:
        """The selected die's square, or None."""
        return self._die

    @property
    def target(self) -> Square | None:
        """A square reached by several paths of the selected die, waiting for a choice."""
        return self._target

    def clear(self) -> bool:
        had = self._die is not None
        self._die = None
        self._target = None
        return had

    # --- texts --------------------------------------------------------------------------------
    def hint(self) -> str:
        return tr("st.interact.hint", self.language)

    def move_label(self) -> str:
        return tr("widgets.move_label_any", self.language)

    def status(self) -> list[str]:
        return words.explorer_status(self.st, self.language)

    # --- what a die can do ----------------------------------------------------------------------
    def _die_at(self, square: Square | str | None) -> Square:
        if square is None:
            if self._die is None:
                raise ValueError(tr("st.interact.no_selection", self.language))
            return self._die
        sq = self.square(square)
        if self.st.die(sq) is None:
            raise ValueError(tr("st.interact.empty_square", self.language,
                                square=square_name(sq)))
        return sq

    def reach(self, square: Square | str | None = None) -> dict[Square, tuple[MovePlan, ...]]:
        """The squares the die on ``square`` (default: the selected die) can end its move on
        this turn, each with the plans of the legal moves that end there (in the order of
        ``legal_moves``)."""
        state = self.st
        result: dict[Square, list[MovePlan]] = {}
        for move in state.moves_from(self._die_at(square)):
            plan = state.plan(move)
            assert isinstance(plan, MovePlan)
            result.setdefault(plan.final, []).append(plan)
        return {sq: tuple(plans) for sq, plans in result.items()}

    def routes(self, square: Square | str | None = None) -> dict[str, Route]:
        """For each first direction ``"N"``, ``"E"``, ``"S"``, ``"W"``: the :class:`Route` of
        the die on ``square`` (default: the selected die), with the rules' reasons."""
        state, lang = self.st, self.language
        sq = self._die_at(square)
        die = state.die(sq)
        assert die is not None
        n = die.top
        legal = {str(m) for m in state.moves_from(sq)}
        result: dict[str, Route] = {}
        for direction in DIRECTIONS:
            rolls = [Roll(sq, direction)]
            for k in range(1, n):
                rolls += [Roll(sq, direction, k, t) for t in
                          (direction.counterclockwise, direction.clockwise)]
            plans: list[MovePlan] = []
            not_answers: list[Square] = []
            reasons: list[str] = []
            straight: str | None = None
            for roll in rolls:
                plan = state.plan(roll)
                if isinstance(plan, MovePlan):
                    if str(plan.move) in legal:
                        plans.append(plan)
                    continue
                if plan.key in NOT_AN_ANSWER:
                    final = _final(roll, n)
                    if final not in not_answers:
                        not_answers.append(final)
                    continue
                text = plan.text(lang)
                if roll.turn is None:
                    straight = text
                if text not in reasons:
                    reasons.append(text)
            reason = None
            if not plans and not not_answers:
                reason = reasons[0] if reasons else None
                straight = None
            result[direction.name] = Route(direction, tuple(plans), tuple(not_answers),
                                           reason, straight)
        return result

    # --- choosing moves -----------------------------------------------------------------------
    def _own(self, square: Square) -> bool:
        return self.st.owner(square) == self.st.to_move

    def _select(self, square: Square) -> Reaction:
        self._die = square
        self._target = None
        return Reaction(changed=True)

    def click(self, square: Square | str) -> Reaction:
        sq = self.square(square)
        state, lang = self.st, self.language
        if state.outcome is not None:
            return Reaction(message=tr("core.game_over", lang), error=True)
        legal = state.legal_moves()
        if len(legal) == 1 and isinstance(legal[0], Pass):
            return Reaction(move=legal[0])            # ST-6: the only move
        if self._die is None:
            if self._own(sq):
                return self._select(sq)
            # an empty square or another player's die: the rules say why it cannot move
            reason = state.why_illegal(Roll(sq, Direction.N), lang)
            return Reaction(message=reason, error=True)
        if sq == self._die:
            self.clear()
            return Reaction(message=tr("widgets.selection_cleared", lang), changed=True)
        reach = self.reach()
        plans = reach.get(sq)
        if plans:
            if len(plans) == 1:
                return Reaction(move=plans[0].move)
            self._target = sq
            return Reaction(message=self._choose_text(sq, plans), changed=True)
        if self._own(sq):
            return self._select(sq)
        die = state.die(self._die)
        assert die is not None
        targets = sorted(reach, key=lambda s: (s[1], s[0]))
        message = tr("st.interact.not_reachable", lang, die=die.label,
                     square=square_name(self._die), target=square_name(sq),
                     targets=join_names([square_name(s) for s in targets], lang))
        self.clear()
        return Reaction(message=message, error=True, changed=True)

    def _choose_text(self, square: Square, plans: tuple[MovePlan, ...]) -> str:
        die = self.st.die(plans[0].origin)
        assert die is not None
        return tr("st.interact.choose", self.language, count=len(plans), die=die.label,
                  square=square_name(square),
                  moves=join_names([move_text(p.move, self.language) for p in plans],
                                   self.language))

    def candidates(self) -> list[tuple[str, str]]:
        """Every legal move in the rules' order, labelled with its end square and the face
        that comes up (and the answer to a threat)."""
        state, lang = self.st, self.language
        result = []
        for move in state.legal_moves():
            if isinstance(move, Pass):
                result.append((tr("st.interact.option_pass", lang), str(move)))
                continue
            plan = state.plan(move)
            assert isinstance(plan, MovePlan)
            result.append((self._option(plan), str(move)))
        return result

    def _option(self, plan: MovePlan) -> str:
        lang = self.language
        fields = {"move": move_text(plan.move, lang), "square": square_name(plan.final),
                  "top": plan.top}
        if plan.answer is not None:
            return tr("st.interact.option_answer", lang,
                      answer=tr(f"st.interact.answer.{plan.answer}", lang), **fields)
        return tr("st.interact.option", lang, **fields)

    # --- what the board shows -------------------------------------------------------------------
    def preview(self, chosen: str | None) -> Preview:
        state = self.st
        if chosen is not None:
            try:
                move = state.coerce_move(chosen)
            except ValueError:
                return Preview()
            if not isinstance(move, Roll):
                return self._plain_preview()
            plan = state.plan(move)
            if not isinstance(plan, MovePlan):
                return Preview(highlight=frozenset({move.square}), title=plan.text(
                    self.language))
            return self._move_preview(plan)
        if self._die is None:
            return self._plain_preview()
        if self._target is not None:
            return self._choice_preview()
        return self._die_preview()

    def _threat_note(self) -> str | None:
        note = words.threat_note(self.st)
        return None if note is None else note.text(self.language)

    def _plain_preview(self) -> Preview:
        """Nothing selected: the threat to answer or the pass to make, if any."""
        state, lang = self.st, self.language
        if state.outcome is not None:
            return Preview()
        notes = []
        threat = self._threat_note()
        if threat is not None:
            notes.append(threat)
        legal = state.legal_moves()
        if len(legal) == 1 and isinstance(legal[0], Pass):
            notes.append(tr("st.interact.only_pass", lang,
                            player=state.game.player_name(state.to_move)))
        return Preview(notes=tuple(notes)) if notes else Preview()

    def _die_preview(self) -> Preview:
        assert self._die is not None
        state, lang, sq = self.st, self.language, self._die
        die = state.die(sq)
        assert die is not None
        reach = self.reach()
        targets = sorted(reach, key=lambda s: (s[1], s[0]))
        count = sum(len(plans) for plans in reach.values())
        if count:
            title = tr("st.interact.die", lang, die=die.label, square=square_name(sq),
                       n=die.top, count=count,
                       targets=join_names([square_name(s) for s in targets], lang))
        else:
            title = tr("st.interact.die_none", lang, die=die.label, square=square_name(sq),
                       n=die.top)
        notes: list[str] = []
        threat = self._threat_note()
        if threat is not None:
            notes.append(threat)
        for route in self.routes().values():
            notes.append(self._route_note(route))
        return Preview(frozenset({sq, *reach}), (), title, tuple(notes))

    def _route_note(self, route: Route) -> str:
        lang = self.language
        word = tr(f"st.interact.word.{route.direction.name}", lang)
        if route.reason is not None:
            return tr("st.interact.blocked", lang, direction=word, reason=route.reason)
        parts = []
        if route.plans:
            items = []
            for plan in route.plans:
                fields = {"square": square_name(plan.final), "top": plan.top,
                          "move": move_text(plan.move, lang)}
                if plan.answer is not None:
                    items.append(tr("st.interact.target_answer", lang, answer=tr(
                        f"st.interact.answer.{plan.answer}", lang), **fields))
                else:
                    items.append(tr("st.interact.target", lang, **fields))
            parts.append(tr("st.interact.reach", lang, direction=word,
                            targets="; ".join(items)))
        if route.not_answers:
            parts.append(tr("st.interact.not_answers", lang, direction=word, squares=join_names(
                [square_name(s) for s in route.not_answers], lang)))
        if route.straight is not None:
            parts.append(tr("st.interact.straight_blocked", lang, reason=route.straight))
        return " ".join(parts)

    def _choice_preview(self) -> Preview:
        assert self._die is not None and self._target is not None
        state, lang = self.st, self.language
        plans = self.reach().get(self._target, ())
        die = state.die(self._die)
        assert die is not None
        arrows: list[tuple[Square, Square]] = []
        notes = [self._choose_text(self._target, plans)]
        for plan in plans:
            squares = (plan.origin, *plan.path)
            arrows += list(pairwise(squares))
            notes.append(tr("st.interact.path", lang, move=move_text(plan.move, lang),
                            path=_path_text(plan), top=plan.top,
                            square=square_name(plan.final)))
        title = tr("st.interact.choose_title", lang, die=die.label,
                   origin=square_name(self._die), square=square_name(self._target))
        return Preview(frozenset({self._die, self._target}), tuple(arrows), title,
                       tuple(notes))

    def _move_preview(self, plan: MovePlan) -> Preview:
        state, lang = self.st, self.language
        die = state.die(plan.origin)
        assert die is not None
        squares = (plan.origin, *plan.path)
        arrows = tuple(pairwise(squares))
        title = tr("st.interact.move", lang, move=move_text(plan.move, lang), die=die.label,
                   path=_path_text(plan), top=plan.top, square=square_name(plan.final))
        # what follows the tips, in the words of the step texts (ST-4, ST-5, ST-8)
        notes = [words.describe(step.event).text(lang)
                 for step in state.explain(plan.move).steps
                 if not isinstance(step.event, Tipped)]
        if not plan.fights:
            notes.insert(0 if plan.answer is None else 1, tr("st.interact.quiet", lang))
        return Preview(frozenset({plan.origin, plan.final}), arrows, title, tuple(notes))


def _final(roll: Roll, n: int) -> Square:
    """The square a well-formed roll of ``n`` squares ends on (it may be off the board)."""
    if roll.turn is None or roll.steps is None:
        return roll.direction.step(roll.square, n)
    return roll.turn.step(roll.direction.step(roll.square, roll.steps), n - roll.steps)


__all__ = ["Interaction", "Route"]
