package program

// The program in the editor: the examples, the edits, the files.

import (
	"io/fs"
	"path"
	"sort"
	"strings"

	"fyne.io/fyne/v2/dialog"

	"backtracklab/assets"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// examples are the names of the example files, in order.
var examples = func() []string {
	names, _ := fs.Glob(assets.Programs, "code/*.py")
	sort.Strings(names)
	return names
}()

// exampleNames are the examples' names in the language in use.
func exampleNames() []string {
	out := make([]string, len(examples))
	for i, name := range examples {
		out[i] = i18n.T("program.example." + exampleKey(name))
	}
	return out
}

// exampleKey is an example's name without its number and extension:
// "permutations" for code/01_permutations.py.
func exampleKey(file string) string {
	base := strings.TrimSuffix(path.Base(file), ".py")
	if _, after, ok := strings.Cut(base, "_"); ok {
		return after
	}
	return base
}

// openExample puts example i in the editor, stopping and clearing any run.
// A program of the teacher's own in the editor is asked about first:
// nothing typed is lost without a yes.
func (s *Screen) openExample(i int) {
	if i < 0 || i >= len(examples) {
		return
	}
	data, err := fs.ReadFile(assets.Programs, examples[i])
	if err != nil {
		return
	}
	open := func() {
		settings.ProgramExample.Set(s.prefs, i)
		s.load(string(data))
		s.keep(string(data))
	}
	if s.ownProgram() {
		dialog.ShowConfirm(i18n.T("program.replace.title"), i18n.T("program.replace.message"), func(yes bool) {
			if yes {
				open()
			}
		}, s.win)
		return
	}
	open()
}

// ownProgram reports whether the editor holds a program that is not one
// of the examples as shipped: typed, pasted or opened.
func (s *Screen) ownProgram() bool {
	text := strings.TrimSpace(s.editor.Text())
	if text == "" {
		return false
	}
	for _, name := range examples {
		if data, err := fs.ReadFile(assets.Programs, name); err == nil && strings.TrimSpace(string(data)) == text {
			return false
		}
	}
	return true
}

// load puts src in the editor as the screen's own change.
func (s *Screen) load(src string) {
	s.loading = true
	s.editor.SetText(src)
	s.loading = false
	s.afterEdit()
}

// edited takes an edit typed in the editor: a run of the old text stops
// and leaves the screen, since its lines may no longer exist.
func (s *Screen) edited(src string) {
	if s.loading {
		return
	}
	kept := s.keep(src)
	s.afterEdit()
	if !kept {
		s.say(i18n.Tr("program.status.notkept", i18n.Args{"Max": run.Thousands(settings.MaxProgram >> 10)}))
	}
}

func (s *Screen) afterEdit() {
	s.lines = nil
	if s.session.Recording() != nil || s.session.State().Active() {
		s.session.Clear()
	}
	s.clearError()
	s.say(i18n.Tr("program.status.ready", nil))
	if s.selected != nil {
		s.selected()
	}
}

// editorLines is the program in the editor, a line each; the same slice
// until the next edit.
func (s *Screen) editorLines() []string {
	if s.lines == nil {
		s.lines = strings.Split(strings.TrimRight(s.editor.Text(), "\n"), "\n")
	}
	return s.lines
}
