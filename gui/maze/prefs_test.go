package maze

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/settings"
)

func TestScreen_SettingsSurviveARestart(t *testing.T) {
	s, a := newTestScreen(t)
	s.setAlgorithm(BFS)
	s.animate.SetChecked(false)
	s.width.SetText("30")
	s.height.SetText("18")
	s.seed.SetText("1234")
	s.loops.SetSelected("10%")
	runAll(t, s, s.generate)
	test.TapAt(s.board, s.board.CellCenter(1, 2)) // open a wall of the generated maze
	edited := s.Maze().String()

	again := screenIn(t, a)
	if again.algorithm() != BFS || again.animate.Checked {
		t.Errorf("algorithm %v, animate %v", again.algorithm(), again.animate.Checked)
	}
	if again.width.Text != "30" || again.height.Text != "18" || again.seed.Text != "1234" || again.loops.Selected != "10%" {
		t.Errorf("generator %s×%s seed %s loops %s", again.width.Text, again.height.Text, again.seed.Text, again.loops.Selected)
	}
	if again.Maze().String() != edited {
		t.Errorf("maze\n%s\nwant\n%s", again.Maze(), edited)
	}
}

func TestScreen_CorruptSettingsAreIgnored(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString(settings.MazeAlgorithm.Key, "quantum")
	p.SetString(settings.MazeWidth.Key, "-3")
	p.SetString(settings.MazeHeight.Key, "x")
	p.SetString(settings.MazeSeed.Key, "not a seed")
	p.SetString(settings.MazeAnimate.Key, "perhaps")
	p.SetString(settings.MazeLoops.Key, "20") // within the engine's range, but not offered
	p.SetString(settings.MazeGrid.Key, "#S#\n###\n")
	s := screenIn(t, a)
	def := defaultSettings()
	if s.algorithm() != def.alg || s.animate.Checked != def.animate {
		t.Errorf("algorithm %v animate %v", s.algorithm(), s.animate.Checked)
	}
	if s.width.Text != "20" || s.height.Text != "12" || s.seed.Text != "1" || s.loops.Selected != "0%" {
		t.Errorf("generator %s×%s seed %s loops %s", s.width.Text, s.height.Text, s.seed.Text, s.loops.Selected)
	}
	m, _ := loadSample(defaultSample)
	if s.Maze().String() != m.String() {
		t.Errorf("maze\n%s", s.Maze())
	}
}
