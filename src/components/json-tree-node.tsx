import { memo } from 'react';
import { Check, X } from 'lucide-react';
import { useCopy } from '@/hooks/use-copy';
import type { JsonNode } from '@/lib/json-ast';
import { childCount, childRanges, isContainer, rangeKey, summarize, type ChildRange, type ContainerNode, type TreePaths } from '@/lib/json-path';

/** How a node is named in its parent: the root `$`, an object key or an array index. */
export type NodeLabel = { kind: 'root' } | { kind: 'key'; key: string; rawKey: string } | { kind: 'index'; index: number };

export interface TreeProps {
  /** Paths (and range keys) of the open containers. */
  expanded: ReadonlySet<string>;
  /** Must be stable (useCallback), or every row re-renders. */
  onToggle: (key: string) => void;
  /** How paths are written (JSONPath, XPath); must be stable too. */
  paths: TreePaths;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const VALUE_CLASS = {
  string: 'text-emerald-700 dark:text-emerald-300',
  number: 'text-amber-700 dark:text-amber-300',
  literal: 'text-fuchsia-700 dark:text-fuchsia-300',
} as const;
const MUTED = 'text-slate-500 dark:text-slate-400';
/*
 * content-visibility lets the browser skip rows scrolled out of view (it halves the cost of thousands of open
 * rows); it also clips paint to the row, hence focus outlines drawn inside the buttons.
 */
const ROW =
  'group flex items-start gap-1 rounded px-1 [contain-intrinsic-size:auto_1.25rem] [content-visibility:auto] hover:bg-slate-100 dark:hover:bg-slate-800/60';
const FOCUS = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500';
const TOGGLE = `flex min-w-0 items-start gap-1 rounded pr-0.5 text-left ${FOCUS}`;
const CHILD_LIST = 'ml-[0.6875rem] border-l border-slate-200 pl-2 dark:border-slate-700';
const ICON = 'mt-[0.1875rem] size-3.5 shrink-0';

/*
 * Rows are memoised: a row re-renders only when an expansion key under its own path changed (every key
 * below a node starts with the node's path, ranges included), so a toggle in a tree of thousands of open rows
 * re-renders one branch instead of all of them. The diff of two Sets is computed once per pair.
 */
const MANY = 64;
const diffs = new WeakMap<ReadonlySet<string>, WeakMap<ReadonlySet<string>, readonly string[] | null>>();

/** Keys in one Set and not the other; null when there are many (then every row re-renders). */
function changedKeys(before: ReadonlySet<string>, after: ReadonlySet<string>): readonly string[] | null {
  let byAfter = diffs.get(before);
  if (!byAfter) diffs.set(before, (byAfter = new WeakMap()));
  const cached = byAfter.get(after);
  if (cached !== undefined) return cached;
  let changed: string[] | null = null;
  if (Math.abs(before.size - after.size) <= MANY) {
    changed = [];
    for (const key of after) if (!before.has(key) && changed.push(key) > MANY) break;
    for (const key of before) if (!after.has(key) && changed.push(key) > MANY) break;
    if (changed.length > MANY) changed = null;
  }
  byAfter.set(after, changed);
  return changed;
}

function unchangedBelow(before: ReadonlySet<string>, after: ReadonlySet<string>, path: string): boolean {
  if (before === after) return true;
  const changed = changedKeys(before, after);
  return changed !== null && !changed.some((key) => key.startsWith(path));
}

/** The name a screen reader hears: `store`, `item 0`, `$`. */
function spokenLabel(label: NodeLabel, paths: TreePaths): string {
  if (label.kind === 'root') return paths.root;
  if (label.kind === 'index') return `item ${label.index}`;
  return label.key === '' ? '""' : label.key;
}

/** The label on screen: identifier keys bare, other keys exactly as written (with their quotes), indices as numbers. */
function LabelText({ label, paths }: { label: NodeLabel; paths: TreePaths }) {
  if (label.kind === 'root') return <span className="font-semibold text-slate-700 dark:text-slate-200">{paths.root}</span>;
  if (label.kind === 'index') return <span>{label.index}</span>;
  return <span className="text-indigo-700 dark:text-indigo-300">{IDENTIFIER.test(label.key) ? label.key : label.rawKey}</span>;
}

/*
 * Plain SVGs rather than icon components, two paths rather than a rotation, and a transparent colour rather
 * than opacity for the hidden copy icon: with thousands of rows, each transform or opacity layer costs paint time.
 */
function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${ICON} ${MUTED}`}>
      <path d={open ? 'm6 9 6 6 6-6' : 'm9 18 6-6-6-6'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function CopyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={ICON}>
      <rect width="14" height="14" x="8" y="8" rx="2" />
      <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
    </svg>
  );
}

/** "Copy JSONPath $.store.book[0]": an icon that shows on hover or focus of its row, then "Copied!" for 2000 ms. */
function CopyPathButton({ path, paths }: { path: string; paths: TreePaths }) {
  const { state, copy } = useCopy();
  return (
    <button
      type="button"
      aria-label={`Copy ${paths.name} ${path}`}
      title={`Copy ${paths.name} ${path}`}
      onClick={() => void copy(path)}
      className={`inline-flex shrink-0 items-start gap-1 rounded px-1 font-sans ${FOCUS} ${
        state === 'idle'
          ? 'text-transparent group-focus-within:text-slate-500 group-hover:text-slate-500 hover:text-indigo-600! pointer-coarse:text-slate-500 dark:group-focus-within:text-slate-400 dark:group-hover:text-slate-400 dark:hover:text-indigo-300! dark:pointer-coarse:text-slate-400'
          : ''
      }`}
    >
      {state === 'copied' ? (
        <Check aria-hidden="true" className={`${ICON} text-emerald-600 dark:text-emerald-400`} />
      ) : state === 'failed' ? (
        <X aria-hidden="true" className={`${ICON} text-red-600 dark:text-red-400`} />
      ) : (
        <CopyIcon />
      )}
      <span aria-live="polite" className={state === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}>
        {state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}

type NodeProps = TreeProps & { node: JsonNode; label: NodeLabel; path: string };

/** One node and, when open, its children. Empty containers show as leaves (`{}`, `[]`): there is nothing to open. */
function TreeNodeRow({ node, label, path, ...tree }: NodeProps) {
  if (!isContainer(node) || childCount(node) === 0) {
    return (
      <li>
        <div className={ROW}>
          {/* pl-[1.125rem] stands in for the chevron, so keys line up. */}
          <span className={`min-w-0 pl-[1.125rem] wrap-anywhere ${MUTED}`}>
            <LabelText label={label} paths={tree.paths} />: <span className={isContainer(node) ? '' : VALUE_CLASS[node.kind]}>{summarize(node)}</span>
          </span>
          <CopyPathButton path={path} paths={tree.paths} />
        </div>
      </li>
    );
  }
  const open = tree.expanded.has(path);
  return (
    <li>
      <div className={ROW}>
        <button
          type="button"
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${spokenLabel(label, tree.paths)}`}
          onClick={() => tree.onToggle(path)}
          className={TOGGLE}
        >
          <Chevron open={open} />
          <span className={`min-w-0 wrap-anywhere ${MUTED}`}>
            <LabelText label={label} paths={tree.paths} />
            {!open && `: ${summarize(node)}`}
          </span>
        </button>
        <CopyPathButton path={path} paths={tree.paths} />
      </div>
      {open && <Children node={node} path={path} {...tree} />}
    </li>
  );
}

function sameLabel(a: NodeLabel, b: NodeLabel): boolean {
  if (a.kind === 'key' && b.kind === 'key') return a.key === b.key && a.rawKey === b.rawKey;
  if (a.kind === 'index' && b.kind === 'index') return a.index === b.index;
  return a.kind === b.kind;
}

export const TreeNode = memo(
  TreeNodeRow,
  (before, after) =>
    before.node === after.node &&
    before.path === after.path &&
    before.onToggle === after.onToggle &&
    before.paths === after.paths &&
    sameLabel(before.label, after.label) &&
    unchangedBelow(before.expanded, after.expanded, after.path),
);

/** Children of an open container: all of them, or ranges of RANGE_SIZE when there are more. */
function Children({ node, path, ...tree }: TreeProps & { node: ContainerNode; path: string }) {
  const ranges = childRanges(childCount(node));
  return (
    <ul className={CHILD_LIST}>
      {ranges.length > 0
        ? ranges.map((range) => <RangeRow key={range.start} node={node} path={path} range={range} {...tree} />)
        : renderChildren(node, path, 0, childCount(node) - 1, tree)}
    </ul>
  );
}

type RangeProps = TreeProps & { node: ContainerNode; path: string; range: ChildRange };

function RangeRowView({ node, path, range, ...tree }: RangeProps) {
  const key = rangeKey(path, range);
  const open = tree.expanded.has(key);
  const text = `[${range.start} … ${range.end}]`;
  return (
    <li>
      <div className={ROW}>
        <button type="button" aria-expanded={open} aria-label={`${open ? 'Collapse' : 'Expand'} ${text}`} onClick={() => tree.onToggle(key)} className={TOGGLE}>
          <Chevron open={open} />
          <span className={MUTED}>{text}</span>
        </button>
      </div>
      {open && <ul className={CHILD_LIST}>{renderChildren(node, path, range.start, range.end, tree)}</ul>}
    </li>
  );
}

const RangeRow = memo(
  RangeRowView,
  (before, after) =>
    before.node === after.node &&
    before.path === after.path &&
    before.range.start === after.range.start &&
    before.range.end === after.range.end &&
    before.onToggle === after.onToggle &&
    before.paths === after.paths &&
    // The range's key and its children's paths all start with the parent's path.
    unchangedBelow(before.expanded, after.expanded, after.path),
);

function renderChildren(node: ContainerNode, path: string, from: number, to: number, tree: TreeProps) {
  const rows = [];
  for (let index = from; index <= to; index += 1) {
    if (node.kind === 'array') {
      const item = node.items[index];
      if (item) rows.push(<TreeNode key={index} node={item} label={{ kind: 'index', index }} path={tree.paths.append(path, index)} {...tree} />);
    } else {
      const entry = node.entries[index];
      if (entry) {
        const label: NodeLabel = { kind: 'key', key: entry.key, rawKey: entry.rawKey };
        rows.push(<TreeNode key={index} node={entry.value} label={label} path={tree.paths.append(path, entry.key)} {...tree} />);
      }
    }
  }
  return rows;
}
