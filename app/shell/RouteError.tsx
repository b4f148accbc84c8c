/** The router's error element: render errors (and failed route-module loads) anywhere show the error screen. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';
import { NotFound } from './NotFound';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen error={error} />;
}
