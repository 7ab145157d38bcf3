package handout

import (
	"context"
	"errors"
	"io"
	"strconv"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
)

// MaxLogSteps is the most steps a step log's PDF holds: 400 pages.
const MaxLogSteps = 20000

// The lines of a step log's page, in points.
const (
	logSize   = 8.5
	logLine   = 12.0
	logIndent = 9.0 // a level of the recursion
	logDeep   = 24  // the deepest level indented
)

// WriteLogPDF writes the steps of rec as a step log on pages of paper:
// each step numbered as in the tree and the GIF, in words, indented by
// the depth of the frame it belongs to, as the command line's -log
// prints it. It returns the number of pages.
func (q Animation) WriteLogPDF(ctx context.Context, out io.Writer, rec *trace.Recording, p Paper, progress func(done, total int)) (int, error) {
	first, last, ok := rec.Bounds()
	if !ok {
		return 0, errors.New("nothing recorded")
	}
	total := int(last - first + 1)
	if total > MaxLogSteps {
		return 0, ErrTooLong
	}
	title := q.Words.T("handout.log.title", map[string]any{"Title": q.Title})
	doc := NewPDF(title)
	perPage := int((p.H - 2*margin - sheetHead - sheetFoot) / logLine)
	pages := (total + perPage - 1) / perPage
	var c Canvas
	line, level, done := 0, 0, 0
	tell := q.NewTeller()
	rd := rec.NewReader()
	for e, ok := rd.Next(); ok; e, ok = rd.Next() {
		if rd.Restarted() {
			tell = q.NewTeller()
		}
		msg := tell(*e, rd.Stats())
		if e.Sync {
			continue
		}
		if err := ctx.Err(); err != nil {
			return doc.Pages(), err
		}
		if line%perPage == 0 {
			c = doc.Page(p.W, p.H)
			drawHead(c, p, title, "")
			drawFoot(q.Words, c, p, q.Words.T("handout.page", map[string]any{"Page": doc.Pages(), "Pages": pages}))
		}
		at := level
		switch e.Kind {
		case engine.Enter:
			at, level = e.Depth, e.Depth
		case engine.Leave:
			at, level = e.Depth, max(e.Depth-1, 0)
		case engine.Finish:
			at = 0
		}
		y := margin + sheetHead + float64(line%perPage+1)*logLine - 4
		c.Text(margin+30, y, logSize, grey, Right, story.Number(e.Seq).String())
		x := margin + 38 + float64(min(at, logDeep))*logIndent
		text := q.Words.Say(msg)
		if at > logDeep {
			text = "[" + strconv.Itoa(at) + "] " + text
		}
		c.Text(x, y, logSize, stepColour(e.Kind), Left, text)
		line++
		done++
		if progress != nil && done%256 == 0 {
			progress(done, total)
		}
	}
	if progress != nil {
		progress(total, total)
	}
	return doc.Pages(), doc.Write(out)
}
