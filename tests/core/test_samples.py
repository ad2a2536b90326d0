"""Sample games (the welcome page's "Try a sample game"): every bundled pack declares one that
sets up and starts; a sample naming an option or fact the pack does not have is refused."""

from __future__ import annotations

import pytest
from bundled import bundled_pack
from pydantic import ValidationError

from desktop.core.pack.checking import checked
from desktop.core.pack.pack_model import PackMeta
from desktop.core.play.samples import sample_bots, sample_shared, sample_start
from desktop.core.play.session import Session

PACKS = ["eupop", "root_clockwork", "glory_automa", "megaciv_calamities"]


@pytest.mark.parametrize("pack_id", PACKS)
def test_every_pack_has_a_sample_that_starts_on_a_step(pack_id: str) -> None:
    pack = bundled_pack(pack_id)
    assert pack.meta.sample is not None, "the welcome page offers a sample of every rule system"
    session = Session(pack, 1)
    for options, profile in sample_bots(pack):
        assert set(options) == {o.id for o in pack.meta.bot_options}, "every option has a value"
        session.add_bot(session.next_bot_id(), options, profile)
    for name, value in sample_shared(pack).items():
        session.apply({"type": "set_shared", "name": name, "value": value})
    session.apply({"type": "start", "bot": "b1", "chart": sample_start(pack)})
    assert session.current("b1") is not None, "the sample opens on a step to click through"


def test_two_root_sample_bots_are_two_factions() -> None:
    factions = [options["faction"] for options, _ in sample_bots(bundled_pack("root_clockwork"))]
    assert factions == ["marquise", "eyrie"]


def test_a_sample_naming_what_the_pack_lacks_is_refused() -> None:
    base = {"id": "x", "name": "X", "revision": 1, "entry": "main"}
    with pytest.raises(ValidationError, match="no bot options"):
        checked(PackMeta, base | {"sample": {"bots": [{"colour": "red"}]}})
    with pytest.raises(ValidationError, match="no shared fact"):
        checked(PackMeta, base | {"sample": {"bots": [{}], "shared": {"round": 2}}})
