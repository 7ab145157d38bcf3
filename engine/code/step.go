package code

// Step is what one event of a program's run says beyond the event's small
// fields: it travels in engine.Event.Detail, built once and never changed,
// so that every view (the state, the console, the step log, the stack,
// the tree's labels) reads it from the stream and the recording alone.
// Which fields an event fills depends on its kind; see "The grammar of a
// program's run" in the package doc.
type Step struct {
	Line int    // the line the step is at, from 1; 0 for none
	Func string // Enter, Leave, Place, Try: the function called or left
	Args []Var  // Enter: the call's arguments, in order
	// Label names a call of a recursive function in the search tree: the
	// arguments that differ from its caller's ("path=[1, 3]"); a stub's
	// label is the value its loop tried.
	Label string
	// Tried is, on the Place of a call made in a pass of its caller's
	// choice loop, the value that pass tried ("col=2"): what tells apart
	// the calls whose arguments read alike. The tree shows it.
	Tried  string
	Return *Val  // Leave: the value returned
	Back   int   // Leave: the caller's line the run goes back to
	Vars   []Var // the variables changed since the step before, as they stand now
	Gone   []string
	Output string // what print wrote since the step before
	Note   string // Line: the values of the names the line reads ("row = 3, col = 1")
	Err    *Error // Finish with End Failed: what went wrong, and where
	// Resync: the whole state, which the Sync events after it complete
	// with each frame's locals.
	State *State
}

// Var is a variable and its value: a top-level one (Global), a local of
// the frame of the event that carries it, or, with Frame set, a local of
// the call of that frame id (a caller's list a nested function fills).
type Var struct {
	Name   string
	Global bool
	Frame  uint32
	Val    Val
}

// NodeLabel is how the search tree names the node a Place or a Reject of
// a program's run makes: the value tried and the call it led to, "col=2
// → row=1", or the call alone; a stub by what it tried.
func (st *Step) NodeLabel() string {
	if st.Tried != "" && st.Label != "" {
		return st.Tried + " → " + st.Label
	}
	return st.Label
}
