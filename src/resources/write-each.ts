// A save that takes more than one write (a menu's items then its title; a page then its own
// template): when a later write fails, the caller learns exactly which fields are on the site.
import { asRecord } from './records';
import { PartialSave } from './kind';

export interface WriteStep {
  fields: string[];
  send: () => Promise<Record<string, unknown>>;
}

/** Runs the steps in order; gives their answers merged, or throws PartialSave after the first. */
export async function writeEach(steps: (WriteStep | false)[]): Promise<Record<string, unknown>> {
  const written: string[] = [];
  let answer: Record<string, unknown> = {};
  let mine: Record<string, unknown> | undefined;
  for (const step of steps) {
    if (!step) continue;
    try {
      answer = { ...answer, ...(await step.send()) };
      written.push(...step.fields);
    } catch (error) {
      let reason = error;
      if (error instanceof PartialSave) {
        written.push(...error.written);
        answer = { ...answer, ...asRecord(error.answer) };
        reason = error.reason;
        mine = error.mine;
      }
      if (!written.length) throw reason;
      throw new PartialSave(written, answer, reason, undefined, mine);
    }
  }
  return answer;
}
