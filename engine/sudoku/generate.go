package sudoku

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"backtracklab/engine"
)

// Difficulty is how hard a generated puzzle is: how many clues it keeps
// and how much search it takes.
type Difficulty uint8

// The difficulties, easiest first.
const (
	// Easy keeps about 46% of the cells as clues and can be solved with
	// singles alone (every step forced: no guessing).
	Easy Difficulty = iota
	// Medium keeps about 39% of the cells and can still be solved with
	// singles alone.
	Medium
	// Hard keeps about a third of the cells; it may need a guess.
	Hard
	// Expert removes clues for as long as the solution stays unique, and
	// prefers puzzles that singles alone cannot solve.
	Expert
	numDifficulties
)

// Difficulties lists every difficulty, easiest first.
var Difficulties = []Difficulty{Easy, Medium, Hard, Expert}

var difficultyNames = [numDifficulties]string{"easy", "medium", "hard", "expert"}

func (d Difficulty) String() string {
	if d < numDifficulties {
		return difficultyNames[d]
	}
	return fmt.Sprintf("difficulty(%d)", d)
}

// ParseDifficulty reads a difficulty name as String writes it (any case).
func ParseDifficulty(name string) (Difficulty, error) {
	for d, n := range difficultyNames {
		if strings.EqualFold(name, n) {
			return Difficulty(d), nil
		}
	}
	return 0, fmt.Errorf("unknown difficulty %q, want easy, medium, hard or expert", name)
}

// Generated is a puzzle made by Generate and what went into it.
type Generated struct {
	Puzzle     Grid // the givens; its only solution is Solution
	Solution   Grid
	Difficulty Difficulty
	Seed       uint64
	Clues      int // givens in Puzzle
	// Guesses is how many choices the fewest-candidates search (MRV) has
	// to make on Puzzle beyond what singles force: 0 means the puzzle can
	// be solved by logic alone. It is the search effort the difficulty
	// is judged by.
	Guesses uint64
}

// difficultyRule is what a difficulty asks of the clue removal.
type difficultyRule struct {
	clueShare   float64 // stop once the clues are at most this share of the cells; 0: remove all that can go
	singlesOnly bool    // keep only removals that leave the puzzle solvable by singles
	asymmetric  bool    // after the symmetric pairs, remove single cells too
	attempts    int     // grids to try for a puzzle that needs a guess (Expert)
}

var difficultyRules = [numDifficulties]difficultyRule{
	Easy:   {clueShare: 0.46, singlesOnly: true, attempts: 1},
	Medium: {clueShare: 0.39, singlesOnly: true, attempts: 1},
	Hard:   {clueShare: 0.35, attempts: 1},
	Expert: {asymmetric: true, attempts: 6},
}

// expertShare16 bounds Expert on 16x16 grids: removing clues down to the
// minimum there takes many slow uniqueness checks on nearly empty grids,
// so Expert stops at the share Hard would reach on 9x9 less a little.
const expertShare16 = 0.30

// Generate makes a puzzle of the given size (4, 9 or 16) with exactly one
// solution at difficulty d. The same size, difficulty and seed always
// give the same puzzle, so a class can share one by its seed.
//
// It fills a random full grid by randomized backtracking, then empties
// cells in random order, two at a time in positions symmetric about the
// centre (the classic look), keeping each removal only while the puzzle
// still has exactly one solution (CountSolutions(g, 2) == 1) and, for Easy
// and Medium, can still be solved by singles alone. It stops at the
// difficulty's share of clues. Expert removes all it can and tries a few
// grids for one that needs a guess.
func Generate(size int, d Difficulty, seed uint64) (Generated, error) {
	g, _, err := generate(size, d, seed, engine.NewTracer(nil))
	return g, err
}

// GenerateSearch is Generate as a search for an engine.Runner, which a
// screen can stop: it asks t whether to go on between clue removals, and
// the uniqueness counts inside it poll t as any search does, so a stop
// ends it within milliseconds at every size. It emits no steps; it
// reports the puzzle as its one result, aside (see engine.Tracer.Found):
// a Solution event whose Result is a *Generated. It ends Done, or Stopped;
// a size or difficulty it does not know ends it NoSolution, with no
// result.
func GenerateSearch(size int, d Difficulty, seed uint64) engine.Search {
	return func(t *engine.Tracer) engine.End {
		g, ok, err := generate(size, d, seed, t)
		switch {
		case err != nil:
			return engine.NoSolution
		case !ok:
			return engine.Stopped
		}
		t.Found(engine.Event{Kind: engine.Solution, Result: &g, Aside: true})
		return engine.Done
	}
}

// generator holds what one generation reuses: a solver, and a tracer
// that polls the caller's, so that a stop reaches every count.
type generator struct {
	solver  Solver
	poll    *engine.Tracer
	alive   func() bool // whether to go on
	stopped bool
}

// search runs the generator's MRV solver on g for up to limit solutions
// and returns its counters.
func (gen *generator) search(g Grid, limit int) engine.Stats {
	gen.poll.Stats = engine.Stats{}
	gen.solver.Limit = limit
	if gen.solver.Run(g, gen.poll) == engine.Stopped {
		gen.stopped = true
	}
	return gen.poll.Stats
}

// generate is Generate, asking t whether to go on; ok is false when it
// was stopped.
func generate(size int, d Difficulty, seed uint64, t *engine.Tracer) (_ Generated, ok bool, _ error) {
	if d >= numDifficulties {
		return Generated{}, false, fmt.Errorf("sudoku: unknown difficulty %d", d)
	}
	empty, err := NewGrid(size)
	if err != nil {
		return Generated{}, false, err
	}
	// The counts poll t's Continue: it never waits out a pause, and a
	// count that nobody watches is over in a moment anyway.
	gen := &generator{solver: Solver{Strategy: MRV}, poll: engine.NewPolledTracer(t.Continue), alive: t.Continue}
	rule := difficultyRules[d]
	if d == Expert && size == 16 {
		rule.clueShare = expertShare16
		rule.attempts = 1
	}
	// The stream depends on the size and difficulty too, so that the same
	// seed gives unrelated puzzles at different settings.
	rng := rand.New(rand.NewPCG(seed, uint64(size)<<8|uint64(d)))
	var best Generated
	for attempt := 0; attempt < rule.attempts; attempt++ {
		solution, ok := gen.fill(empty, rng)
		if !ok {
			return Generated{}, false, nil
		}
		puzzle := gen.removeClues(solution, rule, rng)
		st := gen.search(puzzle, 1)
		if gen.stopped {
			return Generated{}, false, nil
		}
		g := Generated{Puzzle: puzzle, Solution: solution, Difficulty: d, Seed: seed,
			Clues: puzzle.Filled(), Guesses: st.Nodes}
		if attempt == 0 || g.Guesses > best.Guesses {
			best = g
		}
		if d != Expert || best.Guesses > 0 {
			break
		}
	}
	return best, true, nil
}

// fillNodeLimit bounds one randomized fill; a fill that runs into a long
// dead end is abandoned and begun again with fresh random choices. The
// fewest-candidates order makes that rare.
const fillNodeLimit = 20000

// fill returns a random full grid of g's size, or false when stopped.
func (gen *generator) fill(g Grid, rng *rand.Rand) (Grid, bool) {
	for {
		engine.Yield() // the browser's turn between fills, as at a search's polls
		work := g
		nodes := 0
		if gen.fillFrom(&work, rng, &nodes) {
			return work, true
		}
		if gen.stopped || !gen.alive() {
			gen.stopped = true
			return Grid{}, false
		}
	}
}

// fillPollEvery is how many nodes of a fill go between asking whether to
// go on: a 16x16 node scans the grid for its fewest candidates, some
// 10 µs, so a poll every few milliseconds.
const fillPollEvery = 256

// fillFrom completes g by backtracking, taking the empty cell with the
// fewest candidates (the first found among equals) and trying its
// candidates in random order. It reports false when g cannot be
// completed or the node budget is spent.
func (gen *generator) fillFrom(g *Grid, rng *rand.Rand, nodes *int) bool {
	n := g.Size()
	row, col, best := -1, -1, Digits(0)
	bestLen := n + 1
	for r := 0; r < n && bestLen > 1; r++ {
		for c := 0; c < n; c++ {
			if g.At(r, c) != 0 {
				continue
			}
			m := Candidates(*g, r, c)
			if k := m.Len(); k < bestLen {
				row, col, best, bestLen = r, c, m, k
				if k <= 1 {
					break
				}
			}
		}
	}
	if row < 0 {
		return true // full
	}
	digits := best.List()
	rng.Shuffle(len(digits), func(i, j int) { digits[i], digits[j] = digits[j], digits[i] })
	for _, d := range digits {
		if *nodes++; *nodes > fillNodeLimit {
			return false
		}
		if *nodes%fillPollEvery == 0 && !gen.alive() {
			gen.stopped = true
			*nodes = fillNodeLimit // unwinds the fill
			return false
		}
		g.Set(row, col, d)
		if gen.fillFrom(g, rng, nodes) {
			return true
		}
	}
	g.Set(row, col, 0)
	return false
}

// removeClues empties cells of the full grid solution in random order,
// in centre-symmetric pairs, while the rule allows; then, if the rule
// says so, single cells in another random order.
func (gen *generator) removeClues(solution Grid, rule difficultyRule, rng *rand.Rand) Grid {
	cells := solution.NumCells()
	target := int(rule.clueShare * float64(cells))
	g := solution
	clues := gen.removePass(&g, cells, target, true, rule, rng)
	if rule.asymmetric {
		gen.removePass(&g, clues, target, false, rule, rng)
	}
	return g
}

// removePass tries each cell of g once, in random order, and returns the
// clues left. With paired set, a cell goes with its partner symmetric
// about the centre.
func (gen *generator) removePass(g *Grid, clues, target int, paired bool, rule difficultyRule, rng *rand.Rand) int {
	n := g.Size()
	for _, c := range rng.Perm(g.NumCells()) {
		if clues <= target || gen.stopped {
			break
		}
		// Each try counts the solutions of a puzzle (a short search that
		// may never reach a poll): the browser's turn between tries.
		engine.Yield()
		r, k := c/n, c%n
		if g.At(r, k) == 0 {
			continue
		}
		before := *g
		g.Set(r, k, 0)
		removed := 1
		if pr, pk := n-1-r, n-1-k; paired && (pr != r || pk != k) && g.At(pr, pk) != 0 {
			g.Set(pr, pk, 0)
			removed++
		}
		if !gen.acceptable(*g, rule) {
			*g = before
			continue
		}
		clues -= removed
	}
	return clues
}

// acceptable reports whether a puzzle keeps what the rule asks: one
// solution, and singles enough when the rule says so.
// A stopped count is not acceptable, and the removal ends.
func (gen *generator) acceptable(g Grid, rule difficultyRule) bool {
	if st := gen.search(g, 2); st.Solutions != 1 || gen.stopped {
		return false
	}
	if rule.singlesOnly {
		st := gen.search(g, 1)
		return st.Nodes == 0 && !gen.stopped
	}
	return true
}
