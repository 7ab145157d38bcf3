package run

import (
	"sync"

	"fyne.io/fyne/v2"
)

// What runs over a window but belongs to no screen (a comparison's
// pop-up, an export) says here how to stop it, so that closing the
// window ends it too: the window closes its screens, and knows nothing
// else of what is open over it. An export forgets itself on its own
// goroutine, hence the lock.
var (
	stopsMu sync.Mutex
	stops   = map[fyne.Window]map[*func()]struct{}{}
)

// OnWindowClose has StopAll(win) call stop, which must return at once
// (stop, cancel: the work ends in the background). The work calls the
// forget it gets as it ends, whichever way: it is not stopped again, and
// nothing is kept of it.
func OnWindowClose(win fyne.Window, stop func()) (forget func()) {
	key := &stop
	stopsMu.Lock()
	defer stopsMu.Unlock()
	if stops[win] == nil {
		stops[win] = map[*func()]struct{}{}
	}
	stops[win][key] = struct{}{}
	return func() {
		stopsMu.Lock()
		defer stopsMu.Unlock()
		delete(stops[win], key)
		if len(stops[win]) == 0 {
			delete(stops, win)
		}
	}
}

// StopAll stops all that is registered for win (OnWindowClose), as the
// window closes, and forgets it. It calls them without the lock: a stop
// may call its forget.
func StopAll(win fyne.Window) {
	stopsMu.Lock()
	now := stops[win]
	delete(stops, win)
	stopsMu.Unlock()
	for stop := range now {
		(*stop)()
	}
}
