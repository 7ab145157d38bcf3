package sudoku

import (
	"fmt"
	"testing"
	"time"

	"backtracklab/engine"
)

// checkGenerated asserts what every generated puzzle must be: a full valid
// solution, givens that are a subset of it, exactly one solution, and
// fields that agree with the grids.
func checkGenerated(t *testing.T, name string, g Generated, size int) {
	t.Helper()
	if g.Puzzle.Size() != size || g.Solution.Size() != size {
		t.Fatalf("%s: sizes %d and %d, want %d", name, g.Puzzle.Size(), g.Solution.Size(), size)
	}
	if !g.Solution.Full() || Validate(g.Solution) != nil {
		t.Fatalf("%s: solution is not a valid full grid:\n%s", name, g.Solution.Pretty())
	}
	for r := 0; r < size; r++ {
		for c := 0; c < size; c++ {
			if v := g.Puzzle.At(r, c); v != 0 && v != g.Solution.At(r, c) {
				t.Fatalf("%s: given r%dc%d=%d is not the solution's %d", name, r+1, c+1, v, g.Solution.At(r, c))
			}
		}
	}
	if n := CountSolutions(g.Puzzle, 2); n != 1 {
		t.Fatalf("%s: %d solutions, want exactly 1:\n%s", name, n, g.Puzzle.Pretty())
	}
	sol, _, st := Solve(g.Puzzle, MRV)
	if sol != g.Solution {
		t.Fatalf("%s: the solver finds another solution than the one generated", name)
	}
	if g.Clues != g.Puzzle.Filled() {
		t.Fatalf("%s: Clues = %d, puzzle has %d", name, g.Clues, g.Puzzle.Filled())
	}
	if g.Guesses != st.Nodes {
		t.Fatalf("%s: Guesses = %d, the MRV search takes %d", name, g.Guesses, st.Nodes)
	}
}

func TestGenerateUniqueAndConsistent(t *testing.T) {
	for _, size := range []int{4, 9} {
		for _, d := range Difficulties {
			for seed := uint64(1); seed <= 5; seed++ {
				name := fmt.Sprintf("%dx%d %s seed %d", size, size, d, seed)
				g, err := Generate(size, d, seed)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if g.Seed != seed || g.Difficulty != d {
					t.Fatalf("%s: reports seed %d difficulty %s", name, g.Seed, g.Difficulty)
				}
				checkGenerated(t, name, g, size)
			}
		}
	}
}

func TestGenerate16x16(t *testing.T) {
	if testing.Short() {
		t.Skip("16x16 generation takes a second or so")
	}
	g, err := Generate(16, Hard, 7)
	if err != nil {
		t.Fatal(err)
	}
	checkGenerated(t, "16x16 hard seed 7", g, 16)
	if target := int(difficultyRules[Hard].clueShare * 256); g.Clues < target-1 {
		t.Errorf("16x16 hard: %d clues, below the target %d", g.Clues, target)
	}
}

func TestGenerateDeterministic(t *testing.T) {
	for _, d := range Difficulties {
		a, _ := Generate(9, d, 2024)
		b, _ := Generate(9, d, 2024)
		if a != b {
			t.Fatalf("%s: two runs with seed 2024 differ:\n%s\n%s", d, a.Puzzle, b.Puzzle)
		}
		c, _ := Generate(9, d, 2025)
		if c.Puzzle == a.Puzzle {
			t.Fatalf("%s: seeds 2024 and 2025 give the same puzzle %s", d, a.Puzzle)
		}
	}
	// The same seed at another difficulty or size is another puzzle.
	easy, _ := Generate(9, Easy, 1)
	hard, _ := Generate(9, Hard, 1)
	if easy.Solution == hard.Solution {
		t.Fatal("seed 1 gives the same full grid for easy and hard")
	}
}

// TestGenerateKnownPuzzle pins one puzzle, so that a change that would give
// a class a different puzzle for the same seed is noticed.
func TestGenerateKnownPuzzle(t *testing.T) {
	for _, tc := range []struct {
		size int
		d    Difficulty
		want string
	}{
		{4, Easy, ".1..2..43..1..2."},
		{9, Easy, ".9736.8..8.2.5.6...3....29..23.8.469....9....958.4.17..75....8...4.3.7.1..9.7453."},
	} {
		g, err := Generate(tc.size, tc.d, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Puzzle.String(); got != tc.want {
			t.Errorf("Generate(%d, %s, 1) = %s, want %s", tc.size, tc.d, got, tc.want)
		}
	}
}

func TestGenerateDifficultyOrder(t *testing.T) {
	var clues [numDifficulties]int
	for _, d := range Difficulties {
		for seed := uint64(1); seed <= 10; seed++ {
			g, _ := Generate(9, d, seed)
			clues[d] += g.Clues
			switch d {
			case Easy, Medium:
				if g.Guesses != 0 {
					t.Errorf("%s seed %d needs %d guesses, want 0 (singles only)", d, seed, g.Guesses)
				}
			}
			// Removal stops at the target; a pair may take it one below.
			if target := int(difficultyRules[d].clueShare * 81); g.Clues < target-1 {
				t.Errorf("%s seed %d: %d clues, below the target %d", d, seed, g.Clues, target)
			}
		}
	}
	for d := Easy; d < Expert; d++ {
		if clues[d] <= clues[d+1] {
			t.Errorf("%s has %d clues over 10 seeds, %s %d: want fewer as it gets harder", d, clues[d], d+1, clues[d+1])
		}
	}
}

// Under a Runner the generator reports its puzzle as its one result,
// aside, the same puzzle Generate makes; stopped, it reports none and ends
// Stopped.
func TestGenerateSearch(t *testing.T) {
	want, err := Generate(9, Hard, 99)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRunner()
	var got []engine.Event
	r.Start(GenerateSearch(9, Hard, 99), func(e engine.Event, _ *engine.Stats) { got = append(got, e) })
	if end, _ := r.Wait(); end != engine.Done {
		t.Fatalf("ended %v, want done", end)
	}
	if len(got) != 2 || got[0].Kind != engine.Solution || !got[0].Aside || got[1].Kind != engine.Finish {
		t.Fatalf("events %v, want the result aside and the finish", got)
	}
	if g, ok := got[0].Result.(*Generated); !ok || *g != want {
		t.Fatalf("result %v, want the puzzle Generate makes", got[0].Result)
	}

	// A 16x16 Expert of seed 2 takes seconds: stopped at once, it ends
	// without a result.
	got = nil
	r.Start(GenerateSearch(16, Expert, 2), func(e engine.Event, _ *engine.Stats) { got = append(got, e) })
	r.Stop()
	select {
	case <-r.Done():
	case <-time.After(10 * time.Second): // a generous deadline: the stop takes milliseconds
		t.Fatal("the generator did not stop")
	}
	if end, _ := r.Wait(); end != engine.Stopped || len(got) != 1 {
		t.Fatalf("stopped generator: %v, events %v; want stopped with the finish alone", end, got)
	}
}

func TestGenerateErrors(t *testing.T) {
	if _, err := Generate(5, Easy, 1); err == nil {
		t.Error("Generate(5, …) succeeded, want an error for the size")
	}
	if _, err := Generate(9, Difficulty(9), 1); err == nil {
		t.Error("Generate(…, Difficulty(9), …) succeeded, want an error")
	}
}

func TestParseDifficulty(t *testing.T) {
	for _, d := range Difficulties {
		got, err := ParseDifficulty(d.String())
		if err != nil || got != d {
			t.Errorf("ParseDifficulty(%q) = %v, %v", d.String(), got, err)
		}
	}
	if got, err := ParseDifficulty("HARD"); err != nil || got != Hard {
		t.Errorf("ParseDifficulty(HARD) = %v, %v", got, err)
	}
	if _, err := ParseDifficulty("fiendish"); err == nil {
		t.Error("ParseDifficulty(fiendish) succeeded")
	}
	if s := Difficulty(9).String(); s != "difficulty(9)" {
		t.Errorf("Difficulty(9).String() = %q", s)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, d := range Difficulties {
		b.Run(d.String(), func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, err := Generate(9, d, seed); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
