package settings

import (
	"math"

	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/run"
)

// The window and its look.
var (
	// Theme is the View menu's choice: ThemeSystem, ThemeLight or ThemeDark.
	Theme = Choice{Key: "app.theme", Default: ThemeSystem, Valid: oneOf(ThemeSystem, ThemeLight, ThemeDark)}
	// WindowWidth and WindowHeight are the window's size when it was last
	// closed. The bounds keep every screen usable and the window within
	// the largest screens around.
	WindowWidth  = Float{Key: "window.width", Default: 1200, Min: 800, Max: 7680}
	WindowHeight = Float{Key: "window.height", Default: 720, Min: 560, Max: 4320}
	// Present is View > Presentation: everything drawn larger, by
	// PresentScale percent of a laptop's size, for a projector.
	Present      = Bool{Key: "app.present"}
	PresentScale = Int{Key: "app.present.scale", Default: 150, Min: 100, Max: 300}
	// Contrast is View > High contrast: text and lines in black and white.
	Contrast = Bool{Key: "app.contrast"}
)

// Language is View > Language: "" (the system's), "en" or "zh"
// (i18n.System, English, Chinese).
var Language = Choice{Key: "app.language", Default: "", Valid: oneOf("", "en", "zh")}

// The names Theme takes.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// The N-Queens screen.
var (
	QueensN     = Int{Key: "queens.n", Default: 8, Min: queens.MinN, Max: queens.MaxN}
	QueensCheck = Choice{Key: "queens.check", Default: queens.Scan.String(), Valid: func(s string) bool {
		_, err := queens.ParseCheck(s)
		return err == nil
	}}
	QueensSpeed = Int{Key: "queens.speed", Default: run.FullSpeed, Min: 0, Max: run.FullSpeed}
)

// The Sudoku screen.
var (
	// SudokuGrid is the puzzle being edited, as the screen encodes it; the
	// screen drops one it cannot decode.
	SudokuGrid       = Text{Key: "sudoku.grid"}
	SudokuGivensMode = Bool{Key: "sudoku.givensMode"}
	SudokuStrategy   = Choice{Key: "sudoku.strategy", Default: sudoku.MRV.String(), Valid: func(s string) bool {
		_, err := sudoku.ParseStrategy(s)
		return err == nil
	}}
	SudokuPencil     = Bool{Key: "sudoku.pencil"}
	SudokuDifficulty = Choice{Key: "sudoku.difficulty", Default: sudoku.Medium.String(), Valid: func(s string) bool {
		_, err := sudoku.ParseDifficulty(s)
		return err == nil
	}}
	// SudokuSeed is the seed of the last generated puzzle, in decimal (a
	// uint64 does not fit Fyne's int or float preferences).
	SudokuSeed  = Text{Key: "sudoku.seed"}
	SudokuSpeed = Int{Key: "sudoku.speed", Default: run.FullSpeed, Min: 0, Max: run.FullSpeed}
)

// The Maze screen. Its values are text, the form it has always stored
// them in (see IntText).
var (
	MazeAlgorithm = Choice{Key: "maze.algorithm", Default: MazeDFS, Valid: oneOf(MazeDFS, MazeBFS)}
	// MazeWidth and MazeHeight are the size of the next generated maze, in
	// cells; the screen narrows the range to what it can show.
	MazeWidth  = IntText{Key: "maze.width", Default: 20, Min: 1, Max: maze.MaxGenerateSide}
	MazeHeight = IntText{Key: "maze.height", Default: 12, Min: 1, Max: maze.MaxGenerateSide}
	MazeSeed   = IntText{Key: "maze.seed", Default: 1, Min: math.MinInt64, Max: math.MaxInt64}
	// MazeLoops is the percent of inner walls the next generated maze
	// has knocked out (maze.GenerateWithLoops); 0 makes a perfect maze.
	MazeLoops = IntText{Key: "maze.loops", Default: 0, Min: 0, Max: maze.MaxLoops}
	// MazeAnimate is whether generation is animated: "true" or "false".
	MazeAnimate = Choice{Key: "maze.animate", Default: "true", Valid: oneOf("true", "false")}
	// MazeGrid is the maze on show in its text form; the screen drops one
	// it cannot parse.
	MazeGrid = Text{Key: "maze.grid"}
)

// The Code screen.
var (
	// ProgramSource is the program in the editor, as typed, kept as it
	// changes (up to MaxProgram bytes: a larger one is not kept).
	ProgramSource = Text{Key: "program.source"}
	// ProgramExample is the number of the example last opened, from 0.
	ProgramExample = Int{Key: "program.example", Default: 0, Min: 0, Max: 99}
	// ProgramSteps is the most interpreter steps a run may take.
	ProgramSteps = Int{Key: "program.steps", Default: 50_000_000, Min: 1000, Max: 2_000_000_000}
	ProgramSpeed = Int{Key: "program.speed", Default: 5, Min: 0, Max: run.FullSpeed}
)

// MaxProgram is the largest program the preferences keep: the file they
// live in is refused past 4 MB (statefile.MaxSize), and the other screens
// need room too.
const MaxProgram = 1 << 20

// The names MazeAlgorithm takes.
const (
	MazeDFS = "dfs"
	MazeBFS = "bfs"
)

// oneOf returns a check that a name is one of names.
func oneOf(names ...string) func(string) bool {
	return func(s string) bool {
		for _, n := range names {
			if s == n {
				return true
			}
		}
		return false
	}
}
