/** A remote's federation name, as the registry lists it ("games", "account", or one registered later). */
export type RemoteName = string;
