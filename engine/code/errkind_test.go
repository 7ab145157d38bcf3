package code

import (
	"encoding/json"
	"os"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/story"
)

// runError runs src to its error.
func runError(t *testing.T, src string) *Error {
	t.Helper()
	p, err := Compile("p.py", src)
	if err != nil {
		return err.(*Error)
	}
	var failed *Error
	p.Run(Limits{}, nil)(engine.NewResultTracer(func(e engine.Event) {
		if o, ok := e.Result.(*Outcome); ok {
			failed = o.Err
		}
	}))
	if failed == nil {
		t.Fatalf("%q ran without an error", src)
	}
	return failed
}

// An error is told as its kind and values, not in the interpreter's
// English: the division by zero, the index out of range with its index,
// type and bounds, the parser's token.
func TestErrorsHaveAKindAndValues(t *testing.T) {
	for _, c := range []struct {
		src, key string
		args     map[string]any
	}{
		{"x = 1 // 0\n", "codeerr.divzero", map[string]any{}},
		{"a = [1, 2]\nx = a[5]\n", "codeerr.index", map[string]any{"Index": "5", "From": "-2", "To": "1",
			"Type": story.Text("codeerr.type.list", nil)}},
		{"def f(a, b):\n    return a\nf(1, a=2)\n", "codeerr.twice", map[string]any{"Func": "f", "Name": "a"}},
		{"x = 1 +\n", "codeerr.syntax.want", map[string]any{"Token": story.Text("codeerr.token.newline", nil),
			"Expect": story.Text("codeerr.token.expression", nil)}},
	} {
		e := runError(t, c.src)
		m, ok := e.Msg.Args["Message"].(story.Msg)
		if !ok || m.Key != c.key || len(m.Args) != len(c.args) {
			t.Errorf("%q: told %+v, want %s %v", c.src, e.Msg, c.key, c.args)
			continue
		}
		for k, v := range c.args {
			got := m.Args[k]
			if want, ok := v.(story.Msg); ok {
				if gm, ok := got.(story.Msg); !ok || gm.Key != want.Key {
					t.Errorf("%q: %s is %v, want %v", c.src, k, got, v)
				}
			} else if got != v {
				t.Errorf("%q: %s is %v, want %v", c.src, k, got, v)
			}
		}
	}
}

// Every kind, type and token has its text in English (and so, by the
// translations' test, in Chinese).
func TestEveryErrorKindIsWritten(t *testing.T) {
	data, err := os.ReadFile("../../assets/translations/codeerr.en.json")
	if err != nil {
		t.Fatal(err)
	}
	var texts map[string]any
	if err := json.Unmarshal(data, &texts); err != nil {
		t.Fatal(err)
	}
	keys := []string{"codeerr.other", "codeerr.syntax.compiler"}
	for _, table := range [][]pattern{runtimeKinds(), syntaxKinds()} {
		for _, k := range table {
			keys = append(keys, k.key)
		}
	}
	for ty := range knownTypes {
		keys = append(keys, "codeerr.type."+ty)
	}
	for _, tok := range namedTokens {
		keys = append(keys, "codeerr.token."+tok)
	}
	for _, k := range keys {
		if _, ok := texts[k]; !ok {
			t.Errorf("no text for %s", k)
		}
	}
}
