package i18n

import "backtracklab/engine/story"

// Words are a text a screen shows, kept as how to say it rather than as
// the words of one language, so that a change of language says it again
// at once: the status line, a note, an error keep Words and call String
// after every change (and at every frame). Every screen keeps its texts
// as Words; a key and its values (Tr, TrN), a narration (Story), or a
// function for words made of other words (an error told in the language
// in use, a list of names) are all Words. Words among the values of a text
// are said in the same language, by the template, through String. Nil
// Words say nothing.
type Words func() string

// String says w in the language in use.
func (w Words) String() string {
	if w == nil {
		return ""
	}
	return w()
}

// Tr is the text of key filled with args.
func Tr(key string, args Args) Words {
	return func() string { return T(key, args) }
}

// TrN is the text of key in its plural form for count, filled with args;
// {{.Count}} is count unless args set it.
func TrN(key string, count int, args Args) Words {
	return func() string { return N(key, count, args) }
}

// Story is the words of a narration (engine/story); the zero Msg says
// nothing.
func Story(m story.Msg) Words {
	if m.IsZero() {
		return nil
	}
	return func() string { return Say(m) }
}

// Error is an error a screen tells in the language in use: a size it
// refuses, an edit it will not make, input it cannot read. Error says its
// words anew each time, so a message built on it is said anew too.
type Error struct{ Words Words }

func (e *Error) Error() string { return e.Words.String() }

// Refuse is the Error of key filled with args.
func Refuse(key string, args Args) error { return &Error{Tr(key, args)} }
