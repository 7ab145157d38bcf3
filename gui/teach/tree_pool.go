package teach

import "fyne.io/fyne/v2"

// pool holds the canvas objects of one kind that the tree view draws
// with: a paint takes them in order from the first (reset, then next),
// and the pool grows to the most a paint ever took, so that panning and
// zooming make no new objects.
type pool[T fyne.CanvasObject] struct {
	all   []T
	n     int      // how many the paint has taken
	fresh func() T // makes one more
}

func newPool[T fyne.CanvasObject](fresh func() T) pool[T] { return pool[T]{fresh: fresh} }

// reset gives every object back, for a new paint.
func (p *pool[T]) reset() { p.n = 0 }

// next takes the next object.
func (p *pool[T]) next() T {
	if p.n == len(p.all) {
		p.all = append(p.all, p.fresh())
	}
	p.n++
	return p.all[p.n-1]
}

// taken are the objects taken since the last reset.
func (p *pool[T]) taken() []T { return p.all[:p.n] }

// appendTo appends the objects taken to objs.
func (p *pool[T]) appendTo(objs []fyne.CanvasObject) []fyne.CanvasObject {
	for _, o := range p.taken() {
		objs = append(objs, o)
	}
	return objs
}
