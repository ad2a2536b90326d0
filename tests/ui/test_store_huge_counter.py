"""The cause of issue 12's hang and crash: a power counter drawn as one cube per unit. A huge
value (from an old game) is drawn as a few cubes beside its number, at once."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop.ui.mat.cubes import MAX_CUBES, CubesWidget


@pytest.mark.parametrize("count", [100_000_000, 3_000_000_000])
def test_a_huge_power_counter_is_drawn_at_once_and_fits_qt(qtbot: QtBot, count: int) -> None:
    widget = CubesWidget("#c0392b")
    qtbot.addWidget(widget)
    widget.set_count(count)
    hint = widget.sizeHint()
    assert 0 < hint.height() < 200, "3,000,000,000 overflowed Qt's int size"
    widget.resize(300, hint.height())
    assert not widget.grab().isNull(), "100,000,000 cubes froze every start"


def test_small_counts_still_show_every_cube(qtbot: QtBot) -> None:
    widget = CubesWidget("#c0392b")
    qtbot.addWidget(widget)
    widget.set_count(5)
    few = widget.sizeHint().height()
    widget.set_count(MAX_CUBES)
    assert widget.sizeHint().height() > few
