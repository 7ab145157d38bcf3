package maze

import (
	"strings"

	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
)

// editMode is what a click on the board does.
type editMode int

// The edit modes, in the order the screen offers them.
const (
	modeWalls editMode = iota
	modeStart
	modeEnd
)

// modeKeys are the keys of the edit modes' names.
var modeKeys = []string{"maze.mode.walls", "maze.mode.start", "maze.mode.end"}

// editMode is the mode chosen.
func (s *Screen) editMode() editMode {
	return editMode(max(optionIndex(s.mode.Options, s.mode.Selected), 0))
}

// tap edits the maze at the clicked cell in the chosen mode. A search on
// show is cleared first; a search in progress keeps the maze locked.
func (s *Screen) tap(row, col int) {
	if s.quiz.Tap(row, col) {
		return // the answer to the quiz's question
	}
	if s.session.State().Active() {
		s.say(tr(lockedMsg, nil))
		return
	}
	if s.model != nil {
		s.session.Stop() // not active: clears the search from the board
	}
	p := maze.Point{Row: row, Col: col}
	var m *maze.Maze
	var err error
	var msg i18n.Words
	switch mode := s.editMode(); mode {
	case modeStart, modeEnd:
		m, msg, err = s.moveEndpoint(p, mode == modeStart)
	default:
		m, msg, err = s.toggleWall(p)
	}
	if err != nil {
		s.say(func() string { return errorWords(err) })
		return
	}
	s.setMaze(m, msg)
}

// toggleWall turns the cell at p into a wall or opens it.
func (s *Screen) toggleWall(p maze.Point) (*maze.Maze, i18n.Words, error) {
	args := i18n.Args{"Cell": cellName(p)}
	if p == s.mz.Start() || p == s.mz.End() {
		return nil, nil, i18n.Refuse("maze.edit.endpoint", args)
	}
	if s.mz.IsWall(p.Row, p.Col) {
		m, err := editText(s.mz, cellEdit{p, maze.OpenChar})
		return m, tr("maze.edit.opened", args), err
	}
	m, err := editText(s.mz, cellEdit{p, maze.WallChar})
	return m, tr("maze.edit.walled", args), err
}

// moveEndpoint moves S (start set) or E to p, opening it.
func (s *Screen) moveEndpoint(p maze.Point, start bool) (*maze.Maze, i18n.Words, error) {
	name, old, other := "E", s.mz.End(), s.mz.Start()
	ch := byte(maze.EndChar)
	if start {
		name, old, other, ch = "S", s.mz.Start(), s.mz.End(), maze.StartChar
	}
	args := i18n.Args{"Mark": name, "Cell": cellName(p)}
	if p == other {
		return nil, nil, i18n.Refuse("maze.edit.same", args)
	}
	if p == old {
		return s.mz, tr("maze.edit.already", args), nil
	}
	m, err := editText(s.mz, cellEdit{old, maze.OpenChar}, cellEdit{p, ch})
	return m, tr("maze.edit.moved", args), err
}

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
