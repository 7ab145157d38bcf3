//go:build !amd64

package queens

// lanes is the multiple of which file makes every bucket's length: match
// takes one at a time here.
const lanes = 1

// match is matchGo.
func match(ups, low []uint64) uint64 { return matchGo(ups, low) }

// keepUppers says whether meet keeps the upper fillings to match them
// bucket by bucket: in WebAssembly, which takes a pair at a time, sorting
// them cost more than the reads it saved (n=14: 37 ms against 42,
// BenchmarkMeet under Node.js, the best of 5). Other processors without
// a match of their own are untried.
const keepUppers = false
