package story

import (
	"testing"

	"backtracklab/assets/translations"
	"backtracklab/engine"
	"backtracklab/engine/maze"
)

func TestMaze(t *testing.T) {
	st := engine.Stats{Nodes: 41, Placements: 12, Solutions: 1}
	cases := []struct {
		e      engine.Event
		alg    MazeSearch
		en, zh string
	}{
		{engine.Event{Kind: engine.Try, Row: 1, Col: 1, Value: int(maze.NoDirection)}, DFS, "Start at S (r2c2)", "从起点 S（r2c2）出发"},
		{engine.Event{Kind: engine.Try, Depth: 2, Row: 3, Col: 5, Value: int(maze.Down)}, DFS, "From r3c6 try down: r4c6", "从 r3c6 向下尝试：r4c6"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.Outside, Row: -1, Col: 3, Value: int(maze.Up)}, DFS,
			"Up of r1c4 is outside the maze — skip", "r1c4 的上边在迷宫之外 — 跳过"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.Wall, Row: 2, Col: 3, Value: int(maze.Left)}, DFS, "r3c4 is a wall — skip", "r3c4 是墙 — 跳过"},
		{engine.Event{Kind: engine.Place, Depth: 12, Row: 4, Col: 6, Value: int(maze.Down), By: engine.At(3, 6)}, DFS,
			"Enter r5c7 (path length 12)", "进入 r5c7（路径长度 12）"},
		{engine.Event{Kind: engine.Undo, Depth: 3, Row: 4, Col: 6, By: engine.At(3, 6)}, DFS, "Dead end at r5c7 — back to r4c7", "r5c7 是死路 — 回溯到 r4c7"},
		{engine.Event{Kind: engine.Expand, Depth: 4, Row: 2, Col: 2, Value: int(maze.Right)}, BFS,
			"Take r3c3 from the queue: ring 4 — look at its neighbours", "从队列取出 r3c3：第 4 层 — 查看它的邻格"},
		{engine.Event{Kind: engine.Place, Depth: 3, Row: 2, Col: 2, Value: int(maze.Right), By: engine.At(2, 1)}, BFS,
			"Discover r3c3 at distance 3 (from r3c2)", "发现 r3c3，距离 3（来自 r3c2）"},
		{engine.Event{Kind: engine.Solution, Depth: 1}, DFS, "Reached E: path of 1 step", "到达 E：路径长 1 步"},
		{engine.Event{Kind: engine.Try, Depth: 2, Row: 3, Col: 5, Value: int(maze.Down)}, Carve, "From r2c6 try down: r4c6", "从 r2c6 向下尝试：r4c6"},
		{engine.Event{Kind: engine.Finish, End: engine.LimitReached}, DFS, "The search is over: E reached after 41 tries, 12 cells explored",
			"搜索结束：41 次尝试后到达 E，探索了 12 个格子"},
		{engine.Event{Kind: engine.Finish, End: engine.Done}, Carve, "The maze is generated", "迷宫已生成"},
	}
	for _, c := range cases {
		m := Maze(c.e, st, c.alg)
		if got := say(t, translations.English, m); got != c.en {
			t.Errorf("%v:\n got %q\nwant %q", c.e, got, c.en)
		}
		if got := say(t, translations.Chinese, m); got != c.zh {
			t.Errorf("%v in Chinese:\n got %q\nwant %q", c.e, got, c.zh)
		}
	}
	none := Maze(engine.Event{Kind: engine.Finish, End: engine.NoSolution}, engine.Stats{Nodes: 8, Placements: 1}, BFS)
	if got := say(t, translations.English, none); got != "The search is over: E cannot be reached, 1 cell explored" {
		t.Errorf("no path: %q", got)
	}
}
