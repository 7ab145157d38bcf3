package cli

import (
	"fmt"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace/tree"
)

// The labels of the search tree's nodes (-tree), counting rows, columns
// and cells from 1 as the words of the log do. The tree marks solutions
// itself.

// queensLabel names a queen by its column, the row being the node's
// depth: "col 3", a pruned try "col 2 ✗ diagonal".
func queensLabel(n tree.Node) string {
	if n.Kind == tree.Root {
		return "start"
	}
	return fmt.Sprintf("col %d", n.Col+1) + pruned(n)
}

// sudokuLabel names a guess by digit and cell, "5 @ r4c7", with the
// forced digits that followed it, "+3 forced"; a dead end by its cell,
// "r4c7 ✗ no candidate".
func sudokuLabel(n tree.Node) string {
	var s string
	switch {
	case n.Kind == tree.Root:
		s = "givens"
	case n.Value == 0:
		s = story.CellName(n.Row, n.Col)
	default:
		s = fmt.Sprintf("%c @ %s", sudoku.DigitChar(n.Value), story.CellName(n.Row, n.Col))
	}
	s += pruned(n)
	if n.Forced > 0 {
		s += fmt.Sprintf(" +%d forced", n.Forced)
	}
	return s
}

// mazeLabel names a cell, "r3c5", a move refused "r3c6 ✗ wall".
func mazeLabel(n tree.Node) string {
	if n.Kind == tree.Root {
		return "start"
	}
	return story.CellName(n.Row, n.Col) + pruned(n)
}

// pruned is the rule that cut a stub off, "" for another node.
func pruned(n tree.Node) string {
	if n.Kind != tree.Stub || n.Conflict == engine.NoConflict {
		return ""
	}
	return " ✗ " + n.Conflict.String()
}
