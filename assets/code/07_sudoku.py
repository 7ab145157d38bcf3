# Sudoku Solver (LeetCode 37) / 解数独（力扣 37）
# Fill the empty cells (0) so every row, column and 3x3 box holds 1..9.
# 填满空格（0），使每行、每列、每个 3x3 宫都含 1..9。
grid = [
    [5, 3, 0, 6, 0, 8, 9, 0, 0],
    [6, 0, 2, 0, 0, 0, 3, 0, 8],
    [1, 0, 8, 3, 0, 0, 0, 6, 7],
    [8, 5, 0, 0, 6, 0, 0, 0, 0],
    [0, 0, 0, 8, 5, 3, 0, 0, 0],
    [7, 0, 3, 9, 2, 4, 0, 0, 6],
    [9, 6, 0, 5, 3, 0, 2, 8, 4],
    [2, 0, 0, 4, 0, 9, 0, 3, 0],
    [0, 4, 0, 0, 8, 6, 0, 0, 9],
]
solutions = []  # the solved grid / 解好的网格


def is_valid(r, c, v):
    for i in range(9):
        # v must not be in the row or the column / v 不能在同一行或同一列
        if grid[r][i] == v or grid[i][c] == v:
            return False
        # nor in the 3x3 box: i walks its 9 cells / 也不能在 3x3 宫里：i 走遍宫内 9 格
        if grid[r // 3 * 3 + i // 3][c // 3 * 3 + i % 3] == v:
            return False
    return True


def solve():
    # Find the next empty cell / 找下一个空格
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                for v in range(1, 10):      # try 1..9 / 尝试 1..9
                    if is_valid(r, c, v):
                        grid[r][c] = v      # fill / 填入
                        if solve():
                            return True
                        grid[r][c] = 0      # undo / 撤销
                return False                # nothing fits: go back / 都不行：回退
    # No empty cell left: solved / 没有空格了：已解出
    solutions.append([row[:] for row in grid])
    return True


solve()
for row in grid:
    print("".join([str(v) for v in row]))
