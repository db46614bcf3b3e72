// Package cube is the 2×2×2 cube as a search problem: parsing and
// validating sticker text, Singmaster moves in the half-turn metric, and
// three heuristics, the last of them the exact distance of every position.
//
// # State text
//
// A cube is written as six faces of four stickers, the faces in the order
// bottom, left, front, right, back, top (D L F R B U). Spaces are optional
// and the colour letters W B R G O Y are case-insensitive. The solved cube is
//
//	WWWW BBBB RRRR GGGG OOOO YYYY
//
// Each face is read like a page as it appears in this unfolded net: top row
// left to right, then bottom row. The four side faces are seen from outside
// with the top face up; the top face is seen from above with the front face
// below it, the bottom face from below with the front face above it.
//
//	             +-------+
//	             | U0 U1 |   U = top
//	             | U2 U3 |
//	     +-------+-------+-------+-------+
//	     | L0 L1 | F0 F1 | R0 R1 | B0 B1 |
//	     | L2 L3 | F2 F3 | R2 R3 | B2 B3 |
//	     +-------+-------+-------+-------+
//	             | D0 D1 |   D = bottom
//	             | D2 D3 |
//	             +-------+
//	L = left, F = front, R = right, B = back
//
// The text lists D0 D1 D2 D3, L0…L3, F0…F3, R0…R3, B0…B3, U0…U3.
//
// # One state per position
//
// Turning the whole cube in the hand changes no position, so a State is a
// position up to the 24 whole-cube rotations. It is stored in the canonical
// orientation, the one that puts the white-orange-blue corner at
// bottom-back-left with white down: 7 free corners give 7!·3⁶ = 3,674,160
// states. Every cube whose faces are each one colour is the solved State.
// A D turn then has the effect of U (D is U followed by a whole-cube
// rotation), L that of R and B that of F, which is why the successors of a
// state come in pairs; Cube keeps the orientation for drawing moves as typed.
//
// On a 2×2×2 cube any permutation of the corners can be reached, so a
// swapped pair of corners is a legal position, unlike on the 3×3×3.
package cube
