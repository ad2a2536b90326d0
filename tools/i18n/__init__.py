"""Translation tooling: extract, merge, report and compile the Qt Linguist catalogues.

Run it as `python -m tools.i18n COMMAND` from the repository (see `cli`). The modules:
`catalogue` (the entry model and merging), `tsfile` (reading and writing .ts files),
`yaml_extractor` (pack.yaml, charts, cards and tables), `python_extractor` (`ctx.msg`, predicate
reasons, `engine_msg`), `lupdate` (the Qt tools: interface strings and compiling), `extract`
(extractors into catalogues), `review` (status, todo, fill) and `cli` (the command line).
"""
