package letters_test

import (
	"context"
	"fmt"

	"frontier/core/domains/letters"
	"frontier/core/search"
)

// MIN to move can complete column 0 (C, S, E) at once.
func Example() {
	b, err := letters.Parse("C.. S.. ...", letters.Min)
	if err != nil {
		fmt.Println(err)
		return
	}
	r, _ := search.SolveGame(context.Background(), search.GameAlphaBeta, letters.Game{}, b)
	fmt.Println(r.Value, r.Plies, r.BestMoves[0])
	b = b.Play(r.BestMoves[0])
	p, line, _ := b.Winner()
	fmt.Println(b, p, "wins on", line.Name)
	// Output:
	// -1 1 E(2,0)
	// C..S..E.. MIN wins on column 0
}

func ExampleParse() {
	_, err := letters.Parse("...S.....", letters.Min)
	fmt.Println(err)
	// Output: board has 1 letters but MIN to move needs an even count (the start has 1 letter, MAX to move)
}
