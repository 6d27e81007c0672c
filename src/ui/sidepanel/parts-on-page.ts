// "Also on this page": the menus, mail forms and polls the tab's page shows, each named by what
// it shows there ("Menu: Главная, О нас, Услуги", "Form: Имя, E-mail, Сообщение", "Poll: Как
// вам новый сайт?"); by its number only where it shows no words.
import { t } from '../../i18n';
import type { TabContext } from '../../messages/protocol';
import type { ResourceRef } from '../../resources/resource-ref';

export interface PartOnPage {
  ref: ResourceRef;
  name: string;
}

export function partsOnPage(context: Pick<TabContext, 'menuIds' | 'menuWords' | 'mailFormIds' | 'mailFormWords' | 'pollIds' | 'pollWords'>): PartOnPage[] {
  const menus = context.menuIds.map((id, index) => {
    const words = context.menuWords?.[index];
    return { ref: { kind: 'menu', id } as const, name: words ? t('menu_showing', words) : t('menu_number', String(id)) };
  });
  const forms = context.mailFormIds.map((id, index) => {
    const words = context.mailFormWords?.[index];
    return { ref: { kind: 'mailform', id } as const, name: words ? t('mailform_showing', words) : t('mailform_number', String(id)) };
  });
  const polls = context.pollIds.map((id, index) => {
    const words = context.pollWords?.[index];
    return { ref: { kind: 'poll', id } as const, name: words ? t('poll_showing', words) : t('poll_number', String(id)) };
  });
  return [...menus, ...forms, ...polls];
}
