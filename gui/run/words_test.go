package run

import (
	"backtracklab/gui/i18n/i18ntest"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
)

var cjk = regexp.MustCompile(`\p{Han}`)

// english returns the words of o's texts that are English, names aside.
func english(o fyne.CanvasObject) []string {
	var out []string
	for _, s := range i18ntest.Texts(o) {
		if w := i18ntest.English(s); w != "" {
			out = append(out, w+" in "+s)
		}
	}
	return out
}

// A change of language while a run is paused in the past changes the
// words of the controls, the timeline, the key hint and the sample select
// at once, and keeps the run where it stands and the sample picked.
func TestLanguageChangesWhilePaused(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	p := recordedPuzzle{newFakePuzzle(chain(5))}
	s := NewSession(p, 0)
	c := NewControls(s)
	hint := NewKeyHint(KeyHelp)
	tl := NewTimeline(s, hint)
	samples := map[string][]string{i18n.English: {"Small", "Large"}, i18n.Chinese: {"小", "大"}}
	placeholder := map[string]string{i18n.English: "Samples", i18n.Chinese: "示例"}
	var opened []int
	sel := NewSampleSelect(func() []string { return samples[i18n.Current()] },
		func() string { return placeholder[i18n.Current()] }, func(i int) { opened = append(opened, i) })
	test.NewTempWindow(t, container.NewVBox(c, tl, sel))
	sel.SetSelectedIndex(1)

	s.Step()
	for range 5 {
		n := len(p.kinds())
		s.Step()
		p.await(func() bool { return len(p.events) > n })
	}
	s.Frame()
	s.Back()
	if c.PauseButton.Text != "Resume" || !strings.Contains(tl.Label.Text, "step 5 of 6, in the past") {
		t.Fatalf("English: pause %q, timeline %q", c.PauseButton.Text, tl.Label.Text)
	}
	first, shown, last, _ := s.History()
	events := len(p.kinds())
	if words := english(container.NewVBox(c, tl, hint, sel)); len(words) < 10 {
		t.Fatalf("the walker finds only %q in English", words)
	}

	i18n.Use(i18n.Chinese)
	if words := english(container.NewVBox(c, tl, hint, sel)); len(words) > 0 {
		t.Errorf("English left in Chinese: %q", words)
	}
	if c.PauseButton.Text != "继续" || c.StartButton.Text != "重新开始" || tl.Label.Text != "第 5 步，共 6 步（回看）" {
		t.Errorf("Chinese: pause %q, start %q, timeline %q", c.PauseButton.Text, c.StartButton.Text, tl.Label.Text)
	}
	if tl.Label.TextStyle.Monospace || c.SpeedLabel.TextStyle.Monospace {
		t.Error("Chinese numbers in a monospace label, which the GL driver measures too narrow")
	}
	if sel.Selected != "大" || sel.PlaceHolder != "示例" || len(opened) != 1 {
		t.Errorf("sample select: %q, placeholder %q, opened %v; want 大, 示例, [1]", sel.Selected, sel.PlaceHolder, opened)
	}
	f2, s2, l2, ok := s.History()
	if s.State() != Paused || !ok || f2 != first || s2 != shown || l2 != last || len(p.kinds()) != events || !p.last.Past {
		t.Errorf("the run moved: %v, history %d..%d at %d (was %d..%d at %d), %d events (was %d)",
			s.State(), f2, l2, s2, first, last, shown, len(p.kinds()), events)
	}

	i18n.Use(i18n.English)
	if !tl.Label.TextStyle.Monospace || !c.SpeedLabel.TextStyle.Monospace {
		t.Error("English numbers not back in monospace")
	}
	if c.PauseButton.Text != "Resume" || tl.Label.Text != "step 5 of 6, in the past" || sel.Selected != "Large" || hint.Text != KeyHelp() {
		t.Errorf("back in English: pause %q, timeline %q, sample %q, hint %q", c.PauseButton.Text, tl.Label.Text, sel.Selected, hint.Text)
	}
}

// The buttons keep the width of their widest words in the language in
// use: a Chinese bar is measured anew, not held at its English widths.
func TestControlsAreMeasuredInTheLanguageInUse(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { i18n.Use(i18n.System) })
	c := NewControls(NewSession(newFakePuzzle(endless), 0))
	test.NewTempWindow(t, c)
	widths := func() []float32 {
		w := make([]float32, len(c.rooms))
		for i, r := range c.rooms {
			w[i] = r.space.MinSize().Width
		}
		return append(w, c.speedRoom.Layout.MinSize(nil).Width)
	}
	en := widths()
	i18n.Use(i18n.Chinese)
	zh := widths()
	for i := range en {
		if en[i] == zh[i] {
			t.Errorf("room %d is %g wide in both languages", i, en[i])
		}
	}
	if c.StepButton.Text != "单步" || c.SpeedLabel.Text != "全速" {
		t.Errorf("Chinese: step %q, speed %q", c.StepButton.Text, c.SpeedLabel.Text)
	}
}

// Speeds and times read in both languages, their numbers grouped.
func TestSpeedsAndTimesInBothLanguages(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.Chinese)
	for got, want := range map[string]string{
		RateLabel(engine.Unlimited):                  "全速",
		RateLabel(1):                                 "1 步/秒",
		RateLabel(2500):                              "2,500 步/秒",
		FormatElapsed(0, Fine):                       "–",
		FormatElapsed(250*time.Microsecond, 0):       "250 微秒",
		FormatElapsed(1500*time.Microsecond, Fine):   "1.5 毫秒",
		FormatElapsed(2500*time.Millisecond, Coarse): "2.5 秒",
		FormatElapsed(125*time.Second, Fine):         "2 分 05 秒",
		FormatElapsed(1001*time.Minute, Coarse):      "1,001 分 00 秒",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	if h := KeyHelp(); !cjk.MatchString(h) || i18ntest.English(h) != "" {
		t.Errorf("key help %q", h)
	}
	i18n.Use(i18n.English)
	if RateLabel(1) != "1 step/s" || FormatElapsed(1001*time.Minute, Coarse) != "1,001 min 00 s" {
		t.Errorf("English: %q, %q", RateLabel(1), FormatElapsed(1001*time.Minute, Coarse))
	}
}
