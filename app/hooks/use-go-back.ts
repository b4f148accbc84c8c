import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes back one page inside the app; opened directly (no page of ours before it), goes to `fallback`
 * instead of leaving the site.
 */
export function useGoBack(): (fallback: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (fallback: string) => {
      const index = (window.history.state as { idx?: unknown } | null)?.idx;
      if (typeof index === 'number' && index > 0) navigate(-1);
      else navigate(fallback);
    },
    [navigate],
  );
}
