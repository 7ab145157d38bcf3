package maze

import (
	"fmt"
	"math/rand/v2"

	"backtracklab/engine"
)

// MaxGenerateSide is the most cells a generated maze may have across and
// down: its text form, walls included, is 2*side+1 characters, which must
// stay within MaxSide.
const MaxGenerateSide = (MaxSide - 1) / 2

// CheckGenerateSize says why Generate cannot make a maze of width x height
// cells, or returns nil when it can: each side from 1 to MaxGenerateSide,
// and at least two cells, so that S and E differ.
func CheckGenerateSize(width, height int) error {
	switch {
	case width < 1 || height < 1:
		return fmt.Errorf("maze size %dx%d: both sides must be at least 1", width, height)
	case width > MaxGenerateSide || height > MaxGenerateSide:
		return fmt.Errorf("maze size %dx%d: at most %d cells a side", width, height, MaxGenerateSide)
	case width == 1 && height == 1:
		return fmt.Errorf("maze size 1x1: S and E need two cells")
	}
	return nil
}

// Generate makes a perfect maze of width x height cells (exactly one path
// between any two cells) with the recursive backtracker; the same seed
// always gives the same maze. The text form has 2*width+1 columns and
// 2*height+1 lines: cells at odd rows and columns, walls all round and
// between cells except where a passage was carved. S is the top-left cell,
// E the bottom-right one. It panics if CheckGenerateSize refuses the size.
func Generate(width, height int, seed int64) *Maze {
	return GenerateWithLoops(width, height, seed, 0)
}

// MaxLoops is the largest share, in percent, of the inner walls left
// after carving that GenerateWithLoops may knock out. Past half the maze
// is mostly open floor and no longer reads as a maze.
const MaxLoops = 50

// CheckLoops says why loops is not a share GenerateWithLoops takes, or
// returns nil when it is: 0 to MaxLoops percent.
func CheckLoops(loops int) error {
	if loops < 0 || loops > MaxLoops {
		return fmt.Errorf("loops %d%%: want 0 to %d", loops, MaxLoops)
	}
	return nil
}

// GenerateWithLoops makes the maze Generate makes, then knocks out loops
// percent (rounded down) of the walls still standing between two cells,
// chosen by the seed. The maze then has several paths between cells, so
// that a depth-first search may find a longer path than a breadth-first
// one. With loops 0 it is Generate's perfect maze; the same size, seed
// and loops always give the same maze. It panics if CheckGenerateSize
// refuses the size or CheckLoops the share.
func GenerateWithLoops(width, height int, seed int64, loops int) *Maze {
	g, err := NewGeneratorWithLoops(width, height, seed, loops)
	if err != nil {
		panic(err)
	}
	g.Run(engine.NewTracer(nil))
	return g.Maze()
}

// Generator carves a maze with the recursive backtracker, itself a
// backtracking search, reported as events on the text grid in the grammar
// of the depth-first search (see the package doc), frames and Resync
// bursts included:
//
//   - Try: a neighbouring cell (two characters away) is considered, in an
//     order shuffled afresh for every cell; Value is its direction.
//   - Reject: the neighbour is Outside the grid or already carved
//     (Visited). By is none.
//   - Place: the neighbour is carved, and with it the wall between, which
//     lies halfway to the cell in By that it was reached from. Depth is
//     the length of the carving path. The top-left cell is the root:
//     tried and placed at depth 0, outside any frame, with Value
//     NoDirection; its frame is the root frame, id 1.
//   - Enter, Leave: each cell carved opens a frame, which leaves when
//     every neighbour of the cell has been tried; the Undo of the cell
//     follows: back out of it.
//   - Solution: right after the Place of the last cell, whose frame is
//     not entered; the maze is complete and the run returns
//     engine.LimitReached without unwinding the rest of the path. It is
//     the run's result, reported whether or not anybody watches (see
//     engine.Tracer.Found), with the finished *Maze, loops knocked out,
//     in Result: a new maze each run, never changed.
//
// Unwatched, the generator tells its progress (cells carved of all) at
// each poll: a maze of a million cells takes a second or more.
//
// Checks counts one rule for a cell off the grid and two (on the grid,
// not carved) for any other, carried by the Reject or Place of the move.
// The squares a Resync burst restates as backed out of are cells; the
// walls carved on the way to them lie halfway to their By.
//
// The walls a generator with loops knocks out after carving are not
// reported: they are no step of the backtracking search the events tell,
// and a Place after the Solution would break the grammar. They show in
// Maze once the run is over.
type Generator struct {
	width, height int // in cells
	seed          int64
	loops         int // percent of the standing inner walls to knock out
	maze          *Maze
}

// NewGenerator returns a generator of perfect mazes of width x height
// cells for seed, or the error of CheckGenerateSize.
func NewGenerator(width, height int, seed int64) (*Generator, error) {
	return NewGeneratorWithLoops(width, height, seed, 0)
}

// NewGeneratorWithLoops returns a generator of the mazes of
// GenerateWithLoops, or the error of CheckGenerateSize or CheckLoops.
func NewGeneratorWithLoops(width, height int, seed int64, loops int) (*Generator, error) {
	if err := CheckGenerateSize(width, height); err != nil {
		return nil, err
	}
	if err := CheckLoops(loops); err != nil {
		return nil, err
	}
	return &Generator{width: width, height: height, seed: seed, loops: loops}, nil
}

// TextSize is the width and height of the text grid the generator carves
// and its events refer to: 2*width+1 by 2*height+1, all walls at first.
func (g *Generator) TextSize() (width, height int) {
	return 2*g.width + 1, 2*g.height + 1
}

// Maze is the maze the last run carved, or nil until a run has completed
// it. Read it after the run is over.
func (g *Generator) Maze() *Maze { return g.maze }

// Run carves the maze, reporting to t, and returns engine.LimitReached once
// every cell is carved, or engine.Stopped when t's runner stopped it (no
// maze then). Watching is a switch, as for DFS.Run.
func (g *Generator) Run(t *engine.Tracer) engine.End {
	g.maze = nil
	rng := rand.New(rand.NewPCG(uint64(g.seed), pcgStream))
	w, h := g.TextSize()
	text := make([]Cell, w*h)
	for i := range text {
		text[i] = Wall
	}
	// The walk goes over cells; textPoint places a cell in the text grid.
	cells := newMarkGrid(g.width, g.height)
	textPoint := func(i int32) Point {
		p := cells.point(i)
		return Point{2*p.Row + 1, 2*p.Col + 1}
	}
	total := g.width * g.height
	stack := make([]pathFrame, 0, total)
	watched := t.Watched()
	polls := pollEvery
	st := &t.Stats

	start := cells.index(Point{0, 0})
	st.Nodes++
	st.Placements++
	frames := uint32(1) // frames opened so far: one for each cell carved
	cells.marks[start] = enteredStart
	text[1*w+1] = Open
	carved := 1
	stack = append(stack, pathFrame{at: start, id: frames, from: NoDirection, order: uint8(rng.IntN(len(shuffles)))})
	if watched {
		watched = startEvents(t, SearchCarve, stack, textPoint)
	}

	for carved < total {
		if !watched {
			// poll, which also tells the progress (cells carved) at
			// each look: a large maze takes seconds.
			if polls--; polls <= 0 {
				t.SetProgress(int64(carved), int64(total))
				switch look(t, &polls) {
				case stop:
					return engine.Stopped
				case watch:
					watched = resyncPath(t, SearchCarve, &cells, stack, textPoint)
				}
			}
		}
		top := len(stack) - 1
		f := &stack[top]
		if f.next == int8(NumDirections) {
			st.Backtracks++
			if watched {
				watched = emit(t, pathEvent(engine.Leave, stack, top, textPoint)) &&
					emit(t, pathEvent(engine.Undo, stack, top, textPoint))
			}
			stack = stack[:top]
			continue
		}
		d := shuffles[f.order][f.next]
		f.next++
		n := f.at + cells.step[d]
		depth := top + 1
		st.Nodes++
		if watched {
			watched = emit(t, choiceEvent(engine.Try, engine.NoConflict, f.id, depth, textPoint(n), d, 0))
		}
		// The rules: the cell is on the grid, and not carved yet.
		k := cells.marks[n]
		checks := uint64(2)
		if k == beyond {
			checks = 1
		}
		st.Checks += checks
		if k != unvisited {
			st.Rejections[markConflict[k]]++
			if watched {
				watched = emit(t, choiceEvent(engine.Reject, markConflict[k], f.id, depth, textPoint(n), d, checks))
			}
			continue
		}
		cells.marks[n] = entered(d)
		// Open the cell and the wall between it and the one it is
		// reached from.
		p := textPoint(n)
		text[p.Row*w+p.Col] = Open
		text[(p.Row-int(rowStep[d]))*w+p.Col-int(colStep[d])] = Open
		carved++
		st.Placements++
		frames++
		stack = append(stack, pathFrame{at: n, id: frames, from: d, order: uint8(rng.IntN(len(shuffles)))})
		if watched {
			ev := pathEvent(engine.Place, stack, depth, textPoint)
			ev.Checks = uint32(checks)
			watched = emit(t, ev)
		}
		// The last cell opens no frame: the Solution follows its Place.
		if watched && carved < total {
			watched = emit(t, pathEvent(engine.Enter, stack, depth, textPoint))
		}
	}
	st.Solutions++
	t.SetProgress(int64(total), int64(total))
	knocked := knockOut(text, w, h, g.loops, rng)
	g.maze = &Maze{
		width:  w,
		height: h,
		cells:  text,
		// Every cell, the total-1 walls carved between them and the
		// walls knocked out.
		open:  2*total - 1 + knocked,
		start: Point{1, 1},
		end:   Point{h - 2, w - 2},
	}
	last := len(stack) - 1
	found(t, watched, solutionEvent(stack[last-1].id, last, textPoint(stack[last].at)), SearchCarve, g.maze)
	return engine.LimitReached
}

// knockOut opens loops percent (rounded down) of the walls still standing
// between two cells of the carved text grid of w x h characters, drawn
// with rng, and returns how many it opened. It draws nothing when loops
// is 0, so that a perfect maze is exactly Generate's. The walls are
// listed in reading order and drawn with a partial Fisher-Yates shuffle:
// the choice depends on the seed alone.
func knockOut(text []Cell, w, h, loops int, rng *rand.Rand) int {
	if loops == 0 {
		return 0
	}
	// Inner walls between two cells lie at an odd row and even column
	// (between left and right) or an even row and odd column (between up
	// and down), away from the border; crossings have both even.
	var walls []int
	for r := 1; r < h-1; r++ {
		for c := 1 + r%2; c < w-1; c += 2 {
			if text[r*w+c] == Wall {
				walls = append(walls, r*w+c)
			}
		}
	}
	n := len(walls) * loops / 100
	for i := range n {
		j := i + rng.IntN(len(walls)-i)
		walls[i], walls[j] = walls[j], walls[i]
		text[walls[i]] = Open
	}
	return n
}

// pcgStream is the fixed second word of the PCG seed: the maze depends on
// the seed alone.
const pcgStream = 0x6d617a65 // "maze"
