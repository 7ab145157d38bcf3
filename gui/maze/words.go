package maze

import (
	"errors"
	"strconv"

	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// message is words for the status line, kept as what renders them (keys
// and values) rather than as a string, so that a change of language can
// tell them again at once.
type message func() string

// text is the message of key filled from args.
func tr(key string, args i18n.Args) message {
	return func() string { return i18n.T(key, args) }
}

// say puts a message on the status line.
func (s *Screen) say(m message) {
	s.msg = m
	run.SetText(s.status, m())
}

// problem is an error the screen tells in the language in use: a refused
// edit, a size or seed it will not generate from. Error renders it, so
// that a message built on it renders anew too.
type problem struct{ msg message }

func (p *problem) Error() string { return p.msg() }

// refuse is the problem of key filled from args.
func refuse(key string, args i18n.Args) error { return &problem{tr(key, args)} }

// errorWords tells err in the language in use: the maze parser's errors
// from their fields; the screen's own problems and the file dialogs'
// errors tell themselves in it, and a file system's words are the
// system's.
func errorWords(err error) string {
	var pe *maze.ParseError
	if errors.As(err, &pe) {
		return parseWords(pe)
	}
	return err.Error()
}

// parseWords tells why the parser refused a grid.
func parseWords(e *maze.ParseError) string {
	n := func(v int) string { return run.Thousands(uint64(max(v, 0))) }
	switch e.Kind {
	case maze.EmptyInput:
		return i18n.T("maze.parse.empty")
	case maze.BadWidth:
		return i18n.T("maze.parse.width", i18n.Args{"Line": n(e.Line), "Cells": n(e.Cells), "Want": n(e.Want)})
	case maze.BadChar:
		return i18n.T("maze.parse.char", i18n.Args{"Line": n(e.Line), "Column": n(e.Column), "Char": strconv.QuoteRune(e.Char)})
	case maze.TooWide:
		if e.Cells == 0 {
			return i18n.T("maze.parse.wide.uncounted", i18n.Args{"Line": n(e.Line), "Max": n(e.Want)})
		}
		return i18n.T("maze.parse.wide", i18n.Args{"Line": n(e.Line), "Cells": n(e.Cells), "Max": n(e.Want)})
	case maze.TooHigh:
		return i18n.T("maze.parse.high", i18n.Args{"Max": n(e.Want)})
	case maze.NoStart:
		return i18n.T("maze.parse.nostart")
	case maze.NoEnd:
		return i18n.T("maze.parse.noend")
	case maze.TwoStarts, maze.TwoEnds:
		key := "maze.parse.twostarts"
		if e.Kind == maze.TwoEnds {
			key = "maze.parse.twoends"
		}
		return i18n.T(key, i18n.Args{"FirstLine": n(e.FirstLine), "FirstColumn": n(e.FirstColumn),
			"Line": n(e.Line), "Column": n(e.Column)})
	case maze.ReadFailed:
		return i18n.T("maze.parse.read", i18n.Args{"Error": e.Err.Error()})
	}
	return e.Error()
}
