package maze

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/palette"
)

// looks are the colours the board paints with, for a theme variant. The
// teaching colours come from the shared palette, with the same meaning
// as on the other boards: blue the path being built, orange the cell
// being tried, vermillion a rejection, reddish purple what was backed
// out of, bluish green the path found, sky blue what breadth-first
// search has reached.
type looks struct {
	paper, wall           color.NRGBA
	frame                 color.NRGBA // the hairline round the grid
	path, shortest        color.NRGBA // the depth-first and the breadth-first line
	core                  color.NRGBA // the light core of the hollow breadth-first line
	pathFill              color.NRGBA // cells on the depth-first path
	deadEnd               color.NRGBA
	frontier              color.NRGBA
	seenNear, seenFar     color.NRGBA // breadth-first cells near S and far from it
	trying, rejected      color.NRGBA
	current               color.NRGBA // the ring round the cell the search stands on
	edge                  color.NRGBA // the edge of the first path in a comparison
	endpoint, endpointInk color.NRGBA // S and E
}

// looksFor returns the looks for the theme variant v.
func looksFor(v fyne.ThemeVariant) looks {
	sq := palette.SquaresFor(v)
	l := looks{
		paper:       sq.Light,
		wall:        color.NRGBA{R: 0x33, G: 0x3A, B: 0x47, A: 0xFF},
		path:        palette.Placed,
		shortest:    palette.Solution,
		trying:      palette.Trying,
		rejected:    palette.Attack,
		current:     color.NRGBA{R: 0x11, G: 0x18, B: 0x27, A: 0xFF},
		endpoint:    color.NRGBA{R: 0xF0, G: 0xE4, B: 0x42, A: 0xFF}, // Okabe–Ito yellow
		endpointInk: color.NRGBA{R: 0x11, G: 0x18, B: 0x27, A: 0xFF},
	}
	if v == theme.VariantDark {
		l.wall = color.NRGBA{R: 0x0B, G: 0x0D, B: 0x12, A: 0xFF}
		l.paper = color.NRGBA{R: 0x6A, G: 0x70, B: 0x78, A: 0xFF}
		l.current = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
	}
	l.frame = palette.Mix(l.wall, l.paper, 0.5)
	l.core = l.paper
	l.edge = l.current
	l.pathFill = palette.Mix(l.paper, palette.Placed, 0.22)
	l.deadEnd = palette.Mix(l.paper, palette.Backtrack, 0.38)
	// Breadth-first rings run from pale sky blue near S to deep blue far
	// away; the frontier stands out against them, bright in the dark
	// theme, saturated in the light one.
	l.seenNear = palette.Mix(l.paper, palette.Attacked, 0.2)
	l.seenFar = palette.Mix(l.paper, palette.Placed, 0.55)
	l.frontier = palette.Mix(l.paper, palette.Attacked, 0.9)
	if v == theme.VariantDark {
		// On the dark theme's grey paper the blue line and a blue-tinted
		// cell come out the same grey: the cells of the path are lighter.
		l.pathFill = palette.Mix(palette.Mix(l.paper, palette.OnColour, 0.35), palette.Placed, 0.22)
		l.core = palette.Mix(l.paper, palette.OnColour, 0.75)
		l.seenNear = palette.Mix(l.paper, palette.Attacked, 0.4)
		l.seenFar = palette.Mix(l.wall, palette.Placed, 0.75)
		l.frontier = palette.Mix(palette.Attacked, palette.OnColour, 0.4)
	}
	return l
}

// seen is the fill of a breadth-first cell at distance dist of at most
// maxDist: paler near S, deeper far away, and every other ring a shade
// darker so the rings can be counted.
func (l *looks) seen(dist, maxDist int32) color.NRGBA {
	share := 0.0
	if maxDist > 0 {
		share = float64(dist) / float64(maxDist)
	}
	c := palette.Mix(l.seenNear, l.seenFar, share)
	if dist%2 == 1 {
		c = palette.Mix(c, l.seenFar, 0.12)
	}
	return c
}

// fill is the colour of a cell by its mark.
func (l *looks) fill(c *Cell, maxDist int32) color.NRGBA {
	switch c.Mark {
	case Wall:
		return l.wall
	case OnPath:
		return l.pathFill
	case DeadEnd:
		return l.deadEnd
	case Seen:
		return l.seen(c.Dist, maxDist)
	case Frontier:
		return l.frontier
	}
	return l.paper
}

// comparedFade is how far a comparison fades the second search's fills
// towards the paper, so that the first path drawn over them stays clear.
const comparedFade = 0.55

// cellFill is the colour of cell c of view v: its mark's, faded in a
// comparison for all but walls.
func (l *looks) cellFill(c *Cell, v *View) color.NRGBA {
	f := l.fill(c, v.MaxDist)
	if v.Compared && c.Mark != Wall && c.Mark != Open {
		f = palette.Mix(f, l.paper, comparedFade)
	}
	return f
}

// lineColour is the colour of the line of alg.
func (l *looks) lineColour(alg Algorithm) color.NRGBA {
	if alg == BFS {
		return l.shortest
	}
	return l.path
}
