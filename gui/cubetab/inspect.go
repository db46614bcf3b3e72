package cubetab

import (
	"frontier/gui/inspect"
)

// prefInspect keeps the "Inspect h" switch.
const prefInspect = "cube.inspect"

// buildInspector makes the "Inspect h" switch, beside Reset, and the
// heuristic inspector it shows under the net.
func (t *Tab) buildInspector() {
	t.insp = inspect.NewCube()
	t.inspectCheck = inspect.NewSwitch(t.prefs, prefInspect, t.insp, t.inspectShown)
}

// inspectShown hands the cube on the net, and the heuristic chosen, to
// the inspector, which follows them as the cube is turned, scrambled or
// stepped along a path.
func (t *Tab) inspectShown() {
	if t.insp == nil || t.net == nil {
		return
	}
	s, err := t.net.Cube().State()
	if err != nil {
		return // the net only ever shows whole cubes
	}
	h, _ := heuristicNamed(t.heurSel.Selected)
	t.insp.Show(string(h.ID), s)
}
