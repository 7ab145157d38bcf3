package queens

import "backtracklab/engine"

// conflict says which rule a queen at (row, col) would break, given the
// queens of rows 0..row-1, counting the checks it makes (Scan or Arrays:
// Bitmask never checks a square alone). The blocking queen's row is
// returned when the check finds it for free, else -1.
func (r *run) conflict(row, col int) (engine.Conflict, int) {
	if r.check == Scan {
		return r.scan(row, col)
	}
	return r.lookup(row, col), -1
}

// scan compares (row, col) with every queen above it, one line at a time.
//
//listing:begin queens/scan
func (r *run) scan(row, col int) (engine.Conflict, int) {
	for i := range row {
		r.st.Checks++
		if int(r.cols[i]) == col { //@check.column
			return engine.SameColumn, i
		}
	}
	for i := range row {
		r.st.Checks++
		if i-int(r.cols[i]) == row-col { //@check.diagonal
			return engine.SameDiagonal, i
		}
	}
	for i := range row {
		r.st.Checks++
		if i+int(r.cols[i]) == row+col { //@check.anti
			return engine.SameAntiDiagonal, i
		}
	}
	return engine.NoConflict, -1
}

//listing:end

// lookup reads the three arrays that say which lines hold a queen.
//
//listing:begin queens/arrays
func (r *run) lookup(row, col int) engine.Conflict {
	r.st.Checks++
	if r.colTaken[col] { //@check.column
		return engine.SameColumn
	}
	r.st.Checks++
	if r.diagTaken[row-col+r.n-1] { //@check.diagonal
		return engine.SameDiagonal
	}
	r.st.Checks++
	if r.antiTaken[row+col] { //@check.anti
		return engine.SameAntiDiagonal
	}
	return engine.NoConflict
}

//listing:end

// place records a queen at (row, col) for the check in use.
//
//listing:begin queens/scan queens/arrays
func (r *run) place(row, col int) {
	r.cols[row] = byte(col)
	if r.check == Arrays {
		r.colTaken[col] = true
		r.diagTaken[row-col+r.n-1] = true
		r.antiTaken[row+col] = true
	}
}

// remove takes the queen at (row, col) back: Scan needs nothing, since
// cols[row] is written again before it is read.
func (r *run) remove(row, col int) {
	if r.check == Arrays {
		r.colTaken[col] = false
		r.diagTaken[row-col+r.n-1] = false
		r.antiTaken[row+col] = false
	}
}

//listing:end
