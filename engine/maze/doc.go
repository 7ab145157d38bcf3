// Package maze reads, generates and solves mazes drawn as text grids, and
// reports every step of its searches as engine events.
//
// # Text grids
//
// A maze is a rectangle of cells, one text line per row: '#' is a wall,
// '.' an open cell, 'S' the start and 'E' the end (both open), at most
// MaxSide cells each way. Parse also reads '*', the path StringWithPath
// marks, as open, and skips the "path length:" line the command line
// prints after it. It explains what is wrong with a grid it refuses in a
// *ParseError that carries the line and column. Points, and
// the Row and Col of events, count from 0 at the top left.
//
// # Directions
//
// The solvers look at the neighbours of a cell in a fixed order, clockwise
// from the top: Up, Right, Down, Left. The event Value of a Try, Reject,
// Place, Undo, Enter, Leave or Expand is the index of the direction of
// the move to the cell (0 to 3), or NoDirection for the start, which is
// entered from nowhere.
//
// # Events of the depth-first search (DFS)
//
// The search follows the grammar of a run (see engine.Event). Every cell
// entered opens a frame, so the frames are the path: the root frame
// (id 1) is S's, and a frame's depth is its cell's distance along the
// path, in steps from S. Depth in every event is the depth of the cell it
// is about: for Try, Reject, Place and Undo the depth the cell has or
// would have, one more than the depth of the frame they belong to.
//
//   - S is tried and placed at depth 0 outside any frame (Frame 0), with
//     no By; the Enter of the root frame follows. A search run after
//     another on the same tracer starts there (chained searches, see
//     engine.Event): S's Try closes the frames the other left open.
//   - Try: a neighbour of the cell at the end of the path is considered.
//     For a neighbour off the grid, Row or Col lies outside the grid (-1,
//     Height or Width).
//   - Reject: the neighbour cannot be entered: Conflict is Outside, Wall or
//     Visited (on the path already, or explored before and found a dead
//     end). By is none: no cell blocks it.
//   - Place: the neighbour is entered; By is the cell it was entered from.
//     The Enter of its frame follows, with the frame's id (frames are
//     numbered in the order they open, so the id of a cell's frame is the
//     number of cells placed so far, S included).
//   - Leave, then Undo: every direction from the cell has been tried: its
//     frame leaves and the search backs out of it. The Undo carries the
//     same fields as the cell's Place.
//   - Solution: right after the Place of E, whose frame is not entered:
//     the search stops there, its frames open. The path is the stack of
//     cells placed and not undone.
//
// # Names and results
//
// Each search names itself in Event.Search (SearchDFS, SearchBFS,
// SearchCarve) on the Try of its start, on every Resync and on its
// result, so that a run chaining DFS and BFS (the comparison) says which
// one each step belongs to, also to a watcher who joined mid-run.
//
// A search for a path ends with its result, reported through
// engine.Tracer.Found, so that it arrives whether or not anybody watches
// (unwatched, alone and Aside): its last step carries an Outcome with the
// path found, from S to E inclusive. That step is the Solution when E was
// reached; when it cannot be, it is the Undo of S (DFS) or the Leave of
// the root frame (BFS), with an Outcome whose Path is nil. The Outcome is
// new each run and never changed: a watcher, and a recording, may keep it
// as it is. The generator's Solution carries the *Maze it made (see
// Generator).
//
// Checks counts the rules a move was checked against, in the order on the
// grid, not a wall, not visited: one for a move off the grid, two into a
// wall, three otherwise. The Reject or Place of a move carries its
// checks, every other event none, so that engine.Stats.Apply over the
// events of a run watched from the start rebuilds its counters exactly:
// Nodes counts the Try events, Placements the Place events, Rejections
// the Reject events by conflict, Backtracks the Undo events and Solutions
// the Solution events.
//
// Cells backed out of stay marked as visited: a cell from which E could
// not be reached is not worth entering again by another way, and that is
// what keeps the search linear in the size of the maze instead of
// enumerating every simple path. The search stops at the first path and
// returns engine.LimitReached (it was asked for one path and did not
// search the rest), or engine.NoSolution when E cannot be reached, in
// which case every frame has left and every Place has been undone.
//
// # Events of the breadth-first search (BFS)
//
// BFS explores ring by ring, all in one frame: S is tried and placed
// outside any frame, as for DFS, and opens the root frame (id 1, depth
// 0), in which every later event is. Each time a cell is taken from the
// queue, an Expand names it, with Depth its distance from S and Value the
// direction it was discovered by; the Try and Reject or Place of its four
// neighbours follow, as for DFS, at the distance they would have. A cell
// is placed when it is first discovered, with Depth its distance from S,
// so that Place events come in order of distance; By names the cell it
// was discovered from, the one last expanded, so the shortest-path tree,
// and the path itself, can be rebuilt from the stream. There are no Undo
// events: BFS never takes a cell back. Solution follows the Place of E;
// the search then stops with engine.LimitReached, its frame open, or,
// once the queue runs dry, the root frame leaves and the search ends with
// engine.NoSolution. Checks are as for DFS.
//
// # Generation
//
// Generator carves a perfect maze (exactly one path between any two
// cells) with the recursive backtracker, a randomized depth-first search,
// and reports it as a search too: see Generator. On a perfect maze DFS and
// BFS find the same path; GenerateWithLoops then knocks out a seeded share
// of the remaining inner walls, so that there are shorter and longer ways
// round and BFS's path can be shorter than DFS's.
//
// # Watching on and off
//
// Under an engine.Runner watching is switched on and off during a run. A
// search builds events only while it is watched, reads Tracer.Watched
// again after every event it emits and, unwatched, every few thousand
// steps, when it also polls the runner for a pause or a stop (a stopped
// search returns engine.Stopped). Its path and counters are the same
// whether it was watched throughout, never, or on and off.
//
// When watching comes on mid-run, the search restates where it stands in
// a burst of events marked Sync, which count for nothing; a view drops
// what it knew at the Resync and rebuilds from the burst:
//
//   - DFS and the generator: a Resync with the Depth, Frame, Row and Col
//     of the end of the path (and the search's name, as every Resync); then an Undo for every cell entered and
//     backed out of, in reading order, with Row, Col, the direction it
//     was entered by in Value and the cell it was entered from in By (its
//     depth and frame are not kept, and are zero): they shape the rest of
//     the search, which finds them Visited, and a view draws them; they
//     come while no frame is open, so the burst nests like a run. Then,
//     from S on, the Place and Enter of every cell on the path, exactly as
//     they were first reported.
//   - BFS: a Resync with the Depth (the distance being expanded) and Row
//     and Col of the front of the queue; then the Place of S and the
//     Enter of the root frame, the Place of every cell discovered since,
//     in the order they were discovered (which is the queue's), with
//     Depth its distance and By the cell it was discovered from; then the
//     Expand of the last cell taken from the queue, if one was. The cells
//     placed up to that one have been expanded; the rest wait in the
//     queue, in order.
//
// The events after the burst go on from there. Frame ids stay those of a
// run watched throughout: frames that opened and left unwatched are
// numbered too, so the first Enter after a burst may skip ids.
package maze
