/** The resource pack (spec 02 §2), in class (/resource-pack) and after class (/resource-pack-after). */
import { defineTask } from '@core/registry/task-plugin';

const loadView = async () => (await import('./View')).default;

export const resourcePackTaskPlugin = defineTask({
  kind: 'resource-pack',
  loadDefinition: () => import('./definition').then((m) => m.resourcePackDefinition),
  title: '资源包',
  routes: [
    { path: '/resource-pack', loadView },
    { path: '/resource-pack-after', loadView, host: 'after-class' },
  ],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
});
