package code

import (
	"regexp"
	"strings"
	"sync"

	"backtracklab/engine/story"
)

// The interpreter says its errors in English, in a sentence of its own
// ("floored division by zero", "list index 5 out of range [-3:2]"). A
// run's and a compile's errors tell them as a kind, the key of a text
// (codeerr.*), and the values the sentence held (a name, a type, a
// count): a window says them in its language, the command line in
// English. A sentence no kind matches is told as codeerr.other, with the
// interpreter's words as they are.

// A kind of the interpreter's errors is a pattern: the sentences its re
// matches in full, told by its key with re's named groups as its values.

// The values a kind's groups hold, by the group's name: Error is another
// of the interpreter's sentences (a builtin's "len: ..." says its own);
// a type, a type's name (list); a token, what the parser met or wanted.
var (
	sentenceGroups = map[string]bool{"Error": true}
	typeGroups     = map[string]bool{"Type": true, "Left": true, "Right": true, "Got": true, "Want": true, "Or": true}
	tokenGroups    = map[string]bool{"Token": true, "Expect": true}
)

// kinds compiles a table of kinds, pattern and key, each pattern matched
// in full.
func kinds(table [][2]string) []pattern {
	out := make([]pattern, len(table))
	for i, k := range table {
		out[i] = pattern{regexp.MustCompile("^(?:" + k[0] + ")$"), k[1]}
	}
	return out
}

// T is a type name in a pattern, N an integer, V any value.
const (
	tp = `[A-Za-z_][\w.]*`
	n  = `-?\d+`
)

// runtimeKinds are the interpreter's run-time errors, the specific first.
var runtimeKinds = sync.OnceValue(func() []pattern {
	return kinds([][2]string{
		{`(?:floored|floating-point) division by zero`, "codeerr.divzero"},
		{`(?:integer|floating-point) modulo by zero`, "codeerr.modzero"},
		{`unknown binary op: (?P<Left>` + tp + `) (?P<Op>\S+) (?P<Right>` + tp + `)`, "codeerr.binop"},
		{`(?P<Left>` + tp + `) (?P<Op>\S+) (?P<Right>` + tp + `) not implemented`, "codeerr.binop"},
		{`unknown unary op: (?P<Op>\S+) (?P<Type>` + tp + `)`, "codeerr.unop"},
		{`(?P<Type>` + tp + `) index (?P<Index>` + n + `) out of range \[(?P<From>` + n + `):(?P<To>` + n + `)\]`, "codeerr.index"},
		{`index (?P<Index>` + n + `) out of range: empty (?P<Type>` + tp + `)`, "codeerr.indexempty"},
		{`(?P<Type>` + tp + `) index: (?P<Error>.+)`, "codeerr.indexbad"},
		{`unhandled index operation (?P<Type>` + tp + `)\[(?P<Right>` + tp + `)\]`, "codeerr.notindexable"},
		{`(?P<Type>` + tp + `) value does not support item assignment`, "codeerr.itemassign"},
		{`key (?P<Value>.+) not in (?P<Type>` + tp + `)`, "codeerr.key"},
		{`unhashable(?: type)?: (?P<Type>` + tp + `)`, "codeerr.unhashable"},
		{`(?P<Type>` + tp + `) value is not iterable`, "codeerr.iterable"},
		{`got (?P<Type>` + tp + `), want iterable`, "codeerr.iterable"},
		{`(?:argument|zip: argument) #(?P<Index>\d+) is not iterable: (?P<Type>` + tp + `)`, "codeerr.argiterable"},
		{`local variable (?P<Name>\w+) referenced before assignment`, "codeerr.unbound"},
		{`global variable (?P<Name>\w+) referenced before assignment`, "codeerr.globalunbound"},
		{`(?:getattr: )?(?P<Type>` + tp + `) has no \.(?P<Name>\w+) field or method \(did you mean \.(?P<Mean>\w+)\?\)`, "codeerr.attrmean"},
		{`(?:getattr: )?(?P<Type>` + tp + `) has no \.(?P<Name>\w+) field or method`, "codeerr.attr"},
		{`can't assign to \.(?P<Name>\w+) field of (?P<Type>` + tp + `)`, "codeerr.setattr"},
		{`too many values to unpack \(got (?P<Count>\d+), want (?P<Max>\d+)\)`, "codeerr.unpackmany"},
		{`too few values to unpack \(got (?P<Count>\d+), want (?P<Max>\d+)\)`, "codeerr.unpackfew"},
		{`got (?P<Type>` + tp + `) in sequence assignment`, "codeerr.unpacktype"},
		{`function (?P<Func>\w+) missing (?P<Count>\d+) arguments? \((?P<Names>[\w, ]+)\)`, "codeerr.missing"},
		{`function (?P<Func>\w+) accepts at most (?P<Max>\d+) positional arguments? \((?P<Count>\d+) given\)`, "codeerr.atmost"},
		{`function (?P<Func>\w+) accepts (?P<Max>\d+) positional arguments? \((?P<Count>\d+) given\)`, "codeerr.exactly"},
		{`function (?P<Func>\w+) accepts no arguments \((?P<Count>\d+) given\)`, "codeerr.noargs"},
		{`function (?P<Func>\w+) got an unexpected keyword argument "?(?P<Name>\w+)"?`, "codeerr.keyword"},
		{`function (?P<Func>\w+) got multiple values for parameter "?(?P<Name>\w+)"?`, "codeerr.twice"},
		{`invalid call of non-function \((?P<Type>` + tp + `)\)`, "codeerr.notfunc"},
		{`repeat count \S+ too large|excessive repeat \(.*\)`, "codeerr.repeat"},
		{`negative shift count: (?P<Value>\S+)`, "codeerr.shiftneg"},
		{`shift count too large: (?P<Value>\S+)`, "codeerr.shiftbig"},
		{`zero is not a valid slice step`, "codeerr.zerostep"},
		{`invalid slice step: (?P<Error>.+)`, "codeerr.slicestep"},
		{`invalid (?:start|end) index: (?P<Error>.+)`, "codeerr.sliceindex"},
		{`invalid slice operand (?P<Type>` + tp + `)`, "codeerr.sliceop"},
		{`not enough arguments for format string`, "codeerr.format.few"},
		{`too many arguments for format string`, "codeerr.format.many"},
		{`%(?P<Verb>.) format requires integer: (?P<Error>.+)`, "codeerr.format.int"},
		{`%(?P<Verb>.) format requires float, not (?P<Type>` + tp + `)`, "codeerr.format.float"},
		{`%c format requires .*`, "codeerr.format.char"},
		{`unknown conversion %(?P<Verb>.)`, "codeerr.format.verb"},
		{`incomplete format(?: key)?|format requires a mapping|key not found: .*`, "codeerr.format.bad"},
		{`format: .*|format spec features not supported in replacement fields: .*`, "codeerr.format.method"},
		{`cannot .+ (?:list|hash table) during iteration`, "codeerr.iterating"},
		{`cannot .+ frozen (?:list|hash table)`, "codeerr.frozen"},
		{`'in <string>' requires string as left operand, not (?P<Type>` + tp + `)`, "codeerr.instring"},
		{`'in <range>' requires integer as left operand, not (?P<Type>` + tp + `)`, "codeerr.inrange"},
		{`'in bytes' requires .*|int in bytes: .*`, "codeerr.inbytes"},
		{`cannot convert (?P<Type>` + tp + `) to int`, "codeerr.toint"},
		{`cannot convert float (?:NaN|infinity) to integer`, "codeerr.toint.float"},
		{`int too large to convert to float|floating-point number too large`, "codeerr.toolarge"},
		{`got (?P<Got>` + tp + `), want (?P<Want>` + tp + `)`, "codeerr.want"},
		{`got (?P<Got>` + tp + `), want (?P<Want>` + tp + `),? or (?P<Or>` + tp + `)`, "codeerr.wantor"},
		{`(?P<Value>.+) out of range \(want value in (?:un)?signed \d+-bit range\)|(?P<Value2>.+) out of range`, "codeerr.range"},
		{`comparison exceeded maximum recursion depth`, "codeerr.cmpdepth"},
		{`Starlark stack overflow`, "codeerr.stack"},
		{`function (?P<Func>\w+) called recursively`, "codeerr.recursive"},
		{`duplicate key: (?P<Value>.+)`, "codeerr.dupkey"},
		{`keywords must be strings, not (?P<Type>` + tp + `)`, "codeerr.kwstring"},
		{`argument after \*\* must be a mapping, not (?P<Type>` + tp + `)`, "codeerr.kwmapping"},
		{`argument after \* must be iterable, not (?P<Type>` + tp + `)`, "codeerr.argiterable"},
		{`Starlark computation cancelled: .*`, "codeerr.cancelled"},
		{`load not implemented by this application|load: .*`, "codeerr.syntax.load"},
		// A builtin's own sentences, after its name.
		{`for parameter (?P<Name>\w+): (?P<Error>.+)`, "codeerr.param"},
		{`got (?P<Count>\d+) arguments?, wants? at most (?P<Max>\d+)`, "codeerr.argcount"},
		{`got (?P<Count>\d+) arguments?, wants? at least (?P<Max>\d+)`, "codeerr.argcount.atleast"},
		{`got (?P<Count>\d+) arguments?, wants? (?:exactly )?(?P<Max>\d+)`, "codeerr.argcount.exactly"},
		{`missing argument for "?(?P<Name>\w+)"?`, "codeerr.missingarg"},
		{`unexpected keyword arguments?(?: "?\w+"?)?|(?:\w+ )?does not accept keyword arguments|unexpected positional arguments`, "codeerr.keywords"},
		{`got multiple values for keyword argument "?(?P<Name>\w+)"?|duplicate keyword arg: (?P<Name2>.+)`, "codeerr.twicekw"},
		{`(?P<Func>\w+) requires at least one positional argument`, "codeerr.nopositional"},
		{`argument is an empty sequence|empty (?:dict|set)`, "codeerr.empty"},
		{`missing key`, "codeerr.missingkey"},
		{`value not in list|element not found`, "codeerr.notfound"},
		{`substring not found`, "codeerr.substring"},
		{`empty separator`, "codeerr.emptysep"},
		{`step argument must not be zero`, "codeerr.zerostep"},
		{`value of type (?P<Type>` + tp + `) has no len`, "codeerr.nolen"},
		{`invalid literal with base (?P<Base>\d+): (?P<Value>.+)`, "codeerr.literal"},
		{`invalid float literal: (?P<Value>.+)`, "codeerr.literal.float"},
		{`empty string`, "codeerr.literal.empty"},
		{`base must be an integer >= 2 && <= 36|for base, got .*|can't convert non-string with explicit base`, "codeerr.base"},
		{`in list, want string, got (?P<Type>` + tp + `)|want string, got (?P<Type2>` + tp + `), for element \d+`, "codeerr.join"},
		{`got (?P<Type>` + tp + `) for separator, want string`, "codeerr.separator"},
		{`got (?P<Got>` + tp + `), want string or tuple of string`, "codeerr.affix"},
		{`Unicode code point .*|string encodes \d+ Unicode code points, want 1|bytes has length \d+, want 1`, "codeerr.codepoint"},
		{`dictionary update sequence element #(?P<Index>\d+) .*`, "codeerr.dictpairs"},
		{`(?P<Func>\w+) got (?P<Count>\d+) arguments, wants 1`, "codeerr.argcountof"},
		{`float got (?P<Got>` + tp + `), want number or string`, "codeerr.tofloat"},
		// A builtin's name, then its sentence: "len: value of type int has
		// no len", "pop: index 3 out of range ...".
		{`(?P<Func>[a-z_]+(?:\.[a-z_]+)?): (?P<Error>.+)`, "codeerr.builtin"},
	})
})

// syntaxKinds are the parser's and the resolver's errors.
var syntaxKinds = sync.OnceValue(func() []pattern {
	return kinds([][2]string{
		{`undefined: (?P<Name>\w+) \(did you mean (?P<Mean>\w+)\?\)`, "codeerr.syntax.undefinedmean"},
		{`undefined: (?P<Name>\w+)`, "codeerr.syntax.undefined"},
		{`got (?P<Token>.+?), want (?P<Expect>primary expression|EOF|in|'.+?', for, or if)`, "codeerr.syntax.want"},
		{`got (?P<Token>.+?) after expression, want EOF`, "codeerr.syntax.after"},
		{`got (?P<Token>.+?), want (?P<Expect>.+)`, "codeerr.syntax.want"},
		{`invalid syntax`, "codeerr.syntax.invalid"},
		{`unindent does not match any outer indentation level`, "codeerr.syntax.unindent"},
		{`unexpected input character (?P<Value>.+)|unexpected (?P<Value2>'.+'|".+")`, "codeerr.syntax.char"},
		{`stray backslash in program`, "codeerr.syntax.backslash"},
		{`unexpected (?:EOF|newline) in string|string literal has invalid quotes|string literal too short`, "codeerr.syntax.string"},
		{`invalid escape sequence .*`, "codeerr.syntax.escape"},
		{`invalid (?:binary|octal|hex|int|float) literal|obsolete form of octal literal; use 0o\d+`, "codeerr.syntax.number"},
		{`conditional expression without else clause`, "codeerr.syntax.ifelse"},
		{`not an identifier`, "codeerr.syntax.ident"},
		{`unparenthesized tuple with trailing comma`, "codeerr.syntax.tuple"},
		{`(?P<Token>\S+) does not associate with (?P<Expect>\S+) \(use parens\)`, "codeerr.syntax.associate"},
		{`excessive nesting`, "codeerr.syntax.nesting"},
		{`keyword argument must have form name=expr`, "codeerr.syntax.kwform"},
		{`keyword argument "?(?P<Name>\w+)"? is repeated|duplicate parameter: (?P<Name2>\w+)`, "codeerr.syntax.duplicate"},
		{`(?:required|optional) parameter may not follow .*|\* parameter may not follow .*|multiple \*\*? parameters not allowed|bare \* must be followed by keyword-only parameters`, "codeerr.syntax.params"},
		{`\d+ (?:keyword|positional) arguments in call, limit is 255`, "codeerr.syntax.toomany"},
		{`(?:\*args|keyword argument|positional argument) may not follow .*|multiple (?:\*\*kwargs|\*args) not allowed`, "codeerr.syntax.args"},
		{`(?P<Token>break|continue) not in a loop`, "codeerr.syntax.loop"},
		{`return statement not within a function`, "codeerr.syntax.return"},
		{`can't assign to (?P<Value>.+)|can't use (?:list|tuple) expression in augmented assignment`, "codeerr.syntax.assign"},
		{`cannot reassign (?:top-level|global|local|\w+) (?P<Name>\w+).*`, "codeerr.syntax.reassign"},
		{`load.*|first operand of load statement must be a string literal|original name of loaded symbol.*`, "codeerr.syntax.load"},
		{`(?:for loop|if statement|while loop) not within a function|this Starlark dialect does not support .*`, "codeerr.syntax.toplevel"},
	})
})

// namedTokens are the parser's tokens told in words ("newline"); the
// rest (')', 'def') are the program's own characters.
var namedTokens = map[string]string{
	"illegal token": "illegal", "end of file": "eof", "EOF": "eof", "newline": "newline", "indent": "indent",
	"outdent": "outdent", "identifier": "identifier", "int literal": "int", "float literal": "float",
	"string literal": "string", "primary expression": "expression",
}

// knownTypes are the interpreter's type names a text names in words
// (codeerr.type.*); another type keeps its name.
var knownTypes = map[string]bool{
	"int": true, "float": true, "string": true, "bool": true, "NoneType": true, "list": true, "tuple": true,
	"dict": true, "set": true, "range": true, "function": true, "builtin_function_or_method": true, "bytes": true,
}

// runtimeMsg tells the interpreter's run-time sentence s as its kind.
func runtimeMsg(s string) story.Msg { return explain(runtimeKinds(), s) }

// syntaxMsg tells the parser's sentence s as its kind.
func syntaxMsg(s string) story.Msg { return explain(syntaxKinds(), s) }

// explain tells s as the first kind of table that matches it, its values
// told as their group says; codeerr.other, with s itself, if none does.
func explain(table []pattern, s string) story.Msg {
	for _, k := range table {
		m := k.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		args := map[string]any{}
		for i, name := range k.re.SubexpNames() {
			if name == "" {
				continue
			}
			// A group of another branch of the pattern ends in 2: it
			// fills the same value.
			key := strings.TrimSuffix(name, "2")
			v := m[i]
			if v == "" {
				if _, set := args[key]; set {
					continue
				}
			}
			switch {
			case sentenceGroups[key]:
				args[key] = explain(table, v)
			case typeGroups[key]:
				args[key] = typeMsg(v)
			case tokenGroups[key]:
				args[key] = tokenMsg(v)
			default:
				args[key] = v
			}
		}
		return story.Text(k.key, args)
	}
	return story.Text("codeerr.other", map[string]any{"Message": s})
}

// typeMsg is a type's name in words when it is one of the known.
func typeMsg(t string) any {
	if knownTypes[t] {
		return story.Text("codeerr.type."+t, nil)
	}
	return t
}

// tokenMsg is a token in words when it has a name, else as written.
func tokenMsg(t string) any {
	if k, ok := namedTokens[t]; ok {
		return story.Text("codeerr.token."+k, nil)
	}
	return t
}
