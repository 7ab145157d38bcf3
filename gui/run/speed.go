package run

import (
	"fmt"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/gui/i18n"
)

// rates are the speeds the slider offers, in steps per second: a 1-2-5
// series, so equal slider moves multiply the speed by about the same
// factor (a logarithmic scale), and every label is a round number. The
// last notch is full speed.
var rates = [...]float64{1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, engine.Unlimited}

// Notches is the number of positions of the speed slider; they are numbered
// 0 (1 step/s) to Notches-1 (full speed).
const Notches = len(rates)

// FullSpeed is the notch of full speed.
const FullSpeed = Notches - 1

// Rate returns the speed at notch i in steps per second (engine.Unlimited
// for full speed); i is clamped to the slider's range.
func Rate(i int) float64 {
	return rates[clampNotch(i)]
}

// NotchOf returns the notch whose speed is closest to rate from below, so
// that a rate between two notches is shown at the slower one.
func NotchOf(rate float64) int {
	best := 0
	for i, r := range rates {
		if r <= rate {
			best = i
		}
	}
	return best
}

// RateLabel says a speed the way the slider shows it, in the language in
// use: "1 step/s", "250 steps/s", "10,000 steps/s" or "full speed".
func RateLabel(rate float64) string {
	switch {
	case rate >= engine.Unlimited:
		return i18n.T("run.speed.full")
	case rate == float64(int64(rate)):
		return i18n.N("run.speed.rate", int(rate), i18n.Args{"Rate": Thousands(uint64(rate))})
	}
	return i18n.N("run.speed.rate", 2, i18n.Args{"Rate": fmt.Sprintf("%g", rate)})
}

func clampNotch(i int) int {
	return min(max(i, 0), FullSpeed)
}

// Thousands writes n with commas between groups of three digits, the way
// counters are shown everywhere in the app, as the narration writes
// them (story.Number): 14,772,512.
func Thousands(n uint64) string { return story.Number(n).String() }

// Percent says what share done is of total, with two significant digits
// below 1% so that a count whose tasks take hours is seen to move.
func Percent(done, total int64) string {
	if total <= 0 {
		return "0%"
	}
	p := 100 * float64(done) / float64(total)
	switch {
	case p == 0 || p >= 1:
		return fmt.Sprintf("%d%%", int(p))
	case p >= 0.01:
		return fmt.Sprintf("%.2f%%", p)
	}
	return fmt.Sprintf("%.2g%%", p)
}
