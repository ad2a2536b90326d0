"""Qt widgets of Botmat: they show the core's state and hold no rules."""
