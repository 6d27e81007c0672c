// Finding matches with a time bound: an owner's regular expression is run in a worker
// (match-worker.ts), one text at a time, and a text it has not finished within the bound ends the
// worker and the search, with a plain message. A text found as typed, or as whole words, needs
// no bound: its pattern is made by us and runs in linear time, here.
import { findMatches, type Match } from './matches';
import type { Span } from './searchable';

/** How long an owner's pattern may run on one text before it is stopped. */
export const PATTERN_TIME_MS = 2_000;

export type FindIn = (text: string, spans: readonly Span[], regex: RegExp, replacement: string, isRegex: boolean) => Promise<Match[]>;

export interface MatchQuestion {
  id: number;
  text: string;
  spans: readonly Span[];
  source: string;
  flags: string;
  replacement: string;
}

/** The pattern ran past its time on a text. */
export class PatternTooSlow extends Error {}

/** Finds in this thread: for patterns of our own making, and where no worker can run. */
export const findHere: FindIn = async (text, spans, regex, replacement, isRegex) => findMatches(text, spans, regex, replacement, isRegex);

/** Finds an owner's regular expression in a worker, bounded; `start` makes the worker. `stop()` ends it. */
export function boundedFinder(start: () => Worker, limitMs = PATTERN_TIME_MS): { find: FindIn; stop(): void } {
  let worker: Worker | null = null;
  let asked = 0;
  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  const find: FindIn = (text, spans, regex, replacement, isRegex) => {
    if (!isRegex) return findHere(text, spans, regex, replacement, isRegex);
    const running = (worker ??= start());
    const id = ++asked;
    return new Promise<Match[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        running.removeEventListener('message', onAnswer);
        stop();
        reject(new PatternTooSlow());
      }, limitMs);
      const onAnswer = ({ data }: MessageEvent<{ id: number; matches: Match[] }>) => {
        if (data.id !== id) return;
        clearTimeout(timer);
        running.removeEventListener('message', onAnswer);
        resolve(data.matches);
      };
      running.addEventListener('message', onAnswer);
      running.postMessage({ id, text, spans, source: regex.source, flags: regex.flags, replacement } satisfies MatchQuestion);
    });
  };
  return { find, stop };
}
