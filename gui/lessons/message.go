package lessons

import (
	"errors"
	"strings"

	"backtracklab/engine/lesson"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Message says err, a lesson file's mistake, in the language in use:
// where it is, then what is wrong, naming what the file asks for that the
// app does not know and what it knows. A grid or maze that does not read
// quotes its parser's error, which tell says in the language in use as
// the screen that reads such input does; nil tell says it as the error
// does. Another error (a file that cannot be read) is said as it is.
func Message(err error, tell func(error) string) i18n.Words {
	var e *lesson.Error
	if !errors.As(err, &e) {
		return func() string { return err.Error() }
	}
	return func() string {
		args := i18n.Args{
			"Line": e.Line, "Col": e.Col, "Slide": e.Slide, "Field": e.Field, "Value": e.Value,
			"Known": strings.Join(e.Known, ", "), "Want": want(e.Want), "Detail": detail(e, tell),
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

// detail says why a file is not JSON (Syntax), or why its grid or maze
// does not read (BadGrid, BadMaze), in the language in use.
func detail(e *lesson.Error, tell func(error) string) string {
	switch {
	case e.Kind == lesson.Syntax:
		return i18n.T("lessonerr."+string(e.Reason), i18n.Args{"Char": charWords(e.Char), "Value": e.Value, "Max": run.Thousands(lesson.MaxDepth)})
	case e.Err != nil && tell != nil:
		return tell(e.Err)
	case e.Err != nil:
		return e.Err.Error()
	}
	return ""
}

// charNames name the characters that quoting would not show.
var charNames = map[rune]string{
	'"': "lessonerr.char.quote", '\n': "lessonerr.char.newline", '\r': "lessonerr.char.newline",
	'\t': "lessonerr.char.tab", ' ': "lessonerr.char.space", 0: "lessonerr.char.none",
}

// charWords names the character a file that is not JSON has where the
// reader wanted another: in quotes, or by its name.
func charWords(c rune) string {
	if key, ok := charNames[c]; ok {
		return i18n.T(key)
	}
	if c < ' ' || c == 0x7f {
		return i18n.T("lessonerr.char.control")
	}
	return i18n.T("lessonerr.char", i18n.Args{"Char": string(c)})
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
