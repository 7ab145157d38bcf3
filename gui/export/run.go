package export

import (
	"context"
	"io"

	"backtracklab/engine/handout"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// maxTreeNodes is the largest tree exported: 8-queens' whole run with
// the scan is 15,721 nodes, 10-queens' 400,000 would take minutes and a
// gigabyte to draw, and nobody could read it.
const maxTreeNodes = 100_000

// RunFormats are the handouts of the run a session recorded, as anim
// shows it: for a puzzle with a board (anim.New), the PNG of the step on
// show and a GIF (of the whole run, or of the handout.MaxGIFFrames steps
// up to the one on show); the search tree as PDF, SVG and PNG, its nodes
// named by label; and the step log. base starts the files' names. None
// before a run.
func RunFormats(s *run.Session, anim handout.Animation, base string, label handout.Labeller) []Format {
	rec := s.Recording()
	first, shown, last, ok := s.History()
	if rec == nil || !ok || last == 0 {
		return nil
	}
	var out []Format
	if anim.New != nil {
		from, to := first, last
		if to-from+1 > handout.MaxGIFFrames {
			to = max(shown, first+handout.MaxGIFFrames-1)
			from = to - handout.MaxGIFFrames + 1
		}
		out = append(out, pictures(anim, rec, shown, from, to, base)...)
	}
	for _, f := range []struct{ key, ext string }{{"handout.format.treePDF", "pdf"}, {"handout.format.treeSVG", "svg"}, {"handout.format.treePNG", "png"}} {
		out = append(out, Format{Label: i18n.T(f.key), File: base + "-tree." + f.ext,
			Write: func(_ context.Context, w io.Writer, _ handout.Paper, _ Progress) error {
				t := tree.New()
				t.Sync(rec)
				if t.Len() > maxTreeNodes {
					return handout.ErrTooLong
				}
				return handout.LayoutTree(anim.Words, t, label, anim.Title, 0).Write(w, f.ext)
			}})
	}
	return append(out, Format{Label: i18n.T("handout.format.log"), File: base + "-steps.pdf",
		Write: func(ctx context.Context, w io.Writer, paper handout.Paper, p Progress) error {
			_, err := anim.WriteLogPDF(ctx, w, rec, paper, p)
			return err
		}})
}

// pictures are the PNG of step shown and the GIF of steps from to to,
// and, with a step of the past on show, the GIF of the steps up to it.
func pictures(anim handout.Animation, rec *trace.Recording, shown, from, to uint64, base string) []Format {
	gifOf := func(from, to uint64, file string) Format {
		return Format{Label: i18n.T("handout.format.gif", i18n.Args{"From": run.Thousands(from), "To": run.Thousands(to)}), File: file,
			Write: func(ctx context.Context, w io.Writer, _ handout.Paper, p Progress) error {
				_, err := anim.WriteGIF(ctx, w, rec, handout.GIFRange{From: from, To: to}, p)
				return err
			},
			WriteGIF: func(ctx context.Context, w io.Writer, views handout.Views, p Progress) error {
				_, err := anim.WriteGIFViews(ctx, w, rec, handout.GIFRange{From: from, To: to}, views, p)
				return err
			}}
	}
	out := []Format{
		{Label: i18n.T("handout.format.png", i18n.Args{"Step": run.Thousands(shown)}), File: base + "-step.png",
			Write: func(_ context.Context, w io.Writer, _ handout.Paper, _ Progress) error {
				return anim.WritePNG(w, rec, shown)
			}},
		gifOf(from, to, base+".gif"),
	}
	if shown > from && shown < to {
		out = append(out, gifOf(from, shown, base+"-to-step.gif"))
	}
	return out
}
