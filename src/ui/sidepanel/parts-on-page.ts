// "Also on this page": the menus, mail forms and polls the tab's page shows, each named by what
// it shows there ("Menu: Главная, О нас, Услуги", "Form: Имя, E-mail, Сообщение", "Poll: Как
// вам новый сайт?"); by its number only where it shows no words.
import { t, type MessageKey } from '../../i18n';
import type { TabContext } from '../../messages/protocol';
import type { ResourceRef } from '../../resources/resource-ref';

export interface PartOnPage {
  ref: ResourceRef;
  name: string;
}

type Part = 'menu' | 'mailform' | 'poll';

/** How a part is named: by its words on the page, else by its number. */
const NAMES = {
  menu: { showing: 'menu_showing', numbered: 'menu_number' },
  mailform: { showing: 'mailform_showing', numbered: 'mailform_number' },
  poll: { showing: 'poll_showing', numbered: 'poll_number' },
} as const satisfies Record<Part, { showing: MessageKey; numbered: MessageKey }>;

function named(kind: Part, ids: number[], words: string[] | undefined): PartOnPage[] {
  return ids.map((id, index) => {
    const shown = words?.[index];
    return { ref: { kind, id }, name: shown ? t(NAMES[kind].showing, shown) : t(NAMES[kind].numbered, String(id)) };
  });
}

export function partsOnPage(context: Pick<TabContext, 'menuIds' | 'menuWords' | 'mailFormIds' | 'mailFormWords' | 'pollIds' | 'pollWords'>): PartOnPage[] {
  return [
    ...named('menu', context.menuIds, context.menuWords),
    ...named('mailform', context.mailFormIds, context.mailFormWords),
    ...named('poll', context.pollIds, context.pollWords),
  ];
}
