"""Draw the studio's toolbar icons as SVG files in gkr_studio/icons/ (shipped with the package).

    python scripts/make_icons.py

The icons use the board's own colours (gkr_studio/style.py): grey hexes, slate buildings with
lit windows, the seat colours and the zone tints, on a transparent ground.
"""

from __future__ import annotations

import math
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "gkr_studio" / "icons"

HEX = "#c9ccc4"
HEX_LINE = "#6f736b"
DARK = "#1c232d"
WALL = "#3d4a5c"
ROOF = "#5d7089"
WINDOW = "#9fc3e8"
RUBBLE = "#7d766b"
RUBBLE_DARK = "#4f4a42"
SEATS = ("#e4572e", "#2e86de", "#3bb273", "#f2a541")
ZONES = ("#5aaa6e", "#ebc83c", "#f0822a", "#dc3228")
FOCUS = "#ffd43b"
ALLEY = "#ff7a1a"
RING = "#1e3c78"


def hexagon(cx: float, cy: float, r: float) -> str:
    """Points of a flat-topped hexagon, as the board draws its hexes."""
    return " ".join(
        f"{cx + r * math.cos(math.radians(60 * i)):.2f},"
        f"{cy + r * math.sin(math.radians(60 * i)):.2f}"
        for i in range(6)
    )


def hex_el(
    cx: float,
    cy: float,
    r: float,
    fill: str = HEX,
    stroke: str = HEX_LINE,
    width: float = 1.0,
    extra: str = "",
) -> str:
    return (
        f'<polygon points="{hexagon(cx, cy, r)}" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="{width}" stroke-linejoin="round" {extra}/>'
    )


def building(cx: float, cy: float, r: float) -> str:
    lift = r * 0.2
    roof = hexagon(cx, cy - lift, r * 0.8)
    windows = "".join(
        f'<rect x="{cx + gx * r * 0.27 - r * 0.07:.2f}" y="{cy - lift + gy * r * 0.25 - r * 0.07:.2f}"'
        f' width="{r * 0.14:.2f}" height="{r * 0.14:.2f}" fill="{WINDOW}"/>'
        for gx in (-1, 0, 1)
        for gy in (-1, 0, 1)
    )
    return (
        hex_el(cx, cy, r, WALL, DARK, 1.2)
        + f'<polygon points="{roof}" fill="{ROOF}" stroke="{DARK}" stroke-width="0.8"/>'
        + windows
    )


def svg(body: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" '
        f'viewBox="0 0 24 24">{body}</svg>\n'
    )


ICONS: dict[str, str] = {
    # files
    "new": (
        f'<path d="M5 2h10l4 4v16H5z" fill="#f4f5f2" stroke="{DARK}" stroke-width="1.2"/>'
        f'<path d="M15 2v4h4" fill="none" stroke="{DARK}" stroke-width="1.2"/>'
        + hex_el(12, 14, 4.5)
    ),
    "open": (
        f'<path d="M2 6h7l2 2h10v12H2z" fill="{ROOF}" stroke="{DARK}" stroke-width="1.2"/>'
        f'<path d="M2 20l3-9h18l-3 9z" fill="{WINDOW}" stroke="{DARK}" stroke-width="1.2"/>'
    ),
    "save": (
        f'<path d="M3 3h15l3 3v15H3z" fill="{WALL}" stroke="{DARK}" stroke-width="1.2"/>'
        f'<rect x="6" y="3" width="10" height="6" fill="{WINDOW}"/>'
        f'<rect x="6" y="13" width="12" height="8" fill="#f4f5f2"/>'
    ),
    "undo": (
        f'<path d="M9 5L3 10l6 5" fill="none" stroke="{DARK}" stroke-width="2.4" '
        f'stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="M4 10h10a6 6 0 0 1 0 12h-4" fill="none" stroke="{DARK}" '
        f'stroke-width="2.4" stroke-linecap="round"/>'
    ),
    "redo": (
        f'<path d="M15 5l6 5-6 5" fill="none" stroke="{DARK}" stroke-width="2.4" '
        f'stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="M20 10H10a6 6 0 0 0 0 12h4" fill="none" stroke="{DARK}" '
        f'stroke-width="2.4" stroke-linecap="round"/>'
    ),
    "playtest": (
        hex_el(12, 12, 10.5, HEX, HEX_LINE, 1.2)
        + f'<path d="M9 6.5v11l9-5.5z" fill="{SEATS[0]}" stroke="{DARK}" '
        f'stroke-width="1.2" stroke-linejoin="round"/>'
    ),
    # tools
    "select": (
        f'<path d="M5 2v18l5-5 3.5 7 3-1.5L13 13.5h7z" fill="#f4f5f2" stroke="{DARK}" '
        f'stroke-width="1.4" stroke-linejoin="round"/>'
    ),
    "building": building(12, 13, 10),
    "demolish": (
        hex_el(12, 12, 10.5, "#b3ad9f", RUBBLE_DARK, 1.0, 'stroke-dasharray="2 1.5"')
        + "".join(
            f'<polygon points="{hexagon(x, y, r)}" fill="{c}" '
            f'stroke="{RUBBLE_DARK}" stroke-width="0.8"/>'
            for x, y, r, c in (
                (8, 9, 3.2, RUBBLE),
                (15, 8, 2.6, RUBBLE_DARK),
                (11, 15, 3.6, RUBBLE_DARK),
                (17, 14, 2.8, RUBBLE),
                (6, 15, 2.2, RUBBLE),
            )
        )
    ),
    "start": (
        f'<circle cx="12" cy="12" r="10" fill="none" stroke="#8a2c12" stroke-width="1.4"/>'
        f'<circle cx="12" cy="12" r="8" fill="{SEATS[0]}" stroke="white" stroke-width="1.6"/>'
        f'<path d="M12 6.5v11M8 10l4-3.5" stroke="white" stroke-width="2.2" '
        f'stroke-linecap="round" fill="none"/>'
    ),
    "erase": (
        f'<path d="M3 15l9-9 8 8-6 6H8z" fill="#f08ca0" stroke="{DARK}" '
        f'stroke-width="1.3" stroke-linejoin="round"/>'
        f'<path d="M7.5 10.5l8 8" stroke="{DARK}" stroke-width="1.3"/>'
        f'<path d="M8 20h13" stroke="{DARK}" stroke-width="1.3"/>'
    ),
    "zone": (
        hex_el(10, 13, 9, ZONES[1], HEX_LINE, 1.0)
        + hex_el(10, 13, 5, ZONES[3], "none", 0)
        + f'<path d="M14 10l7-8 1.5 1.5-8 7z" fill="{ROOF}" stroke="{DARK}" '
        f'stroke-width="1" stroke-linejoin="round"/>'
        + f'<path d="M12 11.5c1-1.5 2.5-1.5 3 0-1 1.5-2 2-3 0z" fill="{DARK}"/>'
    ),
    "inspect": (
        f'<circle cx="12" cy="12" r="8" fill="none" stroke="{DARK}" stroke-width="2"/>'
        f'<path d="M12 1v6M12 17v6M1 12h6M17 12h6" stroke="{DARK}" stroke-width="2" '
        f'stroke-linecap="round"/>'
        f'<circle cx="12" cy="12" r="2.2" fill="{SEATS[0]}"/>'
    ),
    "lock": (
        f'<path d="M7.5 11V7.5a4.5 4.5 0 0 1 9 0V11" fill="none" stroke="{DARK}" '
        f'stroke-width="2.2" stroke-linecap="round"/>'
        f'<rect x="4" y="11" width="16" height="11" rx="2" fill="{FOCUS}" stroke="{DARK}" '
        f'stroke-width="1.4"/>'
        f'<circle cx="12" cy="15.5" r="1.7" fill="{DARK}"/>'
        f'<path d="M12 16.5v3" stroke="{DARK}" stroke-width="1.6" stroke-linecap="round"/>'
    ),
    # overlays
    "sight": (
        hex_el(6, 7, 5, "#8fd3a0")
        + hex_el(6, 17.5, 5, "#f5d064")
        + hex_el(15, 12, 5, "#5a5e66")
        + hex_el(15, 22.5, 5, "#8fd3a0")
        + hex_el(15, 1.5, 5, "#f5d064")
        + f'<circle cx="19" cy="12" r="4" fill="{FOCUS}" stroke="{DARK}" stroke-width="1.2"/>'
    ),
    "alleys": (
        building(6, 7, 5.5)
        + building(6, 19, 5.5)
        + building(18, 13, 5.5)
        + f'<path d="M2 13h20" stroke="{ALLEY}" stroke-width="2.2" '
        f'stroke-dasharray="3 1.5" stroke-linecap="round"/>'
    ),
    "rings": (
        hex_el(12, 12, 11, "#dde3ef", RING, 1.2)
        + hex_el(12, 12, 7.5, HEX, RING, 1.2)
        + hex_el(12, 12, 4, "#dde3ef", RING, 1.2)
        + f'<circle cx="12" cy="12" r="1.6" fill="{RING}"/>'
    ),
    "reach": (
        hex_el(12, 12, 11, "#f3c1b0", SEATS[0], 1.2)
        + building(14, 13, 5.5)
        + f'<circle cx="6" cy="9" r="3" fill="{SEATS[0]}" stroke="white" '
        f'stroke-width="1"/>'
    ),
    "territory": (
        hex_el(6, 7, 5.6, SEATS[0])
        + hex_el(6, 17.5, 5.6, SEATS[0])
        + hex_el(15, 12, 5.6, "#9a9a9a")
        + hex_el(15, 1.5, 5.6, SEATS[1])
        + hex_el(15, 22.5, 5.6, SEATS[2])
        + hex_el(24, 7, 5.6, SEATS[1])
        + hex_el(24, 17.5, 5.6, SEATS[3])
    ),
    "zones": (
        hex_el(12, 12, 11.5, ZONES[0], HEX_LINE, 1.0)
        + hex_el(12, 12, 8.5, ZONES[1], "none", 0)
        + hex_el(12, 12, 5.5, ZONES[2], "none", 0)
        + hex_el(12, 12, 2.6, ZONES[3], "none", 0)
    ),
    "heat": (
        hex_el(6, 7, 5.6, "#f6d3cc")
        + hex_el(6, 17.5, 5.6, "#ee9a8c")
        + hex_el(15, 12, 5.6, "#e6281e")
        + hex_el(15, 1.5, 5.6, "#f0b4a8")
        + hex_el(15, 22.5, 5.6, "#ea6a58")
        + hex_el(24, 7, 5.6, "#ee9a8c")
        + hex_el(24, 17.5, 5.6, "#f6d3cc")
    ),
    # editing mode
    "symmetry": (
        building(6, 12, 5)
        + hex_el(18, 12, 5, "#dde3ef", ROOF, 1.2, 'stroke-dasharray="2 1.2"')
        + f'<path d="M12 1v22" stroke="{RING}" stroke-width="1.6" '
        f'stroke-dasharray="2.5 1.5"/>'
    ),
    # help and sheets
    "print": (
        f'<rect x="6" y="2" width="12" height="7" fill="#f4f5f2" stroke="{DARK}"/>'
        f'<rect x="2" y="9" width="20" height="9" rx="2" fill="{WALL}" stroke="{DARK}"/>'
        f'<rect x="6" y="14" width="12" height="8" fill="#f4f5f2" stroke="{DARK}"/>'
        + hex_el(12, 18, 2.6)
    ),
    "help": (
        f'<circle cx="12" cy="12" r="10" fill="{ROOF}" stroke="{DARK}" stroke-width="1.2"/>'
        f'<path d="M9 9.5a3 3 0 1 1 4 2.8c-.8.4-1 1-1 2v.7" fill="none" stroke="white" '
        f'stroke-width="2.2" stroke-linecap="round"/>'
        f'<circle cx="12" cy="18" r="1.3" fill="white"/>'
    ),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, body in ICONS.items():
        (OUT / f"{name}.svg").write_text(svg(body), encoding="utf-8")
    print(f"wrote {len(ICONS)} icons to {OUT}")


if __name__ == "__main__":
    main()
