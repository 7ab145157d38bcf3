package sudoku

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/palette"
)

// The glyph of a dead end: a cell with no candidate left. It comes from
// the monospace font Fyne bundles, like the N-Queens board's cross.
const deadEndGlyph = "✕"

// The corner marks that tell the states apart without their colour, from
// the app's fonts (the symbols font has the arrows, ticks and crosses). The kinds of digit differ in style too: the givens bold,
// the user's upright, the solver's italic.
const (
	tryingMark   = "?" // the digit being tried
	rejectedMark = "✕" // a try struck out
	blockerMark  = "!" // the digit that rejects the try
	undoneMark   = "←" // a digit taken back
	clashMark    = "‼" // a digit that repeats in a unit
	wrongMark    = "✗" // Check: not the solution's digit
	hintMark     = "✓" // the digit a hint gave
	differsMark  = "↔" // where the two solutions differ
	placedMark   = "+" // the digit just placed
	unitMark     = "•" // a cell of the unit that rejects the try
	hintUnitMark = "°" // a cell of the unit that explains a hint
)

// inks are the colours of a board for one theme variant: the paper, the
// rules, and one ink per kind of digit.
type inks struct {
	paper, paperAlt   color.NRGBA // cells of alternate boxes differ a little, to read 16x16 grids
	thick, thin       color.NRGBA // box rules and cell rules
	given, entry      color.NRGBA // the puzzle's digits, the user's
	solver            color.NRGBA // the search's answers: red, as textbooks mark answers
	pencil, label     color.NRGBA
	focus, focusFaint color.NRGBA // the cursor with and without keyboard focus
}

// inksFor returns the board colours for theme th in variant v. The paper
// follows the theme's background, light or dark, so that the givens,
// written in the theme's own foreground, always stand out on it.
func inksFor(th fyne.Theme, v fyne.ThemeVariant) inks {
	fg := toNRGBA(th.Color(theme.ColorNameForeground, v))
	bg := toNRGBA(th.Color(theme.ColorNameBackground, v))
	focus := toNRGBA(th.Color(theme.ColorNamePrimary, v))
	in := inks{given: fg, label: palette.Mix(fg, bg, 0.35), focus: focus}
	if luminance(bg) < 0.5 {
		in.paper = color.NRGBA{R: 0x2A, G: 0x2D, B: 0x32, A: 0xFF}
		in.paperAlt = color.NRGBA{R: 0x35, G: 0x39, B: 0x40, A: 0xFF}
		in.entry = palette.Attacked // sky blue reads on the dark paper
		in.solver = color.NRGBA{R: 0xFF, G: 0x7A, B: 0x6B, A: 0xFF}
	} else {
		in.paper = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
		in.paperAlt = color.NRGBA{R: 0xF3, G: 0xF0, B: 0xE8, A: 0xFF}
		in.entry = palette.Placed
		in.solver = color.NRGBA{R: 0xC0, G: 0x1C, B: 0x28, A: 0xFF}
	}
	in.thick = fg
	in.thin = palette.Mix(in.paper, fg, 0.28)
	in.pencil = palette.Mix(in.paper, fg, 0.6)
	in.focusFaint = palette.Mix(in.paper, focus, 0.45)
	return in
}

// luminance is the relative brightness of c, 0 for black to 1 for white.
func luminance(c color.NRGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// look is how one cell is drawn. Looks are compared to redraw only the
// cells that changed.
type look struct {
	fill    color.NRGBA
	stroke  color.NRGBA // a ring inside the cell; zero for none
	text    string
	ink     color.NRGBA
	bold    bool
	italic  bool
	mark    string // a corner mark, top right
	markInk color.NRGBA
	badge   bool      // the mark sits on a white disc: on the strong fills, where it would not stand out in grey
	pencil  [4]string // the pencil marks, one line per row of a box
}

// guide marks are added by the board itself around the cursor while
// editing: the cursor's row, column and box, and the cells holding its
// digit. They are the faintest marks.
const (
	guidePeer Mark = 1 << (iota + 24)
	guideSame
)

// lookOf decides how cell c is drawn on paper: the most telling mark
// wins, search marks before editing marks.
func lookOf(c Cell, n int, paper color.NRGBA, in *inks) look {
	l := look{fill: paper, text: digitText(c.Digit), ink: inkOf(c.Kind, in), bold: c.Kind == Given, italic: c.Kind == Solver}
	white := palette.OnColour
	m := c.Marks
	mark := func(s string, ink color.NRGBA) { l.mark, l.markInk = s, ink }
	switch {
	case m&DeadEnd != 0 && c.Digit == 0:
		l.fill, l.text, l.ink, l.italic = palette.Attack, deadEndGlyph, white, false
	case m&Rejected != 0:
		l.fill, l.ink, l.bold = palette.Attack, white, true
		mark(rejectedMark, onBadge(l.fill))
		l.badge = true
	case m&Trying != 0:
		l.fill, l.ink, l.bold = palette.Trying, white, true
		mark(tryingMark, onBadge(l.fill))
		l.badge = true
	case m&Blocker != 0:
		l.fill, l.stroke = palette.Mix(paper, palette.Attack, 0.4), palette.Attack
		mark(blockerMark, in.given)
	case m&Chosen != 0:
		// An empty cell, its candidates in pencil: the ring alone, so
		// that no mark hides a candidate.
		l.fill, l.stroke = palette.Mix(paper, palette.Trying, 0.2), palette.Trying
	case m&Undone != 0:
		l.fill, l.ink = palette.Mix(paper, palette.Backtrack, 0.35), palette.Backtrack
		mark(undoneMark, in.given)
	case m&Wrong != 0:
		l.fill, l.stroke = palette.Mix(paper, palette.Attack, 0.3), palette.Attack
		mark(wrongMark, in.given)
	case m&Conflict != 0:
		l.fill = palette.Mix(paper, palette.Attack, 0.38)
		mark(clashMark, in.given)
	case m&Hinted != 0:
		l.fill, l.stroke = palette.Mix(paper, palette.Solution, 0.4), palette.Solution
		mark(hintMark, in.given)
	case m&Differs != 0:
		l.fill = palette.Mix(paper, palette.Trying, 0.45)
		mark(differsMark, in.given)
	case m&Placed != 0:
		l.fill = palette.Mix(paper, palette.Placed, 0.22)
		mark(placedMark, in.given)
	case m&(OnUnit|DeadEnd) != 0:
		l.fill = palette.Mix(paper, palette.Attack, 0.13)
		mark(unitMark, in.label)
	case m&HintUnit != 0:
		l.fill = palette.Mix(paper, palette.Solution, 0.15)
		mark(hintUnitMark, in.label)
	case m&guideSame != 0:
		l.fill = palette.Mix(paper, palette.Attacked, 0.32)
	case m&guidePeer != 0:
		l.fill = palette.Mix(paper, palette.Attacked, 0.1)
	}
	if c.Digit == 0 && c.Cands != 0 && l.text == "" {
		l.pencil = pencilLines(c.Cands, n)
	}
	return l
}

// onBadge is the ink of a mark on a badge over fill: the fill darkened.
func onBadge(fill color.NRGBA) color.NRGBA {
	return palette.Mix(fill, color.NRGBA{A: 0xFF}, 0.45)
}

// inkOf is the colour of a digit of kind k.
func inkOf(k Kind, in *inks) color.NRGBA {
	switch k {
	case Entry:
		return in.entry
	case Solver:
		return in.solver
	}
	return in.given
}

// digitText is how a digit is written in a cell: 1-9, then A-G. The
// strings are made once: the board asks for every cell at every frame.
func digitText(d uint8) string {
	if int(d) >= len(digitTexts) {
		return string(sudoku.DigitChar(int(d)))
	}
	return digitTexts[d]
}

// digitTexts are the digits' texts, "" for none.
var digitTexts = func() (t [17]string) {
	for d := 1; d < len(t); d++ {
		t[d] = string(sudoku.DigitChar(d))
	}
	return t
}()

// pencilLines lays the candidates out as a box does its cells: one line
// per row of the box, each digit in its own column and a space where a
// digit is not a candidate, so that in a monospace font every digit keeps
// its place (1 top left, 9 bottom right).
func pencilLines(cands sudoku.Digits, n int) [4]string {
	var lines [4]string
	b := boxSide(n)
	buf := make([]byte, 0, 2*b)
	for row := range b {
		buf = buf[:0]
		for col := range b {
			if col > 0 {
				buf = append(buf, ' ')
			}
			d := row*b + col + 1
			if cands.Has(d) {
				buf = append(buf, sudoku.DigitChar(d))
			} else {
				buf = append(buf, ' ')
			}
		}
		lines[row] = string(buf)
	}
	return lines
}

func toNRGBA(c color.Color) color.NRGBA {
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}
