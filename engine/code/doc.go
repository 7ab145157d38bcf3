// Package code runs a person's own backtracking program, written in
// Python as courses write it, step by step into the one event grammar
// (package engine), so that every view of the app (the state, the
// console, the code, the call stack, the search tree, the step log, the
// timeline) follows it as it follows the puzzles' solvers.
//
// The language is Python's Starlark dialect (go.starlark.net: pure Go,
// it builds for the browser), with the file options that let textbook
// code run as written: while loops, recursion, if and for at top level,
// top-level names assigned again, sets. It has no files, network or
// clock. On top of that a run has limits (Limits): interpreter steps,
// depth of calls, memory; each failure is an *Error at its line, in
// words (story.Msg) that name the Python feature the dialect lacks where
// that is the cause.
//
// The program needs no tracing calls: the interpreter calls back before
// each of its steps (its step limit is 1), and the run reads its call
// stack, each frame's function, line and locals.
//
// # The grammar of a program's run
//
// The events follow the grammar of package engine; what they mean for a
// program:
//
//   - Frames are calls of the program's own functions: the top level is
//     the root frame (Depth 0, Step.Func ""), each call an Enter (Step:
//     the function and its arguments) and its return a Leave (Step: the
//     value returned, the caller's line it goes back to). Builtins make
//     no frame.
//   - A Line event (Row: the line, from 1) comes each time the
//     innermost call moves to another line, before the line runs; its
//     Step says the variables changed since the step before (the call's
//     locals, and top-level ones, marked Global) and the values of the
//     names the line reads (Note).
//   - A recursive function is one whose body calls itself by name. A
//     call of it from a call of it is a choice: Try and Place (Row: the
//     calling line; Value: the call's number, from 1; Step.Label: the
//     arguments that differ from the caller's, "path=[1, 3]"; on the
//     Place, Step.Tried: the value the caller's choice loop tried, if the
//     call is in one, "col=2") come right
//     before its Enter, and its Undo right after its Leave. The first
//     call, from elsewhere, is the search's root: it enters with no
//     Place. Calls of other functions (is_valid) are frames inside the
//     choice that made them, not choices.
//   - A choice loop is the innermost for or while loop around a
//     recursive call in a recursive function. A pass through its body
//     that makes no recursive call is a pruned try: Try and Reject
//     (Conflict Pruned; Row: the last line the pass ran, the one that
//     rejected it; Value: minus its number; Step.Label: the loop's
//     variables, "col=3") when the pass ends.
//   - A Solution comes when the program records one: it calls the
//     builtin solution(x), or a top-level list grows by a copy (a list,
//     tuple or dict, or a string of two characters or more), as in
//     result.append(path[:]). Result is the value recorded (a Val); it
//     comes aside while nobody watches, as every result does.
//   - print writes into the Step of the next event (Output); what was
//     printed while nobody watched comes with the Resync.
//   - The top level's Leave is the run's last step, and carries its
//     Outcome in Result: how it ended, and the state it left. A run
//     nobody watched at its end gets it aside.
//   - Resync: the whole top-level state and all printed so far (in
//     Step.State), then each frame's Place (a choice) and Enter, and a
//     Line with its locals, all Sync.
//   - Checks counts interpreter steps, so that Stats.Checks is the
//     steps a run took.
//
// A State (the recording's Board) is the program's state at a step,
// rebuilt from these events alone.
package code
