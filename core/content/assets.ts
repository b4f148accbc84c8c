/** Resource-id lookups: every `...Id` in a comprehension must name an asset, or parsing fails. */
import { ParseError, jsonPath } from './parse-error';
import { DEFAULT_AUDIO_DURATION_MS } from '../domain';
import type { ServedActivityBase } from './schema';

export interface AssetIndex {
  /** The audio's address and duration (ms, the default when the asset does not say). */
  audio(id: string | undefined, path: readonly PropertyKey[]): { url: string; duration: number } | undefined;
  picture(id: string | undefined, path: readonly PropertyKey[]): string | undefined;
  video(id: string | undefined, path: readonly PropertyKey[]): string | undefined;
}

export function indexAssets(assets: ServedActivityBase['content']['assets']): AssetIndex {
  const audios = new Map((assets.audios ?? []).map((a) => [a.resourceId, a]));
  const pictures = new Map((assets.pictures ?? []).map((p) => [p.resourceId, p.url]));
  const videos = new Map((assets.videos ?? []).map((v) => [v.resourceId, v.url]));

  return {
    audio(id, path) {
      const asset = lookupAsset('audio', audios, id, path);
      return asset && { url: asset.url, duration: asset.duration ?? DEFAULT_AUDIO_DURATION_MS };
    },
    picture: (id, path) => lookupAsset('picture', pictures, id, path),
    video: (id, path) => lookupAsset('video', videos, id, path),
  };
}

function lookupAsset<V>(kind: string, table: Map<string, V>, id: string | undefined, path: readonly PropertyKey[]): V | undefined {
  if (id === undefined || id === '') return undefined;
  const found = table.get(id);
  if (found === undefined) {
    throw new ParseError(jsonPath(path), `dangling resource id "${id}": no such ${kind} in content.assets`);
  }
  return found;
}
