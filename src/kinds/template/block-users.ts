// Which templates still show a global block: each template of the tree read (one request each,
// a few at a time) and searched for the block's placeholder, `$GLOBAL_<ID>$` (platform-notes §5).
// Asked before the block is deleted: a template that shows it would show nothing in its place.
import type { RunOperation } from '../../messages/operations';
import { asRecord, read } from '../../resources/records';
import { blockPath, parseTemplatePath } from './model';
import type { TreeModule } from './on-screen';

export const placeholderOf = (block: string): string => `$GLOBAL_${block}$`;

/** Templates read at once: a polite client's few, as lists are read. */
const AT_ONCE = 4;

export interface BlockUser {
  path: string;
  title: string;
}

/** Every template of `tree` but the block's own whose content names `block`, in the tree's order; `onRead` hears how many are read. */
export async function templatesShowing(api: RunOperation, tree: TreeModule[], block: string, onRead: (read: number, of: number) => void = () => {}): Promise<BlockUser[]> {
  const items = tree.flatMap((module) => module.items).filter((item) => item.path !== blockPath(block));
  const placeholder = placeholderOf(block).toUpperCase();
  const shows: boolean[] = [];
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const { module, template } = parseTemplatePath(items[index]!.path);
      const content = read.text(asRecord(await api({ op: 'template/open', module, template })), 'content');
      shows[index] = content.toUpperCase().includes(placeholder);
      onRead(++done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return items.filter((_, index) => shows[index]).map(({ path, title }) => ({ path, title }));
}
