// The short notices the platform raises (a worker restarted, storage full): their i18n keys,
// shared by storage, the worker client and the views, which translate them.
/** i18n keys of the short notices the platform raises; the UI translates them. */
export const NOTICES = [
  'notice.workerRestarted',
  'notice.botFallback',
  'notice.storageFull',
  'notice.storageUnavailable',
  'notice.storageWriteFailed',
  'notice.savesUnreadable',
  'notice.saveConflict',
  // Issue 45: a newer version of the app changed the database; this tab must be reloaded.
  'notice.storageReload',
  // Issue 45: the game a reloaded address started was found neither in storage nor in the tab.
  'notice.urlGameLost',
] as const;
export type NoticeKey = (typeof NOTICES)[number];
