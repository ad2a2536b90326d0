"""The flowchart: layout, items, labels, overview and kept placements."""
