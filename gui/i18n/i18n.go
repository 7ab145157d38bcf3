// Package i18n is the app's words in every language it speaks: English
// and Simplified Chinese. The texts live in assets/translations, one pair
// of files per part of the app (queens.en.json and queens.zh_Hans.json,
// …), read by the same Books the command line uses
// (assets/translations.Book).
//
// A text is found by its key, and may name values to fill in, as a Go
// template: T("queens.try", i18n.Args{"Row": 3, "Col": 2}) with
// "Row {{.Row}}: try column {{.Col}}". N picks the plural form for a
// count ({"one": …, "other": …} in the file). A key missing from the
// language in use falls back to its English text (a test keeps the files
// whole, so that never happens in a release).
//
// The language follows the system's languages unless View > Language
// chose one (Use). A change of language takes effect at once: every
// screen re-sets the words of its widgets in a function given to
// OnChange, and computes its status lines with T at each frame. Fyne's
// own words (its dialogs' buttons, its file dialogs, an entry's Cut and
// Paste menu) change with them (toolkit.go). Nothing here sets the
// environment: Fyne reads the locale from variables on Linux and the BSDs
// only, from the system's settings on Windows and macOS, and from the
// browser's languages on the web.
package i18n

import (
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"backtracklab/assets/translations"
)

// Args are the named values a text fills in.
type Args = map[string]any

// The languages View > Language offers, as settings choices.
const (
	System  = ""   // follow the system's languages
	English = "en" // English
	Chinese = "zh" // Simplified Chinese
)

var (
	mu       sync.Mutex
	current  = English
	book     *translations.Book // set by the first Use, from start if nothing calls Use before
	watchers []*func()
	started  sync.Once
)

// start follows the system's languages the first time a text or the
// language is asked for, unless Use chose one before. Not at program
// start: the command line, which shares the program, never asks, and
// reading every translations file was 2 ms of its 12 ms start.
//
// It tells no OnChange function: they are the ones asking, and a text
// asked for inside the Once would wait on it for ever. It puts Fyne's
// words in the language too, on the goroutine that asks first: in the
// app, the window's build on the UI goroutine.
func start() { started.Do(func() { use(System, false) }) }

// Text is one entry of a translations file: a text, or its plural forms.
type Text = translations.Text

// Parse reads a translations file: keys to texts, or to {"one", "other"}
// plural forms.
func Parse(data []byte) (map[string]Text, error) { return translations.Parse(data) }

// T returns the text of key in the language in use, its fields filled
// from data.
func T(key string, data ...Args) string {
	return inUse().Tell(key, 0, false, first(data))
}

// N returns the text of key for count (its plural form), its fields
// filled from data; {{.Count}} is count unless data sets it.
func N(key string, count int, data ...Args) string {
	return inUse().Tell(key, count, true, first(data))
}

func first(data []Args) Args {
	if len(data) == 0 {
		return nil
	}
	return data[0]
}

// inUse is the Book of the language in use.
func inUse() *translations.Book {
	start()
	mu.Lock()
	defer mu.Unlock()
	return book
}

// Use sets the language: System, English or Chinese. System is the first
// of the system's languages that the app speaks (English if none is):
// read anew at each call, from the same place Fyne reads it. Use then
// puts Fyne's own words in that language and tells the screens. Call it
// on the UI goroutine (or before the app starts): Fyne's lang package,
// which it writes to, is not safe for use by several goroutines.
func Use(choice string) {
	started.Do(func() {}) // chosen: the system's languages are not followed at the first text
	use(choice, true)
}

// use sets the language, and with tell calls the OnChange functions.
func use(choice string, tell bool) {
	locales := systemLocales()
	language := choice
	if language != English && language != Chinese {
		language = systemLanguage(locales)
	}
	b, err := translations.Load(fileLanguage[language])
	if err != nil { // the files are in the binary, and a test reads them all
		panic("i18n: " + err.Error())
	}
	mu.Lock()
	current, book = language, b
	mu.Unlock()
	speakToolkit(language, locales)
	if tell {
		Resay()
	}
}

// Resay calls every OnChange function as a change of language does: the
// window calls it when it draws its text at another size (presentation
// mode), since the functions that set words also measure the room they
// take.
func Resay() {
	mu.Lock()
	ws := make([]func(), 0, len(watchers))
	for _, w := range watchers {
		ws = append(ws, *w)
	}
	mu.Unlock()
	for _, w := range ws {
		w()
	}
}

// fileLanguage is each language's name at the end of its files' names.
var fileLanguage = map[string]string{English: translations.English, Chinese: translations.Chinese}

// Current is the language in use: English or Chinese.
func Current() string {
	start()
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

// Mark returns a function that unregisters every function given to
// OnChange after the call (and not unregistered already). The widgets of
// a window follow the language for as long as the app runs; a test that
// builds windows calls it, so that the next tests' changes of language
// and of presentation scale do not re-set the words of every window
// built before them.
func Mark() (forget func()) {
	mu.Lock()
	defer mu.Unlock()
	before := make(map[*func()]bool, len(watchers))
	for _, w := range watchers {
		before[w] = true
	}
	return func() {
		mu.Lock()
		defer mu.Unlock()
		watchers = slices.DeleteFunc(watchers, func(w *func()) bool { return !before[w] })
	}
}

// Files lists the translations files: their names by language, for tests.
func Files() (map[string][]string, error) {
	files, err := fs.Glob(translations.FS, "*.json")
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
