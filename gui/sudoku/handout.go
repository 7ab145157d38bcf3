package sudoku

import (
	"context"
	"io"

	"backtracklab/engine/handout"
	"backtracklab/gui/export"
	"backtracklab/gui/i18n"
)

// ShowExport is File > Export on the Sudoku tab: the PNG of the step on
// show, a GIF, the search tree and the step log of the run on show, and
// the sheet of the puzzle in the grid with its solution.
func (s *Screen) ShowExport() { export.Show(s.win, s.exports()) }

// exports are the handouts the tab can make now, in the language in use.
func (s *Screen) exports() []export.Format {
	w := export.Words()
	title := w.T("handout.sudoku.title", nil)
	var out []export.Format
	if s.model != nil {
		if c := s.session.NewCursor(); c != nil {
			if first, _, _, ok := s.session.History(); ok {
				if _, ok := c.Seek(first); ok {
					if pos, ok := c.Board().(*position); ok {
						out = append(export.ViewsPNG(s.win, s.content, s.session, "sudoku"),
							export.RunFormats(s.session, handout.SudokuAnimation(w, title, pos.givens), "sudoku", w.SudokuLabel)...)
					}
				}
			}
		}
	}
	g := s.p.givens
	if g.Filled() > 0 {
		out = append(out, export.Format{Label: i18n.T("handout.format.sudoku"), File: "sudoku-sheet.pdf",
			Write: func(ctx context.Context, out io.Writer, paper handout.Paper, _ export.Progress) error {
				_, ok, err := handout.WriteSudokuSheetPDF(ctx, out, w, g, paper)
				if err == nil && !ok {
					return errNoSolution
				}
				return err
			}})
	}
	return out
}

// errNoSolution says a sheet was asked of a puzzle with no solution.
var errNoSolution = i18n.Refuse("handout.sudoku.none", nil)
