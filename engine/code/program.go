package code

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"backtracklab/engine/story"
)

// options make textbook Python run as written: while loops, recursion,
// if and for at top level, a top-level name assigned again, sets.
var options = syntax.FileOptions{While: true, TopLevelControl: true, GlobalReassign: true, Recursion: true, Set: true}

// MaxSource is the largest program accepted, in bytes: a 200,000-line
// file of short lines fits; a 10 MB string literal does not.
const MaxSource = 4 << 20

// returnHook is the builtin every return statement is rewritten to call
// (return x becomes return $return(x), at the same position), so that a
// run sees the value a call returns: the interpreter's debugging API
// shows locals, not its operand stack. The hooks' names have a character
// no program can write in a name, so no program hides them.
const returnHook = "$return"

// Program is a compiled program: its code, and what the run needs to
// know of its text (its lines, its recursive functions, its choice
// loops, the names each line reads).
type Program struct {
	Name  string
	Lines []string // the source, a line each, for the views

	compiled  *starlark.Program
	recursive map[def]bool // functions that call themselves
	loops     map[def][]loop
	reads     map[int][]string // line: the names it reads, in order, once each
	jumps     map[int]bool     // lines of continue, break and pass: they reject nothing themselves
}

// loop is a choice loop: the innermost for or while loop around a
// recursive call in a recursive function. Each pass through its body is
// a try: a pass that makes no recursive call is a pruned stub.
type loop struct {
	head      int // the line of the for or while
	from, end int // the lines of its body
	vars      []string
}

// Compile parses and compiles src, the program in file name. A program
// that does not compile returns an *Error at its line, in words that name
// the Python feature the dialect lacks where that is the cause.
func Compile(name, src string) (*Program, error) {
	if len(src) > MaxSource {
		return nil, &Error{Msg: story.Text("program.error.toolong", map[string]any{"Max": story.Number(MaxSource >> 20)})}
	}
	f, err := options.Parse(name, src, 0)
	if err != nil {
		return nil, syntaxError(src, err)
	}
	p := &Program{Name: name, Lines: strings.Split(strings.TrimRight(src, "\n"), "\n"),
		recursive: map[def]bool{}, loops: map[def][]loop{}, jumps: map[int]bool{}, reads: map[int][]string{}}
	p.analyse(f)
	hookReturns(f)
	guardOps(f)
	mark(f)
	prog, err := fileProgram(f)
	if err != nil {
		return nil, syntaxError(src, err)
	}
	p.compiled = prog
	return p, nil
}

// fileProgram compiles f. A panic of the compiler (a program it was never
// meant to see: an if with no else as a loop's last statement once did)
// is the program's error, said as such, not the app's crash.
func fileProgram(f *syntax.File) (prog *starlark.Program, err error) {
	defer func() {
		if p := recover(); p != nil {
			prog, err = nil, compilerPanic{fmt.Errorf("%s: %v", f.Path, p)}
		}
	}()
	return starlark.FileProgram(f, isPredeclared)
}

// compilerPanic is a panic of the compiler, as the program's error.
type compilerPanic struct{ error }

// isPredeclared names the builtins a program sees beyond the universe.
func isPredeclared(name string) bool {
	switch name {
	case "solution", returnHook, lineHook, passHook, mulHook, addHook, growHook:
		return true
	}
	return false
}

// pythonOnly are the Python features the dialect lacks: a line that uses
// one and fails to compile gets its own message, with what to write
// instead. They are compiled at the first such failure, not at every
// start of the program (40 µs of each command line's start).
var pythonOnly = sync.OnceValue(func() []pattern {
	return []pattern{
		{regexp.MustCompile(`^\s*class\b`), "program.python.class"},
		{regexp.MustCompile(`^\s*(import\b|from\s+\S+\s+import\b)`), "program.python.import"},
		{regexp.MustCompile(`^\s*(try|except|finally|raise)\b`), "program.python.try"},
		{regexp.MustCompile(`^\s*(global|nonlocal)\b`), "program.python.global"},
		{regexp.MustCompile(`^\s*with\b`), "program.python.with"},
		{regexp.MustCompile(`\byield\b`), "program.python.yield"},
		{regexp.MustCompile(`\bis\b`), "program.python.is"},
		{regexp.MustCompile(`(^|[^\w])[fF]["']`), "program.python.fstring"},
		{regexp.MustCompile(`^\s*(async|await|del)\b`), "program.python.other"},
	}
})

// pattern is what a line or a sentence matches (re) and the key of the
// text that tells it: a Python feature this language lacks (pythonOnly),
// a kind of the interpreter's errors (errkind.go).
type pattern struct {
	re  *regexp.Regexp
	key string
}

// syntaxError turns a parse or resolve error into an *Error at its line.
func syntaxError(src string, err error) *Error {
	var line, col int
	msg := err.Error()
	var se syntax.Error
	var list resolve.ErrorList
	switch {
	case errors.As(err, &se):
		line, col, msg = int(se.Pos.Line), int(se.Pos.Col), se.Msg
	case errors.As(err, &list) && len(list) > 0:
		line, col, msg = int(list[0].Pos.Line), int(list[0].Pos.Col), list[0].Msg
	}
	lines := strings.Split(strings.TrimRight(src, "\n"), "\n")
	if line > len(lines) { // an error found at the end of the file
		line, col = len(lines), 0
	}
	e := &Error{Line: line, Col: col, Detail: msg}
	if line >= 1 && line <= len(lines) {
		text := code(lines[line-1])
		for _, p := range pythonOnly() {
			if p.re.MatchString(text) {
				e.Msg = story.Text(p.key, map[string]any{"Line": line})
				return e
			}
		}
	}
	told := story.Text("codeerr.syntax.compiler", nil)
	if !errors.As(err, new(compilerPanic)) {
		told = syntaxMsg(msg)
	}
	e.Msg = story.Text("program.error.syntax", map[string]any{"Line": line, "Message": told})
	return e
}

// code is a line without its comment and its strings' contents, so that
// a word inside them is not taken for code: rough, for messages only.
func code(line string) string { return scan(line, false) }

// withoutComment is line cut before its comment, if it has one: a # out
// of any string.
func withoutComment(line string) string { return scan(line, true) }

// scan is line up to its comment, with its strings' contents, or without
// them (the quotes kept).
func scan(line string, strings bool) string {
	var b []byte
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else if c == '\\' && i+1 < len(line) {
				if strings {
					b = append(b, c)
				}
				i++
				c = line[i]
			}
			if !strings && quote != 0 {
				continue
			}
		case c == '#':
			return string(b)
		case c == '"' || c == '\'':
			quote = c
		}
		b = append(b, c)
	}
	return string(b)
}

// Error is what went wrong with a program, at its line (from 1; 0 for
// none): Msg in words a student understands, in any language
// (story.Msg), Detail the interpreter's own message.
type Error struct {
	Line, Col int
	Msg       story.Msg
	Detail    string
}

// lineOr is e's line, or or for a nil e.
func (e *Error) lineOr(or int) int {
	if e == nil {
		return or
	}
	return e.Line
}

// Error says the error in English, for logs; a window says Msg.
func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Detail)
	}
	return e.Detail
}
