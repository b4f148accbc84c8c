/**
 * The legal pages (spec 02 §2): /proto the service-use agreement and /privicy the privacy policy (both
 * open without sign-in), /statements the copyright statement of the municipal teaching resources.
 */
import { Link } from 'react-router-dom';
import { PageHeader } from '../../shell/PageHeader';
import { LegalText } from './strings';
import { copyrightStatement, privacyPolicy, serviceAgreement, type LegalDocument } from './texts';
import './legal.css';

export function ServiceAgreementPage() {
  return <LegalPage document={serviceAgreement} related={{ to: '/privicy', label: LegalText.privacyPolicyLink }} />;
}

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} related={{ to: '/proto', label: LegalText.serviceAgreementLink }} />;
}

export function CopyrightStatementPage() {
  return <LegalPage document={copyrightStatement} />;
}

function LegalPage({ document, related }: { document: LegalDocument; related?: { to: string; label: string } }) {
  return (
    <main className="page legal">
      <PageHeader title={document.title} />
      <article className="legal__document" aria-label={document.title}>
        {document.updated && <p className="legal__updated">{document.updated}</p>}
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="legal__paragraph">
            {paragraph}
          </p>
        ))}
        {document.sections.map((section) => (
          <section key={section.heading} className="legal__section">
            <h2 className="legal__heading">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="legal__paragraph">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        {related && (
          <nav className="legal__related" aria-label={LegalText.related}>
            <span className="muted">{LegalText.related}：</span>
            <Link to={related.to}>{related.label}</Link>
          </nav>
        )}
      </article>
    </main>
  );
}
