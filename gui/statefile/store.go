package statefile

import (
	"encoding/json"
	"sync"
	"time"
)

// DefaultInterval is the least time between two writes of a Store: a
// burst of typing costs a few writes a second, not one a key.
const DefaultInterval = 250 * time.Millisecond

// Options tune a Store.
type Options struct {
	// Interval is the least time between two writes; 0 means
	// DefaultInterval.
	Interval time.Duration
	// Trace, if set, is told of each write, on the writing goroutine:
	// "writing" with the file's new content before it is written, then
	// "written" once it is in place. Tests follow what is on disk by it.
	Trace func(stage string, content []byte)
	// OnError, if set, is told when a write fails; the next change or
	// Close tries again.
	OnError func(error)
}

// Store is a set of named values (strings, numbers and booleans) kept in
// a JSON object in a file that is replaced whole (WriteFile), so that
// after a crash at any instant it holds a state the app had. Set changes
// a value in memory at once and never waits for the disk: the file is
// written on a goroutine of the Store's own, at once after a quiet spell,
// then at most once per interval, and by Close. Its methods may be called
// from any goroutine.
type Store struct {
	path string
	opt  Options

	mu     sync.Mutex
	values map[string]any
	dirty  bool // values changed since the last write began
	closed bool

	writing sync.Mutex // held for a whole write: one at a time
	kick    chan struct{}
	stop    chan struct{}
	done    chan struct{}
}

// Open reads the store kept at path, or starts an empty one when there is
// no file. A damaged file is moved aside (see Repair) and the store starts
// empty; the Damage says what happened, nil when nothing did.
func Open(path string, now time.Time, opt Options) (*Store, *Damage) {
	if opt.Interval <= 0 {
		opt.Interval = DefaultInterval
	}
	s := &Store{
		path: path, opt: opt, values: map[string]any{},
		kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{}),
	}
	removeStaleTemps(path, now)
	damage := Repair(path, now)
	if data, err := readLimited(path); err == nil && Check(data) == nil {
		json.Unmarshal(data, &s.values) // Check decoded it already
	}
	go s.run()
	return s, damage
}

// Path is the file the store is kept in.
func (s *Store) Path() string { return s.path }

// Get returns the value stored under key: a string, a float64 or a bool
// (or a list of one of them, from a file written by hand).
func (s *Store) Get(key string) (any, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.values[key]
	return v, ok
}

// Set stores v, a string, a float64 or a bool, under key, and has the
// file written soon unless the value is stored already.
func (s *Store) Set(key string, v any) {
	s.mu.Lock()
	if old, ok := s.values[key]; ok && old == v {
		s.mu.Unlock()
		return
	}
	s.values[key] = v
	s.changed()
}

// Remove deletes the value under key, if any, and has the file written
// soon.
func (s *Store) Remove(key string) {
	s.mu.Lock()
	if _, ok := s.values[key]; !ok {
		s.mu.Unlock()
		return
	}
	delete(s.values, key)
	s.changed()
}

// changed notes a change made under s.mu, releases it and wakes the
// writer; after Close it writes at once instead.
func (s *Store) changed() {
	s.dirty = true
	closed := s.closed
	s.mu.Unlock()
	if closed {
		s.flush()
		return
	}
	select {
	case s.kick <- struct{}{}:
	default: // a write is due already
	}
}

// Close writes any change not yet on disk and stops the writer. It waits
// for the disk: the app calls it once, as it quits. It returns the error
// of that last write.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	close(s.stop)
	<-s.done
	return s.flush()
}

// run is the writer: it writes as soon as a change comes, then rests for
// the interval, so that the changes made meanwhile go in one write.
func (s *Store) run() {
	defer close(s.done)
	for {
		select {
		case <-s.kick:
		case <-s.stop:
			return
		}
		s.flush()
		select {
		case <-time.After(s.opt.Interval):
		case <-s.stop:
			return
		}
	}
}

// flush writes the values if they changed since the last write.
func (s *Store) flush() error {
	s.writing.Lock()
	defer s.writing.Unlock()
	s.mu.Lock()
	if !s.dirty {
		s.mu.Unlock()
		return nil
	}
	content, err := json.Marshal(s.values)
	s.dirty = false
	s.mu.Unlock()
	if err == nil {
		content = append(content, '\n')
		s.trace("writing", content)
		err = WriteFile(s.path, content)
	}
	if err != nil {
		s.mu.Lock()
		s.dirty = true // try again at the next change or at Close
		s.mu.Unlock()
		if s.opt.OnError != nil {
			s.opt.OnError(err)
		}
		return err
	}
	s.trace("written", content)
	return nil
}

func (s *Store) trace(stage string, content []byte) {
	if s.opt.Trace != nil {
		s.opt.Trace(stage, content)
	}
}
