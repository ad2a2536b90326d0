"""A bot's mat in its panel: the pack's sections in order, each under a thin rule with its title,
its values flowing in rows as wide as the panel (a map's keys and a counter's cubes on rows of
their own), each hint on one short line beneath; a scroll bar only for a mat taller than any
panel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop.core.play.view import BotView, FieldView
from desktop.ui.language import render
from desktop.ui.mat.field_editor import FieldEditor, FieldOwner
from desktop.ui.mat.value_widgets import CELL_GAP, SPACING, FieldLabel, LeadLabel, cell
from desktop.ui.tones import use_tone
from desktop.ui.widgets.flow_layout import FlowLayout, widest_word

HINT_SCALE = 0.85  # a hint's text against the window's
Rows = list[tuple[QLabel, FieldEditor]]


def word_room(label: QLabel) -> int:
    """The width the label's longest word needs in its font (a pixel either side)."""
    return widest_word(label.text(), label.fontMetrics()) + 2


class Heading(LeadLabel):
    """A section's title: it wraps between its words, never inside one (the hint beside it took
    the room of its last letter: «Зосередженн» at 1024×650)."""

    def minimumSizeHint(self) -> QSize:
        least = super().minimumSizeHint()
        return QSize(max(least.width(), word_room(self)), least.height())


class Section(QWidget):
    """One section of the mat under a thin rule: its title in bold at the head of its first row of
    values, or on a row of its own (before a row of cubes, or beside the hint of its one map).
    Qt's framed group box takes two rows' height more, and a style sheet would fix its text size."""

    def __init__(self) -> None:
        super().__init__()
        self.title = Heading(bold=True)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Plain)
        rule.setFixedHeight(1)
        rule.setForegroundRole(QPalette.ColorRole.Mid)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(SPACING)
        self.column.addWidget(rule)
        self.head: QBoxLayout | None = None
        self.note: QLabel | None = None

    def title_row(self, note: QLabel | None) -> None:
        """The title on a row of its own, with a note beside it (the section's one hint), or under
        it in a panel too narrow for both (see resizeEvent)."""
        head = self.head = QHBoxLayout()
        head.setSpacing(CELL_GAP)
        head.addWidget(self.title)
        self.note = note
        if note is not None:
            head.addWidget(note, 1, Qt.AlignmentFlag.AlignVCenter)
        else:
            head.addStretch(1)
        self.column.addLayout(head)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.head is None or self.note is None:
            return
        # The title whole beside the note's longest word, or the note goes under the title: one
        # of them had a word cut (the title's last letter, then the note's)
        beside = self.width() >= word_room(self.title) + CELL_GAP + word_room(self.note)
        way = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.head.direction() != way:
            self.head.setDirection(way)

    def setTitle(self, text: str) -> None:  # noqa: N802 - as QGroupBox names it
        """The section's title."""
        self.title.setText(text)


class MatView(QScrollArea):
    """The mat of one bot, drawn from its view; every value shown by the editor of its kind."""

    relaid = Signal()
    """Its layout is to be made again (new words, sizes or values): its height may change."""

    def __init__(self, bot: BotView, owner: FieldOwner) -> None:
        super().__init__()
        self.owner = owner
        self.sections: list[tuple[Section, Rows]] = []
        self._hints: dict[str, QLabel] = {}  # hints made ahead of their field, by path
        # Every hint, for the text size: asking Qt for the children would wrap each of them in
        # Python (the scroll area's bars too, making their classes' enum types: ≈ 0.5 ms a mat).
        self.hints: list[QLabel] = []
        self.text_size = 11  # the window's text size (hints are set a little smaller)
        self.gap = SPACING  # between two rows of values (less in a panel short of height)
        self._flows: list[FlowLayout] | None = None  # the rows' layouts, found when first drawn closer
        content = QWidget()
        body = QVBoxLayout(content)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)  # each section begins with its rule and the space under it
        # The first card field is drawn large beside the step (this panel is the active bot's).
        self._big_card = next((f for s in bot.mat for f in s.fields if f.kind == "card"), None)
        for section in bot.mat:
            box = Section()
            rows: Rows = []
            # A section holding only a map has one heading: its own title (the map's label, which
            # would repeat it, is said in the box's tooltip).
            first = section.fields[0] if section.fields else None
            sole = len(section.fields) == 1 and first is not None and first.kind == "map"
            heads: list[QLabel] = [box.title]
            if first is None or first.display == "cubes" or (sole and first.hint is not None):
                note = self._hint(first) if sole and first is not None else None
                if note is not None and first is not None:  # beside the title: the field takes it
                    self._hints[first.path] = note
                box.title_row(note)
                heads = []
            flow: FlowLayout | None = None
            for fld in section.fields:
                flow = self._add_field(box, flow, fld, rows, sole, heads)
                heads = []
            body.addWidget(box)
            self.sections.append((box, rows))
        body.addStretch(1)
        self.setObjectName("botMat")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        # The mat's ground is a widget of its own beneath the values. A viewport or content that
        # fills its own ground was painted on its own at a switch and then again with the rest
        # of the tab (Qt updates every widget of the page shown, parents first): the mat's
        # ≈ 110 widgets twice. The ground has no children, so only its fill is painted twice;
        # and a value that changes is painted over it, without the panel and the tabs behind.
        # The viewport as the values' parent(), not viewport(): a QWidget* of an object Qt made
        # has PySide6 type every widget class first (52 enum types, ≈ 3.5 ms of the start;
        # docs/gui.md, upstream report 5), a QObject* is typed from its meta-object at once.
        held = content.parent()
        self.port = held if isinstance(held, QWidget) else self
        self.port.setAutoFillBackground(False)
        content.setAutoFillBackground(False)  # setWidget turned it on
        self.ground = QWidget(self.port)
        self.ground.setAutoFillBackground(True)
        self.ground.lower()
        content.installEventFilter(self)

    def _add_field(
        self,
        box: Section,
        flow: FlowLayout | None,
        fld: FieldView,
        rows: Rows,
        sole: bool,
        heads: list[QLabel],
    ) -> FlowLayout | None:
        """One field in its section (`heads`: what leads its row, the section's title): a map's
        keys and a counter's cubes take rows of their own, other fields flow side by side in rows;
        the hint on one line beneath. Returns the flow the next field may join."""
        column = box.column
        label = LeadLabel(bold=False) if fld.kind == "map" else FieldLabel()
        if fld.kind == "map":
            editor = FieldEditor(self.owner, fld, heads if sole else [*heads, label])
            if sole:
                label.setParent(box)
                label.hide()
            column.addWidget(editor)
            flow = None
        elif fld.display == "cubes":
            editor = FieldEditor(self.owner, fld)
            column.addWidget(cell(label, editor, stretch=True))
            flow = None
        else:
            editor = FieldEditor(self.owner, fld)
            if flow is None:
                flow = FlowLayout(spacing=CELL_GAP, row_spacing=SPACING)
                column.addLayout(flow)
            for head in heads:
                flow.addWidget(head)
            pair = cell(label, editor)
            flow.addWidget(pair)
            if fld is self._big_card and not fld.editable:  # drawn large beside the step already
                pair.hide()
        if fld.hint is not None:
            hint = self._hints.pop(fld.path, None) or self._hint(fld)
            editor.hint_label = hint
            if hint is not None and not sole:  # else it is beside the section's title
                column.addWidget(hint)
            flow = None
        rows.append((label, editor))
        return flow

    def _hint(self, fld: FieldView) -> QLabel | None:
        """A field's hint in small print beneath it, its words wrapped (never cut)."""
        if fld.hint is None:
            return None
        hint = QLabel()
        hint.setWordWrap(True)
        hint.setObjectName("hint:" + fld.path)
        use_tone(hint, "quiet")  # small print: its size is set with the text size
        hint.setFont(self._hint_font())
        self.hints.append(hint)
        return hint

    def set_text_size(self, size: int) -> None:
        """The mat follows the window's text size; its hints are a little smaller."""
        self.text_size = size
        font = self._hint_font()
        for hint in self.hints:
            hint.setFont(font)

    def _hint_font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(max(self.text_size * HINT_SCALE, 8))
        return font

    def retranslate(self, bot: BotView) -> None:
        """Every section's title, field's name, and editor's words in the current language."""
        for (box, rows), section in zip(self.sections, bot.mat, strict=True):
            box.setTitle(render(section.title))
            for label, editor in rows:
                label.setText(render(editor.fld.label))
                if label.isHidden() and label.parent() is box:  # its title alone names the map
                    box.setToolTip(label.text())
                editor.retranslate_ui()

    def show_bot(self, bot: BotView) -> None:
        """Every value as the bot has it now."""
        for (_box, rows), section in zip(self.sections, bot.mat, strict=True):
            for (_label, editor), fld in zip(rows, section.fields, strict=True):
                editor.show_field(fld)
        self.fit_scroll()  # new values may need another row (cubes)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.relaid.emit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's virtual
        """The ground covers the viewport (the area's and its viewport's new sizes come here); a
        panel that folded its routines gave the mat more height."""
        super().resizeEvent(event)
        self.ground.setGeometry(self.port.rect())
        self.fit_scroll()

    def need_at(self, width: int) -> int:
        """The height the whole mat takes `width` pixels wide, its rows as close as drawn now."""
        content = self.widget()
        layout = content.layout() if content is not None else None
        if layout is None:
            return 0
        return layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.minimumSize().height()

    def set_gap(self, gap: int) -> None:
        """Draw the rows `gap` pixels apart (SPACING; closer when the panel is short of height)."""
        if gap == self.gap:
            return
        self.gap = gap
        if self._flows is None:  # asked of Qt once, and only for a short panel
            content = self.widget()
            self._flows = content.findChildren(FlowLayout) if content is not None else []
        for flow in self._flows:
            flow.set_row_spacing(gap)
            holder = flow.parentWidget()
            if holder is not None and not isinstance(holder, Section):
                holder.updateGeometry()  # a map's editor: its size as its section's layout keeps it
        for box, _rows in self.sections:
            box.column.setSpacing(gap)
            # Its size as the mat's layout keeps it, asked again now (not at the next layout pass):
            # the panel measures the mat at each gap in turn.
            box.updateGeometry()

    def fit_scroll(self) -> None:
        """No scroll bar while the whole mat fits its area at the area's full width: a bar shown
        once would narrow the mat, make it taller, and so stay (a mat that fits never scrolls)."""
        need = self.need_at(self.width())
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if need <= self.height()
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)
