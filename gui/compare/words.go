package compare

import (
	"backtracklab/engine/compare"
	"backtracklab/engine/story"
	"backtracklab/gui/i18n"
)

// words says a comparison's table in the language in use (i18n). In
// English its rows say what the command line's do, so that a table copied
// from the window reads as -compare prints it; its methods are named as
// their screens name them (methodName).
type words struct{}

var _ compare.Words = words{}

func (words) Method(p compare.Puzzle, name string) string { return methodName(p, name) }

// methodName is a method (as compare.Comparison.Methods names it) in the
// words its screen uses: a Sudoku strategy by the key the Sudoku screen's
// strategy selector shows it with (sudoku.strategy.<name>), so that the
// two never differ; a queens check or a maze search by the short name its
// selector's option begins with.
func methodName(p compare.Puzzle, name string) string {
	if p == compare.Sudoku {
		return i18n.T("sudoku.strategy." + name)
	}
	return i18n.T("compare.method." + name)
}

func (words) Row(_ compare.Puzzle, key string) (text, csv string) {
	text = i18n.T("compare.row." + key)
	switch key {
	case "column", "diagonal", "anti-diagonal", "time":
		csv = i18n.T("compare.csv." + key)
	}
	return text, csv
}

func (words) Outcome(c compare.Cell, units string) string {
	switch c.Kind {
	case compare.Finished:
		return i18n.T("compare.cell.finished")
	case compare.Solved:
		return i18n.T("compare.cell.solved")
	case compare.NoSolution:
		return i18n.T("compare.cell.nosolution")
	case compare.GaveUp:
		return i18n.T("compare.cell.gaveup", i18n.Args{"N": story.Number(c.N).String(), "Units": units})
	case compare.NoPath:
		return i18n.T("compare.cell.nopath")
	}
	return i18n.T("compare.cell.pending")
}

func (words) Brute(b compare.Brute) string {
	args := i18n.Args{"N": b.N, "Squares": b.N * b.N, "Empty": b.Empty}
	switch b.Kind {
	case compare.AnySquares:
		return i18n.T("compare.brute.any", args)
	case compare.PerRow:
		return i18n.T("compare.brute.perrow", args)
	case compare.PerRowAndColumn:
		return i18n.T("compare.brute.perrowcol", args)
	}
	return i18n.T("compare.brute.digits", args)
}

// barLabel is a brute force's label on a bar: shorter, its power written
// as one (8⁸).
func barLabel(b compare.Brute) string {
	args := i18n.Args{"N": b.N, "Squares": b.N * b.N, "Empty": b.Empty}
	switch b.Kind {
	case compare.AnySquares:
		return i18n.T("compare.bar.any", args)
	case compare.PerRow:
		args["Power"] = itoa(b.N) + superscript(b.N)
		return i18n.T("compare.bar.perrow", args)
	case compare.PerRowAndColumn:
		return i18n.T("compare.bar.perrowcol", args)
	}
	args["Power"] = itoa(b.N) + superscript(b.Empty)
	return i18n.T("compare.bar.digits", args)
}
