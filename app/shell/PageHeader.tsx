/** The title bar of inner pages: a back button and the page's title. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '../hooks/use-go-back';
import { ShellText } from './strings';

export function PageHeader({ title, backTo, action }: { title: string; backTo?: string; action?: ReactNode }) {
  const navigate = useNavigate();
  const back = useGoBack();
  const goBack = () => (backTo ? navigate(backTo) : back('/'));
  return (
    <header className="page-header">
      <button type="button" className="page-header__back" aria-label={ShellText.back} onClick={goBack}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__action">{action}</div>
    </header>
  );
}
