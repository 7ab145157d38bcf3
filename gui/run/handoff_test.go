package run

import "testing"

func TestHandoffAwaitSeesAPublication(t *testing.T) {
	var h Handoff
	shared := 0
	go func() {
		for i := 1; i <= 3; i++ {
			h.Publish(func() { shared = i })
		}
	}()
	got := 0
	h.Await(func() bool { got = shared; return shared == 3 })
	if got != 3 {
		t.Errorf("awaited %d, want 3", got)
	}
	h.Read(func() { got = shared })
	if got != 3 {
		t.Errorf("read %d, want 3", got)
	}
}
