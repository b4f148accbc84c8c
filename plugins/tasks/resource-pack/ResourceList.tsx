/**
 * The resources of a pack by type (issue 14): a picture (tap for full screen), a sound (through the
 * app's audio service, one at a time; a plain player where there is none, as in a preview), a video
 * (inline, playsinline for iOS webviews), a text, a document link. A type the app does not know shows
 * a line saying so.
 */
import { useState } from 'react';
import type { TaskAudio } from '@core/registry/task-plugin';
import { ResourceType, type Resource } from './definition';
import { ImageViewer } from './ImageViewer';
import { ResourcePackText } from './strings';
import './resource-pack.css';

/** A name for an address: the resource's own, else its file name. */
export function resourceName(resource: Resource): string {
  if (resource.name) return resource.name;
  const path = resource.content.split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || resource.content;
  } catch {
    return resource.content;
  }
}

export function ResourceList({ resources, audio }: { resources: readonly Resource[]; audio?: TaskAudio }) {
  const [fullScreen, setFullScreen] = useState<number | undefined>(undefined);
  // Pictures are numbered among pictures only ('第 2 张图片'), counted before rendering.
  const pictureNumbers = resources.map((_, index) => resources.slice(0, index + 1).filter((r) => r.type === ResourceType.IMAGE).length);
  return (
    <ul className="resources" aria-label={ResourcePackText.resources(resources.length)}>
      {resources.map((resource, index) => {
        const id = `resource-${index}`;
        switch (resource.type) {
          case ResourceType.IMAGE: {
            const label = ResourcePackText.viewPicture(pictureNumbers[index]!);
            return (
              <li key={index}>
                <button type="button" className="resources__picture-button" aria-label={label} onClick={() => setFullScreen(index)}>
                  <img className="resources__picture" src={resource.content} alt={resource.name ?? ''} loading="lazy" />
                </button>
                {fullScreen === index && <ImageViewer src={resource.content} alt={resource.name ?? ''} onClose={() => setFullScreen(undefined)} />}
              </li>
            );
          }
          case ResourceType.AUDIO: {
            const playing = audio?.playingId === id;
            return (
              <li key={index} className="resources__audio">
                <span className="resources__name">{resourceName(resource)}</span>
                {audio ? (
                  <button type="button" className="button button--ghost" aria-pressed={playing} onClick={() => (playing ? audio.stop() : audio.play(id, resource.content))}>
                    {playing ? ResourcePackText.stop : ResourcePackText.play}
                  </button>
                ) : (
                  <audio controls preload="none" src={resource.content} aria-label={resourceName(resource)} />
                )}
              </li>
            );
          }
          case ResourceType.VIDEO:
            return (
              <li key={index}>
                {/* webkit-playsinline: older iOS webviews play full screen without it. */}
                <video className="resources__video" src={resource.content} controls playsInline preload="metadata" aria-label={resource.name ?? ResourcePackText.video} {...{ 'webkit-playsinline': 'true' }} />
              </li>
            );
          case ResourceType.TEXT:
            return (
              <li key={index}>
                <p className="resources__text" lang="en">{resource.content}</p>
              </li>
            );
          case ResourceType.DOCUMENT:
            return (
              <li key={index}>
                <a className="resources__document" href={resource.content} target="_blank" rel="noopener noreferrer">
                  {ResourcePackText.document}：{resourceName(resource)}
                </a>
              </li>
            );
          default:
            return (
              <li key={index} className="resources__unknown" role="note">
                {ResourcePackText.unknown(resource.type)}
              </li>
            );
        }
      })}
    </ul>
  );
}
