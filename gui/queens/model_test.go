package queens

import (
	"bytes"
	"testing"

	"backtracklab/engine"
)

func TestModelPublishesEveryEventWhenSlowAndInBatchesWhenNot(t *testing.T) {
	ctl := &scriptedControl{}
	ctl.slow.Store(true)
	m := newModel(4, ctl)
	st := &engine.Stats{Nodes: 1}
	m.onEvent(engine.Event{Kind: engine.Try, Row: 0, Col: 1, ByRow: -1, ByCol: -1}, st)
	m.onEvent(engine.Event{Kind: engine.Place, Row: 0, Col: 1, ByRow: -1, ByCol: -1}, st)
	snap := m.snapshot()
	if snap.seq != 2 || snap.events != 2 || snap.board[0] != 1 || snap.last.Kind != engine.Place || snap.stats.Nodes != 1 {
		t.Fatalf("slow: seq %d events %d board[0] %d last %v nodes %d; want 2 2 1 place 1",
			snap.seq, snap.events, snap.board[0], snap.last.Kind, snap.stats.Nodes)
	}

	ctl.slow.Store(false)
	for range publishEvery - 1 {
		m.onEvent(engine.Event{Kind: engine.Try, Row: 1, Col: 0, ByRow: -1, ByCol: -1}, st)
	}
	if got := m.snapshot().seq; got != 2 {
		t.Errorf("after %d fast events seq = %d, want 2 (not published yet)", publishEvery-1, got)
	}
	m.onEvent(engine.Event{Kind: engine.Undo, Row: 0, Col: 1, ByRow: -1, ByCol: -1}, st)
	snap = m.snapshot()
	if snap.seq != 3 || snap.board[0] != -1 || snap.undoneAt != [2]int{0, 1} {
		t.Errorf("at the %dth fast event: seq %d board[0] %d undone %v; want 3 -1 [0 1]", publishEvery, snap.seq, snap.board[0], snap.undoneAt)
	}
	m.onEvent(engine.Event{Kind: engine.Place, Row: 0, Col: 2, ByRow: -1, ByCol: -1}, st)
	m.onEvent(engine.Event{Kind: engine.Finish, End: engine.Stopped, ByRow: -1, ByCol: -1}, st)
	snap = m.snapshot()
	if snap.seq != 4 || snap.end != engine.Stopped || snap.board[0] != 2 || snap.undoneAt != [2]int{-1, -1} {
		t.Errorf("finish: seq %d end %v board[0] %d undone %v; want 4 stopped 2 [-1 -1]", snap.seq, snap.end, snap.board[0], snap.undoneAt)
	}
}

func TestModelListsEverySolutionOfAWatchedSearch(t *testing.T) {
	m := newModel(4, &scriptedControl{})
	st := &engine.Stats{}
	for r, c := range []int{1, 3, 0, 2} {
		m.onEvent(engine.Event{Kind: engine.Place, Row: r, Col: c, ByRow: -1, ByCol: -1}, st)
	}
	m.onEvent(engine.Event{Kind: engine.Solution, Row: 3, Col: 2, ByRow: -1, ByCol: -1}, st)
	snap := m.snapshot()
	buf := make([]byte, 4)
	m.listed(0, buf)
	if snap.found != 1 || snap.listed != 1 || !bytes.Equal(buf, []byte{1, 3, 0, 2}) {
		t.Errorf("found %d listed %d first %v; want 1 1 [1 3 0 2]", snap.found, snap.listed, buf)
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
