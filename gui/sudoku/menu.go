package sudoku

// ShowOpen asks for a puzzle file and opens it: the main menu's File >
// Open puzzle….
func (s *Screen) ShowOpen() { s.showOpen() }

// ShowSave asks where to save the puzzle: the main menu's File > Save
// puzzle….
func (s *Screen) ShowSave() { s.showSave() }
