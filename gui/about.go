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
// that opens the guide.
func showAbout(a fyne.App, parent fyne.Window) {
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))
	title := widget.NewLabelWithStyle("Frontier "+frontier.Version, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	about := widget.NewLabelWithStyle("A desktop laboratory for classical AI search.\nReleased under the MIT licence.",
		fyne.TextAlignCenter, fyne.TextStyle{})
	guide := widget.NewButton("Open the guide", func() { showGuide(a) })
	content := container.NewVBox(icon, title, about, container.NewCenter(guide))
	dialog.ShowCustom("About Frontier", "Close", content, parent)
}
