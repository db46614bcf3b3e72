package letterstab

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/letters"
	"frontier/core/games"
	"frontier/core/search"
	"frontier/gui/kit"
)

// hintEngine analyses positions for hints. The memo engine visits each of
// the at most a few tens of thousands of reachable boards once, so even the
// opening takes a fraction of a second, and Analyze gives every move's
// exact value, which alpha-beta could not prune at the root anyway.
const hintEngine = search.GameMemo

// hintJob is the answer to one hint request.
type hintJob struct {
	board letters.Board
	res   search.GameResult[letters.Move]
	err   error
}

// analyzeHints starts the analysis of b in r and hands the result to done
// on the UI goroutine.
func analyzeHints(r *kit.Runner, b letters.Board, done func(hintJob)) {
	kit.Start(r, func(ctx context.Context) hintJob {
		res, err := games.AnalyzeLetters(ctx, hintEngine, b)
		return hintJob{board: b, res: res, err: err}
	}, done)
}

// hintsFor turns Analyze's move values into each empty cell's letters and
// values, which stay from MAX's side, as everywhere in the window, and
// colours them for the human.
func hintsFor(moves []search.MoveValue[letters.Move], human letters.Player) [9][]cellHint {
	var hs [9][]cellHint
	for _, mv := range moves {
		i := 3*mv.Move.Row + mv.Move.Col
		hs[i] = append(hs[i], cellHint{letter: mv.Move.Letter, value: mv.Value, color: hintColor(mv.Value, human)})
	}
	return hs
}

// hintText is one hint line, such as "C +1".
func hintText(h cellHint) string {
	return string(h.letter) + " " + search.SignedValue(h.value)
}

// hintColor is the colour of a hint value, for the human: green when the
// move wins for them, red when it hands the computer a win.
func hintColor(v int, human letters.Player) fyne.ThemeColorName {
	switch {
	case v == int(human):
		return theme.ColorNameSuccess
	case v != 0:
		return theme.ColorNameError
	}
	return theme.ColorNameForeground
}

// hintLegend explains the hint values under the board.
func hintLegend(human letters.Player) string {
	return "Hints are values for MAX, as everywhere (see Rules). You are " + human.String() + ": green wins for you, red loses."
}
