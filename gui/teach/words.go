package teach

import (
	"math/bits"
	"strings"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
)

// The words the screens' stack lines and tree labels share.

// RuleName names rule c briefly, as a stub of the search tree and a
// rejected try on the call stack do: "column", "wall". Its words are
// "teach.rule.<name>", named as the tree's signs are (ruleNames).
func RuleName(c engine.Conflict) string {
	if c < engine.NumConflicts && ruleNames[c] != "" {
		return i18n.T("teach.rule." + ruleNames[c])
	}
	return i18n.T("teach.rule.other")
}

// Set writes the members of mask as code writes a set, "{2, 5, 8}":
// bit i is the value name(i).
func Set(mask uint64, name func(i int) string) string {
	var b strings.Builder
	b.WriteByte('{')
	for first := true; mask != 0; first = false {
		i := bits.TrailingZeros64(mask)
		mask &= mask - 1
		if !first {
			b.WriteString(", ")
		}
		b.WriteString(name(i))
	}
	b.WriteByte('}')
	return b.String()
}

// Join puts the parts of a stack line together: the call, then what the
// frame does, set apart.
func Join(parts ...string) string {
	out := parts[:0:0]
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "  ")
}

// Stub labels a stub of the search tree: the try it cut off, named as a
// choice is, and the rule that cut it.
func Stub(choice string, c engine.Conflict) string {
	return i18n.T("teach.node.stub", i18n.Args{"Choice": choice, "Rule": RuleName(c)})
}

// FinishKey is the words of the last frame on the call stack at a run's
// Finish: stopped there, or the search over. A generation stopped half
// way said "the search is over" beside a maze half carved.
func FinishKey(end engine.End) string {
	if end == engine.Stopped {
		return "teach.stack.stopped"
	}
	return "teach.stack.over"
}
