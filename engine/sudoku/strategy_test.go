package sudoku

import "testing"

func TestStrategyNames(t *testing.T) {
	want := map[Strategy]string{Plain: "plain", Records: "records", Static: "static", Singles: "singles", MRV: "mrv"}
	for _, s := range Strategies {
		if s.String() != want[s] {
			t.Errorf("%d.String() = %q, want %q", s, s, want[s])
		}
		for _, name := range []string{want[s], upper(want[s])} {
			got, err := ParseStrategy(name)
			if err != nil || got != s {
				t.Errorf("ParseStrategy(%q) = %v, %v", name, got, err)
			}
		}
	}
	if len(Strategies) != 5 {
		t.Fatalf("%d strategies", len(Strategies))
	}
	var zero Strategy
	if zero != MRV {
		t.Fatal("the zero Strategy is not MRV")
	}
	if _, err := ParseStrategy("dlx"); err == nil || err.Error() != `unknown strategy "dlx", want plain, records, static, singles or mrv` {
		t.Fatalf("ParseStrategy(dlx): %v", err)
	}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
