// Package export is File > Export: the dialog in which a screen offers
// its handouts (a PNG of the step on show, a GIF of the run, PDF sheets,
// the search tree, the step log), the file's name prefilled, and the
// export made off the UI goroutine with its progress and a Cancel. The
// files themselves are made by engine/handout, in the window's language.
package export

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"backtracklab/assets/translations"
	"backtracklab/engine/handout"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Progress is told how far an export has got: done of total (total 0
// when not known).
type Progress func(done, total int)

// Format is one handout a screen offers.
type Format struct {
	Label string // what the dialog lists, in the language in use
	File  string // the file's name offered, "8-queens-tree.pdf"
	// Write makes the file; it runs off the UI goroutine, so it reads
	// only what was copied for it (a recording may be read from any
	// goroutine), stops when ctx is done and tells its progress. A page
	// is on paper.
	Write func(ctx context.Context, w io.Writer, paper handout.Paper, progress Progress) error
	// WriteGIF, for a GIF, makes it with the views the dialog's choice
	// puts beside the board; Write is not called then.
	WriteGIF func(ctx context.Context, w io.Writer, views handout.Views, progress Progress) error
	// Before, if not nil, runs on the UI goroutine as the export starts,
	// before Write: it takes from the widgets what Write needs (a
	// picture of the views), in one frame's time.
	Before func()
}

// Words are the exports' words in the window's language.
func Words() handout.Words {
	if i18n.Current() == i18n.Chinese {
		return handout.In(translations.Chinese)
	}
	return handout.In(translations.English)
}

// Show shows the Export dialog on win offering formats; an empty list
// says there is nothing to export yet.
func Show(win fyne.Window, formats []Format) {
	if len(formats) == 0 {
		dialog.ShowInformation(i18n.T("handout.export.title"), i18n.T("handout.export.nothing"), win)
		return
	}
	labels := make([]string, len(formats))
	for i, f := range formats {
		labels[i] = f.Label
	}
	choice := widget.NewRadioGroup(labels, nil)
	choice.Required = true
	choice.SetSelected(labels[0])
	papers := []string{i18n.T("handout.paper.a4"), i18n.T("handout.paper.letter")}
	paper := widget.NewSelect(papers, nil)
	paper.SetSelectedIndex(0)
	if lastPaper == handout.Letter {
		paper.SetSelectedIndex(1)
	}
	// Each choice's select takes the row's width: the longest views'
	// name stays whole.
	row := func(label string, sel *widget.Select) fyne.CanvasObject {
		return container.NewBorder(nil, nil, widget.NewLabel(label), nil, sel)
	}
	choices := container.NewVBox(row(i18n.T("handout.paper.label"), paper))
	var views *widget.Select
	if slices.ContainsFunc(formats, func(f Format) bool { return f.WriteGIF != nil }) {
		views = widget.NewSelect(viewNames(), nil)
		views.SetSelectedIndex(int(lastViews))
		choices.Add(row(i18n.T("handout.gifViews.label"), views))
	}
	form := container.NewBorder(nil, choices, nil, nil, container.NewVScroll(choice))
	d := dialog.NewCustomConfirm(i18n.T("handout.export.title"), i18n.T("handout.export.save"), i18n.T("handout.export.cancel"),
		form, func(ok bool) {
			if !ok {
				return
			}
			lastPaper = handout.A4
			if paper.SelectedIndex() == 1 {
				lastPaper = handout.Letter
			}
			if views != nil {
				lastViews = handout.Views(max(views.SelectedIndex(), 0))
			}
			for i, l := range labels {
				if l == choice.Selected {
					Save(win, formats[i], lastPaper)
				}
			}
		}, win)
	d.Resize(fyne.NewSize(min(filedialog.Size(win).Width, 560), min(float32(len(formats))*38+170+float32(len(choices.Objects)-1)*44, filedialog.Size(win).Height)))
	d.SetOnClosed(run.Cancelable(win, d.Hide)) // Esc cancels, as it closes a message
	d.Show()
}

// lastPaper is the paper chosen last, offered again; lastViews the
// views chosen last for a GIF.
var (
	lastPaper = handout.A4
	lastViews = handout.BoardOnly
)

// viewNames are the choices of views for a GIF, in handout.Views' order.
func viewNames() []string {
	return []string{i18n.T("handout.gifViews.board"), i18n.T("handout.gifViews.stack"), i18n.T("handout.gifViews.tree")}
}

// Save asks where to save f, its name prefilled (in a browser: its
// download), then makes it in the background on paper.
func Save(win fyne.Window, f Format, paper handout.Paper) {
	filedialog.SaveFile(win, f.File, func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			run.ShowError(win, err)
			return
		}
		if w == nil {
			return // cancelled
		}
		Start(win, f, paper, w)
	})
}

// Job is an export under way.
type Job struct {
	cancel context.CancelFunc
	done   chan struct{}
	err    error
	mu     sync.Mutex
	shown  *dialog.CustomDialog
	bar    *widget.ProgressBar
}

// Start makes f into w off the UI goroutine, with a dialog that shows its
// progress and a Cancel; at the end it says where the file went, or why
// it failed. A cancelled export's file is removed; closing win cancels
// it. A GIF shows the views chosen last in the dialog.
func Start(win fyne.Window, f Format, paper handout.Paper, w fyne.URIWriteCloser) *Job {
	if f.Before != nil {
		f.Before() // before the progress dialog covers anything
	}
	views := lastViews
	ctx, cancel := context.WithCancel(context.Background())
	j := &Job{cancel: cancel, done: make(chan struct{}), bar: widget.NewProgressBar()}
	name := w.URI().Name()
	j.shown = dialog.NewCustom(i18n.T("handout.export.making", i18n.Args{"File": name}), i18n.T("handout.export.cancel"), j.bar, win)
	j.shown.SetOnClosed(cancel) // Cancel, or Esc
	forget := run.OnWindowClose(win, cancel)
	j.shown.Show()
	last := -1.0
	progress := func(done, total int) {
		if total <= 0 {
			return
		}
		v := float64(done) / float64(total)
		if v-last < 0.01 && done < total {
			return // a hundred updates at most
		}
		last = v
		fyne.Do(func() { j.bar.SetValue(v) })
	}
	go func() {
		defer close(j.done)
		// Made whole in memory first (a handout is a few megabytes at
		// most), so that a failed or cancelled export leaves no half
		// file and starts no download.
		var buf bytes.Buffer
		var err error
		if f.WriteGIF != nil {
			err = f.WriteGIF(ctx, &buf, views, progress)
		} else {
			err = f.Write(ctx, &buf, paper, progress)
		}
		if err == nil {
			_, err = w.Write(buf.Bytes())
			if cerr := w.Close(); err == nil {
				err = cerr
			}
		} else if runtime.GOOS != "js" {
			w.Close() // the file the dialog made: removed
			storage.Delete(w.URI())
		}
		forget()
		j.mu.Lock()
		j.err = err
		j.mu.Unlock()
		fyne.Do(func() {
			j.shown.Hide() // its cancel, called now, stops nothing
			switch {
			case errors.Is(err, context.Canceled):
			case errors.Is(err, handout.ErrTooLong):
				run.ShowError(win, errors.New(i18n.T("handout.export.tooLong")))
			case errors.Is(err, handout.ErrTooWide):
				run.ShowError(win, errors.New(i18n.T("handout.export.tooWide")))
			case err != nil:
				run.ShowError(win, fmt.Errorf("%s: %w", i18n.T("handout.export.failed", i18n.Args{"File": name}), err))
			default:
				dialog.ShowInformation(i18n.T("handout.export.title"), i18n.T("handout.export.saved", i18n.Args{"File": name}), win)
			}
		})
	}()
	return j
}

// Cancel stops the export, as its Cancel button does.
func (j *Job) Cancel() { j.cancel() }

// Wait waits for the export to end and returns how it ended.
func (j *Job) Wait() error {
	<-j.done
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.err
}
