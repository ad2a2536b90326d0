"""ICU's data in the Linux bundle, without the parts no Qt call of the app reads (32 MB -> 17 MB).

QtCore links ICU, whose data library (`libicudata.so.<N>`) carries every ICU service's data for
every locale. Qt calls only a few ICU services (the C functions its libraries import, read with
`readelf`): case mapping, collation, converters and time-zone names. The trees below are read
only by other services; each is removed with ICU's own tools, as ICU's data customisation guide
describes (`icupkg -r`, then `genccode` and the linker make the library again, same soname).

Safety, checked at every build:
- a tree goes only when no library in the bundle imports a function that reads it (a future Qt
  that formats numbers or names languages through ICU keeps `curr`, `lang`...), and nothing is
  trimmed when a library calls ICU's C++ API (its reach cannot be read from the names);
- the venv's Qt, run with the trimmed library in place of its own, must give exactly what it
  gives with the full one: sorting, upper and lower case, time-zone names and long dates in
  English, Polish and Ukrainian (the app's languages), and the converters it knows.
Without the tools (icu-devtools, binutils, gcc) the data stays whole and the build says so.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# Tree of ICU's data -> (what it holds, the ICU C functions that read it, by prefix).
DROPPED_TREES: dict[str, tuple[str, tuple[str, ...]]] = {
    "lang": ("language and script names", ("uloc_getDisplay", "uldn_", "udat_", "udatpg_")),
    "region": ("country and region names", ("uloc_getDisplay", "uldn_", "udat_", "udatpg_")),
    "curr": ("currency names and symbols", ("ucurr_", "unum_", "unumf_", "uplrules_")),
    "unit": ("unit names (km, hours...)", ("unum_", "unumf_", "umeas", "ureldatefmt_", "ulistfmt_")),
    "brkitr": (
        "word, line and sentence break rules and dictionaries",
        (
            "ubrk_",
            "u_strToTitle",
            "ucasemap_toTitle",
            "ucasemap_utf8ToTitle",
            "usearch_",
            "ucasemap_setBreak",
        ),
    ),
    "translit": ("transliterators", ("utrans_",)),
    "rbnf": ("numbers spelled out in words", ("unum_", "unumf_")),
}
TOOLS = ("objcopy", "icupkg", "genccode", "gcc", "strip")
_SUFFIX = re.compile(r"_\d+$")  # ICU's versioned names: ucol_open_73

# Run by the venv's Python with the full and with the trimmed data: what Qt computes through ICU.
PROBE = r"""
import functools, json
from PySide6.QtCore import (QCollator, QDate, QDateTime, QLocale, QStringConverter, QStringDecoder,
                            QTime, QTimeZone, Qt)
words = ["zebra", "Łódź", "łania", "ćma", "Ćwiek", "cebula", "żaba", "źrebię", "Żółw", "Zenon", "єнот",
         "ґанок", "Їжак", "іній", "Яблуко", "Абрикос", "гора", "straße", "Strasse", "a10", "a9", "İstanbul"]
zones = [b"Europe/Warsaw", b"Europe/Kyiv", b"America/New_York", b"Asia/Kolkata", b"UTC"]
kinds = [(t, n) for t in QTimeZone.TimeType for n in QTimeZone.NameType]
out = {}
for lang in ("en", "pl", "uk", "en_US", "pl_PL", "uk_UA"):
    loc = QLocale(lang)
    plain, numeric, folded = QCollator(loc), QCollator(loc), QCollator(loc)
    numeric.setNumericMode(True)
    folded.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    out[lang] = {
        "sorted": [sorted(words, key=functools.cmp_to_key(c.compare)) for c in (plain, numeric, folded)],
        "case": [[loc.toUpper(w), loc.toLower(w)] for w in words],
        "zones": [QTimeZone(z).displayName(t, n, loc) for z in zones for t, n in kinds],
        "date": loc.toString(QDateTime(QDate(2026, 11, 27), QTime(15, 30), QTimeZone(zones[0])),
                             QLocale.FormatType.LongFormat),
    }
out["codecs"] = sorted(QStringConverter.availableCodecs())
legacy = ("windows-1250", "windows-1251", "KOI8-U", "Shift_JIS")
out["decoders"] = [QStringDecoder(n).isValid() for n in legacy]
maps = open("/proc/self/maps", encoding="utf-8").read()
out["data"] = sorted({line.split()[-1] for line in maps.splitlines() if "libicudata" in line})
print(json.dumps(out, ensure_ascii=False))
"""


def imported_icu_calls(folder: Path) -> tuple[set[str], set[str]]:
    """The ICU C functions the bundle's libraries (ICU's own aside) import, without the version
    suffix; and the libraries that import ICU's C++ API."""
    calls: set[str] = set()
    cxx: set[str] = set()
    for path in sorted(folder.rglob("*.so*")):
        if not path.is_file() or path.is_symlink() or path.name.startswith("libicu"):
            continue
        probe = subprocess.run(["readelf", "--dyn-syms", "-W", str(path)], capture_output=True, text=True)
        for line in probe.stdout.splitlines():
            cols = line.split()
            if len(cols) < 8 or cols[6] != "UND":
                continue
            name = cols[7].split("@")[0]
            if name.startswith("_Z") and "icu_" in name:
                cxx.add(path.name)
            elif re.search(r"_\d+$", name) and name[:1] in "uU":
                calls.add(_SUFFIX.sub("", name))
    return calls, cxx


def droppable(calls: set[str], cxx: set[str]) -> list[str]:
    """The trees no imported ICU function reads; none when ICU's C++ API is used."""
    if cxx:
        return []
    return [
        tree for tree, (_, readers) in DROPPED_TREES.items() if not any(c.startswith(readers) for c in calls)
    ]


def _run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)  # type: ignore[call-overload]
    if result.returncode:
        raise SystemExit(f"ICU data: {' '.join(cmd[:2])} failed: {result.stderr.strip()[-500:]}")
    return result  # type: ignore[no-any-return]


def rebuild(library: Path, trees: list[str], work: Path) -> tuple[Path, int]:
    """A copy of `library` without the items of `trees`: (the new library, items removed)."""
    major = library.name.rsplit(".", 1)[-1]
    name = f"icudt{major}{'l' if sys.byteorder == 'little' else 'b'}"
    full = work / "full" / f"{name}.dat"
    full.parent.mkdir(parents=True)
    _run(["objcopy", "-O", "binary", "--only-section=.rodata", str(library), str(full)])
    items = _run(["icupkg", "-l", str(full)]).stdout.split()
    gone = [item for item in items if item.split("/", 1)[0] in trees and "/" in item]
    (work / "drop.txt").write_text("\n".join(gone) + "\n", encoding="utf-8")
    # The package's name is its file's name, and ICU finds items by it: keep icudt<N><endian>.
    trimmed = work / "trimmed" / f"{name}.dat"
    trimmed.parent.mkdir()
    _run(["icupkg", "-r", str(work / "drop.txt"), str(full), str(trimmed)])
    _run(["genccode", "-q", "-a", "gcc", "-e", f"icudt{major}", "-d", str(work), str(trimmed)])
    out = work / library.name
    source = next(work.glob("*.S"))
    soname = f"-Wl,-soname,{library.name}"
    _run(["gcc", "-shared", "-nostdlib", soname, "-Wl,-z,noexecstack", "-o", str(out), str(source)])
    _run(["strip", str(out)])
    return out, len(gone)


def probe(library: Path | None) -> dict[str, object]:
    """What the venv's Qt computes through ICU, with `library` as its data (None: its own)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if library is not None:
        # A preloaded library answers libicuuc's need of that soname before Qt's own folder is read.
        env["LD_PRELOAD"] = str(library)
    result = _run([sys.executable, "-c", PROBE], env=env, timeout=120)
    found: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return found


def trim(folder: Path) -> int:
    """Replace the bundle's ICU data library by one without the unread trees; bytes saved."""
    library = next(iter(sorted(folder.rglob("libicudata.so.*"))), None)
    if library is None:
        print("ICU data: no libicudata in the bundle, nothing to trim")
        return 0
    missing = [tool for tool in TOOLS if not shutil.which(tool)]
    if missing:
        print(f"ICU data: left whole, missing {', '.join(missing)} (packaging/linux/build-deps.sh)")
        return 0
    calls, cxx = imported_icu_calls(folder)
    trees = droppable(calls, cxx)
    kept = sorted(set(DROPPED_TREES) - set(trees))
    if cxx:
        print(f"ICU data: left whole, {', '.join(sorted(cxx))} call ICU's C++ API")
    if not trees:
        return 0
    with tempfile.TemporaryDirectory(prefix="botmat-icu-") as tmp:
        new, count = rebuild(library, trees, Path(tmp))
        full, trimmed = probe(None), probe(new)
        if full.pop("data") == trimmed.pop("data"):
            raise SystemExit("ICU data: the probe did not load the trimmed library (LD_PRELOAD ignored?)")
        if full != trimmed:
            differ = sorted(k for k in full if full[k] != trimmed.get(k))
            raise SystemExit(f"ICU data: Qt computes differently without {trees} ({differ}): not trimmed")
        saved = library.stat().st_size - new.stat().st_size
        shutil.copyfile(new, library)
    print(
        f"ICU data: {library.name} without {', '.join(trees)} ({count} items, {saved / 1e6:.1f} MB); "
        f"Qt's sorting, case, time-zone names and converters unchanged"
        + (f"; kept {', '.join(kept)} (read by a function Qt calls)" if kept else "")
    )
    return saved
