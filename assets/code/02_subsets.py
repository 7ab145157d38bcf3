# Subsets (LeetCode 78) / 子集（力扣 78）
# List every subset of nums. / 列出 nums 的所有子集。
nums = [1, 2, 3]
result = []  # every subset found / 找到的所有子集


def backtrack(start, path):
    # Every path is a subset, even the empty one / 每条路径都是一个子集，空集也算
    result.append(path[:])
    # Only take numbers after start, so no subset repeats / 只取 start 之后的数，子集不会重复
    for i in range(start, len(nums)):
        path.append(nums[i])      # take nums[i] / 选入 nums[i]
        backtrack(i + 1, path)    # go deeper / 进入下一层
        path.pop()                # undo the choice / 撤销选择


backtrack(0, [])
print(len(result))
for s in result:
    print(s)
