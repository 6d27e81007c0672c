import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  addItem,
  flatten,
  pathAtRenderedIndex,
  fromApiItems,
  indent,
  missingUrls,
  moveBeside,
  moveDown,
  moveUp,
  nodeAt,
  outdent,
  removeItem,
  sameTree,
  toApiItems,
  updateItem,
  type MenuNode,
  type NodePath,
} from '@/src/kinds/menu/menu-tree';

const item = (name: string, children: MenuNode[] = []): MenuNode => ({ name, url: `/${name.toLowerCase()}`, children });

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The tree A(A1, A2(A2a), A3), B, C(C1), frozen so any mutation throws. */
const tree = (): MenuNode[] =>
  deepFreeze([item('A', [item('A1'), item('A2', [item('A2a')]), item('A3')]), item('B'), item('C', [item('C1')])]);

/** Compact picture of a tree: names, children in parentheses. */
function shape(nodes: MenuNode[]): string {
  return nodes.map((node) => (node.children.length ? `${node.name}(${shape(node.children)})` : node.name)).join(',');
}

const ORIGINAL = 'A(A1,A2(A2a),A3),B,C(C1)';

describe('fromApiItems', () => {
  test.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['an object', { name: 'A' }],
    ['a string', 'A'],
    ['a number', 5],
    ['an empty list', []],
  ])('%s gives no items', (_name, input) => {
    expect(fromApiItems(input)).toEqual([]);
  });

  test.each<[string, unknown, MenuNode[]]>([
    ['name and url', [{ name: 'Home', url: '/' }], [{ name: 'Home', url: '/', children: [] }]],
    ['title for the label', [{ title: 'Home', url: '/' }], [{ name: 'Home', url: '/', children: [] }]],
    ['link for the url', [{ name: 'Home', link: '/' }], [{ name: 'Home', url: '/', children: [] }]],
    ['href for the url', [{ name: 'Home', href: '/' }], [{ name: 'Home', url: '/', children: [] }]],
    [
      'items for the children',
      [{ name: 'A', url: '/a', items: [{ name: 'B', url: '/b' }] }],
      [{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b', children: [] }] }],
    ],
    [
      'sub for the children',
      [{ name: 'A', url: '/a', sub: [{ title: 'B', href: '/b' }] }],
      [{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b', children: [] }] }],
    ],
    ['no label or url', [{}], [{ name: '', url: '', children: [] }]],
    ['non-string label and url', [{ name: 5, url: null }], [{ name: '', url: '', children: [] }]],
    ['a non-string name falls back to title', [{ name: 5, title: 'T', url: '/' }], [{ name: 'T', url: '/', children: [] }]],
    ['a null url falls back to link', [{ name: 'A', url: null, link: '/a' }], [{ name: 'A', url: '/a', children: [] }]],
    ['children that are no list', [{ name: 'A', url: '/a', children: 'x' }], [{ name: 'A', url: '/a', children: [] }]],
    [
      'children that are no list fall back to items',
      [{ name: 'A', url: '/a', children: null, items: [{ name: 'B', url: '/b' }] }],
      [{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b', children: [] }] }],
    ],
    [
      'non-objects skipped at every level',
      [1, 'x', null, [], true, { name: 'A', url: '/a', children: [null, 2, { name: 'B', url: '/b' }] }],
      [{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b', children: [] }] }],
    ],
    [
      'unknown keys kept in extra',
      [{ id: 7, name: 'A', url: '/a', target: '_blank', children: [{ name: 'B', url: '/b', hidden: 1 }] }],
      [{ name: 'A', url: '/a', extra: { id: 7, target: '_blank' }, children: [{ name: 'B', url: '/b', extra: { hidden: 1 }, children: [] }] }],
    ],
    ['an unused alias kept in extra', [{ name: 'A', title: 'Hint', url: '/a', href: '/x' }], [{ name: 'A', url: '/a', extra: { title: 'Hint', href: '/x' }, children: [] }]],
    ['labels kept as written', [{ name: '  Spaced  ', url: ' /a ' }], [{ name: '  Spaced  ', url: ' /a ', children: [] }]],
  ])('%s', (_name, input, expected) => {
    expect(fromApiItems(input)).toEqual(expected);
  });

  test('leaves the API value alone', () => {
    const input = deepFreeze([{ title: 'A', link: '/a', items: [{ name: 'B', url: '/b', x: 1 }] }]);
    expect(shape(fromApiItems(input))).toBe('A(B)');
  });
});

describe('toApiItems', () => {
  test.each<[string, MenuNode[], unknown]>([
    ['no items', [], []],
    ['a leaf has no children key', [item('A')], [{ name: 'A', url: '/a' }]],
    ['children when there are some', [item('A', [item('B')])], [{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b' }] }]],
    ['extra spread first', [{ name: 'A', url: '/a', children: [], extra: { id: 3 } }], [{ id: 3, name: 'A', url: '/a' }]],
    ['name and url win over extra', [{ name: 'A', url: '/a', children: [], extra: { name: 'old', url: '/old' } }], [{ name: 'A', url: '/a' }]],
    ['stale children in extra dropped', [{ name: 'A', url: '/a', children: [], extra: { children: [1] } }], [{ name: 'A', url: '/a' }]],
  ])('%s', (_name, nodes, expected) => {
    expect(toApiItems(deepFreeze(nodes))).toEqual(expected);
  });

  test('a round trip keeps unknown keys at every level', () => {
    const api = [
      { id: 1, name: 'A', url: '/a', target: '_blank', children: [{ id: 2, name: 'B', url: '/b', icon: { src: '/i.png' } }] },
      { id: 3, name: 'C', url: '/c' },
    ];
    expect(toApiItems(fromApiItems(deepFreeze(api)))).toEqual(api);
  });

  test('other spellings come back as name, url and children', () => {
    const api = [{ title: 'A', link: '/a', sub: [{ title: 'B', href: '/b' }] }];
    expect(toApiItems(fromApiItems(api))).toEqual([{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b' }] }]);
  });

  test('an edit survives the round trip', () => {
    const nodes = updateItem(fromApiItems([{ id: 9, name: 'A', url: '/a' }]), [0], { name: 'Renamed' });
    expect(toApiItems(nodes)).toEqual([{ id: 9, name: 'Renamed', url: '/a' }]);
  });
});

describe('nodeAt', () => {
  test.each<[NodePath, string | undefined]>([
    [[0], 'A'],
    [[2], 'C'],
    [[0, 1], 'A2'],
    [[0, 1, 0], 'A2a'],
    [[2, 0], 'C1'],
    [[], undefined],
    [[3], undefined],
    [[-1], undefined],
    [[0.5], undefined],
    [[1, 0], undefined],
    [[0, 1, 0, 0], undefined],
    [[0, 5], undefined],
  ])('%j is %s', (path, name) => {
    expect(nodeAt(tree(), path)?.name).toBe(name);
  });
});

describe('addItem', () => {
  const x = item('X');

  test.each<[NodePath | null, string, NodePath]>([
    [null, 'A(A1,A2(A2a),A3),B,C(C1),X', [3]],
    [[0], 'A(A1,A2(A2a),A3),X,B,C(C1)', [1]],
    [[2], 'A(A1,A2(A2a),A3),B,C(C1),X', [3]],
    [[0, 0], 'A(A1,X,A2(A2a),A3),B,C(C1)', [0, 1]],
    [[0, 2], 'A(A1,A2(A2a),A3,X),B,C(C1)', [0, 3]],
    [[0, 1, 0], 'A(A1,A2(A2a,X),A3),B,C(C1)', [0, 1, 1]],
  ])('after %j', (afterPath, expected, path) => {
    const before = tree();
    const result = addItem(before, afterPath, x);
    expect(shape(result.nodes)).toBe(expected);
    expect(result.path).toEqual(path);
    expect(nodeAt(result.nodes, result.path)).toBe(x);
    expect(shape(before)).toBe(ORIGINAL);
  });

  test('the first item of an empty menu', () => {
    expect(addItem([], null, x)).toEqual({ nodes: [x], path: [0] });
  });

  test.each<[NodePath]>([[[]], [[3]], [[1, 0]], [[-1]]])('after a missing item %j changes nothing', (afterPath) => {
    const before = tree();
    const result = addItem(before, afterPath, x);
    expect(result.nodes).toBe(before);
    expect(result.path).toEqual(afterPath);
  });
});

describe('updateItem', () => {
  test.each<[NodePath, Partial<Pick<MenuNode, 'name' | 'url'>>, MenuNode]>([
    [[1], { name: 'Bee' }, { name: 'Bee', url: '/b', children: [] }],
    [[1], { url: '/bee' }, { name: 'B', url: '/bee', children: [] }],
    [[1], { name: 'Bee', url: '/bee' }, { name: 'Bee', url: '/bee', children: [] }],
    [[1], {}, { name: 'B', url: '/b', children: [] }],
    [[1], { name: undefined }, { name: 'B', url: '/b', children: [] }],
    [[1], { name: '' }, { name: '', url: '/b', children: [] }],
    [[0, 1, 0], { name: 'Deep' }, { name: 'Deep', url: '/a2a', children: [] }],
    [[2], { url: '/see' }, { name: 'C', url: '/see', children: [item('C1')] }],
  ])('%j with %j', (path, change, expected) => {
    const before = tree();
    const after = updateItem(before, path, change);
    expect(after).not.toBe(before);
    expect(nodeAt(after, path)).toEqual(expected);
    expect(nodeAt(before, path)).toEqual(nodeAt(tree(), path));
  });

  test('only the changed item and its ancestors are new objects', () => {
    const before = tree();
    const after = updateItem(before, [0, 1, 0], { name: 'Deep' });
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    expect(nodeAt(after, [0, 0])).toBe(nodeAt(before, [0, 0]));
    expect(nodeAt(after, [0])).not.toBe(nodeAt(before, [0]));
  });

  test('keeps extra', () => {
    const before = deepFreeze([{ name: 'A', url: '/a', children: [], extra: { id: 1 } }]);
    expect(updateItem(before, [0], { url: '/b' })).toEqual([{ name: 'A', url: '/b', children: [], extra: { id: 1 } }]);
  });

  test.each<[NodePath]>([[[]], [[3]], [[1, 0]]])('a missing item %j changes nothing', (path) => {
    const before = tree();
    expect(updateItem(before, path, { name: 'Z' })).toBe(before);
  });
});

describe('removeItem', () => {
  test.each<[string, NodePath, string, NodePath | null]>([
    ['a middle root item: focus on the previous one', [1], 'A(A1,A2(A2a),A3),C(C1)', [0]],
    ['the last root item', [2], 'A(A1,A2(A2a),A3),B', [1]],
    ['the first root item: focus on the new first', [0], 'B,C(C1)', [0]],
    ['a first child: focus on its parent', [0, 0], 'A(A2(A2a),A3),B,C(C1)', [0]],
    ['a later child: focus on the previous sibling', [0, 2], 'A(A1,A2(A2a)),B,C(C1)', [0, 1]],
    ['an item with children takes them along', [0, 1], 'A(A1,A3),B,C(C1)', [0, 0]],
    ['an only child', [2, 0], 'A(A1,A2(A2a),A3),B,C', [2]],
    ['a deep only child', [0, 1, 0], 'A(A1,A2,A3),B,C(C1)', [0, 1]],
  ])('%s', (_name, path, expected, focus) => {
    const before = tree();
    const result = removeItem(before, path);
    expect(shape(result.nodes)).toBe(expected);
    expect(result.focus).toEqual(focus);
    expect(shape(before)).toBe(ORIGINAL);
  });

  test('the only item leaves nothing to focus', () => {
    expect(removeItem(deepFreeze([item('A', [item('A1')])]), [0])).toEqual({ nodes: [], focus: null });
  });

  test.each<[NodePath]>([[[]], [[3]], [[1, 0]], [[0, 1, 1]]])('a missing item %j changes nothing', (path) => {
    const before = tree();
    const result = removeItem(before, path);
    expect(result.nodes).toBe(before);
    expect(result.focus).toBeNull();
  });
});

describe('moveUp and moveDown', () => {
  test.each<[string, typeof moveUp, NodePath, string, NodePath]>([
    ['up a root item', moveUp, [1], 'B,A(A1,A2(A2a),A3),C(C1)', [0]],
    ['up the last root item with its children', moveUp, [2], 'A(A1,A2(A2a),A3),C(C1),B', [1]],
    ['up a child', moveUp, [0, 2], 'A(A1,A3,A2(A2a)),B,C(C1)', [0, 1]],
    ['up a child with children', moveUp, [0, 1], 'A(A2(A2a),A1,A3),B,C(C1)', [0, 0]],
    ['down a root item', moveDown, [0], 'B,A(A1,A2(A2a),A3),C(C1)', [1]],
    ['down a child', moveDown, [0, 0], 'A(A2(A2a),A1,A3),B,C(C1)', [0, 1]],
    ['down a child with children', moveDown, [0, 1], 'A(A1,A3,A2(A2a)),B,C(C1)', [0, 2]],
  ])('%s', (_name, move, path, expected, newPath) => {
    const before = tree();
    const result = move(before, path);
    expect(shape(result.nodes)).toBe(expected);
    expect(result.path).toEqual(newPath);
    expect(nodeAt(result.nodes, result.path)).toBe(nodeAt(before, path));
    expect(shape(before)).toBe(ORIGINAL);
  });

  test.each<[string, typeof moveUp, NodePath]>([
    ['up the first root item', moveUp, [0]],
    ['up a first child', moveUp, [0, 0]],
    ['up an only child', moveUp, [2, 0]],
    ['down the last root item', moveDown, [2]],
    ['down a last child', moveDown, [0, 2]],
    ['down an only child', moveDown, [0, 1, 0]],
    ['up a missing item', moveUp, [5]],
    ['down a missing item', moveDown, [1, 0]],
    ['up the empty path', moveUp, []],
    ['down the empty path', moveDown, []],
  ])('%s changes nothing', (_name, move, path) => {
    const before = tree();
    const result = move(before, path);
    expect(result.nodes).toBe(before);
    expect(result.path).toEqual(path);
  });

  test('up then down is where it started', () => {
    const before = tree();
    const up = moveUp(before, [0, 2]);
    const down = moveDown(up.nodes, up.path);
    expect(down.path).toEqual([0, 2]);
    expect(sameTree(down.nodes, before)).toBe(true);
  });
});

describe('indent', () => {
  test.each<[string, NodePath, string, NodePath]>([
    ['a root item becomes the last child of the previous one', [1], 'A(A1,A2(A2a),A3,B),C(C1)', [0, 3]],
    ['a root item keeps its children', [2], 'A(A1,A2(A2a),A3),B(C(C1))', [1, 0]],
    ['a child goes under its previous sibling', [0, 1], 'A(A1(A2(A2a)),A3),B,C(C1)', [0, 0, 0]],
    ['after the previous sibling’s own children', [0, 2], 'A(A1,A2(A2a,A3)),B,C(C1)', [0, 1, 1]],
  ])('%s', (_name, path, expected, newPath) => {
    const before = tree();
    const result = indent(before, path);
    expect(shape(result.nodes)).toBe(expected);
    expect(result.path).toEqual(newPath);
    expect(nodeAt(result.nodes, result.path)).toBe(nodeAt(before, path));
    expect(shape(before)).toBe(ORIGINAL);
  });

  test.each<[string, NodePath]>([
    ['the first root item', [0]],
    ['a first child', [0, 0]],
    ['a deep first child', [0, 1, 0]],
    ['a missing item', [4]],
    ['the empty path', []],
  ])('%s cannot be indented', (_name, path) => {
    const before = tree();
    const result = indent(before, path);
    expect(result.nodes).toBe(before);
    expect(result.path).toEqual(path);
  });
});

describe('outdent', () => {
  test.each<[string, NodePath, string, NodePath]>([
    ['a middle child becomes the next sibling of its parent, with its children', [0, 1], 'A(A1,A3),A2(A2a),B,C(C1)', [1]],
    ['a first child: later siblings stay with the parent', [0, 0], 'A(A2(A2a),A3),A1,B,C(C1)', [1]],
    ['a last child', [0, 2], 'A(A1,A2(A2a)),A3,B,C(C1)', [1]],
    ['an only child of the last item', [2, 0], 'A(A1,A2(A2a),A3),B,C,C1', [3]],
    ['a grandchild', [0, 1, 0], 'A(A1,A2,A2a,A3),B,C(C1)', [0, 2]],
  ])('%s', (_name, path, expected, newPath) => {
    const before = tree();
    const result = outdent(before, path);
    expect(shape(result.nodes)).toBe(expected);
    expect(result.path).toEqual(newPath);
    expect(nodeAt(result.nodes, result.path)).toBe(nodeAt(before, path));
    expect(shape(before)).toBe(ORIGINAL);
  });

  test.each<[string, NodePath]>([
    ['a root item', [1]],
    ['a missing child', [0, 5]],
    ['a child of a missing item', [5, 0]],
    ['the empty path', []],
  ])('%s cannot be outdented', (_name, path) => {
    const before = tree();
    const result = outdent(before, path);
    expect(result.nodes).toBe(before);
    expect(result.path).toEqual(path);
  });

  test('undoes indenting a last item', () => {
    const before = tree();
    const indented = indent(before, [2]);
    const back = outdent(indented.nodes, indented.path);
    expect(back.path).toEqual([2]);
    expect(sameTree(back.nodes, before)).toBe(true);
  });
});

describe('moveBeside (a drop)', () => {
  test('before or after an item of another level, with its children', () => {
    expect(shape(moveBeside(tree(), [2], [0, 1], 'before').nodes)).toBe('A(A1,C(C1),A2(A2a),A3),B');
    expect(moveBeside(tree(), [2], [0, 1], 'before').path).toEqual([0, 1]);
    expect(shape(moveBeside(tree(), [0, 0], [2], 'after').nodes)).toBe('A(A2(A2a),A3),B,C(C1),A1');
  });

  test('later in its own list: the places its leaving frees are counted', () => {
    const moved = moveBeside(tree(), [0], [2], 'before');
    expect(shape(moved.nodes)).toBe('B,A(A1,A2(A2a),A3),C(C1)');
    expect(moved.path).toEqual([1]);
    expect(shape(moveBeside(tree(), [0, 0], [0, 2], 'after').nodes)).toBe('A(A2(A2a),A3,A1),B,C(C1)');
    expect(shape(moveBeside(tree(), [0], [1, ...[]], 'after').nodes)).toBe('B,A(A1,A2(A2a),A3),C(C1)');
  });

  test('into its own subtree, onto itself, to where it is, or from or to nowhere: the tree as it was', () => {
    const nodes = tree();
    for (const [from, to, side] of [[[0], [0, 1], 'before'], [[0, 1], [0, 1, 0], 'after'], [[1], [1], 'before'], [[1], [0], 'after'], [[1], [2], 'before'], [[9], [0], 'before'], [[0], [9], 'after']] as const) {
      expect(moveBeside(nodes, [...from], [...to], side).nodes).toBe(nodes);
    }
  });

  test('any drop keeps every item once, and the moved one is where the answer says', () => {
    const paths = flatten(tree()).map((row) => row.path);
    const names = (nodes: MenuNode[]) => flatten(nodes).map((row) => row.node.name).sort();
    fc.assert(fc.property(fc.constantFrom(...paths), fc.constantFrom(...paths), fc.constantFrom('before' as const, 'after' as const), (from, to, side) => {
      const nodes = tree();
      const moved = moveBeside(nodes, from, to, side);
      expect(names(moved.nodes)).toEqual(names(nodes));
      if (moved.nodes !== nodes) expect(nodeAt(moved.nodes, moved.path)).toEqual(nodeAt(nodes, from));
    }));
  });
});

describe('flatten', () => {
  test('depth first, parents before children', () => {
    expect(flatten(tree()).map(({ node, path, depth }) => [node.name, path, depth])).toEqual([
      ['A', [0], 0],
      ['A1', [0, 0], 1],
      ['A2', [0, 1], 1],
      ['A2a', [0, 1, 0], 2],
      ['A3', [0, 2], 1],
      ['B', [1], 0],
      ['C', [2], 0],
      ['C1', [2, 0], 1],
    ]);
  });

  test('an empty menu', () => {
    expect(flatten([])).toEqual([]);
  });

  test('each path leads back to its node', () => {
    const nodes = tree();
    for (const row of flatten(nodes)) expect(nodeAt(nodes, row.path)).toBe(row.node);
  });
});

describe('missingUrls', () => {
  const withUrl = (name: string, url: string, children: MenuNode[] = []): MenuNode => ({ name, url, children });

  test.each<[string, MenuNode[], NodePath[]]>([
    ['none missing', tree(), []],
    ['an empty menu', [], []],
    ['an empty url', [withUrl('A', '')], [[0]]],
    ['a blank url', [withUrl('A', ' \t\n')], [[0]]],
    ['nested ones in tree order', [withUrl('A', '', [withUrl('A1', '/a1'), withUrl('A2', ' ')]), withUrl('B', '/b', [withUrl('B1', '')])], [[0], [0, 1], [1, 0]]],
    ['a url with spaces around it is there', [withUrl('A', ' /a ')], []],
  ])('%s', (_name, nodes, expected) => {
    expect(missingUrls(deepFreeze(nodes))).toEqual(expected);
  });
});

describe('sameTree', () => {
  test.each<[string, MenuNode[], MenuNode[], boolean]>([
    ['copies', tree(), tree(), true],
    ['two empty menus', [], [], true],
    ['another name', [item('A')], [{ ...item('A'), name: 'B' }], false],
    ['another url', [item('A')], [{ ...item('A'), url: '/b' }], false],
    ['another order', [item('A'), item('B')], [item('B'), item('A')], false],
    ['one more item', [item('A')], [item('A'), item('B')], false],
    ['one less item', [item('A'), item('B')], [item('A')], false],
    ['another child', [item('A', [item('B')])], [item('A', [item('C')])], false],
    ['a child moved up a level', [item('A', [item('B')])], [item('A'), item('B')], false],
    ['only extra differs', [{ ...item('A'), extra: { id: 1 } }], [{ ...item('A'), extra: { id: 2 } }], true],
    ['extra on one side only', [{ ...item('A'), extra: { id: 1 } }], [item('A')], true],
  ])('%s', (_name, a, b, same) => {
    expect(sameTree(a, b)).toBe(same);
    expect(sameTree(b, a)).toBe(same);
  });
});

describe('immutability', () => {
  test('no operation writes to a frozen tree', () => {
    const before = tree();
    const snapshot = JSON.stringify(before);
    addItem(before, [0, 1], item('X'));
    addItem(before, null, item('X'));
    updateItem(before, [0, 1, 0], { name: 'Z', url: '/z' });
    removeItem(before, [0, 1]);
    moveUp(before, [0, 2]);
    moveDown(before, [0, 0]);
    indent(before, [2]);
    outdent(before, [0, 1, 0]);
    flatten(before);
    missingUrls(before);
    sameTree(before, tree());
    toApiItems(before);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  test('a path passed in is neither changed nor handed back', () => {
    const path = deepFreeze([0, 0]);
    expect(moveUp(tree(), path).path).not.toBe(path);
    expect(indent(tree(), path).path).not.toBe(path);
    expect(moveDown(tree(), path).path).toEqual([0, 1]);
    expect(path).toEqual([0, 0]);
  });
});

describe('pathAtRenderedIndex: the item a link of the page is, counted as the page renders them', () => {
  const tree = [
    { name: 'Home', url: '/', children: [] },
    { name: 'Services', url: '/index/0-3', children: [{ name: 'Design', url: '/index/0-4', children: [{ name: 'Prices', url: '/index/0-9', children: [] }] }, { name: 'Hosting', url: '/index/0-5', children: [] }] },
    { name: 'Contacts', url: '/index/0-6', children: [] },
  ];
  test('depth first, each item before its sub-items', () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => pathAtRenderedIndex(tree, index))).toEqual([[0], [1], [1, 0], [1, 0, 0], [1, 1], [2]]);
  });
  test('past the end: no item', () => {
    expect(pathAtRenderedIndex(tree, 6)).toBeNull();
    expect(pathAtRenderedIndex([], 0)).toBeNull();
  });
});
