// The video module's own shapes in the variants mode (variants.ts), before the shared variations.
// No public source shows a video record (platform-notes §7): its guessed channel also comes as the
// object older entries gave their category in (platform-notes §1), its value kept.
import { VIDEO_CHANNELS } from './video-fields.ts';
import { isObject, type Random } from './seeded-mode.ts';

/** `channel` as `{id, name}` instead of the channel's id. */
export const CHANNEL_OBJECT = 0.5;

/** A video answer (one record, a list, a write's answer) with its channels in either shape. */
export function varyVideoAnswer(payload: unknown, random: Random): unknown {
  if (!isObject(payload)) return payload;
  if ('id' in payload) return varyVideo(payload, random);
  if (Array.isArray(payload.videos)) return { ...payload, videos: payload.videos.map((video: unknown) => (isObject(video) ? varyVideo(video, random) : video)) };
  return payload;
}

function varyVideo(video: Record<string, unknown>, random: Random): Record<string, unknown> {
  const channel = VIDEO_CHANNELS.find((item) => item.id === video.channel);
  if (!channel || random() >= CHANNEL_OBJECT) return video;
  return { ...video, channel: { id: channel.id, name: channel.name } };
}
