# Permutations (LeetCode 46) / 全排列（力扣 46）
# List every ordering of nums. / 列出 nums 的所有排列。
nums = [1, 2, 3, 4, 5, 6, 7]
used = [False] * len(nums)  # used[i]: nums[i] is in the path / nums[i] 已在路径中
result = []                 # every permutation found / 找到的所有排列


def backtrack(path):
    # The path is full: one permutation / 路径已满：得到一个排列
    if len(path) == len(nums):
        result.append(path[:])  # store a copy / 保存一份副本
        return
    for i in range(len(nums)):
        # Try each unused number / 尝试每个未用的数字
        if used[i]:
            continue
        used[i] = True          # choose / 做选择
        path.append(nums[i])
        backtrack(path)         # go deeper / 进入下一层
        path.pop()              # undo the choice / 撤销选择
        used[i] = False


backtrack([])
print(len(result))
