package story

import (
	"testing"

	"backtracklab/assets/translations"
	"backtracklab/engine"
)

func TestSudoku(t *testing.T) {
	st := engine.Stats{Nodes: 1204, Backtracks: 1, Solutions: 1}
	cases := []struct {
		e      engine.Event
		en, zh string
	}{
		{engine.Event{Kind: engine.Try, Row: 2, Col: 4, Value: 7}, "r3c5: try 7", "r3c5：尝试 7"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.SameBox, Row: 4, Col: 4, Value: 3, By: engine.At(3, 5)},
			"r5c5: 3 is already in box 5 (r4c6) — skip", "r5c5：第 5 宫已有 3（r4c6）—— 跳过"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.SameRow, Row: 4, Col: 4, Value: 3},
			"r5c5: 3 is already in row 5 — skip", "r5c5：第 5 行已有 3 —— 跳过"},
		{engine.Event{Kind: engine.Choose, Row: 2, Col: 4, Count: 2, Value: 1<<3 | 1<<6}, "r3c5 has the fewest candidates: 2 — 4 or 7",
			"r3c5 的候选数最少：2 个 —— 4 或 7"},
		{engine.Event{Kind: engine.Choose, Count: 3, Value: 1 | 1<<3 | 1<<6}, "r1c1 has the fewest candidates: 3 — 1, 4 or 7",
			"r1c1 的候选数最少：3 个 —— 1、4 或 7"},
		{engine.Event{Kind: engine.Choose, Count: 1, Value: 1 << 8}, "r1c1 has the fewest candidates: only 9", "r1c1 的候选数最少：只有 9"},
		{engine.Event{Kind: engine.Place, Forced: true, Reason: engine.HiddenInRow, Unit: 2, Row: 2, Col: 7, Value: 5},
			"r3c8 must be 5: hidden single, the only place for 5 in row 3 — place it",
			"r3c8 必须是 5：隐性唯一数，这是第 3 行中 5 唯一能放的位置 —— 填入"},
		{engine.Event{Kind: engine.Eliminate, Reason: engine.FillingInBox, Unit: 3, Row: 1, Col: 7, Value: 6},
			"r2c8 loses candidate 6: filling — of all the ways to fill the empty cells of box 3 with its missing digits, one each, none puts 6 in r2c8",
			"r2c8 去掉候选数 6：填法 —— 第 3 宫的空格用它缺少的数字各填一个，所有填法都不会在r2c8放 6"},
		{engine.Event{Kind: engine.Eliminate, Reason: engine.FillingInColumn, Unit: 7, Row: 1, Col: 7, Value: 6},
			"r2c8 loses candidate 6: filling — of all the ways to fill the empty cells of column 8 with its missing digits, one each, none puts 6 in r2c8",
			"r2c8 去掉候选数 6：填法 —— 第 8 列的空格用它缺少的数字各填一个，所有填法都不会在r2c8放 6"},
		{engine.Event{Kind: engine.Place, Depth: 2, Row: 0, Col: 1, Value: 4}, "r1c2: 4 fits — place it and go deeper (depth 3)",
			"r1c2：4 可以填 —— 放置并向下递归（深度 3）"},
		{engine.Event{Kind: engine.Undo, Forced: true, Row: 0, Col: 1, Value: 4}, "r1c2: take back the forced 4", "r1c2：撤回被迫填入的 4"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.NoCandidate, Row: 0, Col: 4}, "Dead end: r1c5 has no digit left — go back",
			"死路：r1c5 已没有可填的数字 —— 返回"},
		{engine.Event{Kind: engine.Leave, Depth: 3}, "Depth 3 is done: nothing fits there — back to depth 2",
			"深度 3 已完成：这里没有数字可行 —— 回溯到深度 2"},
		{engine.Event{Kind: engine.Finish, End: engine.LimitReached}, "The search is over: 1 solution, after 1,204 tries and 1 backtrack",
			"搜索结束：找到 1 个解（1,204 次尝试，1 次回溯）"},
		{engine.Event{Kind: engine.Finish, End: engine.Stopped}, "The search was stopped after 1,204 tries and 1 backtrack",
			"搜索已停止（1,204 次尝试，1 次回溯）"},
	}
	for _, c := range cases {
		m := Sudoku(c.e, st, 9)
		if got := say(t, translations.English, m); got != c.en {
			t.Errorf("%v:\n got %q\nwant %q", c.e, got, c.en)
		}
		if got := say(t, translations.Chinese, m); got != c.zh {
			t.Errorf("%v in Chinese:\n got %q\nwant %q", c.e, got, c.zh)
		}
	}
	none := Sudoku(engine.Event{Kind: engine.Finish, End: engine.NoSolution}, engine.Stats{Nodes: 2, Backtracks: 2}, 4)
	if got := say(t, translations.English, none); got != "The search is over: no solution, after 2 tries and 2 backtracks" {
		t.Errorf("no solution: %q", got)
	}
	// A 4x4 grid has boxes of 2x2: r3c4 is in box 4.
	box := Sudoku(engine.Event{Kind: engine.Reject, Conflict: engine.SameBox, Row: 2, Col: 3, Value: 1}, st, 4)
	if got := say(t, translations.English, box); got != "r3c4: 1 is already in box 4 — skip" {
		t.Errorf("4x4 box: %q", got)
	}
	undone := engine.Event{Kind: engine.Undo, Forced: true, Row: 4, Col: 1, Value: 7}
	if got := say(t, translations.English, SudokuUndone(undone, engine.HiddenInColumn, 1)); got != "r5c2: take back 7, forced as the only place for 7 in column 2" {
		t.Errorf("forced undo with its reason: %q", got)
	}
	if got := say(t, translations.English, SudokuDigits(1<<15|1<<9)); got != "A or G" {
		t.Errorf("16x16 digits: %q", got)
	}
}
