package story

import (
	"testing"

	"backtracklab/assets/translations"
	"backtracklab/engine"
)

// say tells m in language, as the command line does.
func say(t *testing.T, language string, m Msg) string {
	t.Helper()
	b, err := translations.Load(language)
	if err != nil {
		t.Fatal(err)
	}
	return m.Tell(b.Tell)
}

func TestNumber(t *testing.T) {
	for n, want := range map[uint64]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 1203: "1,203",
		14772512: "14,772,512", 100000: "100,000"} {
		if got := Number(n).String(); got != want {
			t.Errorf("Number(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestTellKeepsTheValues(t *testing.T) {
	inner := Text("queens.line.column", nil)
	m := Plural("queens.end.done", 2, map[string]any{"Found": Number(2), "Line": inner})
	got := m.Tell(func(key string, count int, plural bool, args map[string]any) string {
		if key == "queens.line.column" && args == nil && !plural {
			return "its column"
		}
		if key != "queens.end.done" || count != 2 || !plural || args["Line"] != "its column" {
			t.Errorf("told %q %d %v %v", key, count, plural, args)
		}
		args["Found"] = "changed"
		return "ok"
	})
	if got != "ok" || m.Args["Found"] != Number(2) || m.Args["Line"].(Msg).Key != inner.Key {
		t.Errorf("Tell changed the Msg's values: %v", m.Args)
	}
	if (Msg{}).Tell(nil) != "" || !(Msg{}).IsZero() {
		t.Error("the zero Msg says something")
	}
}

func TestQueens(t *testing.T) {
	ev := func(k engine.Kind, row, col int) engine.Event {
		return engine.Event{Kind: k, Depth: row, Row: row, Col: col}
	}
	reject := func(row, col int, c engine.Conflict, byRow, byCol int) engine.Event {
		return engine.Event{Kind: engine.Reject, Conflict: c, Depth: row, Row: row, Col: col, By: engine.At(byRow, byCol)}
	}
	choose := func(row int, cols ...int) engine.Event {
		e := engine.Event{Kind: engine.Choose, Depth: row, Row: row, Count: len(cols)}
		for _, c := range cols {
			e.Value |= 1 << c
		}
		return e
	}
	st := engine.Stats{Solutions: 1203}
	cases := []struct {
		e      engine.Event
		en, zh string
	}{
		{ev(engine.Try, 3, 1), "Row 4: try column 2", "第 4 行：尝试第 2 列"},
		{reject(3, 1, engine.SameDiagonal, 2, 0), `Row 4: column 2 is attacked along a \ diagonal by the queen in row 3 — skip`,
			`第 4 行：第 2 列在\ 对角线上受到第 3 行皇后的攻击 — 跳过`},
		{engine.Event{Kind: engine.Reject, Conflict: engine.SameColumn, Row: 1, Col: 0}, "Row 2: column 1 is attacked along its column — skip",
			"第 2 行：第 1 列在同一列上受到攻击 — 跳过"},
		{choose(2, 1, 4, 6), "Row 3: free columns 2, 5, 7", "第 3 行：未受攻击的列为 2、5、7"},
		{choose(5, 0), "Row 6: one free column, 1", "第 6 行：未受攻击的列为 1"},
		{choose(1), "Row 2: no free column, every square is attacked", "第 2 行：没有未受攻击的列，每个格子都受到攻击"},
		{ev(engine.Place, 0, 0), "Row 1: column 1 is safe — place a queen and go on to row 2", "第 1 行：第 1 列安全 — 放置皇后，进入第 2 行"},
		{ev(engine.Place, 7, 3), "Row 8: column 4 is safe — place the last queen", "第 8 行：第 4 列安全 — 放置最后一个皇后"},
		{ev(engine.Undo, 4, 2), "Row 6: no safe column left — backtrack to row 5 and take its queen back from column 3",
			"第 6 行：没有安全的列了 — 回溯到第 5 行，撤回第 3 列的皇后"},
		{ev(engine.Solution, 7, 3), "Solution 1,203 found", "找到第 1,203 个解"},
		{ev(engine.Enter, 0, 0), "Start in row 1: look for a safe column", "从第 1 行开始：寻找安全的列"},
		{engine.Event{Kind: engine.Leave, Depth: 4}, "Row 5: every column tried — return to row 4", "第 5 行：每一列都试过了 — 返回第 4 行"},
		{engine.Event{Kind: engine.Leave}, "Row 1: every column tried — the search is over", "第 1 行：每一列都试过了 — 搜索结束"},
		{engine.Event{Kind: engine.Resync, Depth: 2}, "The search ran at full speed: here is where it stands, 3 queens placed",
			"搜索曾以全速运行：这是它现在的位置，已放置 3 个皇后"},
		{engine.Event{Kind: engine.Finish, End: engine.Done}, "Finished: 1,203 solutions", "完成：共 1,203 个解"},
		{engine.Event{Kind: engine.Finish, End: engine.LimitReached}, "Stopped after 1,203 solutions, as many as asked for", "已停止：按要求找到 1,203 个解"},
	}
	for _, c := range cases {
		m := Queens(c.e, st, 8)
		if got := say(t, translations.English, m); got != c.en {
			t.Errorf("%v:\n got %q\nwant %q", c.e, got, c.en)
		}
		if got := say(t, translations.Chinese, m); got != c.zh {
			t.Errorf("%v in Chinese:\n got %q\nwant %q", c.e, got, c.zh)
		}
	}
	one := engine.Stats{Solutions: 1}
	if got := say(t, translations.English, Queens(engine.Event{Kind: engine.Finish, End: engine.Done}, one, 1)); got != "Finished: 1 solution" {
		t.Errorf("one solution: %q", got)
	}
	if got := say(t, translations.English, Queens(engine.Event{Kind: engine.Finish, End: engine.NoSolution}, engine.Stats{}, 3)); got != "Finished: no solution for n = 3" {
		t.Errorf("no solution: %q", got)
	}
	if m := Queens(engine.Event{Kind: engine.Expand}, st, 8); !m.IsZero() {
		t.Errorf("Expand says %v", m)
	}
}
