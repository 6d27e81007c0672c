// A module bundled in one piece as the build would (rolldown, as Vite's), for tests that hold a
// part of the extension to what it carries: the modules in it, and its code.
import { rolldown } from 'rolldown';

export interface Bundled {
  /** The files in the bundle, relative to the project. */
  modules: string[];
  code: string;
}

export async function bundleOf(input: string, options: { minify?: boolean } = {}): Promise<Bundled> {
  const bundle = await rolldown({
    input,
    cwd: process.cwd(),
    platform: 'browser',
    logLevel: 'silent',
    transform: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    // Stylesheets are the build's to place; they carry no code.
    external: [/\.css$/],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: options.minify ?? false, comments: false, codeSplitting: false });
    const [chunk] = output;
    return { modules: Object.keys(chunk.modules).map((file) => file.replace(`${process.cwd()}/`, '')), code: chunk.code };
  } finally {
    await bundle.close();
  }
}
