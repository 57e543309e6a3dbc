"""Scenario files in TOML: writing and reading, errors with file, id and line, what a file
scenario checks, and the round trip of every built-in scenario (issue 18)."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest

import cubekit
from cubekit.core import toml_text
from cubekit.core.scenario import Scenario
from cubekit.core.scenario_files import (
    FileScenario,
    ScenarioFileError,
    load_scenarios,
    read_scenarios,
    record_of,
    save_scenarios,
    scenario_ids,
    to_toml,
)
from cubekit.core.toml_text import NONE, TomlDecodeError, dumps, loads

CORNER = '''
[[scenario]]
id = "corner-capture-2x2"
game = "kettenreaktion"
options = { width = 2, height = 2 }
moves = ["a1", "b2", "a1", "b2"]
rules = ["CR-4"]
[scenario.expect]
title = { en = "B takes the board", de = "B nimmt das ganze Brett" }
winners = ["B"]
position = "2x2 2b./.2B B"
'''


def one(text: str, path: str = "my.toml") -> FileScenario:
    [scenario] = read_scenarios(text, path)
    return scenario


def error_of(text: str, path: str = "my.toml") -> ScenarioFileError:
    with pytest.raises(ScenarioFileError) as caught:
        read_scenarios(text, path)
    return caught.value


# --- the TOML writer -------------------------------------------------------------------------
def test_writer_round_trips_every_kind_of_value() -> None:
    document = {"scenario": [{
        "id": 'quotes " and \\ backslash\ttab\nnewline\x01 ü „x“',
        "moves": ["a1", "b3-c3>E"], "flag": True, "count": -3, "ratio": 0.25,
        "expect": {"winners": [], "facts": {
            "kept": {"a1": 1, "b3-c3>E": [3, 4]}, "winner": None, "nested": [[1, 2], []],
            "mixed": ["f4", 2, None], "empty": {}, "pair": ("f4", "W2")}}}]}
    text = dumps(document, comment="a comment\nover two lines")
    assert text.startswith("# a comment\n# over two lines\n\n[[scenario]]\n")
    back = loads(text)
    facts = back["scenario"][0]["expect"]["facts"]
    assert back["scenario"][0]["id"] == document["scenario"][0]["id"]     # type: ignore[index]
    assert facts["winner"] == NONE and toml_text.decode_none(facts)["winner"] is None
    assert toml_text.decode_none(facts)["mixed"] == ["f4", 2, None]
    assert facts["pair"] == ["f4", "W2"] and facts["empty"] == {}
    assert '"b3-c3>E" = [3, 4]' in text and "[scenario.expect.facts]" in text


def test_writer_wraps_long_arrays_and_refuses_what_toml_cannot_hold() -> None:
    moves = [f"{file}{rank}" for file in "abcdef" for rank in range(1, 7)]
    text = dumps({"scenario": [{"id": "long", "moves": moves}]})
    assert max(len(line) for line in text.splitlines()) <= toml_text.LINE_WIDTH
    assert loads(text)["scenario"][0]["moves"] == moves
    with pytest.raises(TypeError, match="cannot write set"):
        dumps({"x": {1, 2}})
    with pytest.raises(TypeError, match=r"TOML keys are texts \(str\), not int 1"):
        dumps({"x": {1: 2}})
    cubekit.set_language("de")
    try:
        with pytest.raises(TypeError, match=r"set .* lässt sich nicht als TOML schreiben"):
            dumps({"x": {1, 2}})
        with pytest.raises(TypeError, match=r"TOML-Schlüssel sind Texte \(str\), nicht int 1"):
            dumps({"x": {1: 2}})
    finally:
        cubekit.set_language("en")
    assert toml_text.value_text(float("inf")) == "inf" and toml_text.value_text(
        float("nan")) == "nan"


def test_invalid_toml_is_told_with_its_line() -> None:
    with pytest.raises(TomlDecodeError) as caught:
        loads('a = 1\nb = "open\n')
    assert caught.value.line == 2


def test_python_310_without_tomli_is_told_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.import_module

    def missing(name: str, *args: Any) -> Any:
        if name in ("tomllib", "tomli"):
            raise ModuleNotFoundError(name)
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", missing)
    with pytest.raises(ImportError, match="pip install tomli"):
        loads("a = 1")


# --- reading -----------------------------------------------------------------------------------
def test_a_file_scenario_is_a_scenario_with_its_own_texts() -> None:
    scenario = one(CORNER)
    assert isinstance(scenario, Scenario)
    assert scenario.game == cubekit.load("chain_reaction", width=2, height=2)
    assert scenario.title("de") == "B nimmt das ganze Brett" and scenario.story() == ""
    assert scenario.rules == ("CR-4",) and scenario.source is not None
    assert str(scenario.source) == "my.toml:2"
    result = scenario.check()
    assert result and result.checked == 2
    assert scenario.expected == {"winners": ["B"], "position": "2x2 2b./.2B B"}
    assert scenario.final().to_text() == "2x2 2B./.2B B"
    assert len(scenario.replay.steps()) > 4    # the Stepper and the ScenarioBrowser use it


def test_title_without_languages_and_without_any_title() -> None:
    text = CORNER.replace('title = { en = "B takes the board", de = "B nimmt das ganze Brett" }',
                          'title = "Corner"\nstory = "Both corners burst."')
    scenario = one(text)
    assert scenario.title("en") == scenario.title("de") == "Corner"
    assert scenario.story("de") == "Both corners burst."
    assert one(CORNER.replace('title = { en = "B takes the board", de = "B nimmt das ganze '
                              'Brett" }\n', "")).title() == "corner-capture-2x2"


@pytest.mark.parametrize(("text", "line", "sid", "english", "german"), [
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\nmoves = [\n  "a1",\n  "a1",\n]\n'
     'options = { width = 3, height = 3 }\n', 6, "x", "move 2 (a1)", "Zug 2 (a1)"),
    ('[[scenario]]\nid = "x"\ngame = "chess"\n', 3, "x", "there is no game 'chess'",
     "es gibt kein Spiel „chess“"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\noptions = { width = 1 }\n', 4, "x",
     "the options do not fit chain_reaction", "die Optionen passen nicht zu chain_reaction"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\n\nposition = "3x3 ... A"\n', 5, "x",
     "the position cannot be read", "die Stellung lässt sich nicht lesen"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\n[scenario.expect]\n'
     'winners = [\n "A",\n "Q",\n]\n', 7, "x", "'Q' is not a player", "„Q“ ist kein Spieler"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\nmove = ["a1"]\n', 4, "x",
     "unknown key 'move'", "unbekannter Schlüssel „move“"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\n[scenario.expect]\nwinner = "A"\n', 5,
     "x", "unknown key 'expect.winner'", "unbekannter Schlüssel „expect.winner“"),
    ('[[scenario]]\nid = "x"\ngame = "cubeslyde"\n\n[[scenario]]\nid = "x"\ngame = "deblockle"\n',
     5, "x", "the id 'x' is used twice", "die ID „x“ kommt doppelt vor"),
    ('[[scenario]]\ngame = "chain_reaction"\n', 1, None, "has no id", "hat keine ID"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\n[scenario.expect]\nlegal = ["zz9"]\n', 5,
     "x", "the move 'zz9' cannot be read", "der Zug „zz9“ lässt sich nicht lesen"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\nmoves = "a1"\n', 4, "x",
     "'moves' must be a list of texts", "„moves“ muss eine Liste von Texten"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\n[scenario.expect.facts]\nwaves = 1\n', 4,
     "x", "the scenario plays no move", "das Szenario spielt keinen Zug"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\ntitle = "a"\n[scenario.expect]\n'
     'title = "b"\n', 6, "x", "'title' is given both", "„title“ steht sowohl"),
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\n[scenario.expect]\n'
     'title = { fr = "non" }\n', 5, "x", "only have texts for the languages en, de",
     "nur Texte für die Sprachen en, de"),
    ('[[scenario]]\nid = "x"\ngame = "deblockle"\n[scenario.expect]\nstory = """\nA story.\n'
     'legal = "x"\n"""\nlegal = ["zz9"]\n', 9, "x", "the move 'zz9' cannot be read",
     "der Zug „zz9“ lässt sich nicht lesen"),
    ('[[scenario]]\nid = "x"\ngame = "deblockle"\n[scenario.expect]\n'
     'illegal = { "c1N" = 3 }\n', 5, "x", "'expect.illegal.c1N' must be the key of a reason",
     "„expect.illegal.c1N“ muss der Schlüssel"),
    ('id = \n', 1, None, "this is not valid TOML at line 1, column 6 (the TOML reader says: ",
     "das ist kein gültiges TOML in Zeile 1, Spalte 6 (der TOML-Leser meldet: „"),
    # an array left open is found only at the end of the file: its last line is named
    ('[[scenario]]\nid = "x"\ngame = "chain_reaction"\nmoves = ["a1"\n', 4, None,
     "this is not valid TOML", "das ist kein gültiges TOML"),
    ('title = "x"\n', None, None, "unknown key(s) title", "unbekannte Schlüssel title"),
    ('', None, None, "the file has no [[scenario]] table", "die Datei hat keine"),
])
def test_errors_name_the_file_the_scenario_and_the_line(
        text: str, line: int | None, sid: str | None, english: str, german: str) -> None:
    error = error_of(text)
    assert isinstance(error, ValueError)
    assert (error.path, error.line, error.scenario) == ("my.toml", line, sid)
    where_en = "my.toml" + (f", line {line}" if line else "") + (
        f", scenario '{sid}'" if sid else "")
    where_de = "my.toml" + (f", Zeile {line}" if line else "") + (
        f", Szenario „{sid}“" if sid else "")
    assert error.describe("en").startswith(f"{where_en}: "), error.describe("en")
    assert english in error.describe("en")
    assert error.describe("de").startswith(f"{where_de}: ") and german in error.describe("de")


def test_errors_are_said_in_the_session_language(tmp_path: Path) -> None:
    cubekit.set_language("de")
    with pytest.raises(ScenarioFileError, match="die Datei lässt sich nicht lesen"):
        load_scenarios(tmp_path / "missing.toml")
    path = tmp_path / "bad.toml"
    path.write_text('[[scenario]]\nid = "x"\ngame = "chess"\n', encoding="utf-8")
    with pytest.raises(ScenarioFileError) as caught:
        load_scenarios(path)
    assert str(caught.value).startswith(f"{path}, Zeile 3, Szenario „x“: es gibt kein Spiel")


# --- checking ------------------------------------------------------------------------------------
def expect(lines: str, game: str = "chain_reaction", moves: str = '["a1", "b2", "a1", "b2"]',
           options: str = "{ width = 2, height = 2 }") -> FileScenario:
    return one(f'[[scenario]]\nid = "q"\ngame = "{game}"\noptions = {options}\n'
               f'moves = {moves}\n[scenario.expect]\n{lines}\n')


def test_winners_are_checked_and_the_difference_is_told() -> None:
    assert expect('winners = ["B"]').check()
    result = expect('winners = ["A"]').check()
    assert not result and len(result) == 1
    assert result.describe("en").endswith("q: expected the winners A, got B")
    assert "erwartet als Sieger A, erhalten B" in result.describe("de")
    running = expect("winners = []", moves='["a1"]').check()
    assert running
    over = expect("winners = []").check()
    assert "expected the winners nobody (the game is not over), got B" in over.describe("en")


def test_a_draw_is_not_a_running_game() -> None:
    scenario = one('[[scenario]]\nid = "d"\ngame = "striedies"\noptions = { turn_limit = 1 }\n'
                   'moves = ["b1N"]\n[scenario.expect]\nwinners = []\n')
    result = scenario.check()
    assert not result
    assert "expected the game to go on, but it is over without a winner" in result.describe("en")


def test_legal_and_illegal_moves_with_reasons() -> None:
    scenario = expect('legal = ["a1", "b1"]\nillegal = ["b2"]', moves='["a1", "b2"]')
    assert scenario.check()
    result = expect('legal = ["b2"]\nillegal = ["b1"]', moves='["a1", "b2"]').check()
    assert not result and result.checked == 2
    text = result.describe("en")
    assert "q: expected b2 to be legal, but: b2 belongs to B" in text
    assert "q: expected b1 to be illegal, but it is legal" in text
    assert "erwartet, dass b2 erlaubt ist, aber: b2 gehört B" in result.describe("de")
    assert expect('illegal = { b2 = "cr.illegal.opponent" }', moves='["a1", "b2"]').check()
    other = expect('illegal = { b2 = "cr.illegal.full" }', moves='["a1", "b2"]').check()
    assert "b2 is illegal, but for another reason (cr.illegal.opponent, not cr.illegal.full)" \
        in other.describe("en")


def test_positions_are_compared_as_the_game_reads_them() -> None:
    assert expect('position = "2X2 2b./.2b b"').check()
    result = expect('position = "2x2 ../.. A"').check()
    assert "expected position = '2x2 ../.. A', got '2x2 2B./.2B B'" in result.describe("en")


def test_facts_of_the_game_and_missing_facts() -> None:
    scenario = expect('[scenario.expect.facts]\nwaves = 1\nwin_wave = 1\nendless_wave = '
                      '{ none = true }\ncaptured = ["a2", "b1"]')
    assert scenario.check() and scenario.check().checked == 4
    wrong = expect("[scenario.expect.facts]\nwaves = 2\nno_such_fact = 1").check()
    assert "q: expected waves = 2, got 1" in wrong.describe("en")
    assert "q: the engine reports no fact 'no_such_fact'" in wrong.describe("en")
    assert expect("[scenario.expect.facts]\nmoves = 4\nwinner = 1", moves='["a1", "b2", '
                  '"a1", "b2"]').check()


def test_the_check_is_shown_in_a_notebook() -> None:
    scenario = expect('winners = ["A"]')
    assert "B" in scenario.check().html() and "<table" in scenario.check().html()
    assert "q" in scenario._repr_html_()


# --- writing and the round trip ------------------------------------------------------------------
def test_a_file_scenario_is_written_back_as_it_was_read() -> None:
    scenario = one(CORNER)
    again = one(to_toml([scenario]))
    assert record_of(again) == record_of(scenario)
    assert again.title("de") == "B nimmt das ganze Brett" and again.check()


@pytest.mark.parametrize("name", cubekit.games())
def test_every_builtin_scenario_checks_the_same_when_read_back(name: str) -> None:
    built = cubekit.load(name).scenarios()
    back = read_scenarios(to_toml(built), f"{name}.toml")
    assert [s.id for s in back] == [s.id for s in built]
    for original, copy in zip(built, back, strict=True):
        assert copy.game == original.game and copy.moves == original.moves
        assert copy.start() == original.start()
        for language in ("en", "de"):
            assert copy.title(language) == original.title(language)
            assert copy.story(language) == original.story(language)
        assert bool(copy.check()) == bool(original.check()) is True, copy.check().describe()
        facts = set(original.expected) - {"position"}
        assert facts == set(copy.expect.facts), original.id


def test_a_builtin_scenario_that_would_fail_fails_the_same_way() -> None:
    original = cubekit.load("chain_reaction").scenario("surplus")
    record = record_of(original)
    record["expect"]["facts"]["waves"] = 4
    copy = read_scenarios(dumps({"scenario": [record]}))[0]
    assert not copy.check() and "expected waves = 4, got 3" in copy.check().describe("en")


def test_save_appends_and_refuses_an_id_twice(tmp_path: Path) -> None:
    path = tmp_path / "scenarios.toml"
    first = one(CORNER)
    save_scenarios([first], path)
    assert path.read_text(encoding="utf-8").startswith("# cubekit scenarios")
    second = cubekit.load("deblockle").scenarios()[0]
    save_scenarios([second], path)
    assert scenario_ids(path) == ["corner-capture-2x2", second.id]
    assert [bool(s.check()) for s in load_scenarios(path)] == [True, True]
    with pytest.raises(ScenarioFileError, match="used twice") as caught:
        save_scenarios([first], path)
    assert caught.value.line == 4


def test_a_new_file_is_headed_in_the_readers_language(tmp_path: Path) -> None:
    from cubekit.core.i18n import set_language
    from cubekit.core.scenario_files import header, save_scenarios, to_toml

    scenario = cubekit.load("chain_reaction").scenarios()[0]
    assert to_toml([scenario]).startswith("# cubekit scenarios: check them with")
    assert header("de").startswith("cubekit-Szenarien: prüfe sie mit `cubekit check DATEI`")
    set_language("de")
    try:
        path = save_scenarios([scenario], tmp_path / "meine.toml")
    finally:
        set_language("en")
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# cubekit-Szenarien") and "check them" not in text
    assert [s.id for s in load_scenarios(path)] == [scenario.id]
