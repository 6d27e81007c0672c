// The name of the key that points (Alt) as the owner's keyboard prints it: ⌥ Option on a Mac.

/** `platform`: navigator.platform, or the User-Agent Client Hints' platform where there is one. */
export function altKeyName(platform: string = currentPlatform()): string {
  return /^mac/i.test(platform) ? '⌥ Option' : 'Alt';
}

function currentPlatform(): string {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { platform?: string } }) | undefined;
  return nav?.userAgentData?.platform || nav?.platform || '';
}
