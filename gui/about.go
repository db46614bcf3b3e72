package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"frontier"
	"frontier/assets"
)

// showAbout opens the About dialog: icon, version, licence, and a button
// that shows the README in a window of its own.
func showAbout(a fyne.App, parent fyne.Window) {
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))
	title := widget.NewLabelWithStyle("Frontier "+frontier.Version, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	about := widget.NewLabelWithStyle("A desktop laboratory for classical AI search.\nReleased under the MIT licence.",
		fyne.TextAlignCenter, fyne.TextStyle{})
	readme := widget.NewButton("Read the README", func() { showReadme(a) })
	content := container.NewVBox(icon, title, about, container.NewCenter(readme))
	dialog.ShowCustom("About Frontier", "Close", content, parent)
}

// showReadme opens README.md, rendered, in its own window.
func showReadme(a fyne.App) {
	w := a.NewWindow("Frontier — README")
	text := widget.NewRichTextFromMarkdown(frontier.Readme)
	text.Wrapping = fyne.TextWrapWord
	w.SetContent(container.NewVScroll(container.NewPadded(text)))
	w.Resize(fyne.NewSize(900, 700))
	w.Show()
}
