package statefile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"
)

// KeepDamaged is how many damaged copies of a file are kept beside it;
// older ones are removed when another is moved aside.
const KeepDamaged = 3

// damagedMark comes between a file's name and the time it was found
// damaged in the name of the copy moved aside.
const damagedMark = ".damaged-"

// Damage says what was wrong with a file the app could not read, and
// where the file went.
type Damage struct {
	File    string // the file that was damaged
	Problem error  // what is wrong with it
	// MovedTo is where the file was moved, beside where it was; "" when
	// it could not be moved, and MoveErr says why.
	MovedTo string
	MoveErr error
}

// Repair checks the preferences file at path (see Check) before Fyne
// reads it. A damaged file is moved aside, so that Fyne starts from its
// defaults and the person's old file is kept; Repair then returns what
// happened. A missing or sound file gives nil.
func Repair(path string, now time.Time) *Damage {
	data, err := readLimited(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err == nil {
		err = Check(data)
	}
	if err == nil {
		return nil
	}
	return moveAside(path, err, now)
}

// readLimited reads the file at path, or at most MaxSize+1 bytes of it:
// enough for Check to refuse it.
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, MaxSize+1))
}

// moveAside renames the damaged file at path to a name beside it that
// says when it was found damaged, removes the oldest such copies beyond
// KeepDamaged, and returns the Damage.
func moveAside(path string, problem error, now time.Time) *Damage {
	d := &Damage{File: path, Problem: problem}
	stamp := path + damagedMark + now.UTC().Format("20060102T150405Z")
	to := stamp
	for i := 2; exists(to); i++ { // found damaged twice in a second
		to = stamp + "-" + strconv.Itoa(i)
	}
	if err := os.Rename(path, to); err != nil {
		d.MoveErr = err
		// The file must not reach Fyne's loader: as a last resort, drop it.
		if rmErr := os.Remove(path); rmErr != nil && !errors.Is(rmErr, os.ErrNotExist) {
			d.MoveErr = fmt.Errorf("%w; removing it failed too: %w", err, rmErr)
		}
		return d
	}
	d.MovedTo = to
	pruneDamaged(path)
	return d
}

// pruneDamaged removes the oldest damaged copies of path beyond
// KeepDamaged. The time in their names sorts them, the oldest first.
func pruneDamaged(path string) {
	copies, err := filepath.Glob(path + damagedMark + "*")
	if err != nil || len(copies) <= KeepDamaged {
		return
	}
	slices.Sort(copies) // "…Z" < "…Z-2": one made in the same second sorts after
	for _, old := range copies[:len(copies)-KeepDamaged] {
		os.Remove(old)
	}
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
