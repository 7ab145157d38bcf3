package cli

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"backtracklab/engine"
	"backtracklab/engine/handout"
	"backtracklab/engine/queens"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
)

// fileKind is the format a file's name asks for, by its extension, one
// of kinds.
func fileKind(name string, kinds ...string) (string, error) {
	ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(name), "."))
	if !slices.Contains(kinds, ext) {
		return "", fmt.Errorf("%q: the name ends in .%s", name, strings.Join(kinds, " or ."))
	}
	return ext, nil
}

// writeFile writes the file name with write. A file that fails half way
// is removed rather than left cut short.
func writeFile(s Streams, command, name string, write func(io.Writer) error) int {
	fail := func(err error) int {
		fmt.Fprintf(s.Err, "backtracklab %s: %v\n", command, err)
		return ExitFail
	}
	f, err := os.Create(name)
	if err != nil {
		return fail(err)
	}
	w := bufio.NewWriterSize(f, 64<<10)
	err = write(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(name)
		return fail(err)
	}
	return ExitOK
}

// record runs search watched from its first step to its Finish, as -tree
// does, and returns its recording; cut says it was stopped past limit
// steps.
func record(search engine.Search, limit uint64) (rec *trace.Recording, st engine.Stats, cut bool) {
	r := engine.NewRunner()
	r.WatchAlways(true)
	rec = trace.New(nil, trace.Options{})
	r.Start(search, func(e engine.Event, live *engine.Stats) {
		rec.Append(e, live)
		if e.Seq > limit && e.Kind != engine.Finish && !cut {
			cut = true
			r.Stop()
		}
	})
	_, st = r.Wait()
	return rec, st, cut
}

// queensGIF writes the listing search of n queens with check to the file
// named, a frame per step, with views beside the board.
func queensGIF(s Streams, name string, n int, check queens.Check, views handout.Views) int {
	w := handout.English()
	anim := handout.QueensAnimation(w, w.T("handout.queens.title", map[string]any{"N": n})+", "+check.String(), n)
	return writeGIF(s, "queens", name, (&queens.Solver{N: n, Check: check}).Search, anim, views)
}

// writeGIF writes the run of search, as anim shows it, to the file named,
// a frame per step, if it takes no more steps than a GIF shows.
func writeGIF(s Streams, command, name string, search engine.Search, anim handout.Animation, views handout.Views) int {
	if _, err := fileKind(name, "gif"); err != nil {
		fmt.Fprintf(s.Err, "backtracklab %s: -gif: %v\n", command, err)
		return ExitUsage
	}
	rec, _, cut := record(search, handout.MaxGIFFrames)
	if cut {
		fmt.Fprintf(s.Err, "backtracklab %s: -gif: the search takes more than the %v steps a GIF shows: try a smaller puzzle\n",
			command, story.Number(handout.MaxGIFFrames))
		return ExitFail
	}
	return writeFile(s, command, name, func(out io.Writer) error {
		_, err := anim.WriteGIFViews(context.Background(), out, rec, handout.GIFRange{}, views, nil)
		return err
	})
}
