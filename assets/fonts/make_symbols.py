#!/usr/bin/python3
"""Builds symbols.ttf, the glyphs the app draws that Fyne's bundled Noto Sans
lacks, from Debian's fonts-noto-core (Noto Sans Math for the arrows and the
minus sign, Noto Sans Symbols2 for ticks, crosses and chess pieces).

Run from this folder after `apt-get install fonts-noto-core python3-fonttools`:
    /usr/bin/python3 make_symbols.py
gui's font test says which glyph is missing when the app starts showing one.
"""
import os
import tempfile

from fontTools import merge, subset
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto/"
# (font, code points): every range is one the app uses or may soon. The
# spaces too: the text shaper keeps a space in the font of the character
# before it, so "← →" would draw its space as "�" from a font without one.
PARTS = [
    ("NotoSansMath-Regular.ttf", [0x20, 0xA0, *range(0x2190, 0x219A), 0x2212]),  # ←↑→↓↔↕↖↗↘↙ −
    ("NotoSansSymbols2-Regular.ttf", [*range(0x2713, 0x2719), *range(0x2654, 0x2660)]),  # ✓✔✕✖✗✘ ♔…♟
]
FAMILY = "Backtrack Lab Symbols"


def cut(name, codepoints, out):
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(NOTO + name)
    sub = subset.Subsetter(options)
    sub.populate(unicodes=codepoints)
    sub.subset(font)
    font.save(out)
    return font["name"].getDebugName(0)


def main():
    tmp = tempfile.mkdtemp()
    parts = [os.path.join(tmp, f"part{i}.ttf") for i in range(len(PARTS))]
    notices = [cut(name, cps, out) for (name, cps), out in zip(PARTS, parts)]
    font = merge.Merger().merge(parts)
    # Fyne places a line of text by the ascent of its first run: give the
    # symbols Noto Sans's vertical metrics (1069/-293), so a label that
    # starts with an arrow sits where one starting with a letter does.
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = 1069, -293, 0
    os2 = font["OS/2"]
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = 1069, -293, 0
    os2.usWinAscent, os2.usWinDescent = 1069, 293
    names = font["name"]
    version = "Version 1.000; subset of " + ", ".join(name for name, _ in PARTS)
    for nid, value in {
        0: " ".join(notices),
        1: FAMILY,
        2: "Regular",
        3: "1.000;" + FAMILY.replace(" ", ""),
        4: FAMILY,
        5: version,
        6: FAMILY.replace(" ", "") + "-Regular",
    }.items():
        names.setName(value, nid, 3, 1, 0x409)
        names.setName(value, nid, 1, 0, 0)
    for nid in (16, 17, 21, 22):  # typographic family names of the sources
        names.removeNames(nameID=nid)
    # The same sources give the same bytes: no time of the build inside.
    font.recalcTimestamp = False
    source = TTFont(NOTO + PARTS[0][0])["head"]
    font["head"].created, font["head"].modified = source.created, source.modified
    font.save("symbols.ttf")


main()
