/**
 * The service worker's entry, emitted by the build as /sw.js (scripts/lib/service-worker.ts), which
 * writes the build's id and files in front of it as SW_BUILD_FILES.
 */
import { startOfflineApp, type BuildFiles, type WorkerScope } from './offline-app';

declare const SW_BUILD_FILES: BuildFiles;

startOfflineApp(self as unknown as WorkerScope, SW_BUILD_FILES);
