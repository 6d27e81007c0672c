import { startContentScript } from '@/src/content/start';

// Registered at run time by the background, only for the origins the owner added.
export default defineContentScript({
  registration: 'runtime',
  // Another copy learns of this one from a DOM event; no message into the page's own scripts.
  noScriptStartedPostMessage: true,
  main(ctx) {
    return startContentScript(ctx.signal);
  },
});
