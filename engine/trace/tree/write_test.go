package tree

import (
	"bytes"
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"unicode"

	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
)

// dotGraph is what parseDOT finds in a graph: its node ids with their
// attributes, and its edges with theirs.
type dotGraph struct {
	nodes map[string]map[string]string
	edges []dotEdge
}

type dotEdge struct {
	from, to string
	attrs    map[string]string
}

// parseDOT parses the DOT language's statements a tree writes (a digraph
// of node, edge and attribute statements; ids and quoted strings), and
// fails on anything else.
func parseDOT(src string) (*dotGraph, error) {
	toks, err := dotTokens(src)
	if err != nil {
		return nil, err
	}
	g := &dotGraph{nodes: map[string]map[string]string{}}
	i := 0
	next := func() string {
		if i >= len(toks) {
			return ""
		}
		i++
		return toks[i-1]
	}
	expect := func(want string) error {
		if got := next(); got != want {
			return fmt.Errorf("token %d: %q, want %q", i, got, want)
		}
		return nil
	}
	isID := func(s string) bool { return s != "" && !strings.ContainsAny(s[:1], "{}[];,=-") }
	attrs := func() (map[string]string, error) {
		a := map[string]string{}
		if i >= len(toks) || toks[i] != "[" {
			return a, nil
		}
		next()
		for i < len(toks) && toks[i] != "]" {
			k := next()
			if !isID(k) {
				return nil, fmt.Errorf("attribute name %q", k)
			}
			if err := expect("="); err != nil {
				return nil, err
			}
			v := next()
			if !isID(v) {
				return nil, fmt.Errorf("attribute value %q", v)
			}
			a[k] = strings.Trim(v, `"`)
			if i < len(toks) && (toks[i] == "," || toks[i] == ";") {
				next()
			}
		}
		return a, expect("]")
	}
	if err := expect("digraph"); err != nil {
		return nil, err
	}
	if isID(toks[i]) {
		next()
	}
	if err := expect("{"); err != nil {
		return nil, err
	}
	for i < len(toks) && toks[i] != "}" {
		id := next()
		if !isID(id) {
			return nil, fmt.Errorf("statement starts with %q", id)
		}
		if id == "graph" || id == "node" || id == "edge" {
			if _, err := attrs(); err != nil {
				return nil, err
			}
		} else if i < len(toks) && toks[i] == "->" {
			next()
			to := next()
			if !isID(to) {
				return nil, fmt.Errorf("edge to %q", to)
			}
			a, err := attrs()
			if err != nil {
				return nil, err
			}
			g.edges = append(g.edges, dotEdge{id, to, a})
		} else {
			a, err := attrs()
			if err != nil {
				return nil, err
			}
			if _, dup := g.nodes[id]; dup {
				return nil, fmt.Errorf("node %s declared twice", id)
			}
			g.nodes[id] = a
		}
		if i < len(toks) && toks[i] == ";" {
			next()
		}
	}
	if err := expect("}"); err != nil {
		return nil, err
	}
	if i != len(toks) {
		return nil, fmt.Errorf("%d tokens after the graph", len(toks)-i)
	}
	return g, nil
}

func dotTokens(src string) ([]string, error) {
	var toks []string
	rs := []rune(src)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case strings.ContainsRune("{}[];,=", r):
			toks = append(toks, string(r))
			i++
		case r == '-' && i+1 < len(rs) && rs[i+1] == '>':
			toks = append(toks, "->")
			i += 2
		case r == '"':
			j := i + 1
			for ; j < len(rs) && rs[j] != '"'; j++ {
				if rs[j] == '\\' {
					j++
				}
			}
			if j >= len(rs) {
				return nil, fmt.Errorf("unterminated string at %d", i)
			}
			toks = append(toks, string(rs[i:j+1]))
			i = j + 1
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i
			for j < len(rs) && (rs[j] == '_' || unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			toks = append(toks, string(rs[i:j]))
			i = j
		default:
			return nil, fmt.Errorf("unexpected %q at %d", r, i)
		}
	}
	return toks, nil
}

// The DOT of a tree is a graph of a node per tree node and an edge per
// parent: stubs' edges cut (dashed), solutions boxed twice.
func TestWriteDOT(t *testing.T) {
	for _, tc := range []struct {
		name                    string
		tree                    func() *Tree
		nodes, stubs, solutions int
	}{
		{"queens 4 scan", func() *Tree { tr, _ := build(t, queensEvents(4, queens.Scan), trace.Options{}); return tr }, 61, 44, 2},
		{"queens 6 arrays", func() *Tree { tr, _ := build(t, queensEvents(6, queens.Arrays), trace.Options{}); return tr }, 1 + 894, 742, 4},
		{"sudoku 4x4 mrv", func() *Tree {
			tr, _ := build(t, sudokuEvents(t, "12.. .... .... ..21", sudoku.MRV), trace.Options{})
			return tr
		}, 7, 0, 4},
		{"maze bfs", func() *Tree { tr, _ := build(t, mazeEvents(t, smallMaze, true), trace.Options{}); return tr }, 1 + 9 + 19, 19, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := tc.tree()
			var b bytes.Buffer
			// A label with a quote, a backslash and a line break.
			label := func(n Node) string { return DefaultLabel(n) + " \"q\\\n" }
			if err := WriteDOT(&b, tr, label); err != nil {
				t.Fatal(err)
			}
			g, err := parseDOT(b.String())
			if err != nil {
				t.Fatalf("%v in\n%.400s", err, b.String())
			}
			stubs, solutions := 0, 0
			for _, e := range g.edges {
				if _, ok := g.nodes[e.from]; !ok {
					t.Fatalf("edge from undeclared %s", e.from)
				}
				if _, ok := g.nodes[e.to]; !ok {
					t.Fatalf("edge to undeclared %s", e.to)
				}
				if e.attrs["style"] == "dashed" {
					stubs++
				}
			}
			for _, a := range g.nodes {
				if a["peripheries"] == "2" {
					solutions++
				}
				if !strings.HasSuffix(a["label"], ` \"q\\\n`) {
					t.Fatalf("label %q", a["label"])
				}
			}
			if len(g.nodes) != tc.nodes || len(g.edges) != tc.nodes-1 || stubs != tc.stubs || solutions != tc.solutions {
				t.Fatalf("%d nodes, %d edges, %d stubs, %d solutions; want %d, %d, %d, %d",
					len(g.nodes), len(g.edges), stubs, solutions, tc.nodes, tc.nodes-1, tc.stubs, tc.solutions)
			}
		})
	}
}

// The text outline of 4-queens, as a handout shows it.
func TestWriteText(t *testing.T) {
	tr, _ := build(t, queensEvents(4, queens.Scan), trace.Options{})
	var b bytes.Buffer
	if err := WriteText(&b, tr, nil); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	head := `root
  r0c0
    r1c0 ✗ column
    r1c1 ✗ diagonal
    r1c2
      r2c0 ✗ column
      r2c1 ✗ anti-diagonal
      r2c2 ✗ column
      r2c3 ✗ diagonal
    r1c3
      r2c0 ✗ column
      r2c1
        r3c0 ✗ column`
	if got := strings.Join(lines[:13], "\n"); got != head {
		t.Fatalf("head:\n%s\nwant\n%s", got, head)
	}
	if len(lines) != 61 || strings.Count(b.String(), "✗") != 44 {
		t.Fatalf("%d lines, %d stubs", len(lines), strings.Count(b.String(), "✗"))
	}
	var sols []string
	for _, l := range lines {
		if strings.Contains(l, "solution") {
			sols = append(sols, strings.TrimSpace(l))
		}
	}
	if want := []string{"r3c2  ✓ solution (step 69)", "r3c1  ✓ solution (step 104)"}; !slices.Equal(sols, want) {
		t.Fatalf("solutions %q, want %q", sols, want)
	}
	var empty bytes.Buffer
	if err := WriteText(&empty, New(), nil); err != nil || empty.Len() != 0 {
		t.Fatalf("an empty tree wrote %q, %v", empty.String(), err)
	}
}

// Around keeps the current node's path whole and the nodes nearest to it.
func TestAround(t *testing.T) {
	evs := queensEvents(8, queens.Scan)
	tr, rec := build(t, evs, trace.Options{})
	if got := tr.Around(40, 100); len(got) != tr.Visible(40) || got[len(got)-1] != int32(tr.Visible(40)-1) {
		t.Fatalf("few nodes: Around gave %d of %d", len(got), tr.Visible(40))
	}
	for _, k := range []uint64{5000, 17001, 30000, rec.Last()} {
		const limit = 700
		got := tr.Around(k, limit)
		v := tr.Visible(k)
		if len(got) != limit || !slices.IsSorted(got) || int(got[len(got)-1]) >= v {
			t.Fatalf("step %d: %d nodes, sorted %v, last %d of %d visible", k, len(got), slices.IsSorted(got), got[len(got)-1], v)
		}
		in := map[int32]bool{}
		for _, i := range got {
			if in[i] {
				t.Fatalf("step %d: node %d twice", k, i)
			}
			in[i] = true
		}
		cur := tr.Current(k)
		for j := cur; j >= 0; j = tr.Parent(j) {
			if !in[int32(j)] {
				t.Fatalf("step %d: path node %d left out", k, j)
			}
		}
		for _, i := range got {
			if p := tr.Parent(int(i)); p >= 0 && !in[int32(p)] {
				t.Fatalf("step %d: node %d without its parent %d", k, i, p)
			}
		}
		// The siblings of the current node are among the nearest.
		if p := tr.Parent(cur); p >= 0 {
			for c := tr.FirstChild(p); c >= 0 && c < v; c = tr.NextSibling(c) {
				if !in[int32(c)] {
					t.Fatalf("step %d: sibling %d of the current node left out", k, c)
				}
			}
		}
	}
	// A limit below the path's length: the path, whole. The first
	// solution stands 8 queens deep.
	k, _ := rec.Next(0, trace.Solutions)
	if got := tr.Around(k, 2); len(got) != 9 || int(got[8]) != tr.Current(k) || tr.Node(tr.Current(k)).Depth != 8 {
		t.Fatalf("limit below the path: %v", got)
	}
}

// Graphviz itself reads the DOT, where it is installed: 61 nodes and 60
// edges for 4-queens.
func TestGraphvizReadsTheDOT(t *testing.T) {
	dot, err := exec.LookPath("dot")
	if err != nil {
		t.Skip("no Graphviz dot here")
	}
	tr, _ := build(t, queensEvents(4, queens.Scan), trace.Options{})
	var in, out bytes.Buffer
	if err := WriteDOT(&in, tr, nil); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(dot, "-Tplain")
	cmd.Stdin, cmd.Stdout = &in, &out
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	nodes, edges := 0, 0
	for _, l := range strings.Split(out.String(), "\n") {
		switch strings.SplitN(l, " ", 2)[0] {
		case "node":
			nodes++
		case "edge":
			edges++
		}
	}
	if nodes != 61 || edges != 60 {
		t.Fatalf("dot drew %d nodes and %d edges, want 61 and 60", nodes, edges)
	}
}
