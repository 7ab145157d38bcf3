package queens

// matchGo returns the number of pairs of an upper filling of ups and a
// lower filling of low that share no line, each pair counted by the upper
// filling's weight (see weightShift): the count of one bucket (meet.total).
func matchGo(ups, low []uint64) uint64 {
	count := uint64(0)
	for _, u := range ups {
		fit := uint64(0)
		for _, l := range low {
			fit += (u&l - 1) >> 63 // 1 when they share no line
		}
		count += (u >> weightShift & 15) * fit
	}
	return count
}
