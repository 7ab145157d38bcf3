package palette

import (
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"backtracklab/gui/i18n"
)

// Captions given by key are said in the language in use, and again after
// a change of language; captions given as words stay as they are.
func TestBoardKeyCaptionsFollowTheLanguage(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.English)
	k := NewBoardKey(2, []LegendEntry{
		{Swatch: canvas.NewRectangle(Placed), TextKey: "lang.menu"},
		{Swatch: canvas.NewRectangle(Trying), Text: "S"},
	})
	if k.captions[0].Text != "Language" || k.captions[1].Text != "S" {
		t.Fatalf("captions %q %q", k.captions[0].Text, k.captions[1].Text)
	}
	i18n.Use(i18n.Chinese)
	k.Relabel()
	if k.captions[0].Text != "语言" || k.captions[1].Text != "S" {
		t.Errorf("in Chinese: %q %q", k.captions[0].Text, k.captions[1].Text)
	}
}
