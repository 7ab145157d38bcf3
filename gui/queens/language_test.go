package queens

import (
	"backtracklab/gui/i18n/i18ntest"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// noEnglish reports every text of the tree under o left in English.
func noEnglish(t *testing.T, where string, o fyne.CanvasObject) {
	t.Helper()
	for _, text := range i18ntest.Texts(o) {
		if w := i18ntest.English(text); w != "" {
			t.Errorf("%s: %q is left in English (%q)", where, text, w)
		}
	}
}

// The walker finds English where there is some: a test that could not
// fail would prove nothing.
func TestTheWalkerFindsEnglish(t *testing.T) {
	test.NewTempApp(t)
	tree := widget.NewCard("", "", widget.NewLabel("第 1 行 · n = 8 · Esc"))
	if got := i18ntest.Texts(tree); len(got) == 0 {
		t.Fatal("the walker found no text")
	}
	found := false
	for _, text := range i18ntest.Texts(widget.NewButton("复制 all", nil)) {
		found = found || i18ntest.English(text) != ""
	}
	if !found || i18ntest.English("第 1 行 · n = 8 · Esc") != "" {
		t.Error("the walker misses English words, or takes names for them")
	}
}

// A screen built under Chinese, and one switched to Chinese after a run
// listed its solutions, a count, a copy and a wrong size, show no English
// word but names.
func TestTheScreenSpeaksChinese(t *testing.T) {
	i18ntest.UseChinese(t)
	fresh := newTestScreen(t)
	noEnglish(t, "built in Chinese", fresh.Content())
	if !i18ntest.HasHan(fresh.Status()) {
		t.Errorf("status %q", fresh.Status())
	}

	i18n.Use(i18n.English)
	s := newTestScreen(t)
	s.selectCheck(queens.Arrays)
	s.size.SetText("6")
	s.countOnly.SetChecked(true)
	s.withUnique.SetChecked(true)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	countSaid := s.count.total.Text
	s.countOnly.SetChecked(false)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	s.results.list.Select(1)
	test.Tap(s.results.copyOne)
	s.size.SetText("0")
	if s.results.header.Text != "4 solutions" || countSaid != "4 solutions" || !s.sizeError.Visible() {
		t.Fatalf("in English: header %q, count %q, size error shown %v", s.results.header.Text, countSaid, s.sizeError.Visible())
	}

	i18n.Use(i18n.Chinese)
	noEnglish(t, "switched to Chinese", s.Content())
	for _, l := range []*widget.Label{s.status, s.results.header, s.results.note, s.count.total, s.count.unique, s.sizeError, s.counters.byLine} {
		if !i18ntest.HasHan(l.Text) {
			t.Errorf("%q is not in Chinese", l.Text)
		}
	}
	if s.selectedCheck() != queens.Arrays || s.check.Selected != "数组 — 三次查表" {
		t.Errorf("the check chosen was lost: %q", s.check.Selected)
	}
}

// Switching the language while a run is paused on a step keeps the run,
// the board, the step and the counters, and says it all in the new
// language at once; switching back says it as before.
func TestSwitchingTheLanguageKeepsAPausedRun(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	s := newTestScreen(t)
	s.check.SetSelectedIndex(1)       // arrays: tries and rejects every square
	for k := uint64(1); k <= 6; k++ { // up to "Row 2: column 1 is attacked…"
		s.Session().Step()
		awaitEvents(t, s, k)
	}
	s.timeline.Back.Tapped(nil) // a step of the recording on show
	board, status := s.Board().View(), s.Status()
	_, step, last, _ := s.session.History()
	counts := []string{s.counters.nodes.Text, s.counters.checks.Text, s.counters.rejections.Text, s.counters.placements.Text}
	if status != "Back in time — Row 2: try column 1" {
		t.Fatalf("before: %q", status)
	}

	i18n.Use(i18n.Chinese)
	if want := "回看 — 第 2 行：尝试第 1 列"; s.Status() != want {
		t.Errorf("in Chinese at once: %q, want %q", s.Status(), want)
	}
	_, step2, last2, _ := s.session.History()
	if s.Session().State() != run.Paused || step2 != step || last2 != last || s.Board().View() != board {
		t.Errorf("the run moved: state %v, step %d of %d (was %d of %d), board kept %v",
			s.Session().State(), step2, last2, step, last, s.Board().View() == board)
	}
	counts2 := []string{s.counters.nodes.Text, s.counters.checks.Text, s.counters.rejections.Text, s.counters.placements.Text}
	if strings.Join(counts2, " ") != strings.Join(counts, " ") || s.selectedCheck().String() != "arrays" {
		t.Errorf("counters %v, were %v; check %v", counts2, counts, s.selectedCheck())
	}
	if !i18ntest.HasHan(s.counters.byLine.Text) || i18ntest.English(s.counters.byLine.Text) != "" {
		t.Errorf("counters' note %q", s.counters.byLine.Text)
	}

	s.Session().Step() // the run goes on, in Chinese
	awaitEvents(t, s, last)
	if !strings.HasPrefix(s.Status(), "第 2 行：第 1 列在同一列上受到第 1 行皇后的攻击") {
		t.Errorf("forward in Chinese: %q", s.Status())
	}
	i18n.Use(i18n.English)
	if !strings.HasPrefix(s.Status(), "Row 2: column 1 is attacked along its column") {
		t.Errorf("back in English: %q", s.Status())
	}
}

// Every kind of event the queens' search sends, its ends, its counts and
// the boards placed by hand are told in both languages, with every value
// filled in; kinds it never sends say nothing.
func TestNarrationInBothLanguages(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	told := map[engine.Kind]bool{engine.Try: true, engine.Reject: true, engine.Place: true, engine.Undo: true,
		engine.Solution: true, engine.Enter: true, engine.Leave: true, engine.Resync: true, engine.Choose: true}
	var says []i18n.Words
	for k := engine.Try; k <= engine.Resync; k++ {
		for _, row := range []int{0, 3, 7} {
			e := engine.Event{Kind: k, Depth: row, Row: row, Col: 2}
			if !told[k] {
				if m := narrateEvent(e, 5, 8); m.String() != "" {
					t.Errorf("%v says %q", k, m)
				}
				continue
			}
			says = append(says, narrateEvent(e, 5, 8))
			if k == engine.Choose { // the bitmask's free columns: one, several
				says = append(says, narrateEvent(engine.Event{Kind: k, Depth: row, Row: row, Count: 1, Value: 1 << 4}, 5, 8),
					narrateEvent(engine.Event{Kind: k, Depth: row, Row: row, Count: 3, Value: 1<<1 | 1<<4 | 1<<6}, 5, 8))
			}
			if k == engine.Reject {
				for c := engine.SameColumn; c <= engine.SameAntiDiagonal; c++ {
					e.Conflict = c
					says = append(says, narrateEvent(e, 5, 8))
					e.By = engine.At(1, 2)
					says = append(says, narrateEvent(e, 5, 8))
				}
			}
		}
	}
	for _, s := range []snapshot{
		{n: 8, found: 92, listed: 92, end: engine.Done}, {n: 1, found: 1, listed: 1, end: engine.Done},
		{n: 3, end: engine.NoSolution}, {n: 8, found: 3, end: engine.Stopped},
		{n: 16, found: 14772512, listed: 6291456, end: engine.Done},
	} {
		says = append(says, narrateEnd(&s))
	}
	for _, s := range []snapshot{
		{n: 16, phase: phaseCount}, {n: 16, phase: phaseCountUnique, count: 14772512},
		{n: 12, count: 14200, end: engine.Done}, {n: 12, count: 14200, unique: 1787, uniqueOK: true, end: engine.Done},
		{n: 12, count: 1, end: engine.Stopped}, {n: 12, count: 1400, phase: phaseCountUnique, end: engine.Stopped},
		{n: 3, end: engine.NoSolution},
	} {
		says = append(says, narrateCount(&s, run.Frame{}), narrateCount(&s, run.Frame{Done: 1, Total: 4}))
	}
	v := NewView(4)
	says = append(says, handStatus(&v, 0))
	v.Add(0, 1, Queen)
	says = append(says, handStatus(&v, 0))
	v.Add(1, 2, Queen)
	says = append(says, handStatus(&v, 2))
	v = NewView(4)
	for r, c := range []int{1, 3, 0, 2} {
		v.Add(r, c, Queen)
	}
	says = append(says, handStatus(&v, 0))
	one := NewView(1)
	one.Add(0, 0, Queen)
	says = append(says, handStatus(&one, 0))

	for _, language := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(language)
		for i, m := range says {
			text := m.String()
			switch {
			case text == "" || strings.Contains(text, "{{") || strings.Contains(text, "<no value>") || strings.Contains(text, "%!"):
				t.Errorf("%s: text %d says %q", language, i, text)
			case language == i18n.Chinese && (!i18ntest.HasHan(text) || i18ntest.English(text) != ""):
				t.Errorf("Chinese: text %d says %q", i, text)
			case language == i18n.English && i18ntest.HasHan(text):
				t.Errorf("English: text %d says %q", i, text)
			}
		}
	}
}
