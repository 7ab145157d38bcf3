package settings

// The quiz of each screen (gui/quiz), kept apart per screen: screen is
// the screen's name ("queens", "sudoku", "maze", "program").

// QuizOn is whether the screen's quiz asks.
func QuizOn(screen string) Bool { return Bool{Key: "quiz." + screen + ".on"} }

// QuizMode is how often the screen's quiz asks: every choice (0), after
// backtracks (1) or at dead ends (2), as quiz.Mode counts them.
func QuizMode(screen string) Int {
	return Int{Key: "quiz." + screen + ".mode", Default: 0, Min: 0, Max: 2}
}
