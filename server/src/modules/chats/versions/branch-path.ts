/** One exchange of a scope's tree, as much of it as choosing a branch needs. */
export interface TreeNode {
  id: string;
  parentId: string | null;
  currentVersion: boolean;
  onBranch: boolean;
}

/** What changes when a branch is shown: the exchanges whose two flags flip. */
export interface BranchChange {
  /** The branch shown, first exchange first. */
  path: string[];
  /** Exchanges whose `on_branch` flips (on for the new branch, off for the old). */
  onBranchFlips: string[];
  /** Exchanges whose `current_version` flips: each exchange of the path becomes its parent's current child. */
  currentFlips: string[];
}

/**
 * The branch through `chosenId` (issue 21): its ancestors, itself, then down the current version
 * of each exchange below it, as the customer left them. Undefined when the id is not in the tree.
 * `nodes` are in creation order (a child always comes after its parent).
 */
export function branchThrough(nodes: TreeNode[], chosenId: string): BranchChange | undefined {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const chosen = byId.get(chosenId);
  if (!chosen) return undefined;
  const children = childrenByParent(nodes);

  const ancestors: TreeNode[] = [];
  for (let node = chosen.parentId ? byId.get(chosen.parentId) : undefined; node;) {
    ancestors.unshift(node);
    node = node.parentId ? byId.get(node.parentId) : undefined;
  }
  const descendants: TreeNode[] = [];
  for (let node = currentChild(children.get(chosen.id)); node; node = currentChild(children.get(node.id))) descendants.push(node);

  const path = [...ancestors, chosen, ...descendants];
  const onPath = new Set(path.map((node) => node.id));
  const currentFlips: string[] = [];
  for (const node of path) {
    for (const sibling of children.get(node.parentId) ?? []) {
      if (sibling.currentVersion !== (sibling.id === node.id)) currentFlips.push(sibling.id);
    }
  }
  return {
    path: path.map((node) => node.id),
    onBranchFlips: nodes.filter((node) => node.onBranch !== onPath.has(node.id)).map((node) => node.id),
    currentFlips,
  };
}

/** The versions of each exchange, oldest first, by their parent (null: the first exchanges of the scope). */
export function childrenByParent<Node extends Pick<TreeNode, 'parentId'>>(nodes: Node[]): Map<string | null, Node[]> {
  const children = new Map<string | null, Node[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node);
    else children.set(node.parentId, [node]);
  }
  return children;
}

/** The version shown among siblings; the newest when none is marked (a tree mended by hand, a race). */
function currentChild(siblings: TreeNode[] | undefined): TreeNode | undefined {
  if (!siblings?.length) return undefined;
  return siblings.findLast((node) => node.currentVersion) ?? siblings.at(-1);
}
