"""The game store: the SQLite game file, its checks, resume, the library and JSON saves."""
