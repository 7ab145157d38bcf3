package queens

// The screen's words. Every text it shows is kept as a msg, its key and
// values, rather than as the words of one language: a change of language
// (View > Language) says each one again at once.

import (
	"maps"

	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// msg is a text to show: a key of assets/translations/queens.*.json and
// its values. A value may itself be a msg, said in the language in use
// when the text is (templates print a fmt.Stringer with String).
type msg struct {
	key    string
	args   i18n.Args
	count  int
	plural bool
}

// tr is the text of key filled with args.
func tr(key string, args i18n.Args) msg { return msg{key: key, args: args} }

// trN is the text of key in its plural form for count, filled with args;
// {{.Count}} is count.
func trN(key string, count int, args i18n.Args) msg {
	return msg{key: key, args: args, count: count, plural: true}
}

// String says m in the language in use; the zero msg says nothing.
func (m msg) String() string {
	switch {
	case m.key == "":
		return ""
	case m.plural:
		a := i18n.Args{} // N adds Count: the msg's own values stay as they were
		maps.Copy(a, m.args)
		return i18n.N(m.key, m.count, a)
	case m.args == nil:
		return i18n.T(m.key)
	}
	return i18n.T(m.key, m.args)
}

// shown remembers the msg on each label that shows one, to say them again
// in a new language.
type shown map[*widget.Label]msg

// set shows m on l, leaving l alone when it says that already.
func (sh shown) set(l *widget.Label, m msg) {
	sh[l] = m
	run.SetText(l, m.String())
}

// again says every msg again, in the language now in use.
func (sh shown) again() {
	for l, m := range sh {
		run.SetText(l, m.String())
	}
}
