"""Game-independent core: grid, directions, message catalogue, game protocol helpers, replays,
outcomes, the registry, and the import rules (no matplotlib/ipywidgets in core or rules)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import string
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

import cubekit
from cubekit.core import i18n
from cubekit.core.game import IllegalMoveError, NotationError, Outcome, Transition
from cubekit.core.grid import Board, Direction, square_name
from cubekit.core.i18n import Msg, check_language, get_language, join_names, set_language, tr
from cubekit.core.replay import Replay, move_starts

PACKAGE = Path(cubekit.__file__).resolve().parent


# --- grid ---------------------------------------------------------------------------------------
def test_square_names() -> None:
    board = Board(6, 6)
    assert board.parse("a1") == (0, 0)                 # bottom-left
    assert board.parse("c2") == (2, 1)
    assert board.parse("F6") == (5, 5)                 # case-insensitive
    assert board.parse("  d4 ") == (3, 3)
    assert board.name((0, 0)) == "a1" and board.name((5, 5)) == "f6"
    assert Board(26, 99).parse("z99") == (25, 98)
    assert square_name((25, 98)) == "z99"
    for square in board.squares():
        assert board.parse(board.name(square)) == square


@pytest.mark.parametrize(("text", "message"), [
    ("g1", "square 'g1' is off the 6x6 board: files run a-f, ranks 1-6"),
    ("a7", "off the 6x6 board"),
    ("a0", "off the 6x6 board"),
    ("1a", "'1a' is not a square; expected a square such as 'a1' (a file letter and a rank"),
    ("", "'' is not a square; expected a square such as 'a1'"),
    ("aa1", "'aa1' is not a square; expected a square such as 'a1'"),
    ("a1000", "'a1000' is not a square; expected a square such as 'a1'"),
])
def test_square_parse_errors(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        Board(6, 6).parse(text)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """The session language set to ``language`` for a block, English again after it."""
    set_language(language)
    try:
        yield
    finally:
        set_language("en")


def test_square_name_errors() -> None:
    with pytest.raises(ValueError, match=r"expected a column from 0 to 25 \(files a-z\)"):
        square_name((26, 0))
    with pytest.raises(ValueError, match=r"the square \(0, -1\) has no name"):
        square_name((0, -1))
    with speaking("de"), pytest.raises(ValueError, match=r"das Feld \(26, 0\) hat keinen Namen"):
        square_name((26, 0))


def test_core_errors_speak_the_session_language() -> None:
    # Board, catalogue, registry and TOML errors come from the catalogue (issue 13.3).
    from cubekit import games
    from cubekit.core.toml_text import value_text

    cases: list[tuple[Any, str, str]] = [
        (lambda: Board(0, 3), "the board width must be 1 to 26 files, not 0",
         "die Breite des Bretts muss 1 bis 26 Spalten sein, nicht 0"),
        (lambda: Board(3, 1000), "the board height must be 1 to 999 ranks, not 1000",
         "die Höhe des Bretts muss 1 bis 999 Reihen sein, nicht 1000"),
        (lambda: check_language("fr"), "unknown language 'fr': expected one of en, de",
         "unbekannte Sprache 'fr': erwartet wird eine von en, de"),
        (lambda: i18n.register({"tests.core.no_de": {"en": "x"}}),
         "the message 'tests.core.no_de' lacks a text in de",
         "der Meldung 'tests.core.no_de' fehlt der Text in de"),
        (lambda: games.entry("cubeslyde").optional("colours"),
         "unknown part 'colours' of a game: expected one of rules,",
         "unbekannter Teil 'colours' eines Spiels: erwartet wird einer von rules,"),
        (lambda: games.entry("chain_reaction").game_class()().scenario("zz"),
         "unknown scenario 'zz' for chain_reaction: expected one of",
         "unbekanntes Szenario „zz“ für chain_reaction: erwartet wird eines von"),
        (lambda: value_text(object()), "as TOML: expected a string, number",
         "lässt sich nicht als TOML schreiben: erwartet wird ein Text, eine Zahl"),
    ]
    for call, english, german in cases:
        for language, text in (("en", english), ("de", german)):
            with pytest.raises((ValueError, TypeError), match=re.escape(text)), \
                    speaking(language):
                call()
    with speaking("de"):
        with pytest.raises(KeyError, match=r"keine Meldung 'tests\.core\.none' im Katalog"):
            tr("tests.core.none")
        with pytest.raises(TypeError, match="Breite und Höhe des Bretts müssen ganze Zahlen"):
            Board("3", 3)  # type: ignore[arg-type]
    assert get_language() == "en"


def test_board_sizes_and_errors() -> None:
    board = Board(3, 2)
    assert board.size == 6
    assert list(board.squares()) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    assert [board.index(sq) for sq in board.squares()] == list(range(6))
    assert [board.square(i) for i in range(6)] == list(board.squares())
    assert (2, 1) in board and (3, 1) not in board and (0, -1) not in board
    assert (0, 2) not in board and "a1" not in board and (0.0, 0) not in board
    with pytest.raises(ValueError, match="width must be 1 to 26 files"):
        Board(27, 3)
    with pytest.raises(ValueError, match="width must be 1 to 26 files, not 0"):
        Board(0, 3)
    with pytest.raises(ValueError, match="height must be 1 to 999 ranks, not 1000"):
        Board(3, 1000)
    with pytest.raises(TypeError, match="whole numbers"):
        Board("3", 3)  # type: ignore[arg-type]


def test_neighbours_in_order_n_e_s_w() -> None:
    board = Board(4, 3)
    names = lambda text: [board.name(s) for s in board.neighbours(board.parse(text))]  # noqa: E731
    assert names("b2") == ["b3", "c2", "b1", "a2"]      # inside: N, E, S, W
    assert names("a1") == ["a2", "b1"]                  # corner
    assert names("d3") == ["d2", "c3"]                  # top-right corner: S, W
    assert names("c1") == ["c2", "d1", "b1"]            # bottom edge
    assert Board(1, 1).neighbours((0, 0)) == []
    assert board.is_corner((3, 2)) and board.is_corner((0, 0)) and not board.is_corner((1, 0))


def test_rays() -> None:
    board = Board(4, 4)
    names = lambda sq, d: [board.name(s) for s in board.ray(board.parse(sq), d)]  # noqa: E731
    assert names("a1", Direction.E) == ["b1", "c1", "d1"]
    assert names("a1", Direction.N) == ["a2", "a3", "a4"]
    assert names("c3", Direction.S) == ["c2", "c1"]
    assert names("c3", Direction.W) == ["b3", "a3"]
    assert names("d1", Direction.E) == []
    assert names("a4", Direction.N) == []


def test_directions() -> None:
    assert Direction.N.step((2, 1)) == (2, 2)
    assert Direction.S.step((2, 1), 2) == (2, -1)      # may leave the board
    assert Direction.E.step((2, 1), 3) == (5, 1)
    assert (Direction.W.dx, Direction.W.dy) == (-1, 0)
    assert [d.clockwise for d in Direction] == [Direction.E, Direction.S, Direction.W,
                                                Direction.N]
    for d in Direction:
        assert d.opposite.opposite is d and d.opposite is not d
        assert d.clockwise.counterclockwise is d
        assert d.clockwise.clockwise is d.opposite
        assert d.step(d.opposite.step((5, 5))) == (5, 5)
    assert Direction.parse("n") is Direction.N
    assert Direction.parse(" W ") is Direction.W
    assert Direction.parse("O") is Direction.E         # German Ost
    with pytest.raises(ValueError, match="'x' is no direction; expected N, E, S or W"):
        Direction.parse("x")


# --- i18n ---------------------------------------------------------------------------------------
def import_everything() -> None:
    """Import every cubekit module so that all of them have registered their messages."""
    for info in pkgutil.walk_packages([str(PACKAGE)], "cubekit."):
        if info.name.endswith("__main__"):
            continue
        importlib.import_module(info.name)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


class Anything:
    """A value that formats with any format spec (to try every template)."""

    def __format__(self, spec: str) -> str:
        return "X"

    def __repr__(self) -> str:
        return "'X'"


SAME_IN_GERMAN = {
    # compass letters that German writes the same way (east is O for Ost)
    "db.render.pos.north", "db.render.pos.south", "db.render.pos.west",
    # Deblockle's symbols as the German rulebook prints them (STOP, X, SLIDER, HOOPS)
    "db.face.stop", "db.face.x", "db.face.slider", "db.face.hoops",
    "facts.value.symbol.stop", "facts.value.symbol.x", "facts.value.symbol.slider",
    "facts.value.symbol.hoops",
}


def test_every_message_exists_in_english_and_german() -> None:
    import_everything()
    keys = i18n.keys()
    assert len(keys) > 20
    for key in keys:
        english, german = i18n.template(key, "en"), i18n.template(key, "de")
        assert english.strip() and german.strip(), key
        assert _fields(english) == _fields(german), key
        # a template of fields and punctuation only ("{headline}.") has nothing to translate
        words = re.sub(r"\{[^}]*\}|\b[A-Z]{2}-[0-9]+\b|RULES\.md", "", english)
        if key not in SAME_IN_GERMAN and any(c.isalpha() for c in words):
            assert english != german, f"{key}: the German text is the English one"
        for language in i18n.LANGUAGES:
            values = {name: Anything() for name in _fields(english)}
            assert tr(key, language, **values)


def test_every_message_key_used_in_the_code_is_registered() -> None:
    import_everything()
    registered = set(i18n.keys())
    used = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("Msg", "tr") and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                used.add((node.args[0].value, path.relative_to(PACKAGE).as_posix()))
    assert len(used) > 20
    missing = sorted(f"{key} ({where})" for key, where in used if key not in registered)
    assert not missing, f"message keys used but never registered: {missing}"


def test_register_checks_languages_and_fields() -> None:
    key = "tests.core.sample"
    try:
        i18n.register({key: {"en": "{n} cells", "de": "{n} Felder"}})
        i18n.register({key: {"en": "{n} cells", "de": "{n} Felder"}})   # again: harmless
        assert tr(key, "de", n=3) == "3 Felder"
        with pytest.raises(ValueError, match="already registered with other texts"):
            i18n.register({key: {"en": "{n} squares", "de": "{n} Felder"}})
        with pytest.raises(ValueError, match="lacks a text in de"):
            i18n.register({"tests.core.no_de": {"en": "x"}})
        with pytest.raises(ValueError, match="uses different fields per language"):
            i18n.register({"tests.core.fields": {"en": "{a}", "de": "{b}"}})
        registered = i18n.keys()
        assert "tests.core.no_de" not in registered
        assert "tests.core.fields" not in registered
    finally:
        i18n._CATALOGUE.pop(key, None)


def test_languages() -> None:
    assert get_language() == "en"
    assert tr("core.game_over") == "The game is already over."
    set_language("de")
    assert get_language() == "de"
    assert tr("core.game_over") == "Die Partie ist bereits zu Ende."
    assert Msg("core.not_a_move", {"text": "z9"}).text() == "'z9' ist in diesem Spiel kein Zug."
    assert Msg("core.not_a_move", {"text": "z9"}).text("en") == "'z9' is not a move in this game."
    set_language("EN")
    assert get_language() == "en"
    with pytest.raises(ValueError, match="unknown language 'fr': expected one of en, de"):
        set_language("fr")
    assert get_language() == "en"                      # unchanged by the failed call
    with pytest.raises(ValueError, match="unknown language 'english'"):
        check_language("english")
    assert check_language("DE") == "de" and check_language(None) == "en"
    with pytest.raises(KeyError, match=re.escape("no message 'no.such.key'")):
        tr("no.such.key")


def test_session_language_reaches_explanations_and_errors() -> None:
    state = cubekit.load("chain_reaction", width=3, height=3).initial_state().play("a1")
    set_language("de")
    with pytest.raises(IllegalMoveError, match="a1 gehört A"):
        state.play("a1")
    assert state.explain("b2").text.startswith("B legt eine Murmel auf b2")
    assert state.explain("b2").describe("en").startswith("B places a marble on b2")
    # a step reads in any language: the words come from its event when asked for
    step = state.explain("b2").steps[0]
    assert step.text == step.describe("de") != step.describe("en")


def test_join_names() -> None:
    assert join_names([], "en") == "-"
    assert join_names(["c3"], "de") == "c3"
    assert join_names(["c3", "d4"], "en") == "c3 and d4"
    assert join_names(["c3", "d4", "e5"], "en") == "c3, d4 and e5"
    assert join_names(["c3", "d4", "e5"], "de") == "c3, d4 und e5"
    assert join_names((n for n in [1, 2]), "en") == "1 and 2"


def test_msg_fills_nested_messages_and_lists() -> None:
    key = "tests.core.nested"
    try:
        i18n.register({key: {"en": "{who}: {cells}", "de": "{who}: {cells}!"}})
        message = Msg(key, {"who": Msg("core.player", {"name": "B"}), "cells": ["a1", "b2"]})
        assert message.text("en") == "player B: a1 and b2"
        assert message.text("de") == "Spieler B: a1 und b2!"
        assert hash(message) == hash(Msg(key, {"cells": ["a1", "b2"],
                                               "who": Msg("core.player", {"name": "B"})}))
    finally:
        i18n._CATALOGUE.pop(key, None)


# --- the game protocol --------------------------------------------------------------------------
RULE_ID = re.compile(r"^[A-Z]{2}-\d+$")


@pytest.mark.parametrize("name", cubekit.games())
def test_options_are_documented_with_rule_ids(name: str) -> None:
    cls = cubekit.game_class(name)
    options = cls.options()
    assert options, f"{name} lists no options"
    default = cubekit.load(name)
    decided = {decision.id for decision in cubekit.games.entry(name).decisions}
    german = {o.name: o.help for o in cls.options("de")}
    for option in options:
        assert RULE_ID.match(option.rule), f"{option.name}: rule {option.rule!r}"
        assert len(option.help) > 15, f"{option.name}: help {option.help!r}"
        assert german[option.name] != option.help, f"{option.name}: no German explanation"
        assert getattr(default, option.name) == option.default
        assert option.rule in decided, f"{option.rule} is not a decision of {name}"
    assert default.settings() == {}
    assert repr(default) == f"cubekit.load({name!r})"
    changed = default.with_options(**{options[0].name: getattr(default, options[0].name)})
    assert changed == default


def test_chain_reaction_options() -> None:
    options = {o.name: o for o in cubekit.game_class("chain_reaction").options()}
    assert list(options) == ["width", "height", "players", "start_player", "stop_on_win"]
    assert {name: o.rule for name, o in options.items()} == {
        "width": "CR-1", "height": "CR-1", "players": "CR-5", "start_player": "CR-6",
        "stop_on_win": "CR-4"}
    game = cubekit.load("chain_reaction", width=8, height=10, stop_on_win=False)
    assert game.settings() == {"width": 8, "height": 10, "stop_on_win": False}
    assert repr(game) == ("cubekit.load('chain_reaction', width=8, height=10, "
                          "stop_on_win=False)")
    assert eval(repr(game), {"cubekit": cubekit}) == game
    assert game.player_name(0) == "A" and game.player_name(7) == "H"


def test_registry() -> None:
    assert cubekit.games() == sorted(cubekit.games())
    assert "chain_reaction" in cubekit.games()
    cubekit.load("chain_reaction")       # importing a game must not hide cubekit.games()
    assert "chain_reaction" in cubekit.games()
    assert cubekit.game_class(" KETTENREAKTION ").name == "chain_reaction"
    with pytest.raises(ValueError, match="unknown game 'go': expected one of"):
        cubekit.game_class("go")
    with pytest.raises(TypeError, match=r"unknown option\(s\) colour"):
        cubekit.load("chain_reaction", colour="red")


def test_errors_are_value_errors() -> None:
    error = NotationError("bad count", "3x3 9A", 4, "a count from 1 to 7")
    assert isinstance(error, ValueError)
    assert str(error) == "bad count; expected a count from 1 to 7 (at character 5 of '3x3 9A')"
    assert str(NotationError("no text")) == "no text"
    illegal = IllegalMoveError("c3 belongs to A.", "c3")
    assert isinstance(illegal, ValueError)
    assert (illegal.reason, illegal.move, str(illegal)) == ("c3 belongs to A.", "c3",
                                                            "c3 belongs to A.")


def test_outcome_describe_marks_rule_decisions() -> None:
    plain = Outcome((1,), "last_player", Msg("core.winner", {"player": "B"}))
    assert plain.describe("en") == "B wins"
    assert "rulebook" not in plain.describe("en")
    assert plain.winner == 1 and not plain.is_draw
    decided = Outcome((), "endless_cascade", Msg("core.draw"), "CR-4")
    assert decided.describe("en") == "Draw. (not in the rulebook: default CR-4)"
    assert decided.describe("de") == "Unentschieden. (nicht im Regelheft: Festlegung CR-4)"
    assert decided.is_draw and decided.winner is None
    team = Outcome((0, 2), "team", Msg("core.draw"))
    assert team.winner is None and not team.is_draw


def test_outcome_of_a_real_endless_cascade() -> None:
    game = cubekit.load("chain_reaction", width=2, height=2, stop_on_win=False)
    final = game.initial_state().play_all(["a1", "b2", "a1", "b2"])
    assert final.outcome is not None
    assert "(not in the rulebook: default CR-4)" in final.outcome.describe("en")
    assert "(nicht im Regelheft: Festlegung CR-4)" in final.outcome.describe("de")
    assert hash(final) == hash(game.parse_state(final.to_text()))


def test_transition_is_a_sequence_of_steps() -> None:
    state = cubekit.load("chain_reaction", width=3, height=3).initial_state().play("a1")
    transition = state.play("c3").explain("a1")
    assert isinstance(transition, Transition)
    assert len(transition) == len(transition.steps) == 2
    assert list(transition) == list(transition.steps)
    assert transition[1] is transition.steps[1]
    assert str(transition) == transition.text


# --- replays ------------------------------------------------------------------------------------
def test_replay_names_the_failing_move() -> None:
    start = cubekit.load("chain_reaction", width=3, height=3).initial_state()
    with pytest.raises(IllegalMoveError, match=r"^move 2 \(a1\): a1 belongs to A"):
        Replay(start, ("a1", "a1"))
    with pytest.raises(NotationError, match=r"^move 3 \(zz\): 'zz' is not a square; expected the"):
        Replay(start, ("a1", "c3", "zz"))
    with pytest.raises(NotationError, match=r"^move 1 \(d1\): the square 'd1' is off the 3x3"):
        Replay.from_record({"game": "chain_reaction", "options": {"width": 3, "height": 3},
                            "start": start.to_text(), "moves": ["d1"]})
    with pytest.raises(IllegalMoveError, match=r"^move 2 \(b2\): b2 belongs to A"):
        start.play_all(["b2", "b2"])


def test_replay_records() -> None:
    game = cubekit.load("chain_reaction", width=3, height=4, start_player=1)
    replay = Replay(game.initial_state(), ("a1", "c4", "a1"))
    record = replay.to_record()
    assert record == {"game": "chain_reaction",
                      "options": {"width": 3, "height": 4, "start_player": 1},
                      "start": "3x4 .../.../.../... B", "moves": ["a1", "c4", "a1"]}
    again = Replay.from_json(replay.to_json())
    assert again.states == replay.states
    assert again.start.game == game
    steps = replay.steps("en")
    assert steps[0].text == "Start position: B to move."
    assert steps[1].text.startswith("Move 1: B plays a1. B places a marble on a1")
    assert replay.steps()[0].describe("de") == "Ausgangsstellung: B ist am Zug."
    # the third move bursts a1 (B's 2nd marble there, capacity 2): place + one wave
    assert len(replay.transition(2)) == 2
    assert move_starts(steps) == [1, 2, 3]


# --- what gets imported -------------------------------------------------------------------------
HEAVY = ("matplotlib", "numpy", "ipywidgets", "IPython")


def _imported_after(code: str) -> list[str]:
    script = (f"import sys\n{code}\n"
              f"print(','.join(sorted({{m.split('.')[0] for m in sys.modules}} & {set(HEAVY)!r})))")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            check=True, cwd=PACKAGE.parent, timeout=120)
    return [m for m in result.stdout.strip().split(",") if m]


def test_import_cubekit_stays_light() -> None:
    assert _imported_after("import cubekit") == []
    assert _imported_after("import cubekit, numpy") == ["numpy"]    # the check can fail


def test_playing_and_explaining_stays_light() -> None:
    code = ("import cubekit\n"
            "for name in cubekit.games():\n"
            "    state = cubekit.load(name).initial_state()\n"
            "    move = state.legal_moves()[0]\n"
            "    state.explain(move); state.play(move).to_text()\n")
    assert not {"matplotlib", "ipywidgets", "IPython"} & set(_imported_after(code))


BANNED = {"matplotlib", "ipywidgets", "IPython"}


def _imports(path: Path) -> set[str]:
    """Top-level names of every module imported anywhere in a file (also inside functions)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            names.add(node.args[0].value.split(".")[0])
    return names


def test_core_and_rules_do_not_import_rendering() -> None:
    files = sorted((PACKAGE / "core").glob("*.py")) + sorted(PACKAGE.glob("games/*/rules.py"))
    assert any(p.name == "rules.py" for p in files) and any(p.name == "game.py" for p in files)
    offenders = {p.relative_to(PACKAGE).as_posix(): sorted(_imports(p) & BANNED)
                 for p in files if _imports(p) & BANNED}
    assert not offenders, f"rendering imported by core or rules: {offenders}"


def test_import_scan_can_fail(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    import matplotlib.pyplot as plt\n"
                      "from IPython.display import display\n", encoding="utf-8")
    assert _imports(sample) & BANNED == {"matplotlib", "IPython"}


def test_any_replay_option_value(tmp_path: Path) -> None:
    """A record written to disk and read back is the same game (JSON keeps option types)."""
    game = cubekit.load("chain_reaction", width=4, height=4, players=3, stop_on_win=False)
    replay = Replay(game.initial_state(), ("a1", "b2", "c3", "a1"))
    path = tmp_path / "game.json"
    path.write_text(replay.to_json(), encoding="utf-8")
    again: Any = Replay.from_json(path.read_text(encoding="utf-8"))
    assert again.start.game == game and again.final == replay.final


@pytest.mark.parametrize(("language", "said"), [("en", "Move 2: B passes."),
                                                ("de", "Zug 2: B passt.")])
def test_a_pass_is_said_in_words(language: str, said: str) -> None:
    # Cubeslyde CS-9: B has no legal action and passes; the record says so in words, never
    # as the notation's "pass"
    steps = cubekit.load("cubeslyde").scenario("no_legal_action").replay.steps()
    headed = [step for step in steps if step.heading is not None]
    text = headed[1].describe(language)
    assert text.startswith(said) and "pass " not in text.replace("passes", "")
