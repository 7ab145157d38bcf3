package cli

import (
	"bytes"
	"image"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// runCommand runs a subcommand with stdin and returns its exit status,
// stdout and stderr.
func runCommand(stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run(args, Streams{In: strings.NewReader(stdin), Out: &out, Err: &errOut})
	return code, out.String(), errOut.String()
}

// pdfPageCount counts the page objects of a PDF written by fpdf.
func pdfPageCount(pdf []byte) int {
	return len(regexp.MustCompile(`(?m)/Type /Page$`).FindAll(pdf, -1))
}

func TestQueensSheet(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args  []string
		pages int
	}{
		{[]string{"-n", "8"}, 4},
		{[]string{"-n", "8", "-paper", "letter"}, 5},
		{[]string{"-n", "8", "-unique"}, 1},
		{[]string{"-n", "10"}, 21},
	} {
		name := filepath.Join(dir, "sheet.pdf")
		code, _, errOut := runCommand("", append(append([]string{"queens"}, tc.args...), "-sheet", name)...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d: %s", tc.args, code, errOut)
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := pdfPageCount(data); got != tc.pages {
			t.Errorf("%v: %d pages, want %d", tc.args, got, tc.pages)
		}
	}
	name := filepath.Join(dir, "sheet.png")
	if code, _, errOut := runCommand("", "queens", "-n", "8", "-unique", "-sheet", name); code != ExitOK {
		t.Fatalf("png: exit %d: %s", code, errOut)
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	// 8 boards a row: 12 boards make two rows, wider than tall.
	if b := img.Bounds(); b.Dx() <= b.Dy() {
		t.Errorf("the 12 boards' picture is %v", b)
	}
}

func TestHandoutUsage(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"queens", "-n", "11", "-sheet", filepath.Join(dir, "a.pdf")}, "n up to 10"},
		{[]string{"queens", "-n", "8", "-sheet", filepath.Join(dir, "a.txt")}, ".pdf or .png"},
		{[]string{"queens", "-n", "8", "-paper", "letter"}, "-paper goes with -sheet"},
		{[]string{"queens", "-n", "8", "-sheet", filepath.Join(dir, "a.pdf"), "-paper", "a5"}, "unknown paper"},
		{[]string{"queens", "-n", "8", "-sheet", filepath.Join(dir, "a.pdf"), "-count"}, "not with -count"},
		{[]string{"queens", "-n", "8", "-sheet", filepath.Join(dir, "a.pdf"), "-check", "scan"}, "not with -check"},
		{[]string{"queens", "-n", "4", "-gif", filepath.Join(dir, "a.png")}, ".gif"},
		{[]string{"queens", "-n", "4", "-gif", filepath.Join(dir, "a.gif"), "-unique"}, "not with -unique"},
		{[]string{"queens", "-n", "4", "-tree", "jpg"}, "want dot, text, pdf, svg or png"},
		{[]string{"sudoku", "-sheet", filepath.Join(dir, "a.pdf"), "-strategy", "plain"}, "not with -strategy"},
		{[]string{"sudoku", "-paper", "a4"}, "-paper goes with -sheet"},
	} {
		code, _, errOut := runCommand("", tc.args...)
		if code != ExitUsage || !strings.Contains(errOut, tc.err) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, firstLineOf(errOut), ExitUsage, tc.err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "a.pdf")); err == nil {
		t.Error("a refused command wrote its file")
	}
	// 8-queens with the scan makes 37,519 steps: too many for a GIF.
	code, _, errOut := runCommand("", "queens", "-n", "8", "-check", "scan", "-gif", filepath.Join(dir, "a.gif"))
	if code != ExitFail || !strings.Contains(errOut, "more than the 3,000 steps") {
		t.Errorf("8-queens GIF: exit %d, %q", code, errOut)
	}
}

func firstLineOf(s string) string { return strings.SplitN(s, "\n", 2)[0] }

func TestQueensGIFFramesAreTheLogsSteps(t *testing.T) {
	name := filepath.Join(t.TempDir(), "run.gif")
	for _, check := range []string{"bitmask", "scan"} {
		if code, _, errOut := runCommand("", "queens", "-n", "4", "-check", check, "-gif", name); code != ExitOK {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		_, log, _ := runCommand("", "queens", "-n", "4", "-check", check, "-log")
		steps := strings.Count(log, "\n")
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) >= 2<<20 {
			t.Errorf("%s: the GIF is %d bytes, over 2 MB", check, len(data))
		}
		g, err := gif.DecodeAll(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Image) != steps {
			t.Errorf("%s: %d frames, the step log has %d steps", check, len(g.Image), steps)
		}
	}
}

// -gif-views puts the call stack and the tree beside the board: a wider,
// taller frame, a frame a step still, under 2 MB.
func TestQueensGIFWithViews(t *testing.T) {
	dir := t.TempDir()
	size := func(views ...string) (image.Point, int) {
		name := filepath.Join(dir, "run.gif")
		args := append([]string{"queens", "-n", "4", "-check", "scan", "-gif", name}, views...)
		if code, _, errOut := runCommand("", args...); code != ExitOK {
			t.Fatalf("%q: exit %d: %s", args, code, errOut)
		}
		data, _ := os.ReadFile(name)
		if len(data) >= 2<<20 {
			t.Errorf("%q: the GIF is %d bytes, over 2 MB", views, len(data))
		}
		g, err := gif.DecodeAll(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		return image.Pt(g.Config.Width, g.Config.Height), len(g.Image)
	}
	plain, n := size()
	withTree, m := size("-gif-views", "stack,tree")
	if n != m || !(withTree.X > plain.X && withTree.Y > plain.Y) {
		t.Errorf("with the views: %v, %d frames; without: %v, %d frames", withTree, m, plain, n)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"queens", "-n", "4", "-gif", filepath.Join(dir, "a.gif"), "-gif-views", "log"}, `unknown view "log"`},
		{[]string{"queens", "-n", "4", "-gif-views", "stack"}, "-gif-views goes with -gif"},
	} {
		if code, _, errOut := runCommand("", tc.args...); code != ExitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, %q; want a usage error saying %q", tc.args, code, errOut, tc.want)
		}
	}
}

func TestTreePictures(t *testing.T) {
	program, err := os.ReadFile("../../assets/code/01_permutations.py")
	if err != nil {
		t.Fatal(err)
	}
	// run takes its FILE after the flags: "-" for standard input.
	args := func(a []string, format string) []string {
		out := append(append([]string{}, a...), "-tree", format)
		if a[0] == "run" {
			out = append(out, "-")
		}
		return out
	}
	for _, tc := range []struct {
		args  []string
		stdin string
	}{
		{[]string{"queens", "-n", "4", "-check", "scan"}, ""},
		{[]string{"sudoku", "-strategy", "plain"}, "..3.\n3..1\n4..3\n.3..\n"},
		{[]string{"maze"}, "#####\n#S..#\n#.#.#\n#..E#\n#####\n"},
		{[]string{"run"}, string(program)},
	} {
		// The text outline has a line a node: the pictures a node each.
		code, text, errOut := runCommand(tc.stdin, args(tc.args, "text")...)
		if code != ExitOK {
			t.Fatalf("%v -tree text: exit %d: %s", tc.args, code, errOut)
		}
		nodes := strings.Count(text, "\n")
		code, svg, errOut := runCommand(tc.stdin, args(tc.args, "svg")...)
		if code != ExitOK || !strings.HasPrefix(svg, "<?xml") {
			t.Fatalf("%v -tree svg: exit %d: %s", tc.args, code, errOut)
		}
		if got := strings.Count(svg, `<g class="node `); got != nodes {
			t.Errorf("%v: the SVG has %d nodes, the outline %d", tc.args, got, nodes)
		}
		code, pdf, errOut := runCommand(tc.stdin, args(tc.args, "pdf")...)
		if code != ExitOK || !strings.HasPrefix(pdf, "%PDF-") || pdfPageCount([]byte(pdf)) != 1 {
			t.Errorf("%v -tree pdf: exit %d, %d pages: %s", tc.args, code, pdfPageCount([]byte(pdf)), errOut)
		}
		code, pic, errOut := runCommand(tc.stdin, args(tc.args, "png")...)
		if code != ExitOK {
			t.Fatalf("%v -tree png: exit %d: %s", tc.args, code, errOut)
		}
		if _, err := png.Decode(strings.NewReader(pic)); err != nil {
			t.Errorf("%v -tree png: %v", tc.args, err)
		}
	}
}

func TestSudokuSheet(t *testing.T) {
	name := filepath.Join(t.TempDir(), "puzzle.pdf")
	code, _, errOut := runCommand("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n", "sudoku", "-sheet", name, "-paper", "letter")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if got := pdfPageCount(data); got != 2 {
		t.Errorf("%d pages, want the puzzle and its solution", got)
	}
	if !bytes.Contains(data, []byte("/MediaBox [0 0 612.00 792.00]")) && !bytes.Contains(data, []byte("/MediaBox [0 0 612 792]")) {
		t.Error("the sheet is not on Letter paper")
	}
	// Two puzzles: -sheet takes one.
	two := "1234341221434321\n1234341221434321\n"
	if code, _, errOut := runCommand(two, "sudoku", "-sheet", name); code != ExitUsage || !strings.Contains(errOut, "one puzzle") {
		t.Errorf("two puzzles: exit %d, %q", code, errOut)
	}
}
