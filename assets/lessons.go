package assets

import "embed"

// Lessons holds the lessons Help > Lessons offers, one JSON file each, in
// the order of their numbers; lessons/README.md says how to write one.
//
//go:embed lessons/*.json
var Lessons embed.FS
