// $POLL$: the site's current poll (the newest active one) in the markup uCoz themes style.
import type { SiteState } from '../data/store.ts';
import type { Poll } from '../data/types.ts';
import { escapeHtml } from './escape.ts';

export function currentPoll(state: SiteState): Poll | undefined {
  return state.data.polls
    .filter((poll) => poll.active === 1)
    .reduce<Poll | undefined>((newest, poll) => (!newest || poll.add_date > newest.add_date || (poll.add_date === newest.add_date && poll.id > newest.id) ? poll : newest), undefined);
}

export function renderPoll(state: SiteState): string {
  const poll = currentPoll(state);
  if (!poll) return '';
  const id = poll.id;
  const answers = poll.answers
    .map((answer) => {
      const inputId = `a${id}_${answer.id}`;
      return `<div class="answer"><input type="radio" name="answer" value="${answer.id}" id="${inputId}"> <label for="${inputId}">${escapeHtml(answer.text)}</label></div>`;
    })
    .join('');
  const total = poll.answers.reduce((sum, answer) => sum + answer.votes, 0);
  return `<div id="pollBlock${id}" class="pollBlock"><form id="pollform${id}" method="post" action="/poll/${id}">`
    + `<div class="pollQue"><b>${escapeHtml(poll.question)}</b></div><div class="pollAns">${answers}</div>`
    + `<div class="pollBut"><input type="submit" class="pollBut" value="Ответить"></div><div class="pollTot">Всего ответов: <b>${total}</b></div></form></div>`;
}
