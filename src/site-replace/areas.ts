// Every area Find and replace looks in, in the order the owner reads them: pages, each module's
// entries, then the design (menus, global blocks, the site's CSS, templates).
import type { Area, AreaName } from './area';
import { DESIGN_AREAS } from './design-areas';
import { RECORD_AREAS } from './record-areas';

export type { Area, AreaName } from './area';
export { fieldValue, textOf } from './area';

export const AREAS: readonly Area[] = [...RECORD_AREAS, ...DESIGN_AREAS];

export function areaNamed(name: AreaName): Area {
  return AREAS.find((area) => area.name === name)!;
}
