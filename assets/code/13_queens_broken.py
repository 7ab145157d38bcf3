# N-Queens with a bug: the undo line is missing / 有错误的 N 皇后：缺少撤销的一行
# A correct search finds 2 solutions for n = 4; this one finds fewer.
# 正确的搜索在 n = 4 时找到 2 个解；这段代码找到的更少。
n = 4
board = [["."] * n for _ in range(n)]  # "." empty, "Q" queen / "." 空格，"Q" 皇后
solutions = []                         # every board found / 找到的所有棋盘


def is_valid(row, col):
    # Scan the queens in the rows above / 检查上面各行的皇后
    for r in range(row):
        if board[r][col] == "Q":                       # same column / 同一列
            return False
        d = row - r
        if col - d >= 0 and board[r][col - d] == "Q":  # left diagonal / 左上对角线
            return False
        if col + d < n and board[r][col + d] == "Q":   # right diagonal / 右上对角线
            return False
    return True


def place(row):
    if row == n:
        solutions.append(["".join(r) for r in board])
        return
    for col in range(n):
        if not is_valid(row, col):
            continue
        board[row][col] = "Q"   # place a queen / 放下皇后
        place(row + 1)          # next row / 下一行
        # BUG: the line `board[row][col] = "."` is missing here. The queen
        # stays on the board after we come back, so later tries see stale
        # queens that block good squares.
        # 错误：这里缺少 `board[row][col] = "."` 这一行。回来以后皇后仍留在
        # 棋盘上，之后的尝试会被这些残留的皇后挡住好的格子。


place(0)
print(len(solutions))  # 0, not 2 / 是 0，而不是 2
# The board still holds the stale queens / 棋盘上仍留着残留的皇后
for r in board:
    print("".join(r))
