package search

// Boxed is a problem seen through a change of its state type: p's states
// S are boxed as T and taken out again. It forwards every ability of p
// that changes what an engine does — the heuristic, unit or other costs,
// distinct successors, the goal state and predecessors — so that no
// wrapper drops one: the catalogue's problems, the checker's guided
// problem and registered engines' boxed states are all this one. It
// leaves out what only saves time (Estimated successors, Indexed states,
// a problem's own solvers). Its heuristic is p's, or the one given to
// WithHeuristic; without either, h = 0.
type Boxed[S, T comparable] struct {
	p     Problem[S]
	box   func(S) T
	unbox func(T) (S, bool)
	h     Heuristic[T]
	buf   []Step[S]
}

// Box is p with its states boxed by box and taken out by unbox, which
// reports false for a T that holds no S.
func Box[S, T comparable](p Problem[S], box func(S) T, unbox func(T) (S, bool)) *Boxed[S, T] {
	return &Boxed[S, T]{p: p, box: box, unbox: unbox}
}

// WithHeuristic is b with h for its heuristic in place of p's.
func (b *Boxed[S, T]) WithHeuristic(h Heuristic[T]) *Boxed[S, T] {
	c := *b
	c.h, c.buf = h, nil
	return &c
}

func (b *Boxed[S, T]) Start() T { return b.box(b.p.Start()) }

func (b *Boxed[S, T]) IsGoal(t T) bool {
	s, ok := b.unbox(t)
	return ok && b.p.IsGoal(s)
}

func (b *Boxed[S, T]) Successors(t T, dst []Step[T]) []Step[T] {
	s, ok := b.unbox(t)
	if !ok {
		return dst
	}
	b.buf = b.p.Successors(s, b.buf[:0])
	return b.boxSteps(dst)
}

func (b *Boxed[S, T]) boxSteps(dst []Step[T]) []Step[T] {
	for _, st := range b.buf {
		dst = append(dst, Step[T]{State: b.box(st.State), Move: st.Move, Cost: st.Cost})
	}
	return dst
}

// Estimate is h of t: the given heuristic's, else p's, else 0.
func (b *Boxed[S, T]) Estimate(t T) int {
	if b.h != nil {
		return b.h.Estimate(t)
	}
	h, ok := b.p.(Heuristic[S])
	s, in := b.unbox(t)
	if !ok || !in {
		return 0
	}
	return h.Estimate(s)
}

// Admissible is the heuristic's promise; h = 0 never overestimates.
func (b *Boxed[S, T]) Admissible() bool {
	if b.h != nil {
		return b.h.Admissible()
	}
	h, ok := b.p.(Heuristic[S])
	return !ok || h.Admissible()
}

func (b *Boxed[S, T]) NonUnitCosts() bool       { return !unitCosts(b.p) }
func (b *Boxed[S, T]) DistinctSuccessors() bool { return distinct(b.p) }

// GoalState is p's goal state, where p has one.
func (b *Boxed[S, T]) GoalState() (T, bool) {
	var zero T
	bw, ok := b.p.(Backward[S])
	if !ok {
		return zero, false
	}
	g, ok := bw.GoalState()
	if !ok {
		return zero, false
	}
	return b.box(g), true
}

// Predecessors are p's, where p has them.
func (b *Boxed[S, T]) Predecessors(t T, dst []Step[T]) []Step[T] {
	bw, ok := b.p.(Backward[S])
	s, in := b.unbox(t)
	if !ok || !in {
		return dst
	}
	b.buf = bw.Predecessors(s, b.buf[:0])
	return b.boxSteps(dst)
}
