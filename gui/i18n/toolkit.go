package i18n

import (
	"encoding/json"
	"errors"
	"io/fs"
	"sync"

	"backtracklab/assets/translations"

	"golang.org/x/text/language"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// Fyne's own words (the buttons of its dialogs, its file dialogs, the
// Cut, Copy and Paste menu of an entry, Quit) come from its lang package,
// which has no call that chooses a language: whenever translations are
// added it matches the system's locales against the languages it holds,
// and speaks the one that matches best. So the app does not choose
// Fyne's language; it writes its own copy of Fyne's words in the
// language in use (assets/translations/fyne.*.json) under the language
// tags that Fyne's match can land on for this system, checking with a
// probe key that Fyne reads them. The system's first locale, added as
// it is, wins that match (an exact match is the best), or else the
// locale's language in its usual script does (Fyne's Chinese is
// "zh-Hans", which a plain "zh" matches); on a system with no locale
// Fyne speaks its first language, English.

// probeKey is a key only the app writes, the language of the words
// written: Fyne reads the app's copy when it says the language in use.
const probeKey = "backtracklab.toolkit.language"

// toolkitWords is each language's copy of Fyne's words as Fyne reads
// them, the probe included, read with the first text (see start), not at
// program start.
var toolkitWords = sync.OnceValue(readToolkitWords)

func readToolkitWords() map[string][]byte {
	out := map[string][]byte{}
	for _, language := range []string{English, Chinese} {
		words, err := toolkitFile(language)
		if err != nil { // the files are in the binary, and a test reads them
			panic("i18n: Fyne's words: " + err.Error())
		}
		out[language] = words
	}
	return out
}

// speakToolkit puts Fyne's own words in language (English or Chinese),
// for the system's locales.
func speakToolkit(language string, locales []language.Tag) {
	words := toolkitWords()[language]
	written := map[string]bool{}
	for _, tags := range toolkitTags(locales) {
		for _, tag := range tags {
			if written[tag] {
				continue
			}
			written[tag] = true
			if err := lang.AddTranslationsForLocale(words, fyne.Locale(tag)); err != nil {
				fyne.LogError("giving Fyne its words", err)
				return
			}
		}
		if lang.X(probeKey, "") == language {
			return
		}
	}
	fyne.LogError("giving Fyne its words", errors.New("the toolkit reads another language: its dialogs keep the system's"))
}

// toolkitFile is the copy of Fyne's words in language, with the probe,
// as a translations file for Fyne.
func toolkitFile(language string) ([]byte, error) {
	data, err := fs.ReadFile(translations.FS, "fyne."+fileLanguage[language]+".json")
	if err != nil {
		return nil, err
	}
	texts, err := Parse(data)
	if err != nil {
		return nil, err
	}
	out := map[string]any{probeKey: language}
	for k, v := range texts {
		if v.One != "" {
			out[k] = map[string]string{"one": v.One, "other": v.Other}
		} else {
			out[k] = v.Other
		}
	}
	return json.Marshal(out)
}

// toolkitTags lists, in rounds, the tags to write Fyne's words under for
// the system's locales (most wanted first): first the first locale as it
// is, its language in its likely script and its language alone; then,
// if Fyne still reads another language, those and the language with the
// region of every locale, and English.
func toolkitTags(locales []language.Tag) [][]string {
	if len(locales) == 0 {
		return [][]string{{"en"}}
	}
	first := forms(locales[0])
	rest := []string{}
	for _, l := range locales {
		rest = append(rest, forms(l)...)
		base, _ := l.Base()
		script, _ := l.Script()
		if region, conf := l.Region(); conf == language.Exact {
			for _, t := range []language.Tag{tagOf(base, region), tagOf(base, script, region)} {
				rest = append(rest, t.String())
			}
		}
	}
	return [][]string{first, append(rest, "en")}
}

// forms is l as it is, its language in its likely script and its
// language alone.
func forms(l language.Tag) []string {
	base, _ := l.Base()
	script, _ := l.Script()
	return []string{l.String(), tagOf(base, script).String(), base.String()}
}

func tagOf(parts ...any) language.Tag {
	t, _ := language.Compose(parts...)
	return t
}
