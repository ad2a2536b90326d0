"""Qt-free core of Botmat: packs, engine, sessions, saves and the CLI."""
