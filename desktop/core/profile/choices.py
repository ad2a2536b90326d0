"""A value a player can pick, as the view shows it: apart from the profile's schema so that the
game's view (built before the first paint) does not import the schema's editing code."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.values import Value


class ChoiceView(Value):
    """A `ChoiceValue` as shown: one value a player can pick (a mat or profile field's choice, a
    key of a mapping), its id as the data holds it and the label a player reads."""

    id: Any
    label: Message
