package teach

import (
	"image"
	"image/color"

	"backtracklab/engine/trace/tree"
	"backtracklab/gui/palette"
)

// boardSquare is the side, in pixels, of a square of GridBoard's boards;
// the view scales them smoothly to the node's box.
const boardSquare = 12

// GridBoard returns a painter of mini boards for TreeView.SetBoard: a
// checkered board of rows by cols squares with a piece on the square of
// every choice on the path from the root to the node, as the textbook
// figure of 4-queens draws each node (the queens placed so far; for a
// maze, the cells of the path), and for a stub its square crossed in
// vermillion: the try it cut off. It draws from the tree's nodes alone
// (their Row and Col). A board is painted once, so it shows nothing that
// depends on the step on show: the view frames a solution in green from
// the step that found it.
func GridBoard(rows, cols int) func(t *tree.Tree, node int) image.Image {
	return func(t *tree.Tree, node int) image.Image {
		sq := palette.SquaresFor(palette.Variant())
		img := image.NewNRGBA(image.Rect(0, 0, cols*boardSquare, rows*boardSquare))
		for r := range rows {
			for c := range cols {
				fill := sq.Light
				if (r+c)%2 == 1 {
					fill = sq.Dark
				}
				square(img, r, c, fill)
			}
		}
		n := t.Node(node)
		if n.Kind == tree.Stub {
			if inside(n.Row, n.Col, rows, cols) {
				square(img, n.Row, n.Col, palette.Attack)
				cross(img, n.Row, n.Col, palette.OnColour)
			}
			node = int(n.Parent)
		}
		for i := node; i > 0; i = t.Parent(i) {
			if p := t.Node(i); p.Kind == tree.Choice && inside(p.Row, p.Col, rows, cols) {
				disc(img, p.Row, p.Col, palette.Placed)
			}
		}
		return img
	}
}

// MazeBoard returns a painter of mini mazes for TreeView.SetBoard: the
// maze of rows by cols cells, walls dark (wall reports them), with the
// cells of the path from the root to the node filled in blue, the node's
// own cell darker, and for a stub the cell it cut off in vermillion. It
// draws from the tree's nodes alone, like GridBoard.
func MazeBoard(rows, cols int, wall func(row, col int) bool) func(t *tree.Tree, node int) image.Image {
	side := max(2, 48/max(rows, cols, 1)) // about 48 pixels across
	return func(t *tree.Tree, node int) image.Image {
		sq := palette.SquaresFor(palette.Variant())
		dark := palette.Mix(sq.Dark, color.NRGBA{A: 0xFF}, 0.6)
		img := image.NewNRGBA(image.Rect(0, 0, cols*side, rows*side))
		cell := func(r, c int, fill color.NRGBA) {
			for y := r * side; y < (r+1)*side; y++ {
				for x := c * side; x < (c+1)*side; x++ {
					img.SetNRGBA(x, y, fill)
				}
			}
		}
		for r := range rows {
			for c := range cols {
				fill := sq.Light
				if wall(r, c) {
					fill = dark
				}
				cell(r, c, fill)
			}
		}
		n := t.Node(node)
		path := palette.Placed
		if n.Kind == tree.Stub {
			if inside(n.Row, n.Col, rows, cols) {
				cell(n.Row, n.Col, palette.Attack)
			}
			node = int(n.Parent)
		}
		for i := node; i > 0; i = t.Parent(i) {
			if p := t.Node(i); p.Kind == tree.Choice && inside(p.Row, p.Col, rows, cols) {
				fill := path
				if i == node && n.Kind != tree.Stub {
					fill = palette.Mix(path, color.NRGBA{A: 0xFF}, 0.35)
				}
				cell(p.Row, p.Col, fill)
			}
		}
		return img
	}
}

func inside(r, c, rows, cols int) bool { return r >= 0 && c >= 0 && r < rows && c < cols }

// square fills the square (r, c).
func square(img *image.NRGBA, r, c int, fill color.NRGBA) {
	for y := r * boardSquare; y < (r+1)*boardSquare; y++ {
		for x := c * boardSquare; x < (c+1)*boardSquare; x++ {
			img.SetNRGBA(x, y, fill)
		}
	}
}

// disc draws a round piece on the square (r, c), its edge softened.
func disc(img *image.NRGBA, r, c int, ink color.NRGBA) {
	const rad = boardSquare * 0.38
	cx, cy := float32(c*boardSquare)+boardSquare/2, float32(r*boardSquare)+boardSquare/2
	for y := r * boardSquare; y < (r+1)*boardSquare; y++ {
		for x := c * boardSquare; x < (c+1)*boardSquare; x++ {
			dx, dy := float32(x)+0.5-cx, float32(y)+0.5-cy
			d := dx*dx + dy*dy
			switch {
			case d <= (rad-0.5)*(rad-0.5):
				img.SetNRGBA(x, y, ink)
			case d <= (rad+0.5)*(rad+0.5):
				img.SetNRGBA(x, y, palette.Mix(img.NRGBAAt(x, y), ink, 0.5))
			}
		}
	}
}

// cross draws a cross on the square (r, c).
func cross(img *image.NRGBA, r, c int, ink color.NRGBA) {
	const m = boardSquare / 4
	x0, y0 := c*boardSquare+m, r*boardSquare+m
	for i := 0; i < boardSquare-2*m; i++ {
		for _, w := range []int{0, 1} {
			img.SetNRGBA(x0+i+w, y0+i, ink)
			img.SetNRGBA(x0+boardSquare-2*m-1-i+w, y0+i, ink)
		}
	}
}
