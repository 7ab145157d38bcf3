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
// Place or Undo is the index of the direction taken (0 to 3), or
// NoDirection for the start, which is entered from nowhere.
//
// # Events of the depth-first search (DFS)
//
//   - Try: a neighbour of the cell at the end of the path is considered.
//     Depth is the depth it would be placed at, one more than that cell's
//     (the start is tried at depth 0, as the root). For a neighbour off
//     the grid, Row or Col lies outside the grid (-1, Height or Width).
//   - Reject: the neighbour cannot be entered: Conflict is Outside, Wall or
//     Visited (on the path already, or explored before and found a dead
//     end). ByRow and ByCol are -1.
//   - Place: the neighbour is entered. Depth is the path length so far, in
//     steps from S. ByRow and ByCol name the cell it was entered from
//     (-1 for the start).
//   - Undo: every direction from the cell has been tried: the search backs
//     out of it. It carries the same fields as the cell's Place.
//   - Solution: right after the Place of E. The path is the stack of cells
//     placed and not undone.
//
// The counters follow the events: Nodes counts the Try events, Placements
// the Place events, Rejections the Reject events by conflict, Backtracks
// the Undo events and Solutions the Solution events. Checks counts the
// rules a move was checked against, in the order on the grid, not a wall,
// not visited: one for a move off the grid, two into a wall, three
// otherwise.
//
// Cells backed out of stay marked as visited: a cell from which E could
// not be reached is not worth entering again by another way, and that is
// what keeps the search linear in the size of the maze instead of
// enumerating every simple path. The search stops at the first path and
// returns engine.LimitReached (it was asked for one path and did not
// search the rest), or engine.NoSolution when E cannot be reached, in
// which case every Place has been undone.
//
// # Events of the breadth-first search (BFS)
//
// BFS explores ring by ring. Try and Reject are as for DFS, for the
// neighbours of the cell taken from the queue. A cell is placed when it
// is first discovered, with Depth its distance from S, so that each Try
// is followed at once by its Reject or Place; Place events come in order
// of distance. ByRow and ByCol of a Place name the cell it was discovered
// from, so the shortest-path tree, and the path itself, can be rebuilt
// from the stream. There are no Undo events: BFS never takes a cell back.
// Solution follows the Place of E; the search then stops with
// engine.LimitReached, or ends with engine.NoSolution.
//
// # Generation
//
// Generator carves a perfect maze (exactly one path between any two
// cells) with the recursive backtracker, a randomized depth-first search,
// and reports it as a search too: see Generator. On a perfect maze DFS and
// BFS find the same path; GenerateWithLoops then knocks out a seeded share
// of the remaining inner walls, so that there are shorter and longer ways
// round and BFS's path can be shorter than DFS's.
package maze
