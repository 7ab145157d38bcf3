module backtracklab

go 1.26

require fyne.io/fyne/v2 v2.7.1 // indirect
