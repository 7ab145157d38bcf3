// Package fonts holds the font the app ships for the symbols it draws that
// Fyne's bundled fonts lack, so that no machine shows a replacement box
// for them whatever fonts it has (see gui's theme). Chinese comes from the
// system's CJK fonts.
package fonts

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed symbols.ttf
var symbolsTTF []byte

// Symbols has the arrows ←↑→↓↔↕↖↗↘↙, the minus sign −, the ticks and
// crosses ✓✔✕✖✗✘ and the chess pieces ♔…♟: a subset of Noto Sans Math and
// Noto Sans Symbols2 (SIL Open Font License 1.1, see LICENSE-OFL.txt and
// README.md), 9 KB.
var Symbols = fyne.NewStaticResource("BacktrackLabSymbols-Regular.ttf", symbolsTTF)
