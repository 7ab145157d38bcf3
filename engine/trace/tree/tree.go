// Package tree builds the search tree of a recorded run from its events:
// a node per choice made, a stub per rejected try labelled with the rule
// that pruned it, solutions marked with their step. It is the textbook
// figure of a backtracking search, for a view to draw at any step of the
// timeline and for the command line to print (WriteDOT, WriteText).
//
//	t := tree.New()
//	t.Sync(rec)                 // reads the events recorded since the last Sync
//	n := t.Visible(step)        // the nodes made by step: t.Node(0..n-1)
//	cur := t.Current(step)      // where the search stands at step
//
// # From events to nodes
//
// The tree is built from the event stream alone (see "The grammar of a
// run" in package engine), the same way for every solver:
//
//   - The root stands for the search before any choice: the root frame
//     of N-Queens and Sudoku, the moment before the maze's start is placed.
//   - A Place that is not Forced makes a Choice node under the node the
//     search stands at (the attach point), and the search stands at it
//     from then on: the frame its Place leads into (Frame, from the Enter
//     after it) branches from there. Its Undo takes the search back to the
//     parent. So a queen, a guessed digit or a maze cell entered is a
//     child of the choice before it.
//   - A Reject makes a Stub under the attach point, with the rule broken
//     (Conflict): a pruned try, cut off at once. Sudoku's dead ends (a
//     NoCandidate Reject, with no Try) are stubs too.
//   - Forced placements (Sudoku's singles) make no node: they are counted
//     in the Forced of the node whose frame made them.
//   - A Solution marks the node that completed it with its step.
//   - Breadth-first (once an Expand is seen): the cells are Choice nodes
//     under the cell that discovered them, and the search stands at the
//     cell an Expand takes from the queue; no Place moves it.
//   - Chained searches (see the grammar): the next search of a run, from
//     its first step (engine.Event.StartsSearch), grows under the root
//     beside the one before, as it would alone. The maze's comparison
//     makes two: each search's start is a child of the root, the root of
//     its own subtree.
//   - A Resync starts the tree again, and its burst restates the path as
//     Choice nodes marked Sync (a BFS burst: every cell discovered, under
//     the one named By). A tree that starts mid-run (the recording dropped
//     the start) is rebuilt the same way from the frame path there.
//
// Nodes are numbered in the order they are made, which is the order of
// their steps: the nodes made at or before a step are a prefix of the
// node list (Visible), so a view at any step of the timeline shows a
// prefix and the current node (Current).
//
// # Size and cost
//
// A node is 48 bytes and a step 4 more (the node the search stands at,
// for the timeline); children are first-child and next-sibling links, not
// slices. Measured on a 2-core Xeon (BenchmarkSync and the benchmarks
// beside it):
//
//   - A million events of the 11-queens scan search (440,000 nodes), what
//     a recording of the default cap holds, take 65 bytes a node, 29 MB,
//     slack of the slices included; the 8-queens run (37,518 events,
//     15,721 nodes) 1.6 MB.
//   - Sync costs 40 to 90 ns an event read, half of it the recording's
//     Reader decoding the event, whether it reads a whole run at once or
//     64 events at a time as a view does while a run plays; a Sync with
//     nothing new, about 0.2 µs.
//   - Past the recording's cap the tree compacts once the recording has
//     dropped a quarter of the steps it covers: three million events
//     through the default cap cost 65 ns an event, compaction included,
//     and the tree never held more than 590,000 nodes.
package tree

import (
	"cmp"
	"slices"

	"backtracklab/engine"
	"backtracklab/engine/trace"
)

// Kind says what a node stands for.
type Kind uint8

// The kinds of node.
const (
	Root   Kind = iota // the search before any choice
	Choice             // a choice placed (not forced); for BFS, a cell reached
	Stub               // a rejected try: Conflict says why
)

var kindNames = [...]string{"root", "choice", "stub"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(?)"
}

// Node is one node of the tree, as Tree.Node returns it.
type Node struct {
	Parent          int32  // -1 for the root
	Kind            Kind   //
	Step            uint64 // the recorded step that made it (its Place or Reject)
	Depth           int    // in the tree: 0 for the root, 1 for the first choices
	Row, Col, Value int    // of the Place or Reject, as the puzzle's events say
	Conflict        engine.Conflict
	// Forced counts the forced placements (Sudoku's singles) made in the
	// frame this node's choice led into (for the root, the root frame's),
	// all of those read so far.
	Forced int
	// SolutionStep is the step of the Solution reached at this node, or 0.
	SolutionStep uint64
	// Frame is the id of the frame the choice's Place led into (0 when
	// none was entered: the last queen, a BFS cell).
	Frame uint32
	// Sync is set on a node restated by a Resync burst or rebuilt from the
	// frame path where the history starts: its Step is the restating one.
	Sync bool
}

// node is a Node as kept: 48 bytes. Children are linked through first
// (the first child) and next (the next sibling), in the order made.
type node struct {
	step            uint64
	parent          int32
	first, next     int32
	row, col, value int32
	depth           int32
	forced          int32
	frame           uint32
	kind            Kind
	conflict        engine.Conflict
	sync            bool
	solved          bool
}

// solution is the step of a Solution and the node it marks.
type solution struct {
	step uint64
	node int32
}

// Tree is the search tree of one recording, built by Sync. It belongs to
// one goroutine (a view's), like a trace.Cursor.
type Tree struct {
	rec *trace.Recording
	rd  *trace.Reader

	nodes     []node
	base      uint64     // the step of cur[0]: the tree's first step
	cur       []int32    // the node the search stands at after each step from base
	solutions []solution // sorted by node
	solSteps  []uint64   // the solutions' steps, in order
	stubs     []uint32   // stubs[j]: the stubs among the first j*stubEvery nodes
	nstubs    int        // the stubs among all nodes

	// The builder's state after the last event read.
	attach    int32 // the node new nodes are made under
	lastChild int32 // attach's last child, or -1
	lastPlace int32 // the node the previous event made, if it was a Place; else -1
	bfs       bool  // an Expand was seen: a Place does not move the search
	bfsNext   int32 // BFS: the node after the last one expanded
	starting  bool  // the last event read starts a search (engine.Event.StartsSearch)
	burst     map[uint64]int32
}

// stubEvery is the spacing of the stub counts kept for Counts.
const stubEvery = 256

// New returns an empty tree.
func New() *Tree { return &Tree{} }

// Len is the number of nodes built so far, the root included (0 before
// the first event).
func (t *Tree) Len() int { return len(t.nodes) }

// Start is the first step the tree covers: the history start when it was
// built, or the last Resync (0 when empty).
func (t *Tree) Start() uint64 { return t.base }

// Last is the last step read (0 when empty).
func (t *Tree) Last() uint64 {
	if len(t.cur) == 0 {
		return 0
	}
	return t.base + uint64(len(t.cur)) - 1
}

// Node returns node i, 0 <= i < Len.
func (t *Tree) Node(i int) Node {
	n := &t.nodes[i]
	out := Node{Parent: n.parent, Kind: n.kind, Step: n.step, Depth: int(n.depth),
		Row: int(n.row), Col: int(n.col), Value: int(n.value), Conflict: n.conflict,
		Forced: int(n.forced), Frame: n.frame, Sync: n.sync}
	if n.solved {
		out.SolutionStep = t.solutionStep(int32(i))
	}
	return out
}

// Parent is node i's parent, -1 for the root.
func (t *Tree) Parent(i int) int { return int(t.nodes[i].parent) }

// FirstChild is node i's first child, -1 if none; NextSibling the child
// of the same parent made after i, -1 if none. Walking children with
// them allocates nothing.
func (t *Tree) FirstChild(i int) int { return int(t.nodes[i].first) }

// NextSibling: see FirstChild.
func (t *Tree) NextSibling(i int) int { return int(t.nodes[i].next) }

// Children returns node i's children, in the order made, in a new slice.
func (t *Tree) Children(i int) []int32 { return t.AppendChildren(nil, i) }

// AppendChildren appends node i's children, in the order made, to dst.
func (t *Tree) AppendChildren(dst []int32, i int) []int32 {
	for c := t.nodes[i].first; c >= 0; c = t.nodes[c].next {
		dst = append(dst, c)
	}
	return dst
}

// solutionStep returns the step of the solution at node i.
func (t *Tree) solutionStep(i int32) uint64 {
	j, ok := slices.BinarySearchFunc(t.solutions, i, func(s solution, i int32) int { return cmp.Compare(s.node, i) })
	if !ok {
		return 0
	}
	return t.solutions[j].step
}
