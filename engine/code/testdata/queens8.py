n = 8
board = [["."] * n for _ in range(n)]
solutions = []

def is_valid(row, col):
    for r in range(row):
        if board[r][col] == "Q":
            return False
        d = row - r
        if col - d >= 0 and board[r][col - d] == "Q":
            return False
        if col + d < n and board[r][col + d] == "Q":
            return False
    return True

def place(row):
    if row == n:
        solutions.append(["".join(r) for r in board])
        return
    for col in range(n):
        if not is_valid(row, col):
            continue
        board[row][col] = "Q"
        place(row + 1)
        board[row][col] = "."

place(0)
print(len(solutions))
