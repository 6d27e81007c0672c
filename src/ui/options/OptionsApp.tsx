import { useEffect, useState } from 'preact/hooks';
import { sendFromPage } from '../../messages/send';
import type { PublicSite } from '../../vault/site-record';
import { Header } from '../Header';
import { AddSiteForm } from './AddSiteForm';
import { SiteList } from './SiteList';

export function OptionsApp() {
  const [sites, setSites] = useState<PublicSite[] | null>(null);
  const [error, setError] = useState('');

  const refresh = () =>
    sendFromPage({ type: 'sites/list' }).then(setSites, (problem: Error) => setError(problem.message));

  useEffect(() => void refresh(), []);

  async function remove(origin: string) {
    try {
      await sendFromPage({ type: 'sites/remove', origin });
    } catch (problem) {
      setError((problem as Error).message);
    }
    await refresh();
  }

  return (
    <main>
      <Header title="Inplace: your sites" />
      <h2>Add a site</h2>
      <AddSiteForm onAdded={() => void refresh()} />
      <h2>Your sites</h2>
      {error && <p role="alert" class="error">{error}</p>}
      {sites && <SiteList sites={sites} onRemove={remove} />}
    </main>
  );
}
