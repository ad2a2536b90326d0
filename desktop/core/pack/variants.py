"""A pack's variants: the patches of the chosen variants applied to its charts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.core.pack.pack_model import Chart, Node

if TYPE_CHECKING:
    from desktop.core.pack.pack_loading import Pack


def apply_variants(pack: Pack, variants: tuple[str, ...]) -> dict[str, Chart]:
    """Apply variant patches: nodes with an existing id replace it, others are added. Only the
    patch's nodes are validated: the rest of the chart was when it loaded."""
    from desktop.core.pack.record_check import validate_type  # imports pydantic: a variant's first use

    charts = dict(pack.charts)
    for name in variants:
        for patch in pack.meta.variants[name].patches:
            base = charts[patch.chart]
            nodes = list(base.nodes)
            by_id = {n.id: i for i, n in enumerate(nodes)}
            for raw in patch.nodes:
                node = validate_type(Node, raw)
                if node.id in by_id:
                    nodes[by_id[node.id]] = node
                else:
                    by_id[node.id] = len(nodes)
                    nodes.append(node)
            fields = {f: getattr(base, f) for f in Chart.model_fields}
            charts[patch.chart] = Chart.built(
                {**fields, "nodes": nodes, "start": patch.start or base.start},
                base.model_fields_set | {"nodes", "start"},
            )
    return charts
