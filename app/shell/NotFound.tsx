import { Link } from 'react-router-dom';
import { ShellText } from './strings';

/** Unknown routes (spec 01 §2: '*' shows 'Page not found'). */
export function NotFound() {
  return (
    <main className="not-found">
      <h1 className="not-found__title">{ShellText.pageNotFound}</h1>
      <Link className="button button--primary" to="/">
        {ShellText.backHome}
      </Link>
    </main>
  );
}
