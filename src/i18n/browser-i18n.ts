// The browser's i18n API, where there is one: extension pages, content scripts, the service
// worker and the event page. Outside an extension (Node tests of the API client, scripts) there is none.
import { browser } from 'wxt/browser';

export interface I18nApi {
  getMessage(key: string, substitutions?: string | string[]): string;
  getUILanguage(): string;
}

export function i18nApi(): I18nApi | undefined {
  return (browser as { i18n?: I18nApi } | undefined)?.i18n;
}
