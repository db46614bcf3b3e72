package letterstab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"frontier/gui/kit"
)

// rules is the Rules page, as kit.Prose: how to play, and the one way
// values are read everywhere in the tab.
const rules = `## How to play

- The board is 3×3. At the start one S stands in the middle row, in its left or its right cell, chosen at random.
- MAX moves first, then MIN, in turn. A move places a letter, C, S or E, any of the three whoever you are, in an empty cell: choose the letter, then click the cell.
- Whoever completes a row, a column or a diagonal reading CSE or ESC wins.
- A full board without such a line is a draw.

## Values

Every value in this tab is from MAX's side:

- **+1**: MAX can force a win
- **0**: draw with best play
- **−1**: MIN can force a win

Rows and columns count from 1 here (the command line's JSON counts from 0).

## The other pages

- **Tree**: every move with its value; ★ best play, ≡ a mirrored or turned twin.
- **Alpha-beta**: its search step by step: each node's window α β and value (= exact, ≤ at most, ≥ at least), every cut; click a node to jump to it.
- **Compare**: the engines and two move orders.`

func rulesPage() fyne.CanvasObject {
	return container.NewVScroll(kit.Prose(rules))
}
