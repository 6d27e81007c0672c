// /gblocks: global blocks, placed in templates as $GLOBAL_<ID>$ and rendered between
// <!--U1<ID>1Z--> comments. POST creates or replaces a block (id, pda = its HTML); the same
// records are templates `1/<ID>` of /templates.
// guess: the answers ({id, pda, placeholder}, {id, deleted}) are not shown publicly.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { text } from '../core/params.ts';
import { findBlock } from './templates.ts';
import { route, type Route } from './router.ts';

export const gblocksRoutes: Route[] = [
  route('POST', '/gblocks', ({ state, input }) => {
    const id = (text(input, 'id', { required: true }) as string).toUpperCase();
    if (!/^[A-Z0-9]{1,20}$/.test(id)) throw invalid(NUM.GBLOCK_BAD_ID, 'Parameter "id" must be 1-20 latin letters or digits');
    const pda = text(input, 'pda') ?? '';
    const existing = findBlock(state, id);
    if (existing) existing.pda = pda;
    else state.data.gblocks.push({ id, pda });
    return { id, pda, placeholder: `$GLOBAL_${id}$` };
  }),
  route('DELETE', '/gblocks/:id{[A-Za-z0-9]+}', (req) => {
    const id = (req.params.id ?? '').toUpperCase();
    const block = findBlock(req.state, id);
    if (!block) throw notFound(`Global block ${id}`);
    req.state.data.gblocks = req.state.data.gblocks.filter((item) => item !== block);
    return { id, deleted: true };
  }),
];
