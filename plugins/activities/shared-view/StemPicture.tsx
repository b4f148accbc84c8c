import { useEffect, useRef, useState } from 'react';
import { ViewText } from './strings';
import './shared-view.css';

/** The stem picture; a tap opens it full screen (spec 01 §2), a tap anywhere or Escape closes it. */
export function StemPicture({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  return (
    <>
      <button ref={triggerRef} type="button" className="stem-picture" aria-label={ViewText.openPicture} onClick={() => setOpen(true)}>
        <img className="stem-picture__image" src={url} alt={ViewText.stemPicture} />
      </button>
      {open && <PictureViewer url={url} onClose={close} />}
    </>
  );
}

function PictureViewer({ url, onClose }: { url: string; onClose(): void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div
      className="picture-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={ViewText.pictureViewer}
      onClick={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <img className="picture-viewer__image" src={url} alt={ViewText.stemPicture} />
      <button
        ref={closeRef}
        type="button"
        className="picture-viewer__close"
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
      >
        {ViewText.close}
      </button>
    </div>
  );
}
