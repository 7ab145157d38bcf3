package quiz

import "time"

// LingerOut makes the answer on show go on as its linger timer does when
// it runs out, with the quiz's clock at now and no timer of its own left
// running (a test's frames are pushed by hand).
func (q *Quiz) LingerOut(now time.Time) {
	q.now = func() time.Time { return now }
	q.lingeredOut(q.gen)
	if q.graceOver != nil {
		q.graceOver.Stop()
		q.graceOver = nil
	}
}

// SetClock sets the quiz's clock to now and shows the quiz again, as the
// timer at the end of the grace does.
func (q *Quiz) SetClock(now time.Time) {
	q.now = func() time.Time { return now }
	q.show()
}
