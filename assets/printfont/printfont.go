// Package printfont holds the font the app's exports are written in
// (PDF sheets and trees, SVG, PNG and GIF images): Latin, the Chinese
// characters of the app's texts and the app's symbols, so that an export
// reads the same on a machine with no Chinese font. Pure Go: the command
// line and the engine's drawing use it without the window.
package printfont

import _ "embed"

// TTF is "Backtrack Lab Handout", a TrueType (glyf) subset of Noto Sans
// CJK SC merged with the app's symbols font (SIL Open Font License 1.1:
// see LICENSE-OFL.txt and README.md), made by make_font.py.
//
//go:embed handout.ttf
var TTF []byte

// Name is the font's family name, as a PDF or SVG names it.
const Name = "Backtrack Lab Handout"
