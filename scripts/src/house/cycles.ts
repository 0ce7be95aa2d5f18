interface Frame {
  node: string;
  targets: string[];
  next: number;
}

/** The import cycles of a graph: its strongly connected components of more than one file, or one importing itself. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const lowOf = (node: string) => low.get(node) ?? Number.POSITIVE_INFINITY;
  const visit = (node: string): Frame => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    return { node, targets: graph.get(node) ?? [], next: 0 };
  };
  const closeComponent = (root: string) => {
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === root) break;
    }
    const selfImport = (graph.get(root) ?? []).includes(root);
    if (component.length > 1 || selfImport) found.push(component.sort());
  };

  // Tarjan's algorithm, iterative so that a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Frame[] = [visit(start)];
    for (let frame = work.at(-1); frame !== undefined; frame = work.at(-1)) {
      const target = frame.targets[frame.next++];
      if (target !== undefined) {
        const seen = index.get(target);
        if (seen === undefined) work.push(visit(target));
        else if (onStack.has(target)) low.set(frame.node, Math.min(lowOf(frame.node), seen));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(lowOf(parent.node), lowOf(frame.node)));
      if (lowOf(frame.node) === index.get(frame.node)) closeComponent(frame.node);
    }
  }
  return found;
}
