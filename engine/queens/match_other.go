//go:build !amd64

package queens

// match is matchGo.
func match(ups, low []uint64) uint64 { return matchGo(ups, low) }
