package assets

import "embed"

// Puzzles holds the sample Sudoku puzzles, one per file, in the forms the
// Sudoku parser reads; puzzles/README.md says where each comes from.
//
//go:embed puzzles/*.txt
var Puzzles embed.FS
