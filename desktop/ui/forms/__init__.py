"""Forms and dialogs built from data: New game, profiles, a pack's checks."""
