import { startEditing } from '@/src/content/editing-start';

// The live preview and Point to edit, put into a site's tab by the background the first time a
// panel shows something there (src/background/editing-script.ts); it runs beside the content
// script, in its world.
export default defineUnlistedScript(() => startEditing());
