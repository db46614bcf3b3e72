package watch

import "frontier/core/search"

// twinMoves is the ability of a puzzle's states whose moves come in pairs
// that reach the same position, as the cube's do: a position of the cube
// forgets how it is held, so turning U or D leaves the same one, the
// whole cube turned. The search makes both moves of a pair, one after the
// other; a trace, drawing every state in one frame, names both by the move
// that turns the cube as drawn. TwinMove names the other move of label's
// pair; ok is false when label has none.
type twinMoves interface {
	TwinMove(label string) (twin string, ok bool)
}

// moveName is the name of the move that made c: the trace's, except for
// the second child of a pair of twin moves (see twinMoves), named by the
// other move of the pair, so that no two children of a node share a name.
func (v *View[S]) moveName(c search.Child[S]) string {
	tw, ok := any(c.State).(twinMoves)
	if !ok || v.rec == nil || c.Move == "" {
		return c.Move
	}
	// A node's children have consecutive ids.
	for id := c.ID - 1; id > 0; id-- {
		sib, ok := v.rec.Node(id)
		if !ok || sib.Parent != c.Parent {
			break
		}
		if sib.Move == c.Move {
			if twin, ok := tw.TwinMove(c.Move); ok {
				return twin
			}
			break
		}
	}
	return c.Move
}

// moveNames lists the names of the moves that made the children on
// show, as the view shows them.
func (v *View[S]) moveNames() []string {
	names := make([]string, len(v.children.children))
	for k, c := range v.children.children {
		names[k] = v.moveName(c)
	}
	return names
}
