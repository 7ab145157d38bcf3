package maze

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// checkSize says why the screen will not generate a maze of w×h cells.
// The screen checks what the engine would refuse itself, to say it in
// the language in use; the engine's check stays as a safeguard.
func checkSize(w, h int) error {
	args := i18n.Args{"Width": w, "Height": h, "Max": maxScreenSide}
	switch {
	case w < 1 || h < 1:
		return i18n.Refuse("maze.gen.small", args)
	case w > maxScreenSide || h > maxScreenSide:
		return i18n.Refuse("maze.gen.large", args)
	case w == 1 && h == 1:
		return i18n.Refuse("maze.gen.one", args)
	}
	return maze.CheckGenerateSize(w, h)
}

// genRequest reads the size and seed entries.
func (s *Screen) genRequest() (w, h int, seed int64, err error) {
	w, errW := strconv.Atoi(strings.TrimSpace(s.width.Text))
	h, errH := strconv.Atoi(strings.TrimSpace(s.height.Text))
	if errW != nil || errH != nil {
		return 0, 0, 0, i18n.Refuse("maze.gen.notsize", nil)
	}
	if err := checkSize(w, h); err != nil {
		return 0, 0, 0, err
	}
	seed, err = strconv.ParseInt(strings.TrimSpace(s.seed.Text), 10, 64)
	if err != nil {
		return 0, 0, 0, i18n.Refuse("maze.gen.notseed", nil)
	}
	return w, h, seed, nil
}

// cannotGenerate is the status line for a request the screen refuses.
func cannotGenerate(err error) i18n.Words {
	return func() string { return i18n.T("maze.gen.cannot", i18n.Args{"Why": errorWords(err)}) }
}

// generate makes a maze from the entries: at once, or carved step by
// step on the board through the shared controls.
func (s *Screen) generate() {
	if s.session.State().Active() {
		s.session.Stop()
	}
	if _, _, _, err := s.genRequest(); err != nil {
		s.say(cannotGenerate(err))
		return
	}
	s.saveSettings()
	s.next = jobGenerateNow
	if s.animate.Checked {
		s.next = jobGenerate
	}
	s.session.Start()
}

// progressAfter is how long a maze made at once may take before a
// progress line says how far it is: the mazes of a few hundred cells a
// side are made before anyone would read it (1000×1000 takes about a
// second here).
const progressAfter = time.Second / 2

// instantFrame shows a maze being made at once (jobGenerateNow): the maze
// on show stays, the status line tells the progress once it takes long,
// and the new maze replaces the old one when it is made.
func (s *Screen) instantFrame(f run.Frame, snap *snapshot) bool {
	switch {
	case f.State.Active() || f.State == run.Stopping:
		if f.Elapsed >= progressAfter && f.Total > 0 {
			w, h, pct := s.carvingSize[0], s.carvingSize[1], int(f.Done*100/f.Total)
			s.say(func() string {
				return i18n.T("maze.gen.progress", i18n.Args{"Width": w, "Height": h, "Percent": pct})
			})
		}
	case snap.made != nil && snap.end == engine.LimitReached:
		s.showMaze(snap.made, s.carvedMsg)
	case snap.end == engine.Stopped:
		s.say(tr("maze.end.carve.stopped", nil))
	}
	return false
}

// loopChoices are the shares of inner walls, in percent, the Loops select
// offers: none (a perfect maze, where DFS and BFS find the same path), a
// few, and enough for BFS's shortest path to stand out.
var loopChoices = []int{0, 10, 25}

// loopLabel is a share as the select shows it, the same in every language.
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

// generatedWords tells the maze made from a request. The seed is shown
// as typed, without separators, so that it can be typed again.
func generatedWords(w, h int, seed int64, loops int) i18n.Words {
	args := i18n.Args{"Width": w, "Height": h, "Seed": strconv.FormatInt(seed, 10), "Loops": loops}
	if loops == 0 {
		return tr("maze.gen.done", args)
	}
	return tr("maze.gen.done.loops", args)
}

// makeVariant makes the quiz's seeded variant: a maze of the size and
// loops set, from seed (the same seed, the same maze).
func (s *Screen) makeVariant(seed uint64) {
	s.seed.SetText(strconv.FormatUint(seed, 10))
	s.generate()
}
