package queens

import "golang.org/x/sys/cpu"

// hasAVX2 says whether match may run matchAVX2.
var hasAVX2 = cpu.X86.HasAVX2

// matchAVX2 is matchGo four lower fillings an instruction, for a low
// whose length is a multiple of 4 (file pads the buckets).
//
//go:noescape
func matchAVX2(ups, low []uint64) uint64

// match is matchGo, four pairs at a time where the processor can (AVX2).
// low's length is a multiple of 4.
func match(ups, low []uint64) uint64 {
	if hasAVX2 {
		return matchAVX2(ups, low)
	}
	return matchGo(ups, low)
}
