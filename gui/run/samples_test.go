package run

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestSampleSelectOpensTheSamplePicked(t *testing.T) {
	test.NewTempApp(t)
	var opened []int
	sel := NewSampleSelect(func() []string { return []string{"Small", "Large"} },
		func() string { return "Samples" }, func(i int) { opened = append(opened, i) })
	sel.SetSelected("Large")
	sel.ClearSelected()
	if len(opened) != 1 || opened[0] != 1 || sel.PlaceHolder != "Samples" {
		t.Errorf("opened %v, placeholder %q; want [1] and Samples", opened, sel.PlaceHolder)
	}
}
