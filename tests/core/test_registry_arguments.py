"""A rule's argument names, read from its code at load, are those `inspect.signature` gives: a
chart passing an argument a rule does not take is still refused, a missing one still named."""

from __future__ import annotations

import functools
from typing import Any

import pytest

from desktop.core.pack.pack_loading import load_pack
from desktop.core.pack.registry import Named, _describe, _described_by_signature
from desktop.core.paths import bundled_pack_dirs


def _shape(named: Named) -> tuple[frozenset[str], frozenset[str] | None]:
    return named.required, named.accepted


def test_every_bundled_rule_takes_the_arguments_its_signature_names() -> None:
    compared = 0
    for folder in bundled_pack_dirs():
        pack, problems = load_pack(folder)
        assert pack is not None and not problems, problems
        reg = pack.registry
        for table in (reg.effects, reg.predicates, reg.values):
            for name, named in table.items():
                assert _shape(named) == _shape(_described_by_signature(named.func)), name
                compared += 1
    assert compared > 200  # the four packs register 271 rules


def _plain(ctx: Any, a: int, b: int = 1, *, c: int, d: int = 2) -> None: ...
def _any(ctx: Any, a: int, **rest: Any) -> None: ...
def _only_ctx(ctx: Any) -> None: ...
def _positional_only(ctx: Any, a: int, /, b: int, c: int = 0) -> None: ...
def _star_args(ctx: Any, *more: Any, e: int) -> None: ...


def _wrapper(func: Any) -> Any:
    @functools.wraps(func)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)

    return wrapped


class _Callable:
    def __call__(self, ctx: Any, x: int) -> None: ...


@pytest.mark.parametrize(
    "func",
    [
        _plain,
        _any,
        _only_ctx,
        _positional_only,
        _star_args,
        _wrapper(_plain),
        functools.partial(_plain, b=3),
        _Callable(),
        lambda ctx, z, y=0: None,
    ],
)
def test_a_rule_of_any_shape_reads_as_its_signature(func: Any) -> None:
    assert _shape(_describe(func)) == _shape(_described_by_signature(func))


def test_required_and_accepted_names_of_a_plain_rule() -> None:
    named = _describe(_plain)
    assert named.required == {"a", "c"}
    assert named.accepted == {"a", "b", "c", "d"}
    assert _describe(_any).accepted is None  # takes any name
    assert _describe(_positional_only).accepted == {"b", "c"}  # a cannot be passed by name
