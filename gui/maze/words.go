package maze

import (
	"errors"
	"strconv"

	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// tr is i18n.Tr: the screen's texts are many.
var tr = i18n.Tr

// say puts m on the status line, to say again after a change of language.
func (s *Screen) say(m i18n.Words) {
	s.msg = m
	run.SetText(s.status, m.String())
}

// errorWords tells err in the language in use: the maze parser's errors
// from their fields; the screen's own refusals (i18n.Error) and the file
// dialogs' errors tell themselves in it, and a file system's words are
// the system's.
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
