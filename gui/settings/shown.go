package settings

// What the window and the N-Queens board showed last, so that the app
// opens the same way.
var (
	// WindowTab is the index of the tab on show: 0 N-Queens, 1 Sudoku,
	// 2 Maze; kept as it changes, so that a page reloaded in a browser
	// (where the window never closes) opens on it too.
	WindowTab = Int{Key: "window.tab", Default: 0, Min: 0, Max: 2}
	// QueensAttacks is whether the N-Queens board shows the squares the
	// queens attack.
	QueensAttacks = Bool{Key: "queens.attacks"}
)
