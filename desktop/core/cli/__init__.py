"""The headless interface and random play."""
