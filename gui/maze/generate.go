package maze

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"backtracklab/engine/maze"
)

// checkSize says why the screen will not generate a maze of w×h cells.
func checkSize(w, h int) error {
	if err := maze.CheckGenerateSize(w, h); err != nil {
		return err
	}
	if w > maxScreenSide || h > maxScreenSide {
		return fmt.Errorf("maze size %d×%d: at most %d cells a side here", w, h, maxScreenSide)
	}
	return nil
}

// genRequest reads the size and seed entries.
func (s *Screen) genRequest() (w, h int, seed int64, err error) {
	w, errW := strconv.Atoi(strings.TrimSpace(s.width.Text))
	h, errH := strconv.Atoi(strings.TrimSpace(s.height.Text))
	if errW != nil || errH != nil {
		return 0, 0, 0, fmt.Errorf("the size must be two whole numbers of cells, such as 20 × 12")
	}
	if err := checkSize(w, h); err != nil {
		return 0, 0, 0, err
	}
	seed, err = strconv.ParseInt(strings.TrimSpace(s.seed.Text), 10, 64)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("the seed must be a whole number, such as 42")
	}
	return w, h, seed, nil
}

// generate makes a maze from the entries: at once, or carved step by
// step on the board through the shared controls.
func (s *Screen) generate() {
	if s.session.State().Active() {
		s.session.Stop()
	}
	w, h, seed, err := s.genRequest()
	if err != nil {
		s.say("Cannot generate: " + err.Error())
		return
	}
	s.saveSettings()
	if s.animate.Checked {
		s.next = jobGenerate
		s.session.Start()
		return
	}
	loops := s.loopShare()
	s.showMaze(maze.GenerateWithLoops(w, h, seed, loops), generatedWords(w, h, seed, loops))
}

// loopChoices are the shares of inner walls, in percent, the Loops select
// offers: none (a perfect maze, where DFS and BFS find the same path), a
// few, and enough for BFS's shortest path to stand out.
var loopChoices = []int{0, 10, 25}

func loopLabel(loops int) string { return strconv.Itoa(loops) + "%" }

// loopShare is the share of inner walls chosen in the Loops select.
func (s *Screen) loopShare() int {
	for _, l := range loopChoices {
		if s.loops.Selected == loopLabel(l) {
			return l
		}
	}
	return 0
}

// newSeed puts a fresh random seed in the seed entry.
func (s *Screen) newSeed() {
	s.seed.SetText(strconv.FormatInt(rand.Int64N(1_000_000), 10))
}

func generatedWords(w, h int, seed int64, loops int) string {
	if loops == 0 {
		return fmt.Sprintf("Generated a %d×%d-cell maze from seed %d — the same size and seed always give this maze", w, h, seed)
	}
	return fmt.Sprintf("Generated a %d×%d-cell maze with %d%% loops from seed %d — the same size, seed and loops always give this maze; compare DFS and BFS on it", w, h, loops, seed)
}
