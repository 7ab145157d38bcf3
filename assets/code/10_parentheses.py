# Generate Parentheses (LeetCode 22) / 括号生成（力扣 22）
# List every well-formed string of n pairs of parentheses.
# 列出 n 对括号的所有合法组合。
n = 3
result = []  # every string found / 找到的所有字符串


def backtrack(path, opened, closed):
    # All 2n characters placed / 2n 个字符都已放好
    if len(path) == 2 * n:
        result.append("".join(path))
        return
    # Open a new pair if any are left / 还有剩余就可以放左括号
    if opened < n:
        path.append("(")
        backtrack(path, opened + 1, closed)
        path.pop()  # undo / 撤销
    # Close only what is open / 只能关闭已打开的括号
    if closed < opened:
        path.append(")")
        backtrack(path, opened, closed + 1)
        path.pop()  # undo / 撤销


backtrack([], 0, 0)
print(len(result))
for s in result:
    print(s)
