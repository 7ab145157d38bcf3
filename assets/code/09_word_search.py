# Word Search (LeetCode 79) / 单词搜索（力扣 79）
# Can the word be traced through neighbouring cells, each used once?
# 能否沿相邻格子拼出单词，每个格子只用一次？
board = [
    ["A", "B", "C", "E"],
    ["S", "F", "C", "S"],
    ["A", "D", "E", "E"],
]
word = "ABCCED"
rows = len(board)
cols = len(board[0])
found = []  # the path of cells that spells the word / 拼出单词的格子路径


def dfs(r, c, i, path):
    # All letters matched / 所有字母都已匹配
    if i == len(word):
        found.append(path[:])
        return True
    # Off the board, or the wrong letter / 出界，或字母不对
    if r < 0 or r >= rows or c < 0 or c >= cols or board[r][c] != word[i]:
        return False
    letter = board[r][c]
    board[r][c] = "#"        # mark the cell as used / 标记此格已用
    path.append((r, c))
    ok = (dfs(r + 1, c, i + 1, path) or dfs(r - 1, c, i + 1, path) or
          dfs(r, c + 1, i + 1, path) or dfs(r, c - 1, i + 1, path))
    path.pop()               # undo / 撤销
    board[r][c] = letter
    return ok


# Start from every cell until the word is found / 从每个格子出发，直到找到单词
for r in range(rows):
    for c in range(cols):
        if len(found) == 0:
            dfs(r, c, 0, [])
print(len(found) > 0)
if found:
    print(found[0])
