package code

import "testing"

func TestScanLeavesCommentsAndStrings(t *testing.T) {
	for _, c := range []struct{ in, code, text string }{
		{`x = "a#b"  # c`, `x = ""  `, `x = "a#b"  `},
		{`s = 'it\'s' # q`, `s = '' `, `s = 'it\'s' `},
		{`print(f"{x}")`, `print(f"")`, `print(f"{x}")`},
	} {
		if got := code(c.in); got != c.code {
			t.Errorf("code(%q) = %q, want %q", c.in, got, c.code)
		}
		if got := withoutComment(c.in); got != c.text {
			t.Errorf("withoutComment(%q) = %q, want %q", c.in, got, c.text)
		}
	}
}
