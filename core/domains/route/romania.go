package route

import "sync"

// romaniaText is the textbook's map of Romania (Russell and Norvig,
// Artificial Intelligence: A Modern Approach, Fig. 3.1, with the
// straight-line distances to Bucharest of Fig. 3.22), in the map file
// format. The coordinates are for drawing and for the straight-line
// distance to goals other than Bucharest; the scale keeps that distance
// below the shortest route between every two places (romania_test.go
// checks it), so it is admissible whatever the goal.
const romaniaText = `# The textbook's Romania: 20 places, 23 two-way roads, lengths in km.
scale 1

place Arad 91 492
place Bucharest 400 327
place Craiova 253 288
place Drobeta 165 299
place Eforie 562 293
place Fagaras 305 449
place Giurgiu 375 270
place Hirsova 534 350
place Iasi 473 506
place Lugoj 165 379
place Mehadia 168 339
place Neamt 406 537
place Oradea 131 571
place Pitesti 320 368
place "Rimnicu Vilcea" 233 410
place Sibiu 207 457
place Timisoara 94 410
place Urziceni 456 350
place Vaslui 509 444
place Zerind 108 531

road Oradea Zerind 71
road Oradea Sibiu 151
road Zerind Arad 75
road Arad Timisoara 118
road Arad Sibiu 140
road Timisoara Lugoj 111
road Lugoj Mehadia 70
road Mehadia Drobeta 75
road Drobeta Craiova 120
road Sibiu Fagaras 99
road Sibiu "Rimnicu Vilcea" 80
road "Rimnicu Vilcea" Pitesti 97
road "Rimnicu Vilcea" Craiova 146
road Craiova Pitesti 138
road Fagaras Bucharest 211
road Pitesti Bucharest 101
road Giurgiu Bucharest 90
road Bucharest Urziceni 85
road Neamt Iasi 87
road Urziceni Vaslui 142
road Urziceni Hirsova 98
road Iasi Vaslui 92
road Hirsova Eforie 86

# Straight-line distances to Bucharest.
h Bucharest Arad 366
h Bucharest Bucharest 0
h Bucharest Craiova 160
h Bucharest Drobeta 242
h Bucharest Eforie 161
h Bucharest Fagaras 176
h Bucharest Giurgiu 77
h Bucharest Hirsova 151
h Bucharest Iasi 226
h Bucharest Lugoj 244
h Bucharest Mehadia 241
h Bucharest Neamt 234
h Bucharest Oradea 380
h Bucharest Pitesti 100
h Bucharest "Rimnicu Vilcea" 193
h Bucharest Sibiu 253
h Bucharest Timisoara 329
h Bucharest Urziceni 80
h Bucharest Vaslui 199
h Bucharest Zerind 374
`

// Romania is the textbook's map of Romania.
var Romania = sync.OnceValue(func() *Map {
	m, err := Parse([]byte(romaniaText))
	if err != nil {
		panic("route: the built-in Romania: " + err.Error())
	}
	return m
})

// RomaniaText is the built-in Romania in the map file format, an example
// for a teacher's own map.
func RomaniaText() string { return romaniaText }
