import type { Comment, Forum, ForumMessage, ForumTopic, Group, Plan, Poll, Rank, ShortMessage, User, UserSubscription } from './types.ts';
import { at } from './seed-util.ts';
import { ANSWER_WITH_MARKERS } from './forum-posts.ts';

export function seedUsers(): User[] {
  const base = { gender: '', avatar: '', signature: '' };
  return [
    { id: 1, login: 'admin', name: 'Алексей Смирнов', email: 'owner@example.com', group_id: 4, rank_id: 3, reg_date: at('2012-05-01 10:00'), ...base },
    { id: 2, login: 'ivan', name: 'Иван Петров', email: 'ivan@example.com', group_id: 1, rank_id: 1, reg_date: at('2023-03-14 18:20'), ...base, gender: 'm' },
    { id: 3, login: 'maria', name: 'Maria Lopez', email: 'maria@example.com', group_id: 2, rank_id: 2, reg_date: at('2024-06-30 08:05'), ...base, gender: 'f', signature: 'Editor' },
  ];
}

export function seedGroups(): Group[] {
  return [
    { id: 0, name: 'Гости' },
    { id: 1, name: 'Пользователи' },
    { id: 2, name: 'Проверенные' },
    { id: 3, name: 'Модераторы' },
    { id: 4, name: 'Администраторы' },
  ];
}

export function seedRanks(): Rank[] {
  return [
    { id: 1, name: 'Новичок', min_posts: 0 },
    { id: 2, name: 'Участник', min_posts: 20 },
    { id: 3, name: 'Ветеран', min_posts: 200 },
  ];
}

export function seedComments(): Comment[] {
  return [
    { id: 1, module: 'news', entry_id: 1, user_id: 2, name: 'ivan', message: 'Отличный дизайн!', add_date: at('2025-01-15 12:00') },
    { id: 2, module: 'news', entry_id: 1, user_id: 0, name: 'Guest', message: 'Works fast now.', add_date: at('2025-01-16 09:30') },
    { id: 3, module: 'blog', entry_id: 1, user_id: 3, name: 'maria', message: 'Согласна, проще — лучше.', add_date: at('2025-01-21 10:00') },
    { id: 4, module: 'photo', entry_id: 3, user_id: 2, name: 'ivan', message: 'Лучший день года <3', add_date: at('2024-12-21 09:00') },
  ];
}

export function seedPolls(): Poll[] {
  return [
    {
      id: 1,
      question: 'Как вам новый сайт?',
      active: 1,
      add_date: at('2025-01-15 10:30'),
      answers: [
        { id: 1, text: 'Отлично', votes: 14 },
        { id: 2, text: 'Нормально', votes: 5 },
        { id: 3, text: 'Было лучше', votes: 1 },
      ],
    },
  ];
}

export function seedGuestBook(): ShortMessage[] {
  return [
    { id: 1, name: 'Ольга', email: 'olga@example.com', message: 'Спасибо за быструю работу!', add_date: at('2025-01-05 14:00'), answer: 'Спасибо, Ольга!' },
    { id: 2, name: 'Tom', email: '', message: 'Nice portfolio.', add_date: at('2025-01-25 20:10'), answer: '' },
  ];
}

export function seedMinichat(): ShortMessage[] {
  return [
    { id: 1, name: 'ivan', email: '', message: 'Всем привет :)', add_date: at('2025-02-01 09:00'), answer: '' },
    { id: 2, name: 'maria', email: '', message: 'Hi! New post is up.', add_date: at('2025-02-01 09:05'), answer: '' },
  ];
}

export function seedSmiles(): { code: string; url: string }[] {
  return [':)', ':(', ':D', ';)'].map((code, index) => ({ code, url: `/.s/sm/${index + 1}/smile.gif` }));
}

// Group ids of seedGroups(): guests may read, members start topics and reply.
function forum(id: number, name: string, description: string, fields: Partial<Forum> = {}): Forum {
  return {
    id,
    section_id: 1,
    name,
    description,
    state: 'open',
    private: 'no',
    moderators: [],
    access: { read: [0, 1, 2, 3, 4], add: [1, 2, 3, 4], reply: [1, 2, 3, 4] },
    rules: { caption: '', description: '' },
    ...fields,
  };
}

export function seedForum(): { sections: { id: number; title: string }[]; forums: Forum[]; topics: ForumTopic[]; messages: ForumMessage[] } {
  return {
    sections: [{ id: 1, title: 'Общий раздел' }],
    forums: [
      forum(1, 'Вопросы и ответы', 'Спрашивайте', { moderators: ['maria'], rules: { caption: 'Правила раздела', description: 'Одна тема — один вопрос.' } }),
      forum(2, 'Off-topic', 'Everything else'),
    ],
    topics: [
      { id: 1, forum_id: 1, title: 'Как добавить страницу?', author: 'ivan', add_date: at('2025-01-18 11:00') },
      { id: 2, forum_id: 2, title: 'Hello from Madrid', author: 'maria', add_date: at('2025-01-19 17:00') },
    ],
    messages: [
      { id: 1, topic_id: 1, author: 'ivan', user_id: 2, message: 'Подскажите, где это в панели?', add_date: at('2025-01-18 11:00') },
      { id: 2, topic_id: 1, author: 'admin', user_id: 1, message: ANSWER_WITH_MARKERS, add_date: at('2025-01-18 12:15') },
      { id: 3, topic_id: 2, author: 'maria', user_id: 3, message: 'Hi everyone!', add_date: at('2025-01-19 17:00') },
    ],
  };
}

export function seedPlans(): Plan[] {
  return [
    { id: 1, name: 'Basic', price: 199, period_days: 30 },
    { id: 2, name: 'Premium', price: 1990, period_days: 365 },
  ];
}

export function seedSubscriptions(): UserSubscription[] {
  return [
    { user_id: 2, plan_id: 1, status: 'active', until: at('2025-03-01 00:00') },
    { user_id: 3, plan_id: 2, status: 'paused', until: at('2025-12-31 00:00') },
  ];
}
