package run

import (
	"fmt"
	"time"

	"backtracklab/gui/i18n"
)

// Precision is how finely FormatElapsed writes a running time.
type Precision uint8

// The precisions the screens use.
const (
	// Fine writes tenths of a millisecond and hundredths of a second:
	// Sudoku and Maze searches often end within milliseconds, and their
	// times are compared.
	Fine Precision = iota
	// Coarse writes whole milliseconds and tenths of a second: N-Queens
	// searches run for seconds and more, where finer digits only flicker.
	Coarse
)

// FormatLeft writes an estimate of the time left, rounded as such an
// estimate deserves: whole seconds under a minute, tens of seconds above.
func FormatLeft(d time.Duration) string {
	switch {
	case d < time.Second:
		d = time.Second
	case d < time.Minute:
		d = d.Round(time.Second)
	default:
		d = d.Round(10 * time.Second)
	}
	return FormatElapsed(d, Coarse)
}

// FormatElapsed writes a running time the way a person reads it, in the
// unit that suits it, in the language in use: µs, ms, s, then minutes
// and seconds. Under a microsecond it writes a dash: a search stepped
// from its start has spent no time of its own searching (the runner's
// clock stands still while it waits for a step), and "0 µs" read as a
// broken clock.
func FormatElapsed(d time.Duration, p Precision) string {
	fine := p == Fine
	unit := func(key, n string) string { return i18n.T(key, i18n.Args{"N": n}) }
	switch {
	case d < time.Microsecond:
		return i18n.T("run.elapsed.none")
	case d < time.Millisecond:
		return unit("run.elapsed.us", fmt.Sprint(d.Microseconds()))
	case d < time.Second && fine:
		return unit("run.elapsed.ms", fmt.Sprintf("%.1f", float64(d)/float64(time.Millisecond)))
	case d < time.Second:
		return unit("run.elapsed.ms", fmt.Sprint(d.Milliseconds()))
	case d < time.Minute && fine:
		return unit("run.elapsed.s", fmt.Sprintf("%.2f", d.Seconds()))
	case d < time.Minute:
		return unit("run.elapsed.s", fmt.Sprintf("%.1f", d.Seconds()))
	}
	return i18n.T("run.elapsed.min", i18n.Args{"Min": Thousands(uint64(d.Minutes())), "Sec": fmt.Sprintf("%02d", int(d.Seconds())%60)})
}
