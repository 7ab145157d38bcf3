package handout

import (
	"io"
	"time"

	"github.com/go-pdf/fpdf"

	"backtracklab/assets/printfont"
)

// PDF is a document of pages to draw on, written with fpdf, which embeds
// the subset of the font's glyphs the document uses.
type PDF struct {
	f *fpdf.Fpdf
}

// pdfFont is the name fpdf knows the font by.
const pdfFont = "handout"

// NewPDF returns an empty document titled title.
func NewPDF(title string) *PDF {
	f := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: A4.W, Ht: A4.H}})
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	f.AddUTF8FontFromBytes(pdfFont, "", printfont.TTF)
	f.SetTitle(title, true)
	f.SetCreator("Backtrack Lab", true)
	// A fixed date: the same run makes the same file.
	f.SetCreationDate(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))
	f.SetCatalogSort(true)
	return &PDF{f: f}
}

// Page adds a page w×h points and returns its canvas.
func (p *PDF) Page(w, h float64) Canvas {
	// "P" takes the size as given; "L" would swap it.
	p.f.AddPageFormat("P", fpdf.SizeType{Wd: w, Ht: h})
	return pdfPage{p.f}
}

// Pages is how many pages the document has.
func (p *PDF) Pages() int { return p.f.PageCount() }

// Write writes the document to w.
func (p *PDF) Write(w io.Writer) error {
	if err := p.f.Error(); err != nil {
		return err
	}
	return p.f.Output(w)
}

type pdfPage struct{ f *fpdf.Fpdf }

// style sets s and returns fpdf's style string, "" for nothing to draw.
func (p pdfPage) style(s Style) string {
	st := ""
	if !s.Fill.None() {
		p.f.SetFillColor(int(s.Fill.R), int(s.Fill.G), int(s.Fill.B))
		st += "F"
	}
	if !s.Stroke.None() {
		p.f.SetDrawColor(int(s.Stroke.R), int(s.Stroke.G), int(s.Stroke.B))
		p.f.SetLineWidth(max(s.Width, 0.1))
		if s.Dash {
			w := max(s.Width, 0.5)
			p.f.SetDashPattern([]float64{3 * w, 2 * w}, 0)
		} else {
			p.f.SetDashPattern(nil, 0)
		}
		st += "D"
	}
	return st
}

func (p pdfPage) Rect(x, y, w, h float64, s Style) {
	if st := p.style(s); st != "" {
		p.f.Rect(x, y, w, h, st)
	}
}

func (p pdfPage) Line(x1, y1, x2, y2 float64, s Style) {
	if s.Stroke.None() {
		return
	}
	p.style(Style{Stroke: s.Stroke, Width: s.Width, Dash: s.Dash})
	p.f.Line(x1, y1, x2, y2)
}

func (p pdfPage) Circle(cx, cy, r float64, s Style) {
	if st := p.style(s); st != "" {
		p.f.Circle(cx, cy, r, st)
	}
}

func (p pdfPage) Text(x, y, size float64, c Color, a Align, text string) {
	if text == "" {
		return
	}
	p.f.SetFont(pdfFont, "", size)
	p.f.SetTextColor(int(c.R), int(c.G), int(c.B))
	p.f.Text(startX(x, TextWidth(text, size), a), y, text)
}
