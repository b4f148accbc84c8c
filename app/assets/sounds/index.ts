/**
 * The player's eight sound effects (made by scripts/make-sound-effects.ts). `?no-inline` keeps each a
 * file of its own: inlined as data URLs they would land in the first-load JavaScript.
 */
import type { SoundEffect } from '@core/services';
import oneStar from './oneStar.mp3?no-inline';
import recordEnd from './recordEnd.mp3?no-inline';
import recordStart from './recordStart.mp3?no-inline';
import right from './right.mp3?no-inline';
import threeStars from './threeStars.mp3?no-inline';
import tryAgain from './tryAgain.mp3?no-inline';
import twoStars from './twoStars.mp3?no-inline';
import wrong from './wrong.mp3?no-inline';

export const SOUND_EFFECT_URLS: Readonly<Record<SoundEffect, string>> = { wrong, right, tryAgain, oneStar, twoStars, threeStars, recordStart, recordEnd };
