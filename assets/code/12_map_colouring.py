# Map Colouring: the map of Australia / 地图着色：澳大利亚地图
# Colour each region so that neighbours differ, with 3 colours.
# 用 3 种颜色给每个区域着色，使相邻区域颜色不同。
regions = ["WA", "NT", "SA", "Q", "NSW", "V", "T"]
neighbours = {
    "WA": ["NT", "SA"],
    "NT": ["WA", "SA", "Q"],
    "SA": ["WA", "NT", "Q", "NSW", "V"],
    "Q": ["NT", "SA", "NSW"],
    "NSW": ["Q", "SA", "V"],
    "V": ["SA", "NSW"],
    "T": [],
}
colours = ["red", "green", "blue"]
colour = {}      # region -> its colour so far / 区域 -> 目前的颜色
solutions = []   # every full colouring / 所有完整的着色方案


def ok(region, c):
    # No neighbour may already have colour c / 相邻区域不能已经是颜色 c
    for nb in neighbours[region]:
        if colour.get(nb) == c:
            return False
    return True


def paint(i):
    # Every region coloured: a solution / 所有区域都已着色：得到一个解
    if i == len(regions):
        solutions.append(dict(colour))
        return
    region = regions[i]
    # Try each colour on this region / 给这个区域尝试每种颜色
    for c in colours:
        if ok(region, c):
            colour[region] = c      # paint / 涂色
            paint(i + 1)            # next region / 下一个区域
            colour.pop(region)      # wipe it off / 擦掉


paint(0)
print(len(solutions))
for region in regions:
    print(region + " " + solutions[0][region])
