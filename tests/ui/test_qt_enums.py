"""Qt's enum types made by the fast builder (desktop/ui/qt_enums.py) are the enum types the usual
path makes: every enum of every Qt module the app imports is compared, member by member, by the
standard library's own comparison, in a fresh interpreter where each was made the fast way."""

from __future__ import annotations

import enum
import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.ui import qt_enums

ROOT = Path(__file__).resolve().parents[2]

COMPARE = r"""
import enum, importlib, json, sys
from desktop.ui import qt_enums
problems, compared = [], 0

def behave(usual, made):
    # What code does with an enum: list it, look a value up, combine and invert flags.
    def shown(members):
        return [(m.name, m.value) for m in members]
    assert shown(made) == shown(usual), "members"
    assert [(k, m.value) for k, m in made.__members__.items()] == [
        (k, m.value) for k, m in usual.__members__.items()
    ], "names and aliases"
    for member in usual:
        assert made(member.value).name == member.name, "lookup"
    if issubclass(usual, enum.Flag) and len(usual):
        every = made._flag_mask_
        assert made(every).value == usual(every).value, "all flags"
        assert [(~m).value for m in made] == [(~m).value for m in usual], "inverted"

def checked(cls, class_name, names, **options):
    # Each enum as the fast builder made it, before PySide6 adds to it, against the usual one.
    global compared
    before = qt_enums.made
    made = qt_enums._create(cls, class_name, names, **options)
    if qt_enums.made > before:
        usual = qt_enums._usual(
            cls, class_name, names, module=made.__module__, boundary=options.get("boundary")
        )
        try:
            enum._test_simple_enum(usual, made)
            behave(usual, made)
            compared += 1
        except (TypeError, AssertionError) as err:
            problems.append(f"{class_name}: {err}"[:300])
    return made

enum.EnumType._create_ = checked
for name in sys.argv[1:]:
    module = importlib.import_module("PySide6." + name)
    for attr in dir(module):
        getattr(module, attr)  # naming a class makes its enum types
print(json.dumps({"made_fast": qt_enums.made, "compared": compared, "problems": problems}))
"""


def _compare(modules: list[str]) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", COMPARE, *modules],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(ROOT)},
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def test_every_qt_enum_the_app_can_name_is_the_usual_enum() -> None:
    report = _compare(["QtCore", "QtGui", "QtWidgets", "QtSvg"])
    assert report["problems"] == []
    # Qt's enums come the fast way (a few may keep the usual path: a member name with a
    # leading underscore, say), and every one made so is compared.
    assert isinstance(report["made_fast"], int) and report["made_fast"] > 600
    assert report["compared"] == report["made_fast"]


@pytest.fixture
def fast_enums() -> object:
    """The fast path on for one test (the usual one again after it)."""
    was = enum.EnumType._create_
    qt_enums.install()
    yield qt_enums
    enum.EnumType._create_ = was  # type: ignore[method-assign]


def test_an_enum_made_another_way_takes_the_usual_path(fast_enums: object) -> None:
    before = qt_enums.made
    colour = enum.Enum("Colour", [("RED", 1), ("GREEN", 2)], module=__name__)  # a module given
    shade = enum.IntFlag("Shade", [("_HIDDEN", 1), ("DARK", 2)])  # a name with an underscore
    words = enum.Enum("Words", "ONE TWO")  # names in a string
    assert qt_enums.made == before
    assert colour.GREEN.value == 2 and shade(3) == shade._HIDDEN | shade.DARK and words.TWO.value == 2
    # named after the module that made them, as the usual path names them
    assert colour.__module__ == shade.__module__ == words.__module__ == __name__


def test_a_fast_enum_behaves_as_qt_code_uses_it(fast_enums: object) -> None:
    before = qt_enums.made
    align = enum.IntFlag("AlignmentFlag", [("AlignLeft", 1), ("AlignRight", 2), ("AlignTop", 32)])
    key = enum.IntEnum("Key", [("Key_Space", 32), ("Key_Any", 32), ("Key_1", 49)])
    assert qt_enums.made == before + 2
    both = align.AlignLeft | align.AlignTop
    assert both.value == 33 and align.AlignTop in both and align.AlignRight not in both
    assert key(32) is key.Key_Space and key.Key_Any is key.Key_Space  # an alias
    assert [m.name for m in key] == ["Key_Space", "Key_1"] and int(key.Key_1) == 49
    assert key.__module__ == __name__ and key.__qualname__ == "Key"
    with pytest.raises(ValueError):
        key(7)


def test_the_one_pass_builder_is_used_only_where_its_probes_match(
    monkeypatch: pytest.MonkeyPatch, fast_enums: object
) -> None:
    """On a Python whose enum module makes something else, Qt's enums come from
    `enum._simple_enum` instead (the standard library's own builder), still alike."""
    from desktop.ui import lean_enum

    assert lean_enum.usable() == (sys.version_info[:2] == (3, 11))

    def differs(usual: object, made: object) -> None:
        raise TypeError("enum mismatch")

    monkeypatch.setattr(lean_enum, "compare", differs)
    lean_enum.usable.cache_clear()
    try:
        assert not lean_enum.usable()
        built: list[str] = []
        monkeypatch.setattr(lean_enum, "lean_enum", lambda *a: built.append("lean"))
        monkeypatch.setattr(qt_enums, "lean_enum", lambda *a: built.append("lean"))
        key = enum.IntEnum("Key", [("Key_A", 65), ("Key_B", 66)])
    finally:
        lean_enum.usable.cache_clear()  # the next test checks the probes again, as they are
    assert built == [] and key(66).name == "Key_B", "made by _simple_enum, not in one pass"
