"""What a Striedies Strategie picture shows besides the dice on the board: a :class:`Scene`,
worked out from the picture's event (a typed fact of :mod:`.events`) or, for a plain position,
from its highlight and arrows (the Explorer's previews).

- :class:`~.events.Tipped`: the die's path, the squares rolled so far with the faces that came
  up, the rest dashed (ST-3);
- :class:`~.events.Fought` / :class:`~.events.Tied`: both sides framed with their sums (ST-4),
  the losers as ghosts, and the path of the move;
- :class:`~.events.Reinforced`, :class:`~.events.Retreated`, :class:`~.events.ThreatLost`: the
  threat (ST-5) and the threatened dice that leave, as ghosts;
- a plain position with one highlighted die of the player to move: where it can go, with the
  faces that would come up; arrows that continue each other from a die: its path, and when
  they are one legal move, its fights.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise

from cubekit.core.cube import Orientation
from cubekit.core.grid import Direction, Square
from cubekit.games.striedies.events import (
    Die,
    Fought,
    LeftAfterFights,
    Reinforced,
    Retreated,
    ThreatLost,
    Tied,
    Tipped,
    Trail,
)
from cubekit.games.striedies.moves import MovePlan
from cubekit.games.striedies.rules import StriediesState
from cubekit.render.base import Picture


@dataclass(frozen=True)
class Ghost:
    """A die that leaves the board in this picture: its square, owner and, when known, the
    pips it showed (``top``) and its whole ``orientation``."""

    square: Square
    owner: int
    top: int | None = None
    orientation: Orientation[int] | None = None


@dataclass(frozen=True)
class TipPath:
    """A die's path: ``squares`` from the square it starts on, ``labels`` the face shown on
    each square (``""``: none, e.g. where the die stands), the first ``solid`` segments drawn
    solid and the rest dashed."""

    owner: int
    squares: tuple[Square, ...]
    labels: tuple[str, ...]
    solid: int


@dataclass(frozen=True)
class FightMark:
    """A fight (ST-4) to draw: both sides' squares, sums and players, and the pips of each
    side's dice (in the order of the squares)."""

    attackers: tuple[Square, ...]
    defenders: tuple[Square, ...]
    attack: int
    defence: int
    mover: int
    opponent: int
    tie: bool
    attack_pips: tuple[int, ...] = ()
    defence_pips: tuple[int, ...] = ()


@dataclass(frozen=True)
class Scene:
    """Everything a picture draws besides the dice on the board."""

    ghosts: tuple[Ghost, ...] = ()
    paths: tuple[TipPath, ...] = ()
    targets: tuple[tuple[Square, str], ...] = ()
    mover: int | None = None
    fights: tuple[FightMark, ...] = ()
    threatened: frozenset[Square] = frozenset()
    threat_attackers: frozenset[Square] = frozenset()
    selected: Square | None = None
    doomed: frozenset[Square] = frozenset()


@dataclass(frozen=True)
class StriediesPicture(Picture):
    """A :class:`~cubekit.render.base.Picture` with its :class:`Scene`."""

    scene: Scene = field(default_factory=Scene)


def scene_of(picture: Picture) -> Scene:
    """The :class:`Scene` of a picture made by :meth:`.render.Renderer.picture`."""
    return picture.scene if isinstance(picture, StriediesPicture) else Scene()


def with_scene(picture: Picture, *, own_highlight: bool) -> StriediesPicture:
    """``picture`` with its scene; its highlight becomes the squares to frame, and arrows
    drawn as a die's path are not drawn as arrows too."""
    state = picture.state
    if not isinstance(state, StriediesState):
        from cubekit.core.i18n import tr

        raise TypeError(tr("st.error.state", type=type(state).__name__))
    scene, shown = _scene(picture, state, own_highlight=own_highlight)
    paths_from_arrows = picture.step is None and bool(scene.paths)
    return StriediesPicture(state, picture.step, frozenset(shown),
                            () if paths_from_arrows else picture.arrows, picture.language,
                            refused=picture.refused, scene=scene)


def _scene(picture: Picture, state: StriediesState, *, own_highlight: bool
           ) -> tuple[Scene, set[Square]]:
    """The :class:`Scene` of a picture and the squares to frame."""
    shown = set(picture.highlight)
    threatened: set[Square] = set()
    attackers: set[Square] = set()
    for threat in state.threats():
        threatened.update(threat.defenders)
        attackers.update(threat.attackers)
    scene = Scene()
    event = picture.event
    match event:
        case None:
            scene, shown = _position_scene(picture, state, shown)
        case Tipped():
            scene = Scene(paths=(_trail_path(event.trail, event.step, die_at_end=True),),
                          mover=event.player)
            if not own_highlight:
                shown = {event.to_square}
        case Fought() | Tied():
            mark = FightMark(event.attackers, event.defenders, event.attack, event.defence,
                             event.mover, event.opponent, isinstance(event, Tied),
                             event.attacker_pips, event.defender_pips)
            lost = isinstance(event, Fought) and event.mover_lost
            scene = Scene(_fight_ghosts(event), (_trail_path(event.trail, len(
                event.trail.squares) - 1, die_at_end=not lost),), mover=event.mover,
                fights=(mark,))
            if not own_highlight:
                shown = set()
        case LeftAfterFights():             # ST-9 b: they leave after the fights
            scene = Scene(tuple(Ghost(die.square, die.owner, die.top, die.orientation)
                                for die in event.leaving))
        case Reinforced() | Retreated() | ThreatLost():
            leaving = event.leaving if not isinstance(event, Reinforced) else ()
            if isinstance(event, Retreated) and event.removal == "after_fights":
                leaving = ()                # still on the board for the fights (ST-9 b)
            ghosts = tuple(Ghost(die.square, die.owner, die.top, die.orientation)
                           for die in leaving)
            squares = (event.threatened if not isinstance(event, ThreatLost)
                       else tuple(die.square for die in event.leaving))
            threatened.update(sq for sq in squares if state.owner(sq) == event.player)
            attackers.update(die.square for die in event.attackers if state.die(die.square))
            paths: tuple[TipPath, ...] = ()
            if not isinstance(event, ThreatLost):
                paths = (_trail_path(event.trail, len(event.trail.squares) - 1,
                                     die_at_end=True),)
            scene = Scene(ghosts, paths)
            if not own_highlight:
                shown = {event.die.square} if not isinstance(event, ThreatLost) else set()
    scene = replace(scene, threatened=frozenset(threatened),
                    threat_attackers=frozenset(attackers))
    return scene, shown


def _position_scene(picture: Picture, state: StriediesState, shown: set[Square]
                    ) -> tuple[Scene, set[Square]]:
    """A plain position: arrows from a die are its path (with the fights of the legal move
    they stand for); one highlighted die of the player to move is a preview of its targets."""
    if picture.arrows:
        paths = _arrow_paths(state, picture.arrows)
        mover = paths[0].owner if paths else None
        played = _planned(state, paths)
        if played is None:
            return Scene(paths=tuple(paths), mover=mover), shown
        # the move the path stands for: its fights, and who would leave
        fights = tuple(FightMark(f.attackers, f.defenders, f.attack, f.defence,
                                 played.player, f.opponent, f.tie, f.attacker_pips,
                                 f.defender_pips) for f in played.fights)
        return Scene(paths=tuple(paths), mover=mover, fights=fights,
                     doomed=frozenset((*played.removed, *played.leaving))), shown
    selected, targets = _targets(state, picture.highlight)
    if selected is None:
        return Scene(), shown
    # the targets are washed in the mover's colour and numbered, not framed
    reached = dict(targets)
    return (Scene(targets=targets, mover=state.to_move, selected=selected),
            {sq for sq in shown if sq not in reached})


def _fight_ghosts(event: Fought | Tied) -> tuple[Ghost, ...]:
    """The dice that leave the board in a fight, with the pips they showed."""
    if isinstance(event, Tied):
        return ()
    pips = dict(zip(event.attackers, event.attacker_pips, strict=True))
    pips.update(zip(event.defenders, event.defender_pips, strict=True))
    return tuple(Ghost(square, event.loser, pips[square]) for square in event.losers)


def _trail_path(trail: Trail, done: int, *, die_at_end: bool) -> TipPath:
    """The path of a move, ``done`` squares of it rolled: those show their faces (but the
    square the die stands on), the rest are dashed. The origin is empty now: it shows the
    face the die started with."""
    labels = [str(trail.tops[0])]
    for j, top in enumerate(trail.tops[1:], start=1):
        shown = j < done or (j == done and not die_at_end)
        labels.append(str(top) if shown else "")
    return TipPath(trail.player, trail.squares, tuple(labels), done)


def _targets(state: StriediesState, highlight: frozenset[Square]) -> tuple[
        Square | None, tuple[tuple[Square, str], ...]]:
    """The preview of a highlighted die of the player to move: every square its legal
    moves end on, with the faces that would come up there."""
    if state.outcome is not None:
        return None, ()
    own = [sq for sq in highlight if state.owner(sq) == state.to_move]
    if len(own) != 1:
        return None, ()
    square = own[0]
    faces: dict[Square, set[int]] = {}
    for move in state.moves_from(square):
        plan = state.plan(move)
        if isinstance(plan, MovePlan):
            faces.setdefault(plan.final, set()).add(plan.top)
    ordered = sorted(faces, key=lambda sq: (sq[1], sq[0]))
    return square, tuple((sq, "/".join(str(f) for f in sorted(faces[sq])))
                         for sq in ordered)


def _arrow_paths(state: StriediesState, arrows: Sequence[tuple[Square, Square]]
                 ) -> list[TipPath]:
    """Arrows that continue each other from a die (square by square) are its tip path:
    the faces that come up are worked out with the die's orientation (ST-3)."""
    paths: list[TipPath] = []
    index = 0
    while index < len(arrows):
        start = arrows[index][0]
        die = state.die(start)
        chain = [start]
        while index < len(arrows) and arrows[index][0] == chain[-1]:
            chain.append(arrows[index][1])
            index += 1
        if len(chain) == 1:
            index += 1
            continue
        if die is None:
            continue
        path = _tip_labels(die, chain)
        if path is not None:
            paths.append(path)
    return _merge_labels(paths)


def _tip_labels(die: Die, chain: Sequence[Square]) -> TipPath | None:
    """The path of ``die`` over ``chain`` with the face that comes up on each square, or None
    when two squares of it are not neighbours."""
    orientation = die.orientation
    labels = [""]
    for a, b in pairwise(chain):
        direction = _direction(a, b)
        if direction is None:
            return None
        orientation = orientation.tip(direction)
        labels.append(str(orientation.top))
    return TipPath(die.owner, tuple(chain), tuple(labels), len(chain) - 1)


def _planned(state: StriediesState, paths: Sequence[TipPath]) -> MovePlan | None:
    """The legal move of the player to move whose path is the single ``paths``."""
    if len(paths) != 1 or state.outcome is not None:
        return None
    path = paths[0]
    for move in state.moves_from(path.squares[0]):
        plan = state.plan(move)
        if isinstance(plan, MovePlan) and plan.path == path.squares[1:]:
            return plan
    return None


def _direction(a: Square, b: Square) -> Direction | None:
    for direction in (Direction.N, Direction.E, Direction.S, Direction.W):
        if direction.step(a) == b:
            return direction
    return None


def _merge_labels(paths: Iterable[TipPath]) -> list[TipPath]:
    """Paths ending on the same square with different faces show them all there (``3/5``)."""
    paths = list(paths)
    ends: dict[Square, list[str]] = {}
    for path in paths:
        label = path.labels[-1]
        if label and label not in ends.setdefault(path.squares[-1], []):
            ends[path.squares[-1]].append(label)
    result = []
    for path in paths:
        faces = ends.get(path.squares[-1], [])
        if len(faces) > 1:
            merged = "/".join(sorted(faces, key=int))
            path = replace(path, labels=(*path.labels[:-1], merged))
        result.append(path)
    return result


__all__ = ["FightMark", "Ghost", "Scene", "StriediesPicture", "TipPath", "scene_of",
           "with_scene"]
