package gui

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2/dialog"
)

// keyHelp is the text of Help > Keyboard shortcuts; mod is the name of
// the platform's shortcut modifier.
func keyHelp(mod string) string {
	lines := []string{
		"While a search is on show (no field selected):",
		"Space\tstart, pause, resume",
		"→\tone step forward (starts paused when idle)",
		"←\tone step back, through the recorded run",
		"[ and ]\tprevious, next solution in the recorded run",
		", and .\tprevious, next backtrack in the recorded run",
		"Esc\tstop; again to reset",
		"↑ or +\tfaster",
		"↓ or −\tslower",
		"N\tchange the board size (N-Queens)",
		"",
		"Sudoku grid: arrows, Tab, Shift+Tab move; 1–9 (A–G) type; Backspace, Delete, 0 or . clear",
		"Maze: click cells to add or remove walls, or to move S and E (Walls, Move S, Move E)",
		"",
		mod + "+O\topen a Sudoku puzzle, or a maze on the Maze tab",
		mod + "+S\tsave the puzzle, the maze, or the N-Queens solutions",
		mod + "+C\tcopy the grid, the maze, or the N-Queens solution on the board",
		mod + "+V\tpaste a Sudoku puzzle or a maze",
		mod + "+Z, " + mod + "+Y\tundo, redo an edit of the puzzle or the maze",
		mod + "+Q\tquit",
	}
	return strings.Join(lines, "\n")
}

// modifierName is what the keyboard calls fyne.KeyModifierShortcutDefault.
func modifierName() string {
	if runtime.GOOS == "darwin" {
		return "Cmd"
	}
	return "Ctrl"
}

// showKeys opens Help > Keyboard shortcuts.
func (m *mainWindow) showKeys() {
	dialog.ShowInformation("Keyboard shortcuts", keyHelp(modifierName()), m.win)
}
