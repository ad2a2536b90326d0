"""Loading a rule pack folder into typed objects, with its module, overlays and variants."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.core.messages import Message, engine_msg
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_cache import PackFiles
from desktop.core.pack.pack_code import import_pack_module, may_run_code
from desktop.core.pack.pack_model import Chart, Deck, PackMeta
from desktop.core.pack.record import Record, invalid
from desktop.core.pack.registry import Registry
from desktop.core.pack.variants import apply_variants
from desktop.core.pack.yaml_source import LoadError, Located, load_yaml
from desktop.core.values import Value

if TYPE_CHECKING:
    from pydantic import ValidationError


def pydantic_problems(err: ValidationError, located: Located, prefix: tuple[Any, ...] = ()) -> list[str]:
    """Turn pydantic errors into `path:line: message` lines."""
    out = []
    for e in err.errors():
        loc = prefix + tuple(p for p in e["loc"] if not (isinstance(p, str) and p in _KINDS))
        where = ".".join(str(p) for p in loc) or "(top)"
        out.append(f"{located.where(loc)}: {where}: {e['msg']}")
    return out


_KINDS = {"ask", "number", "check", "roll", "do", "call", "goto", "end"}


class Pack(Value, frozen=False):
    """A loaded rule pack: metadata, charts, tables, decks and registered names."""

    id: str
    folder: Path
    meta: PackMeta
    charts: dict[str, Chart]
    tables: dict[str, Any]
    decks: dict[str, dict[str, dict[str, Any]]]
    registry: Registry
    sources: dict[str, Located] = field(default_factory=dict)  # chart/table id -> file
    overlays: dict[str, Path] = field(default_factory=dict)  # what a user overlay replaced
    overlay_problems: list[str] = field(default_factory=list)
    _variant_cache: dict[tuple[str, ...], dict[str, Chart]] = field(default_factory=dict)

    def charts_for(self, variants: tuple[str, ...] | list[str] = ()) -> dict[str, Chart]:
        """Charts with the patches of the given variants applied (cached per combination)."""
        if not variants:  # the common case, on every step: no sorting, no lookup
            return self.charts
        given = tuple(variants)  # on every step: a bot's variants come in the same order
        found = self._variant_cache.get(given)
        if found is None:
            key = tuple(sorted(v for v in variants if v in self.meta.variants))
            if key not in self._variant_cache:
                self._variant_cache[key] = apply_variants(self, key) if key else self.charts
            found = self._variant_cache[given] = self._variant_cache[key]
        return found


def _error_line(err: BaseException, path: Path) -> int:
    """The line of `path` where an exception was raised (1 when it is not in that file)."""
    line = 1
    tb = err.__traceback__
    path = path.resolve()
    while tb is not None:
        if Path(tb.tb_frame.f_code.co_filename).resolve() == path:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _validated(
    model: type[Record] | None,
    located: Located,
    problems: list[str],
    prefix: tuple[Any, ...] = (),
    files: PackFiles | None = None,
) -> Any:
    if model is None:
        return located.data
    try:
        return _checked(files, located.path, model, lambda: checked(model, located.data))
    except invalid() as err:
        problems.extend(pydantic_problems(err, located, prefix))
        return None


class NotAMapping(Exception):
    """A chart file whose data is not a mapping (the problem is said by `load_chart_file`)."""


def load_chart_file(
    path: Path, problems: list[str], files: PackFiles | None = None
) -> tuple[Chart | None, Located | None]:
    """Read and type-check one chart file (through the pack's cache, when given); problems are
    appended, None when unusable."""
    try:
        located = files.read(path) if files is not None else load_yaml(path)
    except LoadError as err:
        problems.extend(err.problems)
        return None, None

    def check() -> Chart:
        # Only when the cache holds no checked chart: a start from a clean cache reads no data.
        if not isinstance(located.data, dict):
            raise NotAMapping
        data = dict(located.data)
        data.setdefault("id", path.stem)
        return checked(Chart, data)

    try:
        chart = _checked(files, path, Chart, check)
    except NotAMapping:
        problems.append(f"{path}:1: a chart file must be a mapping")
        return None, located
    except invalid() as err:
        problems.extend(pydantic_problems(err, located))
        return None, located
    if chart.id != path.stem:
        problems.append(
            f"{path}:{located.line(('id',))}: chart id '{chart.id}' differs from its file name '{path.stem}'"
        )
    return chart, located


def _checked(files: PackFiles | None, path: Path, kind: Any, check: Callable[[], Any]) -> Any:
    """`check()`, or what it gave when the pack's clean cache was written (PackFiles.checked)."""
    return check() if files is None else files.checked(path, kind, check)


def load_pack(folder: Path, overlay_dir: Path | None = None) -> tuple[Pack | None, list[str]]:
    """Load a pack folder. Returns the pack (None if unusable) and every problem found."""
    from desktop.core.pack.pack_validate import validate_pack  # here to keep the import graph acyclic

    problems: list[str] = []
    files = PackFiles(folder)
    try:
        meta_src = files.read(folder / "pack.yaml")
    except LoadError as err:
        return None, err.problems
    try:
        meta = files.checked(folder / "pack.yaml", PackMeta, lambda: checked(PackMeta, meta_src.data))
    except invalid() as err:
        return None, pydantic_problems(err, meta_src)
    if meta.id != folder.name:
        problems.append(
            f"{meta_src.where(('id',))}: pack id '{meta.id}' differs from its folder name '{folder.name}'"
        )

    registry = Registry(meta.id)
    skipped = _load_modules(folder, meta, meta_src, registry, problems)

    sources: dict[str, Located] = {"pack.yaml": meta_src}
    charts = _load_charts(folder, files, sources, problems)
    tables = _load_tables(folder, files, registry, sources, problems)
    decks = {
        path.stem: deck
        for path in sorted((folder / "cards").glob("*.yaml"))
        if (deck := _load_deck(path, registry, problems, files)) is not None
    }
    pack = Pack(meta.id, folder, meta, charts, tables, decks, registry, sources)
    if skipped:
        # Without its modules the pack's names are unknown: the charts are checked by the rest.
        registry.open = True
    # Files unchanged since a load that passed every check need no graph check again.
    if not (files.hit and files.clean and not problems):
        problems.extend(validate_pack(pack))
        if not problems:
            files.store()
    if overlay_dir is not None and not problems:
        apply_overlays(pack, overlay_dir)
    return pack, problems


def _load_charts(
    folder: Path, files: PackFiles, sources: dict[str, Located], problems: list[str]
) -> dict[str, Chart]:
    """Every chart file of the pack, type-checked; its source noted for `file:line` problems."""
    charts: dict[str, Chart] = {}
    for path in sorted((folder / "charts").glob("*.yaml")):
        chart, located = load_chart_file(path, problems, files)
        if chart is not None and located is not None:
            charts[chart.id] = chart
            sources[chart.id] = located
    return charts


def _load_tables(
    folder: Path, files: PackFiles, registry: Registry, sources: dict[str, Located], problems: list[str]
) -> dict[str, Any]:
    """Every table of the pack, validated by the schema a module registered for it (if any)."""
    tables: dict[str, Any] = {}
    for path in sorted((folder / "tables").glob("*.yaml")):
        try:
            located = files.read(path)
        except LoadError as err:
            problems.extend(err.problems)
            continue
        model = registry.schemas.get(("table", path.stem))
        tables[path.stem] = _validated(model, located, problems, files=files)
        sources[f"table:{path.stem}"] = located
    return tables


def _load_modules(
    folder: Path, meta: PackMeta, meta_src: Located, registry: Registry, problems: list[str]
) -> list[Path]:
    """Import the pack's modules and collect their rules; returns the modules not run.

    Only a bundled pack's modules run (`may_run_code`): for any other folder each module is named
    as skipped, so `validate` on a player's folder never executes its Python."""
    trusted = may_run_code(folder)
    skipped: list[Path] = []
    for stem in meta.modules:
        path = folder / f"{stem}.py"
        if not path.is_file():
            problems.append(f"{meta_src.where(('modules',))}: module file {path.name} is missing")
        elif not trusted:
            skipped.append(path)
            problems.append(
                f"{path}:1: module not imported: only the bundled packs' Python runs "
                "(the names it registers are not checked)"
            )
        else:
            _collect(folder, meta.id, stem, registry, problems)
    return skipped


def _collect(folder: Path, pack_id: str, stem: str, registry: Registry, problems: list[str]) -> None:
    """Import one pack module and register its rules (its decorated names, or its `register`)."""
    path = folder / f"{stem}.py"
    try:
        module = import_pack_module(pack_id, folder, stem)
        found = registry.collect(module)
        register = getattr(module, "register", None)
        if register is not None:
            register(registry)
        elif not found:
            problems.append(f"{path}:1: module registers nothing (no decorated rule, no register(reg))")
    except LoadError as err:
        problems.extend(err.problems)
    except Exception as err:  # noqa: BLE001 - a broken pack module must not break the others
        problems.append(
            f"{path}:{_error_line(err, path)}: module failed to load: {type(err).__name__}: {err}"
        )


def _load_deck(
    path: Path, registry: Registry, problems: list[str], files: PackFiles
) -> dict[str, dict[str, Any]] | None:
    try:
        located = files.read(path)
    except LoadError as err:
        problems.extend(err.problems)
        return None
    model = registry.schemas.get(("cards", path.stem))
    cards: dict[str, dict[str, Any]] | None = files.checked(
        path, dict[str, dict[str, Any]], lambda: _deck_cards(located, model, problems)
    )
    return cards


def _deck_cards(
    located: Located, model: type[Record] | None, problems: list[str]
) -> dict[str, dict[str, Any]] | None:
    """A deck file's cards by id, each checked by the pack's card schema (when it has one)."""
    try:
        deck = checked(Deck, located.data)
    except invalid() as err:
        problems.extend(pydantic_problems(err, located))
        return None
    cards: dict[str, dict[str, Any]] = {}
    for i, card in enumerate(deck.cards):
        raw = located.data["cards"][i]
        if card.id in cards:
            problems.append(f"{located.where(('cards', i, 'id'))}: duplicate card id '{card.id}'")
        if model is not None:
            try:
                cards[card.id] = checked(model, raw).to_data(json=True)
            except invalid() as err:
                problems.extend(pydantic_problems(err, located, ("cards", i)))
        else:
            cards[card.id] = dict(raw)
    return cards


def apply_overlays(pack: Pack, overlay_dir: Path) -> None:
    """Replace bundled charts/tables by valid user overlays; refuse bad ones with reasons."""
    from desktop.core.pack.pack_validate import validate_pack

    root = overlay_dir / pack.id
    for path in sorted((root / "charts").glob("*.yaml")) if root.is_dir() else []:
        problems: list[str] = []
        chart, located = load_chart_file(path, problems)
        if chart is None or located is None:
            pack.overlay_problems.extend(problems or [f"{path}:1: unusable overlay"])
            continue
        if chart.id not in pack.charts:
            pack.overlay_problems.append(f"{path}:1: no bundled chart '{chart.id}' to replace")
            continue
        old_chart, old_src = pack.charts[chart.id], pack.sources[chart.id]
        pack.charts[chart.id], pack.sources[chart.id] = chart, located
        pack._variant_cache.clear()
        # The whole pack is checked again: other charts and variants may rely on this one.
        found = validate_pack(pack)
        if found:
            pack.charts[chart.id], pack.sources[chart.id] = old_chart, old_src
            pack.overlay_problems.extend(found)
        else:
            pack.overlays[chart.id] = path
    for path in sorted((root / "tables").glob("*.yaml")) if root.is_dir() else []:
        problems = []
        if path.stem not in pack.tables:
            pack.overlay_problems.append(f"{path}:1: no bundled table '{path.stem}' to replace")
            continue
        try:
            located = load_yaml(path)
        except LoadError as err:
            pack.overlay_problems.extend(err.problems)
            continue
        value = _validated(pack.registry.schemas.get(("table", path.stem)), located, problems)
        if problems or value is None:
            pack.overlay_problems.extend(problems or [f"{path}:1: empty table"])
            continue
        pack.tables[path.stem] = value
        pack.overlays[f"table:{path.stem}"] = path
    pack._variant_cache.clear()


def word(pack: Pack, name: str) -> Message:
    """A value's name in words, as the pack names it ("[Cost]"); a name the pack does
    not give is its own id in words."""
    words = pack.meta.words
    named: Message | str = Message(pack.id, words[name]) if name in words else name.replace("_", " ")
    return engine_msg("[{name}]", name=named)
