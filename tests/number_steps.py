"""Every number step of the bundled packs, variants' steps included, as the tests of what the
table display says about them ("Waiting for: how many Pirates are in that Trade Node, 0–9")
read them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from bundled import RULES, bundled_pack

from desktop.core.pack.pack_model import NumberNode


@dataclass(frozen=True)
class NumberStep:
    """One number step: where it is (its catalogue context is `pack/chart`) and its node."""

    pack: str
    chart: str
    node: NumberNode

    @property
    def context(self) -> str:
        return f"{self.pack}/{self.chart}"

    def __str__(self) -> str:
        return f"{self.context}/{self.node.id}"


def number_steps() -> Iterator[NumberStep]:
    """Each number step once: the charts as bundled, then the steps a variant's patch adds."""
    seen: set[tuple[str, str, str]] = set()
    for folder in sorted(p.parent for p in RULES.glob("*/pack.yaml")):
        pack = bundled_pack(folder.name)
        for variants in [(), *((v,) for v in pack.meta.variants)]:
            for chart_id, chart in pack.charts_for(variants).items():
                for node in chart.nodes:
                    key = (pack.id, chart_id, node.id)
                    if isinstance(node, NumberNode) and key not in seen:
                        seen.add(key)
                        yield NumberStep(pack.id, chart_id, node)
