package sudoku

import "embed"

// Source holds the strategies' source files, for the code listings of
// engine/listing: the Go a teaching view shows is the Go that runs.
//
//go:embed plain.go records.go mrv.go
var Source embed.FS
