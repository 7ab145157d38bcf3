package maze

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// comparisonHeads are the keys of the comparison's column heads.
var comparisonHeads = []string{"maze.compare.result", "maze.compare.path.head", "maze.compare.explored", "maze.compare.tries"}

// comparison shows the last result of each search on the maze side by
// side: path length, cells explored and tries.
type comparison struct {
	path, explored, tries [2]*widget.Label
	heads                 []*widget.Label
	note                  *widget.Label
	content               fyne.CanvasObject
}

func newComparison() *comparison {
	c := &comparison{}
	for i, k := range comparisonHeads {
		align := fyne.TextAlignTrailing
		if i == 0 {
			align = fyne.TextAlignLeading
		}
		c.heads = append(c.heads, widget.NewLabelWithStyle(i18n.T(k), align, fyne.TextStyle{Bold: true}))
	}
	grid := container.NewGridWithColumns(4, c.heads[0], c.heads[1], c.heads[2], c.heads[3])
	for i, alg := range []Algorithm{DFS, BFS} {
		grid.Add(widget.NewLabel(alg.String()))
		for _, labels := range []*[2]*widget.Label{&c.path, &c.explored, &c.tries} {
			l := widget.NewLabel("–")
			l.TextStyle.Monospace = true
			l.Alignment = fyne.TextAlignTrailing
			labels[i] = l
			grid.Add(l)
		}
	}
	c.note = widget.NewLabel("")
	c.note.SizeName = theme.SizeNameCaptionText
	c.note.Wrapping = fyne.TextWrapWord
	c.content = container.NewVBox(grid, c.note)
	return c
}

// relabel names the columns in the language in use; showComparison tells
// the results again.
func (c *comparison) relabel() {
	for i, k := range comparisonHeads {
		c.heads[i].SetText(i18n.T(k))
	}
}

// showComparison puts the screen's results on the panel.
func (s *Screen) showComparison() {
	c := s.compared
	for i := range 2 {
		path, explored, tries := "–", "–", "–"
		if s.hasResult[i] {
			r := s.results[i]
			path = i18n.T("maze.compare.none")
			if r.found {
				path = steps(r.steps)
			}
			explored, tries = run.Thousands(r.stats.Placements), run.Thousands(r.stats.Nodes)
		}
		run.SetText(c.path[i], path)
		run.SetText(c.explored[i], explored)
		run.SetText(c.tries[i], tries)
	}
	note := i18n.T("maze.compare.hint")
	if s.hasResult[DFS] && s.hasResult[BFS] {
		key := "maze.compare.both"
		if d, b := s.results[DFS], s.results[BFS]; d.found && b.found && d.steps > b.steps {
			key = "maze.compare.both.shorter"
		}
		note = i18n.T(key, i18n.Args{"Line": compareLine(s.results[DFS], s.results[BFS])})
	}
	run.SetText(c.note, note)
}
