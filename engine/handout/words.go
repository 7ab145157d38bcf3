package handout

import (
	"backtracklab/assets/translations"
	"backtracklab/engine/story"
)

// Words says the exports' texts in one language.
type Words struct{ Book *translations.Book }

// English is the command line's language.
func English() Words { return Words{translations.EnglishBook()} }

// In is the words of language (translations.English or Chinese), English
// when the language is unknown.
func In(language string) Words {
	b, err := translations.Load(language)
	if err != nil {
		return English()
	}
	return Words{b}
}

// T says key filled in from args.
func (w Words) T(key string, args map[string]any) string { return w.Book.Tell(key, 0, false, args) }

// N says key in its plural form for count.
func (w Words) N(key string, count int, args map[string]any) string {
	return w.Book.Tell(key, count, true, args)
}

// Say says a step's words (engine/story).
func (w Words) Say(m story.Msg) string { return m.Tell(w.Book.Tell) }
