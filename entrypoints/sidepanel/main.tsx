// The side panel page. Its classic first script (panel-start.js) already asked what the tab shows
// and started the read of it; the interface, a much larger script, takes the answers.
import { render } from 'preact';
import '@/assets/styles/pages.css';
import { takeEarlyStart } from '@/src/ui/sidepanel/early-start';

const start = takeEarlyStart(location.search);
void import('@/src/ui/sidepanel/SidePanelApp').then(({ SidePanelApp }) => {
  render(<SidePanelApp start={start} />, document.getElementById('app')!);
});
