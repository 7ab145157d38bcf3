package lessons

import (
	"io/fs"
	"path"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/assets"
	"backtracklab/engine/lesson"
	"backtracklab/gui/i18n"
)

// Shipped reads the lessons the app carries (assets/lessons), in the
// order of their files' names, checked against names.
func Shipped(names *lesson.Names) ([]*lesson.Lesson, []string, error) {
	files, err := fs.Glob(assets.Lessons, "lessons/*.json")
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(files)
	var out []*lesson.Lesson
	for _, f := range files {
		data, err := fs.ReadFile(assets.Lessons, f)
		if err != nil {
			return nil, nil, err
		}
		l, err := lesson.Parse(data, names)
		if err != nil {
			return nil, nil, &FileError{Name: path.Base(f), Err: err}
		}
		out = append(out, l)
	}
	return out, files, nil
}

// FileError is a lesson file that did not read, with its name.
type FileError struct {
	Name string
	Err  error
}

func (e *FileError) Error() string { return e.Name + ": " + e.Err.Error() }
func (e *FileError) Unwrap() error { return e.Err }

// Chooser is Help > Lessons: a button for each lesson the app ships,
// with what it teaches, and a button to open a lesson file.
type Chooser struct {
	Dialog  dialog.Dialog
	Buttons []*widget.Button // a lesson each, in order
	Open    *widget.Button   // Open a lesson file…
}

// ShowChooser opens the chooser over win: play is told the lesson chosen,
// openFile that the teacher wants a file of their own.
func ShowChooser(win fyne.Window, shipped []*lesson.Lesson, play func(*lesson.Lesson), openFile func()) *Chooser {
	c := &Chooser{}
	lang := i18n.Current()
	list := container.NewVBox()
	for _, l := range shipped {
		b := widget.NewButton(l.Title.In(lang), func() {
			c.Dialog.Hide()
			play(l)
		})
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.HighImportance
		c.Buttons = append(c.Buttons, b)
		about := widget.NewLabel(i18n.T("lessons.about", i18n.Args{"Summary": l.Summary.In(lang), "Slides": i18n.N("lessons.slides", len(l.Slides))}))
		about.Wrapping = fyne.TextWrapWord
		list.Add(container.NewVBox(b, about))
	}
	c.Open = widget.NewButtonWithIcon(i18n.T("lessons.open"), theme.FolderOpenIcon(), func() {
		c.Dialog.Hide()
		openFile()
	})
	intro := widget.NewLabel(i18n.T("lessons.intro"))
	intro.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(list)
	body := container.NewBorder(intro, container.NewHBox(c.Open), nil, nil, scroll)
	c.Dialog = dialog.NewCustom(i18n.T("lessons.chooser"), i18n.T("lessons.cancel"), body, win)
	size := win.Canvas().Size()
	c.Dialog.Resize(fyne.NewSize(min(960, size.Width*0.9), size.Height*0.9))
	c.Dialog.Show()
	return c
}
