package gui

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"backtracklab/engine/cli"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
	"backtracklab/gui/statefile"
)

// Names stay names in Chinese: the app's, the toolkit's and Go's, the
// keys, and the language offered in its own words.
var (
	keptNames = regexp.MustCompile(`\b(Backtrack Lab|Fyne|Go|go1[\w.-]*|English|Ctrl|Cmd|Shift|Esc|Space|Tab|Backspace|Delete)\b`)
	latinWord = regexp.MustCompile(`[A-Za-z]{2,}`)
	hanzi     = regexp.MustCompile(`\p{Han}`)
)

// notChinese returns the texts that are left in English, names aside, or
// that have no Chinese character in them at all.
func notChinese(texts ...string) []string {
	var out []string
	for _, s := range texts {
		if w := latinWord.FindString(keptNames.ReplaceAllString(s, "")); w != "" || !hanzi.MatchString(s) {
			out = append(out, s)
		}
	}
	return out
}

// menuTexts lists the labels of the window's menus and their items; not
// View > Language's choices, which name each language in its own words.
func menuTexts(m *mainWindow) []string {
	var out []string
	for _, mm := range m.win.MainMenu().Items {
		out = append(out, mm.Label)
		for _, it := range mm.Items {
			if !it.IsSeparator {
				out = append(out, it.Label)
			}
		}
	}
	return out
}

// View > Language changes the window's words at once: the tabs, the
// menu, Help > Keyboard shortcuts and the About box, and the damaged
// settings message; a search paused on the N-Queens tab stays as it was.
func TestWindowSpeaksChinese(t *testing.T) {
	m := newTestWindow(t, 0)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	s := m.queens().Session()
	key := m.win.Canvas().OnTypedKey()
	key(&fyne.KeyEvent{Name: fyne.KeyRight})
	key(&fyne.KeyEvent{Name: fyne.KeyRight})
	// The search records its steps on its own goroutine: wait for them.
	runtest.AwaitEvents(t, s, 2)
	first, shown, last, ok := s.History()
	if s.State() != run.Paused || !ok {
		t.Fatalf("after two steps: %v, history %v", s.State(), ok)
	}
	if english := len(menuTexts(m)) - len(notChinese(menuTexts(m)...)); english != 0 {
		t.Fatalf("%d menu labels in Chinese before a change of language", english)
	}

	menuItem(t, m, "View", "Language").ChildMenu.Items[2].Action() // 简体中文
	var tabs []string
	for _, it := range m.tabs.Items {
		tabs = append(tabs, it.Text)
	}
	if strings.Join(tabs, " ") != "N 皇后 数独 迷宫 代码" {
		t.Errorf("tabs %q", tabs)
	}
	if left := notChinese(menuTexts(m)...); len(left) > 0 {
		t.Errorf("menu labels left in English: %q", left)
	}
	if len(menuTexts(m)) < 15 {
		t.Errorf("only %d menu labels: %q", len(menuTexts(m)), menuTexts(m))
	}
	for _, line := range strings.Split(keyHelp("Ctrl"), "\n") {
		if line != "" && len(notChinese(line)) > 0 {
			t.Errorf("key help line left in English: %q", line)
		}
	}
	about := aboutText("1.2.3")
	about[3] = strings.ReplaceAll(about[3], cli.FyneVersion(), "") // "unknown" in a test binary
	if len(notChinese(about[1:]...)) > 0 || !strings.Contains(about[1], "1.2.3") {
		t.Errorf("About box: %q", about)
	}
	d := statefile.Damage{File: "/x/state.json", Problem: errors.New("unexpected end of JSON input"), MoveErr: errors.New("read-only")}
	msg := DamagedMessage(d)
	if !hanzi.MatchString(msg) || !strings.Contains(msg, "/x/state.json") || !strings.Contains(msg, "read-only") {
		t.Errorf("damaged message: %q", msg)
	}
	if f, sh, l, _ := s.History(); s.State() != run.Paused || f != first || sh != shown || l != last {
		t.Errorf("the paused search moved: %v at %d of %d..%d, was %d of %d..%d", s.State(), sh, f, l, shown, first, last)
	}

	menuItem(t, m, "视图", "语言").ChildMenu.Items[1].Action() // English
	if m.tabs.Items[0].Text != "N-Queens" || m.win.MainMenu().Items[0].Label != "File" {
		t.Errorf("back in English: tab %q, menu %q", m.tabs.Items[0].Text, m.win.MainMenu().Items[0].Label)
	}
}
