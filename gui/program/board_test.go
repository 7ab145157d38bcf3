package program

import (
	"image/color"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/gui/i18n"
	"backtracklab/gui/palette"
)

func intVal(n int) code.Val    { return code.Val{Kind: code.Int, Text: strconv.Itoa(n)} }
func strVal(s string) code.Val { return code.Val{Kind: code.String, Text: s} }
func boolVal(b bool) code.Val {
	if b {
		return code.Val{Kind: code.Bool, Text: "True"}
	}
	return code.Val{Kind: code.Bool, Text: "False"}
}

func listVal(id uint32, items ...code.Val) code.Val {
	return code.Val{Kind: code.List, ID: id, Items: items}
}

func ints(id uint32, ns ...int) code.Val {
	items := make([]code.Val, len(ns))
	for i, n := range ns {
		items[i] = intVal(n)
	}
	return listVal(id, items...)
}

// rowsOf is a board as a list of lists of one-character strings.
func rowsOf(id uint32, rows ...string) code.Val {
	v := listVal(id)
	for i, r := range rows {
		row := listVal(id + 1 + uint32(i))
		for _, c := range r {
			row.Items = append(row.Items, strVal(string(c)))
		}
		v.Items = append(v.Items, row)
	}
	return v
}

func global(name string, v code.Val) code.Var { return code.Var{Name: name, Global: true, Val: v} }
func local(name string, v code.Val) code.Var  { return code.Var{Name: name, Val: v} }

// showState puts a Board in a test window and shows s.
func showState(t *testing.T, s *code.State) (*Board, *boardRenderer, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	i18n.Use(i18n.English)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	b := NewBoard()
	w := test.NewTempWindow(t, b)
	b.SetState(s)
	w.Resize(b.MinSize().Add(fyne.NewSize(8, 8)))
	return b, test.WidgetRenderer(b).(*boardRenderer), w
}

// visibleTexts returns the texts the Board shows, top to bottom, left to
// right.
func visibleTexts(r *boardRenderer) []*canvas.Text {
	var out []*canvas.Text
	for _, o := range r.Objects() {
		if t, ok := o.(*canvas.Text); ok && t.Visible() && t.Text != "" {
			out = append(out, t)
		}
	}
	slices.SortStableFunc(out, func(a, b *canvas.Text) int {
		if a.Position().Y != b.Position().Y {
			return int(a.Position().Y - b.Position().Y)
		}
		return int(a.Position().X - b.Position().X)
	})
	return out
}

func textsOf(ts []*canvas.Text) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Text
	}
	return out
}

// find returns the visible texts reading s.
func find(r *boardRenderer, s string) []*canvas.Text {
	var out []*canvas.Text
	for _, t := range visibleTexts(r) {
		if t.Text == s {
			out = append(out, t)
		}
	}
	return out
}

// rectsAt returns the visible rectangles of layer l containing point p.
func rectsAt(r *boardRenderer, l int, p fyne.Position) []*canvas.Rectangle {
	var out []*canvas.Rectangle
	for _, o := range r.pool[l] {
		c := o.r
		if c.Visible() && p.X >= c.Position().X && p.X <= c.Position().X+c.Size().Width &&
			p.Y >= c.Position().Y && p.Y <= c.Position().Y+c.Size().Height {
			out = append(out, c)
		}
	}
	return out
}

func center(o fyne.CanvasObject) fyne.Position {
	return o.Position().Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
}

func TestQueenIsDrawnOnItsSquare(t *testing.T) {
	s := &code.State{Globals: []code.Var{global("board", rowsOf(1, "....", "..Q.", "....", "...."))}}
	_, r, _ := showState(t, s)
	queens := find(r, queenGlyph)
	if len(queens) != 1 {
		t.Fatalf("%d queens drawn, want 1; texts %q", len(queens), textsOf(visibleTexts(r)))
	}
	if strings.Contains(strings.Join(textsOf(visibleTexts(r)), ""), ".") {
		t.Errorf("an empty square shows its dot: %q", textsOf(visibleTexts(r)))
	}
	// The queen's square is the one of row 1, column 2: right of column
	// 2's number and level with row 1's, filled with the queens' blue.
	q := center(queens[0])
	col2, row1 := find(r, "2")[0], find(r, "1")
	var rowLabel *canvas.Text
	for _, l := range row1 {
		if l.Position().X < col2.Position().X-20 {
			rowLabel = l
		}
	}
	if rowLabel == nil {
		t.Fatal("no row number 1 left of the board")
	}
	if d := q.X - center(col2).X; d < -2 || d > 2 {
		t.Errorf("queen at x %v, column 2 at %v", q.X, center(col2).X)
	}
	if d := q.Y - center(rowLabel).Y; d < -2 || d > 2 {
		t.Errorf("queen at y %v, row 1 at %v", q.Y, center(rowLabel).Y)
	}
	var fills []color.Color
	for _, sq := range rectsAt(r, layerBox, q) {
		fills = append(fills, sq.FillColor)
	}
	if len(fills) != 1 || fills[0] != palette.Placed {
		t.Errorf("the queen's square is filled %v, want the queens' blue", fills)
	}
}

func TestListIsARowOfNumberedBoxes(t *testing.T) {
	s := &code.State{Globals: []code.Var{global("path", ints(1, 1, 2, 3))}}
	_, r, _ := showState(t, s)
	var items []*canvas.Text
	for _, want := range []string{"1", "2", "3"} {
		found := find(r, want)
		// Each of 1 and 2 is an item and an index; the items are the larger.
		slices.SortFunc(found, func(a, b *canvas.Text) int { return int(b.TextSize - a.TextSize) })
		items = append(items, found[0])
	}
	for i := 1; i < 3; i++ {
		if items[i].Position().Y != items[0].Position().Y || items[i].Position().X <= items[i-1].Position().X {
			t.Errorf("item %d at %v after item %d at %v: not in a row", i, items[i].Position(), i-1, items[i-1].Position())
		}
	}
	// Index i stands above item i.
	for i, it := range items {
		var above bool
		for _, ix := range find(r, strconv.Itoa(i)) {
			if ix != it && center(ix).Y < it.Position().Y && abs(center(ix).X-center(it).X) < 2 {
				above = true
			}
		}
		if !above {
			t.Errorf("no index %d above item %q", i, it.Text)
		}
	}
	// Each item sits in a box of its own.
	boxes := map[*canvas.Rectangle]bool{}
	for _, it := range items {
		in := rectsAt(r, layerBox, center(it))
		if len(in) != 1 {
			t.Fatalf("item %q is in %d boxes", it.Text, len(in))
		}
		boxes[in[0]] = true
	}
	if len(boxes) != 3 {
		t.Errorf("3 items in %d boxes", len(boxes))
	}
}

func abs(x float32) float32 { return max(x, -x) }

func TestDictIsATableOfKeysAndValues(t *testing.T) {
	d := code.Val{Kind: code.Dict, ID: 4, Keys: []code.Val{strVal("a"), strVal("bb")}, Items: []code.Val{intVal(7), ints(5, 8, 9)}}
	_, r, _ := showState(t, &code.State{Globals: []code.Var{global("seen", d)}})
	got := textsOf(visibleTexts(r))
	want := []string{"Global variables", "seen", `"a"`, "7", `"bb"`, "[8, 9]"}
	if !slices.Equal(got, want) {
		t.Fatalf("texts %q, want %q", got, want)
	}
	ka, va, kb, vb := find(r, `"a"`)[0], find(r, "7")[0], find(r, `"bb"`)[0], find(r, "[8, 9]")[0]
	if ka.Position().X != kb.Position().X || va.Position().X != vb.Position().X || va.Position().X <= ka.Position().X {
		t.Errorf("keys at x %v %v, values at %v %v: not two columns", ka.Position().X, kb.Position().X, va.Position().X, vb.Position().X)
	}
	if ka.Position().Y != va.Position().Y || kb.Position().Y <= ka.Position().Y {
		t.Errorf("rows at y %v/%v and %v/%v", ka.Position().Y, va.Position().Y, kb.Position().Y, vb.Position().Y)
	}
}

// permutations is the state of permute(path, used) three calls deep,
// path and used shared by the top level and every frame.
func permutations(pathItems ...int) *code.State {
	path := ints(1, pathItems...)
	used := listVal(2, boolVal(true), boolVal(false), boolVal(true))
	s := &code.State{Globals: []code.Var{global("path", path), global("used", used), global("n", intVal(3))}}
	s.Frames = append(s.Frames, code.Frame{ID: 1})
	for d := range 3 {
		s.Frames = append(s.Frames, code.Frame{ID: uint32(d + 2), Func: "permute", Line: 9 + d, Locals: []code.Var{
			local("path", path), local("used", used), local("i", intVal(d)),
		}})
	}
	return s
}

func TestSharedListIsDrawnOnceAndTagged(t *testing.T) {
	_, r, _ := showState(t, permutations(1, 3))
	for _, item := range []string{"1", "3", "True", "False"} {
		n := 0
		for _, tx := range find(r, item) {
			if tx.TextStyle.Monospace && tx.TextSize == theme.TextSize() {
				n++
			}
		}
		// 1: path[0] and the second frame's i; 3: path[1] and n; True:
		// used[0] and used[2]. Not one more in any frame.
		want := 2
		if item == "False" {
			want = 1
		}
		if n != want {
			t.Errorf("%q drawn %d times, want %d", item, n, want)
		}
	}
	tags := find(r, refArrow+"path")
	if len(tags) != 3 || len(find(r, refArrow+"used")) != 3 {
		t.Fatalf("%d tags to path, %d to used; want 3 each (one per frame)", len(tags), len(find(r, refArrow+"used")))
	}
	// The tags and the outline of the list they point to share one accent,
	// and path's differs from used's.
	accentOf := func(tag *canvas.Text) color.Color {
		rs := rectsAt(r, layerBox, center(tag))
		if len(rs) != 1 {
			t.Fatalf("tag %q in %d boxes", tag.Text, len(rs))
		}
		return rs[0].StrokeColor
	}
	pathAccent, usedAccent := accentOf(tags[0]), accentOf(find(r, refArrow+"used")[0])
	if pathAccent == usedAccent {
		t.Errorf("path and used share the accent %v", pathAccent)
	}
	var outlined bool
	item := find(r, "3")[0]
	for _, o := range rectsAt(r, layerMark, center(item)) {
		if o.StrokeColor == pathAccent && o.FillColor == nil || o.StrokeColor == pathAccent && o.FillColor == (color.NRGBA{}) {
			outlined = true
		}
	}
	if !outlined {
		t.Error("the global path has no outline in the accent of its tags")
	}
	// The innermost frame runs: it is drawn first, on top, and Running
	// says where.
	pos, size, ok := r.board.Running()
	titles := find(r, "permute")
	first := titles[0]
	for _, t := range titles {
		if t.Position().Y < first.Position().Y {
			first = t
		}
	}
	if !ok || first.Position().Y < pos.Y || first.Position().Y > pos.Y+size.Height {
		t.Errorf("running frame at %v %v; the top frame's title at %v", pos, size, first.Position())
	}
}

func TestNilStateShowsOnlyAHint(t *testing.T) {
	b, r, _ := showState(t, nil)
	if got := textsOf(visibleTexts(r)); !slices.Equal(got, []string{i18n.T("program.board.empty")}) {
		t.Errorf("empty board shows %q", got)
	}
	b.SetState(permutations(1))
	if len(visibleTexts(r)) < 10 {
		t.Fatalf("a state shows only %q", textsOf(visibleTexts(r)))
	}
	b.SetState(nil)
	if got := textsOf(visibleTexts(r)); !slices.Equal(got, []string{i18n.T("program.board.empty")}) {
		t.Errorf("after nil the board shows %q", got)
	}
	for l := range layers {
		for _, o := range r.pool[l] {
			if o.r.Visible() {
				t.Fatalf("a box is left at %v", o.r.Position())
			}
		}
	}
	if _, _, ok := b.Running(); ok {
		t.Error("an empty board has a running frame")
	}
}

// changedOutlines returns the outlines in the theme's primary colour.
func changedOutlines(r *boardRenderer) []*canvas.Rectangle {
	var out []*canvas.Rectangle
	primary := toNRGBA(theme.Color(theme.ColorNamePrimary))
	for _, o := range r.pool[layerMark] {
		if o.r.Visible() && o.r.StrokeColor == primary {
			out = append(out, o.r)
		}
	}
	return out
}

func TestWhatChangedIsOutlined(t *testing.T) {
	b, r, _ := showState(t, permutations(1, 3))
	if n := len(changedOutlines(r)); n != 0 {
		t.Fatalf("a first state has %d changes outlined", n)
	}
	next := permutations(1, 3, 2) // path grows by one item
	next.Frames[3].Locals[2] = local("i", intVal(1))
	b.SetState(next)
	out := changedOutlines(r)
	if len(out) != 2 {
		t.Fatalf("%d outlines, want 2: path[2] and the last frame's i", len(out))
	}
	var got []string
	for _, o := range out {
		for _, tx := range visibleTexts(r) {
			if tx.TextSize == theme.TextSize() && len(rectsAt(r, layerMark, center(tx))) > 0 && slices.Contains(rectsAt(r, layerMark, center(tx)), o) {
				got = append(got, tx.Text)
			}
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"1", "2"}) {
		t.Errorf("outlined %q, want the new item 2 and i's 1", got)
	}
}

func TestAnEqualStateTouchesNothing(t *testing.T) {
	b, r, _ := showState(t, permutations(1, 3))
	before, gen := r.touched, r.gen
	b.SetState(permutations(1, 3)) // equal, built anew
	if r.touched != before || r.gen != gen {
		t.Errorf("an equal state touched %d objects in %d refreshes", r.touched-before, r.gen-gen)
	}
	// One changed scalar: its text, its outline, and the frame's title line
	// at most; nothing else moves.
	next := permutations(1, 3)
	next.Frames[2].Locals[2] = local("i", intVal(7))
	b.SetState(next)
	if n := r.touched - before; n == 0 || n > 3 {
		t.Errorf("changing one number touched %d objects", n)
	}
}

func TestDeepRecursionDrawsTheInnermostFrames(t *testing.T) {
	s := &code.State{Globals: []code.Var{global("n", intVal(30))}}
	for d := range 30 {
		s.Frames = append(s.Frames, code.Frame{ID: uint32(d + 1), Func: "down", Line: 3,
			Locals: []code.Var{local("k", intVal(d))}})
	}
	_, r, _ := showState(t, s)
	if n := len(find(r, "down")); n != maxFrames {
		t.Errorf("%d frames drawn, want %d", n, maxFrames)
	}
	more := find(r, "… 18 more calls outside")
	if len(more) != 1 {
		t.Fatalf("no count of the frames left out in %q", textsOf(visibleTexts(r)))
	}
	// The innermost frame (k = 29) is drawn on top, the outermost (k = 0)
	// is not, and the count of those left out stands under the frames.
	if len(find(r, "29")) != 1 || len(find(r, "17")) != 0 {
		t.Errorf("k = 29 drawn %d times, k = 17 %d times", len(find(r, "29")), len(find(r, "17")))
	}
	if top, bottom := find(r, "29")[0].Position().Y, find(r, "18")[0].Position().Y; top > bottom {
		t.Errorf("k = 29 is drawn at y %v, under k = 18 at %v", top, bottom)
	}
	for _, f := range find(r, "down") {
		if more[0].Position().Y < f.Position().Y {
			t.Errorf("the count at y %v is above a frame drawn at %v", more[0].Position().Y, f.Position().Y)
		}
	}
}

func TestSudokuGridHasThickBoxRules(t *testing.T) {
	rows := []string{"5300", "0012", "1000", "0003"}
	g := listVal(1)
	for i, row := range rows {
		rv := listVal(uint32(i + 2))
		for _, c := range row {
			rv.Items = append(rv.Items, intVal(int(c-'0')))
		}
		g.Items = append(g.Items, rv)
	}
	_, r, _ := showState(t, &code.State{Globals: []code.Var{global("grid", g)}})
	for _, z := range find(r, "0") { // row and column numbers only: empty cells show nothing
		if z.TextSize != theme.CaptionTextSize() {
			t.Errorf("a square shows 0 at %v", z.Position())
		}
	}
	if len(find(r, "5")) != 1 || len(find(r, "3")) != 4 { // 3: a digit twice, a row and a column number
		t.Errorf("5 drawn %d times, 3 %d times", len(find(r, "5")), len(find(r, "3")))
	}
	thick := 0
	for _, o := range r.pool[layerMark] {
		if o.r.Visible() && o.r.FillColor == r.in.thick && min(o.r.Size().Width, o.r.Size().Height) == 2 {
			thick++
		}
	}
	if thick != 6 { // three across and three down: the edges and the middle
		t.Errorf("%d thick rules, want 6", thick)
	}
}

func TestBoardImages(t *testing.T) {
	queens := &code.State{
		Globals: []code.Var{global("n", intVal(4)), global("board", rowsOf(1, ".Q..", "...Q", "Q...", "...."))},
		Frames: []code.Frame{{ID: 1}, {ID: 2, Func: "place", Line: 21, Locals: []code.Var{local("row", intVal(3))}},
			{ID: 3, Func: "is_valid", Line: 7, Locals: []code.Var{local("row", intVal(3)), local("col", intVal(1)), local("r", intVal(0))}}},
	}
	before := &code.State{Globals: queens.Globals, Frames: slices.Clone(queens.Frames)}
	before.Frames[2].Locals = []code.Var{local("row", intVal(3)), local("col", intVal(0))}
	for name, states := range map[string][]*code.State{
		"queens":       {before, queens},
		"permutations": {permutations(1, 3), permutations(1, 3, 2)},
	} {
		t.Run(name, func(t *testing.T) {
			b, _, w := showState(t, states[0])
			b.SetState(states[1])
			w.Resize(b.MinSize().Add(fyne.NewSize(8, 8)))
			test.AssertRendersToImage(t, "board/"+name+".png", w.Canvas())
		})
	}
}

// queensProgram is a textbook N-Queens program, to draw every step of a
// real run.
const queensProgram = `n = 6
board = [["."] * n for _ in range(n)]
solutions = []

def is_valid(row, col):
    for r in range(row):
        if board[r][col] == "Q":
            return False
        d = row - r
        if col - d >= 0 and board[r][col - d] == "Q":
            return False
        if col + d < n and board[r][col + d] == "Q":
            return False
    return True

def place(row):
    if row == n:
        solutions.append(["".join(r) for r in board])
        return
    for col in range(n):
        if not is_valid(row, col):
            continue
        board[row][col] = "Q"
        place(row + 1)
        board[row][col] = "."

place(0)
`

// runSteps runs src and returns its events.
func runSteps(tb testing.TB, src string) []engine.Event {
	tb.Helper()
	p, err := code.Compile("queens.py", src)
	if err != nil {
		tb.Fatal(err)
	}
	var events []engine.Event
	p.Run(code.Limits{}, io.Discard)(engine.NewTracer(func(e engine.Event) { events = append(events, e) }))
	return events
}

// Every step of a real run draws, and the objects made stay few: they are
// reused from step to step.
func TestEveryStepOfARunDraws(t *testing.T) {
	events := runSteps(t, queensProgram)
	b, r, _ := showState(t, nil)
	var s code.State
	for i := range events {
		s.Apply(&events[i])
		b.SetState(&s)
	}
	if n := len(r.objects); n > 400 {
		t.Errorf("%d objects made for a 6x6 board and a few frames", n)
	}
	// At the end: the board back to empty, and four solutions of six rows
	// (a board of strings), each with one row "..Q...".
	if len(find(r, queenGlyph)) != 0 || len(find(r, "..Q...")) != 4 {
		t.Errorf("the end shows %q", textsOf(visibleTexts(r)))
	}
}

func BenchmarkSetState(b *testing.B) {
	events := runSteps(b, queensProgram)
	test.NewTempApp(b)
	board := NewBoard()
	test.NewTempWindow(b, board)
	states := make([]*code.State, 0, len(events))
	var s code.State
	for i := range events {
		s.Apply(&events[i])
		states = append(states, s.Snapshot().(*code.State))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.SetState(states[i%len(states)])
	}
}

// A list of rows reached from a second name is tagged, and its rows are
// not marked shared for it; rows that are one list (the aliasing of
// [[0] * 3] * 3) are.
func TestSharedRowsAreMarked(t *testing.T) {
	board := rowsOf(1, "..", "..")
	s := &code.State{Globals: []code.Var{global("board", board)},
		Frames: []code.Frame{{ID: 1, Func: "solve", Locals: []code.Var{local("b", board), local("row", board.Items[1])}}}}
	_, r, _ := showState(t, s)
	if len(find(r, refArrow+"board")) != 1 || len(find(r, refArrow+"board[1]")) != 1 {
		t.Fatalf("tags: %q", textsOf(visibleTexts(r)))
	}
	shared := func() (n int) {
		for _, o := range r.pool[layerMark] {
			if o.r.Visible() && o.r.StrokeWidth == 2 && slices.Contains(r.in.accents[:r.in.nAccents], toNRGBA(o.r.StrokeColor)) {
				n++
			}
		}
		return n
	}
	if n := shared(); n != 2 { // board as a whole (b) and its row 1 (row)
		t.Errorf("%d outlines in an accent, want 2", n)
	}
	row := ints(9, 0, 0)
	alias := listVal(8, row, row, row)
	_, r, _ = showState(t, &code.State{Globals: []code.Var{global("grid", alias)}})
	if n := shared(); n != 3 {
		t.Errorf("three rows that are one list: %d outlined", n)
	}
}
