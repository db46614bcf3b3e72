package search

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/textio"
)

// Policy is an engine's behaviour as a value: what joins the frontier,
// what leaves it next and why, how ties break, when the goal is tested
// and what counts as seen. An engine's description holds its own policy
// (Description.Policy); the engine runs it (the graph-search engines run
// the Stepper, which reads nothing else), and the checker of students'
// programs, predict mode, the worksheets and the traces run or read the
// same value, a convention being the policy with one field changed.
type Policy struct {
	// Rule is how the next node is chosen: the discipline and the key.
	Rule Rule
	// Ties orders entries of equal key (Lowest): added last or first,
	// the lowest h first, or a rule of the program's own (TiesAny).
	// Queue takes the oldest, Stack the newest, whatever it says.
	Ties Ties
	// GoalTest is when a node is tested for the goal.
	GoalTest GoalTest
	// Pruning is which children are dropped: graph search (the default)
	// by what counts as seen, path checking, or nothing (tree search).
	Pruning Pruning
	// Seen is when graph search marks a state: as it joins the frontier
	// (a reached set) or as it is expanded (an explored set).
	Seen Seen
	// Update is what graph search does with a cheaper path to a state
	// already on the frontier; UpdateNone keeps the first path found.
	Update Update
	// Reopen: a cheaper path to a state already expanded puts it back on
	// the frontier (UCS, A*).
	Reopen bool
	// Explored is the explored set a Deepening walk keeps, which the
	// engines do not: none, one within each pass, or one kept across
	// passes (both mistakes students make).
	Explored Explored
	// LimitFirst: a Deepening walk checks the depth limit before the goal
	// test, so a goal at the limit is found only a pass later (a mistake).
	LimitFirst bool
}

// Update is how a cheaper path to a state on the frontier takes the place
// of the dearer one. For a frontier ordered by g or f the three that
// update agree but on ties; ordered by h alone, they part.
type Update int

// The updates.
const (
	// UpdateNone keeps the first path to a state (greedy best-first).
	UpdateNone Update = iota
	// UpdateRepush: the cheaper path joins the frontier anew; the dearer
	// entry is skipped when popped (a stale entry).
	UpdateRepush
	// UpdateInPlace: the state's entry takes the cheaper path where it
	// stands (a decrease-key), keeping its place among equal keys.
	UpdateInPlace
	// UpdateTickets: every entry is a ticket for its state, whose best g
	// a table keeps; the first ticket popped expands the state at that
	// g, the others are skipped while it stays explored.
	UpdateTickets
)

// updateIDs are the updates as a user types them.
var updateIDs = []string{UpdateNone: "none", UpdateRepush: "repush", UpdateInPlace: "in-place", UpdateTickets: "tickets"}

// ID is the update as a user types it: none, repush, in-place, tickets.
func (u Update) ID() string { return updateIDs[u] }

// ParseUpdate reads an update typed by a user.
func ParseUpdate(s string) (Update, error) {
	if i := slices.Index(updateIDs, s); i >= 0 {
		return Update(i), nil
	}
	return 0, fmt.Errorf("unknown update %s (want %s)", textio.Quote(s), strings.Join(updateIDs, ", "))
}

// Chosen is the discipline of a search whose next node a student picks:
// any live entry may leave the frontier next (RunChosen).
const Chosen Discipline = Rounds + 1

// Graph reports whether the policy keeps sets of states (graph search).
func (p Policy) Graph() bool { return p.Pruning == PruneGraph || p.Pruning == PruneDefault }

// FirstIn reports whether, among entries of equal key, the one that
// joined the frontier first leaves first: a queue, or first-in ties.
func (p Policy) FirstIn() bool {
	switch p.Rule.Discipline {
	case Queue:
		return true
	case Stack:
		return false
	}
	return p.Ties == TiesFirstIn || p.Ties == TiesLowHFirstIn
}

// LowH reports whether, among entries of equal key, the lowest h leaves
// first.
func (p Policy) LowH() bool { return p.Ties == TiesLowH || p.Ties == TiesLowHFirstIn }

// Reversed reports whether, among the children of one expansion that
// tie, the last in move order leaves first: a frontier that pops the
// entry pushed last (last-in ties) does so; a queue, first-in ties and a
// stack filled so that the first move comes out first do not.
func (p Policy) Reversed() bool { return p.Rule.Discipline == Lowest && !p.FirstIn() }

// Entry is a frontier entry as a policy orders it: its key and estimate,
// the number of the expansion that made it (0 for the start) and the
// index of its move among its parent's.
type Entry struct {
	Key, H int
	Stamp  int32
	Move   int
}

// Tied reports whether a and b are ranked alike but for the order of
// moves: the choice a rule leaves to the program that follows it.
func (p Policy) Tied(a, b Entry) bool {
	if p.Rule.Discipline == Chosen {
		return true
	}
	if p.Rule.Discipline == Lowest && (a.Key != b.Key || p.LowH() && a.H != b.H) {
		return false
	}
	return p.Ties == TiesAny || a.Stamp == b.Stamp
}

// Before reports whether entry a leaves the frontier before entry b: by
// the key (Lowest), the estimate (low-h ties), the time each joined and
// the order of moves. Entries of a chosen search are in no order.
func (p Policy) Before(a, b Entry) bool {
	switch p.Rule.Discipline {
	case Chosen:
		return false
	case Lowest:
		if a.Key != b.Key {
			return a.Key < b.Key
		}
		if p.LowH() && a.H != b.H {
			return a.H < b.H
		}
	}
	if a.Stamp != b.Stamp && p.Ties != TiesAny {
		return a.Stamp < b.Stamp == p.FirstIn()
	}
	if p.Reversed() {
		return a.Move > b.Move
	}
	return a.Move < b.Move
}

// Key is the key of a node of path cost g, estimate h and depth d under
// the policy's rule.
func (p Policy) Key(g, h, d int) int { return p.Rule.Key.Of(g, h, d) }

// Words says the policy in one sentence a student can apply by hand:
// "expands the lowest f = g + h; ties to the node added last; goal test
// when a node is taken off the frontier; a state marked as reached when
// it joins the frontier".
func (p Policy) Words() string {
	if c := p.Conventions(); c != "" {
		return p.Rule.Words() + "; " + c
	}
	return p.Rule.Words()
}

// Conventions is Words without the rule: the choices a course may make
// differently, "ties to the node added last; goal test when a node is
// taken off the frontier; …", each said where it is not understood.
func (p Policy) Conventions() string {
	var parts []string
	for _, c := range p.Choices() {
		if !c.Quiet {
			parts = append(parts, c.Words)
		}
	}
	return strings.Join(parts, "; ")
}

// Choice is one of the choices a policy makes that a course may make
// differently: Of names which (ties, goal test, seen, pruning, update,
// reopen), Words says the policy's; Quiet choices go without saying
// where the others are said (a cheaper path joining the frontier anew).
type Choice struct {
	Of, Words string
	Quiet     bool
}

// Choices are the policy's choices, in the order Conventions says them.
func (p Policy) Choices() []Choice {
	var out []Choice
	add := func(of, words string, quiet bool) { out = append(out, Choice{Of: of, Words: words, Quiet: quiet}) }
	if p.Rule.Discipline == Lowest {
		add("ties", p.Ties.Words(), false)
	}
	switch {
	case p.Rule.Discipline == Rounds:
	case p.Rule.Discipline == Meet:
		add("goal test", "the sides meet as a child reaches a state the other side reached", false)
	case p.GoalTest == GoalOnGeneration:
		add("goal test", "goal test when a node is generated", false)
	case p.Rule.Discipline == Deepening:
		add("goal test", "goal test when the walk reaches a node", false)
	default:
		add("goal test", "goal test when a node is taken off the frontier", false)
	}
	switch {
	case p.Rule.Discipline == Rounds:
	case p.Rule.Discipline == Meet:
		add("seen", "a state each side reached once", false)
	case p.Rule.Discipline == Deepening:
		add("pruning", map[Pruning]string{
			PruneNone:   "no pruning",
			PruneParent: "the move straight back pruned",
			PrunePath:   "states on the current path pruned",
		}[p.Pruning], false)
	case p.Pruning == PruneNone:
		add("pruning", "tree search", false)
	case p.Pruning == PrunePath:
		add("pruning", "states on the node's path pruned", false)
	default:
		add("seen", p.Seen.Words(), false)
		keyed := p.Rule.Discipline == Lowest && p.Rule.Key != KeyH
		if p.Update != UpdateNone || keyed {
			add("update", p.Update.words(), p.Update == UpdateRepush)
		}
		if p.Update != UpdateNone {
			words := "an explored state never reopened"
			if p.Reopen {
				words = "an explored state reopened by a cheaper path"
			}
			add("reopen", words, p.Reopen)
		}
	}
	return out
}

func (u Update) words() string {
	switch u {
	case UpdateInPlace:
		return "a cheaper path updating its state's entry where it stands"
	case UpdateTickets:
		return "the first entry of a state popped expanding it at its best g so far"
	case UpdateNone:
		return "a state's first path kept, a cheaper one found later not taken"
	}
	return "a cheaper path joining the frontier anew"
}

// TieBreak says in one sentence how the policy orders the frontier,
// ties included, so that a student can predict the next expansion by
// hand: the sentence of an engine's description.
func (p Policy) TieBreak() string {
	k := p.Rule.Key
	switch p.Rule.Discipline {
	case Queue:
		return "First in, first out: nodes are expanded in the order they were generated, a node's children in the puzzle's move order."
	case Stack:
		return "Last in, first out, except that one expansion's children are pushed so that they come out in the puzzle's move order: the first child of the node just expanded is next."
	case Chosen:
		return "No rule: the student picks any node on the frontier."
	case Lowest:
		lead := "Lowest " + k.Formula() + " first"
		if k == KeyF && !p.LowH() {
			lead += ", h breaking no ties"
		}
		switch p.Ties {
		case TiesFirstIn:
			return lead + "; among equal " + k.Name() + ", the node added to the frontier first (so the first of one node's children in move order)."
		case TiesLowH:
			return lead + "; among equal " + k.Name() + ", the lowest h, then the node added last."
		case TiesLowHFirstIn:
			return lead + "; among equal " + k.Name() + ", the lowest h, then the node added first."
		case TiesAny:
			return lead + "; among equal " + k.Name() + ", whichever a rule of the program's own takes."
		}
		return lead + "; among equal " + k.Name() + ", the node added to the frontier last (so the last of one node's children in move order)."
	}
	return ""
}
