// tsyringe needs the Reflect metadata API before any decorated class is evaluated.
import 'reflect-metadata';

// jsdom has no PointerEvent: testing-library then fires plain events without pointerId, clientX or
// pointerType, and pointer-driven components (drag-drop, the picture viewer) cannot be tested. A
// MouseEvent carrying the pointer fields is what a browser's PointerEvent adds to it, for these tests.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
}

// jsdom has no IndexedDB, where the app keeps recordings made offline (issue 41): fake-indexeddb is a
// complete in-memory implementation of the standard, so the real store code runs in component tests.
if (typeof window !== 'undefined' && typeof indexedDB === 'undefined') {
  const fake = await import('fake-indexeddb');
  Object.assign(globalThis, { indexedDB: fake.indexedDB, IDBKeyRange: fake.IDBKeyRange });
}
