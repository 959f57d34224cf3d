type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => !!value && typeof value === 'object' && !Array.isArray(value);

/** Deep merge of message trees; later trees win. */
export const mergeMessages = (...trees: unknown[]): Tree => {
  const result: Tree = {};
  for (const tree of trees) {
    if (!isTree(tree)) continue;
    for (const [key, value] of Object.entries(tree)) {
      result[key] = isTree(value) && isTree(result[key]) ? mergeMessages(result[key], value) : value;
    }
  }
  return result;
};
