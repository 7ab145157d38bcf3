package cli

import (
	"bytes"
	"strings"
	"testing"

	"backtracklab/engine/queens"
)

// runQueensArgs runs the queens subcommand and returns its exit status,
// stdout and stderr.
func runQueensArgs(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run(append([]string{"queens"}, args...), Streams{In: strings.NewReader(""), Out: &out, Err: &errOut})
	return code, out.String(), errOut.String()
}

// withoutElapsed drops the one line of -stats output that varies.
func withoutElapsed(s string) string {
	var keep []string
	for _, line := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(line, "elapsed ") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "")
}

func TestQueens(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		out     string
		errLine string // the first line of stderr
		code    int
	}{
		{name: "n=4 columns", args: []string{"-n", "4"}, out: "1 3 0 2\n2 0 3 1\n"},
		{name: "n=1", args: []string{"-n", "1"}, out: "0\n"},
		{name: "flag=value form", args: []string{"-n=4", "-check=scan"}, out: "1 3 0 2\n2 0 3 1\n"},
		{name: "n=4 boards", args: []string{"-n", "4", "-format", "board"},
			out: ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n"},
		{name: "n=4 unique", args: []string{"-n", "4", "-unique"}, out: "1 3 0 2\n"},
		{name: "n=6 unique boards", args: []string{"-unique", "-format", "board", "-n", "6"},
			out: ".Q....\n...Q..\n.....Q\nQ.....\n..Q...\n....Q.\n"},
		{name: "n=5 with arrays", args: []string{"-n", "5", "-check", "arrays"},
			out: "0 2 4 1 3\n0 3 1 4 2\n1 3 0 2 4\n1 4 2 0 3\n2 0 3 1 4\n" +
				"2 4 1 3 0\n3 0 2 4 1\n3 1 4 2 0\n4 1 3 0 2\n4 2 0 3 1\n"},
		{name: "count n=8", args: []string{"-n", "8", "-count"}, out: "92\n"},
		{name: "count unique n=8", args: []string{"-count", "-unique", "-n", "8"}, out: "12\n"},
		{name: "count n=12", args: []string{"-n", "12", "-count"}, out: "14200\n"},
		{name: "count n=2", args: []string{"-n", "2", "-count"}, out: "0\n"},
		{name: "count n=12 one worker", args: []string{"-n", "12", "-count", "-workers", "1"}, out: "14200\n"},
		{name: "count n=12 mirror", args: []string{"-n", "12", "-count", "-mirror"}, out: "14200\n"},
		{name: "count n=11 mirror", args: []string{"-n", "11", "-count", "-mirror"}, out: "2680\n"},
		{name: "count n=1 unique", args: []string{"-n", "1", "-count", "-unique"}, out: "1\n"},
		{name: "no solution", args: []string{"-n", "3"}, errLine: "backtracklab queens: no solution for n=3", code: ExitFail},
		{name: "missing n", args: nil, errLine: "backtracklab queens: missing -n", code: ExitUsage},
		{name: "n=0", args: []string{"-n", "0"}, errLine: "backtracklab queens: n must be between 1 and 32 (got 0)", code: ExitUsage},
		{name: "negative n", args: []string{"-n", "-4"}, errLine: "backtracklab queens: n must be between 1 and 32 (got -4)", code: ExitUsage},
		{name: "n too large", args: []string{"-n", "33", "-count"}, errLine: "backtracklab queens: n must be between 1 and 32 (got 33)", code: ExitUsage},
		{name: "n not a number", args: []string{"-n", "eight"}, errLine: `invalid value "eight" for flag -n: parse error`, code: ExitUsage},
		{name: "unknown check", args: []string{"-n", "8", "-check", "fast"},
			errLine: `backtracklab queens: unknown check "fast" (want scan, arrays or bitmask)`, code: ExitUsage},
		{name: "unknown format", args: []string{"-n", "8", "-format", "json"},
			errLine: `backtracklab queens: unknown format "json" (want cols or board)`, code: ExitUsage},
		{name: "stray argument", args: []string{"-n", "8", "extra"}, errLine: `backtracklab queens: unexpected argument "extra"`, code: ExitUsage},
		{name: "mirror without count", args: []string{"-n", "8", "-mirror"}, errLine: "backtracklab queens: -workers and -mirror go with -count", code: ExitUsage},
		{name: "mirror with unique", args: []string{"-n", "8", "-count", "-mirror", "-unique"},
			errLine: "backtracklab queens: -mirror counts all solutions on one thread: not with -unique or -workers", code: ExitUsage},
		{name: "negative workers", args: []string{"-n", "8", "-count", "-workers", "-1"}, errLine: "backtracklab queens: -workers must be 0 or more (got -1)", code: ExitUsage},
		{name: "unknown flag", args: []string{"-n", "8", "-fast"}, errLine: "flag provided but not defined: -fast", code: ExitUsage},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runQueensArgs(tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, errOut)
			}
			if out != tc.out {
				t.Errorf("stdout %q, want %q", out, tc.out)
			}
			first, _, _ := strings.Cut(errOut, "\n")
			if first != tc.errLine {
				t.Errorf("stderr starts %q, want %q", first, tc.errLine)
			}
			if tc.code == ExitUsage && !strings.Contains(errOut, "usage: backtracklab queens -n N") {
				t.Errorf("no usage line on stderr: %q", errOut)
			}
		})
	}
}

func TestQueensListsEverySolutionInOrder(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		lines int
		first string
		last  string
	}{
		{[]string{"-n", "8"}, 92, "0 4 7 5 2 6 1 3", "7 3 0 2 5 1 6 4"},
		{[]string{"-n", "8", "-unique"}, 12, "0 4 7 5 2 6 1 3", "2 5 1 4 7 0 6 3"},
		{[]string{"-n", "10", "-check", "scan"}, 724, "0 2 5 7 9 4 8 1 3 6", "9 7 4 2 0 5 1 8 6 3"},
	} {
		code, out, errOut := runQueensArgs(tc.args...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != ExitOK || errOut != "" || len(lines) != tc.lines {
			t.Fatalf("%v: exit %d, %d lines, stderr %q", tc.args, code, len(lines), errOut)
		}
		if lines[0] != tc.first || lines[len(lines)-1] != tc.last {
			t.Errorf("%v: first %q, last %q", tc.args, lines[0], lines[len(lines)-1])
		}
		// Single-digit columns: text order is the order of the columns.
		for i := 1; i < len(lines); i++ {
			if lines[i-1] >= lines[i] {
				t.Errorf("%v: %q before %q", tc.args, lines[i-1], lines[i])
			}
		}
	}
}

func TestQueensStats(t *testing.T) {
	// The full n=8 search. Scan and arrays make the same tries, placements
	// and rejections, and differ only in the checks made; bitmask computes
	// each of its 1,965 row frames' free squares with one check and tries
	// only those: its tries are its placements.
	scanLike := "placements   2056\n" +
		"rejections   13664 (column 10212, diagonal 2088, anti-diagonal 1364)\n"
	for check, want := range map[string]string{
		"scan":    "nodes        15720\nchecks       94077\n" + scanLike,
		"arrays":  "nodes        15720\nchecks       24648\n" + scanLike,
		"bitmask": "nodes        2056\nchecks       1965\nplacements   2056\nrejections   0 (column 0, diagonal 0, anti-diagonal 0)\n",
	} {
		code, out, errOut := runQueensArgs("-n", "8", "-stats", "-check", check)
		if code != ExitOK || strings.Count(out, "\n") != 92 {
			t.Fatalf("%s: exit %d, %d lines", check, code, strings.Count(out, "\n"))
		}
		want += "backtracks   2056\n" +
			"solutions    92\n"
		if got := withoutElapsed(errOut); got != want {
			t.Errorf("%s: stats\n%s\nwant\n%s", check, got, want)
		}
		if !strings.Contains(errOut, "\nelapsed      ") {
			t.Errorf("%s: no elapsed line in %q", check, errOut)
		}
	}
	code, out, errOut := runQueensArgs("-n", "8", "-count", "-unique", "-stats")
	if code != ExitOK || out != "12\n" || withoutElapsed(errOut) != "solutions    92\nunique       12\n" {
		t.Errorf("count unique stats: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestQueensUniqueListIsCanonical(t *testing.T) {
	_, out, _ := runQueensArgs("-n", "9", "-unique")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 46 {
		t.Fatalf("%d lines, want 46", len(lines))
	}
	classes := 0
	for _, line := range lines {
		var cols []byte
		for _, f := range strings.Fields(line) {
			cols = append(cols, f[0]-'0')
		}
		if !queens.Canonical(cols) {
			t.Errorf("%q is not canonical", line)
		}
		classes += queens.Symmetries(cols)
	}
	if classes != 352 {
		t.Errorf("the classes listed hold %d solutions, want 352", classes)
	}
}

// failingWriter fails every write, like a full disk.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errWriteFailed }

type writeError string

func (e writeError) Error() string { return string(e) }

const errWriteFailed = writeError("disk full")

func TestQueensReportsAFailedWrite(t *testing.T) {
	var errOut bytes.Buffer
	code := Run([]string{"queens", "-n", "6"}, Streams{In: strings.NewReader(""), Out: failingWriter{}, Err: &errOut})
	if code != ExitFail || errOut.String() != "backtracklab queens: disk full\n" {
		t.Errorf("exit %d, stderr %q", code, errOut.String())
	}
}
