package lesson

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
)

// MaxStep is the furthest step a slide can show: a run is taken there a
// step at a time while the window waits, and the recording keeps the last
// million steps anyway.
const MaxStep = 1_000_000

// MaxSize is the largest lesson file read, in bytes: far more than any
// lesson's words, small enough that a wrong file is refused at once.
const MaxSize = 4 << 20

// lessonFields and slideFields are the fields a lesson and a slide may
// have, in the order the messages list them.
var (
	lessonFields = []string{"title", "summary", "slides"}
	slideFields  = []string{"title", "screen", "n", "sample", "grid", "maze", "example", "program",
		"method", "teach", "views", "speed", "step", "play", "show", "question", "say"}
)

// puzzleFields are the fields that give a screen its puzzle, and its
// method, by screen: any other puzzle field on a slide of that screen is
// a mistake.
var puzzleFields = map[string][]string{
	Queens: {"n", "method"},
	Sudoku: {"sample", "grid", "method"},
	Maze:   {"sample", "maze", "method"},
	Code:   {"example", "program"},
}

// Parse reads a lesson file. Names, when not nil, are the samples and
// examples the app has: a slide naming another is refused. Any mistake is
// an *Error with its line and column.
func Parse(data []byte, names *Names) (*Lesson, error) {
	// Windows' Notepad saves "UTF-8" with a byte-order mark first.
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	p := &parser{data: data, at: map[string]int{}, keys: map[string][]string{}}
	if err := p.check(); err != nil {
		return nil, err
	}
	if err := p.walk(); err != nil {
		return nil, err
	}
	return p.lesson(names)
}

// parser holds a file and where each of its values starts: "slides/2/n"
// is the n of the third slide.
type parser struct {
	data []byte
	at   map[string]int      // offset of the value at each path
	keys map[string][]string // the keys of the object at each path
}

// check finds the first JSON syntax mistake, with its place and what
// the JSON reader wanted there. The file is read as raw JSON: a number
// too large for Go's float64 is no syntax mistake, and the field it is
// in says what it should be.
func (p *parser) check() error {
	var v json.RawMessage
	err := json.Unmarshal(p.data, &v)
	var se *json.SyntaxError
	switch {
	case err == nil:
		if at := skipSpace(p.data, 0); p.data[at] != '{' {
			return p.errAt(at, &Error{Kind: NotObject, Field: "lesson", Want: WantObject})
		}
		return nil
	case errors.As(err, &se):
		off := max(int(se.Offset)-1, 0)
		if strings.Contains(se.Error(), "unexpected end") {
			return p.errAt(len(bytes.TrimRight(p.data, " \t\r\n")), &Error{Kind: Truncated})
		}
		if off < len(p.data) && (p.data[off] == '}' || p.data[off] == ']') {
			if c := lastSignificant(p.data, off); c >= 0 && p.data[c] == ',' {
				return p.errAt(c, &Error{Kind: TrailingComma})
			}
		}
		return p.errAt(off, p.syntax(se.Error(), off))
	}
	return p.errAt(0, &Error{Kind: Syntax, Reason: Misplaced})
}

// contexts are the ends of the JSON reader's messages ("invalid character
// 'x' looking for beginning of value"), which say what it wanted, and the
// Reason each means.
var contexts = []struct {
	end    string
	reason Reason
}{
	{"looking for beginning of value", NoValue},
	{"looking for beginning of object key string", NoKey},
	{"after object key", NoColon},
	{"after object key:value pair", AfterField},
	{"after array element", AfterItem},
	{"after top-level value", AfterEnd},
	{"in string literal", InText},
	{"in string escape code", InEscape},
	{`in \u hexadecimal character escape`, InUnicode},
	{"in numeric literal", InNumber}, // and "after decimal point in numeric literal"
	{"in exponent of numeric literal", InNumber},
	{"exceeded max depth", TooDeep},
}

// syntax is the Syntax error the JSON reader's message msg means, for the
// character at offset off: its Reason, and the word it is in for InWord
// ("in literal true (expecting 'r')"). A message not known is Misplaced.
func (p *parser) syntax(msg string, off int) *Error {
	e := &Error{Kind: Syntax, Reason: Misplaced}
	// The character as written: the reader names a byte.
	if off < len(p.data) {
		e.Char, _ = utf8.DecodeRune(p.data[off:])
	}
	for _, c := range contexts {
		if strings.HasSuffix(msg, c.end) {
			e.Reason = c.reason
			return e
		}
	}
	if strings.Contains(msg, " in literal ") {
		start := off
		for start > 0 && isLetter(p.data[start-1]) {
			start--
		}
		e.Reason, e.Value = InWord, string(p.data[start:off])
	}
	return e
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// walk notes where every value starts and the keys of every object.
func (p *parser) walk() error {
	dec := json.NewDecoder(bytes.NewReader(p.data))
	dec.UseNumber()
	if err := p.value(dec, ""); err != nil {
		// check read the file as JSON: the decoder cannot fail on it.
		return p.errAt(int(dec.InputOffset()), &Error{Kind: Syntax, Reason: Misplaced})
	}
	return nil
}

func (p *parser) value(dec *json.Decoder, path string) error {
	p.at[path] = skipSpace(p.data, int(dec.InputOffset()))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		p.keys[path] = []string{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := k.(string)
			p.keys[path] = append(p.keys[path], key)
			if err := p.value(dec, join(path, key)); err != nil {
				return err
			}
		}
		_, err = dec.Token()
	case json.Delim('['):
		for i := 0; dec.More(); i++ {
			if err := p.value(dec, join(path, strconv.Itoa(i))); err != nil {
				return err
			}
		}
		_, err = dec.Token()
	}
	return err
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "/" + key
}

// skipSpace is the offset of the first byte from off that is no space,
// colon or comma: where a value starts.
func skipSpace(data []byte, off int) int {
	for off < len(data) && strings.IndexByte(" \t\r\n:,", data[off]) >= 0 {
		off++
	}
	return off
}

// lastSignificant is the offset of the last byte before off that is no
// space, or -1.
func lastSignificant(data []byte, off int) int {
	for off--; off >= 0; off-- {
		if strings.IndexByte(" \t\r\n", data[off]) < 0 {
			return off
		}
	}
	return -1
}

// Position is the line and column, from 1, of byte offset off of data;
// the column counts characters, not bytes.
func Position(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCount(before[start:]) + 1
}

// errAt places e at byte offset off.
func (p *parser) errAt(off int, e *Error) *Error {
	e.Line, e.Col = Position(p.data, off)
	return e
}

// errIn places e at the value of path.
func (p *parser) errIn(path string, e *Error) *Error {
	return p.errAt(p.at[path], e)
}

// raw is the value at path, as written.
func (p *parser) raw(path string) (json.RawMessage, bool) {
	off, ok := p.at[path]
	if !ok {
		return nil, false
	}
	dec := json.NewDecoder(bytes.NewReader(p.data[off:]))
	var v json.RawMessage
	if err := dec.Decode(&v); err != nil {
		return nil, false
	}
	return v, true
}

// fields checks that the object at path has only known fields.
func (p *parser) fields(path string, known []string, slide int) error {
	for _, k := range p.keys[path] {
		if !slices.Contains(known, k) {
			off := p.at[join(path, k)]
			// The key itself: back from its value past the colon.
			off = bytes.LastIndexByte(p.data[:off], '"')
			off = bytes.LastIndexByte(p.data[:max(off, 0)], '"')
			return p.errAt(off, &Error{Kind: UnknownField, Field: k, Known: known, Slide: slide})
		}
	}
	return nil
}

// decode reads the value at path into v, which wants a value of kind
// want; a value of another kind is an error at its place.
func (p *parser) decode(path string, v any, want string, slide int) (bool, error) {
	raw, ok := p.raw(path)
	if !ok {
		return false, nil
	}
	// null would read as no value at all (Go leaves v as it was): "teach":
	// null turned Teach off, "views": null unticked every view.
	if err := json.Unmarshal(raw, v); err != nil || string(bytes.TrimSpace(raw)) == "null" {
		return true, p.errIn(path, &Error{Kind: NotObject, Field: last(path), Want: want, Slide: slide})
	}
	return true, nil
}

func last(path string) string { return path[strings.LastIndexByte(path, '/')+1:] }

// text reads the text at path: a string, or {"en": …, "zh_Hans": …}.
func (p *parser) text(path string, slide int) (Text, error) {
	raw, ok := p.raw(path)
	if !ok {
		return Text{}, nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return Text{En: s, Zh: s}, nil
	}
	var m map[string]string
	if err := json.Unmarshal(raw, &m); err != nil {
		return Text{}, p.errIn(path, &Error{Kind: NotObject, Field: last(path), Want: WantText, Slide: slide})
	}
	var t Text
	for _, k := range p.keys[path] {
		switch k {
		case English:
			t.En = m[k]
		case Chinese, "zh":
			t.Zh = m[k]
		default:
			return Text{}, p.errIn(join(path, k), &Error{Kind: UnknownLang, Field: last(path), Value: k, Known: []string{English, Chinese}, Slide: slide})
		}
	}
	return t, nil
}

// lesson reads the lesson from the walked file and checks every slide.
func (p *parser) lesson(names *Names) (*Lesson, error) {
	if err := p.fields("", lessonFields, 0); err != nil {
		return nil, err
	}
	l := &Lesson{}
	var err error
	if l.Title, err = p.text("title", 0); err != nil {
		return nil, err
	}
	if l.Title.Empty() {
		return nil, p.errAt(skipSpace(p.data, 0), &Error{Kind: MissingField, Field: "title"})
	}
	if l.Summary, err = p.text("summary", 0); err != nil {
		return nil, err
	}
	var slides []json.RawMessage
	if ok, err := p.decode("slides", &slides, WantSlides, 0); err != nil {
		return nil, err
	} else if !ok || len(slides) == 0 {
		at := skipSpace(p.data, 0)
		if ok {
			at = p.at["slides"]
		}
		return nil, p.errAt(at, &Error{Kind: NoSlides})
	}
	for i := range slides {
		s, err := p.slide(i, names)
		if err != nil {
			return nil, err
		}
		l.Slides = append(l.Slides, s)
	}
	return l, nil
}

// slide reads and checks slide i.
func (p *parser) slide(i int, names *Names) (Slide, error) {
	path := join("slides", strconv.Itoa(i))
	k := i + 1
	var s Slide
	s.Line, _ = Position(p.data, p.at[path])
	if _, ok := p.keys[path]; !ok {
		return s, p.errIn(path, &Error{Kind: NotObject, Field: "slides", Want: WantSlides, Slide: k})
	}
	if err := p.fields(path, slideFields, k); err != nil {
		return s, err
	}
	field := func(name string) string { return join(path, name) }
	has := func(name string) bool { _, ok := p.at[field(name)]; return ok }
	str := func(name string, to *string) error {
		_, err := p.decode(field(name), to, WantString, k)
		return err
	}
	var err error
	for _, t := range []struct {
		name string
		to   *Text
	}{{"title", &s.Title}, {"say", &s.Say}, {"question", &s.Question}} {
		if *t.to, err = p.text(field(t.name), k); err != nil {
			return s, err
		}
	}
	for _, f := range []struct {
		name string
		to   *string
	}{{"screen", &s.Screen}, {"sample", &s.Sample}, {"grid", &s.Grid}, {"maze", &s.Maze},
		{"example", &s.Example}, {"program", &s.Program}, {"method", &s.Method}, {"show", &s.Show}} {
		if err := str(f.name, f.to); err != nil {
			return s, err
		}
	}
	if !has("screen") {
		return s, p.errIn(path, &Error{Kind: MissingField, Field: "screen", Slide: k})
	}
	if !slices.Contains(Screens, s.Screen) {
		return s, p.errIn(field("screen"), &Error{Kind: UnknownScreen, Value: s.Screen, Known: Screens, Slide: k})
	}
	for _, f := range []string{"n", "sample", "grid", "maze", "example", "program", "method"} {
		if has(f) && !slices.Contains(puzzleFields[s.Screen], f) {
			return s, p.errIn(field(f), &Error{Kind: NotForScreen, Field: f, Screen: s.Screen, Slide: k})
		}
	}
	for _, two := range [][2]string{{"sample", "grid"}, {"sample", "maze"}, {"example", "program"}} {
		if has(two[0]) && has(two[1]) {
			return s, p.errIn(field(two[1]), &Error{Kind: TwoPuzzles, Field: two[0], Value: two[1], Slide: k})
		}
	}
	if has("n") {
		var n json.Number
		if _, err := p.decode(field("n"), &n, WantNumber, k); err != nil {
			return s, err
		}
		v, err := strconv.Atoi(n.String())
		if err != nil || queens.ValidateN(v) != nil {
			return s, p.errIn(field("n"), &Error{Kind: BadN, Value: n.String(), Slide: k})
		}
		s.N = v
	}
	if has("method") {
		if known := methods(s.Screen); !slices.Contains(known, strings.ToLower(s.Method)) {
			return s, p.errIn(field("method"), &Error{Kind: UnknownMethod, Value: s.Method, Screen: s.Screen, Known: known, Slide: k})
		}
		s.Method = strings.ToLower(s.Method)
	}
	if has("sample") && names != nil {
		known := names.Maze
		if s.Screen == Sudoku {
			known = names.Sudoku
		}
		if !slices.Contains(known, s.Sample) {
			return s, p.errIn(field("sample"), &Error{Kind: UnknownSample, Value: s.Sample, Screen: s.Screen, Known: known, Slide: k})
		}
	}
	if has("example") && names != nil && !slices.Contains(names.Code, s.Example) {
		return s, p.errIn(field("example"), &Error{Kind: UnknownExample, Value: s.Example, Known: names.Code, Slide: k})
	}
	if has("grid") {
		if _, err := sudoku.Parse(s.Grid); err != nil {
			return s, p.errIn(field("grid"), &Error{Kind: BadGrid, Err: err, Slide: k})
		}
	}
	if has("maze") {
		if _, err := maze.ParseString(s.Maze); err != nil {
			return s, p.errIn(field("maze"), &Error{Kind: BadMaze, Err: err, Slide: k})
		}
	}
	if has("teach") {
		var on bool
		if _, err := p.decode(field("teach"), &on, WantBool, k); err != nil {
			return s, err
		}
		s.Teach = &on
	}
	if has("views") {
		if _, err := p.decode(field("views"), &s.Views, WantViews, k); err != nil {
			return s, err
		}
		if s.Views == nil {
			s.Views = []string{}
		}
		for j, v := range s.Views {
			if !slices.Contains(Views, v) {
				return s, p.errIn(join(field("views"), strconv.Itoa(j)), &Error{Kind: UnknownView, Value: v, Known: Views, Slide: k})
			}
		}
	}
	if has("speed") {
		if s.Speed, err = p.speed(field("speed"), k); err != nil {
			return s, err
		}
	}
	if has("step") {
		var n json.Number
		if _, err := p.decode(field("step"), &n, WantNumber, k); err != nil {
			return s, err
		}
		v, err := strconv.Atoi(n.String())
		if err != nil || v < 0 || v > MaxStep {
			return s, p.errIn(field("step"), &Error{Kind: BadStep, Value: n.String(), Slide: k})
		}
		s.Step = v
	}
	if _, err := p.decode(field("play"), &s.Play, WantBool, k); err != nil {
		return s, err
	}
	if s.Play && s.Step > 0 {
		return s, p.errIn(field("play"), &Error{Kind: StepAndPlay, Slide: k})
	}
	if has("show") && s.Show != Compare {
		return s, p.errIn(field("show"), &Error{Kind: UnknownShow, Value: s.Show, Known: []string{Compare}, Slide: k})
	}
	return s, nil
}

// speed reads a speed: steps per second, or "full".
func (p *parser) speed(path string, slide int) (Speed, error) {
	raw, _ := p.raw(path)
	var word string
	if json.Unmarshal(raw, &word) == nil {
		if strings.EqualFold(word, "full") {
			return Full, nil
		}
		return 0, p.errIn(path, &Error{Kind: BadSpeed, Value: strconv.Quote(word), Slide: slide})
	}
	var v float64
	if err := json.Unmarshal(raw, &v); err != nil || v <= 0 {
		return 0, p.errIn(path, &Error{Kind: BadSpeed, Value: string(raw), Slide: slide})
	}
	return Speed(v), nil
}

// methods are the methods of screen, by their names in a file.
func methods(screen string) []string {
	var out []string
	switch screen {
	case Queens:
		for _, c := range queens.Checks() {
			out = append(out, c.String())
		}
	case Sudoku:
		for _, st := range sudoku.Strategies {
			out = append(out, st.String())
		}
	case Maze:
		out = MazeMethods
	}
	return out
}

// Looks reports whether a file is a lesson rather than a puzzle or a
// program: its name ends in .json, or its text is a JSON object with
// slides.
func Looks(name, text string) bool {
	if strings.HasSuffix(strings.ToLower(name), ".json") {
		return true
	}
	t := strings.TrimSpace(text)
	return strings.HasPrefix(t, "{") && strings.Contains(t, `"slides"`)
}
