# Combinations (LeetCode 77) / 组合（力扣 77）
# Choose k numbers out of 1..n. / 从 1..n 中选出 k 个数。
n = 4
k = 2
result = []  # every combination found / 找到的所有组合


def backtrack(start, path):
    # k numbers chosen: one combination / 已选 k 个数：得到一个组合
    if len(path) == k:
        result.append(path[:])
        return
    # Try each number from start to n / 依次尝试 start 到 n 的每个数
    for i in range(start, n + 1):
        path.append(i)            # choose i / 选择 i
        backtrack(i + 1, path)    # go deeper / 进入下一层
        path.pop()                # undo the choice / 撤销选择


backtrack(1, [])
print(len(result))
for c in result:
    print(c)
