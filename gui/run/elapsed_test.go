package run

import (
	"testing"
	"time"
)

func TestFormatElapsed(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		p    Precision
		want string
	}{
		{0, Fine, "–"},
		{0, Coarse, "–"},
		{999 * time.Nanosecond, Fine, "–"},
		{999 * time.Nanosecond, Coarse, "–"},
		{time.Microsecond, Coarse, "1 µs"},
		{250 * time.Microsecond, Fine, "250 µs"},
		{250 * time.Microsecond, Coarse, "250 µs"},
		{42250 * time.Microsecond, Fine, "42.2 ms"},
		{42250 * time.Microsecond, Coarse, "42 ms"},
		{3215 * time.Millisecond, Fine, "3.21 s"},
		{3215 * time.Millisecond, Coarse, "3.2 s"},
		{125 * time.Second, Fine, "2 min 05 s"},
		{125 * time.Second, Coarse, "2 min 05 s"},
	} {
		if got := FormatElapsed(c.d, c.p); got != c.want {
			t.Errorf("FormatElapsed(%v, %d) = %q, want %q", c.d, c.p, got, c.want)
		}
	}
}
