// The token field, or the four fields of an older key set: the same in every form that adds a
// site or replaces what lets Inplace in.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n';
import type { CredentialDraft } from './credential-draft';

interface Props {
  /** Makes the fields' ids unique on the page. */
  idPrefix: string;
  draft: CredentialDraft;
  onChange: (draft: CredentialDraft) => void;
  /** Shown under the token field: where to get one. */
  hint?: ComponentChildren;
  tokenLabel?: string;
}

const SECRET_INPUT = { type: 'password', autocomplete: 'off', spellcheck: false } as const;

export function CredentialFields({ idPrefix, draft, onChange, hint, tokenLabel = t('api_token') }: Props) {
  const set = (change: Partial<CredentialDraft>) => onChange({ ...draft, ...change });
  const field = (name: 'token' | 'consumerKey' | 'consumerSecret' | 'tokenSecret', label: string) => (
    <>
      <label for={`${idPrefix}-${name}`}>{label}</label>
      <input id={`${idPrefix}-${name}`} {...SECRET_INPUT} value={draft[name]} onInput={(e) => set({ [name]: e.currentTarget.value })} />
    </>
  );
  return (
    <>
      {draft.olderKeySet ? (
        <fieldset class="key-set">
          <legend>{t('older_key_set')}</legend>
          {field('consumerKey', t('consumer_key'))}
          {field('consumerSecret', t('consumer_secret'))}
          {field('token', t('key_set_token'))}
          {field('tokenSecret', t('token_secret'))}
        </fieldset>
      ) : (
        field('token', tokenLabel)
      )}
      {hint && <p class="hint">{hint}</p>}
      <div class="field checkbox">
        <input id={`${idPrefix}-older`} type="checkbox" checked={draft.olderKeySet} onChange={(e) => set({ olderKeySet: e.currentTarget.checked })} />
        <label for={`${idPrefix}-older`}>{t('use_older_key_set')}</label>
      </div>
    </>
  );
}
