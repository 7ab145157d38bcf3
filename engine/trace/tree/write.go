package tree

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// DefaultLabel is the label WriteDOT and WriteText give a node when no
// label function is given: "root"; a choice by its cell, "r2c3", with its
// value if it has one, "r2c3=5", and its forced placements, "+4 forced";
// a stub by its cell and the rule that pruned it, "r1c1 ✗ diagonal".
func DefaultLabel(n Node) string {
	var s string
	switch n.Kind {
	case Root:
		s = "root"
	default:
		s = fmt.Sprintf("r%dc%d", n.Row, n.Col)
		if n.Value != 0 {
			s += "=" + strconv.Itoa(n.Value)
		}
	}
	if n.Kind == Stub {
		s += " ✗ " + n.Conflict.String()
	}
	if n.Forced > 0 {
		s += fmt.Sprintf(" +%d forced", n.Forced)
	}
	return s
}

// WriteDOT writes the tree, every node read so far, as a Graphviz graph
// ("dot -Tpng" draws it): choices as boxes, stubs as short dashed cut
// edges to a plain red label, solutions as green double boxes. label
// gives each node's text; nil means DefaultLabel.
func WriteDOT(w io.Writer, t *Tree, label func(Node) string) error {
	if label == nil {
		label = DefaultLabel
	}
	b := bufio.NewWriter(w)
	b.WriteString("digraph search {\n")
	b.WriteString("\tnode [shape=box, fontname=\"Helvetica\"];\n")
	b.WriteString("\tedge [arrowhead=none];\n")
	for i := range t.Len() {
		n := t.Node(i)
		fmt.Fprintf(b, "\tn%d [label=%s", i, dotQuote(label(n)))
		switch n.Kind {
		case Root:
			b.WriteString(", shape=ellipse")
		case Stub:
			b.WriteString(", shape=plaintext, fontcolor=\"#b00020\"")
		}
		if n.SolutionStep != 0 { // the root too: a Sudoku the rules alone solve
			b.WriteString(", peripheries=2, style=filled, fillcolor=\"#c8f0c8\"")
		}
		b.WriteString("];\n")
		if n.Parent >= 0 {
			fmt.Fprintf(b, "\tn%d -> n%d", n.Parent, i)
			if n.Kind == Stub {
				b.WriteString(" [style=dashed, color=\"#b00020\", arrowhead=tee]")
			}
			b.WriteString(";\n")
		}
	}
	b.WriteString("}\n")
	return b.Flush()
}

// dotQuote quotes s as a DOT string.
func dotQuote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}

// WriteText writes the tree, every node read so far, as an outline: a
// node a line, indented two spaces a level under its parent, children in
// the order made; a solution is marked "✓ solution" with its step.
// label gives each node's text; nil means DefaultLabel.
func WriteText(w io.Writer, t *Tree, label func(Node) string) error {
	if label == nil {
		label = DefaultLabel
	}
	b := bufio.NewWriter(w)
	if t.Len() == 0 {
		return b.Flush()
	}
	// Depth first without recursion: a maze path is deeper than a stack.
	stack := []int32{0}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := t.Node(int(i))
		for range n.Depth {
			b.WriteString("  ")
		}
		b.WriteString(label(n))
		if n.SolutionStep != 0 {
			fmt.Fprintf(b, "  ✓ solution (step %d)", n.SolutionStep)
		}
		b.WriteByte('\n')
		mark := len(stack)
		for c := t.nodes[i].first; c >= 0; c = t.nodes[c].next {
			stack = append(stack, c)
		}
		// Reverse the children just pushed so the first made comes out first.
		for a, z := mark, len(stack)-1; a < z; a, z = a+1, z-1 {
			stack[a], stack[z] = stack[z], stack[a]
		}
	}
	return b.Flush()
}
