package sudoku

import (
	"fyne.io/fyne/v2"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// typed applies a digit typed in a cell (0 clears it): a given while
// "Edit givens" is ticked, an entry otherwise.
func (s *Screen) typed(row, col, d int) {
	if s.quiz.TypedDigit(d) {
		return // the answer to the quiz's question
	}
	if s.session.State().Active() {
		s.say(tr("sudoku.busy.edit", nil))
		return
	}
	s.leaveSolve()
	asGiven := s.givensMode.Checked
	if !asGiven && s.p.givens.At(row, col) != 0 {
		s.say(tr("sudoku.edit.given", i18n.Args{"Cell": cellName(row, col)}))
		return
	}
	before := s.p
	if !s.p.set(row, col, d, asGiven) {
		return
	}
	s.hist.push(before)
	s.wrong[row*s.p.size()+col] = false
	s.hinted = nil
	s.edited()
}

// edited shows the puzzle after a change and saves it. A check still
// running was for the puzzle before: it is dropped.
func (s *Screen) edited() {
	s.dropCheck()
	s.refresh()
	s.sessionChanged()
	s.writePrefs()
}

// boardKey takes the keys the grid leaves: Escape stops a check running
// in the background or the search, resets it, or gives the focus back to
// the window; the others are the
// session's keys (Space starts and pauses; while a search is shown, the
// grid has no cursor to move, so → steps forward, ← back, and ↑ ↓ change
// the speed).
func (s *Screen) boardKey(k *fyne.KeyEvent) bool {
	if s.quiz.TypedKey(k) {
		return true
	}
	if k.Name != fyne.KeyEscape {
		return run.HandleKey(s.session, k)
	}
	if s.stopCheck() {
		return true
	}
	if s.session.State() != run.Idle {
		s.session.Stop()
	} else if c := s.win.Canvas(); c != nil {
		c.Unfocus()
	}
	return true
}

// TypedKey is part of gui.KeyTaker: Esc typed with no widget focused
// ends a check running in the background, as it does on the grid.
func (s *Screen) TypedKey(k *fyne.KeyEvent) bool {
	return k.Name == fyne.KeyEscape && s.stopCheck()
}

// boardRune takes the characters the grid leaves: '+' and '-' change the
// speed, [ ] and , . jump between solutions and backtracks.
func (s *Screen) boardRune(r rune) {
	run.HandleRune(s.session, r)
}

// shortcut handles the shortcuts typed on the grid.
func (s *Screen) shortcut(sc fyne.Shortcut) {
	switch sc := sc.(type) {
	case *fyne.ShortcutPaste:
		clip := sc.Clipboard
		if clip == nil {
			clip = fyne.CurrentApp().Clipboard()
		}
		s.paste(clip.Content())
	case *fyne.ShortcutCopy:
		clip := sc.Clipboard
		if clip == nil {
			clip = fyne.CurrentApp().Clipboard()
		}
		s.copyLine(clip, "grid")
	case *fyne.ShortcutUndo:
		s.undoEdit()
	case *fyne.ShortcutRedo:
		s.redoEdit()
	}
}

// cursorMoved updates the status line while editing. A click on a cell
// of a finished search goes back to the puzzle, to edit it.
func (s *Screen) cursorMoved() {
	if s.session.State().Active() {
		return
	}
	if s.model != nil {
		s.leaveSolve()
	}
	s.say(s.editStatus)
}

// leaveSolve stops a search in progress and puts the puzzle back on the
// grid, if a search is shown.
func (s *Screen) leaveSolve() { s.session.Clear() }

// refresh shows the puzzle being edited and says where it stands.
func (s *Screen) refresh() {
	s.board.SetView(s.editView())
	s.say(s.editStatus)
	s.updateNote()
}

// redraw shows again what the grid shows after a display setting changed.
func (s *Screen) redraw() {
	if s.model == nil {
		s.board.SetView(s.editView())
		return
	}
	s.seen = frameKey{} // the next frame draws the grid again
	s.session.Frame()
}

// editView draws the puzzle: givens, entries, clashes, the entries Check
// found wrong, the last hint and, if asked, the pencil marks.
func (s *Screen) editView() View {
	n := s.p.size()
	v := NewView(n)
	g := s.p.grid()
	for r := range n {
		for c := range n {
			switch {
			case s.p.givens.At(r, c) != 0:
				v.Put(r, c, s.p.givens.At(r, c), Given)
			case s.p.entries.At(r, c) != 0:
				v.Put(r, c, s.p.entries.At(r, c), Entry)
				if s.wrong[r*n+c] {
					v.Mark(r, c, Wrong)
				}
			case s.pencil.Checked:
				v.Cells[r*n+c].Cands = sudoku.Candidates(g, r, c)
			}
		}
	}
	for _, c := range sudoku.Conflicts(g) {
		v.Mark(c.Row, c.Col, Conflict)
	}
	if h := s.hinted; h != nil {
		if !h.naked {
			v.MarkUnit(h.unit, h.cell.Row, h.cell.Col, HintUnit)
		}
		v.Mark(h.cell.Row, h.cell.Col, Hinted)
	}
	return v
}

// editStatus says where the puzzle stands: the first clash, a full grid,
// or the cell under the cursor and what is left to fill.
func (s *Screen) editStatus() string {
	g := s.p.grid()
	if err := sudoku.Validate(g); err != nil {
		k := len(sudoku.Conflicts(g))
		return i18n.T("sudoku.edit.clash", i18n.Args{"Clash": capitalize(errText(err)), "Count": k})
	}
	givens, entries := s.p.counts()
	n := s.p.size()
	a := i18n.Args{"Givens": count("sudoku.count.givens", uint64(givens)), "Entries": count("sudoku.count.entries", uint64(entries))}
	if g.Full() {
		if entries > 0 {
			return i18n.T("sudoku.edit.solved", a)
		}
		return i18n.T("sudoku.edit.full")
	}
	row, col := s.board.Selected()
	a["Mode"] = i18n.T("sudoku.mode.answers")
	if s.givensMode.Checked {
		a["Mode"] = i18n.T("sudoku.mode.givens")
	}
	a["Cell"], a["Empty"] = cellName(row, col), count("sudoku.count.empty", uint64(n*n-givens-entries))
	return i18n.T("sudoku.edit.where", a)
}

// load replaces the puzzle with the givens g (undoably) and says msg.
func (s *Screen) load(g sudoku.Grid, msg i18n.Words) {
	s.leaveSolve()
	before := s.p
	s.p = puzzleOf(g)
	s.hist.push(before)
	s.wrong = [sudoku.MaxCells]bool{}
	s.hinted = nil
	s.showSize(g.Size())
	s.autoGivensMode()
	s.edited()
	s.say(msg)
}

// autoGivensMode ticks Edit givens for a grid without givens, where the
// next digits typed are a new puzzle, and unticks it otherwise.
func (s *Screen) autoGivensMode() {
	s.quiet = true
	s.givensMode.SetChecked(s.p.givens.Filled() == 0)
	s.quiet = false
}

// loadSample loads sample i.
func (s *Screen) loadSample(i int) {
	g, err := loadSample(i)
	if err != nil {
		s.say(func() string { return i18n.T("sudoku.sample.fail", i18n.Args{"Err": err}) })
		return
	}
	s.load(g, func() string {
		return i18n.T("sudoku.sample.loaded", i18n.Args{"Name": samples[i].name(), "Note": samples[i].note()})
	})
	s.quiet = true
	s.samples.ClearSelected() // so the same sample can be chosen again
	s.quiet = false
}

// resize starts an empty grid of size n.
func (s *Screen) resize(n int) {
	if n == s.p.size() {
		return
	}
	g, _ := sudoku.NewGrid(n)
	s.load(g, tr("sudoku.resize", i18n.Args{"Size": sizeName(n)}))
}

// clearEntries empties the user's answers, keeping the puzzle.
func (s *Screen) clearEntries() {
	s.leaveSolve()
	_, entries := s.p.counts()
	if entries == 0 {
		s.say(tr("sudoku.clear.none", nil))
		return
	}
	before := s.p
	s.p.entries, _ = sudoku.NewGrid(s.p.size())
	s.hist.push(before)
	s.wrong = [sudoku.MaxCells]bool{}
	s.hinted = nil
	s.edited()
	s.say(func() string { return i18n.N("sudoku.clear.entries", entries) })
}

// clearAll empties the grid, ready for a new puzzle to be typed.
func (s *Screen) clearAll() {
	g, _ := sudoku.NewGrid(s.p.size())
	s.load(g, tr("sudoku.clear.all", nil))
}

// undoEdit takes back the last edit.
func (s *Screen) undoEdit() { s.travel(s.hist.back, tr("sudoku.undo.none", nil)) }

// redoEdit makes the last undone edit again.
func (s *Screen) redoEdit() { s.travel(s.hist.forward, tr("sudoku.redo.none", nil)) }

func (s *Screen) travel(step func(puzzle) (puzzle, bool), none i18n.Words) {
	if s.session.State().Active() {
		s.say(tr("sudoku.busy.edit", nil))
		return
	}
	s.leaveSolve()
	p, ok := step(s.p)
	if !ok {
		s.say(none)
		return
	}
	s.p = p
	s.wrong = [sudoku.MaxCells]bool{}
	s.hinted = nil
	s.showSize(p.size())
	s.autoGivensMode()
	s.edited()
}

// giveHint fills one cell the rules force and says why.
func (s *Screen) giveHint() {
	if s.session.State().Active() {
		s.say(tr("sudoku.busy.hint", nil))
		return
	}
	s.leaveSolve()
	g := s.p.grid()
	if err := sudoku.Validate(g); err != nil {
		s.say(func() string { return i18n.T("sudoku.hint.clash", i18n.Args{"Clash": errText(err)}) })
		return
	}
	if g.Full() {
		s.say(tr("sudoku.hint.full", nil))
		return
	}
	sol, count, known := s.solutions(s.p.givens, s.giveHint)
	if !known {
		return // checking in the background: giveHint again once it knows
	}
	if count == 1 && s.markWrong(sol) > 0 {
		s.refresh()
		s.say(tr("sudoku.hint.wrong", nil))
		return
	}
	h, problem, ok := findHint(g)
	if !ok {
		if problem == nil {
			problem = tr("sudoku.hint.none", nil)
		}
		s.say(problem)
		return
	}
	before := s.p
	s.p.set(h.cell.Row, h.cell.Col, h.digit, false)
	s.hist.push(before)
	s.hinted = &h
	s.board.Select(h.cell.Row, h.cell.Col)
	s.edited()
	n := s.p.size()
	s.say(func() string { return i18n.T("sudoku.hint.given", i18n.Args{"Hint": h.text(n)}) })
}

// markWrong marks the entries that differ from solution and returns how
// many do.
func (s *Screen) markWrong(solution sudoku.Grid) int {
	n := s.p.size()
	wrong := 0
	for r := range n {
		for c := range n {
			if v := s.p.entries.At(r, c); v != 0 && v != solution.At(r, c) {
				s.wrong[r*n+c] = true
				wrong++
			}
		}
	}
	return wrong
}

// check compares the user's entries with the solution and marks the wrong
// ones.
func (s *Screen) check() {
	if s.session.State().Active() {
		s.say(tr("sudoku.busy.check", nil))
		return
	}
	s.leaveSolve()
	_, entries := s.p.counts()
	if entries == 0 {
		s.say(tr("sudoku.check.nothing", nil))
		return
	}
	sol, sols, known := s.solutions(s.p.givens, s.check)
	if !known {
		return // checking in the background: check again once it knows
	}
	s.wrong = [sudoku.MaxCells]bool{}
	switch sols {
	case 0:
		s.refresh()
		s.say(tr("sudoku.check.nosolution", nil))
		return
	case 2:
		_, n, known := s.solutions(s.p.grid(), s.check)
		if !known {
			return
		}
		if n > 0 {
			s.refresh()
			s.say(func() string { return i18n.N("sudoku.check.fit", entries) })
			return
		}
	}
	wrong := s.markWrong(sol)
	s.refresh()
	a := i18n.Args{"Wrong": wrong, "Count": entries}
	switch {
	case wrong == 0:
		s.say(func() string { return i18n.N("sudoku.check.right", entries) })
	case sols == 2:
		s.say(tr("sudoku.check.nofit", a))
	case entries == 1:
		s.say(tr("sudoku.check.wrong.only", nil))
	default:
		s.say(func() string { return i18n.N("sudoku.check.wrong", wrong, a) })
	}
}
