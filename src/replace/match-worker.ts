// The matches of an owner's regular expression, found off the panel's thread: a pattern that runs
// away (nested repeats on a long text) can then be stopped, by ending this worker, and the panel
// stays responsive meanwhile. It only finds; nothing here reads or writes the site.
import { findMatches } from './matches';
import type { MatchQuestion } from './timed-matches';

self.onmessage = ({ data }: MessageEvent<MatchQuestion>) => {
  const matches = findMatches(data.text, data.spans, new RegExp(data.source, data.flags), data.replacement, true);
  self.postMessage({ id: data.id, matches });
};
