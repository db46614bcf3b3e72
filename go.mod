module frontier

go 1.26.8

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	gonum.org/v1/gonum v0.17.0 // indirect
)
