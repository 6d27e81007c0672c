// Forum posts as the platform stores them: HTML with the comment markers from which it rebuilds
// BB code for its own edit form (platform-notes §7: three converters of real backups read them).
// The markers and the classes around them are as those converters read them; the styles and the
// spoiler's button are a guess of how they sit between the markers.

/** `[quote="name"]text[/quote]`. */
export function quoted(name: string, html: string): string {
  return `<!--uzquote--><div class="bbQuoteBlock"><div class="bbQuoteName" style="padding-left:5px;font-size:7pt"><b>Цитата</b> <!--qn-->${name}<!--/qn--></div><div class="quoteMessage" style="border:1px inset;max-height:200px;overflow:auto;"><!--uzq-->${html}<!--/uzq--></div></div><!--/uzquote-->`;
}

/** `[code]text[/code]`: the code escaped, its lines broken by `<br />`. */
export function code(html: string): string {
  return `<!--uzcode--><div class="bbCodeBlock"><div class="bbCodeName" style="padding-left:5px;font-weight:bold;font-size:7pt">Код</div><div class="codeMessage" style="border:1px inset;max-height:200px;overflow:auto;"><!--uzc-->${html}<!--/uzc--></div></div><!--/uzcode-->`;
}

/** `[spoiler=title]text[/spoiler]`, its title as `<!--usn(=title)-->`. */
export function spoiler(id: string, title: string, html: string): string {
  return `<!--uSpoiler--><div class="uSpoilerClosed" id="uSpoiler${id}"><div class="uSpoilerButBl"><input type="button" class="uSpoilerButton" value="[+] ${title}"/></div><div class="uSpoilerText"><!--usn(=${title})--><!--ust-->${html}<!--/ust--></div></div><!--/uSpoiler-->`;
}

/** The answer in the seeded topic: a quote, a spoiler and a code block, with text around them. */
export const ANSWER_WITH_MARKERS = [
  quoted('ivan', 'Подскажите, где это в панели?'),
  'Панель → <b>Редактор страниц</b> → Добавить.<br />',
  spoiler('Q7x2', 'Скриншот', 'Кнопка справа вверху, под меню.'),
  'Ссылку на новую страницу можно вставить так:<br />',
  code('&lt;a href="/index/0-7"&gt;Новая страница&lt;/a&gt;'),
  'Удачи!',
].join('');
