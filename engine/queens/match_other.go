//go:build !amd64

package queens

// lanes is the multiple of which file makes every bucket's length: match
// takes one at a time here.
const lanes = 1

// match is matchGo.
func match(ups, low []uint64) uint64 { return matchGo(ups, low) }
