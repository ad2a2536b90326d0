"""Pack loading and validation: every problem is reported as path:line: message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from core_helpers import TINY, tiny_pack

from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import load_pack


def copy_tiny(tmp_path: Path) -> Path:
    dest = tmp_path / "tiny"
    shutil.copytree(TINY, dest)
    return dest


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def problems_of(folder: Path) -> list[str]:
    return load_pack(folder)[1]


def test_tiny_pack_is_clean() -> None:
    pack = tiny_pack()
    assert set(pack.charts) == {"main", "battle", "income", "hits"}
    assert pack.decks["deck"]["02"]["action"] == "Build"


def test_every_bundled_pack_validates() -> None:
    packs, problems = load_packs()
    assert problems == []
    for pack in packs.values():
        assert pack.meta.entry in pack.charts


@pytest.mark.parametrize(
    "old,new,expected",
    [
        ("chart: battle\n    next: fin", "chart: battle\n    next: nowhere", "unknown node 'nowhere'"),
        ("chart: battle", "chart: war", "unknown chart 'war'"),
        ("predicate: power_at_least", "predicate: power_at_most", "'power_at_most' is not registered"),
        ("{name: draw}", "{name: shuffle}", "effect 'shuffle' is not registered"),
        ("{min: 4, max: 6, next: jump}", "{min: 5, max: 6, next: jump}", "miss [4]"),
        ('{id: unsure, label: "Cannot tell", next: dice}', "{id: unsure, next: dice}", "needs a label"),
        ("args: {n: 1}", "args: {m: 1}", "needs argument(s) ['n']"),
    ],
)
def test_graph_errors_name_file_and_line(tmp_path: Path, old: str, new: str, expected: str) -> None:
    folder = copy_tiny(tmp_path)
    chart = folder / "charts" / "main.yaml"
    edit(chart, old, new)
    problems = problems_of(folder)
    assert any(expected in p for p in problems), problems
    hit = next(p for p in problems if expected in p)
    path, line, _ = hit.split(":", 2)
    assert path.endswith("main.yaml") and int(line) > 1


def test_unreachable_and_endless_nodes_are_reported(tmp_path: Path) -> None:
    folder = copy_tiny(tmp_path)
    (folder / "charts" / "income.yaml").write_text(
        "title: Income\nstart: a\nnodes:\n"
        "  - {id: a, kind: do, text: 'A', next: b}\n"
        "  - {id: b, kind: do, text: 'B', next: a}\n"
        "  - {id: orphan, kind: end}\n",
        encoding="utf-8",
    )
    problems = problems_of(folder)
    assert any("income.yaml:6:" in p and "'orphan' cannot be reached" in p for p in problems)
    assert any("income.yaml:4:" in p and "no path from node 'a' reaches an end" in p for p in problems)


def test_duplicate_node_ids_and_yaml_keys(tmp_path: Path) -> None:
    folder = copy_tiny(tmp_path)
    edit(folder / "charts" / "income.yaml", "  - id: fin\n", "  - id: gain\n    kind: end\n  - id: fin\n")
    assert any("duplicate node id 'gain'" in p for p in problems_of(folder))
    edit(folder / "charts" / "income.yaml", 'title: "Income"', "title: A\ntitle: B")
    assert any("income.yaml:2: duplicate key 'title'" in p for p in problems_of(folder))


def test_schema_errors_point_at_the_line(tmp_path: Path) -> None:
    folder = copy_tiny(tmp_path)
    edit(folder / "charts" / "income.yaml", "kind: do", "kind: dance")
    problems = problems_of(folder)
    assert any(p.startswith(str(folder / "charts" / "income.yaml") + ":4:") for p in problems), problems


def test_broken_yaml_is_reported_not_raised(tmp_path: Path) -> None:
    folder = copy_tiny(tmp_path)
    (folder / "charts" / "income.yaml").write_text("title: [unclosed\n", encoding="utf-8")
    problems = problems_of(folder)
    assert any("income.yaml" in p and "not valid YAML" in p for p in problems)


def test_yaml_is_read_safely(tmp_path: Path) -> None:
    """Packs are data: a YAML tag that would build a Python object is refused."""
    folder = copy_tiny(tmp_path)
    edit(
        folder / "charts" / "income.yaml",
        'title: "Income"',
        "title: !!python/object/apply:os.system ['echo pwned']",
    )
    problems = problems_of(folder)
    assert any("income.yaml" in p for p in problems)


def test_variant_patch_replaces_a_node() -> None:
    pack = tiny_pack()
    base = pack.charts_for(())["income"].node_map()["gain"]
    hard = pack.charts_for(("hard",))["income"].node_map()["gain"]
    assert base.params == {"n": 2} and hard.params == {"n": 3}


def test_bad_variant_patch_is_reported(tmp_path: Path) -> None:
    folder = copy_tiny(tmp_path)
    edit(folder / "pack.yaml", "next: fin}", "next: nowhere}")
    assert any("variant 'hard'" in p and "unknown node 'nowhere'" in p for p in problems_of(folder))


def test_a_broken_pack_module_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    folder = copy_tiny(tmp_path)
    rules = folder / "rules.py"
    edit(
        rules,
        '    @reg.value("cost")',
        '    @reg.effect("gain")\n    def again(ctx: Ctx) -> None: ...\n\n    @reg.value("cost")',
    )
    problems = problems_of(folder)
    assert any(
        "rules.py:" in p and "module failed to load" in p and "'gain' is registered twice" in p
        for p in problems
    ), problems


def test_pack_modules_share_one_copy_of_a_sibling(tmp_path: Path) -> None:
    """A pack module importing another one (relatively) gets the copy the loader registered."""
    folder = copy_tiny(tmp_path)
    (folder / "helpers.py").write_text(
        '"""Helpers."""\nCOUNTER = [0]\n\n\ndef register(reg):\n    COUNTER[0] += 1\n', encoding="utf-8"
    )
    rules = folder / "rules.py"
    edit(
        rules,
        "from desktop.core.pack.registry import Ctx, Registry, RuleError",
        "from desktop.core.pack.registry import Ctx, Registry, RuleError\n\nfrom . import helpers",
    )
    edit(folder / "pack.yaml", "modules: [rules]", "modules: [helpers, rules]")
    pack, problems = load_pack(folder)
    assert pack is not None and problems == []
    import sys

    module = sys.modules["botmat_rules.tiny.helpers"]
    assert module.COUNTER == [1]
    assert sys.modules["botmat_rules.tiny.rules"].helpers is module
