# N-Queens (LeetCode 51), as a textbook writes it / N 皇后（力扣 51），教科书写法
# Place n queens so that no two attack each other. / 放置 n 个皇后，使任意两个互不攻击。
n = 6
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
    # Every row has a queen: a solution / 每行都有皇后：得到一个解
    if row == n:
        solutions.append(["".join(r) for r in board])
        return
    # Try each column of this row / 尝试这一行的每一列
    for col in range(n):
        if not is_valid(row, col):
            continue
        board[row][col] = "Q"   # place a queen / 放下皇后
        place(row + 1)          # next row / 下一行
        board[row][col] = "."   # take it back / 拿走皇后


place(0)
print(len(solutions))
for line in solutions[0]:
    print(line)
