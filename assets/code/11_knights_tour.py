# Knight's Tour on a 5x5 board / 骑士巡游（5x5 棋盘）
# Move a knight from the corner so it visits every square exactly once.
# 让马从角落出发，每个格子恰好走一次。
n = 5
board = [[0] * n for _ in range(n)]  # move number on each square, 0 unvisited / 每格的步数，0 表示未走过
# The 8 knight jumps, clockwise; this order finds a tour in 329 calls
# 马的 8 种跳法，按顺时针；这个顺序 329 次调用就能找到路线
moves = [(-2, -1), (-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2)]
tours = []  # the first tour found / 找到的第一条路线


def jump(r, c, step):
    board[r][c] = step               # move here / 走到这里
    # Every square visited: a tour / 所有格子都走过：得到一条路线
    if step == n * n:
        tours.append([row[:] for row in board])
        return True
    # Try each jump onto an unvisited square / 尝试每种跳到未走格子的跳法
    for dr, dc in moves:
        nr = r + dr
        nc = c + dc
        if nr >= 0 and nr < n and nc >= 0 and nc < n and board[nr][nc] == 0:
            if jump(nr, nc, step + 1):
                return True          # stop at the first tour / 找到第一条就停
    board[r][c] = 0                  # dead end: step back / 死路：退回
    return False


jump(0, 0, 1)
for row in board:
    # Pad one-digit numbers so the columns line up / 一位数前补空格，让列对齐
    print(" ".join([str(v) if v >= 10 else " " + str(v) for v in row]))
