package gui

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"backtracklab/assets/fonts"
	"backtracklab/gui/settings"
)

// TestShippedFontsDrawEveryCharacterShown checks that every character the
// window can show, in the translations and in gui's string literals, has a
// glyph in the fonts the app carries, in every text style: on a machine
// with no fonts of its own (Windows under Wine has none with an arrow) a
// character missing here draws as "�". Chinese characters and punctuation
// are left to the system's CJK fonts.
func TestShippedFontsDrawEveryCharacterShown(t *testing.T) {
	shown := shownCharacters(t)
	if len(shown) < 50 {
		t.Fatalf("found only %d distinct characters shown: the scan of the translations and sources is broken", len(shown))
	}
	for _, r := range []rune{'→', '←', '↑', '↓', '−', '—', '…', '✕', '♛'} {
		if _, ok := shown[r]; !ok {
			t.Errorf("the scan missed %q, which the app shows", r)
		}
	}
	runes := make([]rune, 0, len(shown))
	for r := range shown {
		runes = append(runes, r)
	}
	sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })

	for _, choice := range []string{settings.ThemeSystem, settings.ThemeLight, settings.ThemeDark} {
		th := themeFor(choice)
		for name, style := range map[string]fyne.TextStyle{
			"regular": {}, "bold": {Bold: true}, "italic": {Italic: true},
			"bold italic": {Bold: true, Italic: true}, "monospace": {Monospace: true},
		} {
			chain, names := fontChain(t, th, style)
			for _, r := range runes {
				if !hasGlyph(chain, r) {
					t.Errorf("%s theme, %s text: %q (U+%04X, in %s) has no glyph in %s; add it to assets/fonts/make_symbols.py",
						choice, name, r, r, shown[r], strings.Join(names, ", "))
				}
			}
		}
	}
}

// TestSymbolsFontHoldsOnlyWhatNotoSansLacks checks that the symbols font,
// first in line, takes over no character from Fyne's Noto Sans (letters
// would change shape) and has the arrows and minus sign of the key hints.
func TestSymbolsFontHoldsOnlyWhatNotoSansLacks(t *testing.T) {
	symbols := parseFont(t, fonts.Symbols)
	for _, res := range []fyne.Resource{theme.DefaultTextFont(), theme.DefaultTextBoldFont(), theme.DefaultTextItalicFont(), theme.DefaultTextBoldItalicFont()} {
		noto := parseFont(t, res)
		for r := rune(0x20); r < 0x3000; r++ {
			if _, ours := symbols.NominalGlyph(r); ours {
				if _, theirs := noto.NominalGlyph(r); theirs {
					t.Errorf("%q (U+%04X) is in both the symbols font and %s", r, r, res.Name())
				}
			}
		}
	}
	for _, r := range "←↑→↓−✓✗" {
		if _, ok := symbols.NominalGlyph(r); !ok {
			t.Errorf("the symbols font has no %q", r)
		}
	}
}

// fontChain returns the faces Fyne looks a character up in for text of
// style under theme th, before it turns to the system's fonts: the
// theme's font, Fyne's bundled font of that style, and its emoji font
// (as fyne's internal/painter CachedFontFace builds them in v2.7.1).
func fontChain(t *testing.T, th fyne.Theme, style fyne.TextStyle) ([]*font.Face, []string) {
	t.Helper()
	fallback := theme.DefaultTextFont()
	switch {
	case style.Monospace:
		fallback = theme.DefaultTextMonospaceFont()
	case style.Bold && style.Italic:
		fallback = theme.DefaultTextBoldItalicFont()
	case style.Bold:
		fallback = theme.DefaultTextBoldFont()
	case style.Italic:
		fallback = theme.DefaultTextItalicFont()
	}
	resources := []fyne.Resource{th.Font(style)}
	if fallback != resources[0] {
		resources = append(resources, fallback)
	}
	if emoji := theme.DefaultEmojiFont(); emoji != nil {
		resources = append(resources, emoji)
	}
	var chain []*font.Face
	var names []string
	for _, res := range resources {
		chain = append(chain, parseFont(t, res))
		names = append(names, res.Name())
	}
	return chain, names
}

func parseFont(t *testing.T, res fyne.Resource) *font.Face {
	t.Helper()
	face, err := font.ParseTTF(bytes.NewReader(res.Content()))
	if err != nil {
		t.Fatalf("font %s: %v", res.Name(), err)
	}
	return face
}

func hasGlyph(chain []*font.Face, r rune) bool {
	for _, f := range chain {
		if _, ok := f.NominalGlyph(r); ok {
			return true
		}
	}
	return false
}

// shownCharacters returns every character of the translations' texts and
// of the string and rune literals of gui's sources (tests left out), each
// with one place it comes from; controls, Chinese characters and CJK
// punctuation are left out.
func shownCharacters(t *testing.T) map[rune]string {
	t.Helper()
	shown := map[rune]string{}
	add := func(s, where string) {
		for _, r := range s {
			if unicode.IsControl(r) || unicode.Is(unicode.Han, r) ||
				(r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFFEF) {
				continue
			}
			if _, ok := shown[r]; !ok {
				shown[r] = where
			}
		}
	}

	files, err := filepath.Glob("../assets/translations/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no translations found (%v)", err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var texts any
		if err := json.Unmarshal(data, &texts); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var walk func(any)
		walk = func(v any) {
			switch v := v.(type) {
			case string:
				add(v, filepath.Base(file))
			case map[string]any:
				for _, e := range v {
					walk(e)
				}
			case []any:
				for _, e := range v {
					walk(e)
				}
			}
		}
		walk(texts)
	}

	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && (lit.Kind == token.STRING || lit.Kind == token.CHAR) {
				s := lit.Value
				if lit.Kind == token.CHAR {
					s = `"` + strings.Trim(s, "'") + `"`
				}
				if v, err := strconv.Unquote(s); err == nil {
					add(v, "gui/"+fset.Position(lit.Pos()).String())
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return shown
}
