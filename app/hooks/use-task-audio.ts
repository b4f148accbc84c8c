import { useEffect, useMemo } from 'react';
import type { TaskAudio } from '@core/registry/task-plugin';
import { AudioToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';
import { useAudioState } from './use-audio-state';
import { useToast } from './use-toast';

/**
 * The app's audio service as a task screen gets it (TaskViewProps.audio): one sound at a time, what plays
 * now, `failedText` toasted when a sound cannot play; leaving the screen stops it.
 */
export function useTaskAudio(failedText: string): TaskAudio {
  const audioService = useService(AudioToken);
  const { isPlaying, playingId } = useAudioState(audioService);
  const toast = useToast();
  useEffect(() => () => audioService.stop(), [audioService]);
  return useMemo(
    () => ({
      play: (id: string, url: string) => void audioService.play(id, url).catch(() => toast(failedText)),
      stop: () => audioService.stop(),
      playingId: isPlaying ? playingId : undefined,
    }),
    [audioService, isPlaying, playingId, toast, failedText],
  );
}
