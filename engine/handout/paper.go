package handout

import (
	"fmt"
	"strings"
)

// Paper is a page size in points.
type Paper struct {
	Name string
	W, H float64
}

// The paper sizes a sheet is printed on.
var (
	A4     = Paper{"a4", 595.28, 841.89}
	Letter = Paper{"letter", 612, 792}
)

// ParsePaper reads a paper's name: a4 or letter.
func ParsePaper(name string) (Paper, error) {
	switch strings.ToLower(name) {
	case "a4":
		return A4, nil
	case "letter":
		return Letter, nil
	}
	return Paper{}, fmt.Errorf("unknown paper %q (want a4 or letter)", name)
}

// margin is the white border of every page and picture.
const margin = 40.0
