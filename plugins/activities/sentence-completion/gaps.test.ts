import { expect, it } from 'vitest';
import { gappedPieces } from './gaps';

it.each([
  ['We go to the ____ on ____.', [{ text: 'We go to the ', gap: false }, { text: '', gap: true }, { text: ' on ', gap: false }, { text: '', gap: true }, { text: '.', gap: false }]],
  ['____ to meet you.', [{ text: '', gap: true }, { text: ' to meet you.', gap: false }]],
  ['It is sunny today.', [{ text: 'It is sunny today.', gap: false }]],
  ['a_b', [{ text: 'a_b', gap: false }]],
])('%j', (text, pieces) => {
  expect(gappedPieces(text)).toEqual(pieces);
});
