package settings

// The Teach side of the screens (gui/teach).
var (
	// Teach is whether the screens show the Teach panel beside the board.
	Teach = Bool{Key: "teach.on"}
	// TeachViews names the views the Teach panel shows, in its order,
	// separated by commas: "code,stack,tree,log"; the panel drops a name
	// it does not know.
	TeachViews = Text{Key: "teach.views"}
	// TeachGo is whether the code view shows the engine's Go rather than
	// the pseudocode.
	TeachGo = Bool{Key: "teach.go"}
)
