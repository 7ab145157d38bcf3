package queens

import (
	"context"
	"fmt"
	"io"

	"backtracklab/engine/handout"
	"backtracklab/gui/export"
	"backtracklab/gui/i18n"
)

// ShowExport is File > Export on the N-Queens tab: the PNG of the step on
// show, a GIF of the run, the search tree and the step log of the run on
// show, and the sheets of every solution of the board size chosen.
func (s *Screen) ShowExport() { export.Show(s.win, s.exports()) }

// exports are the handouts the tab can make now, in the language in use.
func (s *Screen) exports() []export.Format {
	w := export.Words()
	var out []export.Format
	if s.model != nil && !s.counting {
		snap, _ := s.model.Latest()
		n := snap.n
		anim := handout.QueensAnimation(w, w.T("handout.queens.title", map[string]any{"N": n}), n)
		base := fmt.Sprintf("queens-%d", n)
		out = append(export.ViewsPNG(s.win, s.content, s.session, base), export.RunFormats(s.session, anim, base, w.QueensLabel)...)
	}
	if err := s.validSize(); err == nil && s.n <= handout.MaxSheetN {
		out = append(out, s.sheets(w, s.n)...)
	}
	return out
}

// sheets are the PDF sheets of every solution of n queens, all and one
// per symmetry class, and the picture of them all.
func (s *Screen) sheets(w handout.Words, n int) []export.Format {
	sheet := func(unique bool) func(ctx context.Context, out io.Writer, paper handout.Paper, _ export.Progress) error {
		return func(ctx context.Context, out io.Writer, paper handout.Paper, _ export.Progress) error {
			_, err := handout.WriteQueensSheetPDF(out, w, n, handout.QueensSolutions(n, unique), unique, paper)
			return err
		}
	}
	return []export.Format{
		{Label: i18n.T("handout.format.sheet", i18n.Args{"N": n}), File: fmt.Sprintf("queens-%d-solutions.pdf", n), Write: sheet(false)},
		{Label: i18n.T("handout.format.sheetUnique"), File: fmt.Sprintf("queens-%d-unique.pdf", n), Write: sheet(true)},
		{Label: i18n.T("handout.format.sheetPNG"), File: fmt.Sprintf("queens-%d-solutions.png", n),
			Write: func(ctx context.Context, out io.Writer, _ handout.Paper, _ export.Progress) error {
				_, err := handout.WriteQueensSheetPNG(out, w, n, handout.QueensSolutions(n, false), false)
				return err
			}},
	}
}
