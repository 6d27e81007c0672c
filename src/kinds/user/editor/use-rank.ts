// A user's rank by its name: the site's ranks (`GET /user/rank`) read once the user carries one.
import { useEffect, useState } from 'preact/hooks';
import type { RunOperation } from '../../../messages/operations';
import { listRecordsOf, recordId, recordText } from '../../../resources/list-answer';

export function useRank(api: RunOperation, rankId: string | undefined): string {
  const [name, setName] = useState('');
  useEffect(() => {
    if (!rankId || rankId === '0') return setName('');
    let gone = false;
    api({ op: 'user/ranks' }).then((answer) => {
      const rank = (listRecordsOf(answer) ?? []).find((record) => String(recordId(record)) === rankId);
      if (!gone) setName(rank ? recordText(rank, ['name', 'title']) : '');
    }, () => {});
    return () => void (gone = true);
  }, [rankId]);
  return name;
}
