// The import graph of src/ and entrypoints/, read by dependency-cruiser as the bundler resolves
// it: with type-only imports (what the type checker sees) or without (what a build carries).
import { resolve } from 'node:path';
import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser';

const ROOT = resolve(__dirname, '../..');

export async function importGraph(typeImports: boolean): Promise<IModule[]> {
  const result = await cruise(['src', 'entrypoints'], { baseDir: ROOT, doNotFollow: { path: 'node_modules' }, tsPreCompilationDeps: typeImports }, { alias: { '@': ROOT } });
  return (result.output as ICruiseResult).modules;
}

/** Every source file `entry` pulls in, and the packages those import. */
export function reachedFrom(modules: IModule[], entry: string): { files: string[]; packages: string[] } {
  const bySource = new Map(modules.map((module) => [module.source, module]));
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dependency of bySource.get(file)?.dependencies ?? []) {
      const isPackage = dependency.couldNotResolve || dependency.resolved.startsWith('node_modules/');
      if (isPackage) packages.add(dependency.module);
      else visit(dependency.resolved);
    }
  };
  visit(entry);
  return { files: [...files].sort(), packages: [...packages].sort() };
}
