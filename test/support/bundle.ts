// A module bundled in one piece as the build would (rolldown, as Vite's), for tests that hold a
// part of the extension to what it carries: the modules in it, and its code.
import { rolldown } from 'rolldown';

export interface Bundled {
  /** The files in the bundle, relative to the project. */
  modules: string[];
  code: string;
}

/** `input` read as the build reads the extension's modules. */
const bundling = (input: string) => rolldown({
  input,
  cwd: process.cwd(),
  platform: 'browser',
  logLevel: 'silent',
  transform: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // Stylesheets are the build's to place; they carry no code.
  external: [/\.css$/],
});

/** A project file's path as the tests name it. */
const projectPath = (file: string) => file.replace(`${process.cwd()}/`, '');

export async function bundleOf(input: string, options: { minify?: boolean } = {}): Promise<Bundled> {
  const bundle = await bundling(input);
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: options.minify ?? false, comments: false, codeSplitting: false });
    const [chunk] = output;
    return { modules: Object.keys(chunk.modules).map(projectPath), code: chunk.code };
  } finally {
    await bundle.close();
  }
}

/**
 * The files a module loads at once when bundled with its dynamic imports split off, as the build
 * does: its own chunk and the chunks that chunk imports statically; what loads later is left out.
 */
export async function startupModulesOf(input: string): Promise<string[]> {
  const bundle = await bundling(input);
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: false, comments: false });
    const chunks = new Map(output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    const loaded = new Set<string>();
    const visit = (fileName: string) => {
      if (loaded.has(fileName)) return;
      loaded.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(entry.fileName);
    return [...loaded].flatMap((fileName) => Object.keys(chunks.get(fileName)!.modules)).map(projectPath);
  } finally {
    await bundle.close();
  }
}
