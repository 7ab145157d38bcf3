# Combination Sum (LeetCode 39) / 组合总和（力扣 39）
# Find sums of candidates equal to target; a number may repeat.
# 找出和为 target 的组合；每个数可以重复使用。
candidates = [2, 3, 6, 7]  # sorted / 已排序
target = 7
result = []                # every combination found / 找到的所有组合


def backtrack(start, remain, path):
    # Nothing left to reach: one answer / 剩余为 0：得到一个答案
    if remain == 0:
        result.append(path[:])
        return
    for i in range(start, len(candidates)):
        c = candidates[i]
        # Too big, and so is every later one: prune / 太大，后面的更大：剪枝
        if c > remain:
            break
        path.append(c)                  # choose c / 选择 c
        backtrack(i, remain - c, path)  # i, not i + 1: c may repeat / 用 i 而不是 i + 1：c 可重复
        path.pop()                      # undo the choice / 撤销选择


backtrack(0, target, [])
print(len(result))
for c in result:
    print(c)
