package sudoku

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/sudoku"
)

// secondView shows another solution of a puzzle that has several, beside
// the first, with the cells where they differ marked in both.
type secondView struct {
	board   *Board
	caption *widget.Label
	content *fyne.Container
}

func newSecondView() *secondView {
	v := &secondView{board: NewBoard(9), caption: widget.NewLabel("")}
	v.board.Disable()
	v.board.SetEditing(false)
	v.caption.Wrapping = fyne.TextWrapWord
	v.caption.TextStyle.Bold = true
	// The board is kept square and of a fixed size, so that it does not
	// take the side panel's whole width.
	box := container.NewCenter(container.NewGridWrap(fyne.NewSize(300, 300), v.board))
	v.content = container.NewVBox(widget.NewSeparator(), v.caption, box)
	v.content.Hide()
	return v
}

// show draws the second solution of a finished search, if it found one.
func (v *secondView) show(snap *snapshot, givens sudoku.Grid) {
	if !snap.found || !snap.several {
		v.hide()
		return
	}
	n := givens.Size()
	view := NewView(n)
	for r := range n {
		for c := range n {
			kind := Solver
			if givens.At(r, c) != 0 {
				kind = Given
			}
			view.Put(r, c, snap.second.At(r, c), kind)
		}
	}
	k := markDifferences(&view, snap.solution, snap.second)
	v.board.SetView(view)
	v.caption.SetText(fmt.Sprintf("Another solution: %d cells differ from the one on the grid", k))
	v.content.Show()
}

func (v *secondView) hide() {
	v.content.Hide()
}
