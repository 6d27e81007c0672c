// The site's global blocks, under Design: each listed with Delete, which first looks through
// the templates and names those that still show it; and New global block, its id checked
// before anything is sent (an id already taken would replace that block).
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import type { ResourceRef } from '../../../resources/resource-ref';
import { TextField } from '../../../ui/editor/fields';
import type { ListLoader } from '../../../ui/panel-operations';
import { useFormAction } from '../../../ui/useFormAction';
import { BLOCK_ID } from '../../../vocabulary/kinds';
import { placeholderOf, templatesShowing, type BlockUser } from '../block-users';
import { BLOCKS_MODULE, blockPath } from '../model';
import { treeFrom, type TreeModule } from '../on-screen';

interface Props {
  api: RunOperation;
  lists: ListLoader;
  onOpen: (ref: ResourceRef) => void;
}

type Asking = { block: string; read: number; of: number; users: BlockUser[] | null };

export function GlobalBlocks({ api, lists, onOpen }: Props) {
  const [tree, setTree] = useState<TreeModule[] | null>(null);
  const [blocks, setBlocks] = useState<{ id: string; title: string }[]>([]);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [said, setSaid] = useState('');
  const action = useFormAction();
  useEffect(() => {
    void action.run(async () => {
      const read = treeFrom(await lists({ op: 'templates/tree' }));
      setTree(read);
      setBlocks(read.find((module) => module.id === BLOCKS_MODULE)?.items.map((item) => ({ id: item.path.split('/')[1]!, title: item.title })) ?? []);
    });
  }, []);
  const ask = (block: string) => action.run(async () => {
    setSaid('');
    setAsking({ block, read: 0, of: 0, users: null });
    const users = await templatesShowing(api, tree ?? [], block, (read, of) => setAsking({ block, read, of, users: null }));
    setAsking({ block, read: 0, of: 0, users });
  });
  const remove = (block: string) => action.run(async () => {
    await api({ op: 'gblock/delete', id: block });
    setBlocks((all) => all.filter((each) => each.id !== block));
    setAsking(null);
    setSaid(t('gblock_deleted', block));
  });
  return (
    <section class="global-blocks" aria-labelledby="global-blocks-title">
      <h3 id="global-blocks-title">{t('gblocks_title')}</h3>
      {tree === null && !action.error && <p aria-busy="true">{t('loading')}</p>}
      <ul class="block-list">
        {blocks.map(({ id, title }) => (
          <li key={id}>
            <button type="button" class="link" onClick={() => onOpen({ kind: 'template', id: blockPath(id), title })}>{title}</button>{' '}
            <span class="hint">{placeholderOf(id)}</span>{' '}
            <button type="button" class="link danger" disabled={action.busy} onClick={() => void ask(id)}>{t('gblock_delete', id)}</button>
            {asking?.block === id && <DeleteBlock asking={asking} busy={action.busy} onYes={() => void remove(id)} onCancel={() => setAsking(null)} />}
          </li>
        ))}
      </ul>
      <p role="status" class="hint">{said}</p>
      {action.error && <p class="error" role="alert">{action.error}</p>}
      <NewBlock api={api} taken={blocks.map((block) => block.id)} onMade={(id) => (setBlocks((all) => [...all, { id, title: id }]), setSaid(t('gblock_made', id, placeholderOf(id))))} />
    </section>
  );
}

function DeleteBlock({ asking, busy, onYes, onCancel }: { asking: Asking; busy: boolean; onYes: () => void; onCancel: () => void }) {
  if (!asking.users) return <p aria-busy="true" class="hint">{t('gblock_looking', String(asking.read), String(asking.of), placeholderOf(asking.block))}</p>;
  const question = t('gblock_delete_question', asking.block);
  return (
    <div class="asking" role="group" aria-label={question}>
      <span>{question}</span>
      {asking.users.length === 0 ? <p class="hint">{t('gblock_unused')}</p> : (
        <>
          <p>{t('gblock_still_shown', placeholderOf(asking.block))}</p>
          <ul class="to-delete">{asking.users.map((user) => <li key={user.path}>{user.title}</li>)}</ul>
        </>
      )}
      <div class="row">
        <button type="button" class="danger" disabled={busy} onClick={onYes}>{t('gblock_delete_yes')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </div>
  );
}

function NewBlock({ api, taken, onMade }: { api: RunOperation; taken: string[]; onMade: (block: string) => void }) {
  const [id, setId] = useState('');
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState('');
  const action = useFormAction();
  const create = () => action.run(async () => {
    const block = id.trim().toUpperCase();
    const wrong = !BLOCK_ID.test(block) ? t('gblock_id_bad') : taken.includes(block) ? t('gblock_id_taken', block) : '';
    setProblem(wrong);
    if (wrong) return;
    await api({ op: 'gblock/create', id: block, content });
    setId('');
    setContent('');
    onMade(block);
  });
  return (
    <form class="new-block" onSubmit={(event) => (event.preventDefault(), void create())}>
      <h3>{t('gblock_new')}</h3>
      <TextField id="f-gblock-id" label={t('field_gblock_id')} value={id} error={problem || undefined} hint={t('gblock_id_hint', placeholderOf(id.trim().toUpperCase() || t('gblock_id_example')))} maxLength={20} onInput={setId} />
      <TextField id="f-gblock-content" label={t('field_gblock_content')} value={content} multiline onInput={setContent} />
      <button type="submit" class="secondary" disabled={action.busy}>{t('gblock_create')}</button>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </form>
  );
}
