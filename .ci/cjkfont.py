#!/usr/bin/python3
"""Builds the font of the web build: the app's symbols (assets/fonts/symbols.ttf)
with the Chinese characters its texts show, cut from Noto Sans CJK SC
(Debian's fonts-noto-cjk, SIL Open Font License 1.1).

A browser gives the app no fonts to read, so the desktop's fallback to the
system's CJK fonts finds nothing there; the page fetches this font and the
app uses it in place of symbols.ttf (assets/fonts/web_js.go). The characters
are those of assets/translations, gui's sources and the Code screen's example
programs (their comments are in Chinese too) when the page is built, so that
a new text never shows a box.

    python3 .ci/cjkfont.py OUT.ttf   build it (run from the project's folder)
    python3 .ci/cjkfont.py --source  print the source font's path, if installed
"""
import glob
import logging
import os
import sys
import tempfile

from fontTools import merge, subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable

SOURCES = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
]
FAMILY = "Noto Sans CJK SC"
SYMBOLS = "assets/fonts/symbols.ttf"
# The CJK blocks and full-width forms; Noto Sans, which Fyne ships, draws
# the rest (Latin, general punctuation).
FIRST_CJK = 0x2E80


def source():
    for path in SOURCES:
        if os.path.exists(path):
            for i, font in enumerate(TTCollection(path).fonts):
                if font["name"].getDebugName(1) == FAMILY:
                    return path, i
    return None, None


def characters():
    files = (glob.glob("assets/translations/*.json") + glob.glob("gui/**/*.go", recursive=True)
             + glob.glob("assets/code/*.py"))
    chars = set()
    for name in files:
        with open(name, encoding="utf-8") as f:
            chars.update(ord(c) for c in f.read() if ord(c) >= FIRST_CJK)
    return sorted(chars)


def to_quadratic(font):
    """Turns the CFF outlines of font into TrueType ones, which the symbols
    font has: fontTools merges fonts of one outline format only."""
    order = font.getGlyphOrder()
    glyphs = font.getGlyphSet()
    quad = {}
    for name in order:
        pen = TTGlyphPen(glyphs)
        glyphs[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        quad[name] = pen.glyph()
    font["loca"] = newTable("loca")
    glyf = font["glyf"] = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = quad
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf.compile(font)
    maxp = font["maxp"] = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for field in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    maxp.recalc(font)
    font["post"].formatType = 2.0
    font["post"].extraNames = []
    font["post"].mapping = {}
    font["post"].glyphOrder = order
    font["head"].glyphDataFormat = 0
    font.sfntVersion = "\x00\x01\x00\x00"


# Noto Sans's space, 260 units wide: the width of a space in Fyne's text font.
SPACE_WIDTH = 260


def add_spaces(font):
    """Gives the font a space. The text shaper keeps a space in the run of the
    character before it, so a space after an arrow (the key hints' "← →") is
    drawn with this font, and without a glyph of its own it shows as a box."""
    cmap = font.getBestCmap()
    missing = [cp for cp in (0x20, 0xA0) if cp not in cmap]
    if not missing:
        return
    glyph = TTGlyphPen(None).glyph()
    name = "space.web"
    font["glyf"][name] = glyph
    font["hmtx"][name] = (SPACE_WIDTH, 0)
    font.setGlyphOrder(font.getGlyphOrder() + [name])
    font["maxp"].numGlyphs = len(font.getGlyphOrder())
    for table in font["cmap"].tables:
        if table.isUnicode():
            for cp in missing:
                table.cmap[cp] = name


def main():
    logging.getLogger("fontTools").setLevel(logging.ERROR)  # its notes on dropped tables
    path, index = source()
    if len(sys.argv) == 2 and sys.argv[1] == "--source":
        if path:
            print(path)
        return
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    if not path:
        sys.exit("cjkfont: Noto Sans CJK SC not found (Debian: fonts-noto-cjk)")
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.notdef_outline = True
    options.drop_tables += ["vhea", "vmtx", "VORG", "BASE", "GDEF", "GPOS", "GSUB", "DSIG"]
    cjk = TTFont(path, fontNumber=index)
    sub = subset.Subsetter(options)
    sub.populate(unicodes=characters())
    sub.subset(cjk)
    to_quadratic(cjk)
    tmp = tempfile.mkdtemp()
    part = os.path.join(tmp, "cjk.ttf")
    cjk.save(part)
    font = merge.Merger().merge([SYMBOLS, part])
    # The symbols font's vertical metrics (Noto Sans's) place every line as
    # on the desktop; the merge takes the largest of the two.
    symbols = TTFont(SYMBOLS)
    for table, fields in (("hhea", ("ascent", "descent", "lineGap")),
                          ("OS/2", ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"))):
        for field in fields:
            setattr(font[table], field, getattr(symbols[table], field))
    add_spaces(font)
    font.recalcTimestamp = False
    font.save(sys.argv[1])


if __name__ == "__main__":
    main()
