package maze

import (
	"backtracklab/gui/i18n/i18ntest"
	"errors"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Under Chinese, nothing on the screen is English but names: on a screen
// built in English and switched, and on one built in Chinese.
func TestScreen_ChineseLeavesNoEnglishWords(t *testing.T) {
	for _, switched := range []bool{true, false} {
		t.Run(map[bool]string{true: "switched", false: "built"}[switched], func(t *testing.T) {
			var s *Screen
			if switched {
				s, _ = newTestScreen(t)
				openSampleT(t, s, loopsSample)
				watchAll(t, s, s.startCompare)
				i18ntest.UseChinese(t)
			} else {
				i18ntest.UseChinese(t)
				s, _ = newTestScreen(t)
				openSampleT(t, s, loopsSample)
				watchAll(t, s, s.startCompare)
			}
			i18ntest.NoEnglish(t, s.Content(), 50, 30)
			if !i18ntest.HasHan(s.Status()) || !i18ntest.HasHan(s.compared.note.Text) {
				t.Errorf("status %q, comparison %q", s.Status(), s.compared.note.Text)
			}
		})
	}
}

// narrationEvents are events of every kind the maze's searches and the
// generator report, in the shapes the narration tells apart.
func narrationEvents() []engine.Event {
	at := func(k engine.Kind, depth int, value int8) engine.Event {
		return engine.Event{Kind: k, Row: 3, Col: 4, Depth: depth, Value: int(value)}
	}
	by := func(e engine.Event) engine.Event { e.By = engine.At(3, 3); return e }
	var es []engine.Event
	for _, k := range []engine.Kind{engine.Try, engine.Place, engine.Undo, engine.Enter, engine.Leave,
		engine.Expand, engine.Resync, engine.Solution} {
		for _, depth := range []int{0, 1234} {
			for _, d := range []maze.Direction{maze.NoDirection, maze.Up, maze.Right, maze.Down, maze.Left} {
				e := at(k, depth, int8(d))
				es = append(es, e, by(e))
			}
		}
	}
	for _, c := range []engine.Conflict{engine.Wall, engine.Visited, engine.Outside} {
		for d := range maze.NumDirections {
			e := at(engine.Reject, 2, int8(d))
			e.Conflict = c
			es = append(es, e, by(e))
		}
	}
	return es
}

// Every event of every search is told in both languages: no template left
// unfilled, Chinese in Chinese, English in English; a step paused or seen
// again is told with the event's words.
func TestNarration_EveryEventInBothLanguages(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(lang)
		check := func(what, got string) {
			t.Helper()
			switch {
			case got == "" || strings.Contains(got, "{{") || strings.Contains(got, "<no value>"):
				t.Errorf("%s %s: %q", lang, what, got)
			case lang == i18n.Chinese && (!i18ntest.HasHan(got) || i18ntest.English(got) != ""):
				t.Errorf("%s %s is not Chinese: %q", lang, what, got)
			case lang == i18n.English && i18ntest.HasHan(got):
				t.Errorf("%s %s is not English: %q", lang, what, got)
			}
		}
		for _, alg := range []Algorithm{DFS, BFS, Carve} {
			for _, e := range narrationEvents() {
				check(alg.String()+" "+e.String(), narrateEvent(e, alg))
			}
		}
		// The words around a step, and those of a run nobody watches.
		s := &Screen{algs: [2]Algorithm{DFS, DFS}}
		e := narrationEvents()[3]
		for _, f := range []run.Frame{{State: run.Paused}, {State: run.Running, Past: true}, {State: run.Running}} {
			check("frame", s.narrate(&position{alg: DFS, last: e}, f)())
			check("first", s.narrate(&position{alg: DFS}, f)())
			check("unwatched", s.narrate(nil, f)())
		}
		s.algs = [2]Algorithm{Carve, Carve}
		check("carving unwatched", s.narrate(nil, run.Frame{State: run.Running})())
		// How runs end.
		found := result{alg: DFS, found: true, steps: 1, stats: engine.Stats{Placements: 1}}
		for _, snap := range []snapshot{
			{end: engine.Stopped},
			{end: engine.LimitReached, results: []result{found}},
			{end: engine.LimitReached, results: []result{{alg: BFS, found: true, steps: 12, stats: engine.Stats{Placements: 4321}}}},
			{end: engine.NoSolution, results: []result{{alg: DFS}}},
			{end: engine.LimitReached, results: []result{found, {alg: BFS}}},
		} {
			check("end", narrateEnd(&snap, DFS, &engine.Stats{Nodes: 5})())
		}
		check("carving stopped", narrateEnd(&snapshot{end: engine.Stopped}, Carve, &engine.Stats{})())
	}
}

// The parser's refusals are told from their fields: in English as the
// engine says them (but for thousands separators), in Chinese wholly.
func TestParseErrorsInBothLanguages(t *testing.T) {
	row := strings.Repeat(".", maze.MaxSide)
	inputs := []string{
		"", "S.E\n...\n..\n", "\n\nS.E\n", "S.E\n.x.\n", "S.E\n.\t.\n", "S.E\n ..\n",
		"S" + strings.Repeat(".", maze.MaxSide-1) + "E\n", "SE" + strings.Repeat(".", 9000),
		"S" + row[1:] + "\n" + strings.Repeat(row+"\n", maze.MaxSide-2) + "E" + row[1:] + "\n" + row + "\n",
		"...\n.E.\n", "S..\n...\n", "S.#\n##.\n.SE\n", "SE.\n..E\n",
	}
	var errs []*maze.ParseError
	for _, in := range inputs {
		_, err := maze.ParseString(in)
		var pe *maze.ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%q: %v", in, err)
		}
		errs = append(errs, pe)
	}
	_, err := maze.Parse(iotest.ErrReader(errors.New("disk on fire")))
	var pe *maze.ParseError
	if !errors.As(err, &pe) {
		t.Fatal(err)
	}
	errs = append(errs, pe)
	kinds := map[maze.ErrorKind]bool{}
	for _, pe := range errs {
		kinds[pe.Kind] = true
		unsep := func(s string) string { return strings.ReplaceAll(s, ",", "") }
		if got := errorWords(pe); unsep(got) != unsep(pe.Error()) {
			t.Errorf("English %q, the engine %q", got, pe.Error())
		}
	}
	if len(kinds) != int(maze.ReadFailed) {
		t.Errorf("the inputs make %d kinds of error, want all %d", len(kinds), maze.ReadFailed)
	}
	i18ntest.UseChinese(t)
	for _, pe := range errs {
		got := errorWords(pe)
		if !i18ntest.HasHan(got) || strings.Contains(got, "{{") || strings.Contains(got, "<no value>") {
			t.Errorf("Chinese for %q: %q", pe.Error(), got)
		}
		if w := i18ntest.English(got); w != "" && pe.Kind != maze.ReadFailed { // a reader's error is its own
			t.Errorf("Chinese for %q keeps %q: %q", pe.Error(), w, got)
		}
	}
}

// Switching the language while a search is paused keeps the maze, the
// step on show, the board and the counters, and changes the words at
// once; switching back says them as before, and the search goes on.
func TestScreen_LanguageSwitchWhilePausedKeepsTheRun(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	s.setAlgorithm(BFS)
	s.mode.SetSelected(s.mode.Options[modeEnd])
	for range 40 {
		step(t, s)
	}
	s.session.Back()
	s.session.Frame()
	type look struct {
		maze, status, legend string
		step                 uint64
		state                run.State
		cells                []Cell
		counts, names        []string
		alg                  Algorithm
		mode                 editMode
	}
	now := func() look {
		c := s.counters
		return look{
			maze: s.Maze().String(), status: s.Status(), step: shownStep(s), state: s.session.State(),
			cells: slices.Clone(s.board.View().Cells),
			counts: []string{c.tries.Text, c.entered.Text, c.rejections.Text, c.backtracks.Text,
				c.checks.Text, c.length.Text, c.byReason.Text},
			names: i18ntest.Texts(c.Content), legend: strings.Join(i18ntest.Texts(s.legend.Content), "|"),
			alg: s.algorithm(), mode: s.editMode(),
		}
	}
	before := now()
	if before.state != run.Paused || !strings.HasPrefix(before.status, "Back in time — ") || before.counts[0] == "0" {
		t.Fatalf("not paused in the past with counts: %v %q %v", before.state, before.status, before.counts)
	}
	i18n.Use(i18n.Chinese)
	zh := now()
	if zh.maze != before.maze || zh.step != before.step || zh.state != run.Paused || !slices.Equal(zh.cells, before.cells) {
		t.Errorf("the switch lost the run: step %d→%d, state %v, maze kept %v, board kept %v",
			before.step, zh.step, zh.state, zh.maze == before.maze, slices.Equal(zh.cells, before.cells))
	}
	if zh.alg != BFS || zh.mode != modeEnd {
		t.Errorf("choices after the switch: %v, mode %d", zh.alg, zh.mode)
	}
	if want := "回看 — " + narrateEvent(shownEvent(s), BFS); zh.status != want || !i18ntest.HasHan(zh.status) {
		t.Errorf("status %q, want %q", zh.status, want)
	}
	if !slices.Equal(zh.counts[:6], before.counts[:6]) || !strings.HasPrefix(zh.counts[6], "排除原因") {
		t.Errorf("counters %q, before %q", zh.counts, before.counts)
	}
	if slices.Equal(zh.names, before.names) || i18ntest.English(strings.Join(zh.names, " ")) != "" ||
		zh.legend == before.legend || i18ntest.English(zh.legend) != "" {
		t.Errorf("names %q, legend %q", zh.names, zh.legend)
	}
	i18n.Use(i18n.English)
	en := now()
	if en.status != before.status || !slices.Equal(en.names, before.names) || en.legend != before.legend ||
		!slices.Equal(en.counts, before.counts) {
		t.Errorf("back in English: status %q, names %q; before %q, %q", en.status, en.names, before.status, before.names)
	}
	s.session.Step() // forward again, through the recording
	s.session.Frame()
	if shownStep(s) != before.step+1 || !strings.HasPrefix(s.Status(), "Paused · ") {
		t.Errorf("the run does not go on: step %d after %d, %q", shownStep(s), before.step, s.Status())
	}
}

// A message on the status line that is no step of a run is said again
// in the new language too.
func TestScreen_StatusMessagesFollowTheLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	s, _ := newTestScreen(t)
	s.paste("#S#\n#.#\n")
	const en = "The clipboard holds no maze: no E (end) — the maze is unchanged"
	if s.Status() != en {
		t.Fatalf("status %q", s.Status())
	}
	i18n.Use(i18n.Chinese)
	if want := "剪贴板中没有迷宫：没有 E（终点） — 迷宫保持不变"; s.Status() != want {
		t.Errorf("status %q, want %q", s.Status(), want)
	}
	s.tap(0, 0)
	if want := "在 r1c1 砌了墙"; s.Status() != "打通了 r1c1" && s.Status() != want {
		t.Errorf("tap: %q", s.Status())
	}
	i18n.Use(i18n.English)
	if !strings.HasSuffix(s.Status(), " r1c1") || i18ntest.HasHan(s.Status()) {
		t.Errorf("tap, back in English: %q", s.Status())
	}
}
