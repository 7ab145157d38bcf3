package queens

import (
	"math/rand/v2"
	"testing"
)

// Attacks against the rule spelled out square by square: walk from the
// queen in each of the eight directions.
func TestAttacks(t *testing.T) {
	const n = 9
	for qr := range n {
		for qc := range n {
			var hit [n][n]bool
			for _, d := range [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
				for r, c := qr+d[0], qc+d[1]; r >= 0 && r < n && c >= 0 && c < n; r, c = r+d[0], c+d[1] {
					hit[r][c] = true
				}
			}
			for r := range n {
				for c := range n {
					if got := Attacks(qr, qc, r, c); got != hit[r][c] {
						t.Fatalf("Attacks(%d,%d, %d,%d) = %v, want %v", qr, qc, r, c, got, hit[r][c])
					}
				}
			}
		}
	}
}

// Lines says a square is attacked exactly when some queen attacks it or
// stands on it, on boards up to MaxN with queens anywhere (the corners of
// the largest board use the last bit of every line).
func TestLinesAttacked(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 4, 8, 31, MaxN} {
		for range 50 {
			var l Lines
			var qs [][2]int
			for range rng.IntN(4) + 1 {
				q := [2]int{rng.IntN(n), rng.IntN(n)}
				if rng.IntN(4) == 0 {
					q = [2]int{(n - 1) * rng.IntN(2), (n - 1) * rng.IntN(2)}
				}
				qs = append(qs, q)
				l.Add(q[0], q[1])
			}
			for r := range n {
				for c := range n {
					want := false
					for _, q := range qs {
						want = want || q == [2]int{r, c} || Attacks(q[0], q[1], r, c)
					}
					if l.Attacked(r, c) != want {
						t.Fatalf("n=%d queens %v: (%d,%d) attacked %v, want %v", n, qs, r, c, !want, want)
					}
				}
			}
		}
	}
	var none Lines
	if none.Attacked(0, 0) {
		t.Error("no queen attacks a square")
	}
}
