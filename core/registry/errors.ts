/** Errors the registries raise; the messages are the spec's own words where it gives them. */

/** Parsing an activity whose type has no registered parser (spec 01 §5). */
export class UnsupportedActivityError extends Error {
  override readonly name = 'UnsupportedActivityError';
  constructor(readonly activityType: unknown) {
    super(`UnSupport parser for ActivityType ${String(activityType)}`);
  }
}

/** Grading an activity type that has no grader (spec 01 §5: an error meaning 'no such type'). */
export class NoSuchTypeError extends Error {
  override readonly name = 'NoSuchTypeError';
  constructor(readonly activityType: unknown) {
    super(`no such type: ActivityType ${String(activityType)} has no grader`);
  }
}

/** Asking for a classroom-task kind that has no plugin. */
export class UnknownTaskKindError extends Error {
  override readonly name = 'UnknownTaskKindError';
  constructor(readonly kind: unknown) {
    super(`no classroom-task plugin for kind "${String(kind)}"`);
  }
}

/** Registering a second plugin under a type (or task kind) that already has one. */
export class DuplicatePluginError extends Error {
  override readonly name = 'DuplicatePluginError';
  constructor(registryName: string, key: string | number) {
    super(`${registryName}: ${String(key)} is already registered`);
  }
}
