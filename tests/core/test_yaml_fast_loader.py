"""The fast (libyaml) YAML composer keeps what pack authors rely on: values, lines, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.pack.yaml_source import LoadError, load_yaml_text


def test_values_and_key_lines_survive_the_fast_composer() -> None:
    located = load_yaml_text(
        "a: 1\nb:\n  - {id: x, n: yes}\n  - id: y\nc: ['05', 5, ~, 1.5]\n", Path("f.yaml")
    )
    assert located.data == {"a": 1, "b": [{"id": "x", "n": True}, {"id": "y"}], "c": ["05", 5, None, 1.5]}
    assert located.line(("b", 1, "id")) == 4


def test_bad_yaml_names_file_and_line() -> None:
    with pytest.raises(LoadError) as err:
        load_yaml_text("a: 1\nb: [1, 2\nc: 3\n", Path("broken.yaml"))
    assert err.value.problems[0].startswith("broken.yaml:")
    assert "not valid YAML" in err.value.problems[0]
