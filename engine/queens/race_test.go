//go:build race

package queens

// raceEnabled is true under the race detector, which makes the long
// searches of the tests too slow to run.
const raceEnabled = true
