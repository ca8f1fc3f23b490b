#!/usr/bin/env python3
"""Draws the page's icons (the web app manifest's, issue 58) in the game's colours: a die
on the page's dark ground, showing five, its corner pips the four seats' colours
(crates/paint/src/palette.rs) and the middle one ink.

    python3 web/make_icons.py DIR     # writes icon-192.png, icon-512.png, icon-maskable-512.png

Standard library only: each pixel is coloured by its distance to the shapes' edges
(smooth edges without supersampling), written as an 8-bit RGB PNG.
"""
import math
import os
import struct
import sys
import zlib

GROUND = (0x20, 0x26, 0x2E)  # web/index.html's background
PAPER = (0xF5, 0xED, 0xDE)   # paint::draw::PAPER
INK = (0x21, 0x1E, 0x23)     # palette::GLYPH
SEATS = [(0x9A, 0x7B, 0x00), (0x00, 0x80, 0x5C), (0x00, 0x63, 0xB8), (0xB8, 0x00, 0x2E)]


def rounded_box(x, y, cx, cy, half, radius):
    """Signed distance to a square of half side `half` with rounded corners."""
    qx = abs(x - cx) - half + radius
    qy = abs(y - cy) - half + radius
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def draw(size, die_share):
    """The picture as rows of RGB bytes; the die takes `die_share` of the side."""
    half = size * die_share / 2
    c = size / 2
    pip = half * 0.17
    off = half * 0.52
    pips = [(c - off, c - off, SEATS[0]), (c + off, c - off, SEATS[1]),
            (c - off, c + off, SEATS[2]), (c + off, c + off, SEATS[3]), (c, c, INK)]
    rows = []
    for j in range(size):
        row = bytearray()
        y = j + 0.5
        for i in range(size):
            x = i + 0.5
            colour = GROUND
            d = rounded_box(x, y, c, c, half, half * 0.22)
            if d < 0.5:
                colour = mix(PAPER, GROUND, min(max(d + 0.5, 0.0), 1.0))
                for px, py, ink in pips:
                    e = math.hypot(x - px, y - py) - pip
                    if e < 0.5:
                        colour = mix(ink, colour, min(max(e + 0.5, 0.0), 1.0))
            row += bytes(colour)
        rows.append(bytes(row))
    return rows


def png(rows, size):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    raw = b"".join(b"\x00" + r for r in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    # The plain icons fill most of their square; the maskable one keeps the die inside
    # the middle circle that every mask leaves (80 % of the side).
    for name, size, share in (("icon-192.png", 192, 0.84), ("icon-512.png", 512, 0.84),
                              ("icon-maskable-512.png", 512, 0.52)):
        with open(os.path.join(out, name), "wb") as f:
            f.write(png(draw(size, share), size))


if __name__ == "__main__":
    main()
