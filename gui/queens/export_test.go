package queens

import (
	"strings"
	"testing"
)

func TestLeetCodeForms(t *testing.T) {
	if got := leetCode([]byte{1, 3, 0, 2}); got != `[".Q..","...Q","Q...","..Q."]` {
		t.Errorf("leetCode = %s", got)
	}
	sols := [][]byte{{1, 3, 0, 2}, {2, 0, 3, 1}}
	var b strings.Builder
	if err := writeAll(&b, len(sols), func(i int) []byte { return sols[i] }); err != nil {
		t.Fatal(err)
	}
	want := "[\n" +
		`[".Q..","...Q","Q...","..Q."],` + "\n" +
		`["..Q.","Q...","...Q",".Q.."]` + "\n" +
		"]\n"
	if b.String() != want {
		t.Errorf("writeAll:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	writeAll(&b, 0, nil)
	if b.String() != "[\n]\n" {
		t.Errorf("writeAll of nothing = %q", b.String())
	}
}
