/** Leaving or reloading the page: behind an interface so tests can see where the app sent the student. */
export interface PageLocation {
  /** Loads another address (the identity service's sign-in or sign-out page, an app store). */
  assign(url: string): void;
  reload(): void;
}

export const browserPageLocation: PageLocation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};
