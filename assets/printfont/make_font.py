#!/usr/bin/python3
"""Builds handout.ttf, the one font of the app's exports (PDF, SVG, PNG, GIF):
Latin and the Chinese characters of the app's texts, cut from Noto Sans CJK SC
(Debian's fonts-noto-cjk), with the app's symbols (../fonts/symbols.ttf:
arrows, ticks and crosses, chess pieces). SIL Open Font License 1.1.

A PDF reader or an image viewer on a user's machine may have no Chinese font,
so an export carries its own: the PDF library embeds the glyphs a file uses
(a TrueType subset), the images are drawn with it. PDF libraries embed
TrueType (glyf) outlines only, and Debian's Noto Sans CJK is CFF, so the
outlines are converted to quadratic curves, as .ci/cjkfont.py does for the
web build.

The characters are every one of assets/translations (the exports say only
those texts, the numbers and the puzzles' names), so a new Chinese text needs
a new build: engine/handout's tests fail naming the missing character.

    apt-get install fonts-noto-cjk python3-fonttools
    cd assets/printfont && /usr/bin/python3 make_font.py
"""
import glob
import logging
import os

from fontTools import merge, subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable

SOURCES = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
]
FAMILY = "Noto Sans CJK SC"
SYMBOLS = "../fonts/symbols.ttf"
OUT = "handout.ttf"


def source():
    for path in SOURCES:
        if os.path.exists(path):
            for i, font in enumerate(TTCollection(path).fonts):
                if font["name"].getDebugName(1) == FAMILY:
                    return path, i
    raise SystemExit("make_font: Noto Sans CJK SC not found (Debian: fonts-noto-cjk)")


def characters():
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x2010, 0x2027))
    for name in glob.glob("../translations/*.json"):
        with open(name, encoding="utf-8") as f:
            chars.update(ord(c) for c in f.read() if ord(c) >= 0x80)
    return sorted(chars)


def to_quadratic(font):
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


def main():
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    path, index = source()
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6]
    options.drop_tables += ["vhea", "vmtx", "VORG", "BASE", "GDEF", "GPOS", "GSUB", "DSIG"]
    cjk = TTFont(path, fontNumber=index)
    sub = subset.Subsetter(options)
    sub.populate(unicodes=characters())
    sub.subset(cjk)
    to_quadratic(cjk)
    part = OUT + ".part"
    cjk.save(part)
    # Noto Sans CJK first: its Latin and punctuation win; the symbols font
    # adds what it lacks (✗, ♛ ...).
    font = merge.Merger().merge([part, SYMBOLS])
    os.remove(part)
    for rec in font["name"].names:
        if rec.nameID in (1, 3, 4, 6):
            rec.string = {1: "Backtrack Lab Handout", 3: "Backtrack Lab Handout", 4: "Backtrack Lab Handout",
                          6: "BacktrackLabHandout-Regular"}[rec.nameID]
    font.recalcTimestamp = False
    font.save(OUT)


main()
