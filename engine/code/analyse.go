package code

import (
	"strconv"

	"go.starlark.net/syntax"
)

// analyse finds, in the program's syntax, its recursive functions (a def
// whose body calls its own name), their choice loops, and the names each
// line reads.
func (p *Program) analyse(f *syntax.File) {
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.DefStmt:
			if callsItself(n) {
				k := defOf(n.Def)
				p.recursive[k] = true
				p.loops[k] = choiceLoops(n)
			}
		case *syntax.BranchStmt:
			p.jumps[int(n.TokenPos.Line)] = true
		case *syntax.Ident:
			line := int(n.NamePos.Line)
			for _, seen := range p.reads[line] {
				if seen == n.Name {
					return true
				}
			}
			p.reads[line] = append(p.reads[line], n.Name)
		}
		return true
	})
}

// def names a function by where its def is: a file may have two
// functions of one name (a nested backtrack in each of two solutions).
type def struct{ line, col int32 }

func defOf(pos syntax.Position) def { return def{pos.Line, pos.Col} }

// callsItself reports whether def's body, outside any def nested in it,
// calls def by its name.
func callsItself(def *syntax.DefStmt) bool {
	found := false
	for _, st := range def.Body {
		syntax.Walk(st, func(n syntax.Node) bool {
			if _, ok := n.(*syntax.DefStmt); ok {
				return false
			}
			if isCallOf(n, def.Name.Name) {
				found = true
			}
			return !found
		})
	}
	return found
}

func isCallOf(n syntax.Node, name string) bool {
	c, ok := n.(*syntax.CallExpr)
	if !ok {
		return false
	}
	id, ok := c.Fn.(*syntax.Ident)
	return ok && id.Name == name
}

// choiceLoops are the loops of def that hold a recursive call: for each
// call, the innermost loop around it, once each.
func choiceLoops(def *syntax.DefStmt) []loop {
	var out []loop
	var stack []syntax.Stmt // the loops around the node walked
	var walk func(n syntax.Node) bool
	walk = func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.DefStmt:
			return false
		case *syntax.ForStmt, *syntax.WhileStmt:
			stack = append(stack, n.(syntax.Stmt))
			var body []syntax.Stmt
			if f, ok := n.(*syntax.ForStmt); ok {
				syntax.Walk(f.X, walk)
				body = f.Body
			} else {
				w := n.(*syntax.WhileStmt)
				syntax.Walk(w.Cond, walk)
				body = w.Body
			}
			for _, st := range body {
				syntax.Walk(st, walk)
			}
			stack = stack[:len(stack)-1]
			return false
		}
		if isCallOf(n, def.Name.Name) && len(stack) > 0 {
			l := makeLoop(stack[len(stack)-1])
			for _, o := range out {
				if o.head == l.head {
					return true
				}
			}
			out = append(out, l)
		}
		return true
	}
	for _, st := range def.Body {
		syntax.Walk(st, walk)
	}
	return out
}

func makeLoop(st syntax.Stmt) loop {
	var l loop
	var body []syntax.Stmt
	switch s := st.(type) {
	case *syntax.ForStmt:
		l.head = int(s.For.Line)
		body = s.Body
		syntax.Walk(s.Vars, func(n syntax.Node) bool {
			if id, ok := n.(*syntax.Ident); ok {
				l.vars = append(l.vars, id.Name)
			}
			return true
		})
	case *syntax.WhileStmt:
		l.head = int(s.While.Line)
		body = s.Body
	}
	start, _ := body[0].Span()
	_, end := body[len(body)-1].Span()
	l.from, l.end = int(start.Line), int(end.Line)
	return l
}

// loopAt is the choice loop of fn whose head is line, or nil.
func (p *Program) loopAt(fn def, line int) *loop {
	for i, l := range p.loops[fn] {
		if l.head == line {
			return &p.loops[fn][i]
		}
	}
	return nil
}

// Markers. The interpreter's positions say where an instruction that can
// fail came from, not where a line starts (a constant, a local's load, a
// jump take the last position set), so a line read off them may be one
// that does not run. The run marks lines instead: before every statement
// a call lineHook(line), and at the start of every pass of a loop's body a
// call passHook(head), at the statement's own position. They cost about
// four interpreter steps a statement, and a run nobody watches returns
// from them at once.
const (
	lineHook = "$line"
	passHook = "$pass"
)

// mark puts the markers into every block of f.
func mark(f *syntax.File) {
	f.Stmts = markBlock(f.Stmts)
}

func markBlock(block []syntax.Stmt) []syntax.Stmt {
	if block == nil {
		// An if with no else keeps a nil False: the parser's spans take
		// the last statement of a non-nil one (an empty one panicked).
		return nil
	}
	out := make([]syntax.Stmt, 0, 2*len(block))
	for _, st := range block {
		start, _ := st.Span()
		switch st := st.(type) {
		case *syntax.DefStmt:
			st.Body = markBlock(st.Body)
		case *syntax.IfStmt:
			st.True = markBlock(st.True)
			st.False = markBlock(st.False)
		case *syntax.ForStmt:
			st.Body = append([]syntax.Stmt{marker(passHook, st.For)}, markBlock(st.Body)...)
		case *syntax.WhileStmt:
			st.Body = append([]syntax.Stmt{marker(passHook, st.While)}, markBlock(st.Body)...)
		}
		if _, ok := st.(*syntax.DefStmt); !ok {
			out = append(out, marker(lineHook, start))
		}
		if g := growGuard(st); g != nil {
			out = append(out, g)
		}
		out = append(out, st)
	}
	return out
}

// marker is the statement hook(line), at pos.
func marker(hook string, pos syntax.Position) syntax.Stmt {
	return &syntax.ExprStmt{X: &syntax.CallExpr{
		Fn:     &syntax.Ident{NamePos: pos, Name: hook},
		Lparen: pos, Rparen: pos,
		Args: []syntax.Expr{&syntax.Literal{Token: syntax.INT, TokenPos: pos,
			Raw: strconv.Itoa(int(pos.Line)), Value: int64(pos.Line)}},
	}}
}

// hookReturns rewrites every return statement of f to pass its value
// through returnHook, at the same position: the lines and columns of
// the program stay as the teacher wrote them.
func hookReturns(f *syntax.File) {
	syntax.Walk(f, func(n syntax.Node) bool {
		r, ok := n.(*syntax.ReturnStmt)
		if !ok {
			return true
		}
		call := &syntax.CallExpr{Fn: &syntax.Ident{NamePos: r.Return, Name: returnHook},
			Lparen: r.Return, Rparen: r.Return}
		if r.Result != nil {
			call.Args = []syntax.Expr{r.Result}
		}
		r.Result = call
		return true
	})
}
