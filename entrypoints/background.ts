import { startBackground } from '@/src/background/start';

export default defineBackground(() => {
  startBackground();
});
