/**
 * Small builders for served activities (docs/CONTENT-FORMAT.md), so the demo unit reads like a lesson
 * plan. Media are named here and made at seed time: `say` lines become synthesised MP3 clips,
 * `emoji` code points become pictures.
 */
import type { ServedActivity, ServedAudioAsset } from '@core/domain';

/** A clip to synthesise: its id (file name) and the English text to speak. */
export interface SpeechClip { id: string; text: string }

export interface MediaNeeds { speech: SpeechClip[]; emoji: string[] }

export const mediaUrl = (file: string) => `/files/media/${file}`;
export const speechUrl = (clipId: string) => mediaUrl(`${clipId}.mp3`);
export const emojiUrl = (codePoint: string) => mediaUrl(`emoji-${codePoint}.svg`);

/** Whether a spoken line says a word (a whole word, any case). */
const saysWord = (line: string | undefined, word: string) => line !== undefined && new RegExp(`\\b${word.replace(/[^a-z]/gi, '')}\\b`, 'i').test(line);

interface Common {
  id: string;
  instruction?: string;
  skin?: string;
  explain?: string[];
  /** Spoken explanation, synthesised like any clip. */
  explainSay?: string;
  trText?: string;
}

export class UnitBuilder {
  readonly media: MediaNeeds = { speech: [], emoji: [] };

  private audio(clipId: string, text: string): ServedAudioAsset {
    this.media.speech.push({ id: clipId, text });
    return { resourceId: clipId, url: speechUrl(clipId) };
  }

  private picture(codePoint: string) {
    if (!this.media.emoji.includes(codePoint)) this.media.emoji.push(codePoint);
    return { resourceId: `emoji-${codePoint}`, url: emojiUrl(codePoint) };
  }

  private metadata(common: Common): ServedActivity['metadata'] {
    const explainAudio = common.explainSay ? this.audio(`${common.id}-why`, common.explainSay) : undefined;
    return {
      ...(common.skin ? { skin: common.skin } : {}),
      ...(common.instruction ? { instruction: common.instruction } : {}),
      ...(explainAudio ? { rejoinderAudioUrl: explainAudio.url } : {}),
      ...(common.explain ? { rejoinders: [{ items: common.explain }] } : {}),
    };
  }

  multiChoiceText(common: Common & { stem: string; say?: string; emoji?: string; choices: [string, boolean][] }): ServedActivity {
    const audio = common.say ? this.audio(common.id, common.say) : undefined;
    const picture = common.emoji ? this.picture(common.emoji) : undefined;
    return {
      id: common.id,
      type: 68,
      content: {
        assets: { audios: audio ? [audio] : [], pictures: picture ? [picture] : [] },
        comprehension: {
          ...(common.trText ? { trText: common.trText } : {}),
          multiChoiceText: {
            text: common.stem,
            ...(audio ? { audioId: audio.resourceId } : {}),
            ...(picture ? { pictureId: picture.resourceId } : {}),
            choice: Object.fromEntries(common.choices.map(([text, checked], i) => [String.fromCharCode(65 + i), { text, checked }])),
          },
        },
      },
      metadata: this.metadata(common),
    };
  }

  multiChoicePicture(common: Common & { stem: string; say?: string; choices: [string, string, boolean][] }): ServedActivity {
    const audio = common.say ? this.audio(common.id, common.say) : undefined;
    const pictures = common.choices.map(([codePoint]) => this.picture(codePoint));
    // A caption naming the word the audio says would give the answer away (issue 32, item 26): a
    // listen-and-choose item shows its pictures alone (the app then names them 图片A, 图片B ...).
    const captioned = !common.choices.some(([, word]) => saysWord(common.say, word));
    return {
      id: common.id,
      type: 67,
      content: {
        assets: { audios: audio ? [audio] : [], pictures: [...new Map(pictures.map((p) => [p.resourceId, p])).values()] },
        comprehension: {
          multiChoicePicture: {
            text: common.stem,
            ...(audio ? { audioId: audio.resourceId } : {}),
            choice: Object.fromEntries(
              common.choices.map(([codePoint, word, checked], i) => [String.fromCharCode(65 + i), { pictureId: `emoji-${codePoint}`, checked, ...(captioned ? { text: word } : {}) }]),
            ),
          },
        },
      },
      metadata: this.metadata(common),
    };
  }

  oralReading(common: Common & { read: string; emoji?: string }): ServedActivity {
    const audio = this.audio(common.id, common.read);
    const picture = common.emoji ? this.picture(common.emoji) : undefined;
    return {
      id: common.id,
      type: 11,
      content: {
        assets: { audios: [audio], pictures: picture ? [picture] : [] },
        comprehension: {
          ...(common.trText ? { trText: common.trText } : {}),
          oralReading: { spokenText: common.read, audioId: audio.resourceId, ...(picture ? { pictureId: picture.resourceId } : {}) },
        },
      },
      metadata: this.metadata(common),
    };
  }

  /** `parts`: given text as strings, blanks as [answer]. The whole is spoken for the student to spell. */
  spelling(common: Common & { say: string; parts: (string | [string])[]; emoji?: string }): ServedActivity {
    const audio = this.audio(common.id, common.say);
    const picture = common.emoji ? this.picture(common.emoji) : undefined;
    return {
      id: common.id,
      type: 33,
      content: {
        assets: { audios: [audio], pictures: picture ? [picture] : [] },
        comprehension: {
          ...(common.trText ? { trText: common.trText } : {}),
          spelling: {
            audioId: audio.resourceId,
            ...(picture ? { pictureId: picture.resourceId } : {}),
            stems: common.parts.map((part) => (typeof part === 'string' ? { text: part, checked: false } : { text: part[0], checked: true })),
          },
        },
      },
      metadata: this.metadata(common),
    };
  }

  sentenceCompletion(common: Common & { refText: string; gapped: string; hint: string; emoji?: string }): ServedActivity {
    const sentence = this.audio(`${common.id}-tr`, common.refText);
    const picture = common.emoji ? this.picture(common.emoji) : undefined;
    return {
      id: common.id,
      type: 30,
      content: {
        assets: { audios: [sentence], pictures: picture ? [picture] : [] },
        comprehension: {
          trAudioId: sentence.resourceId,
          ...(common.trText ? { trText: common.trText } : {}),
          sentenceCompletion: {
            refText: common.refText,
            text: common.gapped,
            hint: common.hint,
            deliteScorerId: `${common.id}-scorer`,
            ...(picture ? { pictureId: picture.resourceId } : {}),
          },
        },
      },
      metadata: this.metadata(common),
    };
  }
}
