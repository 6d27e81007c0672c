// Add photos, as the panel runs it: files chosen are checked, said (how many requests), kept in the
// upload store and sent one by one; files that waited when the panel closed go on as it opens.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { RunOperation } from '../../../messages/operations';
import { problemFrom } from '../../../ui/editor/problem';
import { runBatch, type BatchItem } from '../upload/batch';
import { refusalOf } from '../upload/check-file';
import { clearUploadFailure, dropUpload, keepUploads, markUploadFailed, waitingUploads, type Waiting } from '../upload/upload-store';

export interface UploadBatch {
  items: BatchItem[];
  /** While the batch waits for the hourly limit: until when. */
  pausedUntil: number | null;
  /** Files refused before anything was sent, each with why. */
  refused: string[];
  /** Files checked and ready, waiting for the owner's go (the cost is said first). */
  chosen: File[];
  choose(files: File[]): Promise<void>;
  start(): Promise<void>;
  cancel(): void;
  retry(key: string): void;
  remove(key: string): void;
}

const asItem = ({ key, upload }: Waiting): BatchItem => ({ key, name: upload.name, size: upload.size, state: upload.failed ? 'failed' : 'waiting', reason: upload.failed });

/** `uploaded`: a photo the site took, with its answer and file name (to show it in the album on the page). */
export function useUploadBatch(site: string, album: number, api: RunOperation, uploaded: (answer: unknown, name: string) => void): UploadBatch {
  const [items, setItems] = useState<BatchItem[]>([]);
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [chosen, setChosen] = useState<File[]>([]);
  const list = useRef<BatchItem[]>([]);
  const running = useRef(false);
  const stopped = useRef(false);
  const wake = useRef<() => void>(() => {});
  const latest = useRef(uploaded);
  latest.current = uploaded;
  /** The list as it is now, to show: copies, as the batch changes its items in place. */
  const showList = () => setItems(list.current.map((item) => ({ ...item })));

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const shown = new Set(list.current.filter((item) => item.state === 'done').map((item) => item.key));
    try {
      await runBatch(list.current, {
        send: (key) => api({ op: 'photo/upload', file: key, category: album }),
        reasonOf: problemFrom,
        failed: markUploadFailed,
        pauseUntil: (at) => new Promise((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, at - Date.now()));
          wake.current = () => (clearTimeout(timer), resolve());
        }),
        changed(next, until) {
          for (const item of next) if (item.state === 'done' && !shown.has(item.key) && (shown.add(item.key), item.answer)) latest.current(item.answer, item.name);
          setItems(next);
          setPausedUntil(until);
        },
        stopped: () => stopped.current,
        now: Date.now,
      });
    } finally {
      running.current = false;
    }
  }, [api, album]);

  // What waited when the panel last closed goes on now.
  useEffect(() => {
    stopped.current = false;
    void waitingUploads(site, album).then((waiting) => {
      if (stopped.current) return;
      // In place, ahead of any chosen meanwhile: a batch already running takes them too.
      list.current.unshift(...waiting.filter(({ key }) => !list.current.some((item) => item.key === key)).map(asItem));
      showList();
      void run();
    });
    return () => {
      stopped.current = true;
      wake.current();
    };
  }, [site, album, run]);

  const choose = async (files: File[]) => {
    const reasons = await Promise.all(files.map(refusalOf));
    setRefused(reasons.filter((reason): reason is string => reason !== null));
    setChosen(files.filter((_, index) => reasons[index] === null));
  };
  const start = async () => {
    const kept = await keepUploads(site, album, chosen);
    setChosen([]);
    list.current.push(...kept.map(asItem));
    showList();
    void run();
  };
  const retry = (key: string) => {
    const item = list.current.find((each) => each.key === key);
    if (!item) return;
    item.state = 'waiting';
    item.reason = undefined;
    void clearUploadFailure(key).then(run);
  };
  const remove = (key: string) => {
    // In place: a batch running goes on over this very list, and takes what is added to it.
    const index = list.current.findIndex((each) => each.key === key);
    if (index >= 0) list.current.splice(index, 1);
    showList();
    void dropUpload(key);
  };
  return { items, pausedUntil, refused, chosen, choose, start, cancel: () => setChosen([]), retry, remove };
}
