package gui

import (
	"backtracklab/gui/i18n"
	"image/color"
	"runtime"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/cli"
	"backtracklab/gui/palette"
	"backtracklab/gui/run/runtest"
	"backtracklab/gui/settings"
)

// menuItem returns the item labelled label in the menu named menu.
func menuItem(t *testing.T, m *mainWindow, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, mm := range m.win.MainMenu().Items {
		if mm.Label != menu {
			continue
		}
		for _, it := range mm.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no %s > %s in the menu", menu, label)
	return nil
}

// typeMenuShortcut does what Fyne's desktop driver does with a shortcut
// typed in the window: it runs the menu item that has it.
func typeMenuShortcut(t *testing.T, m *mainWindow, sc fyne.Shortcut) {
	t.Helper()
	for _, mm := range m.win.MainMenu().Items {
		for _, it := range mm.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() {
				it.Action()
				return
			}
		}
	}
	t.Fatalf("no menu item has the shortcut %s", sc.ShortcutName())
}

func TestMenuHasTheUsualEntries(t *testing.T) {
	m := newTestWindow(t, 0)
	var got []string
	for _, mm := range m.win.MainMenu().Items {
		labels := []string{}
		for _, it := range mm.Items {
			if !it.IsSeparator {
				labels = append(labels, it.Label)
			}
		}
		got = append(got, mm.Label+": "+strings.Join(labels, ", "))
	}
	want := []string{
		"File: Open puzzle…, Save…, Export…, Quit",
		"Edit: Undo, Redo, Copy, Paste",
		"View: Light theme, Dark theme, System theme, Compare, Teach panel, Presentation (150%), Larger, Smaller, Full screen, High contrast, Language",
		"Help: Keyboard shortcuts, Lessons…, About Backtrack Lab",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("menu\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for label, name := range map[string]string{
		"Open puzzle…": "CustomDesktop:" + modifierShortName() + "+O",
		"Save…":        "CustomDesktop:" + modifierShortName() + "+S",
		"Quit":         "CustomDesktop:" + modifierShortName() + "+Q",
	} {
		if it := menuItem(t, m, "File", label); it.Shortcut == nil || it.Shortcut.ShortcutName() != name {
			t.Errorf("File > %s shortcut %v, want %s", label, it.Shortcut, name)
		}
	}
	for label, name := range map[string]string{"Copy": "Copy", "Paste": "Paste", "Undo": "Undo", "Redo": "Redo"} {
		if it := menuItem(t, m, "Edit", label); it.Shortcut == nil || it.Shortcut.ShortcutName() != name {
			t.Errorf("Edit > %s shortcut %v, want %s", label, it.Shortcut, name)
		}
	}
}

// modifierShortName is how Fyne names KeyModifierShortcutDefault in a
// shortcut's name.
func modifierShortName() string {
	if runtime.GOOS == "darwin" {
		return "Super"
	}
	return "Control"
}

func TestViewLightSwitchesTheVariantAndIsKept(t *testing.T) {
	m := newMainWindow(tempApp(t), "1.2.3", 0) // closed below
	if ticked := menuItem(t, m, "View", "System theme"); !ticked.Checked {
		t.Error("System theme not ticked at first start")
	}
	menuItem(t, m, "View", "Light theme").Action()
	if v := palette.Variant(); v != theme.VariantLight {
		t.Errorf("palette variant %d after View > Light, want light (%d)", v, theme.VariantLight)
	}
	bg := m.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantDark)
	if want := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight); !sameColor(bg, want) {
		t.Errorf("background %v asked in the dark variant, want light %v", bg, want)
	}
	if got := settings.Theme.Get(m.app.Preferences()); got != settings.ThemeLight {
		t.Errorf("kept theme %q, want light", got)
	}
	if !menuItem(t, m, "View", "Light theme").Checked || menuItem(t, m, "View", "System theme").Checked {
		t.Error("View menu does not tick Light alone")
	}

	menuItem(t, m, "View", "Dark theme").Action()
	if v := palette.Variant(); v != theme.VariantDark {
		t.Errorf("palette variant %d after View > Dark, want dark", v)
	}

	// The next start comes back dark.
	m.win.Close()
	again := newMainWindow(m.app, "1.2.3", 0)
	t.Cleanup(again.win.Close)
	if v := palette.Variant(); v != theme.VariantDark || !menuItem(t, again, "View", "Dark theme").Checked {
		t.Errorf("restarted with variant %d, Dark ticked %v", v, menuItem(t, again, "View", "Dark theme").Checked)
	}
}

func sameColor(a, b color.Color) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	return ar == br && ag == bg && ab == bb && aa == ba
}

func TestEditCopyOnQueensCopiesTheSolutionOnTheBoard(t *testing.T) {
	m := newTestWindow(t, 0)
	clip := m.app.Clipboard()
	clip.SetContent("before")
	menuItem(t, m, "Edit", "Copy").Action()
	if got := clip.Content(); got != "before" {
		t.Errorf("copy with no solution on the board put %q on the clipboard", got)
	}

	m.win.Canvas().OnTypedRune()('n')
	test.Type(m.win.Canvas().Focused(), "4")
	m.win.Canvas().Unfocus()
	for r, c := range []int{1, 3, 0, 2} { // placed by hand
		m.queens().Board().OnTapped(r, c)
	}
	typeMenuShortcut(t, m, &fyne.ShortcutCopy{Clipboard: clip})
	if got, want := clip.Content(), `[".Q..","...Q","Q...","..Q."]`; got != want {
		t.Errorf("clipboard %q, want %q", got, want)
	}
}

func TestEditPasteOnSudokuLoadsThePuzzle(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabSudoku)
	const puzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	m.app.Clipboard().SetContent(puzzle)
	menuItem(t, m, "Edit", "Paste").Action()
	if !strings.HasPrefix(m.sudoku().Status(), "Pasted a 9×9 puzzle with 32 givens") {
		t.Errorf("status %q after Edit > Paste", m.sudoku().Status())
	}
	m.app.Clipboard().SetContent("")
	menuItem(t, m, "Edit", "Copy").Action()
	if got := m.app.Clipboard().Content(); got != strings.ReplaceAll(puzzle, ".", "0") && got != puzzle {
		t.Errorf("Edit > Copy put %q on the clipboard, want the pasted puzzle", got)
	}
}

func TestAboutShowsTheVersions(t *testing.T) {
	m := newTestWindow(t, 0)
	menuItem(t, m, "Help", "About Backtrack Lab").Action()
	top := m.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("About opened no dialog")
	}
	var texts []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			texts = append(texts, o.Text)
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(o).Objects() {
				walk(c)
			}
		}
	}
	walk(top)
	all := strings.Join(texts, "\n")
	for _, want := range []string{"Backtrack Lab", "Version 1.2.3", "Built with " + runtime.Version(), "Fyne " + cli.FyneVersion()} {
		if !strings.Contains(all, want) {
			t.Errorf("About box lacks %q; it says:\n%s", want, all)
		}
	}
}

func TestKeyHelpNamesThePlatformModifier(t *testing.T) {
	if h := keyHelp("Cmd"); !strings.Contains(h, "Cmd+Q\tquit") || strings.Contains(h, "Ctrl") {
		t.Errorf("key help for macOS:\n%s", h)
	}
}

// Help > Keyboard shortcuts lists the shortcut of every menu item that
// has one (View > Teach panel's Ctrl+T among them), in English and in
// Chinese.
func TestKeyHelpListsEveryMenuShortcut(t *testing.T) {
	m := newTestWindow(t, 0)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	var keys []string
	for _, menu := range m.win.MainMenu().Items {
		for _, it := range menu.Items {
			if sc, ok := it.Shortcut.(fyne.KeyboardShortcut); ok && sc.Mod() == fyne.KeyModifierShortcutDefault {
				keys = append(keys, "Ctrl+"+string(sc.Key()))
			}
		}
	}
	if len(keys) != 11 || !slices.Contains(keys, "Ctrl+T") || !slices.Contains(keys, "Ctrl+M") || !slices.Contains(keys, "Ctrl+=") {
		t.Fatalf("menu shortcuts %q, want 11 with Ctrl+T, Ctrl+M and Ctrl+=", keys)
	}
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(lang)
		h := keyHelp("Ctrl")
		for _, k := range keys {
			if !strings.Contains(h, k+"\t") && !strings.Contains(h, k+",") && !strings.Contains(h, k+"、") {
				t.Errorf("%s: the key help does not list %s:\n%s", lang, k, h)
			}
		}
	}
}

// View > Language switches the menu's words at once and keeps the choice.
func TestLanguageMenuSwitchesAndKeepsTheChoice(t *testing.T) {
	m := newTestWindow(t, 0)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	view := m.menu.main.Items[2]
	lang := view.Items[len(view.Items)-1]
	if lang.Label != "Language" || len(lang.ChildMenu.Items) != 3 {
		t.Fatalf("View's last item %q with %d choices", lang.Label, len(lang.ChildMenu.Items))
	}
	lang.ChildMenu.Items[2].Action() // 简体中文
	view = m.menu.main.Items[2]
	lang = view.Items[len(view.Items)-1]
	if lang.Label != "语言" || !lang.ChildMenu.Items[2].Checked || settings.Language.Get(m.prefs) != i18n.Chinese {
		t.Errorf("after 简体中文: %q, ticked %v, kept %q", lang.Label, lang.ChildMenu.Items[2].Checked, settings.Language.Get(m.prefs))
	}
	lang.ChildMenu.Items[1].Action() // English
	if l := m.menu.main.Items[2].Items[len(view.Items)-1].Label; l != "Language" {
		t.Errorf("after English: %q", l)
	}
}

// File > Open on the N-Queens tab keeps the tab behind the file dialog
// and after Cancel: the Sudoku tab comes forward only with a puzzle read.
func TestFileOpenOnNQueensStaysThereUntilAFileIsOpened(t *testing.T) {
	i18n.Use(i18n.English)
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabQueens)
	menuItem(t, m, "File", "Open puzzle…").Action()
	top := m.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("File > Open showed no file dialog")
	}
	if got := m.tabs.SelectedIndex(); got != tabQueens {
		t.Errorf("behind the file dialog the window shows tab %d, want N-Queens (%d)", got, tabQueens)
	}
	cancel := runtest.FindShownButton(top, "Cancel")
	if cancel == nil {
		t.Fatal("the file dialog has no Cancel")
	}
	test.Tap(cancel)
	if m.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Cancel left the file dialog open")
	}
	if got := m.tabs.SelectedIndex(); got != tabQueens {
		t.Errorf("after Cancel the window shows tab %d, want N-Queens (%d)", got, tabQueens)
	}
}
