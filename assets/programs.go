package assets

import "embed"

// Programs holds the Code screen's example programs, one per file, in
// the order of their numbers; code/README.md says what they are and how
// their expected output (.out, Python 3's) was made.
//
//go:embed code/*.py
var Programs embed.FS
