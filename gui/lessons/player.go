package lessons

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/lesson"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Player plays a lesson like slides: a bar under the screens with the
// slide's title, what the teacher says and the question for the room,
// and the arrows, "slide k of n" and Close. Notes hides what the teacher
// says, for a projector the room reads, and shows it again. Showing a slide applies it
// (the window selects its screen and sets it up); Page Down and Page Up
// move on and back while no widget has the focus (TypedKey).
type Player struct {
	widget.BaseWidget

	// OnClose is told when the lesson is closed (its Close button).
	OnClose func()
	// OnShown is told when a slide is on show, its words in the bar.
	OnShown func()
	// Tell says the parser's error a slide's mistake quotes (a grid's, a
	// maze's) in the language in use (Message); nil says it as it is.
	Tell func(error) string

	lesson *lesson.Lesson
	apply  func(lesson.Slide) error
	at     int
	failed i18n.Words // why the slide on show could not be applied

	title    *widget.Label
	say      *widget.Label
	question *widget.Label
	problem  *widget.Label
	count    *widget.Label
	prev     *widget.Button
	next     *widget.Button
	close    *widget.Button
	notes    *widget.Button // shows or hides what the teacher says
	noNotes  bool           // the teacher's sentences are hidden: the room sees the screen
	content  fyne.CanvasObject
	forget   func() // stops following the language
}

// NewPlayer returns a player of l that applies each slide it shows with
// apply; it shows none until Go.
func NewPlayer(l *lesson.Lesson, apply func(lesson.Slide) error) *Player {
	p := &Player{lesson: l, apply: apply}
	p.ExtendBaseWidget(p)
	p.title = widget.NewLabel("")
	p.title.TextStyle = fyne.TextStyle{Bold: true}
	p.title.Truncation = fyne.TextTruncateEllipsis
	p.say = widget.NewLabel("")
	p.say.Wrapping = fyne.TextWrapWord
	p.question = widget.NewLabel("")
	p.question.Wrapping = fyne.TextWrapWord
	p.question.Importance = widget.HighImportance
	p.question.TextStyle = fyne.TextStyle{Bold: true}
	p.problem = widget.NewLabel("")
	p.problem.Wrapping = fyne.TextWrapWord
	p.problem.Importance = widget.DangerImportance
	p.count = widget.NewLabel("")
	p.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), p.Prev)
	p.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), p.Next)
	p.next.IconPlacement = widget.ButtonIconTrailingText
	p.close = widget.NewButtonWithIcon("", theme.CancelIcon(), func() {
		if p.OnClose != nil {
			p.OnClose()
		}
	})
	p.notes = widget.NewButtonWithIcon("", theme.VisibilityIcon(), func() {
		p.noNotes = !p.noNotes
		p.words()
	})
	nav := container.NewHBox(p.notes, widget.NewSeparator(), p.prev, p.count, p.next, widget.NewSeparator(), p.close)
	// The labels' own padding spaces them: the bar stays low enough for a
	// slide's comparison to show above it (gui's clearBar).
	words := container.New(layout.NewCustomPaddedVBoxLayout(0), p.say, p.question, p.problem)
	p.content = container.NewBorder(container.NewBorder(nil, nil, nil, nav, p.title), nil, nil, nil, words)
	p.forget = i18n.OnChange(p.words)
	p.words()
	return p
}

// CreateRenderer is part of fyne.Widget.
func (p *Player) CreateRenderer() fyne.WidgetRenderer {
	r := &playerRenderer{p: p, line: canvas.NewRectangle(nil), band: canvas.NewRectangle(nil)}
	r.Refresh()
	return r
}

// playerRenderer draws the bar on a band of the theme's input colour,
// under a line of its separator colour, setting the lesson apart from the
// screen above it as presenter notes are.
type playerRenderer struct {
	p          *Player
	line, band *canvas.Rectangle
}

func (r *playerRenderer) Destroy() {}

func (r *playerRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.band, r.line, r.p.content}
}

func (r *playerRenderer) MinSize() fyne.Size {
	return r.p.content.MinSize().Add(fyne.NewSize(0, theme.SeparatorThicknessSize()))
}

func (r *playerRenderer) Layout(size fyne.Size) {
	thick := theme.SeparatorThicknessSize()
	r.line.Resize(fyne.NewSize(size.Width, thick))
	r.band.Move(fyne.NewPos(0, thick))
	r.band.Resize(fyne.NewSize(size.Width, size.Height-thick))
	r.p.content.Move(fyne.NewPos(0, thick))
	r.p.content.Resize(fyne.NewSize(size.Width, size.Height-thick))
}

// Refresh takes the theme's colours anew: the theme may have changed.
func (r *playerRenderer) Refresh() {
	th := r.p.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.line.FillColor = th.Color(theme.ColorNameSeparator, v)
	r.band.FillColor = th.Color(theme.ColorNameInputBackground, v)
	r.line.Refresh()
	r.band.Refresh()
	r.p.content.Refresh()
}

// Lesson is the lesson played.
func (p *Player) Lesson() *lesson.Lesson { return p.lesson }

// At is the slide on show, from 0.
func (p *Player) At() int { return p.at }

// Go shows slide k (clamped to the lesson's) and applies it.
func (p *Player) Go(k int) {
	p.at = min(max(k, 0), len(p.lesson.Slides)-1)
	p.failed = nil
	if err := p.apply(p.lesson.Slides[p.at]); err != nil {
		p.failed = Message(err, p.Tell)
	}
	p.words()
	if p.OnShown != nil {
		p.OnShown()
	}
}

// Next shows the next slide; on the last it does nothing.
func (p *Player) Next() {
	if p.at+1 < len(p.lesson.Slides) {
		p.Go(p.at + 1)
	}
}

// Prev shows the slide before; on the first it does nothing.
func (p *Player) Prev() {
	if p.at > 0 {
		p.Go(p.at - 1)
	}
}

// TypedKey takes Page Down and Page Up, and reports whether it used k.
func (p *Player) TypedKey(k *fyne.KeyEvent) bool {
	switch k.Name {
	case fyne.KeyPageDown:
		p.Next()
	case fyne.KeyPageUp:
		p.Prev()
	default:
		return false
	}
	return true
}

// Texts are what the bar says, for tests: the title line, the teacher's
// sentences, the question and "slide k of n".
func (p *Player) Texts() (title, say, question, count string) {
	return p.title.Text, p.say.Text, p.question.Text, p.count.Text
}

// Stop stops the player following the language; the window calls it when
// it closes the lesson.
func (p *Player) Stop() { p.forget() }

// words says the slide on show in the language in use.
func (p *Player) words() {
	lang := i18n.Current()
	s := p.lesson.Slides[p.at]
	args := i18n.Args{"Lesson": p.lesson.Title.In(lang), "Slide": s.Title.In(lang)}
	if s.Title.Empty() {
		run.SetText(p.title, p.lesson.Title.In(lang))
	} else {
		run.SetText(p.title, i18n.T("lessons.title", args))
	}
	if p.noNotes {
		showText(p.say, "")
	} else {
		showText(p.say, s.Say.In(lang))
	}
	q := ""
	if !s.Question.Empty() {
		q = i18n.T("lessons.question", i18n.Args{"Question": s.Question.In(lang)})
	}
	showText(p.question, q)
	showText(p.problem, p.failed.String())
	run.SetText(p.count, i18n.T("lessons.count", i18n.Args{"K": p.at + 1, "N": len(p.lesson.Slides)}))
	p.prev.SetText(i18n.T("lessons.prev"))
	p.next.SetText(i18n.T("lessons.next"))
	p.close.SetText(i18n.T("lessons.close"))
	if p.noNotes {
		p.notes.SetText(i18n.T("lessons.notes.show"))
		p.notes.SetIcon(theme.VisibilityOffIcon())
	} else {
		p.notes.SetText(i18n.T("lessons.notes.hide"))
		p.notes.SetIcon(theme.VisibilityIcon())
	}
	run.Enable(p.prev, p.at > 0)
	run.Enable(p.next, p.at+1 < len(p.lesson.Slides))
}

// showText shows l with text, or hides it when there is none.
func showText(l *widget.Label, text string) {
	run.SetText(l, text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}
