package quiz

import (
	"image/color"
	"math/rand/v2"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Seeded variants: "New puzzle" gives each student a different board of
// the same difficulty, made from a seed the panel shows, so that a
// teacher who types the seed in gets the same board to check an answer.
// The screen says what a seed makes (SetVariant); the button, the seed
// and where it comes from are shared here.

// newSeed is a fresh random seed, short enough to read out to a class.
func newSeed() uint64 { return rand.Uint64N(1_000_000) }

// variantParts are the panel's New puzzle button and its seed.
type variantParts struct {
	NewPuzzle *widget.Button
	Seed      *run.Entry // the seed of the puzzle on show; typed, the seed of the next
	seedLabel *widget.Label
	seedRoom  *canvas.Rectangle // holds seven digits
	box       *fyne.Container   // the parts, hidden until the screen has variants

	make  func(seed uint64)
	clear func()
	shown string // the seed on show, as the entry shows it
}

func (q *Quiz) buildVariant() fyne.CanvasObject {
	v := &q.Variant
	v.NewPuzzle = widget.NewButton("", q.NewPuzzle)
	v.Seed = run.NewEntry()
	v.Seed.Validator = func(text string) error {
		if text == "" {
			return nil
		}
		_, err := parseSeed(text)
		return err
	}
	v.Seed.OnSubmitted = func(text string) {
		if seed, err := parseSeed(text); err == nil {
			q.MakeVariant(seed)
		}
	}
	run.HandBack(v.Seed) // Enter made the puzzle: Space and Enter drive the run again
	v.seedLabel = widget.NewLabel("")
	v.seedRoom = canvas.NewRectangle(color.Transparent)
	v.box = container.NewHBox(v.NewPuzzle, v.seedLabel, container.NewStack(v.seedRoom, v.Seed))
	v.box.Hide()
	return v.box
}

// SetVariant gives the panel its New puzzle button: make(seed) makes the
// screen's seeded variant of the puzzle on show, of the same size and
// difficulty (the same seed, the same board), on the UI goroutine; clear,
// if not nil, goes back to the plain puzzle when the quiz is turned off.
func (q *Quiz) SetVariant(make func(seed uint64), clear func()) {
	q.Variant.make, q.Variant.clear = make, clear
	q.Variant.box.Show()
}

// NewPuzzle makes a seeded variant: of the seed typed in the seed entry
// if one was typed there, else of a fresh random seed.
func (q *Quiz) NewPuzzle() {
	v := &q.Variant
	seed, err := parseSeed(v.Seed.Text)
	if err != nil || strings.TrimSpace(v.Seed.Text) == v.shown {
		seed = newSeed()
	}
	q.MakeVariant(seed)
}

// MakeVariant makes the seeded variant of seed and shows the seed.
func (q *Quiz) MakeVariant(seed uint64) {
	v := &q.Variant
	if v.make == nil {
		return
	}
	v.shown = strconv.FormatUint(seed, 10)
	v.Seed.SetText(v.shown)
	v.make(seed)
}

// SeedShown is the seed of the variant on show, "" before the first.
func (q *Quiz) SeedShown() string { return q.Variant.shown }

// clearVariant goes back to the plain puzzle, the quiz turned off.
func (q *Quiz) clearVariant() {
	v := &q.Variant
	if v.shown == "" {
		return
	}
	v.shown = ""
	v.Seed.SetText("")
	if v.clear != nil {
		v.clear()
	}
}

// variantWords says the variant's words and measures the seed's room.
func (q *Quiz) variantWords() {
	v := &q.Variant
	v.NewPuzzle.SetText(i18n.T("quiz.newPuzzle"))
	v.seedLabel.SetText(i18n.T("quiz.seed"))
	v.Seed.SetPlaceHolder(i18n.T("quiz.seedHint"))
	// Seven digits, the entry's padding and its validation icon.
	w := fyne.MeasureText("0000000", theme.TextSize(), fyne.TextStyle{}).Width
	v.seedRoom.SetMinSize(fyne.NewSize(w+4*theme.InnerPadding()+theme.IconInlineSize(), 0))
}

// parseSeed reads a seed: a whole number, as the panel shows it.
func parseSeed(text string) (uint64, error) {
	seed, err := strconv.ParseUint(strings.TrimSpace(text), 10, 64)
	if err != nil {
		return 0, i18n.Refuse("quiz.err.seed", nil)
	}
	return seed, nil
}
