package queens

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"backtracklab/engine"
)

// Count returns the number of solutions of an n×n board, as fast as this
// package can: up to maxMeetN the border search (border.go), one task per
// placement of the border queens up to symmetry, each counted by meeting
// in the middle (meet.go); above, the symmetric search of CountUnique.
// The tasks are shared by workers goroutines (runtime.NumCPU() when
// workers <= 0), in groups for the border search (groupBorders). Every
// worker polls t between groups and every PollEvery nodes inside one, so
// a pause holds it and a stop ends it within milliseconds at any n,
// returning engine.Stopped with the partial count. Progress is recorded
// in units of 1/progressUnit of a task, after each (inside a task too
// for the symmetric search: see checkpoint), and the solutions counted so
// far (t.AddCounted) as the border search matches them, and at the
// symmetric search's checkpoints. It marks t.Stats CountOnly from its
// start and sets t.Stats.Solutions and Elapsed; the other counters do not
// apply and stay zero.
func Count(n, workers int, t *engine.Tracer) (uint64, engine.End) {
	if n > maxMeetN {
		total, _, end := countClasses(n, workers, t)
		return total, end
	}
	return countBorders(n, workers, t)
}

// countBorders is Count by the border placements.
func countBorders(n, workers int, t *engine.Tracer) (total uint64, end engine.End) {
	start := time.Now()
	t.Stats.CountOnly = true
	defer func() {
		t.Stats.Solutions = total
		t.Stats.Elapsed = time.Since(start)
	}()
	if ValidateN(n) != nil {
		return 0, engine.NoSolution
	}
	if n < 4 {
		total = CountMirror(n)
		t.AddCounted(total)
		return total, found(total)
	}
	tasks, groups := groupBorders(n)
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, len(groups)-1)
	t.SetProgress(0, int64(len(tasks))*progressUnit)
	stride := spread(len(groups) - 1)

	var next atomic.Int64
	var stopped atomic.Bool
	searches := make([]*borderWorker, workers)
	var wg sync.WaitGroup
	for w := range workers {
		s := &borderWorker{t: t, budget: PollEvery}
		searches[w] = s
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(len(groups)-1) || stopped.Load() {
					return
				}
				g := i * stride % int64(len(groups)-1)
				group := tasks[groups[g]:groups[g+1]]
				if !t.Poll() {
					stopped.Store(true)
					return
				}
				var c uint64
				for j, b := range group {
					s.f.setup(n, b)
					switch {
					case s.f.rows < 4:
						c += uint64(b.weight) * s.f.small(0, 0, s.f.cols, 0)
						t.AddProgress(progressUnit)
						continue
					case j == 0:
						s.m.setup(&s.f, s)
					}
					quit := s.m.add(int(b.weight))
					if matched := s.m.take(); matched > 0 {
						s.total += matched
						t.AddCounted(matched)
					}
					if quit {
						break
					}
					// Most of its work is done; the last of it is its
					// last upper fillings' matching, in total.
					t.AddProgress(progressUnit - 1)
				}
				if s.f.rows >= 4 && !s.quit {
					c += s.m.total()
					t.AddProgress(int64(len(group)))
				}
				s.total += c
				t.AddCounted(c)
				if s.quit {
					stopped.Store(true)
					return
				}
			}
		})
	}
	wg.Wait()
	for _, s := range searches {
		total += s.total
	}
	if stopped.Load() {
		return total, engine.Stopped
	}
	return total, found(total)
}

// spread returns a stride coprime with n, near n/φ: the tasks are taken
// in the order 0, stride, 2·stride, ... (mod n), every one once. The list
// of placements starts with the largest tasks (those with a corner queen);
// taken spread out, any stretch of the count is a fair sample of the
// whole, so its pace says how long the rest takes.
func spread(n int) int64 {
	stride := max(1, n*5/8)
	for gcd(stride, n) != 1 {
		stride++
	}
	return int64(stride)
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// borderWorker is one worker of Count: the search of its current task, and
// what it has counted.
type borderWorker struct {
	f     fill
	m     meet
	total uint64
	// As in symmetric: the tracer to poll every PollEvery nodes, the nodes
	// left before the next poll, and whether to stop.
	t      *engine.Tracer
	budget int
	quit   bool
}

// checkpoint is where a task's search meets its tracer, every PollEvery
// nodes: it returns true when the search must stop. The tasks are small
// (n=17: a millisecond on average, n=19 some tens), so the progress is
// counted in whole tasks.
func (s *borderWorker) checkpoint() bool {
	s.budget = PollEvery
	if s.t != nil && !s.t.Poll() {
		s.quit = true
	}
	return s.quit
}

// CountUnique returns the number of solutions of an n×n board that are
// distinct under the 8 symmetries of the square, with the symmetric search
// (symmetric.go) cut into tasks, and the same workers and tracer as Count.
func CountUnique(n, workers int, t *engine.Tracer) (uint64, engine.End) {
	_, unique, end := countClasses(n, workers, t)
	return unique, end
}

// task is one independent piece of the symmetric search: the rows above y
// filled as in prefix, searched from row y on.
type task struct {
	corner            bool
	bound1            int
	y                 int
	left, down, right uint32
	prefix            [splitRow]uint32
}

// splitRow is the row at which the search is cut into tasks: 860 of them
// for n=16, 2012 for n=20, enough to keep every core busy to the end. A
// task of a large board runs for minutes (n=22) or years (n=32), which is
// why the workers also poll inside a task.
const splitRow = 3

// PollEvery is how many nodes a search that builds no events goes between
// two polls of its tracer: rows entered by a counting worker, placements
// by an unwatched Solver. It is well under a millisecond of work, so that
// a stop lands within milliseconds at any n, while the poll itself costs
// nothing measurable (n=16 count: within the noise of the same count
// without it).
const PollEvery = 1 << 14

// progressUnit is the progress one task is worth. Inside a task a worker
// reports the share of its first rows' choices it has gone through, so the
// bar moves on boards whose tasks take minutes.
const progressUnit = 1 << 24

// countClasses runs the symmetric search and returns the total and unique
// counts.
func countClasses(n, workers int, t *engine.Tracer) (total, unique uint64, end engine.End) {
	start := time.Now()
	t.Stats.CountOnly = true
	defer func() {
		t.Stats.Solutions = total
		t.Stats.Elapsed = time.Since(start)
	}()
	if ValidateN(n) != nil {
		return 0, 0, engine.NoSolution
	}
	if n < 4 {
		// Too small to have the corner and edge families; a single queen is
		// its own class, and n=2, 3 have no solution.
		total = CountMirror(n)
		t.AddCounted(total)
		return total, total, found(total)
	}
	tasks := splitTasks(n)
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, len(tasks))
	t.SetProgress(0, int64(len(tasks))*progressUnit)
	stride := spread(len(tasks))

	var next atomic.Int64
	var stopped atomic.Bool
	searches := make([]*symmetric, workers)
	var wg sync.WaitGroup
	for w := range workers {
		s := newSymmetric(n)
		s.t = t
		searches[w] = s
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(len(tasks)) || stopped.Load() {
					return
				}
				if !t.Poll() {
					stopped.Store(true)
					return
				}
				s.run(&tasks[i*stride%int64(len(tasks))])
				s.addCounted()
				if s.quit {
					stopped.Store(true)
					return
				}
				t.AddProgress(progressUnit - s.reported)
			}
		})
	}
	wg.Wait()
	for _, s := range searches {
		total += 2*s.count2 + 4*s.count4 + 8*s.count8
		unique += s.count2 + s.count4 + s.count8
	}
	if stopped.Load() {
		return total, unique, engine.Stopped
	}
	return total, unique, found(total)
}

// found is how a search that went through its whole tree ended.
func found(count uint64) engine.End {
	if count > 0 {
		return engine.Done
	}
	return engine.NoSolution
}

// run searches one task.
func (s *symmetric) run(tk *task) {
	s.corners, s.reported = tk.corner, 0
	s.setBounds(tk.corner, tk.bound1)
	copy(s.board[:], tk.prefix[:])
	if tk.corner {
		s.corner(tk.y, tk.left, tk.down, tk.right)
	} else {
		s.edge(tk.y, tk.left, tk.down, tk.right)
	}
}

// checkpoint is where a task's search meets its tracer, every PollEvery
// nodes: it reports how far into the task the search is and returns true
// when the search must stop. stack holds the rows base..y-1 of the task.
//
// How far: the choices of the task's first rows are a mixed-radix number
// (the index of the column being searched among that row's choices, over
// their number), which only grows as the search goes on.
func (s *symmetric) checkpoint(stack *[MaxN]frame, base, y int) bool {
	s.budget = PollEvery
	if s.t == nil {
		return false
	}
	share, scale := 0.0, 1.0
	for row := base; row < y && row < base+6; row++ {
		f := &stack[row]
		of := bits.OnesCount32(s.choices(s.corners, row, f.diag, f.cols, f.anti))
		at := of - bits.OnesCount32(f.free) - 1
		if of <= 0 || at < 0 {
			break
		}
		scale /= float64(of)
		share += float64(at) * scale
	}
	if units := int64(share * progressUnit); units > s.reported {
		s.t.AddProgress(units - s.reported)
		s.reported = units
	}
	s.addCounted()
	if !s.t.Poll() {
		s.quit = true
	}
	return s.quit
}

// addCounted reports the solutions s has counted since it last did: at
// each checkpoint too, as a task of a large board runs for minutes (the
// corner search's, summed in a register, come at the task's end).
func (s *symmetric) addCounted() {
	if c := 2*s.count2 + 4*s.count4 + 8*s.count8; c > s.counted {
		s.t.AddCounted(c - s.counted)
		s.counted = c
	}
}

// splitTasks lists the tasks of the symmetric search of an n×n board,
// n >= 4: its corner and edge families for each bound1, each cut at
// splitRow (or at the last row of a smaller board).
func splitTasks(n int) []task {
	s := newSymmetric(n)
	split := min(splitRow, s.last)
	var tasks []task
	var expand func(tk task)
	expand = func(tk task) {
		if tk.y == split {
			tasks = append(tasks, tk)
			return
		}
		free := s.choices(tk.corner, tk.y, tk.left, tk.down, tk.right)
		for free != 0 {
			bit := free & -free
			free ^= bit
			child := tk
			child.prefix[tk.y] = bit
			child.y++
			child.left, child.down, child.right = (tk.left|bit)<<1, tk.down|bit, (tk.right|bit)>>1
			expand(child)
		}
	}
	// Corner family: the queen of row 0 in column 0, row 1's in column
	// bound1 = 2..n-2.
	for bound1 := 2; bound1 < s.last; bound1++ {
		s.setBounds(true, bound1)
		bit := uint32(1) << uint(bound1)
		tk := task{corner: true, bound1: bound1, y: 2, left: (2 | bit) << 1, down: 1 | bit, right: bit >> 1}
		tk.prefix[0], tk.prefix[1] = 1, bit
		expand(tk)
	}
	// Edge family: row 0's queen in column bound1, while bound1 < bound2.
	for bound1 := 1; bound1 < s.last-bound1; bound1++ {
		s.setBounds(false, bound1)
		bit := uint32(1) << uint(bound1)
		tk := task{bound1: bound1, y: 1, left: bit << 1, down: bit, right: bit >> 1}
		tk.prefix[0] = bit
		expand(tk)
	}
	return tasks
}
