// Package trace records a run's events for rewinding: a bounded history
// that the search goroutine appends to and a screen reads, with
// checkpoints from which the exact state at any recorded step (the event,
// so the narration line; the counters; the depth; the open frames; the
// board) is rebuilt. Going back never runs the solver again.
//
//	rec := trace.New(liveBoard, trace.Options{}) // one Recording per run
//	runner.Start(search, rec.Append)             // or call Append from onEvent
//	c := rec.NewCursor(screenBoard)
//	c.Seek(k)                                    // c.Event(), c.Stats(), c.Path(), screenBoard
//	k, ok = rec.Next(k, trace.Solutions)         // Prev, Backtracks, NextStep, PrevStep ...
//	rd := rec.NewReader()                        // every event in order, read on as the run grows
//	for e, ok := rd.Next(); ok; e, ok = rd.Next() { ... }
//
// Steps are numbered by the events' Seq: "step k of K" is k = Cursor.Step
// and K = Recording.Last, and the history starts at Recording.First, the
// run's first event or the Resync where watching started, or later once
// the ring has dropped the oldest events. A Board, given by each puzzle's
// screen, is the puzzle-specific part of the state.
//
// # Storage
//
// Each event is a 16-byte record (see rec): Seq follows from the position
// and Frame from the frame path, so only an event the grammar does not
// predict, or one that carries live counters (Resync, Finish), is also
// kept whole beside its record. Records go in chunks of Options.Every
// (32,768 by default); each chunk starts with a checkpoint: the state
// after its first event, with the board's Snapshot and the frame path as
// a difference from the checkpoint before (a path 160,000 frames deep is
// stored about once, not once per checkpoint). The oldest chunk is dropped
// whole once the rest hold Options.Cap events (1,000,000 by default), so
// between Cap and Cap+Every are held, and the history start is always a
// checkpoint.
//
// # Figures
//
// Measured on a 2-core Xeon (TestMemoryAtCap, BenchmarkAppend,
// BenchmarkRebuildWorst), with the defaults:
//
//   - 16 bytes per event: a full history, 1,016,960 events of a shallow
//     search (depth 9, a 9x9 board), holds 16.8 MB, 16.5 bytes per event.
//   - The largest maze (1000x1000, a 1 MB board snapshotted whole, a path
//     160,000 to 320,000 frames deep) holds 77 MB at the cap: 16.5 MB of
//     records, 32 MB of board snapshots (one per checkpoint), the rest
//     the frame paths at 40 bytes a frame (24 before frames kept their
//     Choose: 67 MB).
//   - Append costs the search 40 to 90 ns per event (11 to 26 million
//     events a second) and allocates nothing but a chunk and a snapshot
//     every Every events.
//   - Rebuilding the step farthest from its checkpoint at the cap takes
//     0.8 to 1.6 ms on the shallow search and 2.5 to 2.7 ms on the deep
//     maze path (restoring 1 MB, assembling the path, 32,767 events).
//     Every = 8,192 would make it 0.4 and 1.8 ms for four times the
//     snapshots; 131,072, 3.3 to 5 ms and 5.1 ms for a quarter. The
//     default leaves room for a screen whose Apply costs a microsecond
//     an event: 33 ms. Stepping back one step at a time costs 0.6 ms a
//     step on average (BenchmarkStepBack); forward, one event.
//   - A jump (Next, Prev) scans the records, not the events: 1.8 ms for a
//     million with no match (BenchmarkFindAtCap).
//
// # Concurrency
//
// Append is called from the search goroutine (one at a time) and does its
// work outside the lock; it holds the lock only to store a record, and
// once every Every events to add a chunk. Readers (Cursor.Seek, Next,
// Prev, Bounds, Reader.Next ...) may run on any goroutine: they hold the lock only to
// copy what they need, at most Every records, or to scan records for a
// jump (under 2 ms for a million), and rebuild outside it. So
// the screen never waits for the search, and the search waits for the
// screen at most that copy or scan.
package trace
