import { render } from 'preact';
import '@/assets/styles/pages.css';
import { SidePanelApp } from '@/src/ui/sidepanel/SidePanelApp';

render(<SidePanelApp />, document.getElementById('app')!);
