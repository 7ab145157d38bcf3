package handout

import (
	"strconv"
	"strings"

	"backtracklab/engine/story"
)

// SheetBoard is one numbered board of a sheet, its top left corner at X,
// Y and Size points a side.
type SheetBoard struct {
	Number  int    // from 1, in the order given
	Cols    []byte // the queen's column in each row
	X, Y    float64
	Size    float64
	Caption string // the columns counted from 1, "1 5 8 6 3 7 2 4"
}

// SheetPage is one page of a sheet.
type SheetPage struct {
	Boards []SheetBoard
}

// SheetLayout is a sheet of N-Queens solutions laid out on pages: a
// title and a note on top of each, then the boards in a numbered grid,
// PerRow a row, and the page number at the foot.
type SheetLayout struct {
	Paper       Paper
	N           int
	Title, Note string
	PerRow      int
	Pages       []SheetPage
	paged       bool // a page number at each foot (not on one picture)
}

// Boards is the number of boards on every page.
func (l *SheetLayout) Boards() int {
	k := 0
	for _, p := range l.Pages {
		k += len(p.Boards)
	}
	return k
}

// The rows of a sheet: the title's band at the top, the page number's at
// the foot, and under each board its caption.
const (
	sheetHead    = 62.0
	sheetFoot    = 28.0
	sheetGap     = 12.0
	sheetCaption = 20.0
)

// perRow is how many boards of n a side stand in a row of a page: small
// boards more, so that a square stays about 10 points or more.
func perRow(n int) int {
	switch {
	case n <= 6:
		return 5
	case n <= 8:
		return 5
	}
	return 6
}

// LayoutQueensSheet lays out the solutions sols of n queens on pages of
// paper, numbered from 1 in the order given; unique says they are one
// per symmetry class (the title says so).
func LayoutQueensSheet(w Words, n int, sols [][]byte, unique bool, p Paper) SheetLayout {
	l := queensSheet(w, n, sols, unique)
	l.Paper, l.paged = p, true
	l.PerRow = perRow(n)
	cell := (p.W - 2*margin) / float64(l.PerRow)
	size := cell - sheetGap
	rows := max(int((p.H-2*margin-sheetHead-sheetFoot)/(size+sheetCaption+sheetGap)), 1)
	per := rows * l.PerRow
	for i := 0; i < len(sols) || i == 0; i += per {
		var page SheetPage
		for j := i; j < min(i+per, len(sols)); j++ {
			k := j - i
			page.Boards = append(page.Boards, l.board(j, sols[j],
				margin+float64(k%l.PerRow)*cell+sheetGap/2,
				margin+sheetHead+float64(k/l.PerRow)*(size+sheetCaption+sheetGap), size))
		}
		l.Pages = append(l.Pages, page)
	}
	return l
}

// LayoutQueensPicture lays out the same boards on one picture, for a
// PNG: a row of up to 8 (10 past a hundred boards), as tall as they need.
func LayoutQueensPicture(w Words, n int, sols [][]byte, unique bool) SheetLayout {
	l := queensSheet(w, n, sols, unique)
	l.PerRow = min(max(len(sols), 1), 8)
	if len(sols) > 100 {
		l.PerRow = 10
	}
	size := 72.0 + 6*float64(max(n-6, 0))
	if len(sols) > 100 {
		size = 72
	}
	cell := size + sheetGap
	var page SheetPage
	for j, cols := range sols {
		page.Boards = append(page.Boards, l.board(j, cols,
			margin+float64(j%l.PerRow)*cell+sheetGap/2,
			margin+sheetHead+float64(j/l.PerRow)*(size+sheetCaption+sheetGap), size))
	}
	rows := (len(sols) + l.PerRow - 1) / l.PerRow
	width := max(2*margin+float64(l.PerRow)*cell, 2*margin+TextWidth(l.Title, 16), 2*margin+TextWidth(l.Note, 9))
	l.Paper = Paper{"picture", width, 2*margin + sheetHead + float64(rows)*(size+sheetCaption+sheetGap)}
	l.Pages = []SheetPage{page}
	return l
}

func queensSheet(w Words, n int, sols [][]byte, unique bool) SheetLayout {
	key := "handout.queens.sheet.all"
	if unique {
		key = "handout.queens.sheet.unique"
	}
	return SheetLayout{N: n,
		Title: w.N(key, len(sols), map[string]any{"N": n, "Count": story.Number(len(sols))}),
		Note:  w.T("handout.queens.sheet.note", nil),
	}
}

func (l *SheetLayout) board(j int, cols []byte, x, y, size float64) SheetBoard {
	var c strings.Builder
	for i, col := range cols {
		if i > 0 {
			c.WriteByte(' ')
		}
		c.WriteString(strconv.Itoa(int(col) + 1))
	}
	return SheetBoard{Number: j + 1, Cols: cols, X: x, Y: y, Size: size, Caption: c.String()}
}

// DrawPage draws page i of the sheet on c.
func (l *SheetLayout) DrawPage(w Words, c Canvas, i int) {
	drawHead(c, l.Paper, l.Title, l.Note)
	if l.paged {
		drawFoot(w, c, l.Paper, w.T("handout.page", map[string]any{"Page": i + 1, "Pages": len(l.Pages)}))
	}
	for _, b := range l.Pages[i].Boards {
		q := NewQueensBoard(l.N)
		for r, col := range b.Cols {
			q.Cols[r] = int(col)
		}
		q.Draw(c, b.X, b.Y, b.Size)
		numSize := min(max(b.Size/9, 7), 11)
		c.Text(b.X, b.Y+b.Size+numSize+3, numSize, ink, Left, "#"+strconv.Itoa(b.Number))
		c.Text(b.X+b.Size, b.Y+b.Size+numSize+3, numSize*0.85, grey, Right, b.Caption)
	}
}

// drawHead draws a page's title and note at its top.
func drawHead(c Canvas, p Paper, title, note string) {
	c.Text(margin, margin+16, 16, ink, Left, title)
	if note != "" {
		c.Text(margin, margin+34, 9, grey, Left, note)
	}
	c.Line(margin, margin+44, p.W-margin, margin+44, Style{Stroke: rule, Width: 0.5})
}

// drawFoot draws a page's number and the app's name at its foot.
func drawFoot(w Words, c Canvas, p Paper, page string) {
	c.Text(p.W-margin, p.H-margin+12, 8, grey, Right, page)
	c.Text(margin, p.H-margin+12, 8, grey, Left, w.T("handout.app", nil))
}
