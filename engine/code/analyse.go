package code

import (
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
				p.recursive[n.Name.Name] = true
				p.loops[n.Name.Name] = choiceLoops(n)
				_, end := n.Body[len(n.Body)-1].Span()
				p.lastLine[n.Name.Name] = int(end.Line)
			}
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

// within is the innermost choice loop of fn whose head or body holds
// line, or nil.
func (p *Program) within(fn string, line int) *loop {
	var best *loop
	for i, l := range p.loops[fn] {
		if line >= l.head && line <= l.end && (best == nil || l.head > best.head) {
			best = &p.loops[fn][i]
		}
	}
	return best
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
