"""The turn log: its pages, filters and how entries read."""
