// The side panel page. Its classic first script (panel-start.js) already asked what the tab shows
// and started the read of it; the interface takes the answers.
import { render } from 'preact';
import '@/assets/styles/pages.css';
import { takeEarlyStart } from '@/src/ui/sidepanel/early-start';
import { SidePanelApp } from '@/src/ui/sidepanel/SidePanelApp';

render(<SidePanelApp start={takeEarlyStart(location.search)} />, document.getElementById('app')!);
