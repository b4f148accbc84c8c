// tsyringe needs the Reflect metadata API before any decorated service class is evaluated.
import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RuntimeStatus } from './RuntimeStatus';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <RuntimeStatus />
  </StrictMode>,
);
