package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
)

// startupProbeEnv names the environment variable that makes the app print,
// once its first frame is drawn, how long that took since the process
// started: the start-up time the README reports, measured the same way
// on any machine.
const startupProbeEnv = "BACKTRACKLAB_STARTUP_PROBE"

// initialised is when package main was initialised, after the packages it
// imports: the start time where the process's own is not known.
var initialised = time.Now()

// probeStartup, when asked for, prints the time from the process's start
// to its first drawn frame on standard error; the app calls it as it
// starts (its Lifecycle's OnStarted). An animation ticks on the UI
// goroutine just before each frame is drawn; a closure queued from its
// first tick runs once that frame is done.
func probeStartup() {
	if os.Getenv(startupProbeEnv) == "" {
		return
	}
	start := processStart()
	var anim *fyne.Animation
	anim = fyne.NewAnimation(time.Second, func(float32) {
		anim.Stop()
		go fyne.Do(func() {
			fmt.Fprintf(os.Stderr, "first frame after %d ms\n", time.Since(start).Milliseconds())
		})
	})
	anim.Start()
}

// processStart is when the process started, read from /proc on Linux
// (field 22 of /proc/self/stat, in clock ticks since boot, against the
// seconds since boot in /proc/uptime), else when package main was
// initialised.
func processStart() time.Time {
	stat, err1 := os.ReadFile("/proc/self/stat")
	uptime, err2 := os.ReadFile("/proc/uptime")
	if err1 != nil || err2 != nil {
		return initialised
	}
	// The command name, in parentheses, may hold spaces: count after it.
	_, rest, ok := strings.Cut(string(stat), ") ")
	fields := strings.Fields(rest)
	if !ok || len(fields) < 20 {
		return initialised
	}
	upFields := strings.Fields(string(uptime))
	if len(upFields) == 0 {
		return initialised
	}
	ticks, err1 := strconv.ParseFloat(fields[19], 64)
	up, err2 := strconv.ParseFloat(upFields[0], 64)
	if err1 != nil || err2 != nil {
		return initialised
	}
	const ticksPerSecond = 100 // USER_HZ, the same on every Linux build
	age := time.Duration((up - ticks/ticksPerSecond) * float64(time.Second))
	return time.Now().Add(-age)
}
