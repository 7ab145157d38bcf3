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
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"

	"backtracklab/assets/fonts"
	"backtracklab/gui/settings"
)

// TestShippedFontsDrawEveryTextShown shapes every text the window can
// show, the translations' and gui's string literals, as Fyne does (split
// into runs by font, each run shaped with HarfBuzz), with the fonts the
// app carries and no other, in every text style, and fails on any glyph
// the fonts lack: Fyne draws it as "�", which is what a machine with no
// fonts of its own shows (Windows under Wine has none with an arrow).
// Chinese characters and punctuation are left to the system's CJK fonts.
func TestShippedFontsDrawEveryTextShown(t *testing.T) {
	texts := shownTexts(t)
	if len(texts) < 300 {
		t.Fatalf("found only %d texts shown: the scan of the translations and sources is broken", len(texts))
	}
	all := ""
	for text := range texts {
		all += text
	}
	for _, r := range "→←↑↓−—…✕♛" {
		if !strings.ContainsRune(all, r) {
			t.Errorf("the scan missed %q, which the app shows", r)
		}
	}

	// A chain of fonts two themes share is shaped once: the themes differ
	// in their colours, not (so far) in their fonts.
	shaped := map[string]bool{}
	for _, choice := range []string{settings.ThemeSystem, settings.ThemeLight, settings.ThemeDark} {
		th := themeFor(choice)
		for name, style := range map[string]fyne.TextStyle{
			"regular": {}, "bold": {Bold: true}, "italic": {Italic: true},
			"bold italic": {Bold: true, Italic: true}, "monospace": {Monospace: true},
		} {
			faces, names := fontChain(t, th, style)
			chain := strings.Join(names, "\x00")
			if shaped[chain] {
				continue
			}
			shaped[chain] = true
			// One shaper for the chain keeps its fonts prepared from one
			// text to the next (Fyne prepares them anew for each text; the
			// glyphs are the same).
			var shaper shaping.HarfbuzzShaper
			for text, where := range texts {
				for _, r := range missingGlyphs(&shaper, faces, text) {
					t.Errorf("%s theme, %s text: %q (U+%04X) in %q (%s) draws as a missing glyph with %s; add it to assets/fonts/make_symbols.py",
						choice, name, r, r, text, where, strings.Join(names, ", "))
				}
			}
		}
	}
}

// TestSymbolsFontHoldsOnlyWhatNotoSansLacks checks that the symbols font,
// first in line, takes over no character but the spaces from Fyne's Noto
// Sans (letters would change shape), and has the arrows and minus sign of
// the key hints, and the spaces of Noto Sans's width: a space takes the
// font of the character before it.
func TestSymbolsFontHoldsOnlyWhatNotoSansLacks(t *testing.T) {
	symbols := parseFont(t, fonts.Symbols)
	for _, res := range []fyne.Resource{theme.DefaultTextFont(), theme.DefaultTextBoldFont(), theme.DefaultTextItalicFont(), theme.DefaultTextBoldItalicFont()} {
		noto := parseFont(t, res)
		for r := rune(0x20); r < 0x3000; r++ {
			if _, ours := symbols.NominalGlyph(r); ours {
				if _, theirs := noto.NominalGlyph(r); theirs && r != ' ' && r != '\u00a0' {
					t.Errorf("%q (U+%04X) is in both the symbols font and %s", r, r, res.Name())
				}
			}
		}
	}
	for _, r := range "←↑→↓−✓✗ \u00a0" {
		if _, ok := symbols.NominalGlyph(r); !ok {
			t.Errorf("the symbols font has no %q", r)
		}
	}
	noto := parseFont(t, theme.DefaultTextFont())
	for _, r := range " \u00a0" {
		ours, _ := symbols.NominalGlyph(r)
		theirs, _ := noto.NominalGlyph(r)
		if a, b := symbols.HorizontalAdvance(ours), noto.HorizontalAdvance(theirs); a != b {
			t.Errorf("%q is %v units wide in the symbols font, %v in Noto Sans", r, a, b)
		}
	}
}

// fontChain returns the faces Fyne looks a character up in for text of
// style under theme th, before it turns to the system's fonts: the
// theme's font, Fyne's bundled font of that style, and its emoji font
// (as fyne's internal/painter CachedFontFace builds them in v2.7.1).
func fontChain(t *testing.T, th fyne.Theme, style fyne.TextStyle) (faceChain, []string) {
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
	var chain faceChain
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

// faceChain is Fyne's font lookup with no system fonts: the first face
// that has a character, else the first face (whose missing glyph shows).
type faceChain []*font.Face

// ResolveFace is part of shaping.Fontmap.
func (c faceChain) ResolveFace(r rune) *font.Face {
	for _, f := range c {
		if _, ok := f.NominalGlyph(r); ok {
			return f
		}
	}
	return c[0]
}

// missingGlyphs shapes one line of text with shaper as fyne's
// internal/painter walkString does and returns the characters that came
// out as glyph 0.
func missingGlyphs(shaper *shaping.HarfbuzzShaper, faces faceChain, text string) []rune {
	runes := []rune(text)
	in := shaping.Input{
		Text: runes, RunStart: 0, RunEnd: len(runes),
		Direction: di.DirectionLTR, Face: faces.ResolveFace(' '), Size: fixed.I(14),
	}
	var segmenter shaping.Segmenter
	var missing []rune
	for _, run := range segmenter.Split(in, faces) {
		for _, g := range shaper.Shape(run).Glyphs {
			if g.GlyphID == 0 {
				missing = append(missing, runes[g.ClusterIndex])
			}
		}
	}
	return missing
}

// shownTexts returns every line of the translations' texts and of the
// string and rune literals of gui's sources (tests left out), each with
// where it comes from. Fyne shapes a text line by line; texts are split at
// tabs too, as the one with tabs, the key help, is laid out in columns
// (keysContent). Chinese characters and CJK punctuation are taken out.
func shownTexts(t *testing.T) map[string]string {
	t.Helper()
	shown := map[string]string{}
	add := func(s, where string) {
		s = strings.Map(func(r rune) rune {
			if unicode.Is(unicode.Han, r) || (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFFEF) {
				return -1
			}
			return r
		}, s)
		for _, line := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\t' || r == '\r' }) {
			if _, ok := shown[line]; !ok {
				shown[line] = where
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
