// Package i18n is the app's words in every language it speaks: English
// and Simplified Chinese. The texts live in assets/translations, one pair
// of files per part of the app (queens.en.json and queens.zh_Hans.json,
// …), loaded into Fyne's lang package, which Fyne's own dialogs use too.
//
// A text is found by its key, and may name values to fill in, as a Go
// template: T("queens.try", i18n.Args{"Row": 3, "Col": 2}) with
// "Row {{.Row}}: try column {{.Col}}". N picks the plural form for a
// count ({"one": …, "other": …} in the file). A key missing from the
// language in use falls back to its English text (a test keeps the files
// whole, so that never happens in a release).
//
// The language follows the system locale unless View > Language chose
// one (Use). A change of language takes effect at once: every screen
// re-sets the words of its widgets in a function given to OnChange, and
// computes its status lines with T at each frame.
package i18n

import (
	"io/fs"
	"os"
	"path"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"backtracklab/assets"
	"backtracklab/assets/translations"
)

// Args are the named values a text fills in.
type Args = map[string]any

// The languages View > Language offers, as settings choices.
const (
	System  = ""   // follow the system locale
	English = "en" // English
	Chinese = "zh" // Simplified Chinese
)

var (
	mu       sync.Mutex
	english  map[string]string // every key's English text (the "other" form of a plural)
	plurals  map[string]map[string]string
	current  = English
	watchers []*func()
	envLang  string // LANGUAGE as the app found it
	envSet   bool
)

func init() {
	english, plurals = map[string]string{}, map[string]map[string]string{}
	files, _ := fs.Glob(assets.Translations, "translations/*.en.json")
	for _, f := range files {
		data, err := fs.ReadFile(assets.Translations, f)
		if err != nil {
			fyne.LogError("reading "+f, err)
			continue
		}
		texts, err := Parse(data)
		if err != nil {
			fyne.LogError("reading "+f, err)
			continue
		}
		for k, v := range texts {
			english[k] = v.Other
			if v.One != "" {
				plurals[k] = map[string]string{"one": v.One, "other": v.Other}
			}
		}
	}
	envLang, envSet = os.LookupEnv("LANGUAGE")
	Use(System)
}

// Text is one entry of a translations file: a text, or its plural forms.
type Text = translations.Text

// Parse reads a translations file: keys to texts, or to {"one", "other"}
// plural forms.
func Parse(data []byte) (map[string]Text, error) { return translations.Parse(data) }

// T returns the text of key in the language in use, its fields filled
// from data (Args).
func T(key string, data ...any) string {
	return lang.X(key, english[key], data...)
}

// N returns the text of key for count (its plural form), its fields
// filled from data; {{.Count}} is count.
func N(key string, count int, data ...any) string {
	if len(data) == 0 {
		data = []any{Args{"Count": count}}
	} else if a, ok := data[0].(Args); ok {
		if _, has := a["Count"]; !has {
			a["Count"] = count
		}
	}
	fallback := english[key]
	if p, ok := plurals[key]; ok && count == 1 {
		fallback = p["one"]
	}
	return lang.XN(key, fallback, count, data...)
}

// Use sets the language: System, English or Chinese. Fyne's lang package
// picks the language from the locale variables, LANGUAGE first: Use sets
// that variable (or puts it back as the app found it, for System) and
// loads the translations again, which makes lang choose anew.
func Use(choice string) {
	mu.Lock()
	switch choice {
	case English:
		os.Setenv("LANGUAGE", "en_US")
	case Chinese:
		os.Setenv("LANGUAGE", "zh_CN")
	default:
		if envSet {
			os.Setenv("LANGUAGE", envLang)
		} else {
			os.Unsetenv("LANGUAGE")
		}
	}
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("loading the translations", err)
	}
	current = English
	if strings.HasPrefix(T("lang.code"), Chinese) {
		current = Chinese
	}
	ws := make([]func(), 0, len(watchers))
	for _, w := range watchers {
		ws = append(ws, *w)
	}
	mu.Unlock()
	for _, w := range ws {
		w()
	}
}

// Current is the language in use: English or Chinese.
func Current() string {
	mu.Lock()
	defer mu.Unlock()
	return current
}

// OnChange registers f to run on the UI goroutine after every change of
// language, and returns the function that unregisters it (a screen that
// goes away calls it).
func OnChange(f func()) (cancel func()) {
	mu.Lock()
	defer mu.Unlock()
	p := &f
	watchers = append(watchers, p)
	return func() {
		mu.Lock()
		defer mu.Unlock()
		for i, w := range watchers {
			if w == p {
				watchers = append(watchers[:i], watchers[i+1:]...)
				return
			}
		}
	}
}

// Files lists the translations files: their names by language, for tests.
func Files() (map[string][]string, error) {
	files, err := fs.Glob(assets.Translations, "translations/*.json")
	if err != nil {
		return nil, err
	}
	out := map[string][]string{}
	for _, f := range files {
		name := strings.TrimSuffix(path.Base(f), ".json")
		i := strings.LastIndex(name, ".")
		out[name[i+1:]] = append(out[name[i+1:]], f)
	}
	return out, nil
}
