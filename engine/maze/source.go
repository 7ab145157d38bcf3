package maze

import "embed"

// Source holds the searches' source files, for the code listings of
// engine/listing: the Go a teaching view shows is the Go that runs.
//
//go:embed dfs.go bfs.go
var Source embed.FS
