/** The board's themed backgrounds (spec 01 §2): GENERAL is the default for unknown skins. */
export const SKINS = ['GENERAL', 'CLASSROOM', 'PLAYGROUND', 'LIVING_ROOM', 'KITCHEN', 'BEDROOM', 'PARK', 'MALL', 'ZOO', 'SKY', 'STREET'] as const;
export type SkinName = (typeof SKINS)[number];

export function skinClass(skin: string | undefined): string {
  const name = (SKINS as readonly string[]).includes(skin ?? '') ? (skin as SkinName) : 'GENERAL';
  return `board--${name.toLowerCase().replace('_', '-')}`;
}
