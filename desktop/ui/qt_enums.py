"""Qt's Python enum types, made the way the standard library makes its own.

PySide6 makes a Python enum type for every enum of a Qt class the first time the app names the
class: about 300 types with 4,400 members before the window's first paint (≈ 30 ms). It makes
each with the functional API, `IntEnum("Key", [("Key_Space", 32), ...])`, whose checks take
twice what `enum._simple_enum` takes for the same type, the builder the standard library uses
for its own enums, which are fixed and known, as Qt's are (on Python 3.11, `lean_enum` makes
the same type in a quarter of the time). `install()` sends the calls shaped as PySide6's (a base
enum class, name and value pairs, nothing else) there; any other call takes the usual path.
`tests/ui/test_qt_enums.py` compares every enum of the Qt modules the app uses, made this way,
with the same enum made the usual way, by the standard library's own comparison.
"""

from __future__ import annotations

import enum
import sys
from typing import Any

from desktop.ui.lean_enum import lean_enum, usable

# The base classes PySide6 makes its enums from; a subclass may change how members are made.
_BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_META: Any = enum.EnumType  # typed loosely: `_create_` is private to the standard library
_usual = _META._create_
made = 0  # enum types made by the fast builder in this process (for the tests)


def install() -> None:
    """Make Qt's enum types with the fast builder from now on (once is enough)."""
    if hasattr(enum, "_simple_enum") and _META._create_ is _usual:
        _META._create_ = _create


def _create(
    cls: Any,
    class_name: str,
    names: Any,
    *,
    module: str | None = None,
    qualname: str | None = None,
    start: int = 1,
    boundary: Any = None,
    **mixin: Any,  # `type`: a data type mixed in (PySide6 passes None)
) -> Any:
    """`EnumType._create_` for PySide6's calls, the usual one for any other."""
    # Named here, one call deeper than the usual path looks for it: the module whose code
    # made the enum (PySide6 then names the Qt module).
    where = module if module is not None else _caller_module()
    if (
        cls not in _BASES
        or module
        or qualname
        or any(mixin.values())
        or start != 1
        or not where
        or not _pairs(names)
    ):
        return _usual(
            cls, class_name, names, module=where, qualname=qualname, start=start, boundary=boundary, **mixin
        )
    global made
    made += 1
    if usable():  # Python 3.11, its enum module as tested: in one pass
        return lean_enum(cls, class_name, names, where, boundary)
    body: dict[str, Any] = {"__module__": where}
    body.update(names)
    return enum._simple_enum(cls, boundary=boundary)(type(class_name, (), body))  # type: ignore[attr-defined]


def _pairs(names: Any) -> bool:
    """Whether `names` is a list of (member name, whole number) with plain, distinct names:
    those the fast builder makes exactly as the usual path does."""
    if type(names) is not list:
        return False
    try:
        plain = [name for name, value in names if type(value) is int and type(name) is str]
    except (TypeError, ValueError):  # not pairs
        return False
    return len(plain) == len(names) == len(set(plain)) and not any(name[:1] == "_" for name in plain)


def _caller_module() -> str | None:
    """The module the usual path would name: that of the code calling `Enum(...)`."""
    try:
        return str(sys._getframe(3).f_globals["__name__"])
    except (AttributeError, ValueError, KeyError):
        return None
