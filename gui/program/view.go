package program

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// consoleLines is how many of the last lines printed the console shows:
// a label of thousands of lines costs a frame to lay out.
const consoleLines = 400

// console is what the program printed up to the step on show, in step
// with the timeline, its last lines in sight.
type console struct {
	title   *widget.Label
	label   *widget.Label
	scroll  *container.Scroll
	content fyne.CanvasObject
	lines   []string
	dropped int
}

func newConsole() *console {
	c := &console{title: widget.NewLabel(""), label: widget.NewLabel("")}
	c.title.TextStyle.Bold = true
	c.label.TextStyle.Monospace = true
	c.scroll = container.NewScroll(c.label)
	c.content = container.NewBorder(c.title, nil, nil, nil, c.scroll)
	run.Words(func() { c.title.SetText(i18n.T("program.console")) })
	return c
}

// show shows lines, the output up to a step; dropped lines were printed
// before them.
func (c *console) show(lines []string, dropped int) {
	if dropped == c.dropped && len(lines) == len(c.lines) &&
		(len(lines) == 0 || lines[len(lines)-1] == c.lines[len(c.lines)-1]) {
		return
	}
	c.lines, c.dropped = lines, dropped
	shown := lines
	if n := len(shown); n > 0 && shown[n-1] == "" {
		shown = shown[:n-1] // the line print ended, not yet begun
	}
	if len(shown) > consoleLines {
		shown = shown[len(shown)-consoleLines:]
	}
	run.SetText(c.label, strings.Join(shown, "\n"))
	// The last line in sight. The scroll clamps its offset to its
	// content's size, which it has not laid out anew yet: give the label
	// its new size first.
	size := c.label.MinSize()
	c.label.Resize(fyne.NewSize(max(size.Width, c.scroll.Size().Width), size.Height))
	c.scroll.ScrollToBottom()
}

// text is what the console shows.
func (c *console) text() string { return c.label.Text }
