package stats

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

func TestGridShowsAndResetsItsValues(t *testing.T) {
	test.NewTempApp(t)
	g := NewGrid()
	tries, elapsed := g.Add("Tries"), g.Add("Elapsed")
	if tries.Text != "0" || elapsed.Text != "0" {
		t.Errorf("new values %q %q, want 0 0", tries.Text, elapsed.Text)
	}
	SetCount(tries, 15720)
	run.SetText(elapsed, "1.2 s")
	run.SetText(g.Note, "by cause")
	if tries.Text != "15,720" || elapsed.Text != "1.2 s" || g.Note.Text != "by cause" {
		t.Errorf("shown %q %q %q", tries.Text, elapsed.Text, g.Note.Text)
	}
	g.Reset()
	if tries.Text != "0" || elapsed.Text != "0" || g.Note.Text != "" {
		t.Errorf("after reset %q %q %q", tries.Text, elapsed.Text, g.Note.Text)
	}
}

// Values added by key are named in the language in use, and again after
// a change of language; names given as words stay as they are.
func TestGridNamesByKeyFollowTheLanguage(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.English)
	g := NewGrid()
	g.AddKey("lang.menu")
	g.Add("n")
	if g.names[0].Text != "Language" || g.names[1].Text != "n" {
		t.Fatalf("names %q %q", g.names[0].Text, g.names[1].Text)
	}
	i18n.Use(i18n.Chinese)
	g.Relabel()
	if g.names[0].Text != "语言" || g.names[1].Text != "n" {
		t.Errorf("in Chinese: %q %q", g.names[0].Text, g.names[1].Text)
	}
}

// A value that does not apply shows the dash of a time not yet taken, in
// either language, and a count shown after it replaces the dash.
func TestGridShowsAValueThatDoesNotApplyAsADash(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(lang)
		g := NewGrid()
		tries := g.Add("Tries")
		SetNone(tries)
		if tries.Text != "–" {
			t.Errorf("%s: a value that does not apply shows %q, want a dash", lang, tries.Text)
		}
		SetCount(tries, 7)
		if tries.Text != "7" {
			t.Errorf("%s: after the dash a count of 7 shows %q", lang, tries.Text)
		}
	}
}
