import { useEffect, useState } from 'react';
import type { AudioService, AudioState } from '@core/services/audio';

/** The audio service's playing id and is-playing flag (spec 01 §4), as React state. */
export function useAudioState(audio: AudioService): AudioState {
  const [state, setState] = useState<AudioState>(() => audio.state());
  useEffect(() => audio.subscribe(setState), [audio]);
  return state;
}
