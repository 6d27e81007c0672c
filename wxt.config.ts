import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { readAheadChunks } from './build/read-ahead-chunks';
import { withoutPolyfill } from './build/without-polyfill';
import { EXTENSION_PAGES_CSP, OPTIONAL_HOST_PERMISSIONS } from './src/security/manifest-policy';

const iconSizes = [16, 32, 48, 96, 128] as const;
const icons = Object.fromEntries(iconSizes.map((size) => [size, `icons/${size}.png`]));

/** Fixed so that Firefox keeps one identity (storage, permissions) across installs and tests. */
export const GECKO_ID = 'inplace@inplace-editor.org';

export default defineConfig({
  manifestVersion: 3,
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact(), readAheadChunks('sidepanel/index.html', 'src/ui/rich-text/visual-engine.ts')] }),
  // The sources zip is what Firefox's add-on review builds from: what the build needs, no more.
  zip: { excludeSources: ['docs/**', 'test/**', 'bench/**', 'scripts/**', '.ci/**', 'vitest.config.ts'] },
  hooks: {
    'vite:build:extendConfig': withoutPolyfill,
    // Firefox's sidebar takes its title from the panel page's <title>: the localized name instead.
    'build:manifestGenerated': (_wxt, manifest) => {
      if (manifest.sidebar_action) manifest.sidebar_action.default_title = '__MSG_ext_name__';
    },
    // The icons live in assets/ beside their SVG source; copy the rendered sizes into the build.
    'build:publicAssets': (_wxt, files) => {
      for (const size of iconSizes) {
        files.push({ absoluteSrc: resolve('assets/icons', `${size}.png`), relativeDest: `icons/${size}.png` });
      }
    },
  },
  // Every word of the manifest comes from public/_locales/<lang>/messages.json, in the browser's language.
  manifest: ({ browser }) => ({
    default_locale: 'en',
    name: '__MSG_ext_name__',
    description: '__MSG_ext_description__',
    icons,
    action: { default_title: '__MSG_ext_name__', default_icon: icons },
    // activeTab: a click on the toolbar button lends Inplace that one tab, to offer adding its site.
    permissions: ['storage', 'scripting', 'activeTab'],
    // One shortcut opens the panel: Chrome runs the toolbar action (which opens the side panel),
    // Firefox toggles its sidebar; another turns Point to edit on.
    commands: {
      [browser === 'firefox' ? '_execute_sidebar_action' : '_execute_action']: {
        suggested_key: { default: 'Alt+Shift+E' },
        description: '__MSG_command_open_panel__',
      },
      // Point to edit (src/background/point-shortcut.ts): then Tab through the page's parts, Enter opens one.
      'point-to-edit': {
        suggested_key: { default: 'Alt+Shift+P' },
        description: '__MSG_command_point__',
      },
    },
    optional_host_permissions: OPTIONAL_HOST_PERMISSIONS,
    content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: GECKO_ID,
          strict_min_version: '142.0',
          data_collection_permissions: { required: ['none'] },
        },
      },
    }),
  }),
});
