package program

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run"
)

// erring are programs that fail, one for each kind of the interpreter's
// errors it can reach, when compiling (the first) and when running.
var erring = []string{
	// Compile errors.
	"x = 1 +\n",
	"x = (1, 2\n",
	"print(y)\n",
	"prnt(1)\n",
	"if True:\n    x = 1\n  x = 2\n",
	"x = 1 $ 2\n",
	"x = 'abc\n",
	"x = 0x\n",
	"x = 1 if True\n",
	"def f(a, a):\n    return a\n",
	"break\n",
	"return 1\n",
	"1 = x\n",
	"x = 1 2\n",
	"def f(a=1, b):\n    return b\n",
	"def f(a):\n    return a\nf(a=1, 2)\n",
	"x = '\\q'\n",
	"x = 1 < 2 < 3\n",
	"load('x', 'y')\n",
	"x = 1\n    y = 2\n",
	"x = 1 +* 2\n",
	"x = 017\n",
	"x = [1, 2\ny = 3\n",
	// Run-time errors.
	"x = 1 // 0\n",
	"x = 1 / 0\n",
	"x = 5 % 0\n",
	"x = 1 + 'a'\n",
	"x = -'a'\n",
	"a = [1, 2]\nx = a[5]\n",
	"a = []\nx = a[0]\n",
	"a = [1]\nx = a['k']\n",
	"x = 5\ny = x[0]\n",
	"t = (1, 2)\nt[0] = 5\n",
	"d = {}\nx = d['k']\n",
	"d = {}\nd[[1]] = 2\n",
	"for i in 5:\n    x = i\n",
	"def f():\n    x = y\n    y = 1\nf()\n",
	"a = [1]\na.push(2)\n",
	"a = [1]\na.apend(2)\n",
	"a, b = [1, 2, 3]\n",
	"a, b, c = [1, 2]\n",
	"a, b = 5\n",
	"def f(a, b):\n    return a\nf(1)\n",
	"def f(a, b):\n    return a\nf(1, 2, 3)\n",
	"def g(a, b=1):\n    return a\ng(1, 2, 3)\n",
	"def h():\n    return 1\nh(1)\n",
	"def f(a, b):\n    return a\nf(1, 2, c=3)\n",
	"def f(a, b):\n    return a\nf(1, a=2)\n",
	"x = 5\nx()\n",
	"x = 1 << -1\n",
	"x = 1 << 100000\n",
	"a = [1, 2]\nx = a[::0]\n",
	"x = '%d %d' % (1,)\n",
	"x = '%d' % (1, 2)\n",
	"x = '%d' % 'a'\n",
	"x = '%f' % 'a'\n",
	"x = '%q' % 1\n",
	"x = '{' .format(1)\n",
	"a = [1, 2]\nfor x in a:\n    a.append(x)\n",
	"x = 1 in 'abc'\n",
	"x = 'a' in range(3)\n",
	"x = int('abc')\n",
	"x = len(5)\n",
	"a = [1]\na.remove(5)\n",
	"x = max([])\n",
	"x = range(1, 5, 0)\n",
	"x = ','.join([1])\n",
	"d = {}\nx = d.pop('k')\n",
	"x = float('abc')\n",
	"x = {'a': 1, 'a': 2}\n",
	"x = chr(-1)\n",
	"x = 'a'.split('')\n",
	"x = len(1, 2)\n",
	"x = sorted([1], foo=2)\n",
	"x = int(float('inf'))\n",
	"x = 'abc'.startswith(1)\n",
	"x = getattr([], 'foo')\n",
	"x = list(5)\n",
	"x = 'a' < 1\n",
	"x = 'abc'.index('z')\n",
	"x = [1, 2].index(5)\n",
	"x = dict([1])\n",
	"x = int('12', 50)\n",
	"x = {}.pop()\n",
	"x = min()\n",
	"x = zip(1)\n",
	"x = str(1, 2)\n",
	"x = abs('a')\n",
	"x = [1][1:'a']\n",
	"x = 1.0 // 0\n",
	"x = 5.0 % 0\n",
	"s = set()\nx = s.pop()\n",
	"x = hash([1])\n",
	"x = ord('ab')\n",
	"x = 'ab'.replace(1, 2)\n",
	"x = {'a': 1}\nfor k in x:\n    x['b'] = 2\n",
	"x = None + 1\n",
	"x = 'a'.format(**5)\n",
	"x = {}.get()\n",
}

// failure is what the window says of src's error, in the language in
// use: its compile error, or the error its run ends on.
func failure(t *testing.T, src string) (string, *code.Error) {
	t.Helper()
	p, err := code.Compile(i18n.T("program.file"), src)
	if err != nil {
		e := errorOf(err)
		return i18n.Say(e.Msg), e
	}
	var failed *code.Error
	end := p.Run(code.Limits{Steps: 1 << 20}, io.Discard)(engine.NewResultTracer(func(e engine.Event) {
		if o, ok := e.Result.(*code.Outcome); ok && o.Err != nil {
			failed = o.Err
		}
	}))
	if end != engine.Failed || failed == nil {
		t.Fatalf("%q ended %v, not on an error", src, end)
	}
	return i18n.Say(failed.Msg), failed
}

// TestErrorsInChinese runs every failing program in Chinese: what the
// window says of its error is Chinese but for the program's own names
// and values, Python's None and code quoted as code (`else`), whatever
// the interpreter said.
func TestErrorsInChinese(t *testing.T) {
	i18ntest.UseChinese(t)
	word := regexp.MustCompile(`[A-Za-z_]\w*`)
	quoted := regexp.MustCompile("`[^`]*`")
	for _, src := range erring {
		said, e := failure(t, src)
		own := map[string]bool{"None": true, "Python": true}
		for _, w := range word.FindAllString(src, -1) {
			own[w] = true
		}
		left := word.ReplaceAllStringFunc(quoted.ReplaceAllString(said, ""), func(w string) string {
			if own[w] || len(w) == 1 {
				return ""
			}
			return w
		})
		if english := i18ntest.English(left); english != "" || !i18ntest.HasHan(said) {
			t.Errorf("%q (the interpreter: %q) is told %q: %q is English", src, e.Detail, said, english)
		}
	}
}

// TestErrorsOfEveryKindAreKnown: no failing program's error is told as
// one of no known kind, the interpreter's words as they are.
func TestErrorsOfEveryKindAreKnown(t *testing.T) {
	for _, src := range erring {
		said, e := failure(t, src)
		if strings.Contains(said, e.Detail) && !strings.Contains(src, e.Detail) {
			t.Errorf("%q: told %q, the interpreter's own words", src, said)
		}
		t.Logf("%-40q %-60q %s", src, e.Detail, said)
	}
}

// The Code screen in Chinese tells a run's error in Chinese, on its
// status line and at the error's line in the editor: "floored division by
// zero" no more.
func TestScreenSaysARunsErrorInChinese(t *testing.T) {
	s := newTestScreen(t)
	i18ntest.UseChinese(t)
	s.Editor().SetText("print('a')\nx = 1 // 0\n")
	s.Session().SetNotch(run.FullSpeed)
	s.Session().Start()
	if end := finish(t, s); end != engine.Failed {
		t.Fatalf("ended %v", end)
	}
	line, msg := s.Editor().ErrorLine()
	for _, said := range []string{s.Status(), msg} {
		if english := i18ntest.English(said); english != "" || !strings.Contains(said, "除数为零") {
			t.Errorf("told %q (%q is English)", said, english)
		}
	}
	if line != 2 {
		t.Errorf("the editor marks line %d", line)
	}
}
