// mf-tickets exposes no module yet. Loading this chunk is all the entry needs: it boots the federation container
// (remoteEntry.js, the shared scope), so the standalone page stays blank until the ticket screens land.
export {};
