package sudoku

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	guicompare "backtracklab/gui/compare"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run/runtest"
)

// charts finds the bar charts under o.
func charts(o fyne.CanvasObject) []*guicompare.BarChart {
	var found []*guicompare.BarChart
	switch x := o.(type) {
	case *guicompare.BarChart:
		return append(found, x)
	case *fyne.Container:
		for _, c := range x.Objects {
			found = append(found, charts(c)...)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			found = append(found, charts(c)...)
		}
	}
	return found
}

// TestCompareNamesTheStrategiesAsTheSelector: View > Compare's bars name
// each strategy as the strategy selector offers it, in either language.
func TestCompareNamesTheStrategiesAsTheSelector(t *testing.T) {
	s, w, _ := newTestScreen(t)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(lang)
		s.ShowCompare()
		pop := w.Canvas().Overlays().Top()
		if pop == nil {
			t.Fatal("no Compare view")
		}
		found := charts(pop)
		if len(found) == 0 {
			t.Fatal("no bar chart in the Compare view")
		}
		options := s.strategy.Options
		for _, c := range found {
			if len(c.Bars) < len(options) {
				t.Fatalf("%s: %q has %d bars for %d strategies", lang, c.Title, len(c.Bars), len(options))
			}
			for i, o := range options {
				if c.Bars[i].Label != o {
					t.Errorf("%s: %q names strategy %d %q, the selector %q", lang, c.Title, i, c.Bars[i].Label, o)
				}
			}
		}
		test.Tap(runtest.FindButton(pop, i18n.T("compare.button.close")))
		if w.Canvas().Overlays().Top() != nil {
			t.Fatal("the Compare view stayed open")
		}
	}
}
