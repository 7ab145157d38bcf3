package code

import (
	"strings"

	"backtracklab/engine"
	"backtracklab/engine/story"
)

// Say tells event e of a program's run in words, the program.event.* keys
// of assets/translations/program.*.json: the line that runs with its
// source text (lines, the program's Lines) and the values it reads, a
// call and its arguments, a return and its value, a recursive call tried
// and placed, a pass of a choice loop pruned, a solution, the end. It is
// here, not in engine/story, because it reads the Step in e.Detail, and
// this package already imports story. Kinds a program's run does not send
// (Choose, Expand) say nothing.
func Say(lines []string, e engine.Event) story.Msg {
	st, _ := e.Detail.(*Step)
	if st == nil {
		st = &Step{}
	}
	switch e.Kind {
	case engine.Line:
		if st.Err != nil { // the failing line: the run's last step
			return story.Text("program.event.failed", map[string]any{"Error": st.Err.Msg})
		}
		line := st.Line
		if line == 0 {
			line = e.Row
		}
		args := map[string]any{"Line": line, "Code": source(lines, line)}
		if st.Note == "" {
			return story.Text("program.event.line", args)
		}
		args["Note"] = st.Note
		return story.Text("program.event.lineNote", args)
	case engine.Enter:
		if st.Func == "" {
			return story.Text("program.event.start", nil)
		}
		return story.Text("program.event.call", map[string]any{"Call": call(st.Func, st.Args)})
	case engine.Leave:
		if st.Func == "" {
			return story.Text("program.event.end", nil)
		}
		args := map[string]any{"Func": st.Func, "Back": st.Back}
		key := "program.event.leave"
		if st.Return != nil && st.Return.Kind != None {
			key = "program.event.leaveValue"
			args["Value"] = Short(st.Return.String(), maxSaid)
		}
		if st.Back > 0 {
			key += "Back"
		}
		return story.Text(key, args)
	case engine.Try:
		if e.Value < 0 { // a pass of a choice loop, told once it has ended
			return pass("program.event.tried", st)
		}
		return story.Text("program.event.try", map[string]any{"Call": labelled(st), "Line": st.Line})
	case engine.Place:
		return story.Text("program.event.place", map[string]any{"Call": labelled(st), "Line": st.Line})
	case engine.Reject:
		return pass("program.event.pruned", st)
	case engine.Undo:
		return story.Text("program.event.undo", map[string]any{"Call": labelled(st), "Line": st.Line})
	case engine.Solution:
		value := ""
		if v, ok := e.Result.(Val); ok {
			value = Short(v.String(), maxSaid)
		}
		return story.Text("program.event.solution", map[string]any{"Value": value})
	case engine.Resync:
		return story.Text("program.event.resync", nil)
	case engine.Finish:
		switch e.End {
		case engine.Failed:
			if st.Err != nil {
				return story.Text("program.event.failed", map[string]any{"Error": st.Err.Msg})
			}
			return story.Text("program.event.failedPlain", nil)
		case engine.Stopped:
			return story.Text("program.event.stopped", nil)
		}
		return story.Text("program.event.done", nil)
	}
	return story.Msg{}
}

// maxSaid is the most characters of one value a step says: a board
// printed whole would make a line of the log a paragraph.
const maxSaid = 80

// source is line n of lines (from 1) without its indentation, or "".
func source(lines []string, n int) string {
	if n < 1 || n > len(lines) {
		return ""
	}
	return strings.TrimSpace(withoutComment(lines[n-1]))
}

// call is a call as written with its arguments' values: "place(row=1)".
func call(fn string, args []Var) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.Name + "=" + Short(a.Val.String(), maxSaid)
	}
	return fn + "(" + strings.Join(parts, ", ") + ")"
}

// labelled is a recursive call by its label, the arguments that differ
// from its caller's: "place(row=1)".
func labelled(st *Step) string { return st.Func + "(" + st.Label + ")" }

// pass tells a pass of a choice loop with the key given (its Try or its
// Reject), by what it tried, or as a pass of the loop when its loop
// names no variable (a while loop).
func pass(key string, st *Step) story.Msg {
	if st.Label == "" {
		return story.Text(key+"Pass", map[string]any{"Line": st.Line})
	}
	return story.Text(key, map[string]any{"Tried": st.Label, "Line": st.Line})
}
