package sudoku

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// ShowOpen asks for a puzzle file and opens it: the Open button, and the
// main menu's File > Open puzzle….
func (s *Screen) ShowOpen() { filedialog.Open(s.win, maxInput, s.openFile, s.fileFailed) }

// fileFailed tells a file that could not be opened, read or saved, in
// words told again after a change of language.
func (s *Screen) fileFailed(what string, err error) {
	var fe *filedialog.FileError
	if errors.As(err, &fe) {
		s.fail(fe.What, err)
		return
	}
	s.fail(func() string { return what }, err)
}

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
func holdsNoPuzzle(name string) i18n.Words {
	return tr("sudoku.file.nopuzzle", i18n.Args{"Name": name})
}

// openText loads the puzzle in a file's text, or lets the user choose
// when the file holds several.
func (s *Screen) openText(name, text string) {
	res, err := readPuzzles(text)
	if err != nil {
		s.fail(holdsNoPuzzle(name), err)
		return
	}
	skipped := func() string {
		if res.skipped == 0 {
			return ""
		}
		return i18n.N("sudoku.file.skipped", res.skipped, i18n.Args{"Err": errText(res.skipErr)})
	}
	if len(res.grids) == 1 {
		s.load(res.grids[0], func() string {
			return i18n.T("sudoku.file.opened", i18n.Args{"Name": name, "Skipped": skipped()})
		})
		return
	}
	s.choosePuzzle(name, res.grids, skipped)
}

// choosePuzzle offers the puzzles of a file in a list; the first is
// selected, so Open takes it unless another is picked.
func (s *Screen) choosePuzzle(name string, grids []sudoku.Grid, skipped i18n.Words) {
	chosen := 0
	list := widget.NewList(
		func() int { return len(grids) },
		func() fyne.CanvasObject {
			l := widget.NewLabel(i18n.T("sudoku.file.item", i18n.Args{"N": "0000", "Size": 16, "Clues": 256,
				"Line": "0000000000000000000000000000000000"}))
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
			o.(*widget.Label).SetText(i18n.T("sudoku.file.item", i18n.Args{"N": i + 1, "Size": g.Size(), "Clues": g.Filled(), "Line": line}))
		},
	)
	list.OnSelected = func(i widget.ListItemID) { chosen = i }
	list.Select(0)
	d := dialog.NewCustomConfirm(i18n.T("sudoku.file.choose", i18n.Args{"Name": name, "Count": len(grids)}),
		i18n.T("sudoku.button.openone"), i18n.T("sudoku.button.cancel"), list,
		func(ok bool) {
			if ok {
				k := chosen
				s.load(grids[k], func() string {
					return i18n.T("sudoku.file.openedof", i18n.Args{"N": k + 1, "Count": len(grids), "Name": name, "Skipped": skipped()})
				})
			}
		}, s.win)
	d.Resize(filedialog.Size(s.win))
	d.Show()
}

// ShowSave asks where to save the puzzle, then writes its givens as one
// line, the form every Sudoku program reads: the Save button, and the main
// menu's File > Save….
func (s *Screen) ShowSave() {
	filedialog.Save(s.win, "puzzle.txt", s.p.givens.String()+"\n", func(name string) {
		s.say(tr("sudoku.file.saved", i18n.Args{"Count": s.p.givens.Filled(), "Name": name}))
	}, s.fileFailed)
}

// pasteClipboard reads a puzzle from the clipboard.
func (s *Screen) pasteClipboard() {
	s.paste(fyne.CurrentApp().Clipboard().Content())
}

// paste loads the first puzzle of a text from the clipboard. A text
// that holds no puzzle leaves the grid as it was and says why.
func (s *Screen) paste(clip string) {
	res, err := readPuzzles(clip)
	if err != nil {
		s.fail(tr("sudoku.paste.nopuzzle", nil), err)
		return
	}
	g, k := res.grids[0], len(res.grids)
	s.load(g, func() string {
		msg := i18n.T("sudoku.paste.done", i18n.Args{"Size": g.Size(), "Count": g.Filled()})
		if k > 1 {
			msg = i18n.T("sudoku.paste.more", i18n.Args{"Pasted": msg, "Count": k})
		}
		return msg
	})
}

// fail shows a problem with input in a dialog and on the status line;
// the grid stays as it was.
func (s *Screen) fail(what i18n.Words, err error) {
	msg := func() string { return i18n.T("sudoku.fail", i18n.Args{"What": what(), "Err": errText(err)}) }
	s.say(func() string { return i18n.T("sudoku.fail.status", i18n.Args{"Message": msg()}) })
	run.ShowError(s.win, errors.New(msg()))
}

// copyLine puts a grid on the clipboard as one line of cells: the puzzle
// ("puzzle"), the grid as shown ("grid") or the solution ("solution").
func (s *Screen) copyLine(clip fyne.Clipboard, which string) {
	var g sudoku.Grid
	var what string
	switch which {
	case "puzzle":
		g, what = s.p.givens, "sudoku.copy.what.puzzle"
	case "solution":
		sol, sols, known := s.solutions(s.p.givens, func() { s.copyLine(clip, which) })
		if !known {
			return // checking in the background: copies once it knows
		}
		if sols == 0 {
			s.say(tr("sudoku.copy.none", nil))
			return
		}
		g, what = sol, "sudoku.copy.what.solution"
		if sols > 1 {
			what = "sudoku.copy.what.some"
		}
	default:
		g, what = s.shownGrid(), "sudoku.copy.what.grid"
	}
	clip.SetContent(g.String())
	cells := g.NumCells()
	s.say(func() string { return i18n.T("sudoku.copy.done", i18n.Args{"What": i18n.T(what), "Count": cells}) })
}

// shownGrid is the grid on show: the puzzle with the entries, or, while
// a search is shown, its digits as the search view took them (the
// solution from the search's result, or the recorded step's digits), not
// read back off the board.
func (s *Screen) shownGrid() sudoku.Grid {
	if s.model != nil {
		return s.searchGrid
	}
	return s.p.grid()
}

// showCopyMenu offers what to copy, under the button.
func (s *Screen) showCopyMenu(under fyne.CanvasObject) {
	clip := fyne.CurrentApp().Clipboard()
	s.popUp(under, fyne.NewMenu("",
		fyne.NewMenuItem(i18n.T("sudoku.menu.copy.puzzle"), func() { s.copyLine(clip, "puzzle") }),
		fyne.NewMenuItem(i18n.T("sudoku.menu.copy.grid"), func() { s.copyLine(clip, "grid") }),
		fyne.NewMenuItem(i18n.T("sudoku.menu.copy.solution"), func() { s.copyLine(clip, "solution") }),
	))
}

// showClearMenu offers what to clear, under the button.
func (s *Screen) showClearMenu(under fyne.CanvasObject) {
	s.popUp(under, fyne.NewMenu("",
		fyne.NewMenuItem(i18n.T("sudoku.menu.clear.entries"), s.clearEntries),
		fyne.NewMenuItem(i18n.T("sudoku.menu.clear.all"), s.clearAll),
	))
}

func (s *Screen) popUp(under fyne.CanvasObject, m *fyne.Menu) {
	c := s.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(under)
	widget.ShowPopUpMenuAtPosition(m, c, pos.Add(fyne.NewPos(0, under.Size().Height)))
}
