package locale

import "testing"

func TestIsPlain(t *testing.T) {
	for v, want := range map[string]bool{
		"C": true, "C.UTF-8": true, "POSIX": true, "C.utf8": true,
		"en_US.UTF-8": false, "fr_FR": false, "zh_CN.UTF-8": false, "": false,
	} {
		if got := isPlain(v); got != want {
			t.Errorf("isPlain(%q) = %v, want %v", v, got, want)
		}
	}
}
