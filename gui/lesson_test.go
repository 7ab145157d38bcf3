package gui

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/lesson"
	"backtracklab/gui/i18n"
	"backtracklab/gui/lessons"
	"backtracklab/gui/maze"
	"backtracklab/gui/program"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
	"backtracklab/gui/sudoku"
)

// shower is a screen that says what a slide set on it.
type shower interface {
	LessonShown() lessons.Shown
}

// texts lists the texts of every label under o (a dialog on the
// overlays, say).
func texts(o fyne.CanvasObject) []string {
	var out []string
	switch o := o.(type) {
	case *widget.Label:
		return []string{o.Text}
	case *fyne.Container:
		for _, k := range o.Objects {
			out = append(out, texts(k)...)
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(o).Objects() {
			out = append(out, texts(k)...)
		}
	}
	return out
}

// laptop sizes m's window to fill a 1366×768 laptop's screen, and
// returns what the desktop driver draws around the tabs: the window's
// frame and menu bar.
func laptop(m *mainWindow) fyne.Size {
	menuBar := fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
	frame := fyne.NewSize(2*theme.Padding(), 2*theme.Padding()+menuBar)
	m.win.Resize(fyne.NewSize(1366, 768).Subtract(frame))
	return frame
}

// speak chooses lang with View > Language, as a teacher does.
func speak(t *testing.T, m *mainWindow, lang string) {
	t.Helper()
	t.Cleanup(func() { i18n.Use(i18n.System) })
	choice := map[string]int{i18n.English: 1, i18n.Chinese: 2}[lang]
	menuItem(t, m, i18n.T("app.menu.view"), i18n.T("lang.menu")).ChildMenu.Items[choice].Action()
	if i18n.Current() != lang {
		t.Fatalf("View > Language chose %s, want %s", i18n.Current(), lang)
	}
}

// chooseLesson opens Help > Lessons and taps lesson i; it returns the
// lesson the chooser offered.
func chooseLesson(t *testing.T, m *mainWindow, i int) *lesson.Lesson {
	t.Helper()
	was := m.lesson
	menuItem(t, m, i18n.T("app.menu.help"), i18n.T("lessons.menu")).Action()
	top := m.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("Help > Lessons opened no dialog")
	}
	shipped, _, err := lessons.Shipped(lessonNames())
	if err != nil {
		t.Fatal(err)
	}
	title := shipped[i].Title.In(i18n.Current())
	b := runtest.FindButton(top, title)
	if b == nil {
		t.Fatalf("the chooser has no button %q", title)
	}
	test.Tap(b)
	if m.lesson == nil || m.lesson == was || m.win.Canvas().Overlays().Top() == top {
		t.Fatalf("tapping %q played no lesson, or left the chooser open", title)
	}
	return shipped[i]
}

// expectedPuzzle is the puzzle slide sl sets on its screen, as
// LessonShown says it.
func expectedPuzzle(t *testing.T, sl lesson.Slide) string {
	t.Helper()
	switch {
	case sl.Screen == lesson.Queens && sl.N > 0:
		return strconv.Itoa(sl.N)
	case sl.Screen == lesson.Sudoku && sl.Sample != "":
		g, err := sudoku.SampleGrid(sl.Sample)
		if err != nil {
			t.Fatal(err)
		}
		return g.String()
	case sl.Screen == lesson.Maze && sl.Sample != "":
		mz, err := maze.SampleMaze(sl.Sample)
		if err != nil {
			t.Fatal(err)
		}
		return mz.String()
	case sl.Screen == lesson.Code && sl.Example != "":
		src, err := program.ExampleText(sl.Example)
		if err != nil {
			t.Fatal(err)
		}
		return src
	}
	return ""
}

// checkSlide checks that the window shows slide k of l: its tab, puzzle,
// method, Teach and views, speed and run, and the bar's words.
func checkSlide(t *testing.T, m *mainWindow, l *lesson.Lesson, k int) {
	t.Helper()
	sl := l.Slides[k]
	lang := i18n.Current()
	where := l.Title.In(lang) + ", slide " + strconv.Itoa(k+1)
	st, ok := m.screen().(SlideTaker)
	if !ok || st.SlideScreen() != sl.Screen {
		t.Fatalf("%s: the tab on show is not %s", where, sl.Screen)
	}
	shown := m.screen().(shower).LessonShown()
	if want := expectedPuzzle(t, sl); want != "" && shown.Puzzle != want {
		t.Errorf("%s: the screen shows the puzzle\n%s\nwant\n%s", where, shown.Puzzle, want)
	}
	if want := sl.Method; want != "" && sl.Screen != lesson.Code {
		if want == lesson.Compare {
			want = "dfs" // compare runs the depth-first search first
		}
		if shown.Method != want {
			t.Errorf("%s: method %q, want %q", where, shown.Method, want)
		}
	}
	side := m.screen().Teach()
	if sl.Teach != nil && side.On() != *sl.Teach {
		t.Errorf("%s: Teach on %v, want %v", where, side.On(), *sl.Teach)
	}
	if sl.Views != nil && !slices.Equal(side.Panel().Shown(), sl.Views) {
		t.Errorf("%s: views %q, want %q", where, side.Panel().Shown(), sl.Views)
	}
	if _, ok := m.screen().(Comparer); ok && sl.Show == lesson.Compare {
		p, ok := m.win.Canvas().Overlays().Top().(*widget.PopUp)
		if !ok {
			t.Errorf("%s: the comparison is not on show", where)
		} else if bottom, bar := p.Content.Position().Y+p.Content.Size().Height, fyne.CurrentApp().Driver().AbsolutePositionForObject(m.lesson).Y; bottom > bar {
			t.Errorf("%s: the comparison reaches %v, over the lesson's bar at %v", where, bottom, bar)
		}
	}
	s := m.session()
	switch {
	case sl.Speed == lesson.Full && s.Notch() != run.FullSpeed:
		t.Errorf("%s: speed notch %d, want full speed", where, s.Notch())
	case sl.Speed > 0 && s.Notch() != run.NotchOf(float64(sl.Speed)):
		t.Errorf("%s: speed notch %d, want that of %v steps/s", where, s.Notch(), sl.Speed)
	}
	switch {
	case sl.Step > 0:
		k := uint64(sl.Step)
		// The search records on its own goroutine: once it holds at step
		// k, a frame shows it, as the window's ticker would.
		runtest.Await(t, "step "+strconv.Itoa(sl.Step)+" of "+where, func() bool {
			if _, _, last, ok := s.History(); ok && last >= k {
				s.Frame()
				return true
			}
			s.Frame() // finished once the search has ended, with all its steps
			return s.State() == run.Finished
		})
		_, at, last, _ := s.History()
		if s.State() == run.Paused && at != k || s.State() == run.Finished && last >= k {
			t.Errorf("%s: %v at step %d of %d, want paused at step %d", where, s.State(), at, last, k)
		}
		if s.State() != run.Paused && s.State() != run.Finished {
			t.Errorf("%s: the run is %v, want paused", where, s.State())
		}
		if side.On() && slices.Contains(side.Panel().Shown(), "log") {
			if got := side.Panel().Showing().LogStep; got != at {
				t.Errorf("%s: the step log shows step %d, want %d", where, got, at)
			}
		}
	case sl.Play:
		// The Compare view a slide opens pauses the screen's search while
		// it is open (they would share the cores).
		compared := sl.Show == lesson.Compare && s.State() == run.Paused
		if st := s.State(); st != run.Running && st != run.Finished && st != run.Stopping && !compared {
			t.Errorf("%s: the run is %v, want playing", where, st)
		}
	default:
		if s.State() != run.Idle {
			t.Errorf("%s: the run is %v, want none", where, s.State())
		}
	}
	title, say, question, count := m.lesson.Texts()
	if !strings.Contains(title, sl.Title.In(lang)) || say != sl.Say.In(lang) {
		t.Errorf("%s: the bar says %q, %q", where, title, say)
	}
	if !strings.Contains(question, sl.Question.In(lang)) || (question == "") != sl.Question.Empty() {
		t.Errorf("%s: the bar asks %q, want %q", where, question, sl.Question.In(lang))
	}
	if want := i18n.T("lessons.count", i18n.Args{"K": k + 1, "N": len(l.Slides)}); count != want {
		t.Errorf("%s: the bar counts %q, want %q", where, count, want)
	}
}

// Every lesson the app ships opens from Help > Lessons and steps through
// every slide with Page Down, in English and in Chinese; each slide sets
// its screen, puzzle, method, Teach, speed and run for real. Every slide,
// bar included, leaves the window within a 1366×768 laptop's, menu bar
// and frame included: a taller bar would grow the window past the screen.
// In English each lesson plays in a window of its own, as the app opens;
// in Chinese they play one after another in one window, as in a class.
// (One walk through the slides checks both the slides and the fit; a
// window built and its words measured anew in Chinese, with the large
// CJK font, cost as much as a lesson's slides, under the race detector
// several times as much.)
func TestEveryShippedLessonPlays(t *testing.T) {
	const width, height = 1366, 768
	shipped, files, err := lessons.Shipped(lessonNames())
	if err != nil {
		t.Fatal(err)
	}
	if len(shipped) < 7 {
		t.Fatalf("%d lessons shipped: %q", len(shipped), files)
	}
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		var class *mainWindow // the window every lesson plays in, or nil for one each
		var classFrame fyne.Size
		if lang == i18n.Chinese {
			class = newTestWindow(t, 0)
			classFrame = laptop(class)
			speak(t, class, lang)
		}
		for i := range shipped {
			t.Run(lang+"/"+files[i], func(t *testing.T) {
				m, frame := class, classFrame
				if m == nil {
					m = newTestWindow(t, 0)
					frame = laptop(m)
					speak(t, m, lang)
				} else {
					// The last lesson's run stopped below; its comparison
					// would keep Help > Lessons shut.
					run.CloseAlert(m.win, false)
				}
				l := chooseLesson(t, m, i)
				for _, sl := range l.Slides {
					for _, tx := range []lesson.Text{sl.Title, sl.Say} {
						if tx.En == "" || tx.Zh == "" || tx.En == tx.Zh {
							t.Errorf("slide at line %d: a text is not in both languages: %+v", sl.Line, tx)
						}
					}
				}
				key := m.win.Canvas().OnTypedKey()
				for k := range l.Slides {
					if k > 0 {
						key(&fyne.KeyEvent{Name: fyne.KeyPageDown}) // closes a slide's comparison too
					}
					if m.lesson.At() != k {
						t.Fatalf("Page Down showed slide %d, want %d", m.lesson.At()+1, k+1)
					}
					least := m.win.Content().MinSize().Add(frame)
					if least.Width > width || least.Height > height {
						t.Errorf("slide %d: the window needs %v", k+1, least)
					}
					if bar := m.lesson.Size(); bar.Height > 200 {
						t.Errorf("slide %d: the bar takes %v of the window", k+1, bar)
					}
					checkSlide(t, m, l, k)
				}
				m.session().Stop()
			})
		}
	}
}

// Page Down and Page Up move through the slides while no widget has the
// focus, stopping at the ends; Close takes the bar away.
func TestPageDownAndUpMove(t *testing.T) {
	m := newTestWindow(t, 0)
	l := chooseLesson(t, m, 0)
	key := m.win.Canvas().OnTypedKey()
	key(&fyne.KeyEvent{Name: fyne.KeyPageUp})
	if m.lesson.At() != 0 {
		t.Fatalf("Page Up on the first slide went to %d", m.lesson.At())
	}
	key(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	key(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	if m.lesson.At() != 2 {
		t.Fatalf("two Page Downs: slide %d", m.lesson.At()+1)
	}
	key(&fyne.KeyEvent{Name: fyne.KeyPageUp})
	if m.lesson.At() != 1 {
		t.Fatalf("Page Up: slide %d", m.lesson.At()+1)
	}
	checkSlide(t, m, l, 1)
	for range len(l.Slides) + 2 {
		key(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	}
	if m.lesson.At() != len(l.Slides)-1 {
		t.Fatalf("past the end: slide %d of %d", m.lesson.At()+1, len(l.Slides))
	}
	// The arrows on screen do the same.
	b := runtest.FindButton(m.lesson, i18n.T("lessons.prev"))
	if b == nil {
		t.Fatal("no Back button on the bar")
	}
	test.Tap(b)
	if m.lesson.At() != len(l.Slides)-2 {
		t.Fatalf("Back: slide %d", m.lesson.At()+1)
	}
	test.Tap(runtest.FindButton(m.lesson, i18n.T("lessons.close")))
	if m.lesson != nil || m.win.Content() != m.tabs {
		t.Fatal("Close left the lesson on show")
	}
	// Without a lesson Page Down is no key of the window's.
	key(&fyne.KeyEvent{Name: fyne.KeyPageDown})
}

// A malformed lesson file opened with File > Open says what is wrong at
// which line, in the language in use, and plays nothing.
func TestMalformedLessonSaysItsLine(t *testing.T) {
	bad := "{\n  \"title\": \"Four queens\",\n  \"slides\": [\n    {\"screen\": \"queens\", \"n\": 4},\n    {\"screen\": \"queen\", \"n\": 4}\n  ]\n}\n"
	broken := "{\n  \"title\": \"Four queens\",\n  \"slides\": [\n    {\"screen\": \"queens\" \"n\": 4}\n  ]\n}\n"
	for _, c := range []struct {
		lang, file, want string
	}{
		{i18n.English, bad, "Line 5, column 16: slide 2: there is no screen “queen”"},
		{i18n.Chinese, bad, "第 5 行，第 16 列：第 2 张幻灯片：没有界面“queen”"},
		{i18n.English, broken, "Line 4, column 25: this is not valid JSON"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			m := newTestWindow(t, 0)
			speak(t, m, c.lang)
			m.opened(tabSudoku, "four.json", c.file, int64(len(c.file)))
			if m.lesson != nil {
				t.Fatal("a malformed lesson is played")
			}
			top := m.win.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no message")
			}
			all := strings.Join(texts(top), "\n")
			if !strings.Contains(all, c.want) || !strings.Contains(all, "four.json") {
				t.Errorf("the message says\n%s\nwant %q", all, c.want)
			}
		})
	}
}

// File > Open on any tab plays a lesson file, and hands anything else to
// the tab on show, or to the first tab that opens files (N-Queens has
// none).
func TestFileOpenReadsLessonsOnEveryTab(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabQueens)
	good := `{"title": {"en": "Mine", "zh_Hans": "我的"}, "slides": [{"screen": "maze", "sample": "pillars", "method": "bfs", "say": "Look."}]}`
	m.opened(tabSudoku, "mine.txt", good, int64(len(good)))
	if m.lesson == nil || m.tabs.SelectedIndex() != tabMaze || m.maze().LessonShown().Method != "bfs" {
		t.Fatal("File > Open did not play the lesson on the maze tab")
	}
	puzzle := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	m.tabs.SelectIndex(tabQueens)
	m.opened(tabSudoku, "p.txt", puzzle, int64(len(puzzle)))
	if m.tabs.SelectedIndex() != tabSudoku || m.sudoku().LessonShown().Puzzle != puzzle {
		t.Errorf("a puzzle opened from the N-Queens tab: tab %d, puzzle %q", m.tabs.SelectedIndex(), m.sudoku().LessonShown().Puzzle)
	}
}

// lessonMistakes are lesson files with each kind of mistake whose words
// quote another reader (the JSON reader, the Sudoku or maze parser) or
// say what a field takes, with what the message may keep as written in
// the file (field names, values, JSON's own words) and a part of what it
// says in Chinese and in English.
var lessonMistakes = []struct {
	name, file string
	literal    []string
	zh, en     string
}{
	{"no value", `{"title": "x", "slides": [{"screen": "queens", "n": }]}`, nil,
		"此处应是一个值的开头，却是“}”", "“}” where a value should start"},
	{"no key", `{"title": "x", "slides": [{"screen": "queens", 4: 1}]}`, nil,
		"此处应是带引号的字段名，却是“4”", "“4” where a field's name in quotes should start"},
	{"no colon", `{"title" "x"}`, nil,
		"字段名之后应是冒号“:”，却是引号 \"", "a quote mark \" after a field's name, where a colon : should be"},
	{"missing comma", "{\"title\": \"x\"\n \"slides\": []}", nil,
		"字段的值之后应是逗号“,”或右括号“}”，却是引号 \"", "a quote mark \" after a field's value, where a comma , or a closing } should be"},
	{"missing comma in a list", `{"title": "x", "slides": [{} {}]}`, nil,
		"列表的一项之后应是逗号“,”或右括号“]”，却是“{”", "“{” after an item of a list, where a comma , or a closing ] should be"},
	{"after the end", "{\"title\": \"x\", \"slides\": []}\n}", nil,
		"课程的右括号“}”之后文件应当结束，却还有“}”", "“}” after the lesson's closing }, where the file should end"},
	{"tab in quotes", "{\"title\": \"a\tb\"}", nil,
		"引号内有制表符", "a tab inside quotes"},
	{"backslash", `{"title": "50\%"}`, nil,
		"引号内的反斜杠 `\\` 之后是“%”", "“%” after a backslash `\\` inside quotes"},
	{"unicode escape", `{"title": "\u12:4"}`, []string{`\u`},
		"`\\u` 转义中出现“:”", "“:” in a `\\u` escape"},
	{"number", `{"title": "x", "slides": [{"screen": "queens", "n": -}]}`, nil,
		"数字中出现“}”", "“}” in a number"},
	{"word", `{"title": "x", "slides": [{"screen": "queens", "teach": tru}]}`, []string{"true", "false", "null", "“tru”"},
		"“tru”之后是“}”：不带引号的词只能是", "“}” after “tru”: a word without quotes must be `true`, `false` or `null`"},
	{"too deep", `{"title": ` + strings.Repeat("[", lesson.MaxDepth), nil,
		"括号嵌套超过 10,000 层", "brackets inside brackets more than 10,000 deep"},
	{"bad grid", `{"title": "x", "slides": [{"screen": "sudoku", "grid": "12"}]}`, nil,
		"这个网格不是数独谜题（2 个格子，应为 81 个", "the grid is not a Sudoku puzzle (2 cells, want 81"},
	{"bad character in a grid", `{"title": "x", "slides": [{"screen": "sudoku", "grid": "12?"}]}`, nil,
		"第 3 个字符 '?' 不是数字", "character 3 '?' is not a digit"},
	{"bad maze", `{"title": "x", "slides": [{"screen": "maze", "maze": "S..\n..E.."}]}`, nil,
		"无法读取这个迷宫（第 2 行有 5 格，应为 3 格）", "the maze cannot be read (line 2 has 5 cells, want 3)"},
	{"want a number", `{"title": "x", "slides": [{"screen": "queens", "n": "four"}]}`, []string{"“n”"},
		"“n”必须是整数", "“n” must be a whole number"},
	{"want true or false", `{"title": "x", "slides": [{"screen": "queens", "teach": 1}]}`, []string{"teach", "true", "false"},
		"“teach”必须是`true` 或 `false`", "“teach” must be `true` or `false`"},
}

// A lesson file's mistake is said in Chinese, every word: what the JSON
// reader wanted, why a grid or a maze does not read (as the Sudoku and
// Maze screens say it), what a field takes. Only what the file has as
// written, its name and JSON's name stay as they are. In English the
// same mistakes are said in English.
func TestLessonMistakesSaidInChinese(t *testing.T) {
	letters := regexp.MustCompile(`[A-Za-z]+`)
	for _, lang := range []string{i18n.Chinese, i18n.English} {
		m := newTestWindow(t, 0)
		speak(t, m, lang)
		for _, c := range lessonMistakes {
			t.Run(lang+"/"+c.name, func(t *testing.T) {
				m.opened(tabSudoku, "bad.json", c.file, int64(len(c.file)))
				top := m.win.Canvas().Overlays().Top()
				if m.lesson != nil || top == nil {
					t.Fatal("a malformed lesson is played, or nothing is said")
				}
				defer run.CloseAlert(m.win, false)
				all := strings.Join(texts(top), "\n")
				want := c.en
				if lang == i18n.Chinese {
					want = c.zh
				}
				if !strings.Contains(all, want) || !strings.Contains(all, "bad.json") {
					t.Fatalf("the message says\n%s\nwant %q", all, want)
				}
				if lang != i18n.Chinese {
					return
				}
				rest := all
				for _, l := range append([]string{"bad.json", "JSON"}, c.literal...) {
					rest = strings.ReplaceAll(rest, l, "")
				}
				if w := letters.FindAllString(rest, -1); len(w) > 0 {
					t.Errorf("the message says %q in English:\n%s", w, all)
				}
			})
		}
	}
}
