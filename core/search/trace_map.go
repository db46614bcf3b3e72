package search

// MapTrace returns a Trace over states A that hands each step to tr with
// its states shown by show and its move labels by move (nil keeps them):
// how a catalogue shows the states a search sees (a cube up to rotation)
// as the user holds them. Ids, costs, fates and sizes pass unchanged, and so does MaxSteps;
// the frontier is mapped as it is asked for. A nil tr gives nil.
func MapTrace[A, B comparable](tr *Trace[B], show func(A) B, move func(string) string) *Trace[A] {
	if tr == nil {
		return nil
	}
	node := func(n Node[A]) Node[B] {
		return Node[B]{ID: n.ID, Parent: n.Parent, State: show(n.State), G: n.G, H: n.H, F: n.F, Depth: n.Depth}
	}
	var out Expansion[B]
	return &Trace[A]{
		MaxSteps:    tr.MaxSteps,
		OnIteration: tr.OnIteration,
		OnExpand: func(x *Expansion[A]) {
			if tr.OnExpand == nil {
				return
			}
			out.Step, out.Iteration, out.Bound = x.Step, x.Iteration, x.Bound
			out.Node, out.Dropped = node(x.Node), x.Dropped
			out.FrontierSize, out.ExploredSize = x.FrontierSize, x.ExploredSize
			out.Backward, out.OtherSize = x.Backward, x.OtherSize
			out.Children = out.Children[:0]
			for _, c := range x.Children {
				m := c.Move
				if move != nil {
					m = move(m)
				}
				out.Children = append(out.Children, Child[B]{Node: node(c.Node), Move: m, Fate: c.Fate})
			}
			out.list = func(max int, dst []Node[B]) []Node[B] {
				for _, n := range x.Frontier(max) {
					dst = append(dst, node(n))
				}
				return dst
			}
			out.other = nil
			if x.other != nil {
				out.other = func(max int, dst []Node[B]) []Node[B] {
					for _, n := range x.OtherFrontier(max) {
						dst = append(dst, node(n))
					}
					return dst
				}
			}
			tr.OnExpand(&out)
			out.list, out.other = nil, nil
		},
	}
}
