"""Action-specific effects, predicates and values of the EU: The Price of Power bot pack."""

from desktop.core.registry import Registry


def register(reg: Registry) -> None:
    """Register the action charts' names (none yet)."""
