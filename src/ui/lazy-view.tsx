// A view whose code is read only when it is first shown (a kind's editor that most sites never
// open): the panel's first script stays small, and `preload` reads it as soon as it is known to be
// needed (the tab shows one).
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

export type LazyView<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let View: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((loaded) => (View = loaded)));
  function Lazy(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setLoaded] = useState(0);
    useEffect(() => {
      if (!View) preload().then(() => setLoaded(1), () => setFailed(true));
    }, []);
    if (View) return <View {...props} />;
    return failed ? <p class="error" role="alert">{t('something_went_wrong')}</p> : <p aria-busy="true">{t('loading')}</p>;
  }
  return Object.assign(Lazy, { preload });
}
