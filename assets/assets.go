// Package assets embeds the files the app ships inside its binary: the
// icon, sample puzzles and translations.
package assets

import (
	"embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the app's icon: a queen on a board.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)

// Translations holds the app's words in every language, one pair of files
// per part of the app: translations/<part>.en.json and
// translations/<part>.zh_Hans.json (see gui/i18n). Only the files: the
// directory is also the Go package assets/translations, which embeds them
// for the command line (the linker keeps one copy of each).
//
//go:embed translations/*.json
var Translations embed.FS
