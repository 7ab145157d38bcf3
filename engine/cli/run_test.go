package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/code"
)

// queens6 is the textbook N-Queens program of the Code screen: it finds
// the 4 solutions of 6-queens and prints how many.
const queens6 = "../code/testdata/queens6.py"

func readQueens6(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(queens6)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

func TestRunProgram(t *testing.T) {
	code, out, errOut := runArgs("", "run", queens6)
	if code != ExitOK || out != "4\n" || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// Counted, the run is watched step by step: it prints the same.
	code, out, errOut = runArgs("", "run", "-stats", queens6)
	want := "calls        1047\nmax depth    7\nsteps        98923\nsolutions    4\n"
	if code != ExitOK || out != "4\n" || withoutElapsed(errOut) != want || !strings.Contains(errOut, "\nelapsed ") {
		t.Errorf("-stats: exit %d, stdout %q, stderr %q; want the counters\n%s", code, out, errOut, want)
	}
	code, out, errOut = runArgs(readQueens6(t), "run", "-stats", "-")
	if code != ExitOK || out != "4\n" || withoutElapsed(errOut) != want {
		t.Errorf("stdin: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// calls counts the calls of the program's own functions, the top level
// left out: the 153 of place and 894 of is_valid, as the events say.
func TestRunCountsCalls(t *testing.T) {
	p, err := code.Compile("queens6.py", readQueens6(t))
	if err != nil {
		t.Fatal(err)
	}
	calls := map[string]int{}
	p.Run(code.Limits{}, nil)(engine.NewTracer(func(e engine.Event) {
		if e.Kind == engine.Enter && e.Depth > 0 {
			calls[e.Detail.(*code.Step).Func]++
		}
	}))
	if calls["place"] != 153 || calls["is_valid"] != 894 || len(calls) != 2 {
		t.Errorf("calls %v", calls)
	}
}

func TestRunFailures(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "queens6.py")
	src := strings.Replace(readQueens6(t), "    return True\n", "    return True +\n", 1)
	if err := os.WriteFile(broken, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, in string
		args     []string
		out      string
		err      string // stderr, whole
		runs     bool   // it compiles, and runs until it fails
	}{
		{name: "syntax error", args: []string{broken},
			err: broken + ":14: the program does not compile: the end of the line where an expression should be\n"},
		{name: "a class", in: "class Board:\n    pass\n", args: []string{"-"},
			err: "stdin:1: this Python has no `class`. Keep the data in lists and dictionaries, and write functions that take them.\n"},
		{name: "an error as it runs", in: "print(\"a\")\nprint(1 / 0)\n", args: []string{"-"}, out: "a\n", runs: true,
			err: "stdin:2: the program stopped on an error: division by zero\n"},
		{name: "too many steps", args: []string{"-max-steps", "1000", queens6}, runs: true,
			err: queens6 + ":21: The program ran 1,000 steps without ending: a loop or the recursion may never stop. Check the conditions that end them.\n"},
		{name: "no base case", in: "def f(n):\n    return f(n + 1)\n\nf(0)\n", args: []string{"-"}, runs: true,
			err: "stdin:2: More than 1000 calls are open at once, the last one of `f`: the recursion may never reach its base case. Check the condition that ends it.\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := runArgs(c.in, append([]string{"run"}, c.args...)...)
			if code != ExitFail || out != c.out || errOut != c.err {
				t.Errorf("exit %d, stdout %q, stderr\n%q\nwant exit %d, stdout %q, stderr\n%q", code, out, errOut, ExitFail, c.out, c.err)
			}
			// Watched, the run fails alike and the log's last step says why.
			code, log, errOut := runArgs(c.in, append([]string{"run", "-log"}, c.args...)...)
			if code != ExitFail || errOut != c.err {
				t.Errorf("-log: exit %d, stderr %q", code, errOut)
			}
			_, msg, _ := strings.Cut(strings.TrimSuffix(c.err, "\n"), ": ")
			// The failing line is the run's last step, then the end.
			lines := strings.Split(strings.TrimSuffix(log, "\n"), "\n")
			switch {
			case !c.runs && log != "":
				t.Errorf("-log of a program that does not compile: %q", log)
			case c.runs && (len(lines) < 2 || !strings.Contains(lines[len(lines)-2], " the program failed: ") || !strings.HasSuffix(lines[len(lines)-2], msg) ||
				!strings.HasSuffix(lines[len(lines)-1], "  the program failed")):
				t.Errorf("-log ends %q, not with %q and the end", lines[max(0, len(lines)-2):], msg)
			}
		})
	}
}

func TestRunUsage(t *testing.T) {
	for _, c := range []struct {
		args    []string
		errLine string
	}{
		{[]string{"run"}, "backtracklab run: missing FILE (- for standard input)"},
		{[]string{"run", queens6, "-log"}, `backtracklab run: one FILE, and flags before it; got ["` + queens6 + `" "-log"]`},
		{[]string{"run", "-log", "-tree", "text", queens6}, "backtracklab run: -log and -tree show one thing each: choose one"},
		{[]string{"run", "-tree", "jpg", queens6}, `backtracklab run: unknown -tree "jpg" (want dot, text, pdf, svg or png)`},
		{[]string{"run", "-max-steps", "0", queens6}, "backtracklab run: -max-steps must be 1 or more"},
		{[]string{"run", "-max-steps", "-5", queens6}, `invalid value "-5" for flag -max-steps: parse error`},
		{[]string{"run", "no-such-file.py"}, "backtracklab run: open no-such-file.py: no such file or directory"},
	} {
		code, out, errOut := runArgs("", c.args...)
		if code != ExitUsage || out != "" || firstLines(errOut, 1) != c.errLine+"\n" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d and %q", c.args, code, out, errOut, ExitUsage, c.errLine)
		}
	}
}

// numbered is a line of the step log: its number, then the step.
var numbered = regexp.MustCompile(`^ *(\d+)  (.*)$`)

func TestRunLog(t *testing.T) {
	status, out, errOut := runArgs("", "run", "-log", queens6)
	if status != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", status, errOut)
	}
	p, err := code.Compile("queens6.py", readQueens6(t))
	if err != nil {
		t.Fatal(err)
	}
	var evs []engine.Event
	p.Run(code.Limits{}, nil)(engine.NewTracer(func(e engine.Event) { evs = append(evs, e) }))

	// A numbered line per step, in order, each Enter and Leave indented
	// by its depth; what the program prints in its place, marked.
	var steps []string
	printed := ""
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if rest, ok := strings.CutPrefix(line, "        "); ok && strings.HasPrefix(strings.TrimLeft(rest, " "), "> ") {
			printed += strings.TrimPrefix(strings.TrimLeft(rest, " "), "> ") + "\n"
			continue
		}
		m := numbered.FindStringSubmatch(line)
		if m == nil || m[1] != fmt.Sprint(len(steps)+1) {
			t.Fatalf("line %q after %d steps", line, len(steps))
		}
		steps = append(steps, m[2])
	}
	// The log's last step is the end the command adds, as a Runner does.
	if len(steps) != len(evs)+1 || printed != "4\n" {
		t.Fatalf("%d steps told of %d; printed %q", len(steps), len(evs), printed)
	}
	for i, e := range evs {
		if e.Kind != engine.Enter && e.Kind != engine.Leave {
			continue
		}
		if indent := len(steps[i]) - len(strings.TrimLeft(steps[i], " ")); indent != 2*e.Depth {
			t.Fatalf("step %d (%v) %q indented %d, want %d", i+1, e, steps[i], indent, 2*e.Depth)
		}
	}
	for _, want := range []string{
		"    call place(row=1)",
		"    line 17: if row == n:  (row = 1, n = 6)",
		"      call is_valid(row=1, col=0)",
		"      is_valid returns False → back at line 21",
		"    tried col=0 at line 21",
		"    line 21 rejects col=0: no recursive call",
		"  try place(row=1) at line 24",
		"  line 24 goes one level deeper: place(row=1)",
		"  back from place(row=1) to line 24: what the call changed stays changed unless the code undoes it",
		`              solution recorded: [".Q....", "...Q..", ".....Q", "Q.....", "..Q...", "....Q."]`,
	} {
		found := false
		for _, s := range steps {
			if s == want {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("the log never says %q", want)
		}
	}
	tail := "        > 4\n" +
		fmt.Sprintf("%6d  end of the top level\n", len(evs)) +
		fmt.Sprintf("%6d  the program finished\n", len(evs)+1)
	if !strings.HasSuffix(out, tail) {
		t.Errorf("the log ends\n%s\nwant\n%s", out[max(0, len(out)-200):], tail)
	}
}

func TestRunTree(t *testing.T) {
	// 153 calls of place: the first from the top level is the root, the
	// 152 others its choices; 742 passes of its loop make no call.
	code, dot, errOut := runArgs("", "run", "-tree", "dot", queens6)
	if code != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if nodes, edges, stubs, solved := dotCounts(dot); nodes != 895 || edges != 894 || stubs != 742 || solved != 4 {
		t.Errorf("%d nodes, %d edges, %d stubs, %d solutions; want 895, 894, 742, 4", nodes, edges, stubs, solved)
	}
	_, text, _ := runArgs(readQueens6(t), "run", "-tree", "text", "-")
	// A call is named by the column its caller's loop tried and the row
	// it goes on to; a pruned pass by the column.
	head := "start\n" +
		"  col=0 → row=1\n" +
		"    col=0 ✗ pruned\n" +
		"    col=1 ✗ pruned\n" +
		"    col=2 → row=2\n" +
		"      col=0 ✗ pruned\n"
	if !strings.HasPrefix(text, head) || strings.Count(text, "→ row=6  ✓ solution") != 4 || strings.Count(text, "\n") != 895 {
		t.Errorf("the outline starts\n%s\nwant\n%s(%d lines, %d solutions)", firstLines(text, 6), head,
			strings.Count(text, "\n"), strings.Count(text, "✓ solution"))
	}

	defer func(k uint64) { maxTreeSteps = k }(maxTreeSteps)
	maxTreeSteps = 40
	code, text, errOut = runArgs("", "run", "-tree", "text", queens6)
	want := "backtracklab run: the program goes on past 40 steps: the tree shows the first 40, try a smaller input\n"
	if code != ExitFail || errOut != want || text != "start\n  col=0 → row=1\n    col=0 ✗ pruned\n" {
		t.Errorf("cut: exit %d, stderr %q, tree\n%s", code, errOut, text)
	}
}
