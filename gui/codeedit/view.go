package codeedit

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/palette"
)

const (
	// maxColoured is the longest line, in bytes, that is coloured: a line
	// longer than that (data, not code) is drawn in the text's colour,
	// and read as opening and closing no string.
	maxColoured = 4000
	// maxRun is the most characters drawn as one text: a text is drawn
	// into one texture, and a texture's width has a limit.
	maxRun = 200
	// guideLook is how far, in lines, a blank line looks for the
	// indentation around it, for the indent guides it carries on.
	guideLook = 200
)

// metrics are the sizes the text is laid out with.
type metrics struct {
	size   float32       // the text's size
	font   fyne.Resource // the code's font (codeFont), nil for Fyne's
	cell   float32       // the width of a cell (a narrow character)
	textH  float32       // the height of a text in the theme's font
	boxH   float32       // the height of a text in the code's font
	line   float32       // the height of a line
	pad    float32
	digits int     // the line numbers' widest
	gutter float32 // the width of the gutter, line numbers and all
	textX  float32 // where cell 0 is
	top    float32 // where line 0 is
	scale  float32 // pixels per unit, on the canvas the editor is on
}

// codeSize is the size of the code: a little smaller than the labels',
// as the Teach side's code view has it, so that a line of a course's
// program fits half a laptop's screen.
func codeSize(th fyne.Theme) float32 { return th.Size(theme.SizeNameText) * 0.9 }

var mono = fyne.TextStyle{Monospace: true}

// metrics are the sizes for the theme and the number of lines now.
func (e *Editor) metrics() metrics {
	th := e.Theme()
	size := codeSize(th)
	digits := max(2, len(strconv.Itoa(len(e.buf.lines))))
	pad := th.Size(theme.SizeNamePadding)
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil && c.Scale() > 0 {
		scale = c.Scale()
	}
	font := codeFont(th)
	if e.m.size == size && e.m.digits == digits && e.m.pad == pad && e.m.scale == scale && e.m.font == font {
		return e.m
	}
	probe := strings.Repeat("0", 32)
	plain := fyne.MeasureText(probe, size, mono)
	deep, _ := fyne.CurrentApp().Driver().RenderedTextSize(probe, size, mono, font)
	m := metrics{size: size, font: font, cell: plain.Width / 32, textH: plain.Height, boxH: deep.Height,
		pad: pad, digits: digits, scale: scale}
	m.line = float32(math.Ceil(float64(plain.Height + pad/2)))
	m.gutter = float32(math.Ceil(float64(4*pad + float32(digits)*m.cell)))
	m.textX = m.gutter + 1.5*pad
	m.top = pad / 2
	e.m = m
	return m
}

// contentSize is the size of the whole text laid out, with room after
// the widest line for the caret, and for the error's message beside its
// line. (Fyne places objects in float32 units: 200,000 lines of 18 units
// fall within a quarter of a pixel; past a million, lines would start to
// be placed a pixel or more out.)
func (e *Editor) contentSize() fyne.Size {
	m := e.metrics()
	w := m.textX + float32(e.buf.widest+2)*m.cell
	if row := e.errLine - 1; row >= 0 && row < len(e.buf.lines) && e.errMsg != "" {
		w = max(w, m.textX+float32(cells(e.buf.lines[row])+2)*m.cell+e.chipWidth(m)+m.pad)
	}
	return fyne.NewSize(w, 2*m.top+float32(len(e.buf.lines))*m.line)
}

// chipWidth is the width of the error's message with its margins.
func (e *Editor) chipWidth(m metrics) float32 {
	return fyne.MeasureText(e.errMsg, m.size, fyne.TextStyle{}).Width + 2*m.pad
}

// rowTop is the top of line row.
func (m metrics) rowTop(row int) float32 { return m.top + float32(row)*m.line }

// rowFor is the line whose top is y.
func (m metrics) rowFor(y float32) int { return int(math.Round(float64((y - m.top) / m.line))) }

// textTop is where a text goes in line row: centred, on a whole pixel,
// so that the painter copies its texture pixel for pixel.
func (m metrics) textTop(row int) float32 {
	y := m.rowTop(row) + (m.line-m.textH)/2
	return float32(math.Round(float64(y*m.scale))) / m.scale
}

// posAt is the place in the text nearest to p, a point of the area.
func (e *Editor) posAt(p fyne.Position) pos {
	m := e.metrics()
	row := min(max(int(math.Floor(float64((p.Y-m.top)/m.line))), 0), len(e.buf.lines)-1)
	return pos{row, colAt(e.buf.lines[row], (p.X-m.textX)/m.cell)}
}

// revealCaret scrolls, as little as it takes, to bring the caret into
// sight.
func (e *Editor) revealCaret() {
	m := e.metrics()
	x := m.textX + float32(cellOf(e.buf.lines[e.caret.row], e.caret.col))*m.cell
	e.scrollToShow(x, m.rowTop(e.caret.row), m, false)
}

// showRow scrolls line row into sight, a third of the way down, unless
// it is in sight already.
func (e *Editor) showRow(row int) {
	m := e.metrics()
	e.scrollToShow(-1, m.rowTop(row), m, true)
}

// scrollToShow scrolls so that the line whose top is y, and the point x
// on it (x < 0: none in particular), are in sight: placed a third of
// the way down, or brought just inside the view.
func (e *Editor) scrollToShow(x, y float32, m metrics, third bool) {
	view := e.scroll.Size()
	if view.Width <= 0 || view.Height <= 0 {
		if third {
			e.pending = m.rowFor(y) + 1 // shown once laid out
		}
		return
	}
	e.pending = 0
	content := e.contentSize().Max(view)
	e.area.Resize(content) // the scroll clamps its offset to its content's size
	off := e.scroll.Offset
	switch {
	case y >= off.Y && y+m.line <= off.Y+view.Height:
	case third:
		off.Y = y - view.Height/3
	case y < off.Y:
		off.Y = y - m.top
	default:
		off.Y = y + m.line + m.top - view.Height
	}
	if x >= 0 {
		left, right := off.X+m.textX, off.X+view.Width-2*m.cell
		switch {
		case x < left:
			off.X = x - m.textX - 4*m.cell
		case x > right:
			off.X = x - view.Width + 6*m.cell
		}
	}
	off.X = min(max(off.X, 0), content.Width-view.Width)
	off.Y = min(max(off.Y, 0), content.Height-view.Height)
	if off != e.scroll.Offset {
		e.scroll.Offset = off
		e.scroll.Refresh()
	}
}

// colours are what the editor draws with, in the theme in use.
type colours struct {
	kinds                       [Function + 1]color.Color
	number, numberHere, gutter  color.Color
	separator, guide, selection color.Color
	caret                       color.Color
	band, bar                   color.Color // the line a run is at: the boards' colour of the step tried
	errBand, err, onErr         color.Color
}

// The colours of the kinds of code: One Dark's on the dark theme, and on
// the light one One Light's, darkened where they read too faint on
// white.
var (
	darkKinds = [Function + 1]color.NRGBA{
		Keyword:  {0xC6, 0x78, 0xDD, 0xFF},
		Builtin:  {0x56, 0xB6, 0xC2, 0xFF},
		String:   {0x98, 0xC3, 0x79, 0xFF},
		Comment:  {0x8B, 0x91, 0x9C, 0xFF},
		Number:   {0xD1, 0x9A, 0x66, 0xFF},
		Function: {0x61, 0xAF, 0xEF, 0xFF},
	}
	lightKinds = [Function + 1]color.NRGBA{
		Keyword:  {0xA6, 0x26, 0xA4, 0xFF},
		Builtin:  {0x01, 0x7A, 0xAD, 0xFF},
		String:   {0x2E, 0x7D, 0x32, 0xFF},
		Comment:  {0x6A, 0x73, 0x7D, 0xFF},
		Number:   {0x98, 0x68, 0x01, 0xFF},
		Function: {0x35, 0x66, 0xD6, 0xFF},
	}
)

// variant is the theme variant the app shows.
func variant() fyne.ThemeVariant { return palette.Variant() }

func (e *Editor) colours() *colours {
	th := e.Theme()
	v := variant()
	get := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	fg := get(theme.ColorNameForeground)
	c := &colours{
		number:     get(theme.ColorNamePlaceHolder),
		numberHere: fg,
		gutter:     get(theme.ColorNameInputBackground),
		separator:  get(theme.ColorNameSeparator),
		guide:      withAlpha(fg, 0x22),
		selection:  get(theme.ColorNameSelection),
		caret:      get(theme.ColorNamePrimary),
		bar:        palette.Trying,
		band:       withAlpha(palette.Trying, 0x38),
		err:        get(theme.ColorNameError),
		errBand:    withAlpha(get(theme.ColorNameError), 0x26),
		onErr:      get(theme.ColorNameForegroundOnError),
	}
	kinds := lightKinds
	if v == theme.VariantDark {
		kinds = darkKinds
		c.band = withAlpha(palette.Trying, 0x40)
		c.errBand = withAlpha(get(theme.ColorNameError), 0x38)
	}
	c.kinds[Plain] = fg
	for k := Keyword; k <= Function; k++ {
		c.kinds[k] = kinds[k]
	}
	return c
}

// withAlpha is c at opacity a.
func withAlpha(c color.Color, a uint8) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = a
	return n
}

// area is the text laid out whole, inside the editor's scroll; it draws
// only what is in sight, and takes the mouse.
type area struct {
	widget.BaseWidget
	e *Editor
}

var (
	_ fyne.Tappable          = (*area)(nil)
	_ fyne.DoubleTappable    = (*area)(nil)
	_ fyne.SecondaryTappable = (*area)(nil)
	_ fyne.Draggable         = (*area)(nil)
	_ desktop.Mouseable      = (*area)(nil)
	_ desktop.Cursorable     = (*area)(nil)
)

func newArea(e *Editor) *area {
	a := &area{e: e}
	a.ExtendBaseWidget(a)
	return a
}

// tripleClick is how soon after a double click a click selects the line.
const tripleClick = 400 * time.Millisecond

// CreateRenderer is part of fyne.Widget.
func (a *area) CreateRenderer() fyne.WidgetRenderer { return &areaRenderer{a: a} }

// Cursor is part of desktop.Cursorable.
func (a *area) Cursor() desktop.Cursor { return desktop.TextCursor }

// MouseDown is part of desktop.Mouseable: the caret goes where the
// button went down (Shift: the selection stretches there); in the
// gutter, the line is selected; after a double click, the line.
func (a *area) MouseDown(ev *desktop.MouseEvent) {
	e := a.e
	e.pressed = true
	if ev.Button == desktop.MouseButtonPrimary && a.lineTapped(ev.Position) {
		return
	}
	e.requestFocus()
	if ev.Button == desktop.MouseButtonSecondary {
		return // the menu comes with TappedSecondary; the selection stays for it
	}
	if time.Since(e.doubleAt) < tripleClick {
		e.doubleAt = time.Time{}
		row := e.posAt(ev.Position).row
		e.selectRows(row, row)
		return
	}
	a.press(ev.Position, e.shift || ev.Modifier&fyne.KeyModifierShift != 0)
}

// MouseUp is part of desktop.Mouseable.
func (a *area) MouseUp(*desktop.MouseEvent) {}

// Tapped is part of fyne.Tappable: a tap that came without a MouseDown
// (a touch screen, a test) places the caret.
func (a *area) Tapped(ev *fyne.PointEvent) {
	e := a.e
	if e.pressed {
		e.pressed = false
		return
	}
	if a.lineTapped(ev.Position) {
		return
	}
	e.requestFocus()
	a.press(ev.Position, e.shift)
}

// lineTapped offers a tap at p to OnLineTapped and reports whether it
// took it.
func (a *area) lineTapped(p fyne.Position) bool {
	e := a.e
	return e.OnLineTapped != nil && e.OnLineTapped(e.posAt(p).row+1)
}

// DoubleTapped is part of fyne.DoubleTappable: it selects the word.
func (a *area) DoubleTapped(ev *fyne.PointEvent) {
	e := a.e
	e.pressed = false
	e.requestFocus()
	p := e.posAt(ev.Position)
	start, end := wordAt(e.buf.lines[p.row], p.col)
	e.anchor, e.caret = pos{p.row, start}, pos{p.row, end}
	e.doubleAt = time.Now()
	e.goal = -1
	e.moved()
}

// TappedSecondary is part of fyne.SecondaryTappable: the clipboard's
// menu.
func (a *area) TappedSecondary(ev *fyne.PointEvent) {
	a.e.pressed = false
	a.e.requestFocus()
	a.e.contextMenu(ev.AbsolutePosition)
}

// Dragged is part of fyne.Draggable: it selects up to the pointer.
func (a *area) Dragged(ev *fyne.DragEvent) {
	e := a.e
	e.requestFocus()
	e.caret = e.posAt(ev.Position)
	e.goal = -1
	e.hist.seal = true
	e.moved()
}

// DragEnd is part of fyne.Draggable.
func (a *area) DragEnd() {}

// press places the caret at p, or selects its line if p is in the gutter.
func (a *area) press(p fyne.Position, extend bool) {
	e := a.e
	m := e.metrics()
	if p.X < e.scroll.Offset.X+m.gutter && !extend {
		row := e.posAt(p).row
		e.selectRows(row, row)
		return
	}
	e.moveTo(e.posAt(p), extend)
}

// selectRows selects lines first to last, the line break after them too.
func (e *Editor) selectRows(first, last int) {
	e.anchor = pos{first, 0}
	if last+1 < len(e.buf.lines) {
		e.caret = pos{last + 1, 0}
	} else {
		e.caret = pos{last, e.buf.runes(last)}
	}
	e.goal = -1
	e.hist.seal = true
	e.moved()
}

// areaRenderer draws the lines in sight, and the gutter beside them,
// from pools of texts and rectangles that it reuses from frame to frame.
type areaRenderer struct {
	a       *area
	objects []fyne.CanvasObject
	texts   []*canvas.Text
	rects   []*canvas.Rectangle
	nText   int
	nRect   int
	run     []rune
}

func (r *areaRenderer) Destroy() {}

func (r *areaRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *areaRenderer) MinSize() fyne.Size { return r.a.e.contentSize() }

func (r *areaRenderer) Layout(fyne.Size) { r.build() }

func (r *areaRenderer) Refresh() {
	r.build()
	canvas.Refresh(r.a)
}

// rect adds a rectangle of colour c.
func (r *areaRenderer) rect(c color.Color, x, y, w, h float32) *canvas.Rectangle {
	if r.nRect == len(r.rects) {
		r.rects = append(r.rects, canvas.NewRectangle(nil))
	}
	rc := r.rects[r.nRect]
	r.nRect++
	rc.FillColor, rc.CornerRadius = c, 0
	rc.Move(fyne.NewPos(x, y))
	rc.Resize(fyne.NewSize(w, h))
	r.objects = append(r.objects, rc)
	return rc
}

// text adds a text s of colour c, in the code's font, in the box at x, y
// of width w.
func (r *areaRenderer) text(s string, c color.Color, m metrics, x, y, w float32) *canvas.Text {
	if r.nText == len(r.texts) {
		r.texts = append(r.texts, canvas.NewText("", nil))
	}
	t := r.texts[r.nText]
	r.nText++
	t.Text, t.Color, t.TextSize, t.TextStyle, t.Alignment = s, c, m.size, mono, fyne.TextAlignLeading
	t.FontSource = m.font
	t.Move(fyne.NewPos(x, y))
	t.Resize(fyne.NewSize(w, m.boxH))
	r.objects = append(r.objects, t)
	return t
}

// sight is the part of the text in sight: lines first to last, cells
// minCell up to maxCell.
type sight struct {
	first, last      int
	minCell, maxCell int
	off              fyne.Position
	view             fyne.Size
}

// build lays out what is in sight, back to front: the bands of the
// marked lines, the selection, the indent guides, the code, the error's
// message, the caret, the gutter on top (the code scrolls under it).
func (r *areaRenderer) build() {
	e := r.a.e
	// A new slice: the painter may be walking the one it was given.
	r.objects, r.nText, r.nRect = make([]fyne.CanvasObject, 0, len(r.objects)), 0, 0
	view := e.scroll.Size()
	if view.Width <= 0 || view.Height <= 0 {
		return
	}
	m := e.metrics()
	c := e.colours()
	off := e.scroll.Offset
	s := sight{off: off, view: view}
	s.first = max(0, int((off.Y-m.top)/m.line))
	s.last = min(len(e.buf.lines)-1, int((off.Y+view.Height-m.top)/m.line))
	left := off.X - m.textX
	s.minCell = max(0, int(left/m.cell)-1)
	s.maxCell = int((left+view.Width)/m.cell) + 2

	if row := e.current - 1; row >= s.first && row <= s.last {
		r.rect(c.band, off.X, m.rowTop(row), view.Width, m.line)
	}
	if row := e.errLine - 1; row >= s.first && row <= s.last {
		r.rect(c.errBand, off.X, m.rowTop(row), view.Width, m.line)
	}
	r.selection(s, m, c)
	r.guides(s, m, c)
	for row := s.first; row <= s.last; row++ {
		r.code(row, s, m, c)
	}
	if row := e.errLine - 1; row >= s.first && row <= s.last && e.errMsg != "" {
		r.chip(row, s, m, c)
	}
	if e.focused && e.caretOn {
		x := m.textX + float32(cellOf(e.buf.lines[e.caret.row], e.caret.col))*m.cell
		if row := e.caret.row; row >= s.first && row <= s.last {
			r.rect(c.caret, x-1, m.rowTop(row), 2, m.line)
		}
	}
	r.gutter(s, m, c)
}

// selection draws the selection's part of each line in sight, its line
// breaks as a cell after the line's end.
func (r *areaRenderer) selection(s sight, m metrics, c *colours) {
	e := r.a.e
	p, q := e.selection()
	if p == q {
		return
	}
	for row := max(p.row, s.first); row <= min(q.row, s.last); row++ {
		line := e.buf.lines[row]
		from, to := 0, 0
		if row == p.row {
			from = cellOf(line, p.col)
		}
		if row == q.row {
			to = cellOf(line, q.col)
		} else {
			to = cells(line) + 1
		}
		from, to = max(from, s.minCell), min(to, s.maxCell)
		if to > from {
			r.rect(c.selection, m.textX+float32(from)*m.cell, m.rowTop(row), float32(to-from)*m.cell, m.line)
		}
	}
}

// guides draws a thin line at each step of indentation, down through
// the blank lines of a block.
func (r *areaRenderer) guides(s sight, m metrics, c *colours) {
	e := r.a.e
	depth := func(row int) (int, bool) {
		l := e.buf.lines[row]
		ind := indentOf(l)
		if len(ind) == len(l) {
			return 0, false
		}
		return cellsOf(ind, 0), true
	}
	for row := s.first; row <= s.last; row++ {
		d, ok := depth(row)
		if !ok { // blank: as deep as the shallower of the code around it
			above, below := 0, 0
			for i := row - 1; i >= max(0, row-guideLook); i-- {
				if n, ok := depth(i); ok {
					above = n
					break
				}
			}
			for i := row + 1; i <= min(len(e.buf.lines)-1, row+guideLook); i++ {
				if n, ok := depth(i); ok {
					below = n
					break
				}
			}
			d = min(above, below)
		}
		for cell := 0; cell < d; cell += tabStop {
			if cell >= s.minCell && cell < s.maxCell {
				r.rect(c.guide, m.textX+float32(cell)*m.cell, m.rowTop(row), 1, m.line)
			}
		}
	}
}

// code draws the part in sight of line row, a text for each run of one
// colour, a wide character alone, centred on its two cells.
func (r *areaRenderer) code(row int, s sight, m metrics, c *colours) {
	e := r.a.e
	line := e.buf.lines[row]
	var spans []Span
	if len(line) <= maxColoured {
		spans, _ = scanLine(line, e.stateAt(row))
	}
	y := m.textTop(row)
	runCell, runKind := 0, Plain
	r.run = r.run[:0]
	flush := func() {
		n := len(r.run)
		for n > 0 && r.run[n-1] == ' ' {
			n-- // nor ends with one
		}
		if n > 0 {
			r.text(string(r.run[:n]), c.kinds[runKind], m, m.textX+float32(runCell)*m.cell, y, float32(n)*m.cell)
		}
		r.run = r.run[:0]
	}
	cell, n, si := 0, 0, 0
	for _, ch := range line {
		if cell >= s.maxCell {
			break
		}
		for si < len(spans) && spans[si].End <= n {
			si++
		}
		kind := Plain
		if si < len(spans) && spans[si].Start <= n {
			kind = spans[si].Kind
		}
		w := runeCells(ch, cell)
		switch {
		case cell+w <= s.minCell:
		case ch == '\t':
			flush()
		case w == 2:
			flush()
			r.wide(ch, c.kinds[kind], m, m.textX+float32(cell)*m.cell, y)
		default:
			if len(r.run) > 0 && (kind != runKind || len(r.run) >= maxRun) {
				flush()
			}
			if len(r.run) == 0 {
				if ch == ' ' {
					break // a run never starts with a blank
				}
				runCell, runKind = cell, kind
			}
			if ch < ' ' || ch == 0x7F {
				ch = '\uFFFD' // a control character shows as one
			}
			r.run = append(r.run, ch)
		}
		cell += w
		n++
	}
	flush()
}

// wide draws ch, a wide character, centred on the two cells from x.
// It comes from the regular style's fonts (the theme's, whose fallbacks
// have it; in the browser only the regular style's font has Chinese, and
// the monospace style drew boxes), after a space: the painter sets a text
// on the baseline of its first font, and a text of the fallback font
// alone sits on that font's own, lower than the code's, and loses its
// foot out of the texture.
func (r *areaRenderer) wide(ch rune, c color.Color, m metrics, x, y float32) {
	s := " " + string(ch)
	regular := fyne.TextStyle{}
	space := fyne.MeasureText(" ", m.size, regular).Width
	glyph := fyne.MeasureText(s, m.size, regular).Width - space
	t := r.text(s, c, m, x-space+(2*m.cell-glyph)/2, y, space+glyph)
	t.TextStyle, t.FontSource = regular, nil
	t.Resize(fyne.NewSize(space+glyph, m.textH))
}

// chip draws the error's message after its line, or, if that is out of
// sight to the right, at the right of the view, over the line's comment.
func (r *areaRenderer) chip(row int, s sight, m metrics, c *colours) {
	e := r.a.e
	w := e.chipWidth(m)
	line := e.buf.lines[row]
	x := m.textX + float32(cells(line)+2)*m.cell
	if right := s.off.X + s.view.Width - m.pad; x+w > right {
		// Over the line's comment if need be, never over its code.
		code := cells(line)
		if spans, _ := scanLine(line, e.stateAt(row)); len(spans) > 0 && spans[len(spans)-1].Kind == Comment {
			code = cellOf(line, spans[len(spans)-1].Start)
		}
		x = max(m.textX+float32(code+1)*m.cell, s.off.X+m.gutter+m.pad, right-w)
	}
	y := m.rowTop(row)
	bg := r.rect(c.err, x, y+1, w, m.line-2)
	bg.CornerRadius = (m.line - 2) / 2
	t := r.text(e.errMsg, c.onErr, m, x+m.pad, m.textTop(row), w-2*m.pad)
	t.TextStyle, t.FontSource = fyne.TextStyle{}, nil
	t.Resize(fyne.NewSize(w-2*m.pad, m.textH))
}

// gutter draws the line numbers in sight, on the editor's background, at
// the left of the view whatever the scroll: a bar marks the line a run
// is at, a red chip the line of an error.
func (r *areaRenderer) gutter(s sight, m metrics, c *colours) {
	e := r.a.e
	x := s.off.X
	r.rect(c.gutter, x, s.off.Y, m.gutter, s.view.Height)
	r.rect(c.separator, x+m.gutter-1, s.off.Y, 1, s.view.Height)
	numX, numW := x+2*m.pad, float32(m.digits)*m.cell
	for row := s.first; row <= s.last; row++ {
		y := m.rowTop(row)
		col := c.number
		switch {
		case row == e.errLine-1:
			chip := r.rect(c.err, x+m.pad, y+1, numW+2*m.pad, m.line-2)
			chip.CornerRadius = (m.line - 2) / 2
			col = c.onErr
		case row == e.current-1:
			bar := r.rect(c.bar, x, y, m.pad*0.75, m.line)
			bar.CornerRadius = m.pad * 0.375
			col = c.numberHere
		case row == e.caret.row && e.focused:
			col = c.numberHere
		}
		t := r.text(strconv.Itoa(row+1), col, m, numX, m.textTop(row), numW)
		t.Alignment = fyne.TextAlignTrailing
	}
}
