"""pack.yaml declares its headline figures, the mat values the table display shows large
(issue 30): each names a field of the mat that reads as one figure, once."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from desktop.core.pack.checking import checked
from desktop.core.pack.pack_loading import load_pack
from desktop.core.pack.pack_model import PackMeta
from desktop.core.paths import bundled_pack_dirs

BASE: dict[str, Any] = {"id": "demo", "name": "Demo", "revision": 1, "entry": "main"}
MAT = [
    {
        "section": "Power",
        "fields": [
            {"path": "power.available", "label": "Available", "kind": "counter"},
            {"path": "ideas", "label": "Ideas", "kind": "map", "keys": [{"id": "a", "label": "A"}]},
        ],
    }
]


def test_a_pack_names_its_headline_figures_in_order() -> None:
    assert checked(PackMeta, BASE).headline == [], "no headline: the display shows no figures"
    meta = checked(PackMeta, {**BASE, "mat": MAT, "headline": ["power.available"]})
    assert meta.headline == ["power.available"]


@pytest.mark.parametrize(
    ("headline", "message"),
    [
        (["power.spent"], "headline: 'power.spent' is no mat field"),
        (["ideas"], "headline: 'ideas' is a map field; a headline figure is one of counter"),
        (["power.available", "power.available"], "headline: a mat field is named twice"),
    ],
)
def test_a_headline_that_names_no_figure_of_the_mat_is_refused(headline: list[str], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        checked(PackMeta, {**BASE, "mat": MAT, "headline": headline})


@pytest.mark.parametrize("folder", bundled_pack_dirs(), ids=lambda d: d.name)
def test_every_bundled_pack_with_a_mat_has_headline_figures(folder: Any) -> None:
    pack, problems = load_pack(folder)
    assert pack is not None and problems == []
    assert bool(pack.meta.headline) == bool(pack.meta.mat)
