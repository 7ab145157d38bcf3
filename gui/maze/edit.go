package maze

import (
	"fmt"
	"strings"

	"backtracklab/engine/maze"
)

// The edit modes: what a click on the board does.
const (
	modeWalls = "Walls"
	modeStart = "Move S"
	modeEnd   = "Move E"
)

// tap edits the maze at the clicked cell in the chosen mode. A search on
// show is cleared first; a search in progress keeps the maze locked.
func (s *Screen) tap(row, col int) {
	if s.session.State().Active() {
		s.say(lockedMsg)
		return
	}
	if s.model != nil {
		s.session.Stop() // not active: clears the search from the board
	}
	p := maze.Point{Row: row, Col: col}
	var m *maze.Maze
	var err error
	msg := ""
	switch s.mode.Selected {
	case modeStart, modeEnd:
		m, msg, err = s.moveEndpoint(p, s.mode.Selected == modeStart)
	default:
		m, msg, err = s.toggleWall(p)
	}
	if err != nil {
		s.say(err.Error())
		return
	}
	s.setMaze(m, msg)
}

// toggleWall turns the cell at p into a wall or opens it.
func (s *Screen) toggleWall(p maze.Point) (*maze.Maze, string, error) {
	if p == s.mz.Start() || p == s.mz.End() {
		return nil, "", refusal(cellName(p) + " holds S or E, which stay open: choose Move S or Move E to move them")
	}
	if s.mz.IsWall(p.Row, p.Col) {
		m, err := editText(s.mz, cellEdit{p, maze.OpenChar})
		return m, fmt.Sprintf("Opened %s", cellName(p)), err
	}
	m, err := editText(s.mz, cellEdit{p, maze.WallChar})
	return m, fmt.Sprintf("Walled %s", cellName(p)), err
}

// moveEndpoint moves S (start set) or E to p, opening it.
func (s *Screen) moveEndpoint(p maze.Point, start bool) (*maze.Maze, string, error) {
	name, old, other := "E", s.mz.End(), s.mz.Start()
	ch := byte(maze.EndChar)
	if start {
		name, old, other, ch = "S", s.mz.Start(), s.mz.End(), maze.StartChar
	}
	if p == other {
		return nil, "", refusal("S and E must be different cells")
	}
	if p == old {
		return s.mz, fmt.Sprintf("%s is at %s already", name, cellName(p)), nil
	}
	m, err := editText(s.mz, cellEdit{old, maze.OpenChar}, cellEdit{p, ch})
	return m, fmt.Sprintf("Moved %s to %s", name, cellName(p)), err
}

// refusal is an edit the screen will not make, in words for the status
// line.
type refusal string

func (r refusal) Error() string { return string(r) }

// cellEdit is a character of the text form to put at a cell.
type cellEdit struct {
	p  maze.Point
	ch byte
}

// editText returns m with the characters at the edits' cells replaced.
func editText(m *maze.Maze, edits ...cellEdit) (*maze.Maze, error) {
	lines := strings.Split(m.String(), "\n")
	for _, e := range edits {
		row := []byte(lines[e.p.Row])
		row[e.p.Col] = e.ch
		lines[e.p.Row] = string(row)
	}
	return maze.ParseString(strings.Join(lines, "\n"))
}
