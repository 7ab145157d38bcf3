package queens
import ("testing";"backtracklab/engine")
func TestTmpBorder(t *testing.T){
	for _, k := range knownCounts(t, 13) {
		got, _ := Count(k.n, 2, engine.NewTracer(nil))
		if got != k.all { t.Errorf("n=%d got %d want %d", k.n, got, k.all) }
	}
	t.Log(len(borders(16)), len(borders(17)), len(borders(20)))
}
