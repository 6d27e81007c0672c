// Every Page field of the spec.
import type { PageFields } from '../../resources/page';
import { ContentEditor } from '../content/ContentEditor';
import { CheckboxField, OtherFields, SelectField, TextField } from './fields';

export interface PageChoice {
  id: number;
  name: string;
}

interface Props {
  fields: PageFields;
  base: PageFields | null;
  errors: Record<string, string>;
  update: (change: Partial<PageFields>) => void;
  pages: PageChoice[];
  groups: { id: number; name: string }[];
  selfId: number | null;
}

export function PageForm({ fields, base, errors, update, pages, groups, selfId }: Props) {
  const slugChanged = base !== null && fields.ownurl !== base.ownurl;
  return (
    <>
      <TextField id="f-name" label="Name" value={fields.name} error={errors.name} onInput={(name) => update({ name })} />
      <ContentEditor id="f-message" label="Content" value={fields.message} error={errors.message} onChange={(message) => update({ message })} />
      <SelectField id="f-parent" label="Parent page" value={fields.parent_id}
        options={[{ value: 0, label: '(none: top level)' }, ...pages.filter((p) => p.id !== selfId).map((p) => ({ value: p.id, label: p.name }))]}
        onChange={(parent_id) => update({ parent_id })} />
      <TextField id="f-ownurl" label="Page address (slug)" value={fields.ownurl} error={errors.ownurl} onInput={(ownurl) => update({ ownurl })}
        hint={slugChanged ? <strong>Changing the address changes the page's public URL: links to the old one stop working.</strong> : 'The page’s own URL, e.g. about for /about.'} />
      <CheckboxField id="f-pending" label="Pending (hidden from visitors)" checked={fields.pending === 1} onChange={(on) => update({ pending: on ? 1 : 0 })} />
      <fieldset>
        <legend>Access</legend>
        <CheckboxField id="f-access-all" label="Everyone can see this page" checked={fields.access_all === 1} onChange={(on) => update({ access_all: on ? 1 : 0 })} />
        {fields.access_all === 0 &&
          groups.map((group) => (
            <CheckboxField key={group.id} id={`f-group-${group.id}`} label={group.name} checked={fields.access_group_ids.includes(group.id)}
              onChange={(on) =>
                update({ access_group_ids: on ? [...fields.access_group_ids, group.id] : fields.access_group_ids.filter((g) => g !== group.id) })
              } />
          ))}
      </fieldset>
      <details class="more" open={fields.owntmpl === 1 || Boolean(errors.tmpl)}>
        <summary>Own template</summary>
        <CheckboxField id="f-owntmpl" label="This page uses its own template" checked={fields.owntmpl === 1} onChange={(on) => update({ owntmpl: on ? 1 : 0 })} />
        {fields.owntmpl === 1 && (
          <TextField id="f-tmpl" label="Template" multiline value={fields.tmpl} error={errors.tmpl} onInput={(tmpl) => update({ tmpl })}
            hint="Must contain $POWERED_BY$ where the platform's footer goes." />
        )}
      </details>
      <details class="more">
        <summary>Meta data</summary>
        <TextField id="f-meta-title" label="Meta title" value={fields.meta_title} onInput={(meta_title) => update({ meta_title })} />
        <TextField id="f-meta-description" label="Meta description" multiline value={fields.meta_description} onInput={(meta_description) => update({ meta_description })} />
        <TextField id="f-meta-keywords" label="Meta keywords" value={fields.meta_keywords} onInput={(meta_keywords) => update({ meta_keywords })} />
      </details>
      <OtherFields fields={fields} update={update} />
    </>
  );
}
