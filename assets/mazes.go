package assets

import "embed"

// Mazes holds the sample mazes, one per file, as text grids of '#', '.',
// 'S' and 'E'; mazes/README.md says what each one shows.
//
//go:embed mazes/*.txt
var Mazes embed.FS
