"""Issue 31: the set-up installs exactly the versions the suite was run with (constraints.txt)."""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import PackageNotFoundError, version

from packaging.requirements import Requirement
from packaging_helpers import ROOT, load

buildinfo = load("buildinfo")


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def declared() -> list[Requirement]:
    """Every requirement pyproject.toml declares: runtime, test, packaging and the build backend."""
    with open(ROOT / "pyproject.toml", "rb") as fh:
        project = tomllib.load(fh)
    texts = list(project["project"]["dependencies"]) + list(project["build-system"]["requires"])
    for extra in project["project"]["optional-dependencies"].values():
        texts += extra
    return [Requirement(text) for text in texts]


def test_the_lock_pins_every_declared_dependency_within_its_range() -> None:
    pins = buildinfo.locked_versions()
    for req in declared():
        pinned = pins.get(normal(req.name))
        assert pinned, f"{req.name} has no pin in constraints.txt: run `make lock`"
        assert req.specifier.contains(pinned, prereleases=True), f"{req.name}=={pinned} outside {req}"


def test_the_suite_runs_on_the_locked_set() -> None:
    """A fresh clone's `make test` installs the lock; a drifted venv would test other releases
    (PyYAML 6.0.4 changed a refusal's words while pyproject said only `PyYAML>=6`)."""
    drifted = []
    for name, pinned in buildinfo.locked_versions().items():
        try:
            installed = version(name)
        except PackageNotFoundError:
            continue  # the packaging tools are installed only by `make package`
        if installed != pinned:
            drifted.append(f"{name} {installed} != {pinned}")
    assert not drifted, f"not the locked set (rerun `make test`, which installs it): {drifted}"
