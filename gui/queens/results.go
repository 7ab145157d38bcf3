package queens

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/queens"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

const (
	// pageSize is the number of rows the list shows at a time. Scroll
	// offsets are float32 and lose precision past a few hundred thousand
	// rows, so long lists are paged.
	pageSize = 100_000
	// copyAllMax is the most solutions Copy all puts on the clipboard;
	// more are for a file.
	copyAllMax = 10_000
	// uniqueBudget is how many solutions a frame checks for symmetry when
	// the list is filtered to unique ones, so the UI stays fluid while a
	// long list is indexed.
	uniqueBudget = 20_000
)

// results lists the solutions of the last run as they are found, a page
// at a time, optionally only one per symmetry class; a row shows its
// solution on the board, and solutions can be copied and saved in the
// form LeetCode 51 uses.
type results struct {
	win     fyne.Window
	onShow  func(cols []byte) // a row was chosen
	animate func()            // asks for frames while no search runs

	model    *model // of the last run; nil before the first
	n        int
	pageSize int     // pageSize, smaller in tests
	listed   int     // solutions in the model's list at the last frame
	unique   []int32 // indices of the canonical ones among the first indexed
	indexed  int
	// What the list showed at its last redraw, and when.
	shownListed, shownIndexed int
	redrawn                   time.Time
	page                      int
	selected                  int    // index of the chosen solution, -1 for none
	follow                    bool   // keep the newest solution in view
	buf                       []byte // for the rows the list draws

	list                    *widget.List
	header, note, pageLabel *widget.Label
	uniqueOnly              *widget.Check
	copyOne, copyAll, save  *widget.Button
	prev, next              *widget.Button
	goTo                    *run.Entry
	pager                   *fyne.Container
	content                 fyne.CanvasObject
	said                    shown // the note
}

func newResults(win fyne.Window, onShow func(cols []byte), animate func()) *results {
	r := &results{win: win, onShow: onShow, animate: animate, pageSize: pageSize, selected: -1, follow: true, said: shown{}}
	r.list = widget.NewList(r.length, r.createRow, r.updateRow)
	r.list.OnSelected = r.choose
	r.header = widget.NewLabelWithStyle(i18n.T("queens.list.none"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	r.note = widget.NewLabel("")
	r.note.SizeName = theme.SizeNameCaptionText
	r.note.Truncation = fyne.TextTruncateEllipsis
	r.uniqueOnly = widget.NewCheck(i18n.T("queens.list.uniqueOnly"), r.filter)
	r.copyOne = widget.NewButtonWithIcon(i18n.T("queens.button.copy"), theme.ContentCopyIcon(), r.copySelected)
	r.copyAll = widget.NewButtonWithIcon(i18n.T("queens.button.copyAll"), theme.ContentCopyIcon(), r.copyEvery)
	r.save = widget.NewButtonWithIcon(i18n.T("queens.button.save"), theme.DocumentSaveIcon(), r.saveAs)
	r.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { r.turn(r.page - 1) })
	r.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { r.turn(r.page + 1) })
	r.pageLabel = widget.NewLabel("")
	r.goTo = run.NewEntry()
	r.goTo.SetPlaceHolder(i18n.T("queens.list.goTo"))
	r.goTo.OnSubmitted = r.jump
	run.HandBack(r.uniqueOnly, r.goTo)
	r.pager = container.NewBorder(nil, nil, container.NewHBox(r.prev, r.pageLabel, r.next), nil, r.goTo)
	r.pager.Hide()
	// The note sits beside the buttons, where it takes no height of its
	// own: the screen must fit a 1024×600 window.
	tools := container.NewBorder(nil, nil, container.NewHBox(r.copyOne, r.copyAll, r.save), nil, r.note)
	top := container.NewVBox(r.header, r.uniqueOnly, tools, r.pager)
	r.content = container.NewBorder(top, nil, nil, nil, r.list)
	r.sync()
	return r
}

// start empties the list for a new run that fills m.
func (r *results) start(m *model, n int) {
	r.model, r.n = m, n
	r.listed, r.unique, r.indexed, r.page = 0, nil, 0, 0
	r.shownListed, r.shownIndexed = 0, 0
	r.selected, r.follow = -1, true
	r.buf = make([]byte, n)
	r.tell(nil)
	r.list.UnselectAll()
	r.list.ScrollToTop()
	r.sync()
}

// clear forgets the last run.
func (r *results) clear() {
	r.start(nil, 0)
}

// tell puts m on the note beside the buttons.
func (r *results) tell(m i18n.Words) { r.said.set(r.note, m) }

// relabel says the list's words again in a new language.
func (r *results) relabel() {
	r.uniqueOnly.SetText(i18n.T("queens.list.uniqueOnly"))
	r.copyOne.SetText(i18n.T("queens.button.copy"))
	r.copyAll.SetText(i18n.T("queens.button.copyAll"))
	r.save.SetText(i18n.T("queens.button.save"))
	r.goTo.SetPlaceHolder(i18n.T("queens.list.goTo"))
	r.said.again()
	r.sync() // the header and the page
}

// update takes in the solutions listed so far and indexes some for the
// unique filter; redraw says whether the list may be redrawn now, and
// follow whether it should scroll to the newest solution (when a person
// can read them as they come: at full speed the rows would fly by, so the
// list stays where it is and only grows). It returns true while indexing
// has more to do.
func (r *results) update(listed int, redraw, follow bool) bool {
	r.listed = listed
	more := r.index()
	if !redraw || (r.shownListed == r.listed && r.shownIndexed == r.indexed) {
		return more
	}
	r.redrawn = time.Now()
	r.shownListed, r.shownIndexed = r.listed, r.indexed
	follow = follow && r.follow
	if follow {
		r.page = max(0, (r.count()-1)/r.pageSize)
	}
	r.sync()
	if follow && r.length() > 0 {
		r.list.ScrollToBottom()
	}
	return more
}

// index checks the next solutions for symmetry when the filter is on.
func (r *results) index() bool {
	if !r.uniqueOnly.Checked || r.model == nil || r.indexed >= r.listed {
		return false
	}
	end := min(r.listed, r.indexed+uniqueBudget)
	for r.indexed < end {
		// A slice at a time, so that a search publishing meanwhile never
		// waits long for the lock.
		to := min(end, r.indexed+1024)
		r.model.each(r.indexed, to, func(i int, cols []byte) {
			if queens.Canonical(cols) {
				r.unique = append(r.unique, int32(i))
			}
		})
		r.indexed = to
	}
	return r.indexed < r.listed
}

// count is the number of solutions the list can show.
func (r *results) count() int {
	if r.uniqueOnly.Checked {
		return len(r.unique)
	}
	return r.listed
}

// length is the number of rows on the current page.
func (r *results) length() int {
	return max(0, min(r.pageSize, r.count()-r.page*r.pageSize))
}

// solutionAt returns the index of the solution on row id of the page.
func (r *results) solutionAt(id widget.ListItemID) int {
	i := r.page*r.pageSize + id
	if r.uniqueOnly.Checked {
		return int(r.unique[i])
	}
	return i
}

func (r *results) createRow() fyne.CanvasObject {
	l := widget.NewLabel("#0000000  00 00 00 00 00 00 00 00")
	l.TextStyle.Monospace = true
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

func (r *results) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	if r.model == nil || id >= r.length() {
		return
	}
	i := r.solutionAt(id)
	r.model.listed(i, r.buf)
	o.(*widget.Label).SetText(fmt.Sprintf("#%-8s %s", strconv.Itoa(i+1), columns(r.buf)))
}

// choose shows the solution of a chosen row.
func (r *results) choose(id widget.ListItemID) {
	if r.model == nil || id >= r.length() {
		return
	}
	r.selected = r.solutionAt(id)
	r.follow = false
	cols := make([]byte, r.n)
	r.model.listed(r.selected, cols)
	r.sync()
	r.onShow(cols)
}

// filter turns the unique-only view on or off.
func (r *results) filter(bool) {
	r.page, r.follow = 0, true
	r.list.UnselectAll()
	r.selected = -1
	r.index()
	r.sync()
	r.list.ScrollToTop()
	if r.indexed < r.listed {
		r.animate() // the rest is indexed frame by frame
	}
}

// turn shows page p.
func (r *results) turn(p int) {
	last := max(0, (r.count()-1)/r.pageSize)
	p = min(max(p, 0), last)
	r.follow = p == last && r.follow
	if p != r.page {
		r.page = p
		r.list.UnselectAll()
		r.list.Refresh()
		r.list.ScrollToTop()
	}
	r.sync()
}

// jump goes to solution #k (1-based), or the first shown after it when the
// list is filtered.
func (r *results) jump(text string) {
	k, err := strconv.Atoi(strings.ReplaceAll(strings.TrimPrefix(strings.TrimSpace(text), "#"), ",", ""))
	if err != nil || k < 1 || k > r.listed {
		r.tell(tr("queens.list.noSuch", i18n.Args{"Typed": strings.TrimSpace(text), "Listed": run.Thousands(uint64(r.listed))}))
		return
	}
	pos := k - 1
	if r.uniqueOnly.Checked {
		pos = sort.Search(len(r.unique), func(j int) bool { return int(r.unique[j]) >= k-1 })
		if pos == len(r.unique) {
			r.tell(tr("queens.list.noUniqueAfter", i18n.Args{"Number": k}))
			return
		}
	}
	r.follow = false
	r.turn(pos / r.pageSize)
	id := pos % r.pageSize
	r.list.ScrollTo(id)
	r.list.Select(id)
}

func (r *results) copySelected() {
	if r.model == nil || r.selected < 0 {
		r.tell(tr("queens.list.chooseFirst", nil))
		return
	}
	cols := make([]byte, r.n)
	r.model.listed(r.selected, cols)
	fyne.CurrentApp().Clipboard().SetContent(leetCode(cols))
	r.tell(tr("queens.list.copied", i18n.Args{"Number": run.Thousands(uint64(r.selected + 1))}))
}

func (r *results) copyEvery() {
	k := r.count()
	if k > copyAllMax {
		r.tell(tr("queens.list.tooMany", i18n.Args{"Total": run.Thousands(uint64(k))}))
		return
	}
	var b strings.Builder
	writeAll(&b, k, r.fetcher())
	fyne.CurrentApp().Clipboard().SetContent(b.String())
	r.tell(trN("queens.list.copiedAll", k, i18n.Args{"Total": run.Thousands(uint64(k))}))
}

// fetcher returns a function that reads solution i of the current view
// into its own buffer; it may be used from another goroutine.
func (r *results) fetcher() func(i int) []byte {
	m, buf := r.model, make([]byte, r.n)
	unique := r.unique
	if !r.uniqueOnly.Checked {
		unique = nil
	}
	return func(i int) []byte {
		if unique != nil {
			i = int(unique[i])
		}
		m.listed(i, buf)
		return buf
	}
}

// saveAs asks for a file and writes the solutions of the current view to
// it in a goroutine, since n=15's list takes a while.
func (r *results) saveAs() {
	k := r.count()
	if r.model == nil || k == 0 {
		r.tell(tr("queens.list.nothingToSave", nil))
		return
	}
	at := r.fetcher()
	filedialog.SaveFile(r.win, fmt.Sprintf("queens-%d.txt", r.n), func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			run.ShowError(r.win, err)
			return
		}
		if w == nil {
			return // cancelled
		}
		total := i18n.Args{"Total": run.Thousands(uint64(k))}
		r.tell(trN("queens.list.saving", k, total))
		go func() {
			err := writeAll(w, k, at)
			if cerr := w.Close(); err == nil {
				err = cerr
			}
			fyne.Do(func() {
				if err != nil {
					r.tell(tr("queens.list.saveFailed", nil))
					run.ShowError(r.win, saveError{file: w.URI().Name(), err: err})
					return
				}
				total["File"] = w.URI().Name()
				r.tell(trN("queens.list.saved", k, total))
			})
		}()
	})
}

// sync shows the counts, the page and which buttons apply.
func (r *results) sync() {
	k := r.count()
	counts := i18n.Args{"Total": run.Thousands(uint64(k)), "Unique": run.Thousands(uint64(k)),
		"Checked": run.Thousands(uint64(r.indexed)), "Listed": run.Thousands(uint64(r.listed))}
	switch {
	case r.model == nil:
		run.SetText(r.header, i18n.T("queens.list.none"))
	case r.uniqueOnly.Checked && r.indexed < r.listed:
		run.SetText(r.header, i18n.T("queens.list.uniqueSoFar", counts))
	case r.uniqueOnly.Checked:
		run.SetText(r.header, i18n.N("queens.list.uniqueOf", r.listed, counts))
	default:
		run.SetText(r.header, i18n.N("queens.list.count", k, counts))
	}
	run.Enable(r.copyOne, r.selected >= 0)
	run.Enable(r.copyAll, k > 0)
	run.Enable(r.save, k > 0)
	pages := (k + r.pageSize - 1) / r.pageSize
	if pages <= 1 {
		r.pager.Hide()
		r.list.Refresh()
		return
	}
	r.pager.Show()
	first := r.page*r.pageSize + 1
	last := min(k, (r.page+1)*r.pageSize)
	run.SetText(r.pageLabel, i18n.T("queens.list.page", i18n.Args{"Page": r.page + 1, "Pages": pages,
		"First": run.Thousands(uint64(first)), "Last": run.Thousands(uint64(last))}))
	run.Enable(r.prev, r.page > 0)
	run.Enable(r.next, r.page < pages-1)
	r.list.Refresh()
}

// since is the time since the list was last redrawn.
func (r *results) since(now time.Time) time.Duration { return now.Sub(r.redrawn) }

// saveError is a file of solutions that could not be written, said in the
// language in use.
type saveError struct {
	file string
	err  error
}

func (e saveError) Error() string {
	return i18n.T("queens.list.saveError", i18n.Args{"File": e.file, "Err": e.err})
}

func (e saveError) Unwrap() error { return e.err }
