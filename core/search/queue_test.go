package search

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// refQueue is the queue's contract written plainly: a list searched for
// the smallest key, the newest entry among equal keys.
type refQueue struct {
	keys, vs []int
}

func (r *refQueue) push(key, v int) {
	r.keys, r.vs = append(r.keys, max(key, 0)), append(r.vs, v)
}

// order is the entries' indices in pop order.
func (r *refQueue) order() []int {
	idx := make([]int, len(r.keys))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if r.keys[a] != r.keys[b] {
			return r.keys[a] - r.keys[b]
		}
		return b - a // the newer first
	})
	return idx
}

func (r *refQueue) pop() (int, bool) {
	if len(r.keys) == 0 {
		return 0, false
	}
	i := r.order()[0]
	v := r.vs[i]
	r.keys, r.vs = slices.Delete(r.keys, i, i+1), slices.Delete(r.vs, i, i+1)
	return v, true
}

// TestBucketQueueAgainstModel pushes and pops at random, with keys that
// are small, near the buckets' end, and up to a billion and beyond, and
// checks every pop and the listing in pop order against the model.
func TestBucketQueueAgainstModel(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 32))
	keyOf := []func() int{
		func() int { return rng.IntN(80) },
		func() int { return rng.IntN(3000) }, // across the range of stacks as it grows
		func() int { return denseKeys - 70 + rng.IntN(140) },
		func() int { return rng.IntN(5) * 1_000_000_000 },
		func() int { return rng.IntN(1 << 40) },
		func() int { return -rng.IntN(3) },
	}
	for round := range 60 {
		var q bucketQueue
		var ref refQueue
		kinds := keyOf[:1+round%len(keyOf)]
		next := int32(0)
		for step := range 1500 {
			if rng.IntN(3) > 0 {
				key := kinds[rng.IntN(len(kinds))]()
				q.push(key, next)
				ref.push(key, int(next))
				next++
			} else {
				v, ok := q.pop()
				w, wok := ref.pop()
				if ok != wok || ok && int(v) != w {
					t.Fatalf("round %d step %d: pop %d %v, want %d %v", round, step, v, ok, w, wok)
				}
			}
			if q.size != len(ref.keys) {
				t.Fatalf("round %d step %d: size %d, want %d", round, step, q.size, len(ref.keys))
			}
			if step%97 == 0 {
				var got, want []int
				for v := range q.all() {
					got = append(got, int(v))
				}
				for _, i := range ref.order() {
					want = append(want, ref.vs[i])
				}
				if !slices.Equal(got, want) {
					t.Fatalf("round %d step %d: listed %v, want %v", round, step, got, want)
				}
			}
		}
	}
}

// TestBucketQueueHugeKeys: a key of a billion costs no more memory than a
// small one, and keys spread wide make no stack for each key between.
func TestBucketQueueHugeKeys(t *testing.T) {
	var q bucketQueue
	q.push(1_000_000_000, 1)
	q.push(1<<62, 2)
	q.push(3, 3)
	if len(q.buckets) > 4 {
		t.Fatalf("%d buckets for keys up to 2^62", len(q.buckets))
	}
	for _, want := range []int32{3, 1, 2} {
		if v, ok := q.pop(); !ok || v != want {
			t.Fatalf("pop %d %v, want %d", v, ok, want)
		}
	}
	if _, ok := q.pop(); ok {
		t.Fatal("pop from an empty queue")
	}
	var wide bucketQueue
	for i := range 100 {
		wide.push(1000*i, int32(i))
	}
	if len(wide.buckets) > minDense {
		t.Fatalf("%d stacks for 100 keys 1,000 apart", len(wide.buckets))
	}
}

// BenchmarkBucketQueue pushes and pops a frontier of 100,000 entries with
// keys of a puzzle (f near 50) and of a map of long roads.
func BenchmarkBucketQueue(b *testing.B) {
	for _, c := range []struct {
		name string
		base int
	}{{"dense", 40}, {"sparse", 1_000_000_000}} {
		b.Run(c.name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			keys := make([]int, 1<<17)
			for i := range keys {
				keys[i] = c.base + rng.IntN(20)
			}
			for b.Loop() {
				var q bucketQueue
				for i := range 100_000 {
					q.push(keys[i], int32(i))
					if i%3 == 2 {
						q.pop()
					}
				}
				for {
					if _, ok := q.pop(); !ok {
						break
					}
				}
			}
		})
	}
}
