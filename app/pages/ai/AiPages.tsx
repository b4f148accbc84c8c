/**
 * /ai-stt-generate (AI speaking) and /ai-write-evaluate (AI writing): open routes whose content the
 * spec does not show. This version says plainly that the feature is not available yet, never a blank page,
 * and offers the way back to where the student came from (a homework's items, usually) beside home.
 */
import { Link } from 'react-router-dom';
import { useGoBack } from '../../hooks/use-go-back';
import { PageHeader } from '../../shell/PageHeader';
import { AiText } from './strings';
import './ai.css';

export function AiSpeechPage() {
  return <NotAvailablePage title={AiText.speechTitle} body={AiText.speechBody} detail={AiText.speechDetail} picture="speech" />;
}

export function AiWritingPage() {
  return <NotAvailablePage title={AiText.writingTitle} body={AiText.writingBody} detail={AiText.writingDetail} picture="writing" />;
}

function NotAvailablePage({ title, body, detail, picture }: { title: string; body: string; detail: string; picture: 'speech' | 'writing' }) {
  const goBack = useGoBack();
  return (
    <main className="page">
      <PageHeader title={title} />
      <section className="ai-unavailable" aria-labelledby="ai-unavailable-title">
        <FeaturePicture kind={picture} />
        <h2 id="ai-unavailable-title" className="ai-unavailable__title">
          {AiText.notAvailable}
        </h2>
        <p className="ai-unavailable__body">{body}</p>
        <p className="ai-unavailable__detail muted">{detail}</p>
        <div className="ai-unavailable__actions">
          <button type="button" className="button button--primary" onClick={() => goBack('/')}>
            {AiText.back}
          </button>
          <Link className="button button--ghost" to="/">
            {AiText.backHome}
          </Link>
        </div>
      </section>
    </main>
  );
}

function FeaturePicture({ kind }: { kind: 'speech' | 'writing' }) {
  return (
    <svg className="ai-unavailable__picture" viewBox="0 0 120 100" aria-hidden="true">
      <circle cx="60" cy="52" r="42" fill="var(--brand-soft)" />
      {kind === 'speech' ? (
        <>
          <rect x="48" y="24" width="24" height="40" rx="12" fill="var(--brand)" />
          <path d="M38 52a22 22 0 0 0 44 0M60 74v10M48 84h24" fill="none" stroke="var(--brand-dark)" strokeWidth="4" strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect x="36" y="22" width="42" height="56" rx="6" fill="#fff" stroke="var(--brand)" strokeWidth="3" />
          <path d="M44 36h26M44 46h26M44 56h16" stroke="var(--brand)" strokeWidth="3" strokeLinecap="round" />
          <path d="M70 74l16-16 6 6-16 16h-6z" fill="var(--brand-dark)" />
        </>
      )}
      <circle cx="92" cy="24" r="10" fill="var(--accent)" />
      <text x="92" y="29" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        AI
      </text>
    </svg>
  );
}
