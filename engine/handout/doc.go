// Package handout makes the app's exports for paper and slides: sheets of
// N-Queens solutions and of a Sudoku with its solution, the search tree
// drawn without Graphviz, the step log, and an animated GIF of a run. It
// is pure Go (no Fyne), so the command line and the window make the same
// files.
//
// Every picture is laid out once, in points (1/72 inch, y down), as a
// model the tests read (SheetLayout, TreeLayout), and drawn on a Canvas:
// a PDF page (github.com/go-pdf/fpdf, which embeds a TrueType subset of
// the font), an SVG (text as glyph outlines, so it needs no font where
// it is opened) or an image (PNG and GIF frames). The one font is
// assets/printfont's, which has Latin, the Chinese of the app's texts and
// its symbols, so an export in Chinese reads the same on any machine.
//
// The words come from assets/translations (handout.*.json and the step
// words of engine/story), in the language of a translations.Book.
package handout
