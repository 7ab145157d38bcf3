package quiz

import (
	"image/color"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// linger is how long a revealed answer stays before a run that was
// running goes on by itself; Enter goes on at once.
const linger = 2500 * time.Millisecond

// grace is how long after an answer went on by itself Reveal and Enter
// do nothing: a press meant for Go on, made as the answer lingered out,
// would otherwise reveal the next question the moment it is asked,
// unscored, before the room has read it.
const grace = 2 * time.Second

// Quiz is a screen's quiz: the panel of how often it asks, the score and
// the question line, shown while it is on; its Toggle, which the screen
// puts in its bar; and the control of its session that asks. Its methods
// belong to the UI goroutine.
type Quiz struct {
	widget.BaseWidget

	session  *run.Session
	newAsker func() Asker
	asker    Asker // the current or last run's
	// Linger is how long a revealed answer stays before a running search
	// goes on; 0 waits for Enter (tests, whose sessions push frames
	// themselves). lingering is the timer of the answer on show.
	Linger    time.Duration
	lingering *time.Timer
	// wentOn is when the last answer went on by itself (its linger ran
	// out), and graceOver the timer that enables Reveal again after
	// grace; now is the clock (a test's own).
	wentOn    time.Time
	graceOver *time.Timer
	now       func() time.Time

	on   atomic.Bool
	mode atomic.Uint32

	mu      sync.Mutex
	pending *Question // the question of the step held, set on the search goroutine

	open     *Question // asked, not yet answered
	shown    *Question // revealed
	verdict  verdict
	resume   bool // the search was running when the open question was asked
	answered map[uint64]bool
	rec      *trace.Recording // the run answered is a recording of
	right    int
	asked    int
	cursor   *trace.Cursor
	gen      int // counts reveals, so that a late timer does not resume a later one

	prefs  fyne.Preferences // where the settings are kept (Keep); nil for nowhere
	screen string

	// The parts, exported for tests.
	Toggle  *widget.Check
	Often   *widget.Select
	Score   *widget.Label
	Line    *widget.RichText
	Reveal  *widget.Button
	Choices *fyne.Container

	// Variant is New puzzle and its seed, shown once the screen has
	// variants (SetVariant).
	Variant variantParts

	lineBox *fyne.Container
	room    *canvas.Rectangle // holds two lines of the question
	content fyne.CanvasObject
}

type verdict uint8

const (
	asking verdict = iota
	gotRight
	gotWrong
	toldRoom // revealed for the room (Enter), not scored
)

// New returns the quiz of session. newAsker returns the Asker of a new
// run, on the UI goroutine as the run starts (so that it may read the
// screen's settings: the board size, the algorithm). The quiz is off
// until the toggle (or F6) turns it on.
func New(session *run.Session, newAsker func() Asker) *Quiz {
	q := &Quiz{session: session, newAsker: newAsker, Linger: linger, answered: map[uint64]bool{}, now: time.Now}
	if session.Period() == 0 {
		q.Linger = 0
	}
	q.Toggle = widget.NewCheck("", func(on bool) { q.SetOn(on) })
	q.Often = widget.NewSelect(nil, func(string) { q.setMode(Mode(max(q.Often.SelectedIndex(), 0))) })
	// Used, they give the keys back: Space and Enter drive the run.
	run.HandBack(q.Toggle, q.Often)
	q.Score = widget.NewLabel("")
	q.Score.TextStyle.Bold = true
	q.Line = widget.NewRichText()
	q.Line.Wrapping = fyne.TextWrapWord
	q.Reveal = widget.NewButton("", q.RevealAnswer)
	// The choices go under the question, wrapping: a program's lists can
	// be long, and four of them side by side would not fit a laptop.
	q.Choices = container.New(layout.NewRowWrapLayout())
	q.Choices.Hide()
	// Room for two lines (measured in words), so that the board does not
	// jump when an answer's words wrap.
	q.room = canvas.NewRectangle(color.Transparent)
	// The score stands over Reveal, beside the question.
	q.lineBox = container.NewBorder(nil, nil, nil, container.NewVBox(q.Score, q.Reveal),
		container.NewStack(q.room, container.NewVBox(q.Line, q.Choices)))
	// The bar wraps: under a board it has half a laptop's width. It steps
	// aside in presentation mode, set up before: the room sees the
	// question, the score and the answer.
	bar := run.Aside(container.New(layout.NewRowWrapLayout(), q.Often, q.buildVariant()))
	q.content = container.NewVBox(bar, q.lineBox)
	q.ExtendBaseWidget(q)
	q.Hide() // the panel takes no room until the quiz is on
	session.SetHold(q.newRun, q.held)
	session.OnChange(q.follow)
	session.OnFrame(q.frame)
	run.Words(q.words)
	return q
}

// CreateRenderer is part of fyne.Widget.
func (q *Quiz) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(q.content) }

// On reports whether the quiz asks.
func (q *Quiz) On() bool { return q.on.Load() }

// SetOn turns the quiz on or off. On, the search is watched at full speed
// too, so that no step goes by unasked; the score starts again.
func (q *Quiz) SetOn(on bool) {
	if q.on.Load() == on {
		return
	}
	q.on.Store(on)
	if q.Toggle.Checked != on {
		q.Toggle.SetChecked(on)
	}
	q.session.WatchAlways(on)
	if on {
		q.right, q.asked = 0, 0
		q.Show()
	} else {
		q.drop()
		q.clearVariant()
		q.Hide()
	}
	q.keep()
	q.show()
}

// Mode is how often the quiz asks.
func (q *Quiz) Mode() Mode { return Mode(q.mode.Load()) }

// SetMode sets how often the quiz asks.
func (q *Quiz) SetMode(m Mode) {
	if m >= numModes {
		return
	}
	q.Often.SetSelectedIndex(int(m))
	q.setMode(m)
}

func (q *Quiz) setMode(m Mode) {
	q.mode.Store(uint32(m))
	q.keep()
}

// Asking is the question open, nil when none is.
func (q *Quiz) Asking() *Question { return q.open }

// Tally is the answers right and the questions answered since the quiz
// was turned on.
func (q *Quiz) Tally() (right, asked int) { return q.right, q.asked }

// newRun is the session's Hold for a new run.
func (q *Quiz) newRun() run.Hold {
	t, a := &tracker{}, q.newAsker()
	q.asker = a
	if a == nil {
		return nil
	}
	return func(e engine.Event) (uint64, bool) {
		qu, ok := t.ask(a, e, Mode(q.mode.Load()), q.on.Load())
		if !ok {
			return 0, false
		}
		q.mu.Lock()
		q.pending = &qu
		q.mu.Unlock()
		return qu.Show, true
	}
}

// held opens the question of the step the session was held at.
func (q *Quiz) held(_ uint64, wasRunning bool) {
	q.mu.Lock()
	qu := q.pending
	q.pending = nil
	q.mu.Unlock()
	if rec := q.session.Recording(); rec != q.rec {
		q.rec, q.answered, q.cursor = rec, map[uint64]bool{}, nil
	}
	if qu == nil || !q.On() || q.answered[qu.Step] {
		// Nothing asked: nothing to keep from the room (Resume lets go
		// of the hold too).
		if wasRunning {
			q.session.Resume()
		} else {
			q.session.Unhold()
		}
		return
	}
	q.open, q.shown, q.verdict, q.resume = qu, nil, asking, wasRunning
	q.gen++
	q.show()
}

// drop forgets the question open or revealed and lets a search held for
// it go on.
func (q *Quiz) drop() {
	if q.open != nil {
		q.session.Unhold()
	}
	if (q.open != nil || q.shown != nil) && q.resume && q.session.State() == run.Paused {
		q.session.Resume()
	}
	q.open, q.shown, q.resume = nil, nil, false
	q.gen++
	q.stopLinger()
}

// stopLinger forgets the timer of the answer on show.
func (q *Quiz) stopLinger() {
	if q.lingering != nil {
		q.lingering.Stop()
		q.lingering = nil
	}
}

// Close stops the timers of an answer on show, so that nothing of the
// quiz outlives its screen: the screen's Close calls it.
func (q *Quiz) Close() {
	q.stopLinger()
	if q.graceOver != nil {
		q.graceOver.Stop()
		q.graceOver = nil
	}
}

// inGrace reports whether the last answer went on by itself less than
// grace ago: Reveal and Enter wait.
func (q *Quiz) inGrace() bool {
	return !q.wentOn.IsZero() && q.now().Sub(q.wentOn) < grace
}

// follow closes the open question when the session moves on without an
// answer: a new run, Resume or Stop.
func (q *Quiz) follow() {
	if q.open == nil && q.shown == nil {
		return
	}
	if st := q.session.State(); st != run.Paused || q.session.Recording() != q.rec {
		q.open, q.shown, q.resume = nil, nil, false
		q.gen++
		q.stopLinger()
		q.show()
	}
}

// frame reveals the open question for the room should the step on show
// reach its answer: a safety net, as the session takes no step past a
// question that holds it (Session.Held).
func (q *Quiz) frame(f run.Frame) {
	if q.open != nil && f.Step != nil && f.Step.Step() >= q.open.Step {
		q.resume = false // the teacher steps: stay
		q.reveal(toldRoom, false)
	}
}

// Answer gives r as the answer to the open question and reveals it; it
// reports whether a question was open.
func (q *Quiz) Answer(r Reply) bool {
	if q.open == nil {
		return false
	}
	v := gotWrong
	if q.open.Right(r) {
		v = gotRight
	}
	q.reveal(v, true)
	return true
}

// Tap answers the open question with a tap on the board (row, col), and
// reports whether it did: a tap with no question open is the screen's.
func (q *Quiz) Tap(row, col int) bool {
	return q.Answer(Reply{Kind: Tapped, Row: row, Col: col})
}

// RevealAnswer shows the answer without scoring, for a teacher who asked
// the room aloud (Enter); with the answer on show, Enter goes on.
func (q *Quiz) RevealAnswer() {
	switch {
	case q.open != nil && q.inGrace():
		// A press meant for the Go on that the linger took.
	case q.open != nil:
		q.reveal(toldRoom, true)
	case q.shown != nil:
		q.goOn(q.gen)
	}
}

// reveal closes the open question with verdict v: the score counts a
// reply once per step, and the answer's step goes on show (if seek: a
// frame that stepped onto it shows it already). A running search goes on
// after a while: longer after a wrong answer, which has more to read.
func (q *Quiz) reveal(v verdict, seek bool) {
	qu := q.open
	q.open, q.shown, q.verdict = nil, qu, v
	if v != toldRoom && !q.answered[qu.Step] {
		q.answered[qu.Step] = true
		q.asked++
		if v == gotRight {
			q.right++
		}
	}
	q.session.Unhold() // answered: the room may see the step now
	if seek {
		q.session.Seek(qu.Step)
	}
	q.gen++
	q.show()
	if q.resume && q.Linger > 0 {
		gen, wait := q.gen, q.Linger
		if v != gotRight {
			wait *= 2
		}
		q.stopLinger()
		q.lingering = time.AfterFunc(wait, func() { fyne.Do(func() { q.lingeredOut(gen) }) })
	}
}

// lingeredOut goes on from the answer revealed, its linger over, and
// starts the grace in which Reveal and Enter do nothing.
func (q *Quiz) lingeredOut(gen int) {
	if gen != q.gen || q.shown == nil {
		return
	}
	q.wentOn = q.now()
	if q.graceOver != nil {
		q.graceOver.Stop()
	}
	q.graceOver = time.AfterFunc(grace, func() { fyne.Do(q.show) })
	q.goOn(gen)
}

// goOn lets the search held for the answer revealed go on, unless
// something happened since: another question, or a step away from the
// answer (a teacher stepping back to show why).
func (q *Quiz) goOn(gen int) {
	if gen != q.gen || q.shown == nil {
		return
	}
	q.stopLinger()
	step, resume := q.shown.Step, q.resume
	q.shown, q.resume = nil, false
	q.gen++
	q.show()
	if _, at, _, ok := q.session.History(); resume && ok && at == step && q.session.State() == run.Paused {
		q.session.Resume()
	}
}

// TypedKey takes the quiz's keys: F6 turns it on and off, Enter reveals
// the answer and then goes on. It reports whether it used k.
func (q *Quiz) TypedKey(k *fyne.KeyEvent) bool {
	switch k.Name {
	case fyne.KeyF6:
		q.SetOn(!q.On())
	case fyne.KeyReturn, fyne.KeyEnter:
		if q.open == nil && q.shown == nil {
			return false
		}
		q.RevealAnswer()
	default:
		return false
	}
	return true
}

// TypedRune answers the open question with a typed digit (a choice's
// number when it offers choices; A to G for 10 to 16, as a 16×16 Sudoku
// writes them) and reports whether it used r.
func (q *Quiz) TypedRune(r rune) bool {
	switch {
	case r >= '0' && r <= '9':
		return q.TypedDigit(int(r - '0'))
	case r >= 'A' && r <= 'G', r >= 'a' && r <= 'g':
		if q.open != nil && q.open.Want == Digit {
			return q.TypedDigit(int(r|0x20-'a') + 10)
		}
	}
	return false
}

// TypedDigit answers the open question with digit d, or picks choice d
// (from 1) of a question that offers choices, and reports whether it did.
func (q *Quiz) TypedDigit(d int) bool {
	if q.open == nil {
		return false
	}
	if len(q.open.Choices) > 0 && q.open.Want != Digit {
		if d < 1 || d > len(q.open.Choices) {
			return false
		}
		return q.Answer(Reply{Kind: Chose, Value: d - 1})
	}
	if q.open.Want != Digit {
		return false
	}
	return q.Answer(Reply{Kind: Typed, Value: d})
}

// words says the quiz's fixed words in the language in use, and measures
// the question's room again: also after a change of the text's size
// (presentation mode).
func (q *Quiz) words() {
	probe := widget.NewLabel("1\n2")
	probe.SizeName, probe.TextStyle.Bold = theme.SizeNameSubHeadingText, true
	q.room.SetMinSize(fyne.NewSize(0, probe.MinSize().Height))
	q.Toggle.Text = i18n.T("quiz.toggle")
	q.Toggle.Refresh()
	q.Often.Options = []string{i18n.T("quiz.mode.every"), i18n.T("quiz.mode.backtrack"), i18n.T("quiz.mode.deadEnd")}
	q.Often.SetSelectedIndex(int(q.Mode()))
	run.FitOptions(q.Often)
	q.variantWords()
	q.show()
}

// show puts the question, the verdict and the score on the widgets.
func (q *Quiz) show() {
	if q.On() {
		run.SetText(q.Score, i18n.T("quiz.score", i18n.Args{"Right": q.right, "Asked": q.asked}))
	} else {
		run.SetText(q.Score, "")
	}
	var text, why string
	color := theme.ColorNameForeground
	q.Choices.RemoveAll()
	switch {
	case q.open != nil:
		text = i18n.Say(q.open.Ask)
		color = theme.ColorNamePrimary
		for i, c := range q.open.Choices {
			label := i18n.T("quiz.choice", i18n.Args{"Number": i + 1, "Text": i18n.Say(c)})
			q.Choices.Add(widget.NewButton(label, func() { q.Answer(Reply{Kind: Chose, Value: i}) }))
		}
		setButton(q.Reveal, i18n.T("quiz.reveal"), !q.inGrace())
	case q.shown != nil:
		// The verdict in its colour, the step's own words after it in
		// the text's: a long line all red reads badly from afar.
		why = i18n.T("quiz.why", i18n.Args{"Why": i18n.Say(q.why(q.shown))})
		switch q.verdict {
		case gotRight:
			text, color = i18n.T("quiz.right"), theme.ColorNameSuccess
		case gotWrong:
			text, color = i18n.T("quiz.wrong", i18n.Args{"Answer": i18n.Say(q.shown.Answer)}), theme.ColorNameError
		default:
			text, color = i18n.T("quiz.told", i18n.Args{"Answer": i18n.Say(q.shown.Answer)}), theme.ColorNamePrimary
		}
		setButton(q.Reveal, i18n.T("quiz.goOn"), true)
	default:
		if q.On() {
			text = i18n.T("quiz.waiting")
		}
		setButton(q.Reveal, i18n.T("quiz.reveal"), false)
	}
	// The question and the verdict large, read from the back of a room;
	// the hint while waiting in plain text, so that it wraps in two lines.
	size, bold := theme.SizeNameSubHeadingText, true
	if q.open == nil && q.shown == nil {
		size, bold = theme.SizeNameText, false
	}
	if len(q.Choices.Objects) > 0 {
		q.Choices.Show()
	} else {
		q.Choices.Hide()
	}
	q.Line.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: widget.RichTextStyle{
		Inline: true, ColorName: color, SizeName: size, TextStyle: fyne.TextStyle{Bold: bold},
	}}}
	if why != "" {
		q.Line.Segments = append(q.Line.Segments, &widget.TextSegment{Text: why, Style: widget.RichTextStyle{
			Inline: true, ColorName: theme.ColorNameForeground, SizeName: size,
		}})
	}
	q.Line.Refresh()
}

// Holding reports whether a question is open or its answer on show: the
// step on show is the quiz's, not one the user stepped back to.
// A screen with no quiz (nil, tests of its words) holds none.
func (q *Quiz) Holding() bool { return q != nil && (q.open != nil || q.shown != nil) }

// Text is what the question line says.
func (q *Quiz) Text() string { return q.Line.String() }

// why tells the answer's step in its own words.
func (q *Quiz) why(qu *Question) story.Msg {
	if q.cursor == nil {
		q.cursor = q.session.NewCursor()
	}
	st := engine.Stats{}
	if q.cursor != nil {
		if k, ok := q.cursor.Seek(qu.Step); ok && k == qu.Step {
			st = q.cursor.Stats()
		}
	}
	if q.asker == nil {
		return story.Msg{}
	}
	return q.asker.Why(qu, st)
}

// setButton shows text on b, enabled or not, touching it only when that
// changes.
func setButton(b *widget.Button, text string, on bool) {
	if b.Text != text {
		b.SetText(text)
	}
	run.Enable(b, on)
}
