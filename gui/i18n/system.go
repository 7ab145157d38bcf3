package i18n

import (
	"github.com/jeandeaual/go-locale"
	"golang.org/x/text/language"

	"fyne.io/fyne/v2"
)

// systemLocales are the system's languages, most wanted first, as Fyne
// reads them (the same package): the variables LANGUAGE, LC_ALL,
// LC_MESSAGES and LANG on Linux and the BSDs, the system's settings on
// Windows and macOS, navigator.languages in a browser. None on a system
// set to the plain "C" locale.
func systemLocales() []language.Tag {
	names, err := locale.GetLocales()
	if err != nil {
		fyne.LogError("reading the system's languages", err)
	}
	var tags []language.Tag
	for _, name := range names {
		if tag, err := language.Parse(name); err == nil {
			tags = append(tags, tag)
		}
	}
	return tags
}

// systemLanguage is the first of the system's languages (locales) that
// the app speaks, English if it speaks none of them: Chinese in any
// script (Traditional included, as Fyne chose before) is Chinese.
func systemLanguage(locales []language.Tag) string {
	for _, tag := range locales {
		switch base, _ := tag.Base(); base.String() {
		case "en":
			return English
		case "zh":
			return Chinese
		}
	}
	return English
}
