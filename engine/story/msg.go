// Package story tells what each step of a search does, as data: a Msg is
// the key of a text in assets/translations and the values it fills in, no
// words. The window says a Msg in the language in use (gui/i18n.Say), the
// command line in English (translations.Book): the words of a step are
// written once, in the translation files, and both say the same.
//
// A narration uses only the event, the counters at that step (engine.Stats
// after the event is counted, as trace.Cursor.Stats and Stats.Apply give
// them) and fixed facts of the puzzle (the board size, the algorithm), so
// a step log, a status line and a step back all tell a step alike.
//
// Rows, columns and cells are numbered from 1 in everything a person
// reads; the engine counts from 0.
package story

import "strconv"

// Msg is a text to tell: the key of a translation and the values it
// fills in. A value may itself be a Msg, told in the same language when
// the text is. Plural texts pick their form for Count, which they also
// fill in as {{.Count}} unless Args set it. The zero Msg says nothing.
type Msg struct {
	Key    string
	Args   map[string]any
	Count  int
	Plural bool
}

// Text is the Msg of key filled in from args.
func Text(key string, args map[string]any) Msg { return Msg{Key: key, Args: args} }

// Plural is the Msg of key in its plural form for count, filled in from
// args.
func Plural(key string, count int, args map[string]any) Msg {
	return Msg{Key: key, Args: args, Count: count, Plural: true}
}

// IsZero reports whether m says nothing.
func (m Msg) IsZero() bool { return m.Key == "" }

// A Teller says one text in one language: key, filled in from args, in
// its form for count when plural. gui/i18n tells in the language in use,
// a translations.Book in its own.
type Teller func(key string, count int, plural bool, args map[string]any) string

// Tell says m with t: the Msgs among its values first, then m itself,
// with a copy of its values, which stay as they are.
func (m Msg) Tell(t Teller) string {
	if m.Key == "" {
		return ""
	}
	args := m.Args
	if len(args) > 0 {
		args = make(map[string]any, len(m.Args)+1)
		for k, v := range m.Args {
			if inner, ok := v.(Msg); ok {
				v = inner.Tell(t)
			}
			args[k] = v
		}
	}
	return t(m.Key, m.Count, m.Plural, args)
}

// Number is a count as a person reads it: 1,203. It is a value of a Msg
// that stays a number for whoever reads the Msg as data.
type Number uint64

// String writes n with a comma every three digits.
func (n Number) String() string {
	s := strconv.FormatUint(uint64(n), 10)
	if len(s) <= 3 {
		return s
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	lead := len(s) % 3
	out = append(out, s[:lead]...)
	for i := lead; i < len(s); i += 3 {
		if len(out) > 0 {
			out = append(out, ',')
		}
		out = append(out, s[i:i+3]...)
	}
	return string(out)
}

// count is n as a plural form's count, which an int holds.
func count(n uint64) int { return int(min(n, 1<<31)) }
