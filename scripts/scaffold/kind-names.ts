// The names a new kind goes by in code, from the one given on the command line.

export interface KindNames {
  /** As the vocabulary and the messages name it: `banner`. */
  kind: string;
  /** Its lists and its API area: `banners`. */
  plural: string;
  /** In identifiers: `bannerWords`, `BannerEditor`. */
  camel: string;
  pascal: string;
  /** For the owner, in English (the messages' first draft): `banner`. */
  words: string;
}

/** A kind's name: lower-case letters, then letters or digits, as the platform names its modules. */
export const KIND_NAME = /^[a-z][a-z0-9]{1,30}$/;

export function kindNames(kind: string, plural = `${kind}s`): KindNames {
  if (!KIND_NAME.test(kind)) throw new Error(`"${kind}" is no kind's name: lower-case letters and digits, starting with a letter (banner, photo)`);
  if (!KIND_NAME.test(plural)) throw new Error(`"${plural}" is no plural: lower-case letters and digits`);
  return { kind, plural, camel: kind, pascal: kind[0]!.toUpperCase() + kind.slice(1), words: kind };
}
