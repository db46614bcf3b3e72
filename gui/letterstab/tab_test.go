package letterstab

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/letters"
	"frontier/core/search"
)

func TestTitle(t *testing.T) {
	h := newHarness(t, nil)
	if got := h.tab.Title(); got != "Letter game" {
		t.Errorf("Title() = %q", got)
	}
}

func TestHumanMoveComputerReplies(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.start()
	if !strings.HasPrefix(h.tab.headline.Text, "Your turn") {
		t.Fatalf("headline %q, want your turn", h.tab.headline.Text)
	}
	h.chooseLetter('E') // E at the far corner keeps the draw
	h.tapCell(2, 2)
	wait(t, h.replied(), "the computer's reply")

	b := h.tab.board
	if b.Count() != 3 || b.At(2, 2) != 'E' {
		t.Fatalf("board %s after E at (2,2) and a reply", b)
	}
	before := start.Play(letters.Move{Row: 2, Col: 2, Letter: 'E'})
	ref, err := search.SolveGame(context.Background(), search.GameMemo, letters.Game{}, before)
	if err != nil {
		t.Fatal(err)
	}
	last := h.tab.last
	played := letters.Move{Row: last.Row, Col: last.Col, Letter: b.At(last.Row, last.Col)}
	if !slices.Contains(ref.BestMoves, played) {
		t.Errorf("computer played %v, not one of the best moves %v", played, ref.BestMoves)
	}
	if got := h.marks(markLast); !slices.Equal(got, []int{3*last.Row + last.Col}) {
		t.Errorf("outlined cells %v, want the computer's move %v", got, last)
	}
	if !strings.Contains(h.tab.value.Text, "Value for MAX: "+search.ValueWords(ref.Value)) {
		t.Errorf("value line %q does not explain value %d for MAX", h.tab.value.Text, ref.Value)
	}
	if !strings.Contains(h.tab.value.Text, "alpha-beta searched") || !strings.Contains(h.tab.value.Text, "nodes in") {
		t.Errorf("computer's report %q lacks the engine, nodes and time", h.tab.value.Text)
	}
	if !strings.HasPrefix(h.tab.headline.Text, "Your turn") {
		t.Errorf("headline %q after the reply, want your turn", h.tab.headline.Text)
	}
}

func TestHumanWins(t *testing.T) {
	h := newHarness(t, mustParse(t, "CS./.../S..", letters.Max))
	h.start()
	h.chooseLetter('E')
	h.tapCell(0, 2)
	if got := h.tab.headline.Text; got != "You win! (row 1)" {
		t.Errorf("headline %q", got)
	}
	if got := h.marks(markWinYou); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("green cells %v, want row 0", got)
	}
	h.tapCell(2, 2)
	if !strings.Contains(h.tab.boardErr.Text, "game is over") {
		t.Errorf("error after the end %q", h.tab.boardErr.Text)
	}
	if h.tab.board.At(2, 2) != 0 {
		t.Error("a move was played after the end")
	}
}

func TestComputerWins(t *testing.T) {
	h := newHarness(t, mustParse(t, "CS./.../S..", letters.Max))
	h.tab.side.SetSelected(sideComputerMax) // starts a game with the computer as MAX
	h.start()                               // from the harness's opening
	wait(t, h.replied(), "the computer's winning move")
	if got := h.tab.headline.Text; got != "Computer wins (row 1)" {
		t.Errorf("headline %q", got)
	}
	if got := h.marks(markWinComp); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("red cells %v, want row 0", got)
	}
	if !strings.Contains(h.tab.value.Text, "E at row 1, column 3") ||
		!strings.Contains(h.tab.value.Text, "Value for MAX: +1: MAX can force a win — the computer (MAX) will win") {
		t.Errorf("value line %q", h.tab.value.Text)
	}
}

func TestComputerMovesFirst(t *testing.T) {
	start := letters.StartBoards()[1]
	h := newHarness(t, &start)
	h.tab.side.SetSelected(sideComputerMax) // starts a game with the computer as MAX
	h.start()                               // from the harness's opening
	wait(t, h.replied(), "the computer's opening move")
	if h.tab.human != letters.Min || h.tab.board.Count() != 2 {
		t.Fatalf("human %v, board %s: want MIN to move after one computer move", h.tab.human, h.tab.board)
	}
	if !strings.Contains(h.tab.headline.Text, "Your turn (MIN)") {
		t.Errorf("headline %q", h.tab.headline.Text)
	}
}

func TestDraw(t *testing.T) {
	h := newHarness(t, mustParse(t, "CCC/CCC/CC.", letters.Min))
	h.tab.human = letters.Min
	h.start()
	h.tapCell(2, 2)
	if got := h.tab.headline.Text; !strings.HasPrefix(got, "Draw") {
		t.Errorf("headline %q, want a draw", got)
	}
	if got := h.marks(markWinYou); len(got) != 0 {
		t.Errorf("highlighted cells %v in a draw", got)
	}
}

func TestOccupiedCellError(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.start()
	h.tapCell(1, 0)
	if got := h.tab.boardErr.Text; !strings.Contains(got, "already holds S") {
		t.Errorf("error %q, want the cell taken", got)
	}
	if h.tab.board != start {
		t.Error("the board changed")
	}
}

func TestLetterKeys(t *testing.T) {
	h := newHarness(t, nil)
	h.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyS})
	if h.tab.letter != 'S' || h.tab.chips[1].mark != markChosen || h.tab.chips[0].mark != markNone {
		t.Errorf("letter %c after the S key", h.tab.letter)
	}
}

func TestHintsMatchAnalyze(t *testing.T) {
	for _, human := range []letters.Player{letters.Max, letters.Min} {
		t.Run(human.String(), func(t *testing.T) {
			b := mustParse(t, "C../S../...", letters.Min)
			if human == letters.Max {
				b = mustParse(t, "C../S../..E", letters.Max)
			}
			h := newHarness(t, b)
			h.tab.human = human
			h.start()
			test.Tap(h.tab.hintCheck)
			wait(t, h.hinted(), "hints")

			ref, err := search.Analyze(context.Background(), search.GameAlphaBeta, letters.Game{}, *b)
			if err != nil {
				t.Fatal(err)
			}
			want := map[int][]string{}
			for _, mv := range ref.Moves {
				i := 3*mv.Move.Row + mv.Move.Col
				want[i] = append(want[i], string(mv.Move.Letter)+" "+search.SignedValue(mv.Value)) // for MAX, whoever you are
			}
			for i, c := range h.tab.bv.cells {
				if got, w := c.text(), strings.Join(want[i], " "); b.At(i/3, i%3) == 0 && got != w {
					t.Errorf("cell %d shows %q, want %q", i, got, w)
				}
			}
			if h.tab.legend.Text == "" {
				t.Error("no legend under the board")
			}
			test.Tap(h.tab.hintCheck)
			if got := h.tab.bv.cells[8].text(); human == letters.Min && got != "" {
				t.Errorf("cell 8 shows %q with hints off", got)
			}
		})
	}
}

func TestHintsFollowTheGame(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.start()
	test.Tap(h.tab.hintCheck)
	wait(t, h.hinted(), "hints on the opening")
	h.tapCell(2, 2) // C there keeps the draw, so the game goes on
	wait(t, h.replied(), "the computer's reply")
	wait(t, h.hinted(), "hints after the reply")
	ref, err := search.Analyze(context.Background(), search.GameMemo, letters.Game{}, h.tab.board)
	if err != nil {
		t.Fatal(err)
	}
	got := hintsFor(ref.Moves, letters.Max)
	if !reflect.DeepEqual(got, h.tab.hints) {
		t.Errorf("hints %v, want %v", h.tab.hints, got)
	}
}

func TestNewGameResets(t *testing.T) {
	h := newHarness(t, nil)
	h.start()
	first := h.tab.board
	if !slices.Contains(startBoards(), first) {
		t.Fatalf("opening %s is not a start board", first)
	}
	var empty letters.Cell
	for i := range 9 {
		if first.At(i/3, i%3) == 0 {
			empty = letters.Cell{Row: i / 3, Col: i % 3}
			break
		}
	}
	h.tapCell(empty.Row, empty.Col)
	wait(t, h.replied(), "the computer's reply")
	sCol := 0
	if first.At(1, 0) == 0 {
		sCol = 2
	}
	h.tapCell(1, sCol) // the opening S: an error for New game to clear
	if h.tab.boardErr.Text == "" {
		t.Fatal("no error for a taken cell")
	}
	test.Tap(h.tab.newGame)
	if b := h.tab.board; b.Count() != 1 || !slices.Contains(startBoards(), b) {
		t.Errorf("board %s after New game", b)
	}
	if h.tab.last.Row != -1 || len(h.marks(markLast)) != 0 || h.tab.boardErr.Text != "" || strings.Contains(h.tab.value.Text, "searched") {
		t.Errorf("New game left the last move %v, error %q or report %q", h.tab.last, h.tab.boardErr.Text, h.tab.value.Text)
	}
	if !strings.HasPrefix(h.tab.headline.Text, "Your turn") {
		t.Errorf("headline %q", h.tab.headline.Text)
	}
}

// startBoards lists the openings, for slices.Contains.
func startBoards() []letters.Board {
	s := letters.StartBoards()
	return s[:]
}

func TestThinkingThenNewGameCancels(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.tab.pause = time.Hour // the reply never lands by itself
	h.start()
	h.tapCell(2, 2)
	if !strings.Contains(h.tab.headline.Text, "is thinking with alpha-beta") || h.tab.board.At(2, 2) != 'C' {
		t.Fatalf("headline %q, board %s while the computer thinks", h.tab.headline.Text, h.tab.board)
	}
	h.tapCell(0, 0)
	if !strings.Contains(h.tab.boardErr.Text, "computer is thinking") {
		t.Errorf("error %q for a click during the computer's turn", h.tab.boardErr.Text)
	}
	test.Tap(h.tab.newGame)
	// The cancelled search's answer is dropped: it belongs to an old position.
	if h.tab.board != start || h.tab.thinking || !strings.HasPrefix(h.tab.headline.Text, "Your turn") {
		t.Errorf("board %s, thinking %v, headline %q after New game", h.tab.board, h.tab.thinking, h.tab.headline.Text)
	}
}

func TestEngineChangeRestartsSearch(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.tab.pause = time.Hour
	h.tab.engineSel.SetSelected(engineNames[search.GameMinimax])
	h.tab.side.SetSelected(sideComputerMax)
	if !strings.Contains(h.tab.headline.Text, "plain minimax") {
		t.Fatalf("headline %q", h.tab.headline.Text)
	}
	h.tab.pause = 0
	h.tab.engineSel.SetSelected(engineNames[search.GameAlphaBeta])
	wait(t, h.replied(), "the reply from alpha-beta")
	if !strings.Contains(h.tab.value.Text, "alpha-beta searched") {
		t.Errorf("report %q, want alpha-beta's", h.tab.value.Text)
	}
}
