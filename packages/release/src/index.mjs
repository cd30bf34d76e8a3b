// @portal/release: how a remote's releases live on disk (version folders, the pointer, the history, pins, the
// release lock) and the moves between them. The release commands (scripts/release) and the edge server's automatic
// rollback and pins (edge/src/delivery) both act through it, so they agree on every file.
export { writeJsonAtomic } from './atomic-json.mjs';
export { checkPercent, dropCanary, promote, startCanaryLocked } from './canary.mjs';
export { ReleaseError } from './errors.mjs';
export {
  appendHistory,
  endWatch,
  HISTORY_FILE,
  readHistory,
  releaseTimes,
  versionBefore,
  watchedRelease,
  whoRuns,
} from './history.mjs';
export { INTEGRITY_FILE, readIntegrity, recordVersionIntegrity } from './integrity.mjs';
export { LOCK_FILE, withLock } from './lock.mjs';
export {
  DEFAULT_PIN_MAX_MINUTES,
  DEFAULT_PIN_MINUTES,
  PIN_COOKIE_PREFIX,
  PIN_SECRET_FILE,
  PIN_SECRET_MIN_LENGTH,
  pinLink,
  pinSignature,
  pinToken,
  verifyPin,
  verifyPinToken,
} from './pin.mjs';
export { PINS_FILE, pinnedVersions, readPins, recordPin } from './pins.mjs';
export { movePointer, POINTER_FILE, readPointer, readPointerState, setCanary } from './pointer.mjs';
export { listVersions, rollback } from './rollback.mjs';
export {
  contentDigest,
  ENTRY_FILES,
  makeReadOnly,
  missingEntryFiles,
  setAsideSourceMaps,
  SOURCE_MAPS_DIR,
  VERSION_NAME,
  versionFolders,
  versionName,
} from './versions.mjs';
