package queens

import (
	"math/rand/v2"
	"testing"

	"backtracklab/engine"
)

// Every kernel the processor has counts as matchGo does, whichever match
// picks: upper fillings with their weights and bucket numbers in place,
// lower ones padded as file pads them, of every length up to 40, several
// times over.
func TestMatchKernelsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const n = 16
	lines := func() uint64 {
		// A few lines each way, as a filling of a few rows has.
		var w uint64
		for range 1 + r.IntN(6) {
			w |= 1 << uint(r.IntN(n))
			w |= 1 << uint(antiShift+r.IntN(n))
		}
		return w
	}
	kernels := map[string]func(ups, low []uint64) uint64{}
	if hasAVX2 {
		kernels["AVX2"] = matchAVX2
	}
	if hasAVX512 {
		kernels["AVX-512"] = matchAVX512
	}
	if len(kernels) == 0 {
		t.Skip("this processor has neither AVX2 nor AVX-512")
	}
	for size := range 41 * 20 {
		size %= 41
		for _, pad := range []int{4, 8} {
			ups := make([]uint64, r.IntN(5))
			for i := range ups {
				ups[i] = lines() | uint64(1<<r.IntN(4))<<weightShift | uint64(r.IntN(1000))<<idShift
			}
			low := make([]uint64, (size+pad-1)/pad*pad)
			for i := range low {
				low[i] = ^uint64(0)
				if i < size {
					low[i] = lines()
				}
			}
			want := matchGo(ups, low)
			for name, k := range kernels {
				if name == "AVX-512" && pad == 4 {
					continue // it takes eight at a time
				}
				if got := k(ups, low); got != want {
					t.Fatalf("%s: %d upper and %d lower fillings: %d, matchGo %d", name, len(ups), len(low), got, want)
				}
			}
		}
	}
}

// Count is right whichever kernel match runs, and with the upper
// fillings matched as they come as in WebAssembly: the machine running
// the tests only takes the widest it has.
func TestCountWithEveryKernel(t *testing.T) {
	was := [...]any{hasAVX512, hasAVX2, lanes, keepUppers}
	t.Cleanup(func() {
		hasAVX512, hasAVX2, lanes, keepUppers = was[0].(bool), was[1].(bool), was[2].(int32), was[3].(bool)
	})
	for _, c := range []struct {
		name         string
		avx512, avx2 bool
		lanes        int32
		keep         bool
	}{
		{"AVX-512", true, true, 8, true},
		{"AVX2", false, true, 4, true},
		{"Go", false, false, 1, true},
		{"Go, matched as they come", false, false, 1, false},
	} {
		if c.avx512 && !was[0].(bool) || c.avx2 && !was[1].(bool) {
			continue
		}
		hasAVX512, hasAVX2, lanes, keepUppers = c.avx512, c.avx2, c.lanes, c.keep
		for _, k := range knownCounts(t, 13)[4:] {
			if total, _ := Count(k.n, 2, engine.NewTracer(nil)); total != k.all {
				t.Errorf("%s: Count(%d) = %d, want %d", c.name, k.n, total, k.all)
			}
		}
	}
}
