import { startContentScript } from '@/src/content/start';

// Registered at run time by the background, only for the origins the owner added.
export default defineContentScript({
  registration: 'runtime',
  main(ctx) {
    return startContentScript(ctx.signal);
  },
});
