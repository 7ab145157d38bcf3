package sudoku

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/sudoku"
)

// genSettings are the generator's last difficulty and seed, kept in the
// preferences so that the dialog offers them again.
type genSettings struct {
	difficulty sudoku.Difficulty
	seed       uint64
	used       bool // a puzzle was generated: seed is worth offering again
}

// difficultyNames are the difficulties as the dialog offers them.
var difficultyNames = map[sudoku.Difficulty]string{
	sudoku.Easy:   "Easy",
	sudoku.Medium: "Medium",
	sudoku.Hard:   "Hard",
	sudoku.Expert: "Expert",
}

// newSeed is a fresh random seed, small enough to read out to a class.
func newSeed() uint64 { return rand.Uint64N(1_000_000) }

// showGenerator asks for the size, difficulty and seed of a new puzzle.
func (s *Screen) showGenerator() {
	size := widget.NewSelect([]string{"4×4", "9×9", "16×16"}, nil)
	size.SetSelected(sizeName(s.p.size()))
	names := make([]string, len(sudoku.Difficulties))
	for i, d := range sudoku.Difficulties {
		names[i] = difficultyNames[d]
	}
	difficulty := widget.NewSelect(names, nil)
	difficulty.SetSelected(difficultyNames[s.gen.difficulty])
	seed := widget.NewEntry()
	seed.SetText(strconv.FormatUint(newSeed(), 10))
	seed.Validator = func(text string) error {
		_, err := parseSeed(text)
		return err
	}
	again := widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), func() {
		seed.SetText(strconv.FormatUint(newSeed(), 10))
	})
	last := widget.NewButton(fmt.Sprintf("Last: %d", s.gen.seed), func() {
		seed.SetText(strconv.FormatUint(s.gen.seed, 10))
	})
	if !s.gen.used {
		last.Hide()
	}
	about := widget.NewLabel("The same size, difficulty and seed give the same puzzle on every computer: " +
		"give the class the seed. Every puzzle has exactly one solution.")
	about.Wrapping = fyne.TextWrapWord
	about.SizeName = theme.SizeNameCaptionText
	form := widget.NewForm(
		widget.NewFormItem("Size", size),
		widget.NewFormItem("Difficulty", difficulty),
		widget.NewFormItem("Seed", container.NewBorder(nil, nil, nil, container.NewHBox(again, last), seed)),
	)
	d := dialog.NewCustomConfirm("New puzzle", "Generate", "Cancel", container.NewVBox(form, about), func(ok bool) {
		if !ok {
			return
		}
		n, err := parseSeed(seed.Text)
		if err != nil {
			s.fail("The seed is not valid", err)
			return
		}
		s.generate(sizeOf(size.Selected), difficultyOf(difficulty.Selected), n)
	}, s.win)
	d.Resize(fyne.NewSize(460, d.MinSize().Height))
	d.Show()
}

// generate makes a puzzle in the background and loads it. A 9×9 takes a
// few milliseconds; a 16×16 up to a second or two, during which a dialog
// says so.
func (s *Screen) generate(size int, d sudoku.Difficulty, seed uint64) {
	s.gen = genSettings{difficulty: d, seed: seed, used: true}
	s.writePrefs()
	var wait dialog.Dialog
	if size == 16 {
		bar := widget.NewProgressBarInfinite()
		wait = dialog.NewCustomWithoutButtons("Generating a 16×16 puzzle…", bar, s.win)
		wait.Show()
	}
	s.say(fmt.Sprintf("Generating a %s %s puzzle with seed %d…", strings.ToLower(difficultyNames[d]), sizeName(size), seed))
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		g, err := sudoku.Generate(size, d, seed)
		fyne.Do(func() {
			if wait != nil {
				wait.Hide()
			}
			if err != nil {
				s.fail("No puzzle could be generated", err)
				return
			}
			s.load(g.Puzzle, describeGenerated(&g))
		})
	}()
}

// describeGenerated tells what was generated and how to get it again.
func describeGenerated(g *sudoku.Generated) string {
	effort := "singles alone solve it"
	if g.Guesses > 0 {
		effort = fmt.Sprintf("the fewest-candidates search has to guess %s", plural(g.Guesses, "time", "times"))
	}
	return fmt.Sprintf("New %s %s puzzle, seed %d: %d givens, one solution; %s. The same seed gives the same puzzle anywhere",
		strings.ToLower(difficultyNames[g.Difficulty]), sizeName(g.Puzzle.Size()), g.Seed, g.Clues, effort)
}

func difficultyOf(name string) sudoku.Difficulty {
	for d, n := range difficultyNames {
		if n == name {
			return d
		}
	}
	return sudoku.Medium
}

// parseSeed reads a seed: a whole number from 0 to 18446744073709551615.
func parseSeed(text string) (uint64, error) {
	n, err := strconv.ParseUint(strings.TrimSpace(text), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number from 0 to %d", strings.TrimSpace(text), uint64(1<<64-1))
	}
	return n, nil
}
