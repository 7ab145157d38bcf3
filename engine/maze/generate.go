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
	g, err := NewGenerator(width, height, seed)
	if err != nil {
		panic(err)
	}
	g.Run(engine.NewTracer(nil))
	return g.Maze()
}

// Generator carves a maze with the recursive backtracker, itself a
// backtracking search, reported as events on the text grid:
//
//   - Try: a neighbouring cell (two characters away) is considered, in an
//     order shuffled afresh for every cell; Value is its direction.
//   - Reject: the neighbour is Outside the grid or already carved
//     (Visited). ByRow and ByCol are -1.
//   - Place: the neighbour is carved, and with it the wall between, which
//     lies halfway to the cell in ByRow, ByCol that it was reached from.
//     Depth is the length of the carving path. The top-left cell is the
//     root: tried and placed at depth 0 with Value NoDirection.
//   - Undo: every neighbour of the cell has been tried: back out of it.
//   - Solution: right after the Place of the last cell; the maze is
//     complete and the run returns engine.LimitReached without unwinding
//     the rest of the path.
type Generator struct {
	width, height int // in cells
	seed          int64
	maze          *Maze
}

// NewGenerator returns a generator of width x height cells for seed, or
// the error of CheckGenerateSize.
func NewGenerator(width, height int, seed int64) (*Generator, error) {
	if err := CheckGenerateSize(width, height); err != nil {
		return nil, err
	}
	return &Generator{width: width, height: height, seed: seed}, nil
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
// every cell is carved.
func (g *Generator) Run(t *engine.Tracer) engine.End {
	g.maze = nil
	rng := rand.New(rand.NewPCG(uint64(g.seed), pcgStream))
	w, h := g.TextSize()
	cells := make([]Cell, w*h)
	for i := range cells {
		cells[i] = Wall
	}
	stack := make([]pathFrame, 0, g.width*g.height)
	watched := t.Watched()
	st := &t.Stats
	total := g.width * g.height

	st.Nodes++
	st.Placements++
	cells[1*w+1] = Open
	carved := 1
	stack = append(stack, pathFrame{row: 1, col: 1, from: NoDirection, order: uint8(rng.IntN(len(shuffles)))})
	if watched {
		ev := engine.Event{Kind: engine.Try, Row: 1, Col: 1, Value: int(NoDirection), ByRow: -1, ByCol: -1}
		t.Emit(ev)
		ev.Kind = engine.Place
		t.Emit(ev)
	}

	for len(stack) > 0 {
		top := len(stack) - 1
		f := &stack[top]
		if f.next == int8(NumDirections) {
			st.Backtracks++
			if watched {
				t.Emit(pathEvent(engine.Undo, stack, top))
			}
			stack = stack[:top]
			continue
		}
		d := shuffles[f.order][f.next]
		f.next++
		r, c := f.row+2*int32(rowStep[d]), f.col+2*int32(colStep[d])
		depth := top + 1
		st.Nodes++
		if watched {
			t.Emit(engine.Event{Kind: engine.Try, Depth: depth, Row: int(r), Col: int(c), Value: int(d), ByRow: -1, ByCol: -1})
		}
		conflict := engine.NoConflict
		if r < 1 || r > int32(h-2) || c < 1 || c > int32(w-2) {
			st.Checks++
			conflict = engine.Outside
		} else {
			st.Checks += 2
			if cells[int(r)*w+int(c)] == Open {
				conflict = engine.Visited
			}
		}
		if conflict != engine.NoConflict {
			st.Rejections[conflict]++
			if watched {
				t.Emit(engine.Event{Kind: engine.Reject, Conflict: conflict, Depth: depth, Row: int(r), Col: int(c), Value: int(d), ByRow: -1, ByCol: -1})
			}
			continue
		}
		cells[int(f.row+int32(rowStep[d]))*w+int(f.col+int32(colStep[d]))] = Open
		cells[int(r)*w+int(c)] = Open
		carved++
		st.Placements++
		stack = append(stack, pathFrame{row: r, col: c, from: d, order: uint8(rng.IntN(len(shuffles)))})
		if watched {
			t.Emit(pathEvent(engine.Place, stack, depth))
		}
		if carved == total {
			st.Solutions++
			if watched {
				t.Emit(engine.Event{Kind: engine.Solution, Depth: depth, Row: int(r), Col: int(c), Value: int(NoDirection), ByRow: -1, ByCol: -1})
			}
			break
		}
	}
	g.maze = &Maze{
		width:  w,
		height: h,
		cells:  cells,
		open:   2*total - 1, // every cell and the total-1 walls carved between them
		start:  Point{1, 1},
		end:    Point{h - 2, w - 2},
	}
	return engine.LimitReached
}

// pcgStream is the fixed second word of the PCG seed: the maze depends on
// the seed alone.
const pcgStream = 0x6d617a65 // "maze"
