"""How a profile is edited, read from its pydantic JSON schema and the pack's `fields:` hints: one
`Shape` per value (text, number, choice, rows of numbers or choices, a list, a map, an object, a
list of objects, a tree of them), new values, and field paths in player words. No Qt."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.pack_model import Profile, ProfileField
from desktop.core.profile.choices import ChoiceView

# Rows of spin boxes or choice boxes are drawn up to this many; longer lists are typed as text.
MAX_ROW = 8
Path = tuple[Any, ...]  # keys and list indices from the profile's top


@dataclass(frozen=True)
class Shape:
    """How one value of a profile is shown and edited (`kind`), with everything the kind needs.

    kinds: text, int, flag, choice (one of `options`), ints / choices (a row of `count`),
    picks (any number of choices, in order), list (comma-separated `item`s), map (one `item`
    per key of `keys`), object (`props`), items (a list of `item` objects), tree (items nesting
    under their `children` property), raw (anything else, typed as YAML)."""

    kind: str
    names: tuple[str, ...]
    label: Message
    hint: Message | None = None
    nullable: bool = False
    default: Any = None
    minimum: int | None = None
    maximum: int | None = None
    count: int = 0
    min_items: int = 0
    options: tuple[ChoiceView, ...] = ()
    keys: tuple[ChoiceView, ...] = ()
    props: tuple[tuple[str, Shape], ...] = ()
    required: frozenset[str] = frozenset()
    item: Shape | None = None
    children: str = ""
    children_label: Message | None = None
    span: bool = False
    leaf: str = ""
    add: Message | None = None
    nest: Message | None = None
    numeric: bool = False

    def prop(self, name: str) -> Shape | None:
        """The shape of one property of an object."""
        return next((s for n, s in self.props if n == name), None)

    @property
    def span_prop(self) -> str:
        """The property of an item that holds its die range ("" when it has none)."""
        return next((n for n, s in self.props if s.span), "")


@dataclass
class ProfileSchema:
    """A profile kind's schema, ready to make shapes: the JSON schema, its definitions, the hints."""

    pack_id: str
    spec: Profile
    root: dict[str, Any]
    defs: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, pack_id: str, spec: Profile, json_schema: dict[str, Any]) -> ProfileSchema:
        """Read the JSON schema of a profile's record (`checking.json_schema`)."""
        return cls(pack_id, spec, json_schema, dict(json_schema.get("$defs", {})))

    # ---- hints ------------------------------------------------------------------------------
    def hint_for(self, names: tuple[str, ...]) -> ProfileField:
        """The pack's hints for a property path: the key that matches the most of its end."""
        best: tuple[int, ProfileField] | None = None
        for key, hint in self.spec.fields.items():
            parts = tuple(key.split("."))
            if len(parts) <= len(names) and names[len(names) - len(parts) :] == parts:
                if best is None or len(parts) > best[0]:
                    best = (len(parts), hint)
        return best[1] if best else ProfileField()

    def msg(self, text: str | None) -> Message | None:
        """A pack text as a message of the pack's catalogue."""
        return Message(self.pack_id, text) if text else None

    def hint_keys_unused(self) -> list[str]:
        """Hint keys that match no field of the schema (a typo in pack.yaml)."""
        seen: set[tuple[str, ...]] = set()
        for shape in walk(self.shape()):
            seen.add(shape.names)
            if shape.children:
                seen.add(shape.names + (shape.children,))
        unused = []
        for key in self.spec.fields:
            parts = tuple(key.split("."))
            if not any(len(parts) <= len(n) and n[len(n) - len(parts) :] == parts for n in seen):
                unused.append(key)
        return unused

    # ---- shapes -------------------------------------------------------------------------------
    def shape(self) -> Shape:
        """The shape of the whole profile."""
        return self._shape(self.root, (), ())

    def _resolve(self, node: dict[str, Any]) -> tuple[dict[str, Any], bool, str]:
        """A node without its `$ref` and `null` alternative: (node, nullable, ref name)."""
        nullable = False
        options = node.get("anyOf")
        if options and any(o.get("type") == "null" for o in options):
            rest = [o for o in options if o.get("type") != "null"]
            nullable = True
            if len(rest) > 1 and all("enum" in o or "const" in o for o in rest):
                # Literals joined (`Action | Literal["none"]`): one choice among all their values.
                rest = [{"enum": [v for o in rest for v in o.get("enum", [o.get("const")])]}]
            if len(rest) == 1:
                merged = {k: v for k, v in node.items() if k != "anyOf"}
                node = {**rest[0], **merged}
        ref = node.get("$ref", "")
        if ref:
            name = ref.rsplit("/", 1)[-1]
            extra = {k: v for k, v in node.items() if k != "$ref"}
            node = {**self.defs.get(name, {}), **extra}
            return node, nullable, name
        return node, nullable, ""

    def _label(self, names: tuple[str, ...], hint: ProfileField) -> Message:
        if hint.label:
            return Message(self.pack_id, hint.label)
        # No label in pack.yaml: the field's key as words (a pack should give labels).
        return Message(self.pack_id, (names[-1] if names else "").replace("_", " ").capitalize())

    def _shape(self, node: dict[str, Any], names: tuple[str, ...], refs: tuple[str, ...]) -> Shape:
        node, nullable, ref = self._resolve(node)
        refs = refs + ((ref,) if ref else ())
        hint = self.hint_for(names)
        base: dict[str, Any] = {
            "names": names,
            "label": self._label(names, hint),
            "hint": self.msg(hint.hint),
            "nullable": nullable,
            "default": node.get("default"),
        }
        kind = node.get("type")
        if "enum" in node:
            return Shape("choice", options=self._options(node["enum"], hint), **base)
        if kind == "string":
            return Shape("text", **base)
        if kind == "integer":
            return Shape("int", **self._bounds(node, hint), **base)
        if kind == "boolean":
            return Shape("flag", **base)
        if kind == "array":
            return self._array(node, names, refs, hint, base)
        if kind == "object" and "properties" in node:
            return self._object(node, names, refs, base)
        if kind == "object" and hint.keys:
            value = self._shape(node.get("additionalProperties") or {}, names, refs)
            keys = tuple(ChoiceView(k.id, Message(self.pack_id, k.label)) for k in hint.keys)
            return Shape("map", keys=keys, item=value, **base)
        return Shape("raw", **base)

    def _bounds(self, node: dict[str, Any], hint: ProfileField) -> dict[str, Any]:
        lo = hint.min if hint.min is not None else node.get("minimum")
        hi = hint.max if hint.max is not None else node.get("maximum")
        return {"minimum": lo, "maximum": hi}

    def _options(self, values: list[Any], hint: ProfileField) -> tuple[ChoiceView, ...]:
        labels = {c.id: c.label for c in hint.choices}
        return tuple(
            ChoiceView(v, Message(self.pack_id, labels.get(str(v), str(v).replace("_", " ")))) for v in values
        )

    def _object(
        self, node: dict[str, Any], names: tuple[str, ...], refs: tuple[str, ...], base: dict[str, Any]
    ) -> Shape:
        props = []
        children, children_label = "", None
        for name, sub in node.get("properties", {}).items():
            if self._recursive(sub, refs):
                children = name  # items of the same kind nest here: a tree
                children_label = self._label(names + (name,), self.hint_for(names + (name,)))
                continue
            props.append((name, self._shape(sub, names + (name,), refs)))
        return Shape(
            "object",
            props=tuple(props),
            required=frozenset(node.get("required", ())),
            children=children,
            children_label=children_label,
            **base,
        )

    def _recursive(self, node: dict[str, Any], refs: tuple[str, ...]) -> bool:
        """Whether a property is a list of the very object it belongs to (a tree's children)."""
        node, _nullable, _ref = self._resolve(node)
        items = node.get("items", {}) if node.get("type") == "array" else {}
        ref = items.get("$ref", "").rsplit("/", 1)[-1]
        return bool(ref) and bool(refs) and ref == refs[-1]

    def _array(
        self,
        node: dict[str, Any],
        names: tuple[str, ...],
        refs: tuple[str, ...],
        hint: ProfileField,
        base: dict[str, Any],
    ) -> Shape:
        items = node.get("items") or {}
        lo, hi = node.get("minItems", 0), node.get("maxItems")
        item = self._shape(items, names, refs)
        if item.kind == "object":
            kind = "tree" if item.children else "items"
            return Shape(
                kind,
                item=item,
                min_items=lo,
                leaf=hint.leaf or "",
                add=self.msg(hint.add),
                nest=self.msg(hint.nest),
                **base,
            )
        if item.kind == "int" and hi is not None and hi <= MAX_ROW:
            bounds = self._bounds(items, hint)
            return Shape("ints", count=hi, min_items=lo, span=hint.span, item=item, **bounds, **base)
        if item.kind == "choice" and hi is not None and lo == hi <= MAX_ROW:
            return Shape("choices", count=hi, min_items=lo, item=item, options=item.options, **base)
        if item.kind == "choice" and hi is None:
            return Shape("picks", min_items=lo, item=item, options=item.options, **base)
        numeric = item.kind == "int"
        return Shape("list", item=item, min_items=lo, numeric=numeric, **base)


def walk(shape: Shape) -> Iterator[Shape]:
    """A shape and every shape inside it."""
    yield shape
    for _name, sub in shape.props:
        yield from walk(sub)
    if shape.item is not None:
        yield from walk(shape.item)


# ---- new values --------------------------------------------------------------------------


def new_value(shape: Shape, siblings: list[Any] | None = None) -> Any:
    """A value to start from: the schema's default, else the first choice, the lowest number, an
    empty text; an item of a list with die ranges takes the first face no sibling covers."""
    if shape.default is not None or (shape.nullable and shape.kind not in ("items", "tree")):
        return _copy(shape.default)
    kind = shape.kind
    if kind == "text":
        return ""
    if kind == "int":
        return shape.minimum if shape.minimum is not None else 0
    if kind == "flag":
        return False
    if kind == "choice":
        return shape.options[0].id if shape.options else None
    if kind == "ints":
        low = shape.minimum if shape.minimum is not None else 0
        return [low] * shape.count
    if kind == "choices":
        first = shape.options[0].id if shape.options else None
        return [first] * shape.count
    if kind in ("list", "picks", "map"):
        return {} if kind == "map" else []
    if kind in ("items", "tree"):
        assert shape.item is not None
        return [new_item(shape, []) for _ in range(shape.min_items)]
    if kind == "object":
        return {n: new_value(s) for n, s in shape.props if n in shape.required or s.default is not None}
    return None


def new_item(list_shape: Shape, siblings: list[Any]) -> dict[str, Any]:
    """A new item of a list of objects: required fields filled, a free die face for its range,
    and (in a tree) the property a node without nested entries holds."""
    item = list_shape.item
    assert item is not None
    value: dict[str, Any] = new_value(item)
    span = item.span_prop
    if span:
        dice = item.prop(span)
        assert dice is not None
        face = free_face(dice, siblings, span)
        value[span] = [face] * max(dice.count, 1)
    if list_shape.leaf:
        leaf = item.prop(list_shape.leaf)
        if leaf is not None and value.get(list_shape.leaf) is None:
            value[list_shape.leaf] = new_value(_solid(leaf))
    return value


def free_face(dice: Shape, siblings: list[Any], span: str) -> int:
    """The lowest die face no sibling's range covers (the highest face when all are covered)."""
    low = dice.minimum if dice.minimum is not None else 1
    high = dice.maximum if dice.maximum is not None else low
    used = [s.get(span) for s in siblings if isinstance(s, dict)]
    ranges = [(r[0], r[-1]) for r in used if isinstance(r, list) and r]
    return next((f for f in range(low, high + 1) if not any(a <= f <= b for a, b in ranges)), high)


def _solid(shape: Shape) -> Shape:
    """A nullable shape as a present one (its value is made, not left empty)."""
    return Shape(**{**shape.__dict__, "nullable": False, "default": None})


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


# ---- paths ----------------------------------------------------------------------------------


def data_path(data: Any, loc: tuple[Any, ...]) -> Path:
    """A validation error's location as keys and indices of the data (pydantic adds steps that
    are not in the data, such as '[key]' or the name of a union member: those are left out)."""
    out: list[Any] = []
    here = data
    for step in loc:
        if isinstance(here, dict):
            key = step if step in here else str(step) if str(step) in here else _int(step)
            if key is None or key not in here:
                continue
            out.append(key)
            here = here[key]
        elif isinstance(here, list) and isinstance(step, int) and 0 <= step < len(here):
            out.append(step)
            here = here[step]
    return tuple(out)


def _int(step: Any) -> int | None:
    return int(step) if isinstance(step, str) and step.isdigit() else None


def get_at(data: Any, path: Path) -> Any:
    """The value at a path (None when it is not there)."""
    for step in path:
        if isinstance(data, dict):
            data = data.get(step)
        elif isinstance(data, list) and isinstance(step, int) and 0 <= step < len(data):
            data = data[step]
        else:
            return None
    return data


def set_at(data: dict[str, Any], path: Path, value: Any) -> None:
    """Put a value at a path (None removes a key: the model's default applies)."""
    here: Any = data
    for step in path[:-1]:
        here = here[step]
    if value is None and isinstance(here, dict):
        here.pop(path[-1], None)
    else:
        here[path[-1]] = value


def where(shape: Shape, data: Any, path: Path) -> tuple[Message | str, ...]:
    """A data path in player words: field labels, map keys by their label, list items by their
    die range ("3–4") or number ("#2"); a tree's nesting shows as one more range."""
    words: list[Message | str] = []
    here, value = shape, data
    for step in path:
        if here.kind == "object" and isinstance(step, str):
            if step == here.children:
                value = value.get(step) if isinstance(value, dict) else None
                here = Shape("tree", here.names, here.label, item=here)
                continue
            sub = here.prop(step)
            if sub is None:
                words.append(step)
                break
            words.append(sub.label)
            here, value = sub, value.get(step) if isinstance(value, dict) else None
        elif here.kind == "map":
            key = next((k for k in here.keys if str(k.id) == str(step)), None)
            words.append(key.label if key else str(step))
            assert here.item is not None
            here, value = here.item, value.get(step) if isinstance(value, Mapping) else None
        elif here.kind in ("items", "tree") and isinstance(step, int):
            item = value[step] if isinstance(value, list) and step < len(value) else None
            words.append(item_words(here, item, step))
            assert here.item is not None
            here, value = here.item, item
        else:
            words.append(f"#{step + 1}" if isinstance(step, int) else str(step))
            break
    return tuple(words)


def item_words(list_shape: Shape, item: Any, index: int) -> str:
    """An item of a list as a player finds it: its die range, else its place."""
    assert list_shape.item is not None
    span = list_shape.item.span_prop
    dice = item.get(span) if span and isinstance(item, dict) else None
    if isinstance(dice, list) and dice and all(isinstance(d, int) for d in dice):
        return f"{dice[0]}–{dice[-1]}" if dice[0] != dice[-1] else str(dice[0])
    return f"#{index + 1}"
