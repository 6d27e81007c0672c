import { startPointMode } from '@/src/content/point-start';

// Point to edit, put into a site's tab by the background while a panel is open for it
// (src/background/point-script.ts); it runs beside the content script, in its world.
export default defineUnlistedScript(() => startPointMode());
