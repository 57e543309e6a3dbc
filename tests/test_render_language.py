"""The board pictures in the reader's language (issue 13.3): the errors of wrong calls and the
descriptions of the picture options (``Renderer.OPTIONS``) come from the catalogue."""

from __future__ import annotations

import io

import numpy as np
import pytest

import cubekit
from cubekit.core.i18n import keys, tr
from cubekit.games import entry
from cubekit.render import BoardView, picture_options, render, renderer_class, save_gif
from cubekit.render.base import BoardRenderer, split_item
from cubekit.render.fastpng import BandEncoder
from cubekit.render.palette import player_colour


def test_every_picture_option_is_described_in_both_languages() -> None:
    catalogue = set(keys())
    for name in cubekit.games():
        cls = renderer_class(cubekit.load(name))
        for option, (_, key) in cls.OPTIONS.items():
            assert key in catalogue, (name, option, key)
            english, german = tr(key, "en"), tr(key, "de")
            assert english and german and english != german, (name, option)
    # each game's own options are described for that game, not with the base's words
    striedies = renderer_class(cubekit.load("striedies")).OPTIONS
    assert striedies["sums"][1] == "render.option.striedies.sums"
    assert renderer_class(cubekit.load("cubeslyde")).OPTIONS["legend"][1] != \
        BoardRenderer.OPTIONS["legend"][1]


def test_picture_options_lists_names_defaults_and_words() -> None:
    game = cubekit.load("striedies")
    english = picture_options(game, "en").splitlines()
    german = picture_options(game, "de").splitlines()
    assert english[0] == "Picture options of striedies:"
    assert german[0] == "Bildoptionen von striedies:"
    assert len(english) == len(german) == 1 + len(renderer_class(game).OPTIONS)
    assert "  sums (default 'total'): a fight's sums: 'total' (7 : 5) or 'dice' " \
           "(3 + 4 = 7 : 5)" in english
    assert any(line.startswith("  view (Vorgabe 'zoom'): 'zoom': ein Schritt zeigt") for line in
               german)
    chain = picture_options(cubekit.load("chain_reaction"), "de")
    assert "capacity (Vorgabe False): die Platz-Zahl jedes Feldes" in chain


def test_unknown_picture_option_names_the_valid_ones_in_the_language() -> None:
    game = cubekit.load("chain_reaction", width=3, height=3)
    with pytest.raises(TypeError, match=r"unknown picture option\(s\) capacty for "
                                        r"chain_reaction: expected labels \(default True\): "
                                        "file letters"):
        BoardView(game, capacty=True)
    with pytest.raises(TypeError, match=r"unbekannte Bildoption\(en\) capacty für "
                                        "chain_reaction: .*capacity \\(Vorgabe False\\): die "
                                        "Platz-Zahl"):
        BoardView(game, language="de", capacty=True)


def test_errors_of_the_pictures_in_german_and_english(german: None) -> None:
    game = cubekit.load("chain_reaction", width=3, height=3)
    with pytest.raises(TypeError, match="zum Zeichnen wird ein State oder ein Step erwartet, "
                                        "nicht str"):
        split_item("3x3 .../.../... A")
    with pytest.raises(ValueError, match="nichts zu animieren"):
        save_gif([], io.BytesIO())
    with pytest.raises(ValueError, match="nothing to animate"):
        save_gif([], io.BytesIO(), language="en")
    with pytest.raises(ValueError, match="seconds_per_frame muss eine positive Zahl sein, "
                                         "nicht -1"):
        save_gif([game.initial_state()], io.BytesIO(), seconds_per_frame=-1)
    with pytest.raises(ValueError, match="seconds_per_frame must be a positive number, not 0"):
        save_gif([game.initial_state()], io.BytesIO(), seconds_per_frame=0, language="en")
    view = BoardView(game)
    with pytest.raises(ValueError, match="nicht für"):
        view.draw(cubekit.load("chain_reaction", width=4, height=3).initial_state())
    with pytest.raises(ValueError, match=r"das Feld \(7, 7\) liegt nicht auf dem Brett 3x3"):
        view.draw(game.initial_state(), highlight=[(7, 7)])
    with pytest.raises(RuntimeError, match="schon eingerichtet"):
        view.renderer.setup(view.renderer.ax)   # type: ignore[arg-type]
    view.close()
    with pytest.raises(RuntimeError, match="diese BoardView ist geschlossen"):
        view.draw(game.initial_state())
    with pytest.raises(TypeError, match="mit ax= gelten Größe und dpi"):
        figure = render(game.initial_state())
        render(game.initial_state(), ax=figure.axes[0], scale=2)
    with pytest.raises(TypeError, match="erwartet wird ein Game von cubekit, nicht str"):
        BoardView("chain_reaction")   # type: ignore[arg-type]
    with pytest.raises(ValueError, match="Spieler 9 hat keine Farbe: erwartet wird 0-"):
        player_colour(9)
    with pytest.raises(ValueError, match="Kompressionsstufe muss eine ganze Zahl von 0 bis 9"):
        BandEncoder(level=12)
    with pytest.raises(ValueError, match="Array Höhe x Breite x 4 mit uint8, nicht \\(2, 2\\)"):
        BandEncoder().encode(np.zeros((2, 2), dtype=np.uint8))


def test_a_game_renderers_own_errors_in_german() -> None:
    face_path = entry("deblockle").part("render").symbol_path
    with pytest.raises(ValueError, match="unbekannte Deblockle-Seite 'moon': erwartet wird "
                                         "eins von"):
        cubekit.set_language("de")
        try:
            face_path("moon")
        finally:
            cubekit.set_language("en")
    with pytest.raises(ValueError, match="unknown Deblockle face 'moon'"):
        face_path("moon")
