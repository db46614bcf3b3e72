package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// This file checks the cube's command line against a sticker model of its
// own, written from the net in the README and the cube package comment
// (faces D L F R B U, each read like a page as unfolded), not from the cube
// package's code: the printed solution, replayed on the cube as scrambled
// in the hand, must leave every face one colour, and be as short as a
// plain breadth-first search over the model finds.

type vec3 [3]int

func (a vec3) dot(b vec3) int  { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a vec3) add(b vec3) vec3 { return vec3{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a vec3) neg() vec3       { return vec3{-a[0], -a[1], -a[2]} }
func (a vec3) cross(b vec3) vec3 {
	return vec3{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// clockwise turns v a quarter turn clockwise as seen looking at the face
// whose outward normal is a: by −90° about a (Rodrigues' formula).
func clockwise(v, a vec3) vec3 {
	k := a.dot(v)
	return vec3{a[0] * k, a[1] * k, a[2] * k}.add(a.cross(v).neg())
}

// The net, x to the right, y up, z to the front: each face's outward
// normal, and the directions of up and right on it as drawn.
var netFaces = []struct {
	letter            byte
	normal, up, right vec3
}{
	{'D', vec3{0, -1, 0}, vec3{0, 0, 1}, vec3{1, 0, 0}}, // seen from below, front above it
	{'L', vec3{-1, 0, 0}, vec3{0, 1, 0}, vec3{0, 0, 1}},
	{'F', vec3{0, 0, 1}, vec3{0, 1, 0}, vec3{1, 0, 0}},
	{'R', vec3{1, 0, 0}, vec3{0, 1, 0}, vec3{0, 0, -1}},
	{'B', vec3{0, 0, -1}, vec3{0, 1, 0}, vec3{-1, 0, 0}},
	{'U', vec3{0, 1, 0}, vec3{0, 0, -1}, vec3{1, 0, 0}}, // seen from above, front below it
}

// slot is where sticker k of the text sits: its cubie and outward normal.
func slot(k int) (cubie, normal vec3) {
	f := netFaces[k/4]
	cubie = f.normal
	if k%2 == 0 {
		cubie = cubie.add(f.right.neg())
	} else {
		cubie = cubie.add(f.right)
	}
	if k%4 < 2 {
		cubie = cubie.add(f.up)
	} else {
		cubie = cubie.add(f.up.neg())
	}
	return cubie, f.normal
}

// quarter[f] sends the sticker in text slot k to slot quarter[f][k] when
// face f turns a quarter clockwise.
var quarter = func() (q [6][24]int) {
	for f, face := range netFaces {
		for k := range 24 {
			c, n := slot(k)
			if c.dot(face.normal) > 0 {
				c, n = clockwise(c, face.normal), clockwise(n, face.normal)
			}
			for j := range 24 {
				if cj, nj := slot(j); cj == c && nj == n {
					q[f][k] = j
				}
			}
		}
	}
	return q
}()

type model [24]byte

func solvedModel() model {
	var m model
	for k := range m {
		m[k] = "WBRGOY"[k/4]
	}
	return m
}

func (m model) String() string {
	var b strings.Builder
	for k, c := range m {
		if k > 0 && k%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// turn makes one move in Singmaster notation: a face letter, then nothing
// (a quarter turn clockwise), ' (counter-clockwise) or 2 (a half turn).
func (m model) turn(t *testing.T, move string) model {
	t.Helper()
	f := strings.IndexByte("DLFRBU", move[0])
	times := map[string]int{"": 1, "'": 3, "2": 2}[move[1:]]
	if f < 0 || times == 0 {
		t.Fatalf("move %q is not Singmaster notation", move)
	}
	for range times {
		var next model
		for k, c := range m {
			next[quarter[f][k]] = c
		}
		m = next
	}
	return m
}

func (m model) turns(t *testing.T, moves string) model {
	t.Helper()
	for _, mv := range strings.Fields(moves) {
		m = m.turn(t, mv)
	}
	return m
}

func (m model) solved() bool {
	for k := range m {
		if m[k] != m[k/4*4] {
			return false
		}
	}
	return true
}

// optimum is the fewest moves that leave every face one colour, by plain
// breadth-first search over held cubes.
func optimum(t *testing.T, start model) int {
	var all []string
	for _, f := range "DLFRBU" {
		for _, s := range []string{"", "'", "2"} {
			all = append(all, string(f)+s)
		}
	}
	layer, seen := []model{start}, map[model]bool{start: true}
	for depth := 0; ; depth++ {
		var next []model
		for _, m := range layer {
			if m.solved() {
				return depth
			}
			for _, mv := range all {
				if n := m.turn(t, mv); !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		if depth > 6 {
			t.Fatalf("no solution within 6 moves of %s", start)
		}
		layer = next
	}
}

type cubeRun struct {
	Start string
	Cost  int
	Moves []string
	Path  []string
}

// solveScramble runs frontier solve on the cube and checks its answer on
// the model: the start is the scramble applied to the cube as held, each
// printed state is the model after the printed move, and the last is
// solved.
func solveScramble(t *testing.T, scramble string, extra ...string) cubeRun {
	t.Helper()
	args := append([]string{"solve", "--puzzle", "cube", "--json", "--scramble", scramble}, extra...)
	code, out, errText := runArgs(args...)
	var r cubeRun
	if err := json.Unmarshal([]byte(out), &r); code != 0 || err != nil {
		t.Fatalf("%v: exit %d, %v, stderr %q", args, code, err, errText)
	}
	m := solvedModel().turns(t, scramble)
	if r.Start != m.String() {
		t.Fatalf("scramble %q: start %s, the cube in the hand is %s", scramble, r.Start, m)
	}
	if len(r.Path) != len(r.Moves)+1 || r.Cost != len(r.Moves) {
		t.Fatalf("%d moves, %d states, cost %d", len(r.Moves), len(r.Path), r.Cost)
	}
	for i, mv := range r.Moves {
		m = m.turn(t, mv)
		if r.Path[i+1] != m.String() {
			t.Fatalf("scramble %q, move %d (%s): printed %s, the cube in the hand is %s", scramble, i+1, mv, r.Path[i+1], m)
		}
	}
	if !m.solved() {
		t.Fatalf("scramble %q: %v leaves %s", scramble, r.Moves, m)
	}
	return r
}

func TestCubeSolutionSolvesTheHeldCube(t *testing.T) {
	// The scramble: the optimum is 8 (the command line once said 6).
	if r := solveScramble(t, "B2 L' B2 F B2 U L F R2 D"); r.Cost != 8 {
		t.Errorf("solution of %d moves %v, the optimum is 8", r.Cost, r.Moves)
	}
	for _, scramble := range []string{"R D", "D", "L' B", "R U F' D2", "B2 D L'", "F D' L2 B"} {
		r := solveScramble(t, scramble)
		if want := optimum(t, solvedModel().turns(t, scramble)); r.Cost != want {
			t.Errorf("scramble %q: %d moves %v, breadth-first search on the model finds %d", scramble, r.Cost, r.Moves, want)
		}
	}
	// Every engine's answer solves the cube in the hand.
	for _, engine := range []string{"bfs", "ids", "ucs", "greedy", "idastar", "beam"} {
		r := solveScramble(t, "L D' B2", "--engine", engine, "--max-nodes", "5000000")
		if engine != "greedy" && engine != "beam" && r.Cost != 3 {
			t.Errorf("%s: %d moves, want 3", engine, r.Cost)
		}
	}
}

// The text output names the same moves as the JSON.
func TestCubeTextMoves(t *testing.T) {
	code, out, _ := runArgs("solve", "--puzzle", "cube", "--scramble", "R D")
	r := solveScramble(t, "R D")
	for i, mv := range r.Moves {
		if want := fmt.Sprintf("Move %d: %s. State: %s\n", i+1, mv, r.Path[i+1]); code != 0 || !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
