package maze

// ShowOpen asks for a maze file and opens it, for the window's File menu.
func (s *Screen) ShowOpen() { s.showOpen() }

// ShowSave asks where to save the maze, for the window's File menu.
func (s *Screen) ShowSave() { s.showSave() }
