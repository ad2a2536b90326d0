"""The game library and the welcome page, and the Game menu's file commands."""
