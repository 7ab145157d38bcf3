// Package assets embeds the files the app ships inside its binary: the
// icon and the sample puzzles and mazes (the translations are embedded
// by assets/translations, for the window and the command line alike).
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the app's icon: a queen on a board.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
