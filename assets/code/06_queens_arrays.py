# N-Queens with three arrays (LeetCode 51) / N 皇后：三个布尔数组（力扣 51）
# Place n queens so that no two attack each other. / 放置 n 个皇后，使任意两个互不攻击。
n = 6
cols = [False] * n             # a queen in this column / 这一列已有皇后
diag1 = [False] * (2 * n - 1)  # on diagonal row + col / 对角线 row + col 已有皇后
diag2 = [False] * (2 * n - 1)  # on diagonal row - col + n - 1 / 对角线 row - col + n - 1 已有皇后
queens = [0] * n               # queens[row] is the queen's column / queens[row] 是该行皇后的列
solutions = []                 # every placement found / 找到的所有摆法


def place(row):
    # Every row has a queen: a solution / 每行都有皇后：得到一个解
    if row == n:
        solutions.append(queens[:])
        return
    for col in range(n):
        # One look at three arrays, no scanning / 查三个数组即可，不用扫描
        if cols[col] or diag1[row + col] or diag2[row - col + n - 1]:
            continue
        queens[row] = col
        cols[col] = True           # mark / 标记
        diag1[row + col] = True
        diag2[row - col + n - 1] = True
        place(row + 1)             # next row / 下一行
        cols[col] = False          # unmark / 取消标记
        diag1[row + col] = False
        diag2[row - col + n - 1] = False


place(0)
print(len(solutions))
for col in solutions[0]:
    print("".join(["Q" if c == col else "." for c in range(n)]))
