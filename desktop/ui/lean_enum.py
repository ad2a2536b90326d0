"""An enum type made from plain (name, whole number) pairs in one pass, for Python 3.11.

What `enum._simple_enum` makes, without what a class body may hold and these pairs never do
(methods, `auto()`, descriptors, private names): each member's lookup is set on the class before
it is made rather than one by one after, and the members' `__init__`, which the four base
classes leave empty, is not called. It takes less than half the time of `_simple_enum`.
Python 3.11 only: it sets the attributes 3.11's enum module keeps, and `usable()` first compares
a few probes made so with the usual ones (a 3.11 release whose enum module differs, or any other
Python, gets `_simple_enum` from `desktop.ui.qt_enums`). `tests/ui/test_qt_enums.py` compares every
Qt enum made so with the usual one by the standard library's own comparison.
"""

from __future__ import annotations

import enum
import sys
from functools import cache
from typing import Any

# Probes with what Qt's enums hold: an alias, a flag of two bits, a flag out of order, no member.
PROBES: tuple[tuple[Any, list[tuple[str, int]]], ...] = (
    (enum.IntEnum, [("One", 1), ("Two", 2), ("Also", 1), ("Zero", 0)]),
    (enum.IntFlag, [("Left", 1), ("Right", 2), ("Both", 3), ("Top", 32), ("Low", 4)]),
    (enum.Flag, [("A", 2), ("B", 1)]),
    (enum.Enum, [("Only", 7)]),
    (enum.IntEnum, []),
)
compare: Any = getattr(enum, "_test_simple_enum", None)  # raises TypeError where two differ


@cache
def usable() -> bool:
    """Whether this Python makes, in one pass, what its own enum module makes (checked once)."""
    return sys.version_info[:2] == (3, 11) and compare is not None and _probes_match()


def _probes_match() -> bool:
    """The probes made here and by the enum module are alike (`enum._test_simple_enum`)."""
    try:
        for base, pairs in PROBES:
            usual = base("Probe", pairs, module=__name__, boundary=getattr(base, "_boundary_", None))
            made = lean_enum(base, "Probe", pairs, __name__, usual.__dict__.get("_boundary_"))
            compare(usual, made)
    except (TypeError, AttributeError, ValueError):
        return False
    return True


def lean_enum(base: Any, name: str, pairs: list[tuple[str, int]], module: str, boundary: Any) -> Any:
    """The enum type `name` of `base` (Enum, IntEnum, Flag or IntFlag) with `pairs` as members,
    in definition order, a repeated value an alias of the first member with it."""
    flag = issubclass(base, enum.Flag)
    members: dict[str, Any] = {}
    by_value: dict[int, Any] = {}
    names: list[str] = []
    body = _class_body(base, name, module, boundary, flag, members, by_value, names)
    for member_name, _value in pairs:
        body[member_name] = enum.property()  # type() gives each its name
    made: Any = type(name, (base,), body, boundary=boundary, _simple=True)
    _keep_enum_methods(made, base)
    _add_members(made, base, pairs, flag, members, by_value, names)
    made.__new__ = enum.Enum.__new__
    return made


def _class_body(
    base: Any,
    name: str,
    module: str,
    boundary: Any,
    flag: bool,
    members: dict[str, Any],
    by_value: dict[int, Any],
    names: list[str],
) -> dict[str, Any]:
    """The attributes `_simple_enum` gives a new enum class before its members."""
    body: dict[str, Any] = {
        "__module__": module,
        "__qualname__": name,
        "__doc__": "An enumeration.",
        "_new_member_": base._member_type_.__new__,
        "_use_args_": base._use_args_,
        "_generate_next_value_": base._generate_next_value_,
        "_member_names_": names,
        "_member_map_": members,
        "_value2member_map_": by_value,
        "_unhashable_values_": [],
        "_member_type_": base._member_type_,
        "_value_repr_": base._value_repr_,
    }
    if flag:
        body.update(_boundary_=boundary or base._boundary_, _flag_mask_=None, _all_bits_=None)
        body.update(_singles_mask_=None, _inverted_=None)
        for operator in ("__or__", "__xor__", "__and__", "__ror__", "__rxor__", "__rand__", "__invert__"):
            body[operator] = getattr(enum.Flag, operator)
    return body


def _keep_enum_methods(made: Any, base: Any) -> None:
    """An enum's repr, str, format and pickling, not its data type's (as `_simple_enum` does)."""
    for method in ("__repr__", "__str__", "__format__", "__reduce_ex__"):
        found = getattr(made, method)
        if found in (getattr(base._member_type_, method), getattr(object, method)):
            setattr(made, method, getattr(base, method))


def _add_members(
    made: Any,
    base: Any,
    pairs: list[tuple[str, int]],
    flag: bool,
    members: dict[str, Any],
    by_value: dict[int, Any],
    names: list[str],
) -> None:
    """Each pair's member (or alias), and a flag's masks."""
    new_member, with_value = base._member_type_.__new__, base._use_args_
    single_bits = multi_bits = 0
    for member_name, value in pairs:
        known = by_value.get(value)
        if known is not None:
            members[member_name] = known
            continue
        member = new_member(made, value) if with_value else new_member(made)
        member._value_, member._name_, member.__objclass__ = value, member_name, made
        member._sort_order_ = len(names)
        members[member_name] = by_value[value] = member
        if not flag or enum._is_single_bit(value):  # type: ignore[attr-defined]
            names.append(member_name)
            single_bits |= value if flag else 0
        else:
            multi_bits |= value
    if flag:
        made._flag_mask_ = single_bits | multi_bits
        made._singles_mask_ = single_bits
        made._all_bits_ = 2 ** ((single_bits | multi_bits).bit_length()) - 1
        values = [m._value_ for m in made]
        if values != sorted(values):
            made._iter_member_ = made._iter_member_by_def_
