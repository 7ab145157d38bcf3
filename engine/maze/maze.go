package maze

// Cell is what one square of the grid is.
type Cell uint8

// The kinds of cell. The start and the end are open cells; the Maze keeps
// where they are.
const (
	Open Cell = iota
	Wall
)

// The characters of the text form.
const (
	WallChar  = '#'
	OpenChar  = '.'
	StartChar = 'S'
	EndChar   = 'E'
	PathChar  = '*' // marks the path in StringWithPath; Parse reads it as open
)

// PathLengthPrefix starts the line the maze command prints after a maze
// with its path; Parse skips such a line after the grid.
const PathLengthPrefix = "path length: "

// Maze is a rectangular grid of walls and open cells with one start and
// one end. Make one with Parse or Generate; the zero Maze is not usable.
// A Maze is not changed once made, so it may be shared between goroutines
// and searches.
type Maze struct {
	width, height int
	cells         []Cell // row by row
	open          int    // how many cells are open, S and E included
	start, end    Point
}

// Width is the number of cells in a row.
func (m *Maze) Width() int { return m.width }

// Height is the number of rows.
func (m *Maze) Height() int { return m.height }

// Start is the cell marked S.
func (m *Maze) Start() Point { return m.start }

// End is the cell marked E.
func (m *Maze) End() Point { return m.end }

// OpenCells is how many cells are not walls, S and E included.
func (m *Maze) OpenCells() int { return m.open }

// Inside reports whether p is on the grid.
func (m *Maze) Inside(p Point) bool {
	return p.Row >= 0 && p.Row < m.height && p.Col >= 0 && p.Col < m.width
}

// At is the cell at p; a point off the grid is a Wall.
func (m *Maze) At(p Point) Cell {
	if !m.Inside(p) {
		return Wall
	}
	return m.cells[p.Row*m.width+p.Col]
}

// IsWall reports whether the cell at row, col is a wall or off the grid.
func (m *Maze) IsWall(row, col int) bool { return m.At(Point{row, col}) == Wall }

// String is the text form, one line per row, each ending in a newline;
// Parse reads it back to an equal maze.
func (m *Maze) String() string { return m.StringWithPath(nil) }

// StringWithPath is the text form with the cells of path marked '*',
// except S and E, which keep their letters. Points off the grid are
// ignored.
func (m *Maze) StringWithPath(path []Point) string {
	line := m.width + 1
	b := make([]byte, line*m.height)
	for r := range m.height {
		for c, cell := range m.cells[r*m.width : (r+1)*m.width] {
			ch := byte(OpenChar)
			if cell == Wall {
				ch = WallChar
			}
			b[r*line+c] = ch
		}
		b[r*line+m.width] = '\n'
	}
	for _, p := range path {
		if m.Inside(p) {
			b[p.Row*line+p.Col] = PathChar
		}
	}
	b[m.start.Row*line+m.start.Col] = StartChar
	b[m.end.Row*line+m.end.Col] = EndChar
	return string(b)
}
