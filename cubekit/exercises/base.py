"""The pieces every exercise is made of: :class:`Exercise`, :class:`Choice`, :class:`Feedback`
and :class:`Kind`, the maker of one kind of exercise.

A kind (``cascade_waves``, ``can_push``, ...) finds a position in seeded play
(:meth:`Kind.propose`), measures how hard the question is there (:attr:`Draft.measure`), and
builds the exercise (:meth:`Kind.build`): the question, the answer the rules engine gives,
the choices with their distractors, and what really happens (the explained move). Checking an
answer (:meth:`Exercise.check`) reads it in any natural form (:meth:`Kind.parse`) and judges it
(:meth:`Kind.judge`) with sentences from the catalogue; the steps of the move are told by the
game's own words (``step.describe``), the same sentences the Stepper shows.

Nothing here draws: pictures are made only when asked for (:meth:`Exercise.picture`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

from cubekit.core.game import Game, IllegalMoveError, State, Step, Transition
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Joined, Msg, check_language
from cubekit.core.scenario import square_names
from cubekit.exercises.answers import AnswerError, read_squares
from cubekit.notebook_errors import ShortTraceback

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from cubekit.core.scenario import Scenario

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
"""The three levels of :func:`cubekit.exercises.make`, each a range of a kind's measure."""

Band = tuple[int, int | None]
"""A range of a kind's measure, both ends included (None: no upper end)."""

def levels(easy: Band, medium: Band, hard: Band) -> Mapping[str, Band]:
    """A kind's difficulty bands: the range of its measure each level means."""
    return MappingProxyType({"easy": easy, "medium": medium, "hard": hard})


LETTERS = "abcdefgh"
"""The letters of the choices: ``(a)``, ``(b)``, ..."""


class ExerciseError(ShortTraceback, ValueError):
    """A position or move that cannot make the exercise asked for (e.g. a fight question for
    a move without a fight); its sentence is a catalogue message in the reader's language."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.text())

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


@dataclass(frozen=True)
class Choice:
    """One answer of a multiple-choice exercise: ``(letter)`` and its ``label``; ``value`` is
    what it means (a number, a face, a result); ``state`` its picture, for questions that show
    positions; ``mistake`` says why it is wrong (None for the right one) and ``rules`` names
    the rules that mistake breaks."""

    letter: str
    value: Any
    label: Msg
    state: State | None = None
    mistake: Msg | None = None
    rules: tuple[str, ...] = ()

    @property
    def index(self) -> int:
        """Its place in :attr:`Exercise.choices` (from 0)."""
        return LETTERS.index(self.letter)

    @property
    def right(self) -> bool:
        return self.mistake is None

    def text(self, language: str | None = None) -> str:
        """The label in ``language``."""
        return self.label.text(language)

    def __str__(self) -> str:
        return f"({self.letter}) {self.text()}"


@dataclass(frozen=True)
class Draft:
    """A candidate for an exercise: a position, the move or piece it is about, and the measure
    of its difficulty; ``data`` holds what the kind worked out for it already."""

    state: State
    measure: int
    move: Any = None
    square: Square | None = None
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """How an answer is judged: right or wrong, the sentences that say why, and the rules
    they are about (for a quiz's summary of the rules missed)."""

    correct: bool
    parts: tuple[Msg, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class Exercise:
    """A question about a position, with the answer the rules engine gives.

    ``kind`` names the question (:func:`cubekit.exercises.kinds`), ``state`` is the position
    shown, ``move`` the move it is about (``moves`` all moves it names, for questions over
    several moves), ``square`` the piece it is about. ``answer`` is the right answer: square
    names (a tuple) where the answer is marked on the board, the right :class:`Choice` where
    there are ``choices``. ``measure`` is how hard it is, in the kind's own measure (waves,
    cubes, tips, ...), and :attr:`difficulty` the level that measure falls in. ``transition``
    is the move explained, ``steps`` everything that really happens (for a Stepper).

    >>> import cubekit
    >>> from cubekit.exercises import make
    >>> exercise = make("chain_reaction", "cascade_waves", seed=3)
    >>> bool(exercise.check(exercise.answer))
    True
    """

    kind: str
    state: State
    answer: Any
    measure: int
    maker: Kind = field(repr=False)
    choices: tuple[Choice, ...] | None = None
    move: Any = None
    moves: tuple[Any, ...] = ()
    square: Square | None = None
    transition: Transition | None = field(default=None, repr=False)
    steps: tuple[Step, ...] = field(default=(), repr=False)
    highlight: frozenset[Square] = frozenset()
    arrows: tuple[tuple[Square, Square], ...] = ()
    facts: Mapping[str, Any] = field(default_factory=dict, repr=False)
    seed: int | None = None
    language: str | None = None

    @property
    def game(self) -> Game:
        return self.state.game

    @property
    def difficulty(self) -> str:
        """``"easy"``, ``"medium"`` or ``"hard"``: the level the :attr:`measure` falls in."""
        return self.maker.level(self.game, self.measure)

    @property
    def on_board(self) -> bool:
        """Whether the answer is given on the board (squares), not by a choice."""
        return self.choices is None

    @property
    def right_choice(self) -> Choice | None:
        """The right choice, or None for an answer given on the board."""
        return self.answer if isinstance(self.answer, Choice) else None

    @property
    def question_message(self) -> Msg:
        return self.maker.question(self)

    def question(self, language: str | None = None) -> str:
        """The question in ``language`` (default: the exercise's, else the session's)."""
        return self.maker.question(self).text(self._lang(language))

    def answer_text(self, language: str | None = None) -> str:
        """The right answer in words (for an answer key)."""
        return self.maker.value_words(self, self.maker.answer_value(self)).text(
            self._lang(language))

    def form(self, language: str | None = None) -> str:
        """How an answer is written (e.g. "square names such as 'c3' ...")."""
        return self.maker.form(self).text(self._lang(language))

    def placeholder(self, language: str | None = None) -> str:
        """An example answer in the form :meth:`form` names (for an empty answer box)."""
        return self.maker.placeholder(self).text(self._lang(language))

    @property
    def faces(self) -> bool:
        """Whether an answer names a face after each square ("c5:3")."""
        return self.maker.faces

    def check(self, answer: Any) -> Feedback:
        """Judge ``answer``: a :class:`Feedback`, true when it is right.

        Answers are read in their natural forms: square names (``"a1, b2"``, a list, move
        objects), a choice (the :class:`Choice`, its index from 0, its letter ``"(b)"``
        or its text), a number, ``"yes"``/``"no"``. Anything else raises an
        :class:`~cubekit.exercises.answers.AnswerError` (a ``ValueError``) saying what form
        is expected.
        """
        value = self.maker.parse(self, answer)
        verdict = self.maker.judge(self, value)
        return Feedback(self, verdict.correct, value, verdict.parts, verdict.rules,
                        self.language)

    def picture(self, **options: Any) -> Figure:
        """The position with the squares the question is about framed (matplotlib is
        imported only now); ``options`` as for :func:`cubekit.render.render`."""
        from cubekit.render import render

        options.setdefault("language", self.language)
        return render(self.state, highlight=self.highlight, arrows=self.arrows, **options)

    def png(self, **options: Any) -> bytes:
        """The picture as PNG bytes."""
        from cubekit.render import png_bytes

        options.setdefault("language", self.language)
        return png_bytes(self.state, highlight=self.highlight or None,
                         arrows=self.arrows or None, **options)

    @classmethod
    def from_state(cls, state: State, kind: str, move: Any = None, *,
                   square: Square | str | None = None, language: str | None = None
                   ) -> Exercise:
        """The exercise ``kind`` about ``state`` and ``move`` (a move or its notation), or
        about the piece on ``square``; without them the kind picks the first that fits.
        Raises :class:`ExerciseError` when the position cannot make such an exercise."""
        from cubekit.exercises.registry import kind_of

        maker = kind_of(state.game, kind)
        if move is not None:
            move = state.coerce_move(move)
        if isinstance(square, str):
            square = state.game.board.parse(square)
        draft = maker.draft(state, move, square)
        return maker.build(draft, random.Random(0), None, language)

    @classmethod
    def from_scenario(cls, scenario: Scenario, kind: str, *,
                      language: str | None = None) -> Exercise:
        """The exercise ``kind`` about a scenario's last move, from the position before it
        (a scenario without moves: about its position)."""
        replay = scenario.replay
        if not replay.moves:
            return cls.from_state(replay.start, kind, language=language)
        return cls.from_state(replay.states[-2], kind, replay.moves[-1], language=language)

    def _lang(self, language: str | None) -> str:
        return check_language(language if language is not None else self.language)

    def __repr__(self) -> str:
        return (f"Exercise({self.kind!r}, {self.game!r}, difficulty={self.difficulty!r}, "
                f"measure={self.measure})")

    def _repr_html_(self) -> str:
        """The picture, the question and the choices (pictures to choose from drawn small,
        without the title line and the key, which would tell them apart)."""
        import base64

        from cubekit.core import display
        from cubekit.render import png_bytes

        lang = self._lang(None)
        inner = f"<p><b>{display.prose(self.question(lang))}</b></p>"
        if self.choices and all(c.state is not None for c in self.choices):
            cells = []
            for choice in self.choices:
                data = base64.b64encode(png_bytes(choice.state, status=False, legend=False,
                                                  language=lang)).decode("ascii")
                cells.append(f'<figure style="margin:0 0.6em 0.4em 0; text-align:center">'
                             f'<img src="data:image/png;base64,{data}" style="width:260px" '
                             f'alt=""><figcaption>({choice.letter})</figcaption></figure>')
            inner += f'<div class="cubekit-figure">{"".join(cells)}</div>'
        elif self.choices:
            inner += display.sentences((f"({c.letter}) {c.text(lang)}" for c in self.choices),
                                       numbered=False)
        picture = png_bytes(self.state, highlight=self.highlight or None,
                            arrows=self.arrows or None, language=lang)
        image = (f'<img src="data:image/png;base64,{base64.b64encode(picture).decode()}" '
                 'style="width:380px; max-width:100%; height:auto" alt="">')
        return display.block(f'<div class="cubekit-figure">{image}<div>{inner}</div></div>')


@dataclass(frozen=True, eq=False)
class Feedback:
    """What :meth:`Exercise.check` says about an answer: true when it is right.

    :meth:`text` says why, in any language: the rule it confirms, or the rule the answer
    breaks and what really happens, told by the same event descriptions as the Stepper.
    ``given`` is the answer as it was understood; ``rules`` the rules the feedback is about;
    :attr:`transition` the move explained (for a Stepper), :attr:`steps` all it did.
    """

    exercise: Exercise
    correct: bool
    given: Any
    parts: tuple[Msg, ...]
    rules: tuple[str, ...]
    language: str | None = None

    def __bool__(self) -> bool:
        return self.correct

    @property
    def transition(self) -> Transition | None:
        return self.exercise.transition

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.exercise.steps

    @property
    def message(self) -> Msg:
        """The verdict and its reasons as one message (without the steps)."""
        return Joined("core.joined", parts=self.parts)

    def verdict(self, language: str | None = None) -> str:
        lang = check_language(language if language is not None else self.language)
        return self.message.text(lang)

    def step_texts(self, language: str | None = None) -> list[str]:
        """What happens, one sentence per step (the steps' own descriptions)."""
        lang = check_language(language if language is not None else self.language)
        return [step.describe(lang) for step in self.steps]

    def text(self, language: str | None = None) -> str:
        """✓ or ✗, why, and (when the question is about a move) what happens in it."""
        lang = check_language(language if language is not None else self.language)
        lines = [("✓ " if self.correct else "✗ ") + self.verdict(lang)]
        steps = self.step_texts(lang)
        if steps:
            key = "ex.what_happens" if self.correct else "ex.what_really_happens"
            lines.append(Msg(key).text(lang))
            lines += [f"{number}. {text}" for number, text in enumerate(steps, 1)]
        return "\n".join(lines)

    def rule_labels(self, language: str | None = None) -> list[str]:
        """The rules of :attr:`rules` as a reader reads them: sections cited in ``language``,
        decisions by their titles with their IDs."""
        from cubekit.games import entry_of

        entry = entry_of(self.exercise.game)
        labels = [entry.rule_words(rule) for rule in self.rules]
        return [label.text(language) if isinstance(label, Msg) else label for label in labels]

    def html(self, language: str | None = None) -> str:
        from cubekit.core import display

        lang = check_language(language if language is not None else self.language)
        html_text = display.mark(self.correct, self.verdict(lang))
        steps = self.step_texts(lang)
        if steps:
            key = "ex.what_happens" if self.correct else "ex.what_really_happens"
            html_text += f"<p>{display.prose(Msg(key).text(lang))}</p>"
            html_text += display.sentences(steps)
        return html_text

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        from cubekit.core import display

        return display.block(self.html())


# ---------------------------------------------------------------------------------------------
# Kinds
# ---------------------------------------------------------------------------------------------
class Kind:
    """The maker of one kind of exercise for one game (subclasses fill in the hooks).

    ``bands`` maps each difficulty to the range of :attr:`Draft.measure` it means, documented
    with each kind (the table in :mod:`cubekit.exercises`). ``rules`` are the rules the kind
    drills (RULES.md IDs or rulebook sections, as scenarios cite them). ``numeric``: a whole
    number answers with its value (not a choice's index). ``faces``: an answer names a die's
    face after each square ("c5:3"), so a board click is completed with a face.
    """

    name: ClassVar[str]
    rules: ClassVar[tuple[str, ...]] = ()
    numeric: ClassVar[bool] = False
    faces: ClassVar[bool] = False
    attempts: ClassVar[int] = 40
    bands: ClassVar[Mapping[str, Band]] = levels((0, 2), (3, 5), (6, None))

    def __init__(self, hooks: Any) -> None:
        self.hooks = hooks
        """The game's helpers (positions from seeded play, distractors): see each game's
        exercises module."""

    # --- hooks ---------------------------------------------------------------------------
    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        """A candidate from seeded play, or None when this try found nothing fitting
        (``band``: the measure wanted, for kinds that can aim at it)."""
        raise NotImplementedError

    def draft(self, state: State, move: Any, square: Square | None) -> Draft:
        """The candidate for a given position and move (or piece); :class:`ExerciseError`
        when they do not fit the kind."""
        raise NotImplementedError

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        raise NotImplementedError

    def question(self, exercise: Exercise) -> Msg:
        raise NotImplementedError

    def parse(self, exercise: Exercise, answer: Any) -> Any:
        """The answer as a value of this kind; :class:`AnswerError` for anything else."""
        raise NotImplementedError

    def judge(self, exercise: Exercise, value: Any) -> Verdict:
        raise NotImplementedError

    def value_words(self, exercise: Exercise, value: Any) -> Msg:
        """An answer's value in words."""
        raise NotImplementedError

    def answer_value(self, exercise: Exercise) -> Any:
        """The value of the right answer."""
        answer = exercise.answer
        return answer.value if isinstance(answer, Choice) else answer

    def form(self, exercise: Exercise) -> Msg:
        """How an answer is written."""
        raise NotImplementedError

    def placeholder(self, exercise: Exercise) -> Msg:
        """An example answer for an empty answer box, in the form :meth:`form` names."""
        return Msg("ex.widget.placeholder_pairs" if self.faces else "ex.widget.placeholder")

    # --- making one -----------------------------------------------------------------------
    def band(self, difficulty: str) -> Band:
        """The range of the measure that ``difficulty`` means (a game may set its own for a
        shared kind: its hooks' ``bands``)."""
        own = getattr(self.hooks, "bands", {}).get(self.name)
        return (own or self.bands)[difficulty]

    def level(self, game: Game, measure: int) -> str:
        """The difficulty a measure falls in (the nearest level when it falls in none)."""
        best, nearest = DIFFICULTIES[0], None
        for name in DIFFICULTIES:
            distance = gap(measure, self.band(name))
            if distance == 0:
                return name
            if nearest is None or distance < nearest:
                best, nearest = name, distance
        return best

    def generate(self, game: Game, rng: random.Random, difficulty: str, seed: int | None,
                 language: str | None) -> Exercise:
        """An exercise from seeded play at ``difficulty``: the first candidate whose measure
        falls in the level's band, else the nearest one found in :attr:`attempts` tries."""
        band = self.band(difficulty)
        spare: list[tuple[int, int, Draft]] = []
        for attempt in range(self.attempts):
            draft = self.propose(game, rng, band)
            if draft is None:
                continue
            distance = gap(draft.measure, band)
            if distance == 0:
                try:
                    return self.build(draft, rng, seed, language)
                except ExerciseError:
                    continue
            spare.append((distance, attempt, draft))
        for _, _, draft in sorted(spare, key=lambda item: item[:2]):
            try:
                return self.build(draft, rng, seed, language)
            except ExerciseError:
                continue
        raise ExerciseError(Msg("ex.error.none_found", {"kind": self.name, "game": repr(game)}))

    def nearest(self, items: Sequence[tuple[int, Any]], band: Band,
                rng: random.Random) -> Any:
        """One of ``items`` (``(measure, item)``) whose measure is nearest ``band``."""
        best = min(gap(measure, band) for measure, _ in items)
        return rng.choice([item for measure, item in items if gap(measure, band) == best])

    def exercise(self, draft: Draft, answer: Any, *, seed: int | None, language: str | None,
                 **fields: Any) -> Exercise:
        """An :class:`Exercise` of this kind from ``draft``."""
        shown = getattr(self.hooks, "shown", None)
        if shown is not None and "highlight" in fields:
            fields["highlight"] = shown(draft.state, frozenset(fields["highlight"]))
        return Exercise(self.name, draft.state, answer, draft.measure, self,
                        move=draft.move, square=draft.square, seed=seed, language=language,
                        **fields)

    def verdict(self, exercise: Exercise, value: Any, correct: bool,
                notes: Sequence[Msg], rules: Sequence[str] = ()) -> Verdict:
        """The verdict sentence ("Right: ..." or "Not right: you said ..., it is ...") and
        the ``notes`` that explain it."""
        answer = self.value_words(exercise, self.answer_value(exercise))
        if correct:
            head = Msg("ex.right", {"answer": answer})
        else:
            head = Msg("ex.wrong", {"given": self.value_words(exercise, value),
                                    "answer": answer})
        return Verdict(correct, (head, *notes), tuple(dict.fromkeys(rules or self.rules)))


def gap(measure: int, band: Band) -> int:
    """How far ``measure`` lies outside ``band`` (0 inside it)."""
    low, high = band
    if measure < low:
        return low - measure
    if high is not None and measure > high:
        return measure - high
    return 0


def reason_of(state: State, move: Any) -> Msg | None:
    """Why the rules refuse ``move`` in ``state`` (their own message), or None when legal."""
    try:
        state.play(move)
    except IllegalMoveError as error:
        return error.message or Msg("ex.illegal", {"move": move})
    return None


def names(squares: Sequence[Square] | frozenset[Square] | set[Square]) -> tuple[str, ...]:
    """Square names sorted by file, then rank."""
    return tuple(square_names(squares))


def listed(items: Sequence[str]) -> Msg:
    """Names joined with "and" in the reader's language, or "none"."""
    if not items:
        return Msg("ex.none")
    return Msg("ex.list", {"items": list(items)})


def letter_choices(items: Sequence[tuple[Any, Msg, State | None, Msg | None, tuple[str, ...]]],
                   rng: random.Random | None) -> tuple[Choice, ...]:
    """Choices lettered (a), (b), ... from ``(value, label, state, mistake, rules)``,
    shuffled with ``rng`` (kept in order without one)."""
    order = list(items)
    if rng is not None:
        rng.shuffle(order)
    return tuple(Choice(LETTERS[k], value, label, state, mistake, rules)
                 for k, (value, label, state, mistake, rules) in enumerate(order))


# ---------------------------------------------------------------------------------------------
# Two common shapes of answers: squares on the board, and choices
# ---------------------------------------------------------------------------------------------
class SquaresKind(Kind):
    """A kind answered by marking squares: the answer is a tuple of square names."""

    def parse(self, exercise: Exercise, answer: Any) -> frozenset[Square]:
        return read_squares(exercise.game.board, answer, self.square_of)

    def square_of(self, move: Any) -> Square | None:
        """The square a move object stands for in an answer (e.g. a placement's)."""
        return getattr(move, "square", None) if not isinstance(move, tuple) else None

    def form(self, exercise: Exercise) -> Msg:
        return Msg("ex.form.squares")

    def value_words(self, exercise: Exercise, value: Any) -> Msg:
        squares = value if isinstance(value, (set, frozenset)) else {
            exercise.game.board.parse(name) for name in value}
        return listed(names(squares))

    def right_squares(self, exercise: Exercise) -> frozenset[Square]:
        board = exercise.game.board
        return frozenset(board.parse(name) for name in exercise.answer)

    def judge(self, exercise: Exercise, value: Any) -> Verdict:
        right = self.right_squares(exercise)
        if value == right:
            if len(right) > 8:
                return Verdict(True, (Msg("ex.right_all", {"n": len(right)}),
                                      *self.confirm(exercise)), self.rules)
            return self.verdict(exercise, value, True, self.confirm(exercise))
        notes: list[Msg] = [Msg("ex.wrong_squares")]
        for square in sorted(value - right):
            notes.append(Msg("ex.square_note", {"square": square_name(square),
                                                "note": self.wrong_note(exercise, square)}))
        missed = sorted(right - value)
        notes.extend(self.missed_notes(exercise, missed))
        notes.extend(self.confirm(exercise))
        return Verdict(False, tuple(notes), self.rules)

    def confirm(self, exercise: Exercise) -> list[Msg]:
        """The rule behind the answer."""
        raise NotImplementedError

    def wrong_note(self, exercise: Exercise, square: Square) -> Msg:
        """Why a marked square is not part of the answer."""
        raise NotImplementedError

    def missed_notes(self, exercise: Exercise, squares: Sequence[Square]) -> list[Msg]:
        """What the squares left out have that makes them part of the answer."""
        if not squares:
            return []
        return [Msg("ex.missed", {"squares": list(names(squares))})]


class ChoiceKind(Kind):
    """A kind answered by a choice (a picture, a number, a result)."""

    def read_value(self, exercise: Exercise, answer: Any) -> Any:
        """A value this kind reads from ``answer`` itself (e.g. ``3`` or ``"3 waves"``), or
        :data:`NOT_READ`."""
        return NOT_READ

    def parse(self, exercise: Exercise, answer: Any) -> Any:
        from cubekit.exercises.answers import read_choice

        assert exercise.choices is not None
        return read_choice(exercise.choices, answer, lambda a: self.read_value(exercise, a),
                           numeric=self.numeric, form=self.form(exercise))

    def form(self, exercise: Exercise) -> Msg:
        assert exercise.choices is not None
        return Msg("ex.form.choice", {"letters": [f"({c.letter})" for c in exercise.choices]})

    def value_words(self, exercise: Exercise, value: Any) -> Msg:
        assert exercise.choices is not None
        for choice in exercise.choices:
            if choice.value == value:
                return Msg("ex.choice", {"letter": choice.letter, "text": choice.label})
        return self.other_words(exercise, value)

    def other_words(self, exercise: Exercise, value: Any) -> Msg:
        """A value that is none of the choices, in words."""
        return Msg("ex.value", {"value": str(value)})

    def judge(self, exercise: Exercise, value: Any) -> Verdict:
        right = self.answer_value(exercise)
        if value == right:
            return self.verdict(exercise, value, True, self.confirm(exercise))
        assert exercise.choices is not None
        for choice in exercise.choices:
            if choice.value == value and choice.mistake is not None:
                return self.verdict(exercise, value, False, [choice.mistake],
                                    choice.rules or self.rules)
        return self.verdict(exercise, value, False, self.other_mistake(exercise, value))

    def confirm(self, exercise: Exercise) -> list[Msg]:
        raise NotImplementedError

    def other_mistake(self, exercise: Exercise, value: Any) -> list[Msg]:
        """Why a value that is none of the choices is wrong."""
        return self.confirm(exercise)


class _NotRead:
    def __repr__(self) -> str:
        return "NOT_READ"


NOT_READ: Any = _NotRead()
""":meth:`ChoiceKind.read_value` found no value of its own in the answer."""


def board_key(state: State) -> Hashable:
    """What a picture of a position shows of the board (pictures with equal keys look the
    same, so they cannot both be choices)."""
    cells = getattr(state, "cells", None)
    if callable(cells):
        cells = tuple(cells())
    return (type(state).__name__, cells if cells is not None else state.to_text())


__all__ = ["DIFFICULTIES", "NOT_READ", "AnswerError", "Choice", "ChoiceKind", "Draft",
           "Exercise", "ExerciseError", "Feedback", "Kind", "SquaresKind", "Verdict",
           "board_key", "gap", "letter_choices", "levels", "listed", "names", "reason_of"]
