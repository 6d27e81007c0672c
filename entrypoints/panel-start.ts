import { startEarly } from '@/src/ui/sidepanel/early-start';

// The side panel's first script, classic rather than a module so that it runs as soon as the
// page's parser reaches it (entrypoints/sidepanel/index.html).
export default defineUnlistedScript(() => startEarly(location.search));
