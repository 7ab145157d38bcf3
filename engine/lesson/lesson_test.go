package lesson

import (
	"errors"
	"strings"
	"testing"

	"backtracklab/engine/maze"
	"backtracklab/engine/sudoku"
)

var names = &Names{Sudoku: []string{"easy", "4x4"}, Maze: []string{"teaching"}, Code: []string{"queens_textbook"}}

const good = `{
  "title": {"en": "Four queens", "zh_Hans": "四皇后"},
  "slides": [
    {"screen": "queens", "n": 4, "method": "scan", "teach": true,
     "views": ["tree", "log"], "speed": 2, "step": 12,
     "say": {"en": "Watch.", "zh_Hans": "看。"}},
    {"screen": "sudoku", "sample": "4x4", "method": "MRV", "speed": "full", "play": true},
    {"screen": "maze", "sample": "teaching", "method": "compare", "show": "compare"},
    {"screen": "code", "example": "queens_textbook", "views": [],
     "question": "Which line runs next?"}
  ]
}`

func TestParseGood(t *testing.T) {
	l, err := Parse([]byte(good), names)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Title.In("zh"); got != "四皇后" {
		t.Errorf("title in Chinese %q", got)
	}
	if len(l.Slides) != 4 {
		t.Fatalf("%d slides", len(l.Slides))
	}
	q := l.Slides[0]
	if q.Screen != Queens || q.N != 4 || q.Method != "scan" || q.Teach == nil || !*q.Teach ||
		strings.Join(q.Views, ",") != "tree,log" || q.Speed != 2 || q.Step != 12 || q.Line != 4 {
		t.Errorf("slide 1 read as %+v", q)
	}
	if s := l.Slides[1]; s.Method != "mrv" || s.Speed != Full || !s.Play || s.Sample != "4x4" || s.Line != 7 {
		t.Errorf("slide 2 read as %+v", s)
	}
	if s := l.Slides[2]; s.Show != Compare || s.Method != "compare" {
		t.Errorf("slide 3 read as %+v", s)
	}
	c := l.Slides[3]
	if c.Views == nil || len(c.Views) != 0 || c.Question.In("en") != "Which line runs next?" || c.Question.In("zh") != "Which line runs next?" {
		t.Errorf("slide 4 read as %+v", c)
	}
	if c.Teach != nil || c.Speed != 0 {
		t.Errorf("slide 4 sets what it does not give: %+v", c)
	}
}

// TestParseMistakes: each malformed file is refused with the mistake's
// kind at its line and column, naming what it does not know.
func TestParseMistakes(t *testing.T) {
	for _, c := range []struct {
		name, file string
		kind       Kind
		line, col  int
		value      string
	}{
		{"missing comma", "{\n  \"title\": \"x\"\n  \"slides\": []\n}", Syntax, 3, 3, ""},
		{"trailing comma", "{\"title\": \"x\",\n \"slides\": [\n  {\"screen\": \"queens\"},\n ]\n}", TrailingComma, 3, 23, ""},
		{"cut short", "{\"title\": \"x\",\n \"slides\": [\n  {\"screen\": \"queens\"}", Truncated, 3, 23, ""},
		{"not an object", "\n\n[1, 2]", NotObject, 3, 1, ""},
		{"no title", "{\"slides\": [{\"screen\": \"queens\"}]}", MissingField, 1, 1, ""},
		{"no slides", "{\"title\": \"x\",\n \"slides\": []}", NoSlides, 2, 12, ""},
		{"unknown field", "{\"title\": \"x\", \"slides\": [\n {\"screen\": \"queens\",\n  \"spead\": 3}]}", UnknownField, 3, 3, ""},
		{"unknown screen", "{\"title\": \"x\", \"slides\": [\n {\"screen\": \"queen\"}]}", UnknownScreen, 2, 13, "queen"},
		{"unknown method", "{\"title\": \"x\", \"slides\": [\n {\"screen\": \"queens\",\n \"method\": \"bits\"}]}", UnknownMethod, 3, 12, "bits"},
		{"unknown sample", "{\"title\": \"x\", \"slides\": [{\"screen\": \"sudoku\",\n \"sample\": \"evil\"}]}", UnknownSample, 2, 12, "evil"},
		{"unknown example", "{\"title\": \"x\", \"slides\": [{\"screen\": \"code\",\n\n \"example\": \"fib\"}]}", UnknownExample, 3, 13, "fib"},
		{"unknown view", "{\"title\": \"x\", \"slides\": [{\"screen\": \"code\",\n \"views\": [\"code\", \"board\"]}]}", UnknownView, 2, 20, "board"},
		{"unknown language", "{\"title\": {\"en\": \"x\",\n \"fr\": \"y\"}, \"slides\": [{\"screen\": \"code\"}]}", UnknownLang, 2, 8, "fr"},
		{"field of another screen", "{\"title\": \"x\", \"slides\": [{\"screen\": \"code\",\n \"n\": 4}]}", NotForScreen, 2, 7, ""},
		{"two puzzles", "{\"title\": \"x\", \"slides\": [{\"screen\": \"sudoku\", \"sample\": \"easy\",\n \"grid\": \"1\"}]}", TwoPuzzles, 2, 10, "grid"},
		{"bad n", "{\"title\": \"x\", \"slides\": [{\"screen\": \"queens\",\n \"n\": 40}]}", BadN, 2, 7, "40"},
		{"n too large for a float", "{\"title\": \"x\", \"slides\": [{\"screen\": \"queens\",\n \"n\": 1e999}]}", BadN, 2, 7, "1e999"},
		{"n of the wrong kind", "{\"title\": \"x\", \"slides\": [{\"screen\": \"queens\",\n \"n\": \"four\"}]}", NotObject, 2, 7, ""},
		{"bad grid", "{\"title\": \"x\", \"slides\": [{\"screen\": \"sudoku\",\n \"grid\": \"12\"}]}", BadGrid, 2, 10, ""},
		{"bad speed", "{\"title\": \"x\", \"slides\": [{\"screen\": \"maze\",\n \"speed\": \"fast\"}]}", BadSpeed, 2, 11, `"fast"`},
		{"null views", "{\"title\": \"x\", \"slides\": [{\"screen\": \"queens\",\n \"views\": null}]}", NotObject, 2, 11, ""},
		{"step too far", "{\"title\": \"x\", \"slides\": [{\"screen\": \"queens\",\n \"step\": 9000000000000000000}]}", BadStep, 2, 10, "9000000000000000000"},
		{"step and play", "{\"title\": \"x\", \"slides\": [{\"screen\": \"maze\", \"step\": 3,\n \"play\": true}]}", StepAndPlay, 2, 10, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.file), names)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v, want an *Error", err)
			}
			if e.Kind != c.kind || e.Line != c.line || e.Col != c.col || e.Value != c.value {
				t.Errorf("got %s at %d:%d value %q (%v), want %s at %d:%d value %q", e.Kind, e.Line, e.Col, e.Value, e, c.kind, c.line, c.col, c.value)
			}
			if !strings.HasPrefix(e.Error(), "line ") {
				t.Errorf("message %q does not start with its line", e.Error())
			}
		})
	}
}

// A file that is not JSON says what the reader wanted where it stopped,
// and the character it read there, as written.
func TestSyntaxReasons(t *testing.T) {
	for _, c := range []struct {
		name, file string
		reason     Reason
		char       rune
		line, col  int
		word       string
	}{
		{"missing comma", "{\"title\": \"x\"\n \"slides\": []}", AfterField, '"', 2, 2, ""},
		{"missing colon", "{\"title\" \"x\"}", NoColon, '"', 1, 10, ""},
		{"unquoted key", "{\n title: \"x\"}", NoKey, 't', 2, 2, ""},
		{"unquoted text", "{\"title\": 中文}", NoValue, '中', 1, 11, ""},
		{"missing comma in a list", "{\"slides\": [{} {}]}", AfterItem, '{', 1, 16, ""},
		{"after the end", "{}\n}", AfterEnd, '}', 2, 1, ""},
		{"tab in quotes", "{\"title\": \"a\tb\"}", InText, '\t', 1, 13, ""},
		{"backslash", "{\"title\": \"C:\\new\\x\"}", InEscape, 'x', 1, 19, ""},
		{"unicode escape", "{\"title\": \"\\u12g4\"}", InUnicode, 'g', 1, 16, ""},
		{"number", "{\"n\": -x}", InNumber, 'x', 1, 8, ""},
		{"decimal point", "{\"n\": 1.}", InNumber, '}', 1, 9, ""},
		{"word", "{\"teach\": tru}", InWord, '}', 1, 14, "tru"},
		{"word misspelt", "{\"teach\": nulL}", InWord, 'L', 1, 14, "nul"},
		{"too deep", "{\"a\": " + strings.Repeat("[", MaxDepth) + "}", TooDeep, '[', 1, MaxDepth + 6, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.file), names)
			var e *Error
			if !errors.As(err, &e) || e.Kind != Syntax {
				t.Fatalf("got %v, want a Syntax error", err)
			}
			if e.Reason != c.reason || e.Char != c.char || e.Line != c.line || e.Col != c.col || e.Value != c.word {
				t.Errorf("got %s %q at %d:%d in %q (%v), want %s %q at %d:%d in %q",
					e.Reason, e.Char, e.Line, e.Col, e.Value, e, c.reason, c.char, c.line, c.col, c.word)
			}
			if strings.Contains(e.Error(), "out of place") {
				t.Errorf("message %q says no more than that the character is out of place", e.Error())
			}
		})
	}
}

// A grid or maze that does not read keeps its parser's error, whose
// fields a window tells in its own words.
func TestBadPuzzleKeepsTheParsersError(t *testing.T) {
	_, err := Parse([]byte(`{"title": "x", "slides": [{"screen": "sudoku", "grid": "12x"}]}`), names)
	var se *sudoku.ParseError
	if !errors.As(err, &se) || se.Reason != sudoku.BadChar || se.Char != 'x' {
		t.Errorf("a bad grid: %v, want the Sudoku parser's error about 'x'", err)
	}
	if !strings.HasSuffix(err.Error(), se.Error()) {
		t.Errorf("message %q does not end with the parser's %q", err, se)
	}
	_, err = Parse([]byte(`{"title": "x", "slides": [{"screen": "maze", "maze": "S..\n..E.."}]}`), names)
	var me *maze.ParseError
	if !errors.As(err, &me) || me.Kind != maze.BadWidth || me.Line != 2 {
		t.Errorf("a bad maze: %v, want the maze parser's error about line 2", err)
	}
}

// A file saved with a byte-order mark (Windows' Notepad's "UTF-8") reads
// as the same file without it.
func TestByteOrderMarkIsSkipped(t *testing.T) {
	l, err := Parse([]byte("\xef\xbb\xbf{\"title\": \"x\", \"slides\": [{\"screen\": \"queens\", \"n\": 4}]}"), names)
	if err != nil || len(l.Slides) != 1 || l.Slides[0].N != 4 {
		t.Fatalf("got %+v, %v; want one slide of 4-queens", l, err)
	}
}

func TestUnknownNamesListed(t *testing.T) {
	_, err := Parse([]byte(`{"title": "x", "slides": [{"screen": "maze", "method": "astar"}]}`), names)
	if err == nil || !strings.Contains(err.Error(), `"astar"`) || !strings.Contains(err.Error(), "dfs, bfs, compare") {
		t.Errorf("message %v does not name the method and the known ones", err)
	}
}

func TestPositionCountsCharacters(t *testing.T) {
	data := []byte("{\n\"中文\": 1}")
	if l, c := Position(data, strings.Index(string(data), ":")); l != 2 || c != 5 {
		t.Errorf("position %d:%d, want 2:5", l, c)
	}
}

func TestLooks(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"four.json", "", true},
		{"lesson.txt", " {\"title\": \"x\", \"slides\": []}", true},
		{"easy.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", false},
		{"queens.py", "def solve(row):\n    pass", false},
	} {
		if got := Looks(c.name, c.text); got != c.want {
			t.Errorf("Looks(%q) = %v", c.name, got)
		}
	}
}
