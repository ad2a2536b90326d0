"""PySide6's support modules compiled once, not at every start.

PySide6 keeps the Python half of its support (`shibokensupport`: function signatures, the
feature switch, helpers for Qt's enums) as source text inside its library, and compiles all of
it each time it is imported: ≈ 13 ms of every start, the same work every time. Within
`kept_compiles(path)`, what that import compiles is kept in a file of the cache folder; the next
start is given back the compiled code of a source that is byte for byte the same (same length
and two checksums), as Python keeps the app's own modules compiled in __pycache__. Any other
call to `compile` takes the usual path; a damaged, foreign or stale file is ignored (and written
again), and so is a file that cannot be written.
"""

from __future__ import annotations

import builtins
import marshal
import sys
import types
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Any

from desktop.core.cache_write import crc, write_whole
from desktop.core.safe_read import ReadRefused, read_bytes

# What PySide6 compiles from its library while it is imported (named as it names them).
SUPPORT_NAMES = ("shibokensupport/", "signature_bootstrap.py")
FORMAT = b"botmat-qt-support 2\n"
LIMIT = 4 * 1024 * 1024  # the file holds ≈ 160 KB; anything far larger is not ours

Key = tuple[int, int, int]  # a source's length, CRC-32 and Adler-32
Kept = dict[str, tuple[Key, types.CodeType]]


class Counts:
    """What the last `kept_compiles` did: sources given back compiled, and compiled anew."""

    served = 0
    compiled = 0


@contextmanager
def kept_compiles(path: Path) -> Iterator[None]:
    """While inside, PySide6's support modules compile from the file at `path` when it holds
    them; afterwards the file holds what was compiled (left as it is when nothing was)."""
    kept = read_kept(path)
    used: Kept = {}
    usual: Callable[..., Any] = builtins.compile
    Counts.served = Counts.compiled = 0

    def compile_kept(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs or mode != "exec" or not _support(filename) or type(source) not in (bytes, str):
            return usual(source, filename, mode, *args, **kwargs)
        key = source_key(source)
        found = kept.get(filename)
        if found is not None and found[0] == key:
            Counts.served += 1
            code = found[1]
        else:
            Counts.compiled += 1
            code = usual(source, filename, mode)
        used[filename] = (key, code)
        return code

    builtins.compile = compile_kept
    try:
        yield
    finally:
        if builtins.compile is compile_kept:  # else someone replaced it since: theirs stays
            builtins.compile = usual
        if Counts.compiled:
            _write(path, used)


def _support(filename: Any) -> bool:
    return type(filename) is str and filename.startswith(SUPPORT_NAMES)


def source_key(source: bytes | str) -> Key:
    """What tells one source text from another (a changed PySide6 changes it)."""
    data = source if isinstance(source, bytes) else source.encode("utf-8", "surrogatepass")
    return len(data), zlib.crc32(data), zlib.adler32(data)


def _header() -> bytes:
    # Bytecode belongs to one Python (its magic number) and one optimisation level (-O).
    return FORMAT + MAGIC_NUMBER + bytes([sys.flags.optimize])


def read_kept(path: Path) -> Kept:
    """The compiled sources kept at `path`; nothing when it is missing, damaged or written by
    another Python."""
    try:
        data = read_bytes(path, LIMIT)  # a FIFO or a folder there is refused, not waited on
    except ReadRefused:
        return {}
    header = _header()
    checksum, body = data[len(header) : len(header) + 8], data[len(header) + 8 :]
    if not data.startswith(header) or checksum != crc(body).encode():
        return {}  # damaged: marshal is only given what this module wrote
    try:
        kept = marshal.loads(body)
    except (EOFError, ValueError, TypeError):
        return {}
    return kept if _well_formed(kept) else {}


def _well_formed(kept: Any) -> bool:
    if type(kept) is not dict:
        return False
    for name, entry in kept.items():
        if not (_support(name) and type(entry) is tuple and len(entry) == 2):
            return False
        key, code = entry
        if type(key) is not tuple or len(key) != 3 or not isinstance(code, types.CodeType):
            return False
    return True


def _write(path: Path, kept: Kept) -> None:
    body = marshal.dumps(kept)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, _header() + crc(body).encode() + body)
    except OSError:
        pass  # only costs the next start the compiling
