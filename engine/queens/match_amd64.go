package queens

import "golang.org/x/sys/cpu"

// The widest match this processor can run (and its operating system
// keeps the registers of), and the multiple of which file makes every
// bucket's length for it.
var (
	hasAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX2 // matchAVX512 ends with AVX2's
	hasAVX2   = cpu.X86.HasAVX2
	lanes     = lanesFor(hasAVX512)
)

func lanesFor(avx512 bool) int32 {
	if avx512 {
		return 8
	}
	return 4
}

// matchAVX2 is matchGo four lower fillings an instruction, for a low
// whose length is a multiple of 4.
//
//go:noescape
func matchAVX2(ups, low []uint64) uint64

// matchAVX512 is matchGo eight lower fillings an instruction, for a low
// whose length is a multiple of 8.
//
//go:noescape
func matchAVX512(ups, low []uint64) uint64

// match is matchGo, several pairs an instruction where the processor can
// and low's length is a multiple of their number (of lanes, as file pads
// the buckets; the kernels would read past the end of another).
func match(ups, low []uint64) uint64 {
	switch {
	case hasAVX512 && len(low)%8 == 0:
		return matchAVX512(ups, low)
	case hasAVX2 && len(low)%4 == 0:
		return matchAVX2(ups, low)
	}
	return matchGo(ups, low)
}

// keepUppers says whether meet keeps the upper fillings to match them
// bucket by bucket (a variable for the tests).
var keepUppers = true
