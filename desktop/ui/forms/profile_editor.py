"""The profile editor: a pack's profiles (data sheets a player fills once) listed, opened, edited
in a form built from the pack's schema, checked by that schema, saved and set aside."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Message, os_reason, render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.profile import profiles
from desktop.core.profile.profile_schema import Shape, new_value
from desktop.core.profile.profiles import Problem, ProfileError
from desktop.ui.forms.schema_form import SchemaForm
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import use_tone
from desktop.ui.widgets.dialogs import within_room
from desktop.ui.widgets.question_box import thumb_sized

EDITOR_SIZE = (760, 700)  # its first size where the screen has room


class ProfileEditor(QDialog):
    """Edit, check and save a pack's profiles (YAML files in the player's data)."""

    saved = Signal(str)
    """A profile was saved: its file path."""

    def __init__(self, pack: Pack, kind: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pack = pack
        self.kinds = list(profiles.kinds(pack))
        self.kind = kind if kind in self.kinds else self.kinds[0]
        self.file: Path | None = None
        self.checked = False  # refusals are shown live once a save was refused
        self.setObjectName("profileEditor")
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("profileKind")
        for _ in self.kinds:
            self.kind_combo.addItem("")
        self.kind_combo.setCurrentIndex(self.kinds.index(self.kind))
        self.kind_combo.setVisible(len(self.kinds) > 1)
        self.kind_combo.activated.connect(lambda i: self.set_kind(self.kinds[i]))
        self.profiles = QComboBox()
        self.profiles.setObjectName("profileList")
        self.profiles.activated.connect(self._open_selected)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_profile)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteProfile")
        self.delete_button.clicked.connect(self.delete)
        self.scroll_area = QScrollArea()  # not `scroll`: that is QWidget.scroll()
        self.scroll_area.setWidgetResizable(True)
        self.form: SchemaForm = self._make_form()
        self.problems = QLabel()
        self.problems.setObjectName("profileProblems")
        self.problems.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        thumb_sized([*self.buttons.buttons(), self.new_button, self.delete_button])
        self.open_label = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.kind_combo)
        top.addWidget(self.open_label)
        top.addWidget(self.profiles, 1)
        top.addWidget(self.new_button)
        top.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.resize(within_room(self.screen(), *EDITOR_SIZE))
        self.confirm: QMessageBox | None = None
        translate_ui(self)
        self.reload_list()
        self.new_profile()

    def _make_form(self) -> SchemaForm:
        schema = profiles.schema(self.pack, self.kind)
        shape = schema.shape() if schema is not None else Shape("raw", (), Message("", ""))
        form = SchemaForm(shape)
        form.setObjectName("profileForm")
        form.changed.connect(self._edited)
        self.scroll_area.setWidget(form)
        return form

    def set_kind(self, kind: str) -> None:
        """Edit another kind of profile of the pack."""
        if kind == self.kind:
            return
        self.kind = kind
        self.form = self._make_form()
        self.retranslate_ui()
        self.reload_list()
        self.new_profile()

    def retranslate_ui(self) -> None:
        """Every text of the editor in the current language (the form sets its own)."""
        spec = self.pack.meta.profiles[self.kind]
        name = render(Message(self.pack.id, self.pack.meta.name))
        self.setWindowTitle(f"{render(Message(self.pack.id, spec.label))} — {name}")
        for i, kind in enumerate(self.kinds):
            self.kind_combo.setItemText(i, render(Message(self.pack.id, self.pack.meta.profiles[kind].label)))
        self.open_label.setText(self.tr("Profile:"))
        self.new_button.setText(self.tr("New profile"))
        self.delete_button.setText(self.tr("Delete…"))
        if self.profiles.count():
            self.profiles.setItemText(0, self.tr("(choose a saved profile)"))
        said = getattr(self, "_said", None)
        if said is not None:
            self.problems.setText(said())

    # ---- files ------------------------------------------------------------------------------
    def reload_list(self) -> list[str]:
        """List the saved profiles; returns (and shows) a line per file that cannot be used."""
        found, problems = profiles.list_profiles(self.pack, self.kind)
        self.profiles.clear()
        self.profiles.addItem(self.tr("(choose a saved profile)"), "")
        for stored in found:
            self.profiles.addItem(stored.name, str(stored.file))
        self._say(lambda: "\n".join(render(p) for p in problems), refused=bool(problems))
        return [render_plain(p) for p in problems]

    def _open_selected(self, index: int) -> None:
        file = self.profiles.itemData(index)
        if not file:
            return
        found, _ = profiles.list_profiles(self.pack, self.kind)
        for stored in found:
            if str(stored.file) == file:
                self.load(stored.data, stored.file)

    def new_profile(self) -> None:
        """Start an empty profile."""
        self.load(new_value(self.form.shape) or {})

    def load(self, data: dict[str, Any], file: Path | None = None) -> None:
        """Show a profile's data (`file`: where Save writes it)."""
        self.file = file
        self.checked = False
        self.form.load(data)
        self.delete_button.setEnabled(file is not None)
        self._say("")

    def data(self) -> dict[str, Any]:
        """The profile as entered."""
        return self.form.data

    def _edited(self) -> None:
        """After a refused save, each edit shows at once what the schema still refuses."""
        if self.checked:
            self._show(profiles.check(self.pack, self.kind, self.form.data))
        else:
            self._say("")

    def _show(self, problems: list[Problem]) -> None:
        self.form.show_problems(problems)
        if not problems:
            self._say("", refused=True)
            return
        self._say(
            lambda: self.tr("Not saved:") + "\n" + "\n".join(render(p.message()) for p in problems),
            refused=True,
        )

    def _say(self, text: str | Callable[[], str], refused: bool = False) -> None:
        """Show a line under the form; a callable is called again after a language switch."""
        self._said = text if callable(text) else (lambda: text)
        self.problems.setText(self._said())
        use_tone(self.problems, "error" if refused else "")

    def save(self) -> bool:
        """Check the profile; save it when the schema accepts it, else show every refusal
        beside its field and list them."""
        data = self.form.data
        try:
            self.file = profiles.save(self.pack, self.kind, data, self.file)
        except ProfileError as err:
            self.checked = True
            self._show(err.problems)
            return False
        except OSError as exc:
            reason = os_reason(exc)  # kept: `exc` is gone after the except block
            self._say(lambda: self.tr("Not saved:") + "\n" + render(reason), refused=True)
            return False
        self.checked = False
        self.form.show_problems([])
        saved = self.file
        self.reload_list()
        self.profiles.setCurrentIndex(max(0, self.profiles.findData(str(saved))))
        self.delete_button.setEnabled(True)
        self._say(lambda: self.tr("Saved to {file}").replace("{file}", str(saved)))
        self.saved.emit(str(saved))
        return True

    def delete(self) -> QMessageBox | None:
        """Ask, then set the open profile aside (its file is renamed, not erased)."""
        if self.file is None:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete profile"),
            self.tr("Delete the profile {name}? Its file is kept as {file}.")
            .replace("{name}", self.profiles.currentText() or self.file.stem)
            .replace("{file}", self.file.name + profiles.DELETED),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        thumb_sized(box.buttons())
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(self._delete_confirmed)
        self.confirm = box
        box.open()
        return box

    def _delete_confirmed(self) -> None:
        if self.file is None:
            return
        try:
            profiles.delete(self.file)
        except OSError as exc:
            reason = os_reason(exc)
            self._say(lambda: render(reason), refused=True)
            return
        self.reload_list()
        self.new_profile()
        self.saved.emit("")
