"""Hot-seat play: the "pass the device" screen shown between two people's turns.

With more than one seat played by people at one screen, the window hides the hand, the
decision and the face-down cards when a different person's seat is to act, and shows this
page instead until that person clicks to continue.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gkr_studio import style


class PassDevicePage(QWidget):
    """ "Pass the device to seat N", and the button that shows that seat's cards."""

    continued = Signal()
    """The person of the seat to act has the screen: show their cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.button = QPushButton()
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.continued.emit)
        layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addWidget(self.button)
        layout.addStretch(2)
        self.seat = -1

    def show_seat(self, seat: int, faction: str) -> None:
        """Ask for the device to go to ``seat``'s player."""
        self.seat = seat
        color = style.seat_color(seat).darker(115).name()
        self.message.setText(
            self.tr(
                "<p style='font-size:15pt'><b style='color:{0}'>Seat {1} · {2}</b></p>"
                "<p>Pass the device to seat {1}'s player. Their hand and decision are hidden"
                " until they continue.</p>"
            ).format(color, seat + 1, faction)
        )
        self.button.setText(self.tr("I play seat {0}: show my hand").format(seat + 1))
