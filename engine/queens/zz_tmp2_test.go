package queens
import ("testing";"syscall";"time";"backtracklab/engine")
func cpuNow() time.Duration { var r syscall.Rusage; syscall.Getrusage(syscall.RUSAGE_SELF, &r); return time.Duration(r.Utime.Nano()+r.Stime.Nano()) }
func TestTmpTime(t *testing.T){
	for _, n := range []int{16,17} {
	s:=cpuNow(); a,_:=Count(n, 1, engine.NewTracer(nil)); d1:=cpuNow()-s
	t.Log(n, a, d1)
	}
}
