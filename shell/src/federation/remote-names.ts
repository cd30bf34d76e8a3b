/** The four remotes, by federation name (their folders are listed in portal.remotes.json). */
export type RemoteName = 'games' | 'account' | 'blog' | 'upload';
