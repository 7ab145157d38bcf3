package code

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"backtracklab/assets/translations"
	"backtracklab/engine"
	"backtracklab/engine/story"
)

// tell says m in language, as the command line says it in English.
func tell(t *testing.T, language string, m story.Msg) string {
	t.Helper()
	b, err := translations.Load(language)
	if err != nil {
		t.Fatal(err)
	}
	return m.Tell(b.Tell)
}

// The steps of the textbook N-Queens, told as the step log tells them.
func TestSayTellsTheTextbookQueens(t *testing.T) {
	p := compileFile(t, "testdata/queens6.py")
	events, _, _ := record(t, p)
	said := make([]string, len(events))
	for i, e := range events {
		m := Say(p.Lines, e)
		for _, language := range []string{translations.English, translations.Chinese} {
			s := tell(t, language, m)
			if s == "" || strings.Contains(s, "<no value>") || strings.HasPrefix(s, "program.") {
				t.Fatalf("%v in %s says %q", e, language, s)
			}
		}
		said[i] = tell(t, translations.English, m)
	}
	// Each of these is said, in this order (not necessarily one after
	// the other): the start of the run, the first row's first column
	// checked and placed, the second row's first column pruned, the
	// first solution, the end.
	want := []string{
		"start the program",
		"line 1: n = 6",
		"line 2: board = [[\".\"] * n for _ in range(n)]  (n = 6)",
		"line 27: place(0)",
		"call place(row=0)",
		"line 17: if row == n:  (row = 0, n = 6)",
		"line 20: for col in range(n):  (n = 6)",
		"line 21: if not is_valid(row, col):  (row = 0, col = 0)",
		"call is_valid(row=0, col=0)",
		"line 6: for r in range(row):  (row = 0)",
		"line 14: return True",
		"is_valid returns True → back at line 21",
		"line 24: place(row + 1)  (row = 0)",
		"try place(row=1) at line 24",
		"line 24 goes one level deeper: place(row=1)",
		"call place(row=1)",
		"is_valid returns False → back at line 21",
		"tried col=0 at line 21",
		"line 21 rejects col=0: no recursive call",
		"call place(row=6)",
		"line 18: solutions.append([\"\".join(r) for r in board])  (solutions = [], board = [[\".\", \"Q\", \".\", \".\", \".\", \".\"]…)",
		`solution recorded: [".Q....", "...Q..", ".....Q", "Q.....", "..Q...", "....Q."]`,
		"return from place → back at line 24",
		"back from place(row=6) to line 24: what the call changed stays changed unless the code undoes it",
		"line 28: print(len(solutions))  (solutions = [[\".Q....\", \"...Q..\", \".....Q\",…)",
		"end of the top level",
	}
	k := 0
	for _, s := range said {
		if k < len(want) && s == want[k] {
			k++
		}
	}
	if k < len(want) {
		t.Errorf("never said %q after %q; said:\n%s", want[k], want[max(k-1, 0)], strings.Join(said[:min(len(said), 80)], "\n"))
	}
	if got := said[len(said)-1]; got != "end of the top level" {
		t.Errorf("the last step says %q", got)
	}
}

// The steps no textbook run makes: a failure, a stop, a watcher joining,
// a pass of a while loop, a return to an unknown line; each in both
// languages.
func TestSayTellsEveryEnd(t *testing.T) {
	p, err := Compile("loop.py", "def f(n):\n    while n > 0:\n        n -= 1\n    return f(n)\nf(3)\n")
	if err != nil {
		t.Fatal(err)
	}
	events, _, end := recordLimited(t, p, Limits{Depth: 50})
	if end != engine.Failed {
		t.Fatalf("end %v", end)
	}
	last := events[len(events)-1]
	ret := Val{Kind: Int, Text: "7"}
	cases := []struct {
		e      engine.Event
		en, zh string
	}{
		{last, "the program failed: More than 50 calls are open at once, the last one of `f`: the recursion may never reach its base case. Check the condition that ends it.",
			"程序出错：同时未返回的调用超过 50 个，最后一个是 `f`：递归可能永远到不了终止条件。请检查结束递归的条件。"},
		{engine.Event{Kind: engine.Finish, End: engine.Failed}, "the program failed", "程序出错"},
		{engine.Event{Kind: engine.Finish, End: engine.Stopped}, "stopped", "已停止"},
		{engine.Event{Kind: engine.Resync, Detail: &Step{State: &State{}}}, "here is where the program stands", "程序现在的位置如下"},
		{engine.Event{Kind: engine.Try, Value: -3, Detail: &Step{Line: 2, Func: "f"}}, "tried a pass of the loop at line 2", "已在第 2 行尝试循环的一轮"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.Pruned, Value: -3, Detail: &Step{Line: 3, Func: "f"}},
			"line 3 rejects this pass of the loop: no recursive call", "第 3 行排除循环的这一轮：没有递归调用"},
		{engine.Event{Kind: engine.Leave, Detail: &Step{Func: "f", Return: &ret}}, "f returns 7", "f 返回 7"},
		{engine.Event{Kind: engine.Leave, Detail: &Step{Func: "f", Return: &ret, Back: 4}}, "f returns 7 → back at line 4", "f 返回 7 → 回到第 4 行"},
		{engine.Event{Kind: engine.Leave, Detail: &Step{Func: "f"}}, "return from f", "从 f 返回"},
		{engine.Event{Kind: engine.Line, Row: 3, Detail: &Step{Line: 3, Note: "n = 2"}}, "line 3: n -= 1  (n = 2)", "第 3 行：n -= 1（n = 2）"},
		{engine.Event{Kind: engine.Line, Row: 9, Detail: &Step{Line: 9}}, "line 9: ", "第 9 行："},
	}
	for _, c := range cases {
		m := Say(p.Lines, c.e)
		if got := tell(t, translations.English, m); got != c.en {
			t.Errorf("%v:\n got %q\nwant %q", c.e, got, c.en)
		}
		if got := tell(t, translations.Chinese, m); got != c.zh {
			t.Errorf("%v in Chinese:\n got %q\nwant %q", c.e, got, c.zh)
		}
	}
	if m := Say(p.Lines, engine.Event{Kind: engine.Choose}); !m.IsZero() {
		t.Errorf("Choose says %v", m)
	}
}

// recordLimited runs p watched from the start within limits.
func recordLimited(t *testing.T, p *Program, limits Limits) ([]engine.Event, string, engine.End) {
	t.Helper()
	var events []engine.Event
	var out strings.Builder
	end := p.Run(limits, &out)(engine.NewTracer(func(e engine.Event) { events = append(events, e) }))
	return events, out.String(), end
}

// Every key this package tells is written in both languages, and says
// what it fills in: the Python the dialect lacks is named in words, the
// line given.
func TestEveryProgramKeyIsWritten(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	keys := map[string]bool{}
	quoted := regexp.MustCompile(`"(program\.[a-zA-Z.]+)"`)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range quoted.FindAllStringSubmatch(string(src), -1) {
			keys[m[1]] = true
		}
	}
	// Say makes these by adding to a key above.
	for _, k := range []string{"program.event.leaveBack", "program.event.leaveValueBack", "program.event.triedPass", "program.event.prunedPass"} {
		keys[k] = true
	}
	if len(keys) < 30 {
		t.Fatalf("found %d keys", len(keys))
	}
	for _, language := range []string{translations.English, translations.Chinese} {
		b, err := translations.Load(language)
		if err != nil {
			t.Fatal(err)
		}
		for k := range keys {
			if !strings.HasSuffix(k, ".") && !b.Has(k) {
				t.Errorf("%s lacks %s", language, k)
			}
		}
	}
	for _, c := range []struct{ src, en string }{
		{"class Board:\n    pass\n", "Line 1: this Python has no `class`. Keep the data in lists and dictionaries, and write functions that take them."},
		{"x = 1\nif x is None:\n    x = 2\n", "Line 2: this Python has no `is`: compare with `==` (as in `x == None`) and `!=` instead."},
		{"x = 1 +\n", "Line 1: the program does not compile: the end of the line where an expression should be"},
	} {
		_, err := Compile("bad.py", c.src)
		e, ok := err.(*Error)
		if !ok {
			t.Fatalf("%q compiles: %v", c.src, err)
		}
		if got := tell(t, translations.English, e.Msg); got != c.en {
			t.Errorf("%q:\n got %q\nwant %q", c.src, got, c.en)
		}
	}
}
