package queens

import "fyne.io/fyne/v2"

var defaultSizeForTests = fyne.NewSize(1200, 720)
