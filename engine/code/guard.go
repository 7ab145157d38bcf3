package code

import (
	"errors"
	"reflect"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"backtracklab/engine/story"
)

// Guards. One step of the interpreter can ask for gigabytes ([0] * 2**29,
// s + s of a 300 MB string), long before the next look at the memory: the
// Go runtime then ends the process, no message, no recovery. So every *
// and + of the program goes through a builtin that weighs the result
// first and refuses one past half the memory limit, at its line; *= and
// += of a name are weighed by a call put before the statement.
const (
	mulHook  = "$mul"
	addHook  = "$add"
	growHook = "$grow"
	// The steps a guard adds: PREDECLARED and CALL in place of the
	// operator's one step (binarySteps); PREDECLARED, CONSTANT, two loads,
	// CALL and POP for a statement's (growSteps).
	binarySteps = 1
	growSteps   = 6
)

var exprType = reflect.TypeFor[syntax.Expr]()

// guardOps puts the guards into f: every BinaryExpr * or + becomes a
// call of mulHook or addHook, at the operator's position.
func guardOps(f *syntax.File) {
	var visit func(v reflect.Value)
	visit = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() && v.Elem().Kind() == reflect.Struct {
				visit(v.Elem())
			}
		case reflect.Interface:
			if v.IsNil() {
				return
			}
			visit(v.Elem())
			if v.Type() == exprType && v.CanSet() {
				if b, ok := v.Interface().(*syntax.BinaryExpr); ok && (b.Op == syntax.STAR || b.Op == syntax.PLUS) {
					hook := mulHook
					if b.Op == syntax.PLUS {
						hook = addHook
					}
					v.Set(reflect.ValueOf(syntax.Expr(&syntax.CallExpr{
						Fn:     &syntax.Ident{NamePos: b.OpPos, Name: hook},
						Lparen: b.OpPos, Rparen: b.OpPos, Args: []syntax.Expr{b.X, b.Y},
					})))
				}
			}
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					visit(v.Field(i))
				}
			}
		case reflect.Slice:
			for i := range v.Len() {
				visit(v.Index(i))
			}
		}
	}
	visit(reflect.ValueOf(f))
}

// growGuard is the statement weighing x op= y before it runs, for an
// augmented assignment to a name; nil for any other statement.
func growGuard(st syntax.Stmt) syntax.Stmt {
	a, ok := st.(*syntax.AssignStmt)
	if !ok || (a.Op != syntax.STAR_EQ && a.Op != syntax.PLUS_EQ) {
		return nil
	}
	id, ok := a.LHS.(*syntax.Ident)
	if !ok {
		return nil
	}
	op := "*"
	if a.Op == syntax.PLUS_EQ {
		op = "+"
	}
	pos := a.OpPos
	return &syntax.ExprStmt{X: &syntax.CallExpr{
		Fn: &syntax.Ident{NamePos: pos, Name: growHook}, Lparen: pos, Rparen: pos,
		Args: []syntax.Expr{
			&syntax.Literal{Token: syntax.STRING, TokenPos: pos, Raw: `"` + op + `"`, Value: op},
			&syntax.Ident{NamePos: id.NamePos, Name: id.Name}, a.RHS,
		},
	}}
}

// errTooBig stops the interpreter at a guard; the run says why (r.fail).
var errTooBig = errors.New("too big")

// binary is mulHook or addHook: x op y, once weighed.
func (r *run) binary(op syntax.Token) func(*starlark.Thread, *starlark.Builtin, starlark.Tuple, []starlark.Tuple) (starlark.Value, error) {
	return func(_ *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, _ []starlark.Tuple) (starlark.Value, error) {
		r.hookSteps += binarySteps
		if len(args) != 2 {
			return nil, errors.New("two operands")
		}
		if err := r.weigh(op, args[0], args[1]); err != nil {
			return nil, err
		}
		return starlark.Binary(op, args[0], args[1])
	}
}

// grow is growHook: it weighs x op= y, and leaves the statement to do it.
func (r *run) grow(_ *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, _ []starlark.Tuple) (starlark.Value, error) {
	r.hookSteps += growSteps - 1 // its POP is counted when it runs (see endStep)
	r.popDue = true
	if len(args) != 3 {
		return starlark.None, nil
	}
	op := syntax.STAR
	if s, _ := starlark.AsString(args[0]); s == "+" {
		op = syntax.PLUS
	}
	if err := r.weigh(op, args[1], args[2]); err != nil {
		return nil, err
	}
	return starlark.None, nil
}

// weigh refuses x op y when the result would hold more than half the
// memory limit: 16 bytes an item of a list or tuple, a byte a byte of a
// string.
func (r *run) weigh(op syntax.Token, x, y starlark.Value) error {
	var size uint64
	switch op {
	case syntax.STAR:
		seq, n := x, y
		if _, ok := x.(starlark.Int); ok {
			seq, n = y, x
		}
		times, ok := n.(starlark.Int)
		if !ok {
			return nil
		}
		k, ok := times.Uint64()
		if !ok {
			k = 1 << 62
		}
		per := bytesOf(seq)
		if per == 0 || k == 0 {
			return nil
		}
		if k > (1<<62)/per {
			size = 1 << 62
		} else {
			size = per * k
		}
	case syntax.PLUS:
		size = bytesOf(x) + bytesOf(y)
	}
	if size <= r.limits.Memory/2 {
		return nil
	}
	r.failWith(story.Text("program.error.toobig", map[string]any{"Max": story.Number(r.limits.Memory >> 20)}))
	return errTooBig
}

// bytesOf is roughly what a sequence takes: 16 bytes an item of a list
// or tuple, a byte a byte of a string; 0 for anything else.
func bytesOf(v starlark.Value) uint64 {
	switch s := v.(type) {
	case starlark.String:
		return uint64(len(s))
	case starlark.Bytes:
		return uint64(len(s))
	case *starlark.List:
		return 16 * uint64(s.Len())
	case starlark.Tuple:
		return 16 * uint64(len(s))
	}
	return 0
}
