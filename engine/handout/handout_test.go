package handout

import (
	"bytes"
	"context"
	"errors"
	"image/gif"
	"image/png"
	"io"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"backtracklab/assets/translations"
	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
)

func TestQueensSheetLayoutHoldsEverySolution(t *testing.T) {
	for _, tc := range []struct {
		n      int
		unique bool
		boards int
		paper  Paper
		pages  int
	}{
		{8, false, 92, A4, 4},
		{8, true, 12, A4, 1},
		{8, false, 92, Letter, 5},
		{6, false, 4, A4, 1},
		{10, false, 724, A4, 0},
	} {
		sols := QueensSolutions(tc.n, tc.unique)
		l := LayoutQueensSheet(English(), tc.n, sols, tc.unique, tc.paper)
		if l.Boards() != tc.boards {
			t.Errorf("n=%d unique=%v: %d boards laid out, want %d", tc.n, tc.unique, l.Boards(), tc.boards)
		}
		if tc.pages != 0 && len(l.Pages) != tc.pages {
			t.Errorf("n=%d unique=%v on %s: %d pages, want %d", tc.n, tc.unique, tc.paper.Name, len(l.Pages), tc.pages)
		}
		next := 1
		for p, page := range l.Pages {
			for _, b := range page.Boards {
				if b.Number != next {
					t.Fatalf("page %d: board numbered %d, want %d", p+1, b.Number, next)
				}
				next++
				// Inside the margins, below the head, its caption above the foot.
				if b.X < margin || b.X+b.Size > tc.paper.W-margin || b.Y < margin+sheetHead ||
					b.Y+b.Size+sheetCaption > tc.paper.H-margin {
					t.Errorf("board %d at (%.0f,%.0f) size %.0f leaves the page's margins", b.Number, b.X, b.Y, b.Size)
				}
				if !isSolution(b.Cols) {
					t.Errorf("board %d: %v is not a solution", b.Number, b.Cols)
				}
			}
			// No two boards overlap: a grid of PerRow columns.
			for i, a := range page.Boards {
				for _, b := range page.Boards[i+1:] {
					if a.X < b.X+b.Size && b.X < a.X+a.Size && a.Y < b.Y+b.Size+sheetCaption && b.Y < a.Y+a.Size+sheetCaption {
						t.Errorf("boards %d and %d overlap", a.Number, b.Number)
					}
				}
			}
		}
	}
}

func TestQueensSheetPDFPagesAndText(t *testing.T) {
	var buf bytes.Buffer
	l, err := WriteQueensSheetPDF(&buf, English(), 8, QueensSolutions(8, false), false, A4)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", buf.Bytes()[:min(buf.Len(), 16)])
	}
	if got := pdfPages(buf.Bytes()); got != len(l.Pages) || got != 4 {
		t.Fatalf("%d pages in the PDF, the layout has %d, want 4", got, len(l.Pages))
	}
	text := pdfText(t, buf.Bytes())
	pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
	if len(pages) != 4 {
		t.Fatalf("pdftotext read %d pages, want 4", len(pages))
	}
	for i, page := range pages {
		if !strings.Contains(page, "8 queens: all 92 solutions") {
			t.Errorf("page %d lacks its title:\n%s", i+1, page)
		}
		if !strings.Contains(page, "Page "+itoa(i+1)+" of 4") {
			t.Errorf("page %d lacks its number", i+1)
		}
	}
	seen := map[string]bool{}
	for _, m := range regexp.MustCompile(`#(\d+)`).FindAllStringSubmatch(text, -1) {
		seen[m[1]] = true
	}
	for i := 1; i <= 92; i++ {
		if !seen[itoa(i)] {
			t.Errorf("board #%d's number is not in the PDF", i)
		}
	}
	if len(seen) != 92 {
		t.Errorf("%d board numbers in the PDF, want 92", len(seen))
	}
	// The first solution's columns, counted from 1, under board #1
	// (pdftotext reads the narrow spaces between them as none).
	if !strings.Contains(strings.ReplaceAll(text, " ", ""), "15863724") {
		t.Error("board #1's caption 1 5 8 6 3 7 2 4 is missing")
	}
}

func TestQueensSheetUniqueInChinese(t *testing.T) {
	var buf bytes.Buffer
	if _, err := WriteQueensSheetPDF(&buf, In(translations.Chinese), 8, QueensSolutions(8, true), true, Letter); err != nil {
		t.Fatal(err)
	}
	if got := pdfPages(buf.Bytes()); got != 1 {
		t.Errorf("%d pages, want 1", got)
	}
	text := pdfText(t, buf.Bytes())
	// pdftotext reads the spaces between Chinese and digits as none.
	for _, want := range []string{"8皇后：本质不同的解，共12个", "第1页，共1页", "#12"} {
		if !strings.Contains(strings.ReplaceAll(text, " ", ""), want) {
			t.Errorf("the Chinese sheet lacks %q:\n%s", want, text)
		}
	}
}

func TestSudokuSheetPuzzleThenSolution(t *testing.T) {
	g, err := sudoku.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	_, ok, err := WriteSudokuSheetPDF(context.Background(), &buf, In(translations.Chinese), g, A4)
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	if got := pdfPages(buf.Bytes()); got != 2 {
		t.Fatalf("%d pages, want 2", got)
	}
	pages := strings.Split(pdfText(t, buf.Bytes()), "\f")
	if !strings.Contains(pages[0], "数独：题目") || !strings.Contains(pages[1], "数独：答案") {
		t.Fatalf("titles: %q / %q", firstLine(pages[0]), firstLine(pages[1]))
	}
	// The puzzle's page has its 17 givens only, the solution's all 81 digits.
	if d := digitsIn(pages[0]); d != 17 {
		t.Errorf("the puzzle's page shows %d digits in its grid, want 17", d)
	}
	if d := digitsIn(pages[1]); d != 81 {
		t.Errorf("the solution's page shows %d digits in its grid, want 81", d)
	}
	// A puzzle without a solution makes no sheet.
	bad, err := sudoku.Parse("11...............................................................................")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := WriteSudokuSheetPDF(context.Background(), &bytes.Buffer{}, English(), bad, A4); ok {
		t.Error("a puzzle with two 1s in a row made a sheet")
	}
}

func firstLine(s string) string { return strings.SplitN(s, "\n", 2)[0] }

// digitsIn counts the lines of a page that are a single digit: the
// grid's cells, as pdftotext reads them a line each (the puzzle's line,
// the page's title and number are longer lines).
func digitsIn(page string) int {
	k := 0
	for _, line := range strings.Split(page, "\n") {
		if len(line) == 1 && line[0] >= '1' && line[0] <= '9' {
			k++
		}
	}
	return k
}

func TestTreeLayoutHasEveryNodeAndNoOverlap(t *testing.T) {
	for _, n := range []int{4, 6} {
		rec := recordQueens(t, n, queens.Scan)
		tr := treeOf(rec)
		l := LayoutTree(English(), tr, English().QueensLabel, "q", 0)
		if len(l.Nodes) != tr.Len() {
			t.Fatalf("n=%d: %d nodes laid out, the tree has %d", n, len(l.Nodes), tr.Len())
		}
		byLevel := map[float64][]TreeNode{}
		for i, nd := range l.Nodes {
			byLevel[nd.Y] = append(byLevel[nd.Y], nd)
			if nd.Parent >= 0 && l.Nodes[nd.Parent].Y >= nd.Y {
				t.Errorf("n=%d: node %d is not below its parent", n, i)
			}
			if nd.X-nd.W/2 < margin-0.01 || nd.X+nd.W/2 > l.W-margin+0.01 {
				t.Errorf("n=%d: node %d leaves the page", n, i)
			}
		}
		for y, level := range byLevel {
			// Made in the order of the search, each level reads left to right.
			for i := 1; i < len(level); i++ {
				a, b := level[i-1], level[i]
				if a.X+a.W/2+treeGap > b.X-b.W/2+0.01 {
					t.Fatalf("n=%d: at y=%.0f, nodes at x=%.1f and %.1f overlap or touch", n, y, a.X, b.X)
				}
			}
		}
	}
}

func TestTreeSVGAndPDFHaveEveryNode(t *testing.T) {
	rec := recordQueens(t, 4, queens.Scan)
	tr := treeOf(rec)
	l := LayoutTree(English(), tr, English().QueensLabel, "4 queens", 0)

	var svg bytes.Buffer
	if err := l.Write(&svg, "svg"); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(svg.String(), `<g class="node `); got != tr.Len() {
		t.Errorf("the SVG has %d nodes, the recording's tree %d", got, tr.Len())
	}
	stubs := 0
	for i := range tr.Len() {
		if tr.Node(i).Kind == tree.Stub {
			stubs++
		}
	}
	if got := strings.Count(svg.String(), `<g class="node stub">`); got != stubs {
		t.Errorf("the SVG has %d pruned tries, the tree %d", got, stubs)
	}

	var pdf bytes.Buffer
	if err := l.Write(&pdf, "pdf"); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, pdf.Bytes())
	// A node's label names its column; the root says "start".
	if got := strings.Count(text, "col "); got != tr.Len()-1 {
		t.Errorf("the PDF names %d choices and tries, the tree has %d", got, tr.Len()-1)
	}
	// Every node's number is its step in the log: each is in the text.
	for i := range tr.Len() {
		step := itoa(int(tr.Node(i).Step))
		if !regexp.MustCompile(`(?m)^` + step + `$`).MatchString(text) {
			t.Errorf("node %d's step %s is not in the PDF", i, step)
		}
	}
	if !strings.Contains(text, "✓ col 3") {
		t.Error("the first solution's node (col 3, ✓) is not marked")
	}
}

func TestTreeInChinese(t *testing.T) {
	rec := recordQueens(t, 4, queens.Bitmask)
	zh := In(translations.Chinese)
	l := LayoutTree(zh, treeOf(rec), zh.QueensLabel, zh.T("handout.queens.title", map[string]any{"N": 4}), 0)
	var svg bytes.Buffer
	if err := l.Write(&svg, "svg"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`aria-label="搜索树：4 皇后"`, `aria-label="第 2 列"`, `aria-label="开始"`} {
		if !strings.Contains(svg.String(), want) {
			t.Errorf("the Chinese tree lacks %s", want)
		}
	}
	var pdf bytes.Buffer
	if err := l.Write(&pdf, "pdf"); err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, pdf.Bytes()); !strings.Contains(strings.ReplaceAll(text, " ", ""), "第2列") {
		t.Errorf("the Chinese tree's PDF does not read back 第 2 列:\n%s", text)
	}
}

func TestQueensGIFHasAFrameAStep(t *testing.T) {
	rec := recordQueens(t, 4, queens.Bitmask)
	steps := int(rec.Last() - rec.First() + 1)
	var buf bytes.Buffer
	q := QueensAnimation(English(), "4 queens", 4)
	calls := 0
	frames, err := q.WriteGIF(context.Background(), &buf, rec, GIFRange{}, func(done, total int) {
		calls++
		if done != calls || total != steps {
			t.Fatalf("progress %d of %d at call %d, want %d of %d", done, total, calls, calls, steps)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if frames != steps {
		t.Errorf("%d frames made for %d steps", frames, steps)
	}
	if buf.Len() >= 2<<20 {
		t.Errorf("the GIF is %d bytes, over 2 MB", buf.Len())
	}
	g, err := gif.DecodeAll(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != steps {
		t.Errorf("the GIF decodes to %d frames, want %d (one per step)", len(g.Image), steps)
	}
	// The first frame is whole; the later ones lie inside it.
	full := g.Image[0].Bounds()
	if full.Dx() != g.Config.Width || full.Dy() != g.Config.Height {
		t.Errorf("the first frame is %v, the picture %dx%d", full, g.Config.Width, g.Config.Height)
	}
	for i, img := range g.Image {
		if !img.Bounds().In(full) {
			t.Fatalf("frame %d, %v, lies outside the picture", i, img.Bounds())
		}
	}
	if g.Delay[len(g.Delay)-1] <= g.Delay[0] {
		t.Error("the last frame is not held longer")
	}

	// A range of the timeline: steps 10 to 20.
	buf.Reset()
	frames, err = q.WriteGIF(context.Background(), &buf, rec, GIFRange{From: 10, To: 20}, nil)
	if err != nil || frames != 11 {
		t.Errorf("steps 10 to 20 made %d frames (%v), want 11", frames, err)
	}
	// Cancelled, it stops with the context's error.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := q.WriteGIF(ctx, &bytes.Buffer{}, rec, GIFRange{}, nil); err != context.Canceled {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
}

func TestWrapKeepsLinesInWidth(t *testing.T) {
	for _, s := range []string{
		"Row 3: no safe column left — backtrack to row 2 and take its queen back from column 3",
		"第 3 行：没有安全的列 — 回溯到第 2 行，撤回它在第 3 列的皇后，然后继续尝试下一列",
	} {
		lines := wrap(s, 11, 150)
		if len(lines) < 2 {
			t.Errorf("%q was not wrapped at 150 points", s)
		}
		if got := strings.Join(lines, ""); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(s, " ", "") {
			t.Errorf("wrapping lost text: %q", lines)
		}
		for _, l := range lines {
			if TextWidth(l, 11) > 150 {
				t.Errorf("line %q is %.0f points wide, over 150", l, TextWidth(l, 11))
			}
		}
	}
}

// TestFontHasEveryCharacter checks that the exports' font draws every
// character of the texts an export can say, in both languages: its own
// and the steps' words of every puzzle and of programs. A new Chinese
// text there needs the font made again (assets/printfont/make_font.py,
// which takes the characters of every translation).
func TestFontHasEveryCharacter(t *testing.T) {
	var names []string
	for _, part := range []string{"handout", "queens", "sudoku", "maze", "program", "code"} {
		found, _ := fs.Glob(translations.FS, part+".*.json")
		if len(found) != 2 {
			t.Fatalf("%s: %d translation files, want en and zh_Hans", part, len(found))
		}
		names = append(names, found...)
	}
	for _, name := range names {
		data, _ := translations.FS.ReadFile(name)
		texts, err := translations.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		for key, text := range texts {
			if m := Missing(text.One + text.Other); len(m) > 0 {
				t.Errorf("%s %s: the exports' font lacks %q: run assets/printfont/make_font.py", name, key, string(m))
			}
		}
	}
}

// isSolution reports whether no two queens of cols attack each other.
func isSolution(cols []byte) bool {
	for r1 := range cols {
		for r2 := r1 + 1; r2 < len(cols); r2++ {
			if queens.Attacks(r1, int(cols[r1]), r2, int(cols[r2])) {
				return false
			}
		}
	}
	return len(cols) > 0
}

func TestStepLogPDF(t *testing.T) {
	rec := recordQueens(t, 4, queens.Scan)
	steps := int(rec.Last())
	var buf bytes.Buffer
	q := QueensAnimation(In(translations.Chinese), "4 皇后", 4)
	pages, err := q.WriteLogPDF(context.Background(), &buf, rec, A4, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := pdfPages(buf.Bytes()); got != pages || pages != 4 {
		t.Errorf("%d pages written, %d said, want 4 for %d steps", got, pages, steps)
	}
	text := strings.ReplaceAll(pdfText(t, buf.Bytes()), " ", "")
	// The first steps' words, and the last step's number.
	for _, want := range []string{"步骤记录：4皇后", "从第1行开始", "第1行：尝试第1列", itoa(steps)} {
		if !strings.Contains(text, want) {
			t.Errorf("the step log lacks %q", want)
		}
	}
}

func TestPNGOfAStep(t *testing.T) {
	rec := recordQueens(t, 4, queens.Scan)
	q := QueensAnimation(English(), "4 queens", 4)
	var a, b bytes.Buffer
	if err := q.WritePNG(&a, rec, 3); err != nil {
		t.Fatal(err)
	}
	if err := q.WritePNG(&b, rec, 6); err != nil {
		t.Fatal(err)
	}
	imgA, err := png.Decode(&a)
	if err != nil {
		t.Fatal(err)
	}
	imgB, _ := png.Decode(&b)
	// Step 3 places a queen in row 1, column 1 (blue); step 6 rejects
	// row 2, column 1 (red): the square under it differs.
	x, y := int((gifMargin+10)*pictureScale), int((gifMargin+gifTitle+8+(gifWidth-2*gifMargin)/4+10)*pictureScale)
	if imgA.At(x, y) == imgB.At(x, y) {
		t.Error("the PNGs of steps 3 and 6 show the same square in row 2, column 1")
	}
}

func TestMazeGIF(t *testing.T) {
	m, err := maze.Parse(strings.NewReader("#######\n#S..#.#\n#.#...#\n#...#E#\n#######\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, search := range []engine.Search{maze.NewDFS(m).Run, maze.NewBFS(m).Run} {
		r := engine.NewRunner()
		r.WatchAlways(true)
		rec := trace.New(nil, trace.Options{})
		r.Start(search, func(e engine.Event, live *engine.Stats) { rec.Append(e, live) })
		if end, st := r.Wait(); st.Solutions != 1 {
			t.Fatalf("the search ended %v without the path", end)
		}
		a := MazeAnimation(English(), "maze", m)
		var buf bytes.Buffer
		frames, err := a.WriteGIF(context.Background(), &buf, rec, GIFRange{}, nil)
		if err != nil || frames != int(rec.Last()) {
			t.Errorf("%d frames (%v) for %d steps", frames, err, rec.Last())
		}
		g, err := gif.DecodeAll(&buf)
		if err != nil || len(g.Image) != frames {
			t.Errorf("the GIF decodes to %d frames (%v)", len(g.Image), err)
		}
		// The last step's board: its path (DFS) or the cells it reached
		// (BFS) are coloured, and the step's words say the end was found.
		b := NewMazeBoard(m)
		rec.Events(rec.First(), rec.Last(), func(e *engine.Event) bool { b.Apply(e); return true })
		coloured := 0
		for _, c := range b.cells {
			if c != cellOpen {
				coloured++
			}
		}
		if coloured < 6 {
			t.Errorf("only %d cells coloured at the end", coloured)
		}
	}
}

// A cancelled context ends the solve behind a Sudoku sheet at the
// search's next poll, with the context's error and no sheet: an export's
// Cancel leaves no search running.
func TestSudokuSheetStopsWhenCancelled(t *testing.T) {
	g, err := sudoku.Parse("..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var buf bytes.Buffer
	if _, ok, err := WriteSudokuSheetPDF(ctx, &buf, English(), g, A4); err != context.Canceled || ok || buf.Len() != 0 {
		t.Errorf("cancelled: ok %v, err %v, %d bytes written; want context.Canceled and nothing", ok, err, buf.Len())
	}
}

// A tree too wide for a picture whose words can be read (10-queens' scan)
// is refused as a PNG, and written whole as a PDF; 5-queens' is a PNG.
func TestTreeTooWideForAPicture(t *testing.T) {
	big := LayoutTree(English(), treeOf(recordQueens(t, 10, queens.Scan)), English().QueensLabel, "10 queens", 0)
	if err := big.Write(io.Discard, "png"); !errors.Is(err, ErrTooWide) {
		t.Errorf("10-queens' tree as a PNG: %v, want ErrTooWide", err)
	}
	if err := big.Write(io.Discard, "pdf"); err != nil {
		t.Errorf("10-queens' tree as a PDF: %v", err)
	}
	small := LayoutTree(English(), treeOf(recordQueens(t, 5, queens.Scan)), English().QueensLabel, "5 queens", 0)
	if err := small.Write(io.Discard, "png"); err != nil {
		t.Errorf("5-queens' tree as a PNG: %v", err)
	}
}

// A sheet of every size the app solves: 4×4 and 16×16 as well as 9×9
// (the puzzle's page drew an empty grid of the zero size, 9×9, and a
// 16×16 sheet panicked).
func TestSudokuSheetOfEverySize(t *testing.T) {
	for _, src := range []string{
		"1...\n..3.\n.4..\n...2",
		"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
		// assets/puzzles/16x16.txt
		"8.....2..D.9....D.6.3E8A.....F.2......9.C..1...A2A.5C.B....E.6..A..4..7.......1...3EFG..7C....B.G.D...CE..5..746.7.2.5.D3....CF..4E....CD.8.9.3.BG1..7..A9...D.4.C....18..B4FE...F.......E..B..7..5.A....G.31.6FC...8..9.F......E.7.....42DB.8.9....D.G..5.....3",
	} {
		g, err := sudoku.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, ok, err := WriteSudokuSheetPDF(context.Background(), &buf, English(), g, A4); err != nil || !ok || pdfPages(buf.Bytes()) != 2 {
			t.Errorf("%d×%d: ok %v, err %v, %d pages; want a sheet of 2 pages", g.Size(), g.Size(), ok, err, pdfPages(buf.Bytes()))
		}
	}
}
