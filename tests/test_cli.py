"""The cubekit command: help, scenario listing, pictures, GIFs and clear errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from cubekit import cli


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_help_lists_every_command_and_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys)
    assert code == 0
    for word in ("lab", "scenarios", "render", "animate", "chain_reaction"):
        assert word in out


def test_entry_point_help_runs_as_a_module() -> None:
    result = subprocess.run([sys.executable, "-m", "cubekit", "render", "--help"],
                            capture_output=True, text=True, check=True)
    assert "POSITION-OR-SCENARIO" in result.stdout and "--step" in result.stdout


def test_scenarios_lists_ids_titles_and_expected_results(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "scenarios", "chain_reaction", "-v")
    assert code == 0
    assert "surplus" in out and "long_capture_chain" in out
    assert "expected waves of the last move: 11" in out   # long_capture_chain: eleven waves
    assert "None" not in out and "True" not in out and "['" not in out   # values in words
    code, out, _ = run(capsys, "scenarios", "kettenreaktion", "--language", "de")
    assert "Die erste Kaskade aus der Ecke" in out


def test_render_scenario_and_position(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "surplus.png"
    code, out, _ = run(capsys, "render", "chain_reaction", "surplus", "-o", str(target))
    assert code == 0 and target.exists()
    assert Image.open(target).format == "PNG"
    # a 3x3 position (the game is loaded at the position's size) and a wave of its cascade
    wave = tmp_path / "wave.png"
    code, out, _ = run(capsys, "render", "chain_reaction", "3x3 .../.1B./1A.. A",
                       "--move", "a1", "--step", "2", "-o", str(wave))
    assert code == 0 and wave.exists()
    assert out.startswith(f"wrote {wave}: ")
    assert "Wave 1 of A's cascade: a1 bursts" in out


def test_animate_writes_one_frame_per_step(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "chain.gif"
    code, out, _ = run(capsys, "animate", "chain_reaction", "long_capture_chain",
                       "-o", str(target), "--seconds", "0.5")
    assert code == 0
    # start, the placement and eleven waves
    assert "13 frames" in out
    assert getattr(Image.open(target), "n_frames", 1) == 13


ERROR_PATHS = [
    # (arguments, English sentence, German sentence): every way the command refuses input
    (("render", "nogame", "surplus", "-o", "x.png"),
     "'nogame' is not a game of cubekit: expected one of chain_reaction",
     "„nogame“ ist kein Spiel von cubekit: erwartet wird eines von chain_reaction"),
    (("render", "chain_reaction", "no_such_scenario", "-o", "x.png"),
     "'no_such_scenario' is neither a scenario of chain_reaction (known: ",
     "„no_such_scenario“ ist weder ein Szenario von chain_reaction (bekannt: "),
    (("render", "chain_reaction", "3x3 ..../.../... A", "-o", "x.png"),
     "nor a valid position of chain_reaction: rank 3 has more than 3 cells",
     "noch eine gültige Stellung von chain_reaction: Reihe 3 hat mehr als 3 Felder"),
    (("render", "chain_reaction", "surplus", "--step", "99", "-o", "x.png"),
     "--step 99 is out of range", "--step 99 liegt außerhalb"),
    (("render", "chain_reaction", "surplus", "--option", "players", "-o", "x.png"),
     "expected KEY=VALUE", "erwartet SCHLÜSSEL=WERT"),
    (("render", "chain_reaction", "surplus", "--option", "colour=red", "-o", "x.png"),
     "the rules of chain_reaction refuse the options: unknown option(s) colour",
     "die Regeln von chain_reaction lehnen die Optionen ab: unbekannte Option(en) colour"),
    (("render", "chain_reaction", "surplus", "--option", "players=9", "-o", "x.png"),
     "9 players is not allowed", "9 Spieler sind nicht erlaubt"),
    (("render", "chain_reaction", "3x3 .../.1B./1A.. A", "--move", "b2", "-o", "x.png"),
     "the move 'b2' is not allowed in the position '3x3 .../.1B./1A.. A' of chain_reaction: "
     "b2 belongs to B",
     "der Zug „b2“ ist in der Stellung „3x3 .../.1B./1A.. A“ von chain_reaction nicht "
     "erlaubt: b2 gehört B"),
    (("render", "chain_reaction", "3x3 .../.1B./1A.. A", "--move", "zz", "-o", "x.png"),
     "'zz' is not a move of chain_reaction: 'zz' is not a square",
     "„zz“ ist kein Zug von chain_reaction: „zz“ ist kein Feld"),
    (("render", "chain_reaction", "surplus", "--move", "a1", "-o", "x.png"),
     "the move 'a1' is not allowed", "der Zug „a1“ ist in der Stellung"),
    (("animate", "chain_reaction", "3x3 .../.1B./1A.. A", "--move", "b2", "-o", "x.gif"),
     "the move 'b2' is not allowed", "der Zug „b2“ ist in der Stellung"),
]


@pytest.mark.parametrize(("args", "english", "german"), ERROR_PATHS,
                         ids=[" ".join(case[0][:3]) + f" {i}" for i, case in
                              enumerate(ERROR_PATHS)])
def test_errors_say_what_was_wrong_in_both_languages(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
        english: str, german: str) -> None:
    code, _, err = run(capsys, *args)
    assert code == 2
    assert err.startswith(f"cubekit {args[0]}: error:")
    assert english in err, err
    code, _, err = run(capsys, "--language", "de", *args)
    assert code == 2
    assert err.startswith(f"cubekit {args[0]}: Fehler:")
    assert german in err, err
    for word in (" is not ", " expected ", " the move ", " neither "):
        assert word not in err, f"English in the German error: {err}"


def test_lab_finds_the_start_notebook_of_each_language() -> None:
    for language in ("en", "de"):
        folder = cli.notebooks_folder(language)
        assert folder.name == language and (folder / "00-start-here.ipynb").exists()


def test_lab_opens_the_notebook_of_the_language(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[tuple[list[str], Path]] = []
    monkeypatch.setattr(cli.subprocess, "call",
                        lambda command, cwd: calls.append((command, Path(cwd))) or 0)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert cli.main(["lab", "--no-browser"]) == 0             # the locale says German
    assert cli.main(["lab", "--language", "en", "--no-browser"]) == 0
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert cli.main(["lab", "--no-browser"]) == 0             # any other locale: English
    opened = [command[4] for command, _ in calls]
    assert opened == ["de/00-start-here.ipynb", "en/00-start-here.ipynb",
                      "en/00-start-here.ipynb"]
    assert all(cwd.name == "notebooks" for _, cwd in calls)   # both languages below the root
    out = capsys.readouterr().out
    assert "Öffne" in out or "öffne" in out.lower()


def test_present_serves_a_notebook_with_voila(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[tuple[list[str], dict[str, str]]] = []
    monkeypatch.setattr(cli.subprocess, "call",
                        lambda command, cwd, env: calls.append((command, env)) or 0)
    assert cli.main(["present", "00", "--language", "de", "--port", "8899", "--scale", "1.5",
                     "--no-browser"]) == 0
    command, env = calls[0]
    # Voilà serves the folder of both languages, so the link to the English twin works
    assert command[1:3] == ["-m", "voila"] and command[3].endswith("notebooks")
    assert "--strip_sources=True" in command and "--port=8899" in command
    assert env["CUBEKIT_SCALE"] == "1.5" and env["CUBEKIT_LANGUAGE"] == "de"
    out = capsys.readouterr().out
    assert "Voilà" in out and "http://127.0.0.1:8899/voila/render/de/00-start-here.ipynb" in out
    code, _, err = run(capsys, "present", "no-such-notebook")
    assert code == 2 and "no notebook is called 'no-such-notebook'" in err


def test_german_help_is_german_throughout(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--language", "de", "present", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: cubekit present") and "Optionen:" in out
    for english in ("usage:", "options:", "show this help", "positional arguments"):
        assert english not in out
    with pytest.raises(SystemExit):
        cli.main(["--language", "de", "render"])
    assert "diese Argumente fehlen" in capsys.readouterr().err


def test_the_locale_chooses_the_language() -> None:
    assert cli.locale_language({"LANG": "de_AT.UTF-8"}) == "de"
    assert cli.locale_language({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE"}) == "en"
    assert cli.locale_language({"LC_MESSAGES": "de_CH", "LANG": "en_US"}) == "de"
    assert cli.locale_language({}) == "en"


def test_help_and_errors_speak_the_chosen_language(capsys: pytest.CaptureFixture[str]) -> None:
    # --language anywhere on the line sets the help texts too (they come from the catalogue)
    code, out, _ = run(capsys, "--language", "de")
    assert code == 0
    assert "Lehrszenarien" in out and "teaching scenarios" not in out
    with pytest.raises(SystemExit):
        run(capsys, "render", "--help", "--language=de")
    out, _ = capsys.readouterr()
    assert "welcher Schritt gezeichnet wird" in out
    # an error in German: step 99 of a scenario with fewer steps
    code, _, err = run(capsys, "render", "striedies", "one_against_one", "--step", "99",
                       "-o", "unused.png", "--language", "de")
    assert code == 2
    assert err.startswith("cubekit render: Fehler: --step 99 liegt außerhalb")
    # and the same in English without the flag
    code, _, err = run(capsys, "render", "striedies", "one_against_one", "--step", "99",
                       "-o", "unused.png")
    assert code == 2 and "--step 99 is out of range" in err


def test_language_of_finds_the_flag_and_ignores_unknown_codes() -> None:
    assert cli.language_of(["render", "x", "--language", "de"]) == "de"
    assert cli.language_of(["--language=DE"]) == "de"
    assert cli.language_of(["--language", "fr"]) == cli.get_language()


def test_picture_options_from_the_command_line(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    plain, full = tmp_path / "zoom.png", tmp_path / "full.png"
    target = ["render", "striedies", "one_against_one"]
    assert run(capsys, *target, "-o", str(plain))[0] == 0
    assert run(capsys, *target, "--picture", "view=full", "-o", str(full))[0] == 0
    assert plain.read_bytes() != full.read_bytes()   # the whole board, not the zoomed step
    code, _, err = run(capsys, *target, "--picture", "zoom=2", "-o", str(full))
    assert code == 2
    assert "no picture option zoom. Picture options of striedies:" in err
    assert "  view (default 'zoom'): 'zoom': a step shows" in err
    code, _, err = run(capsys, "--language", "de", *target, "--picture", "zoom=2", "-o",
                       str(full))
    assert code == 2 and "keine Bildoption zoom. Bildoptionen von striedies:" in err
    code, _, err = run(capsys, *target, "--picture", "view", "-o", str(full))
    assert code == 2 and "--picture 'view': expected KEY=VALUE, e.g. --picture legend=false" in err


def test_present_serves_the_folder_of_both_languages_when_there_is_a_twin(
        tmp_path: Path) -> None:
    for lang in ("en", "de"):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "15-x.ipynb").write_text("{}", encoding="utf-8")
    (tmp_path / "en" / "99-alone.ipynb").write_text("{}", encoding="utf-8")
    assert cli.served_root(tmp_path / "en" / "15-x.ipynb") == tmp_path
    assert cli.served_root(tmp_path / "en" / "99-alone.ipynb") == tmp_path / "en"
    assert cli.served_root(tmp_path / "15-x.ipynb") == tmp_path
