package sudoku

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// secondSide is the side of the second grid.
const secondSide = 280

// secondView shows another solution of a puzzle that has several, beside
// the first, with the cells where they differ marked in both.
type secondView struct {
	board   *Board
	caption *widget.Label
	content *fyne.Container
	differ  int // how many cells differ, for the caption
	// around holds content beside the main grid: laid out again when
	// content shows or hides, since a container's Show and Hide leave
	// their parent's layout as it was (the main grid stayed small).
	around *fyne.Container
}

func newSecondView() *secondView {
	v := &secondView{board: NewBoard(9), caption: widget.NewLabel("")}
	v.board.Disable()
	v.board.SetEditing(false)
	v.caption.Wrapping = fyne.TextWrapWord
	v.caption.TextStyle.Bold = true
	// A smaller grid of a fixed size beside the main one, which keeps the
	// rest of the room; the caption wraps within its width.
	board := container.NewGridWrap(fyne.NewSize(secondSide, secondSide), v.board)
	panel := container.NewGridWrap(fyne.NewSize(secondSide, secondSide+90), container.NewBorder(v.caption, nil, nil, nil, board))
	v.content = container.NewVBox(layout.NewSpacer(), panel, layout.NewSpacer())
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
	v.differ = markDifferences(&view, snap.solution, snap.second)
	v.board.SetView(view)
	v.relabel()
	if !v.content.Visible() {
		v.content.Show()
		v.relayout()
	}
}

// relabel sets the caption in the language in use.
func (v *secondView) relabel() {
	run.SetText(v.caption, i18n.T("sudoku.second", i18n.Args{"Count": v.differ}))
}

func (v *secondView) hide() {
	if v.content.Visible() {
		v.content.Hide()
		v.relayout()
	}
}

func (v *secondView) relayout() {
	if v.around != nil {
		v.around.Refresh()
	}
}
