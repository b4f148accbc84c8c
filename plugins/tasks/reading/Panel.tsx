/**
 * The reading task's teacher panel (issue 17): every student's data report as a thumbnail, newest
 * results as the live view brings them (every 2 s), each opening full size on a tap. On the projector
 * the names are left out. Reports are stored uploads, fetched with the teacher's token (the host's storedFileRef).
 */
import { useEffect, useState } from 'react';
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { storedFileRef } from '@core/registry/task-service-refs';
import { useOptionalTaskService } from '@core/registry/task-services';
import type { ReadingResult, ReadingTask } from './definition';
import { ReadingPanelText } from './strings';
import './reading.css';

export default function ReadingPanel({ task, results, projector = false }: TaskPanelProps<ReadingTask, ReadingResult>) {
  const loadImage = useOptionalTaskService(storedFileRef);
  const [open, setOpen] = useState<{ name: string; url: string } | undefined>(undefined);
  return (
    <section className="reading-panel" aria-label={ReadingPanelText.reports}>
      {task.title && <h2 className="reading-panel__title" lang="en">{task.title}</h2>}
      <p className="muted">{ReadingPanelText.count(results.length)}</p>
      <ul className="reading-panel__grid">
        {results.map(({ studentId, name, result }, index) => {
          const { imgUrl, durationSec } = result.interactiveTaskResult.readingTaskResult;
          const label = projector ? ReadingPanelText.anonymous(index + 1) : name;
          return (
            <li key={studentId ?? name}>
              <button type="button" className="reading-panel__report" onClick={() => setOpen({ name: label, url: imgUrl })}>
                <StoredImage url={imgUrl} loadImage={loadImage} alt="" className="reading-panel__thumb" />
                <span className="visually-hidden">{ReadingPanelText.open}</span>
                <span className="reading-panel__name">{label}</span>
                <span className="reading-panel__time">{ReadingPanelText.minutes(durationSec)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <div className="reading__backdrop" onClick={() => setOpen(undefined)}>
          <figure className="reading-panel__full" role="dialog" aria-label={ReadingPanelText.report(open.name)}>
            <StoredImage url={open.url} loadImage={loadImage} alt={ReadingPanelText.report(open.name)} className="reading-panel__full-image" />
            <figcaption>{open.name}</figcaption>
            <button type="button" className="button button--block" onClick={() => setOpen(undefined)}>{ReadingPanelText.close}</button>
          </figure>
        </div>
      )}
    </section>
  );
}

/** A stored upload shown once fetched with the viewer's token (a plain address without a loader). */
function StoredImage({ url, loadImage, alt, className }: { url: string; loadImage: ((url: string) => Promise<string>) | undefined; alt: string; className: string }) {
  const [shown, setShown] = useState<{ url: string; address: string } | undefined>(undefined);
  useEffect(() => {
    if (!loadImage) return;
    let live = true;
    loadImage(url).then((address) => live && setShown({ url, address }), () => undefined);
    return () => {
      live = false;
    };
  }, [url, loadImage]);
  const address = loadImage ? (shown?.url === url ? shown.address : undefined) : url;
  return address ? <img src={address} alt={alt} className={className} /> : <span className={`${className} reading-panel__loading`} role="img" aria-label={alt || ReadingPanelText.loading} />;
}
