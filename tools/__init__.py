"""Developer tools: benchmarks and the translation tooling (never shipped with the app)."""
