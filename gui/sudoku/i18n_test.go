package sudoku

import (
	"backtracklab/gui/i18n/i18ntest"
	"errors"
	"strings"
	"testing"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Under Chinese, nothing on the screen is English but names: on a screen
// built in English and switched, and on one built in Chinese, each
// showing a solved puzzle with two solutions (the second grid, its
// caption and the counters' note on show).
func TestScreen_ChineseLeavesNoEnglishWords(t *testing.T) {
	for _, switched := range []bool{true, false} {
		t.Run(map[bool]string{true: "switched", false: "built"}[switched], func(t *testing.T) {
			var s *Screen
			solve := func() {
				s.loadSample(6) // two solutions
				solveAll(t, s)
				if !s.second.content.Visible() {
					t.Fatal("the second solution is not shown")
				}
			}
			if switched {
				s, _, _ = newTestScreen(t)
				solve()
				i18ntest.UseChinese(t)
			} else {
				i18ntest.UseChinese(t)
				s, _, _ = newTestScreen(t)
				solve()
			}
			i18ntest.NoEnglish(t, s.Content(), 60, 40)
			for what, x := range map[string]string{"status": s.Status(), "caption": s.second.caption.Text,
				"note": s.note.Text, "rejections": s.counters.byRule.Text} {
				if !i18ntest.HasHan(x) {
					t.Errorf("%s %q", what, x)
				}
			}
		})
	}
}

// sudokuEvents are events of every kind a Sudoku search reports, in every
// shape the narration tells apart.
func sudokuEvents() []engine.Event {
	at := func(k engine.Kind) engine.Event { return engine.Event{Kind: k, Row: 2, Col: 4, Value: 7, Depth: 3} }
	var es []engine.Event
	for _, k := range []engine.Kind{engine.Try, engine.Solution, engine.Resync} {
		es = append(es, at(k))
	}
	for _, c := range []engine.Conflict{engine.SameRow, engine.SameColumn, engine.SameBox} {
		e := at(engine.Reject)
		e.Conflict = c
		es = append(es, e)
		e.By = engine.At(2, 0)
		es = append(es, e)
	}
	for _, v := range []int{0, 7} {
		e := at(engine.Reject)
		e.Conflict, e.Value = engine.NoCandidate, v
		es = append(es, e)
	}
	for _, count := range []int{1, 2, 3} {
		e := at(engine.Choose)
		e.Count, e.Value = count, 1<<count-1
		es = append(es, e)
	}
	for _, r := range []engine.Reason{engine.NakedSingle, engine.HiddenInRow, engine.HiddenInColumn, engine.HiddenInBox} {
		e := at(engine.Place)
		e.Forced, e.Reason, e.Unit = true, r, 4
		es = append(es, e)
	}
	for _, k := range []engine.Kind{engine.Place, engine.Undo} {
		e := at(k)
		es = append(es, e)
		e.Forced = true
		es = append(es, e)
	}
	for _, k := range []engine.Kind{engine.Enter, engine.Leave} {
		for _, depth := range []int{0, 3} {
			e := at(k)
			e.Depth = depth
			es = append(es, e)
		}
	}
	return es
}

// checker returns a check that what was told in the language in use is
// whole and in that language.
func checker(t *testing.T, lang string) func(what, got string) {
	return func(what, got string) {
		t.Helper()
		switch {
		case got == "" || strings.Contains(got, "{{") || strings.Contains(got, "<no value>") || strings.Contains(got, "%!"):
			t.Errorf("%s %s: %q", lang, what, got)
		case lang == i18n.Chinese && (!i18ntest.HasHan(got) || i18ntest.English(got) != ""):
			t.Errorf("%s %s is not Chinese: %q", lang, what, got)
		case lang == i18n.English && i18ntest.HasHan(got):
			t.Errorf("%s %s is not English: %q", lang, what, got)
		}
	}
}

// Every event of a search is told in both languages, and so are the
// words around a step, the end of every kind of search and the reasons a
// hint gives.
func TestNarration_EveryEventInBothLanguages(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(lang)
		check := checker(t, lang)
		for _, n := range []int{4, 9, 16} {
			for _, e := range sudokuEvents() {
				check(e.String(), narrateEvent(e, n))
			}
		}
		g, _ := sudoku.NewGrid(9)
		p := newPosition(g)
		p.Apply(&engine.Event{Kind: engine.Place, Forced: true, Reason: engine.HiddenInBox, Unit: 3, Row: 4, Col: 1, Value: 7})
		p.Apply(&engine.Event{Kind: engine.Undo, Forced: true, Row: 4, Col: 1, Value: 7})
		check("forced undo", narrateStep(p, 9))

		s := &Screen{}
		s.p = puzzleOf(g)
		snap := snapshot{}
		for _, f := range []run.Frame{{State: run.Paused}, {State: run.Running, Past: true}, {State: run.Running},
			{State: run.Running, Watched: true}, {State: run.Paused, Watched: true}} {
			check("frame", s.narrate(&snap, p, &engine.Stats{}, f))
			check("first", s.narrate(&snap, newPosition(g), &engine.Stats{}, f))
			check("unwatched", s.narrate(&snap, nil, &engine.Stats{}, f))
		}
		for _, snap := range []snapshot{
			{end: engine.Stopped},
			{end: engine.LimitReached, found: true, several: true},
			{end: engine.Done, found: true, checked: true},
			{end: engine.LimitReached, found: true}, // the check for a second solution stopped
			{end: engine.Running},
			{end: engine.NoSolution},
		} {
			for _, st := range []engine.Stats{{}, {Nodes: 1, Backtracks: 1, Placements: 3}, {Nodes: 12345, Backtracks: 678, Placements: 20000}} {
				check("end "+snap.end.String(), narrateEnd(&snap, &st, 3*time.Millisecond))
			}
		}
		for _, h := range []hint{{cell: sudoku.Cell{Row: 1, Col: 2}, digit: 5, naked: true},
			{cell: sudoku.Cell{Row: 1, Col: 2}, digit: 5, unit: sudoku.Box}} {
			check("hint", h.text(9))
		}
		check("digits", digitList(1|1<<3|1<<6|1<<15)+" "+narrateEvent(engine.Event{Kind: engine.Choose, Count: 4, Value: 1 | 1<<3 | 1<<6 | 1<<15}, 16))
		check("difficulty", describeGenerated(&sudoku.Generated{Puzzle: g, Difficulty: sudoku.Hard, Seed: 7, Clues: 24, Guesses: 3}))
		for _, st := range sudoku.Strategies {
			check("strategy", strategyName(st)+" "+strategyNote(st))
		}
		for _, smp := range samples {
			check("sample", smp.name()+" "+smp.note())
		}
	}
}

// The engine's parse and validation errors are told from their fields:
// in English as the command line tells them, in Chinese in Chinese.
func TestEngineErrorsInBothLanguages(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	inputs := []string{
		"x" + strings.Repeat(".", 80),          // a bad character
		strings.Repeat(".", 80) + "\n" + "..x", // on a line
		"5" + strings.Repeat(".", 15),          // above 4 in a 4×4
		".........\n........\n",                // rows of two lengths
		".........\n.........\n",               // a grid that ends early
		strings.Repeat(".", 79),                // close to 81
		strings.Repeat(".", 15),                // close to 16
		strings.Repeat(".", 250),               // close to 256
		"..",                                   // far from any size (of one cell, the command line says "1 cells")
		strings.Repeat(".", 81) + "\n\n" + strings.Repeat(".", 81), // two puzzles
		"A" + strings.Repeat(".", 80),                              // a letter in a 9×9
	}
	var errs []error
	for _, in := range inputs {
		_, err := sudoku.Parse(in)
		if err == nil {
			t.Fatalf("%q parsed", in)
		}
		errs = append(errs, err)
	}
	for _, rows := range []string{"55" + strings.Repeat(".", 79), "5........5" + strings.Repeat(".", 71),
		"5" + strings.Repeat(".", 9) + "5" + strings.Repeat(".", 70)} {
		err := sudoku.Validate(gridOf(t, rows))
		if err == nil {
			t.Fatalf("%q is valid", rows)
		}
		errs = append(errs, err)
	}
	_, seedErr := parseSeed("x")
	_, noSample := loadSample(len(samples))
	if seedErr == nil || noSample == nil {
		t.Fatalf("seed x: %v; sample %d: %v", seedErr, len(samples), noSample)
	}
	reasons := map[sudoku.ParseReason]bool{}
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(lang)
		check := checker(t, lang)
		for _, err := range errs {
			got := errText(err)
			check(err.Error(), got)
			if lang == i18n.English && got != err.Error() {
				t.Errorf("English %q, the command line's %q", got, err.Error())
			}
			var pe *sudoku.ParseError
			if errors.As(err, &pe) {
				reasons[pe.Reason] = true
			}
		}
		for _, err := range []error{errNotText, errEmpty, errNoCells, seedErr, noSample} {
			check("error", err.Error())
		}
	}
	for _, r := range []sudoku.ParseReason{sudoku.BadChar, sudoku.OverFour, sudoku.BadCount, sudoku.BadRow, sudoku.ShortGrid, sudoku.SeveralGrids} {
		if !reasons[r] {
			t.Errorf("no input gives reason %d", r)
		}
	}
}

// A change of language while a run is paused keeps the puzzle, the step
// on show, the grid and the counters, and changes the words at once;
// going back gives the very same English.
func TestLanguageChangeKeepsAPausedRun(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	s, _, _ := newTestScreen(t)
	s.loadSample(7)
	selectStrategy(s, sudoku.Plain)
	frame := watchFrames(s)
	for k := uint64(1); k <= 34; k++ {
		s.session.Step()
		awaitEvents(t, s, k)
	}
	counts := func() []string {
		c := s.counters
		return []string{c.tries.Text, c.placements.Text, c.rejections.Text, c.backtracks.Text, c.checks.Text, c.depth.Text}
	}
	givens, view, step, status, before := s.p.givens, s.board.View(), shownEvent(frame), s.Status(), counts()
	if s.session.State() != run.Paused || !strings.HasPrefix(status, "Paused · ") {
		t.Fatalf("state %s, status %q", s.session.State(), status)
	}
	rule := s.counters.byRule.Text

	i18n.Use(i18n.Chinese)
	if s.session.State() != run.Paused || s.p.givens != givens || shownEvent(frame) != step {
		t.Fatalf("the change of language moved the run: state %s, step %s", s.session.State(), shownEvent(frame))
	}
	if s.board.View() != view {
		t.Error("the grid changed with the language")
	}
	if got := counts(); strings.Join(got, " ") != strings.Join(before, " ") {
		t.Errorf("counters %q, before %q", got, before)
	}
	want := i18n.T("sudoku.narrate.paused", i18n.Args{"Step": narrateEvent(step, 4)})
	if s.Status() != want || !i18ntest.HasHan(s.Status()) {
		t.Errorf("status %q, want %q", s.Status(), want)
	}
	if !i18ntest.HasHan(s.counters.byRule.Text) || s.strategy.Selected != strategyName(sudoku.Plain) || !i18ntest.HasHan(s.strategy.Selected) {
		t.Errorf("rejections %q, strategy %q", s.counters.byRule.Text, s.strategy.Selected)
	}

	i18n.Use(i18n.English)
	if s.Status() != status || s.counters.byRule.Text != rule || s.chosenStrategy() != sudoku.Plain {
		t.Errorf("back in English: %q, %q, %s", s.Status(), s.counters.byRule.Text, s.chosenStrategy())
	}
}

// A message on the status line, an engine's error among its words, is
// told again in the new language, and the puzzle stays.
func TestLanguageChangeTellsTheStatusAgain(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	s, w, _ := newTestScreen(t)
	before := s.p
	s.paste("x" + strings.Repeat(".", 80))
	run.CloseAlert(w, false)
	want := "The clipboard holds no puzzle: character 1 'x' is not a digit or blank — the grid is unchanged"
	if s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	i18n.Use(i18n.Chinese)
	if !strings.HasPrefix(s.Status(), "剪贴板中没有谜题：第 1 个字符 'x' 不是数字") || s.p != before {
		t.Errorf("in Chinese: %q", s.Status())
	}
	s.loadSample(1)
	tapCell(s, 0, 0)
	if !strings.HasPrefix(s.Status(), "r1c1 · 32 个已知数，0 个答案，49 个空格") {
		t.Errorf("the cell under the cursor: %q", s.Status())
	}
	i18n.Use(i18n.English)
	if !strings.HasPrefix(s.Status(), "r1c1 · 32 givens, 0 entries, 49 cells empty") {
		t.Errorf("back in English: %q", s.Status())
	}
}
