"""Rule packs: loading, validation, the registry of rules, records and caches of parsed packs."""
