package i18n

import (
	"backtracklab/assets/translations"
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// Names stay as they are in Chinese text: algorithms, programs, languages,
// units, keys, the app's name, the letters of cells and the maze's marks.
var names = regexp.MustCompile(`\b(DFS|BFS|MRV|LeetCode|Backtrack Lab|Go|Python|MB|KB|Fyne|English|Ctrl|Cmd|Shift|Esc|Space|Tab|Backspace|Delete|Enter|Home|End|PageUp|PageDown|JSON|PNG|GIF|CSV|PDF|SVG|Letter|py|UTF-8|OpenGL|SadMan|Simple Sudoku|Project Euler|Norvig|top95|x|n|r|c|S|E|A|G|Q)\b`)

var (
	templateField = regexp.MustCompile(`\{\{[^}]*\}\}`)
	word          = regexp.MustCompile(`[A-Za-z]{2,}`)
	// codeSpan is code in a text, `like this`: the same in every language.
	codeSpan = regexp.MustCompile("`[^`]*`")
)

// Every key of every English file is in its Chinese file and the other
// way round, plural forms included.
func TestEveryKeyIsTranslated(t *testing.T) {
	files, err := Files()
	if err != nil || len(files["en"]) == 0 {
		t.Fatalf("no English files: %v", err)
	}
	if len(files["en"]) != len(files["zh_Hans"]) {
		t.Errorf("%d English files, %d Chinese", len(files["en"]), len(files["zh_Hans"]))
	}
	for _, en := range files["en"] {
		zh := strings.TrimSuffix(en, ".en.json") + ".zh_Hans.json"
		e, z := read(t, en), read(t, zh)
		for k, v := range e {
			w, ok := z[k]
			switch {
			case !ok:
				t.Errorf("%s: %q is not translated", zh, k)
			case w.Other == "": // Chinese has one form where English has two
				t.Errorf("%s: %q has no text", zh, k)
			}
			if fields(v.Other) != fields(w.Other) {
				t.Errorf("%s: %q fills in %s, the English %s", zh, k, fields(w.Other), fields(v.Other))
			}
			for _, c := range codeSpan.FindAllString(w.Other, -1) {
				if !strings.Contains(v.Other, c) {
					t.Errorf("%s: %q has the code %s, which the English has not", zh, k, c)
				}
			}
		}
		for k := range z {
			if _, ok := e[k]; !ok {
				t.Errorf("%s: %q is not in the English file", zh, k)
			}
		}
	}
}

// No Chinese text is left in English: once the template fields, the code
// (`like this`, checked against the English in TestEveryKeyIsTranslated)
// and the names are taken out, no word of two Latin letters remains.
func TestNoChineseTextIsLeftInEnglish(t *testing.T) {
	files, _ := Files()
	for _, zh := range files["zh_Hans"] {
		for k, v := range read(t, zh) {
			if k == "lang.code" {
				continue // the language's own code
			}
			for _, text := range []string{v.One, v.Other} {
				if strings.HasPrefix(k, "code.pseudo.") {
					text = pseudoComments(text)
				}
				rest := names.ReplaceAllString(codeSpan.ReplaceAllString(templateField.ReplaceAllString(text, ""), ""), "")
				if w := word.FindString(rest); w != "" {
					t.Errorf("%s: %q is left in English (%q): %q", zh, k, w, text)
				}
			}
		}
	}
}

// pseudoComments is what a pseudocode text says in words: the comments
// after "#" (code is the same in every language), without the tag markers
// and the names the code uses.
func pseudoComments(text string) string {
	var code, comments strings.Builder
	for _, line := range strings.Split(text, "\n") {
		c, comment, _ := strings.Cut(line, "#")
		code.WriteString(c + "\n")
		comments.WriteString(comment + "\n")
	}
	out := regexp.MustCompile(`@[a-z.]+`).ReplaceAllString(comments.String(), "")
	for _, name := range word.FindAllString(code.String(), -1) {
		out = regexp.MustCompile(`\b`+name+`\b`).ReplaceAllString(out, "")
	}
	return out
}

// View > Language takes effect at once and tells the screens.
func TestUseSwitchesTheLanguage(t *testing.T) {
	t.Cleanup(func() { Use(System) })
	told := 0
	cancel := OnChange(func() { told++ })
	defer cancel()
	Use(Chinese)
	if Current() != Chinese || T("lang.menu") != "语言" {
		t.Errorf("Chinese: current %q, menu %q", Current(), T("lang.menu"))
	}
	Use(English)
	if Current() != English || T("lang.menu") != "Language" {
		t.Errorf("English: current %q, menu %q", Current(), T("lang.menu"))
	}
	if told != 2 {
		t.Errorf("told the screens %d times, want 2", told)
	}
}

// Mark's function unregisters what was registered after it, and only
// that: a function registered before still hears every change.
func TestMarkForgetsWhatCameAfter(t *testing.T) {
	t.Cleanup(func() { Use(System) })
	before, after := 0, 0
	cancel := OnChange(func() { before++ })
	defer cancel()
	forget := Mark()
	OnChange(func() { after++ })
	Use(Chinese)
	forget()
	Use(English)
	if before != 2 || after != 1 {
		t.Errorf("told the function registered before the mark %d times, the one after %d; want 2 and 1", before, after)
	}
}

// fields lists the template fields a text fills in, sorted, as one string.
func fields(text string) string {
	f := templateField.FindAllString(text, -1)
	for i := range f {
		f[i] = strings.Join(strings.Fields(f[i]), "")
	}
	for i := 1; i < len(f); i++ {
		for j := i; j > 0 && f[j] < f[j-1]; j-- {
			f[j], f[j-1] = f[j-1], f[j]
		}
	}
	return strings.Join(f, " ")
}

func read(t *testing.T, name string) map[string]Text {
	t.Helper()
	data, err := fs.ReadFile(translations.FS, name)
	if err != nil {
		t.Fatal(err)
	}
	texts, err := Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return texts
}
