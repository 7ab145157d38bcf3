package sudoku

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/cellgrid"
	"backtracklab/gui/palette"
)

// Board is a Sudoku grid of 4x4, 9x9 or 16x16 cells: thick rules around
// the boxes, large digits, pencil marks and the highlights of a View.
//
// It is one focusable widget with a cursor, like a list: click a cell or
// move with the arrow keys, Tab and Shift+Tab, Home and End; type 1-9
// (A-G on 16x16); Backspace, Delete, 0 or '.' clears. What a key means
// for the puzzle is up to the screen (OnEntry); keys the board does not
// use go to OnKey and OnRune. A disabled board only shows a view: it takes
// no focus and no input.
//
// SetView redraws only the cells whose look changed, so typing and a
// running search touch a few canvas objects per frame.
type Board struct {
	widget.DisableableWidget

	// OnEntry is called when a digit is typed in the cell under the
	// cursor; digit 0 clears it.
	OnEntry func(row, col, digit int)
	// OnKey receives the keys the board does not use (Space, Escape…)
	// and reports whether it used them.
	OnKey func(*fyne.KeyEvent) bool
	// OnRune receives the characters the board does not use ('+', '-'…).
	OnRune func(rune)
	// OnShortcut receives the shortcuts typed while the board has the
	// focus: paste, copy, undo, redo.
	OnShortcut func(fyne.Shortcut)
	// OnSelect is called when the cursor moves.
	OnSelect func(row, col int)

	view     View
	row, col int  // the cursor
	guides   bool // tint the cursor's units and the cells holding its digit
	cursorOn bool
	focused  bool
	shift    bool // a Shift key is down: Tab goes backwards

	renderer *boardRenderer     // nil until created, and after Destroy
	place    cellgrid.Placement // where the cells lie, set by Layout
}

var (
	_ fyne.Focusable     = (*Board)(nil)
	_ fyne.Tabbable      = (*Board)(nil)
	_ fyne.Tappable      = (*Board)(nil)
	_ fyne.Shortcutable  = (*Board)(nil)
	_ desktop.Keyable    = (*Board)(nil)
	_ desktop.Cursorable = (*Board)(nil)
	_ fyne.Disableable   = (*Board)(nil)
)

// NewBoard returns an empty n×n board with its cursor in the top-left cell.
func NewBoard(n int) *Board {
	b := &Board{view: NewView(n), guides: true, cursorOn: true}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b}
	r.build()
	b.renderer = r
	r.Refresh()
	return r
}

// SetView draws v. A view of the same size is drawn cell by cell, only
// where the look changed; a new size rebuilds the board.
func (b *Board) SetView(v View) {
	resized := v.N != b.view.N
	b.view = v
	if resized {
		b.row, b.col = min(b.row, v.N-1), min(b.col, v.N-1)
	}
	b.repaint(resized)
}

// View returns what the board shows.
func (b *Board) View() View { return b.view }

// Selected returns the cell under the cursor.
func (b *Board) Selected() (row, col int) { return b.row, b.col }

// Select moves the cursor to row, col.
func (b *Board) Select(row, col int) {
	n := b.view.N
	row, col = min(max(row, 0), n-1), min(max(col, 0), n-1)
	if row == b.row && col == b.col {
		return
	}
	b.row, b.col = row, col
	b.repaint(false)
	if b.OnSelect != nil {
		b.OnSelect(row, col)
	}
}

// SetEditing shows or hides what only editing needs: the cursor and the
// tints around it. A running search turns them off.
func (b *Board) SetEditing(on bool) {
	if b.guides == on && b.cursorOn == on {
		return
	}
	b.guides, b.cursorOn = on, on
	b.repaint(false)
}

// PencilShown reports whether the cells are large enough for the pencil
// marks to be drawn.
func (b *Board) PencilShown() bool { return b.renderer != nil && b.renderer.pencilOK }

// Focused reports whether the board has the keyboard focus.
func (b *Board) Focused() bool { return b.focused }

// CellCenter returns the position, relative to the board, of the centre
// of the cell at row, col, for tests and for anything that points at a
// cell.
func (b *Board) CellCenter(row, col int) fyne.Position {
	return b.place.Center(row, col)
}

func (b *Board) repaint(rebuild bool) {
	switch {
	case b.renderer == nil:
	case rebuild:
		b.Refresh()
	default:
		b.renderer.paint()
	}
}

// Tapped is part of fyne.Tappable: it focuses the board and moves the
// cursor to the cell under the pointer.
func (b *Board) Tapped(e *fyne.PointEvent) {
	if b.Disabled() {
		return
	}
	row, col, ok := b.place.At(e.Position, b.view.N, b.view.N)
	if !ok {
		return
	}
	if !b.focused {
		if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
			c.Focus(b)
		}
	}
	if row == b.row && col == b.col {
		if b.OnSelect != nil {
			b.OnSelect(row, col) // a click is news even where the cursor is
		}
		return
	}
	b.Select(row, col)
}

// Cursor is part of desktop.Cursorable: a pointer over a board that can
// be edited.
func (b *Board) Cursor() desktop.Cursor {
	if b.Disabled() {
		return desktop.DefaultCursor
	}
	return desktop.PointerCursor
}

// FocusGained is part of fyne.Focusable.
func (b *Board) FocusGained() {
	b.focused = true
	b.repaint(false)
}

// FocusLost is part of fyne.Focusable.
func (b *Board) FocusLost() {
	b.focused, b.shift = false, false
	b.repaint(false)
}

// AcceptsTab is part of fyne.Tabbable: Tab moves the cursor, not the
// focus. Escape gives the focus back (see Screen).
func (b *Board) AcceptsTab() bool { return true }

// KeyDown is part of desktop.Keyable: it follows the Shift keys, for
// Shift+Tab.
func (b *Board) KeyDown(k *fyne.KeyEvent) {
	if k.Name == desktop.KeyShiftLeft || k.Name == desktop.KeyShiftRight {
		b.shift = true
	}
}

// KeyUp is part of desktop.Keyable.
func (b *Board) KeyUp(k *fyne.KeyEvent) {
	if k.Name == desktop.KeyShiftLeft || k.Name == desktop.KeyShiftRight {
		b.shift = false
	}
}

// TypedKey is part of fyne.Focusable: the keys that move the cursor and
// clear a cell; the others go to OnKey, and all of them while the board
// is not editing (SetEditing), when there is no cursor to move.
func (b *Board) TypedKey(k *fyne.KeyEvent) {
	if b.Disabled() {
		return
	}
	if !b.cursorOn { // not editing: the keys are the screen's
		if b.OnKey != nil {
			b.OnKey(k)
		}
		return
	}
	n := b.view.N
	switch k.Name {
	case fyne.KeyUp:
		b.Select(b.row-1, b.col)
	case fyne.KeyDown:
		b.Select(b.row+1, b.col)
	case fyne.KeyLeft:
		b.Select(b.row, b.col-1)
	case fyne.KeyRight:
		b.Select(b.row, b.col+1)
	case fyne.KeyHome:
		b.Select(b.row, 0)
	case fyne.KeyEnd:
		b.Select(b.row, n-1)
	case fyne.KeyTab:
		b.tab(b.shift)
	case fyne.KeyBackspace, fyne.KeyDelete:
		b.enter(0)
	default:
		if b.OnKey != nil {
			b.OnKey(k)
		}
	}
}

// TypedRune is part of fyne.Focusable: digits fill the cell under the
// cursor, '0' and '.' clear it, anything else goes to OnRune; so does
// '.' while the board is not editing.
func (b *Board) TypedRune(r rune) {
	if b.Disabled() {
		return
	}
	// Without a cursor (a search on show) there is no cell to clear, and
	// '.' is the screen's: the next backtrack of the timeline.
	if d, ok := runeDigit(r, b.view.N); ok && (b.cursorOn || r != '.') {
		b.enter(d)
		return
	}
	if b.OnRune != nil {
		b.OnRune(r)
	}
}

// TypedShortcut is part of fyne.Shortcutable.
func (b *Board) TypedShortcut(s fyne.Shortcut) {
	if !b.Disabled() && b.OnShortcut != nil {
		b.OnShortcut(s)
	}
}

func (b *Board) enter(d int) {
	if b.OnEntry != nil {
		b.OnEntry(b.row, b.col, d)
	}
}

// tab moves to the next cell in reading order (the previous one going
// back), wrapping around, and skips the givens: they cannot be changed
// while solving, so Tab goes from one cell to fill to the next. When
// every cell is a given it visits them all.
func (b *Board) tab(back bool) {
	n := b.view.N
	cells := n * n
	step := 1
	if back {
		step = cells - 1
	}
	i := b.row*n + b.col
	for k := 0; k < cells; k++ {
		i = (i + step) % cells
		if b.view.Cells[i].Kind != Given {
			b.Select(i/n, i%n)
			return
		}
	}
	i = (b.row*n + b.col + step) % cells
	b.Select(i/n, i%n)
}

// runeDigit reads a typed character as a digit of an n×n grid: 1-9,
// A-G (either case) for 10-16 on 16x16, and 0 for '0' and '.'.
func runeDigit(r rune, n int) (int, bool) {
	d := -1
	switch {
	case r == '0' || r == '.':
		d = 0
	case r >= '1' && r <= '9':
		d = int(r - '0')
	case r >= 'a' && r <= 'g':
		d = int(r-'a') + 10
	case r >= 'A' && r <= 'G':
		d = int(r-'A') + 10
	}
	return d, d >= 0 && d <= n
}

// boardRenderer draws a Board: per cell a rectangle, a digit and a line
// of pencil marks per row of a box; the rules; the cursor; the row and
// column numbers.
type boardRenderer struct {
	board   *Board
	n       int
	cells   []*canvas.Rectangle
	digits  []*canvas.Text
	marks   []*canvas.Text   // the corner marks
	badges  []*canvas.Circle // the discs under some of them
	pencils []*canvas.Text   // box lines per cell
	rules   []*canvas.Rectangle
	cursor  *canvas.Rectangle
	labels  []*canvas.Text // rows 1..n, then columns 1..n
	looks   []look
	inks    inks
	// pencilOK is false when the cells are too small for legible pencil
	// marks (16x16 in a small window): they are then left out.
	pencilOK bool
	markLine float32 // the height of a corner mark's line, set by Layout
	repaints int     // cells repainted, for tests that check typing stays cheap
	shown    [2]int  // where the cursor was drawn; -1 when hidden
	objects  []fyne.CanvasObject
}

// build makes the objects for the board's size.
func (r *boardRenderer) build() {
	n := r.board.view.N
	b := boxSide(n)
	r.n = n
	r.cells = make([]*canvas.Rectangle, n*n)
	r.digits = make([]*canvas.Text, n*n)
	r.marks = make([]*canvas.Text, n*n)
	r.badges = make([]*canvas.Circle, n*n)
	r.pencils = make([]*canvas.Text, n*n*b)
	r.rules = make([]*canvas.Rectangle, 2*(n+1))
	r.labels = make([]*canvas.Text, 2*n)
	r.looks = make([]look, n*n)
	r.objects = make([]fyne.CanvasObject, 0, len(r.cells)+len(r.digits)+len(r.marks)+len(r.badges)+len(r.pencils)+len(r.rules)+len(r.labels)+1)
	for i := range r.cells {
		r.cells[i] = canvas.NewRectangle(color.Transparent)
		r.objects = append(r.objects, r.cells[i])
	}
	for i := range r.rules {
		r.rules[i] = canvas.NewRectangle(color.Transparent)
		r.objects = append(r.objects, r.rules[i])
	}
	r.cursor = canvas.NewRectangle(color.Transparent)
	r.cursor.StrokeWidth = 3
	r.objects = append(r.objects, r.cursor)
	for i := range r.digits {
		t := canvas.NewText("", color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		r.digits[i] = t
		r.objects = append(r.objects, t)
	}
	for i := range r.marks {
		c := canvas.NewCircle(palette.OnColour)
		c.Hide()
		r.badges[i] = c
		r.objects = append(r.objects, c)
		t := canvas.NewText("", color.Transparent)
		t.Alignment = fyne.TextAlignTrailing
		t.TextStyle.Monospace = true
		r.marks[i] = t
		r.objects = append(r.objects, t)
	}
	for i := range r.pencils {
		t := canvas.NewText("", color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Monospace = true
		t.Hide()
		r.pencils[i] = t
		r.objects = append(r.objects, t)
	}
	for i := range r.labels {
		t := canvas.NewText(strconv.Itoa(i%n+1), color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		r.labels[i] = t
		r.objects = append(r.objects, t)
	}
	r.shown = [2]int{-1, -1}
	r.pencilOK = false
}

// Destroy is part of fyne.WidgetRenderer.
func (r *boardRenderer) Destroy() {
	if r.board.renderer == r {
		r.board.renderer = nil
	}
}

// Objects is part of fyne.WidgetRenderer.
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize is part of fyne.WidgetRenderer: cells of at least 16 points
// on 4x4 and 9x9, 13 on 16x16, plus the labels.
func (r *boardRenderer) MinSize() fyne.Size {
	cell := float32(16)
	if r.n == 16 {
		cell = 13
	}
	side := cell*float32(r.n) + gutter(cell)
	return fyne.NewSize(side, side)
}

// gutter is the room the row and column numbers take beside cells of
// side cell.
func gutter(cell float32) float32 { return min(max(cell*0.45, 14), 24) }

// Layout is part of fyne.WidgetRenderer: the largest square grid that
// fits, centred, with the numbers above and to the left.
func (r *boardRenderer) Layout(size fyne.Size) {
	n := float32(r.n)
	box := boxSide(r.n)
	side := min(size.Width, size.Height)
	g := gutter(side / n)
	cell := (side - g) / n
	grid := cell * n
	left := (size.Width-grid-g)/2 + g
	top := (size.Height-grid-g)/2 + g
	r.board.place = cellgrid.Placement{Origin: fyne.NewPos(left, top), Cell: cell}

	digitSize := cell * 0.62
	markSize := max(cell*0.3, 7)
	r.markLine = fyne.MeasureText(hintMark, markSize, fyne.TextStyle{Monospace: true}).Height
	pencilRow := (cell - 4) / float32(box)
	pencilSize := pencilRow * 0.82
	r.setPencilOK(pencilSize >= minPencilSize)
	for i, rect := range r.cells {
		row, col := i/r.n, i%r.n
		pos := fyne.NewPos(left+float32(col)*cell, top+float32(row)*cell)
		rect.Move(pos)
		rect.Resize(fyne.NewSize(cell, cell))
		t := r.digits[i]
		t.TextSize = digitSize
		t.Move(pos)
		t.Resize(fyne.NewSize(cell, cell))
		r.marks[i].TextSize = markSize
		r.placeMark(i, r.looks[i].badge)
		for k := range box {
			p := r.pencils[i*box+k]
			p.TextSize = pencilSize
			p.Move(fyne.NewPos(pos.X, pos.Y+2+float32(k)*pencilRow))
			p.Resize(fyne.NewSize(cell, pencilRow))
		}
	}
	thick := max(2, cell*0.06)
	for i := 0; i <= r.n; i++ {
		w := float32(1)
		if i%box == 0 {
			w = thick
		}
		at := float32(i) * cell
		h, v := r.rules[i], r.rules[r.n+1+i]
		h.Move(fyne.NewPos(left-w/2, top+at-w/2))
		h.Resize(fyne.NewSize(grid+w, w))
		v.Move(fyne.NewPos(left+at-w/2, top-w/2))
		v.Resize(fyne.NewSize(w, grid+w))
	}
	labelSize := min(max(g*0.62, 9), theme.TextSize()*1.2)
	for i, t := range r.labels {
		t.TextSize = labelSize
		if i < r.n { // row number, left of the row
			t.Move(fyne.NewPos(left-g-2, top+float32(i)*cell))
			t.Resize(fyne.NewSize(g, cell))
		} else { // column number, above the column
			t.Move(fyne.NewPos(left+float32(i-r.n)*cell, top-g-2))
			t.Resize(fyne.NewSize(cell, g))
		}
	}
	r.placeCursor()
}

// minPencilSize is the smallest text size at which pencil marks are drawn.
const minPencilSize = 6.5

// setPencilOK shows or hides every pencil mark when the cells become large
// enough for them, or too small.
func (r *boardRenderer) setPencilOK(ok bool) {
	if ok == r.pencilOK {
		return
	}
	r.pencilOK = ok
	box := boxSide(r.n)
	for i, p := range r.pencils {
		if ok && r.looks[i/box].pencil[i%box] != "" {
			p.Show()
		} else {
			p.Hide()
		}
	}
}

// Refresh is part of fyne.WidgetRenderer: it rebuilds for a new size and
// repaints everything, for a theme change or a new grid.
func (r *boardRenderer) Refresh() {
	if r.board.view.N != r.n {
		r.build()
		r.Layout(r.board.Size())
	}
	r.inks = inksFor(r.board.Theme(), palette.Variant())
	for _, t := range r.labels {
		t.Color = r.inks.label
		t.Refresh()
	}
	box := boxSide(r.n)
	for i, rule := range r.rules {
		k := i % (r.n + 1)
		rule.FillColor = r.inks.thin
		if k%box == 0 {
			rule.FillColor = r.inks.thick
		}
		rule.Refresh()
	}
	for i := range r.looks {
		r.looks[i] = look{} // forces every cell to be painted
	}
	r.shown = [2]int{-2, -2}
	r.paint()
}

// paint redraws the cells whose look changed since the last paint, and
// the cursor if it moved or changed.
func (r *boardRenderer) paint() {
	b := r.board
	v := &b.view
	n := r.n
	if v.N != n {
		return // a new size waits for Refresh
	}
	var guides [sudoku.MaxCells]Mark
	if b.guides && !b.Disabled() {
		r.addGuides(&guides)
	}
	box := boxSide(n)
	for i := range r.looks {
		row, col := i/n, i%n
		paper := r.inks.paper
		if (row/box+col/box)%2 == 1 { // boxes alternate like a chequerboard
			paper = r.inks.paperAlt
		}
		c := v.Cells[i]
		c.Marks |= guides[i]
		l := lookOf(c, n, paper, &r.inks)
		if l == r.looks[i] {
			continue
		}
		r.paintCell(i, l, r.looks[i])
		r.looks[i] = l
	}
	r.paintCursor()
}

// addGuides marks the cursor's row, column and box, and the cells that
// hold the cursor's digit.
func (r *boardRenderer) addGuides(guides *[sudoku.MaxCells]Mark) {
	b := r.board
	n := r.n
	for _, u := range []sudoku.Unit{sudoku.Row, sudoku.Column, sudoku.Box} {
		for _, c := range unitCells(n, u, b.row, b.col) {
			guides[c.Row*n+c.Col] |= guidePeer
		}
	}
	if d := b.view.Cells[b.row*n+b.col].Digit; d != 0 {
		for i := 0; i < n*n; i++ {
			if b.view.Cells[i].Digit == d {
				guides[i] |= guideSame
			}
		}
	}
}

// paintCell changes the objects of cell i from look old to look l.
func (r *boardRenderer) paintCell(i int, l, old look) {
	r.repaints++
	if l.fill != old.fill || l.stroke != old.stroke {
		rect := r.cells[i]
		rect.FillColor = l.fill
		rect.StrokeColor = l.stroke
		rect.StrokeWidth = 0
		if l.stroke.A != 0 {
			rect.StrokeWidth = 3
		}
		rect.Refresh()
	}
	if l.text != old.text || l.ink != old.ink || l.bold != old.bold || l.italic != old.italic {
		t := r.digits[i]
		t.Text, t.Color = l.text, l.ink
		t.TextStyle.Bold = l.bold
		t.TextStyle.Italic = l.italic
		t.TextStyle.Monospace = l.text == deadEndGlyph
		t.Refresh()
	}
	if l.mark != old.mark || l.markInk != old.markInk || l.badge != old.badge {
		if l.badge != old.badge {
			r.placeMark(i, l.badge)
		}
		t := r.marks[i]
		t.Text, t.Color = l.mark, l.markInk
		t.Refresh()
		r.badges[i].Hidden = !l.badge
		r.badges[i].Refresh()
	}
	if l.pencil != old.pencil || (l.pencil[0] != "" && r.pencils[i*boxSide(r.n)].Color != r.inks.pencil) {
		box := boxSide(r.n)
		for k := range box {
			p := r.pencils[i*box+k]
			p.Text, p.Color = l.pencil[k], r.inks.pencil
			if l.pencil[k] == "" || !r.pencilOK {
				p.Hide()
			} else {
				p.Show()
			}
			p.Refresh()
		}
	}
}

// placeMark lays out the corner mark of cell i: flush with the corner,
// clear of the pencil marks, whose lines stop short of it; or centred on
// its badge, a disc in the corner.
func (r *boardRenderer) placeMark(i int, badge bool) {
	cell := r.board.place.Cell
	pos := r.board.place.Origin.AddXY(float32(i%r.n)*cell, float32(i/r.n)*cell)
	m := r.marks[i]
	line := r.markLine
	if !badge {
		m.Alignment = fyne.TextAlignTrailing
		m.Move(pos)
		m.Resize(fyne.NewSize(cell-1, line))
		return
	}
	d := m.TextSize * 1.15
	at := pos.AddXY(cell-d-2, 2)
	r.badges[i].Move(at)
	r.badges[i].Resize(fyne.NewSize(d, d))
	m.Alignment = fyne.TextAlignCenter
	m.Move(at.AddXY(0, (d-line)/2))
	m.Resize(fyne.NewSize(d, line))
}

// paintCursor draws the cursor where it is, in the focus colour while
// the board has the keyboard focus and faintly otherwise.
func (r *boardRenderer) paintCursor() {
	b := r.board
	want := [2]int{b.row, b.col}
	visible := b.cursorOn && !b.Disabled()
	if !visible {
		want = [2]int{-1, -1}
	}
	stroke := r.inks.focusFaint
	if b.focused {
		stroke = r.inks.focus
	}
	if want == r.shown && r.cursor.StrokeColor == stroke {
		return
	}
	r.shown = want
	r.cursor.StrokeColor = stroke
	if visible {
		r.cursor.Show()
	} else {
		r.cursor.Hide()
	}
	r.placeCursor()
	r.cursor.Refresh()
}

func (r *boardRenderer) placeCursor() {
	b := r.board
	cell := b.place.Cell
	r.cursor.Move(fyne.NewPos(b.place.Origin.X+float32(b.col)*cell+1, b.place.Origin.Y+float32(b.row)*cell+1))
	r.cursor.Resize(fyne.NewSize(cell-2, cell-2))
}
