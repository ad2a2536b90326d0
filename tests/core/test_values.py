"""Value classes behave as the dataclasses they replace (desktop/core/values.py): the view a widget
draws cannot be changed by it, equal views compare equal (a redraw is skipped), and each value
gets its own fresh default containers."""

from __future__ import annotations

import dataclasses
from dataclasses import field

import pytest

from desktop.core.values import Value, replace


class Point(Value):
    """A frozen value."""

    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)
    note: str = field(default="", compare=False, repr=False)


class Pair(Value):
    """A frozen value of values that hash."""

    a: int
    b: str = ""


class Counter(Value, frozen=False):
    """A value that may change."""

    count: int = 0


class Labelled(Point):
    """A value class adding a field to another."""

    label: str = ""


def test_fields_take_positions_keywords_and_defaults() -> None:
    assert Point(1) == Point(x=1, y=0)
    assert (Point(1, 2).x, Point(1, 2).y) == (1, 2)
    with pytest.raises(TypeError, match="x"):
        Point()
    with pytest.raises(TypeError):
        Point(1, z=3)
    with pytest.raises(TypeError):
        Point(1, 2, [], "", 5)


def test_each_value_gets_its_own_default_container() -> None:
    first, second = Point(1), Point(2)
    first.tags.append("a")
    assert second.tags == []


def test_a_frozen_value_refuses_changes_as_a_frozen_dataclass() -> None:
    point = Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del point.y  # type: ignore[misc]
    counter = Counter()
    counter.count += 1
    assert counter.count == 1


def test_equality_hash_and_text_follow_the_compared_fields() -> None:
    assert Point(1, note="a") == Point(1, note="b")
    assert hash(Pair(1, "b")) == hash(Pair(1, "b")) and len({Pair(1), Pair(1), Pair(2)}) == 2
    assert Point(1) != Labelled(1), "another class is never equal"
    assert repr(Point(1, 2)) == "Point(x=1, y=2, tags=[])"
    with pytest.raises(TypeError):
        hash(Counter())  # a value that may change is not hashable, as a dataclass


def test_a_subclass_adds_fields_after_its_bases() -> None:
    assert Labelled(1, 2, [], "n", "L").label == "L"
    assert Labelled._fields == ("x", "y", "tags", "note", "label")


def test_replace_makes_a_changed_copy() -> None:
    point = Point(1, 2, ["a"])
    moved = replace(point, y=5)
    assert (moved.x, moved.y, moved.tags) == (1, 5, ["a"]) and point.y == 2


class Odd(Value):
    """A field without a default after one with: no parameter list can say it, so such a class
    takes the generic path (a dataclass would refuse it)."""

    a: int = 0
    b: str


def test_a_class_whose_fields_cannot_be_parameters_still_takes_them() -> None:
    assert (Odd(b="x").a, Odd(b="x").b) == (0, "x")
    assert Odd(1, "y") == Odd(a=1, b="y")
    with pytest.raises(TypeError, match="needs a value for 'b'"):
        Odd(1)


def test_each_class_compiles_its_own_init() -> None:
    """A base used first does not lend its fields to a subclass."""
    assert Point(1).x == 1
    labelled = Labelled(2, label="L")
    assert (labelled.x, labelled.y, labelled.label) == (2, 0, "L")
    assert Point.__init__ is not Labelled.__init__
