package queens

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestTry(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := NewScreen(w, 0)
	w.SetContent(s.Content())
	w.Resize(defaultSizeForTests)
	s.Session().Start()
	s.Session().Wait()
	s.Session().Frame()
	t.Log(s.Status(), s.results.listed, s.counters.nodes.Text)
	s.Session().SetNotch(5)
	s.Session().Step()
	s.Session().Step()
	s.Session().Step()
	s.Session().Frame()
	t.Log(s.Status(), s.Session().State())
	s.Session().Step()
	s.Session().Frame()
	t.Log(s.Status(), s.Session().State())
	s.Session().Stop()
	t.Log(s.Status(), s.Session().State())
	test.AssertRendersToImage(t, "try.png", w.Canvas())
}
