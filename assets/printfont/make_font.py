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
import importlib.util
import logging
import os

from fontTools import merge, subset
from fontTools.ttLib import TTFont

# The web build's font script (.ci/cjkfont.py) finds Noto Sans CJK SC and
# turns CFF outlines into TrueType ones; this one uses its functions.
_spec = importlib.util.spec_from_file_location(
    "cjkfont", os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../.ci/cjkfont.py"))
cjkfont = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cjkfont)

SYMBOLS = "../fonts/symbols.ttf"
OUT = "handout.ttf"


def source():
    path, index = cjkfont.source()
    if path is None:
        raise SystemExit("make_font: Noto Sans CJK SC not found (Debian: fonts-noto-cjk)")
    return path, index


def characters():
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x2010, 0x2027))
    for name in glob.glob("../translations/*.json"):
        with open(name, encoding="utf-8") as f:
            chars.update(ord(c) for c in f.read() if ord(c) >= 0x80)
    return sorted(chars)


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
    cjkfont.to_quadratic(cjk)
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
