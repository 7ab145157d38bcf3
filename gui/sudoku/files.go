package sudoku

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/run"
)

// showOpen asks for a puzzle file and opens it.
func (s *Screen) showOpen() { filedialog.Open(s.win, maxInput, s.openFile, s.fail) }

// openFile opens a file's text unless the file is too large to read.
func (s *Screen) openFile(name, text string, size int64) {
	if size > maxInput {
		s.fail(holdsNoPuzzle(name), &filedialog.TooLargeError{Size: size, Limit: maxInput})
		return
	}
	s.openText(name, text)
}

// holdsNoPuzzle starts the message for a file without a puzzle. The
// file's name is not first: the error dialog capitalises what comes
// first, and a name is shown as it is on disk.
func holdsNoPuzzle(name string) string { return fmt.Sprintf("The file %s holds no puzzle", name) }

// openText loads the puzzle in a file's text, or lets the user choose
// when the file holds several.
func (s *Screen) openText(name, text string) {
	res, err := readPuzzles(text)
	if err != nil {
		s.fail(holdsNoPuzzle(name), err)
		return
	}
	skipped := ""
	if res.skipped > 0 {
		skipped = fmt.Sprintf(" (%d puzzles that could not be read were skipped; the first: %v)", res.skipped, res.skipErr)
	}
	if len(res.grids) == 1 {
		s.load(res.grids[0], fmt.Sprintf("Opened %s%s", name, skipped))
		return
	}
	s.choosePuzzle(name, res.grids, skipped)
}

// choosePuzzle offers the puzzles of a file in a list; the first is
// selected, so Open takes it unless another is picked.
func (s *Screen) choosePuzzle(name string, grids []sudoku.Grid, skipped string) {
	chosen := 0
	list := widget.NewList(
		func() int { return len(grids) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("#0000 · 81 clues · 0000000000000000000000000000000000")
			l.TextStyle.Monospace = true
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			g := grids[i]
			line := g.String()
			if len(line) > 40 {
				line = line[:40] + "…"
			}
			o.(*widget.Label).SetText(fmt.Sprintf("#%d · %d×%d · %d clues · %s", i+1, g.Size(), g.Size(), g.Filled(), line))
		},
	)
	list.OnSelected = func(i widget.ListItemID) { chosen = i }
	list.Select(0)
	d := dialog.NewCustomConfirm(fmt.Sprintf("%s holds %d puzzles: which one?", name, len(grids)), "Open", "Cancel", list,
		func(ok bool) {
			if ok {
				s.load(grids[chosen], fmt.Sprintf("Opened puzzle %d of %d from %s%s", chosen+1, len(grids), name, skipped))
			}
		}, s.win)
	d.Resize(filedialog.Size(s.win))
	d.Show()
}

// showSave asks where to save the puzzle, then writes its givens as one
// line, the form every Sudoku program reads.
func (s *Screen) showSave() {
	filedialog.Save(s.win, "puzzle.txt", s.p.givens.String()+"\n", func(name string) {
		s.say(fmt.Sprintf("Saved the puzzle (its %d givens) to %s", s.p.givens.Filled(), name))
	}, s.fail)
}

// pasteClipboard reads a puzzle from the clipboard.
func (s *Screen) pasteClipboard() {
	s.paste(fyne.CurrentApp().Clipboard().Content(), "The clipboard")
}

// paste loads the first puzzle of a text; from says where it came from.
// A text that holds no puzzle leaves the grid as it was and says why.
func (s *Screen) paste(text, from string) {
	res, err := readPuzzles(text)
	if err != nil {
		s.fail(from+" holds no puzzle", err)
		return
	}
	msg := fmt.Sprintf("Pasted a %d×%d puzzle with %d givens", res.grids[0].Size(), res.grids[0].Size(), res.grids[0].Filled())
	if k := len(res.grids); k > 1 {
		msg += fmt.Sprintf(" — %s held %d puzzles: this is the first (Open… offers a choice)", strings.ToLower(from), k)
	}
	s.load(res.grids[0], msg)
}

// fail shows a problem with input in a dialog and on the status line;
// the grid stays as it was.
func (s *Screen) fail(what string, err error) {
	msg := fmt.Sprintf("%s: %v", what, err)
	s.say(msg + " — the grid is unchanged")
	run.ShowError(s.win, errors.New(msg))
}

// copyLine puts a grid on the clipboard as one line of cells: the puzzle
// ("puzzle"), the grid as shown ("grid") or the solution ("solution").
func (s *Screen) copyLine(clip fyne.Clipboard, which string) {
	var g sudoku.Grid
	var what string
	switch which {
	case "puzzle":
		g, what = s.p.givens, "the puzzle (givens only)"
	case "solution":
		sol, count := s.solution()
		if count == 0 {
			s.say("This puzzle has no solution to copy")
			return
		}
		g, what = sol, "the solution"
		if count > 1 {
			what = "a solution (the puzzle has several)"
		}
	default:
		g, what = s.shownGrid(), "the grid as shown"
	}
	clip.SetContent(g.String())
	s.say(fmt.Sprintf("Copied %s as one line of %d cells", what, g.NumCells()))
}

// shownGrid is the grid on the board: the puzzle with the entries, or the
// search's digits while a search is shown.
func (s *Screen) shownGrid() sudoku.Grid {
	v := s.board.View()
	g, _ := sudoku.NewGrid(v.N)
	for r := range v.N {
		for c := range v.N {
			if cell := v.At(r, c); cell.Marks&(Trying|Rejected|Undone) == 0 {
				g.Set(r, c, int(cell.Digit))
			}
		}
	}
	return g
}

// showCopyMenu offers what to copy, under the button.
func (s *Screen) showCopyMenu(under fyne.CanvasObject) {
	clip := fyne.CurrentApp().Clipboard()
	s.popUp(under, fyne.NewMenu("",
		fyne.NewMenuItem("Copy the puzzle (givens)", func() { s.copyLine(clip, "puzzle") }),
		fyne.NewMenuItem("Copy the grid as shown", func() { s.copyLine(clip, "grid") }),
		fyne.NewMenuItem("Copy the solution", func() { s.copyLine(clip, "solution") }),
	))
}

// showClearMenu offers what to clear, under the button.
func (s *Screen) showClearMenu(under fyne.CanvasObject) {
	s.popUp(under, fyne.NewMenu("",
		fyne.NewMenuItem("Clear my entries", s.clearEntries),
		fyne.NewMenuItem("Clear the whole grid", s.clearAll),
	))
}

func (s *Screen) popUp(under fyne.CanvasObject, m *fyne.Menu) {
	c := s.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(under)
	widget.ShowPopUpMenuAtPosition(m, c, pos.Add(fyne.NewPos(0, under.Size().Height)))
}
