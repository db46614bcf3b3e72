package cube_test

import (
	"context"
	"fmt"

	"frontier/core/domains/cube"
	"frontier/core/search"
)

func ExampleParse() {
	// The solved cube turned a quarter to the left is still solved.
	s, err := cube.Parse("WWWW RRRR GGGG OOOO BBBB YYYY")
	fmt.Println(s, err, s == cube.Solved())

	_, err = cube.Parse("WWWW BBBB RRRR GGGG OOOO YYYW")
	fmt.Println(err)
	// Output:
	// WWWW BBBB RRRR GGGG OOOO YYYY <nil> true
	// colour W appears 5 times, want 4
}

func ExampleApply() {
	ms, _ := cube.ParseMoves("R U R' U'")
	s := cube.Apply(cube.Solved(), ms...)
	fmt.Println(s)

	p, _ := cube.NewProblem(s, "pdb")
	r := search.Run(context.Background(), search.EngineIDAStar, p, search.Options{})
	fmt.Println(r.Cost, r.Moves)
	// Output:
	// WGWW OBBB RWRR GYYG OGOO YBYR
	// 4 [U R U' R']
}
