// The video module's channels (`GET /video/channel`), read once when the editor first needs them.
// Their shape is not documented (platform-notes §7): the one list reader finds them, named by
// `name` or `title`; a site without channels gives an empty list, and the editor offers none.
import { useCallback, useState } from 'preact/hooks';
import type { RunOperation } from '../../../messages/operations';
import { readList, type ListItem } from '../../../resources/panel-lists';

export function useChannels(api: RunOperation) {
  const [items, setItems] = useState<ListItem[] | null>(null);
  const load = useCallback(() => {
    if (items !== null) return;
    api({ op: 'video/channels' }).then((value) => setItems(readList.named(value)), () => setItems([]));
  }, [api, items]);
  return { items: items ?? [], load };
}
