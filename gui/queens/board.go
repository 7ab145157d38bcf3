package queens

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/cellgrid"
	"backtracklab/gui/palette"
)

// The glyphs of the board. They come from the monospace font Fyne bundles
// (DejaVu Sans Mono), which has the chess queens, so they look the same
// on every machine whatever fonts it has.
const (
	queenGlyph   = "♛"
	outlineGlyph = "♕" // a queen just taken back
	crossGlyph   = "✕" // a rejected try

	// The corner marks that tell the queens' states apart without their
	// colour, from the app's fonts.
	tryingMark   = "?" // the queen being tried
	blockerMark  = "!" // the queen that blocks the try, or clashes
	solutionMark = "✓" // a queen of a solution
)

// signKind is what an empty square shows of its state besides its tint,
// drawn as a shape: no font need have it.
type signKind uint8

const (
	noSign   signKind = iota
	dotSign           // a square the queens attack
	ringSign          // a square the bitmask search has still to try
)

// lineDir is the way a line of attack runs through a square, drawn as a
// stripe so that it reads without its colour.
type lineDir uint8

const (
	noLine   lineDir = iota
	lineRow          // left to right
	lineCol          // top to bottom
	lineDown         // top left to bottom right
	lineUp           // bottom left to top right
)

// Board draws an N-Queens board: checkered squares, 1-based row and column
// numbers, queens and the marks of a search (see Mark). SetView changes what
// it draws (SetView); only the squares that changed are redrawn, so a search can
// update it every frame.
type Board struct {
	widget.BaseWidget

	// OnTapped, if set, is called with the 0-based row and column of a
	// tapped square.
	OnTapped func(row, col int)

	view     View
	renderer *boardRenderer     // nil until created, and after Destroy
	place    cellgrid.Placement // where the squares lie, set by Layout
}

var (
	_ fyne.Tappable      = (*Board)(nil)
	_ desktop.Cursorable = (*Board)(nil)
)

// NewBoard returns an empty board of size n.
func NewBoard(n int) *Board {
	b := &Board{view: NewView(n)}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b, back: canvas.NewRectangle(color.Transparent)}
	r.build()
	b.renderer = r
	r.Refresh()
	return r
}

// SetView draws v. A board of the same size is updated square by square.
func (b *Board) SetView(v View) {
	resized := v.N != b.view.N
	b.view = v
	switch {
	case b.renderer == nil:
	case resized:
		b.Refresh()
	default:
		b.renderer.paint()
	}
}

// View returns what the board shows.
func (b *Board) View() View { return b.view }

// Tapped is part of fyne.Tappable: it reports the square under the tap.
func (b *Board) Tapped(e *fyne.PointEvent) {
	if b.OnTapped == nil {
		return
	}
	if row, col, ok := b.place.At(e.Position, b.view.N, b.view.N); ok {
		b.OnTapped(row, col)
	}
}

// Cursor is part of desktop.Cursorable: a pointer when squares can be
// tapped.
func (b *Board) Cursor() desktop.Cursor {
	if b.OnTapped != nil {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// SquareCenter returns the position, relative to the board, of the centre
// of the square in row r, column c, for tests and for anything that
// points at a square.
func (b *Board) SquareCenter(r, c int) fyne.Position {
	return b.place.Center(r, c)
}

// look is how one square is drawn: a fill, a glyph (a queen, a cross or
// an empty square's sign), a corner mark on a queen and a stripe for a
// line of attack. Every state differs from the others in glyph, mark or
// stripe, not only in colour.
type look struct {
	fill  color.NRGBA
	glyph string
	ink   color.NRGBA
	mark  string   // drawn on a white badge in the top right corner
	sign  signKind // drawn in ink
	line  lineDir
	lineC color.NRGBA
}

// lookOf decides how a square with marks m is drawn on base: the most
// telling mark wins, in the order of the legend.
func lookOf(m Mark, base color.NRGBA) look {
	on := palette.OnColour
	switch {
	case m&Rejected != 0:
		return look{fill: palette.Attack, glyph: crossGlyph, ink: on}
	case m&Trying != 0:
		return look{fill: palette.Trying, glyph: queenGlyph, ink: on, mark: tryingMark}
	case m&Queen != 0 && m&(Blocker|Clash) != 0:
		return look{fill: palette.Attack, glyph: queenGlyph, ink: on, mark: blockerMark}
	case m&Queen != 0 && m&Solved != 0:
		return look{fill: palette.Solution, glyph: queenGlyph, ink: on, mark: solutionMark}
	case m&Queen != 0:
		return look{fill: palette.Placed, glyph: queenGlyph, ink: on}
	case m&Undone != 0:
		return look{fill: palette.Backtrack, glyph: outlineGlyph, ink: on}
	case m&Free != 0:
		return look{fill: palette.Mix(base, palette.Trying, 0.4), sign: ringSign, ink: signInk(base, palette.Trying)}
	case m&OnLine != 0:
		// The stripe runs one way by default (the legend's); the board
		// turns it along the line it is on (lineThrough).
		return look{fill: palette.Mix(base, palette.Attack, 0.45), line: lineDown, lineC: signInk(base, palette.Attack)}
	case m&Attacked != 0:
		return look{fill: palette.Mix(base, palette.Attacked, 0.5), sign: dotSign, ink: signInk(base, palette.Attacked)}
	}
	return look{fill: base}
}

// markInk is the ink of a corner mark on a queen of fill: the fill
// darkened, on the mark's white badge.
func markInk(fill color.NRGBA) color.NRGBA {
	return palette.Mix(fill, color.NRGBA{A: 0xFF}, 0.45)
}

// placeBadge lays the corner mark and its badge in the top right corner
// of the square at pos of side cell.
func placeBadge(badge *canvas.Circle, mark *canvas.Text, pos fyne.Position, cell float32) {
	d := max(cell*0.42, min(10, cell*0.6)) // legible, but never over most of a small square
	inset := cell * 0.03
	at := fyne.NewPos(pos.X+cell-d-inset, pos.Y+inset)
	badge.Move(at)
	badge.Resize(fyne.NewSize(d, d))
	mark.TextSize = d * 0.8
	line := fyne.MeasureText(solutionMark, mark.TextSize, mark.TextStyle).Height
	mark.Move(fyne.NewPos(at.X, at.Y+(d-line)/2))
	mark.Resize(fyne.NewSize(d, line))
}

// paintBadge shows the mark of look l on its badge, or hides both.
func paintBadge(badge *canvas.Circle, mark *canvas.Text, l look) {
	mark.Text = l.mark
	mark.Color = markInk(l.fill)
	badge.FillColor = palette.OnColour
	badge.Hidden = l.mark == ""
	mark.Hidden = l.mark == ""
	badge.Refresh()
	mark.Refresh()
}

// placeSign lays circle c out as sign k, centred on the square at pos of
// side cell: a dot, or a ring a little larger, or nothing.
func placeSign(c *canvas.Circle, k signKind, ink color.NRGBA, pos fyne.Position, cell float32) {
	d := cell * 0.3
	c.FillColor, c.StrokeColor, c.StrokeWidth = ink, color.Transparent, 0
	if k == ringSign {
		d = cell * 0.36
		c.FillColor, c.StrokeColor, c.StrokeWidth = color.Transparent, ink, max(1.5, cell*0.06)
	}
	c.Move(pos.AddXY((cell-d)/2, (cell-d)/2))
	c.Resize(fyne.NewSize(d, d))
	c.Hidden = k == noSign
}

// signInk is the ink of a sign on a square tinted with c: c darkened on
// light squares and lightened on dark ones, so that the sign stands out
// of the tint in grey as well as in colour.
func signInk(base, c color.NRGBA) color.NRGBA {
	if 0.2126*float64(base.R)+0.7152*float64(base.G)+0.0722*float64(base.B) > 128 {
		return palette.Mix(c, color.NRGBA{A: 0xFF}, 0.45)
	}
	return palette.Mix(c, palette.OnColour, 0.55)
}

// lineThrough is the way the line of attack runs through the square at
// row, col of v: along the axis whose squares on both sides are on the
// line or end it (the blocker and the rejected try).
func lineThrough(v *View, row, col int) lineDir {
	ends := OnLine | Blocker | Rejected | Trying
	on := func(r, c int) bool { return r >= 0 && c >= 0 && r < v.N && c < v.N && v.Has(r, c, ends) }
	for _, a := range [...]struct {
		dr, dc int
		dir    lineDir
	}{{0, 1, lineRow}, {1, 0, lineCol}, {1, 1, lineDown}, {1, -1, lineUp}} {
		if on(row+a.dr, col+a.dc) && on(row-a.dr, col-a.dc) {
			return a.dir
		}
	}
	return lineDown
}

// placeLine lays stripe l across the square at pos of side cell in
// direction d.
func placeLine(l *canvas.Line, d lineDir, pos fyne.Position, cell float32) {
	x0, y0, x1, y1 := pos.X, pos.Y, pos.X+cell, pos.Y+cell
	mx, my := pos.X+cell/2, pos.Y+cell/2
	switch d {
	case lineRow:
		l.Position1, l.Position2 = fyne.NewPos(x0, my), fyne.NewPos(x1, my)
	case lineCol:
		l.Position1, l.Position2 = fyne.NewPos(mx, y0), fyne.NewPos(mx, y1)
	case lineUp:
		l.Position1, l.Position2 = fyne.NewPos(x0, y1), fyne.NewPos(x1, y0)
	default:
		l.Position1, l.Position2 = fyne.NewPos(x0, y0), fyne.NewPos(x1, y1)
	}
	l.StrokeWidth = max(2, cell/18)
}

// boardRenderer draws a Board with one rectangle and one text per square
// and one text per row and column label.
type boardRenderer struct {
	board   *Board
	back    *canvas.Rectangle
	squares []*canvas.Rectangle
	glyphs  []*canvas.Text
	badges  []*canvas.Circle // the white discs under the corner marks
	marks   []*canvas.Text   // the corner marks
	lines   []*canvas.Line   // the stripes of a line of attack, hidden elsewhere
	signs   []*canvas.Circle // the dots and rings of empty squares
	labels  []*canvas.Text   // rows 1..n, then columns 1..n
	looks   []look           // what each square shows now
	n       int
	objects []fyne.CanvasObject
}

// build makes the objects for the board's size.
func (r *boardRenderer) build() {
	n := r.board.view.N
	r.n = n
	r.squares = make([]*canvas.Rectangle, n*n)
	r.glyphs = make([]*canvas.Text, n*n)
	r.marks = make([]*canvas.Text, n*n)
	r.badges = make([]*canvas.Circle, n*n)
	r.lines = make([]*canvas.Line, n*n)
	r.signs = make([]*canvas.Circle, n*n)
	r.looks = make([]look, n*n)
	r.labels = make([]*canvas.Text, 2*n)
	r.objects = make([]fyne.CanvasObject, 0, 1+6*n*n+2*n)
	r.objects = append(r.objects, r.back)
	for i := range r.squares {
		r.squares[i] = canvas.NewRectangle(color.Transparent)
		r.objects = append(r.objects, r.squares[i])
	}
	for i := range r.lines {
		l := canvas.NewLine(color.Transparent)
		l.Hide()
		r.lines[i] = l
		c := canvas.NewCircle(color.Transparent)
		c.Hide()
		r.signs[i] = c
		r.objects = append(r.objects, l, c)
	}
	for i := range r.glyphs {
		t := canvas.NewText("", color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Monospace = true
		r.glyphs[i] = t
		r.objects = append(r.objects, t)
	}
	for i := range r.marks {
		c := canvas.NewCircle(color.Transparent)
		c.Hide()
		r.badges[i] = c
		t := canvas.NewText("", color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Monospace = true
		t.Hide()
		r.marks[i] = t
		r.objects = append(r.objects, c, t)
	}
	for i := range r.labels {
		t := canvas.NewText(strconv.Itoa(i%n+1), color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		r.labels[i] = t
		r.objects = append(r.objects, t)
	}
}

// Destroy is part of fyne.WidgetRenderer.
func (r *boardRenderer) Destroy() {
	if r.board.renderer == r {
		r.board.renderer = nil
	}
}

// Objects is part of fyne.WidgetRenderer.
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize is part of fyne.WidgetRenderer: squares of at least 12 points,
// plus the labels.
func (r *boardRenderer) MinSize() fyne.Size {
	side := float32(12*r.n) + gutter(12)
	return fyne.NewSize(side, side)
}

// gutter is the room the labels take beside squares of side cell.
func gutter(cell float32) float32 { return min(max(cell*0.6, 14), 40) }

// Layout is part of fyne.WidgetRenderer: the largest square board that
// fits, centred, with the labels above and to the left.
func (r *boardRenderer) Layout(size fyne.Size) {
	n := float32(r.n)
	side := min(size.Width, size.Height)
	g := gutter(side / (n + 0.6))
	cell := (side - g) / n
	board := cell * n
	left := (size.Width-board-g)/2 + g
	top := (size.Height-board-g)/2 + g
	r.board.place = cellgrid.Placement{Origin: fyne.NewPos(left, top), Cell: cell}

	r.back.Move(fyne.NewPos(left-1, top-1))
	r.back.Resize(fyne.NewSize(board+2, board+2))
	// The chess glyphs fill little of their line, so they are set larger
	// than a square and their line box is centred on it.
	glyphSize := cell * 1.15
	line := fyne.MeasureText(queenGlyph, glyphSize, fyne.TextStyle{Monospace: true}).Height
	labelSize := min(max(cell*0.38, 9), theme.TextSize()*1.4)
	for i, sq := range r.squares {
		row, col := i/r.n, i%r.n
		pos := fyne.NewPos(left+float32(col)*cell, top+float32(row)*cell)
		sq.Move(pos)
		sq.Resize(fyne.NewSize(cell, cell))
		t := r.glyphs[i]
		t.TextSize = glyphSize
		t.Move(fyne.NewPos(pos.X, pos.Y+(cell-line)/2))
		t.Resize(fyne.NewSize(cell, line))
		placeBadge(r.badges[i], r.marks[i], pos, cell)
		placeSign(r.signs[i], r.looks[i].sign, r.looks[i].ink, pos, cell)
		r.signs[i].Refresh()
		if r.looks[i].line != noLine {
			placeLine(r.lines[i], r.looks[i].line, pos, cell)
			r.lines[i].Refresh()
		}
	}
	for i, t := range r.labels {
		t.TextSize = labelSize
		if i < r.n { // row label, left of the row
			t.Move(fyne.NewPos(left-g, top+float32(i)*cell))
			t.Resize(fyne.NewSize(g, cell))
		} else { // column label, above the column
			t.Move(fyne.NewPos(left+float32(i-r.n)*cell, top-g))
			t.Resize(fyne.NewSize(cell, g))
		}
	}
}

// Refresh is part of fyne.WidgetRenderer: it rebuilds for a new size and
// repaints everything, for a theme change or a new board.
func (r *boardRenderer) Refresh() {
	if r.board.view.N != r.n {
		r.build()
		r.Layout(r.board.Size())
	}
	fg := toNRGBA(r.board.Theme().Color(theme.ColorNameForeground, palette.Variant()))
	for _, t := range r.labels {
		t.Color = fg
		t.Refresh()
	}
	// The frame shows through the hairlines between squares placed at
	// fractional positions, so it is filled with the dark squares' colour.
	r.back.FillColor = palette.SquaresFor(palette.Variant()).Dark
	r.back.StrokeColor = fg
	r.back.StrokeWidth = 1
	r.back.Refresh()
	for i := range r.looks {
		r.looks[i] = look{} // forces every square to be painted
	}
	r.paint()
}

// paint redraws the squares whose look changed since the last paint.
func (r *boardRenderer) paint() {
	squares := palette.SquaresFor(palette.Variant())
	v := &r.board.view
	for i := range r.looks {
		row, col := i/r.n, i%r.n
		base := squares.Light
		if (row+col)%2 == 1 {
			base = squares.Dark
		}
		l := lookOf(v.At(row, col), base)
		if l.line != noLine {
			l.line = lineThrough(v, row, col)
		}
		if l == r.looks[i] {
			continue
		}
		if l.fill != r.looks[i].fill {
			r.squares[i].FillColor = l.fill
			r.squares[i].Refresh()
		}
		if l.glyph != r.looks[i].glyph || l.ink != r.looks[i].ink {
			r.glyphs[i].Text = l.glyph
			r.glyphs[i].Color = l.ink
			r.glyphs[i].Refresh()
		}
		if l.mark != r.looks[i].mark || l.fill != r.looks[i].fill {
			paintBadge(r.badges[i], r.marks[i], l)
		}
		if l.line != r.looks[i].line || l.lineC != r.looks[i].lineC {
			r.paintLine(i, l)
		}
		if l.sign != r.looks[i].sign || l.ink != r.looks[i].ink {
			p := r.board.place
			placeSign(r.signs[i], l.sign, l.ink, p.Origin.AddXY(float32(col)*p.Cell, float32(row)*p.Cell), p.Cell)
			r.signs[i].Refresh()
		}
		r.looks[i] = l
	}
}

// paintLine shows the stripe of square i as look l has it, or hides it.
func (r *boardRenderer) paintLine(i int, l look) {
	line := r.lines[i]
	if l.line == noLine {
		line.Hide()
		return
	}
	p := r.board.place
	row, col := i/r.n, i%r.n
	placeLine(line, l.line, fyne.NewPos(p.Origin.X+float32(col)*p.Cell, p.Origin.Y+float32(row)*p.Cell), p.Cell)
	line.StrokeColor = l.lineC
	line.Show()
	line.Refresh()
}

func toNRGBA(c color.Color) color.NRGBA {
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}
