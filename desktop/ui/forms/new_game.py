"""The New game dialog: rule pack, bots with their setup options, and shared facts (Age, Round).
Options that do not apply to what else was chosen (`when:` in the pack) are hidden and not sent;
the pack names its seat (its `seat:`)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QPalette, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.core.bot_names import name_message
from desktop.core.messages import Message, Said
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import BotOption, held_choices, when_holds
from desktop.core.play.samples import default_name_words
from desktop.core.profile import profiles
from desktop.ui.forms.check_offer import CheckOffer, to_offer
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import use_tone
from desktop.ui.widgets.contrast_style import grow_indicators
from desktop.ui.widgets.dialogs import within_room
from desktop.ui.widgets.question_box import thumb_sized
from desktop.ui.wording import all_seated

NEW_PROFILE = "\x00new"  # the data of the list entry that makes a new profile


def taken_twice(
    pack: Pack, seats: Iterable[Mapping[str, str]], held: Mapping[str, set[str]] | None = None
) -> str | None:
    """A choice a game has once (`unique`: a faction, seed 001's one bot for one faction) that a
    seat holds after another seat or the game (`held`: option id -> choices its bots hold), as
    the player reads it; None when each seat's is its own."""
    seen = {key: set(values) for key, values in (held or {}).items()}
    for chosen in seats:
        for opt in pack.meta.bot_options:
            choice = chosen.get(opt.id)
            if not opt.unique or choice is None:
                continue
            if choice in seen.setdefault(opt.id, set()):
                label = next((c.label for c in opt.choices if c.id == choice), choice)
                return render(Message(pack.id, label))
            seen[opt.id].add(choice)
    return None


def once_only(choice: str) -> str:
    """Why a seat's choice is refused: another seat holds it and a game has one of each."""
    text = QCoreApplication.translate(
        "NewGameDialog", "“{choice}” is another bot's already: a game has one of each."
    )
    return text.replace("{choice}", choice)


class BotSetup(QGroupBox):
    """The setup options of one bot, built from the pack's `bot_options`."""

    remove_requested = Signal(object)
    choice_changed = Signal()
    """Another value of one of its choice options was chosen."""
    new_profile_requested = Signal(object, str)
    """This bot wants a new profile of a kind made now (the bot, the profile kind)."""

    def __init__(self, pack: Pack, number: int, profiles: dict[str, list[tuple[str, Any]]]) -> None:
        super().__init__()
        self.pack, self.number = pack, number
        self.widgets: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.hints: dict[str, QLabel] = {}  # what an option is for, under it
        self.profiles = profiles
        self.shown_defaults: dict[str, str] = {}  # a text option's default as last shown
        self.form = QFormLayout(self)
        # A long option name ("Wood shown on the sawmill (none: add by hand)"): a row too wide
        # for the dialog puts its field under its name rather than out of sight (a sideways
        # scroll bar), in every style (macOS wraps no rows by default).
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.rows: dict[str, QWidget] = {}  # what stands right of each option's label
        for opt in pack.meta.bot_options:
            widget = self._widget(opt)
            widget.setObjectName(f"bot{number}:{opt.id}")
            label = QLabel()
            self.rows[opt.id] = self._with_hint(opt, widget) if opt.hint else widget
            self.form.addRow(label, self.rows[opt.id])
            self.widgets[opt.id], self.labels[opt.id] = widget, label
            if isinstance(widget, QComboBox) and opt.kind == "choice":
                widget.currentIndexChanged.connect(lambda _i: self._choice_changed())
            elif isinstance(widget, QComboBox) and opt.kind == "profile":
                widget.activated.connect(lambda i, o=opt, w=widget: self._profile_chosen(o, w, i))
        self.remove_button = QPushButton()
        self.remove_button.setObjectName(f"bot{number}:remove")
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self))
        thumb_sized([self.remove_button])
        self.form.addRow(self.remove_button)
        translate_ui(self)
        self.apply_when()

    def chosen(self) -> dict[str, str]:
        """The value of each choice option as chosen now."""
        return {
            opt.id: str(widget.currentData())
            for opt in self.pack.meta.bot_options
            if opt.kind == "choice" and isinstance(widget := self.widgets[opt.id], QComboBox)
        }

    def avoid(self, taken: Mapping[str, set[str]]) -> None:
        """Each choice a game has once (`unique`: a faction) set to the first one not `taken`
        (option id -> the choices other bots hold), from the one shown on."""
        for opt in self.pack.meta.bot_options:
            combo = self.widgets[opt.id]
            if not (opt.unique and opt.kind == "choice" and isinstance(combo, QComboBox)):
                continue
            held = taken.get(opt.id, set())
            now = combo.currentIndex()
            order = [*range(now, combo.count()), *range(now)]
            free = next((i for i in order if str(combo.itemData(i)) not in held), None)
            if free is not None:
                combo.setCurrentIndex(free)

    def hold(self, taken: Mapping[str, set[str]]) -> None:
        """Grey out, so none can be chosen, each choice a game has once (`unique`) that the
        game's bots hold (`taken`: option id -> their choices)."""
        for opt in self.pack.meta.bot_options:
            combo = self.widgets[opt.id]
            model = combo.model() if isinstance(combo, QComboBox) else None
            if not (opt.unique and opt.kind == "choice" and isinstance(model, QStandardItemModel)):
                continue
            for i in range(model.rowCount()):
                item = model.item(i)
                if item is not None:
                    item.setEnabled(str(item.data(Qt.ItemDataRole.UserRole)) not in taken.get(opt.id, set()))

    def _choice_changed(self) -> None:
        self.apply_when()
        self.choice_changed.emit()

    def apply_when(self) -> None:
        """Show only the options, and the choices of multi options, that apply to what is chosen
        (an option of one faction is hidden while another faction is chosen)."""
        chosen = self.chosen()
        for opt in self.pack.meta.bot_options:
            widget = self.widgets[opt.id]
            self.form.setRowVisible(self.rows[opt.id], when_holds(opt.when, chosen))
            if opt.kind == "multi" and isinstance(widget, QListWidget):
                for i, choice in enumerate(opt.choices):
                    widget.item(i).setHidden(not when_holds(choice.when, chosen))
        self._follow_defaults()

    def _with_hint(self, opt: BotOption, widget: QWidget) -> QWidget:
        """The option's widget with its hint under it, in the quiet colour of a note."""
        hint = QLabel()
        hint.setObjectName(f"bot{self.number}:{opt.id}:hint")
        hint.setWordWrap(True)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.hints[opt.id] = hint
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(widget)
        column.addWidget(hint)
        return box

    def _follow_defaults(self) -> None:
        """A text option the player has not changed shows its default for what is chosen now and
        in the current language (a faction's name once it is chosen)."""
        for opt in self.pack.meta.bot_options:
            widget = self.widgets[opt.id]
            if isinstance(widget, QLineEdit) and widget.text() == self.shown_defaults.get(opt.id):
                self.shown_defaults[opt.id] = self.default_text(opt)
                widget.setText(self.shown_defaults[opt.id])

    def _profile_chosen(self, opt: BotOption, combo: QComboBox, index: int) -> None:
        """The last entry makes a new profile (the list goes back to what was chosen before); a
        saved profile's name becomes the bot's name while the player has not typed one."""
        if combo.itemData(index) == NEW_PROFILE:
            combo.setCurrentIndex(int(combo.property("chosen") or 0))
            self.new_profile_requested.emit(self, opt.profile or "")
            return
        combo.setProperty("chosen", index)
        data = combo.itemData(index)
        name = self.widgets.get("name")
        if isinstance(data, dict) and isinstance(name, QLineEdit) and isinstance(data.get("name"), str):
            if name.text() == self.shown_defaults.get("name"):
                name.setText(data["name"])  # no longer the default: it stays in every language

    def choose_profile(self, kind: str, name: str) -> bool:
        """Choose a saved profile of a kind by its name (a profile just made for this bot)."""
        for opt in self.pack.meta.bot_options:
            combo = self.widgets[opt.id]
            if opt.kind == "profile" and opt.profile == kind and isinstance(combo, QComboBox):
                index = combo.findText(name)
                if index > 0 and combo.itemData(index) != NEW_PROFILE:
                    combo.setCurrentIndex(index)
                    self._profile_chosen(opt, combo, index)
                    return True
        return False

    def _widget(self, opt: BotOption) -> QWidget:
        if opt.kind == "choice":
            combo = QComboBox()
            for choice in opt.choices:
                combo.addItem("", choice.id)
            combo.setCurrentIndex(max(0, combo.findData(opt.default)))
            return combo
        if opt.kind == "profile":
            combo = QComboBox()
            combo.addItem("", None)
            for name, data in self.profiles.get(opt.profile or "", []):
                combo.addItem(name, data)
            combo.addItem("", NEW_PROFILE)  # "New <kind of profile>…": made right here
            return combo
        if opt.kind == "int":
            spin = QSpinBox()
            spin.setRange(opt.min if opt.min is not None else 0, opt.max if opt.max is not None else 999)
            spin.setValue(int(opt.default or spin.minimum()))
            return spin
        if opt.kind == "multi":
            lst = QListWidget()
            grow_indicators(lst)
            for choice in opt.choices:
                item = QListWidgetItem("")
                item.setData(Qt.ItemDataRole.UserRole, choice.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(
                    Qt.CheckState.Checked if choice.id in (opt.default or []) else Qt.CheckState.Unchecked
                )
                lst.addItem(item)
            lst.setMaximumHeight(90)
            return lst
        self.shown_defaults[opt.id] = ""  # filled in the language of the dialog
        return QLineEdit()

    def default_text(self, opt: BotOption) -> str:
        """A text option's default in the current language ("Bot 2": a name gets the number; a
        name taken from a choice is that choice's label)."""
        if opt.id == "name":
            words = default_name_words(self.pack, self.chosen(), self.number)
            return render(name_message(self.pack.id, words)) if words is not None else ""
        source = next((o for o in self.pack.meta.bot_options if o.id == opt.default_from), None)
        if source is not None:
            picked = self.chosen().get(source.id)
            choice = next((c for c in source.choices if c.id == picked), None)
            if choice is not None:
                return render(Message(self.pack.id, choice.label))
        default = str(opt.default or "")
        if not default.strip():
            return default
        shown = render(Message(self.pack.id, default))
        return f"{shown} {self.number}" if opt.id == "name" else shown

    def retranslate_ui(self) -> None:
        """Labels in the current language."""
        pack_id = self.pack.id
        seat = render(Message(pack_id, self.pack.meta.seat))
        self.setTitle(self.tr("{seat} {n}").replace("{seat}", seat).replace("{n}", str(self.number)))
        self.remove_button.setText(self.tr("Remove"))
        for opt in self.pack.meta.bot_options:
            self.labels[opt.id].setText(render(Message(pack_id, opt.label)))
            widget = self.widgets[opt.id]
            if opt.kind == "choice" and isinstance(widget, QComboBox):
                for i, choice in enumerate(opt.choices):
                    widget.setItemText(i, render(Message(pack_id, choice.label)))
            elif opt.kind == "profile" and isinstance(widget, QComboBox):
                spec = self.pack.meta.profiles.get(opt.profile or "")
                none = render(Message(pack_id, spec.none)) if spec and spec.none else self.tr("No profile")
                widget.setItemText(0, none)
                kind = render(Message(pack_id, spec.label)) if spec else self.tr("profile")
                widget.setItemText(widget.count() - 1, self.tr("New {profile}…").replace("{profile}", kind))
            if opt.id in self.hints and opt.hint:
                self.hints[opt.id].setText(render(Message(pack_id, opt.hint)))
            elif opt.kind == "multi" and isinstance(widget, QListWidget):
                for i, choice in enumerate(opt.choices):
                    widget.item(i).setText(render(Message(pack_id, choice.label)))
        # a default the player has not changed follows the language ("Bot 1" -> "Bot 1")
        self._follow_defaults()

    def name_words(self) -> dict[str, Any] | None:
        """The words of the bot's name when the player left the default (said in the language on
        screen for the rest of the game), else None: a name typed stays as typed."""
        name = self.widgets.get("name")
        if not isinstance(name, QLineEdit) or name.text() != self.shown_defaults.get("name"):
            return None
        return default_name_words(self.pack, self.chosen(), self.number)

    def result(self) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """The options and the chosen profile document (or None)."""
        options: dict[str, Any] = {}
        profile: dict[str, Any] | None = None
        chosen = self.chosen()
        for opt in self.pack.meta.bot_options:
            widget = self.widgets[opt.id]
            if not when_holds(opt.when, chosen):
                continue  # hidden: the pack's default holds
            if isinstance(widget, QComboBox) and opt.kind == "profile":
                profile = widget.currentData() if widget.currentData() != NEW_PROFILE else None
                options[opt.id] = str(profile.get("name")) if isinstance(profile, dict) else None
            elif isinstance(widget, QComboBox):
                options[opt.id] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                options[opt.id] = widget.value()
            elif isinstance(widget, QListWidget):
                options[opt.id] = [
                    widget.item(i).data(Qt.ItemDataRole.UserRole)
                    for i in range(widget.count())
                    if widget.item(i).checkState() == Qt.CheckState.Checked and not widget.item(i).isHidden()
                ]
            elif isinstance(widget, QLineEdit):
                options[opt.id] = widget.text().strip() or self.default_text(opt)
        return options, profile


# The dialog's first size where the screen has room; within the room it leaves otherwise (OK
# and Cancel in view above a 1366×768 laptop's taskbar).
DIALOG_SIZE = (600, 760)


def tab_stops(widget: QWidget) -> list[QWidget]:
    """The widgets inside `widget` that Tab stops at, in the order they were made (a list's
    popup is a window of its own: Tab never goes there)."""
    window = widget.window()
    found = widget.findChildren(QWidget)
    return [w for w in found if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.window() is window]


def profiles_by_file(pack: Pack, kind: str) -> dict[str, str]:
    """The names of the saved profiles of a kind, by their file."""
    found, _problems = profiles.list_profiles(pack, kind)
    return {str(stored.file): stored.name for stored in found}


def saved_profiles(pack: Pack) -> tuple[dict[str, list[tuple[str, Any]]], list[Said]]:
    """The player's saved profiles of each kind, by name, and a line per file that cannot be used."""
    out: dict[str, list[tuple[str, Any]]] = {}
    problems: list[Said] = []
    for kind in profiles.kinds(pack):
        found, bad = profiles.list_profiles(pack, kind)
        out[kind] = [(stored.name, stored.data) for stored in found]
        problems += bad
    return out, problems


class NewGameDialog(QDialog):
    """Choose a pack, add bots, set Age and Round; `chosen` carries the result."""

    chosen = Signal(str, list, dict, list)
    """pack id, [(options, profile)] per bot, shared facts."""
    edit_profiles = Signal(str)
    """The player wants to edit the profiles of this pack."""
    checks_chosen = Signal(str, list, list)
    """After `chosen`: pack id, the checks to compare now, the checks skipped (answer at the draw)."""

    def __init__(
        self, packs: dict[str, Pack], parent: QWidget | None = None, answered: Collection[str] = ()
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.packs = packs
        self.answered = answered  # the checks whose question was answered before (never asked again)
        self.offers: list[CheckOffer] = []
        self.wanted: tuple[BotSetup, str] | None = None  # the bot waiting for a new profile
        self.pack_combo = QComboBox()
        self.pack_combo.setObjectName("packCombo")
        for pack_id in sorted(packs):
            self.pack_combo.addItem("", pack_id)
        self.pack_combo.currentIndexChanged.connect(self._pack_changed)
        self.pack_label = QLabel()
        self.shared_box = QGroupBox()
        self.shared_form = QFormLayout(self.shared_box)
        self.shared: dict[str, tuple[QLabel, QWidget]] = {}
        self.bots: list[BotSetup] = []
        self.bots_widget = QWidget()
        self.bots_layout = QVBoxLayout(self.bots_widget)
        self.bots_layout.addStretch(1)
        scroll = self.bots_scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.bots_widget)
        self.add_button = QPushButton()
        self.add_button.setObjectName("addBotButton")
        self.add_button.clicked.connect(self._add_bot_clicked)
        self.profiles_button = QPushButton()
        self.profiles_button.clicked.connect(lambda: self.edit_profiles.emit(self.pack_id()))
        self.message = QLabel()
        self.message.setWordWrap(True)
        use_tone(self.message, "error")  # red that reads in either theme
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        thumb_sized([*self.buttons.buttons(), self.add_button, self.profiles_button])
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.pack_label)
        top.addWidget(self.pack_combo, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.profiles_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.shared_box)
        self.offers_layout = QVBoxLayout()
        layout.addLayout(self.offers_layout)
        layout.addWidget(scroll, 1)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(within_room(self.screen(), *DIALOG_SIZE))
        translate_ui(self)
        self._pack_changed()

    def add_text(self) -> str:
        """The Add button: "+" and the seat as the pack names it."""
        pack = self.packs.get(self.pack_id())
        seat = render(Message(pack.id, pack.meta.seat)) if pack is not None else ""
        return self.tr("+ {seat}").replace("{seat}", seat)

    def pack_id(self) -> str:
        """The chosen pack."""
        return str(self.pack_combo.currentData() or "")

    def select_pack(self, pack_id: str) -> None:
        """Choose a pack by id."""
        idx = self.pack_combo.findData(pack_id)
        if idx >= 0:
            self.pack_combo.setCurrentIndex(idx)

    def retranslate_ui(self) -> None:
        """Every text of the dialog in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.pack_label.setText(self.tr("Rule pack:"))
        for i in range(self.pack_combo.count()):
            listed = self.packs[self.pack_combo.itemData(i)]
            self.pack_combo.setItemText(i, render(Message(listed.id, listed.meta.name)))
        self.shared_box.setTitle(self.tr("Game"))
        self.add_button.setText(self.add_text())
        self._show_room()
        self.profiles_button.setText(self.tr("Edit profiles…"))
        pack = self.packs.get(self.pack_id())
        if pack is not None:
            for name, (label, _w) in self.shared.items():
                label.setText(render(Message(pack.id, pack.meta.shared[name].label)))

    def _pack_changed(self, *_: Any) -> None:
        pack = self.packs.get(self.pack_id())
        for bot in self.bots:
            bot.hide()  # at once: deleteLater waits for the event loop
            bot.deleteLater()
        self.bots = []
        while self.shared_form.rowCount():
            self.shared_form.removeRow(0)
        self.shared = {}
        if pack is None:
            self._offer_checks(None)
            return
        for name, fact in pack.meta.shared.items():
            if isinstance(fact.default, int) and not isinstance(fact.default, bool):
                spin = QSpinBox()
                spin.setObjectName(f"shared:{name}")
                spin.setRange(
                    fact.min if fact.min is not None else 0, fact.max if fact.max is not None else 99
                )
                spin.setValue(fact.default)
                label = QLabel()
                self.shared_form.addRow(label, spin)
                self.shared[name] = (label, spin)
        self.profiles_button.setVisible(bool(pack.meta.profiles))
        self.shared_box.setVisible(bool(self.shared))  # no empty box for a pack without facts
        self._offer_checks(pack)
        self.add_bot()
        self.retranslate_ui()
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes down the page as it reads: the pack, the game's facts, the checks, each
        bot's fields, then + Bot and Edit profiles, OK and Cancel last. Qt's order is the order
        the widgets were made in, and the facts and bots are made after the buttons."""
        chain: list[QWidget] = [self.pack_combo]
        for part in (self.shared_box, *self.offers, self.bots_widget):
            chain += tab_stops(part)
        chain += [self.add_button, self.profiles_button]
        chain += [b for b in self.buttons.buttons() if isinstance(b, QWidget)]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _add_bot_clicked(self) -> None:
        """+ Bot: the new bot in view, its first field taking the keys (it landed below the view
        with no sign it was added)."""
        bot = self.add_bot()
        if bot is None:
            return
        self._order_tabs()
        stops = tab_stops(bot)
        if stops:
            stops[0].setFocus(Qt.FocusReason.OtherFocusReason)
        QTimer.singleShot(0, lambda: self.bots_scroll.ensureWidgetVisible(bot))  # once laid out

    def _offer_checks(self, pack: Pack | None) -> None:
        """The pack's checks never asked about: compare now or at the draw (asked once)."""
        for offer in self.offers:
            offer.hide()  # at once: deleteLater waits for the event loop
            offer.deleteLater()
        self.offers = [CheckOffer(pack, table) for table in to_offer(pack, self.answered)] if pack else []
        for offer in self.offers:
            self.offers_layout.addWidget(offer)

    def profiles_of(self, pack: Pack) -> dict[str, list[tuple[str, Any]]]:
        """The player's saved profiles of each kind (bad files are named in the message)."""
        out, problems = saved_profiles(pack)
        self.message.setText("\n".join(render(p) for p in problems))
        return out

    def add_bot(self) -> BotSetup | None:
        """Add a bot row with the pack's setup options, set to a choice no other seat holds where
        a game has one of each; none when the seats hold every such choice."""
        pack = self.packs.get(self.pack_id())
        held = held_choices([b.chosen() for b in self.bots])
        if pack is None or pack.meta.all_held(held):
            return None
        bot = BotSetup(pack, len(self.bots) + 1, self.profiles_of(pack))
        bot.avoid(held)
        bot.remove_requested.connect(self._remove_bot)
        bot.new_profile_requested.connect(self._new_profile)
        bot.choice_changed.connect(self._show_room)
        self.bots.append(bot)
        self.bots_layout.insertWidget(self.bots_layout.count() - 1, bot)
        self._show_room()
        return bot

    def _show_room(self) -> None:
        """Each seat's list greys out the choices a game has once that other seats hold; the Add
        button takes no click while the seats hold every one, and its tip says why."""
        pack = self.packs.get(self.pack_id())
        for bot in self.bots:
            bot.hold(held_choices(other.chosen() for other in self.bots if other is not bot))
        full = pack is not None and pack.meta.all_held(held_choices(b.chosen() for b in self.bots))
        self.add_button.setEnabled(not full)
        self.add_button.setToolTip(all_seated() if full else "")

    def refresh_profiles(self, saved: str = "") -> None:
        """Profiles changed (the editor saved one, its file `saved`): offer them in every bot's
        list; the bot that asked for a new profile takes the one just saved."""
        pack = self.packs.get(self.pack_id())
        if pack is None:
            return
        profiles = self.profiles_of(pack)
        for bot in self.bots:
            bot.profiles = profiles
            for opt in pack.meta.bot_options:
                widget = bot.widgets[opt.id]
                if opt.kind == "profile" and isinstance(widget, QComboBox):
                    chosen = widget.currentText()
                    while widget.count() > 2:
                        widget.removeItem(1)
                    for i, (name, data) in enumerate(profiles.get(opt.profile or "", []), start=1):
                        widget.insertItem(i, name, data)
                    widget.setCurrentIndex(max(0, widget.findText(chosen)))
                    widget.setProperty("chosen", widget.currentIndex())
        wanted, self.wanted = self.wanted, None
        if wanted is not None and saved and wanted[0] in self.bots:
            stored = profiles_by_file(pack, wanted[1]).get(saved)
            if stored is not None:
                wanted[0].choose_profile(wanted[1], stored)

    def _new_profile(self, bot: BotSetup, kind: str) -> None:
        """Open the profile editor on a new profile; once saved, this bot takes it."""
        self.wanted = (bot, kind)
        self.edit_profiles.emit(self.pack_id())

    def _remove_bot(self, bot: BotSetup) -> None:
        if bot in self.bots:
            self.bots.remove(bot)
            bot.deleteLater()
            self._show_room()  # its choice is free again

    def accept(self) -> None:
        """Hand the setup to the window; a game needs at least one bot."""
        if not self.bots:
            self.message.setText(
                self.tr("Press “{add}” to add at least one.").replace("{add}", self.add_text())
            )
            return
        pack = self.packs.get(self.pack_id())
        twice = taken_twice(pack, [bot.chosen() for bot in self.bots]) if pack is not None else None
        if twice is not None:
            self.message.setText(once_only(twice))
            return
        shared = {name: w.value() for name, (_l, w) in self.shared.items() if isinstance(w, QSpinBox)}
        bots = [bot.result() for bot in self.bots]
        self.chosen.emit(self.pack_id(), bots, shared, [bot.name_words() for bot in self.bots])
        if self.offers:
            now = [o.table for o in self.offers if o.compare_now()]
            self.checks_chosen.emit(self.pack_id(), now, [o.table for o in self.offers if o.table not in now])
        super().accept()
