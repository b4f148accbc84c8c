/** The resource pack (spec 02 §2), in class (/resource-pack) and after class (/resource-pack-after). */
import { defineTask } from '@core/registry/task-plugin';

const loadView = async () => (await import('./View')).default;

export const resourcePackTaskPlugin = defineTask({
  kind: 'resource-pack',
  loadDefinition: () => import('./definition').then((m) => m.resourcePackDefinition),
  title: '资源包',
  label: '资源包',
  // A parcel.
  icon: 'M3 7.5 12 3l9 4.5-9 4.5-9-4.5zM3 7.5V17l9 4.5 9-4.5V7.5M12 12v9.5',
  routes: [
    { path: '/resource-pack', loadView },
    { path: '/resource-pack-after', loadView, host: 'after-class' },
  ],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
  loadEditor: () => import('./Editor').then((m) => ({ blank: m.blank, Editor: m.default })),
});
