package code

import "testing"

func TestShortCutsByRune(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{{"abc", 3, "abc"}, {"abcd", 3, "ab…"}, {"回溯法", 3, "回溯法"}, {"回溯法很好", 3, "回溯…"}, {"", 3, ""}} {
		if got := Short(c.in, c.n); got != c.want {
			t.Errorf("Short(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}
