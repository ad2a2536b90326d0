"""The table display: a second, read-only window the whole table reads, in its own language."""
