package queens

import (
	"bytes"
	"testing"

	"backtracklab/engine"
)

// The position follows placements and backtracks, and a Resync with its
// Sync burst restates the board from nothing.
func TestPositionFollowsTheEvents(t *testing.T) {
	p := newPosition(4)
	for _, e := range []engine.Event{
		{Kind: engine.Enter},
		{Kind: engine.Try, Row: 0, Col: 1},
		{Kind: engine.Place, Row: 0, Col: 1},
		{Kind: engine.Enter, Depth: 1},
		{Kind: engine.Place, Row: 1, Col: 3},
		{Kind: engine.Undo, Row: 1, Col: 3},
	} {
		p.Apply(&e)
	}
	if p.board[0] != 1 || p.board[1] != -1 || p.undoneAt != [2]int{1, 3} || p.last.Kind != engine.Undo {
		t.Fatalf("board %v undone %v last %v", p.board[:4], p.undoneAt, p.last)
	}
	snap := p.Snapshot()
	for _, e := range []engine.Event{
		{Kind: engine.Resync, Sync: true, Depth: 1},
		{Kind: engine.Enter, Sync: true},
		{Kind: engine.Place, Sync: true, Row: 0, Col: 2},
		{Kind: engine.Enter, Sync: true, Depth: 1},
		{Kind: engine.Place, Sync: true, Row: 1, Col: 0},
	} {
		p.Apply(&e)
	}
	if p.board[0] != 2 || p.board[1] != 0 || p.undoneAt != [2]int{-1, -1} || p.last.Kind != engine.Resync {
		t.Errorf("after a resync: board %v undone %v last %v", p.board[:4], p.undoneAt, p.last)
	}
	p.Restore(snap)
	if p.board[0] != 1 || p.board[1] != -1 || p.last.Kind != engine.Undo {
		t.Errorf("restored: board %v last %v", p.board[:4], p.last)
	}
}

// Solutions are published at once while the search is watched, in batches
// at full speed, and the end with the counters.
func TestModelListsSolutionsAndPublishesInBatchesAtFullSpeed(t *testing.T) {
	m := newModel(4)
	st := &engine.Stats{Nodes: 7}
	m.solution([]byte{1, 3, 0, 2}, st, true)
	snap := m.snapshot()
	buf := make([]byte, 4)
	m.listed(0, buf)
	if snap.found != 1 || snap.listed != 1 || !bytes.Equal(buf, []byte{1, 3, 0, 2}) || snap.stats.Nodes != 7 {
		t.Fatalf("watched: found %d listed %d first %v nodes %d; want 1 1 [1 3 0 2] 7", snap.found, snap.listed, buf, snap.stats.Nodes)
	}
	for range publishEvery - 1 {
		m.solution([]byte{2, 0, 3, 1}, st, false)
	}
	if got := m.snapshot().listed; got != 1 {
		t.Errorf("after %d solutions at full speed %d listed, want 1 (not published yet)", publishEvery-1, got)
	}
	m.solution([]byte{2, 0, 3, 1}, st, false)
	if got := m.snapshot().listed; got != publishEvery+1 {
		t.Errorf("at the %dth: %d listed, want %d", publishEvery, got, publishEvery+1)
	}
	m.onEvent(engine.Event{Kind: engine.Finish, End: engine.Done}, &engine.Stats{Nodes: 9})
	if snap := m.snapshot(); snap.end != engine.Done || snap.stats.Nodes != 9 {
		t.Errorf("finish: end %v nodes %d", snap.end, snap.stats.Nodes)
	}
}

func TestStoreKeepsSolutionsAcrossChunksUpToItsLimit(t *testing.T) {
	s := newStore(3)
	s.limit = chunkLen + 10
	for i := range s.limit + 5 {
		ok := s.add([]byte{byte(i), byte(i >> 8), byte(i >> 16)})
		if ok != (i < s.limit) {
			t.Fatalf("add #%d = %v, want %v", i, ok, i < s.limit)
		}
	}
	if s.len != chunkLen+10 || len(s.chunks) != 2 {
		t.Fatalf("len %d in %d chunks, want %d in 2", s.len, len(s.chunks), chunkLen+10)
	}
	for _, i := range []int{0, 1, chunkLen - 1, chunkLen, chunkLen + 9} {
		want := []byte{byte(i), byte(i >> 8), byte(i >> 16)}
		if got := s.at(i); !bytes.Equal(got, want) {
			t.Errorf("at(%d) = %v, want %v", i, got, want)
		}
	}
	if newStore(15).limit != maxStoreBytes/15 || newStore(15).limit < 2_279_184 {
		t.Errorf("a store of n=15 keeps %d solutions, fewer than n=15's 2,279,184", newStore(15).limit)
	}
}
