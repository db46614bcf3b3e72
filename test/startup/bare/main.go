// Command bare is a bare Fyne window of the size Frontier's opens at,
// holding one label, for scripts/startup.sh to compare Frontier's start
// with: what Fyne itself takes to open a window and to start a command.
package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "--version" {
		fmt.Println("bare")
		return
	}
	a := app.New()
	w := a.NewWindow("Bare")
	w.SetContent(widget.NewLabel("Hello"))
	w.Resize(fyne.NewSize(1280, 800))
	w.ShowAndRun()
}
