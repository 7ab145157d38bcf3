package statefile

import (
	"os"
	"path/filepath"
	"time"
)

// tempMark comes between a file's name and a random part in the name of
// the temporary file WriteFile writes first.
const tempMark = ".tmp-"

// WriteFile replaces the file at path with data so that, whatever
// instant the process or the machine stops, the file holds either its
// old content or data, whole: data goes to a new file in the same
// folder, which is synced and then renamed over path. Two processes
// writing the same path each write their own temporary file; the last
// rename wins.
func WriteFile(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+tempMark+"*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir makes a rename in dir durable where the system allows it (not
// on Windows, where a folder cannot be opened for syncing).
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

// removeStaleTemps removes the temporary files of path left by a
// process that stopped mid-write. One younger than a minute may be
// another process's write in progress and is left alone.
func removeStaleTemps(path string, now time.Time) {
	temps, err := filepath.Glob(path + tempMark + "*")
	if err != nil {
		return
	}
	for _, t := range temps {
		if fi, err := os.Lstat(t); err == nil && now.Sub(fi.ModTime()) > time.Minute {
			os.Remove(t)
		}
	}
}
