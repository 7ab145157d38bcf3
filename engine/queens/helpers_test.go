package queens

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"backtracklab/engine"
)

// known is one line of testdata/nqueens-counts.txt.
type known struct {
	n           int
	all, unique uint64
}

// knownCounts reads the published counts, for n up to maxN.
func knownCounts(t testing.TB, maxN int) []known {
	t.Helper()
	f, err := os.Open("testdata/nqueens-counts.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []known
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 {
			t.Fatalf("bad line %q", line)
		}
		n, err1 := strconv.Atoi(f[0])
		all, err2 := strconv.ParseUint(f[1], 10, 64)
		unique, err3 := strconv.ParseUint(f[2], 10, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatalf("bad line %q", line)
		}
		if n <= maxN {
			out = append(out, known{n, all, unique})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) < min(maxN, 20) {
		t.Fatalf("only %d counts up to n=%d", len(out), maxN)
	}
	return out
}

// naiveValid checks a solution pair by pair, independently of the solvers.
func naiveValid(cols []byte) bool {
	n := len(cols)
	for i := range n {
		if int(cols[i]) >= n {
			return false
		}
		for j := i + 1; j < n; j++ {
			dc := int(cols[j]) - int(cols[i])
			if dc == 0 || dc == j-i || dc == i-j {
				return false
			}
		}
	}
	return true
}

// naiveSolutions lists the solutions of an n×n board by filtering every
// permutation, in lexicographic order.
func naiveSolutions(n int) [][]byte {
	var out [][]byte
	cols := make([]byte, n)
	used := make([]bool, n)
	var fill func(row int)
	fill = func(row int) {
		if row == n {
			if naiveValid(cols) {
				out = append(out, append([]byte(nil), cols...))
			}
			return
		}
		for c := range n {
			if !used[c] {
				used[c] = true
				cols[row] = byte(c)
				fill(row + 1)
				used[c] = false
			}
		}
	}
	fill(0)
	return out
}

// listAll runs a Solver and returns its solutions, taken from the stream,
// stats and end: watched by watch, or, with watch nil, on a result tracer.
func listAll(n int, check Check, limit int, watch func(engine.Event)) (*Solutions, engine.Stats, engine.End) {
	s := NewSolutions(n)
	solver := &Solver{N: n, Check: check, Limit: limit}
	tr := engine.NewResultTracer(s.Found)
	if watch != nil {
		tr = engine.NewTracer(func(e engine.Event) {
			s.Found(e)
			watch(e)
		})
	}
	end := solver.Search(tr)
	st := tr.Stats
	st.Elapsed = 0
	return s, st, end
}
