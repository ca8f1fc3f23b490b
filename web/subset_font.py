#!/usr/bin/env python3
"""Makes assets/fonts/DejaVuSans-web.ttf, the font of the browser build: DejaVu Sans
(assets/fonts/DejaVuSans.ttf) cut down to the characters the game can draw, so that the
.wasm stays small. Needs fonttools (PyPI: pip install fonttools); run it again after a
text with a new kind of character is added (the test tests/web_font.rs says when):

    python3 web/subset_font.py

Kept: every character of the game's sources and data files (string literals and
\\u{...} escapes in src/, the lessons, cards, variants, dice and board files), and whole
blocks that names typed by players or future texts may need: Latin-1 and Latin
Extended-A (names such as Zoë, Łukasz, Şeyma), general punctuation, arrows, the
geometric shapes, the miscellaneous symbols (chess pieces ♔…♟, ★) and dingbats (✔).
Layout tables and hinting are dropped: macroquad draws glyph by glyph, unhinted.
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
SOURCE = ROOT / "assets/fonts/DejaVuSans.ttf"
TARGET = ROOT / "assets/fonts/DejaVuSans-web.ttf"
BLOCKS = [
    (0x20, 0x7E),      # ASCII
    (0xA0, 0x17F),     # Latin-1 Supplement, Latin Extended-A
    (0x2010, 0x205E),  # general punctuation
    (0x20AC, 0x20AC),  # euro sign
    (0x2190, 0x21FF),  # arrows
    (0x2212, 0x2212),  # minus sign
    (0x25A0, 0x25FF),  # geometric shapes
    (0x2600, 0x26FF),  # miscellaneous symbols: chess pieces, stars
    (0x2700, 0x27BF),  # dingbats
]


def game_texts():
    files = [*ROOT.glob("src/**/*.rs"), *ROOT.glob("assets/**/*.json"),
             *ROOT.glob("assets/*.txt"), *ROOT.glob("assets/i18n/**/*.ftl"),
             *ROOT.glob("cards/*.json")]
    chars = set()
    for f in files:
        text = f.read_text(encoding="utf-8")
        chars |= set(text)
        chars |= {chr(int(h, 16)) for h in re.findall(r"\\u\{([0-9a-fA-F]+)\}", text)}
    return {c for c in chars if c.isprintable()}


def main():
    chars = game_texts()
    for lo, hi in BLOCKS:
        chars |= {chr(c) for c in range(lo, hi + 1)}
    unicodes = ",".join(f"U+{ord(c):04X}" for c in sorted(chars))
    subprocess.run([sys.executable, "-m", "fontTools.subset", str(SOURCE),
                    f"--unicodes={unicodes}", f"--output-file={TARGET}",
                    "--layout-features=", "--no-hinting", "--notdef-outline",
                    "--name-IDs=*", "--name-languages=*"], check=True)
    print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes, "
          f"{len(chars)} characters asked for")


if __name__ == "__main__":
    main()
