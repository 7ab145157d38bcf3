package queens

// Queens placed by hand, and a solution chosen in the list, shown on the
// board while no search runs.

import (
	"backtracklab/engine/queens"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// showSolution shows a solution chosen in the list, unless a running
// search would overwrite it at once.
func (s *Screen) showSolution(cols []byte) {
	if s.session.State() == run.Running {
		return
	}
	s.hand, s.shown = nil, cols
	v := NewView(len(cols))
	for r, c := range cols {
		v.Add(r, int(c), Queen|Solved)
	}
	s.draw(s.decorate(v), cols)
	s.say(tr("queens.status.solution", i18n.Args{"Number": run.Thousands(uint64(s.results.selected + 1)), "Columns": columns(cols)}))
}

// tap places or removes a queen by hand; the queens on show are the
// starting point.
func (s *Screen) tap(row, col int) {
	if s.quiz.Tap(row, col) {
		return // the answer to the quiz's question
	}
	if s.session.State().Active() {
		s.say(tr("queens.status.stopToPlace", nil))
		return
	}
	if s.hand == nil {
		v := NewView(s.board.View().N)
		cur := s.board.View()
		for r := range v.N {
			for c := range v.N {
				if cur.Has(r, c, Queen) {
					v.Add(r, c, Queen)
				}
			}
		}
		s.hand = &v
		s.shown = nil
	}
	i := row*queens.MaxN + col
	s.hand.marks[i] ^= Queen
	s.showHand()
}

// showHand draws the queens placed by hand, marking those that attack
// each other, and says what the board amounts to.
func (s *Screen) showHand() {
	v := *s.hand
	type square struct{ r, c int }
	var qs []square
	for r := range v.N {
		for c := range v.N {
			if v.Has(r, c, Queen) {
				qs = append(qs, square{r, c})
			}
		}
	}
	for i, a := range qs {
		for _, b := range qs[i+1:] {
			if queens.Attacks(a.r, a.c, b.r, b.c) {
				v.Add(a.r, a.c, Clash)
				v.Add(b.r, b.c, Clash)
			}
		}
	}
	clashes := 0
	for _, q := range qs {
		if v.Has(q.r, q.c, Clash) {
			clashes++
		}
	}
	var solved []byte
	if clashes == 0 && len(qs) == v.N { // one queen a row, the rows in order
		solved = make([]byte, v.N)
		for _, q := range qs {
			v.Add(q.r, q.c, Solved)
			solved[q.r] = byte(q.c)
		}
	}
	s.draw(s.decorate(v), solved)
	s.say(handStatus(&v, clashes))
}
