package class

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"html/template"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"frontier/core/atomicfile"
	"frontier/core/check"
	"frontier/core/textio"
)

// Write writes a class's grades into folder dir, made if missing:
// summary.csv (a row per student: passed, each test's verdict, the
// diagnoses), index.html (the table, the mistakes found and how many
// students made each, then every student's report) and reports/NAME.txt,
// each file whole or not at all.
func Write(dir string, class []*StudentGrades, problems []*check.Problem) error {
	if err := os.MkdirAll(filepath.Join(dir, "reports"), 0o755); err != nil {
		return err
	}
	write := func(name string, f func(io.Writer) error) error {
		return atomicfile.WriteFile(filepath.Join(dir, name), f)
	}
	if err := write("summary.csv", func(w io.Writer) error { return writeCSV(w, class, len(problems)) }); err != nil {
		return err
	}
	names := fileNames(class)
	for i, sg := range class {
		if err := write(filepath.Join("reports", names[i]+".txt"), func(w io.Writer) error {
			return writeStudent(w, sg)
		}); err != nil {
			return err
		}
	}
	return write("index.html", func(w io.Writer) error { return writeHTML(w, class, problems, names) })
}

// fileNames are the students' names as file names, one each: letters
// (of any script), digits, '.', '-' and '_' kept, the rest '_', and a
// number added to a name already taken (as "ab" and "AB" are on a disk
// that ignores case).
func fileNames(class []*StudentGrades) []string {
	taken := map[string]bool{}
	out := make([]string, len(class))
	for i, sg := range class {
		base := strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_' || r == '.' {
				return r
			}
			return '_'
		}, sg.Title())
		if strings.Trim(base, ".") == "" {
			base = "student"
		}
		name := base
		for n := 2; taken[strings.ToLower(name)]; n++ {
			name = base + "-" + strconv.Itoa(n)
		}
		taken[strings.ToLower(name)] = true
		out[i] = name
	}
	return out
}

func writeStudent(w io.Writer, sg *StudentGrades) error {
	if sg.Err != "" {
		_, err := fmt.Fprintf(w, "%s: not checked: %s\n", sg.Title(), sg.Err)
		return err
	}
	return check.WriteText(w, sg.Tests)
}

func writeCSV(w io.Writer, class []*StudentGrades, tests int) error {
	cw := csv.NewWriter(w)
	head := []string{"student", "passed", "tests"}
	for i := range tests {
		head = append(head, "test "+strconv.Itoa(i+1))
	}
	head = append(head, "diagnoses", "seconds", "note")
	cw.Write(head)
	for _, sg := range class {
		row := []string{cell(sg.Title()), strconv.Itoa(sg.Passed()), strconv.Itoa(tests)}
		for i := range tests {
			v := ""
			if i < len(sg.Tests) {
				v = string(sg.Tests[i].Report.Verdict)
			}
			row = append(row, v)
		}
		row = append(row, strings.Join(check.Diagnoses(sg.Tests), " "), fmt.Sprintf("%.1f", sg.Elapsed.Seconds()), cell(textio.Line(sg.Err, 400)))
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// cell is text for a cell of a spreadsheet: one that a spreadsheet would
// take for a formula (=, +, -, @ first) starts with a quote.
func cell(text string) string {
	if text != "" && strings.ContainsRune("=+-@\t\r", rune(text[0])) {
		return "'" + text
	}
	return text
}

// classPage is what index.html shows.
type classPage struct {
	Tests    int
	Problems []string
	Heads    []string
	Students []studentRow
	Mistakes []mistakeCount
}

type studentRow struct {
	Name, ID, Err string
	Passed        int
	Verdicts      []string
	Diagnoses     string
	Report        string
}

type mistakeCount struct {
	ID       string
	Students int
}

func writeHTML(w io.Writer, class []*StudentGrades, problems []*check.Problem, names []string) error {
	page := classPage{Tests: len(problems)}
	for _, p := range problems {
		ck, _ := p.Domain.Checking(p.Start)
		page.Problems = append(page.Problems, fmt.Sprintf("%s from %s, %s", p.Domain.Name(), ck.Words(p.Start), p.Engine.Title()))
		page.Heads = append(page.Heads, fmt.Sprintf("test %d", len(page.Heads)+1))
	}
	counts := map[string]int{}
	var order []string
	for i, sg := range class {
		row := studentRow{Name: sg.Title(), ID: "s-" + names[i], Err: textio.Line(sg.Err, 400), Passed: sg.Passed(),
			Diagnoses: strings.Join(check.Diagnoses(sg.Tests), ", ")}
		for i := range problems {
			v := "—"
			if i < len(sg.Tests) {
				v = string(sg.Tests[i].Report.Verdict)
			}
			row.Verdicts = append(row.Verdicts, v)
		}
		var b bytes.Buffer
		writeStudent(&b, sg)
		row.Report = b.String()
		page.Students = append(page.Students, row)
		for _, d := range check.Diagnoses(sg.Tests) {
			if counts[d] == 0 {
				order = append(order, d)
			}
			counts[d]++
		}
	}
	for _, d := range order {
		page.Mistakes = append(page.Mistakes, mistakeCount{d, counts[d]})
	}
	return classTemplate().Execute(w, page)
}

// classTemplate is the class's HTML page, parsed on first use: a command
// other than check never needs it.
var classTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("class").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Frontier: the class's programs</title>
<style>
body{font-family:sans-serif;margin:2em;color:#111}
table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25em .5em;text-align:left}
.pass{background:#d7f0d7}.fail{background:#f6d5d5}.error{background:#f3e2c0}
pre{background:#f4f4f4;padding:1em;white-space:pre-wrap}
</style></head><body>
<h1>The class's programs</h1>
<p>{{len .Students}} programs, each run on the same {{.Tests}} problems:</p>
<ol>{{range .Problems}}<li>{{.}}</li>{{end}}</ol>
<table><tr><th>student</th><th>passed</th>{{range .Heads}}<th>{{.}}</th>{{end}}<th>diagnoses</th></tr>
{{range .Students}}<tr><td><a href="#{{.ID}}">{{.Name}}</a></td><td>{{.Passed}} of {{$.Tests}}</td>{{range .Verdicts}}<td class="{{.}}">{{.}}</td>{{end}}<td>{{.Diagnoses}}{{.Err}}</td></tr>
{{end}}</table>
{{if .Mistakes}}<h2>What went wrong, and in how many programs</h2>
<table><tr><th>diagnosis</th><th>students</th></tr>{{range .Mistakes}}<tr><td>{{.ID}}</td><td>{{.Students}}</td></tr>{{end}}</table>{{end}}
{{range .Students}}<h2 id="{{.ID}}">{{.Name}}</h2><pre>{{.Report}}</pre>
{{end}}</body></html>
`))
})
