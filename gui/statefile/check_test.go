package statefile

import (
	"bytes"
	"strings"
	"testing"
)

// fyneWrote is a preferences file as Fyne writes it for the app.
const fyneWrote = `{"app.theme":"dark","maze.grid":"+-+\n|S|\n+-+","queens.n":12,"sudoku.pencil":true,` +
	`"window.width":1280.5,"recent":["a","b"],"flags":[true,false],"sizes":[1,2.5],"none":[]}` + "\n"

func TestCheckAcceptsWhatFyneWrites(t *testing.T) {
	for name, data := range map[string]string{
		"the app's":    fyneWrote,
		"empty object": "{}",
		"spaced":       " \n{ \"a\" : 1 }\n\n",
	} {
		if err := Check([]byte(data)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestCheckRefusesDamagedFiles(t *testing.T) {
	huge := `{"x":"` + strings.Repeat("a", MaxSize) + `"}`
	for name, tc := range map[string]struct {
		data, says string
	}{
		"empty":               {"", "empty"},
		"only spaces":         {" \n\t", "empty"},
		"truncated":           {fyneWrote[:len(fyneWrote)/2], "not JSON"},
		"truncated at a key":  {`{"app.theme":"dark","que`, "not JSON"},
		"garbage bytes":       {"\x00\x9f\xff\x13PK\x03\x04", "not JSON"},
		"zeros after a crash": {string(make([]byte, 4096)), "not JSON"},
		"trailing garbage":    {`{"a":1}}`, "not JSON"},
		"two objects":         {`{"a":1}{"a":2}`, "not JSON"},
		"mixed list":          {`{"x": [1, "a", true]}`, "mixed types"},
		"mixed after strings": {`{"ok":["a"],"x":["a","b",3]}`, `"x"`},
		"list of lists":       {`{"x":[[1],[2]]}`, "item 1 is a list"},
		"list with null":      {`{"x":["a",null]}`, "item 2 is a null"},
		"nested object":       {`{"x":{"y":1}}`, "object"},
		"null value":          {`{"x":null}`, "null"},
		"top-level list":      {`[1,2,3]`, "list, not an object"},
		"top-level string":    {`"preferences"`, "string, not an object"},
		"top-level number":    {`42`, "number, not an object"},
		"top-level null":      {`null`, "null, not an object"},
		"number out of range": {`{"x":1e400}`, "not JSON"},
		"huge":                {huge, "more than"},
	} {
		t.Run(name, func(t *testing.T) {
			err := Check([]byte(tc.data))
			if err == nil {
				t.Fatalf("accepted %.60q", tc.data)
			}
			if !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("error %q does not say %q", err, tc.says)
			}
		})
	}
}

func TestCheckRefusesEveryCutOfASoundFile(t *testing.T) {
	// A save cut short by a crash leaves a prefix of the file.
	data := []byte(fyneWrote)
	for n := 0; n < len(bytes.TrimSpace(data)); n++ {
		if Check(data[:n]) == nil {
			t.Fatalf("accepted the first %d bytes: %q", n, data[:n])
		}
	}
}
