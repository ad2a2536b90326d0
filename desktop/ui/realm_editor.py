"""The Realm profile editor: name, cards removed per Age, both Targeting Charts as die trees."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.pack import Pack
from desktop.ui.realm_profile import (
    AGES,
    CHARTS,
    TARGET_KINDS,
    empty_profile,
    load_profiles,
    profile_problems,
    save_profile,
)

ROLE = Qt.ItemDataRole.UserRole


class TargetingTree(QWidget):
    """One Targeting Chart as a tree of die ranges; leaves name a target (and a substitute)."""

    def __init__(self, editor: RealmEditor) -> None:
        super().__init__()
        self.editor = editor
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.currentItemChanged.connect(self._selected)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for key, slot in (
            ("add", self.add_sibling),
            ("nest", self.add_child),
            ("remove", self.remove),
            ("up", lambda: self.move(-1)),
            ("down", lambda: self.move(1)),
        ):
            button = QPushButton()
            button.setObjectName(f"tree_{key}")
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons[key] = button
        row.addStretch(1)
        self.lo, self.hi = QSpinBox(), QSpinBox()
        for spin in (self.lo, self.hi):
            spin.setRange(1, 6)
            spin.valueChanged.connect(self._edited)
        self.kind, self.sub_kind = QComboBox(), QComboBox()
        self.name, self.sub_name = QLineEdit(), QLineEdit()
        self.kind.currentIndexChanged.connect(self._edited)
        self.sub_kind.currentIndexChanged.connect(self._edited)
        self.name.textEdited.connect(self._edited)
        self.sub_name.textEdited.connect(self._edited)
        self.form_box = QGroupBox()
        form = QGridLayout(self.form_box)
        self.labels = [QLabel() for _ in range(4)]
        dice = QHBoxLayout()
        dice.addWidget(self.lo)
        dice.addWidget(QLabel("–"))
        dice.addWidget(self.hi)
        dice.addStretch(1)
        form.addWidget(self.labels[0], 0, 0)
        form.addLayout(dice, 0, 1)
        form.addWidget(self.labels[1], 1, 0)
        form.addWidget(self.kind, 1, 1)
        form.addWidget(self.name, 1, 2)
        form.addWidget(self.labels[2], 2, 0)
        form.addWidget(self.sub_kind, 2, 1)
        form.addWidget(self.sub_name, 2, 2)
        form.addWidget(self.labels[3], 3, 0, 1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        layout.addWidget(self.form_box)
        self._loading = False
        for _ in TARGET_KINDS:
            self.kind.addItem("")
        self.sub_kind.addItem("")
        for _ in TARGET_KINDS:
            self.sub_kind.addItem("")
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        labels = {
            "add": self.tr("Add range"),
            "nest": self.tr("Add nested roll"),
            "remove": self.tr("Remove"),
            "up": self.tr("Move up"),
            "down": self.tr("Move down"),
        }
        for key, button in self.buttons.items():
            button.setText(labels[key])
        self.tree.setHeaderLabels([self.tr("Die"), self.tr("Target"), self.tr("Substitute")])
        self.form_box.setTitle(self.tr("Selected range"))
        for label, text in zip(
            self.labels,
            (
                self.tr("Die roll"),
                self.tr("Target"),
                self.tr("Substitute"),
                self.tr("A range with a nested roll has no target of its own."),
            ),
            strict=True,
        ):
            label.setText(text)
        for i, kind in enumerate(TARGET_KINDS):
            self.kind.setItemText(i, self.kind_label(kind))
            self.sub_kind.setItemText(i + 1, self.kind_label(kind))
        self.sub_kind.setItemText(0, self.tr("(none)"))
        self.name.setPlaceholderText(self.tr("Realm, Province or Area name"))
        for item in self._all_items():
            self._paint(item)

    def kind_label(self, kind: str) -> str:
        """A target kind as the player reads it."""
        return {
            "realm": self.tr("Realm"),
            "owner_of": self.tr("Owner of <Province>"),
            "realm_in": self.tr("Realm in <Area>"),
            "vacant_territory": self.tr("vacant Territory"),
        }[kind]

    # ---- data ----------------------------------------------------------------------------
    def load(self, nodes: list[dict[str, Any]]) -> None:
        """Fill the tree from profile data."""
        self.tree.clear()
        for node in nodes:
            self.tree.addTopLevelItem(self._item(node))
        self.tree.expandAll()
        if self.tree.topLevelItemCount():
            self.tree.setCurrentItem(self.tree.topLevelItem(0))

    def _item(self, node: dict[str, Any]) -> QTreeWidgetItem:
        item = QTreeWidgetItem()
        item.setData(0, ROLE, {k: copy.deepcopy(v) for k, v in node.items() if k != "children"})
        for child in node.get("children") or []:
            item.addChild(self._item(child))
        self._paint(item)
        return item

    def data(self) -> list[dict[str, Any]]:
        """The tree as profile data."""
        return [self._node(self.tree.topLevelItem(i)) for i in range(self.tree.topLevelItemCount())]

    def _node(self, item: QTreeWidgetItem) -> dict[str, Any]:
        node = dict(item.data(0, ROLE))
        if item.childCount():
            node.pop("target", None)
            node.pop("substitute", None)
            node["children"] = [self._node(item.child(i)) for i in range(item.childCount())]
        return node

    def _all_items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            out.append(item)
            stack.extend(item.child(i) for i in range(item.childCount()))
        return out

    def _paint(self, item: QTreeWidgetItem) -> None:
        node = item.data(0, ROLE) or {}
        lo, hi = node.get("dice", [1, 6])
        item.setText(0, f"{lo}–{hi}" if lo != hi else str(lo))
        if item.childCount():
            item.setText(1, self.tr("nested roll"))
            item.setText(2, "")
            return
        target = node.get("target") or {}
        sub = node.get("substitute") or None

        def show(t: dict[str, Any]) -> str:
            kind = t.get("kind")
            label = self.kind_label(kind) if kind in TARGET_KINDS else "?"
            return f"{label}: {t.get('name')}" if t.get("name") else label

        item.setText(1, show(target) if target else "")
        item.setText(2, show(sub) if sub else "")

    # ---- editing -------------------------------------------------------------------------
    def _selected(self, item: QTreeWidgetItem | None, _prev: Any = None) -> None:
        self.form_box.setEnabled(item is not None)
        if item is None:
            return
        self._loading = True
        node = item.data(0, ROLE) or {}
        lo, hi = node.get("dice", [1, 6])
        self.lo.setValue(lo)
        self.hi.setValue(hi)
        target = node.get("target") or {"kind": "realm", "name": ""}
        sub = node.get("substitute") or {}
        self.kind.setCurrentIndex(
            max(0, TARGET_KINDS.index(target["kind"]) if target.get("kind") in TARGET_KINDS else 0)
        )
        self.name.setText(str(target.get("name", "")))
        self.sub_kind.setCurrentIndex(
            TARGET_KINDS.index(sub["kind"]) + 1 if sub.get("kind") in TARGET_KINDS else 0
        )
        self.sub_name.setText(str(sub.get("name", "")))
        leaf = item.childCount() == 0
        for w in (self.kind, self.name, self.sub_kind, self.sub_name):
            w.setEnabled(leaf)
        self.labels[3].setVisible(not leaf)
        self._loading = False

    def _edited(self, *_: Any) -> None:
        item = self.tree.currentItem()
        if item is None or self._loading:
            return
        node = dict(item.data(0, ROLE) or {})
        node["dice"] = [self.lo.value(), self.hi.value()]
        if item.childCount() == 0:
            node["target"] = {"kind": TARGET_KINDS[self.kind.currentIndex()], "name": self.name.text()}
            if self.sub_kind.currentIndex() > 0:
                node["substitute"] = {
                    "kind": TARGET_KINDS[self.sub_kind.currentIndex() - 1],
                    "name": self.sub_name.text(),
                }
            else:
                node.pop("substitute", None)
        item.setData(0, ROLE, node)
        self._paint(item)
        self.editor.changed_by_hand()

    def _new_node(self, siblings: list[QTreeWidgetItem]) -> dict[str, Any]:
        used = [tuple(s.data(0, ROLE)["dice"]) for s in siblings]
        free = next((n for n in range(1, 7) if not any(lo <= n <= hi for lo, hi in used)), 6)
        return {"dice": [free, free], "target": {"kind": "realm", "name": ""}}

    def _siblings(self, parent: QTreeWidgetItem | None) -> list[QTreeWidgetItem]:
        if parent is None:
            return [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        return [parent.child(i) for i in range(parent.childCount())]

    def add_sibling(self) -> None:
        """Add a die range next to the selected one (or at the top level)."""
        current = self.tree.currentItem()
        parent = current.parent() if current is not None else None
        item = self._item(self._new_node(self._siblings(parent)))
        if parent is None:
            self.tree.addTopLevelItem(item)
        else:
            parent.addChild(item)
        self.tree.setCurrentItem(item)
        self.editor.changed_by_hand()

    def add_child(self) -> None:
        """Nest a roll under the selected range (it loses its own target)."""
        current = self.tree.currentItem()
        if current is None:
            self.add_sibling()
            return
        item = self._item(self._new_node(self._siblings(current)))
        current.addChild(item)
        node = dict(current.data(0, ROLE))
        node.pop("target", None)
        node.pop("substitute", None)
        current.setData(0, ROLE, node)
        self._paint(current)
        current.setExpanded(True)
        self.tree.setCurrentItem(item)
        self.editor.changed_by_hand()

    def remove(self) -> None:
        """Remove the selected range with its nested rolls."""
        current = self.tree.currentItem()
        if current is None:
            return
        parent = current.parent()
        if parent is None:
            self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(current))
        else:
            parent.removeChild(current)
            if parent.childCount() == 0:
                node = dict(parent.data(0, ROLE))
                node["target"] = {"kind": "realm", "name": ""}
                parent.setData(0, ROLE, node)
                self._paint(parent)
        self.editor.changed_by_hand()

    def move(self, delta: int) -> None:
        """Move the selected range up or down among its siblings."""
        current = self.tree.currentItem()
        if current is None:
            return
        parent = current.parent()
        if parent is None:
            idx = self.tree.indexOfTopLevelItem(current)
            new = idx + delta
            if not 0 <= new < self.tree.topLevelItemCount():
                return
            self.tree.takeTopLevelItem(idx)
            self.tree.insertTopLevelItem(new, current)
        else:
            idx = parent.indexOfChild(current)
            new = idx + delta
            if not 0 <= new < parent.childCount():
                return
            parent.takeChild(idx)
            parent.insertChild(new, current)
        current.setExpanded(True)
        self.tree.setCurrentItem(current)
        self.editor.changed_by_hand()


class RealmEditor(QDialog):
    """Edit, check and save Realm profiles of a pack (saved as YAML in the player's data)."""

    saved = Signal(str)
    """A profile was saved: its file path."""

    def __init__(self, pack: Pack, kind: str = "realm", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pack, self.kind = pack, kind
        self.path: Path | None = None
        self.setObjectName("realmEditor")
        self.profiles = QComboBox()
        self.profiles.setObjectName("profileList")
        self.profiles.activated.connect(self._open_selected)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_profile)
        self.name = QLineEdit()
        self.name.setObjectName("profileName")
        self.name.textEdited.connect(self.changed_by_hand)
        self.removed: dict[int, QLineEdit] = {}
        self.removed_labels: dict[int, QLabel] = {}
        self.removed_box = QGroupBox()
        form = QFormLayout(self.removed_box)
        for age in AGES:
            edit = QLineEdit()
            edit.setObjectName(f"removed{age}")
            edit.textEdited.connect(self.changed_by_hand)
            label = QLabel()
            form.addRow(label, edit)
            self.removed[age], self.removed_labels[age] = edit, label
        self.trees = {chart: TargetingTree(self) for chart in CHARTS}
        self.tabs = QTabWidget()
        for chart in CHARTS:
            self.tabs.addTab(self.trees[chart], "")
        self.problems = QLabel()
        self.problems.setObjectName("profileProblems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b91c1c;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        self.open_label = QLabel()
        top.addWidget(self.open_label)
        top.addWidget(self.profiles, 1)
        top.addWidget(self.new_button)
        name_row = QHBoxLayout()
        self.name_label = QLabel()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(name_row)
        layout.addWidget(self.removed_box)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.resize(720, 680)
        self.retranslate_ui()
        self.reload_list()
        self.load(empty_profile())

    def retranslate_ui(self) -> None:
        """Every text of the editor in the current language."""
        self.setWindowTitle(self.tr("Realm profiles"))
        self.open_label.setText(self.tr("Profile:"))
        self.new_button.setText(self.tr("New profile"))
        self.name_label.setText(self.tr("Realm name:"))
        self.removed_box.setTitle(self.tr("Cards removed in each Age (card ids, comma separated)"))
        for age, label in self.removed_labels.items():
            label.setText(self.tr("Age {age}").replace("{age}", str(age)))
        self.tabs.setTabText(0, self.tr("Military Targeting Chart"))
        self.tabs.setTabText(1, self.tr("Diplomatic Targeting Chart"))
        for tree in self.trees.values():
            tree.retranslate_ui()
        if self.profiles.count():
            self.profiles.setItemText(0, self.tr("(choose a saved profile)"))

    def reload_list(self) -> list[str]:
        """List saved profiles; returns messages for files that cannot be used."""
        found, problems = load_profiles(self.pack, self.kind)
        self.profiles.clear()
        self.profiles.addItem(self.tr("(choose a saved profile)"), "")
        for path, data in found:
            self.profiles.addItem(str(data.get("name", path.stem)), str(path))
        if problems:
            self.problems.setText("\n".join(problems))
        return problems

    def _open_selected(self, idx: int) -> None:
        path = self.profiles.itemData(idx)
        if not path:
            return
        found, _ = load_profiles(self.pack, self.kind)
        for p, data in found:
            if str(p) == path:
                self.load(data, p)

    def new_profile(self) -> None:
        """Start an empty profile."""
        self.load(empty_profile())

    def load(self, data: dict[str, Any], path: Path | None = None) -> None:
        """Show a profile's data."""
        self.path = path
        self.name.setText(str(data.get("name", "")))
        removed = data.get("removed_cards") or {}
        for age, edit in self.removed.items():
            cards = removed.get(age, removed.get(str(age), []))
            edit.setText(", ".join(map(str, cards or [])))
        targeting = data.get("targeting") or {}
        for chart, tree in self.trees.items():
            tree.load(list(targeting.get(chart) or []))
        self.problems.setText("")

    def data(self) -> dict[str, Any]:
        """The profile as entered."""
        return {
            "name": self.name.text().strip(),
            "removed_cards": {
                age: [c.strip() for c in edit.text().split(",") if c.strip()]
                for age, edit in self.removed.items()
            },
            "targeting": {chart: tree.data() for chart, tree in self.trees.items()},
        }

    def changed_by_hand(self, *_: Any) -> None:
        """Old problem messages no longer apply once the player edits."""
        self.problems.setText("")

    def save(self) -> bool:
        """Check the profile; save it when it is right, else list what is wrong."""
        data = self.data()
        problems = profile_problems(data, self.pack, self.kind)
        if problems:
            self.problems.setText(self.tr("Not saved:") + "\n" + "\n".join(problems))
            return False
        try:
            self.path = save_profile(self.pack.id, data, self.kind, self.path)
        except OSError as exc:
            self.problems.setText(self.tr("Not saved:") + f"\n{exc}")
            return False
        self.problems.setText(self.tr("Saved to {file}").replace("{file}", str(self.path)))
        self.reload_list()
        self.saved.emit(str(self.path))
        return True
