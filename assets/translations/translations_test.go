package translations

import (
	"strings"
	"testing"
)

// Every file reads, and each language has the same parts.
func TestFilesRead(t *testing.T) {
	en, zh := Files(English), Files(Chinese)
	if len(en) < 6 || len(en) != len(zh) {
		t.Fatalf("%d English files, %d Chinese: %v %v", len(en), len(zh), en, zh)
	}
	for i, name := range en {
		if want := strings.TrimSuffix(name, ".en.json") + ".zh_Hans.json"; zh[i] != want {
			t.Errorf("%s pairs with %s, want %s", name, zh[i], want)
		}
	}
	for _, language := range []string{English, Chinese} {
		b, err := Load(language)
		if err != nil {
			t.Fatal(err)
		}
		if !b.Has("queens.event.try") || b.Language() != language {
			t.Errorf("%s: the book lacks queens.event.try", language)
		}
	}
	if _, err := Load("fr"); err == nil {
		t.Error("a language without files loads")
	}
}

func TestTell(t *testing.T) {
	en, zh := EnglishBook(), mustLoad(t, Chinese)
	cases := []struct {
		b      *Book
		key    string
		count  int
		plural bool
		args   map[string]any
		want   string
	}{
		{en, "queens.event.try", 0, false, map[string]any{"Row": 4, "Col": 2}, "Row 4: try column 2"},
		{zh, "queens.event.try", 0, false, map[string]any{"Row": 4, "Col": 2}, "第 4 行：尝试第 2 列"},
		{en, "queens.end.done", 1, true, map[string]any{"Found": "1"}, "Finished: 1 solution"},
		{en, "queens.end.done", 92, true, map[string]any{"Found": "92"}, "Finished: 92 solutions"},
		{zh, "queens.end.done", 1, true, map[string]any{"Found": "1"}, "完成：共 1 个解"},
		{en, "queens.hand.placed", 3, true, nil, "3 queens placed"}, // Count filled in
		{en, "queens.event.start", 0, false, nil, "Start in row 1: look for a safe column"},
		{en, "no.such.key", 0, false, nil, "no.such.key"},
	}
	for _, c := range cases {
		if got := c.b.Tell(c.key, c.count, c.plural, c.args); got != c.want {
			t.Errorf("%s %s %d: got %q, want %q", c.b.Language(), c.key, c.count, got, c.want)
		}
	}
}

func mustLoad(t *testing.T, language string) *Book {
	t.Helper()
	b, err := Load(language)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
