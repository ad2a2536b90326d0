"""Play: the flowchart interpreter, the world, sessions, corrections, rounds and the view."""
