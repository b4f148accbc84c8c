/**
 * The parts of normalisation every activity type shares: skin, instruction, explanation, translation
 * and the resource list. A plugin's parse() validates its own variant, then calls normaliseBase().
 */
import { DEFAULT_AUDIO_DURATION_MS, DEFAULT_SKIN, type NormalisedActivityBase, type Stem } from '../domain';
import { indexAssets, type AssetIndex } from './assets';
import { ParseError } from './parse-error';
import { parseWithSchema, servedActivityBaseSchema, type ServedActivityBase, z } from './schema';

/** Path of a comprehension variant, for error messages: ['content', 'comprehension', key]. */
export const variantPath = (key: string) => ['content', 'comprehension', key] as const;

export interface ValidatedActivity<V> {
  base: ServedActivityBase;
  variant: V;
  assets: AssetIndex;
}

/**
 * Validates the common fields and the comprehension variant under `variantKey`. A missing variant is a
 * ParseError at its path, like any other missing field.
 */
export function validateActivity<S extends z.ZodMiniType>(served: unknown, variantKey: string, variantSchema: S): ValidatedActivity<z.output<S>> {
  const base = parseWithSchema(servedActivityBaseSchema, served);
  const rawVariant = (base.content.comprehension as Record<string, unknown>)[variantKey];
  const variant = parseWithSchema(variantSchema, rawVariant, variantPath(variantKey));
  return { base, variant, assets: indexAssets(base.content.assets) };
}

/**
 * Builds the shared fields of the normalised activity. `stem` comes from the plugin; the resource list
 * gathers every audio and picture address the activity uses (for preloading), without repeats.
 */
export function normaliseBase<T extends number>(
  type: T,
  { base, assets }: ValidatedActivity<unknown>,
  stem: Stem,
  extraMedia: { audios?: (string | undefined)[]; pictures?: (string | undefined)[] } = {},
): NormalisedActivityBase<T> {
  // A parser handed another type's activity (the registry never does; a direct call might) refuses it
  // rather than relabel it as its own.
  if (base.type !== type) throw new ParseError('$.type', `expected ${type}, got ${base.type}`);
  const { comprehension } = base.content;
  const trAudio = assets.audio(comprehension.trAudioId, ['content', 'comprehension', 'trAudioId']);
  const explanationAudio = base.metadata.rejoinderAudioUrl || undefined;
  const audios = [stem.audioUrl, trAudio?.url, explanationAudio, ...(extraMedia.audios ?? [])];
  const pictures = [stem.pictureUrl, ...(extraMedia.pictures ?? [])];
  return {
    id: base.id,
    type,
    skin: base.metadata.skin || DEFAULT_SKIN,
    ...(base.metadata.instruction ? { instruction: base.metadata.instruction } : {}),
    stem,
    explanation: {
      ...(explanationAudio ? { audioUrl: explanationAudio } : {}),
      texts: base.metadata.rejoinders?.[0]?.items ?? [],
      ...(base.metadata.instruction ? { instruction: base.metadata.instruction } : {}),
    },
    resList: { audios: unique(audios), pictures: unique(pictures) },
    tr: {
      ...(trAudio ? { audioUrl: trAudio.url } : {}),
      ...(comprehension.trText !== undefined ? { text: comprehension.trText } : {}),
    },
    episodeWithChild: false,
  };
}

/** The audio duration of the translation, when the activity has translation audio. */
export function translationAudioDuration({ base, assets }: ValidatedActivity<unknown>): number | undefined {
  return assets.audio(base.content.comprehension.trAudioId, ['content', 'comprehension', 'trAudioId'])?.duration;
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/**
 * The stem's picture and audio from the variant's `pictureId` and `audioId` (a dangling id is a
 * ParseError at that field), with the audio's duration or the 1000 ms default.
 */
export function stemMedia(
  { assets }: ValidatedActivity<unknown>,
  variant: { audioId?: string | undefined; pictureId?: string | undefined },
  variantKey: string,
): Pick<Stem, 'pictureUrl' | 'audioUrl' | 'duration'> {
  const path = variantPath(variantKey);
  const audio = assets.audio(variant.audioId, [...path, 'audioId']);
  const pictureUrl = assets.picture(variant.pictureId, [...path, 'pictureId']);
  return {
    ...(pictureUrl ? { pictureUrl } : {}),
    ...(audio ? { audioUrl: audio.url } : {}),
    duration: audio?.duration ?? DEFAULT_AUDIO_DURATION_MS,
  };
}
