package maze

import (
	"testing"

	"backtracklab/engine"
)

// benchMaze is a generated maze of 200x200 cells (401x401 characters).
func benchMaze(b *testing.B) *Maze {
	b.Helper()
	return Generate(200, 200, 1)
}

func BenchmarkDFS200(b *testing.B) {
	m := benchMaze(b)
	b.ReportAllocs()
	for b.Loop() {
		NewDFS(m).Run(engine.NewTracer(nil))
	}
}

func BenchmarkBFS200(b *testing.B) {
	m := benchMaze(b)
	b.ReportAllocs()
	for b.Loop() {
		NewBFS(m).Run(engine.NewTracer(nil))
	}
}

// BenchmarkDFS200Watched is the cost of building and handing out every
// event to a watcher that does nothing with them.
func BenchmarkDFS200Watched(b *testing.B) {
	m := benchMaze(b)
	b.ReportAllocs()
	for b.Loop() {
		NewDFS(m).Run(engine.NewTracer(func(engine.Event) {}))
	}
}

// BenchmarkDFSOpen1000 searches the largest open room: S top left, E
// bottom right, no walls. The depth-first path runs along the top row and
// down the right side, so the time goes mostly to setting up the state of
// a million squares.
func BenchmarkDFSOpen1000(b *testing.B) {
	m := openRoom(MaxSide)
	b.ReportAllocs()
	for b.Loop() {
		NewDFS(m).Run(engine.NewTracer(nil))
	}
}

// BenchmarkBFSOpen1000 is the breadth-first search of the same room, which
// discovers every square before it reaches E.
func BenchmarkBFSOpen1000(b *testing.B) {
	m := openRoom(MaxSide)
	b.ReportAllocs()
	for b.Loop() {
		NewBFS(m).Run(engine.NewTracer(nil))
	}
}

func BenchmarkGenerate200(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Generate(200, 200, 1)
	}
}

func BenchmarkParse200(b *testing.B) {
	text := benchMaze(b).String()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseString(text); err != nil {
			b.Fatal(err)
		}
	}
}

// openRoom is a side x side maze without walls.
func openRoom(side int) *Maze {
	cells := make([]Cell, side*side)
	return &Maze{width: side, height: side, cells: cells, open: len(cells), end: Point{side - 1, side - 1}}
}
