package maze

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/run"
)

// comparison shows the last result of each search on the maze side by
// side: path length, cells explored and tries.
type comparison struct {
	path, explored, tries [2]*widget.Label
	note                  *widget.Label
	content               fyne.CanvasObject
}

func newComparison() *comparison {
	c := &comparison{}
	head := func(text string, align fyne.TextAlign) *widget.Label {
		return widget.NewLabelWithStyle(text, align, fyne.TextStyle{Bold: true})
	}
	grid := container.NewGridWithColumns(4, head("Result", fyne.TextAlignLeading),
		head("Path", fyne.TextAlignTrailing), head("Explored", fyne.TextAlignTrailing), head("Tries", fyne.TextAlignTrailing))
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

// showComparison puts the screen's results on the panel.
func (s *Screen) showComparison() {
	c := s.compared
	for i := range 2 {
		path, explored, tries := "–", "–", "–"
		if s.hasResult[i] {
			r := s.results[i]
			path = "none"
			if r.found {
				path = steps(r.steps)
			}
			explored, tries = run.Thousands(r.stats.Placements), run.Thousands(r.stats.Nodes)
		}
		run.SetText(c.path[i], path)
		run.SetText(c.explored[i], explored)
		run.SetText(c.tries[i], tries)
	}
	note := "Compare runs both searches on this maze, one after the other."
	if s.hasResult[DFS] && s.hasResult[BFS] {
		note = compareLine(s.results[DFS], s.results[BFS]) + "."
		if d, b := s.results[DFS], s.results[BFS]; d.found && b.found && d.steps > b.steps {
			note += " DFS found a way out, BFS the shortest one."
		}
	}
	run.SetText(c.note, note)
}
