"""Live language switching: a widget registers itself once with `translate_ui(self)` and sets its
texts again after every language change (Frescobaldi's `app.translateUI(self)` pattern), so no
hand-kept list of widgets can miss one."""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import QObject

# Registered objects in registration order (a window before the parts it builds later). Weak:
# a widget Qt or Python let go of is simply not retranslated any more.
_REGISTERED: dict[int, weakref.ref[QObject]] = {}


def translate_ui(obj: QObject) -> None:
    """Set `obj`'s texts now (its `retranslate_ui()`), and again after every language change
    until it is gone."""
    key = id(obj)
    known = _REGISTERED.get(key)
    if known is None or known() is not obj:
        _REGISTERED[key] = weakref.ref(obj)
        # The slot holds the key only: a reference to obj here would keep it alive.
        obj.destroyed.connect(lambda *_: _REGISTERED.pop(key, None))
    obj.retranslate_ui()  # type: ignore[attr-defined]


def registered() -> list[QObject]:
    """The live registered objects, in registration order."""
    out = []
    for key, ref in list(_REGISTERED.items()):
        obj = ref()
        if obj is None or not shiboken6.isValid(obj):
            _REGISTERED.pop(key, None)
        else:
            out.append(obj)
    return out


def retranslate_all() -> int:
    """Every registered object sets its texts in the current language; returns how many did."""
    objects = registered()
    for obj in objects:
        if shiboken6.isValid(obj):  # a retranslation may have deleted a later one
            obj.retranslate_ui()  # type: ignore[attr-defined]
    return len(objects)
