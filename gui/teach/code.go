package teach

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/listing"
	"backtracklab/engine/trace"
	"backtracklab/gui/codeedit"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// codeView is the code of the method that runs, as pseudocode or as the
// engine's own Go (a switch), the line the step on show executes
// highlighted with the values it tests beside it, and kept in sight;
// with no run recorded, the code of the method the settings choose.
type codeView struct {
	p     *Panel
	title *widget.Label
	mode  *widget.RadioGroup
	text  *CodeText
	scrol *container.Scroll
	box   fyne.CanvasObject

	goCode bool // the engine's Go, not the pseudocode
	quiet  bool // the switch is set by the view, not the user

	method listing.Method
	has    bool // a method is on show
	lang   string
	rec    *trace.Recording
	step   uint64
	valid  bool
}

func newCodeView(p *Panel) *codeView {
	v := &codeView{p: p, title: widget.NewLabel(""), text: NewCodeText()}
	v.goCode = settings.TeachGo.Get(p.prefs)
	v.mode = widget.NewRadioGroup(nil, func(string) {
		if v.quiet {
			return
		}
		v.goCode = v.mode.Selected == v.mode.Options[1]
		settings.TeachGo.Set(p.prefs, v.goCode)
		v.valid, v.has = false, false // shown again in the other form
		if p.shown {
			p.show(p.last)
		}
	})
	v.mode.Horizontal = true
	v.mode.Required = true
	run.HandBack(v.mode)
	v.scrol = container.NewScroll(container.New(&barRoom{v: v}, v.text))
	v.box = framed(v.title, v.mode, container.New(&codeRoom{v: v}, v.scrol))
	return v
}

// codeRoom lays the code's scroll out in the room the panel gives it, at
// least two lines high (a line and the one above it: the scroll's own
// least height is less than a line in presentation mode), and keeps the
// highlighted line in sight as that room changes: the window or a split
// resized, Teach's views chosen again. Only a change of size moves the
// code, so that a refresh leaves where the user scrolled to.
type codeRoom struct {
	v    *codeView
	size fyne.Size // laid out at
}

// Layout is part of fyne.Layout.
func (l *codeRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	stack.Layout(objs, size)
	if size != l.size {
		l.size = size
		line, _ := l.v.text.Current()
		l.v.keepInSight(line)
	}
}

// barRoom lays the code out in its scroll with room below it for the
// horizontal scroll bar, where the code is wider than the view: the bar
// is drawn over the code's bottom, and the last line scrolls up above it.
type barRoom struct{ v *codeView }

// Layout is part of fyne.Layout.
func (l *barRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(fyne.NewSize(size.Width, size.Height-l.v.barHeight()))
	}
}

// MinSize is part of fyne.Layout.
func (l *barRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return stack.MinSize(objs).AddWidthHeight(0, l.v.barHeight())
}

// barHeight is the height of the code's horizontal scroll bar at the
// bottom of its view, which the scroll draws over the code where the
// code is wider than the view (0 where it is not): the bar's size under
// the mouse, the larger, so that the line in sight stays clear of it
// when the mouse comes to drag it.
func (v *codeView) barHeight() float32 {
	if v.text.MinSize().Width <= v.scrol.Size().Width {
		return 0
	}
	return max(theme.Size(theme.SizeNameScrollBar), 2*theme.Size(theme.SizeNameScrollBarSmall))
}

// MinSize is part of fyne.Layout.
func (l *codeRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return stack.MinSize(objs).Max(fyne.NewSize(0, 2*l.v.text.LineHeight()+theme.Padding()+l.v.barHeight()))
}

func (v *codeView) object() fyne.CanvasObject { return v.box }

func (v *codeView) words() {
	v.quiet = true
	v.mode.Options = []string{i18n.T("teach.code.pseudo"), i18n.T("teach.code.go")}
	v.mode.Selected = v.mode.Options[0]
	if v.goCode {
		v.mode.Selected = v.mode.Options[1]
	}
	v.mode.Refresh()
	v.quiet = false
	v.say()
}

// say titles the view with the method on show, or its name before one
// is: the switch beside the title leaves little room.
func (v *codeView) say() {
	title := i18n.T("teach.view.code")
	if _, own := v.p.puzzle.(Program); v.has && !own {
		title = methodName(v.method)
	}
	run.SetText(v.title, title)
}

// methodName is how the title names method m.
func methodName(m listing.Method) string { return i18n.T("teach.method." + string(m)) }

// follow shows the code of the method of the step on show, and its line;
// with no step on show, the code of the search the settings choose.
func (v *codeView) follow(m *moment) {
	if m.cur == nil {
		v.idle()
		return
	}
	if v.valid && v.rec == m.rec && v.step == m.step {
		return
	}
	v.rec, v.step, v.valid = m.rec, m.step, true
	if prog, ok := v.p.puzzle.(Program); ok {
		v.setSource(prog.Source(m.step))
		line, note := prog.At(m.cur)
		v.text.Highlight(line, note)
		v.keepInSight(line)
		return
	}
	method, ok := v.p.puzzle.Method(m.step)
	v.setMethod(method, ok)
	if !ok {
		return
	}
	tag, note := listing.At(method, m.cur.Event())
	line := -1
	if tag != "" {
		if i, ok := v.listing().Line(tag); ok {
			line = i
		}
	}
	v.text.Highlight(line, note)
	v.keepInSight(line)
}

// idle shows the code of the search the screen's settings choose, from
// its top, no line highlighted: before a run, or after a reset, a class
// reads the code it is about to see run.
func (v *codeView) idle() {
	left := v.valid // the view showed a run
	v.valid, v.rec = false, nil
	if prog, ok := v.p.puzzle.(Program); ok {
		if v.setSource(prog.Source(0)) || left {
			v.scrol.ScrollToTop()
		}
		v.text.Highlight(-1, "")
		return
	}
	method, ok := v.p.puzzle.Selected()
	if v.setMethod(method, ok) || left {
		v.scrol.ScrollToTop()
	}
	v.text.Highlight(-1, "")
}

// setMethod shows the code of method, none when ok is false, in the form
// and the language in use; it reports whether the lines changed.
func (v *codeView) setMethod(method listing.Method, ok bool) bool {
	if !ok {
		if !v.has {
			return false
		}
		v.has = false
		v.text.SetLines(nil)
		v.say()
		return true
	}
	lang := i18n.Current()
	if v.has && method == v.method && lang == v.lang {
		return false
	}
	v.method, v.has, v.lang = method, true, lang
	v.text.SetLines(v.listing().Lines)
	v.scrol.Refresh()
	v.say()
	return true
}

// A Program is a Puzzle whose code is its own, not a method's listing:
// the Code screen's, whose program the teacher wrote. The code view shows
// its lines, with no switch between pseudocode and Go.
type Program interface {
	// Source is the program that made step k of the recorded run (0:
	// the program on screen, before a run), a line each.
	Source(k uint64) []string
	// At is the line (from 0; -1 for none) the step c shows runs, and
	// the values it reads.
	At(c *trace.Cursor) (line int, note string)
}

// setSource shows lines, a program's own; it reports whether they
// changed.
func (v *codeView) setSource(lines []string) bool {
	v.mode.Hide()
	old := v.text.Lines()
	if v.has && len(old) == len(lines) && (len(lines) == 0 || &old[0] == &lines[0]) {
		return false
	}
	v.has = true
	v.text.SetLines(lines)
	v.scrol.Refresh()
	run.SetText(v.title, i18n.T("teach.view.code"))
	return true
}

// listing is the code of the method on show, in the form chosen.
func (v *codeView) listing() listing.Listing {
	if v.goCode {
		return listing.Code(v.method)
	}
	return pseudocode(v.method)
}

// pseudocode is the pseudocode of m in the language in use.
func pseudocode(m listing.Method) listing.Listing {
	return listing.Parse(m, i18n.T(m.PseudoKey()))
}

// keepInSight scrolls so that line is whole in sight with the line
// before it, where the view has room for both; when it has to move, it
// goes a third of the way down. A view less than a line high (a panel
// squeezed under its least size) shows the line's top. The view is the
// part of the scroll above its horizontal bar.
func (v *codeView) keepInSight(line int) {
	if line < 0 {
		return
	}
	h, top := v.text.LineHeight(), v.text.LineTop(0)
	full := v.scrol.Size().Height
	first := inSight(line, h, h, full-v.barHeight(), v.scrol.Offset.Y-top)
	if first < 0 {
		return
	}
	off := float32(0)
	if first > 0 {
		off = v.text.LineTop(first)
	}
	off = max(0, min(off, v.scrol.Content.MinSize().Height-full))
	v.scrol.ScrollToOffset(fyne.NewPos(v.scrol.Offset.X, off))
}

func (v *codeView) clear() {
	v.has, v.valid, v.rec = false, false, nil
	v.text.SetLines(nil)
	v.say()
}

// CodeText draws lines of code, numbered, in the monospace font, one of
// them highlighted with a note beside it. Moving the highlight touches a
// rectangle and the note, not the lines.
type CodeText struct {
	widget.BaseWidget

	lines []string
	line  int // highlighted, -1 for none
	note  string
	gen   int // counts SetLines, for the renderer to rebuild the lines
}

// NewCodeText returns an empty code text.
func NewCodeText() *CodeText {
	t := &CodeText{line: -1}
	t.ExtendBaseWidget(t)
	return t
}

// SetLines shows lines, none highlighted.
func (t *CodeText) SetLines(lines []string) {
	t.lines, t.line, t.note = lines, -1, ""
	t.gen++
	t.Refresh()
}

// Highlight highlights line (-1 for none) with note beside it.
func (t *CodeText) Highlight(line int, note string) {
	if line >= len(t.lines) {
		line = -1
	}
	if line == t.line && note == t.note {
		return
	}
	t.line, t.note = line, note
	t.Refresh()
}

// Current is the line highlighted (-1 for none) and its note.
func (t *CodeText) Current() (line int, note string) { return t.line, t.note }

// Lines are the lines shown.
func (t *CodeText) Lines() []string { return t.lines }

// codeSize is the size of the code's text: a little smaller than the
// labels', so that a pseudocode line and its comment (60 characters) fit
// the code view's share of a 1366-pixel window.
func codeSize() float32 { return theme.TextSize() * 0.9 }

// LineHeight is the height of a line.
func (t *CodeText) LineHeight() float32 {
	return fyne.MeasureText("Mg", codeSize(), fyne.TextStyle{Monospace: true}).Height + theme.Padding()/2
}

// LineTop is the top of line i.
func (t *CodeText) LineTop(i int) float32 { return theme.Padding() + float32(i)*t.LineHeight() }

// CreateRenderer is part of fyne.Widget.
func (t *CodeText) CreateRenderer() fyne.WidgetRenderer {
	r := &codeRenderer{t: t, band: canvas.NewRectangle(nil), chip: canvas.NewRectangle(nil), note: canvas.NewText("", nil), gen: -1, cut: -1}
	r.chip.CornerRadius = theme.InputRadiusSize()
	r.note.TextStyle = fyne.TextStyle{Monospace: true}
	r.Refresh()
	return r
}

type codeRenderer struct {
	t       *CodeText
	band    *canvas.Rectangle // behind the highlighted line
	chip    *canvas.Rectangle // behind the note
	note    *canvas.Text
	variant fyne.ThemeVariant // the lines' colours were chosen for
	nums    []*canvas.Text
	texts   []*canvas.Text
	objects []fyne.CanvasObject
	gen     int
	numW    float32 // the gutter of line numbers
	widths  []float32
	codeW   []float32 // the width of each line's code, its comment left out
	size    fyne.Size
	cut     int // the line shown without its comment, under the note; -1 for none
}

func (r *codeRenderer) Destroy() {}

func (r *codeRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *codeRenderer) MinSize() fyne.Size { return r.size }

// build makes a text per line, once per SetLines.
func (r *codeRenderer) build() {
	t := r.t
	size := codeSize()
	style := fyne.TextStyle{Monospace: true}
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := t.Theme()
	font := codeedit.CodeFont(th)
	r.nums, r.texts, r.widths, r.codeW = r.nums[:0], r.texts[:0], r.widths[:0], r.codeW[:0]
	r.variant, r.cut = v, -1
	r.objects = append(r.objects[:0], r.band)
	digits := len(strconv.Itoa(len(t.lines)))
	r.numW = fyne.MeasureText(repeat('0', digits), size, style).Width + 2*theme.Padding()
	var widest float32
	for i, s := range t.lines {
		n := canvas.NewText(strconv.Itoa(i+1), th.Color(theme.ColorNameDisabled, v))
		n.TextStyle, n.TextSize, n.Alignment = style, size, fyne.TextAlignTrailing
		c := canvas.NewText(s, th.Color(theme.ColorNameForeground, v))
		// The code's own font: Fyne cuts the lowest row of monospace ink
		// at this size, and with it every underscore (codeedit.CodeFont).
		c.TextStyle, c.TextSize, c.FontSource = style, size, font
		w := fyne.MeasureText(s, size, style).Width
		r.widths = append(r.widths, w)
		r.codeW = append(r.codeW, fyne.MeasureText(codePart(s), size, style).Width)
		widest = max(widest, w)
		r.nums, r.texts = append(r.nums, n), append(r.texts, c)
		r.objects = append(r.objects, n, c)
	}
	r.objects = append(r.objects, r.chip, r.note)
	h := t.LineHeight()
	noteW := fyne.MeasureText("cols[10] == 10 && x", size, r.note.TextStyle).Width
	r.size = fyne.NewSize(r.numW+widest+noteW+4*theme.Padding(), 2*theme.Padding()+float32(len(t.lines))*h)
	r.gen = t.gen
}

// codePart is line without its comment ("# …" in pseudocode, "// …" in
// Go) and the blanks before it: the note is set after it, over the room
// the comment is aligned in.
func codePart(line string) string {
	end := len(line)
	for i := 0; i < len(line); i++ {
		if (line[i] == '#' || strings.HasPrefix(line[i:], "//")) && (i == 0 || line[i-1] == ' ') {
			end = i
			break
		}
	}
	return strings.TrimRight(line[:end], " ")
}

func repeat(b byte, n int) string {
	s := make([]byte, n)
	for i := range s {
		s[i] = b
	}
	return string(s)
}

func (r *codeRenderer) Layout(size fyne.Size) {
	t := r.t
	h := t.LineHeight()
	pad := theme.Padding()
	for i := range r.texts {
		y := t.LineTop(i)
		r.nums[i].Move(fyne.NewPos(0, y))
		r.nums[i].Resize(fyne.NewSize(r.numW-pad, h))
		r.texts[i].Move(fyne.NewPos(r.numW+pad, y))
		r.texts[i].Resize(fyne.NewSize(r.widths[i], h))
	}
	if t.line >= 0 && t.line < len(r.texts) {
		y := t.LineTop(t.line)
		r.band.Move(fyne.NewPos(0, y))
		r.band.Resize(fyne.NewSize(max(size.Width, r.size.Width), h))
		x := r.numW + pad + r.codeW[t.line] + 3*pad
		if r.codeW[t.line] == 0 { // a line of comment alone
			x = r.numW + pad + r.widths[t.line] + 3*pad
		}
		w := r.note.MinSize().Width
		r.note.Move(fyne.NewPos(x, y))
		r.note.Resize(fyne.NewSize(w, h))
		r.chip.Move(fyne.NewPos(x-pad, y))
		r.chip.Resize(fyne.NewSize(w+2*pad, h))
	}
}

func (r *codeRenderer) Refresh() {
	t := r.t
	v := fyne.CurrentApp().Settings().ThemeVariant()
	if r.gen != t.gen || r.variant != v {
		r.build()
	}
	th := t.Theme()
	r.band.FillColor = th.Color(theme.ColorNameSelection, v)
	r.band.Hidden = t.line < 0
	r.note.Text = t.note
	r.note.Color = th.Color(theme.ColorNameForegroundOnPrimary, v)
	r.note.TextSize = codeSize()
	r.note.Hidden = t.line < 0 || t.note == ""
	r.chip.FillColor = th.Color(theme.ColorNamePrimary, v)
	r.chip.Hidden = r.note.Hidden
	// The note takes the place of the line's comment.
	cut := -1
	if !r.note.Hidden && r.codeW[t.line] > 0 {
		cut = t.line
	}
	if cut != r.cut {
		if r.cut >= 0 && r.cut < len(r.texts) {
			r.texts[r.cut].Text = t.lines[r.cut]
			r.texts[r.cut].Refresh()
		}
		if cut >= 0 {
			r.texts[cut].Text = codePart(t.lines[cut])
			r.texts[cut].Refresh()
		}
		r.cut = cut
	}
	r.Layout(t.Size())
	r.band.Refresh()
	r.chip.Refresh()
	r.note.Refresh()
}
