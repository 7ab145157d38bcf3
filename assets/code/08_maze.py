# Maze by backtracking / 回溯法走迷宫
# Walk from S to E; '#' is a wall, '.' open, '*' the path so far.
# 从 S 走到 E；'#' 是墙，'.' 是空地，'*' 是目前的路径。
maze = [
    "###########",
    "#S......#.#",
    "#.#####.#.#",
    "#.#...#...#",
    "#.#.#.#####",
    "#...#....E#",
    "###########",
]
grid = [[row[i] for i in range(len(row))] for row in maze]  # a grid we can change / 可修改的网格
paths = []  # the path found, as text rows / 找到的路径（按行的文字）


def walk(r, c):
    # Reached the exit / 到达出口
    if grid[r][c] == "E":
        paths.append(["".join(row) for row in grid])
        return True
    # A wall, or a cell already on the path / 墙，或已在路径上的格子
    if grid[r][c] == "#" or grid[r][c] == "*":
        return False
    grid[r][c] = "*"    # step in (S too) / 走进这一格（S 也标记）
    # Try right, down, left, up / 依次尝试右、下、左、上
    for dr, dc in [(0, 1), (1, 0), (0, -1), (-1, 0)]:
        if walk(r + dr, c + dc):
            return True
    grid[r][c] = "."    # dead end: step back / 死路：退回
    return False


walk(1, 1)  # start at S / 从 S 出发
for line in paths[0]:
    print(line)
