// Where a page of the site is: the home page at the root, every other at /index/0-<id>
// (platform-notes §3).
export const pageAddress = (id: number): string => (id === 1 ? '/' : `/index/0-${id}`);
