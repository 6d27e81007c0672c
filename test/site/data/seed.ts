// The seed: a small but realistic site. `seed()` builds fresh objects every call, so a reset
// never shares anything with a previous run.
import type { SiteData } from './types.ts';
import { seedMenus, seedPages } from './seed-pages.ts';
import { seedEntryModules, seedSetup } from './seed-entries.ts';
import { seedPhotos } from './seed-photos.ts';
import { seedGlobalBlocks, seedMailForms } from './seed-design.ts';
import { seedTemplateTree, seedTemplates } from './seed-templates.ts';
import {
  seedComments,
  seedForum,
  seedGroups,
  seedGuestBook,
  seedMinichat,
  seedPlans,
  seedPolls,
  seedRanks,
  seedSmiles,
  seedSubscriptions,
  seedUsers,
} from './seed-community.ts';
import { seedShop } from './seed-shop.ts';

export const SITE_ID = '1234567';

export function seed(): SiteData {
  const forum = seedForum();
  return {
    // mf: cluster 4 and the site's name, as `window.uCoz.mf` carries it (platform-notes §6).
    site: { id: SITE_ID, mf: '4inplacedemo', name: 'Северный ветер', language: 'ru', owner_user_id: 1 },
    pages: seedPages(),
    entryModules: seedEntryModules(),
    photo: seedPhotos(),
    setup: seedSetup(),
    menus: seedMenus(),
    mailForms: seedMailForms(),
    templateTree: seedTemplateTree(),
    templates: seedTemplates(),
    gblocks: seedGlobalBlocks(),
    users: seedUsers(),
    groups: seedGroups(),
    ranks: seedRanks(),
    comments: seedComments(),
    polls: seedPolls(),
    gb: seedGuestBook(),
    mchat: seedMinichat(),
    smiles: seedSmiles(),
    forumSections: forum.sections,
    forums: forum.forums,
    topics: forum.topics,
    forumMessages: forum.messages,
    plans: seedPlans(),
    subscriptions: seedSubscriptions(),
    shop: seedShop(),
    uploads: {},
  };
}
