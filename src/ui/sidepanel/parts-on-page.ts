// "Also on this page": the parts of the tab's page the panel edits (menus, mail forms, polls:
// src/kinds/on-page.ts), each named by what it shows there ("Menu: Главная, О нас, Услуги",
// "Form: Имя, E-mail, Сообщение", "Poll: Как вам новый сайт?"); by its number only where it
// shows no words. How a kind is named is its own (`alsoHere` in its words.ts).
import { t } from '../../i18n';
import type { KindWords } from '../../kinds/kind-words';
import { KIND_WORDS } from '../../kinds/words';
import type { TabContext } from '../../messages/protocol';
import type { ResourceRef } from '../../resources/resource-ref';

export interface PartOnPage {
  ref: ResourceRef;
  name: string;
}

export function partsOnPage(context: Pick<TabContext, 'parts'>): PartOnPage[] {
  return context.parts.flatMap(({ kind, id, words }) => {
    const naming: KindWords['alsoHere'] = (KIND_WORDS[kind] as KindWords).alsoHere;
    if (!naming) return [];
    return [{ ref: { kind, id }, name: words ? t(naming.showing, words) : t(naming.numbered, String(id)) }];
  });
}
