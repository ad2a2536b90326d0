"""A bot's mat drawn from the pack's `mat:` as data: its sections, one editor per kind of
value (counter, map, choice, flag, cards, text), every value corrected by hand."""
