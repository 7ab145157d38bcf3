package lessons

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine/lesson"
	"backtracklab/gui/i18n"
)

const three = `{"title": {"en": "Three", "zh_Hans": "三"}, "slides": [
  {"screen": "queens", "n": 4, "title": {"en": "One", "zh_Hans": "一"}, "say": {"en": "Say one.", "zh_Hans": "说一。"}},
  {"screen": "maze", "say": "Two.", "question": {"en": "Why?", "zh_Hans": "为什么？"}},
  {"screen": "sudoku", "say": "Three."}
]}`

// The player applies the slide it shows, and moves with Page Down and Page
// Up and its arrows, stopping at the ends.
func TestPlayerMovesAndApplies(t *testing.T) {
	test.NewTempApp(t)
	l, err := lesson.Parse([]byte(three), nil)
	if err != nil {
		t.Fatal(err)
	}
	var applied []string
	p := NewPlayer(l, func(s lesson.Slide) error {
		applied = append(applied, s.Screen)
		if s.Screen == lesson.Sudoku {
			return &lesson.Error{Kind: lesson.UnknownSample, Value: "x", Screen: lesson.Sudoku, Known: []string{"easy"}}
		}
		return nil
	})
	defer p.Stop()
	test.NewTempWindow(t, p)
	p.Go(0)
	if title, say, q, count := p.Texts(); title != "Three · One" || say != "Say one." || q != "" || count != "Slide 1 of 3" {
		t.Errorf("slide 1 says %q %q %q %q", title, say, q, count)
	}
	if !p.prev.Disabled() || p.next.Disabled() {
		t.Error("on the first slide Back should be off and Next on")
	}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageUp})
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	if _, _, q, _ := p.Texts(); p.At() != 1 || q != "Ask the room: Why?" {
		t.Errorf("after Page Up, Page Down: slide %d asks %q", p.At()+1, q)
	}
	test.Tap(p.next)
	if p.At() != 2 || !p.problem.Visible() || !strings.Contains(p.problem.Text, "“x”") {
		t.Errorf("slide 3: at %d, problem %q shown %v", p.At()+1, p.problem.Text, p.problem.Visible())
	}
	if used := p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageDown}); !used || p.At() != 2 {
		t.Errorf("Page Down on the last slide: used %v, at %d", used, p.At()+1)
	}
	if used := p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight}); used {
		t.Error("the player took →, the search's key")
	}
	if strings.Join(applied, " ") != "queens maze sudoku" {
		t.Errorf("applied %q", applied)
	}
	// Notes hides what the teacher says on every slide, and shows it again.
	test.Tap(p.notes)
	p.Go(0)
	if _, say, _, _ := p.Texts(); say != "" || p.say.Visible() || p.notes.Text != "Show notes" {
		t.Errorf("notes hidden: the bar says %q (shown %v), the button %q", say, p.say.Visible(), p.notes.Text)
	}
	test.Tap(p.notes)
	if _, say, _, _ := p.Texts(); say != "Say one." || !p.say.Visible() {
		t.Errorf("notes shown again: the bar says %q", say)
	}
	i18n.Use(i18n.Chinese)
	defer i18n.Use(i18n.System)
	p.Go(0)
	if title, say, _, count := p.Texts(); title != "三 · 一" || say != "说一。" || count != "第 1 张，共 3 张" {
		t.Errorf("in Chinese slide 1 says %q %q %q", title, say, count)
	}
}

// A mistake is told with its line and column in the language in use; an
// error of another kind as it is.
func TestMessage(t *testing.T) {
	_, err := lesson.Parse([]byte("{\"title\": \"x\",\n \"slides\": [{\"screen\": \"queens\",\n  \"n\": \"four\"}]}"), nil)
	if got := Message(err, nil).String(); got != "Line 3, column 8: slide 1: “n” must be a whole number." {
		t.Errorf("English: %q", got)
	}
	i18n.Use(i18n.Chinese)
	defer i18n.Use(i18n.System)
	if got := Message(err, nil).String(); got != "第 3 行，第 8 列：第 1 张幻灯片：“n”必须是整数。" {
		t.Errorf("Chinese: %q", got)
	}
	if got := Message(errors.New("disk on fire"), nil).String(); got != "disk on fire" {
		t.Errorf("another error: %q", got)
	}
}

// Why a file is not JSON is said in Chinese for every reason the engine
// gives, whatever the character read: only the file's own characters,
// JSON's words (true, false, null, the \u escape) and its name stay as
// they are. A key missing from the translations would show as itself.
func TestEveryReasonSaidInChinese(t *testing.T) {
	i18n.Use(i18n.Chinese)
	defer i18n.Use(i18n.System)
	letters := regexp.MustCompile(`[A-Za-z]`)
	reasons := []lesson.Reason{lesson.NoValue, lesson.NoKey, lesson.NoColon, lesson.AfterField, lesson.AfterItem,
		lesson.AfterEnd, lesson.InText, lesson.InEscape, lesson.InUnicode, lesson.InNumber, lesson.InWord,
		lesson.TooDeep, lesson.Misplaced}
	for _, r := range reasons {
		for _, c := range []rune{'"', '\n', '\r', '\t', ' ', 1, 0x7f, 0, '}', '中'} {
			e := &lesson.Error{Kind: lesson.Syntax, Line: 2, Col: 3, Reason: r, Char: c, Value: "1"}
			got := Message(e, nil).String()
			rest := strings.NewReplacer("JSON", "", "true", "", "false", "", "null", "", `\u`, "").Replace(got)
			if letters.MatchString(rest) || !strings.HasPrefix(got, "第 2 行，第 3 列：这不是有效的 JSON（") {
				t.Errorf("%s, %q: %q", r, c, got)
			}
		}
	}
}

// A grid or maze a slide cannot show is said with the parser's error in
// the words Tell gives it.
func TestPlayerTellsTheParsersError(t *testing.T) {
	test.NewTempApp(t)
	l, err := lesson.Parse([]byte(three), nil)
	if err != nil {
		t.Fatal(err)
	}
	parser := errors.New("line 2 has 5 cells, want 3")
	p := NewPlayer(l, func(lesson.Slide) error { return &lesson.Error{Kind: lesson.BadMaze, Err: parser} })
	defer p.Stop()
	p.Tell = func(err error) string {
		if err != parser {
			t.Errorf("told %v, want the parser's error", err)
		}
		return "told"
	}
	test.NewTempWindow(t, p)
	p.Go(0)
	if p.problem.Text != "the maze cannot be read (told)." {
		t.Errorf("the bar says %q", p.problem.Text)
	}
}

type withCompare struct{ shown int }

func (w *withCompare) ShowCompare() { w.shown++ }

// A slide that shows the comparison opens it on a screen that has one,
// and leaves a screen without one as it is.
func TestShowCompare(t *testing.T) {
	w := &withCompare{}
	if !showCompare(w) || w.shown != 1 {
		t.Errorf("a screen with a comparison: shown %d times", w.shown)
	}
	if showCompare(struct{}{}) {
		t.Error("a screen without a comparison said it showed one")
	}
}
