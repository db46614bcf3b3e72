package gui

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The colours text is drawn in, each on the fills it is drawn on: labels
// of every importance and text boxes on the window's background, the
// placeholder on a text box, and the text of a highlighted button on its
// fill.
var textOn = []struct {
	text   fyne.ThemeColorName
	ground []fyne.ThemeColorName
}{
	{theme.ColorNameForeground, []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground, theme.ColorNameButton, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground}},
	{theme.ColorNameDisabled, []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground}},
	{theme.ColorNamePlaceHolder, []fyne.ThemeColorName{theme.ColorNameInputBackground}},
	{theme.ColorNamePrimary, []fyne.ThemeColorName{theme.ColorNameBackground}},
	{theme.ColorNameSuccess, []fyne.ThemeColorName{theme.ColorNameBackground}},
	{theme.ColorNameError, []fyne.ThemeColorName{theme.ColorNameBackground}},
	{theme.ColorNameWarning, []fyne.ThemeColorName{theme.ColorNameBackground}},
	{theme.ColorNameHyperlink, []fyne.ThemeColorName{theme.ColorNameBackground}},
	{theme.ColorNameForegroundOnPrimary, []fyne.ThemeColorName{theme.ColorNamePrimary}},
	{theme.ColorNameForegroundOnError, []fyne.ThemeColorName{theme.ColorNameError}},
	{theme.ColorNameForegroundOnSuccess, []fyne.ThemeColorName{theme.ColorNameSuccess}},
	{theme.ColorNameForegroundOnWarning, []fyne.ThemeColorName{theme.ColorNameWarning}},
}

// Every text colour of both themes reads at 4.5:1 or better on what it is
// drawn on, the contrast WCAG asks of text, so that a washed-out projector
// still shows it. The ratio is computed here from the theme's colours by
// WCAG's formula for relative luminance.
func TestTextContrast(t *testing.T) {
	for _, light := range []bool{false, true} {
		th := &lookTheme{base: theme.DefaultTheme(), scale: 1, light: light}
		variant := theme.VariantDark
		if light {
			variant = theme.VariantLight
		}
		for _, c := range textOn {
			for _, g := range c.ground {
				fg, bg := th.Color(c.text, variant), th.Color(g, variant)
				if r := contrast(over(fg, bg), over(bg, th.Color(theme.ColorNameBackground, variant))); r < 4.5 {
					t.Errorf("light %v: %s on %s: %.2f:1, want 4.5:1", light, c.text, g, r)
				}
			}
		}
	}
}

// over is c drawn over the opaque colour under, as the screen shows it.
func over(c, under color.Color) [3]float64 {
	r, g, b, a := c.RGBA()
	ur, ug, ub, _ := under.RGBA()
	mix := func(x, u uint32) float64 {
		return (float64(x) + float64(u)*(1-float64(a)/0xffff)) / 0xffff
	}
	return [3]float64{mix(r, ur), mix(g, ug), mix(b, ub)}
}

func luminance(c [3]float64) float64 {
	lin := func(v float64) float64 {
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}

func contrast(a, b [3]float64) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// The formula gives WCAG's own figures: black on white 21:1, and #777 on
// white 4.48:1.
func TestContrastFormula(t *testing.T) {
	white, black, grey := [3]float64{1, 1, 1}, [3]float64{}, [3]float64{0x77 / 255.0, 0x77 / 255.0, 0x77 / 255.0}
	for _, c := range []struct {
		a, b [3]float64
		want string
	}{{black, white, "21.00"}, {grey, white, "4.48"}} {
		if got := fmt.Sprintf("%.2f", contrast(c.a, c.b)); got != c.want {
			t.Errorf("contrast %v on %v: %s, want %s", c.a, c.b, got, c.want)
		}
	}
}

// Presentation mode enlarges by 1.45, but by 1.3 on a desk under 1,200
// pixels wide, where the puzzle tabs' three columns would not fit.
func TestPresentationScale(t *testing.T) {
	for _, c := range []struct {
		desk fyne.Size
		want float32
	}{{fyne.Size{}, 1.45}, {fyne.NewSize(1280, 770), 1.45}, {fyne.NewSize(1024, 738), 1.3}} {
		if got := presentationScale(c.desk); got != c.want {
			t.Errorf("desk %v: %v, want %v", c.desk, got, c.want)
		}
	}
}
