package codeedit

import (
	"fmt"
	"strings"
	"testing"
)

// spansText writes spans as "kind:text" pieces of line, for readable
// failures.
func spansText(line string, spans []Span) string {
	rs := []rune(line)
	var parts []string
	for _, s := range spans {
		parts = append(parts, fmt.Sprintf("%s:%s", kindNames[s.Kind], string(rs[s.Start:s.End])))
	}
	return strings.Join(parts, " | ")
}

var kindNames = map[Kind]string{Keyword: "kw", Builtin: "bi", String: "str", Comment: "com", Number: "num", Function: "fn"}

func TestTokens(t *testing.T) {
	for _, c := range []struct {
		line string
		want string
	}{
		{"", ""},
		{"x = y", ""},
		{"def place(row):", "kw:def | fn:place"},
		{"    if row == n:", "kw:if"},
		{"        return", "kw:return"},
		{"for col in range(n):", "kw:for | kw:in | bi:range"},
		{"while not done and x or y:", "kw:while | kw:not | kw:and | kw:or"},
		{"elif x: pass", "kw:elif | kw:pass"},
		{"else: break", "kw:else | kw:break"},
		{"continue", "kw:continue"},
		{"f = lambda x: x", "kw:lambda"},
		{"a, b, c = True, False, None", "kw:True | kw:False | kw:None"},
		{`load("lib.star", "f")`, `kw:load | str:"lib.star" | str:"f"`},
		{"print(len(xs), min(a), max(b), sum(c))", "bi:print | bi:len | bi:min | bi:max | bi:sum"},
		{"sorted(list(dict(str(int(abs(x))))))", "bi:sorted | bi:list | bi:dict | bi:str | bi:int | bi:abs"},
		{"for i, v in enumerate(zip(a, reversed(b))):", "kw:for | kw:in | bi:enumerate | bi:zip | bi:reversed"},
		{"if any(a) or all(b): solution(board)", "kw:if | bi:any | kw:or | bi:all | bi:solution"},
		// An attribute is not a builtin: xs.append, obj.len, self.range.
		{"xs.append(1)", "num:1"},
		{"obj.len + self.range", ""},
		// A name that holds a keyword is a name.
		{"format_if = define + iffy", ""},
		// Strings: either quote, escapes, the other quote inside, prefixes.
		{`s = 'it''s'`, "str:'it' | str:'s'"},
		{`s = "say \"hi\" # not a comment"`, `str:"say \"hi\" # not a comment"`},
		{`s = "it's"`, `str:"it's"`},
		{`p = r"\d+" + b'\x00' + f"{x}" + Rb"z"`, `str:r"\d+" | str:b'\x00' | str:f"{x}" | str:Rb"z"`},
		{`doc = """one line"""`, `str:"""one line"""`},
		{`e = '' + ""`, `str:'' | str:""`},
		{`s = "unterminated`, `str:"unterminated`},
		// Comments, to the end of the line, in any language.
		{"# a comment", "com:# a comment"},
		{"x = 1  # one", "num:1 | com:# one"},
		{"x = '#' # hash", "str:'#' | com:# hash"},
		{"# 放置皇后，然后回溯", "com:# 放置皇后，然后回溯"},
		{"place(0)  # 从第一行开始 start", "num:0 | com:# 从第一行开始 start"},
		// Strings in Chinese: spans count runes, so the code after one is
		// found where it is.
		{`print("皇后", n)  # 数`, `bi:print | str:"皇后" | com:# 数`},
		{`名字 = "值" if 真 else None`, `str:"值" | kw:if | kw:else | kw:None`},
		// Numbers.
		{"x = 42 + 3.14 + .5 + 1e-9 + 2E+10 + 0x1F + 0o17 + 0b101 + 10_000 + 3j",
			"num:42 | num:3.14 | num:.5 | num:1e-9 | num:2E+10 | num:0x1F | num:0o17 | num:0b101 | num:10_000 | num:3j"},
		{"board[r][col - d]", ""},
		{"x1 = y2 + 3", "num:3"},
		{"0x1e-1", "num:0x1e | num:1"},
	} {
		if got := spansText(c.line, Tokens(c.line)); got != c.want {
			t.Errorf("Tokens(%q)\n got %s\nwant %s", c.line, got, c.want)
		}
	}
}

func TestTokensCountRunes(t *testing.T) {
	line := `x = "皇后" # 注释`
	got := Tokens(line)
	want := []Span{{4, 8, String}, {9, 13, Comment}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Tokens(%q) = %v, want %v (rune indices)", line, got, want)
	}
}

func TestTripleQuotedStringsSpanLines(t *testing.T) {
	lines := []string{
		`def f():`,
		`    """Place a queen`,
		`    in row # and "col", if free.`,
		`    """`,
		`    return '''a`,
		`b''' + len(x)`,
		`x = 1`,
	}
	want := []string{
		"kw:def | fn:f",
		`str:"""Place a queen`,
		`str:    in row # and "col", if free.`,
		`str:    """`,
		`kw:return | str:'''a`,
		`str:b''' | bi:len`,
		`num:1`,
	}
	states := []open{notInString, notInString, inTripleDouble, inTripleDouble, notInString, inTripleSingle, notInString}
	state := notInString
	for i, line := range lines {
		if state != states[i] {
			t.Errorf("line %d starts in %d, want %d", i+1, state, states[i])
		}
		spans, next := scanLine(line, state)
		if got := spansText(line, spans); got != want[i] {
			t.Errorf("line %d %q\n got %s\nwant %s", i+1, line, got, want[i])
		}
		if quick := nextState(line, state); quick != next {
			t.Errorf("line %d: nextState %d, scanLine %d", i+1, quick, next)
		}
		state = next
	}
}
