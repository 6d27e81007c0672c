// What the visual editor's Link and Image open under its toolbar: a link picked by a page's name
// (or typed as an address) over the words selected, or an image from this computer (put on the
// site) or by its address, with words for those who cannot see it. The selection they act on is the one there was when they opened.
import type Squire from 'squire-rte';
import { useContext, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { LinkPicker } from '../LinkPicker';
import { LinkTargetsContext } from '../link-targets';
import { ImageUploadsContext } from '../image-uploads';
import { imageAddressOk, linkAddressOk } from '../../validation/addresses';

interface Props {
  editor: Squire;
  /** The content's field id, for the popover's own ids. */
  id: string;
  /** Before a change is made: the editor marks it the owner's. */
  onChange: () => void;
  onClose: () => void;
}

/** The link the selection starts in, if any. */
function linkAt(range: Range): HTMLAnchorElement | null {
  const start = range.startContainer;
  return (start instanceof Element ? start : start.parentElement)?.closest('a') ?? null;
}

export function LinkPopover({ editor, id, onChange, onClose }: Props) {
  const targets = useContext(LinkTargetsContext);
  const [range] = useState(() => {
    // A caret inside a link, nothing selected: the change is to that whole link.
    const selection = editor.getSelection();
    const link = selection.collapsed ? linkAt(selection) : null;
    if (!link) return selection;
    const whole = document.createRange();
    whole.selectNodeContents(link);
    return whole;
  });
  const existing = linkAt(range);
  const [address, setAddress] = useState(existing?.getAttribute('href') ?? '');
  const [refused, setRefused] = useState(false);
  const done = () => (onClose(), editor.focus());
  const link = (href: string, words: string) => {
    if (!linkAddressOk(href)) return setRefused(true);
    onChange();
    editor.setSelection(range);
    if (range.collapsed && !existing) {
      // Nothing selected: the link is inserted with the page's name (or the address) as its words.
      const element = document.createElement('a');
      element.setAttribute('href', href);
      element.textContent = words;
      editor.insertElement(element);
    } else {
      editor.makeLink(href);
    }
    done();
  };
  return (
    <LinkPicker id={`${id}-link`} addressId={`${id}-link-address`} url={address} targets={targets}
      onPick={(target) => link(target.address, target.name)} onAddress={(typed) => (setAddress(typed), setRefused(false))}
      addressRefused={refused} onSubmitAddress={() => address.trim() && link(address.trim(), address.trim())}
      onClose={done}>
      <button type="button" class="secondary" disabled={!address.trim()} onClick={() => link(address.trim(), address.trim())}>
        {t(existing ? 'link_change' : 'link_add')}
      </button>
      {existing && (
        <button type="button" class="secondary" onClick={() => (onChange(), editor.setSelection(range), editor.removeLink(), done())}>{t('link_remove')}</button>
      )}
      <button type="button" class="link" onClick={done}>{t('cancel')}</button>
    </LinkPicker>
  );
}

export function ImagePopover({ editor, id, onChange, onClose }: Props) {
  const uploads = useContext(ImageUploadsContext);
  const [range] = useState(() => editor.getSelection());
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [refused, setRefused] = useState(false);
  const [sending, setSending] = useState<{ text: string; error: boolean } | null>(null);
  const done = () => (onClose(), editor.focus());
  const put = (address: string) => {
    onChange();
    editor.setSelection(range);
    editor.insertImage(address, { alt: alt.trim() });
    done();
  };
  const insert = (event: Event) => {
    event.preventDefault();
    if (!imageAddressOk(src.trim())) return setRefused(true);
    put(src.trim());
  };
  const upload = async (file: File | undefined) => {
    if (!file || !uploads) return;
    setSending({ text: t('image_uploading', file.name), error: false });
    try {
      put((await uploads.upload(file)).address);
    } catch (error) {
      setSending({ text: (error as Error).message, error: true });
    }
  };
  // An image left on another site shows only while that site keeps it and lets others show it.
  const elsewhere = uploads !== null && /^https?:\/\//i.test(src.trim()) && !src.trim().startsWith(`${uploads.site}/`);
  return (
    <div class="link-picker" role="group" aria-label={t('tool_image')}
      onKeyDown={(event) => event.key === 'Escape' && (event.preventDefault(), event.stopPropagation(), done())}>
      {uploads && (
        <>
          {/* The input unseen, before its label styled as a button: the label shows its keyboard focus. */}
          <input id={`${id}-image-file`} class="visually-hidden" type="file" accept="image/*" onChange={(event) => void upload(event.currentTarget.files?.[0])} />
          <label class="file-choice" for={`${id}-image-file`}>{t('image_from_computer')}</label>
          {sending && <p class={sending.error ? 'error' : 'hint'} role={sending.error ? 'alert' : 'status'}>{sending.text}</p>}
        </>
      )}
      <label for={`${id}-image-src`}>{t('image_address')}</label>
      <input id={`${id}-image-src`} value={src} autoFocus aria-invalid={refused} aria-describedby={refused ? `${id}-image-error` : elsewhere ? `${id}-image-elsewhere` : undefined}
        onInput={(event) => (setSrc(event.currentTarget.value), setRefused(false))} onKeyDown={(event) => event.key === 'Enter' && insert(event)} />
      {refused && <p id={`${id}-image-error`} class="error">{t('image_address_refused')}</p>}
      {elsewhere && !refused && <p id={`${id}-image-elsewhere`} class="hint">{t('image_other_site')}</p>}
      <label for={`${id}-image-alt`}>{t('image_alt')}</label>
      <input id={`${id}-image-alt`} value={alt} onInput={(event) => setAlt(event.currentTarget.value)} onKeyDown={(event) => event.key === 'Enter' && insert(event)} />
      <div class="row">
        <button type="button" class="secondary" disabled={!src.trim()} onClick={insert}>{t('image_insert')}</button>
        <button type="button" class="link" onClick={done}>{t('cancel')}</button>
      </div>
    </div>
  );
}
