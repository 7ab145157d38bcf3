package queens

// The screen's words. Every text it shows is kept as a msg, its key and
// values, rather than as the words of one language: a change of language
// (View > Language) says each one again at once.

import (
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/story"
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

// fromStory is the msg of a narration (engine/story).
func fromStory(m story.Msg) msg {
	return msg{key: m.Key, args: m.Args, count: m.Count, plural: m.Plural}
}

// String says m in the language in use, with the narration's words
// (values that are story.Msgs included); the zero msg says nothing.
func (m msg) String() string {
	return i18n.Say(story.Msg{Key: m.key, Args: m.args, Count: m.count, Plural: m.plural})
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
