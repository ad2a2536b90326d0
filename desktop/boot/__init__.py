"""The start: arguments, the composition root, stage timing, snapshot mode."""
