package lessons

import (
	"errors"
	"strings"

	"backtracklab/engine/lesson"
	"backtracklab/gui/i18n"
)

// Message says err, a lesson file's mistake, in the language in use:
// where it is, then what is wrong, naming what the file asks for that the
// app does not know and what it knows. Another error (a file that cannot
// be read) is said as it is.
func Message(err error) i18n.Words {
	var e *lesson.Error
	if !errors.As(err, &e) {
		return func() string { return err.Error() }
	}
	return func() string {
		args := i18n.Args{
			"Line": e.Line, "Col": e.Col, "Slide": e.Slide, "Field": e.Field, "Value": e.Value,
			"Known": strings.Join(e.Known, ", "), "Want": want(e.Want), "Detail": e.Detail,
			"Screen": screenName(e.Screen),
		}
		var b strings.Builder
		if e.Line > 0 {
			b.WriteString(i18n.T("lessons.err.at", args))
		}
		if e.Slide > 0 {
			b.WriteString(i18n.T("lessons.err.slide", args))
		}
		b.WriteString(i18n.T("lessons.err."+string(e.Kind), args))
		return b.String()
	}
}

// screenName is a screen as its tab is named (the tabs' keys are the
// screens' names in a lesson file).
func screenName(screen string) string {
	if screen == "" {
		return ""
	}
	return i18n.T("app.tab." + screen)
}

// want says a kind of value a field takes (lesson.Error's Want).
func want(code string) string {
	if code == "" {
		return ""
	}
	return i18n.T("lessons.want." + code)
}
