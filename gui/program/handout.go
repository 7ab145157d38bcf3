package program

import (
	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/engine/handout"
	"backtracklab/engine/story"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/export"
)

// ShowExport is File > Export on the Code tab.
func (s *Screen) ShowExport() { export.Show(s.win, s.exports()) }

// exports are the PNG of the views, the search tree of the program's
// recursion and its step log, of the run on show, in the language in use.
func (s *Screen) exports() []export.Format {
	w := export.Words()
	rec := s.session.Recording()
	if s.program == nil || rec == nil {
		return nil
	}
	lines := s.program.Lines
	anim := handout.Run(w, w.T("handout.program.title", nil), func() handout.Teller {
		return func(e engine.Event, _ engine.Stats) story.Msg { return code.Say(lines, e) }
	})
	// A node is named by the call it made, or the value its loop tried,
	// as the Teach tree names it.
	name := func(n tree.Node) string {
		if e, ok := rec.Event(n.Step); ok {
			if st, ok := e.Detail.(*code.Step); ok {
				if n.Kind == tree.Stub {
					return st.Label
				}
				return st.NodeLabel()
			}
		}
		return ""
	}
	return append(export.ViewsPNG(s.win, s.content, s.session, "program"), export.RunFormats(s.session, anim, "program", w.ProgramLabel(name))...)
}
