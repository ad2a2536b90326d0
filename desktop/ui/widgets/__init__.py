"""Small widgets and windows every part of the screen uses: no game, no rules."""
