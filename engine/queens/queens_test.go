package queens

import (
	"slices"
	"testing"
)

func TestValidateN(t *testing.T) {
	for _, n := range []int{1, 8, 32} {
		if err := ValidateN(n); err != nil {
			t.Errorf("ValidateN(%d) = %v", n, err)
		}
	}
	for n, want := range map[int]string{
		0:  "n must be between 1 and 32 (got 0)",
		-3: "n must be between 1 and 32 (got -3)",
		33: "n must be between 1 and 32 (got 33)",
	} {
		if err := ValidateN(n); err == nil || err.Error() != want {
			t.Errorf("ValidateN(%d) = %v, want %q", n, err, want)
		}
	}
}

func TestParseCheckRoundTrips(t *testing.T) {
	for _, c := range Checks() {
		got, err := ParseCheck(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCheck(%q) = %v, %v", c.String(), got, err)
		}
	}
	if got := []string{Scan.String(), Arrays.String(), Bitmask.String()}; !slices.Equal(got, []string{"scan", "arrays", "bitmask"}) {
		t.Errorf("names %v", got)
	}
	for _, bad := range []string{"", "Scan", "bits", "bitmask "} {
		if _, err := ParseCheck(bad); err == nil {
			t.Errorf("ParseCheck(%q) accepted", bad)
		}
	}
	_, err := ParseCheck("bits")
	if want := `unknown check "bits" (want scan, arrays or bitmask)`; err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
}

func TestBoardLeetCodeForm(t *testing.T) {
	got := Board([]byte{1, 3, 0, 2})
	want := []string{".Q..", "...Q", "Q...", "..Q."}
	if !slices.Equal(got, want) {
		t.Errorf("Board = %q, want %q", got, want)
	}
	if got := Board([]byte{0}); !slices.Equal(got, []string{"Q"}) {
		t.Errorf("Board n=1 = %q", got)
	}
}

func TestSolutionsStore(t *testing.T) {
	s := NewSolutions(4)
	if s.N() != 4 || s.Len() != 0 {
		t.Fatalf("new store: N %d, Len %d", s.N(), s.Len())
	}
	cols := []byte{1, 3, 0, 2}
	s.Append(cols)
	cols[0], cols[1], cols[2], cols[3] = 2, 0, 3, 1 // the caller reuses its slice
	s.Append(cols)
	if s.Len() != 2 || s.Bytes() != 8 {
		t.Fatalf("Len %d, Bytes %d, want 2 and 8", s.Len(), s.Bytes())
	}
	if !slices.Equal(s.At(0), []byte{1, 3, 0, 2}) || !slices.Equal(s.At(1), []byte{2, 0, 3, 1}) {
		t.Errorf("At: %v %v", s.At(0), s.At(1))
	}
	if cap(s.At(0)) != 4 {
		t.Errorf("At(0) has room to grow into solution 1: cap %d", cap(s.At(0)))
	}
	if allocs := testing.AllocsPerRun(100, func() { _ = s.At(1) }); allocs != 0 {
		t.Errorf("At allocates %v times", allocs)
	}
	defer func() {
		if recover() == nil {
			t.Errorf("appending 3 columns to an n=4 store did not panic")
		}
	}()
	s.Append([]byte{0, 1, 2})
}

func TestSymmetryClassesOfKnownSolutions(t *testing.T) {
	for _, tc := range []struct {
		cols      []byte
		canonical bool
		size      int
	}{
		{[]byte{0}, true, 1},
		{[]byte{1, 3, 0, 2}, true, 2},  // n=4: unchanged by a quarter turn
		{[]byte{2, 0, 3, 1}, false, 2}, // its mirror image
		{[]byte{0, 2, 4, 1, 3}, true, 8},
		{[]byte{1, 4, 2, 0, 3}, true, 2},
		{[]byte{3, 0, 2, 4, 1}, false, 2},
		{[]byte{1, 3, 5, 0, 2, 4}, true, 4}, // n=6: unchanged by a half turn
		{[]byte{0, 4, 7, 5, 2, 6, 1, 3}, true, 8},
		{[]byte{7, 3, 0, 2, 5, 1, 6, 4}, false, 8},
	} {
		if got := Canonical(tc.cols); got != tc.canonical {
			t.Errorf("Canonical(%v) = %v", tc.cols, got)
		}
		if got := Symmetries(tc.cols); got != tc.size {
			t.Errorf("Symmetries(%v) = %d, want %d", tc.cols, got, tc.size)
		}
	}
}

func TestCanonicalSolutionsMatchPublishedUniqueCounts(t *testing.T) {
	maxN := 14
	if testing.Short() || raceEnabled {
		maxN = 11
	}
	for _, k := range knownCounts(t, maxN) {
		sols, _, _ := listAll(k.n, Bitmask, 0, nil)
		var unique, classes uint64
		for i := range sols.Len() {
			cols := sols.At(i)
			if Canonical(cols) {
				unique++
				classes += uint64(Symmetries(cols))
			}
		}
		if unique != k.unique || classes != k.all {
			t.Errorf("n=%d: %d canonical solutions covering %d, want %d covering %d", k.n, unique, classes, k.unique, k.all)
		}
	}
}

func TestTransformsMapSolutionsToSolutions(t *testing.T) {
	sols, _, _ := listAll(8, Bitmask, 0, nil)
	img := make([]byte, 8)
	for i := range sols.Len() {
		for k := range 8 {
			transform(k, sols.At(i), img)
			if !naiveValid(img) {
				t.Fatalf("symmetry %d maps %v to %v", k, sols.At(i), img)
			}
		}
	}
	// The quarter turn of the first n=8 solution, worked out by hand:
	// the queen at (r, c) moves to (c, 7-r).
	transform(1, []byte{0, 4, 7, 5, 2, 6, 1, 3}, img)
	if !slices.Equal(img, []byte{7, 1, 3, 0, 6, 4, 2, 5}) {
		t.Errorf("quarter turn = %v", img)
	}
}
