package queens

// The quiz's seeded variant of the board: a seed picks the column of the
// first row's queen, and the search starts with that queen fixed
// (engine/queens Solver.First), so that each student gets a board of the
// same size whose search goes its own way.

import (
	"backtracklab/gui/i18n"
)

// variant is the seeded variant on show.
type variant struct {
	seeded bool
	seed   uint64
}

// first is the Solver.First of the variant on a board of n: 0 for none.
func (v variant) first(n int) int {
	if !v.seeded || n < 1 {
		return 0
	}
	return int(v.seed%uint64(n)) + 1
}

// makeVariant shows the variant of seed, a new board ready to run.
func (s *Screen) makeVariant(seed uint64) {
	s.variant = variant{seeded: true, seed: seed}
	s.session.Clear()
	s.Reset()
}

// clearVariant goes back to the plain board.
func (s *Screen) clearVariant() {
	s.variant = variant{}
	if !s.session.State().Active() {
		s.session.Clear()
		s.Reset()
	}
}

// variantView adds the variant's fixed queen to an empty board's view.
func (s *Screen) variantView(v View) View {
	if f := s.variant.first(v.N); f > 0 {
		v.Add(0, f-1, Queen)
	}
	return v
}

// variantStatus says the variant on show, or ok false for none.
func (s *Screen) variantStatus() (i18n.Words, bool) {
	f := s.variant.first(s.n)
	if f == 0 || s.countOnly.Checked {
		return nil, false
	}
	return tr("quiz.queens.variant", i18n.Args{"Col": f, "Seed": s.variant.seed}), true
}
