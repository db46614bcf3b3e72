package cli

import (
	"os"
	"path/filepath"
	"strings"

	"frontier/core/check"
)

// readPreset reads the assignment's preset, --preset NAME or FILE (the
// driver format's own when --format driver names none), and takes what it
// fixes: the format and the puzzle, unless given otherwise, which is an
// error; the engine's conventions and heuristic, which the flags given
// then replace one by one.
func (r *checkRequest) readPreset() error {
	p, err := r.loadPreset()
	if p == nil || err != nil {
		return err
	}
	r.assign = p
	if p.Format != "" {
		if r.given["format"] && r.format != string(p.Format) {
			return usageErr("--format %s: the preset %s is for the %s format", r.format, p.Name, p.Format)
		}
		r.format = string(p.Format)
	}
	if p.Puzzle != "" {
		if r.given["puzzle"] && r.puzzle != p.Puzzle {
			return usageErr("--puzzle %s: the preset %s is for the %s puzzle", r.puzzle, p.Name, p.Puzzle)
		}
		r.puzzle = p.Puzzle
	}
	set := p.For(r.engine)
	r.pins = set.Pins
	if r.heuristic == "" && r.engine.Informed() {
		r.heuristic = set.Heuristic
	}
	return nil
}

// loadPreset is the preset asked for: a built-in one by its name, or a
// file; nil for none.
func (r *checkRequest) loadPreset() (*check.Preset, error) {
	name := r.preset
	if name == "" {
		if r.format != string(check.FormatDriver) {
			return nil, nil
		}
		name = string(check.FormatDriver)
	}
	if p, ok := check.BuiltinPreset(name); ok {
		return p, nil
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, usageErr("--preset: %s is neither a preset Frontier has (%s) nor a file: %v", name, strings.Join(check.BuiltinPresets(), ", "), oneLine(err))
	}
	p, err := check.ParsePreset(strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)), data)
	if err != nil {
		return nil, usageErr("--preset %s: %v", name, err)
	}
	return p, nil
}
