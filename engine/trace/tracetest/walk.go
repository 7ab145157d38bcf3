// Package tracetest checks a puzzle's trace.Board against real runs: a
// random walk of steps back and forth, and jumps, over a recording of the
// events must always show what a fresh replay of the events up to that
// step shows. Each screen's tests call Walk with the events of its own
// solvers.
package tracetest

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/trace"
)

// Walk records events (a whole run, from its first event, Finish
// included) on boards made by newBoard, with a checkpoint every every
// events, and checks that:
//   - a random walk of moves steps long (one step forward or back, now
//     and then a jump anywhere) shows at every step the board, the
//     counters and the depth of a fresh replay of the events up to it;
//   - 1,000 steps forward from the start and 1,000 back restore the
//     start exactly (fewer when the run is shorter).
//
// fingerprint turns a board into text to compare; Snapshot's value
// printed with %v is usually enough.
func Walk(t *testing.T, events []engine.Event, newBoard func() trace.Board, fingerprint func(trace.Board) string, every, moves int, seed uint64) {
	t.Helper()
	if len(events) < 2 {
		t.Fatal("no run to walk")
	}
	// The results kept, as the fresh replays, fed the events themselves,
	// see them (a board that keeps none drops them itself).
	rec := trace.New(newBoard(), trace.Options{Every: every, KeepResults: true})
	live := engine.Stats{}
	for i := range events {
		live.Apply(&events[i])
		st := live
		rec.Append(events[i], &st)
	}
	first, last, ok := rec.Bounds()
	if !ok || first != 1 || last != uint64(len(events)) {
		t.Fatalf("recorded %d..%d (%v), want 1..%d", first, last, ok, len(events))
	}
	cur := rec.NewCursor(newBoard())
	// want replays the events up to step k on a fresh board.
	want := func(k uint64) (string, engine.Stats) {
		b := newBoard()
		var st engine.Stats
		for i := range k {
			b.Apply(&events[i])
			st.Apply(&events[i])
		}
		return fingerprint(b), st
	}
	check := func(move int, k uint64) {
		t.Helper()
		got, _ := cur.Seek(k)
		if got != k {
			t.Fatalf("move %d: seek %d landed on %d", move, k, got)
		}
		board, st := want(k)
		gotStats := cur.Stats()
		gotStats.Elapsed, st.Elapsed = 0, 0
		if fp := fingerprint(cur.Board()); fp != board {
			t.Fatalf("move %d, step %d (%v): the board differs from a fresh replay:\n got %s\nwant %s", move, k, events[k-1], fp, board)
		}
		if gotStats != st {
			t.Fatalf("move %d, step %d: counters %+v, a fresh replay %+v", move, k, gotStats, st)
		}
		if cur.Depth() != events[k-1].Depth {
			t.Fatalf("move %d, step %d: depth %d, the event's %d", move, k, cur.Depth(), events[k-1].Depth)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	k := uint64(1)
	for move := range moves {
		switch r := rng.IntN(20); {
		case r == 0:
			k = 1 + rng.Uint64N(last)
		case r < 10 && k > 1:
			k--
		case k < last:
			k++
		}
		check(move, k)
	}
	// 1,000 forward and back: the start again, exactly.
	start, _ := want(1)
	n := min(uint64(1000), last-1)
	for i := uint64(1); i <= n; i++ {
		cur.Seek(1 + i)
	}
	for i := n; i >= 1; i-- {
		cur.Seek(i)
	}
	if fp := fingerprint(cur.Board()); fp != start || cur.Step() != 1 {
		t.Fatalf("after %d steps forward and back: step %d, board %s, want %s", n, cur.Step(), fp, start)
	}
}

// Snapshot is a fingerprint for boards whose snapshot prints whole; the
// addresses of pointers in it (to what boards share) are left out.
func Snapshot(b trace.Board) string {
	return pointer.ReplaceAllString(fmt.Sprintf("%v", b.Snapshot()), "&")
}

var pointer = regexp.MustCompile(`0x[0-9a-f]+`)
