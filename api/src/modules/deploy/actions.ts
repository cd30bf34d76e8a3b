/** The actions that made a version the current one: what "back one release" walks. */
export const CURRENT_MOVES = ['release', 'promote'];
/**
 * The actions that move a remote's pointer (or close a release's watch): what the edge's release watch looks at.
 * The history holds others too (seal, pin, register), which move nothing.
 */
export const POINTER_ACTIONS = ['release', 'canary', 'promote', 'drop-canary', 'rollback', 'watch-ended'];
