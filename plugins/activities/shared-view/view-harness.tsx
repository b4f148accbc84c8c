/**
 * Test helper for the renderers' component tests: renders a View as the player would, holding the
 * response the View reports (so typing and toggling build on each other) and recording every
 * onResponse call. `update` re-renders with new props (completed, readOnly, speech...) and keeps the
 * held response unless it is given.
 */
import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { ActivityViewProps } from '@core/registry';

type HostProps<M, R> = Omit<ActivityViewProps<M, R>, 'onResponse'>;

export function renderView<M, R>(View: ComponentType<ActivityViewProps<M, R>>, initial: HostProps<M, R>) {
  const calls: R[] = [];
  let props = initial;

  function Host({ view }: { view: HostProps<M, R> }) {
    const [held, setHeld] = useState<{ from: R | undefined; value: R | undefined }>({ from: view.response, value: view.response });
    // A response passed in by the test (through update) replaces the held one.
    const response = held.from === view.response ? held.value : view.response;
    return (
      <View
        {...view}
        response={response}
        onResponse={(next) => {
          calls.push(next);
          setHeld({ from: view.response, value: next });
        }}
      />
    );
  }

  const result = render(<Host view={props} />);
  return {
    ...result,
    calls,
    update(next: Partial<HostProps<M, R>>) {
      props = { ...props, ...next };
      result.rerender(<Host view={props} />);
    },
  };
}
