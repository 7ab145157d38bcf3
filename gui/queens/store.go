package queens

import "backtracklab/engine/queens"

// chunkLen is the number of solutions per chunk of a store: chunks are
// never moved once full, so a store grows without copying what it holds.
const chunkLen = 1 << 16

// maxStoreBytes bounds the memory the listed solutions take: n=15's
// 2,279,184 solutions (34 MB) fit; beyond, a search goes on counting but
// lists only the first ones.
const maxStoreBytes = 96 << 20

// store keeps the solutions of one run in chunks of compact
// queens.Solutions. It has no lock of its own: the model guards it.
type store struct {
	n      int
	limit  int // solutions kept at most
	chunks []*queens.Solutions
	len    int
}

func newStore(n int) *store { return &store{n: n, limit: maxStoreBytes / max(n, 1)} }

// add keeps a copy of cols and reports whether there was room for it.
func (s *store) add(cols []byte) bool {
	if s.len >= s.limit {
		return false
	}
	if s.len%chunkLen == 0 {
		s.chunks = append(s.chunks, queens.NewSolutions(s.n))
	}
	s.chunks[len(s.chunks)-1].Append(cols)
	s.len++
	return true
}

// at returns solution i (0-based), shared with the store: copy it before
// the lock is released.
func (s *store) at(i int) []byte {
	return s.chunks[i/chunkLen].At(i % chunkLen)
}
