import { render } from 'preact';
import '@/assets/styles/pages.css';
import { OptionsApp } from '@/src/ui/options/OptionsApp';

render(<OptionsApp />, document.getElementById('app')!);
