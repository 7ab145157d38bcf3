package queens

import (
	"math/bits"

	"backtracklab/engine"
)

// fast is the frame of the unwatched Bitmask search: it visits only the
// free squares of row, and books the squares it skips as the watched
// search would have: one try and one check each, rejected for the first
// line that attacks it (column, then "\", then "/"). Skipped squares are
// booked up to each placement, so a search halted by Limit counts exactly
// the tries a watched one makes. cols, diag and anti attack row; it
// returns true when the search must halt.
//
// When watching turns on (at a poll here or below), the frame goes on the
// general way from the next column (columns), after taking back its queen
// as a watched frame does: the same search, now with its events.
func (r *run) fast(row int, cols, diag, anti uint64) bool {
	r.frames++
	r.frame[row] = r.frames
	free := ^(cols | diag | anti) & r.full
	var booked uint64 // the squares of this row already counted
	for free != 0 {
		bit := free & -free
		free ^= bit
		upTo := bit<<1 - 1
		r.book(upTo&^booked, cols, diag, anti)
		booked = upTo
		col := bits.TrailingZeros64(bit)
		r.cols[row] = byte(col)
		r.st.Placements++
		if r.budget--; r.budget <= 0 && r.poll(row) {
			return true
		}
		if r.watched { // watching came on at this queen
			return r.below(row, col) || r.columns(row, col+1)
		}
		if row == r.n-1 {
			if r.solution() {
				return true
			}
		} else if r.fast(row+1, cols|bit, (diag|bit)<<1, (anti|bit)>>1) {
			return true
		}
		r.st.Backtracks++
		if r.watched { // watching came on below this queen
			r.emit(engine.Event{Kind: engine.Undo, Depth: row, Row: row, Col: col})
			return r.columns(row, col+1)
		}
	}
	r.book(r.full&^booked, cols, diag, anti)
	return false
}

// book counts the squares of span as tried and checked, and the attacked
// ones among them as rejected for the first line that attacks them.
func (r *run) book(span, cols, diag, anti uint64) {
	tried := uint64(bits.OnesCount64(span))
	r.st.Nodes += tried
	r.st.Checks += tried
	r.st.Rejections[engine.SameColumn] += uint64(bits.OnesCount64(span & cols))
	r.st.Rejections[engine.SameDiagonal] += uint64(bits.OnesCount64(span & diag &^ cols))
	r.st.Rejections[engine.SameAntiDiagonal] += uint64(bits.OnesCount64(span & anti &^ (cols | diag)))
}
