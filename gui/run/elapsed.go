package run

import (
	"fmt"
	"time"
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

// FormatElapsed writes a running time the way a person reads it, in the
// unit that suits it: µs, ms, s, then minutes and seconds. Under a
// microsecond it writes a dash: a search stepped from its start has
// spent no time of its own searching (the runner's clock stands still
// while it waits for a step), and "0 µs" read as a broken clock.
func FormatElapsed(d time.Duration, p Precision) string {
	fine := p == Fine
	switch {
	case d < time.Microsecond:
		return "–"
	case d < time.Millisecond:
		return fmt.Sprintf("%d µs", d.Microseconds())
	case d < time.Second && fine:
		return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < time.Minute && fine:
		return fmt.Sprintf("%.2f s", d.Seconds())
	case d < time.Minute:
		return fmt.Sprintf("%.1f s", d.Seconds())
	}
	return fmt.Sprintf("%d min %02d s", int(d.Minutes()), int(d.Seconds())%60)
}
