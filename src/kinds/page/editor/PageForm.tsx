// Every Page field of the spec.
import { useEffect, useRef, useState } from 'preact/hooks';
import { POWERED_BY } from '../../../api/limits';
import { t } from '../../../i18n';
import type { PageFields } from '../model';
import { ContentEditor } from '../../../ui/rich-text/ContentEditor';
import { CheckboxField, OtherFields, SelectField, TextField } from '../../../ui/editor/fields';
import { usePointedCaret } from '../../../ui/point-spot';

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
  /** The parent's name is on its way (the site's pages are being read). */
  parentLoading?: boolean;
}

export function PageForm({ fields, base, errors, update, pages, groups, selfId, parentLoading = false }: Props) {
  const slugChanged = base !== null && fields.ownurl !== base.ownurl;
  const suggest = useSuggesting(fields, base === null, update);
  // What visitors see of a page with its own template is the template: that is its content.
  const templateOnSite = base?.owntmpl === 1 && selfId !== null;
  const caretAt = usePointedCaret();
  const offered = base === null && fields.ownurl !== '' && suggest !== null && suggest.followsName(fields.ownurl, fields.name);
  return (
    <>
      <TextField id="f-name" label={t('field_name')} value={fields.name} error={errors.name} onInput={(name) => update(base === null && suggest ? named(suggest, fields, name) : { name })} />
      {templateOnSite && fields.owntmpl === 1 ? (
        <ContentEditor id="f-message" label={t('field_content')} value={fields.tmpl} error={errors.tmpl ?? errors.message}
          hint={t('own_template_content')} onChange={(tmpl) => update({ tmpl })} caretAt={caretAt} />
      ) : (
        <ContentEditor id="f-message" label={t('field_content')} value={fields.message} error={errors.message} onChange={(message) => update({ message })} caretAt={caretAt} />
      )}
      <SelectField id="f-parent" label={t('field_parent')} value={fields.parent_id}
        options={[{ value: 0, label: t('parent_none') }, ...pages.filter((p) => p.id !== selfId).map((p) => ({ value: p.id, label: p.name }))]}
        onChange={(parent_id) => update({ parent_id })} busy={parentLoading} />
      <TextField id="f-ownurl" label={t('field_ownurl')} value={fields.ownurl} error={errors.ownurl} onInput={(ownurl) => update({ ownurl })}
        hint={slugChanged ? <strong>{t('ownurl_warning')}</strong> : offered ? t('ownurl_new_hint', `/${fields.ownurl}`) : t('ownurl_hint')} />
      <CheckboxField id="f-pending" label={t('field_pending')} checked={fields.pending === 1} onChange={(on) => update({ pending: on ? 1 : 0 })} />
      <fieldset>
        <legend>{t('field_access')}</legend>
        <CheckboxField id="f-access-all" label={t('access_everyone')} checked={fields.access_all === 1} onChange={(on) => update({ access_all: on ? 1 : 0 })} />
        {fields.access_all === 0 &&
          groups.map((group) => (
            <CheckboxField key={group.id} id={`f-group-${group.id}`} label={group.name} checked={fields.access_group_ids.includes(group.id)}
              onChange={(on) =>
                update({ access_group_ids: on ? [...fields.access_group_ids, group.id] : fields.access_group_ids.filter((g) => g !== group.id) })
              } />
          ))}
        {fields.access_all === 0 && fields.access_group_ids.length === 0 && (
          <p class="hint warning" role="status">{t('access_nobody')}</p>
        )}
      </fieldset>
      <details class="more" open={fields.owntmpl === 1 || Boolean(errors.tmpl) || (templateOnSite && fields.owntmpl === 0)}>
        <summary>{t('own_template')}</summary>
        {templateOnSite ? (
          <OwnTemplateSwitch on={fields.owntmpl === 1} update={update} />
        ) : (
          <CheckboxField id="f-owntmpl" label={t('owntmpl_checkbox')} checked={fields.owntmpl === 1} onChange={(on) => update({ owntmpl: on ? 1 : 0 })} />
        )}
        {fields.owntmpl === 1 && !templateOnSite && (
          <TextField id="f-tmpl" label={t('field_template')} multiline value={fields.tmpl} error={errors.tmpl} onInput={(tmpl) => update({ tmpl })}
            hint={t('template_hint', POWERED_BY)} />
        )}
      </details>
      <details class="more">
        <summary>{t('meta_data')}</summary>
        <TextField id="f-meta-title" label={t('field_meta_title')} value={fields.meta_title} onInput={(meta_title) => update({ meta_title })} />
        <TextField id="f-meta-description" label={t('field_meta_description')} multiline value={fields.meta_description} onInput={(meta_description) => update({ meta_description })} />
        <TextField id="f-meta-keywords" label={t('field_meta_keywords')} value={fields.meta_keywords} onInput={(meta_keywords) => update({ meta_keywords })} />
      </details>
      <OtherFields fields={fields} update={update} />
    </>
  );
}

type Suggesting = typeof import('../suggested-address');

/**
 * The addresses offered from a new page's name, read when a new page is opened (the
 * transliteration tables are most of it, and editing a page never needs them). A name typed
 * before they came gets its address as they come.
 */
function useSuggesting(fields: PageFields, isNew: boolean, update: Props['update']): Suggesting | null {
  const [suggest, setSuggest] = useState<Suggesting | null>(null);
  const latest = useRef(fields);
  latest.current = fields;
  useEffect(() => {
    if (!isNew) return;
    void import('../suggested-address').then((module) => {
      setSuggest(module);
      const { name, ownurl } = latest.current;
      if (name && ownurl === '') update({ ownurl: module.suggestedAddress(name) });
    });
  }, [isNew]);
  return suggest;
}

/** A new page's name, and the address offered from it while the owner has typed none of their own. */
function named({ followsName, suggestedAddress }: Suggesting, fields: PageFields, name: string): Partial<PageFields> {
  return followsName(fields.ownurl, fields.name) ? { name, ownurl: suggestedAddress(name) } : { name };
}

/**
 * Turning an own template off deletes it on the platform: the owner confirms first, and until
 * they save, keeping it is one click away.
 */
function OwnTemplateSwitch({ on, update }: { on: boolean; update: (change: Partial<PageFields>) => void }) {
  const [asking, setAsking] = useState(false);
  if (on && !asking) {
    return <CheckboxField id="f-owntmpl" label={t('owntmpl_checkbox')} checked onChange={(checked) => !checked && setAsking(true)} />;
  }
  return (
    <div class="banner" role="alert">
      <p>{t('owntmpl_off_warning')}</p>
      <div class="row">
        {on && <button type="button" class="danger" onClick={() => (setAsking(false), update({ owntmpl: 0 }))}>{t('owntmpl_delete')}</button>}
        <button type="button" class="secondary" onClick={() => (setAsking(false), update({ owntmpl: 1 }))}>{t('owntmpl_keep')}</button>
      </div>
    </div>
  );
}
