package export

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/handout"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run/runtest"
)

func newWindow(t *testing.T) fyne.Window {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(900, 700))
	return w
}

// fileWriter is a writer to a new file in a test's folder, as Fyne's
// save dialog gives one.
func fileWriter(t *testing.T, name string) (fyne.URIWriteCloser, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	return w, path
}

// texts are the texts of the labels in a tree of objects.
func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			b.WriteString(o.Text + "\n")
		case *widget.RadioGroup:
			b.WriteString(strings.Join(o.Options, "\n") + "\n")
		}
		switch o := o.(type) {
		case *fyne.Container:
			for _, k := range o.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(o).Objects() {
				walk(k)
			}
		}
	}
	walk(o)
	return b.String()
}

func TestExportWritesTheFileAndSaysSo(t *testing.T) {
	win := newWindow(t)
	w, path := fileWriter(t, "run.gif")
	f := Format{Label: "x", File: "run.gif", Write: func(_ context.Context, out io.Writer, paper handout.Paper, p Progress) error {
		if paper != handout.Letter {
			t.Errorf("paper %v, want Letter", paper)
		}
		p(1, 2)
		_, err := io.WriteString(out, "GIF89a")
		p(2, 2)
		return err
	}}
	j := Start(win, f, handout.Letter, w)
	if err := j.Wait(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil || string(data) != "GIF89a" {
		t.Fatalf("the file holds %q (%v)", data, err)
	}
	top := win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(texts(top), "Saved run.gif.") {
		t.Errorf("no message says the file was saved")
	}
}

func TestCancelStopsTheExportAndLeavesNoFile(t *testing.T) {
	win := newWindow(t)
	w, path := fileWriter(t, "tree.pdf")
	started := make(chan struct{})
	f := Format{Label: "x", File: "tree.pdf", Write: func(ctx context.Context, out io.Writer, _ handout.Paper, _ Progress) error {
		close(started)
		<-ctx.Done() // a long export, until cancelled
		return ctx.Err()
	}}
	j := Start(win, f, handout.A4, w)
	runtest.Receive(t, "the export to start", started)
	top := win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(texts(top), "Making tree.pdf…") {
		t.Fatal("no progress dialog")
	}
	cancel := runtest.FindButton(top, "Cancel")
	if cancel == nil {
		t.Fatal("the progress dialog has no Cancel")
	}
	test.Tap(cancel)
	if err := j.Wait(); !errors.Is(err, context.Canceled) {
		t.Errorf("the export ended with %v, want cancelled", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the cancelled export left its file (%v)", err)
	}
}

func TestTheDialogListsTheFormatsInTheWindowsLanguage(t *testing.T) {
	win := newWindow(t)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.Chinese)
	if w := Words(); w.T("handout.tree.start", nil) != "开始" {
		t.Errorf("the exports' words are not Chinese: %q", w.T("handout.tree.start", nil))
	}
	Show(win, []Format{{Label: i18n.T("handout.format.log"), File: "a.pdf"}, {Label: i18n.T("handout.format.treeSVG"), File: "a.svg"}})
	top := win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	got := texts(top)
	for _, want := range []string{"步骤记录：PDF", "搜索树：SVG", "PDF 纸张："} {
		if !strings.Contains(got, want) {
			t.Errorf("the dialog lacks %q:\n%s", want, got)
		}
	}
	if runtest.FindButton(top, "导出…") == nil || runtest.FindButton(top, "取消") == nil {
		t.Error("the dialog's buttons are not in Chinese")
	}
	// Nothing to export: a message says why.
	win2 := test.NewTempWindow(t, widget.NewLabel(""))
	Show(win2, nil)
	if top := win2.Canvas().Overlays().Top(); top == nil || !strings.Contains(texts(top), "还没有可导出的内容") {
		t.Error("an empty list shows no message")
	}
}

// A GIF offers its views: the board, the call stack beside it, and the
// search tree under both; the choice made goes to the GIF's writer and
// is offered again. A list with no GIF has no such choice.
func TestTheDialogOffersTheGIFsViews(t *testing.T) {
	win := newWindow(t)
	t.Cleanup(func() { lastViews = handout.BoardOnly })
	got := make(chan handout.Views, 1)
	gifFormat := Format{Label: "GIF", File: "run.gif",
		WriteGIF: func(_ context.Context, out io.Writer, v handout.Views, _ Progress) error {
			got <- v
			_, err := io.WriteString(out, "GIF89a")
			return err
		}}
	Show(win, []Format{gifFormat, {Label: "PNG", File: "a.png"}})
	top := win.Canvas().Overlays().Top()
	views := findSelect(top)
	if views == nil {
		t.Fatalf("the dialog offers no choice of views:\n%s", texts(top))
	}
	want := []string{"the board", "the board and the call stack", "the board, the call stack and the search tree"}
	if strings.Join(views.Options, "|") != strings.Join(want, "|") || views.Selected != want[0] {
		t.Fatalf("the views offered are %q (%q chosen), want %q", views.Options, views.Selected, want)
	}
	if !strings.Contains(texts(top), "The GIF shows:") {
		t.Error("the choice of views has no label")
	}
	views.SetSelected(want[2])
	test.Tap(runtest.FindButton(top, "Export…")) // the save dialog opens: not used here
	w, _ := fileWriter(t, "run.gif")
	if err := Start(win, gifFormat, handout.A4, w).Wait(); err != nil {
		t.Fatal(err)
	}
	if v := <-got; v != handout.WithStackTree {
		t.Errorf("the GIF was made with views %v, want the stack and the tree", v)
	}
	// Offered again as chosen; not offered without a GIF.
	Show(win, []Format{gifFormat})
	if v := findSelect(win.Canvas().Overlays().Top()); v == nil || v.Selected != want[2] {
		t.Error("the views chosen last are not offered again")
	}
	win2 := test.NewTempWindow(t, widget.NewLabel(""))
	Show(win2, []Format{{Label: "PNG", File: "a.png"}})
	if findSelect(win2.Canvas().Overlays().Top()) != nil {
		t.Error("a list with no GIF offers views")
	}
}

// findSelect is the select of views in a dialog (the paper's select
// offers A4 first).
func findSelect(o fyne.CanvasObject) *widget.Select {
	var found *widget.Select
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Select:
			if len(o.Options) > 0 && o.Options[0] != "A4" {
				found = o
			}
		case *fyne.Container:
			for _, k := range o.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(o).Objects() {
				walk(k)
			}
		}
	}
	if o != nil {
		walk(o)
	}
	return found
}
