// A module's settings, in its section of All of the site ("News settings"): each value in its
// own type (a switch, a number, a text), what Inplace has no words for by the site's own name,
// lists and objects shown read-only. Save settings sends the changed values alone, one request.
import { useEffect, useState } from 'preact/hooks';
import { formatNumber, t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import { SETTING_LABELS, settingsOf, settingsToWrite, shownValue, type Setting } from '../../resources/module-settings';
import { CheckboxField, TextField } from '../editor/fields';
import { useFormAction } from '../useFormAction';

export function ModuleSettings({ api, module }: { api: RunOperation; module: 'news' | 'blog' }) {
  const [settings, setSettings] = useState<Setting[] | null>(null);
  const [typed, setTyped] = useState<Record<string, string | boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const action = useFormAction();
  useEffect(() => {
    void action.run(async () => setSettings(settingsOf(await api({ op: 'settings/open', module }))));
  }, [module]);
  const save = () => action.run(async () => {
    const { values, errors: wrong } = settingsToWrite(settings ?? [], typed);
    setErrors(wrong);
    setStatus(Object.keys(wrong).length || Object.keys(values).length ? '' : t('settings_unchanged'));
    if (Object.keys(wrong).length || !Object.keys(values).length) return;
    await api({ op: 'settings/save', module, values: Object.entries(values).map(([key, value]) => ({ key, value })) });
    setSettings((all) => all?.map((setting) => (setting.key in values ? { ...setting, value: values[setting.key] } : setting)) ?? null);
    setTyped({});
    setStatus(t('settings_saved', formatNumber(Object.keys(values).length)));
  });
  if (!settings) return action.error ? <p class="error" role="alert">{action.error}</p> : <p aria-busy="true">{t('loading')}</p>;
  const set = (key: string) => (value: string | boolean) => setTyped((all) => ({ ...all, [key]: value }));
  return (
    <form class="module-settings" onSubmit={(event) => (event.preventDefault(), void save())}>
      {settings.length === 0 && <p class="hint">{t('settings_none')}</p>}
      {settings.map((setting) => {
        const label = SETTING_LABELS[setting.key] ? t(SETTING_LABELS[setting.key]!) : setting.key;
        const hint = setting.kind === 'other' ? t('setting_read_only') : SETTING_LABELS[setting.key] ? undefined : t('setting_as_named');
        const id = `f-setting-${setting.key}`;
        const value = typed[setting.key] ?? shownValue(setting);
        if (setting.kind === 'flag' || setting.kind === 'yesno') return <CheckboxField key={setting.key} id={id} label={label} hint={hint} checked={value === true} onChange={set(setting.key)} />;
        if (setting.kind === 'other') return <p key={setting.key} class="field"><strong>{label}</strong>: <code>{String(value)}</code> <span class="hint">{hint}</span></p>;
        return <TextField key={setting.key} id={id} label={label} hint={hint} value={String(value)} error={errors[setting.key]} onInput={set(setting.key)} />;
      })}
      <div class="row">
        <button type="submit" disabled={action.busy}>{t('settings_save')}</button>
        <span role="status" class="hint">{status}</span>
      </div>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </form>
  );
}
