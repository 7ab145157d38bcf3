package program

import (
	"image/color"
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/code"
	"backtracklab/gui/i18n"
	"backtracklab/gui/palette"
)

// The glyphs of the state view. The queen is the N-Queens board's: drawn
// in monospace, from the DejaVu Sans Mono that Fyne bundles, so that it
// looks the same on every machine.
const (
	queenGlyph = "♛"
	moreGlyph  = "…"
	refArrow   = "→ "
)

// Limits that keep a step cheap to draw whatever the program holds: a
// state is drawn up to 60 times a second while a run plays.
const (
	maxFrames = 12 // the innermost frames drawn; the outer ones are counted
	maxItems  = 40 // boxes of one list or rows of one dict, then an ellipsis
	maxRows   = 48 // rows of a board; a larger one is drawn as a list of rows
	maxCols   = 64 // columns of a board
	maxChars  = 28 // characters of one box's text, then an ellipsis

	maxLine = 560 // the widest line of a list's boxes, in points; it goes on below
)

// Board draws a program's state at one step the way Python Tutor does:
// the top-level variables, then a box per call on the stack, innermost
// last, each variable by name beside its value: a scalar in a box, a list
// as a row of numbered boxes, a list of equal rows as a board (queens,
// Sudoku digits, walls), a dict as a table. A list reached from two names
// is drawn once; the second name gets a tag naming the first, in the
// same accent colour: the sharing that backtracking's undo relies on.
// What changed since the state shown before is outlined in the theme's
// primary colour.
//
// SetState updates only the boxes and texts that changed, so that a run
// can be shown frame by frame; setting an equal state costs a comparison.
// The Board sizes itself to its content: put it in a scroll container.
// A screen calls Refresh after a change of language, to say its captions
// again.
type Board struct {
	widget.BaseWidget

	cur, prev code.State // the state shown and the one before, for what changed
	has       bool       // cur holds a state: SetState was given one
	hadPrev   bool       // prev holds one

	// running is where the innermost frame lies, set by the renderer.
	running struct {
		pos  fyne.Position
		size fyne.Size
		ok   bool
	}
}

// NewBoard returns a Board that shows no state yet.
func NewBoard() *Board {
	b := &Board{}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	r := &boardRenderer{board: b, rects: map[key]*rectObj{}, texts: map[key]*textObj{},
		lines: map[int]string{}, widths: map[measure]float32{}}
	r.Refresh()
	return r
}

// SetState draws s, the program's state at one step; nil shows an empty
// board. The Board keeps a copy of s's fields (their slices are never
// written in place, see code.State), so the caller may go on applying
// events to s. Call it on the UI goroutine. (It cannot be called Show:
// that is fyne.CanvasObject's.)
func (b *Board) SetState(s *code.State) {
	if s == nil {
		if !b.has {
			return
		}
		b.cur, b.prev, b.has, b.hadPrev = code.State{}, code.State{}, false, false
		b.Refresh()
		return
	}
	if b.has && sameState(&b.cur, s) {
		return
	}
	b.prev, b.hadPrev = b.cur, b.has
	b.cur, b.has = *s, true
	b.Refresh()
}

// Running returns where the frame of the call that runs (the innermost)
// lies in the Board, or the top level's while no call runs, for a screen
// that scrolls it into view; ok is false while the Board shows no state.
func (b *Board) Running() (pos fyne.Position, size fyne.Size, ok bool) {
	return b.running.pos, b.running.size, b.running.ok
}

// sameState reports whether a and b draw the same: the same variables
// and frames with equal values. The output and the line are not drawn.
func sameState(a, b *code.State) bool {
	if !sameVars(a.Globals, b.Globals) || len(a.Frames) != len(b.Frames) {
		return false
	}
	for i := range a.Frames {
		f, g := &a.Frames[i], &b.Frames[i]
		if f.ID != g.ID || f.Func != g.Func || f.Line != g.Line || !sameVars(f.Locals, g.Locals) {
			return false
		}
	}
	return true
}

func sameVars(a, b []code.Var) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] { // the same slice: its elements are never written in place
		return true
	}
	for i := range a {
		if a[i].Name != b[i].Name || !a[i].Val.Equal(b[i].Val) {
			return false
		}
	}
	return true
}

// The layers of rectangles, drawn in this order, texts over them all.
const (
	layerFrame = iota // frame boxes and their title bands
	layerBox          // value boxes and board squares
	layerMark         // a board's rules; outlines of shared and changed values
	layers
)

// part says which piece of a variable's drawing an object is.
type part uint8

const (
	partFrame    part = iota // a frame's box
	partHead                 // its title band
	partTitle                // the function's name
	partLine                 // the line it is at
	partName                 // a variable's name
	partBox                  // a value's box, a list item's, a board square, a dict value
	partText                 // the text in it
	partIndex                // a list index or a board's column number
	partRowIndex             // a board's row number
	partKey                  // a dict key's box
	partKeyText              // its text
	partRule                 // a line of a board
	partChanged              // an outline: changed since the state before
	partShared               // an outline: a list other names reach
	partHint                 // the empty board's hint
	partMore                 // the count of frames left out
)

// key names one drawn object across Refreshes, so that a step that changes a
// value touches its own objects only and moves the others.
type key struct {
	scope uint64 // 1: the top level; a frame's ID + 2; 0: the board itself
	name  string // the variable's name; "" for the frame's own parts
	part  part
	i     int32 // which item, square or rule
}

// whole is the index of a part that is the value as a whole, and more that
// of an ellipsis at the end of a list.
const (
	whole int32 = -1
	more  int32 = -2
)

type rectSpec struct {
	pos                fyne.Position
	size               fyne.Size
	fill, stroke       color.NRGBA
	strokeWidth        float32
	radius, headRadius float32 // all corners; the top ones only
}

type textSpec struct {
	pos   fyne.Position
	size  fyne.Size
	text  string
	color color.NRGBA
	tsize float32
	style fyne.TextStyle
	align fyne.TextAlign
}

type rectObj struct {
	r     *canvas.Rectangle
	spec  rectSpec
	layer int
	gen   uint32
}

type textObj struct {
	t    *canvas.Text
	spec textSpec
	gen  uint32
}

// inks are the board's colours for the theme in use.
type inks struct {
	fg, muted, paper        color.NRGBA
	frame, frameLine, head  color.NRGBA
	active, boxLine, keyBox color.NRGBA
	changed, wall           color.NRGBA
	cellPaper               color.NRGBA // the open squares of a board
	squares                 palette.Squares
	thin, thick             color.NRGBA    // a Sudoku grid's rules
	accents                 [5]color.NRGBA // the first nAccents
	nAccents                int
}

// metrics are the board's sizes for the theme in use.
type metrics struct {
	pad, text, caption float32
	line, capLine      float32 // heights of a line of text and of caption text
	char               float32 // the advance of a monospace character
	box, cell          float32 // a box's height; a board square's side
}

// boardRenderer draws a Board with pooled rectangles and texts, each
// named by a key: a Refresh lays the state out again and updates the
// objects whose look changed, hides those no longer used and keeps them
// for later.
type boardRenderer struct {
	board   *Board
	objects []fyne.CanvasObject
	rects   map[key]*rectObj
	texts   map[key]*textObj
	pool    [layers][]*rectObj // every rectangle made, by layer
	free    [layers][]*rectObj // those not in use
	allText []*textObj
	freeTxt []*textObj
	gen     uint32
	touched int  // objects changed since the renderer was made, for tests
	rebuild bool // objects must be listed again: the pools grew
	min     fyne.Size

	in  inks
	m   metrics
	pen pen // the layout of the Refresh under way

	// Texts measured and "line n" said, kept: a frame's title and a box's
	// width are asked for at every step.
	lang   string
	lines  map[int]string
	widths map[measure]float32
}

type measure struct {
	text  string
	size  float32
	style fyne.TextStyle
}

// Destroy is part of fyne.WidgetRenderer.
func (r *boardRenderer) Destroy() {}

// Objects is part of fyne.WidgetRenderer.
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize is part of fyne.WidgetRenderer: the size of the content.
func (r *boardRenderer) MinSize() fyne.Size { return r.min }

// Layout is part of fyne.WidgetRenderer. The content is laid out from the
// top-left corner when it is drawn, whatever room it is given.
func (r *boardRenderer) Layout(fyne.Size) {}

// Refresh is part of fyne.WidgetRenderer: it draws the Board's state,
// touching only the objects whose look changed. A change of theme changes
// every look.
func (r *boardRenderer) Refresh() {
	th := r.board.Theme()
	v := palette.Variant()
	in, m := inksFor(th, v), metricsFor(th)
	resized := m != r.m
	if resized { // the same specs could now draw differently
		for _, o := range r.rects {
			o.spec = rectSpec{}
		}
		for _, o := range r.texts {
			o.spec = textSpec{}
		}
	}
	r.in, r.m = in, m
	if lang := i18n.Current(); lang != r.lang || resized || len(r.widths) > 4096 {
		r.lang = lang
		clear(r.lines)
		clear(r.widths)
	}
	r.gen++
	r.pen.reset(r)
	r.min = r.pen.draw()
	r.sweep()
	if r.rebuild {
		r.rebuild = false
		r.objects = r.objects[:0]
		for l := range r.pool {
			for _, o := range r.pool[l] {
				r.objects = append(r.objects, o.r)
			}
		}
		for _, o := range r.allText {
			r.objects = append(r.objects, o.t)
		}
		canvas.Refresh(r.board)
	}
}

// rect draws a rectangle named k in layer l.
func (r *boardRenderer) rect(k key, l int, s rectSpec) {
	o := r.rects[k]
	if o == nil || o.layer != l {
		if o != nil {
			r.release(o)
		}
		o = r.takeRect(l)
		r.rects[k] = o
	}
	o.gen = r.gen
	if o.spec == s {
		return
	}
	old := o.spec
	o.spec = s
	r.touched++
	c := o.r
	c.Move(s.pos)
	c.Resize(s.size)
	if old.fill != s.fill || old.stroke != s.stroke || old.strokeWidth != s.strokeWidth ||
		old.radius != s.radius || old.headRadius != s.headRadius || !c.Visible() {
		c.FillColor, c.StrokeColor, c.StrokeWidth = s.fill, s.stroke, s.strokeWidth
		c.CornerRadius = s.radius
		c.TopLeftCornerRadius, c.TopRightCornerRadius = s.headRadius, s.headRadius
		c.Show()
		c.Refresh()
	}
}

// text draws a text named k.
func (r *boardRenderer) text(k key, s textSpec) {
	o := r.texts[k]
	if o == nil {
		o = r.takeText()
		r.texts[k] = o
	}
	o.gen = r.gen
	if o.spec == s {
		return
	}
	old := o.spec
	o.spec = s
	r.touched++
	t := o.t
	t.Move(s.pos)
	if old.text != s.text || old.color != s.color || old.tsize != s.tsize || old.style != s.style ||
		old.align != s.align || !t.Visible() {
		t.Text, t.Color, t.TextSize, t.TextStyle, t.Alignment = s.text, s.color, s.tsize, s.style, s.align
		t.Show()
		t.Resize(s.size)
		t.Refresh()
		return
	}
	t.Resize(s.size)
}

func (r *boardRenderer) takeRect(l int) *rectObj {
	if n := len(r.free[l]); n > 0 {
		o := r.free[l][n-1]
		r.free[l] = r.free[l][:n-1]
		return o
	}
	o := &rectObj{r: canvas.NewRectangle(color.Transparent), layer: l}
	o.r.Hide()
	r.pool[l] = append(r.pool[l], o)
	r.rebuild = true
	return o
}

func (r *boardRenderer) takeText() *textObj {
	if n := len(r.freeTxt); n > 0 {
		o := r.freeTxt[n-1]
		r.freeTxt = r.freeTxt[:n-1]
		return o
	}
	o := &textObj{t: canvas.NewText("", color.Transparent)}
	o.t.Hide()
	r.allText = append(r.allText, o)
	r.rebuild = true
	return o
}

// release hides a rectangle and gives it back to its layer's pool.
func (r *boardRenderer) release(o *rectObj) {
	o.r.Hide()
	o.spec = rectSpec{}
	r.free[o.layer] = append(r.free[o.layer], o)
}

// sweep hides the objects this Refresh did not draw, for later use.
func (r *boardRenderer) sweep() {
	for k, o := range r.rects {
		if o.gen != r.gen {
			delete(r.rects, k)
			r.release(o)
		}
	}
	for k, o := range r.texts {
		if o.gen != r.gen {
			delete(r.texts, k)
			o.t.Hide()
			o.spec = textSpec{}
			r.freeTxt = append(r.freeTxt, o)
		}
	}
}

// inksFor returns the board's colours for theme th in variant v: greys
// mixed from the theme's own foreground and background, so that they sit
// right in light and dark themes alike. Dark is told by the background
// itself, which is right whatever theme the board is given.
func inksFor(th fyne.Theme, v fyne.ThemeVariant) inks {
	fg := toNRGBA(th.Color(theme.ColorNameForeground, v))
	bg := toNRGBA(th.Color(theme.ColorNameBackground, v))
	primary := toNRGBA(th.Color(theme.ColorNamePrimary, v))
	dark := 0.2126*float64(bg.R)+0.7152*float64(bg.G)+0.0722*float64(bg.B) < 128
	if dark {
		v = theme.VariantDark
	} else {
		v = theme.VariantLight
	}
	in := inks{
		fg:        fg,
		muted:     palette.Mix(fg, bg, 0.45),
		paper:     bg,
		frame:     palette.Mix(bg, fg, 0.035),
		frameLine: palette.Mix(bg, fg, 0.2),
		head:      palette.Mix(bg, fg, 0.09),
		active:    palette.Mix(bg, primary, 0.22),
		boxLine:   palette.Mix(bg, fg, 0.5),
		keyBox:    palette.Mix(bg, fg, 0.08),
		changed:   primary,
		squares:   palette.SquaresFor(v),
		thick:     fg,
	}
	in.cellPaper, in.wall = bg, color.NRGBA{R: 0x33, G: 0x3A, B: 0x47, A: 0xFF} // the maze's walls
	if dark {
		in.cellPaper, in.wall = color.NRGBA{R: 0x3A, G: 0x3F, B: 0x46, A: 0xFF}, color.NRGBA{R: 0x0B, G: 0x0D, B: 0x12, A: 0xFF}
	}
	in.thin = palette.Mix(in.cellPaper, fg, 0.28)
	// The accents of shared lists: Okabe–Ito's orange, bluish green,
	// reddish purple, vermillion and sky blue, less any close to the
	// primary colour of what changed; lightened on a dark background.
	for _, a := range [...]color.NRGBA{
		{R: 0xE6, G: 0x9F, B: 0x00, A: 0xFF},
		{R: 0x00, G: 0x9E, B: 0x73, A: 0xFF},
		{R: 0xCC, G: 0x79, B: 0xA7, A: 0xFF},
		{R: 0xD5, G: 0x5E, B: 0x00, A: 0xFF},
		{R: 0x56, G: 0xB4, B: 0xE9, A: 0xFF},
	} {
		if distance(a, primary) < 200 {
			continue
		}
		if dark {
			a = palette.Mix(a, palette.OnColour, 0.2)
		}
		in.accents[in.nAccents] = a
		in.nAccents++
	}
	if in.nAccents == 0 { // a primary no accent is far from: never with five hues, but the modulo needs one
		in.accents[0], in.nAccents = palette.Backtrack, 1
	}
	return in
}

// distance is how far apart two colours are, in summed channel steps.
func distance(a, b color.NRGBA) int {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

func metricsFor(th fyne.Theme) metrics {
	m := metrics{
		pad:     th.Size(theme.SizeNamePadding),
		text:    th.Size(theme.SizeNameText),
		caption: th.Size(theme.SizeNameCaptionText),
	}
	mono := fyne.MeasureText("0", m.text, fyne.TextStyle{Monospace: true})
	m.line, m.char = mono.Height, mono.Width
	m.capLine = fyne.MeasureText("0", m.caption, fyne.TextStyle{}).Height
	m.box = float32(int(m.line + 2*m.pad + 2.5))
	m.cell = m.box + 4
	return m
}

func toNRGBA(c color.Color) color.NRGBA {
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// clip shortens s to maxChars characters, the last an ellipsis.
func clip(s string) string {
	if len(s) <= maxChars || utf8.RuneCountInString(s) <= maxChars {
		return s
	}
	n := 0
	for i := range s {
		if n == maxChars-1 {
			return s[:i] + moreGlyph
		}
		n++
	}
	return s
}

// shown is the text a box shows for v: a string in quotes, as the program
// would write it inside a list, so that "1" and 1 differ; anything else
// as printed.
func shown(v code.Val) string {
	switch v.Kind {
	case code.String:
		return clip(strconv.Quote(v.Text))
	case code.List, code.Tuple, code.Dict:
		return clip(v.String())
	}
	return clip(v.Text)
}

// cell is the text of square (r, c) of board v, as code.Val.Cell has it,
// without building a string where one exists already: a board is drawn
// at every step.
func cell(v *code.Val, r, c int) string {
	row := &v.Items[r]
	if row.Kind == code.String {
		if isASCII(row.Text) {
			return row.Text[c : c+1]
		}
		return v.Cell(r, c)
	}
	switch it := &row.Items[c]; it.Kind {
	case code.List, code.Tuple, code.Dict:
		return it.String()
	default:
		return it.Text
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// width is the width of s in monospace at the text size.
func (r *boardRenderer) width(s string, size float32, style fyne.TextStyle) float32 {
	if style.Monospace && size == r.m.text {
		if isASCII(s) {
			return float32(len(s)) * r.m.char
		}
	}
	k := measure{s, size, style}
	w, ok := r.widths[k]
	if !ok {
		w = fyne.MeasureText(s, size, style).Width
		r.widths[k] = w
	}
	return w
}

// lineText is "line n" in the language in use.
func (r *boardRenderer) lineText(n int) string {
	t, ok := r.lines[n]
	if !ok {
		t = i18n.T("program.board.line", i18n.Args{"Line": n})
		r.lines[n] = t
	}
	return t
}

var (
	mono = fyne.TextStyle{Monospace: true}
	bold = fyne.TextStyle{Bold: true}
)

// frameKey is the scope of the top level's variables and of a frame's.
func frameKey(f *code.Frame) uint64 {
	if f == nil {
		return 1
	}
	return uint64(f.ID) + 2
}

// origin is where a list was first drawn: a variable, or an item of one
// (index ≥ 0).
type origin struct {
	scope  uint64
	name   string
	index  int
	accent int // its accent, or -1 while only one name reaches it
}

// pen lays out one Refresh: the frames to draw, which lists are shared,
// and which values changed.
type pen struct {
	r      *boardRenderer
	frames []*code.Frame // the frames drawn, outermost first; nil for the top level
	left   int           // frames left out
	seen   map[uint32]origin
	acc    int // accents handed out

	scope uint64
	old   []code.Var // the variables of the scope in the state before
	fresh bool       // the scope is new: nothing in it counts as changed
}

func (p *pen) reset(r *boardRenderer) {
	p.r = r
	p.frames = p.frames[:0]
	p.left = 0
	if p.seen == nil {
		p.seen = map[uint32]origin{}
	}
	clear(p.seen)
	p.acc = 0
}

// draw lays the state out and returns the size it takes.
func (p *pen) draw() fyne.Size {
	r, m, b := p.r, &p.r.m, p.r.board
	s := &b.cur
	frames := s.Frames
	if len(frames) > 0 && frames[0].Func == "" {
		frames = frames[1:]
	}
	b.running.ok = false
	if !b.has || (len(s.Globals) == 0 && len(frames) == 0) {
		hint := i18n.T("program.board.empty")
		w := r.width(hint, m.text, fyne.TextStyle{Italic: true})
		r.text(key{part: partHint}, textSpec{pos: fyne.NewPos(2*m.pad, 2*m.pad), size: fyne.NewSize(w, m.line),
			text: hint, color: r.in.muted, tsize: m.text, style: fyne.TextStyle{Italic: true}})
		return fyne.NewSize(w+4*m.pad, m.line+4*m.pad)
	}
	if len(s.Globals) > 0 {
		p.frames = append(p.frames, nil)
	}
	if n := len(frames); n > maxFrames {
		p.left = n - maxFrames
		frames = frames[p.left:]
	}
	// The call that runs first, its callers after it: it is drawn on top
	// and keeps the lists it shares with them (see share).
	for i := len(frames) - 1; i >= 0; i-- {
		p.frames = append(p.frames, &frames[i])
	}
	p.share()

	// The top-level variables on the left, the calls beside them: a board
	// and a deep recursion both stay in sight. The calls take the width of
	// the widest, like a stack of cards.
	calls := p.frames
	x, y := m.pad, m.pad
	right := float32(0) // the right edge of what is drawn
	bottom := float32(0)
	if len(calls) > 0 && calls[0] == nil {
		g := p.frame(nil, x, y, p.frame(nil, 0, 0, 0, true).Width, false)
		x += g.Width + 3*m.pad
		right, bottom = x-2*m.pad, y+g.Height
		calls = calls[1:]
	}
	width := float32(0)
	for _, f := range calls {
		width = max(width, p.frame(f, 0, 0, 0, true).Width)
	}
	moreText, italic := "", fyne.TextStyle{Italic: true}
	if p.left > 0 {
		moreText = i18n.N("program.board.more", p.left)
		width = max(width, r.width(moreText, m.caption, italic)+4*m.pad)
	}
	// The call that runs on top, beside the top-level variables, its
	// callers under it: what a step changes is in sight without
	// scrolling, however deep the recursion.
	for _, f := range calls {
		y += p.frame(f, x, y, width, false).Height + 3*m.pad
	}
	if moreText != "" { // the outer calls left out come after the last drawn
		r.text(key{part: partMore}, textSpec{pos: fyne.NewPos(x+2*m.pad, y), size: fyne.NewSize(width-2*m.pad, m.capLine),
			text: moreText, color: r.in.muted, tsize: m.caption, style: italic})
		y += m.capLine + 3*m.pad
	}
	if len(calls) > 0 {
		right, bottom = max(right, x+width), max(bottom, y-3*m.pad)
	}
	return fyne.NewSize(right+m.pad, bottom+m.pad)
}

// running is the frame that runs among those drawn: the innermost call,
// or nil (the top level) when none is open.
func (p *pen) running() *code.Frame {
	for _, f := range p.frames {
		if f != nil {
			return f
		}
	}
	return nil
}

// share finds the lists more than one name reaches among those drawn: a
// variable's value, or an item of one. The first to be drawn keeps the
// list; the others get a tag, all in one accent colour.
func (p *pen) share() {
	note := func(scope uint64, id uint32, name string, index int) {
		if id == 0 {
			return
		}
		if o, ok := p.seen[id]; ok {
			if o.accent < 0 {
				o.accent = p.acc % p.r.in.nAccents
				p.seen[id] = o
				p.acc++
			}
			return
		}
		p.seen[id] = origin{scope: scope, name: name, index: index, accent: -1}
	}
	for _, f := range p.frames {
		scope, vars := frameKey(f), p.vars(f)
		for i := range vars {
			v := &vars[i]
			_, ref := p.seen[v.Val.ID]
			note(scope, v.Val.ID, v.Name, -1)
			// A tag's list is drawn elsewhere, its items with it.
			if !ref && (v.Val.Kind == code.List || v.Val.Kind == code.Tuple) {
				for j, it := range v.Val.Items[:min(len(v.Val.Items), maxItems)] {
					note(scope, it.ID, v.Name, j)
				}
			}
		}
	}
}

func (p *pen) vars(f *code.Frame) []code.Var {
	if f == nil {
		return p.r.board.cur.Globals
	}
	return f.Locals
}

// accent is the colour of a shared list, and whether id is one.
func (p *pen) accent(id uint32) (color.NRGBA, bool) {
	if o, ok := p.seen[id]; id != 0 && ok && o.accent >= 0 {
		return p.r.in.accents[o.accent], true
	}
	return color.NRGBA{}, false
}

// enter makes f the scope drawn, and finds its variables in the state
// before, to tell what changed.
func (p *pen) enter(f *code.Frame) {
	b := p.r.board
	p.scope = frameKey(f)
	p.old, p.fresh = nil, !b.hadPrev
	if !b.hadPrev {
		return
	}
	if f == nil {
		p.old = b.prev.Globals
		return
	}
	for i := len(b.prev.Frames) - 1; i >= 0; i-- {
		if b.prev.Frames[i].ID == f.ID {
			p.old = b.prev.Frames[i].Locals
			return
		}
	}
	p.fresh = true
}

// before returns the value of name in the state before, if it had one.
func (p *pen) before(name string) (code.Val, bool) {
	for i := range p.old {
		if p.old[i].Name == name {
			return p.old[i].Val, true
		}
	}
	return code.Val{}, false
}

// frame draws frame f (nil: the top level) at x, y, width wide, and
// returns its size; dry only measures it, its width its own.
func (p *pen) frame(f *code.Frame, x, y, width float32, dry bool) fyne.Size {
	r, m, in := p.r, &p.r.m, &p.r.in
	p.enter(f)
	vars := p.vars(f)

	title, line := i18n.T("program.board.globals"), ""
	if f != nil {
		title = f.Func
		if f.Line > 0 {
			line = r.lineText(f.Line)
		}
	}
	titleW := r.width(title, m.text, bold)
	lineW := float32(0)
	if line != "" {
		lineW = r.width(line, m.caption, fyne.TextStyle{})
	}
	head := m.line + 2*m.pad
	inner := 3 * m.pad

	nameW := float32(0)
	for i := range vars {
		nameW = max(nameW, r.width(vars[i].Name, m.text, mono))
	}
	valueX := inner + nameW + 2*m.pad
	w := max(titleW+lineW+2*inner+2*m.pad, 0)
	h := head + inner
	for i := range vars {
		v := &vars[i]
		size, anchor := p.value(v, x+valueX, y+h, dry)
		if !dry {
			r.text(key{p.scope, v.Name, partName, 0}, textSpec{
				pos: fyne.NewPos(x+inner, y+h+anchor), size: fyne.NewSize(nameW, m.box),
				text: v.Name, color: in.fg, tsize: m.text, style: mono, align: fyne.TextAlignTrailing})
		}
		w = max(w, valueX+size.Width+inner)
		h += size.Height + 2*m.pad
	}
	h += inner - 2*m.pad
	if len(vars) == 0 {
		h = head
	}
	if dry {
		return fyne.NewSize(w, h)
	}

	// The innermost frame runs (the first after the top level's, or the
	// top level's with no call open): its title band is tinted.
	band := in.head
	if f == p.running() {
		if f != nil {
			band = in.active
		}
		b := p.r.board
		b.running.pos, b.running.size, b.running.ok = fyne.NewPos(x, y), fyne.NewSize(width, h), true
	}
	radius := 2 * m.pad
	r.rect(key{p.scope, "", partFrame, 0}, layerFrame, rectSpec{pos: fyne.NewPos(x, y), size: fyne.NewSize(width, h),
		fill: in.frame, stroke: in.frameLine, strokeWidth: 1, radius: radius})
	bandR := rectSpec{pos: fyne.NewPos(x, y), size: fyne.NewSize(width, head), fill: band, headRadius: radius}
	if len(vars) == 0 {
		bandR.headRadius, bandR.radius = 0, radius
	}
	r.rect(key{p.scope, "", partHead, 0}, layerFrame, bandR)
	r.text(key{p.scope, "", partTitle, 0}, textSpec{pos: fyne.NewPos(x+inner, y), size: fyne.NewSize(titleW, head),
		text: title, color: in.fg, tsize: m.text, style: bold})
	if line != "" {
		r.text(key{p.scope, "", partLine, 0}, textSpec{pos: fyne.NewPos(x+inner+titleW+2*m.pad, y), size: fyne.NewSize(lineW, head),
			text: line, color: in.muted, tsize: m.caption})
	}
	return fyne.NewSize(width, h)
}

// value draws variable v's value at x, y and returns its size and the
// offset of its first row of boxes, which its name faces; dry only
// measures.
func (p *pen) value(v *code.Var, x, y float32, dry bool) (fyne.Size, float32) {
	val := &v.Val
	if o, ok := p.seen[val.ID]; val.ID != 0 && ok && (o.index >= 0 || o.scope != p.scope || o.name != v.Name) {
		return p.ref(v, &o, x, y, dry), 0
	}
	var size fyne.Size
	var anchor float32
	switch val.Kind {
	case code.List, code.Tuple:
		if rows, cols, ok := val.Grid(); ok && rows <= maxRows && cols <= maxCols {
			size, anchor = p.grid(v, rows, cols, x, y, dry)
		} else {
			size, anchor = p.list(v, x, y, dry)
		}
	case code.Dict:
		size = p.dict(v, x, y, dry)
	default:
		size = p.scalar(v, x, y, dry)
	}
	if !dry {
		if a, ok := p.accent(val.ID); ok {
			g := p.r.m.pad / 2
			p.r.rect(key{p.scope, v.Name, partShared, whole}, layerMark, rectSpec{
				pos: fyne.NewPos(x-g-1, y+anchor-g-1), size: fyne.NewSize(size.Width+2*g+2, size.Height-anchor+2*g+2),
				stroke: a, strokeWidth: 2, radius: p.r.m.pad})
		}
	}
	return size, anchor
}

// changed reports whether v's value differs from its value in the state
// before; a new variable in a frame seen before is a change.
func (p *pen) changed(v *code.Var) bool {
	if p.fresh {
		return false
	}
	old, ok := p.before(v.Name)
	return !ok || !old.Equal(v.Val)
}

// outline draws the primary-coloured outline of a changed box.
func (p *pen) outline(k key, x, y, w, h float32) {
	p.r.rect(k, layerMark, rectSpec{pos: fyne.NewPos(x, y), size: fyne.NewSize(w, h),
		stroke: p.r.in.changed, strokeWidth: 2, radius: 2})
}

// box draws a box with a centred text.
func (p *pen) box(name string, i int32, x, y, w, h float32, text string, fill color.NRGBA, ink color.NRGBA, boxPart, textPart part) {
	m := &p.r.m
	p.r.rect(key{p.scope, name, boxPart, i}, layerBox, rectSpec{pos: fyne.NewPos(x, y), size: fyne.NewSize(w, h),
		fill: fill, stroke: p.r.in.boxLine, strokeWidth: 1})
	if text != "" {
		p.r.text(key{p.scope, name, textPart, i}, textSpec{pos: fyne.NewPos(x, y), size: fyne.NewSize(w, h),
			text: text, color: ink, tsize: m.text, style: mono, align: fyne.TextAlignCenter})
	}
}

// boxWidth is the width of a box showing text.
func (p *pen) boxWidth(text string) float32 {
	m := &p.r.m
	return max(m.box, float32(int(p.r.width(text, m.text, mono)+3*m.pad+0.5)))
}

func (p *pen) scalar(v *code.Var, x, y float32, dry bool) fyne.Size {
	text := shown(v.Val)
	w, h := p.boxWidth(text), p.r.m.box
	if !dry {
		p.box(v.Name, whole, x, y, w, h, text, p.r.in.paper, p.r.in.fg, partBox, partText)
		if p.changed(v) {
			p.outline(key{p.scope, v.Name, partChanged, whole}, x, y, w, h)
		}
	}
	return fyne.NewSize(w, h)
}

// ref draws the tag of a list drawn before under another name: "→ path"
// in the list's accent.
func (p *pen) ref(v *code.Var, o *origin, x, y float32, dry bool) fyne.Size {
	r, m := p.r, &p.r.m
	name := o.name
	if o.index >= 0 {
		name += "[" + strconv.Itoa(o.index) + "]"
	}
	text := refArrow + name
	w, h := r.width(text, m.text, mono)+4*m.pad, m.box
	if dry {
		return fyne.NewSize(w, h)
	}
	a, _ := p.accent(v.Val.ID)
	r.rect(key{p.scope, v.Name, partBox, whole}, layerBox, rectSpec{pos: fyne.NewPos(x, y), size: fyne.NewSize(w, h),
		fill: palette.Mix(r.in.paper, a, 0.12), stroke: a, strokeWidth: 1.5, radius: h / 2})
	r.text(key{p.scope, v.Name, partText, whole}, textSpec{pos: fyne.NewPos(x, y), size: fyne.NewSize(w, h),
		text: text, color: r.in.fg, tsize: m.text, style: mono, align: fyne.TextAlignCenter})
	if old, ok := p.before(v.Name); !p.fresh && (!ok || old.ID != v.Val.ID) {
		p.outline(key{p.scope, v.Name, partChanged, whole}, x-2, y-2, w+4, h+4)
	}
	return fyne.NewSize(w, h)
}

// list draws a list or tuple as a row of boxes with their indices above;
// its boxes start below the indices.
func (p *pen) list(v *code.Var, x, y float32, dry bool) (fyne.Size, float32) {
	r, m, in := p.r, &p.r.m, &p.r.in
	val := &v.Val
	n := min(len(val.Items), maxItems)
	cut := val.Cut + len(val.Items) - n
	top := m.capLine
	if len(val.Items) == 0 && cut == 0 {
		text := "[]"
		if val.Kind == code.Tuple {
			text = "()"
		}
		w := p.boxWidth(text)
		if !dry {
			p.box(v.Name, whole, x, y+top, w, m.box, text, in.paper, in.muted, partBox, partText)
			if p.changed(v) {
				p.outline(key{p.scope, v.Name, partChanged, whole}, x, y+top, w, m.box)
			}
		}
		return fyne.NewSize(w, top+m.box), top
	}
	old, had := p.before(v.Name)
	all := !dry && !p.fresh && (!had || old.Kind != val.Kind || old.ID != val.ID)
	// A long list goes on in lines of at most maxLine, each with its
	// indices, so that one list does not make every frame wide.
	cx, cy, width := x, y, float32(0)
	place := func(w float32) (float32, float32) {
		if cx > x && cx-x+w > maxLine {
			cx, cy = x, cy+top+m.box+m.pad
		}
		bx := cx
		cx += w
		width = max(width, cx-x)
		return bx, cy
	}
	for i := range n {
		it := &val.Items[i]
		text := shown(*it)
		w := p.boxWidth(text)
		bx, by := place(w)
		if dry {
			continue
		}
		fill := in.paper
		if a, ok := p.accent(it.ID); ok { // an item other names reach: tinted in their accent
			fill = palette.Mix(in.paper, a, 0.3)
		}
		p.box(v.Name, int32(i), bx, by+top, w, m.box, text, fill, in.fg, partBox, partText)
		r.text(key{p.scope, v.Name, partIndex, int32(i)}, textSpec{pos: fyne.NewPos(bx, by), size: fyne.NewSize(w, top),
			text: strconv.Itoa(i), color: in.muted, tsize: m.caption, align: fyne.TextAlignCenter})
		if all || (!p.fresh && (i >= len(old.Items) || !old.Items[i].Equal(*it))) {
			p.outline(key{p.scope, v.Name, partChanged, int32(i)}, bx+1, by+top+1, w-2, m.box-2)
		}
	}
	if cut > 0 {
		bx, by := place(m.box)
		if !dry {
			p.box(v.Name, more, bx, by+top, m.box, m.box, moreGlyph, in.keyBox, in.muted, partBox, partText)
		}
	}
	return fyne.NewSize(width, cy-y+top+m.box), top
}

// gridKind is how a board's squares are drawn.
type gridKind uint8

const (
	plainGrid  gridKind = iota // each square its text; Q a queen, . empty, # a wall
	queensGrid                 // only . and Q: checkered, like the N-Queens board
	sudokuGrid                 // 4x4 or 9x9 digits: rules around the boxes, 0 empty
)

func kindOf(val *code.Val, rows, cols int) gridKind {
	queens, sudoku, big := true, rows == cols && (rows == 4 || rows == 9), false
	for r := range rows {
		for c := range cols {
			s := cell(val, r, c)
			if s != "." && s != "Q" {
				queens = false
			}
			if len(s) != 1 || (s[0] != '.' && (s[0] < '0' || s[0] > '9')) {
				sudoku = false
			} else if s[0] >= '2' && s[0] <= '9' {
				big = true
			}
		}
	}
	switch {
	case queens:
		return queensGrid
	case sudoku && (big || rows == 9):
		return sudokuGrid
	}
	return plainGrid
}

// grid draws a list of equal rows as a board, its column numbers above
// and row numbers to the left.
func (p *pen) grid(v *code.Var, rows, cols int, x, y float32, dry bool) (fyne.Size, float32) {
	r, m, in := p.r, &p.r.m, &p.r.in
	val := &v.Val
	kind := kindOf(val, rows, cols)
	// A wide board of one-character squares (a maze) gets smaller squares,
	// down to half the usual side; squares with longer texts get room for them.
	side := min(m.cell, max(float32(int(maxLine/float32(cols))), m.cell/2))
	tsize := m.text * min(1, side/m.box)
	cw, ch := side, side   // a square's width and height
	if kind == plainGrid { // longer texts make a table: rows of boxes as wide as the widest
		for i := range rows {
			for j := range cols {
				if c := cell(val, i, j); utf8.RuneCountInString(c) > 1 {
					cw, ch, tsize = max(cw, p.boxWidth(clip(c))), m.box, m.text
				}
			}
		}
		side = min(cw, ch)
	}
	every := 1 // which row and column numbers are written: every one, or every fifth
	if side < m.capLine*1.4 {
		every = 5
	}
	gutter := max(r.width(strconv.Itoa(rows-1), m.caption, fyne.TextStyle{})+m.pad, m.capLine)
	top := m.capLine
	ox, oy := x+gutter, y+top
	size := fyne.NewSize(gutter+float32(cols)*cw, top+float32(rows)*ch)
	if dry {
		return size, top
	}
	old, had := p.before(v.Name)
	oldRows, oldCols, oldGrid := old.Grid()
	all := !p.fresh && (!had || old.ID != val.ID || !oldGrid || oldRows != rows || oldCols != cols)
	for j := 0; j < cols; j += every {
		r.text(key{p.scope, v.Name, partIndex, int32(j)}, textSpec{pos: fyne.NewPos(ox+float32(j)*cw-side, y),
			size: fyne.NewSize(cw+2*side, top), text: strconv.Itoa(j), color: in.muted, tsize: m.caption, align: fyne.TextAlignCenter})
	}
	// The queen is set larger than a square, as on the N-Queens board, and
	// its line box centred on the square.
	glyph := side * 1.1
	glyphLine := fyne.MeasureText(queenGlyph, glyph, mono).Height
	for i := range rows {
		if i%every == 0 {
			r.text(key{p.scope, v.Name, partRowIndex, int32(i)}, textSpec{pos: fyne.NewPos(x, oy+float32(i)*ch-side),
				size: fyne.NewSize(gutter-m.pad, ch+2*side), text: strconv.Itoa(i), color: in.muted, tsize: m.caption, align: fyne.TextAlignTrailing})
		}
		shared, isShared := p.accent(val.Items[i].ID)
		for j := range cols {
			k := int32(i*cols + j)
			s := cell(val, i, j)
			pos := fyne.NewPos(ox+float32(j)*cw, oy+float32(i)*ch)
			fill, ink, text, tsize, style := in.cellPaper, in.fg, clip(s), tsize, mono
			var stroke color.NRGBA
			strokeW := float32(0)
			switch {
			case s == "Q":
				fill, ink, text, tsize = palette.Placed, palette.OnColour, queenGlyph, glyph
			case s == "." || (kind == sudokuGrid && s == "0"):
				text = ""
			case s == "#":
				fill, text = in.wall, ""
			}
			switch kind {
			case queensGrid:
				if s != "Q" {
					fill = in.squares.Light
					if (i+j)%2 == 1 {
						fill = in.squares.Dark
					}
				}
			case sudokuGrid:
				tsize *= 1.15
			case plainGrid:
				if s != "#" {
					stroke, strokeW = in.thin, 1
				}
			}
			r.rect(key{p.scope, v.Name, partBox, k}, layerBox, rectSpec{pos: pos, size: fyne.NewSize(cw, ch),
				fill: fill, stroke: stroke, strokeWidth: strokeW})
			if text != "" {
				tpos, th := pos, ch
				if text == queenGlyph {
					tpos.Y, th = pos.Y+(ch-glyphLine)/2, glyphLine
				}
				r.text(key{p.scope, v.Name, partText, k}, textSpec{pos: tpos, size: fyne.NewSize(cw, th),
					text: text, color: ink, tsize: tsize, style: style, align: fyne.TextAlignCenter})
			}
			if all || (!p.fresh && s != cell(&old, i, j)) {
				p.outline(key{p.scope, v.Name, partChanged, k}, pos.X+1.5, pos.Y+1.5, cw-3, ch-3)
			}
		}
		if isShared {
			r.rect(key{p.scope, v.Name, partShared, int32(i)}, layerMark, rectSpec{pos: fyne.NewPos(ox, oy+float32(i)*ch),
				size: fyne.NewSize(float32(cols)*cw, ch), stroke: shared, strokeWidth: 2})
		}
	}
	p.rules(v.Name, kind, rows, cols, ox, oy, cw, ch)
	return size, top
}

// rules draws a board's lines: a Sudoku grid's thin and thick rules, or
// the frame around the others.
func (p *pen) rules(name string, kind gridKind, rows, cols int, ox, oy, cw, ch float32) {
	r, in := p.r, &p.r.in
	w, h := float32(cols)*cw, float32(rows)*ch
	side := cw // a Sudoku grid's squares are square
	if kind != sudokuGrid {
		r.rect(key{p.scope, name, partRule, whole}, layerMark, rectSpec{pos: fyne.NewPos(ox, oy), size: fyne.NewSize(w, h),
			stroke: in.boxLine, strokeWidth: 1})
		return
	}
	box := 3
	if rows == 4 {
		box = 2
	}
	// Thin rules first, then the thick ones over them: one layer, drawn
	// in order.
	k := int32(0)
	for pass := range 2 {
		for i := 0; i <= rows; i++ {
			thick := i%box == 0
			if thick != (pass == 1) {
				continue
			}
			ink, t := in.thin, float32(1)
			if thick {
				ink, t = in.thick, 2
			}
			c := float32(i) * side
			r.rect(key{p.scope, name, partRule, k}, layerMark, rectSpec{pos: fyne.NewPos(ox+c-t/2, oy-t/2),
				size: fyne.NewSize(t, h+t), fill: ink})
			r.rect(key{p.scope, name, partRule, k + 1}, layerMark, rectSpec{pos: fyne.NewPos(ox-t/2, oy+c-t/2),
				size: fyne.NewSize(w+t, t), fill: ink})
			k += 2
		}
	}
}

// dict draws a dict as a table: a row per key, the key left, its value
// right.
func (p *pen) dict(v *code.Var, x, y float32, dry bool) fyne.Size {
	m, in := &p.r.m, &p.r.in
	val := &v.Val
	n := min(len(val.Items), maxItems)
	cut := val.Cut + len(val.Items) - n
	if n == 0 && cut == 0 {
		w := p.boxWidth("{}")
		if !dry {
			p.box(v.Name, whole, x, y, w, m.box, "{}", in.paper, in.muted, partBox, partText)
		}
		return fyne.NewSize(w, m.box)
	}
	kw, vw := m.box, m.box
	for i := range n {
		kw = max(kw, p.boxWidth(shown(val.Keys[i])))
		vw = max(vw, p.boxWidth(shown(val.Items[i])))
	}
	rows := n
	if cut > 0 {
		rows++
	}
	size := fyne.NewSize(kw+vw, float32(rows)*m.box)
	if dry {
		return size
	}
	old, had := p.before(v.Name)
	all := !p.fresh && (!had || old.Kind != code.Dict || old.ID != val.ID)
	for i := range n {
		cy := y + float32(i)*m.box
		k := shown(val.Keys[i])
		p.box(v.Name, int32(i), x, cy, kw, m.box, k, in.keyBox, in.fg, partKey, partKeyText)
		p.box(v.Name, int32(i), x+kw, cy, vw, m.box, shown(val.Items[i]), in.paper, in.fg, partBox, partText)
		if all || (!p.fresh && !dictHas(&old, val.Keys[i], val.Items[i])) {
			p.outline(key{p.scope, v.Name, partChanged, int32(i)}, x+kw+1, cy+1, vw-2, m.box-2)
		}
	}
	if cut > 0 {
		p.box(v.Name, more, x, y+float32(n)*m.box, kw+vw, m.box, moreGlyph, in.keyBox, in.muted, partBox, partText)
	}
	return size
}

// dictHas reports whether dict d holds key k with value v.
func dictHas(d *code.Val, k, v code.Val) bool {
	for i := range d.Keys {
		if d.Keys[i].Equal(k) {
			return i < len(d.Items) && d.Items[i].Equal(v)
		}
	}
	return false
}

// State is the state shown, nil for none.
func (b *Board) State() *code.State {
	if !b.has {
		return nil
	}
	return &b.cur
}
