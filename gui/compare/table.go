package compare

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tableLayout lays out a table's cells, row after row, cols to a row:
// each column as wide as its widest cell, each row as tall as its
// tallest. A wrapping label widens its column only up to wrapAt text
// sizes and wraps beyond, so that a long name ("Fewest candidates,
// singles only") or outcome ("gave up after 10,000,000 nodes") makes its
// row taller, not the table wider than the view.
type tableLayout struct {
	cols   int
	wrapAt float32
}

// width is how wide o asks to be: a wrapping label its text's width in
// one line, up to wrapAt of its text size.
func (t *tableLayout) width(o fyne.CanvasObject) float32 {
	l, ok := o.(*widget.Label)
	if !ok || l.Wrapping == fyne.TextWrapOff {
		return o.MinSize().Width
	}
	th := l.Theme()
	size := th.Size(l.SizeName)
	if l.SizeName == "" {
		size = th.Size(theme.SizeNameText)
	}
	text := fyne.MeasureText(l.Text, size, l.TextStyle).Width + 2*th.Size(theme.SizeNameInnerPadding)
	return min(text, t.wrapAt*size)
}

// measure sizes the columns and rows, and gives each wrapping cell its
// column's width, at which it knows its height.
func (t *tableLayout) measure(objects []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, t.cols)
	for i, o := range objects {
		widths[i%t.cols] = max(widths[i%t.cols], t.width(o))
	}
	heights = make([]float32, (len(objects)+t.cols-1)/t.cols)
	for i, o := range objects {
		if l, ok := o.(*widget.Label); ok && l.Wrapping != fyne.TextWrapOff && l.Size().Width != widths[i%t.cols] {
			l.Resize(fyne.NewSize(widths[i%t.cols], l.Size().Height))
		}
		heights[i/t.cols] = max(heights[i/t.cols], o.MinSize().Height)
	}
	return widths, heights
}

func (t *tableLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return spanOf(t.measure(objects))
}

// spanOf is the room of columns and rows of widths and heights, a
// padding apart.
func spanOf(widths, heights []float32) fyne.Size {
	var w, h float32
	for _, x := range widths {
		w += x
	}
	for _, y := range heights {
		h += y
	}
	pad := theme.Padding()
	return fyne.NewSize(w+pad*float32(max(len(widths)-1, 0)), h+pad*float32(max(len(heights)-1, 0)))
}

// Layout gives the columns any width to spare in equal shares.
func (t *tableLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	widths, heights := t.measure(objects)
	pad := theme.Padding()
	need := spanOf(widths, heights).Width
	extra := max(size.Width-need, 0) / float32(t.cols)
	x := make([]float32, t.cols)
	for c := 1; c < t.cols; c++ {
		x[c] = x[c-1] + widths[c-1] + extra + pad
	}
	var y float32
	for i, o := range objects {
		row, col := i/t.cols, i%t.cols
		if col == 0 && row > 0 {
			y += heights[row-1] + pad
		}
		o.Move(fyne.NewPos(x[col], y))
		o.Resize(fyne.NewSize(widths[col]+extra, heights[row]))
	}
}
