// Sizes of what each entrypoint of the Chrome build loads: the HTML page, its scripts with every
// chunk they import statically, and its style sheets; raw and gzipped (level 9).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntrypointSize {
  name: string;
  files: string[];
  raw: number;
  gzip: number;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`); dynamic imports load later. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

/** Chunks a module loads later (`import("./x.js")`). */
function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1]!))];
}

/** What the files load later, beyond themselves: the side panel's visual editor engine, say. */
function loadedLater(build: string, files: string[]): string[] {
  const later = files.filter((file) => file.endsWith('.js')).flatMap((file) =>
    dynamicImports(readFileSync(join(build, file), 'utf8')).map((target) => (target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(file), target))),
  );
  return closure(build, later).filter((file) => !files.includes(file));
}

function closure(build: string, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const path = join(build, file);
    if (!existsSync(path)) throw new Error(`${file} is referenced but missing from ${build}: rebuild with npm run build`);
    seen.add(file);
    if (file.endsWith('.js')) {
      for (const target of staticImports(readFileSync(path, 'utf8'))) {
        queue.push(target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(file), target));
      }
    }
  }
  return [...seen];
}

function htmlEntrypoint(build: string, html: string): string[] {
  const text = readFileSync(join(build, html), 'utf8');
  const refs = [...text.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, ''));
  return closure(build, [html, ...refs]);
}

function sizeOf(build: string, name: string, files: string[]): EntrypointSize {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(build, file));
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { name, files, raw, gzip };
}

export function entrypointSizes(build: string): EntrypointSize[] {
  const manifest = JSON.parse(readFileSync(join(build, 'manifest.json'), 'utf8')) as {
    background?: { service_worker?: string };
    side_panel?: { default_path?: string };
    options_ui?: { page?: string };
  };
  const background = manifest.background?.service_worker;
  const panel = manifest.side_panel?.default_path;
  const options = manifest.options_ui?.page;
  if (!background || !panel || !options) throw new Error(`${build}/manifest.json lacks the background, side panel or options page`);
  return [
    sizeOf(build, 'background', closure(build, [background])),
    sizeOf(build, 'content script', closure(build, ['content-scripts/content.js'])),
    // The live preview and Point to edit: put into a tab only once a panel shows something there.
    sizeOf(build, 'editing script', closure(build, ['editing.js'])),
    sizeOf(build, 'side panel', htmlEntrypoint(build, panel)),
    sizeOf(build, 'side panel, loaded when a visual editor opens', loadedLater(build, htmlEntrypoint(build, panel))),
    sizeOf(build, 'options', htmlEntrypoint(build, options)),
  ];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** One hash over every file of the build, to notice a rebuild during a run. */
export function buildFingerprint(build: string): string {
  const hash = createHash('sha256');
  for (const path of listFiles(build).sort()) {
    hash.update(relative(build, path));
    hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

export function checkBuild(build: string): void {
  const needed = ['manifest.json', 'background.js', 'content-scripts/content.js', 'editing.js', 'sidepanel.html', 'options.html'];
  const missing = needed.filter((file) => !existsSync(join(build, file)));
  if (missing.length) throw new Error(`the Chrome build in ${build} is missing ${missing.join(', ')}: run npm run build first`);
}
