"""The main window: its layout, menus and keys, the Game menu's file commands, the theme and help."""
