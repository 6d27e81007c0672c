// The side panel page. Its first lines ask what the tab shows and start the read of it; the
// interface, a much larger script, is read meanwhile and takes the answers.
import { render } from 'preact';
import '@/assets/styles/pages.css';
import { startPanel } from '@/src/ui/sidepanel/panel-start';

const start = startPanel(location.search);
void import('@/src/ui/sidepanel/SidePanelApp').then(({ SidePanelApp }) => {
  render(<SidePanelApp start={start} />, document.getElementById('app')!);
});
