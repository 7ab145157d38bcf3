package sudoku

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// genSettings are the generator's last difficulty and seed, kept in the
// preferences so that the dialog offers them again.
type genSettings struct {
	difficulty sudoku.Difficulty
	seed       uint64
	used       bool // a puzzle was generated: seed is worth offering again
}

// difficultyKeys name the difficulties as the dialog offers them.
var difficultyKeys = map[sudoku.Difficulty]string{
	sudoku.Easy:   "sudoku.difficulty.easy",
	sudoku.Medium: "sudoku.difficulty.medium",
	sudoku.Hard:   "sudoku.difficulty.hard",
	sudoku.Expert: "sudoku.difficulty.expert",
}

// difficultyName is a difficulty as the dialog offers it.
func difficultyName(d sudoku.Difficulty) string { return i18n.T(difficultyKeys[d]) }

// newSeed is a fresh random seed, small enough to read out to a class.
func newSeed() uint64 { return rand.Uint64N(1_000_000) }

// showGenerator asks for the size, difficulty and seed of a new puzzle.
func (s *Screen) showGenerator() {
	size := widget.NewSelect([]string{"4×4", "9×9", "16×16"}, nil)
	size.SetSelected(sizeName(s.p.size()))
	names := make([]string, len(sudoku.Difficulties))
	for i, d := range sudoku.Difficulties {
		names[i] = difficultyName(d)
	}
	difficulty := widget.NewSelect(names, nil)
	difficulty.SetSelected(difficultyName(s.gen.difficulty))
	seed := run.NewEntry()
	seed.SetText(strconv.FormatUint(newSeed(), 10))
	seed.Validator = func(text string) error {
		_, err := parseSeed(text)
		return err
	}
	again := widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), func() {
		seed.SetText(strconv.FormatUint(newSeed(), 10))
	})
	last := widget.NewButton(i18n.T("sudoku.gen.last", i18n.Args{"Seed": s.gen.seed}), func() {
		seed.SetText(strconv.FormatUint(s.gen.seed, 10))
	})
	if !s.gen.used {
		last.Hide()
	}
	about := widget.NewLabel(i18n.T("sudoku.gen.about"))
	about.Wrapping = fyne.TextWrapWord
	about.SizeName = theme.SizeNameCaptionText
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("sudoku.gen.size"), size),
		widget.NewFormItem(i18n.T("sudoku.gen.difficulty"), difficulty),
		widget.NewFormItem(i18n.T("sudoku.gen.seed"), container.NewBorder(nil, nil, nil, container.NewHBox(again, last), seed)),
	)
	d := dialog.NewCustomConfirm(i18n.T("sudoku.gen.title"), i18n.T("sudoku.gen.generate"), i18n.T("sudoku.button.cancel"),
		container.NewVBox(form, about), func(ok bool) {
			if !ok {
				return
			}
			n, err := parseSeed(seed.Text)
			if err != nil {
				s.fail(tr("sudoku.gen.badseed", nil), err)
				return
			}
			s.generate(sizeOf(size.Selected), difficultyOf(difficulty.Selected), n)
		}, s.win)
	d.Resize(fyne.NewSize(460, d.MinSize().Height))
	d.Show()
}

// generate makes a puzzle in the background, through the screen's
// background Runner, and loads it: the puzzle is the generator's result,
// in its events. A 9×9 takes a few milliseconds; a 16×16 up to a second
// or two: past half a second a dialog says so, with a Stop button, and Esc
// on the grid stops it too.
func (s *Screen) generate(size int, d sudoku.Difficulty, seed uint64) {
	s.gen = genSettings{difficulty: d, seed: seed, used: true}
	s.writePrefs()
	s.say(func() string {
		return i18n.T("sudoku.gen.status", i18n.Args{"Difficulty": lower(difficultyName(d)), "Size": sizeName(size), "Seed": seed})
	})
	var wait dialog.Dialog
	var made *sudoku.Generated // the result, copied on the search goroutine
	s.bg.start(job{
		search: sudoku.GenerateSearch(size, d, seed),
		found: func(e engine.Event) {
			if g, ok := e.Result.(*sudoku.Generated); ok {
				kept := *g
				made = &kept
			}
		},
		done: func(end engine.End) {
			if wait != nil {
				wait.Hide()
			}
			switch {
			case end == engine.Stopped:
				s.say(tr("sudoku.gen.stopped", nil))
			case made == nil:
				s.fail(tr("sudoku.gen.failed", nil), errors.New(end.String()))
			default:
				g := *made
				s.load(g.Puzzle, func() string { return describeGenerated(&g) })
			}
		},
		slowly: func() {
			bar := widget.NewProgressBarInfinite()
			wait = dialog.NewCustom(i18n.T("sudoku.gen.waiting", i18n.Args{"Size": sizeName(size)}),
				i18n.T("sudoku.button.stopcheck"), bar, s.win)
			wait.SetOnClosed(func() { s.stopCheck() }) // Stop; a no-op once the job has ended
			wait.Show()
		},
		// An edit, a Hint or a search started before the dialog showed
		// ends the generation: the status line says so.
		dropped: func() {
			if wait != nil {
				wait.Hide()
			}
			s.say(tr("sudoku.gen.stopped", nil))
		},
	})
}

// describeGenerated tells what was generated and how to get it again.
func describeGenerated(g *sudoku.Generated) string {
	effort := i18n.T("sudoku.gen.singles")
	if g.Guesses > 0 {
		effort = count("sudoku.gen.guesses", g.Guesses)
	}
	return i18n.T("sudoku.gen.done", i18n.Args{"Difficulty": lower(difficultyName(g.Difficulty)),
		"Size": sizeName(g.Puzzle.Size()), "Seed": g.Seed, "Clues": g.Clues, "Effort": effort})
}

func difficultyOf(name string) sudoku.Difficulty {
	for d := range difficultyKeys {
		if difficultyName(d) == name {
			return d
		}
	}
	return sudoku.Medium
}

// parseSeed reads a seed: a whole number from 0 to 18446744073709551615.
func parseSeed(text string) (uint64, error) {
	n, err := strconv.ParseUint(strings.TrimSpace(text), 10, 64)
	if err != nil {
		args := i18n.Args{"Text": strconv.Quote(strings.TrimSpace(text)), "Max": uint64(1<<64 - 1)}
		return 0, i18n.Refuse("sudoku.err.seed", args)
	}
	return n, nil
}
