// Package translations holds the app's words in every language it speaks,
// one pair of files per part of the app (queens.en.json and
// queens.zh_Hans.json, …), embedded, and reads them without Fyne into
// Books: the window's gui/i18n speaks with them, as the command line does
// when it says its steps in words. fyne.en.json and fyne.zh_Hans.json are
// the toolkit's own words (its dialogs' buttons, its file dialogs), which
// gui/i18n hands to Fyne in the language in use.
//
// A file maps keys to texts, or to their plural forms {"one": …,
// "other": …}. A text is a Go template that names the values it fills
// in: "Row {{.Row}}: try column {{.Col}}".
package translations

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"sort"
	"strings"
	"sync"
	"text/template"
)

// FS is the translation files, at its top: app.en.json, app.zh_Hans.json …
//
//go:embed *.json
var FS embed.FS

// The languages the files are written in, as their names end.
const (
	English = "en"
	Chinese = "zh_Hans"
)

// Text is one entry of a translations file: a text, or its plural forms.
type Text struct {
	One, Other string
}

// Parse reads a translations file: keys to texts, or to {"one", "other"}
// plural forms.
func Parse(data []byte) (map[string]Text, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	out := make(map[string]Text, len(raw))
	for k, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[k] = Text{Other: s}
			continue
		}
		var p struct{ One, Other string }
		if err := json.Unmarshal(v, &p); err != nil {
			return nil, fmt.Errorf("%q: %w", k, err)
		}
		out[k] = Text{One: p.One, Other: p.Other}
	}
	return out, nil
}

// Files lists the translation files of language (English, Chinese), by
// name in FS, sorted.
func Files(language string) []string {
	names, _ := fs.Glob(FS, "*."+language+".json")
	sort.Strings(names)
	return names
}

// Book is one language's texts, filled in with Go templates. A key it
// lacks is told in English, and a key English lacks as the key itself,
// so that a missing text shows rather than vanishes. A Book is safe for
// use by several goroutines.
type Book struct {
	language string
	texts    map[string]Text
	fallback *Book // English, for a key this language lacks; nil for English

	mu        sync.Mutex
	templates map[string]*template.Template // parsed on first use, by text
}

var (
	booksMu sync.Mutex
	books   = map[string]*Book{}
)

// Load returns the Book of language (English or Chinese), read once.
func Load(language string) (*Book, error) {
	booksMu.Lock()
	defer booksMu.Unlock()
	return load(language)
}

func load(language string) (*Book, error) {
	if b, ok := books[language]; ok {
		return b, nil
	}
	names := Files(language)
	if len(names) == 0 {
		return nil, fmt.Errorf("no translations for language %q", language)
	}
	b := &Book{language: language, texts: map[string]Text{}, templates: map[string]*template.Template{}}
	for _, name := range names {
		data, err := FS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		texts, err := Parse(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		maps.Copy(b.texts, texts)
	}
	if language != English {
		en, err := load(English)
		if err != nil {
			return nil, err
		}
		b.fallback = en
	}
	books[language] = b
	return b, nil
}

// EnglishBook is the English Book. The files are part of the binary and
// a test reads them all, so it cannot fail in a build that passed them.
func EnglishBook() *Book {
	b, err := Load(English)
	if err != nil {
		panic("translations: " + err.Error())
	}
	return b
}

// Language is the language the Book is written in.
func (b *Book) Language() string { return b.language }

// Has reports whether the Book itself (not its fallback) has key.
func (b *Book) Has(key string) bool {
	_, ok := b.texts[key]
	return ok
}

// Tell says key filled in from args; when plural, in its form for count
// (the "one" form for a count of 1 where the language has one), with
// {{.Count}} set to count unless args set it.
func (b *Book) Tell(key string, count int, plural bool, args map[string]any) string {
	t, ok := b.texts[key]
	if !ok {
		if b.fallback != nil {
			return b.fallback.Tell(key, count, plural, args)
		}
		return key
	}
	text := t.Other
	if plural && count == 1 && t.One != "" {
		text = t.One
	}
	if plural {
		if _, set := args["Count"]; !set {
			a := make(map[string]any, len(args)+1)
			maps.Copy(a, args)
			a["Count"] = count
			args = a
		}
	}
	if !strings.Contains(text, "{{") {
		return text
	}
	tpl, err := b.template(text)
	if err != nil {
		return text
	}
	var out strings.Builder
	if err := tpl.Execute(&out, args); err != nil {
		return text
	}
	return out.String()
}

// template is text parsed, once.
func (b *Book) template(text string) (*template.Template, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if t, ok := b.templates[text]; ok {
		return t, nil
	}
	t, err := template.New(b.language).Parse(text)
	if err != nil {
		return nil, err
	}
	b.templates[text] = t
	return t, nil
}
