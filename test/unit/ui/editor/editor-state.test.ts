// The editor's state as named events: what each one changes of what the owner sees, and what
// it leaves as it was.
import { describe, expect, test } from 'vitest';
import { editorReducer, openingState, type EditorEvent, type EditorState } from '@/src/ui/editor/editor-state';

type Fields = { name: string };
const problem = { message: 'The site did not answer.', remedy: 'Try again.', code: 'TIMEOUT', fields: { name: 'Too long.' } };
const opening = () => openingState<Fields, number>({ name: '' }, 2);
const run = (events: EditorEvent<Fields>[], from: EditorState<Fields> = opening()) => events.reduce(editorReducer, from);

describe('opening', () => {
  test("the site's copy: ready, nothing unsaved", () => {
    expect(run([{ type: 'opened', copy: { fields: { name: 'About' }, base: { name: 'About' } } }])).toMatchObject({ phase: 'ready', fields: { name: 'About' }, dirty: false, draftFrom: null });
  });

  test('a draft: unsaved, with the time it was kept, and what a save said of it', () => {
    const state = run([{ type: 'opened', copy: { fields: { name: 'About us' }, base: { name: 'About' }, dirty: true, draftFrom: 1_000 }, said: { problem, errors: {}, notice: 'Part of it is on the site.' } }]);
    expect(state).toMatchObject({ phase: 'ready', dirty: true, draftFrom: 1_000, problem, notice: 'Part of it is on the site.' });
  });

  test("following another window shows its copy, read-only; taking over keeps it and edits", () => {
    const followed = run([{ type: 'followed' }, { type: 'followed', copy: { fields: { name: 'Theirs' }, base: { name: 'About' }, dirty: true } }]);
    expect(followed).toMatchObject({ phase: 'ready', following: true, fields: { name: 'Theirs' }, dirty: true });
    expect(run([{ type: 'took-over' }], followed)).toMatchObject({ following: false, fields: { name: 'Theirs' } });
    expect(run([{ type: 'took-over', copy: { fields: { name: 'Their last keys' }, base: { name: 'About' }, dirty: true } }], followed)).toMatchObject({ following: false, fields: { name: 'Their last keys' } });
  });

  test('blocked: the copy read last, read-only, with the block; opening again at its end clears it', () => {
    const blocked = { ...problem, code: 'REQUESTS_LIMIT', retryAt: 5_000 };
    const stale = run([{ type: 'open-stale', copy: { fields: { name: 'About' }, base: { name: 'About' } }, problem: blocked }]);
    expect(stale).toMatchObject({ phase: 'load-failed', stale: true, fields: { name: 'About' }, base: { name: 'About' }, dirty: false, problem: blocked });
    expect(run([{ type: 'reopening' }], stale)).toMatchObject({ phase: 'loading', stale: false, problem: null });
    expect(run([{ type: 'reopening' }, { type: 'opened', copy: { fields: { name: 'About us' }, base: { name: 'About us' } } }], stale)).toMatchObject({ phase: 'ready', stale: false, fields: { name: 'About us' } });
  });
});

describe('editing and saving', () => {
  const ready = () => run([{ type: 'opened', copy: { fields: { name: 'About' }, base: { name: 'About' } } }]);

  test('an edit clears the last save, errors and remark, and is unsaved', () => {
    const saved = run([{ type: 'settled', fields: { name: 'A' }, base: { name: 'A' }, dirty: false, conflict: null, savedAt: 5 }, { type: 'invalid', errors: { name: 'x' } }], ready());
    expect(run([{ type: 'edited', fields: { name: 'B' }, dirty: true, editedAt: 7 }], saved)).toMatchObject({ fields: { name: 'B' }, dirty: true, savedAt: null, errors: {}, notice: undefined, editedAt: 7 });
  });

  test('saving clears the problem shown; a failure shows it with its fields', () => {
    const failed = run([{ type: 'saving' }, { type: 'save-failed', problem }], ready());
    expect(failed).toMatchObject({ phase: 'ready', problem, errors: problem.fields });
    expect(run([{ type: 'saving' }], failed)).toMatchObject({ phase: 'saving', problem: null, errors: {} });
  });

  test('settled after a save of something new: its id, the time, no lost create left', () => {
    const lost = run([{ type: 'saving' }, { type: 'create-unknown', problem, attempt: { at: 1, above: 9 }, notice: 'lost' }], openingState<Fields, number>({ name: '' }, null));
    expect(lost.createAttempt).toEqual({ at: 1, above: 9 });
    expect(run([{ type: 'settled', fields: { name: 'New' }, base: { name: 'New' }, dirty: false, conflict: null, savedAt: 3, id: 10 }], lost)).toMatchObject({ id: 10, savedAt: 3, createAttempt: undefined, dirty: false });
  });

  test('a conflict, then Keep editing: closed, the fields as they were', () => {
    const conflicted = run([{ type: 'conflicted', conflict: { onSite: { name: 'S' }, merged: { name: 'M' }, changes: [] } }], ready());
    expect(conflicted.conflict).not.toBeNull();
    expect(run([{ type: 'conflict-closed' }], conflicted)).toMatchObject({ conflict: null, found: null, fields: { name: 'About' } });
  });

  test('a storage problem said once; the same again changes nothing', () => {
    const said = run([{ type: 'storage', problem: 'disk full' }], ready());
    expect(editorReducer(said, { type: 'storage', problem: 'disk full' })).toBe(said);
    expect(run([{ type: 'storage', problem: undefined }], said).storageProblem).toBeUndefined();
  });
});

describe('discard, with Undo for a while', () => {
  const discarded = () =>
    run([
      { type: 'opened', copy: { fields: { name: 'About' }, base: { name: 'About' } } },
      { type: 'discarded', fields: { name: 'Mine' }, base: { name: 'Old base' }, at: 10 },
    ]);

  test('what was thrown away is offered back, with the copy it started from', () => {
    expect(discarded()).toMatchObject({ fields: { name: 'About' }, dirty: false, discarded: { fields: { name: 'Mine' }, base: { name: 'Old base' }, at: 10 } });
  });

  test('the offer ends when it runs out, at an edit or at a save; an older offer running out leaves a newer one', () => {
    expect(run([{ type: 'undo-expired', at: 10 }], discarded()).discarded).toBeNull();
    expect(run([{ type: 'undo-expired', at: 9 }], discarded()).discarded).not.toBeNull();
    expect(run([{ type: 'edited', fields: { name: 'B' }, dirty: true, editedAt: 1 }], discarded()).discarded).toBeNull();
    expect(run([{ type: 'saving' }], discarded()).discarded).toBeNull();
  });

  test('opening again forgets the last save and its remark', () => {
    const saved = run([{ type: 'settled', fields: { name: 'A' }, base: { name: 'A' }, dirty: false, conflict: null, savedAt: 5 }, { type: 'notice', notice: 'x' }], opening());
    expect(run([{ type: 'reloading' }], saved)).toMatchObject({ savedAt: null, notice: undefined });
  });
});
