import { startContentScript } from '@/src/content/start';

// Registered at run time, only for the origins the owner added (see src/vault/site-access.ts).
export default defineContentScript({
  registration: 'runtime',
  main(ctx) {
    return startContentScript(ctx.signal);
  },
});
