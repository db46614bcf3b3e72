"""A solver that crashes on its first node."""
import puzzle

p = puzzle.read()
print("expand " + p.words(p.start))
raise ValueError("cannot unpack the successors of %s" % (p.start,))
