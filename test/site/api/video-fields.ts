// The video module's own keys, beside the catalogue entry's (guess: no public source shows a
// video record or its request fields, platform-notes §7): where it is watched (`video_url`), its
// channel (`channel`, one of GET /video/channel's) and its length (`duration`).
import { invalid } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, text, type Input } from '../core/params.ts';
import { route, type Route } from './router.ts';

/** guess: the channel list's shape, a bare list of {id, name, url}. */
export const VIDEO_CHANNELS = [
  { id: 1, name: 'Студия «Северный ветер»', url: '/video/ch/1' },
  { id: 2, name: 'Клуб выпускников', url: '/video/ch/2' },
];

/**
 * A video is made from the address where it is watched (guess: `video_url`, required, http or
 * https); a channel sent is one of the channels (0: none).
 */
export function checkVideoInput(input: Input, creating: boolean): void {
  const address = text(input, 'video_url', { required: creating, max: 2000 });
  if (address !== undefined && !/^https?:\/\/\S+$/.test(address)) throw invalid(NUM.BAD_TYPE, 'Parameter "video_url" must be the address of a video page (http or https)');
  const channel = int(input, 'channel', { min: 0 });
  if (channel && !VIDEO_CHANNELS.some((item) => item.id === channel)) throw invalid(NUM.BAD_TYPE, `Channel ${channel} does not exist`);
}

export const videoChannelRoutes: Route[] = [route('GET', '/video/channel', () => VIDEO_CHANNELS)];
