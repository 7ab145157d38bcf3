package run

import (
	"testing"

	"backtracklab/engine"
)

func TestRatesAreA125Series(t *testing.T) {
	want := []float64{1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, engine.Unlimited}
	if Notches != len(want) {
		t.Fatalf("Notches = %d, want %d", Notches, len(want))
	}
	for i, r := range want {
		if got := Rate(i); got != r {
			t.Errorf("Rate(%d) = %g, want %g", i, got, r)
		}
	}
	if Rate(-3) != 1 || Rate(99) != engine.Unlimited {
		t.Errorf("Rate does not clamp: Rate(-3) = %g, Rate(99) = %g", Rate(-3), Rate(99))
	}
}

func TestNotchOfRoundsDown(t *testing.T) {
	cases := []struct {
		rate float64
		want int
	}{{0.5, 0}, {1, 0}, {3, 1}, {250, 7}, {999, 8}, {10000, 12}, {1e7, 12}, {engine.Unlimited, FullSpeed}}
	for _, c := range cases {
		if got := NotchOf(c.rate); got != c.want {
			t.Errorf("NotchOf(%g) = %d, want %d", c.rate, got, c.want)
		}
	}
}

func TestRateLabel(t *testing.T) {
	cases := map[float64]string{
		1:                "1 step/s",
		2:                "2 steps/s",
		250:              "250 steps/s",
		2500:             "2,500 steps/s",
		10000:            "10,000 steps/s",
		0.5:              "0.5 steps/s",
		engine.Unlimited: "full speed",
	}
	for rate, want := range cases {
		if got := RateLabel(rate); got != want {
			t.Errorf("RateLabel(%g) = %q, want %q", rate, got, want)
		}
	}
}

func TestThousands(t *testing.T) {
	cases := map[uint64]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 92: "92",
		365596: "365,596", 14772512: "14,772,512", 1000000: "1,000,000"}
	for n, want := range cases {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
