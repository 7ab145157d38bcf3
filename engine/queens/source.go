package queens

import "embed"

// Source holds the solver's source files, for the code listings of
// engine/listing: the Go a teaching view shows is the Go that runs.
//
//go:embed solver.go bitmask.go checks.go
var Source embed.FS
