"""Bot setup options are checked: a value a pack does not declare is refused with the allowed ones."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from core_helpers import TINY, bundled_packs, tiny_pack

from desktop.core.cli.commands import main as cli_main
from desktop.core.messages import InputError
from desktop.core.play.session import Session


@pytest.mark.parametrize(
    "options, words",
    [
        ({"level": "medium"}, "bot option 'level': 'medium' is not easy or hard"),
        ({"level": ["easy"]}, "is not easy or hard"),
        ({"lvl": "easy"}, "unknown bot option 'lvl'; the options are ['level', 'name']"),
        ({"name": ["Red"]}, "bot option 'name'"),
    ],
)
def test_an_undeclared_option_or_value_is_refused_and_no_bot_is_added(options: dict, words: str) -> None:
    session = Session(tiny_pack(), 1)
    with pytest.raises(InputError, match=words.replace("[", r"\[").replace("]", r"\]")):
        session.add_bot("b1", options)
    assert session.world["bots"] == {} and session.cursor == 0


def test_declared_values_and_missing_options_are_accepted() -> None:
    session = Session(tiny_pack(), 1)
    session.add_bot("b1", {"name": "Red", "level": "hard"})
    session.add_bot("b2", {})
    assert session.bot_ids == ["b1", "b2"]


def test_every_bundled_pack_refuses_an_undeclared_choice_naming_the_allowed_values() -> None:
    """Issue 15 item 6: e.g. a Root difficulty 'hard' is refused, not silently played as Default."""
    packs = bundled_packs()
    checked = 0
    for pack in packs.values():
        for opt in pack.meta.bot_options:
            if opt.kind not in ("choice", "multi"):
                continue
            value = ["no_such_value"] if opt.kind == "multi" else "no_such_value"
            with pytest.raises(InputError) as refused:
                Session(pack, 1).add_bot("b1", {opt.id: value})
            assert all(c.id in str(refused.value) for c in opt.choices), str(refused.value)
            checked += 1
    assert checked >= 5


def test_int_options_keep_their_bounds() -> None:
    packs = bundled_packs()
    bounded = [
        (p, o) for p in packs.values() for o in p.meta.bot_options if o.kind == "int" and o.min is not None
    ]
    assert bounded
    for pack, opt in bounded:
        for bad, words in ((opt.min - 1, "below the minimum"), ("7", "not a whole number")):
            with pytest.raises(InputError, match=words):
                Session(pack, 1).add_bot("b1", {opt.id: bad})


def test_the_cli_refuses_a_bad_setup_with_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(TINY.parent))
    setup = tmp_path / "setup.yaml"
    setup.write_text("bots:\n  - {id: b1, options: {name: Red, level: insane}}\n")
    out = io.StringIO()
    code = cli_main(["run", "--pack", "tiny", "--setup", str(setup)], out=out, inp=io.StringIO(""))
    error = json.loads(out.getvalue().splitlines()[-1])
    assert code == 2 and error["kind"] == "error"
    assert "'insane' is not easy or hard" in error["error"] and str(setup) in error["error"]


@pytest.mark.parametrize(
    "text, words",
    [
        ("bots:\n  - {id: b1, option: {level: easy}}\n", "bot 1 has unknown key(s) ['option']"),
        ("bot: {options: {level: easy}}\nshare: {round: 2}\n", "a setup has unknown key(s) ['share']"),
        ("bots:\n  - {id: b1, options: [easy]}\n", "bot 1 is not a mapping with a mapping of options"),
    ],
)
def test_a_misspelt_setup_key_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, words: str
) -> None:
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(TINY.parent))
    setup = tmp_path / "setup.yaml"
    setup.write_text(text)
    out = io.StringIO()
    code = cli_main(["run", "--pack", "tiny", "--setup", str(setup)], out=out, inp=io.StringIO(""))
    assert code == 2 and words in json.loads(out.getvalue().splitlines()[-1])["error"]
